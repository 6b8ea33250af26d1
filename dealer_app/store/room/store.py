"""The room's streams on PostgreSQL: :class:`RoomStore` (the :class:`Streams` protocol) and
:class:`RoomFollower` (live updates through LISTEN/NOTIFY, no polling).

A station opens the room with its own role's URL: ``RoomStore.open(url)`` checks the room's
schema version (a room of another version is refused with a sentence), and the server itself
decides what the role may write (row-level security, see :mod:`.migrations`). An entry is stored
once however often it is sent (``ON CONFLICT DO NOTHING`` on its global identity), only as the
next of its stream (a trigger refuses a gap), stamped with the room's receive time.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

import psycopg
from psycopg import errors as pg_errors
from psycopg.types.json import Jsonb

from dealer_app.messages import QT_TRANSLATE_NOOP, Message
from dealer_app.store.errors import JournalError
from dealer_app.store.room.connection import (
    RoomUnreachable,
    connect,
    reason,
    refusal,
    role_of,
    unreachable,
    where,
)
from dealer_app.store.room.migrations import SCHEMA_VERSION
from dealer_app.store.streams import Entry, EntryId

CHANNEL: Final = "room_entries"  # the notification channel (migration 1's room.announce)
DURABLE_COMMITS: Final = "-c synchronous_commit=on"


@dataclass(frozen=True, slots=True)
class StreamHead:
    """Where one stream of the room is: its writer, its name and its last entry's place."""

    station: str
    stream: str
    last_seq: int


def check_version(found: int | None, url: str) -> None:
    """Refuse a room of another schema version (or none) with a sentence.

    >>> check_version(SCHEMA_VERSION, "postgresql:///room")
    >>> check_version(SCHEMA_VERSION + 1, "postgresql://x@h/room")
    Traceback (most recent call last):
    ...
    dealer_app.store.errors.JournalError: The room room@h has schema version 2; this program knows version 1: update the program on this station.
    """
    if found == SCHEMA_VERSION:
        return
    if found is None:
        raise JournalError(
            QT_TRANSLATE_NOOP(
                "Messages", "The database {room} is not a room yet: set it up with `room init`."
            ),
            room=where(url),
            field="room",
        )
    if found < SCHEMA_VERSION:
        raise JournalError(
            QT_TRANSLATE_NOOP(
                "Messages",
                "The room {room} has schema version {found}; this program needs version "
                "{needed}: the room's manager runs `room upgrade`.",
            ),
            room=where(url),
            found=found,
            needed=SCHEMA_VERSION,
            field="room",
        )
    raise JournalError(
        QT_TRANSLATE_NOOP(
            "Messages",
            "The room {room} has schema version {found}; this program knows version {needed}: "
            "update the program on this station.",
        ),
        room=where(url),
        found=found,
        needed=SCHEMA_VERSION,
        field="room",
    )


def schema_version(connection: psycopg.Connection[Any]) -> int | None:
    """The room's schema version, None for a database that is no room."""
    exists = connection.execute("SELECT to_regclass('room.schema_version') IS NOT NULL").fetchone()
    if not exists or not exists[0]:
        return None
    row = connection.execute("SELECT max(version) FROM room.schema_version").fetchone()
    return int(row[0]) if row and row[0] is not None else None


class RoomStore:
    """The room's append-only streams, through one connection with the station's own role.

    Every method raises :class:`RoomUnreachable` when the room cannot be reached (then
    :attr:`broken` is true: open a new store), and a :class:`JournalError` when it refused.
    """

    def __init__(self, connection: psycopg.Connection[Any], url: str) -> None:
        self._connection = connection
        self.url = url
        self.role = str(connection.info.user)
        self._claimed: set[str] = set()

    @classmethod
    def open(cls, url: str) -> RoomStore:
        """Connect with the station's URL and check the room's schema version.

        The room acknowledges an entry only once it is on the server's disk (synchronous
        commit, whatever the server's default): the station then forgets it may send it."""
        connection = connect(url, options=DURABLE_COMMITS)
        try:
            check_version(schema_version(connection), url)
        except psycopg.Error as error:
            connection.close()
            raise refusal(error, url) from error
        except JournalError:
            connection.close()
            raise
        return cls(connection, url)

    @property
    def where(self) -> str:
        """The room, as sentences name it (``dealer_room@floor.local:5432``)."""
        return where(self.url)

    @property
    def broken(self) -> bool:
        return bool(self._connection.closed or self._connection.broken)

    def close(self) -> None:
        self._connection.close()

    def __enter__(self) -> RoomStore:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    # --- Streams ------------------------------------------------------------------------------

    def add(self, entry: Entry) -> bool:
        """Store ``entry``; False, nothing changed, when its identity is stored already with the
        same content (a different content under the same identity is refused)."""
        return self.add_all([entry]) == 1

    def add_all(self, entries: Sequence[Entry]) -> int:
        """Store ``entries`` (each the next of its stream, in order) in one transaction: all or
        none. Returns how many were new; those stored already must be the same entries."""
        if not entries:
            return 0
        rows = [
            (
                e.id.station,
                e.id.stream,
                e.id.seq,
                e.kind,
                Jsonb(dict(e.payload)),
                e.at,
            )
            for e in entries
        ]
        try:
            with self._connection.transaction():
                self._claim({e.id.station for e in entries})
                with self._connection.cursor() as cursor:
                    cursor.executemany(
                        "INSERT INTO room.entries (station, stream, seq, kind, payload, at) "
                        "VALUES (%s, %s, %s, %s, %s, %s) ON CONFLICT DO NOTHING RETURNING seq",
                        rows,
                        returning=True,
                    )
                    new: list[bool] = []
                    while True:
                        new.append(cursor.fetchone() is not None)
                        if not cursor.nextset():
                            break
                already = [e for e, is_new in zip(entries, new, strict=True) if not is_new]
                if already:
                    self._same_as_stored(already)
            self._announce(entries)
        except psycopg.Error as error:
            raise self._error(error, entries) from error
        return sum(new)

    def _announce(self, entries: Sequence[Entry]) -> None:
        """Tell the listeners where the streams of ``entries`` are now (see the migration's
        ``room.announce``): after their durable commit, without a disk flush of its own. Sent
        again with the entries when this fails, so no follower waits for an entry it misses."""
        heads = sorted({e.id.key[:2] for e in entries})
        with self._connection.pipeline(), self._connection.transaction():  # one round trip
            self._connection.execute("SET LOCAL synchronous_commit = off")
            self._connection.execute(
                "SELECT room.announce(%s::text[], %s::text[])",
                ([station for station, _ in heads], [stream for _, stream in heads]),
            )

    def read(self, station: str, stream: str, after: int = 0) -> list[Entry]:
        """The entries of one stream with ``seq > after``, in order."""
        return self._select(
            "SELECT station, stream, seq, kind, payload, at FROM room.entries "
            "WHERE station = %s AND stream = %s AND seq > %s ORDER BY seq",
            (station, stream, after),
        )

    def last_seq(self, station: str, stream: str) -> int:
        """The place of the stream's last entry (0 for a stream with none)."""
        try:
            row = self._connection.execute(
                "SELECT coalesce(max(seq), 0) FROM room.entries WHERE station = %s AND stream = %s",
                (station, stream),
            ).fetchone()
        except psycopg.Error as error:
            raise self._error(error, ()) from error
        return int(row[0]) if row else 0

    def read_many(self, after: Mapping[tuple[str, str], int]) -> list[Entry]:
        """The entries of several streams (``(station, stream)``: entries with ``seq`` past the
        value), in one query, each stream in order: what a follower reads after a wake-up."""
        if not after:
            return []
        keys = list(after.items())
        return self._select(
            "SELECT e.station, e.stream, e.seq, e.kind, e.payload, e.at "
            "FROM unnest(%s::text[], %s::text[], %s::bigint[]) AS k(station, stream, after) "
            "JOIN room.entries e ON e.station = k.station AND e.stream = k.stream "
            "AND e.seq > k.after ORDER BY e.station, e.stream, e.seq",
            (
                [station for (station, _), _ in keys],
                [stream for (_, stream), _ in keys],
                [seq for _, seq in keys],
            ),
        )

    # --- the room's own ------------------------------------------------------------------------

    def streams(self, prefix: str = "") -> list[StreamHead]:
        """Every stream this role may read whose name starts with ``prefix``."""
        try:
            rows = self._connection.execute(
                "SELECT station, stream, max(seq) FROM room.entries "
                "WHERE starts_with(stream, %s) GROUP BY station, stream ORDER BY stream, station",
                (prefix,),
            ).fetchall()
        except psycopg.Error as error:
            raise self._error(error, ()) from error
        return [StreamHead(str(s), str(n), int(q)) for s, n, q in rows]

    def received(self, entry: EntryId) -> int | None:
        """When the room first received ``entry`` (ms since the epoch, the room's own clock):
        the time an exam answer counts by. None if the room has no such entry."""
        try:
            row = self._connection.execute(
                "SELECT (extract(epoch FROM received) * 1000)::bigint FROM room.entries "
                "WHERE station = %s AND stream = %s AND seq = %s",
                entry.key,
            ).fetchone()
        except psycopg.Error as error:
            raise self._error(error, ()) from error
        return int(row[0]) if row else None

    # --- inside -------------------------------------------------------------------------------

    def _claim(self, stations: Iterable[str]) -> None:
        """Bind each new station identity to this role (the room refuses one claimed by
        another role: a station writes with one role only)."""
        for station in sorted(set(stations) - self._claimed):
            self._connection.execute(
                "INSERT INTO room.stations (station, role) VALUES (%s, current_user) "
                "ON CONFLICT DO NOTHING",
                (station,),
            )
            row = self._connection.execute(
                "SELECT role FROM room.stations WHERE station = %s", (station,)
            ).fetchone()
            if row and row[0] != self.role:
                raise JournalError(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "The room {room} refused station {station}: it writes as {owner}, not "
                        "as {role}.",
                    ),
                    room=self.where,
                    station=station,
                    owner=str(row[0]),
                    role=self.role,
                )
            self._claimed.add(station)

    def _same_as_stored(self, entries: Sequence[Entry]) -> None:
        rows = self._connection.execute(
            "SELECT e.station, e.stream, e.seq, e.kind, e.payload, e.at "
            "FROM unnest(%s::text[], %s::text[], %s::bigint[]) AS k(station, stream, seq) "
            "JOIN room.entries e USING (station, stream, seq)",
            (
                [e.id.station for e in entries],
                [e.id.stream for e in entries],
                [e.id.seq for e in entries],
            ),
        ).fetchall()
        stored = {
            (str(s), str(n), int(q)): Entry(EntryId(str(s), str(n), int(q)), str(k), p, int(a))
            for s, n, q, k, p, a in rows
        }
        for entry in entries:
            same = stored.get(entry.id.key)
            if same is None or not _same(same, entry):
                raise JournalError(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "The room {room} holds another entry {seq} of {stream} from station "
                        "{station}: this one is not stored.",
                    ),
                    room=self.where,
                    seq=entry.id.seq,
                    stream=entry.id.stream,
                    station=entry.id.station,
                )

    def _select(self, query: str, params: tuple[object, ...]) -> list[Entry]:
        try:
            rows = self._connection.execute(query, params).fetchall()
        except psycopg.Error as error:
            raise self._error(error, ()) from error
        return [
            Entry(EntryId(str(s), str(n), int(q)), str(k), p, int(a)) for s, n, q, k, p, a in rows
        ]

    def _error(self, error: psycopg.Error, entries: Sequence[Entry]) -> JournalError:
        if isinstance(error, (psycopg.OperationalError, psycopg.InterfaceError)) and self.broken:
            return unreachable(error, self.url)
        first = entries[0].id if entries else None
        if isinstance(error, pg_errors.InsufficientPrivilege) and first is not None:
            refused = next((e.id for e in entries if not self._may_write(e.id.stream)), first)
            return JournalError(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "The room {room} refused entry {seq} of {stream}: the role {role} may not "
                    "write {stream}.",
                ),
                room=self.where,
                seq=refused.seq,
                stream=refused.stream,
                role=self.role,
            )
        if getattr(error, "sqlstate", None) == "RM001" and error.diag.message_detail:
            stuck = _gap_entry(error, entries) or first
            return JournalError(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "The room {room} refused entry {seq} of {stream}: its last entry of that "
                    "stream is {last}.",
                ),
                room=self.where,
                seq=stuck.seq if stuck else 0,
                stream=stuck.stream if stuck else "",
                last=int(error.diag.message_detail),
            )
        if isinstance(error, (psycopg.OperationalError, psycopg.InterfaceError)):
            return unreachable(error, self.url)
        return JournalError(
            QT_TRANSLATE_NOOP("Messages", "The room {room} refused the entries: {reason}."),
            room=self.where,
            reason=reason(error),
        )

    def _may_write(self, stream: str) -> bool:
        try:
            row = self._connection.execute(
                "SELECT EXISTS (SELECT 1 FROM room.grants g WHERE g.role = current_user AND "
                "(g.streams IN (%s, '*') OR (right(g.streams, 1) = '/' "
                "AND starts_with(%s, g.streams))))",
                (stream, stream),
            ).fetchone()
        except psycopg.Error:
            return False
        return bool(row and row[0])


def _same(stored: Entry, entry: Entry) -> bool:
    """The same entry: its kind and payload. Its time was stamped once, by the first writer
    (store/streams.py): a copy sent again keeps the stored time."""
    payload = json.loads(json.dumps(dict(entry.payload)))
    return (stored.kind, dict(stored.payload)) == (entry.kind, payload)


def _gap_entry(error: psycopg.Error, entries: Sequence[Entry]) -> EntryId | None:
    text = error.diag.message_primary or ""
    for entry in entries:
        if f"entry {entry.id.seq} of {entry.id.stream} from {entry.id.station} " in text:
            return entry.id
    return None


@dataclass(frozen=True, slots=True)
class FollowState:
    """What a follower says of the room: connected or not, and the last error as a message."""

    connected: bool
    error: Message | None = None


class RoomFollower:
    """Follows the room live: every entry of the streams whose name starts with ``prefix``,
    each delivered once and in order per stream, through LISTEN/NOTIFY (no polling).

    The notification says only which stream moved and to where; the follower reads what it has
    not seen (``seen``: the last place it has of each ``(station, stream)``). After losing the
    room it connects again, listens first, then reads every stream it follows to catch up: no
    entry is missed, none given twice.

    :meth:`follow` blocks until :meth:`stop`; run it in a thread of its own. ``on_entries``
    receives lists of entries of one stream in order (called in the follower's thread).
    """

    def __init__(
        self,
        url: str,
        on_entries: Callable[[list[Entry]], None],
        *,
        prefix: str = "",
        seen: Mapping[tuple[str, str], int] | None = None,
        on_state: Callable[[FollowState], None] | None = None,
        retry_seconds: float = 1.0,
    ) -> None:
        self.url = url
        self.prefix = prefix
        self.seen: dict[tuple[str, str], int] = dict(seen or {})
        self._on_entries = on_entries
        self._on_state = on_state
        self._retry = retry_seconds
        self._stopping = threading.Event()
        self.state = FollowState(False)

    def stop(self) -> None:
        """Ask :meth:`follow` to return (within a second)."""
        self._stopping.set()

    def follow(self) -> None:
        while not self._stopping.is_set():
            try:
                self._follow_once()
            except JournalError as error:
                self._say(FollowState(False, error.message))
            except psycopg.Error as error:
                self._say(FollowState(False, unreachable(error, self.url).message))
            self._stopping.wait(self._retry)

    def _say(self, state: FollowState) -> None:
        if state != self.state:
            self.state = state
            if self._on_state is not None:
                self._on_state(state)

    def _follow_once(self) -> None:
        # One connection listens and reads: psycopg keeps the notifications that arrive during
        # a read and gives them at the next wait.
        with RoomStore.open(self.url) as store:
            connection = store._connection
            connection.execute(f"LISTEN {CHANNEL}")
            self._say(FollowState(True))
            # what moved while we were away
            self._catch_up(
                store, {(h.station, h.stream): h.last_seq for h in store.streams(self.prefix)}
            )
            while not self._stopping.is_set():
                moved: dict[tuple[str, str], int] = {}
                try:
                    for note in connection.notifies(timeout=0.5, stop_after=1):
                        self._note(note.payload, moved)
                    for note in connection.notifies(timeout=0):  # the rest already here
                        self._note(note.payload, moved)
                except psycopg.Error as error:
                    raise unreachable(error, self.url) from error
                self._catch_up(store, moved)
                if store.broken:
                    raise unreachable(OSError("connection lost"), self.url)

    def _note(self, payload: str, moved: dict[tuple[str, str], int]) -> None:
        try:
            head = json.loads(payload)
            key = (str(head["station"]), str(head["stream"]))
            seq = int(head["seq"])
        except (ValueError, KeyError, TypeError):
            return
        if key[1].startswith(self.prefix):
            moved[key] = max(seq, moved.get(key, 0))

    def _catch_up(self, store: RoomStore, moved: Mapping[tuple[str, str], int]) -> None:
        """Read, in one query, every stream that moved past what was seen of it; hand each
        stream's new entries on in order."""
        behind = {
            key: self.seen.get(key, 0) for key, seq in moved.items() if seq > self.seen.get(key, 0)
        }
        entries = store.read_many(behind)
        start = 0
        for end in range(1, len(entries) + 1):
            if end == len(entries) or entries[end].id.key[:2] != entries[start].id.key[:2]:
                stream = entries[start:end]
                self.seen[stream[-1].id.key[:2]] = stream[-1].id.seq
                self._on_entries(stream)
                start = end


__all__ = [
    "CHANNEL",
    "FollowState",
    "RoomFollower",
    "RoomStore",
    "RoomUnreachable",
    "StreamHead",
    "check_version",
    "role_of",
]
