"""Where the sounds go: a real audio device through ``miniaudio``, or nowhere.

``miniaudio`` (a binding of the single-file C library of that name) ships wheels for Windows,
macOS and Linux with nothing else to install; Qt's own multimedia module is not in the
PySide6-Essentials the game depends on (see ``docs/sound.md``). A device is opened when a sound
is played and none is held, and closed by :meth:`MiniaudioOutput.close`; :mod:`.player` calls both
on its own thread, and closes after a quiet while, so an idle game holds no audio stream. Whenever
the library is missing or no device opens (a server, CI, an offscreen test), :class:`SilentOutput`
takes its place and the game goes on without a word.
"""

from __future__ import annotations

import threading
import time
from array import array
from collections.abc import Callable, Generator
from typing import Any, Protocol

from .synth import RATE

#: Samples handed to the device per callback, at most (the device asks for what it needs).
CHUNK = 1024
#: How far ahead of the clock a device may pull, in seconds. A real device asks for a buffer's worth
#: (40 ms); ALSA's null device asks as fast as it can, and unpaced it would hold the interpreter's lock.
LEAD_SECONDS = 0.2


class Output(Protocol):
    """Something that plays 16-bit mono samples at :data:`~canfield.audio.synth.RATE`."""

    def play(self, sound: array[int], delay: float = 0.0) -> None:
        """Mix ``sound`` in, starting ``delay`` seconds from now."""

    def close(self) -> None:
        """Stop and let go of the device."""


class SilentOutput:
    """Plays nothing: no audio library or no device. Remembers nothing either."""

    available = False

    def play(self, sound: array[int], delay: float = 0.0) -> None:
        """Nothing to play on."""

    def close(self) -> None:
        """Nothing to close."""


class Mixer:
    """Sounds in flight, summed into the samples the device asks for (called on the device's thread)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._voices: list[list[Any]] = []  # [samples, position]; a negative position is a delay still to wait
        self.last_sound = 0.0  # monotonic time the last sound ends
        self._silence = array("h")

    def add(self, sound: array[int], delay: float = 0.0) -> None:
        with self._lock:
            self._voices.append([sound, -int(delay * RATE)])
            self.last_sound = max(self.last_sound, time.monotonic() + delay + len(sound) / RATE)

    def mix(self, frames: int) -> array[int]:
        """The next ``frames`` samples: every voice summed, clipped to 16 bits; silence when none plays."""
        with self._lock:
            if not self._voices:  # the usual case between sounds: no summing, no new buffer
                if len(self._silence) != frames:
                    self._silence = array("h", bytes(2 * frames))
                return self._silence
            out = [0] * frames
            for voice in self._voices:
                sound, pos = voice
                start = max(0, -pos)
                begin = max(0, pos)
                n = min(frames - start, len(sound) - begin)
                for i in range(max(0, n)):
                    out[start + i] += sound[begin + i]
                voice[1] = pos + frames
            self._voices = [v for v in self._voices if v[1] < len(v[0])]
        return array("h", (max(-32768, min(32767, v)) for v in out))

    def generator(
        self, clock: Callable[[], float] = time.monotonic, sleep: Callable[[float], None] = time.sleep
    ) -> Generator[array[int], int, None]:
        """The generator protocol ``miniaudio`` drives: it sends how many frames it needs.

        Paced by ``clock``: a device that pulls more than :data:`LEAD_SECONDS` ahead of real time waits
        (``sleep`` lets go of the interpreter's lock), so the window never starves.
        """
        frames = yield array("h")
        start, given = clock(), 0
        while True:
            ahead = given / RATE - (clock() - start)
            if ahead > LEAD_SECONDS:
                sleep(ahead - LEAD_SECONDS)
            chunk = self.mix(min(frames or CHUNK, 8 * CHUNK))
            given += len(chunk)
            frames = yield chunk


class MiniaudioOutput:
    """A ``miniaudio`` playback device, opened by a sound when none is held and let go by :meth:`close`.

    Not for the window's thread: opening can take as long as the sound server makes it wait.
    """

    available = True

    def __init__(self, module: Any) -> None:  # the miniaudio module (it ships no type information)
        self._ma = module
        self._device = None
        self._mixer = Mixer()
        self.broken = False  # a device failed to open: silent from then on

    def play(self, sound: array[int], delay: float = 0.0) -> None:
        if self.broken:
            return
        self._mixer.add(sound, delay)
        if self._device is None:
            try:
                self._device = self._open()
            except Exception:  # the device went away (unplugged, taken): the game goes on in silence
                self.broken = True

    def _open(self) -> Any:
        ma = self._ma
        device = ma.PlaybackDevice(
            output_format=ma.SampleFormat.SIGNED16, nchannels=1, sample_rate=RATE, buffersize_msec=40
        )
        stream = self._mixer.generator()
        next(stream)
        device.start(stream)
        return device

    @property
    def open(self) -> bool:
        """True while a device is held."""
        return self._device is not None

    def close(self) -> None:
        """Let go of the device, if one is held (the next sound opens one again)."""
        device, self._device = self._device, None
        if device is not None:
            device.close()


def open_output() -> Output:
    """A device to play on, or :class:`SilentOutput` when the library or a device is missing.

    Opening is tried now, once: a machine without sound is found out at start, not at each move.
    It can take long (a sound server that never answers): :mod:`.player` calls it on its own thread.
    """
    try:
        import miniaudio
    except ImportError:
        return SilentOutput()
    try:
        probe = miniaudio.PlaybackDevice(output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1, sample_rate=RATE)
        probe.close()
    except Exception:  # the library raises its own errors, and plain ones for a missing device
        return SilentOutput()
    return MiniaudioOutput(miniaudio)
