"""Who may write what is the server's decision (roles, row-level security), said in sentences.

Each refusal is checked twice: through :class:`RoomStore` (the sentence a station shows) and by
plain SQL with the station's role (the server refuses whatever the program does).
"""

from __future__ import annotations

from collections.abc import Callable

import psycopg
import pytest
from psycopg.types.json import Jsonb

from dealer_app.store.errors import JournalError
from dealer_app.store.room import admin
from dealer_app.store.room.store import RoomStore
from dealer_app.store.streams import Entry, EntryId
from tests.room.fixtures import Room

pytestmark = pytest.mark.room


def entry(station: str, stream: str, seq: int = 1) -> Entry:
    return Entry(EntryId(station, stream, seq), "action", {"seq": seq}, 1)


def raw_insert(url: str, station: str, stream: str) -> None:
    with psycopg.connect(url, autocommit=True) as connection:
        connection.execute(
            "INSERT INTO room.stations (station, role) VALUES (%s, current_user) "
            "ON CONFLICT DO NOTHING",
            (station,),
        )
        connection.execute(
            "INSERT INTO room.entries (station, stream, seq, kind, payload, at) "
            "VALUES (%s, %s, 1, 'action', %s, 1)",
            (station, stream, Jsonb({})),
        )


def test_a_dealer_writes_its_own_tables_only(room: Room) -> None:
    login = room.station(table=3)
    assert login.role.endswith("_table_3") and login.streams == ("table/",)
    with RoomStore.open(login.url) as table_3:
        assert table_3.add(entry("t3", "table/3"))
        assert table_3.add(entry("t3", "table/4"))  # a new table its journal opened
        with pytest.raises(JournalError, match="may not write event/1"):
            table_3.add(entry("t3", "event/1"))
    other = room.station(table=4)
    with RoomStore.open(other.url) as table_4:
        with pytest.raises(JournalError) as refused:
            table_4.add(entry("t3", "table/5"))  # station t3 writes as the table 3's role
        assert str(refused.value) == (
            f"The room {room.database}@127.0.0.1:{room.server.port} refused station t3: it "
            f"writes as {login.role}, not as {other.role}."
        )
        assert [(h.station, h.stream) for h in table_4.streams()] == [
            ("t3", "table/3"),
            ("t3", "table/4"),
        ]
    # Past the program's own check, the server refuses it (row-level security).
    with pytest.raises(psycopg.errors.InsufficientPrivilege, match="row-level security"):
        raw_insert(other.url, "t3", "table/5")


def test_only_the_director_writes_an_event(room: Room) -> None:
    director = room.station("director")
    with RoomStore.open(director.url) as store:
        assert store.add(entry("dir", "event/1"))
        assert store.add(entry("dir", "event/2"))
        with pytest.raises(JournalError, match="may not write table/1"):
            store.add(entry("dir", "table/1"))
    with pytest.raises(psycopg.errors.InsufficientPrivilege):
        raw_insert(room.station(table=1).url, "t1", "event/1")


def test_the_display_only_reads(room: Room, open_room: Callable[..., RoomStore]) -> None:
    open_room(table=5).add(entry("t5", "table/5"))
    display = room.station("display")
    with RoomStore.open(display.url) as store:
        assert [e.id.stream for e in store.read("t5", "table/5")] == ["table/5"]
        with pytest.raises(JournalError, match="refused"):
            store.add(entry("screen", "table/5"))
    with pytest.raises(psycopg.errors.InsufficientPrivilege, match="permission denied"):
        raw_insert(display.url, "screen", "table/5")


def test_a_student_writes_and_reads_only_his_own_answers(
    room: Room, open_room: Callable[..., RoomStore]
) -> None:
    instructor = open_room("instructor")
    instructor.add(entry("teacher", "exam/7"))
    anna = open_room("student", student="Anna")
    boris = open_room("student", student="Boris")
    assert anna.add(entry("anna-pc", "exam/7"))
    assert boris.add(entry("boris-pc", "exam/7"))
    # Anna sees the exam and her answers, never Boris's
    assert {h.station for h in anna.streams()} == {"teacher", "anna-pc"}
    assert anna.read("boris-pc", "exam/7") == []
    # nor can she answer in Boris's name, or write the exam itself
    with pytest.raises(JournalError, match="refused station boris-pc: it writes as"):
        anna.add(entry("boris-pc", "exam/7", 2))
    with pytest.raises(JournalError, match="refused station teacher"):
        anna.add(entry("teacher", "exam/7", 2))
    # the instructor sees every answer
    assert {h.station for h in instructor.streams("exam/")} == {"teacher", "anna-pc", "boris-pc"}


def test_a_wrong_password_is_refused_in_a_sentence(room: Room) -> None:
    login = room.station(table=8)
    wrong = login.url.replace(login.password, "not-the-password")
    with pytest.raises(JournalError) as refused:
        RoomStore.open(wrong)
    assert str(refused.value) == (
        f"The room {room.database}@127.0.0.1:{room.server.port} refused the role "
        f"{login.role}: wrong name or password."
    )
    assert login.password not in str(refused.value)


def test_a_disabled_station_cannot_log_in_and_a_new_password_lets_it_back(room: Room) -> None:
    login = room.station(table=9)
    with RoomStore.open(login.url) as store:
        store.add(entry("t9", "table/9"))
    admin.disable_station(room.admin_url, login.role)
    with pytest.raises(JournalError, match=r"does not let the role .*_table_9 in: its manager"):
        RoomStore.open(login.url)
    again = admin.new_password(room.admin_url, login.role, host="127.0.0.1")
    assert again.password != login.password and again.streams == ("table/",)
    with RoomStore.open(again.url) as store:
        assert store.last_seq("t9", "table/9") == 1  # its entries stayed


def test_a_role_the_room_has_already_is_refused(room: Room) -> None:
    room.station(table=4)
    with pytest.raises(JournalError, match=r"already has a station role .*_table_4"):
        room.station(table=4)
    with pytest.raises(JournalError, match="needs its table's number"):
        room.station()


def test_the_status_lists_roles_and_streams(
    room: Room, open_room: Callable[..., RoomStore]
) -> None:
    open_room(table=2).add(entry("t2", "table/2"))
    room.station("display")
    status = admin.room_status(room.admin_url)
    assert [(r.kind, r.label, r.streams, r.entries) for r in status.roles] == [
        ("dealer", "Table 2", ("table/",), 1),
        ("display", "Display", (), 0),
    ]
    assert [(s[0], s[1], s[2]) for s in status.streams] == [("t2", "table/2", 1)]
