"""A player model that loses winnable deals: for the analysis' test and benchmark (``benchmarks/analyse.py``).

"The slipping player" follows a winning line the solver found from the deal, slips once at a random
point (a random legal move that is not a stock turn, in place of the line's move), and from then on
plays at random, three times as likely to put a card on a foundation as to make any other move,
until the game has the number of moves asked for. Games it wins are not used.
"""

from __future__ import annotations

import random

from canfield.engine import STOCK, Game, Move


def slipping_game(game: Game, line: tuple[Move, ...], moves: int, rng: random.Random) -> Game | None:
    """``game`` (the deal; played on) after ``moves`` moves of the slipping player; None if it won or got stuck."""
    slip = rng.randrange(1, max(2, int(len(line) * 0.6)))
    for move in line[:slip]:
        game.play(move)
    off_line = [m for m in game.legal_moves() if STOCK not in (m.source, m.target) and m != line[slip]]
    if not off_line:
        return None
    game.play(rng.choice(off_line))
    while game.moves_made < moves:
        legal = game.legal_moves()
        if not legal or game.is_won:
            return None
        weights = [3 if m.target.startswith("f") else 1 for m in legal]
        game.play(rng.choices(legal, weights)[0])
    return None if game.is_won else game
