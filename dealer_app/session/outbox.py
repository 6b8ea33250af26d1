"""The sender: a station's outbox drained into the room, in order, once.

Every entry is written to the station's own journal first, with its place in the outbox in the
same local transaction (:class:`~dealer_app.store.streams.Outbox`); this sender reads the oldest
unsent entries, stores them in the room in one transaction, and only then marks them
acknowledged. A crash between the two sends them again, and the room stores an identity once
(DESIGN.md, "One computer, or a room"): in order, once, with no distributed transaction.

A station that loses the room keeps working on its journal: the sender says so in its
:class:`SenderState` (not connected, how many entries wait, the last error as a message for the
window) and tries again, every ``retry`` seconds at first, then less often, until the room is
back; then it catches up, oldest first.

The sender names no database: it is given two factories, ``open_outbox`` (the station's outbox,
opened in the sender's own thread: an SQLite connection belongs to one thread) and
``open_room`` (a connection to the room, e.g. ``lambda: RoomStore.open(url)``).

How a station wires it (Qt-free, e.g. in ``session/station.py``)::

    sender = OutboxSender(
        lambda: open_the_journals_outbox(folder),   # the store's Outbox, in this thread
        lambda: RoomStore.open(url),                # dealer_app.store.room.store
        on_state=station.room_state_changed,
    )
    sender.start()            # its own thread
    ...                       # after each entry the journal committed:
    sender.wake()
    ...
    sender.stop()             # on closing the station

``on_state`` is called in the sender's thread whenever the state changes; a window forwards
it to its own thread (a queued signal) and shows ``connected``, ``waiting`` and ``error``.
An outbox that has a ``waiting()`` method (:class:`CountedOutbox`) counts its entries itself;
otherwise the sender counts them by reading (up to :data:`COUNT_LIMIT`).
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final, Protocol, runtime_checkable

from dealer_app.messages import QT_TRANSLATE_NOOP, Message
from dealer_app.store.errors import JournalError
from dealer_app.store.room.errors import RoomUnreachable
from dealer_app.store.streams import Entry, Outbox

BATCH: Final = 500  # entries per room transaction: one round trip carries a long cut-off
COUNT_LIMIT: Final = 100_000  # how far the waiting entries are counted without a count()


class Room(Protocol):
    """What the sender needs of the room: store a batch in one transaction, and close."""

    def add_all(self, entries: Sequence[Entry]) -> int: ...

    def close(self) -> None: ...


@runtime_checkable
class CountedOutbox(Protocol):
    """An outbox that counts its waiting entries itself (else they are counted by reading)."""

    def waiting(self) -> int: ...


@dataclass(frozen=True, slots=True)
class SenderState:
    """What the station shows about the room.

    ``connected``: the room answered the last attempt; ``waiting``: entries of this station
    not yet acknowledged by the room; ``error``: why the last attempt failed (None when it did
    not); ``acknowledged``: entries the room acknowledged since the sender started.
    """

    connected: bool
    waiting: int
    error: Message | None = None
    acknowledged: int = 0

    @property
    def in_room(self) -> bool:
        """Every entry has reached the room."""
        return self.connected and self.waiting == 0 and self.error is None

    def said(self) -> Message:
        """The state in a few words for a status bar ("all sent", "3 waiting", "cut off: 3
        waiting"); the room's own sentence (:attr:`error`) is long: a tooltip says it.

        >>> str(SenderState(True, 0).said()), str(SenderState(False, 3, Message("x")).said())
        ('all sent', 'cut off: 3 waiting')
        """
        if self.error is not None:
            return Message(
                QT_TRANSLATE_NOOP("Messages", "cut off: {count} waiting"), count=self.waiting
            )
        if not self.connected:
            return Message(QT_TRANSLATE_NOOP("Messages", "connecting…"))
        if self.waiting:
            return Message(QT_TRANSLATE_NOOP("Messages", "{count} waiting"), count=self.waiting)
        return Message(QT_TRANSLATE_NOOP("Messages", "all sent"))


class OutboxSender:
    """Drains one station's outbox into the room; see the module's documentation.

    :meth:`send_pending` does one pass in the calling thread (tests, a command); :meth:`start`
    runs passes in a thread of its own, woken by :meth:`wake`. Use one or the other: the outbox
    is opened by the first thread that sends.
    """

    def __init__(
        self,
        open_outbox: Callable[[], Outbox],
        open_room: Callable[[], Room],
        *,
        on_state: Callable[[SenderState], None] | None = None,
        batch: int = BATCH,
        retry: float = 0.5,
        longest_retry: float = 10.0,
        idle: float = 5.0,
        follows: Callable[[], object] | None = None,
    ) -> None:
        self._open_outbox = open_outbox
        # What the outbox is opened on (the journal's file): when it changes (the journal went
        # on in a new file), the outbox is opened again there before the next pass.
        self._follows = follows
        self._opened_on: object = None
        self._open_room = open_room
        self._on_state = on_state
        self._batch = batch
        self._retry = retry
        self._longest_retry = longest_retry
        self._idle = idle  # a pass now and then even without wake(): nothing is left behind
        self._outbox: Outbox | None = None
        self._room: Room | None = None
        self._acknowledged = 0
        self._state = SenderState(False, 0)
        self._wake = threading.Event()
        self._stopping = threading.Event()
        self._thread: threading.Thread | None = None

    @property
    def state(self) -> SenderState:
        return self._state

    # --- one pass -----------------------------------------------------------------------------

    def send_pending(self) -> SenderState:
        """Send every unsent entry, oldest first, in batches; stop at the first failure (the
        entries stay in the outbox for the next pass). Returns the new state."""
        outbox = self._outbox_opened()
        if self._room is None:
            try:
                self._room = self._open_room()
            except JournalError as error:  # unreachable, or refused (password, version)
                return self._say(False, self._count(outbox), error.message)
        while True:
            entries = outbox.unsent(self._batch)
            if not entries:
                return self._say(True, 0, None)
            try:
                self._room.add_all(entries)
            except RoomUnreachable as error:
                self._drop_room()
                return self._say(False, self._count(outbox), error.message)
            except JournalError as error:  # refused: the same entries would be refused again
                return self._say(True, self._count(outbox), error.message)
            outbox.acknowledged(entry.id for entry in entries)
            self._acknowledged += len(entries)
            if len(entries) < self._batch:
                return self._say(True, 0, None)

    def close(self) -> None:
        """Close the room's connection and the outbox (after :meth:`send_pending` passes)."""
        self._drop_room()
        self._close_outbox()

    # --- in a thread --------------------------------------------------------------------------

    def start(self) -> None:
        """Send in a thread of its own until :meth:`stop`."""
        if self._thread is not None:
            return
        self._stopping.clear()
        self._thread = threading.Thread(target=self._run, name="outbox-sender", daemon=True)
        self._thread.start()

    def wake(self) -> None:
        """Something new is in the outbox: send it now."""
        self._wake.set()

    def stop(self, timeout: float = 10.0) -> None:
        """Stop the thread after one last pass (what was written last goes to the room if it is
        there) and close the room's connection."""
        self._stopping.set()
        self._wake.set()
        if self._thread is not None:
            self._thread.join(timeout)
            self._thread = None

    def _run(self) -> None:
        pause = self._retry
        try:
            while not self._stopping.is_set():
                self._wake.clear()
                state = self.send_pending()
                if state.in_room:
                    pause = self._retry
                    self._wake.wait(self._idle)
                else:  # the room is away or refused: try again, less and less often
                    self._wake.wait(pause)
                    pause = min(pause * 2, self._longest_retry)
            if self._room is not None:  # connected: what came in since the last pass goes too
                self.send_pending()
        finally:
            self._drop_room()
            self._close_outbox()

    # --- inside -------------------------------------------------------------------------------

    def _outbox_opened(self) -> Outbox:
        on = self._follows() if self._follows is not None else None
        if self._outbox is not None and on != self._opened_on:
            self._close_outbox()
        if self._outbox is None:
            self._outbox = self._open_outbox()
            self._opened_on = on
        return self._outbox

    def _close_outbox(self) -> None:
        close = getattr(self._outbox, "close", None)
        if callable(close):
            close()
        self._outbox = None

    def _drop_room(self) -> None:
        room, self._room = self._room, None
        if room is not None:
            # a connection already lost may fail to close: it is gone anyway
            with contextlib.suppress(Exception):
                room.close()

    def _count(self, outbox: Outbox) -> int:
        if isinstance(outbox, CountedOutbox):
            return outbox.waiting()
        return len(outbox.unsent(COUNT_LIMIT))

    def _say(self, connected: bool, waiting: int, error: Message | None) -> SenderState:
        state = SenderState(connected, waiting, error, self._acknowledged)
        changed = state != self._state
        self._state = state
        if changed and self._on_state is not None:
            self._on_state(state)
        return state
