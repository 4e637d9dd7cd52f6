"""Check a built Canfield .deb the way a user's machine would meet it, without installing it.

    python packaging/linux/check_deb.py [--window [--screenshot PNG]] dist/canfield_0.1.0_amd64.deb

Extracts the package into a temporary root (``dpkg-deb -x``) and checks: the control fields; the
layout (/opt/canfield, the /usr/bin/canfield symlink, .desktop, metainfo, every hicolor icon);
``desktop-file-validate`` and ``appstreamcli validate --no-net`` on the packaged files; that every
bundled ELF file finds its libraries (``ldd``); and that the extracted binary answers
``--version`` and passes ``--smoke-test`` offscreen; with ``--window``, that it opens a real window
with the right title and icon under Xvfb. Prints each problem and exits 1 if any.
Used by tests/packaging/test_deb.py and by the release workflow.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import buildinfo

MAX_DEB_BYTES = 80 * 1000 * 1000
"""The issue's ceiling for the .deb (80 MB)."""


@dataclass
class DebCheck:
    """What :func:`check_deb` found: the problems, and facts worth printing."""

    problems: list[str] = field(default_factory=list)
    facts: dict[str, str] = field(default_factory=dict)

    def expect(self, condition: bool, problem: str) -> None:
        """Record ``problem`` unless ``condition`` holds."""
        if not condition:
            self.problems.append(problem)


def _run(command: list[str], **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run(command, capture_output=True, text=True, check=False, **kwargs)


def check_layout(root: Path, report: DebCheck) -> None:
    """The files every desktop expects, at the places it looks."""
    app_id, exe = buildinfo.APP_ID, buildinfo.EXE_NAME
    binary = root / "opt" / exe / exe
    report.expect(binary.is_file() and os.access(binary, os.X_OK), f"/opt/{exe}/{exe} missing or not executable")
    link = root / "usr" / "bin" / exe
    report.expect(link.is_symlink(), f"/usr/bin/{exe} is not a symlink")
    if link.is_symlink():
        report.expect(os.readlink(link) == f"/opt/{exe}/{exe}", f"/usr/bin/{exe} points to {os.readlink(link)}")
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
    report.expect((share / "doc" / exe / "copyright").is_file(), "missing /usr/share/doc copyright file")
    if desktop.is_file():
        entries = dict(line.split("=", 1) for line in desktop.read_text(encoding="utf-8").splitlines() if "=" in line)
        report.expect(entries.get("Icon") == app_id, f"desktop Icon= is {entries.get('Icon')!r}, not {app_id}")
        report.expect(entries.get("Exec", "").split()[:1] == [exe], f"desktop Exec= is {entries.get('Exec')!r}")


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
    internal = root / "opt" / buildinfo.EXE_NAME / "_internal"
    env = {**os.environ, "LD_LIBRARY_PATH": str(internal)}
    missing = set()
    for path in sorted(internal.rglob("*.so*")):
        if path.is_file() and not path.is_symlink():
            for line in _run(["ldd", str(path)], env=env).stdout.splitlines():
                if "not found" in line:
                    missing.add(f"{path.relative_to(internal)}: {line.strip()}")
    report.expect(not missing, "libraries not found:\n  " + "\n  ".join(sorted(missing)))


def check_runs(root: Path, report: DebCheck, timeout: float = 120) -> None:
    """The extracted binary prints its version and passes --smoke-test offscreen, in a throwaway home."""
    binary = root / "opt" / buildinfo.EXE_NAME / buildinfo.EXE_NAME
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


def check_window(root: Path, report: DebCheck, screenshot: Path | None = None) -> None:
    """Under Xvfb the extracted binary opens a window with the right title and icon (check_window.py)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import check_window as window_check

    binary = root / "opt" / buildinfo.EXE_NAME / buildinfo.EXE_NAME
    report.problems.extend(window_check.check_window(binary, screenshot, wm=None))


def check_deb(deb: Path, workdir: Path | None = None, window: bool = False, screenshot: Path | None = None) -> DebCheck:
    """Run every check on ``deb``; extract under ``workdir`` (a temporary folder when None).

    With ``window`` the extracted game is also opened on a virtual X display (see check_window.py).
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
            check_libraries(root, report)
            check_runs(root, report)
            if window:
                check_window(root, report, screenshot)
    return report


def main(argv: list[str] | None = None) -> int:
    """Command line: see the module docstring."""
    parser = argparse.ArgumentParser(description="Check a Canfield .deb without installing it.")
    parser.add_argument("deb", type=Path)
    parser.add_argument("--window", action="store_true", help="also open the game under Xvfb (title, icon)")
    parser.add_argument("--screenshot", type=Path, default=None, help="with --window: save a PNG here")
    args = parser.parse_args(argv)
    report = check_deb(args.deb, window=args.window, screenshot=args.screenshot)
    for key, value in report.facts.items():
        print(f"{key}: {value}")
    for problem in report.problems:
        print(f"PROBLEM: {problem}", file=sys.stderr)
    print("deb check: " + ("ok" if not report.problems else f"{len(report.problems)} problem(s)"))
    return 1 if report.problems else 0


if __name__ == "__main__":
    sys.exit(main())
