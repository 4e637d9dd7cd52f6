"""The analysis of a replayed game, in a process of its own: the table never waits for the solver.

The compiled search holds Python's lock while it runs, so a thread would freeze the window: the
analysis (:func:`canfield.play.analysis.analyse`) runs in a child process started fresh ("spawn"),
which reports each solve through a queue that a timer here reads. Cancel ends the child at once
(it keeps nothing worth waiting for); closing the replay does the same.
"""

from __future__ import annotations

import multiprocessing
import queue
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

#: How often the queue is read, in milliseconds.
POLL_MS = 100


def _child(text: str, out: Any, stop: Any) -> None:
    """In the child process: analyse the record ``text``; progress and the answer (as JSON) go to ``out``."""
    from canfield.play.analysis import analyse, to_json
    from canfield.storage import records

    record, _ = records.load(text)
    answer = analyse(
        record,
        cancel=stop.is_set,
        progress=lambda done, most, lo, hi: out.put(("progress", done, most, lo, hi)),
    )
    out.put(("done", to_json(record, answer)))


class AnalysisRun(QObject):
    """One analysis running in the background: ``progress(done, most)`` after each solve, ``finished(answer)``.

    ``answer`` is :func:`canfield.play.analysis.to_json`'s dict (``None`` when the child failed).
    """

    progress = Signal(int, int)
    finished = Signal(object)

    def __init__(self, text: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        context = multiprocessing.get_context("spawn")  # never fork a process that runs Qt
        self._queue = context.Queue()
        self._stop = context.Event()
        self._process = context.Process(target=_child, args=(text, self._queue, self._stop), daemon=True)
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        self._process.start()
        self._timer.start()

    @property
    def running(self) -> bool:
        """Whether the answer is still to come."""
        return self._timer.isActive()

    def cancel(self) -> None:
        """Stop the analysis now: the child is ended (it keeps nothing) and ``finished`` says "cancelled"."""
        if not self._timer.isActive():
            return
        self.stop()
        self.finished.emit({"verdict": "cancelled"})

    def _poll(self) -> None:
        while True:
            try:
                message = self._queue.get_nowait()
            except queue.Empty:
                break
            if message[0] == "progress":
                self.progress.emit(message[1], message[2])
            else:
                self._finish(message[1])
                return
        if not self._process.is_alive() and self._queue.empty():
            self._finish(None)  # ended without an answer (killed, or a bug: shown on its stderr)

    def _finish(self, answer: dict[str, object] | None) -> None:
        self._timer.stop()
        self._process.join(1.0)
        self.finished.emit(answer)

    def stop(self) -> None:
        """The replay closes: end the child now, without an answer."""
        self._timer.stop()
        self._stop.set()
        if self._process.is_alive():
            self._process.terminate()
        self._process.join(1.0)
