"""WCAG 2 contrast, measured on rendered pixels (test helper).

Relative luminance as WCAG 2.x defines it: each sRGB channel linearised (``c / 12.92`` up to 0.04045,
else ``((c + 0.055) / 1.055) ** 2.4``), weighted 0.2126, 0.7152, 0.0722; the ratio of two colours is
``(L1 + 0.05) / (L2 + 0.05)``, the lighter over the darker.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage

RGB = tuple[int, int, int]


def luminance(rgb: RGB) -> float:
    """WCAG 2 relative luminance of an sRGB colour (0-255 channels)."""

    def linear(channel: int) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(a: RGB, b: RGB) -> float:
    """WCAG 2 contrast ratio of two colours, 1 to 21."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def rgb(image: QImage, x: int, y: int) -> RGB:
    """The pixel's colour (opaque images)."""
    c = QColor.fromRgb(image.pixel(x, y))
    return c.red(), c.green(), c.blue()


def points(rect: QRect) -> Iterable[tuple[int, int]]:
    """Every pixel of ``rect``."""
    for y in range(rect.top(), rect.bottom() + 1):
        for x in range(rect.left(), rect.right() + 1):
            yield x, y


def commonest(colours: Iterable[RGB]) -> RGB:
    """The colour most pixels have: a stroke's or glyph's own, not its anti-aliased edge."""
    counts = Counter(colours)
    assert counts, "no pixels"
    return counts.most_common(1)[0][0]


def opaque(image: QImage) -> QImage:
    """``image`` as 32-bit RGB, for reading pixels."""
    return image.convertToFormat(QImage.Format.Format_RGB32)
