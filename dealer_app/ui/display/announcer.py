"""The clock heard: a chime at each level change and break, and, if the director wants it, the
level spoken in the event's language (issue 26), with Qt's own QtMultimedia (QSoundEffect on
the bundled ``resources/sounds/level.wav``) and QtTextToSpeech.

Both are loaded on the first announcement, not at start-up. A computer without a sound device
or a speech engine is told once (:attr:`Announcer.told`) and the director's window goes on.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QLocale, QObject, QUrl, Signal

from dealer_app.session.display import DisplayState, Stakes
from dealer_app.ui import i18n

if TYPE_CHECKING:
    from PySide6.QtMultimedia import QSoundEffect
    from PySide6.QtTextToSpeech import QTextToSpeech


class Wording(Protocol):
    """The display's words in one language (``dealer_app.ui.display.window.ScreenWords``)."""

    def t(self, text: str) -> str: ...

    def count(self, number: int) -> str: ...

    def stakes_text(self, stakes: Stakes) -> str: ...

    def game_text(self, stakes: Stakes) -> str: ...


_GROUPED = re.compile(r"(?<=\d)[\u00a0\u202f ](?=\d{3})")  # 24 615 is said as one number


def sound_file() -> Path:
    """The chime bundled with the program."""
    return i18n.resources_dir() / "sounds" / "level.wav"


class Announcer(QObject):
    """Announces each level and break the displays show: ``follow`` gets every state."""

    told = Signal(str)  # what the director should know, said once (no sound, no speech)

    def __init__(
        self,
        words: Callable[[str], Wording],
        parent: QObject | None = None,
        *,
        engine: str = "",
    ) -> None:
        super().__init__(parent)
        self._words = words  # makes the sentence in a language (the display's wording)
        self.engine = engine  # "": the platform's speech engine
        self.sound_on = True
        self.speech_on = False
        self.chimes = 0  # chimes started
        self.spoken: list[str] = []  # sentences given to the speech engine
        self._last: tuple[str, int, bool] | None = None  # (event, level, on a break)
        self._effect: QSoundEffect | None = None
        self._speech: QTextToSpeech | None = None
        self._no_sound = False
        self._no_speech = False

    def follow(self, state: DisplayState | None, language: str) -> None:
        """The state the displays show now; a new level or break since the last one of the
        same event is announced (not the first state seen, nor the event's end)."""
        if state is None:
            self._last = None
            return
        now = (state.event, state.level if state.started else 0, state.on_break)
        before, self._last = self._last, now
        if before is None or before[0] != now[0] or before == now:
            return
        if not state.started or state.over:
            return
        if self.sound_on:
            self.chime()
        if self.speech_on:
            self.say(self.sentence(state, language), language)

    def sentence(self, state: DisplayState, language: str) -> str:
        """What is said: ``Level 5. Blinds 300/600, big-blind ante 600.`` or ``Break.``"""
        words = self._words(language)
        if state.on_break or state.stakes is None:
            parts = [words.t("Break")]
            if state.break_colour_up:
                parts.append(
                    words.t("Colour-up: the %1 chips leave").replace(
                        "%1", ", ".join(words.count(d) for d in state.break_colour_up)
                    )
                )
            if state.break_add_on:
                parts.append(words.t("Add-on at this break"))
        else:
            parts = [words.t("Level %1").replace("%1", str(state.level))]
            if state.mixed:
                parts.append(words.game_text(state.stakes))
            parts.append(words.stakes_text(state.stakes).replace(" · ", ", "))
        return _GROUPED.sub("", " ".join(part.rstrip(".") + "." for part in parts))

    # ------------------------------------------------------------------ sound and speech

    def chime(self) -> None:
        if self._no_sound:
            return
        if self._effect is None:
            from PySide6.QtMultimedia import QSoundEffect

            self._effect = QSoundEffect(self)
            self._effect.statusChanged.connect(self._on_sound_status)
            self._effect.setSource(QUrl.fromLocalFile(str(sound_file())))
        self.chimes += 1
        self._effect.play()

    def _on_sound_status(self) -> None:
        from PySide6.QtMultimedia import QSoundEffect

        if self._effect is not None and self._effect.status() == QSoundEffect.Status.Error:
            self._no_sound = True
            self.told.emit(self.tr("No sound on this computer: the clock's chime is not heard."))

    def say(self, text: str, language: str) -> None:
        if self._no_speech:
            return
        speech = self._speech
        if speech is None:
            from PySide6.QtTextToSpeech import QTextToSpeech

            speech = QTextToSpeech(self.engine, self) if self.engine else QTextToSpeech(self)
            speech.errorOccurred.connect(lambda *_: self._speech_lost())
            self._speech = speech
        if speech.state() == speech.State.Error:
            self._speech_lost()
            return
        wanted = QLocale(language)
        for locale in speech.availableLocales():
            if locale.language() == wanted.language():
                speech.setLocale(locale)
                break
        self.spoken.append(text)
        speech.say(text)

    def _speech_lost(self) -> None:
        if not self._no_speech:
            self._no_speech = True
            self.told.emit(self.tr("No speech engine on this computer: the levels are not spoken."))
