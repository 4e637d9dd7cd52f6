"""Shared fixtures: no test ever reads or writes the real home folder.

Also how the suite runs in parallel: scripts/test.sh runs pytest-xdist with ``--dist loadgroup``, and
the tests named in XDIST_GROUPS run on one worker, one after another (pytest_xdist_make_scheduler).
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
}
"""Test file (or test) -> the xdist group its tests share."""


def xdist_group(nodeid: str) -> str | None:
    """The XDIST_GROUPS group of a test, by its file or its function (parameters aside); None if none."""
    file, _, name = nodeid.partition("::")
    return XDIST_GROUPS.get(file) or XDIST_GROUPS.get(f"{file}::{name.split('[')[0]}")


@pytest.hookimpl(optionalhook=True)  # a pytest-xdist hook: plain pytest does without
def pytest_xdist_make_scheduler(config: pytest.Config, log):
    """``--dist loadgroup`` with the groups of XDIST_GROUPS: each group is one unit of work, and so is
    each test folder's rest. (pytest-xdist 3.8 reads ``xdist_group`` marks by rewriting node ids, which pytest 9
    no longer takes, so with marks alone every test would be scheduled on its own.)"""
    if config.getvalue("dist") != "loadgroup":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class GroupScheduling(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            # Outside the groups, one unit per test folder (tests/ui, tests/solver, ...): each worker then
            # runs whole folders in the order a plain pytest run does. Single tests of every folder mixed
            # in each worker aborted a worker in QMainWindow() late in two runs (Qt's message swallowed
            # by pytest-qt); tests/ui, tests/i18n and tests/play alone on three workers did not.
            return xdist_group(nodeid) or nodeid.split("::")[0].rsplit("/", 1)[0]

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
