"""Desktop metadata, version numbers and pyproject entries agree with each other and pass the validators."""

from __future__ import annotations

import plistlib
import re
import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET

import pytest

import canfield
from canfield import resources

from .conftest import PACKAGING, ROOT, load

metadata = load("metadata")
LINUX = PACKAGING / "linux"
DESKTOP = LINUX / f"{resources.APP_ID}.desktop"
METAINFO = LINUX / f"{resources.APP_ID}.metainfo.xml"
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def _tool(name: str) -> str:
    if not sys.platform.startswith("linux"):
        pytest.skip(f"{name} checks Linux desktop files; it runs on the Linux jobs")
    path = shutil.which(name)
    if path is None:
        pytest.fail(f"{name} is not installed: scripts/setup.sh installs it (PACKAGING_PACKAGES)")
    return path


def test_desktop_file_validates():
    done = subprocess.run([_tool("desktop-file-validate"), str(DESKTOP)], capture_output=True, text=True)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


def test_metainfo_validates():
    done = subprocess.run(
        [_tool("appstreamcli"), "validate", "--no-net", str(METAINFO)], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_metainfo_names_the_app_screenshot_and_this_release():
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == resources.APP_ID
    assert root.find("launchable").text == DESKTOP.name
    assert root.find("provides/binary").text == "canfield"
    shot = root.find("screenshots/screenshot/image").text
    assert shot.startswith("https://") and shot.endswith("docs/screenshot.png")
    assert root.find("screenshots/screenshot/caption").text
    newest = root.find("releases/release")
    assert newest.get("version") == canfield.__version__
    assert newest.find("description/p").text


def test_desktop_entry_points_at_the_command_and_icon():
    entries = dict(line.split("=", 1) for line in DESKTOP.read_text(encoding="utf-8").splitlines() if "=" in line)
    assert entries["Icon"] == resources.APP_ID
    assert entries["Exec"].split()[0] == "canfield"
    assert "CardGame" in entries["Categories"].split(";")


def test_one_version_everywhere():
    assert PYPROJECT["project"]["version"] == canfield.__version__ == load("buildinfo").version()
    plist = metadata.info_plist(qt_wheel_text="")
    assert plist["CFBundleShortVersionString"] == plist["CFBundleVersion"] == canfield.__version__
    assert metadata.deb_version() == canfield.__version__


def test_info_plist_is_hidpi_with_bundle_id_and_minimum_system():
    with metadata.INFO_PLIST.open("rb") as handle:
        stated = plistlib.load(handle)["LSMinimumSystemVersion"]
    assert stated == "13.0"  # PySide6 6.10 and later (what CI installs) are built for macOS 13
    plist = metadata.info_plist("1.2.3", qt_wheel_text="Tag: cp39-abi3-manylinux_2_28_x86_64\n")
    assert plist["CFBundleIdentifier"] == resources.APP_ID
    assert plist["NSHighResolutionCapable"] is True
    assert plist["LSMinimumSystemVersion"] == stated
    assert plist["CFBundleIconFile"] == "canfield.icns"
    # Raised to what the bundled Qt wheel was built for, never lowered.
    newer = metadata.info_plist("1.2.3", qt_wheel_text="Tag: cp39-abi3-macosx_14_0_universal2\n")
    assert newer["LSMinimumSystemVersion"] == "14.0"
    older = metadata.info_plist("1.2.3", qt_wheel_text="Tag: cp39-abi3-macosx_11_0_x86_64\n")
    assert older["LSMinimumSystemVersion"] == stated
    plistlib.dumps(plist)  # serialisable as written by PyInstaller


@pytest.mark.parametrize(("version", "expected"), [("1.0rc1", "1.0.0"), ("2.1b2", "2.1.0"), ("1.2.3.4", "1.2.3")])
def test_info_plist_versions_are_three_integers(version, expected):
    """CFBundleShortVersionString allows at most three period-separated integers."""
    plist = metadata.info_plist(version, qt_wheel_text="")
    assert plist["CFBundleShortVersionString"] == plist["CFBundleVersion"] == expected


def test_windows_version_info_loads_in_pyinstaller(tmp_path):
    path = metadata.write_version_info(tmp_path / "version_info.txt", "2.5.1")
    text = path.read_text(encoding="utf-8")
    assert "filevers=(2, 5, 1, 0)" in text and "'2.5.1'" in text and "'canfield.exe'" in text
    # PyInstaller eval()s this text with its versioninfo classes in scope (that module needs pefile,
    # Windows-only); evaluate it the same way with recorders standing in for the classes.
    names = ["VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable", "StringStruct", "VarFileInfo"]
    scope = {name: (lambda *a, _n=name, **k: (_n, a, k)) for name in [*names, "VarStruct"]}
    kind, _, fields = eval(text, {"__builtins__": {}}, scope)
    assert kind == "VSVersionInfo"
    assert fields["ffi"][2]["filevers"] == fields["ffi"][2]["prodvers"] == (2, 5, 1, 0)
    table = fields["kids"][0][1][0][0][1][1]
    strings = {name: value for _, (name, value), _ in table}
    assert strings["ProductVersion"] == strings["FileVersion"] == "2.5.1"
    assert strings["ProductName"] == "Canfield" and strings["OriginalFilename"] == "canfield.exe"


@pytest.mark.parametrize(
    ("version", "expected"),
    [
        ("0.1.0", (0, 1, 0, 0)),
        ("1.2", (1, 2, 0, 0)),
        ("1.2.3.4.5", (1, 2, 3, 4)),
        ("2.0rc1", (2, 0, 0, 0)),
        ("2.0b1", (2, 0, 0, 0)),
        ("1.1.post2", (1, 1, 0, 0)),
    ],
)
def test_version_tuple(version, expected):
    assert metadata.version_tuple(version) == expected


def test_deb_version_sorts_prereleases_first():
    assert metadata.deb_version("1.0rc1") == "1.0~rc1"
    assert metadata.deb_version("1.0") == "1.0"


def test_pyproject_starts_the_game_and_ships_the_data():
    assert PYPROJECT["project"]["gui-scripts"]["canfield"] == "canfield.__main__:main"
    assert any(req.startswith("pyinstaller") for req in PYPROJECT["project"]["optional-dependencies"]["package"])
    setuptools = PYPROJECT["tool"]["setuptools"]
    assert setuptools["package-dir"]["canfield.assets"] == "assets"
    assert "**/*.svg" in setuptools["package-data"]["canfield.assets"]


def test_pyproject_lists_every_package():
    """The package list is written out by hand (for the assets mapping): nothing may be left out,
    including folders that hold only data (icons, help pages), which setuptools warns it may drop."""
    listed = set(PYPROJECT["tool"]["setuptools"]["packages"])

    def folders(top, dotted):
        for folder in [top, *top.rglob("*")]:
            if folder.is_dir() and folder.name != "__pycache__" and any(p.is_file() for p in folder.iterdir()):
                yield ".".join([dotted, *folder.relative_to(top).parts])

    on_disk = set(folders(ROOT / "canfield", "canfield")) | set(folders(ROOT / "assets", "canfield.assets"))
    missing = sorted(on_disk - listed)
    assert not missing, f"add {missing} to [tool.setuptools] packages in pyproject.toml"
    assert {"canfield.assets", "canfield.assets.icons", "canfield.help.en"} <= listed


def test_pyproject_classifiers_are_pypis_and_urls_match_the_metainfo():
    from trove_classifiers import classifiers

    project = PYPROJECT["project"]
    unknown = sorted(set(project["classifiers"]) - classifiers)
    assert not unknown, unknown
    versions = {
        c.rsplit(" ", 1)[-1]
        for c in project["classifiers"]
        if re.match(r"Programming Language :: Python :: 3\.\d+$", c)
    }
    assert min(versions, key=lambda v: tuple(map(int, v.split(".")))) == project["requires-python"].removeprefix(">=")
    urls = {url.get("type"): url.text for url in ET.parse(METAINFO).getroot().iterfind("url")}
    assert project["urls"]["Homepage"] == urls["homepage"]
    assert project["urls"]["Issues"] == urls["bugtracker"]
    assert project["urls"]["Source"] == urls["vcs-browser"]
    assert project["keywords"]
    # PyPI shows the README without the repository around it: its images need full addresses.
    images = re.findall(r"!\[[^\]]*\]\(([^)]+)\)", (ROOT / "README.md").read_text(encoding="utf-8"))
    assert images and all(image.startswith("https://") for image in images)
