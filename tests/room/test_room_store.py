"""The room's streams on a real PostgreSQL: schema by migrations, once and in order, versions."""

from __future__ import annotations

import psycopg
import pytest

from dealer_app.store.errors import JournalError
from dealer_app.store.room import admin
from dealer_app.store.room.errors import RoomUnreachable
from dealer_app.store.room.migrations import SCHEMA_VERSION
from dealer_app.store.room.store import RoomStore
from dealer_app.store.streams import Entry, EntryId
from tests.room.fixtures import Room

pytestmark = pytest.mark.room


def entry(seq: int, stream: str = "table/3", station: str = "st-a", **payload: object) -> Entry:
    return Entry(EntryId(station, stream, seq), "action", payload or {"n": seq}, 1_700_000 + seq)


def test_init_creates_the_schema_by_its_migrations_once(room: Room) -> None:
    with psycopg.connect(room.admin_url) as connection:
        versions = connection.execute("SELECT version FROM room.schema_version").fetchall()
    assert versions == [(v,) for v in range(1, SCHEMA_VERSION + 1)]
    assert admin.init_room(room.admin_url) == []  # again: nothing to do, nothing broken
    assert admin.upgrade_room(room.admin_url) == []


def test_upgrade_refuses_a_database_that_is_no_room(room: Room) -> None:
    bare = room.server.url(database=room.database + "_bare")
    with psycopg.connect(room.admin_url, autocommit=True) as connection:
        connection.execute(f"CREATE DATABASE {room.database}_bare")
    with pytest.raises(JournalError, match="is not a room yet: set it up with `room init`"):
        admin.upgrade_room(bare)


def test_a_station_refuses_a_room_of_another_schema_version(room: Room) -> None:
    login = room.station(table=1)
    with psycopg.connect(room.admin_url, autocommit=True) as connection:
        connection.execute(
            "INSERT INTO room.schema_version (version, what) VALUES (%s, 'later')",
            (SCHEMA_VERSION + 1,),
        )
    with pytest.raises(JournalError) as refused:
        RoomStore.open(login.url)
    assert str(refused.value).endswith(
        f"has schema version {SCHEMA_VERSION + 1}; this program knows version "
        f"{SCHEMA_VERSION}: update the program on this station."
    )
    assert refused.value.message.values["found"] == SCHEMA_VERSION + 1


def test_an_entry_is_stored_once_however_often_it_is_sent(room_streams: RoomStore) -> None:
    first, second = entry(1), entry(2)
    assert room_streams.add(first) is True
    assert room_streams.add(first) is False
    assert room_streams.add(second) is True
    assert room_streams.add_all([first, second, entry(3)]) == 1  # a batch sent again, and one more
    assert room_streams.read("st-a", "table/3") == [first, second, entry(3)]
    assert room_streams.read("st-a", "table/3", after=2) == [entry(3)]
    assert room_streams.last_seq("st-a", "table/3") == 3
    assert room_streams.last_seq("st-a", "table/9") == 0


def test_an_entry_after_a_gap_is_refused_and_nothing_changes(room_streams: RoomStore) -> None:
    room_streams.add(entry(1))
    with pytest.raises(JournalError) as refused:
        room_streams.add_all([entry(2), entry(4)])  # all or nothing: entry 2 is not kept either
    assert "refused entry 4 of table/3: its last entry of that stream is 2" in str(refused.value)
    assert room_streams.last_seq("st-a", "table/3") == 1


def test_the_same_identity_with_another_content_is_refused(room_streams: RoomStore) -> None:
    room_streams.add(entry(1))
    with pytest.raises(JournalError, match="holds another entry 1 of table/3 from station st-a"):
        room_streams.add(entry(1, n=99))
    assert room_streams.read("st-a", "table/3") == [entry(1)]


def test_streams_of_two_stations_with_one_name_are_two_streams(room_streams: RoomStore) -> None:
    room_streams.add(entry(1, station="st-a"))
    room_streams.add(entry(1, station="st-b"))
    assert [(h.station, h.last_seq) for h in room_streams.streams("table/")] == [
        ("st-a", 1),
        ("st-b", 1),
    ]


def test_entries_are_never_updated_or_deleted_even_by_the_owner(
    room: Room, room_streams: RoomStore
) -> None:
    room_streams.add(entry(1))
    with psycopg.connect(room.admin_url, autocommit=True) as connection:
        for statement in (
            "UPDATE room.entries SET kind = 'x'",
            "DELETE FROM room.entries",
            "TRUNCATE room.entries",
        ):
            with pytest.raises(psycopg.Error, match="never changed or deleted"):
                connection.execute(statement)
    assert room_streams.read("st-a", "table/3") == [entry(1)]


def test_the_room_stamps_its_own_receive_time(room_streams: RoomStore) -> None:
    room_streams.add(entry(1))
    received = room_streams.received(EntryId("st-a", "table/3", 1))
    assert received is not None and received > 1_700_000_000_000  # the room's clock, not `at`
    assert room_streams.read("st-a", "table/3")[0].at == 1_700_001


def test_a_room_that_cannot_be_reached_is_said_so(room: Room) -> None:
    login = room.station(table=2)
    room.server.port, port = 1, room.server.port  # nothing listens on port 1
    try:
        url = login.url.replace(f":{port}/", ":1/")
        with pytest.raises(RoomUnreachable, match=r"The room .*@127.0.0.1:1 cannot be reached"):
            RoomStore.open(url)
    finally:
        room.server.port = port


def test_upgrade_applies_a_new_migration_once_and_old_stations_refuse_the_room(
    room: Room, monkeypatch: pytest.MonkeyPatch
) -> None:
    from dealer_app.store.room import migrations, store

    login = room.station(table=1)
    later = migrations.Migration(
        SCHEMA_VERSION + 1, "a test column", "ALTER TABLE room.roles ADD COLUMN note text;"
    )
    monkeypatch.setattr(admin, "MIGRATIONS", (*migrations.MIGRATIONS, later))
    monkeypatch.setattr(admin, "SCHEMA_VERSION", later.version)
    assert admin.upgrade_room(room.admin_url) == [later]
    assert admin.upgrade_room(room.admin_url) == []
    with psycopg.connect(room.admin_url) as connection:
        assert connection.execute("SELECT max(version) FROM room.schema_version").fetchone() == (
            later.version,
        )
        connection.execute("SELECT note FROM room.roles")  # the column is there
    with pytest.raises(JournalError, match="update the program on this station"):
        RoomStore.open(login.url)  # this program knows the version before
    monkeypatch.setattr(store, "SCHEMA_VERSION", later.version)
    RoomStore.open(login.url).close()  # a program that knows it opens the room
