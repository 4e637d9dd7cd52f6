"""The canfield-solve command."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

import canfield
from canfield.engine import Game, Move
from canfield.engine.codes import format_code
from canfield.solver.cli import iter_deals, main, sample_deals


def test_one_deal_in_words(capsys) -> None:
    assert main(["CF1-D3-AAAAACL", "--rules", "paper-partial", "--nodes", "200000", "--budget", "600"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("CF1-D3-AAAAACL (paper-partial rules, draw 3): winnable")
    assert "\n   1. " in out and " → " in out
    assert "turn 3 cards from the stock" in out


def test_one_deal_as_json_replays(capsys) -> None:
    assert main(["cf1-d1-aaaaacl", "--profile", "canfield", "--json", "--nodes", "20000", "--budget", "600"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["code"] == "CF1-D1-AAAAACL" and data["rules"] == "canfield"
    assert data["outcome"] in ("winnable", "not winnable", "unknown")
    game = Game.from_code("CF1-D1-AAAAACL", "canfield")
    for source, target, count in data["line"]:
        game.play(Move(source, target, count))
    assert game.is_won == (data["outcome"] == "winnable")


def test_unknown_within_a_tiny_budget(capsys) -> None:
    assert main(["CF1-D3-AAABMN", "--rules", "paper-partial"]) == 2  # six letters: refused
    assert "7 letters" in capsys.readouterr().err
    assert main(["CF1-D3-AAAABMN", "--rules", "paper-partial", "--nodes", "20", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["outcome"] == "unknown" and data["stopped_by"] == "positions"
    assert main(["CF1-D3-AAAABMN", "--rules", "paper-partial", "--nodes", "20", "--memory", "64"]) == 0
    out = capsys.readouterr().out
    assert ": unknown" in out and "unknown because the limit of positions was reached" in out


def test_a_settled_deal_says_no_limit(capsys) -> None:
    assert main(["cf1-d1-aaaaacl", "--profile", "canfield", "--json", "--nodes", "20000", "--memory", "32"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["outcome"] == "winnable" and data["stopped_by"] is None


def test_bad_input_gets_a_clear_message(capsys) -> None:
    assert main([]) == 2
    assert "Give a game code" in capsys.readouterr().err
    assert main(["CF1-D1-AAAAAAA", "--profile", "strict"]) == 2  # strict is draw 3 only
    assert "draw 3" in capsys.readouterr().err
    assert main(["CF1-D3-AAAAAAA", "--sample", "3"]) == 2


def test_sample_report(capsys) -> None:
    assert main(["--sample", "4", "--seed", "5", "--rules", "paper-whole", "--nodes", "2000", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["deals"] == 4 and sum(data["counts"].values()) == 4
    assert len(data["per_deal"]) == 4
    lo, hi = data["wilson95_unknowns_both_ways"]
    assert 0 <= lo <= data["winnable_share"] <= hi <= 1
    assert main(["--sample", "3", "--seed", "5", "--nodes", "2000"]) == 0
    out = capsys.readouterr().out
    assert "winnable share:" in out and "counting unknowns both ways" in out and "99th percentile" in out


def test_progress_prints_each_deal_with_its_place_in_the_sample(capsys) -> None:
    assert (
        main(["--sample", "3", "--seed", "5", "--rules", "paper-whole", "--nodes", "2000", "--json", "--progress"]) == 0
    )
    captured = capsys.readouterr()
    data = json.loads(captured.out)
    lines = [json.loads(line) for line in captured.err.splitlines()]
    assert sorted(line["index"] for line in lines) == [0, 1, 2]
    by_place = sorted(lines, key=lambda line: line["index"])
    assert [line["code"] for line in by_place] == [format_code(d, 3) for d in sample_deals(3, 5)]
    assert sorted(line["code"] for line in lines) == sorted(d["code"] for d in data["per_deal"])
    assert data["peak_rss_mb"] > 0


def test_sample_deals_are_reproducible() -> None:
    assert sample_deals(5, 9) == sample_deals(5, 9)
    assert sample_deals(5, 9) != sample_deals(5, 10)


def test_python_dash_m_works() -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "canfield.solver",
            "CF1-D3-AAAAACL",
            "--rules",
            "paper-partial",
            "--json",
            "--nodes",
            "200000",
            "--budget",
            "600",
        ],
        capture_output=True,
        text=True,
        timeout=600,
        check=True,
    )
    assert json.loads(done.stdout)["outcome"] == "winnable"


@pytest.mark.parametrize(
    "bad",
    [
        ["--budget", "nan"],
        ["--budget", "inf"],
        ["--budget", "-1"],
        ["--budget", "0"],
        ["--nodes", "-5"],
        ["--nodes", "0"],
        ["--memory", "8"],
        ["--memory", "lots"],
    ],
)
def test_limits_that_mean_no_limit_or_nothing_are_refused(capsys, bad) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["CF1-D3-HOTAVLI", *bad])  # the review's F5: nan meant no limit; -1 and -5 answered "unknown"
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert bad[0] in err and repr(bad[1]) in err and ("above 0" in err or "at least" in err)


def _resident_kb(pid: int) -> int:
    status = Path(f"/proc/{pid}/status").read_text()
    return int(next(line.split()[1] for line in status.splitlines() if line.startswith("VmRSS:")))


def _wait_for_cpu_seconds(child: subprocess.Popen, seconds: float, deadline: float = 600) -> None:
    """Until ``child`` has used ``seconds`` of CPU time in all (user and system, from /proc)."""
    ticks = os.sysconf("SC_CLK_TCK")
    give_up = time.monotonic() + deadline
    while True:
        assert child.poll() is None, child.stderr.read() if child.stderr else child.returncode
        fields = Path(f"/proc/{child.pid}/stat").read_text().rpartition(")")[2].split()
        if (int(fields[11]) + int(fields[12])) / ticks >= seconds:  # utime and stime (fields 14 and 15)
            return
        assert time.monotonic() < give_up, f"the child used under {seconds} s of CPU in {deadline} s"
        time.sleep(0.05)  # a poll of the child's clock, not a wait for it


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads the resident size from /proc")
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads the child's memory from /proc")
def test_a_huge_sample_is_streamed_not_held_in_memory() -> None:
    child = subprocess.Popen(
        [sys.executable, "-m", "canfield.solver.cli", "--sample", "1000000000", "--nodes", "50"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        # Paced by the child's own CPU time, not the clock: on a busy machine six seconds of wall time
        # may be half a second of work (still importing), and the growth would then be the imports.
        _wait_for_cpu_seconds(child, 1.5)
        first = _resident_kb(child.pid)
        _wait_for_cpu_seconds(child, 4.5)  # before: some 30 MB a second of deal numbers, then a MemoryError at 5.7 GB
        grown = _resident_kb(child.pid) - first
        assert child.poll() is None, child.stderr.read()
    finally:
        child.kill()
        child.communicate()
    assert grown < 20_000


def test_the_streamed_deals_are_the_sample() -> None:
    assert list(iter_deals(50, 3)) == sample_deals(50, 3)


def test_version_names_the_compiled_core_when_it_is_built(capsys) -> None:
    from canfield.solver import fast
    from canfield.solver.cli import main

    if not fast.available():
        pytest.skip("the compiled core is not built here")
    with pytest.raises(SystemExit):
        main(["--version"])
    assert capsys.readouterr().out.splitlines() == [f"canfield-solve {canfield.__version__}", "core: compiled"]


def test_the_winning_line_prints_where_the_output_has_no_suits(monkeypatch) -> None:
    # Windows writes to a pipe in its ANSI code page (cp1252), which has no ♦: the installed
    # canfield-solve.exe stopped with UnicodeEncodeError at the first card of the line.
    raw = io.BytesIO()
    out = io.TextIOWrapper(raw, encoding="cp1252")
    monkeypatch.setattr(sys, "stdout", out)
    assert main(["CF1-D3-AAAAACL", "--budget", "60"]) == 0
    out.flush()
    text = raw.getvalue().decode("cp1252")
    assert "winnable" in text.splitlines()[0] and "\\u2666" in text  # the suit kept, as an escape


# ----- hostile arguments (reliability 5 of issue 38) -----------------------------
def _refused(capsys, argv: list[str]) -> str:
    """The one line of error ``argv`` gets, after argparse's usage; exit status 2."""
    with pytest.raises(SystemExit) as exc:
        main(argv)
    assert exc.value.code == 2
    return capsys.readouterr().err.strip().splitlines()[-1]


@pytest.mark.parametrize("nodes", ["99999999999999999999999", str(2**63), "9" * 5000])
def test_nodes_past_what_the_core_counts_are_refused_in_one_line(capsys, nodes) -> None:
    # the review's --nodes 99999999999999999999999: an OverflowError traceback from the core, exit 1
    line = _refused(capsys, ["CF1-D3-HOTAVLI", "--nodes", nodes, "--budget", "0.5"])
    assert line.startswith("canfield-solve: error: argument --nodes: ")
    assert "more positions than the search can count; give at most 9223372036854775807" in line
    assert len(line) < 200  # 5,000 digits quoted as 40 and "…"


def test_the_most_nodes_the_core_counts_are_searched(capsys) -> None:
    assert main(["CF1-D3-HOTAVLI", "--nodes", str(2**63 - 1), "--budget", "0.5", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["outcome"] in ("winnable", "not winnable", "unknown")


def test_memory_past_what_the_core_reads_is_refused(capsys) -> None:
    # the core reads the bytes unchecked (``K``): 2**44 MiB wrapped round to 0, which means no bound
    line = _refused(capsys, ["CF1-D3-HOTAVLI", "--memory", str(2**44)])
    assert "more megabytes than the search can count; give at most 17592186044415" in line


@pytest.mark.parametrize("jobs", ["more than the processors", "100000"])
def test_more_jobs_than_processors_are_refused_before_any_starts(capsys, jobs) -> None:
    # the review's --jobs 100000 started worker processes without limit until it was stopped
    jobs = str((os.cpu_count() or 1) + 1) if jobs == "more than the processors" else jobs
    line = _refused(capsys, ["--sample", "2", "--budget", "0.1", "--jobs", jobs])
    assert line.startswith(f"canfield-solve: error: argument --jobs: '{jobs}' is more worker processes than")
    assert "give at most " in line


def test_as_many_jobs_as_processors_run(capsys, monkeypatch) -> None:
    monkeypatch.setattr(os, "cpu_count", lambda: 2)  # where the system has no affinity (Windows, macOS)
    if hasattr(os, "sched_getaffinity"):
        monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 1})
    assert main(["--sample", "2", "--nodes", "2000", "--jobs", "2", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["jobs"] == 2
    assert "at most 2" in _refused(capsys, ["--sample", "2", "--nodes", "2000", "--jobs", "3"])


@pytest.mark.parametrize("option", ["--nodes", "--memory", "--budget", "--sample", "--seed", "--jobs"])
def test_a_long_bad_argument_is_quoted_cut(capsys, option) -> None:
    line = _refused(capsys, ["--sample", "2", option, "x" * 100_000])
    assert f"'{'x' * 40}…'" in line and len(line) < 200


def test_a_long_bad_code_is_quoted_cut_with_its_escapes(capsys) -> None:
    # the review: a 100,000-character code was echoed whole on stderr
    code = "CF1-D3-\x1b[31m" + "A" * 100_000
    assert main([code]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and len(err) < 300, err[:300]
    assert "\\x1b[31m" in err and "…" in err and all(c.isprintable() for c in err.strip())


def test_canfield_quotes_a_long_bad_code_cut(tmp_path) -> None:
    # 5,000 characters: Windows' command line holds at most 32,767 (the game's window never opens)
    env = {**os.environ, "CANFIELD_HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen", "PYTHONIOENCODING": "utf-8"}
    done = subprocess.run(
        [sys.executable, "-m", "canfield", "--code", "CF1-D3-" + "Q" * 5000],
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="backslashreplace",
        env=env,
        timeout=300,
    )
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and len(done.stderr) < 400 and "-" + "Q" * 33 + "…'" in done.stderr, (
        done.stderr[:400]
    )
