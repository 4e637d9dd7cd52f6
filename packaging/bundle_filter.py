"""Which of the files PyInstaller collected go into the Canfield bundle.

PyInstaller's PySide6 hooks collect every plugin of every type QtGui might load, every Qt
translation and, through the plugins' links, whole Qt modules the game never uses (QtNetwork via
the VNC platform plugin, QtQml and QtQuick via the virtual keyboard, QtPdf via the PDF image
format, GTK via the GTK theme). This module trims that list; ``packaging/canfield.spec`` applies it
to ``Analysis.binaries`` and ``Analysis.datas``. Pure functions on names, so tests can check them.

On Linux it also leaves out libraries that came from the system's own library folders: the .deb
names their Debian packages in ``Depends:`` instead (``packaging/linux/build_deb.py``), so the
installed game uses the system's current, security-updated copies.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

KEEP_LANGUAGES = ("ar", "en", "hy", "ro", "ru")
"""The game's languages: Qt's own translations (dialog buttons, shortcuts) are kept for these only."""

QT_TRANSLATION_PREFIXES = ("qt", "qtbase")

# Plugin folders the game needs; any other folder is dropped whole.
KEEP_PLUGIN_TYPES = frozenset(
    {
        "platforms",
        "platforms/darwin",
        "platformthemes",
        "platforminputcontexts",
        "iconengines",
        "imageformats",
        "styles",
        "accessiblebridge",
        "xcbglintegrations",
        "wayland-decoration-client",
        "wayland-graphics-integration-client",
        "wayland-shell-integration",
    }
)

# Plugin folders that serve one Qt module: kept when the game's own code imports that module.
MODULE_PLUGINS: dict[str, tuple[str, ...]] = {
    "QtNetwork": ("networkinformation", "tls"),
    "QtMultimedia": ("multimedia",),
    "QtTextToSpeech": ("texttospeech",),
    "QtPrintSupport": ("printsupport",),
    "QtSql": ("sqldrivers",),
    "QtPositioning": ("position",),
}

# Inside a kept folder, plugins that pull in modules the game does not use or that only serve
# kiosk/embedded set-ups. Matched against the file name without "lib" and extension.
DROP_PLUGINS: dict[str, re.Pattern[str]] = {
    "platforms": re.compile(r"^q(eglfs|linuxfb|minimal|minimalegl|vkkhrdisplay|vnc|direct2d)$"),
    "platformthemes": re.compile(r"^qgtk3$"),
    "platforminputcontexts": re.compile(r"^qtvirtualkeyboardplugin$"),
    # PNG and BMP are built into QtGui; SVG is the only other format the game reads.
    "imageformats": re.compile(r"^q(?!svg$)\w+$"),
    "wayland-graphics-integration-client": re.compile(r"-server$"),
}

# Qt libraries the game does not need, on every platform (lib*.so.6, Qt6*.dll, Qt*.framework),
# unless its own code imports the module (see used_qt_modules).
UNUSED_QT_MODULES = (
    r"Network\w*|Qml\w*|Quick\w*|Pdf\w*|VirtualKeyboard\w*|EglFS\w*|EglFs\w*|WebEngine\w*|WebChannel\w*"
    r"|WebSockets|WebView\w*|Positioning\w*|Location|Multimedia\w*|SpatialAudio|Sql|Test|Designer\w*|Help"
    r"|UiTools|3D\w+|Charts\w*|DataVisualization\w*|Graphs\w*|Bluetooth|Nfc|SerialPort|SerialBus"
    r"|Sensors\w*|TextToSpeech|RemoteObjects\w*|Scxml\w*|StateMachine\w*|HttpServer|Lottie\w*|Labs\w*"
    r"|ShaderTools|CanvasPainter|FFmpegStub[\w-]*"
)
_QT_LIB = re.compile(rf"(^|/)(lib)?Qt6?({UNUSED_QT_MODULES})(\.so[.\d]*|\.dll|\.dylib|\.framework(/.*)?)$")

# PySide6's own extension modules for those Qt modules (e.g. PySide6/QtNetwork.abi3.so, .pyd).
_PYSIDE_MODULE = re.compile(rf"(^|/)PySide6/Qt({UNUSED_QT_MODULES}|DBus)\.(abi3\.so|pyd|so)$")

_IMPORT_DOTTED = re.compile(r"^\s*(?:from|import)\s+PySide6\.(Qt\w+)", re.M)
_IMPORT_FROM = re.compile(r"^\s*from\s+PySide6\s+import\s+\(?([\w\s,]+)\)?", re.M)

# Qt's software OpenGL for Windows machines without a GPU driver (~20 MB): the game draws with
# QPainter on raster widgets and never asks for OpenGL.
_SOFTWARE_GL = re.compile(r"(^|/)opengl32sw\.dll$", re.IGNORECASE)

# System library folders on Linux: libraries from here belong to Debian packages.
_SYSTEM_LIB_DIRS = ("/lib/", "/lib64/", "/usr/lib/", "/usr/lib64/", "/usr/local/lib/x86_64-linux-gnu/")

PYTHON_EXCLUDES = [
    "tkinter",
    "_tkinter",
    "sqlite3",
    "curses",
    "readline",
    "dbm",
    "pydoc_data",
    "PySide6.QtNetwork",
    "PySide6.QtQml",
    "PySide6.QtQuick",
    "PySide6.QtQuickWidgets",
    "PySide6.QtWebEngineCore",
    "PySide6.QtWebEngineWidgets",
    "PySide6.QtPdf",
    "PySide6.QtDBus",
    "PySide6.QtTest",
]
"""Modules the Analysis should not follow (the spec passes ``python_excludes(used)``)."""


def used_qt_modules(source: Path) -> frozenset[str]:
    """Return the PySide6 modules (``"QtGui"``, ...) that the Python files under ``source`` import."""
    found: set[str] = set()
    for path in source.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        found.update(_IMPORT_DOTTED.findall(text))
        for names in _IMPORT_FROM.findall(text):
            found.update(name for name in re.split(r"[\s,]+", names) if name.startswith("Qt"))
    return frozenset(found)


def python_excludes(used: Iterable[str] = ()) -> list[str]:
    """``PYTHON_EXCLUDES`` less any PySide6 module the game's code imports."""
    used = set(used)
    return [name for name in PYTHON_EXCLUDES if name.removeprefix("PySide6.") not in used]


def _norm(path: str) -> str:
    return path.replace("\\", "/")


def _module_used(qt_name: str, used: frozenset[str]) -> bool:
    """True when a Qt library or module part (``"MultimediaWidgets"``) belongs to an imported module."""
    return any(qt_name.startswith(module.removeprefix("Qt")) for module in used)


def plugin_kept(dest: str, used: frozenset[str] = frozenset()) -> bool | None:
    """Return whether a Qt plugin at ``dest`` stays, or None when ``dest`` is not a Qt plugin."""
    dest = _norm(dest)
    match = re.search(r"(^|/)PySide6/Qt/plugins/(.+)/([^/]+)$", dest)
    if not match:
        return None
    folder, filename = match.group(2), match.group(3)
    wanted = {folder for module in used for folder in MODULE_PLUGINS.get(module, ())}
    if folder not in KEEP_PLUGIN_TYPES and folder not in wanted:
        return False
    stem = re.sub(r"^lib", "", filename.split(".")[0])
    pattern = DROP_PLUGINS.get(folder)
    return not (pattern and pattern.search(stem))


def translation_kept(dest: str) -> bool | None:
    """Return whether a Qt translation at ``dest`` stays, or None when it is not one of Qt's."""
    dest = _norm(dest)
    match = re.search(r"(^|/)PySide6/Qt/translations/([a-z_]+?)_([a-zA-Z]{2,3}(_[A-Za-z]{2})?)\.qm$", dest)
    if not match:
        return None
    prefix, lang = match.group(2), match.group(3).split("_")[0]
    return prefix in QT_TRANSLATION_PREFIXES and lang in KEEP_LANGUAGES


def is_system_library(dest: str, src: str) -> bool:
    """True for a Linux shared library PyInstaller copied from the system's library folders.

    Only libraries placed at the top of the bundle count (Python's own extension modules stay even
    when a distribution Python keeps them under /usr/lib), and never libpython itself.
    """
    dest, src = _norm(dest), _norm(src or "")
    if "/" in dest or ".so" not in dest or dest.startswith("libpython"):
        return False
    return src.startswith(_SYSTEM_LIB_DIRS)


def kept(dest: str, src: str, platform: str, used: frozenset[str] = frozenset()) -> bool:
    """Return whether one collected file (bundle-relative ``dest``, original ``src``) goes in the bundle.

    ``used`` names the PySide6 modules the game's code imports: their libraries and plugins stay.
    """
    for verdict in (plugin_kept(dest, used), translation_kept(dest)):
        if verdict is not None:
            return verdict
    norm = _norm(dest)
    for pattern, group in ((_QT_LIB, 3), (_PYSIDE_MODULE, 2)):
        match = pattern.search(norm)
        if match:
            return _module_used(match.group(group), used)
    if _SOFTWARE_GL.search(norm):
        return False
    return not (platform.startswith("linux") and is_system_library(dest, src))


def filter_toc(
    toc: Iterable[tuple[str, str, str]], platform: str, used: frozenset[str] = frozenset()
) -> tuple[list, list[str]]:
    """Split a PyInstaller TOC into (entries kept, names dropped)."""
    keep, dropped = [], []
    for entry in toc:
        dest, src = entry[0], entry[1]
        if kept(dest, src, platform, used):
            keep.append(entry)
        else:
            dropped.append(dest)
    return keep, dropped
