"""The desktop interface (the only package that imports Qt)."""

from . import startup

startup.begin()  # before the imports below: they make most of start-up's objects

from .window import MainWindow  # noqa: E402

__all__ = ["MainWindow"]
