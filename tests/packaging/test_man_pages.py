"""The .deb's man pages as packaging/linux/debdocs.py writes them with help2man, from each command's
--help run from the checkout (the slow tests in test_deb.py look at the pages of a built .deb).

Needs help2man (scripts/setup.sh installs it with the packaging tools).
"""

from __future__ import annotations

import datetime as dt
import shutil
import sys
from pathlib import Path

import pytest

from .conftest import PACKAGING, ROOT, load

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the .deb is built on Linux")

GiB = 2**30


def _command(folder: Path, name: str, code: str) -> Path:
    """An executable ``folder/name`` that runs ``code`` with this Python on the checkout's canfield."""
    folder.mkdir(parents=True, exist_ok=True)
    program = folder / name
    program.write_text(f'#!/bin/sh\nPYTHONPATH="{ROOT}" exec "{sys.executable}" -c "{code}" "$@"\n')
    program.chmod(0o755)
    return program


def _page(program: Path, section: int) -> str:
    if not shutil.which("help2man"):
        pytest.fail("help2man is missing: scripts/setup.sh installs it (PACKAGING_PACKAGES)")
    debdocs = load("debdocs", PACKAGING / "linux")
    return debdocs.man_page_text(program, program.name, section, "a summary", "0.1.0", dt.date(2026, 1, 1))


def _solver_page(folder: Path, memory: int) -> str:
    """canfield-solve's page, written on a machine with ``memory`` bytes."""
    code = (
        f"import canfield.solver.api as api; api.physical_memory = lambda: {memory}; "
        "from canfield.solver.cli import main; raise SystemExit(main())"
    )
    return _page(_command(folder, "canfield-solve", code), 1)


def test_the_solver_page_carries_no_figure_of_the_machine_that_built_it(tmp_path):
    """The review's F11: --memory's help gave this machine's default ("448 on this machine"), and the
    .deb's page carried the build machine's figure to every reader."""
    small = _solver_page(tmp_path / "small", 1 * GiB)  # a default of 256 MiB
    large = _solver_page(tmp_path / "large", 64 * GiB)  # 448 MiB, the most
    assert small == large
    assert "machine" in small and "on this machine" not in small and "256" not in small
    assert "\\-\\-memory" in small and "448" in small  # the option and its ceiling are still told


def test_each_page_describes_its_command_once(tmp_path):
    """The DESCRIPTION is packaging/linux/man/<name>.h2m's; argparse's one-line description, which
    help2man put after it, no longer stands alone there before the options."""
    game = _page(_command(tmp_path, "canfield", "from canfield.__main__ import main; raise SystemExit(main())"), 6)
    solver = _solver_page(tmp_path / "solver", 8 * GiB)
    for page, h2m_line, help_line in (
        (game, "plays Canfield, also called Demon", "Canfield solitaire."),
        (solver, "tells whether a deal of Canfield can be won", "Or measure a sample of random deals."),
    ):
        description = page[page.index(".SH DESCRIPTION\n") : page.index('.SS "options:"')]
        assert h2m_line in description and help_line not in description, description
        assert "usage:" not in page and ".SH SYNOPSIS\n" in page


def test_the_game_s_page_is_english_whatever_the_builder_s_language(tmp_path, monkeypatch):
    """canfield --help speaks the player's language (issue 38, X-n1): the builder's setting and LANGUAGE
    must not make the .deb's English page Russian."""
    home = tmp_path / "builder"
    home.mkdir()
    (home / "settings.json").write_text('{"version": 1, "language": "ru"}', encoding="utf-8")
    monkeypatch.setenv("CANFIELD_HOME", str(home))
    monkeypatch.setenv("LANGUAGE", "ru")
    game = _page(_command(tmp_path, "canfield", "from canfield.__main__ import main; raise SystemExit(main())"), 6)
    assert "show this help and quit" in game and "справку" not in game
