"""Our own sounds, computed: short clicks, taps, a swish, a buzz, a rising chime.

Each sound is a list of partials (sine tones with an attack and a decay) and bursts of filtered
noise, mixed into 16-bit mono samples at :data:`RATE`. Plain Python (``math``, ``array``,
``random`` with a fixed seed): the same bytes on every run and platform, a few milliseconds each.
"""

from __future__ import annotations

import math
import random
from array import array
from dataclasses import dataclass
from functools import cache

RATE = 22_050  # samples a second: plenty for clicks and chimes, and half the data of 44.1 kHz
PEAK = 32767
TAIL = 4  # a tone is cut after four decay times (under 2 % of its level)


@dataclass(frozen=True)
class Tone:
    """A sine partial: ``freq`` Hz (gliding to ``to`` Hz if given), starting at ``at`` s, decaying over ``decay`` s."""

    freq: float
    at: float = 0.0
    decay: float = 0.08
    level: float = 0.5
    to: float | None = None


@dataclass(frozen=True)
class Noise:
    """A burst of noise, smoothed by ``smooth`` (0 bright .. 0.95 dull), from ``at`` s for ``length`` s."""

    at: float = 0.0
    length: float = 0.03
    level: float = 0.4
    smooth: float = 0.6
    rising: bool = False  # fades in instead of out (a swish drawn back)


#: Every event's sound, by the name the window plays it by.
SOUNDS: dict[str, tuple[Tone | Noise, ...]] = {
    # a card snapped down on the felt: a dull knock with a little body
    "place": (Noise(length=0.035, level=0.55, smooth=0.75), Tone(180, decay=0.05, level=0.35)),
    # the stock's top card slides off: a short bright swish
    "draw": (Noise(length=0.07, level=0.35, smooth=0.35), Tone(520, decay=0.02, level=0.08)),
    # a card turned face up: a crisp double tick
    "flip": (Noise(length=0.012, level=0.45, smooth=0.2), Noise(at=0.035, length=0.012, level=0.35, smooth=0.2)),
    # a move the rules refuse: a low, soft two-note buzz, short so it never nags
    "refuse": (Tone(150, decay=0.09, level=0.3), Tone(118, at=0.09, decay=0.12, level=0.3)),
    # a take-back: the swish drawn backwards, gliding down
    "undo": (Noise(length=0.08, level=0.3, smooth=0.5, rising=True), Tone(420, decay=0.07, level=0.12, to=260)),
    # the deal: a quick riffle of knocks
    "deal": tuple(Noise(at=i * 0.045, length=0.02, level=0.4, smooth=0.7) for i in range(7)),
    # the win: a rising major arpeggio with a held top note
    "win": (
        Tone(523.25, 0.0, 0.2, 0.3),
        Tone(659.25, 0.12, 0.2, 0.3),
        Tone(783.99, 0.24, 0.2, 0.3),
        Tone(1046.5, 0.36, 0.4, 0.35),
        Tone(1568.0, 0.36, 0.25, 0.08),
    ),
}


def _end(part: Tone | Noise) -> float:
    return part.at + (part.length if isinstance(part, Noise) else part.decay * TAIL)


def _add_tone(out: list[float], tone: Tone) -> None:
    start = int(tone.at * RATE)
    count = min(len(out) - start, int(tone.decay * TAIL * RATE))
    attack = max(1, int(0.004 * RATE))  # 4 ms: no click at the start
    phase, glide = 0.0, (tone.to or tone.freq) - tone.freq
    for i in range(count):
        t = i / RATE
        freq = tone.freq + glide * min(1.0, i / count)
        phase += 2 * math.pi * freq / RATE
        envelope = min(1.0, i / attack) * math.exp(-t / tone.decay)
        out[start + i] += tone.level * envelope * math.sin(phase)


def _add_noise(out: list[float], noise: Noise, rng: random.Random) -> None:
    start = int(noise.at * RATE)
    count = min(len(out) - start, int(noise.length * RATE))
    value = 0.0
    for i in range(count):
        value = noise.smooth * value + (1 - noise.smooth) * rng.uniform(-1, 1)  # a one-pole low-pass
        fade = i / count if noise.rising else 1 - i / count
        out[start + i] += noise.level * fade * fade * value * 2


@cache
def samples(name: str) -> array[int]:
    """The sound ``name`` as 16-bit signed mono samples at :data:`RATE`; ``KeyError`` for an unknown name."""
    parts = SOUNDS[name]
    out = [0.0] * (int(max(_end(p) for p in parts) * RATE) + 1)
    rng = random.Random(name)  # the same noise every time: a sound does not change between runs
    for part in parts:
        if isinstance(part, Tone):
            _add_tone(out, part)
        else:
            _add_noise(out, part, rng)
    loudest = max(1e-9, max(abs(v) for v in out))
    gain = min(1.0, 0.9 / loudest) * 0.6  # never clips; a game's sounds stay below full scale
    return array("h", (int(max(-PEAK, min(PEAK, v * gain * PEAK))) for v in out))
