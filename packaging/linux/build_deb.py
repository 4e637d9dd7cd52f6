"""Build dist/canfield_<version>_<arch>.deb from the PyInstaller bundle in dist/canfield.

    python packaging/build.py bundle          # first, the bundle
    python packaging/linux/build_deb.py       # then the .deb (or: python packaging/build.py installer)

Layout of the package:
  /usr/lib/canfield/                   the one-folder bundle (canfield, canfield-solve, _internal/):
                                       a package's private files live in /usr/lib (lintian refuses /opt)
  /usr/games/canfield, canfield-solve  relative symlinks into /usr/lib/canfield (Debian puts games in /usr/games)
  /usr/share/applications/<id>.desktop, /usr/share/metainfo/<id>.metainfo.xml
  /usr/share/icons/hicolor/*/apps/<id>.{png,svg}
  /usr/share/man/man6/canfield.6.gz, man1/canfield-solve.1.gz   (help2man, from their --help)
  /usr/share/doc/canfield/copyright, changelog.gz               (the changelog from the metainfo releases)

The bundle's ELF files are staged without the build machine's library search paths: PyInstaller
keeps the RUNPATH that a pyenv or setup-python build bakes into libpython and the extension modules
(e.g. /root/.pyenv/versions/3.11.7/lib); only $ORIGIN-relative entries stay.

``Depends:`` is what ``dpkg-shlibdeps`` finds the bundled binaries link against (with versions),
plus the libraries Qt opens at run time without linking (the xcb/EGL/GL set of scripts/setup.sh).
The icon cache and desktop database are refreshed by the hicolor-icon-theme and desktop-file-utils
triggers, so the package needs no maintainer scripts. Needs dpkg-deb and dpkg-shlibdeps (dpkg-dev).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import buildinfo
import debdocs
import make_icons
import metadata

LINUX = buildinfo.PACKAGING / "linux"
DESKTOP_FILE = LINUX / f"{buildinfo.APP_ID}.desktop"
METAINFO_FILE = LINUX / f"{buildinfo.APP_ID}.metainfo.xml"
INSTALL_DIR = Path(buildinfo.DEB_INSTALL_DIR)
GAMES_DIR = Path("/usr/games")
COMMANDS = {
    buildinfo.EXE_NAME: (6, "play Canfield (Demon) patience"),
    buildinfo.SOLVE_NAME: (1, "solve Canfield deals"),
}
"""The bundle's two executables, linked from /usr/games: man page section and NAME line of each."""
MAINTAINER = f"{buildinfo.PUBLISHER} <canfield-solitaire@users.noreply.github.com>"

# Libraries Qt needs on an X11 or Wayland desktop, named even when no bundled binary links them
# directly (Qt dlopens libEGL/libGL and some xcb helpers). Same set as scripts/setup.sh installs.
RUNTIME_PACKAGES = [
    *("libglib2.0-0", "libegl1", "libgl1", "libx11-6", "libxkbcommon0", "libfreetype6", "libfontconfig1"),
    *("libdbus-1-3", "libxcb1", "libx11-xcb1", "libxkbcommon-x11-0", "libxcb-cursor0", "libxcb-icccm4"),
    *("libxcb-image0", "libxcb-keysyms1", "libxcb-randr0", "libxcb-render0", "libxcb-render-util0"),
    *("libxcb-shape0", "libxcb-shm0", "libxcb-sync1", "libxcb-xfixes0", "libxcb-xkb1", "libxcb-util1"),
]
RECOMMENDS = ["fonts-dejavu-core"]
"""Qt draws card ranks and menus with system fonts; any font works, DejaVu is Debian's default."""


def debian_arch() -> str:
    """Return dpkg's name for this machine's architecture (amd64, arm64, ...)."""
    return subprocess.run(["dpkg", "--print-architecture"], check=True, capture_output=True, text=True).stdout.strip()


def deb_path(version: str | None = None, arch: str | None = None) -> Path:
    """Return dist/canfield_<debian version>_<arch>.deb."""
    return buildinfo.DIST / f"{buildinfo.EXE_NAME}_{metadata.deb_version(version)}_{arch or debian_arch()}.deb"


def is_elf(path: Path) -> bool:
    """True for an ELF file (executable or shared library), by its magic number."""
    if path.is_symlink() or not path.is_file():
        return False
    with path.open("rb") as handle:
        return handle.read(4) == b"\x7fELF"


def parse_depends(text: str) -> dict[str, str]:
    """Parse a Depends value ("a (>= 1), b") into {package: constraint or ""}; alternatives stay whole."""
    result: dict[str, str] = {}
    for item in filter(None, (part.strip() for part in text.split(","))):
        match = re.match(r"^([a-z0-9][a-z0-9+.-]+)(\s*\(.*\))?$", item)
        if match and "|" not in item:
            result[match.group(1)] = (match.group(2) or "").strip()
        else:
            result[item] = ""
    return result


def merge_depends(computed: dict[str, str], required: list[str]) -> str:
    """Return the Depends value: every computed package (with its version) plus every required one."""
    merged = dict(computed)
    for name in required:
        merged.setdefault(name, "")
    return ", ".join(f"{name} {constraint}".strip() for name, constraint in sorted(merged.items()))


def shlib_depends(root: Path) -> dict[str, str]:
    """Run dpkg-shlibdeps over every ELF file of the staged bundle; return the packages they need."""
    if not shutil.which("dpkg-shlibdeps"):
        raise SystemExit("dpkg-shlibdeps is missing: apt-get install dpkg-dev")
    bundle = root / INSTALL_DIR.relative_to("/")
    elves = sorted(str(p) for p in bundle.rglob("*") if is_elf(p))
    private = sorted({str(Path(p).parent) for p in elves})
    with tempfile.TemporaryDirectory() as work:
        # dpkg-shlibdeps wants a source tree with debian/control naming the binary package. It finds
        # the bundle's own libraries in the staging tree (root/DEBIAN marks it), so they need no
        # shlibs; no -I here, or an installed older canfield would be taken instead.
        (Path(work) / "debian").mkdir()
        (Path(work) / "debian" / "control").write_text(
            f"Source: {buildinfo.EXE_NAME}\n\nPackage: {buildinfo.EXE_NAME}\nArchitecture: any\n", encoding="utf-8"
        )
        command = ["dpkg-shlibdeps", "-O", *(f"-l{d}" for d in private), *elves]
        done = subprocess.run(command, cwd=work, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        hint = ""
        if "cannot find library" in done.stderr:
            hint = (
                "\nA bundled binary links a library this machine lacks; install its package so the"
                " dependency can be named (Qt's Wayland plugin: apt-get install libwayland-cursor0 libwayland-egl1)."
            )
        errors = "\n".join(line for line in done.stderr.splitlines() if "error" in line)
        raise SystemExit(f"dpkg-shlibdeps failed:\n{errors or done.stderr}{hint}")
    match = re.search(r"^shlibs:Depends=(.*)$", done.stdout, re.M)
    if not match:
        raise SystemExit(f"dpkg-shlibdeps printed no Depends:\n{done.stdout}\n{done.stderr}")
    return parse_depends(match.group(1))


def _copy_file(source: Path, target: Path, mode: int = 0o644) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)
    target.chmod(mode)


def runpath(path: Path) -> list[str] | None:
    """The RUNPATH (or RPATH) entries of an ELF file, read with readelf; None when it has neither."""
    dynamic = subprocess.run(["readelf", "-d", str(path)], capture_output=True, text=True, check=True).stdout
    match = re.search(r"\((?:RUNPATH|RPATH)\)\s+Library (?:runpath|rpath): \[(.*)\]", dynamic)
    return match.group(1).split(":") if match else None


def remove_build_runpaths(folder: Path) -> int:
    """Drop every RUNPATH entry that is not relative to $ORIGIN from the ELF files under ``folder``.

    Returns how many files changed. Needs patchelf.
    """
    if not shutil.which("patchelf"):
        raise SystemExit("patchelf is missing: apt-get install patchelf (scripts/setup.sh PACKAGING_PACKAGES)")
    changed = 0
    for path in sorted(p for p in folder.rglob("*") if is_elf(p)):
        entries = runpath(path)
        if entries is None:
            continue
        kept = [entry for entry in entries if entry.startswith("$ORIGIN")]
        if kept == entries:
            continue
        command = ["patchelf", "--set-rpath", ":".join(kept)] if kept else ["patchelf", "--remove-rpath"]
        subprocess.run([*command, str(path)], check=True)
        changed += 1
    return changed


def stage(root: Path, bundle: Path) -> None:
    """Lay out the package's files under ``root`` (an empty folder)."""
    bundle_root = root / INSTALL_DIR.relative_to("/")
    shutil.copytree(bundle, bundle_root, symlinks=True)
    remove_build_runpaths(bundle_root)
    games = root / GAMES_DIR.relative_to("/")
    games.mkdir(parents=True)
    share = root / "usr" / "share"
    newest = debdocs.releases(METAINFO_FILE)[0]
    for name, (section, summary) in COMMANDS.items():
        # Relative, as Debian policy 10.5 asks of a link within one top-level folder (/usr).
        (games / name).symlink_to(os.path.relpath(INSTALL_DIR / name, GAMES_DIR))
        debdocs.write_man_page(bundle_root / name, share, name, section, summary, newest)

    _copy_file(DESKTOP_FILE, share / "applications" / DESKTOP_FILE.name)
    _copy_file(METAINFO_FILE, share / "metainfo" / METAINFO_FILE.name)
    hicolor = buildinfo.ICONS / "hicolor"
    if not (hicolor / "scalable" / "apps" / f"{buildinfo.APP_ID}.svg").exists():
        make_icons.make_icons(buildinfo.ICONS)
    shutil.copytree(hicolor, share / "icons" / "hicolor")
    doc = share / "doc" / buildinfo.EXE_NAME
    _copy_file(LINUX / "copyright", doc / "copyright")
    debdocs.write_gzip(debdocs.changelog_text(METAINFO_FILE, buildinfo.EXE_NAME, MAINTAINER), doc / "changelog.gz")
    normalise_modes(root)


def _is_program(path: Path) -> bool:
    """An executable file that is not a shared library or a script (those need no x bit)."""
    shared = path.name.endswith((".so", ".py")) or ".so." in path.name
    return bool(path.stat().st_mode & 0o111) and not shared


def normalise_modes(root: Path) -> None:
    """Folders 0755; executables 0755; everything else 0644 (no group/other write, whatever the umask)."""
    for path in [root, *root.rglob("*")]:
        if not path.is_symlink():
            path.chmod(0o755 if path.is_dir() or _is_program(path) else 0o644)
    # The bundle's own executable must stay runnable whatever the rules above decided.
    (root / INSTALL_DIR.relative_to("/") / buildinfo.EXE_NAME).chmod(0o755)


def installed_size_kib(root: Path) -> int:
    """Sum of file sizes in KiB, as dpkg counts Installed-Size."""
    total = sum(p.lstat().st_size for p in root.rglob("*") if not p.is_dir() and "DEBIAN" not in p.parts)
    return (total + 1023) // 1024


DESCRIPTION = """\
Canfield (Demon) is a patience card game: thirteen cards wait in the reserve, one card sets the
starting rank of the foundations, and the four columns build down in alternating colours. This package
plays it in a desktop window, with three rule profiles, draw one or three, game codes that replay any
deal, undo and redo, keyboard play and screen-reader support; canfield-solve tells whether a deal can
be won.

It ships its own Python and Qt in /usr/lib/canfield."""


def description_field(summary: str, text: str) -> str:
    """The Description value: the synopsis, then ``text`` wrapped to 79 columns, blank lines as " ."."""
    paragraphs = [textwrap.wrap(" ".join(paragraph.split()), width=78) for paragraph in text.split("\n\n")]
    lines = [" " + line for paragraph in paragraphs for line in [*paragraph, "."]][:-1]
    return "\n".join([summary, *lines])


def control_text(version: str, arch: str, depends: str, size_kib: int) -> str:
    """Return the DEBIAN/control file."""
    fields = [
        ("Package", buildinfo.EXE_NAME),
        ("Version", metadata.deb_version(version)),
        ("Architecture", arch),
        ("Maintainer", MAINTAINER),
        ("Installed-Size", str(size_kib)),
        ("Depends", depends),
        ("Recommends", ", ".join(RECOMMENDS)),
        ("Section", "games"),
        ("Priority", "optional"),
        ("Homepage", buildinfo.HOMEPAGE),
        ("Description", description_field(buildinfo.SUMMARY, DESCRIPTION)),
    ]
    return "".join(f"{key}: {value}\n" for key, value in fields)


def write_md5sums(root: Path) -> None:
    """Write DEBIAN/md5sums for every regular file (dpkg --verify uses it)."""
    lines = []
    for path in sorted(root.rglob("*")):
        if path.is_file() and not path.is_symlink() and "DEBIAN" not in path.relative_to(root).parts:
            digest = hashlib.md5(path.read_bytes(), usedforsecurity=False).hexdigest()
            lines.append(f"{digest}  {path.relative_to(root).as_posix()}\n")
    (root / "DEBIAN" / "md5sums").write_text("".join(lines), encoding="utf-8")
    (root / "DEBIAN" / "md5sums").chmod(0o644)


def build_deb(bundle: Path | None = None, output: Path | None = None, compression: str = "xz") -> Path:
    """Stage, describe and pack the .deb; return its path."""
    bundle = bundle or buildinfo.bundle_dir("linux")
    if not (bundle / buildinfo.EXE_NAME).exists():
        raise SystemExit(f"no bundle at {bundle}: run `python packaging/build.py bundle` first")
    version, arch = buildinfo.version(), debian_arch()
    output = output or deb_path(version, arch)
    root = buildinfo.BUILD / "deb" / "root"
    if root.exists():
        shutil.rmtree(root)
    root.mkdir(parents=True)
    stage(root, bundle)
    (root / "DEBIAN").mkdir(mode=0o755)
    depends = merge_depends(shlib_depends(root), RUNTIME_PACKAGES)
    control = root / "DEBIAN" / "control"
    control.write_text(control_text(version, arch, depends, installed_size_kib(root)), encoding="utf-8")
    control.chmod(0o644)
    write_md5sums(root)
    output.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(
        ["dpkg-deb", "--root-owner-group", f"-Z{compression}", "--build", str(root), str(output)],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    print(f"deb: {output} ({output.stat().st_size / 1e6:.1f} MB, installs {installed_size_kib(root) / 1024:.1f} MiB)")
    return output


def main(argv: list[str] | None = None) -> int:
    """Command line: see the module docstring."""
    parser = argparse.ArgumentParser(description="Build the Canfield .deb from dist/canfield.")
    parser.add_argument("--bundle", type=Path, default=None, help="bundle folder (default dist/canfield)")
    parser.add_argument("--output", type=Path, default=None, help="the .deb to write")
    parser.add_argument("--compression", default="xz", choices=["xz", "gzip", "zstd", "none"])
    args = parser.parse_args(argv)
    build_deb(args.bundle, args.output, args.compression)
    return 0


if __name__ == "__main__":
    sys.exit(main())
