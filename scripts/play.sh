#!/usr/bin/env bash
# Install the game and its system libraries (the first time, and again only when what the install
# is made from changes: see scripts/setup.sh), then start it. Arguments go to the game
# (bash scripts/play.sh --code CF1-D3-AAAAACL). Once installed, .venv/bin/canfield starts it too.
set -euo pipefail
# shellcheck source=scripts/setup.sh
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
# shellcheck disable=SC2086  # the lists are word lists on purpose
if ! install_system_packages $BASE_PACKAGES $BUILD_PACKAGES $X11_PACKAGES; then
  # apt busy (an upgrade holds its lock), offline, or no root: the game as installed still starts.
  # (scripts/test.sh, CI, stops instead.)
  if ! .venv/bin/python -c "import PySide6.QtWidgets" 2>/dev/null; then
    echo "play.sh: could not install system packages (see above), and the game cannot start without them." >&2
    exit 1
  fi
  echo "play.sh: could not install system packages (apt is busy or offline?); starting the game as it is installed." >&2
fi
if ! setup_venv ""; then
  # Offline, say, after a change to pyproject.toml: the game as installed still starts.
  .venv/bin/python -c "import canfield.__main__" 2>/dev/null || exit 1
  echo "play.sh: could not update .venv (see above); starting the game as it was installed." >&2
fi
exec .venv/bin/python -m canfield "$@"
