#!/usr/bin/env bash
# Install what Canfield needs on Debian/Ubuntu: Qt's system libraries, then a
# virtual environment in .venv with the game (editable) and, for the tests, their tools.
# Sourced by scripts/play.sh and scripts/test.sh; safe to run again: once everything is in place
# it asks neither apt nor pip anything (no network), until pyproject.toml, setup.py, the compiled
# core's source or the package lists change (the stamp .venv/canfield-installed records them).
set -euo pipefail
SETUP_SCRIPT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/setup.sh"
cd "$(dirname "$SETUP_SCRIPT")/.."

# Libraries PySide6 6.x loads even offscreen (found on a fresh debootstrap'd
# Debian 12), fonts for card text, and Python's venv.
# "a|b" names one package that releases call differently: present when either is installed, and apt is
# asked for the first name it has. Debian 13 and Ubuntu 24.04 renamed libraries whose ABI holds a time_t
# (the 64-bit time_t transition): libglib2.0-0 is libglib2.0-0t64 there, and libglib2.0-0 only a name it
# provides, which dpkg does not know. Of all the names below, GLib is the only one renamed in Debian 13
# (each of the others has a package of its own name there: apt-cache policy in a debootstrap'd trixie).
BASE_PACKAGES="python3 python3-venv python3-pip libglib2.0-0t64|libglib2.0-0 libegl1 libgl1 libx11-6 libxkbcommon0
  libfreetype6 libfontconfig1 libdbus-1-3 fonts-dejavu-core"
# A C compiler and Python's headers build the solver's compiled core (canfield/solver/_core.c);
# without them the install goes on and the solver runs in pure Python.
BUILD_PACKAGES="gcc libc6-dev python3-dev"
# The xcb platform plugin (a real X display) and the Wayland client libraries of Qt's Wayland plugin.
X11_PACKAGES="libxcb1 libx11-xcb1 libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-image0
  libxcb-keysyms1 libxcb-randr0 libxcb-render0 libxcb-render-util0 libxcb-shape0 libxcb-shm0 libxcb-sync1
  libxcb-xfixes0 libxcb-xkb1 libxcb-util1 libwayland-cursor0 libwayland-egl1"
# Test tools, not for players: a virtual X server (Xvfb, xauth), key and window tools (xdotool,
# xprop from x11-utils) and screenshots (xwd from x11-apps).
TEST_X11_PACKAGES="xvfb xauth xdotool x11-apps x11-utils"
# Screen-reader tests (tests/ui/test_atspi.py, test_orca.py): a private D-Bus session bus, the AT-SPI
# bus and registry, pyatspi for the system python3 client, a window manager (dialogs get no focus
# without one), Orca 43 and the speech it logs (speech-dispatcher with espeak-ng).
ACCESSIBILITY_PACKAGES="dbus-x11 at-spi2-core python3-pyatspi gir1.2-atspi-2.0 openbox orca speech-dispatcher
  speech-dispatcher-espeak-ng espeak-ng"
# Packaging: the .deb's build (dpkg-dev; patchelf strips the build machine's RUNPATHs; help2man writes
# the man pages) and its checks (desktop and AppStream validators, lintian, man to render the pages).
PACKAGING_PACKAGES="desktop-file-utils appstream dpkg-dev patchelf help2man lintian man-db"
# The lean checks (scripts/lean-check.sh): start-up counted in instructions under callgrind.
PERF_PACKAGES="valgrind"

STAMP=.venv/canfield-installed

missing_system_packages() {
  # The arguments none of whose names is installed, each after a space. One dpkg-query for every name
  # and one awk to match them (no program per package: each costs a fork, which under load is slow).
  # A package counts when dpkg has it installed ("i"), or installed but for triggers still to run
  # ("W", "T"); one unpacked or half-configured ("U", "F") is missing: apt should finish it.
  local names
  IFS=' |' read -ra names <<<"$*"
  # dpkg-query exits 1 when a name is unknown to it (say, an alternative this release does not have).
  # A name may carry its architecture (wine32:i386): both forms are recorded.
  { dpkg-query -W -f='${Package} ${Architecture} ${db:Status-Abbrev}\n' "${names[@]}" 2>/dev/null || true; } |
    awk -v wanted="$*" '
    $3 ~ /^.[iWT]/ { installed[$1] = 1; installed[$1 ":" $2] = 1 }
    END {
      count = split(wanted, packages, " ")
      for (p = 1; p <= count; p++) {
        found = 0
        alternatives = split(packages[p], names, "|")
        for (n = 1; n <= alternatives; n++) if (names[n] in installed) found = 1
        if (!found) printf " %s", packages[p]
      }
    }'
}

installable_names() {
  # For each argument, the name to give apt-get install: of "a|b", the first one apt has a version of
  # (apt-cache policy's "Candidate:"), or the last if it has none (apt's error then names it).
  local names
  IFS=' |' read -ra names <<<"$*"
  LC_ALL=C apt-cache policy "${names[@]}" 2>/dev/null | awk -v wanted="$*" '
    /^[^ ]/ { name = $1; sub(/:$/, "", name) }
    $1 == "Candidate:" && $2 != "(none)" { known[name] = 1 }
    END {
      count = split(wanted, packages, " ")
      for (p = 1; p <= count; p++) {
        alternatives = split(packages[p], names, "|")
        for (n = 1; n < alternatives && !(names[n] in known); n++) {}
        printf " %s", names[n]
      }
    }'
}

install_system_packages() {
  # Every step ends in "|| return 1": play.sh calls this in an if, where set -e does not apply; it then
  # starts the game as installed (apt busy or offline), while scripts/test.sh stops.
  command -v apt-get >/dev/null 2>&1 || { echo "Not a Debian system: install Qt's libraries yourself."; return 0; }
  local missing names
  # shellcheck disable=SC2068  # the lists are word lists on purpose
  missing="$(missing_system_packages $@)"
  [ -z "$missing" ] && return 0
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || { echo "Installing$missing needs root: run this as root, or install sudo." >&2; return 1; }
    sudo="sudo"
  fi
  echo "Installing system packages:$missing"
  $sudo apt-get update -qq || return 1
  # shellcheck disable=SC2086
  names="$(installable_names $missing)"
  # shellcheck disable=SC2086
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $names || return 1
}

venv_inputs() {
  # What the .venv is made from: the project's metadata, the compiled core's source, this script
  # (its package lists and pip steps). A change to any of them means pip has work to do.
  cat pyproject.toml setup.py canfield/solver/_core.c "$SETUP_SCRIPT" | sha256sum | cut -d' ' -f1
}

venv_is_current() {
  # The stamp holds the inputs' digest and the extras installed with them; plain play needs no extra,
  # so a .venv made for the tests ("[test,package]") serves the game as it is.
  local extras="$1" digest stamped_extras
  [ -x .venv/bin/python ] && [ -f "$STAMP" ] || return 1
  read -r digest stamped_extras <"$STAMP" || return 1
  [ "$digest" = "$(venv_inputs)" ] || return 1
  [ -z "$extras" ] || [ "$extras" = "${stamped_extras:-}" ]
}

setup_venv() {
  # Every step ends in "|| return 1": play.sh calls this in an if, where set -e does not apply,
  # and a failed step must never leave a stamp behind.
  local extras="$1"
  local python="${PYTHON:-python3}"
  venv_is_current "$extras" && return 0
  # A .venv left half-made (e.g. venv failed before python3-venv was installed) is made again.
  .venv/bin/python -m pip --version >/dev/null 2>&1 || "$python" -m venv --clear .venv || return 1
  rm -f "$STAMP"
  # setuptools 77 reads pyproject's license field; venv's own (65 with Python 3.11) cannot, and
  # "python setup.py build_ext --inplace" (rebuilding the solver's core) would fail in the venv.
  .venv/bin/python -m pip install -q --upgrade pip "setuptools>=77" || return 1
  # The game depends on PySide6-Essentials only. A .venv made before that still holds the PySide6
  # meta-package and its add-ons (about 440 MB), which would hide a module missing from Essentials.
  # The three share files (PySide6/__init__.py), so Essentials goes too and is installed afresh.
  if .venv/bin/python -m pip show -q PySide6_Addons >/dev/null 2>&1; then
    .venv/bin/python -m pip uninstall -q -y PySide6 PySide6_Addons PySide6_Essentials || return 1
  fi
  .venv/bin/python -m pip install -q -e ".${extras}" || return 1
  echo "$(venv_inputs) ${extras}" >"$STAMP"
}
