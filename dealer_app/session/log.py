"""One line of a hand's log, in structured form: the controller writes it, the irregularity
assistant adds its rulings' lines, the window and the exports word it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from dealer_app.engine.cards import Card
    from dealer_app.engine.dealer_errors import Step


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One line of the hand's log, in structured form (the log model words it)."""

    street: str  # the engine's street name when it happened
    kind: str  # fold check call bet raise complete bring-in board upcard deal draw show muck
    player: int | None = None
    amount: int | None = None  # bet-to for bets and raises, chips put in for calls
    cards: tuple[Card | None, ...] = ()
    all_in: bool = False
    step: Step | None = None  # kind "ruling": the line an irregularity's ruling left
