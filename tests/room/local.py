"""A station's side, small and real, for the room's tests: a journal with its outbox on SQLite
(the store branch's journal implements the same protocol), and a network cable that can be cut.
"""

from __future__ import annotations

import contextlib
import json
import socket
import sqlite3
import threading
import time
from collections.abc import Iterable
from pathlib import Path

from dealer_app.store.streams import Entry, EntryId


class LocalJournal:
    """Entries and their outbox rows written in one SQLite transaction (the Outbox protocol)."""

    def __init__(self, path: Path, station: str, *, shared: bool = False) -> None:
        """``shared``: one connection for several threads (the dealer's and the sender's), taken
        in turn under a lock, instead of one connection each waiting on SQLite's file lock."""
        self.station = station
        self._lock = threading.RLock()
        self._db = sqlite3.connect(
            path, timeout=30, isolation_level=None, check_same_thread=not shared
        )
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")  # WAL: durable at each checkpoint
        self._db.executescript(
            "CREATE TABLE IF NOT EXISTS entries (station TEXT, stream TEXT, seq INTEGER, "
            " kind TEXT, payload TEXT, at INTEGER, PRIMARY KEY (station, stream, seq));"
            "CREATE TABLE IF NOT EXISTS outbox (id INTEGER PRIMARY KEY, station TEXT, "
            " stream TEXT, seq INTEGER, sent INTEGER NOT NULL DEFAULT 0);"
            "CREATE UNIQUE INDEX IF NOT EXISTS outbox_of ON outbox (station, stream, seq);"
            "CREATE INDEX IF NOT EXISTS outbox_unsent ON outbox (sent, id);"
        )

    def write(self, stream: str, payload: dict[str, object], kind: str = "action") -> Entry:
        """The next entry of ``stream``, stamped with the time it was written (ms)."""
        with self._lock, self._db:
            self._db.execute("BEGIN IMMEDIATE")
            (last,) = self._db.execute(
                "SELECT coalesce(max(seq), 0) FROM entries WHERE station = ? AND stream = ?",
                (self.station, stream),
            ).fetchone()
            at = int(time.time() * 1000)
            entry = Entry(EntryId(self.station, stream, last + 1), kind, payload, at)
            self._db.execute(
                "INSERT INTO entries VALUES (?, ?, ?, ?, ?, ?)",
                (*entry.id.key, kind, json.dumps(payload), entry.at),
            )
            self._db.execute(
                "INSERT INTO outbox (station, stream, seq) VALUES (?, ?, ?)", entry.id.key
            )
        return entry

    def unsent(self, limit: int = 500) -> list[Entry]:
        with self._lock:
            rows = self._db.execute(
                "SELECT e.station, e.stream, e.seq, e.kind, e.payload, e.at FROM outbox o "
                "JOIN entries e USING (station, stream, seq) WHERE o.sent = 0 "
                "ORDER BY o.id LIMIT ?",
                (limit,),
            ).fetchall()
        return [Entry(EntryId(s, n, q), k, json.loads(p), a) for s, n, q, k, p, a in rows]

    def acknowledged(self, ids: Iterable[EntryId]) -> None:
        with self._lock, self._db:
            self._db.execute("BEGIN IMMEDIATE")
            self._db.executemany(
                "UPDATE outbox SET sent = 1 WHERE station = ? AND stream = ? AND seq = ?",
                [i.key for i in ids],
            )

    def acknowledged_ids(self) -> list[tuple[str, str, int]]:
        return self._db.execute(
            "SELECT station, stream, seq FROM outbox WHERE sent = 1 ORDER BY id"
        ).fetchall()

    def entries(self) -> list[Entry]:
        rows = self._db.execute(
            "SELECT station, stream, seq, kind, payload, at FROM entries ORDER BY stream, seq"
        ).fetchall()
        return [Entry(EntryId(s, n, q), k, json.loads(p), a) for s, n, q, k, p, a in rows]

    def close(self) -> None:
        self._db.close()


class SharedOutbox:
    """The outbox of a shared :class:`LocalJournal`, for a sender in another thread (closing
    the sender leaves the journal open)."""

    def __init__(self, journal: LocalJournal) -> None:
        self._journal = journal

    def unsent(self, limit: int = 500) -> list[Entry]:
        return self._journal.unsent(limit)

    def acknowledged(self, ids: Iterable[EntryId]) -> None:
        self._journal.acknowledged(ids)


class Cable:
    """A TCP relay between a station and the server: :meth:`cut` closes every connection and
    refuses new ones (the room is gone for that station), :meth:`mend` lets it through again."""

    def __init__(self, target_port: int) -> None:
        self.target_port = target_port
        self._listener: socket.socket | None = None
        self._links: list[socket.socket] = []
        self._lock = threading.Lock()
        probe = socket.socket()
        probe.bind(("127.0.0.1", 0))
        self.port = int(probe.getsockname()[1])
        probe.close()
        self.mend()

    def mend(self) -> None:
        listener = socket.socket()
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", self.port))
        listener.listen(64)
        self._listener = listener
        threading.Thread(target=self._accept, args=(listener,), daemon=True).start()

    def cut(self) -> None:
        with self._lock:
            listener, self._listener = self._listener, None
            links, self._links = self._links, []
        if listener is not None:
            with contextlib.suppress(OSError):
                listener.shutdown(socket.SHUT_RDWR)
            listener.close()
        for link in links:
            with contextlib.suppress(OSError):
                link.shutdown(socket.SHUT_RDWR)
            link.close()

    def _accept(self, listener: socket.socket) -> None:
        while True:
            try:
                near, _ = listener.accept()
            except OSError:
                return
            try:
                far = socket.create_connection(("127.0.0.1", self.target_port))
            except OSError:
                near.close()
                continue
            with self._lock:
                if self._listener is not listener:
                    near.close()
                    far.close()
                    return
                self._links += [near, far]
            for a, b in ((near, far), (far, near)):
                threading.Thread(target=self._pump, args=(a, b), daemon=True).start()

    @staticmethod
    def _pump(source: socket.socket, sink: socket.socket) -> None:
        try:
            while data := source.recv(65536):
                sink.sendall(data)
        except OSError:
            pass
        finally:
            for end in (source, sink):
                with contextlib.suppress(OSError):
                    end.shutdown(socket.SHUT_RDWR)
