"""The desktop interface (the only package that imports Qt)."""

from .window import MainWindow

__all__ = ["MainWindow"]
