"""Statistics: the arithmetic over scripted series, modes, casino bankroll, files and damage."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from canfield.engine import RULE_SETS, Game, Rules
from canfield.storage import CASINO_52, HOYLE, MODES, GameResult, ModeStats, Statistics, Storage, files, mode_of
from canfield.storage.stats import RECENT_LIMIT

from .helpers import WON_CODE, kept_aside, played, won_line, write_json, write_text


def result(mode: str = "canfield-d3", won: bool = False, cards: int = 10, **extra: object) -> GameResult:
    values: dict = {"score": 5 * (cards - 1), "seconds": 100.0, "undos": 0, "code": WON_CODE}
    values.update(extra)
    return GameResult(mode=mode, won=won, cards=52 if won else cards, **values)


# W W L W W W L L W, with times, undos and cards chosen so every figure is checkable by hand.
SERIES = [
    result(won=True, seconds=300.0, undos=2, score=255),
    result(won=True, seconds=250.5, undos=0, score=240),
    result(cards=20, seconds=60.0, undos=5),
    result(won=True, seconds=400.0, undos=1, score=255),
    result(won=True, seconds=199.5, undos=0, score=255),
    result(won=True, seconds=500.0, undos=3, score=250),
    result(cards=1, seconds=5.0, undos=0, score=0),
    result(cards=33, seconds=90.0, undos=7),
    result(won=True, seconds=210.0, undos=0, score=255),
]


def test_scripted_series_arithmetic() -> None:
    stats = Statistics()
    for r in SERIES:
        stats.record(r)
    s = stats["canfield-d3"]
    assert (s.played, s.won, s.lost) == (9, 6, 3)
    assert s.win_rate == pytest.approx(6 / 9)
    assert (s.current_streak, s.best_streak) == (1, 3)
    assert s.best_score == 255
    assert s.fastest_win == 199.5
    assert s.total_cards == 6 * 52 + 20 + 1 + 33  # 366
    assert s.average_cards == pytest.approx(366 / 9)
    assert s.best_cards == 52
    assert s.total_time == pytest.approx(2015.0)
    assert s.undos == 18
    assert (s.casino_games, s.bankroll) == (0, 0)
    assert [len(stats.recent), stats.recent[-1]] == [9, SERIES[-1]]
    for other in ("canfield-d1", "strict", "classic"):
        assert stats[other] == ModeStats()


def test_streak_ends_on_a_loss_and_best_is_kept() -> None:
    s = ModeStats()
    for won in (True, True, True, True, False, True, True):
        s.add(result(won=won))
    assert (s.current_streak, s.best_streak) == (2, 4)


def test_empty_mode_has_no_rates() -> None:
    s = ModeStats()
    assert s.win_rate is None
    assert s.average_cards is None
    assert s.fastest_win is None
    assert s.best_score is None


def test_losses_only_have_no_fastest_win() -> None:
    s = ModeStats()
    s.add(result(cards=12, seconds=30.0))
    s.add(result(cards=7, seconds=20.0))
    assert (s.played, s.won, s.win_rate, s.fastest_win, s.best_cards) == (2, 0, 0.0, None, 12)
    assert s.average_cards == 9.5


def test_strict_keeps_cards_not_score() -> None:
    s = ModeStats()
    s.add(result(mode="strict", cards=40, score=40))
    assert s.best_score is None
    assert (s.best_cards, s.total_cards) == (40, 40)


def test_casino_bankroll_on_hoyle_terms() -> None:
    stats = Statistics()
    for cards, casino in ((52, True), (10, True), (11, True), (1, True), (30, False)):
        stats.record(result(mode="classic", won=cards == 52, cards=cards, casino=casino))
    classic = stats["classic"]
    # +450 (500 - 50), 0 (10 x 5 - 50), +5, -45; the fifth game was not played for stakes.
    assert (classic.casino_games, classic.bankroll, classic.played) == (4, 410, 5)


def test_casino_terms() -> None:
    assert [HOYLE.net(n) for n in (1, 9, 10, 51, 52)] == [-45, -5, 0, 205, 450]
    assert [CASINO_52.net(n) for n in (1, 10, 11, 52)] == [-47, -2, 3, 208]
    with pytest.raises(ValueError):
        HOYLE.net(53)


def test_store_uses_its_casino_terms() -> None:
    store = Storage()
    store.casino_terms = CASINO_52
    store.record_game(result(mode="classic", won=True, casino=True))
    assert store.stats["classic"].bankroll == 208


@pytest.mark.parametrize(
    "bad",
    [
        {"mode": "klondike"},
        {"won": True, "cards": 51},
        {"cards": 53},
        {"seconds": -1.0},
        {"seconds": float("nan")},
        {"undos": -1},
        {"score": 10**12 + 1},  # past what the statistics file may hold (reliability 6 of issue 38)
        {"casino": True},  # casino stakes are for the classic profile only
        {"won": 1},
    ],
)
def test_impossible_results_are_refused(bad: dict) -> None:
    values = {"mode": "canfield-d3", "won": False, "cards": 10, "score": 45, "seconds": 1.0, "undos": 0}
    values.update(bad)
    with pytest.raises(ValueError):
        GameResult(**values)


def test_modes_of_rule_sets() -> None:
    assert mode_of(RULE_SETS["canfield"].with_draw(1)) == "canfield-d1"
    assert mode_of(RULE_SETS["canfield"]) == "canfield-d3"
    assert mode_of(RULE_SETS["strict"]) == "strict"
    assert mode_of(RULE_SETS["classic"]) == "classic"
    assert mode_of(RULE_SETS["paper-partial"]) is None
    assert mode_of(Rules(undo_limit=5)) is None  # a home-made variant is not one of the four modes


def test_game_counts_once_a_move_is_made() -> None:
    game = Game.from_code(WON_CODE)
    assert GameResult.from_game(game, 3.0, 0) is None
    game.play(won_line()[0])
    r = GameResult.from_game(game, 12.5, 0)
    assert r is not None
    assert (r.mode, r.won, r.cards, r.score, r.seconds, r.code) == ("canfield-d3", False, 1, 0, 12.5, WON_CODE)
    game.undo()
    assert game.moves_made == 0
    assert GameResult.from_game(game, 13.0, 1) is not None  # played, even if taken back


def test_won_game_result() -> None:
    game = played(len(won_line()))
    assert game.is_won
    r = GameResult.from_game(game, 600.0, 4)
    assert r is not None
    assert (r.won, r.cards, r.score, r.undos) == (True, 52, 255, 4)


def test_casino_flag_only_sticks_to_classic() -> None:
    assert GameResult.from_game(played(3), 1.0, 0, casino=True).casino is False  # type: ignore[union-attr]
    classic = played(2, profile="classic")
    assert GameResult.from_game(classic, 1.0, 0, casino=True).casino is True  # type: ignore[union-attr]


def test_recent_log_is_capped() -> None:
    stats = Statistics()
    for n in range(RECENT_LIMIT + 7):
        stats.record(result(cards=1 + n % 50))
    assert len(stats.recent) == RECENT_LIMIT
    assert stats.recent[0].cards == 1 + 7 % 50
    assert stats["canfield-d3"].played == RECENT_LIMIT + 7


# ----- on disk ---------------------------------------------------------------------


def record_series(store: Storage) -> None:
    for r in SERIES:
        assert store.record_game(r) is True
    store.record_game(result(mode="classic", won=True, casino=True, seconds=321.0))
    store.record_game(result(mode="strict", cards=40, score=40, seconds=77.25, undos=9))
    store.record_game(result(mode="canfield-d1", cards=13, seconds=12.0))


def test_round_trip(canfield_home: Path) -> None:
    store = Storage()
    record_series(store)
    again = Storage()
    assert again.stats == store.stats
    assert again.take_problems() == []
    data = json.loads((canfield_home / "statistics.json").read_text(encoding="utf-8"))
    assert data["version"] == 1
    assert set(data["modes"]) == set(MODES)


def test_end_game_records_and_clears(canfield_home: Path) -> None:
    store = Storage()
    game = played(len(won_line()))
    store.save_game(game, 100.0, 0)
    recorded = store.end_game(game, 640.0, 2)
    assert recorded is not None and recorded.won
    assert not (canfield_home / "saved-game.json").exists()
    s = Storage().stats["canfield-d3"]
    assert (s.played, s.won, s.best_score, s.fastest_win, s.undos) == (1, 1, 255, 640.0, 2)


def test_abandoning_records_not_won() -> None:
    store = Storage()
    assert store.end_game(played(40), 99.0, 1) is not None
    assert store.end_game(Game.from_code(WON_CODE), 5.0, 0) is None  # no move made: not counted
    s = Storage().stats["canfield-d3"]
    assert (s.played, s.won, s.current_streak) == (1, 0, 0)


def test_reset_stats(canfield_home: Path) -> None:
    store = Storage()
    record_series(store)
    assert store.reset_stats() is True
    assert store.stats == Statistics()
    assert Storage().stats == Statistics()


@pytest.mark.parametrize("text", ['{"version": 1, "modes": {"canfield-d3": {"played": 4', "{]", "null", '"text"'])
def test_damaged_file_gives_empty_stats_and_a_kept_copy(canfield_home: Path, text: str) -> None:
    path = canfield_home / "statistics.json"
    write_text(path, text)
    store = Storage()
    assert store.stats == Statistics()
    (copy,) = kept_aside(path)
    assert copy.read_text(encoding="utf-8") == text
    (problem,) = store.take_problems()
    assert "statistics file was damaged" in problem and copy.name in problem


def test_truncated_real_file(canfield_home: Path) -> None:
    record_series(Storage())
    path = canfield_home / "statistics.json"
    path.write_bytes(path.read_bytes()[:-40])
    store = Storage()
    assert store.stats == Statistics()
    assert len(kept_aside(path)) == 1


def test_wrong_types_keep_every_readable_field(canfield_home: Path) -> None:
    store = Storage()
    record_series(store)
    path = canfield_home / "statistics.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["modes"]["canfield-d3"]["undos"] = "eighteen"  # one field: only it is reset
    data["modes"]["strict"]["won"] = 5  # more wins than games: the mode cannot be trusted
    data["recent"][0]["cards"] = "ten"  # one bad line of the log
    write_json(path, data)
    again = Storage()
    assert again.stats["canfield-d3"] == replace(store.stats["canfield-d3"], undos=0)
    assert again.stats["strict"] == ModeStats()
    assert again.stats["classic"] == store.stats["classic"]
    assert again.stats.recent == store.stats.recent[1:]
    (problem,) = again.take_problems()
    for label in ("Canfield, draw 3", "Strict", "recent games"):
        assert label in problem
    assert "Classic" not in problem
    assert len(kept_aside(path)) == 1
    # What was kept is on disk again, so the next start is quiet.
    third = Storage()
    assert third.stats == again.stats
    assert third.take_problems() == []


def test_modes_of_the_wrong_type(canfield_home: Path) -> None:
    write_json(canfield_home / "statistics.json", {"version": 1, "modes": [1, 2, 3]})
    store = Storage()
    assert store.stats == Statistics()
    assert len(store.take_problems()) == 1


def test_future_version(canfield_home: Path) -> None:
    path = canfield_home / "statistics.json"
    write_json(path, {"version": 3, "modes": {"classic": {"played": 2, "won": 1, "best_streak": 1}}, "badges": []})
    store = Storage()
    assert (store.stats["classic"].played, store.stats["classic"].won) == (2, 1)
    (copy,) = kept_aside(path, "newer")
    assert json.loads(copy.read_text(encoding="utf-8"))["version"] == 3
    (problem,) = store.take_problems()
    assert "newer version" in problem


def test_failed_write_keeps_figures_in_memory_and_says_so_once(tmp_path: Path) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where the folder should be")
    store = Storage(blocker / "home")
    store.take_problems()
    assert store.record_game(result(won=True)) is False
    assert store.record_game(result()) is False
    assert store.stats["canfield-d3"].played == 2
    (problem,) = (p for p in store.take_problems() if "statistics" in p)
    assert "statistics could not be saved" in problem


def test_unreadable_stats_are_not_overwritten(canfield_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = canfield_home / "statistics.json"
    path.write_text('{"version": 1}')
    real = files._read_regular

    def refused(target: Path) -> bytes | None:
        if Path(target).name == path.name:
            raise PermissionError(13, "Permission denied")  # as for another user's file (root reads anything)
        return real(target)

    monkeypatch.setattr(files, "_read_regular", refused)
    store = Storage()
    (problem,) = store.take_problems()
    assert "could not be read" in problem
    assert store.record_game(result()) is False
    assert path.read_text() == '{"version": 1}'
    assert store.take_problems() == []
    monkeypatch.setattr(files, "_read_regular", real)  # readable again: the game waited beside it
    assert Storage().stats["canfield-d3"].played == 1


def test_a_demo_finished_game_is_played_not_won_and_sets_no_record() -> None:
    stats = ModeStats()
    stats.add(result(won=True, seconds=300.0, score=255))
    stats.add(result(cards=52, score=255, demo=True))  # the demo brought all 52 home
    assert (stats.played, stats.won, stats.demo_games, stats.current_streak) == (2, 1, 1, 0)
    assert stats.best_score == 255 and stats.best_cards == 52 and stats.average_cards == 52.0
    assert stats.total_time == 300.0 and stats.consistent()
    with pytest.raises(ValueError):
        result(won=True, demo=True)  # a demo game is never the player's win
    back, clean = ModeStats.from_dict(json.loads(json.dumps(stats.__dict__)))
    assert clean and back == stats
    old, clean = ModeStats.from_dict({k: v for k, v in stats.__dict__.items() if k != "demo_games"})
    assert clean and old.demo_games == 0  # a file from before the field reads as it was


def test_the_store_records_a_demo_win_as_the_demos(tmp_path) -> None:
    store = Storage(tmp_path)
    game = Game.from_code(WON_CODE)
    for move in won_line():
        game.play(move)
    recorded = store.end_game(game, 120.0, 0, own_win=False)
    assert recorded is not None and recorded.demo and not recorded.won
    figures = Storage(tmp_path).stats[recorded.mode]
    assert (figures.played, figures.won, figures.demo_games, figures.best_score) == (1, 0, 1, None)
