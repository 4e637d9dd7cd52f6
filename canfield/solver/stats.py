"""Small statistics for solver samples: Wilson intervals and percentiles."""

from __future__ import annotations

import math

Z95 = 1.959963984540054  # two-sided 95 % normal quantile


def wilson(successes: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion (``(0, 1)`` when ``n`` is 0)."""
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def share_interval(winnable: int, unknown: int, n: int) -> tuple[float, float]:
    """95 % interval for the winnable share, counting the unknowns both ways.

    The low end is Wilson's low end with every unknown deal counted as not
    winnable; the high end is Wilson's high end with every unknown counted
    as winnable. The true share is inside with at least 95 % confidence
    whatever the unknown deals really are.
    """
    return (wilson(winnable, n)[0], wilson(winnable + unknown, n)[1])


def percentile(values: list[float], q: float) -> float:
    """The ``q``-th percentile (0-100) by the nearest-rank method."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[min(rank, len(ordered)) - 1]
