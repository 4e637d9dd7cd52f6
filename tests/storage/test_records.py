"""Game records (issue 41): the PGN-like text, its refusals, and the records file kept like the statistics."""

from __future__ import annotations

import json
import random

import pytest

from canfield.engine import COLUMNS, FOUNDATIONS, PILE_NAMES, RULE_SETS, Game, Move
from canfield.storage import Storage
from canfield.storage import record_format as fmt
from canfield.storage import records as rec
from canfield.storage.records import GameRecord, RecordError

from .helpers import WON_CODE, full_disk, kept_aside, played, won_line, write_text

DATE = "2026-12-07T14:30:15Z"


def random_game(seed: int, moves: int | None = None) -> Game:
    """A game of random legal moves (undo now and then: the record keeps the line on the table only)."""
    rng = random.Random(seed)
    rules = RULE_SETS[rng.choice(["canfield", "strict", "classic"])]
    game = Game(rng.randrange(26**7), rules.with_draw(rng.choice(rules.draws)))
    for _ in range(moves if moves is not None else rng.randrange(0, 250)):
        if game.is_won:
            break
        if game.can_undo and rng.random() < 0.05:
            game.undo()
        else:
            game.play(rng.choice(game.legal_moves()))
    return game


def piles(game: Game) -> dict[str, tuple]:
    return {name: game.pile(name) for name in PILE_NAMES}


def refusal(text: str) -> RecordError:
    with pytest.raises(RecordError) as caught:
        rec.load(text)
    return caught.value


def sample() -> str:
    return GameRecord.of_game(played(60), DATE, stake=50, seconds=12.5, undos=2, game_id="abc").to_text()


# ----- the text ---------------------------------------------------------------------------------------
def test_records_of_random_games_read_back_to_the_same_game() -> None:
    for seed in range(120):
        game = random_game(seed)
        record = GameRecord.of_game(game, DATE, play=rec.DEMO if seed % 7 == 0 else rec.OWN, game_id=f"g{seed}")
        back, replayed = rec.load(record.to_text())
        assert back == record
        assert replayed.line == game.line
        assert piles(replayed) == piles(game)
        assert (replayed.score, replayed.is_won) == (game.score, game.is_won)


def test_a_won_game_with_every_move_reads_back_won() -> None:
    game = played(len(won_line()))
    assert game.is_won
    text = GameRecord.of_game(game, DATE, game_id="w").to_text()
    assert '[Result "won"]' in text and text.rstrip().endswith("won")
    record, again = rec.load(text)
    assert again.is_won and record.moves == tuple(won_line())


def test_the_text_is_tags_then_numbered_moves_then_the_result() -> None:
    lines = sample().splitlines()
    assert lines[:5] == [
        '[Format "1"]',
        f'[Code "{WON_CODE}"]',
        '[Rules "canfield"]',
        f'[Date "{DATE}"]',
        '[Result "ended"]',
    ]
    assert '[Stake "50"]' in lines and '[Moves "60"]' in lines
    first = lines.index("") + 1
    assert lines[first].startswith("1. ") and lines[first + 1].startswith("11. ")
    assert lines[first].split()[1:] == [str(m) for m in won_line()[:10]]
    assert lines[-1] == "ended"


def test_unknown_tags_are_kept_and_ignored() -> None:
    text = sample().replace('[Rules "canfield"]', '[Rules "canfield"]\n[Event "Club night \\"B\\""]\n[Site "home"]')
    record, game = rec.load(text)
    assert record.extra == (("Event", 'Club night "B"'), ("Site", "home"))
    assert game.moves_made == 60
    again = rec.load(record.to_text())[0]
    assert again.extra == record.extra


def test_a_hand_written_record_reads() -> None:
    first, second = won_line()[:2]
    text = f'[Format "1"]\n[Code "cf1-d3-aaaaacl"]\n[Rules "canfield"]\n[Result "*"]\n\n{first}   {second}\r\n*'
    record, game = rec.load(text)
    assert record.code == WON_CODE and record.moves == (first, second)
    assert game.moves_made == 2


@pytest.mark.parametrize(
    ("change", "line", "words"),
    [
        (('[Code "CF1-D3-AAAAACL"]', '[Code "CF9-D3-AAAAACL"]'), 2, "the tag Code cannot be CF9-D3-AAAAACL"),
        (('[Rules "canfield"]', '[Rules "spider"]'), 3, "the tag Rules cannot be spider"),
        (('[Format "1"]', '[Format "2"]'), 1, "from a newer version of Canfield"),
        (('[Result "ended"]', '[Result "won"]'), 18, "the moves end with ended, but the Result tag says won"),
        (("\nended\n", "\nwon\n"), 18, "the moves end with won, but the Result tag says ended"),
        (("11. ", "12. "), 13, "move number 12 is out of place: move 11 comes next"),
        (('[Moves "60"]', '[Moves "61"]'), 0, "the record holds 60 moves, but its Moves tag says 61"),
        (('[Code "CF1-D3-AAAAACL"]\n', ""), 0, "the record has no Code tag"),
        (('[Stake "50"]', '[Stake "-5"]'), 6, "the tag Stake cannot be -5"),
        (('[Stake "50"]', '[Stake "50"]\n[Stake "60"]'), 7, "the tag Stake is given twice"),
        (('[Id "abc"]', "[Id abc]"), 9, "this is not a tag line"),
        (("stock>wastex3", "stock>wastex300", 1), 12, "stock>wastex300 is not a move"),
        (("stock>wastex3", "c9>c1", 1), 12, "c9>c1 is not a move"),
        (("ended\n", "ended\nwon\n"), 19, "there is text after the result mark"),
    ],
)
def test_a_record_that_does_not_read_is_refused_with_its_line_and_why(change, line, words) -> None:
    old, new, *count = change
    text = sample()
    assert old in text
    error = refusal(text.replace(old, new, *count))
    assert error.line == line
    assert words.lower() in rec.say(error).lower()
    assert rec.say(error).startswith(f"Line {line}: " if line else error.sentence[:1].upper())


def test_an_illegal_move_is_refused_with_its_number_line_and_the_rules_reason() -> None:
    text = sample()
    moves = won_line()
    lines = text.split("\n")
    third_row = lines.index("") + 3  # moves 21-30
    row = lines[third_row].split(" ")
    assert row[0] == "21." and row[2] == str(moves[21])
    row[2] = "c1>c2"
    lines[third_row] = " ".join(row)
    error = refusal("\n".join(lines))
    assert error.line == third_row + 1
    message = rec.say(error)
    assert message.startswith(f"Line {third_row + 1}: move 22 (c1>c2) cannot be played: ")
    assert "column" in message or "cannot" in message.split(": ", 2)[2]
    assert "move 22" in rec.say(error, lang="ru") and "c1>c2" in rec.say(error, lang="ru")


def test_a_record_that_claims_a_win_it_does_not_reach_is_refused() -> None:
    text = sample().replace('[Result "ended"]', '[Result "won"]').replace("\nended\n", "\nwon\n")
    assert "the moves do not bring every card home" in rec.say(refusal(text))
    won = GameRecord.of_game(played(len(won_line())), DATE).to_text()
    assert "but the moves win the game" in rec.say(
        refusal(won.replace('"won"', '"ended"').replace("\nwon\n", "\nended\n"))
    )


def test_every_cut_short_text_is_refused_never_half_read() -> None:
    text = GameRecord.of_game(played(25), DATE, game_id="cut").to_text()
    whole = len(text.rstrip())
    for end in range(whole):
        with pytest.raises(RecordError):
            rec.load(text[:end])
    assert rec.load(text[:whole])[1].moves_made == 25


@pytest.mark.parametrize(
    "text",
    [
        "",
        "\x00" * 10,
        '[Format "1"]\x1b[2J\n',
        '\u202e[Format "1"]',
        '[Format "1"]\n' + "x" * 100_000,
        "".join(f'[T{i} "v"]\n' for i in range(1000)),
        '[Format "1"]\n[Code "' + "A" * 5000 + '"]',
        sample().replace("stock>wastex3", "stock>wastex" + "9" * 5000, 1),
        sample().replace("reserve>f1", "reserve>f1\x07", 1),
        "A" * (fmt.MAX_CHARS + 1),
        sample().replace("11. ", "99999999999999999999999. "),
        "\n".join(['[Format "1"]', '[Code "CF1-D3-AAAAACL"]', '[Rules "canfield"]', '[Result "*"]', ""])
        + "stock>wastex3 " * (fmt.MAX_MOVES + 1)
        + "*",
    ],
)
def test_hostile_text_is_refused(text) -> None:
    error = refusal(text)
    message = rec.say(error)
    assert message and "\x1b" not in message and "\u202e" not in message and len(message) < 400


def test_a_casino_game_keeps_its_stake_and_a_replayed_game_where_it_began() -> None:
    game = Game.from_code(WON_CODE, "classic")
    for move in game.legal_moves()[:1]:
        game.play(move)
    record = GameRecord.of_game(game, DATE, play=rec.REPLAYED, stake=50, start=1)
    back = rec.load(record.to_text())[0]
    assert (back.stake, back.play, back.start, back.rules) == (50, rec.REPLAYED, 1, "classic")


# ----- the records file ------------------------------------------------------------------------
def test_every_game_that_ends_is_recorded_with_its_moves(canfield_home) -> None:
    store = Storage()
    game = played(40)
    store.end_game(game, 61.0, 3)
    demo = played(12)
    store.end_game(demo, 9.0, 0, own_win=False)
    store.end_game(played(0), 0.0, 0)  # no move: not a game, not recorded
    kept = Storage().records()
    assert [r.tag("Moves") for r in kept] == ["12", "40"]  # newest first
    assert kept[0].tag("Play") == "demo" and kept[1].tag("Play") == ""
    record, replayed = rec.load(kept[1].text)
    assert record.moves == game.line and piles(replayed) == piles(game)
    assert (record.seconds, record.undos, record.result) == (61.0, 3, rec.ENDED)
    assert record.game_id == store.stats.recent[-2].game_id  # Recent Games names the same game


def test_the_game_in_progress_has_a_record_too(canfield_home) -> None:
    store = Storage()
    game = played(30)
    record = store.record_of(game, 20.0, 1)
    assert record.result == fmt.IN_PROGRESS
    assert rec.load(record.to_text())[1].line == game.line
    store.end_game(game, 25.0, 1)
    assert store.records()[0].game_id == record.game_id  # the same game, ended now


def test_the_records_are_bounded_and_can_be_deleted(canfield_home, monkeypatch) -> None:
    monkeypatch.setattr(rec, "RECORD_LIMIT", 5)
    store = Storage()
    for n in range(8):
        store.end_game(played(n + 1), 1.0, 0)
    kept = store.records()
    assert [r.tag("Moves") for r in kept] == ["8", "7", "6", "5", "4"]
    assert store.delete_record(kept[1].game_id)
    assert [r.tag("Moves") for r in Storage().records()] == ["8", "6", "5", "4"]
    assert store.delete_records()
    assert Storage().records() == []
    assert json.loads((canfield_home / "game-records.json").read_text()) == {"version": 1, "records": []}


def test_a_game_recorded_again_after_a_crash_is_kept_once(canfield_home) -> None:
    store = Storage()
    saved = played(20)
    assert store.save_game(saved, 10.0, 0)
    resumed = Storage().load_game()
    assert resumed is not None
    # The record was written, then the window died before the statistics: the game comes back.
    Storage()._keep_record(Storage()._record_of(resumed.game, rec_result(resumed)))
    again = Storage()
    back = again.load_game()
    assert back is not None
    back.game.play(back.game.legal_moves()[0])
    again.end_game(back.game, 30.0, 0)
    kept = Storage().records()
    assert len(kept) == 1 and kept[0].tag("Moves") == "21"


def rec_result(saved):
    from canfield.storage import GameResult

    result = GameResult.from_game(saved.game, saved.elapsed, saved.undos, saved.casino, saved.game_id)
    assert result is not None
    return result


def test_a_damaged_records_file_is_set_aside_with_a_notice(canfield_home) -> None:
    path = canfield_home / "game-records.json"
    write_text(path, '{"version": 1, "records": [')
    store = Storage()
    store.end_game(played(10), 5.0, 0)
    problems = store.take_problems()
    assert any("game records file was damaged" in p for p in problems)
    assert len(kept_aside(path)) == 1
    assert [r.tag("Moves") for r in Storage().records()] == ["10"]


def test_a_damaged_entry_loses_only_itself(canfield_home) -> None:
    store = Storage()
    store.end_game(played(10), 5.0, 0)
    path = canfield_home / "game-records.json"
    data = json.loads(path.read_text())
    data["records"] += [42, "[Format nonsense", data["records"][0].replace("abc", "x")]
    path.write_text(json.dumps(data))
    store = Storage()
    assert len(store.records()) == 1
    assert any("Some of your game records could not be read" in p for p in store.take_problems())
    assert len(kept_aside(path)) == 1


def test_a_records_file_from_a_newer_version_is_kept_aside(canfield_home) -> None:
    path = canfield_home / "game-records.json"
    write_text(path, json.dumps({"version": 2, "records": []}))
    store = Storage()
    assert store.records() == []
    assert any("newer version" in p for p in store.take_problems())
    assert len(kept_aside(path, "newer")) == 1


def test_a_record_that_cannot_be_written_waits_for_the_next_write(canfield_home, monkeypatch) -> None:
    store = Storage()
    with full_disk(monkeypatch):
        store.end_game(played(10), 5.0, 0)
        assert any("record of your last game could not be saved" in p for p in store.take_problems())
        assert [r.tag("Moves") for r in store.records()] == ["10"]  # shown: this window still has it
    assert store.save_game(played(3), 1.0, 0)  # the next save writes it
    assert [r.tag("Moves") for r in Storage().records()] == ["10"]


def test_columns_and_foundations_in_the_notation_are_the_engines() -> None:
    # The notation is the engine's own Move.__str__/parse: every pile name reads back.
    for source in (*COLUMNS, *FOUNDATIONS, "reserve", "waste"):
        for target in (*COLUMNS, *FOUNDATIONS):
            move = Move(source, target, 2)
            assert Move.parse(str(move)) == move


def test_a_record_the_full_file_cannot_take_waits_in_a_small_file_for_next_start(canfield_home, monkeypatch) -> None:
    from canfield.storage import store as store_module

    real = store_module.write_json_atomic

    def no_room_for_the_big_file(path, data, compact=False, cache=None):
        if path.name == "game-records.json":  # a full disk: a new copy of the whole file does not fit
            raise OSError(28, "No space left on device")
        real(path, data, compact, cache)

    store = Storage()
    store.end_game(played(5), 1.0, 0)
    with monkeypatch.context() as patch:
        patch.setattr(store_module, "write_json_atomic", no_room_for_the_big_file)
        store.end_game(played(10), 5.0, 0)
    waiting = json.loads((canfield_home / "unrecorded-game-records.json").read_text())
    assert len(waiting["records"]) == 1
    # The window is killed now; the next start adds the waiting record to the file, once.
    later = Storage()
    assert [r.tag("Moves") for r in later.records()] == ["10", "5"]
    assert not (canfield_home / "unrecorded-game-records.json").exists()
    assert len(json.loads((canfield_home / "game-records.json").read_text())["records"]) == 2
