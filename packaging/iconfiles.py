"""Writers for Windows .ico and macOS .icns files, from images already rendered.

Pure Python (no Qt, no Pillow) so the format code can be read and tested on its own:
``packaging/make_icons.py`` renders the SVG with Qt and hands the pixels here.

* ``.ico``: one 32-bit DIB (BGRA plus a 1-bit AND mask) per size below 256 px, which every Windows
  tool reads (Explorer, the resource compiler, Inno Setup), and a PNG entry for 256 px, as Windows
  Vista and later expect.
* ``.icns``: PNG entries only, one per OSType that macOS 10.7+ reads.
"""

from __future__ import annotations

import struct
from collections.abc import Mapping

# OSType -> pixel size of its PNG, for .icns (ic11..ic14 are the @2x variants of 16..256).
ICNS_TYPES: dict[str, int] = {
    "icp4": 16,
    "icp5": 32,
    "icp6": 64,
    "ic07": 128,
    "ic08": 256,
    "ic09": 512,
    "ic10": 1024,
    "ic11": 32,
    "ic12": 64,
    "ic13": 256,
    "ic14": 512,
}

ICO_SIZES = (16, 20, 24, 32, 40, 48, 64, 256)
"""Sizes Windows asks for at 100-250 % scaling, plus the 256 px 'extra large icons' view."""


def dib_entry(size: int, bgra_top_down: bytes) -> bytes:
    """Return a BITMAPINFOHEADER + bottom-up 32-bit pixels + AND mask for one square icon image.

    ``bgra_top_down`` holds ``size * size`` pixels of 4 bytes (B, G, R, A; not premultiplied),
    first row first, as QImage's Format_ARGB32 stores them on a little-endian machine.
    """
    row = size * 4
    if len(bgra_top_down) != row * size:
        raise ValueError(f"expected {row * size} bytes of BGRA for {size} px, got {len(bgra_top_down)}")
    rows = [bgra_top_down[i * row : (i + 1) * row] for i in range(size)]
    pixels = b"".join(reversed(rows))  # DIBs are stored bottom row first
    mask_row = ((size + 31) // 32) * 4  # 1 bit a pixel, rows padded to 32 bits
    mask = bytearray()
    for line in reversed(rows):
        bits = bytearray(mask_row)
        for x in range(size):
            if line[x * 4 + 3] == 0:  # fully transparent: set the AND bit for pre-alpha readers
                bits[x // 8] |= 0x80 >> (x % 8)
        mask += bits
    # biHeight is doubled: an icon DIB counts the XOR image and the AND mask together.
    header = struct.pack("<IiiHHIIiiII", 40, size, size * 2, 1, 32, 0, len(pixels) + len(mask), 0, 0, 0, 0)
    return header + pixels + bytes(mask)


def ico_bytes(pngs: Mapping[int, bytes], bgra: Mapping[int, bytes]) -> bytes:
    """Return a multi-size .ico: PNG for sizes of 256 and more, DIB for smaller sizes.

    ``pngs`` maps size -> PNG file bytes; ``bgra`` maps size -> raw top-down BGRA pixels. Every size
    present in either mapping is written, smallest first.
    """
    sizes = sorted(set(pngs) | set(bgra))
    if not sizes:
        raise ValueError("an .ico needs at least one image")
    images: list[tuple[int, bytes]] = []
    for size in sizes:
        if size > 256:
            raise ValueError(f"an .ico image is at most 256 px, not {size}")
        if size >= 256:
            images.append((size, pngs[size]))
        else:
            images.append((size, dib_entry(size, bgra[size])))
    offset = 6 + 16 * len(images)
    directory = struct.pack("<HHH", 0, 1, len(images))
    for size, data in images:
        side = 0 if size == 256 else size  # 0 means 256 in the one-byte width/height fields
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return directory + b"".join(data for _, data in images)


def icns_bytes(pngs: Mapping[int, bytes]) -> bytes:
    """Return an .icns holding every OSType of :data:`ICNS_TYPES` whose size is in ``pngs``."""
    chunks = b""
    for ostype, size in ICNS_TYPES.items():
        if size in pngs:
            data = pngs[size]
            chunks += ostype.encode("ascii") + struct.pack(">I", 8 + len(data)) + data
    if not chunks:
        raise ValueError("an .icns needs at least one image of a size it knows")
    return b"icns" + struct.pack(">I", 8 + len(chunks)) + chunks


def read_ico_directory(data: bytes) -> list[tuple[int, int, bytes]]:
    """Parse an .ico: return (width, bit count, image bytes) for each entry. Used by the tests."""
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    if reserved != 0 or kind != 1:
        raise ValueError("not an .ico file")
    entries = []
    for i in range(count):
        width, _h, _c, _r, _planes, bits, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        entries.append((width or 256, bits, data[offset : offset + length]))
    return entries


def read_icns_directory(data: bytes) -> list[tuple[str, bytes]]:
    """Parse an .icns: return (OSType, payload) for each chunk. Used by the tests."""
    if data[:4] != b"icns" or struct.unpack_from(">I", data, 4)[0] != len(data):
        raise ValueError("not an .icns file, or its length field is wrong")
    chunks, pos = [], 8
    while pos < len(data):
        ostype = data[pos : pos + 4].decode("ascii")
        (length,) = struct.unpack_from(">I", data, pos + 4)
        if length < 8 or pos + length > len(data):
            raise ValueError(f"chunk {ostype!r} overruns the file")
        chunks.append((ostype, data[pos + 8 : pos + length]))
        pos += length
    return chunks
