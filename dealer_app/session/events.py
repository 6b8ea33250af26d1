"""A Qt-free signal for the controller, and the record of what changed that it carries.

:class:`Changed` is what one change of a table's controller touched (Anki's OpChanges): the
controller emits one with :attr:`HandController.changed`, and each view repaints what it shows
of it and skips the rest (the log model inserts the new rows only, the status bar is left alone
by a bet, the clock by an action).

:class:`Event` is the signal itself: views connect slots, the controller emits.

Why not ``QtCore.Signal``: with PySide6 6.12 on Python 3.11, every ``Signal.emit()`` called
from Python loses one reference to ``True`` (the bool it returns), and after a few thousand
emits the interpreter aborts ("deallocating True"). This class has the same ``connect`` /
``disconnect`` / ``emit`` shape and keeps the controller free of Qt.

>>> changed = Event()
>>> seen = []
>>> changed.connect(seen.append)
>>> changed.emit(1)
>>> seen
[1]
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Changed:
    """What one change touched, named by what the views show.

    ``seats``: a seat's player, stack, bet, cards, state or marker; ``pots``: the pots and the
    bets in front; ``actor``: who acts and what the dealer enters next (the legal options, the
    next-hand command); ``board``: the community cards; ``log_from``: the first row of the
    hand's log that is new or different (the rows from there on are read again, rows past the
    log's end went), None when the log is as it was; ``setup``: the hand's or the table's
    set-up (game, rules, chip unit, hand number, the rulings held); ``clock``: the level or
    break the table plays.

    >>> Changed(seats=True).touches_anything, Changed().touches_anything
    (True, False)
    >>> EVERYTHING.log_from, EVERYTHING.setup
    (0, True)
    """

    seats: bool = False
    pots: bool = False
    actor: bool = False
    board: bool = False
    log_from: int | None = None
    setup: bool = False
    clock: bool = False

    @property
    def touches_anything(self) -> bool:
        return (
            self.seats
            or self.pots
            or self.actor
            or self.board
            or self.log_from is not None
            or self.setup
            or self.clock
        )

    @property
    def hand(self) -> bool:
        """The hand's play as the table shows it (seats, pots, board, whose turn)."""
        return self.seats or self.pots or self.actor or self.board


EVERYTHING = Changed(
    seats=True, pots=True, actor=True, board=True, log_from=0, setup=True, clock=True
)
"""Another hand (dealt, voided, confirmed), a table replaced, a change only partly kept: every
view reads everything again."""


def play(log_from: int, *, board: bool = False) -> Changed:
    """An action of the hand, or its undo: the seats, pots and whose turn, the log from
    ``log_from``, the board when cards were dealt to it."""
    return Changed(seats=True, pots=True, actor=True, board=board, log_from=log_from)


TABLE = Changed(seats=True, actor=True, setup=True)
"""The table's players, chips or game changed (the hand on screen, if any, stays)."""

CLOCK = Changed(actor=True, setup=True, clock=True)
"""The tournament clock moved the table to another level or a break, between hands."""


class Event:
    """Slots called in the order they connected. Bound methods are held weakly, so a view
    that goes away is dropped; one whose Qt object was deleted is dropped when called."""

    __slots__ = ("_slots",)

    def __init__(self) -> None:
        self._slots: list[Callable[[], Callable[..., Any] | None]] = []

    def connect(self, slot: Callable[..., Any]) -> None:
        if hasattr(slot, "__self__") and hasattr(slot, "__func__"):
            self._slots.append(weakref.WeakMethod(slot))
        else:
            self._slots.append(lambda slot=slot: slot)  # type: ignore[misc]

    def disconnect(self, slot: Callable[..., Any]) -> None:
        for ref in list(self._slots):
            if ref() == slot:
                self._slots.remove(ref)

    def emit(self, *args: Any) -> None:
        for ref in list(self._slots):
            slot = ref()
            if slot is None:
                self._slots.remove(ref)
                continue
            try:
                slot(*args)
            except RuntimeError as error:
                if "already deleted" not in str(error):
                    raise
                self._slots.remove(ref)  # a view whose widget Qt deleted

    def __len__(self) -> int:
        return len(self._slots)
