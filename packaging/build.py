"""Build Canfield's desktop bundle and installer for the platform this runs on.

    python packaging/build.py bundle      icons + PyInstaller one-folder bundle (dist/canfield or dist/Canfield.app)
    python packaging/build.py smoke       start the built bundle with --version and --smoke-test, and its
                                          canfield-solve on a deal it wins
    python packaging/build.py installer   the platform's installer from the bundle:
                                            Linux   dist/canfield_<version>_<arch>.deb (packaging/linux/build_deb.py)
                                            Windows dist/Canfield-<version>-setup.exe  (Inno Setup)
                                            macOS   dist/Canfield-<version>-<arch>.dmg (hdiutil)
    python packaging/build.py all         the three in order

Needs the ``package`` extra (``pip install -e ".[package]"``). The release workflow
(.github/workflows/release.yml) runs exactly these commands on each system.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import buildinfo
import make_icons
import metadata


def folder_size(path: Path) -> int:
    """Total bytes of the files under ``path`` (symlinks not followed)."""
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def build_bundle(clean: bool = True) -> Path:
    """Make the icons, the Windows version file, then run PyInstaller on packaging/canfield.spec."""
    make_icons.make_icons(buildinfo.ICONS)
    metadata.write_version_info()
    target = buildinfo.bundle_dir()
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level=WARN",
        "--distpath",
        str(buildinfo.DIST),
        "--workpath",
        str(buildinfo.BUILD / "pyinstaller"),
        str(buildinfo.PACKAGING / "canfield.spec"),
    ]
    if clean:
        command.insert(4, "--clean")
    subprocess.run(command, check=True, cwd=buildinfo.ROOT)
    print(f"bundle: {target} ({folder_size(target) / 1e6:.1f} MB)")
    return target


def smoke_test(executable: Path | None = None, timeout: float = 120) -> None:
    """Run the built executable with --version (must print the version) and --smoke-test (must exit 0)."""
    executable = executable or buildinfo.bundle_executable()
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    version = subprocess.run(
        [str(executable), "--version"], env=env, capture_output=True, text=True, timeout=timeout, check=False
    )
    print(f"{executable.name} --version -> exit {version.returncode}: {version.stdout.strip()}")
    # A windowed Windows build has no stdout to print into; the exit code still has to be 0.
    if version.returncode != 0 or (sys.platform != "win32" and buildinfo.version() not in version.stdout):
        raise SystemExit(f"--version failed: exit {version.returncode}, output {version.stdout!r} {version.stderr!r}")
    smoke = subprocess.run(
        [str(executable), "--smoke-test"], env=env, capture_output=True, text=True, timeout=timeout, check=False
    )
    print(f"{executable.name} --smoke-test -> exit {smoke.returncode}")
    if smoke.returncode != 0:
        raise SystemExit(f"--smoke-test failed (exit {smoke.returncode}):\n{smoke.stdout}\n{smoke.stderr}")
    solve_smoke_test(executable.with_name(buildinfo.bundle_solve_executable().name), env, timeout)


def solve_smoke_test(executable: Path, env: dict[str, str], timeout: float) -> None:
    """The bundle's canfield-solve carries the compiled core and answers "winnable" for the README's example deal."""
    problem = buildinfo.core_problem(executable, env, timeout)
    print(f"{executable.name} --version -> {problem or buildinfo.CORE_COMPILED}")
    if problem:
        raise SystemExit(problem)
    done = subprocess.run(
        [str(executable), "CF1-D3-AAAAACL", "--json", "--budget", "20"],
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )
    try:
        outcome = json.loads(done.stdout).get("outcome")
    except ValueError:
        outcome = None
    print(f"{executable.name} CF1-D3-AAAAACL -> exit {done.returncode}: {outcome}")
    if done.returncode != 0 or outcome != "winnable":
        raise SystemExit(f"{executable.name} failed (exit {done.returncode}):\n{done.stdout[-2000:]}\n{done.stderr}")


def build_installer(defines: list[str] | None = None) -> Path:
    """Build this platform's installer from the bundle already in dist/ (``defines``: Windows only)."""
    if not buildinfo.bundle_executable().exists():
        raise SystemExit(f"no bundle at {buildinfo.bundle_dir()}: run `python packaging/build.py bundle` first")
    if sys.platform.startswith("linux"):
        sys.path.insert(0, str(buildinfo.PACKAGING / "linux"))
        import build_deb

        return build_deb.build_deb()
    if sys.platform == "win32":
        return build_windows_installer(defines or [])
    if sys.platform == "darwin":
        return build_dmg()
    raise SystemExit(f"no installer for {sys.platform}")


def build_dmg() -> Path:
    """Run packaging/macos/build_dmg.sh: dist/Canfield-<version>-<arch>.dmg from dist/Canfield.app."""
    version = buildinfo.version()
    dmg = buildinfo.DIST / f"{buildinfo.APP_NAME}-{version}-{platform.machine()}.dmg"
    script = buildinfo.PACKAGING / "macos" / "build_dmg.sh"
    volume = f"{buildinfo.APP_NAME} {version}"
    subprocess.run(["bash", str(script), str(buildinfo.bundle_dir()), str(dmg), volume], check=True)
    return dmg


def find_iscc() -> str:
    """Return Inno Setup's command-line compiler (on PATH, or in its install folders, newest first)."""
    found = shutil.which("iscc") or shutil.which("ISCC")
    if found:
        return found
    # os.environ is case-insensitive on Windows, so these match ProgramFiles(x86) and friends.
    bases = [os.environ.get(name) for name in ("PROGRAMFILES(X86)", "PROGRAMFILES")]
    if os.environ.get("LOCALAPPDATA"):
        bases.append(str(Path(os.environ["LOCALAPPDATA"]) / "Programs"))
    candidates = [exe for base in bases if base for exe in Path(base).glob("Inno Setup */ISCC.exe")]
    if candidates:
        return str(sorted(candidates, key=lambda p: p.parent.name, reverse=True)[0])
    raise SystemExit("Inno Setup (ISCC.exe) not found: install it, e.g. `choco install innosetup`")


def build_windows_installer(defines: list[str]) -> Path:
    """Compile packaging/windows/canfield.iss with the version and folders passed as /D defines.

    ``defines`` (``NAME=VALUE``) set the script's optional ones, DefaultDir and Compression.
    """
    version = buildinfo.version()
    subprocess.run(
        [
            find_iscc(),
            f"/DAppVersion={version}",
            f"/DVersionNumbers={'.'.join(map(str, metadata.version_tuple(version)))}",
            f"/DAppId={buildinfo.APP_ID}",
            f"/DBundleDir={buildinfo.bundle_dir()}",
            f"/DIconFile={buildinfo.ICONS / 'canfield.ico'}",
            f"/DOutputDir={buildinfo.DIST}",
            f"/DLicenseFile={buildinfo.ROOT / 'LICENSE'}",
            *(f"/D{define}" for define in defines),
            str(buildinfo.PACKAGING / "windows" / "canfield.iss"),
        ],
        check=True,
    )
    return buildinfo.DIST / f"{buildinfo.APP_NAME}-{version}-setup.exe"


def main(argv: list[str] | None = None) -> int:
    """Command line: see the module docstring."""
    parser = argparse.ArgumentParser(description="Build Canfield's bundle and installer for this platform.")
    parser.add_argument("step", choices=["bundle", "smoke", "installer", "all"])
    parser.add_argument("--no-clean", action="store_true", help="reuse PyInstaller's cache (faster rebuilds)")
    parser.add_argument(
        "--define",
        action="append",
        metavar="NAME=VALUE",
        help="Windows: set one of canfield.iss's optional defines (DefaultDir, Compression)",
    )
    args = parser.parse_args(argv)
    if args.step in ("bundle", "all"):
        build_bundle(clean=not args.no_clean)
    if args.step in ("smoke", "all"):
        smoke_test()
    if args.step in ("installer", "all"):
        result = build_installer(args.define)
        print(f"installer: {result} ({result.stat().st_size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
