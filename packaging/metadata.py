"""Per-platform metadata files generated from one source of truth (canfield/__init__.py, buildinfo.py).

* :func:`write_version_info`: the Windows version resource PyInstaller embeds in canfield.exe.
* :func:`info_plist`: the macOS Info.plist keys for the .app.
* :func:`deb_version`: the Debian version string.
"""

from __future__ import annotations

import plistlib
import re
from importlib import metadata as importlib_metadata
from pathlib import Path
from string import Template

import buildinfo

VERSION_TEMPLATE = buildinfo.PACKAGING / "windows" / "version_info.txt"
INFO_PLIST = buildinfo.PACKAGING / "macos" / "Info.plist"


def version_tuple(version: str) -> tuple[int, int, int, int]:
    """Return the four numbers Windows wants: "0.1.0" -> (0, 1, 0, 0); "1.2rc1", "1.2b1" -> (1, 2, 0, 0)."""
    release = re.match(r"\d+(?:\.\d+)*", version)  # the release part: "1.2" of "1.2b1", "1.2.post1"
    if not release:
        raise ValueError(f"no version number in {version!r}")
    numbers = [int(n) for n in release.group(0).split(".")[:4]]
    return tuple((numbers + [0, 0, 0, 0])[:4])  # type: ignore[return-value]


def version_info_text(version: str) -> str:
    """Return the filled-in VSVersionInfo text (see packaging/windows/version_info.txt)."""
    template = Template(VERSION_TEMPLATE.read_text(encoding="utf-8"))
    return template.substitute(
        version_tuple=repr(version_tuple(version)),
        version=repr(version),
        publisher=repr(buildinfo.PUBLISHER),
        app_name=repr(buildinfo.APP_NAME),
        exe_name=repr(buildinfo.EXE_NAME),
        exe_file=repr(f"{buildinfo.EXE_NAME}.exe"),
        copyright=repr(f"© {buildinfo.PUBLISHER}. MIT licence."),
        summary=repr(buildinfo.SUMMARY),
    )


def write_version_info(target: Path | None = None, version: str | None = None) -> Path:
    """Write the Windows version file (default build/version_info.txt) and return its path."""
    target = target or buildinfo.BUILD / "version_info.txt"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(version_info_text(version or buildinfo.version()), encoding="utf-8")
    return target


def macos_minimum_from_wheel_tags(wheel_text: str) -> str | None:
    """Return the lowest macOS version named by a wheel's ``Tag:`` lines (e.g. "13.0"), or None."""
    found = [
        (int(major), int(minor)) for major, minor in re.findall(r"^Tag: .*-macosx_(\d+)_(\d+)_\w+$", wheel_text, re.M)
    ]
    if not found:
        return None
    major, minor = min(found)
    return f"{major}.{minor}"


def _version_key(text: str) -> tuple[int, ...]:
    return tuple(int(n) for n in text.split("."))


def info_plist(version: str | None = None, qt_wheel_text: str | None = None) -> dict:
    """Return the Info.plist keys: packaging/macos/Info.plist with the version (as three numbers) filled in.

    LSMinimumSystemVersion is raised to the macOS version the installed PySide6 wheel was built for,
    so the .app never claims to run where its Qt cannot.
    """
    version = version or buildinfo.version()
    with INFO_PLIST.open("rb") as handle:
        plist = plistlib.load(handle)
    # Both keys take at most three integers: "1.0rc1" is written as "1.0.0".
    bundle_version = ".".join(map(str, version_tuple(version)[:3]))
    for key in ("CFBundleShortVersionString", "CFBundleVersion"):
        plist[key] = plist[key].replace("@VERSION@", bundle_version)
    if qt_wheel_text is None:
        try:
            qt_wheel_text = importlib_metadata.distribution("PySide6_Essentials").read_text("WHEEL") or ""
        except importlib_metadata.PackageNotFoundError:
            qt_wheel_text = ""
    wheel_minimum = macos_minimum_from_wheel_tags(qt_wheel_text)
    if wheel_minimum and _version_key(wheel_minimum) > _version_key(plist["LSMinimumSystemVersion"]):
        plist["LSMinimumSystemVersion"] = wheel_minimum
    return plist


def deb_version(version: str | None = None) -> str:
    """Return the Debian version: "0.1.0" stays, "1.0rc1" becomes "1.0~rc1" (sorts before 1.0)."""
    version = version or buildinfo.version()
    return re.sub(r"(a|b|rc)(\d+)$", r"~\1\2", version)
