"""The room's fixtures: one throwaway PostgreSQL server per test session, a fresh room (its own
database) per test, and ``room_streams``: the :class:`Streams` protocol on PostgreSQL, for the
store protocol tests to run against SQLite and PostgreSQL alike.

Without PostgreSQL's server installed these tests skip on a developer's computer and fail in CI
(``CI=true``), which installs it (``.ci/run``).
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import pytest

from dealer_app.store.room import admin
from dealer_app.store.room.store import RoomStore
from tests.room import postgres

_rooms = itertools.count(1)


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[postgres.Server]:
    if not postgres.available():
        if os.environ.get("CI"):
            pytest.fail("PostgreSQL's server is not installed (apt-get install postgresql)")
        pytest.skip("PostgreSQL's server is not installed (apt-get install postgresql)")
    # Set for speed: fsync off (the server lives for one run; a killed server still finds its
    # log in the operating system's cache) and synchronous_commit off, which a station
    # overrides for its own commits (test_a_restarted_postgresql_loses_nothing_acknowledged).
    server = postgres.start_server("-c fsync=off", "-c synchronous_commit=off")
    try:
        yield server
    finally:
        server.remove()


@dataclass
class Room:
    """A fresh room on the tests' server: its manager's URL and a way to add stations."""

    server: postgres.Server
    database: str

    @property
    def admin_url(self) -> str:
        return self.server.url(database=self.database)

    def station(self, kind: str = "dealer", **options: object) -> admin.StationLogin:
        return admin.add_station(self.admin_url, kind, host="127.0.0.1", **options)  # type: ignore[arg-type]

    def open(self, kind: str = "dealer", **options: object) -> RoomStore:
        return RoomStore.open(self.station(kind, **options).url)


def new_room(server: postgres.Server) -> Room:
    room = Room(server, f"room{os.getpid()}_{next(_rooms)}")
    admin.init_room(room.admin_url)
    return room


@pytest.fixture
def room(postgres_server: postgres.Server) -> Room:
    return new_room(postgres_server)


@pytest.fixture
def room_streams(room: Room) -> Iterator[RoomStore]:
    """A :class:`~dealer_app.store.streams.Streams` on PostgreSQL whose role may write every
    stream (a dealer's role writes only its table's: see tests/room/test_room_roles.py)."""
    with room.open("director", streams=("*",)) as store:
        yield store


@pytest.fixture
def open_room(room: Room) -> Iterator[Callable[..., RoomStore]]:
    opened: list[RoomStore] = []

    def opener(kind: str = "dealer", **options: object) -> RoomStore:
        store = room.open(kind, **options)
        opened.append(store)
        return store

    yield opener
    for store in opened:
        store.close()
