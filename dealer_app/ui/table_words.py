"""Words of a table in play, said in every window: a seat's note and the irregularity
assistant's rulings and dealer errors (RULES 9). Apart from :mod:`dealer_app.ui.words`, which the
first frame loads: these name the engine's and the session's types."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from dealer_app.engine.dealer_errors import ERROR_NAMES, DealerError, Step
from dealer_app.session.controller import (
    NO_CHIPS,
    NOT_DEALT_IN,
    POSTS_TO_ENTER,
    SITS_OUT_NEXT,
    SITTING_OUT,
    WAITS_FOR_BIG_BLIND,
)
from dealer_app.ui.words import rule_source

RULINGS = "Irregularity"


def step_text(step: Step) -> str:
    """A ruling's sentence in the dealer's language (its values translated in turn)."""
    text = QCoreApplication.translate(RULINGS, step.template)
    for number, value in enumerate(step.values, start=1):
        said = rule_source(value) if isinstance(value, str) else step_text(value)
        text = text.replace(f"%{number}", said)
    return text


def error_name(error: DealerError) -> str:
    return QCoreApplication.translate(RULINGS, ERROR_NAMES[error])


def note_text(note: str) -> str:
    """A seat's note (``SeatView.note``) in the dealer's language."""
    translate = QCoreApplication.translate
    return {
        SITTING_OUT: translate("Seat", "Sitting out"),
        SITS_OUT_NEXT: translate("Seat", "Sits out next hand"),
        WAITS_FOR_BIG_BLIND: translate("Seat", "Waits for the big blind"),
        POSTS_TO_ENTER: translate("Seat", "Posts to enter"),
        NO_CHIPS: translate("Seat", "No chips"),
        NOT_DEALT_IN: translate("Seat", "Not dealt in"),
    }.get(note, "")
