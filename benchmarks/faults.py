"""Fault injection: real games killed, on a full disk, and second windows, with nothing lost or counted twice.

Run (Linux; as root for the full-disk rounds, which mount a small tmpfs)::

    QT_QPA_PLATFORM=offscreen python benchmarks/faults.py --kills 300

Each round starts the real game (``canfield.__main__.main``, the real window, offscreen) on one
data folder shared by the whole run, and plays it with real events (clicks on the stock, Ctrl+Z)
and legal moves through the controller, with a new deal now and then (the game that ends is
recorded) and the periodic saves of the game in progress. Then one of:

- **kill**: ``kill -9`` at a random moment (during start-up one time in seven);
- **mid-write kill**: ``kill -9`` a few milliseconds after the game starts writing a file (each
  write's ``fsync`` is slowed a little so that the kill lands inside it);
- **second window**: another start on the same folder while the first plays; it must hand over
  and end (exit 0) without opening a window; then the first is killed;
- **frozen window**: the first is stopped (SIGSTOP), another start opens beside it after its wait
  (a guest: it leaves the saved game alone), plays, and is killed or quits; the first goes on;
- **quit**: SIGTERM, which quits as Quit does (exit 0 expected);
- **player's quit**: the player chooses Quit (the child sees a flag file and triggers the action);
  when the window asks about games that could not be saved, the answer is "Quit Anyway" (journalled).

With ``--disk`` (the default when run as root) the folder lives on a 512 KB tmpfs, and in every
third round the disk is filled to the last byte while the game plays; it stays full through the
next round (a start on a full disk) and is freed before the one after.

Every write of the game is journalled by the child (which file, the game ids it holds, before and
after); a game is *acknowledged* once a write holding its id has completed (its saved game, the
statistics, or the list of games waiting to be added to them). At the end the folder is opened by
one last clean start and quit, and the figures are computed from the files:

- games lost: acknowledged ids that are neither recorded, nor waiting, nor the saved game;
- records double-counted: games played in the statistics minus the distinct ids recorded;
- counted games without a game record: ids the statistics recorded (the newest 500, as many as the
  records file keeps) that have no game record (``game-records.json``); game records twice: ids
  that file holds more than once (issue 41);
- starts that failed: a start that never showed its window, a traceback, an exit other than 0
  after SIGTERM, or a second start that opened a window while the first one answered.

Games are counted as *played* too, not only as written (reliability review 7): every game that
ends (won or not, written or not) is journalled, and a played game that is neither recorded, nor
waiting, nor the saved game at the end is *gone*, sorted by how its window ended: a ``kill -9``
while nothing could be written (nothing can save it), SIGTERM, the player's Quit after the window
asked, or the player's Quit **without** asking — which fails the run, as games lost or counted
twice do.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
READY_TIMEOUT = 90.0  # seconds for a start to show its window on a loaded machine
#: The rounds' faults, in turn (a cycle of 13 that is not a multiple of the disk's cycle of 3, so
#: every fault meets a free disk, a disk filled while playing, and a start on a full disk).
SCHEDULE = (
    "kill",
    "mid-write",
    "quit",
    "player-quit",
    "mid-write",
    "second",
    "kill",
    "mid-write",
    "start-up",
    "frozen",
    "player-quit",
    "kill",
    "mid-write",
)


# ----- the child: the real game, journalled ---------------------------------------------------------
def child(journal: Path, seed: int, slow_fsync: bool) -> int:
    """Run the real game with every storage write journalled, playing until it is stopped."""
    sys.path.insert(0, str(ROOT))
    fd = os.open(journal, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    pid = os.getpid()

    def note(kind: str, name: str = "", payload: str = "") -> None:
        os.write(fd, f"{kind} {pid} {name} {payload}\n".encode())  # one write: whole lines even when killed

    _journal_writes(note, slow_fsync, random.Random(seed))
    _journal_games(note)
    _play_when_shown(note, random.Random(seed + 1), journal.with_name(f"quit-{pid}"))
    from canfield.__main__ import main

    note("start")
    code = main([])
    note("exit", payload=str(code))
    return code


def _journal_writes(note, slow_fsync: bool, rng: random.Random) -> None:
    from canfield.storage import store as store_module

    real = store_module.write_json_atomic
    known: set[str] = set()

    def journalled(path, data, compact=False, cache=None):
        name = Path(path).name
        ids = _ids_in(name, data)
        note("begin", name, ",".join(ids))
        try:
            real(path, data, compact, cache)
        except BaseException as exc:
            note("fail", name, type(exc).__name__)
            raise
        fresh = [i for i in ids if i not in known] if name == "statistics.json" else ids
        known.update(fresh)
        note("end", name, ",".join(fresh))

    store_module.write_json_atomic = journalled
    if slow_fsync:
        fsync = os.fsync

        def slow(fileno: int) -> None:
            time.sleep(rng.uniform(0.0, 0.02))  # widens the window a kill can land in
            fsync(fileno)

        os.fsync = slow


def _journal_games(note) -> None:
    """Journal every game that ends (won or not), written or not: the games played, not only the games written."""
    from canfield.storage import Storage

    end = Storage.end_game

    def journalled(self, *args, **kwargs):
        result = end(self, *args, **kwargs)
        if result is not None:
            note("played", "won" if result.won else "lost", result.game_id)
        return result

    Storage.end_game = journalled


def _ids_in(name: str, data: dict) -> list[str]:
    if name == "saved-game.json":
        return [str(data.get("id", ""))]
    if name == "statistics.json":
        return [str(i) for i in data.get("ids", [])]
    if name == "unrecorded-games.json":
        return [str(g.get("game_id", "")) for g in data.get("games", [])]
    # The game records (issue 41) are not where a game is counted: a record written while the game's
    # statistics wait in memory does not acknowledge the game. They are counted from the files at the end.
    return []


def _record_ids(data: dict) -> list[str]:
    """The game ids of a records file's texts (their Id tag), oldest first."""
    from canfield.storage import records

    found = (records.summary(text) for text in data.get("records", []) if isinstance(text, str))
    return [summary.game_id for summary in found if summary is not None]


def _play_when_shown(note, rng: random.Random, quit_flag: Path) -> None:
    from PySide6.QtCore import QTimer

    import canfield.ui.shell.window as window_module
    from canfield.storage import Storage

    take = Storage.take_problems

    def journalled_problems(self, translate=None):
        problems = take(self, translate)
        for text in problems:
            note("notice", "", text.replace("\n", " "))
        return problems

    Storage.take_problems = journalled_problems
    show = window_module.MainWindow.show

    def show_then_play(self) -> None:
        show(self)
        if getattr(self, "_faults_playing", False):
            return
        self._faults_playing = True
        self.table.animations = False
        timer = QTimer(self)
        timer.setInterval(15)
        timer.timeout.connect(lambda: _quit(self, note) if quit_flag.exists() else _step(self, rng))
        timer.start()
        QTimer.singleShot(0, lambda: print("ready", flush=True))

    window_module.MainWindow.show = show_then_play


def _quit(window, note) -> None:
    """The player chooses Quit; asked about games that could not be saved, they quit anyway (journalled)."""
    window = window.reopened or window
    if getattr(window, "_faults_quitting", False):
        guard = getattr(window, "quit_guard", None)
        question = guard.question if guard is not None else None
        if question is not None and question.isVisible():
            note("asked", "", ",".join(r.game_id for r in window.storage.unsaved_games()))
            question.quit_anyway.click()
        return
    window._faults_quitting = True
    window.acts.quit.trigger()


def _step(window, rng: random.Random) -> None:
    """One action of a player: mostly moves, a click on the stock, an undo, now and then a new deal."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window = window.reopened or window
    game = window.controller.game
    legal = game.legal_moves()
    r = rng.random()
    if not legal or game.is_won or r < 0.03 or game.moves_made > 120:
        window.new_deal()  # the game that ends is recorded
    elif r < 0.75:
        window.controller.play(rng.choice(legal))
    elif r < 0.9:
        stock = window.table.piles["stock"].area.center()
        view = window.view
        QTest.mouseClick(
            view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, view.mapFromScene(stock)
        )
    else:
        QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


# ----- the parent: rounds of faults ------------------------------------------------------------------
class Run:
    """One data folder, its journal, and the figures so far."""

    def __init__(self, home: Path, disk: Path | None, seed: int) -> None:
        self.home = home
        self.disk = disk
        self.journal = Path(tempfile.mkdtemp(prefix="canfield-faults-journal-")) / "journal.txt"  # off the tmpfs
        self.rng = random.Random(seed)
        self.counts: Counter[str] = Counter()
        self.failures: list[str] = []
        self.filler: Path | None = None
        self.ends: dict[int, str] = {}  # how each child ended: "kill", "quit" (SIGTERM), "player quit"

    # -- processes --
    def start(self, slow: bool = False) -> subprocess.Popen:
        env = dict(os.environ, CANFIELD_HOME=str(self.home), QT_QPA_PLATFORM="offscreen", PYTHONDONTWRITEBYTECODE="1")
        env["PYTHONPATH"] = str(ROOT)
        args = [sys.executable, __file__, "--child", str(self.journal), "--seed", str(self.rng.randrange(10**9))]
        if slow:
            args.append("--slow-fsync")
        return subprocess.Popen(args, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)

    def ready(self, proc: subprocess.Popen, what: str) -> bool:
        """Wait for the window; count a start that failed."""
        line = _readline(proc, READY_TIMEOUT)
        if line == "ready":
            return True
        self.fail(proc, f"{what}: no window ({line!r})")
        return False

    def fail(self, proc: subprocess.Popen, why: str) -> None:
        proc.kill()
        err = _finish(proc)
        self.failed(f"{why}: {err.strip()[-400:] if err.strip() else 'no message'}")

    def failed(self, why: str) -> None:
        self.counts["starts that failed"] += 1
        self.failures.append(why)
        print(f"  ! {why}", flush=True)

    def kill(self, proc: subprocess.Popen) -> None:
        proc.send_signal(signal.SIGCONT)
        proc.kill()
        err = _finish(proc)
        self.counts["kills"] += 1
        self.ends[proc.pid] = "kill"
        if self._writing(proc.pid):
            self.counts["mid-write kills"] += 1
        if "Traceback" in err and "multiprocessing" in err:
            # A solver process of the killed window, writing to the pipe of a window that is gone
            # (it shares the window's stderr): not a start, counted apart.
            self.counts["solver tracebacks after a kill"] += 1
        elif "Traceback" in err:
            self.failed(f"traceback before a kill: {err.strip()[-400:]}")

    def quit(self, proc: subprocess.Popen, what: str) -> None:
        proc.send_signal(signal.SIGTERM)
        err = _finish(proc)
        self.counts["clean quits"] += 1
        self.ends[proc.pid] = "quit"
        if proc.returncode != 0 or "Traceback" in err:
            self.failed(f"{what}: exit {proc.returncode}: {err.strip()[-400:]}")

    def player_quit(self, proc: subprocess.Popen) -> None:
        """The player chooses Quit (the child sees a flag file); the window may ask first."""
        flag = self.journal.with_name(f"quit-{proc.pid}")
        flag.touch()
        err = _finish(proc)
        flag.unlink(missing_ok=True)
        self.counts["player quits"] += 1
        self.ends[proc.pid] = "player quit"
        if proc.returncode != 0 or "Traceback" in err:
            self.failed(f"player quit: exit {proc.returncode}: {err.strip()[-400:]}")

    def _writing(self, pid: int) -> bool:
        """Whether the last write journalled by ``pid`` had begun and not ended when it died."""
        last = None
        for line in self._lines():
            parts = line.split(" ", 3)
            if len(parts) >= 2 and parts[1] == str(pid) and parts[0] in ("begin", "end", "fail"):
                last = parts[0]
        return last == "begin"

    def _lines(self) -> list[str]:
        try:
            return self.journal.read_text(encoding="utf-8", errors="replace").splitlines()
        except FileNotFoundError:
            return []

    def wait_for_write(self, proc: subprocess.Popen, timeout: float) -> bool:
        """Wait until ``proc`` begins a write (the journal grows with its 'begin' line)."""
        size = self.journal.stat().st_size if self.journal.exists() else 0
        deadline = time.monotonic() + timeout
        marker = f"begin {proc.pid} ".encode()
        while time.monotonic() < deadline and proc.poll() is None:
            with self.journal.open("rb") as handle:
                handle.seek(size)
                fresh = handle.read()
            if marker in fresh:
                return True
            time.sleep(0.001)
        return False

    # -- the disk --
    def fill_disk(self) -> None:
        if self.disk is None or self.filler is not None:
            return
        self.filler = self.disk / "filler"
        with contextlib.suppress(OSError), self.filler.open("wb") as out:
            while True:
                out.write(b"\0" * 4096)
                out.flush()
        self.counts["disk filled"] += 1

    def free_disk(self) -> None:
        if self.filler is not None:
            self.filler.unlink(missing_ok=True)
            self.filler = None

    # -- rounds --
    def round(self, number: int) -> None:
        if number % 3 == 0:
            self.free_disk()  # filled while round 1 played, full through round 2's start and play
        kind = SCHEDULE[number % len(SCHEDULE)]
        proc = self.start(slow=kind == "mid-write")
        if kind == "start-up":  # killed anywhere in start-up
            time.sleep(self.rng.uniform(0.05, 1.5))
            self.kill(proc)
            return
        if not self.ready(proc, kind):
            return
        if number % 3 == 1:
            time.sleep(self.rng.uniform(0.0, 1.0))
            self.fill_disk()  # while the game plays
        if kind == "mid-write":
            if self.wait_for_write(proc, 10.0):
                time.sleep(self.rng.uniform(0.0, 0.01))
            self.kill(proc)
        elif kind == "kill":
            time.sleep(self.rng.uniform(0.1, 3.0))
            self.kill(proc)
        elif kind == "quit":
            time.sleep(self.rng.uniform(0.1, 2.0))
            self.quit(proc, "quit")
        elif kind == "player-quit":
            time.sleep(self.rng.uniform(0.5, 3.0))
            self.player_quit(proc)
        elif kind == "second":
            self.second_start(proc)
        else:
            self.frozen(proc)

    def second_start(self, first: subprocess.Popen) -> None:
        time.sleep(self.rng.uniform(0.1, 1.0))
        second = self.start()
        self.counts["second starts"] += 1
        line = _readline(second, READY_TIMEOUT)
        if line == "ready":
            self.fail(second, "second start opened a window while the first answered")
        else:
            err = _finish(second)
            if second.returncode != 0:
                self.failed(f"second start: exit {second.returncode}: {err.strip()[-400:]}")
            else:
                self.counts["handed over"] += 1
        time.sleep(self.rng.uniform(0.1, 1.0))
        self.kill(first)

    def frozen(self, first: subprocess.Popen) -> None:
        time.sleep(self.rng.uniform(0.1, 1.0))
        first.send_signal(signal.SIGSTOP)
        guest = self.start()
        self.counts["starts beside a frozen window"] += 1
        if self.ready(guest, "start beside a frozen window"):
            time.sleep(self.rng.uniform(0.3, 2.0))
            if self.rng.random() < 0.5:
                self.kill(guest)
            else:
                self.quit(guest, "guest quit")
        first.send_signal(signal.SIGCONT)
        time.sleep(self.rng.uniform(0.1, 1.0))
        self.kill(first)

    def last_start(self) -> None:
        """With room on the disk: one clean start and quit, which writes whatever was waiting."""
        self.free_disk()
        proc = self.start()
        if self.ready(proc, "last start"):
            time.sleep(0.5)
            self.quit(proc, "last start")

    # -- the figures --
    def _played(self, found: set[str]) -> dict[str, int]:
        """Games played (every game that ended, written or not) and those gone, by how their window ended."""
        played: dict[str, tuple[int, bool]] = {}  # id: the child that ended it, won
        asked: set[int] = set()
        for line in self._lines():
            parts = line.split(" ", 3)
            if parts[0] == "played" and len(parts) == 4:
                played[parts[3]] = (int(parts[1]), parts[2] == "won")
            elif parts[0] == "asked":
                asked.add(int(parts[1]))
        gone = {game_id: ended for game_id, ended in played.items() if game_id not in found}
        how = Counter("asked" if pid in asked else self.ends.get(pid, "kill") for pid, _ in gone.values())
        return {
            "games played": len(played),
            "wins played": sum(won for _, won in played.values()),
            "played games gone": len(gone),
            "wins gone": sum(won for _, won in gone.values()),
            "gone at a kill -9": how["kill"],
            "gone at a SIGTERM": how["quit"],
            "gone after the player was asked": how["asked"],
            "gone at the player's Quit unasked": how["player quit"],
        }

    def figures(self) -> dict[str, int]:
        acknowledged: set[str] = set()
        for line in self._lines():
            parts = line.split(" ", 3)
            if parts[0] == "end" and len(parts) == 4:
                acknowledged.update(i for i in parts[3].split(",") if i)
        stats = _json(self.home / "statistics.json")
        ids = [str(i) for i in stats.get("ids", [])]
        waiting = {str(g.get("game_id")) for g in _json(self.home / "unrecorded-games.json").get("games", [])}
        saved = _json(self.home / "saved-game.json").get("id")
        played = sum(int(m.get("played", 0)) for m in stats.get("modes", {}).values())
        found = set(ids) | waiting | ({str(saved)} if saved else set())
        notices = [line.split(" ", 3)[3] for line in self._lines() if line.startswith("notice ")]
        from canfield.storage.records import RECORD_LIMIT

        kept = _record_ids(_json(self.home / "game-records.json"))
        return {
            **self._played(found),
            **self.counts,
            "games acknowledged": len(acknowledged),
            "games recorded": played,
            "games lost": len(acknowledged - found),
            "records double-counted": played - len(set(ids)) + (len(ids) - len(set(ids))),
            # Issue 41: every game counted has its game record (the moves), once; the file keeps the newest 500.
            "game records kept": len(kept),
            "counted games without a game record": len(set(ids[-RECORD_LIMIT:]) - set(kept)),
            "game records twice": len(kept) - len(set(kept)),
            "notices of damage": sum("damaged" in n or "could not be read" in n for n in notices),
            "notices of a full disk": sum("No space left" in n or "the disk is full" in n for n in notices),
        }


def _json(path: Path) -> dict:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _readline(proc: subprocess.Popen, timeout: float) -> str:
    """The child's next line on stdout, or "" when it ends or is silent for ``timeout`` seconds."""
    import selectors

    with selectors.DefaultSelector() as sel:
        sel.register(proc.stdout, selectors.EVENT_READ)
        if not sel.select(timeout):
            return ""
    return proc.stdout.readline().strip()


def _finish(proc: subprocess.Popen) -> str:
    try:
        _, err = proc.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        proc.kill()
        _, err = proc.communicate()
    return err or ""


@contextlib.contextmanager
def tmpfs(size: str):
    """A fresh tmpfs of ``size`` mounted on a temporary folder (root only); None when it cannot be had."""
    folder = Path(tempfile.mkdtemp(prefix="canfield-faults-disk-"))
    mounted = (
        shutil.which("mount")
        and subprocess.run(
            ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder)], check=False, capture_output=True
        ).returncode
        == 0
    )
    try:
        yield folder if mounted else None
    finally:
        if mounted:
            subprocess.run(["umount", "-l", str(folder)], check=False)
        shutil.rmtree(folder, ignore_errors=True)


def main() -> int:
    """Run the rounds and print the figures; exit 1 when a game was lost, counted twice, or a start failed."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=300, help="stop after this many kill -9s (300)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--disk", choices=("auto", "on", "off"), default="auto", help="full-disk rounds (a tmpfs; root)"
    )
    parser.add_argument("--child", metavar="JOURNAL", help=argparse.SUPPRESS)
    parser.add_argument("--slow-fsync", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        return child(Path(args.child), args.seed, args.slow_fsync)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))  # unwinds: the tmpfs is unmounted
    want_disk = args.disk == "on" or (args.disk == "auto" and hasattr(os, "geteuid") and os.geteuid() == 0)
    with tmpfs("512k") if want_disk else contextlib.nullcontext(None) as disk:
        if want_disk and disk is None:
            print("no tmpfs could be mounted: the full-disk rounds are left out")
        base = disk if disk is not None else Path(tempfile.mkdtemp(prefix="canfield-faults-"))
        home = base / "home"
        home.mkdir()
        run = Run(home, disk, args.seed)
        number = 0
        started = time.monotonic()
        while run.counts["kills"] < args.kills:
            run.round(number)
            number += 1
            if number % 25 == 0:
                print(f"round {number}: {dict(run.counts)}  ({time.monotonic() - started:.0f} s)", flush=True)
        run.last_start()
        figures = run.figures()
    print(f"\n{number} rounds on one folder ({'a 512 KB tmpfs, full every third round' if disk else 'no full disk'})")
    for key in (
        "kills",
        "mid-write kills",
        "games lost",
        "records double-counted",
        "game records kept",
        "counted games without a game record",
        "game records twice",
        "starts that failed",
        "clean quits",
        "second starts",
        "handed over",
        "starts beside a frozen window",
        "disk filled",
        "games acknowledged",
        "games recorded",
        "player quits",
        "games played",
        "wins played",
        "played games gone",
        "wins gone",
        "gone at a kill -9",
        "gone at a SIGTERM",
        "gone after the player was asked",
        "gone at the player's Quit unasked",
        "notices of damage",
        "notices of a full disk",
        "solver tracebacks after a kill",
    ):
        print(f"  {key:32} {figures.get(key, 0)}")
    for failure in run.failures[:20]:
        print(f"  ! {failure}")
    bad = (
        figures["games lost"]
        or figures["records double-counted"]
        or figures["counted games without a game record"]
        or figures["game records twice"]
        or figures.get("starts that failed", 0)
        or figures["gone at the player's Quit unasked"]
    )
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
