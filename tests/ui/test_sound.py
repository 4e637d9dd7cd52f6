"""Sound: each event's own sound through a fake output; nothing when muted or hidden; silence without a device."""

from __future__ import annotations

import sys
import threading
from array import array
from collections.abc import Callable
from typing import ClassVar

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from canfield.audio import SOUNDS, AudioPlayer, SilentOutput, open_output, samples
from canfield.audio.output import Mixer
from tests.ui.keys import press
from tests.ui.mouse import card_item, click, drag, drag_card, drop_point, grab_point


class FakeOutput:
    """Records what would be played, by sound name; ``played`` first waits for the audio thread to catch up."""

    def __init__(self, settle: Callable[[], None] = lambda: None) -> None:
        self._played: list[tuple[str, float]] = []
        self.settle = settle
        self.closed = False

    @property
    def played(self) -> list[tuple[str, float]]:
        self.settle()
        return self._played

    def play(self, sound: array, delay: float = 0.0) -> None:
        name = next(n for n in SOUNDS if samples(n) is sound)
        self._played.append((name, delay))

    def close(self) -> None:
        self.closed = True


def patient_player(make: Callable[[], object]) -> AudioPlayer:
    """A player on ``make``'s output that never drops a sound for lateness (a loaded test machine is slow)."""
    return AudioPlayer(make, max_wait=60.0)  # type: ignore[arg-type]


@pytest.fixture
def heard(window, qtbot):
    fake = FakeOutput(settle=lambda: qtbot.waitUntil(lambda: player.idle))
    player = patient_player(lambda: fake)
    window.settings.sound = True
    window.sounds.player.close()
    window.sounds.player = player
    return fake


def _move(source: str, target: str):
    from canfield.engine import Move

    return Move(source, target, 1)


def names(fake: FakeOutput) -> list[str]:
    return [name for name, _ in fake.played]


def test_each_event_has_its_sound(window, heard):
    click(window, window.table.piles["stock"].area.center())
    assert names(heard) == ["draw"]
    drag_card(window, "QC", "c2")  # the reserve's Q♣ onto column 2: placed, and the next reserve card turned up
    assert names(heard)[1:] == ["place", "flip"]
    game = window.controller.game
    source, target = next(
        (a, b) for a in ("c1", "c3", "c4") for b in ("c1", "c2", "c3", "c4") if a != b and game.refusal(_move(a, b))
    )
    drag_card(window, game.top(source).code, target)  # refused by the rules
    assert names(heard)[-1] == "refuse"
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert names(heard)[-1] == "undo"
    press(window, Qt.Key.Key_F5)
    QTest.mouseClick(window.abandon_dialog.end_game, Qt.MouseButton.LeftButton)
    assert names(heard)[-1] == "deal"


def test_a_reserve_card_played_turns_up_the_next_one(window, heard):
    game = window.controller.game
    top = game.top("reserve")
    target = next(m.target for m in game.legal_moves() if m.source == "reserve")
    drag(window, grab_point(card_item(window, top.code)), drop_point(window, target))
    assert heard.played[-2:] == [("place", 0.0), ("flip", pytest.approx(0.09))]


def test_the_win_has_its_sound(window, heard):
    from tests.ui.test_player_bugs import WON_LINE, _set_up

    _set_up(window, WON_LINE[:-1])
    last = WON_LINE[-1]
    top = window.controller.game.top(last.source)
    drag(window, grab_point(card_item(window, top.code)), drop_point(window, last.target))
    assert names(heard)[-2:] == ["place", "win"]


def test_mute_by_key_menu_and_toolbar(window, heard):
    press(window, Qt.Key.Key_M)  # View ▸ Sound off
    assert not window.settings.sound and not window.acts.sound.isChecked()
    click(window, window.table.piles["stock"].area.center())
    assert heard.played == []
    QTest.mouseClick(window.toolbar.widgetForAction(window.acts.sound), Qt.MouseButton.LeftButton)
    assert window.settings.sound and window.acts.sound.isChecked()
    click(window, window.table.piles["stock"].area.center())
    assert names(heard) == ["draw"]
    window.acts.settings.trigger()  # the Settings dialog shows the same setting
    assert window.settings_dialog.sound.isChecked()


def test_no_sound_while_the_window_is_hidden(window, heard):
    window.hide()
    window.controller.play(next(m for m in window.controller.game.legal_moves() if m.source == "stock"))
    assert heard.played == []


def test_no_library_or_no_device_is_silence(monkeypatch):
    monkeypatch.setitem(sys.modules, "miniaudio", None)  # not installed
    assert isinstance(open_output(), SilentOutput)

    class Broken:
        class SampleFormat:
            SIGNED16 = 2

        @staticmethod
        def PlaybackDevice(**_):  # noqa: N802 (the library's name)
            raise RuntimeError("no playback device")

    monkeypatch.setitem(sys.modules, "miniaudio", Broken)
    output = open_output()
    assert isinstance(output, SilentOutput)
    output.play(samples("win"))  # plays nothing, raises nothing


def test_an_offscreen_window_never_opens_a_device(window, monkeypatch, qtbot):
    import canfield.ui.shell.sound as sound

    monkeypatch.setattr(sound, "open_output", lambda: pytest.fail("a device was opened offscreen"))
    window.settings.sound = True
    click(window, window.table.piles["stock"].area.center())
    qtbot.waitUntil(lambda: window.sounds.ready and window.sounds.player.idle)
    assert isinstance(window.sounds.player.output, SilentOutput)


def test_the_device_and_sounds_are_made_ready_off_the_window_s_thread(window, qtbot):
    """Opening the library and a device (50–70 ms) and computing the sounds (about 30 ms each) on the
    first move froze the table for that long: they are made ready on a thread after the first frame."""
    import threading

    from canfield.audio import SOUNDS
    from canfield.ui.shell.sound import SoundEffects

    made_on: list[str] = []

    def make() -> FakeOutput:
        made_on.append(threading.current_thread().name)
        return FakeOutput()

    window.settings.sound = True
    samples.cache_clear()
    effects = SoundEffects(window, window.controller, lambda: True, output=make)
    effects.warm_up()
    qtbot.waitUntil(lambda: effects.ready)
    assert made_on and made_on[0] != threading.main_thread().name
    assert samples.cache_info().currsize == len(SOUNDS)  # every sound computed there too
    effects.play("place")
    qtbot.waitUntil(lambda: effects.player.idle)
    assert len(made_on) == 1 and effects.player.output.played == [("place", 0.0)]  # nothing opened on the first sound
    effects.close()


def test_no_warm_up_when_sound_is_off(window, qtbot):
    from canfield.ui.shell.sound import SoundEffects

    made: list[FakeOutput] = []

    def make() -> FakeOutput:
        made.append(FakeOutput())
        return made[-1]

    effects = SoundEffects(window, window.controller, lambda: False, output=make)
    effects.warm_up()
    click(window, window.table.piles["stock"].area.center())  # a sound muted
    qtbot.waitUntil(lambda: effects.player.idle)  # anything asked of the audio thread has been done
    assert not effects.ready and made == []


def test_sound_turned_on_later_is_made_ready_before_the_first_sound(window, qtbot):
    qtbot.waitUntil(lambda: window.sounds.ready)  # the window's own warm-up, after its first frame
    press(window, Qt.Key.Key_M)  # off; then as if sound had been off from the start
    window.sounds.player.close()
    made = []
    window.sounds.player = AudioPlayer(lambda: made.append(FakeOutput()) or made[-1])
    press(window, Qt.Key.Key_M)  # on again: ready on a thread, before any move
    qtbot.waitUntil(lambda: window.sounds.ready)
    assert len(made) == 1


def test_the_sounds_are_short_bounded_and_always_the_same():
    for name in SOUNDS:
        data = samples(name)
        assert 0 < len(data) / 22050 < (2.5 if name == "win" else 0.6), name
        assert max(abs(v) for v in data) < 32767 * 0.7  # never at full scale
    samples.cache_clear()
    again = samples("deal")
    samples.cache_clear()
    assert samples("deal") == again


def test_the_mixer_sums_delays_and_clips():
    mixer = Mixer()
    mixer.add(array("h", [20000] * 4))
    mixer.add(array("h", [20000] * 4), delay=2 / 22050)
    assert list(mixer.mix(6)) == [20000, 20000, 32767, 32767, 20000, 20000]
    assert list(mixer.mix(3)) == [0, 0, 0]


def test_a_device_that_pulls_faster_than_time_is_held_back():
    """ALSA's null device (CI, the Orca test's desktop) asks for 40 million frames a second: unpaced,
    the stream held the interpreter's lock and the window answered keys seconds late."""
    now = [0.0]
    slept: list[float] = []

    def sleep(seconds: float) -> None:
        slept.append(seconds)
        now[0] += seconds

    stream = Mixer().generator(clock=lambda: now[0], sleep=sleep)
    next(stream)
    for _ in range(200):  # a second of sound asked for in no time at all
        stream.send(110)
    assert sum(slept) >= 1.0 - 0.25  # the stream waited for time to catch up, bar a short lead
    ahead = 200 * 110 / 22050 - now[0]
    assert 0 <= ahead <= 0.25


def test_silence_costs_no_mixing():
    mixer = Mixer()
    assert mixer.mix(4) is mixer.mix(4)  # one silent buffer, not a new one per callback


class FakeDevice:
    """A stand-in for ``miniaudio.PlaybackDevice``: pulls frames from the stream it is given."""

    opened: ClassVar[list[FakeDevice]] = []

    def __init__(self, **kwargs) -> None:
        self.kwargs, self.stream, self.closed = kwargs, None, False
        self.threads = [threading.current_thread().name]  # opened on, then closed on
        FakeDevice.opened.append(self)

    def start(self, stream) -> None:
        self.stream = stream

    def pull(self, frames: int) -> array:
        return self.stream.send(frames)

    def close(self) -> None:
        self.threads.append(threading.current_thread().name)
        self.closed = True


class FakeMiniaudio:
    class SampleFormat:
        SIGNED16 = 2

    PlaybackDevice = FakeDevice


def test_a_device_is_opened_on_the_first_sound_mixes_and_closes_when_quiet(qtbot, monkeypatch):
    """Probed, opened, mixed and closed after a quiet while: all on the audio thread, never the window's."""
    from canfield.audio import output as audio_output

    FakeDevice.opened.clear()
    monkeypatch.setitem(sys.modules, "miniaudio", FakeMiniaudio)
    player = AudioPlayer(max_wait=60.0, idle_seconds=0.05)
    player.play("flip")
    player.play("flip")
    qtbot.waitUntil(lambda: player.idle)
    assert isinstance(player.output, audio_output.MiniaudioOutput) and FakeDevice.opened[0].closed  # the probe
    device = FakeDevice.opened[-1]
    assert len(FakeDevice.opened) == 2 and device.kwargs["sample_rate"] == 22050
    frames = device.pull(len(samples("flip")))
    expected = [max(-32768, min(32767, 2 * v)) for v in samples("flip")]
    assert list(frames) == expected  # the two sounds summed
    qtbot.waitUntil(lambda: device.closed and not player.output.open)
    assert device.threads == ["canfield-audio", "canfield-audio"]
    player.play("place")  # the next sound opens a device again
    qtbot.waitUntil(lambda: player.idle and len(FakeDevice.opened) == 3)
    player.close(wait=5.0)
    assert FakeDevice.opened[-1].closed


def test_a_device_that_fails_later_leaves_silence(monkeypatch):
    from canfield.audio.output import MiniaudioOutput

    class Failing(FakeMiniaudio):
        @staticmethod
        def PlaybackDevice(**_):  # noqa: N802 (the library's name)
            raise OSError("device unplugged")

    out = MiniaudioOutput(Failing)
    out.play(samples("place"))  # raises nothing
    assert out.broken and not out.open
    out.play(samples("place"))
