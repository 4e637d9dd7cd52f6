#!/usr/bin/env bash
# Install everything the tests need (system packages with apt, after apt-get update; the test and
# packaging extras in .venv), then run ruff (lint and format), mypy and the whole test suite, slow
# tests included. Fails when a test fails, and also when no test ran at all. Arguments go to pytest.
#
# The suite runs on three pytest-xdist workers (--dist loadgroup): tests that share one build or one
# private desktop are kept on one worker by tests/conftest.py (XDIST_GROUPS). Three, not two, on a
# two-core machine: the screen-reader tests spend most of their time waiting for speech.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
timed() {
  # Run "$@" and say how long it took (stderr), so a slow step shows itself: "[test.sh] mypy: 3 s".
  local name="$1" start=$SECONDS
  shift
  "$@"
  echo "[test.sh] $name: $((SECONDS - start)) s" >&2
}
timed "system packages" install_system_packages $BASE_PACKAGES $BUILD_PACKAGES $X11_PACKAGES $TEST_X11_PACKAGES \
  $ACCESSIBILITY_PACKAGES $PACKAGING_PACKAGES
timed ".venv" setup_venv "[test,package]"
export QT_QPA_PLATFORM=offscreen
timed "ruff check" .venv/bin/ruff check canfield tests benchmarks packaging
timed "ruff format" .venv/bin/ruff format --check canfield tests benchmarks packaging setup.py
timed mypy .venv/bin/mypy  # pyproject.toml's [tool.mypy]; a few seconds, under a second with its cache
set +e
start=$SECONDS
.venv/bin/python -m pytest -n "${TEST_WORKERS:-3}" --dist loadgroup "$@"
status=$?
echo "[test.sh] pytest: $((SECONDS - start)) s" >&2
set -e
if [ "$status" -eq 5 ]; then
  echo "pytest collected no tests: that is a failure here." >&2
  exit 1
fi
exit "$status"
