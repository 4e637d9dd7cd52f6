"""A solver for Canfield: is this position winnable, and how? (No Qt here.)

Public API (see docs/solver.md):

- :func:`solve` -> :class:`SolveResult` (``outcome``: winnable with a line of
  engine moves, not winnable, or unknown), under node/time budgets, cancellable;
- :func:`hint` -> :class:`Hint` or None: the next move of a winning line, or
  the best heuristic move;
- :class:`SolveJob` (background thread) and :func:`solve_in_process`.
"""

from .api import Hint, SolveJob, hint, solve, solve_in_process
from .search import Outcome, SolveResult

__all__ = ["Hint", "Outcome", "SolveJob", "SolveResult", "hint", "solve", "solve_in_process"]
