"""The irregularity assistant's side of the controller (RULES 9): rulings kept, holds resolved.

:func:`rule` asks the engine (:mod:`dealer_app.engine.dealer_errors`) for the ruling on what
the dealer reports and applies what it changes: a misdeal or a fouled deck deals the same hand
again (the table's misdeal, then the hand), a dead hand is folded, a flop to be dealt again is
taken back, an action out of turn is held. Each ruling is a :class:`RulingRecord`, journalled
before it shows (the recorder's ``ruling_recorded``), a line of the hand's log, and a PHH user
field of the hand's history (``_rulings``). A record sits after a number of the hand's actions:
undoing below it drops it, as the journal's replay does.

An action held out of turn is applied by the controller when the action reaches the player
(:func:`resolve_held`, called after every accepted action) if the action to him has not
changed; otherwise he gets every option back (TDA 53). The record of that resolution releases
the hold, so that undo and restore find the same holds by replaying the records.

Qt-free.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from dealer_app.engine.dealer_errors import (
    ERROR_NAMES,
    RETAKE_FLOP_STEP,
    DealerError,
    Effect,
    HeldAction,
    Ruling,
    Step,
    resolve,
    rule_on,
)
from dealer_app.engine.errors import IllegalAction
from dealer_app.engine.hand import Action, Hand, HandSetup
from dealer_app.engine.histories import Scale, action_text, parse_action
from dealer_app.engine.table_events import Redeal
from dealer_app.messages import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from dealer_app.session.controller import HandController
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
    from dealer_app.session.log import LogEntry

    street = hand.current_street
    return [LogEntry(street, "ruling", step=r.line) for r in rulings if r.after == position]


# ------------------------------------------------------------------------------------------


def _record(controller: HandController, record: RulingRecord) -> None:
    """Journal first, then the controller's list and the log."""
    from dealer_app.session.log import LogEntry

    recorder = controller.recorder
    keep = getattr(recorder, "ruling_recorded", None)
    if keep is not None:
        keep(controller, record)
    controller.rulings.append(record)
    hand = controller.hand
    assert hand is not None
    controller.log.append(LogEntry(hand.current_street, "ruling", step=record.line))


def verify_rule(
    controller: HandController,
    error: DealerError,
    *,
    player: int | None = None,
    action: Action | None = None,
) -> Ruling:
    """The ruling :func:`rule` would apply, nothing changed; :class:`IllegalAction` says why
    there is none (the window shows its message in the dealer's language)."""
    ruling = rule_on(controller._hand(), error, player=player, action=action)
    if ruling.restarts_hand and controller.table is None:
        raise IllegalAction(NOT_AT_A_TABLE)
    return ruling


def rule(
    controller: HandController,
    error: DealerError,
    *,
    player: int | None = None,
    action: Action | None = None,
) -> Ruling | None:
    """Rule on ``error`` in the hand on screen and apply what the ruling changes; on refusal
    the controller says why (:attr:`HandController.refused`) and nothing changes."""
    try:
        ruling = verify_rule(controller, error, player=player, action=action)
    except IllegalAction as refusal:
        controller._refuse(refusal)
        return None
    line = Step(IRREGULARITY_LINE, (Step(ERROR_NAMES[error]), ruling.source))
    effect = ruling.effect
    if ruling.restarts_hand:
        table = controller.table
        assert table is not None
        if not controller._change((Redeal(),)):
            return None
        # The same hand from its first card: the table kept its plan (button, blinds, players).
        setup, seats = table.next_hand_setup()
        controller._start(setup, seats)
        _record(controller, RulingRecord(0, line))
        again = BETS_RETURNED_LINE if effect is Effect.VOID else DEALT_AGAIN_LINE
        _record(controller, RulingRecord(0, Step(again)))
        controller.changed.emit()
        return ruling
    if effect is Effect.RETAKE_FLOP and not controller.undo():
        return None
    hand = controller._hand()
    after = len(hand.actions)
    if effect is Effect.HOLD and ruling.held is not None:
        name = hand.name(ruling.player) if ruling.player is not None else ""
        words = HeldAction.of(hand, ruling.held).words
        oot = Step(OUT_OF_TURN_LINE, (name, words))
        _record(controller, RulingRecord(after, oot, hold=ruling.held))
    elif effect is Effect.KILL and ruling.player is not None:
        from dealer_app.engine.hand import Fold

        _record(controller, RulingRecord(after, line, hold=Fold(ruling.player), dead=True))
    else:
        _record(controller, RulingRecord(after, line))
        if effect is Effect.RETAKE_FLOP:
            _record(controller, RulingRecord(after, Step(RETAKE_FLOP_STEP)))
    resolve_held(controller)
    controller.changed.emit()
    return ruling


def last_ruling(controller: HandController) -> int:
    """How many records at the end of the hand's rulings make its last ruling, when that
    ruling is the last thing done in the hand and Undo can take it back like an action; 0
    otherwise (a hand dealt again, a flop taken back, a held action resolved at its turn)."""
    hand, rulings = controller.hand, controller.rulings
    if hand is None or not rulings:
        return 0
    last = rulings[-1]
    if last.after != len(hand.actions) or last.release is not None:
        return 0
    if last.line.template in (DEALT_AGAIN_LINE, BETS_RETURNED_LINE, RETAKE_FLOP_STEP):
        return 0
    return 1


def pending_holds(controller: HandController) -> dict[int, HeldAction]:
    """The actions held now in the hand on screen, by player."""
    hand = controller.hand
    if hand is None or not controller.rulings:
        return {}
    return holds(hand.setup, hand.actions, controller.rulings)


def resolve_held(controller: HandController) -> None:
    """The hand reached a player with a held action: apply it, or give him every option."""
    hand = controller.hand
    if hand is None:
        return
    for held in pending_holds(controller).values():
        resolution = resolve(hand, held)
        if resolution is None:
            continue
        after = len(hand.actions)
        _record(controller, RulingRecord(after, resolution.step, release=held.player))
        action = resolution.action
        if action is not None and hand.can(action):
            controller._accept(action)  # resolves the next hold, if any, in its turn
        return
