"""A station's wiring, assembled without Qt: which controller, recorder and journal a table uses,
which journal and lock the director's station writes.

A window only shows a station; it never decides what keeps its table. :func:`open_table` opens
a new table (in the journal, in place of the open one, whose hand in play is kept abandoned)
and :func:`reopen_table` brings back the table a journal kept unfinished, as a restarted program
does: as it was, or rebuilt in a copy of the journal when its entries are damaged (the damaged
file is set aside untouched). Both return a :class:`TableStation`; :class:`Reopened` also says,
as messages, what came back and what was found.

The room (DESIGN.md, "One computer, or a room") plugs in here: a station's entries are kept by
its own journal first, then sent to the room by an outbox (``session/outbox.py``); that outbox,
and the room's connection, are given to the station beside its recorder (:attr:`TableStation.room`),
so no window changes when a table joins a room.

:func:`open_director` assembles the director's station the same way: its folder locked (one
director's window at a time writes it) and its events journal open; the window shows it.

>>> import tempfile
>>> from pathlib import Path
>>> from dealer_app.engine.table import Table
>>> from dealer_app.engine.table_config import Stakes, TableConfig
>>> from dealer_app.store import open_journal
>>> table = Table(TableConfig.cash("nlhe", Stakes.of_blinds(1, 2), seat_count=6))
>>> for seat in (1, 2, 3):
...     _ = table.sit_down(seat, f"P{seat}", 200)
>>> with tempfile.TemporaryDirectory() as folder:
...     with open_journal(Path(folder)) as journal:
...         played = open_table(table, journal).controller.check_call()
...     with open_journal(Path(folder)) as journal:
...         back = reopen_table(journal)
...         len(back.station.controller.hand.actions) if back.station else None
1
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from dealer_app.engine.errors import IllegalAction
from dealer_app.engine.table import Table
from dealer_app.messages import QT_TRANSLATE_NOOP, Message, Refusal
from dealer_app.session.controller import HandController, Recorder
from dealer_app.session.recording import JournalRecorder, open_new_table
from dealer_app.session.recovery import Recovered, rebuild, recover
from dealer_app.store import EventJournal, Journal, JournalError, open_event_journal
from dealer_app.store.lock import DataFolderLock

if TYPE_CHECKING:
    from dealer_app.session.outbox import SenderState

Said = Message | str
"""A sentence for the dealer: a message (worded in the window's language), or English."""


@runtime_checkable
class Undoable(Protocol):
    """Undo, one shape for a table (:class:`HandController`) and an event (``EventSession``),
    as Anki's core offers it to its windows: may it undo, what would it take back, undo.

    ``undo_label`` is what :meth:`undo` would take back (the hand's last log line, the event's
    last action), a false value when nothing; :meth:`undo` returns True once it is taken back
    (the journal keeps the undo first). A refusal says why through the session (the table's
    ``refused``, the event's raised error) and changes nothing."""

    @property
    def can_undo(self) -> bool: ...

    @property
    def undo_label(self) -> object: ...

    def undo(self) -> bool: ...


@dataclass(frozen=True, slots=True)
class TableStation:
    """One table as the dealer's window shows it: its controller and what keeps it.

    ``journal`` keeps every accepted action first (None: a table kept nowhere, as in tests and
    benchmarks); ``recorder`` is the controller's link to it. ``room`` is where the room plugs
    in (an outbox sending what the journal keeps, DESIGN.md): None on one computer."""

    controller: HandController
    journal: Journal | None = None
    recorder: Recorder | None = None
    room: object | None = field(default=None, compare=False)


@dataclass(frozen=True, slots=True)
class Reopened:
    """What a journal brought back at start-up.

    ``station``: the table back (None: nothing to bring back, or it cannot be opened);
    ``reopened``: the journal held an unfinished table (a station, or the sentence saying why it
    cannot open: the window shows that rather than a new-table dialog); ``journal``: the
    journal the window writes from now on (a copy when the damaged file was set aside);
    ``said``: what to tell the dealer, in order."""

    station: TableStation | None
    reopened: bool
    journal: Journal
    said: tuple[Said, ...] = ()


def open_table(
    table: Table,
    journal: Journal | None,
    *,
    replacing: TableStation | HandController | None = None,
) -> TableStation:
    """A newly opened table's station. In the journal, the new table and its first checkpoint
    replace the open table in one commit (:func:`~dealer_app.session.recording.open_new_table`):
    if that raises (:class:`JournalError`), the open table stays open there. The table on
    screen (``replacing``) is replaced: its hand in play is kept, marked abandoned."""
    controller = replacing.controller if isinstance(replacing, TableStation) else replacing
    if controller is not None:
        controller.abandon_hand()
    if journal is None:
        return TableStation(HandController(table=table))
    recorder, started = open_new_table(
        journal,
        table.config.to_json(),
        lambda recorder: HandController(table=table, recorder=recorder),
    )
    return TableStation(started, journal, recorder)


def reopen_table(journal: Journal) -> Reopened:
    """The table ``journal`` kept unfinished, at its last accepted action (or, when its entries
    are damaged, rebuilt as far as they can be read in a copy of the journal)."""
    notices: list[Said] = list(journal.notices)
    table_id = journal.unfinished_table()
    recovered = recover(journal, table_id) if table_id is not None else None
    if recovered is not None and recovered.fault is not None:  # ours, not damage: kept as is
        return Reopened(None, True, journal, (*notices, recovered.fault))
    if recovered is not None and recovered.damaged:
        return _rebuilt(journal, recovered, notices)
    restored = recovered.hand if recovered is not None else None
    if table_id is None or restored is None:
        return Reopened(None, False, journal, tuple(notices))
    recorder = JournalRecorder(journal, table_id)
    if restored.table is not None:
        controller = HandController(
            table=restored.table,
            recorder=recorder,
            actions=restored.actions,
            rulings=restored.rulings,
        )
    else:
        controller = HandController(
            restored.setup,
            seats=restored.seats,
            recorder=recorder,
            actions=restored.actions,
            rulings=restored.rulings,
        )
    station = TableStation(controller, journal, recorder)
    return Reopened(station, True, journal, (*notices, restored.describe()))


def _rebuilt(journal: Journal, recovered: Recovered, notices: list[Said]) -> Reopened:
    """A table whose journal content is damaged: the file is set aside untouched, the table
    opened again in a copy of it as far as it could be read, and what was found and what was
    kept is said (never a silent "No table is open.")."""
    said: list[Said] = [*notices, *recovered.found]
    try:
        copy = journal.set_aside(
            Message(
                QT_TRANSLATE_NOOP("Messages", "table {table} holds damaged entries"),
                table=recovered.table_id,
            )
        )
    except JournalError as error:
        return Reopened(None, True, journal, (*said, error.message))
    said += copy.notices
    try:
        recorder, controller = rebuild(copy, recovered)
    except (JournalError, IllegalAction, KeyError, TypeError, ValueError) as error:
        reason = error.message if isinstance(error, Refusal) else str(error)
        cannot = QT_TRANSLATE_NOOP(
            "Messages", "The table cannot be opened again ({reason}): open a new table."
        )
        return Reopened(None, True, copy, (*said, Message(cannot, reason=reason)))
    return Reopened(TableStation(controller, copy, recorder), True, copy, tuple(said))


@dataclass(frozen=True, slots=True)
class DirectorStation:
    """The director's station: its folder, the lock that makes it the only writer there, and
    the events journal every director's action is kept in first. ``room`` is where the room
    plugs in, as for a table."""

    folder: Path
    journal: EventJournal
    lock: DataFolderLock
    room: object | None = field(default=None, compare=False)

    def close(self) -> None:
        """The journal closed, then the folder unlocked (another window may open it)."""
        try:
            self.journal.close()
        finally:
            self.lock.release()


def open_director(folder: Path) -> DirectorStation:
    """The director's station on ``folder`` (made if need be). Raises :class:`JournalError`
    when another director's window holds the folder, or when its journal cannot be opened
    (the folder is then left unlocked)."""
    try:
        lock = DataFolderLock.acquire(folder, create=True)
    except JournalError:
        raise JournalError(
            QT_TRANSLATE_NOOP(
                "Messages", "The director's window is already open on this data folder."
            )
        ) from None
    try:
        journal = open_event_journal(folder)
    except JournalError:
        lock.release()
        raise
    return DirectorStation(folder, journal, lock)


class RoomLink:
    """A station's journal joined to a room (a dealer's, or the director's events journal
    with ``kind="event"``): the sender of its outbox (``session/outbox.py``),
    started at once in a thread of its own, woken after each change the controller shows (the
    journal kept it first), stopped on close after a last pass.

    The journal stays the first writer: the room being away never blocks an action; the
    sender says so in its state (``on_state``, called in the sender's thread). ``where`` names
    the room as sentences do (never the password)."""

    def __init__(
        self,
        journal: Journal | EventJournal,
        url: str,
        *,
        kind: str = "table",
        on_state: Callable[[SenderState], None] | None = None,
        retry: float = 0.5,
        longest_retry: float = 10.0,
    ) -> None:
        from dealer_app.session.outbox import OutboxSender
        from dealer_app.store import open_outbox
        from dealer_app.store.room.connection import where
        from dealer_app.store.room.store import RoomStore

        self.url = url
        self.where = where(url)
        self.sender = OutboxSender(
            lambda: open_outbox(journal.path, kind),  # its file now (it may go on in a new one)
            lambda: RoomStore.open(url),
            on_state=on_state,
            retry=retry,
            longest_retry=longest_retry,
            follows=lambda: journal.path,
        )
        self.sender.start()

    @property
    def state(self) -> SenderState:
        return self.sender.state

    def wake(self, *_change: object) -> None:
        """The journal committed something new: send it now (never waits for the room)."""
        self.sender.wake()

    def follow(self, controller: HandController) -> None:
        """Wake the sender after each change ``controller`` shows (its journal wrote first)."""
        controller.changed.connect(self.wake)

    def stop(self) -> None:
        """A last pass (what was written last goes to the room, if it is there), then close."""
        self.sender.stop()


def join_room(station: TableStation, link: RoomLink | None) -> TableStation:
    """``station`` sending its journal's entries to the room through ``link`` (None: one
    computer, the station as it is)."""
    if link is None or station.journal is None:
        return station
    link.follow(station.controller)
    return replace(station, room=link)
