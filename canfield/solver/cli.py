"""``canfield-solve``: solve one deal, or a sample of random deals.

canfield-solve CF1-D3-AAAAACL [--profile P | --rules R] [--budget S] [--memory MB] [--json]
canfield-solve --sample N --seed S [--draw 3] [--jobs J] [--rules R] [--budget S] [--nodes N] [--memory MB] [--json]
canfield-solve --daily 2027-01-01 [--profile P] [--draw N] [--line] [--json]
"""

from __future__ import annotations

import argparse
import datetime as dt
import io
import itertools
import json
import math
import multiprocessing
import os
import random
import statistics
import sys
import time
from array import array
from collections.abc import Iterable, Iterator
from typing import NotRequired, TypedDict

from canfield import __version__
from canfield.engine import Game, Move
from canfield.engine.codes import DEAL_COUNT, format_code
from canfield.engine.errors import QUOTE_LIMIT, WordedError
from canfield.engine.rules import PROFILES, RULE_SETS, Rules, resolve_rules

from . import fast
from .api import solve
from .search import Limit, Outcome, SolveResult
from .stats import percentile, share_interval, wilson

_PILE_WORDS = {"stock": "stock", "waste": "waste", "reserve": "reserve"}
_PILE_WORDS.update({f"f{i}": f"foundation {i}" for i in range(1, 5)})
_PILE_WORDS.update({f"c{i}": f"column {i}" for i in range(1, 5)})


#: The most positions ``--nodes`` may ask for: the compiled core reads its limit as a C ``long long``
#: (``PyLong_AsLongLong`` in ``_core.c``'s search), and each stage of a search gets a share of it.
MOST_NODES = 2**63 - 1

#: The most megabytes ``--memory`` may give: the core reads the bound in bytes as a C ``unsigned long
#: long`` without checking (``K``), so 2**44 MiB would wrap round to 0, no bound at all.
MOST_MEGABYTES = 2**44 - 1

#: The most worker processes on Windows whatever the processors: before Python 3.13 a pool waits on
#: its workers with one WaitForMultipleObjects (at most 63 handles), and more workers hang it
#: (CPython issue 89240); concurrent.futures keeps to 61 for the same reason.
WINDOWS_MOST_JOBS = 61

#: Seconds per deal when --budget is not given.
DEFAULT_BUDGET = 10.0


def _quoted(text: str) -> str:
    """An argument as an error quotes it: escaped (``repr``) and cut to :data:`QUOTE_LIMIT` characters."""
    return repr(text if len(text) <= QUOTE_LIMIT else text[:QUOTE_LIMIT] + "…")


def _whole(text: str) -> int | None:
    """``text`` as a whole number, or None, for a bounded argument: digits past Python's conversion
    limit (4,300) count as :data:`MOST_NODES` + 1, a number past every bound here."""
    try:
        return int(text)
    except ValueError:
        return MOST_NODES + 1 if text.strip().isdecimal() else None


def _seconds(text: str) -> float:
    """A time budget: a finite number of seconds above 0 (``nan`` and ``inf`` would mean no limit)."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not (math.isfinite(value) and value > 0):
        raise argparse.ArgumentTypeError(f"{_quoted(text)} is not a number of seconds above 0, such as 10")
    return value


def _count(text: str) -> int:
    """A number of positions: a whole number from 1 to :data:`MOST_NODES` (what the core can count)."""
    value = _whole(text)
    if value is None or value < 1:
        raise argparse.ArgumentTypeError(f"{_quoted(text)} is not a whole number of at least 1")
    if value > MOST_NODES:
        raise argparse.ArgumentTypeError(
            f"{_quoted(text)} is more positions than the search can count; give at most {MOST_NODES}"
        )
    return value


def _megabytes(text: str) -> int:
    """A memory bound in megabytes (MiB): a whole number from 16 to :data:`MOST_MEGABYTES`."""
    value = _whole(text)
    if value is None or value < 16:
        raise argparse.ArgumentTypeError(f"{_quoted(text)} is not a number of megabytes of at least 16, such as 1024")
    if value > MOST_MEGABYTES:
        raise argparse.ArgumentTypeError(
            f"{_quoted(text)} is more megabytes than the search can count; give at most {MOST_MEGABYTES}"
        )
    return value


def _deals(text: str) -> int:
    """A number of deals for a sample: a whole number of at least 1."""
    value = _whole(text)
    if value is None or value < 1:
        raise argparse.ArgumentTypeError(f"{_quoted(text)} is not a whole number of at least 1")
    return value


def _seed(text: str) -> int:
    """A sample's seed: a whole number (of at most 4,300 digits, Python's limit for a conversion)."""
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{_quoted(text)} is not a whole number, such as 1") from None


def most_jobs() -> int:
    """The most worker processes for a sample: the processors this command may run on (at least 1).

    Each worker runs one search at a time, timed in CPU seconds, with its own table (up to
    ``--memory``): more workers than processors finish no sooner and only take memory, and
    ``--jobs 100000`` started processes until it was stopped.
    """
    # where the system says, the processors this process may use rather than all the machine's
    count = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    return max(1, min(count, WINDOWS_MOST_JOBS) if sys.platform == "win32" else count)


def _jobs(text: str) -> int:
    """A number of worker processes: a whole number from 1 to :func:`most_jobs`."""
    value, most = _whole(text), most_jobs()
    if value is None or value < 1:
        raise argparse.ArgumentTypeError(f"{_quoted(text)} is not a whole number of at least 1")
    if value > most:
        raise argparse.ArgumentTypeError(
            f"{_quoted(text)} is more worker processes than the processors this command may use here; give"
            f" at most {most}"
        )
    return value


#: What stopped an unknown answer, in the command's words.
_LIMIT_WORDS = {
    Limit.TIME: "the time budget ran out",
    Limit.POSITIONS: "the limit of positions was reached",
    Limit.CANCELLED: "the search was cancelled",
}


def version_text() -> str:
    """``--version``'s two lines: the version, then whether the compiled core is there.

    The bundles' smoke tests read the second line, so a bundle built without the core fails them.
    """
    return f"canfield-solve {__version__}\ncore: {'compiled' if fast.available() else 'python'}"


class _Version(argparse.Action):
    """``--version``: :func:`version_text` as it is (argparse's own action would join its lines)."""

    def __call__(self, parser: argparse.ArgumentParser, *_: object) -> None:
        print(version_text())
        parser.exit()


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="canfield-solve",
        description="Solve Canfield deals: is a deal winnable, and how? Or measure a sample of random deals.",
    )
    p.add_argument(
        "--version",
        action=_Version,
        nargs=0,
        help="print the version and which search runs (core: compiled, or core: python), then exit",
    )
    p.add_argument("code", nargs="?", help="a game code such as CF1-D3-AAAAACL")
    rules = p.add_mutually_exclusive_group()
    rules.add_argument("--profile", choices=sorted(PROFILES), help="a game profile (default: canfield)")
    rules.add_argument("--rules", choices=sorted(RULE_SETS), help="any rule set, including the paper's two")
    p.add_argument(
        "--budget",
        type=_seconds,
        default=None,
        help=f"seconds per deal before answering unknown ({DEFAULT_BUDGET:g}); CPU seconds in a sample",
    )
    p.add_argument("--nodes", type=_count, default=None, help="also stop after this many positions per deal")
    p.add_argument(
        "--memory",
        type=_megabytes,
        default=None,
        metavar="MB",
        help="the most megabytes the search's table may take; when full it drops the positions cheapest to "
        "search again and goes on (default: a quarter of the machine's memory, at most 448)",
    )
    p.add_argument("--json", action="store_true", help="print machine-readable JSON")
    p.add_argument("--sample", type=_deals, metavar="N", help="solve N random deals and print statistics")
    p.add_argument("--seed", type=_seed, default=1, help="seed that picks the sample's deals (1)")
    p.add_argument("--draw", type=int, choices=(1, 3), default=3, help="draw for a sample or a daily deal (3)")
    p.add_argument("--jobs", type=_jobs, default=1, help="worker processes for a sample (1), at most one per processor")
    p.add_argument(
        "--progress",
        action="store_true",
        help="in a sample, also print each deal on stderr as it is done (a JSON line with its place in the sample)",
    )
    p.add_argument(
        "--analyse",
        metavar="FILE",
        help="a game record (docs/game-records.md): was its deal winnable, and which move lost the win?",
    )
    p.add_argument(
        "--daily",
        metavar="DATE",
        help="the deal of the day for DATE (YYYY-MM-DD), --profile and --draw: the code every player gets",
    )
    p.add_argument("--line", action="store_true", help="with --daily: also print the deal's winning line")
    return p


def main(argv: list[str] | None = None) -> int:
    """Run the command; returns the exit status."""
    _never_unprintable()
    try:
        return _main(argv)
    except BrokenPipeError:  # e.g. piped into `head`: stop quietly
        sys.stderr.close()
        return 0


def _never_unprintable() -> None:
    """Suits and arrows that the output's encoding lacks are written as escapes, never a crash.

    On Windows, output to a pipe or a file is in the ANSI code page (cp1252 and the like), which has
    no ♦ or →: the winning line stopped with UnicodeEncodeError at its first card.
    """
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="backslashreplace")


NO_CORE_NOTE = (
    "canfield-solve: note: the compiled solver core was not built when Canfield was installed, so this"
    " search runs in pure Python, about 30 times slower (install a C compiler and Python's headers,"
    " then install Canfield again)"
)
"""Said on stderr at every run without the core: pip shows the build's own warning only for a local folder."""

BUNDLE_NO_CORE_NOTE = (
    "canfield-solve: note: this installation lacks the solver's compiled core, so this search runs in pure"
    " Python, about 30 times slower (the installers are meant to carry it: please report this)"
)
"""The same said by an installed bundle, where no compiler or reinstall can help."""


def _main(argv: list[str] | None) -> int:
    args = _parser().parse_args(argv)
    try:
        if args.daily is not None:
            return _daily(args)
        if args.line:
            raise ValueError("--line goes with --daily DATE.")
        args.budget = DEFAULT_BUDGET if args.budget is None else args.budget
        rules = resolve_rules(args.rules or args.profile or "canfield")
        if args.analyse is not None:
            return _analyse(args.analyse, args.json)
        if args.sample is not None:
            if args.code:
                raise ValueError("Give either a game code or --sample N, not both.")
            _note_no_core()
            return _run_sample(args, rules.with_draw(args.draw))
        if not args.code:
            raise ValueError("Give a game code such as CF1-D3-AAAAACL, or --sample N.")
        game = Game.from_code(args.code, rules)
    except ValueError as exc:
        # the code as given may hold terminal escapes: shown escaped, never acted on
        said = exc.say_safely("en", QUOTE_LIMIT) if isinstance(exc, WordedError) else str(exc)
        print(f"canfield-solve: {said}", file=sys.stderr)
        return 2
    _note_no_core()
    result = solve(game, budget_nodes=args.nodes, budget_seconds=args.budget, memory=_bytes(args.memory))
    if args.json:
        print(json.dumps(_result_json(game, result)))
    else:
        _print_result(game, result)
    return 0


def _daily(args: argparse.Namespace) -> int:
    """``--daily DATE``: the day's code (canfield.daily.selection), found by its own fixed search."""
    from canfield.daily import selection

    given = [
        name for name in ("code", "sample", "analyse", "rules", "budget", "nodes", "memory") if getattr(args, name)
    ]
    if given:
        name = given[0]
        what = "a game code" if name == "code" else f"--{name}"
        raise ValueError(f"--daily takes no {what}: the day's search is fixed ({selection.POSITIONS} positions).")
    try:
        date = dt.date.fromisoformat(args.daily.strip())
    except ValueError:
        raise ValueError(f"--daily wants a date such as 2027-01-01, not {_quoted(args.daily)}.") from None
    rules = selection.rules_for(args.profile or selection.DEFAULT_PROFILE, args.draw)
    _note_no_core()
    day = selection.choose(date, rules.name, args.draw)
    if args.json:
        print(json.dumps(selection.to_json(day, with_line=args.line)))
        return 0
    if day.code is None:
        print(f"{date.isoformat()} ({rules.name} rules, draw {args.draw}): no deal was proven winnable")
        return 1
    print(day.code)
    if args.line:
        game = Game.from_code(day.code, rules)
        print(f"winning line, {len(day.line)} moves:")
        for number, text in enumerate(describe_line(game, day.line), 1):
            print(f"{number:4}. {text}")
    return 0


def _analyse(path: str, as_json: bool) -> int:
    """``--analyse FILE``: the first losing move of a recorded game (canfield.play.analysis)."""
    from canfield.play.analysis import analyse, summary, to_json
    from canfield.storage import records
    from canfield.storage.record_format import RecordError

    try:
        record, _ = records.load(records.read_file(path))
    except RecordError as error:
        print(f"canfield-solve: {path}: {records.say(error)}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"canfield-solve: {path}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    _note_no_core()
    answer = analyse(record)
    print(json.dumps(to_json(record, answer)) if as_json else summary(record, answer, describe_move))
    return 0


def _note_no_core() -> None:
    """Say on stderr that the search runs in pure Python: once the input is known good, just before it."""
    if not fast.available():
        print(BUNDLE_NO_CORE_NOTE if getattr(sys, "frozen", False) else NO_CORE_NOTE, file=sys.stderr)


# ----- one deal -----------------------------------------------------------------
def _result_json(game: Game, result: SolveResult) -> dict[str, object]:
    return {
        "code": game.code,
        "rules": game.rules.name,
        "outcome": result.outcome.value,
        "line": [[m.source, m.target, m.count] for m in result.line],
        "moves": len(result.line),
        "nodes": result.nodes,
        "seconds": round(result.seconds, 4),
        "stopped_by": result.stopped_by.value if result.stopped_by is not None else None,
    }


def _print_result(game: Game, result: SolveResult) -> None:
    print(f"{game.code} ({game.rules.name} rules, draw {game.draw}): {result.outcome.value}")
    print(f"searched {result.nodes} positions in {result.seconds:.2f} s")
    if result.stopped_by is not None:
        print(f"unknown because {_LIMIT_WORDS[result.stopped_by]}")
    if result.winnable:
        print(f"winning line, {len(result.line)} moves:")
        for number, text in enumerate(describe_line(game, result.line), 1):
            print(f"{number:4}. {text}")


def describe_line(game: Game, line: tuple[Move, ...] | list[Move]) -> list[str]:
    """Each move of a line in words, e.g. ``Q♣ reserve → column 2``; the game is not changed."""
    board = game.copy()
    out = []
    for move in line:
        out.append(describe_move(board, move))
        board.play(move)
    return out


def describe_move(game: Game, move: Move) -> str:
    """One move in words, read before it is played."""
    source, target, count = move
    if source == "stock":
        return f"turn {count} card{'s' if count != 1 else ''} from the stock"
    if target == "stock":
        return "turn the waste over onto the stock"
    cards = game.pile(source)[-count:]
    what = str(cards[0]) if count == 1 else f"{cards[0]}…{cards[-1]} ({count} cards)"
    return f"{what} {_PILE_WORDS[source]} → {_PILE_WORDS[target]}"


# ----- samples ------------------------------------------------------------------
#: One deal of a sample: its number, outcome, CPU seconds, positions searched and moves of its line.
Row = tuple[int, str, float, int, int]


class Report(TypedDict):
    """The statistics of a sample (:func:`sample_report`): printed, or written as JSON."""

    rules: str
    draw: int
    deals: int
    seed: int
    budget_seconds: float
    jobs: int
    counts: dict[str, int]
    winnable_share: float
    wilson95: list[float]
    wilson95_unknowns_both_ways: list[float]
    winnable_share_of_resolved: float | None
    resolved_share: float
    seconds_median: float
    seconds_mean: float
    seconds_p99: float
    wall_seconds: float
    peak_rss_mb: NotRequired[float | None]
    per_deal: NotRequired[list[dict[str, object]]]


def _bytes(megabytes: int | None) -> int | None:
    return megabytes * 2**20 if megabytes is not None else None


def _solve_deal(job: tuple[int, int, Rules, float, int | None, int | None]) -> tuple[int, Row]:
    index, deal, rules, budget, nodes, memory = job
    game = Game(deal, rules)
    # CPU time: the machine may be shared, and each worker runs one search at a time
    result = solve(game, budget_nodes=nodes, budget_seconds=budget, clock=time.process_time, memory=_bytes(memory))
    if result.winnable:  # every reported win is checked by the engine
        for move in result.line:
            game.play(move)
        if not game.is_won:
            raise AssertionError(f"solver line for {game.code} does not win")
    return index, (deal, result.outcome.value, result.seconds, result.nodes, len(result.line))


def sample_deals(n: int, seed: int) -> list[int]:
    """The deal numbers of a sample: ``n`` uniform draws from a seeded generator."""
    return list(iter_deals(n, seed))


def iter_deals(n: int, seed: int) -> Iterator[int]:
    """The deals of :func:`sample_deals` one at a time: a huge sample is never held in memory."""
    rng = random.Random(seed)
    for _ in range(n):
        yield rng.randrange(DEAL_COUNT)


#: Deals handed to the worker pool at a time per worker (the pool would read a whole generator).
BATCH_PER_JOB = 32


def _rows(args: argparse.Namespace, rules: Rules) -> Iterator[tuple[int, Row]]:
    """Each deal's place in the sample and result as it comes; the deals are made as they are needed."""
    deals = enumerate(iter_deals(args.sample, args.seed))
    jobs = ((index, deal, rules, args.budget, args.nodes, args.memory) for index, deal in deals)
    if args.jobs <= 1:
        yield from map(_solve_deal, jobs)
        return
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        while batch := list(itertools.islice(jobs, args.jobs * BATCH_PER_JOB)):
            yield from pool.imap_unordered(_solve_deal, batch, chunksize=1)


def _run_sample(args: argparse.Namespace, rules: Rules) -> int:
    start = time.perf_counter()
    rows: list[Row] = []
    times = array("d")  # 8 bytes a deal: what the median and percentile need
    counts = dict.fromkeys((o.value for o in Outcome), 0)
    for index, row in _rows(args, rules):
        if args.progress:  # a run stopped early still shows which deals it settled, and how
            print(json.dumps({"index": index, **_deal_json(row, rules)}), file=sys.stderr, flush=True)
        counts[row[1]] += 1
        times.append(row[2])
        if args.json:
            rows.append(row)  # printed one by one at the end anyway
    wall = time.perf_counter() - start
    report = _report(counts, times, rules, args, wall)
    report["peak_rss_mb"] = peak_rss_mb()
    if args.json:
        report["per_deal"] = [_deal_json(row, rules) for row in sorted(rows)]
        print(json.dumps(report, indent=2))
    else:
        _print_report(report)
    return 0


def _deal_json(row: Row, rules: Rules) -> dict[str, object]:
    deal, outcome, seconds, nodes, moves = row
    return {"code": format_code(deal, rules.draw), "outcome": outcome, "seconds": round(seconds, 4), "nodes": nodes,
            "moves": moves}  # fmt: skip


def peak_rss_mb() -> float | None:
    """The largest resident memory of this process or any worker it has waited for, in MB (None off Unix)."""
    try:
        import resource
    except ImportError:  # Windows
        return None
    kib = max(resource.getrusage(who).ru_maxrss for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN))
    return kib / 1024


def sample_report(rows: list[Row], rules: Rules, args: argparse.Namespace, wall: float) -> Report:
    """The statistics of a sample as a JSON-safe dict."""
    counts = {o.value: sum(1 for r in rows if r[1] == o.value) for o in Outcome}
    return _report(counts, [r[2] for r in rows], rules, args, wall)


def _report(
    counts: dict[str, int], times: Iterable[float], rules: Rules, args: argparse.Namespace, wall: float
) -> Report:
    times = list(times)
    n = len(times)
    win, unknown = counts[Outcome.WINNABLE.value], counts[Outcome.UNKNOWN.value]
    resolved = n - unknown
    lo, hi = wilson(win, n)
    both_lo, both_hi = share_interval(win, unknown, n)
    return {
        "rules": rules.name,
        "draw": rules.draw,
        "deals": n,
        "seed": args.seed,
        "budget_seconds": args.budget,
        "jobs": args.jobs,
        "counts": counts,
        "winnable_share": win / n,
        "wilson95": [lo, hi],
        "wilson95_unknowns_both_ways": [both_lo, both_hi],
        "winnable_share_of_resolved": win / resolved if resolved else None,
        "resolved_share": resolved / n,
        "seconds_median": statistics.median(times),
        "seconds_mean": statistics.fmean(times),
        "seconds_p99": percentile(times, 99),
        "wall_seconds": wall,
    }


def _print_report(r: Report) -> None:
    c = r["counts"]
    n = r["deals"]
    print(f"{n} random deals, {r['rules']} rules, draw {r['draw']}, seed {r['seed']}, budget {r['budget_seconds']} s")
    print(f"winnable: {c['winnable']}   not winnable: {c['not winnable']}   unknown: {c['unknown']}")
    lo, hi = r["wilson95"]
    both_lo, both_hi = r["wilson95_unknowns_both_ways"]
    print(f"winnable share: {100 * r['winnable_share']:.2f} %  (95 % Wilson {100 * lo:.2f}-{100 * hi:.2f} %)")
    print(f"  counting unknowns both ways: {100 * both_lo:.2f}-{100 * both_hi:.2f} %")
    if r["winnable_share_of_resolved"] is not None:
        print(f"  of resolved deals: {100 * r['winnable_share_of_resolved']:.2f} %")
    print(f"resolved within the budget: {100 * r['resolved_share']:.2f} %")
    print(
        f"CPU time per deal: median {r['seconds_median']:.3f} s, mean {r['seconds_mean']:.3f} s, "
        f"99th percentile {r['seconds_p99']:.3f} s  (wall {r['wall_seconds']:.0f} s, {r['jobs']} jobs)"
    )
    if r.get("peak_rss_mb") is not None:
        print(f"peak memory of a solving process: {r['peak_rss_mb']:.0f} MiB")


if __name__ == "__main__":
    raise SystemExit(main())
