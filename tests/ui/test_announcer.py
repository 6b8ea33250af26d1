"""Issue 26: a chime at each level change and break, and the level spoken in the event's
language, with Qt's own QtMultimedia and QtTextToSpeech (the real modules, offscreen: Qt's
"mock" speech engine speaks without a sound card); each turned off by the director; a missing
speech engine or sound device is said once and the window goes on."""

from __future__ import annotations

import wave
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt

from dealer_app.store import open_event_journal
from dealer_app.ui.director.window import DirectorWindow
from dealer_app.ui.display.announcer import sound_file
from tests.ui.test_display import director_with_event

START = 1_000_000.0


def _at(qtbot, director, clock, seconds: float) -> None:  # type: ignore[no-untyped-def]
    clock.seconds = START + seconds
    director.display_station.feed.tick()  # the clock's second
    qtbot.wait(5)


def test_the_chime_is_a_short_bundled_wav() -> None:
    path = sound_file()
    with wave.open(str(path)) as sound:
        seconds = sound.getnframes() / sound.getframerate()
        assert (sound.getnchannels(), sound.getsampwidth()) == (1, 2)
    assert 0.2 <= seconds <= 1.5 and path.stat().st_size < 100_000


def test_a_chime_at_each_level_and_break_and_the_level_spoken(
    qtbot, tmp_path: Path, qm_dir: Path
) -> None:  # type: ignore[no-untyped-def]
    director, clock = director_with_event(qtbot, tmp_path)
    station = director.display_station
    announcer = station.announcer
    announcer.engine = "mock"  # Qt's own test engine: it speaks word by word, silently
    assert station.sound_box.isChecked() and not station.speech_box.isChecked()
    station.speech_box.setFocus()
    qtbot.keyClick(station.speech_box, Qt.Key.Key_Space)  # the director wants it spoken
    assert announcer.speech_on
    _at(qtbot, director, clock, 1200 + 5)  # level 2
    assert announcer.spoken == ["Level 2. Blinds 200/400, Big-blind ante 400."]
    assert announcer._effect is not None
    assert announcer._effect.source().toLocalFile() == str(sound_file())
    heard: list[str] = []
    assert announcer._speech is not None
    announcer._speech.sayingWord.connect(lambda word, *_: heard.append(word))
    qtbot.waitUntil(lambda: announcer._speech.state() == announcer._speech.State.Ready)
    _at(qtbot, director, clock, 1200 + 6)  # the same level: nothing said again
    assert len(announcer.spoken) == 1
    # The event's language: the displays speak French.
    station.language_choice.setCurrentIndex(station.language_choice.findData("fr"))
    _at(qtbot, director, clock, 2400 + 5)  # the break
    assert announcer.spoken[-1].startswith("Pause.")
    qtbot.waitUntil(lambda: "Pause" in heard, timeout=3000)  # the real engine said it
    _at(qtbot, director, clock, 3000 + 5)  # level 3
    assert announcer.spoken[-1].startswith("Niveau 3.")
    assert "300/600" in announcer.spoken[-1]
    # Turned off, each by its key: nothing more.
    qtbot.keyClick(station.speech_box, Qt.Key.Key_Space)
    station.sound_box.setFocus()
    qtbot.keyClick(station.sound_box, Qt.Key.Key_Space)
    chimes = announcer.chimes
    _at(qtbot, director, clock, 4200 + 5)  # level 4
    assert len(announcer.spoken) == 3 and announcer.chimes == chimes
    # Kept with the director's folder: off after a restart.
    director.close()
    folder = tmp_path / "director"
    again = DirectorWindow(open_event_journal(folder), folder, now=clock)
    qtbot.addWidget(again)
    again.restore()
    back = again.display_station
    assert not back.sound_box.isChecked() and not back.speech_box.isChecked()
    assert not back.announcer.sound_on and not back.announcer.speech_on
    again.close()


def test_no_speech_engine_is_said_once_and_the_window_goes_on(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    director, clock = director_with_event(qtbot, tmp_path)
    station = director.display_station
    announcer = station.announcer
    announcer.engine = "no-such-engine"
    station.speech_box.setChecked(True)
    told: list[str] = []
    announcer.told.connect(told.append)
    announcer.sound_on = False
    _at(qtbot, director, clock, 1200 + 5)
    _at(qtbot, director, clock, 2400 + 5)
    _at(qtbot, director, clock, 3000 + 5)
    assert told == ["No speech engine on this computer: the levels are not spoken."]
    assert station.message.text() == told[0]
    assert (
        director.session is not None and director.session.tournament.clock(int(clock())).number == 3
    )


def test_no_sound_device_is_said_once(qtbot, tmp_path: Path, monkeypatch: Any) -> None:  # type: ignore[no-untyped-def]
    """On a computer without an audio output (as here, offscreen) the chime's effect fails to
    load: said once; where it loads, nothing is said."""
    director, clock = director_with_event(qtbot, tmp_path)
    station = director.display_station
    announcer = station.announcer
    told: list[str] = []
    announcer.told.connect(told.append)
    _at(qtbot, director, clock, 1200 + 5)
    effect = announcer._effect
    assert effect is not None
    qtbot.waitUntil(lambda: effect.status() != effect.Status.Loading, timeout=5000)
    _at(qtbot, director, clock, 2400 + 5)
    if effect.status() == effect.Status.Error:
        assert told == ["No sound on this computer: the clock's chime is not heard."]
        assert announcer.chimes == 1  # not tried again
        label = station.message
        qtbot.wait(20)
        assert label.text() == told[0]
        assert label.heightForWidth(label.width()) <= label.height() + 1  # said whole
    else:
        assert told == [] and announcer.chimes == 2
