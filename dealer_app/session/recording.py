"""The journal behind the controller: every accepted change is durable before it is shown.

:class:`JournalRecorder` is the controller's recorder (``HandController(recorder=...)``): at
each hand start, and when no hand can be dealt (between hands), it checkpoints the table (or
the hand's setup, for a single hand), then appends every accepted action as its PHH text,
every undo, records the whole hand for the hand-history browser the moment it is over (and
again when the dealer confirms it; a hand left unfinished when the table is replaced is
recorded as abandoned), and
appends every table change (a player seated, leaving, sitting out or back, posting to enter or
waiting for the big blind, chips added, the game chosen, a misdeal, the clock) as the table
event's JSON.

:func:`open_new_table` opens a table in the journal in place of the unfinished one, in one
commit with the new table's first checkpoint.

:func:`restore` brings a table back from the journal: the checkpoint, then what came after it
replayed, so the same hand is at the same action with the same undo history, or the table is
between hands with the same seats, stacks, button, level and game.

What the tournament clock keeps
    The clock is not written at every tick. Its elapsed seconds of play are kept in each hand
    start's checkpoint (the clock is read just before the deal), as a ``clock`` entry when the
    dealer pauses it, and as one when a new level starts. A table restored after a crash comes
    back with the last of these, so at most the time since the latest of them is lost; the
    window brings the clock back paused for the dealer to set going.

Qt-free: the window only passes the data folder.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, fields, replace
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from dealer_app.engine.hand import Action, Hand, HandSetup
from dealer_app.engine.histories import (
    Scale,
    action_text,
    fields_from_hand,
    parse_action,
    setup_from_fields,
)
from dealer_app.engine.table import Table
from dealer_app.engine.table_events import (
    AddChips,
    CancelHand,
    ChooseGame,
    Clock,
    ComeBack,
    Counted,
    EventPlayers,
    Leave,
    MoveIn,
    PlaceButton,
    PostToEnter,
    Redeal,
    SitDown,
    SitOut,
    TableEvent,
    WaitForBigBlind,
    event_from_json,
)
from dealer_app.messages import QT_TRANSLATE_NOOP, Message, Refusal, Word
from dealer_app.session.entries import (
    ActionAccepted,
    ActionUndone,
    HandToRecord,
    RulingRecorded,
    RulingUndone,
    TableChanged,
    TableState,
)
from dealer_app.session.irregularities import HISTORY_FIELD, RulingRecord, history_field, kept
from dealer_app.store import Event, Journal, Restored
from dealer_app.store.errors import JournalError, JournalLost

if TYPE_CHECKING:
    pass

_ACTION, _UNDO, _HAND_START, _HAND_END = "action", "undo", "hand-start", "hand-end"
_RULING = "ruling"  # an irregularity's ruling (RulingRecord.to_json), a line of the hand
_CHECKPOINT = ""  # in a recorder's memory: the checkpoint (never an entry's kind)
_RULING_UNDONE = "ruling-undone"  # Undo took the hand's last ruling record back

# A recorded hand's ``status`` in its summary: none for a hand that is over; a hand the
# dealer reopened by an undo after it was over; a hand left unfinished when the table was
# replaced (RULES: nothing recorded is lost, the browser lists it as such).
IN_PLAY, ABANDONED = "in play", "abandoned"

# The journal's kind of each table change, in the dealer's words; the payload is the event's
# JSON (``TableEvent.to_json``), which restore reads back whatever the kind.
TABLE_CHANGE_KINDS: dict[type, str] = {
    PlaceButton: "seat",
    SitDown: "seat",
    MoveIn: "seat",
    EventPlayers: "seat",
    Counted: "chips",
    Leave: "seat",
    SitOut: "seat",
    ComeBack: "seat",
    PostToEnter: "seat",
    WaitForBigBlind: "seat",
    AddChips: "chips",
    ChooseGame: "game",
    Clock: "clock",
    CancelHand: "misdeal",
    Redeal: "misdeal",
}
_TABLE_CHANGES = frozenset(TABLE_CHANGE_KINDS.values())

_Started = TypeVar("_Started")


class JournalRecorder:
    """Appends what the controller accepts to one table of a journal.

    It also holds in memory what a restore of the table needs (its settings, its last
    checkpoint and every entry since): a journal file overwritten in place while the table is
    open cannot give it back, and the journal then goes on in an empty file
    (:class:`~dealer_app.store.errors.JournalLost`), where this recorder writes the table
    again before it says so.
    """

    def __init__(self, journal: Journal, table_id: int) -> None:
        self.journal = journal
        self.table_id = table_id
        # A table restored from the journal is in the hand its checkpoint began (hand_started
        # checkpoints right after the hand's first event); a new table's first hand sets these.
        restored = journal.restore(table_id)
        checkpoint = restored.checkpoint
        self._first_seq = 0 if checkpoint is None else checkpoint.after_seq
        # The next hand's number: one past the last recorded (a count would reuse a number
        # after a gap, and replace that hand's record).
        recorded = journal.hands(table_id)
        self._hand_no = recorded[-1].hand_no + 1 if recorded else 0
        self._settings = restored.settings
        self._memory: list[tuple[str, Mapping[str, Any]]] = []
        if checkpoint is not None:
            started = journal.events(table_id, max(checkpoint.after_seq - 1, 0))[:1]
            first = started[0] if started else None
            if (
                first is not None
                and first.seq == checkpoint.after_seq
                and first.kind == _HAND_START
            ):
                self._memory.append((_HAND_START, first.payload))
            self._memory.append((_CHECKPOINT, checkpoint.state))
        self._memory.extend((event.kind, event.payload) for event in restored.events)
        self._restarted = journal.restarted

    @contextmanager
    def _keeping(self) -> Iterator[None]:
        """Around each write: the table written again first if the journal started a new file
        since, and written again (then the refusal raised on) if it starts one now."""
        if self.journal.restarted != self._restarted:
            self._write_again()
        try:
            yield
        except JournalLost:
            self._write_again()
            raise

    @contextmanager
    def together(self) -> Iterator[None]:
        """The entries and records written inside are kept together, in one commit, or none
        of them is: what this recorder holds in memory goes back with them (an action whose
        hand record the disk refused is neither kept nor written again later)."""
        with self._keeping():
            memory, first_seq, hand_no = len(self._memory), self._first_seq, self._hand_no
            try:
                with self.journal.transaction():
                    yield
            except BaseException:
                del self._memory[memory:]
                self._first_seq, self._hand_no = first_seq, hand_no
                raise

    def _write_again(self) -> None:
        """The table, as a new table of the journal's new file: its settings, its checkpoint
        and every entry since, in one commit."""
        self._restarted = self.journal.restarted
        with self.journal.transaction():
            self.table_id = self.journal.create_table(self._settings)
            for kind, payload in self._memory:
                if kind == _CHECKPOINT:
                    self.journal.checkpoint(self.table_id, payload)
                    continue
                seq = self.journal.append(self.table_id, kind, payload)
                if kind == _HAND_START:
                    self._first_seq = seq

    def _append(self, kind: str, payload: Mapping[str, Any]) -> int:
        seq = self.journal.append(self.table_id, kind, payload)
        self._memory.append((kind, payload))
        return seq

    def between_hands(self, state: TableState) -> None:
        with self._keeping():
            checkpoint = _checkpoint_state(state)
            self.journal.checkpoint(self.table_id, checkpoint)
            self._memory = [(_CHECKPOINT, checkpoint)]

    def hand_started(self, state: TableState) -> None:
        with self.together():
            checkpoint = _checkpoint_state(state)
            self._first_seq = self.journal.append(self.table_id, _HAND_START, {})
            self.journal.checkpoint(self.table_id, checkpoint)
        self._memory = [(_HAND_START, {}), (_CHECKPOINT, checkpoint)]

    def action_accepted(self, entry: ActionAccepted) -> None:
        with self._keeping():
            self._append(_ACTION, {"phh": action_text(entry.action, Scale(0))})

    def action_undone(self, entry: ActionUndone) -> None:
        with self.together():
            self._append(_UNDO, {"phh": action_text(entry.action, Scale(0))})
            if entry.hand is not None and entry.hand.hand.finished:
                # Its record said it was over: it is in play again until it finishes anew.
                hand = entry.hand.hand
                reopened = replace(entry.hand, hand=Hand(hand.setup, hand.actions[:-1]))
                self._record(reopened, IN_PLAY)

    def ruling_undone(self, entry: RulingUndone) -> None:
        with self._keeping():
            self._append(_RULING_UNDONE, {"line": entry.record.to_json()["line"]})

    def hand_over(self, hand: HandToRecord) -> None:
        assert hand.hand.finished, "a hand is recorded once it is over"
        with self._keeping():
            self._record(hand)

    def hand_abandoned(self, hand: HandToRecord) -> None:
        with self._keeping():
            self._record(hand, ABANDONED)

    def ruling_recorded(self, entry: RulingRecorded) -> None:
        with self._keeping():
            self._append(_RULING, entry.record.to_json())

    def hand_finished(self, hand: HandToRecord) -> None:
        with self.together():
            self._append(_HAND_END, {})
            self._record(hand)  # the same record, now up to the hand's end

    def _record(self, recorded: HandToRecord, status: str = "") -> None:
        """Keep the hand in the browser's list (again under its own number if it is there)."""
        hand = recorded.hand
        history = fields_from_hand(hand, Scale(hand.setup.decimals))
        # Who sat where: PHH's players, seats and seat_count, for the browser and the exports.
        history.update(with_table_fields(hand, recorded.seats, recorded.seat_count))
        if recorded.rulings:
            scale = Scale(hand.setup.decimals)
            exported = [parse_action(str(text), scale) for text in history.get("actions", ())]
            history[HISTORY_FIELD] = history_field(
                list(recorded.rulings), hand.actions, [a for a in exported if a is not None]
            )
        summary = hand_summary(hand, recorded.seats)
        if status:
            summary["status"] = status
        hand_no = self._number_of_this_hand()
        self.journal.record_hand(
            self.table_id, hand_no, summary, _json_safe(history), first_seq=self._first_seq
        )
        # Counted once kept: a record the journal refused leaves its number to the hand.
        self._hand_no = max(self._hand_no, hand_no + 1)

    def _number_of_this_hand(self) -> int:
        """The next hand number; but a hand recorded just before a kill, restored over and
        confirmed again, is recorded again under its own number, not added a second time."""
        if self._hand_no:
            last = self.journal.hands(self.table_id, after_hand=self._hand_no - 2, limit=1)
            if last and last[0].first_seq == self._first_seq:
                return last[0].hand_no
        return self._hand_no

    def table_changed(self, entry: TableChanged) -> None:
        event = entry.event
        with self._keeping():
            self._append(TABLE_CHANGE_KINDS[type(event)], event.to_json())


def open_new_table(
    journal: Journal,
    settings: Mapping[str, Any],
    start: Callable[[JournalRecorder], _Started],
) -> tuple[JournalRecorder, _Started]:
    """Open a new table in the journal in place of the unfinished one; its recorder and
    what ``start`` returned.

    ``start`` builds the new table's controller with the recorder it is given; a new table
    deals its first hand at once, or is kept between hands, and either way writes its first
    checkpoint. The new table, its first checkpoint and the closing of the table it replaces
    are one commit (:meth:`Journal.transaction`), so a restart finds exactly one of the two
    unfinished with its checkpoint: killed before the commit, the old table as it was (same
    hand, same actions, same table); after it, the new table. If ``start`` or a write
    raises, nothing is kept and the old table stays open.
    """
    with journal.transaction():
        replaced = [record.table_id for record in journal.tables() if not record.is_closed]
        table_id = journal.create_table(settings)
        recorder = JournalRecorder(journal, table_id)
        started = start(recorder)
        # Without it a restart would find no table to resume (restore needs a checkpoint).
        assert journal.restore(table_id).checkpoint is not None, "a new table checkpoints"
        for old_table in replaced:
            journal.close_table(old_table)
    return recorder, started


def _checkpoint_state(state: TableState) -> dict[str, Any]:
    if state.table is not None:
        return {"table": state.table.to_snapshot(), "seats": list(state.seats)}
    assert state.setup is not None, "a single hand is always on screen"
    empty = Hand(state.setup)
    return {"setup": _json_safe(fields_from_hand(empty, Scale(0))), "seats": list(state.seats)}


def _json_safe(value: Any) -> Any:
    """PHH fields hold Decimals for decimal tables; the journal keeps JSON, so they go as text."""
    if isinstance(value, dict):
        return {key: _json_safe(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_json_safe(item) for item in value]
    if isinstance(value, int | str | bool) or value is None:
        return value
    return str(value)


def with_table_fields(hand: Hand, seats: Sequence[int], seat_count: int) -> dict[str, Any]:
    """Who sat where, as PHH says it: ``players``, ``seats`` and ``seat_count`` (the journal
    keeps them with each hand for the browser; the exports write them)."""
    return {
        "players": [hand.name(player) for player in range(hand.setup.player_count)],
        "seats": list(seats),
        "seat_count": seat_count,
    }


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
    """Where a table stood at the last durable change: the hand in progress at its last
    action, or (``setup`` None) the table between hands."""

    table: Table | None
    setup: HandSetup | None
    seats: tuple[int, ...]
    actions: tuple[Action, ...]
    rulings: tuple[RulingRecord, ...] = ()  # the irregularities ruled in the hand

    def describe(self) -> Message:
        """What tells the dealer what was restored."""
        if self.setup is None:
            played = self.table.hands_played if self.table is not None else 0
            return Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "Restored the table between hands: {count} hands played.",
                    "Restored the table between hands: {count} hand played.",
                    1,
                ),
                one="Restored the table between hands: {count} hand played.",
                count=played,
            )
        hand = Hand(self.setup, self.actions)
        over = Message(QT_TRANSLATE_NOOP("Messages", "the hand is over"))
        return Message(
            QT_TRANSLATE_NOOP(
                "Messages",
                "Restored the table: {game}, {count} actions entered in this hand; {where}",
                "Restored the table: {game}, {count} action entered in this hand; {where}",
                1,
            ),
            one="Restored the table: {game}, {count} action entered in this hand; {where}",
            game=Word(self.setup.variant.name),
            count=len(self.actions),
            where=over if hand.finished else hand.need().text,
        )


class Restores(Protocol):
    """What :func:`restore` asks of a journal: a table's checkpoint and the entries after it
    (a :class:`~dealer_app.store.Journal`, or part of one's entries, as recovery reads them)."""

    def restore(self, table_id: int) -> Restored: ...


# What reading a checkpoint or an entry raises when its content is not what this program
# writes (any JSON can be in a damaged journal); raised while applying it, they are a fault.
_MISREAD = (KeyError, TypeError, ValueError, IndexError, AttributeError, OverflowError)


@contextmanager
def _reading() -> Iterator[None]:
    """Around the reading of a checkpoint or an entry's content (never around applying it):
    content of the wrong shape is a refusal that says so, as journal damage is. What the
    engine raises while applying what was read, other than a refusal, is a fault of the
    program, and goes on as it is (recovery says which it is)."""
    try:
        yield
    except Refusal:
        raise
    except _MISREAD as error:
        raise JournalError(
            QT_TRANSLATE_NOOP(
                "Messages", "its content is not what the dealer assistant writes ({reason})"
            ),
            reason=f"{type(error).__name__}: {error}",
        ) from error


def _table_event(payload: Mapping[str, Any]) -> TableEvent:
    """The table event an entry holds, each field of the type the event declares."""
    with _reading():
        event = event_from_json(payload)
        for field in fields(event):
            value, declared = getattr(event, field.name), str(field.type)
            if declared == "int":
                sound = isinstance(value, int) and not isinstance(value, bool)
            elif declared == "str":
                sound = isinstance(value, str)
            elif declared == "tuple[int, ...]":
                sound = isinstance(value, tuple) and all(
                    isinstance(item, int) and not isinstance(item, bool) for item in value
                )
            else:
                sound = True
            if not sound:
                raise TypeError(f"{field.name} is {value!r}, not {declared}")
    return event


def restore(journal: Restores, table_id: int) -> RestoredHand | None:
    """The table and hand in progress as the journal last saw them (None before any
    checkpoint).

    Content of the wrong shape raises a :class:`~dealer_app.store.errors.JournalError`, a
    refused replay the engine's refusal; anything else raised is a fault of the program."""
    restored = journal.restore(table_id)
    if restored.checkpoint is None:
        return None
    state = restored.checkpoint.state
    with _reading():
        table = Table.from_snapshot(state["table"]) if "table" in state else None
    if table is not None:
        return _restore_table(table, restored.events)  # applying: not inside the reading
    with _reading():
        setup, _ = setup_from_fields(state["setup"])
        seats = tuple(int(seat) for seat in state.get("seats", ()))
    actions: list[Action] = []
    rulings: list[RulingRecord] = []
    for event in restored.events:
        _replay_action(event.kind, event.payload, actions, rulings)
    return RestoredHand(None, setup, seats, tuple(actions), tuple(rulings))


def _restore_table(table: Table, events: Iterable[Event]) -> RestoredHand:
    """The checkpointed table, then each later entry in order: the hand's actions and undos,
    and the table changes re-applied.

    The end of a hand ("hand-end", its result confirmed) is the table's only once something
    the dealer saw follows it: a table change (the table takes the hand's stacks first) or a
    checkpoint between hands (the controller writes one when no next hand could be dealt).
    With nothing after it, the program died between confirming the result and showing the
    next hand: the hand comes back over, for the dealer to confirm again (it is recorded again
    under its own number). A "hand-start" with no checkpoint after it died before its hand
    was shown, and is dealt again.
    """
    setup: HandSetup | None = None
    seats: tuple[int, ...] = ()
    if table.hand_in_progress:
        setup, seats = table.next_hand_setup()
    actions: list[Action] = []
    rulings: list[RulingRecord] = []
    ended = False
    for event in events:
        if event.kind in _TABLE_CHANGES:
            if ended and setup is not None:
                table.finish_hand(Hand(setup, actions))
                setup, seats, actions, ended = None, (), [], False
                rulings = []
            change = table.apply(_table_event(event.payload))
            if isinstance(change, CancelHand):
                setup, seats, actions, rulings = None, (), [], []
            elif isinstance(change, Redeal):
                actions, rulings = [], []  # the same hand again, from its first card
        elif event.kind == _HAND_END:
            ended = setup is not None
        elif setup is not None and not ended:
            _replay_action(event.kind, event.payload, actions, rulings)
    return RestoredHand(table, setup, seats, tuple(actions), tuple(rulings))


def _replay_action(
    kind: str, payload: Mapping[str, Any], actions: list[Action], rulings: list[RulingRecord]
) -> None:
    if kind == _ACTION:
        with _reading():
            action = parse_action(str(payload["phh"]), Scale(0))
        if action is not None:
            actions.append(action)
    elif kind == _UNDO and actions:
        actions.pop()
        rulings[:] = kept(rulings, len(actions))
    elif kind == _RULING:
        with _reading():
            rulings.append(RulingRecord.from_json(dict(payload)))
    elif kind == _RULING_UNDONE and rulings:
        rulings.pop()
