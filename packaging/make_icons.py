"""Render assets/icons/canfield.svg to every icon the installers need.

    python packaging/make_icons.py [--out build/icons]

Writes, under the output folder:
  hicolor/<N>x<N>/apps/<APP_ID>.png   N in 16..512 (Linux icon theme)
  hicolor/scalable/apps/<APP_ID>.svg   the SVG itself
  canfield.ico                         16-256 px (Windows: the .exe, the installer, shortcuts)
  canfield.icns                        16-1024 px (macOS .app)

Renders with Qt's own SVG renderer (PySide6.QtSvg, offscreen), so a build machine needs nothing but
the game's own dependencies. The files are generated at build time and never committed.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import buildinfo
import iconfiles


def render(svg: Path, sizes: set[int]) -> tuple[dict[int, bytes], dict[int, bytes]]:
    """Render ``svg`` at each size; return (size -> PNG bytes, size -> top-down BGRA bytes)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: Qt cannot read this SVG")
    pngs: dict[int, bytes] = {}
    raw: dict[int, bytes] = {}
    for size in sorted(sizes):
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        straight = image.convertToFormat(QImage.Format.Format_ARGB32)  # DIBs want straight alpha
        raw[size] = bytes(straight.constBits())[: size * size * 4]
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        if not straight.save(buffer, "PNG"):
            raise SystemExit(f"Qt could not encode the {size} px PNG")
        buffer.close()
        pngs[size] = bytes(data.data())
    return pngs, raw


def make_icons(out: Path, svg: Path | None = None) -> dict[str, Path]:
    """Write every icon under ``out``; return the main files by kind (``svg``, ``ico``, ``icns``, ``png512``)."""
    svg = svg or buildinfo.ROOT.joinpath(*buildinfo.ICON)
    sizes = set(buildinfo.HICOLOR_SIZES) | set(iconfiles.ICO_SIZES) | set(iconfiles.ICNS_TYPES.values())
    pngs, raw = render(svg, sizes)

    hicolor = out / "hicolor"
    for size in buildinfo.HICOLOR_SIZES:
        target = hicolor / f"{size}x{size}" / "apps" / f"{buildinfo.APP_ID}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(pngs[size])
    scalable = hicolor / "scalable" / "apps" / f"{buildinfo.APP_ID}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(svg, scalable)

    ico = out / "canfield.ico"
    ico.write_bytes(
        iconfiles.ico_bytes(
            {s: pngs[s] for s in iconfiles.ICO_SIZES if s >= 256},
            {s: raw[s] for s in iconfiles.ICO_SIZES if s < 256},
        )
    )
    icns = out / "canfield.icns"
    icns.write_bytes(iconfiles.icns_bytes(pngs))
    png512 = out / "canfield-512.png"
    png512.write_bytes(pngs[512])
    return {"svg": scalable, "ico": ico, "icns": icns, "png512": png512}


def main(argv: list[str] | None = None) -> int:
    """Command line: see the module docstring."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=buildinfo.ICONS, help="output folder (default build/icons)")
    parser.add_argument("--svg", type=Path, default=None, help="source SVG (default assets/icons/canfield.svg)")
    args = parser.parse_args(argv)
    files = make_icons(args.out, args.svg)
    for kind, path in files.items():
        print(f"{kind:6} {path} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
