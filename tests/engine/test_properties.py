"""Property tests over random deals and random legal playouts."""

import json
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from canfield.engine import ALL_CARDS, COLUMNS, PILE_NAMES, Game, IllegalMove, Move
from canfield.engine.cards import is_sequence
from canfield.engine.codes import DEAL_COUNT

MODES = st.sampled_from([("canfield", 1), ("canfield", 3), ("strict", 3), ("classic", 3)])
SETTINGS = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def all_cards(game: Game) -> Counter:
    return Counter(c for name in PILE_NAMES for c in game.pile(name))


def state(game: Game) -> tuple:
    return tuple(game.pile(name) for name in PILE_NAMES), game.score, game.passes


def every_move_shape():
    for source in PILE_NAMES:
        counts = range(1, 16) if source in COLUMNS else (1, 2, 3, 4, 13, 30, 34)
        for target in PILE_NAMES:
            for count in counts:
                yield Move(source, target, count)


@SETTINGS
@given(deal=st.integers(0, DEAL_COUNT - 1), mode=MODES, choices=st.lists(st.integers(0, 10**6), max_size=120))
def test_random_playouts_keep_the_game_whole(deal, mode, choices):
    profile, draw = mode
    game = Game.from_code(Game(deal).code.replace("-D3-", f"-D{draw}-"), profile)
    for pick in choices:
        legal = game.legal_moves()
        if not legal:
            break
        before = state(game)
        move = legal[pick % len(legal)]
        game.play(move)
        counts = all_cards(game)
        assert len(counts) == 52 and set(counts.values()) == {1} and set(counts) == set(ALL_CARDS)
        assert game.score >= 0
        assert all(is_sequence(game.pile(c)) for c in COLUMNS)
        if game.pile("reserve"):
            assert all(game.pile(c) for c in COLUMNS)  # auto-fill keeps columns filled
        after = state(game)
        game.undo()
        assert state(game) == before
        game.redo()
        assert state(game) == after


@SETTINGS
@given(deal=st.integers(0, DEAL_COUNT - 1), mode=MODES, choices=st.lists(st.integers(0, 10**6), max_size=60))
def test_listed_moves_play_and_unlisted_are_refused(deal, mode, choices):
    profile, draw = mode
    game = Game.from_code(Game(deal).code.replace("-D3-", f"-D{draw}-"), profile)
    for pick in choices:
        # Listed on a copy, so this game has not listed this position: its legal-move cache is cold.
        legal = set(game.copy().legal_moves())
        before = state(game)
        for move in sorted(legal):  # the checker alone (no cache to answer for it) accepts every listed move
            assert game._refusal(move) is None, f"{move} is listed but the checker refuses it"
        for move in every_move_shape():
            if move in legal:
                continue
            try:
                game.play(move)
            except IllegalMove as exc:
                assert str(exc)
            else:
                raise AssertionError(f"{move} is not listed but was accepted")
            assert state(game) == before
        for move in legal:
            game.play(move)
            game.undo()
            assert state(game) == before
        if not legal:
            break
        game.play(sorted(legal)[pick % len(legal)])


@SETTINGS
@given(
    deal=st.integers(0, DEAL_COUNT - 1),
    mode=MODES,
    choices=st.lists(st.integers(0, 10**6), max_size=150),
    undos=st.integers(0, 5),
)
def test_snapshots_round_trip_mid_game(deal, mode, choices, undos):
    profile, draw = mode
    game = Game.from_code(Game(deal).code.replace("-D3-", f"-D{draw}-"), profile)
    for pick in choices:
        legal = game.legal_moves()
        game.play(legal[pick % len(legal)])
    for _ in range(undos):
        if game.can_undo:
            game.undo()
    twin = Game.from_dict(json.loads(json.dumps(game.to_dict())))
    assert state(twin) == state(game)
    assert (twin.can_undo, twin.can_redo, twin.moves_made) == (game.can_undo, game.can_redo, game.moves_made)
    assert twin.legal_moves() == game.legal_moves()
