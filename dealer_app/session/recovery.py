"""A table whose journal content is damaged: what can be read and replayed comes back, the rest
is said, and the damaged file is kept as it was found.

:func:`recover` reads the table as far as its entries can be read (a broken checkpoint, a broken
entry) and replayed (an action naming a seat that does not exist): the table at its last sound
entry, with messages saying what was found and what is kept. :func:`rebuild` opens that table
anew in a journal (the copy :meth:`Journal.set_aside` made, so the damaged file stays untouched),
with its hand in progress and every sound action and ruling entered again (a held action out of
turn is still held).

Damage is what a journal's content makes the replay refuse (content of the wrong shape, an
action the engine refuses). Anything else raised while replaying is a fault of the program: it
is said as such (:attr:`Recovered.fault`), and the journal is kept as it is, not set aside.

Qt-free; the station calls both at start-up (``dealer_app.session.station.reopen_table``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from dealer_app.engine.hand import Hand
from dealer_app.engine.table import Table
from dealer_app.engine.table_config import TableConfig
from dealer_app.messages import QT_TRANSLATE_NOOP, Message, Refusal, Value
from dealer_app.session.controller import HandController
from dealer_app.session.entries import ActionAccepted, RulingRecorded
from dealer_app.session.recording import JournalRecorder, RestoredHand, open_new_table, restore
from dealer_app.store import Journal, Restored

# What a damaged entry makes the replay raise: a refusal (the journal's, for content of the
# wrong shape, or the engine's). Anything else raised while replaying is a fault of the
# program, not damage: said as such, and the file is not set aside.
_DAMAGE = (Refusal,)


@dataclass(frozen=True, slots=True)
class Recovered:
    """The table as far as its journal holds it: ``hand`` to resume (None when not even its
    checkpoint could be read), its ``settings``, and what was ``found`` (empty: nothing is
    damaged): messages, or the English sentence of an error that is not a refusal."""

    table_id: int
    hand: RestoredHand | None
    settings: dict[str, Any]
    found: tuple[Message | str, ...]
    # The program failed while replaying (not damage): what to say; ``hand`` is None then,
    # and the journal is to be kept as it is, not set aside.
    fault: Message | None = None

    @property
    def damaged(self) -> bool:
        return bool(self.found)


def recover(journal: Journal, table_id: int) -> Recovered:
    """The table ``table_id`` of ``journal``, replayed as far as its entries are sound; or,
    when the program itself fails while replaying them, the :attr:`Recovered.fault` that says
    so (the entries are not called damaged for it)."""
    try:
        return _recovered(journal, table_id)
    except _DAMAGE:
        raise
    except Exception as error:
        return Recovered(table_id, None, {}, (), _fault(table_id, error))


def _fault(table_id: int, error: Exception) -> Message:
    return Message(
        QT_TRANSLATE_NOOP(
            "Messages",
            "Table {table} cannot be brought back: the dealer assistant failed while replaying "
            "its journal ({reason}). This is a fault of the dealer assistant, not damage to the "
            "journal: the journal is kept as it is, nothing in it was set aside or changed. "
            "Please report this fault; open a new table to go on (the hands recorded stay in "
            "the hand history).",
        ),
        table=table_id,
        reason=f"{type(error).__name__}: {error}",
    )


def _recovered(journal: Journal, table_id: int) -> Recovered:
    try:
        restored = journal.restore(table_id)
        hand = _replayed(restored)
        return Recovered(table_id, hand, restored.settings, ())
    except _DAMAGE:
        pass
    restored, found = journal.readable(table_id)
    if restored.checkpoint is None:
        found.append(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "The seats, stacks and hand of table {table} cannot be read back: its "
                    "checkpoint is damaged. The hands it recorded stay in the hand history.",
                ),
                table=table_id,
            )
        )
        return Recovered(table_id, None, restored.settings, tuple(found))
    try:
        _replayed(Restored(table_id, restored.settings, restored.checkpoint, ()))
    except _DAMAGE as error:
        found.append(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "The checkpoint of table {table} cannot be replayed ({reason}): its seats, "
                    "stacks and hand cannot be read back. The hands it recorded stay in the hand "
                    "history.",
                ),
                table=table_id,
                reason=_reason(error),
            )
        )
        return Recovered(table_id, None, restored.settings, tuple(found))
    events = restored.events

    def refusal(count: int) -> Refusal | None:
        """Why the first ``count`` entries do not replay (None: they do)."""
        try:
            _replayed(Restored(table_id, restored.settings, restored.checkpoint, events[:count]))
        except _DAMAGE as error:
            return error
        return None

    kept = len(events)
    refused = refusal(kept)  # what a prefix that does not replay is refused for
    if refused is not None:
        # Halved, not every prefix replayed (that was quadratic): none of the entries
        # replays, all of them does not; the entry found replays without it and not with it
        # (the first refused, unless a later entry, an undo, made the list replay again).
        sound, broken = 0, len(events)
        while broken - sound > 1:
            middle = (sound + broken) // 2
            found_there = refusal(middle)
            if found_there is None:
                sound = middle
            else:
                broken, refused = middle, found_there
        entry = events[broken - 1]
        reason = _reason(refused)
        if str(reason).endswith((".", "!", "?")):
            key = QT_TRANSLATE_NOOP(
                "Messages",
                "Entry {entry} of table {table} ({kind}) cannot be replayed: {reason}",
            )
        else:
            key = QT_TRANSLATE_NOOP(
                "Messages",
                "Entry {entry} of table {table} ({kind}) cannot be replayed: {reason}.",
            )
        found.append(Message(key, entry=entry.seq, table=table_id, kind=entry.kind, reason=reason))
        kept = broken - 1
    read = Restored(table_id, restored.settings, restored.checkpoint, events[:kept])
    hand = _replayed(read)
    found.append(
        Message(
            QT_TRANSLATE_NOOP(
                "Messages",
                "Table {table} is brought back as its journal held it up to its last sound entry "
                "({count} of the entries after its checkpoint).",
            ),
            table=table_id,
            count=kept,
        )
    )
    return Recovered(table_id, hand, restored.settings, tuple(_sentence(said) for said in found))


class _Read:
    """What :func:`restore` asks of a journal (:class:`~dealer_app.session.recording.Restores`), answered with part of a
    table's entries."""

    def __init__(self, restored: Restored) -> None:
        self._restored = restored

    def restore(self, _table_id: int) -> Restored:
        return self._restored


def _replayed(restored: Restored) -> RestoredHand | None:
    """The restored table and hand, every action applied once to check it (raises on damage)."""
    hand = restore(_Read(restored), restored.table_id)
    if hand is not None and hand.setup is not None:
        Hand(hand.setup, hand.actions)
    return hand


def _sentence(said: Message | str) -> Message | str:
    """A message as it is; an error's own English text as a sentence (with its full stop)."""
    if isinstance(said, Message):
        return said
    text = said.strip()
    return text if text.endswith((".", "!", "?")) else text + "."


def _reason(error: Exception) -> Value:
    """Why the replay stopped: the refusal's message, or another error's own text."""
    return error.message if isinstance(error, Refusal) else str(error).strip()


def rebuild(journal: Journal, recovered: Recovered) -> tuple[JournalRecorder, HandController]:
    """Open the recovered table anew in ``journal`` in place of its damaged one: the same
    seats, stacks and hand in progress, its sound actions entered again (each kept as it is
    entered). With nothing but its settings readable, a table with those settings and no
    players. Raises :class:`JournalError` if the journal cannot keep it, :class:`IllegalAction`
    if not even the settings make a table."""
    hand = recovered.hand
    if hand is None:
        table = Table(TableConfig.from_json(recovered.settings))
        return open_new_table(
            journal,
            recovered.settings,
            lambda recorder: _between_hands(
                HandController(table=table, recorder=recorder, actions=())
            ),
        )

    def start(recorder: JournalRecorder) -> HandController:
        assert hand is not None
        if hand.table is not None and hand.setup is None:
            return _between_hands(HandController(table=hand.table, recorder=recorder, actions=()))
        # The same hand dealt again (its start kept), then its actions and rulings entered
        # again in the order they were made, each kept as it is entered.
        assert hand.setup is not None
        if hand.table is None:
            HandController(hand.setup, seats=hand.seats, recorder=recorder)
        else:
            HandController(table=hand.table, recorder=recorder)
        Hand(hand.setup, hand.actions)  # refused here (IllegalAction) if they do not replay
        for position in range(len(hand.actions) + 1):
            for record in hand.rulings:
                if record.after == position:
                    recorder.ruling_recorded(RulingRecorded(record))
            if position < len(hand.actions):
                recorder.action_accepted(ActionAccepted(hand.actions[position]))
        # The hand on screen, as a restart would bring it back: its held actions still held.
        if hand.table is None:
            return HandController(
                hand.setup,
                seats=hand.seats,
                recorder=recorder,
                actions=hand.actions,
                rulings=hand.rulings,
            )
        return HandController(
            table=hand.table, recorder=recorder, actions=hand.actions, rulings=hand.rulings
        )

    settings = recovered.settings or (
        hand.table.config.to_json() if hand.table is not None else {"game": "single hand"}
    )
    return open_new_table(journal, settings, start)


def _between_hands(controller: HandController) -> HandController:
    """A table kept between hands: its first checkpoint says so."""
    if controller.recorder is not None:
        controller.recorder.between_hands(controller.table_state())
    return controller
