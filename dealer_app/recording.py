"""The journal behind the controller: every accepted action is durable before it is shown.

:class:`JournalRecorder` is the controller's recorder (``HandController(recorder=...)``): at
each hand start it checkpoints the table (or the hand's setup, for a single hand), then appends
every accepted action as its PHH text, every undo, and at the end records the whole hand for the
hand-history browser. :func:`restore` brings a table back from the journal: the checkpoint,
then the actions after it replayed, so the same hand is at the same action with the same undo
history. Qt-free: the window only passes the data folder.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from dealer_app.engine.hand import Action, Hand, HandSetup
from dealer_app.engine.histories import (
    Scale,
    action_text,
    fields_from_hand,
    parse_action,
    setup_from_fields,
)
from dealer_app.engine.table import Table
from dealer_app.store import Journal

if TYPE_CHECKING:
    from dealer_app.ui.controller import HandController

_ACTION, _UNDO, _HAND_START, _HAND_END = "action", "undo", "hand-start", "hand-end"


class JournalRecorder:
    """Appends what the controller accepts to one table of a journal."""

    def __init__(self, journal: Journal, table_id: int) -> None:
        self.journal = journal
        self.table_id = table_id
        # A table restored from the journal is in the hand its checkpoint began (hand_started
        # checkpoints right after the hand's first event); a new table's first hand sets these.
        checkpoint = journal.restore(table_id).checkpoint
        self._first_seq = 0 if checkpoint is None else checkpoint.after_seq
        records = journal.hands(table_id)
        self._hand_no = len(records)
        if records and self._first_seq and records[-1].first_seq == self._first_seq:
            # Killed after recording the hand but before the next one started: the hand is
            # recorded again under its own number, not added a second time.
            self._hand_no = records[-1].hand_no

    def hand_started(self, controller: HandController) -> None:
        state = _checkpoint_state(controller)
        self._first_seq = self.journal.append(self.table_id, _HAND_START, {})
        self.journal.checkpoint(self.table_id, state)

    def action_accepted(self, controller: HandController, action: Action) -> None:
        self.journal.append(self.table_id, _ACTION, {"phh": action_text(action, Scale(0))})

    def action_undone(self, controller: HandController, action: Action) -> None:
        self.journal.append(self.table_id, _UNDO, {"phh": action_text(action, Scale(0))})

    def hand_finished(self, controller: HandController) -> None:
        hand = controller.hand
        self.journal.append(self.table_id, _HAND_END, {})
        history = fields_from_hand(hand, Scale(hand.setup.decimals))
        # Who sat where: PHH's players, seats and seat_count, for the browser and the exports.
        history.update(
            players=[hand.name(player) for player in range(hand.setup.player_count)],
            seats=list(controller.seats),
            seat_count=controller.seat_count,
        )
        self.journal.record_hand(
            self.table_id,
            self._hand_no,
            hand_summary(hand, controller.seats),
            _json_safe(history),
            first_seq=self._first_seq,
        )
        self._hand_no += 1


def _checkpoint_state(controller: HandController) -> dict[str, Any]:
    if controller.table is not None:
        return {"table": controller.table.to_snapshot(), "seats": list(controller.seats)}
    empty = Hand(controller.setup)
    return {"setup": _json_safe(fields_from_hand(empty, Scale(0))), "seats": list(controller.seats)}


def _json_safe(value: Any) -> Any:
    """PHH fields hold Decimals for decimal tables; the journal keeps JSON, so they go as text."""
    if isinstance(value, dict):
        return {key: _json_safe(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_json_safe(item) for item in value]
    if isinstance(value, int | str | bool) or value is None:
        return value
    return str(value)


def hand_summary(hand: Hand, seats: tuple[int, ...]) -> dict[str, Any]:
    """What the browser lists for a finished hand: the game, the pots and who won them."""
    return {
        "game": hand.variant.name,
        "pots": [
            {
                "amount": pot.amount,
                "winners": [
                    {
                        "seat": seats[award.player] if award.player < len(seats) else None,
                        "name": hand.name(award.player),
                        "amount": award.amount,
                        "half": award.half,
                        "hand": award.hand.name if award.hand is not None else None,
                    }
                    for award in pot.awards
                ],
            }
            for pot in hand.results
        ],
    }


@dataclass(frozen=True, slots=True)
class RestoredHand:
    """Where a table stood at the last durable action."""

    table: Table | None
    setup: HandSetup
    seats: tuple[int, ...]
    actions: tuple[Action, ...]

    def describe(self) -> str:
        """The sentence that tells the dealer what was restored."""
        hand = Hand(self.setup, self.actions)
        count = len(self.actions)
        where = "the hand is over" if hand.finished else hand.need().text
        return (
            f"Restored the table: {self.setup.variant.name}, {count} action"
            f"{'' if count == 1 else 's'} entered in this hand; {where}"
        )


def restore(journal: Journal, table_id: int) -> RestoredHand | None:
    """The table and hand in progress as the journal last saw them (None before any hand)."""
    restored = journal.restore(table_id)
    if restored.checkpoint is None:
        return None
    state = restored.checkpoint.state
    seats = tuple(state.get("seats", ()))
    table: Table | None = None
    if "table" in state:
        table = Table.from_snapshot(state["table"])
        setup, seats = table.next_hand_setup()
    else:
        setup, _ = setup_from_fields(state["setup"])
    actions: list[Action] = []
    for event in restored.events:
        if event.kind == _ACTION:
            action = parse_action(str(event.payload["phh"]), Scale(0))
            if action is not None:
                actions.append(action)
        elif event.kind == _UNDO and actions:
            actions.pop()
    return RestoredHand(table, setup, tuple(seats), tuple(actions))
