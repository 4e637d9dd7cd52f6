#!/usr/bin/env bash
# Install the game and its system libraries, then start it.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
install_system_packages $BASE_PACKAGES $BUILD_PACKAGES $X11_PACKAGES
setup_venv ""
exec .venv/bin/python -m canfield "$@"
