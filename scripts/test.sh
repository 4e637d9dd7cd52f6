#!/usr/bin/env bash
# Install everything the tests need, then run ruff (lint and format), mypy and the whole test suite.
# Fails when a test fails, and also when no test ran at all.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
install_system_packages $BASE_PACKAGES $BUILD_PACKAGES $X11_PACKAGES $ACCESSIBILITY_PACKAGES $PACKAGING_PACKAGES
setup_venv "[test,package]"
export QT_QPA_PLATFORM=offscreen
.venv/bin/ruff check canfield tests benchmarks packaging
.venv/bin/ruff format --check canfield tests benchmarks packaging setup.py
.venv/bin/mypy  # pyproject.toml's [tool.mypy]; a few seconds, under a second with its cache
set +e
.venv/bin/python -m pytest "$@"
status=$?
set -e
if [ "$status" -eq 5 ]; then
  echo "pytest collected no tests: that is a failure here." >&2
  exit 1
fi
exit "$status"
