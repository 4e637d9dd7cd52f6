"""Finish is offered as soon as sending tops home and turning the stock win (issue 38, player review N1).

Finish used to wait for an empty stock and waste: along 36 winning lines it never came before the
last card in 15. Now :func:`finish_line` searches send-home moves and stock clicks. Checked along
winning lines of every profile and draw (the solver's, ``tests/play/data/won_lines.txt``, made by
``benchmarks/finish_offer.py --make-lines``, and the seed deal's), against the solver where it says
yes and against a plain search over :class:`Game` copies where it says no.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from canfield.engine import ALL_CARDS, COLUMNS, FOUNDATIONS, PILE_NAMES, RESERVE, STOCK, WASTE, Card, Game, Move, Suit
from canfield.engine.rules import PROFILES
from canfield.play.finish import finish_line
from canfield.solver import Outcome, solve
from tests.engine.positions import position

DATA = Path(__file__).parents[1] / "data"
Line = tuple[str, str, list[Move]]


#: The review's case (CF1-D3-YPEAYYW): one card left in the stock (3♥), every other card free in order.
STOCK_ENDGAME = dict(
    base="AS",
    f1="AS",
    f2="AH 2H",
    f3="AD 2D",
    f4=" ".join(f"{r}C" for r in "A23456789TJQK"),
    c1="KS QS JS TS 9S 8S 7S 6S 5S",
    c2="4S 3D 2S",
    c3="KD QD JD TD 9D 8D 7D 6D 5D 4D 3S",
    c4="KH QH JH TH 9H 8H 7H 6H 5H 4H",
    stock="3H",
)


def _lines() -> list[Line]:
    """(rules, code, moves) of every winning line the project keeps."""
    seed = [Move.parse(t) for t in (DATA / "won_line_AAAAACL.txt").read_text().split()]
    games: list[Line] = [("canfield", "CF1-D3-AAAAACL", seed)]
    for text in (Path(__file__).parent / "data" / "won_lines.txt").read_text().splitlines():
        rules, code, *moves = text.split()
        games.append((rules, code, [Move.parse(m) for m in moves]))
    return games


LINES = _lines()


def _positions(rules: str, code: str, line: list[Move]) -> list[Game]:
    """Every position along a winning line, before each move."""
    game, found = Game.from_code(code, rules), []
    for move in line:
        found.append(game.copy())
        game.play(move)
    assert game.is_won
    return found


def _is_send_home_or_click(move: Move) -> bool:
    """A top card of the reserve, a column or the waste to a foundation, or a stock click (turn or recycle)."""
    home = move.target in FOUNDATIONS and move.source in (RESERVE, WASTE, *COLUMNS)
    return home or STOCK in (move.source, move.target)


def brute_force_wins(game: Game) -> bool:
    """Whether send-home moves and stock clicks alone win: every such legal move, on game copies."""
    seen, todo = set(), [game.scratch()]
    while todo:
        trial = todo.pop()
        if trial.is_won:
            return True
        key = tuple(trial.pile(name) for name in PILE_NAMES)
        if key in seen:
            continue
        seen.add(key)
        for move in filter(_is_send_home_or_click, trial.legal_moves()):
            child = trial.scratch()
            child.play(move)
            todo.append(child)
    return False


def old_rule(game: Game) -> bool:
    """Finish before issue 38: the stock and waste empty, and the rest goes home."""
    return not game.pile(STOCK) and not game.pile(WASTE) and brute_force_wins(game)


def _plays_to_a_win(game: Game, line: list[Move]) -> bool:
    trial = game.copy()
    for move in line:
        assert _is_send_home_or_click(move), move
        trial.play(move)
    return trial.is_won


def test_the_lines_cover_every_profile_and_draw() -> None:
    sets = {(rules, code[5]) for rules, code, _ in LINES}
    assert sets >= {(name, "3") for name in PROFILES} | {("canfield", "1")}


def test_finish_comes_with_a_card_still_in_the_stock() -> None:
    """The review's case (CF1-D3-YPEAYYW): stock 1 card, then waste 3♥, everything free: Finish stayed grey."""
    game = position(**STOCK_ENDGAME)
    line = finish_line(game)
    assert line is not None and Move(STOCK, WASTE, 1) in line
    assert _plays_to_a_win(game, line)
    game.play(Move(STOCK, WASTE, 1))
    line = finish_line(game)
    assert line is not None and Move(WASTE, "f2", 1) in line
    assert _plays_to_a_win(game, line)


@pytest.mark.parametrize(("rules", "code", "line"), LINES, ids=[f"{r}-{c}" for r, c, _ in LINES])
def test_finish_comes_no_later_than_before_and_plays_to_a_win(rules: str, code: str, line: list[Move]) -> None:
    positions = _positions(rules, code, line)
    offers = [finish_line(game) for game in positions]
    new = next((i for i, found in enumerate(offers) if found is not None), len(positions))
    old = next((i for i, game in enumerate(positions) if old_rule(game)), len(positions))
    assert new < len(positions)  # offered before the last card goes home
    assert new <= old
    for game, found in zip(positions, offers, strict=True):
        if found is not None:  # (the line may still spoil it: a waste card built on a column shifts the stock)
            assert _plays_to_a_win(game, found)


def test_finish_no_longer_waits_for_the_stock_and_waste() -> None:
    """Along most lines the offer now comes with cards still in the stock or waste (before: none)."""
    early = 0
    for rules, code, line in LINES:
        game = Game.from_code(code, rules)
        for move in line:
            if finish_line(game) is not None:
                early += bool(game.pile(STOCK) or game.pile(WASTE))
                break
            game.play(move)
    assert early >= len(LINES) // 2


@pytest.mark.parametrize(("rules", "code", "line"), LINES[::4], ids=[f"{r}-{c}" for r, c, _ in LINES[::4]])
def test_yes_agrees_with_the_solver_and_no_with_a_plain_search(rules: str, code: str, line: list[Move]) -> None:
    """Along every fourth line: the solver at the first offer and every fifth position on; the plain
    search at the twenty positions before the offer (where a wrong "no" would hide)."""
    positions = _positions(rules, code, line)
    offers = [finish_line(game) is not None for game in positions]
    assert True in offers
    new = offers.index(True)
    for game in positions[new::5]:
        assert solve(game, budget_seconds=30).outcome is Outcome.WINNABLE
    for game in positions[max(0, new - 20) : new]:
        assert not brute_force_wins(game)


def _random_endgame(picker: random.Random, rules: str, draw: int) -> Game:
    """A random position with 8 to 20 cards left, spread over stock, waste, reserve and columns."""
    base = picker.choice(ALL_CARDS)
    ladders = []
    for suit in (base.suit, *(s for s in Suit if s != base.suit)):  # the foundations' suits, in order
        card, ladder = Card.get(base.rank, suit), []
        for _ in range(13):
            ladder.append(card)
            card = card.up
        ladders.append(ladder)
    left = picker.randint(8, 20)
    sizes = [13, 13, 13, 13]
    while sum(sizes) > 52 - left:
        slot = picker.randrange(4)
        if sizes[slot] > (1 if slot == 0 else 0):
            sizes[slot] -= 1
    rest = [card for ladder, size in zip(ladders, sizes, strict=True) for card in ladder[size:]]
    picker.shuffle(rest)
    piles: dict[str, list[str]] = {name: [] for name in (STOCK, WASTE, RESERVE, *COLUMNS)}
    for card in rest:
        piles[picker.choice((STOCK, STOCK, WASTE, RESERVE, *COLUMNS))].append(card.code)
    if piles[RESERVE]:  # the reserve fills an empty column at once, so no column is empty while it lasts
        for name in COLUMNS:
            if not piles[name]:
                piles[name].append(piles[RESERVE].pop())
                if not piles[RESERVE]:
                    break
    found = {
        f: " ".join(c.code for c in ladder[:size]) for f, ladder, size in zip(FOUNDATIONS, ladders, sizes, strict=True)
    }
    return position(rules, base=base.code, draw=draw, **found, **{k: " ".join(v) for k, v in piles.items()})


@pytest.mark.parametrize(("rules", "draw"), [("canfield", 3), ("canfield", 1), ("strict", 3), ("classic", 3)])
def test_random_endgames_agree_with_a_plain_search(rules: str, draw: int) -> None:
    picker = random.Random(f"{rules}{draw}")
    answers = []
    for _ in range(150):
        game = _random_endgame(picker, rules, draw)
        found = finish_line(game)
        assert (found is not None) == brute_force_wins(game), game.describe()
        if found is not None:
            assert _plays_to_a_win(game, found)
        answers.append(found is not None)
    assert 10 <= sum(answers) <= 140  # both answers are checked


@pytest.mark.slow
@pytest.mark.parametrize(("rules", "code", "line"), LINES[2::4], ids=[f"{r}-{c}" for r, c, _ in LINES[2::4]])
def test_every_position_agrees_with_a_plain_search(rules: str, code: str, line: list[Move]) -> None:
    """Every position of every fourth line (the plain search takes up to seconds a position)."""
    for game in _positions(rules, code, line):
        assert (finish_line(game) is not None) == brute_force_wins(game)
