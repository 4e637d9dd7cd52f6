"""The command line: --code, --profile, --version, --smoke-test, bad codes."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from canfield import __version__
from canfield.__main__ import main, parse_args

ROOT = Path(__file__).resolve().parents[2]


def _run(*args: str, timeout: float = 180) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    return subprocess.run(
        [sys.executable, "-m", "canfield", *args], capture_output=True, text=True, timeout=timeout, env=env
    )


def test_bad_code_prints_a_clear_error_and_exits_non_zero(capsys):
    assert main(["--code", "CF1-D4-AAAAAAA"]) == 2
    err = capsys.readouterr().err
    assert "CF1-D3-AAAAACL" in err and "D1 or D3" in err


def test_a_bad_code_is_explained_in_the_system_language(capsys, monkeypatch):
    monkeypatch.setenv("LANGUAGE", "ru")
    assert main(["--code", "XYZ"]) == 2
    assert "«XYZ» — не код игры." in capsys.readouterr().err


def test_code_not_allowed_by_profile_is_refused(capsys):
    assert main(["--code", "CF1-D1-AAAAACL", "--profile", "strict"]) == 2
    assert "draw 3" in capsys.readouterr().err


def test_arguments_are_read():
    args = parse_args(["--code", "cf1-d1-aaaaacl", "--profile", "classic"])
    assert args.code == "cf1-d1-aaaaacl" and args.profile == "classic" and not args.smoke_test


def test_unknown_profile_is_refused():
    with pytest.raises(SystemExit) as exc:
        parse_args(["--profile", "nope"])
    assert exc.value.code != 0


def test_version_in_a_subprocess():
    result = _run("--version")
    assert result.returncode == 0 and result.stdout.strip() == f"canfield {__version__}"


def test_smoke_test_opens_the_deal_and_quits_cleanly():
    result = _run("--smoke-test", "--code", "CF1-D3-AAAAACL")
    assert result.returncode == 0, result.stderr


def test_window_opens_straight_into_the_code(qtbot):
    from canfield.ui.shell.window import MainWindow

    win = MainWindow(code=" cf1-d1-aaaaacl ", profile="canfield")
    qtbot.addWidget(win)
    assert win.controller.game.code == "CF1-D1-AAAAACL" and win.controller.game.draw == 1


def test_code_follows_the_default_profile_when_it_can(qtbot, tmp_path):
    from canfield.storage import Storage
    from canfield.ui.shell.window import MainWindow

    store = Storage(tmp_path)
    store.settings.default_profile = "strict"
    win = MainWindow(code="CF1-D3-AAAAACL", storage=store)
    qtbot.addWidget(win)
    assert win.controller.game.rules.name == "strict"
    win = MainWindow(code="CF1-D1-AAAAACL", storage=store)  # strict has no draw 1: Canfield rules
    qtbot.addWidget(win)
    assert win.controller.game.rules.name == "canfield" and win.controller.game.draw == 1
    with pytest.raises(ValueError):
        MainWindow(code="nonsense", storage=store)


# What --help says in each language: the .ts translations, read apart from the code that looks them up.
HELP_LINES = ("usage: ", "options:", "show this help and quit", "open this deal, e.g. CF1-D3-AAAAACL")


def _help(capsys) -> str:
    with pytest.raises(SystemExit) as exc:
        main(["--help"])
    assert exc.value.code == 0
    return capsys.readouterr().out


def _expected(lang: str) -> list[str]:
    from tests.i18n.qt_strings import read_ts
    from tests.i18n.test_translations import ts_path

    _, messages = read_ts(ts_path(lang))
    found = {m.source: m.forms[0] for m in messages if m.context == "CommandLine"}
    return [found[line] for line in HELP_LINES]


@pytest.mark.parametrize("lang", ["ar", "ro", "ru", "hy"])
def test_help_is_in_the_game_s_language_setting(lang, capsys, monkeypatch, private_home):
    """Translations review X-n1: ``canfield --help`` was English in every language."""
    monkeypatch.setenv("LANGUAGE", "en")  # the setting wins over the system
    (private_home / "settings.json").write_text(f'{{"version": 1, "language": "{lang}"}}', encoding="utf-8")
    out = _help(capsys)
    assert [line for line in _expected(lang) if line not in out] == []
    assert [line for line in HELP_LINES if line in out] == []  # no English left (argparse's "usage:" included)


@pytest.mark.parametrize("lang", ["ar", "ro", "ru", "hy"])
def test_help_is_in_the_system_s_language_without_a_setting(lang, capsys, monkeypatch):
    monkeypatch.setenv("LANGUAGE", lang)
    monkeypatch.setenv("LANG", f"{lang}_XX.UTF-8")
    out = _help(capsys)
    assert [line for line in _expected(lang) if line not in out] == []
    assert "show this help" not in out


def test_help_is_english_for_an_english_setting_on_a_russian_system(capsys, monkeypatch, private_home):
    monkeypatch.setenv("LANGUAGE", "ru")
    (private_home / "settings.json").write_text('{"version": 1, "language": "en"}', encoding="utf-8")
    out = _help(capsys)
    assert [line for line in HELP_LINES if line not in out] == []


def test_a_command_line_error_is_framed_in_the_setting_s_language(capsys, private_home):
    (private_home / "settings.json").write_text('{"version": 1, "language": "ru"}', encoding="utf-8")
    with pytest.raises(SystemExit) as exc:
        parse_args(["--profile", "nope"])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("использование: canfield ") and "canfield: ошибка: " in err
