"""Shared fixtures: no test ever reads or writes the real home folder; Qt waits patient enough for a
busy machine; no test leaves a Qt application that later widgets cannot use.

Also how the suite runs in parallel: scripts/test.sh runs pytest-xdist with ``--dist loadgroup``; the
tests named in XDIST_GROUPS run on one worker, one after another, every other test is a unit of its
own, and the longest units start first (pytest_xdist_make_scheduler).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

XDIST_GROUPS = {
    # One bundle and .deb, built once (a session fixture) for every test that looks at them.
    "tests/packaging/test_deb.py": "deb",
    # Builds from the checkout (sdist, wheels): setuptools writes build/ and *.egg-info in the checkout
    # itself, so two of these at once would trip over each other; the sdist and its wheel are shared.
    "tests/packaging/test_sdist.py": "checkout-builds",
    "tests/packaging/test_wheel.py": "checkout-builds",
    "tests/i18n/test_help.py::test_pages_and_translations_load_from_an_installed_wheel": "checkout-builds",
    # Private desktops (Xvfb, D-Bus, AT-SPI, openbox, Orca and its speech): heavy, and paced by what
    # the screen reader says, so one at a time.
    "tests/ui/test_atspi.py": "desktop",
    "tests/ui/test_orca.py": "desktop",
    # Files whose tests share a module fixture, made once rather than on every worker.
    "tests/i18n/test_refresh.py": "refresh",  # lupdate over the whole source
    "tests/packaging/test_icons.py": "icons",
    "tests/packaging/test_installer_scripts.py": "installer-scripts",
}
"""Test file (or test) -> the xdist group its tests share."""

LONGEST_FIRST = (
    # The groups, longest first (--durations, two busy cores): the .deb about 240 s, the desktops 240 s,
    # the checkout's builds 120 s, the refresh 25 s.
    "deb",
    "desktop",
    "checkout-builds",
    "refresh",
    # Then the single tests over 15 s, so that the short ones fill in around them and none of them is
    # left to run alone at the end.
    "tests/solver/test_kept.py::test_searches_stopped_early_and_resumed_in_other_orders_give_the_plain_answer",
    "tests/ui/test_no_leak.py::test_a_thousand_animated_moves_and_new_deals_leave_no_animation_alive",
    "tests/ui/test_monkey.py::test_monkey",
    "tests/engine/test_properties.py::test_listed_moves_play_and_unlisted_are_refused",
    "tests/solver/test_core.py::test_wins_below_deferred_moves_replay",
    "tests/solver/test_core.py::test_search_with_taking_back_is_the_python_one_to_the_end",
    "tests/solver/test_core.py::test_children_and_closure_match_along_random_games",
)
"""xdist units (a group, or a test by its name without parameters) started before all others, in this
order. Only the order: every test runs whatever this says."""


def xdist_group(nodeid: str) -> str | None:
    """The XDIST_GROUPS group of a test, by its file or its function (parameters aside); None if none."""
    file, _, name = nodeid.partition("::")
    return XDIST_GROUPS.get(file) or XDIST_GROUPS.get(f"{file}::{name.split('[')[0]}")


def start_rank(unit: str) -> int:
    """Where an xdist unit (a group, or a test's node id) starts: its place in LONGEST_FIRST, else after."""
    name = unit.split("[")[0]
    return LONGEST_FIRST.index(name) if name in LONGEST_FIRST else len(LONGEST_FIRST)


@pytest.hookimpl(optionalhook=True)  # a pytest-xdist hook: plain pytest does without
def pytest_xdist_make_scheduler(config: pytest.Config, log):
    """``--dist loadgroup`` with the groups of XDIST_GROUPS: each group is one unit of work, every other
    test its own, handed out LONGEST_FIRST, then in the order collected. (pytest-xdist 3.8 reads
    ``xdist_group`` marks by rewriting node ids, which pytest 9 no longer takes, so with marks alone
    every test would be scheduled on its own.)"""
    if config.getvalue("dist") != "loadgroup":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class GroupScheduling(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            # Single tests of every folder mixed on each worker once aborted a worker in QMainWindow():
            # a packaging test had left a QGuiApplication behind (no_bare_qt_application now fails such
            # a test), not the mixing itself.
            return xdist_group(nodeid) or nodeid

        def _assign_work_unit(self, node) -> None:
            # The base class hands out the queue's first unit: put the one to start next there.
            self.workqueue.move_to_end(min(self.workqueue, key=start_rank), last=False)
            super()._assign_work_unit(node)

    return GroupScheduling(config, log)


PATIENCE_MS = 60_000
"""How long a qtbot wait holds on before failing. pytest-qt's 5 s is short for a machine with both cores
busy (CI, other work): what takes 50 ms alone then takes seconds. A wait ends as soon as its condition
holds, so a long limit costs a passing test nothing."""


class PatientQtBot(QtBot):
    """pytest-qt's ``qtbot`` with PATIENCE_MS, not 5 s, as every wait's default limit."""

    def waitUntil(self, callback: Any, *, timeout: int = PATIENCE_MS) -> None:  # noqa: N802 (Qt's names)
        super().waitUntil(callback, timeout=timeout)

    def waitSignal(self, signal: Any, *, timeout: int = PATIENCE_MS, **kwargs: Any) -> Any:  # noqa: N802
        return super().waitSignal(signal, timeout=timeout, **kwargs)

    def waitSignals(self, signals: Any, *, timeout: int = PATIENCE_MS, **kwargs: Any) -> Any:  # noqa: N802
        return super().waitSignals(signals, timeout=timeout, **kwargs)

    def waitExposed(self, widget: Any, *, timeout: int = PATIENCE_MS) -> Any:  # noqa: N802
        return super().waitExposed(widget, timeout=timeout)

    def waitActive(self, widget: Any, *, timeout: int = PATIENCE_MS) -> Any:  # noqa: N802
        return super().waitActive(widget, timeout=timeout)

    def waitCallback(self, *, timeout: int = PATIENCE_MS, **kwargs: Any) -> Any:  # noqa: N802
        return super().waitCallback(timeout=timeout, **kwargs)


@pytest.fixture(scope="session")
def qapp_cls() -> type:
    """pytest-qt's ``qapp`` is the game's own application (``python -m canfield`` makes one)."""
    from canfield.ui.shell.application import Application

    return Application


@pytest.fixture
def qtbot(qapp, request: pytest.FixtureRequest) -> QtBot:
    """pytest-qt's qtbot, patient (PatientQtBot)."""
    return PatientQtBot(request)


@pytest.fixture(autouse=True)
def canfield_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point ``CANFIELD_HOME`` at a fresh empty folder for every test; the folder."""
    home = tmp_path_factory.mktemp("canfield-home")
    monkeypatch.setenv("CANFIELD_HOME", str(home))
    return home


@pytest.fixture(autouse=True)
def no_bare_qt_application():
    """Fail the test that leaves a Qt application other than a ``QApplication`` in this process.

    pytest-qt's ``qapp`` takes whatever application exists, and every later ``QWidget`` then aborts
    the whole process ("Must construct a QApplication before a QWidget"): under xdist a worker died in
    ``QMainWindow()`` tests after the one at fault (packaging's icon renderer made a QGuiApplication).
    A test that needs Qt without widgets asks for ``qapp`` first.
    """
    yield
    core = sys.modules.get("PySide6.QtCore")  # Qt never imported: nothing to check, nothing to import
    app = core.QCoreApplication.instance() if core is not None else None
    widgets = sys.modules.get("PySide6.QtWidgets")
    if app is not None and (widgets is None or not isinstance(app, widgets.QApplication)):
        app.shutdown()  # gone, so that the next test's qapp makes a QApplication and the worker lives on
        pytest.fail(f"this test left a {type(app).__name__}, not a QApplication: ask for the qapp fixture first")
