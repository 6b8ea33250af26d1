"""An event's life for the director: journal first, undo, recovery, what changed (Qt-free).

:class:`EventSession` turns the director's actions into engine events: the engine checks the
action (a refusal is a :class:`TournamentError` and changes nothing), the events journal
commits it, then the tournament applies it and :attr:`EventSession.changed` tells the views
what happened (the instructions to read out). Undo deletes the journal's last row and replays;
a restarted director's window reopens the last event that is not closed.

>>> import tempfile
>>> from dealer_app.engine.tournament import Register, Setup, structure_named
>>> with tempfile.TemporaryDirectory() as folder:
...     with EventJournal.open(folder) as journal:
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
from collections.abc import Callable, Mapping, Sequence
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
from dealer_app.messages import QT_TRANSLATE_NOOP, Message
from dealer_app.session.events import Event as Signal
from dealer_app.store.errors import JournalError
from dealer_app.store.events import EventJournal

CHECKPOINT_EVERY = 1000


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
        events = [event_from_json(row) for row in journal.events(number)]
        session = cls(journal, number, Tournament(setup, events), clock=clock)
        session.last = session.tournament.log[-1] if session.tournament.log else ()
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
        self.journal.append(self.event_id, event.to_json())
        happenings = self.tournament.apply(event)
        self.last = happenings
        count = len(self.tournament.events)
        if count % CHECKPOINT_EVERY == 0:
            self._checkpoints[count] = copy.deepcopy(self.tournament)
        if self.tournament.ended or self.tournament.cancelled:
            self.journal.close_event(self.event_id)
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
        self.journal.drop_last(self.event_id)
        if self.tournament.ended or self.tournament.cancelled:
            self.journal.reopen_event(self.event_id)
        self.tournament = back
        self.last = back.log[-1] if back.log else ()
        self.changed.emit(Change(None, (), undone=True))
        return True

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
