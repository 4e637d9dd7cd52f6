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
    required = set(re.findall(r"^#ifndef (\w+)", iss, re.M))
    source = (PACKAGING / "build.py").read_text(encoding="utf-8")
    passed = set(re.findall(r'f"/D(\w+)=', source))
    expected = {"AppVersion", "VersionNumbers", "AppId", "BundleDir", "IconFile", "OutputDir", "LicenseFile"}
    assert required == passed == expected


def test_iss_installs_per_user_or_for_everyone_with_shortcuts(iss):
    setup = dict(line.split("=", 1) for line in _sections(iss)["Setup"])
    assert setup["PrivilegesRequired"] == "lowest"
    assert "dialog" in setup["PrivilegesRequiredOverridesAllowed"]
    assert setup["DefaultDirName"].startswith("{autopf}")
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
    assert "actions/upload-artifact@v4" in text and "if-no-files-found: error" in text
    assert "\t" not in text


def test_build_py_names_each_platforms_output():
    assert build.buildinfo.bundle_executable("win32").name == "canfield.exe"
    assert build.buildinfo.bundle_executable("darwin").parts[-4:] == ("Canfield.app", "Contents", "MacOS", "canfield")
    assert build.buildinfo.bundle_executable("linux").name == "canfield"
