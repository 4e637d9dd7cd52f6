"""Static checks of what cannot run on Linux: the Inno Setup script, the dmg script, the workflow."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys

import pytest

from .conftest import PACKAGING, ROOT, load

ISS = PACKAGING / "windows" / "canfield.iss"
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
build = load("build")


def _sections(text: str) -> dict[str, list[str]]:
    sections: dict[str, list[str]] = {}
    current = None
    for line in text.splitlines():
        header = re.match(r"^\[(\w+)\]\s*$", line)
        if header:
            current = header.group(1)
            sections[current] = []
        elif current and line.strip() and not line.lstrip().startswith(";"):
            sections[current].append(line)
    return sections


@pytest.fixture(scope="module")
def iss() -> str:
    raw = ISS.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf"), "Inno Setup reads non-ASCII text as Unicode only with a UTF-8 BOM"
    return raw.decode("utf-8-sig")


def test_iss_defines_are_exactly_what_build_py_passes(iss):
    required = set(re.findall(r"^#ifndef (\w+)\n\s*#error", iss, re.M))  # not those with a default
    source = (PACKAGING / "build.py").read_text(encoding="utf-8")
    passed = set(re.findall(r'f"/D(\w+)=', source))
    expected = {"AppVersion", "VersionNumbers", "AppId", "BundleDir", "IconFile", "OutputDir", "LicenseFile"}
    assert required == passed == expected


def test_iss_installs_per_user_or_for_everyone_with_shortcuts(iss):
    setup = dict(line.split("=", 1) for line in _sections(iss)["Setup"])
    assert setup["PrivilegesRequired"] == "lowest"
    assert "dialog" in setup["PrivilegesRequiredOverridesAllowed"]
    assert setup["DefaultDirName"] == "{#DefaultDir}"
    assert re.search(r'^  #define DefaultDir "\{autopf\}\\Canfield"$', iss, re.M)  # unless a build says otherwise
    icons = _sections(iss)["Icons"]
    assert any(line.startswith('Name: "{autoprograms}') for line in icons)
    desktop = [line for line in icons if line.startswith('Name: "{autodesktop}')]
    assert desktop and "Tasks: desktopicon" in desktop[0]
    tasks = _sections(iss)["Tasks"]
    assert any('Name: "desktopicon"' in line and "unchecked" in line for line in tasks)
    assert 'Source: "{#BundleDir}\\*"' in _sections(iss)["Files"][0]


def test_iss_uninstall_keeps_data_unless_the_box_is_ticked(iss, monkeypatch):
    import os

    from platformdirs.windows import Windows

    code = iss.split("[Code]", 1)[1]
    # The folder platformdirs gives the storage module on Windows: %LOCALAPPDATA%\canfield.
    assert '#define DataDirName "canfield"' in iss
    assert "{localappdata}\\{#DataDirName}" in code
    # platformdirs' Windows rules (fed a local AppData folder, as on Windows): that folder plus
    # "canfield", for settings and data alike, which is what {localappdata}\\canfield names.
    local = r"C:\Users\player\AppData\Local"
    monkeypatch.setenv("WIN_PD_OVERRIDE_LOCAL_APPDATA", local)
    dirs = Windows("canfield", appauthor=False)
    assert dirs.user_data_dir == dirs.user_config_dir == os.path.join(local, "canfield")
    assert "Box.Checked := False;" in code
    assert re.search(r"Result := \(Form\.ShowModal\(\) = mrOk\) and Box\.Checked;", code)
    assert re.search(r"if \(CurUninstallStep = usPostUninstall\) and RemoveUserData then\s+DelTree", code)
    # Pascal blocks balance (a cheap guard against an edit that breaks compilation).
    opens = len(re.findall(r"\b(begin|try)\b", code))
    assert opens == len(re.findall(r"\bend\b", code))


def test_iss_custom_messages_exist_in_every_language(iss):
    languages = re.findall(r'^Name: "(\w+)"; MessagesFile', iss, re.M)
    assert "english" in languages and len(languages) >= 2
    used = set(re.findall(r"CustomMessage\('(\w+)'\)", iss)) | set(re.findall(r"\{cm:(\w+)", iss))
    builtin = {"CreateDesktopIcon", "AdditionalIcons", "LaunchProgram"}
    defined = set(re.findall(r"^(\w+)\.(\w+)=", iss, re.M))
    for message in used - builtin:
        for language in languages:
            assert (language, message) in defined, f"{language}.{message} missing"


def test_dmg_script_is_valid_bash_and_uses_hdiutil():
    script = PACKAGING / "macos" / "build_dmg.sh"
    if sys.platform != "win32":  # on Windows "bash" may be WSL's, or nothing
        subprocess.run(["bash", "-n", str(script)], check=True)
    text = script.read_text(encoding="utf-8")
    assert "hdiutil create" in text and "hdiutil verify" in text and "/Applications" in text
    if shutil.which("shellcheck"):
        subprocess.run(["shellcheck", str(script)], check=True)


def test_workflow_runs_the_packaging_scripts_on_three_systems():
    text = WORKFLOW.read_text(encoding="utf-8")
    assert re.search(r"^on:\n  push:\n    tags: \[\"v\*\"\]\n  workflow_dispatch:", text, re.M)
    systems = re.findall(r"^\s+os: (\S+)", text, re.M)
    assert {s.split("-")[0] for s in systems} == {"ubuntu", "windows", "macos"}
    steps = re.findall(r"python packaging/build\.py (\w+)", text)
    assert steps == ["bundle", "smoke", "installer"]
    choices = ["bundle", "smoke", "installer", "all"]
    assert all(step in choices for step in steps)
    for script in re.findall(r"python (packaging/[\w/]+\.py)", text):
        assert (ROOT / script).is_file(), script
    assert '".[test,package]"' in text
    assert "actions/upload-artifact@v" in text and "if-no-files-found: error" in text  # its version: actionlint
    assert "\t" not in text


def test_workflow_builds_checks_and_smoke_tests_wheels_pypi_accepts():
    """cibuildwheel on the three systems (manylinux, not linux_*), the sdist, twine check, and each
    wheel installed in a fresh environment where the game's smoke test and canfield-solve run."""
    text = WORKFLOW.read_text(encoding="utf-8")
    wheels = text.split("\n  wheels:\n", 1)[1].split("\n  sdist:\n", 1)[0]
    assert re.findall(r"^          - os: (\S+)", wheels, re.M) == ["ubuntu-latest", "windows-latest", "macos-latest"]
    assert re.search(r"uses: pypa/cibuildwheel@v\d", wheels)
    assert "CIBW_MANYLINUX_X86_64_IMAGE: manylinux_2_28" in wheels
    builds = re.search(r'CIBW_BUILD: "(.*)"', wheels).group(1).split()
    classifiers = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    for build_id in builds:  # one wheel per Python version the classifiers promise
        version = f"{build_id[2]}.{build_id[3:].rstrip('-*')}"
        assert f"Programming Language :: Python :: {version}" in classifiers, build_id
    for command in ("CIBW_TEST_COMMAND", "CIBW_TEST_COMMAND_WINDOWS"):
        test = re.search(rf"^      {command}: >-\n((?:        .*\n)+)", wheels, re.M).group(1)
        assert "--smoke-test" in test and "canfield-solve CF1-D3-AAAAACL" in test and "solver._core" in test
    sdist = text.split("\n  sdist:\n", 1)[1].split("\n  flatpak:\n", 1)[0]
    assert "python -m build --sdist" in sdist and "twine check --strict dist/*" in sdist
    assert "auditwheel show" in sdist and "not manylinux" in sdist
    release = text.split("\n  release:\n", 1)[1]
    assert "sdist" in re.search(r"needs: \[(.*)\]", release).group(1)
    assert "artifacts/*.whl artifacts/*.tar.gz" in release


def test_build_py_names_each_platforms_output():
    assert build.buildinfo.bundle_executable("win32").name == "canfield.exe"
    assert build.buildinfo.bundle_executable("darwin").parts[-4:] == ("Canfield.app", "Contents", "MacOS", "canfield")
    assert build.buildinfo.bundle_executable("linux").name == "canfield"
    # canfield-solve sits beside the game in every bundle, and the smoke step runs it there.
    assert build.buildinfo.bundle_solve_executable("win32").name == "canfield-solve.exe"
    solve = build.buildinfo.bundle_solve_executable("darwin").parts[-4:]
    assert solve == ("Canfield.app", "Contents", "MacOS", "canfield-solve")
    assert build.buildinfo.bundle_solve_executable("linux").name == "canfield-solve"


def test_spec_builds_canfield_solve_on_every_platform():
    spec = (PACKAGING / "canfield.spec").read_text(encoding="utf-8")
    entries = re.search(r"^entries = (.*)$", spec, re.M)
    assert entries and "canfield_solve_entry.py" in entries.group(1)
    assert re.search(r"^executables = \[exe, solve\]$", spec, re.M)  # not behind a platform test


def test_iss_clears_the_old_bundle_before_an_upgrade(iss):
    """Inno Setup upgrades in place; without this, files the new version dropped stay in {app}."""
    deletes = _sections(iss)["InstallDelete"]
    assert deletes == ['Type: filesandordirs; Name: "{app}\\_internal"']
    assert 'Source: "{#BundleDir}\\*"' in _sections(iss)["Files"][0]  # the bundle's files go back in


def test_minimum_systems_are_stated_once_and_the_readme_agrees(iss):
    """The build files hold the minimums (Info.plist, canfield.iss); the README must say the same."""
    import plistlib

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    setup = dict(line.split("=", 1) for line in _sections(iss)["Setup"])
    major, minor, build_number = setup["MinVersion"].split(".")
    assert (major, minor) == ("10", "0") and int(build_number) >= 17763  # Qt 6.5+: Windows 10 1809
    windows = re.search(r"^### Windows \((.*)\)$", readme, re.M)
    assert windows and f"build {build_number}" in windows.group(1), windows
    with (PACKAGING / "macos" / "Info.plist").open("rb") as handle:
        mac_minimum = plistlib.load(handle)["LSMinimumSystemVersion"]
    macos = re.search(r"^### macOS \(.*macOS (\d+(?:\.\d+)?) or later\)$", readme, re.M)
    assert macos and macos.group(1) == mac_minimum.removesuffix(".0"), macos


def test_iss_needs_the_inno_setup_it_uses_and_a_matching_app_id(iss):
    assert "x64compatible" in iss and "6.3 or later" in iss.splitlines()[0]  # x64compatible came in 6.3
    # A shortcut's AppUserModelID must also be set on the process, or the window gets its own button.
    sets_id = any(
        "SetCurrentProcessExplicitAppUserModelID" in path.read_text(encoding="utf-8")
        for path in (ROOT / "canfield").rglob("*.py")
    )
    assert sets_id or not any("AppUserModelID" in line for line in _sections(iss)["Icons"])


def test_iss_offers_to_remove_data_only_in_a_per_user_install(iss):
    """In an all-users install {localappdata} can be the administrator's folder, not the player's."""
    code = iss.split("[Code]", 1)[1]
    assert re.search(r"if \(not IsAdminInstallMode\(\)\) and DirExists\(UserDataDir\(\)\) then", code)


def test_dmg_script_signs_inside_out_with_the_hardened_runtime_for_a_real_identity():
    text = (PACKAGING / "macos" / "build_dmg.sh").read_text(encoding="utf-8")
    real = text.split('if [ -z "${CODESIGN_IDENTITY:-}" ]; then', 1)[1].split("\nfi\n", 1)[0]
    signing = real.split("else", 1)[1]
    assert "--options runtime" in signing and "--timestamp" in signing and "--deep" not in signing
    assert "sort -rn" in signing  # deepest files first, the .app last
    assert re.search(r'codesign --force --timestamp --sign "\$CODESIGN_IDENTITY" "\$dmg"', text)


def test_packaging_readme_explains_exactly_the_lintian_tags_check_deb_accepts():
    check_deb = load("check_deb", PACKAGING / "linux")
    readme = (PACKAGING / "README.md").read_text(encoding="utf-8").split("\n## lintian\n", 1)[1]
    listed = set(re.findall(r"^\| `([a-z-]+)` \([EWIP]\) \|", readme, re.M))
    assert listed == set(check_deb.LINTIAN_INHERENT)
