"""The icon generator: every hicolor size, and .ico/.icns files that Qt's own readers decode."""

from __future__ import annotations

import struct

import pytest

from .conftest import load

iconfiles = load("iconfiles")
make_icons = load("make_icons")


@pytest.fixture(scope="module")
def icons(tmp_path_factory, qapp):
    out = tmp_path_factory.mktemp("icons")
    return out, make_icons.make_icons(out)


def _read_all(path):
    """Decode every image in a multi-image file with Qt; return {width: QImage}."""
    from PySide6.QtGui import QImageReader

    reader = QImageReader(str(path))
    images = {}
    for index in range(reader.imageCount()):
        assert reader.jumpToImage(index)
        image = reader.read()
        assert not image.isNull(), reader.errorString()
        images.setdefault(image.width(), image)
    return images


def test_hicolor_pngs_have_their_size(icons, buildinfo):
    from PySide6.QtGui import QImage

    out, _ = icons
    for size in buildinfo.HICOLOR_SIZES:
        image = QImage(str(out / "hicolor" / f"{size}x{size}" / "apps" / f"{buildinfo.APP_ID}.png"))
        assert (image.width(), image.height()) == (size, size)
        assert image.hasAlphaChannel()
        # Corners are transparent (the tile is rounded), the middle is painted.
        assert image.pixelColor(0, 0).alpha() == 0
        assert image.pixelColor(size // 2, size // 2).alpha() == 255
    svg = out / "hicolor" / "scalable" / "apps" / f"{buildinfo.APP_ID}.svg"
    assert svg.read_bytes() == buildinfo.ROOT.joinpath(*buildinfo.ICON).read_bytes()


def test_ico_holds_every_windows_size_and_decodes_like_the_pngs(icons):
    from PySide6.QtGui import QImage

    out, files = icons
    entries = iconfiles.read_ico_directory(files["ico"].read_bytes())
    assert [size for size, _, _ in entries] == list(iconfiles.ICO_SIZES)
    assert all(bits == 32 for _, bits, _ in entries)
    assert entries[-1][2][:8] == b"\x89PNG\r\n\x1a\n"  # 256 px as PNG
    assert all(struct.unpack_from("<I", data)[0] == 40 for size, _, data in entries if size < 256)  # DIBs
    decoded = _read_all(files["ico"])
    assert sorted(decoded) == sorted(iconfiles.ICO_SIZES)
    # The DIB path (rows flipped, BGRA, AND mask) must give back the very pixels rendered.
    png48 = QImage(str(out / "hicolor" / "48x48" / "apps" / f"{make_icons.buildinfo.APP_ID}.png"))
    dib48 = decoded[48].convertToFormat(png48.format())
    assert dib48 == png48


def test_icns_holds_every_retina_variant(icons):
    _, files = icons
    chunks = dict(iconfiles.read_icns_directory(files["icns"].read_bytes()))
    assert set(chunks) == set(iconfiles.ICNS_TYPES)
    assert all(data[:8] == b"\x89PNG\r\n\x1a\n" for data in chunks.values())
    decoded = _read_all(files["icns"])
    assert {16, 32, 64, 128, 256, 512, 1024} <= set(decoded)


def test_dib_mask_marks_transparent_pixels():
    size = 2
    # Top-down: row 0 = opaque red, transparent; row 1 = transparent, opaque blue.
    pixels = bytes([0, 0, 255, 255, 0, 0, 0, 0, 0, 0, 0, 0, 255, 0, 0, 255])
    entry = iconfiles.dib_entry(size, pixels)
    header, body = entry[:40], entry[40:]
    assert struct.unpack_from("<Iii", header) == (40, 2, 4)
    xor, mask = body[:16], body[16:]
    assert xor[:8] == pixels[8:]  # bottom row first
    assert mask == bytes([0x80, 0, 0, 0, 0x40, 0, 0, 0])  # rows padded to 4 bytes, bottom row first


def test_writers_refuse_bad_input():
    with pytest.raises(ValueError):
        iconfiles.dib_entry(4, b"\x00" * 10)
    with pytest.raises(ValueError):
        iconfiles.ico_bytes({}, {})
    with pytest.raises(ValueError):
        iconfiles.ico_bytes({512: b"png"}, {})
    with pytest.raises(ValueError):
        iconfiles.icns_bytes({17: b"png"})
    with pytest.raises(ValueError):
        iconfiles.read_icns_directory(b"icns\x00\x00\x00\x20")
    with pytest.raises(ValueError):
        iconfiles.read_ico_directory(b"\x00\x00\x02\x00\x00\x00")
