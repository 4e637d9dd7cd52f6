"""Check a built Canfield .deb the way a user's machine would meet it, without installing it.

    python packaging/linux/check_deb.py [--window [--screenshot PNG]] dist/canfield_0.1.0_amd64.deb

Extracts the package into a temporary root (``dpkg-deb -x``) and checks: the control fields; the
layout (/usr/lib/canfield, the /usr/games symlinks for canfield and canfield-solve, their man pages, the
changelog, .desktop, metainfo, every hicolor icon); ``desktop-file-validate`` and ``appstreamcli
validate --no-net`` on the packaged files; that no bundled ELF file carries a library search path
other than $ORIGIN-relative ones (``readelf``) and that every one finds its libraries (``ldd``); that
the extracted game answers ``--version`` and passes ``--smoke-test`` offscreen and that
``canfield-solve`` solves a deal; with ``--window``, that the game opens a real window with the
right title and icon under Xvfb; with ``--lintian``, that lintian (pedantic) reports no tag but those
a bundled Python inherently brings (LINTIAN_INHERENT). Prints each problem and exits 1 if any.
Used by tests/packaging/test_deb.py and by the release workflow.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import buildinfo

MAX_DEB_BYTES = 80 * 1000 * 1000
"""The issue's ceiling for the .deb (80 MB)."""

LINTIAN_INHERENT = {
    "embedded-library": "CPython's pyexpat carries its own copy of expat (Debian's python3 links the system's)",
    "library-not-linked-against-libc": "CPython's _statistics extension calls nothing in libc (only libm)",
    "shared-library-lacks-prerequisites": "CPython's extension modules take Python's symbols from the running"
    " interpreter instead of linking libpython, and ICU's libicudata holds data only",
    "hardening-no-pie": "the PyInstaller bootloader (canfield, canfield-solve) as PyInstaller's wheel ships it",
    "repeated-path-segment": "the bundle's own layout: the game's package in _internal/canfield under"
    " /usr/lib/canfield, and Qt's PySide6/Qt/lib",
}
"""Every lintian tag (any severity, --pedantic) a self-contained bundle of CPython and Qt brings, and why.
packaging/README.md lists the same tags (a test keeps the two in step); any other tag is a problem."""


@dataclass
class DebCheck:
    """What :func:`check_deb` found: the problems, and facts worth printing."""

    problems: list[str] = field(default_factory=list)
    facts: dict[str, str] = field(default_factory=dict)

    def expect(self, condition: bool, problem: str) -> None:
        """Record ``problem`` unless ``condition`` holds."""
        if not condition:
            self.problems.append(problem)


def bundle_root(root: Path) -> Path:
    """The bundle's folder inside an extracted package tree ``root``."""
    return root / buildinfo.DEB_INSTALL_DIR.lstrip("/")


def _run(command: list[str], **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run(command, capture_output=True, text=True, check=False, **kwargs)


def check_layout(root: Path, report: DebCheck) -> None:
    """The files every desktop expects, at the places it looks."""
    app_id, exe = buildinfo.APP_ID, buildinfo.EXE_NAME
    for name, section in ((exe, 6), (buildinfo.SOLVE_NAME, 1)):
        binary = bundle_root(root) / name
        installed = f"{buildinfo.DEB_INSTALL_DIR}/{name}"
        report.expect(binary.is_file() and os.access(binary, os.X_OK), f"{installed} missing or not executable")
        link = root / "usr" / "games" / name
        report.expect(link.is_symlink(), f"/usr/games/{name} is not a symlink")
        if link.is_symlink():
            target = os.path.normpath(os.path.join("/usr/games", os.readlink(link)))
            report.expect(target == installed, f"/usr/games/{name} points to {os.readlink(link)}, not {installed}")
            report.expect(not os.path.isabs(os.readlink(link)), f"/usr/games/{name}: a link within /usr is relative")
        page = root / "usr" / "share" / "man" / f"man{section}" / f"{name}.{section}.gz"
        report.expect(page.is_file(), f"missing {page.relative_to(root)}")
    report.expect(not (root / "usr" / "bin").exists(), "/usr/bin is in the package: games go in /usr/games")
    share = root / "usr" / "share"
    desktop = share / "applications" / f"{app_id}.desktop"
    metainfo = share / "metainfo" / f"{app_id}.metainfo.xml"
    report.expect(desktop.is_file(), f"missing {desktop.relative_to(root)}")
    report.expect(metainfo.is_file(), f"missing {metainfo.relative_to(root)}")
    for size in buildinfo.HICOLOR_SIZES:
        icon = share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{app_id}.png"
        report.expect(icon.is_file(), f"missing {icon.relative_to(root)}")
    scalable = share / "icons" / "hicolor" / "scalable" / "apps" / f"{app_id}.svg"
    report.expect(scalable.is_file(), f"missing {scalable.relative_to(root)}")
    for doc in ("copyright", "changelog.gz"):
        report.expect((share / "doc" / exe / doc).is_file(), f"missing /usr/share/doc/{exe}/{doc}")
    if desktop.is_file():
        entries = dict(line.split("=", 1) for line in desktop.read_text(encoding="utf-8").splitlines() if "=" in line)
        report.expect(entries.get("Icon") == app_id, f"desktop Icon= is {entries.get('Icon')!r}, not {app_id}")
        report.expect(entries.get("Exec", "").split()[:1] == [exe], f"desktop Exec= is {entries.get('Exec')!r}")


def check_runpaths(root: Path, report: DebCheck) -> None:
    """No bundled ELF file searches a folder of the build machine: only $ORIGIN-relative RUNPATHs."""
    bundle = bundle_root(root)
    leaks = []
    for path in sorted(bundle.rglob("*")):
        if path.is_file() and not path.is_symlink() and path.read_bytes()[:4] == b"\x7fELF":
            dynamic = _run(["readelf", "-d", str(path)]).stdout
            for entries in re.findall(r"\((?:RUNPATH|RPATH)\)\s+Library r(?:un)?path: \[(.*)\]", dynamic):
                outside = [entry for entry in entries.split(":") if not entry.startswith("$ORIGIN")]
                if outside:
                    leaks.append(f"{path.relative_to(bundle)}: {':'.join(outside)}")
    report.facts["ELF files with a build-machine RUNPATH"] = str(len(leaks))
    report.expect(not leaks, "RUNPATH outside the bundle:\n  " + "\n  ".join(leaks[:20]))


def check_validators(root: Path, report: DebCheck) -> None:
    """desktop-file-validate and appstreamcli on the files as packaged."""
    share = root / "usr" / "share"
    desktop = share / "applications" / f"{buildinfo.APP_ID}.desktop"
    metainfo = share / "metainfo" / f"{buildinfo.APP_ID}.metainfo.xml"
    done = _run(["desktop-file-validate", str(desktop)])
    report.expect(
        done.returncode == 0 and not done.stdout.strip(), f"desktop-file-validate: {done.stdout}{done.stderr}"
    )
    done = _run(["appstreamcli", "validate", "--no-net", str(metainfo)])
    report.expect(done.returncode == 0, f"appstreamcli validate: {done.stdout}{done.stderr}")


def check_libraries(root: Path, report: DebCheck) -> None:
    """Every bundled ELF file resolves every library it links, against this system plus the bundle."""
    internal = bundle_root(root) / "_internal"
    env = {**os.environ, "LD_LIBRARY_PATH": str(internal)}
    missing = set()
    for path in sorted(internal.rglob("*.so*")):
        if path.is_file() and not path.is_symlink():
            for line in _run(["ldd", str(path)], env=env).stdout.splitlines():
                if "not found" in line:
                    missing.add(f"{path.relative_to(internal)}: {line.strip()}")
    report.expect(not missing, "libraries not found:\n  " + "\n  ".join(sorted(missing)))


def check_runs(root: Path, report: DebCheck, timeout: float = 120) -> None:
    """The extracted game prints its version and passes --smoke-test offscreen, in a throwaway home;
    the extracted canfield-solve solves a deal it is known to win."""
    bundle = bundle_root(root)
    binary = bundle / buildinfo.EXE_NAME
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": home, "CANFIELD_HOME": home}
        env.pop("PYTHONPATH", None)  # the bundle must not lean on the checkout
        done = _run([str(binary), "--version"], env=env, timeout=timeout)
        report.facts["--version"] = done.stdout.strip()
        report.expect(
            done.returncode == 0 and buildinfo.version() in done.stdout,
            f"--version: exit {done.returncode}, {done.stdout!r} {done.stderr[-2000:]!r}",
        )
        done = _run([str(binary), "--smoke-test"], env=env, timeout=timeout)
        report.facts["--smoke-test exit"] = str(done.returncode)
        report.expect(
            done.returncode == 0, f"--smoke-test: exit {done.returncode}\n{done.stdout}\n{done.stderr[-4000:]}"
        )
        problem = buildinfo.core_problem(bundle / buildinfo.SOLVE_NAME, env, timeout)
        report.facts["solver core"] = "missing" if problem else "compiled"
        report.expect(problem is None, problem or "")
        solve = [str(bundle / buildinfo.SOLVE_NAME), "CF1-D3-AAAAACL", "--json", "--budget", "20"]
        done = _run(solve, env=env, timeout=timeout)
        try:
            outcome = json.loads(done.stdout).get("outcome")
        except ValueError:
            outcome = None
        report.facts["canfield-solve CF1-D3-AAAAACL"] = str(outcome)
        report.expect(
            done.returncode == 0 and outcome == "winnable",
            f"canfield-solve: exit {done.returncode}, {done.stdout[-500:]!r} {done.stderr[-2000:]!r}",
        )


def lintian_tags(deb: Path) -> list[tuple[str, str, str]]:
    """Run lintian on ``deb`` down to pedantic tags; return (severity letter, tag, context) for each tag."""
    done = _run(["lintian", "--pedantic", "--info", "--tag-display-limit", "0", str(deb)], timeout=900)
    found = re.findall(r"^([EWIPX]): \S+?: (\S+)(?: (.*))?$", done.stdout, re.M)
    if done.returncode not in (0, 1, 2) or (done.returncode and not found):
        raise RuntimeError(f"lintian failed (exit {done.returncode}):\n{done.stdout[-2000:]}\n{done.stderr[-2000:]}")
    return found


def check_lintian(deb: Path, report: DebCheck) -> None:
    """lintian: no tag but those in LINTIAN_INHERENT; the summary goes into the facts."""
    tags = lintian_tags(deb)
    counts: dict[str, int] = {}
    for severity, tag, _ in tags:
        counts[f"{severity}: {tag}"] = counts.get(f"{severity}: {tag}", 0) + 1
    report.facts["lintian"] = ", ".join(f"{name} x{count}" for name, count in sorted(counts.items())) or "clean"
    unexpected = sorted(
        {f"{severity}: {tag} {context}".strip() for severity, tag, context in tags if tag not in LINTIAN_INHERENT}
    )
    report.expect(not unexpected, "lintian tags a bundled Python does not explain:\n  " + "\n  ".join(unexpected))


def check_window(root: Path, report: DebCheck, screenshot: Path | None = None) -> None:
    """Under Xvfb the extracted binary opens a window with the right title and icon (check_window.py)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import check_window as window_check

    binary = bundle_root(root) / buildinfo.EXE_NAME
    report.problems.extend(window_check.check_window(binary, screenshot, wm=None))


def check_deb(
    deb: Path, workdir: Path | None = None, window: bool = False, screenshot: Path | None = None, lintian: bool = False
) -> DebCheck:
    """Run every check on ``deb``; extract under ``workdir`` (a temporary folder when None).

    With ``window`` the extracted game is also opened on a virtual X display (see check_window.py);
    with ``lintian``, lintian runs on the package (about a minute).
    """
    report = DebCheck()
    size = deb.stat().st_size
    report.facts["size"] = f"{size / 1e6:.1f} MB"
    report.expect(size < MAX_DEB_BYTES, f"{deb.name} is {size / 1e6:.1f} MB, over {MAX_DEB_BYTES / 1e6:.0f} MB")
    fields = _run(["dpkg-deb", "-f", str(deb), "Package", "Version", "Depends", "Installed-Size"]).stdout
    report.facts["control"] = fields.strip()
    report.expect(f"Package: {buildinfo.EXE_NAME}" in fields, f"control has no Package: {buildinfo.EXE_NAME}")
    for library in ("libxcb-cursor0", "libxkbcommon-x11-0", "libegl1", "libfontconfig1"):
        report.expect(library in fields, f"Depends does not name {library}")
    with tempfile.TemporaryDirectory(dir=workdir) as extracted:
        root = Path(extracted)
        done = _run(["dpkg-deb", "-x", str(deb), str(root)])
        report.expect(done.returncode == 0, f"dpkg-deb -x failed: {done.stderr}")
        if done.returncode == 0:
            check_layout(root, report)
            check_validators(root, report)
            check_runpaths(root, report)
            check_libraries(root, report)
            check_runs(root, report)
            if window:
                check_window(root, report, screenshot)
    if lintian:
        check_lintian(deb, report)
    return report


def main(argv: list[str] | None = None) -> int:
    """Command line: see the module docstring."""
    parser = argparse.ArgumentParser(description="Check a Canfield .deb without installing it.")
    parser.add_argument("deb", type=Path)
    parser.add_argument("--window", action="store_true", help="also open the game under Xvfb (title, icon)")
    parser.add_argument("--screenshot", type=Path, default=None, help="with --window: save a PNG here")
    parser.add_argument("--lintian", action="store_true", help="also run lintian (any tag but LINTIAN_INHERENT fails)")
    args = parser.parse_args(argv)
    report = check_deb(args.deb, window=args.window, screenshot=args.screenshot, lintian=args.lintian)
    for key, value in report.facts.items():
        print(f"{key}: {value}")
    for problem in report.problems:
        print(f"PROBLEM: {problem}", file=sys.stderr)
    print("deb check: " + ("ok" if not report.problems else f"{len(report.problems)} problem(s)"))
    return 1 if report.problems else 0


if __name__ == "__main__":
    sys.exit(main())
