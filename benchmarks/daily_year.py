"""A year of deals of the day: the time each day's choice takes, and every winning line replayed to a win.

Run::

    nice -n 10 python benchmarks/daily_year.py --year 2027 [--profile canfield] [--draw 3] [--python-days 12]

For each date of the year the selection (:mod:`canfield.daily.selection`) chooses the day's code
with the compiled core (or the Python search where the core is not built), and the day's winning
line is played through the engine from the deal to a won game. Printed: the days with a code and
without, the candidates tried, and the CPU time per day (median, mean, 99th percentile, most, the
whole year). Beside it, in the same run, the reference: the Python search on every
``len(year) // python_days``-th day, the time a player without the compiled core waits the first
time the day opens, with its codes checked against the core's. The exit status is 1 when a line
fails to replay or the two searches choose differently.
"""

from __future__ import annotations

import argparse
import datetime as dt
import statistics
import sys
import time

from canfield.daily import selection
from canfield.daily.selection import Day, Searcher, choose, replays_to_a_win
from canfield.solver import fast
from canfield.solver.stats import percentile


def timed(date: dt.date, profile: str, draw: int, using: Searcher) -> tuple[Day, float]:
    """The day's choice and the CPU seconds it took."""
    start = time.process_time()
    day = choose(date, profile, draw, using)
    return day, time.process_time() - start


def figures(label: str, times: list[float]) -> str:
    """One line of CPU times per day."""
    return (
        f"{label}: {len(times)} days, CPU s per day median {statistics.median(times):.3f}, "
        f"mean {statistics.fmean(times):.3f}, p99 {percentile(times, 99):.3f}, most {max(times):.3f}, "
        f"all {sum(times):.1f}"
    )


def main() -> int:
    """Choose every day of a year, replay every line, and compare a sample with the Python search."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--year", type=int, default=2027)
    parser.add_argument("--profile", default=selection.DEFAULT_PROFILE)
    parser.add_argument("--draw", type=int, default=selection.DEFAULT_DRAW)
    parser.add_argument("--python-days", type=int, default=12, help="days searched again in Python (12)")
    args = parser.parse_args()
    first = dt.date(args.year, 1, 1)
    dates = [first + dt.timedelta(days=i) for i in range((dt.date(args.year + 1, 1, 1) - first).days)]
    using = Searcher.CORE if fast.available() else Searcher.PYTHON
    days: list[Day] = []
    times: list[float] = []
    for date in dates:
        day, seconds = timed(date, args.profile, args.draw, using)
        days.append(day)
        times.append(seconds)
    failed = [day for day in days if day.code is not None and not replays_to_a_win(day)]
    none = [day.date.isoformat() for day in days if day.code is None]
    tried = [day.tried for day in days]
    print(f"selection v{selection.VERSION}, {args.profile} draw {args.draw}, {args.year}, search: {using.value}")
    print(f"days with a code: {len(days) - len(none)}, without: {len(none)} {' '.join(none)}")
    print(f"candidates tried: mean {statistics.fmean(tried):.2f}, most {max(tried)} of {selection.CANDIDATES}")
    print(f"winning lines replayed to a win: {len(days) - len(none) - len(failed)}, failed: {len(failed)}")
    print(f"moves per winning line: median {statistics.median(len(d.line) for d in days if d.code)}")
    print(figures(using.value, times))
    differ = 0
    if args.python_days > 0:
        step = max(1, len(dates) // args.python_days)
        sample = list(range(0, len(dates), step))[: args.python_days]
        python_times = []
        for index in sample:
            day, seconds = timed(dates[index], args.profile, args.draw, Searcher.PYTHON)
            python_times.append(seconds)
            differ += day.code != days[index].code
        print(figures("python (reference, same days)", python_times))
        print(figures(f"{using.value} (the same days)", [times[i] for i in sample]))
        print(f"  codes that differ from the {using.value} search's: {differ}")
    return 1 if failed or differ else 0


if __name__ == "__main__":
    sys.exit(main())
