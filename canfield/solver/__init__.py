"""A solver for Canfield: is this position winnable, and how? (No Qt here.)

Public API (see docs/solver.md):

- :func:`solve` -> :class:`SolveResult` (``outcome``: winnable with a line of
  engine moves, not winnable, or unknown), under node/time budgets, cancellable;
- :func:`hint` -> :class:`Hint` or None: the next move of a winning line, or
  the best heuristic move; :func:`hint_from` reads one from a finished solve;
- :class:`canfield.solver.worker.SolverProcess`: a long-lived solver process,
  what the window uses so that a search never holds its interpreter lock.
"""

from .api import Hint, first_step, hint, hint_from, solve
from .search import Limit, Outcome, SolveResult

__all__ = ["Hint", "Limit", "Outcome", "SolveResult", "first_step", "hint", "hint_from", "solve"]
