"""An event's life for the director: journal first, undo, recovery, what changed (Qt-free).

:class:`EventSession` turns the director's actions into engine events: the engine checks the
action (a refusal is a :class:`TournamentError` and changes nothing), the events journal
commits it, then the tournament applies it and :attr:`EventSession.changed` tells the views
what happened (the instructions to read out). An action and its consequences (the close of the
event it ends) are one commit. Undo appends an entry of its own (``{"kind": "undo"}``: the
journal only grows) and replays; the replay honours it (:func:`actions_in_force`). A restarted
director's window reopens the last event that is not closed.

>>> import tempfile
>>> from dealer_app.engine.tournament import Register, Setup, structure_named
>>> from dealer_app.store import open_event_journal
>>> with tempfile.TemporaryDirectory() as folder:
...     with open_event_journal(folder) as journal:
...         session = EventSession.create(journal, Setup.of("Club", structure_named("turbo"),
...                                       tables=2, max_field=18))
...         _ = session.act(Register(player="Anna"))
...         back = EventSession.restore(journal)
...         [entry.name for entry in back.tournament.entries]
['Anna']
"""

from __future__ import annotations

import copy
import json
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dealer_app.engine.tournament import (
    Event,
    Happening,
    Setup,
    Tournament,
    TournamentError,
    event_from_json,
)
from dealer_app.messages import QT_TRANSLATE_NOOP, Message, Refusal
from dealer_app.session.events import Event as Signal
from dealer_app.store import EventJournal
from dealer_app.store.errors import JournalError, JournalLost

CHECKPOINT_EVERY = 1000
UNDO = "undo"  # the kind of the journal's entry that takes back the last action in force
_WRITTEN_AGAIN = QT_TRANSLATE_NOOP(
    "Messages",
    "The events journal started a new file: the event is written again there from this "
    "window. The last action was not kept: enter it again.",
)
# What a damaged entry can make reading or replaying it raise: its JSON is anything.
_DAMAGE = (
    JournalError,
    TournamentError,
    KeyError,
    IndexError,
    TypeError,
    ValueError,
    AttributeError,
    RecursionError,
)


@dataclass(frozen=True, slots=True)
class Change:
    """What one action (or an undo) changed: the action, what followed, or ``undone``."""

    event: Event | None
    happenings: tuple[Happening, ...]
    undone: bool = False


class EventSession:
    """One tournament in the director's journal."""

    def __init__(
        self,
        journal: EventJournal,
        event_id: int,
        tournament: Tournament,
        *,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.journal = journal
        self.event_id = event_id
        self.tournament = tournament
        self._clock = clock
        self.changed = Signal()
        self.last: tuple[Happening, ...] = ()
        # What was found damaged when the event was reopened (empty: nothing), to say.
        self.found: tuple[Message, ...] = ()
        self._restarted = journal.restarted
        # Copies of the event every CHECKPOINT_EVERY actions: undo replays from the last one
        # before the action taken back instead of from the set-up (a 10,000-player event).
        self._checkpoints: dict[int, Tournament] = {}

    @classmethod
    def create(
        cls, journal: EventJournal, setup: Setup, *, clock: Callable[[], float] = time.time
    ) -> EventSession:
        """A new event in the journal."""
        event_id = journal.create_event(setup.to_json())
        return cls(journal, event_id, Tournament(setup), clock=clock)

    @classmethod
    def restore(
        cls,
        journal: EventJournal,
        event_id: int | None = None,
        *,
        clock: Callable[[], float] = time.time,
    ) -> EventSession:
        """Reopen an event (default: the last one not closed) by replaying its journal."""
        number = journal.unfinished_event() if event_id is None else event_id
        if number is None:
            raise JournalError(QT_TRANSLATE_NOOP("Messages", "There is no event to reopen."))
        setup = Setup.from_json(journal.setup(number))
        try:
            events = [event_from_json(row) for row in actions_in_force(journal.events(number))]
            tournament = Tournament(setup, events)
        except _DAMAGE:
            return cls._recovered(journal, number, setup, clock)
        session = cls(journal, number, tournament, clock=clock)
        session.last = session.tournament.log[-1] if session.tournament.log else ()
        return session

    @classmethod
    def _recovered(
        cls, journal: EventJournal, number: int, setup: Setup, clock: Callable[[], float]
    ) -> EventSession:
        """An event whose entries cannot all be read or replayed: back as far as they are
        sound, as a new event of the journal (the damaged one closed, its entries kept as they
        are), with :attr:`found` saying what was found and kept."""
        entries, found = journal.readable(number)
        in_force: list[tuple[int, Mapping[str, Any]]] = []
        for entry in entries:
            if entry.kind == UNDO or entry.payload.get("kind") == UNDO:
                if in_force:
                    in_force.pop()
            else:
                in_force.append((entry.id.seq, entry.payload))
        tournament = Tournament(setup)
        kept: list[Event] = []
        for seq, row in in_force:
            try:
                event = event_from_json(row)
                tournament.verify(event)
                tournament.apply(event)
            except _DAMAGE as error:
                found.append(
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "Entry {entry} of event {event} ({kind}) cannot be replayed: {reason}",
                        ),
                        entry=seq,
                        event=number,
                        kind=str(row.get("kind", "")),
                        reason=error.message if isinstance(error, Refusal) else str(error),
                    )
                )
                tournament = Tournament(setup, kept)  # as it was before that entry
                break
            kept.append(event)
        with journal.transaction():
            again = journal.create_event(setup.to_json())
            for event in kept:
                journal.append(again, event.to_json())
            journal.close_event(number)
        found.append(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "Event {event} goes on as event {again}, as its journal held it up to its "
                    "last sound entry ({count} actions); its entries are kept as they are.",
                ),
                event=number,
                again=again,
                count=len(kept),
            )
        )
        session = cls(journal, again, tournament, clock=clock)
        session.last = tournament.log[-1] if tournament.log else ()
        session.found = tuple(found)
        return session

    def now(self) -> int:
        """The director's clock, whole seconds."""
        return int(self._clock())

    def stamped(self, event: Event) -> Event:
        """``event`` at the director's time now (the engine needs time to read the levels)."""
        import dataclasses

        return dataclasses.replace(event, at=self.now()) if event.at == 0 else event

    def can(self, event: Event) -> bool:
        return self.tournament.can(self.stamped(event))

    def act(self, event: Event) -> tuple[Happening, ...]:
        """Check, journal, apply; returns what followed. A refusal changes nothing."""
        event = self.stamped(event)
        self.tournament.verify(event)
        # The action and the close of the event it ends are one commit; nothing shows it
        # before, and if the journal keeps neither, the event goes back to before it.
        happenings = self.tournament.apply(event)
        try:
            if self.journal.restarted != self._restarted:
                raise JournalLost(_WRITTEN_AGAIN)
            with self.journal.transaction():
                self.journal.append(self.event_id, event.to_json())
                if self.tournament.ended or self.tournament.cancelled:
                    self.journal.close_event(self.event_id)
        except BaseException as error:
            self.tournament = self._replayed(len(self.tournament.events) - 1)
            if isinstance(error, JournalLost):
                self._write_again()
            raise
        self.last = happenings
        count = len(self.tournament.events)
        if count % CHECKPOINT_EVERY == 0:
            self._checkpoints[count] = copy.deepcopy(self.tournament)
        self.changed.emit(Change(event, happenings))
        return happenings

    @property
    def can_undo(self) -> bool:
        return bool(self.tournament.events)

    @property
    def undo_label(self) -> str:
        """What undo would take back (the last action's kind), or ``""``."""
        if not self.tournament.events:
            return ""
        return self.tournament.events[-1].kind

    def undo(self) -> bool:
        """Take back the last director's action (True once done: the session's one undo
        shape, :class:`dealer_app.session.station.Undoable`)."""
        if not self.tournament.events:
            raise TournamentError(QT_TRANSLATE_NOOP("Messages", "There is nothing to undo."))
        back = self._replayed(len(self.tournament.events) - 1)
        try:
            if self.journal.restarted != self._restarted:
                raise JournalLost(_WRITTEN_AGAIN)
            taken_back = self._last_in_force()
            with self.journal.transaction():
                self.journal.append(self.event_id, {"kind": UNDO, "undoes": taken_back})
                if self.tournament.ended or self.tournament.cancelled:
                    self.journal.reopen_event(self.event_id)
        except JournalLost:
            self._write_again()
            raise
        self.tournament = back
        self.last = back.log[-1] if back.log else ()
        self.changed.emit(Change(None, (), undone=True))
        return True

    def _write_again(self) -> None:
        """The journal goes on in a new, empty file (its own was overwritten): the event
        written there again from memory, its set-up and every action in force, in one
        commit."""
        self._restarted = self.journal.restarted
        with self.journal.transaction():
            self.event_id = self.journal.create_event(self.tournament.setup.to_json())
            for action in self.tournament.events:
                self.journal.append(self.event_id, action.to_json())
            if self.tournament.ended or self.tournament.cancelled:
                self.journal.close_event(self.event_id)

    def _last_in_force(self) -> int:
        """The journal's place of the last action still in force (the one undo takes back)."""
        in_force: list[int] = []
        for entry in self.journal.entries(self.event_id):
            if entry.kind == UNDO:
                if in_force:
                    in_force.pop()
            else:
                in_force.append(entry.id.seq)
        return in_force[-1] if in_force else 0

    def _replayed(self, count: int) -> Tournament:
        """The event after its first ``count`` actions, from the nearest checkpoint."""
        for kept in [n for n in self._checkpoints if n > count]:
            del self._checkpoints[kept]
        start = max(self._checkpoints, default=0)
        if start == 0:
            return Tournament(self.tournament.setup, self.tournament.events[:count])
        event = copy.deepcopy(self._checkpoints[start])
        for action in self.tournament.events[start:count]:
            event.apply(action)
        return event

    def record(self) -> dict[str, Any]:
        """The event as a file: its set-up and its events (``tournament replay FILE``)."""
        return {
            "setup": self.tournament.setup.to_json(),
            "events": [event.to_json() for event in self.tournament.events],
        }

    def save_record(self, path: str | Path) -> None:
        try:
            Path(path).write_text(json.dumps(self.record(), indent=1), encoding="utf-8")
        except OSError as error:
            raise JournalError(
                Message(
                    QT_TRANSLATE_NOOP("Messages", "The event cannot be saved in {file}: {reason}."),
                    file=str(path),
                    reason=str(error.strerror),
                )
            ) from None


def actions_in_force(rows: Iterable[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """The director's actions a journal's rows leave in force: each undo entry takes back the
    last action still in force (the journal keeps both, nothing is deleted).

    >>> actions_in_force([{"kind": "register"}, {"kind": "start"}, {"kind": "undo"},
    ...                   {"kind": "pause"}])
    [{'kind': 'register'}, {'kind': 'pause'}]
    """
    in_force: list[Mapping[str, Any]] = []
    for row in rows:
        if isinstance(row, Mapping) and row.get("kind") == UNDO:
            if in_force:
                in_force.pop()
        else:
            in_force.append(row)
    return in_force


def load_record(data: Mapping[str, Any]) -> tuple[Setup, list[Event]]:
    """A recorded event's set-up and events (checked field by field, not yet applied)."""
    if not isinstance(data, Mapping) or "setup" not in data or "events" not in data:
        raise TournamentError(
            QT_TRANSLATE_NOOP("Messages", "A recorded event holds a set-up and a list of events.")
        )
    setup = Setup.from_json(data["setup"])
    rows = data["events"]
    if not isinstance(rows, Sequence):
        raise TournamentError(
            QT_TRANSLATE_NOOP("Messages", "A recorded event holds a set-up and a list of events.")
        )
    return setup, [event_from_json(row) for row in rows]
