"""The desktop interface: the only package that imports Qt.

Importing it loads nothing and changes no global state; the window is
``canfield.ui.shell.window.MainWindow``. ``docs/architecture.md`` maps the
subpackages and which may import which.
"""
