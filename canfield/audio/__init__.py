"""The game's sounds: made here by arithmetic (:mod:`.synth`) and played through whatever output works (:mod:`.output`).

No Qt and no sound files: each sound is a fraction of a second of 16-bit mono samples computed
at first use, and :func:`.output.open_output` gives a real device (the ``miniaudio`` library) or,
where there is none (a server, CI, no library), a silent output that keeps the game going.
:class:`.player.AudioPlayer` does all of that on its own thread, so the window never waits for it.
"""

from .output import Output, SilentOutput, open_output
from .player import AudioPlayer
from .synth import RATE, SOUNDS, samples

__all__ = ["RATE", "SOUNDS", "AudioPlayer", "Output", "SilentOutput", "open_output", "samples"]
