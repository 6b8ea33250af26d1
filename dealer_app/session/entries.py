"""What the controller hands its recorder: one frozen record per kind of change (Qt-free).

The recorder (:class:`dealer_app.session.controller.Recorder`, the journal's
:class:`dealer_app.session.recording.JournalRecorder`) gets exactly what it keeps, never the
controller itself: a table's state to checkpoint, an action accepted or taken back, a hand to
record, a table change, an irregularity's ruling.

>>> from dealer_app.engine.hand import Fold
>>> ActionAccepted(Fold(2)).action
Fold(player=2)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from dealer_app.engine.hand import Action, Hand, HandSetup
    from dealer_app.engine.table import Table
    from dealer_app.engine.table_events import TableEvent
    from dealer_app.session.irregularities import RulingRecord


@dataclass(frozen=True, slots=True)
class TableState:
    """The table as it stands (a hand just dealt, or between hands): the table, or for a
    single hand its setup; and the seat of each player of the hand."""

    table: Table | None
    setup: HandSetup | None
    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class HandToRecord:
    """A hand to keep for the hand-history browser: the hand, who sat where, and the
    irregularities ruled in it."""

    hand: Hand
    seats: tuple[int, ...]
    seat_count: int
    rulings: tuple[RulingRecord, ...] = ()


@dataclass(frozen=True, slots=True)
class ActionAccepted:
    """The engine checked ``action``; it is applied and shown once kept."""

    action: Action


@dataclass(frozen=True, slots=True)
class ActionUndone:
    """``action``, the last of ``hand`` (the hand as it was before the undo, None between
    hands), is taken back."""

    action: Action
    hand: HandToRecord | None


@dataclass(frozen=True, slots=True)
class TableChanged:
    """The table checked ``event`` (a seat, chips, the game, the clock, a misdeal)."""

    event: TableEvent


@dataclass(frozen=True, slots=True)
class RulingRecorded:
    """An irregularity's ruling, kept before it shows."""

    record: RulingRecord


@dataclass(frozen=True, slots=True)
class RulingUndone:
    """Undo took back a ruling made last (one record of it), kept before it shows."""

    record: RulingRecord
