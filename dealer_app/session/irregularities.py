"""The rulings kept in a hand (RULES 9): their records, their log lines, the holds they leave.

:meth:`HandController.rule <dealer_app.session.controller.HandController.rule>` asks the engine
(:mod:`dealer_app.engine.dealer_errors`) for the ruling on what the dealer reports and applies
what it changes: a misdeal or a fouled deck deals the same hand again (the table's misdeal,
then the hand), a dead hand is folded, a flop to be dealt again is taken back, an action out of
turn is held. Each ruling is a :class:`RulingRecord` (:func:`records_of` says which), journalled
before it shows (the recorder's ``ruling_recorded``), a line of the hand's log, and a PHH user
field of the hand's history (``_rulings``). A record sits after a number of the hand's actions:
undoing below it drops it, as the journal's replay does.

An action held out of turn is applied by the controller when the action reaches the player
(after every accepted action) if the action to him has not changed; otherwise he gets every
option back (TDA 53). The record of that resolution releases the hold, so that undo and restore
find the same holds by replaying the records (:func:`holds`, :func:`pending_holds`).

This module is data and pure functions over the hand: it never imports the controller (the
controller imports it), so the session's modules import each other one way. Qt-free.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Protocol

from dealer_app.engine.dealer_errors import (
    ERROR_NAMES,
    RETAKE_FLOP_STEP,
    DealerError,
    Effect,
    HeldAction,
    Ruling,
    Step,
)
from dealer_app.engine.errors import IllegalAction
from dealer_app.engine.hand import Action, Fold, Hand, HandSetup
from dealer_app.engine.histories import Scale, action_text, parse_action
from dealer_app.messages import QT_TRANSLATE_NOOP
from dealer_app.session.log import LogEntry

IRREGULARITY_LINE = QT_TRANSLATE_NOOP("Irregularity", "Irregularity: %1 (%2)")
OUT_OF_TURN_LINE = QT_TRANSLATE_NOOP("Irregularity", "%1 acted out of turn: %2 (held for his turn)")
DEALT_AGAIN_LINE = QT_TRANSLATE_NOOP(
    "Irregularity", "The same hand is dealt again: same button, same blinds."
)
BETS_RETURNED_LINE = QT_TRANSLATE_NOOP(
    "Irregularity", "Every bet is returned; the same hand is dealt again with another deck."
)
NOT_AT_A_TABLE = QT_TRANSLATE_NOOP(
    "Messages", "The hand is dealt again at a table only: this hand is not played at one."
)
HISTORY_FIELD = "_rulings"


def step_json(step: Step) -> list[Any]:
    return [step.template, [v if isinstance(v, str) else step_json(v) for v in step.values]]


def step_from_json(data: Any) -> Step:
    template, values = data
    return Step(
        str(template), tuple(v if isinstance(v, str) else step_from_json(v) for v in values)
    )


@dataclass(frozen=True, slots=True)
class RulingRecord:
    """One line a ruling left in the hand, after ``after`` of its actions.

    ``hold`` is an action out of turn (or, ``dead``, a dead hand's fold) held for the player's
    turn; ``release`` names the player whose hold this line resolves.
    """

    after: int
    line: Step
    hold: Action | None = None
    dead: bool = False
    release: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "after": self.after,
            "line": step_json(self.line),
            "hold": None if self.hold is None else action_text(self.hold, Scale(0)),
            "dead": self.dead,
            "release": self.release,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> RulingRecord:
        hold = data.get("hold")
        release = data.get("release")
        return cls(
            int(data["after"]),
            step_from_json(data["line"]),
            parse_action(str(hold), Scale(0)) if hold else None,
            bool(data.get("dead", False)),
            int(release) if release is not None else None,
        )


def history_field(
    rulings: Sequence[RulingRecord], live: Sequence[Action], exported: Sequence[Action]
) -> list[str]:
    """The rulings as the hand's PHH user field: one JSON text per line, each placed after
    the actions of the ``exported`` list (which adds the deals nobody saw to the ``live``
    hand's actions: those go with the action before them, as the history browser steps)."""
    shown = [0] * (len(live) + 1)  # exported actions shown once i live ones are in
    position = 0
    for index, action in enumerate(exported):
        if position < len(live) and action == live[position]:
            position += 1
        shown[position] = index + 1
    if position < len(live):  # not the same hand: keep the live positions
        shown = list(range(len(live) + 1))
    placed = [replace(r, after=shown[min(r.after, len(live))]) for r in rulings]
    return [json.dumps(record.to_json(), ensure_ascii=False) for record in placed]


def from_history(value: object) -> list[RulingRecord]:
    """The rulings of a hand's history (``_rulings``); none when absent or unreadable."""
    if not isinstance(value, list):
        return []
    records: list[RulingRecord] = []
    for text in value:
        try:
            records.append(RulingRecord.from_json(json.loads(str(text))))
        except (ValueError, KeyError, TypeError, IllegalAction):
            continue  # a line this version cannot read is left out, the hand stays readable
    return records


def kept(rulings: Iterable[RulingRecord], action_count: int) -> list[RulingRecord]:
    """The records still standing when the hand has ``action_count`` actions (undo drops the
    ones made after an action it took back)."""
    return [record for record in rulings if record.after <= action_count]


def holds(
    setup: HandSetup, actions: Sequence[Action], rulings: Iterable[RulingRecord]
) -> dict[int, HeldAction]:
    """The actions held now, by player: every hold not yet released."""
    found: dict[int, HeldAction] = {}
    for record in rulings:
        if record.hold is not None:
            before = Hand(setup, actions[: record.after])
            held = HeldAction.of(before, record.hold, dead=record.dead)
            found[held.player] = held
        if record.release is not None:
            found.pop(record.release, None)
    return found


def ruling_lines(hand: Hand, rulings: Iterable[RulingRecord], position: int) -> list[LogEntry]:
    """The log lines of the rulings made after ``position`` actions (``hand`` stands there)."""
    street = hand.current_street
    return [LogEntry(street, "ruling", step=r.line) for r in rulings if r.after == position]


# ------------------------------------------------------------------------------------------


class RuledHand(Protocol):
    """What reads the holds: the hand on screen and the rulings kept in it (the controller)."""

    @property
    def hand(self) -> Hand | None: ...

    @property
    def rulings(self) -> Sequence[RulingRecord]: ...


def pending_holds(source: RuledHand) -> dict[int, HeldAction]:
    """The actions held now in the hand on screen, by player."""
    hand = source.hand
    if hand is None or not source.rulings:
        return {}
    return holds(hand.setup, hand.actions, source.rulings)


def ruling_line(error: DealerError, ruling: Ruling) -> Step:
    """The log's line of a ruling applied: the error's name and the rule book's clause."""
    return Step(IRREGULARITY_LINE, (Step(ERROR_NAMES[error]), ruling.source))


def redeal_line(ruling: Ruling) -> Step:
    """The line after a ruling that deals the same hand again (a misdeal, a fouled deck)."""
    return Step(BETS_RETURNED_LINE if ruling.effect is Effect.VOID else DEALT_AGAIN_LINE)


def records_of(hand: Hand, ruling: Ruling, line: Step) -> list[RulingRecord]:
    """The records a ruling that keeps the hand leaves after its actions so far: an action
    held out of turn, a dead hand's fold held for his turn, or the ruling's line alone (and,
    a flop to deal again, the step that says so)."""
    after = len(hand.actions)
    effect = ruling.effect
    if effect is Effect.HOLD and ruling.held is not None:
        name = hand.name(ruling.player) if ruling.player is not None else ""
        words = HeldAction.of(hand, ruling.held).words
        oot = Step(OUT_OF_TURN_LINE, (name, words))
        return [RulingRecord(after, oot, hold=ruling.held)]
    if effect is Effect.KILL and ruling.player is not None:
        return [RulingRecord(after, line, hold=Fold(ruling.player), dead=True)]
    records = [RulingRecord(after, line)]
    if effect is Effect.RETAKE_FLOP:
        records.append(RulingRecord(after, Step(RETAKE_FLOP_STEP)))
    return records


def last_ruling(source: RuledHand) -> int:
    """How many records at the end of the hand's rulings make its last ruling, when that
    ruling is the last thing done in the hand and Undo can take it back like an action; 0
    otherwise (a hand dealt again, a flop taken back, a held action resolved at its turn)."""
    hand, rulings = source.hand, source.rulings
    if hand is None or not rulings:
        return 0
    last = rulings[-1]
    if last.after != len(hand.actions) or last.release is not None:
        return 0
    if last.line.template in (DEALT_AGAIN_LINE, BETS_RETURNED_LINE, RETAKE_FLOP_STEP):
        return 0
    return 1
