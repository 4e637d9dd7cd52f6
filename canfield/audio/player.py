"""The audio thread: the one place that touches the sound device.

The window's thread only hands requests to :class:`AudioPlayer` through a queue, and a put never
waits. Everything that can take time happens on the player's own thread: importing ``miniaudio``,
probing for a device, computing the sounds (once, and only once a device is known to exist),
opening the device, closing it after :data:`IDLE_SECONDS` of quiet. A request that waited longer
than ``max_wait`` (the device was still opening, or a hung sound server held it) is dropped, not
played late. The thread begins its work ``settle`` seconds after it starts, so the window's first
moments do not share the interpreter's lock with it. Closing waits a moment at most for the thread:
a device that never answers cannot hold the window open.
"""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from .output import Output, open_output
from .synth import RATE, SOUNDS, samples

#: Seconds of quiet after which the device is closed (an idle game holds no audio stream).
IDLE_SECONDS = 3.0
#: A sound asked for longer ago than this is dropped rather than heard late, in seconds.
MAX_WAIT = 0.25
#: Seconds the thread lets pass before its first work: the window's own first moments go first.
SETTLE = 0.4
#: Seconds between two sounds computed ahead: each is a short burst that holds the interpreter's lock.
BREATH = 0.01


@dataclass(frozen=True)
class _Request:
    """One thing asked of the audio thread: ``play`` a sound, ``prepare`` the output, or ``stop``."""

    kind: str
    name: str = ""
    delay: float = 0.0
    asked: float = 0.0  # monotonic time of the request


class AudioPlayer:
    """Plays sounds by name on its own thread; every method returns at once."""

    def __init__(
        self,
        make_output: Callable[[], Output] = open_output,
        max_wait: float = MAX_WAIT,
        idle_seconds: float = IDLE_SECONDS,
        settle: float = SETTLE,
    ) -> None:
        self._make_output = make_output
        self.max_wait = max_wait
        self.idle_seconds = idle_seconds
        self.settle = settle
        self._queue: queue.SimpleQueue[_Request] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._asked = 0  # written by the caller's thread only
        self._handled = 0  # written by the audio thread only
        self.output: Output | None = None  # made on the audio thread by the first request
        self.dropped = 0  # sounds that waited too long
        self._quiet_at: float | None = None  # when the device may close; None while none is held

    def prepare(self) -> None:
        """Find the output and compute the sounds (if a device exists), ahead of the first sound."""
        self._put(_Request("prepare"))

    def play(self, name: str, delay: float = 0.0) -> None:
        """Ask for the sound ``name`` to start ``delay`` seconds from now."""
        self._put(_Request("play", name, delay, time.monotonic()))

    def close(self, wait: float = 0.2) -> None:
        """Let go of the device and end the thread, waiting at most ``wait`` seconds for it."""
        if self._thread is None:
            return
        self._put(_Request("stop"))
        self._thread.join(wait)

    @property
    def idle(self) -> bool:
        """Every request so far has been handled (played, dropped or ignored)."""
        return self._handled == self._asked

    @property
    def ready(self) -> bool:
        """The output has been made (a device found, or silence)."""
        return self.output is not None

    def _put(self, request: _Request) -> None:
        self._asked += 1
        self._queue.put(request)  # a SimpleQueue has no bound: put never waits
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="canfield-audio", daemon=True)
            self._thread.start()

    def _run(self) -> None:
        # Importing the library and computing the sounds hold the interpreter's lock for about 0.15 s:
        # begun at once, they would slow the paint of a move made just after the first frame.
        time.sleep(self.settle)
        while True:
            try:
                request = self._queue.get(timeout=self._time_to_quiet())
            except queue.Empty:
                self._release()
                continue
            try:
                if request.kind == "stop":
                    self._release()
                    return
                self._handle(request)
            except Exception:  # an output that fails: the game goes on in silence
                self.dropped += 1
            finally:
                self._handled += 1

    def _time_to_quiet(self) -> float | None:
        if self._quiet_at is None:
            return None
        return max(0.0, self._quiet_at - time.monotonic())

    def _handle(self, request: _Request) -> None:
        output = self._ready_output()
        if request.kind != "play" or not getattr(output, "available", True):
            return
        if time.monotonic() - request.asked > self.max_wait:
            self.dropped += 1
            return
        sound = samples(request.name)
        output.play(sound, request.delay)  # as late as its fellows: a place and its flip stay 90 ms apart
        ends = time.monotonic() + request.delay + len(sound) / RATE
        self._quiet_at = max(self._quiet_at or 0.0, ends + self.idle_seconds)

    def _ready_output(self) -> Output:
        """The output, made on the first request; the sounds computed then if it can play them."""
        if self.output is None:
            output = self._make_output()  # may take long (a hung server): only this thread waits
            if getattr(output, "available", True):
                for name in SOUNDS:
                    samples(name)
                    time.sleep(BREATH)  # lets the window's thread in between two sounds
            self.output = output
        return self.output

    def _release(self) -> None:
        """Close the device after a quiet while (it opens again with the next sound)."""
        self._quiet_at = None
        if self.output is not None:
            self.output.close()
