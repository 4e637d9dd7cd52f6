"""What the spec leaves out of the bundle: unused Qt modules, plugins and translations; system libraries."""

from __future__ import annotations

import pytest

from .conftest import load

bundle_filter = load("bundle_filter")
SITE = "/venv/lib/python3.11/site-packages/PySide6/Qt"


@pytest.mark.parametrize(
    "dest",
    [
        "libQt6Network.so.6",
        "libQt6Qml.so.6",
        "libQt6QmlModels.so.6",
        "libQt6Quick.so.6",
        "libQt6Pdf.so.6",
        "libQt6VirtualKeyboard.so.6",
        "libQt6EglFSDeviceIntegration.so.6",
        "PySide6/QtNetwork.abi3.so",
        "PySide6/QtDBus.abi3.so",
        "PySide6/Qt6Network.dll",
        "PySide6/Qt6Quick.dll",
        "PySide6/QtNetwork.pyd",
        "PySide6/Qt/lib/QtNetwork.framework/Versions/A/QtNetwork",
        "PySide6/Qt/lib/QtQml.framework/Resources/Info.plist",
        "PySide6/Qt/plugins/platforms/libqvnc.so",
        "PySide6/Qt/plugins/platforms/libqeglfs.so",
        "PySide6/Qt/plugins/platforms/qdirect2d.dll",
        "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
        "PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so",
        "PySide6/Qt/plugins/imageformats/libqpdf.so",
        "PySide6/Qt/plugins/imageformats/qjpeg.dll",
        "PySide6/Qt/plugins/imageformats/libqwebp.dylib",
        "PySide6/Qt/plugins/tls/libqopensslbackend.so",
        "PySide6/Qt/plugins/networkinformation/libqnetworkmanager.so",
        "PySide6/Qt/plugins/generic/libqtuiotouchplugin.so",
        "PySide6/Qt/plugins/egldeviceintegrations/libqeglfs-kms-integration.so",
        "PySide6/Qt/plugins/wayland-graphics-integration-client/libdmabuf-server.so",
        "PySide6/Qt/translations/qtbase_de.qm",
        "PySide6/Qt/translations/qt_help_ru.qm",
        "PySide6/Qt/translations/qtmultimedia_ar.qm",
        "PySide6/Qt/translations/qt_zh_CN.qm",
        "PySide6/opengl32sw.dll",
    ],
)
def test_dropped_everywhere(dest):
    for platform in ("linux", "win32", "darwin"):
        assert not bundle_filter.kept(dest, f"/src/{dest}", platform), (dest, platform)


@pytest.mark.parametrize(
    "dest",
    [
        "libQt6Core.so.6",
        "libQt6Gui.so.6",
        "libQt6Widgets.so.6",
        "libQt6Svg.so.6",
        "libQt6DBus.so.6",
        "libQt6XcbQpa.so.6",
        "libQt6WaylandClient.so.6",
        "libicudata.so.73",
        "PySide6/QtCore.abi3.so",
        "PySide6/QtSvg.abi3.so",
        "PySide6/Qt6Gui.dll",
        "PySide6/Qt/lib/QtGui.framework/Versions/A/QtGui",
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/Qt/plugins/platforms/libqwayland.so",
        "PySide6/Qt/plugins/platforms/libqoffscreen.so",
        "PySide6/Qt/plugins/platforms/qwindows.dll",
        "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
        "PySide6/Qt/plugins/styles/qmodernwindowsstyle.dll",
        "PySide6/Qt/plugins/styles/libqmacstyle.dylib",
        "PySide6/Qt/plugins/imageformats/libqsvg.so",
        "PySide6/Qt/plugins/iconengines/libqsvgicon.so",
        "PySide6/Qt/plugins/platformthemes/libqxdgdesktopportal.so",
        "PySide6/Qt/plugins/platforminputcontexts/libcomposeplatforminputcontextplugin.so",
        "PySide6/Qt/plugins/xcbglintegrations/libqxcb-glx-integration.so",
        "PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so",
        "PySide6/Qt/plugins/wayland-graphics-integration-client/libqt-plugin-wayland-egl.so",
        "PySide6/Qt/translations/qtbase_ar.qm",
        "PySide6/Qt/translations/qt_ru.qm",
        "canfield/assets/icons/canfield.svg",
        "canfield/locale/canfield_hy.qm",
        "canfield/help/ar/canfield.html",
        "base_library.zip",
    ],
)
def test_kept_everywhere(dest):
    for platform in ("linux", "win32", "darwin"):
        assert bundle_filter.kept(dest, f"{SITE}/{dest}", platform), (dest, platform)


def test_linux_system_libraries_become_package_dependencies():
    # From Debian's library folders: left to Depends:.
    assert not bundle_filter.kept("libxcb-cursor.so.0", "/usr/lib/x86_64-linux-gnu/libxcb-cursor.so.0", "linux")
    assert not bundle_filter.kept("libssl.so.3", "/lib/x86_64-linux-gnu/libssl.so.3", "linux")
    # Python itself and its extension modules stay, even from a distribution Python.
    assert bundle_filter.kept("libpython3.11.so.1.0", "/usr/lib/x86_64-linux-gnu/libpython3.11.so.1.0", "linux")
    assert bundle_filter.kept(
        "python3.11/lib-dynload/_ssl.cpython-311-x86_64-linux-gnu.so",
        "/usr/lib/python3.11/lib-dynload/_ssl.cpython-311-x86_64-linux-gnu.so",
        "linux",
    )
    # From the wheel: bundled. On other systems the rule does not apply.
    assert bundle_filter.kept("libicuuc.so.73", f"{SITE}/lib/libicuuc.so.73", "linux")
    assert bundle_filter.kept("libfoo.dylib", "/usr/lib/libfoo.dylib", "darwin")


def test_filter_toc_splits_and_reports():
    toc = [
        ("libQt6Core.so.6", f"{SITE}/lib/libQt6Core.so.6", "BINARY"),
        ("libQt6Network.so.6", f"{SITE}/lib/libQt6Network.so.6", "BINARY"),
    ]
    kept, dropped = bundle_filter.filter_toc(toc, "linux")
    assert kept == toc[:1]
    assert dropped == ["libQt6Network.so.6"]


def test_modules_the_game_imports_are_never_trimmed(tmp_path):
    (tmp_path / "ui").mkdir()
    (tmp_path / "ui" / "sound.py").write_text(
        "from PySide6.QtMultimedia import QSoundEffect\n"
        "import PySide6.QtGui\n"
        "from PySide6 import (QtCore,\n QtNetwork)\n",
        encoding="utf-8",
    )
    used = bundle_filter.used_qt_modules(tmp_path)
    assert used == {"QtMultimedia", "QtGui", "QtCore", "QtNetwork"}
    for dest in (
        "libQt6Multimedia.so.6",
        "libQt6MultimediaWidgets.so.6",
        "PySide6/QtMultimedia.abi3.so",
        "PySide6/Qt/plugins/multimedia/libffmpegmediaplugin.so",
        "libQt6Network.so.6",
        "PySide6/Qt/plugins/tls/libqopensslbackend.so",
    ):
        assert bundle_filter.kept(dest, f"{SITE}/{dest}", "linux", used), dest
        assert not bundle_filter.kept(dest, f"{SITE}/{dest}", "linux"), dest
    assert not bundle_filter.kept("libQt6Quick.so.6", f"{SITE}/libQt6Quick.so.6", "linux", used)
    excludes = bundle_filter.python_excludes(used)
    assert "PySide6.QtNetwork" not in excludes and "PySide6.QtQml" in excludes


def test_the_game_uses_only_what_the_bundle_keeps():
    from .conftest import ROOT

    used = bundle_filter.used_qt_modules(ROOT / "canfield")
    assert {"QtCore", "QtGui", "QtWidgets"} <= used
    for module in used:
        assert f"PySide6.{module}" not in bundle_filter.python_excludes(used)
