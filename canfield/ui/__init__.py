"""The desktop interface (the only package that imports Qt)."""

from . import _compat  # noqa: F401  (first: PySide6 6.12 on Python 3.11 needs it)
from .window import MainWindow

__all__ = ["MainWindow"]
