"""scripts/play.sh installs once, then starts the game without asking pip (or apt) anything.

Runs the real scripts in a copy of their inputs, with stand-ins for ``.venv/bin/python`` (it logs its
arguments; ``-m pip`` fails when asked to) and for ``dpkg-query``, ``apt-cache``, ``apt-get`` and ``sudo``
(every package installed unless a test says otherwise; apt-get fails unless a test lets it succeed), so nothing
is installed and no network is used.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import ROOT

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="bash scripts for Debian/Ubuntu")

FAKE_PYTHON = """#!/bin/bash
echo "$*" >>"$CALLS"
if [ "$1 $2" = "-m pip" ] && [ "$3" != "--version" ] && [ -n "${PIP_FAILS:-}" ]; then exit 1; fi
if [ "$1" = "-c" ] && [ -n "${IMPORT_FAILS:-}" ]; then exit 1; fi
exit 0
"""
# dpkg-query -W -f='${Package} ${Architecture} ${db:Status-Abbrev}\n' NAME...: every name (NAME or
# NAME:ARCH, amd64 when not given) installed ("ii") but those in
# $NOT_INSTALLED (unknown to dpkg: it says so on stderr and exits 1), $UNPACKED ("iU": unpacked, not configured)
# and $TRIGGERS_PENDING ("iT": installed, its triggers not yet run).
FAKE_DPKG_QUERY = """#!/bin/bash
[ -z "${FORKS:-}" ] || echo dpkg-query >>"$FORKS"
shift 2  # -W -f=...
status=0
for pkg in "$@"; do
  case " ${NOT_INSTALLED:-} " in
    *" $pkg "*) echo "dpkg-query: no packages found matching $pkg" >&2; status=1 ;;
    *)
      name="${pkg%%:*}" arch=amd64
      [ "$name" = "$pkg" ] || arch="${pkg#*:}"
      if [[ " ${UNPACKED:-} " == *" $pkg "* ]]; then echo "$name $arch iU "
      elif [[ " ${TRIGGERS_PENDING:-} " == *" $pkg "* ]]; then echo "$name $arch iT "
      else echo "$name $arch ii "; fi
  esac
done
exit $status
"""
# apt-cache policy NAME...: a candidate for the names in $APT_KNOWS, none for those in $APT_VIRTUAL (only
# provided by another package), nothing at all for the others (unknown), as apt-cache does.
FAKE_APT_CACHE = """#!/bin/bash
echo "apt-cache $*" >>"$CALLS"
shift
for pkg in "$@"; do
  case " ${APT_KNOWS:-} " in *" $pkg "*) printf '%s:\\n  Installed: (none)\\n  Candidate: 1.0-1\\n' "$pkg" ;; esac
  case " ${APT_VIRTUAL:-} " in *" $pkg "*) printf '%s:\\n  Installed: (none)\\n  Candidate: (none)\\n' "$pkg" ;; esac
done
"""
# apt-get: succeeds with APT_WORKS set; with APT_FAILS=locked or offline, fails as apt does then; otherwise
# fails (the tests that do not set these expect apt not to run at all).
FAKE_APT_GET = """#!/bin/bash
echo "apt-get $*" >>"$CALLS"
[ -z "${APT_WORKS:-}" ] || exit 0
case "${APT_FAILS:-}:$1" in
  locked:update)
    echo "E: Could not get lock /var/lib/apt/lists/lock. It is held by process 4242 (unattended-upgr)" >&2
    echo "E: Unable to lock directory /var/lib/apt/lists/" >&2
    exit 100 ;;
  offline:update)
    echo "W: Failed to fetch http://deb.debian.org/debian/dists/trixie/InRelease  Temporary failure resolving" >&2
    echo "W: Some index files failed to download. They have been ignored, or old ones used instead." >&2
    exit 0 ;;
  offline:install)
    echo "E: Failed to fetch http://deb.debian.org/debian/pool/main/g/glib2.0/x.deb  Temporary failure resolving" >&2
    exit 100 ;;
esac
exit 1
"""
FAKE_SUDO = """#!/bin/bash
echo "sudo $*" >>"$CALLS"
exec "$@"
"""
# Debian 12 and Ubuntu 22.04 know GLib as libglib2.0-0; since the 64-bit time_t transition Debian 13 and
# Ubuntu 24.04 ship it as libglib2.0-0t64, which only provides the old name.
BOOKWORM = {"NOT_INSTALLED": "libglib2.0-0t64", "APT_KNOWS": "libglib2.0-0"}
TRIXIE = {"NOT_INSTALLED": "libglib2.0-0", "APT_KNOWS": "libglib2.0-0t64", "APT_VIRTUAL": "libglib2.0-0"}


@pytest.fixture
def checkout(tmp_path: Path) -> Path:
    """The files setup.sh reads, the scripts, and a .venv whose python is the stand-in."""
    tree = tmp_path / "tree"
    for name in (
        "scripts/setup.sh",
        "scripts/play.sh",
        "scripts/test.sh",
        "pyproject.toml",
        "setup.py",
        "canfield/solver/_core.c",
    ):
        (tree / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(ROOT / name, tree / name)
    bin_ = tmp_path / "bin"
    fakes = {tree / ".venv" / "bin" / "python": FAKE_PYTHON, bin_ / "dpkg-query": FAKE_DPKG_QUERY}
    fakes |= {bin_ / "apt-cache": FAKE_APT_CACHE, bin_ / "apt-get": FAKE_APT_GET, bin_ / "sudo": FAKE_SUDO}
    for path, text in fakes.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        path.chmod(0o755)
    return tree


def play(
    tree: Path, *args: str, pip_fails: bool = False, script: str = "play.sh", **system: str
) -> tuple[subprocess.CompletedProcess, list[str]]:
    """Run scripts/play.sh (or ``script``) in ``tree`` with the stand-ins' settings ``system`` (NOT_INSTALLED=...);
    return the run and the stand-ins' calls (python's arguments; "apt-get ...", "apt-cache ...", "sudo ...")."""
    calls = tree / "calls.txt"
    calls.write_text("", encoding="utf-8")
    env = {**os.environ, "PATH": f"{tree.parent / 'bin'}:/usr/bin:/bin", "CALLS": str(calls), **system}
    if pip_fails:
        env["PIP_FAILS"] = "1"
    done = subprocess.run(["bash", f"scripts/{script}", *args], cwd=tree, env=env, capture_output=True, text=True)
    return done, calls.read_text(encoding="utf-8").splitlines()


def apt_calls(calls: list[str]) -> list[str]:
    """The calls to apt-get and apt-cache (through sudo or not)."""
    return [call for call in calls if call.startswith(("apt-get", "apt-cache"))]


def test_play_installs_once_then_only_starts_the_game(checkout):
    done, calls = play(checkout, "--code", "CF1-D3-AAAAACL")
    assert done.returncode == 0, done.stderr
    assert "-m pip install -q -e ." in calls  # the first start installs
    assert calls[-1] == "-m canfield --code CF1-D3-AAAAACL"
    done, calls = play(checkout, "--version")
    assert done.returncode == 0, done.stderr
    assert calls == ["-m canfield --version"]  # nothing else: no pip, no network
    assert not done.stdout and not done.stderr
    with (checkout / "pyproject.toml").open("a", encoding="utf-8") as handle:
        handle.write("\n# a new dependency, say\n")
    _, calls = play(checkout)
    assert "-m pip install -q -e ." in calls  # the inputs changed: install again


def test_a_venv_made_for_the_tests_serves_play_as_it_is(checkout):
    env = {**os.environ, "PATH": f"{checkout.parent / 'bin'}:/usr/bin:/bin", "CALLS": str(checkout / "calls.txt")}
    subprocess.run(["bash", "-c", 'source scripts/setup.sh && setup_venv "[test,package]"'], cwd=checkout, env=env)
    assert "-m pip install -q -e .[test,package]" in (checkout / "calls.txt").read_text(encoding="utf-8")
    _, calls = play(checkout)
    assert calls == ["-m canfield"]


def test_when_an_update_fails_the_installed_game_still_starts(checkout):
    play(checkout)  # installed
    (checkout / "setup.py").write_text((ROOT / "setup.py").read_text(encoding="utf-8") + "\n# changed\n")
    done, calls = play(checkout, pip_fails=True)  # offline, say
    assert done.returncode == 0
    assert "could not update .venv" in done.stderr and "starting the game as it was installed" in done.stderr
    assert calls[-1] == "-m canfield"
    _, calls = play(checkout)  # the next start tries the update again
    assert "-m pip install -q -e ." in calls


def test_players_get_no_test_tools():
    """play.sh installs the runtime lists only; Xvfb and friends are the tests' (TEST_X11_PACKAGES)."""
    listed = subprocess.run(
        ["bash", "-c", "source scripts/setup.sh && echo $BASE_PACKAGES $BUILD_PACKAGES $X11_PACKAGES"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    assert "libxcb-cursor0" in listed
    assert not {"xvfb", "xauth", "xdotool", "x11-apps", "x11-utils", "orca", "lintian"} & set(listed)
    play_sh = (ROOT / "scripts" / "play.sh").read_text(encoding="utf-8")
    assert "install_system_packages $BASE_PACKAGES $BUILD_PACKAGES $X11_PACKAGES;" in play_sh


@pytest.mark.parametrize("system", [BOOKWORM, TRIXIE], ids=["libglib2.0-0", "libglib2.0-0t64"])
def test_a_library_under_its_t64_name_counts_as_installed(checkout, system):
    """Review F2: on Debian 13, where dpkg knows only libglib2.0-0t64, play.sh ran apt at every start."""
    play(checkout, **system)  # installed
    done, calls = play(checkout, "--version", **system)
    assert done.returncode == 0, done.stderr
    assert calls == ["-m canfield --version"]  # no apt, no pip
    assert not done.stdout and not done.stderr


@pytest.mark.parametrize("system", [BOOKWORM, TRIXIE], ids=["bookworm", "trixie"])
def test_a_library_under_neither_name_is_missing(checkout, system):
    """Every list, as scripts/test.sh asks: only GLib is missing, whichever name the release gives it."""
    lists = (
        "$BASE_PACKAGES $BUILD_PACKAGES $X11_PACKAGES $TEST_X11_PACKAGES $ACCESSIBILITY_PACKAGES $PACKAGING_PACKAGES"
    )
    missing = _missing(checkout, lists, **{**system, "NOT_INSTALLED": "libglib2.0-0t64 libglib2.0-0"})
    assert "libglib2.0-0" in missing and len(missing.split()) == 1


@pytest.mark.parametrize(
    ("system", "name"), [(BOOKWORM, "libglib2.0-0"), (TRIXIE, "libglib2.0-0t64")], ids=["bookworm", "trixie"]
)
def test_apt_installs_the_name_the_release_knows(checkout, system, name):
    system = {**system, "NOT_INSTALLED": "libglib2.0-0t64 libglib2.0-0", "APT_WORKS": "1"}
    done, calls = play(checkout, **system)
    assert done.returncode == 0, done.stderr
    installs = [call for call in apt_calls(calls) if call.startswith("apt-get install")]
    assert installs == [f"apt-get install -y -qq --no-install-recommends {name}"]


@pytest.mark.parametrize("failure", ["locked", "offline"])
def test_when_apt_cannot_install_the_installed_game_still_starts(checkout, failure):
    """Review F3: a listed library unpacked but not configured (another apt run is upgrading it) made play.sh
    run apt, which could not get the lock, and play.sh exited 100 without starting the game."""
    play(checkout)  # installed
    done, calls = play(checkout, "--smoke-test", UNPACKED="libglib2.0-0", APT_FAILS=failure, **BOOKWORM)
    assert done.returncode == 0, done.stderr
    assert any(call.startswith("apt-get") for call in calls)  # it did try
    assert calls[-1] == "-m canfield --smoke-test"
    ours = [line for line in done.stderr.splitlines() if line.startswith("play.sh:")]
    assert len(ours) == 1 and "could not install system packages" in ours[0]
    assert "starting the game as it is installed" in ours[0]


def test_when_apt_cannot_install_and_the_game_cannot_start_play_says_so(checkout):
    done, calls = play(checkout, UNPACKED="libglib2.0-0", APT_FAILS="locked", IMPORT_FAILS="1", **BOOKWORM)
    assert done.returncode != 0
    assert "could not install system packages" in done.stderr
    assert not any(call.startswith("-m canfield") for call in calls)


def test_the_tests_still_fail_when_apt_cannot_install(checkout):
    """Only play.sh starts anyway: scripts/test.sh (CI) must stop."""
    done, calls = play(checkout, script="test.sh", UNPACKED="libglib2.0-0", APT_FAILS="locked", **BOOKWORM)
    assert done.returncode != 0
    assert not any("pytest" in call or "pip" in call for call in calls)


def test_the_package_check_runs_as_many_programs_for_thirty_packages_as_for_three(tmp_path):
    """Review F4: one grep per package (41 programs for play.sh's lists) cost seconds under load. Every
    program the check could run is a counting wrapper, and nothing else is on PATH."""
    bin_ = tmp_path / "bin"
    bin_.mkdir()
    tools = "awk mawk gawk grep sed cut tr sort uniq comm join cat head tail wc xargs tee env printf paste dirname"
    for tool in tools.split():
        real = shutil.which(tool)
        if real:
            (bin_ / tool).write_text(f'#!/bin/bash\necho {tool} >>"$FORKS"\nexec {real} "$@"\n', encoding="utf-8")
    (bin_ / "dpkg-query").write_text(FAKE_DPKG_QUERY, encoding="utf-8")
    for path in bin_.iterdir():
        path.chmod(0o755)
    forks = tmp_path / "forks.txt"
    env = {"PATH": str(bin_), "FORKS": str(forks), "NOT_INSTALLED": "libglib2.0-0t64 lib2 lib21"}
    env |= {"UNPACKED": "lib7", "TRIGGERS_PENDING": "lib1 lib8"}  # lib7 is missing, lib1 and lib8 are there

    def check(packages: list[str]) -> tuple[str, list[str]]:
        # As install_system_packages calls it: in $(...).
        script = 'source scripts/setup.sh && : >"$FORKS" && printf %s "$(missing_system_packages "$@")"'
        done = subprocess.run(
            ["/bin/bash", "-c", script, "-", *packages], cwd=ROOT, env=env, capture_output=True, text=True
        )
        assert done.returncode == 0, done.stderr
        return done.stdout, sorted(forks.read_text(encoding="utf-8").split())  # a pipeline's run side by side

    three = ["libglib2.0-0t64|libglib2.0-0", "lib1", "lib2"]
    thirty = three + [f"lib{n}" for n in range(3, 30)]
    missing, few = check(three)
    assert missing.split() == ["lib2"]
    missing, many = check(thirty)
    assert missing.split() == ["lib2", "lib7", "lib21"]
    assert many == few
    assert len(few) <= 3


def test_a_foreign_architecture_package_counts_as_installed(checkout):
    """scripts/build-windows.sh asks for wine32:i386; dpkg names it wine32 (architecture i386). The check
    looked for "wine32:i386" among the names alone and ran apt at every build."""
    assert _missing(checkout, "wine wine32:i386 nosuch", NOT_INSTALLED="nosuch").split() == ["nosuch"]


def _missing(checkout, packages: str, **fakes: str) -> str:
    """What setup.sh's missing_system_packages prints for ``packages``, with the fake dpkg-query."""
    env = {**os.environ, "PATH": f"{checkout.parent / 'bin'}:/usr/bin:/bin", **fakes}
    return subprocess.run(
        ["bash", "-c", f'source scripts/setup.sh && printf %s "$(missing_system_packages {packages})"'],
        cwd=checkout,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
