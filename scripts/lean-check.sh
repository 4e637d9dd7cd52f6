#!/usr/bin/env bash
# Issue 43's two ratios as a check, so later work cannot undo them (CI runs this after the tests):
#   - start-up instructions (callgrind, exec to the first painted table), against a bare PySide6 window:
#     benchmarks/gui.py --check (two callgrind runs, about 75 s of CPU; counts, not wall time);
#   - memory after start (PSS of the process tree, default settings, offscreen), against the bare
#     window measured alternately with it: benchmarks/memory.py --check (about 30 s).
# The issue's targets are 1.5x and 1.25x, its gate 1.6x and 1.35x. Reached (docs/performance.md): 1.51x in
# instructions (the first frame is painted without PySide6's Qt namespace: canfield/ui/ink.py; counts move
# by about 1 % from one main to the next) and 1.23x in tree PSS (70.8 / 57.5 MiB, three runs of three rounds,
# no run above 1.23x; 1.26x when other jobs share the system's libraries). PSS divides a shared page among the processes mapping it: this checkout's own
# virtual environment holds its PySide6 libraries, so run the check with no other game or test of the
# same checkout running (CI runs it after the tests). The limits below hold what was reached, with a
# small margin for noise: lower them as the start gets leaner, never raise them.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
INSTRUCTION_LIMIT=1.6
MEMORY_LIMIT=1.35
install_system_packages $BASE_PACKAGES $X11_PACKAGES $PERF_PACKAGES
setup_venv "[test,package]"
export QT_QPA_PLATFORM=offscreen
# Every module the two programs import is compiled first, the game's and PySide6's own: without .pyc
# files (a fresh clone, PYTHONDONTWRITEBYTECODE) each start compiles them again, which costs both the
# game and the bare window instructions and memory a player's start never spends (in a fresh clone the
# bare window measured 68.8 MiB RSS instead of 56.2).
unset PYTHONDONTWRITEBYTECODE
site=$(.venv/bin/python -c "import PySide6, pathlib; print(pathlib.Path(PySide6.__file__).parent.parent)")
# (-x: PySide6's deploy tool ships templates named *.tmpl.py that are not Python)
.venv/bin/python -m compileall -q -x 'tmpl\.py$' canfield "$site/PySide6" "$site/shiboken6" "$site/platformdirs" >/dev/null
.venv/bin/python benchmarks/gui.py --check --ratio "$INSTRUCTION_LIMIT"
.venv/bin/python benchmarks/memory.py --check --ratio "$MEMORY_LIMIT" --rounds 3
