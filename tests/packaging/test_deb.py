"""Build the Linux bundle and the .deb for real, then check the package as a user's machine meets it.

Slow (a minute and a half on two quiet cores: PyInstaller, dpkg-shlibdeps, xz; lintian another
half minute); CI runs it. Needs the ``package`` extra (PyInstaller) and dpkg-dev, desktop-file-utils,
appstream, lintian and man-db (scripts/setup.sh).
"""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys

import pytest

from .conftest import PACKAGING, load

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the .deb is built on Linux"),
]


@pytest.fixture(name="built")
def built_fixture(deb_build):
    """The session's bundle and .deb (tests/packaging/conftest.py)."""
    return deb_build


def test_deb_installs_cleanly_and_runs(built):
    check_deb = load("check_deb", PACKAGING / "linux")
    base, deb = built
    report = check_deb.check_deb(deb, workdir=base)
    assert report.problems == [], "\n".join(report.problems)
    assert report.facts["--smoke-test exit"] == "0"
    assert report.facts["solver core"] == "compiled"


def test_every_smoke_test_fails_on_a_bundle_without_the_core(built, tmp_path):
    """The bundle with its compiled core taken out: build.py smoke and the .deb's check both refuse it
    (before, both passed it: the pure-Python search still answers the example within its budget)."""
    build = load("build")
    check_deb = load("check_deb", PACKAGING / "linux")
    base, _ = built
    bundle = shutil.copytree(base / "dist" / "canfield", tmp_path / "usr" / "lib" / "canfield", symlinks=True)
    cores = sorted((bundle / "_internal" / "canfield" / "solver").glob("_core*"))
    assert cores, "the bundle carries the compiled core"
    env = {"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    build.solve_smoke_test(bundle / "canfield-solve", env, 120)  # whole, it passes
    for core in cores:
        core.unlink()
    with pytest.raises(SystemExit, match="no compiled solver core"):
        build.solve_smoke_test(bundle / "canfield-solve", env, 120)
    report = check_deb.DebCheck()
    check_deb.check_runs(tmp_path, report)
    assert report.facts["solver core"] == "missing"
    assert any("no compiled solver core" in problem for problem in report.problems)


def test_lintian_reports_only_what_a_bundled_python_brings(built):
    """lintian --pedantic (about half a minute): every tag is one of check_deb.LINTIAN_INHERENT, which
    packaging/README.md explains; the summary is printed for the record."""
    if not shutil.which("lintian"):
        pytest.fail("lintian is missing: scripts/setup.sh installs it (PACKAGING_PACKAGES)")
    check_deb = load("check_deb", PACKAGING / "linux")
    _, deb = built
    report = check_deb.DebCheck()
    check_deb.check_lintian(deb, report)
    print("lintian:", report.facts["lintian"])
    assert report.problems == [], "\n".join(report.problems)
    assert "W: hardening-no-pie" in report.facts["lintian"]  # lintian really looked inside
    assert "dir-or-file-in-opt" not in report.facts["lintian"]  # the bundle lives in /usr/lib/canfield


def test_deb_documents_both_commands_and_the_releases(built, tmp_path):
    """Man pages made from each command's --help, the changelog from the metainfo's releases."""
    import gzip

    _, deb = built
    subprocess.run(["dpkg-deb", "-x", str(deb), str(tmp_path)], check=True)
    share = tmp_path / "usr" / "share"
    game = gzip.decompress((share / "man" / "man6" / "canfield.6.gz").read_bytes()).decode()
    solve = gzip.decompress((share / "man" / "man1" / "canfield-solve.1.gz").read_bytes()).decode()
    assert '.TH CANFIELD "6"' in game and "\\-\\-smoke\\-test" in game and "CANFIELD_HOME" in game
    assert '.TH CANFIELD-SOLVE "1"' in solve and "\\-\\-sample" in solve and "paper\\-partial" in solve
    # As a reader sees them (man -l): the usage, whole and unbroken, as the SYNOPSIS, not in the DESCRIPTION.
    env = {"MANWIDTH": "80", "PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8"}
    for name, section, option in (("canfield", 6, "[--smoke-test]"), ("canfield-solve", 1, "[--sample N]")):
        page = share / "man" / f"man{section}" / f"{name}.{section}.gz"
        shown = subprocess.run(["man", "-l", str(page)], env=env, capture_output=True, text=True, check=True).stdout
        synopsis = shown[shown.index("\nSYNOPSIS\n") : shown.index("\nDESCRIPTION\n")]
        assert synopsis.split()[:3] == ["SYNOPSIS", name, "[-h]"] and option in " ".join(synopsis.split())
        assert "usage:" not in shown and "\u2010\n" not in synopsis  # no stray usage, no hyphenated word
    changelog = gzip.decompress((share / "doc" / "canfield" / "changelog.gz").read_bytes()).decode()
    version = load("buildinfo").version()
    assert changelog.startswith(f"canfield ({version}) unstable; urgency=medium\n")
    done = subprocess.run(
        ["dpkg-parsechangelog", "-l", "-", "-S", "Version"], input=changelog, capture_output=True, text=True
    )
    assert done.returncode == 0 and done.stdout.strip() == version, done.stderr


def test_bundle_is_trimmed(built):
    base, _ = built
    internal = base / "dist" / "canfield" / "_internal"
    names = {p.name for p in internal.rglob("*")}
    for unwanted in ("libQt6Network.so.6", "libQt6Qml.so.6", "libQt6Quick.so.6", "libQt6Pdf.so.6", "libqvnc.so"):
        assert unwanted not in names
    translations = {p.name for p in (internal / "PySide6" / "Qt" / "translations").glob("*.qm")}
    assert translations and all(name.split("_")[-1][:2] in ("ar", "en", "hy", "ro", "ru") for name in translations)
    assert (internal / "canfield" / "assets" / "icons" / "canfield.svg").is_file()
    assert not sorted(internal.rglob("*.c")), "the compiled core's source is not part of the bundle"
    assert not sorted(internal.rglob("*Addons*")), "built from PySide6-Essentials alone"
    # Debian provides these through Depends:, so the bundle must not carry its own copies.
    for system in ("libxcb.so.1", "libX11.so.6", "libfontconfig.so.1", "libglib-2.0.so.0"):
        assert system not in names


def test_control_file_describes_the_package(built):
    _, deb = built
    fields = subprocess.run(["dpkg-deb", "-f", str(deb)], capture_output=True, text=True, check=True).stdout
    assert "Section: games" in fields
    synopsis = next(line for line in fields.splitlines() if line.startswith("Description: "))
    assert not synopsis.lower().startswith("description: canfield")  # lintian: the synopsis repeats the name
    assert all(len(line) <= 80 for line in fields.splitlines() if line.startswith(" "))
    depends = next(line for line in fields.splitlines() if line.startswith("Depends: "))
    for package in ("libc6", "libxcb-cursor0", "libxkbcommon-x11-0", "libegl1", "libgl1", "libdbus-1-3"):
        assert package in depends


def test_extracted_binary_opens_a_real_window_with_title_and_icon(built, tmp_path, qapp):
    """Under Xvfb, through the xcb plugin: title, desktop-file hint and window icon, read with xprop.

    Needs ``QGuiApplication.setDesktopFileName(APP_ID)`` and ``setWindowIcon`` in canfield/__main__.py.
    ``qapp``: check_window renders the reference icon in this process, and would otherwise make a
    QGuiApplication that aborts every later widget test on this worker (tests/conftest.py).
    """
    for tool in ("Xvfb", "xdotool", "xprop", "xwd"):
        if not shutil.which(tool):
            pytest.fail(f"{tool} is missing: apt-get install xvfb xdotool x11-utils x11-apps")
    check_deb = load("check_deb", PACKAGING / "linux")
    _, deb = built
    report = check_deb.DebCheck()
    root = tmp_path / "root"
    subprocess.run(["dpkg-deb", "-x", str(deb), str(root)], check=True)
    check_deb.check_window(root, report, tmp_path / "window.png")
    assert report.problems == []
    assert (tmp_path / "window.png").stat().st_size > 10_000


def test_a_spawned_child_of_the_bundle_imports_no_qt(built):
    """The solver's workers and multiprocessing's resource tracker are this executable spawned again;
    like python -m canfield's children they must not load Qt (40 MB of libraries at every start).
    PyInstaller's PySide6 run-time hook imported PySide6.QtCore in each; the spec drops it."""
    base, _ = built
    exe = base / "dist" / "canfield" / "canfield"
    # The resource tracker's own command line (PyInstaller's freeze_support runs such a -c line).
    probe = "from multiprocessing.resource_tracker import main; import sys; print(sorted(sys.modules))"
    done = subprocess.run([str(exe), "-B", "-S", "-I", "-c", probe], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    modules = ast.literal_eval(done.stdout.strip().splitlines()[-1])  # the list printed just above
    assert "multiprocessing.resource_tracker" in modules
    assert not [name for name in modules if name.startswith(("PySide6", "shiboken6", "canfield"))]
