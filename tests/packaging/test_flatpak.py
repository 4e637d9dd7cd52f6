"""The Flatpak manifest, checked by reading (Flathub's runtimes are out of reach here)."""

from __future__ import annotations

import json
import re
import tomllib

from canfield import resources

from .conftest import PACKAGING, ROOT

MANIFEST = PACKAGING / "flatpak" / f"{resources.APP_ID}.json"
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"


def _manifest() -> dict:
    return json.loads(MANIFEST.read_text(encoding="utf-8"))


def _wheels() -> list[dict]:
    return [source for module in _manifest()["modules"] for source in module["sources"] if source["type"] == "file"]


def _satisfies(version: str, specifiers: str) -> bool:
    """``version`` meets every ``>=``, ``<`` and ``==`` clause of ``specifiers`` (all this project uses)."""

    def key(text: str) -> tuple[int, ...]:
        return tuple(int(n) for n in text.split("."))

    checks = {">=": lambda a, b: a >= b, "<": lambda a, b: a < b, "==": lambda a, b: a == b}
    clauses = re.findall(r"(>=|<|==)\s*([\d.]+)", specifiers)
    return bool(clauses) and all(checks[op](key(version), key(bound)) for op, bound in clauses)


def test_manifest_starts_the_game_under_its_app_id():
    manifest = _manifest()
    assert manifest["id"] == resources.APP_ID
    assert manifest["command"] in PYPROJECT["project"]["gui-scripts"]
    assert {"--socket=wayland", "--socket=fallback-x11", "--share=ipc"} <= set(manifest["finish-args"])
    assert not [arg for arg in manifest["finish-args"] if arg.startswith(("--share=network", "--filesystem"))]
    game = manifest["modules"][-1]
    assert {"type": "dir", "path": "../.."} in game["sources"]
    assert (MANIFEST.parent / "../..").resolve() == ROOT
    commands = "\n".join(game["build-commands"])
    for source in ("packaging/linux/${FLATPAK_ID}.desktop", "packaging/linux/${FLATPAK_ID}.metainfo.xml"):
        assert source in commands and (ROOT / source.replace("${FLATPAK_ID}", resources.APP_ID)).is_file()
    assert "assets/icons/canfield.svg" in commands and "--no-index" in commands


def test_every_python_dependency_is_a_pinned_wheel_that_satisfies_pyproject():
    wheels = _wheels()
    for wheel in wheels:
        assert wheel["url"].startswith("https://files.pythonhosted.org/packages/") and wheel["url"].endswith(".whl")
        assert re.fullmatch(r"[0-9a-f]{64}", wheel["sha256"])
        for arch in wheel.get("only-arches", []):
            assert wheel["url"].endswith(f"_{arch}.whl"), wheel["url"]
    found = {}
    for wheel in wheels:
        name, version = wheel["url"].rsplit("/", 1)[1].split("-")[:2]
        found.setdefault(name.replace("_", "-").lower(), set()).add(version)
    requirements = [*PYPROJECT["project"]["dependencies"], *PYPROJECT["build-system"]["requires"]]
    for requirement in requirements:
        name, specifiers = re.match(r"([A-Za-z0-9_.-]+)(.*)", requirement.split(";")[0]).groups()  # no marker
        versions = found.get(name.replace("_", "-").lower())
        assert versions, f"{name} has no pinned wheel in the manifest"
        assert all(_satisfies(version, specifiers) for version in versions), (name, versions, specifiers)
    # The same wheels for each architecture, and shiboken6 at PySide6's own version.
    assert found["shiboken6"] == found["pyside6-essentials"]
    arches = {arch for wheel in wheels for arch in wheel.get("only-arches", [])}
    assert arches == {"x86_64", "aarch64"}
    for arch in arches:
        names = {w["url"].rsplit("/", 1)[1].split("-")[0] for w in wheels if arch in w.get("only-arches", [arch])}
        assert {"pyside6_essentials", "shiboken6", "platformdirs"} <= names


def test_release_workflow_builds_the_flatpak_and_publishes_it():
    text = WORKFLOW.read_text(encoding="utf-8")
    job = text.split("\n  flatpak:\n", 1)[1].split("\n  release:\n", 1)[0]
    assert "flatpak/flatpak-github-actions/flatpak-builder@" in job
    assert f"manifest-path: packaging/flatpak/{MANIFEST.name}" in job
    assert "--privileged" in job and "name: canfield-Flatpak" in job
    assert re.search(r"needs: \[build, flatpak(, \w+)*\]", text) and "artifacts/*.flatpak" in text
