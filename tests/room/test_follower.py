"""Live updates: LISTEN/NOTIFY wakes the follower, which reads what it has not seen."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator

import pytest

from dealer_app.store.room.store import RoomFollower, RoomStore
from dealer_app.store.streams import Entry, EntryId
from tests.room.fixtures import Room

pytestmark = pytest.mark.room


def entry(station: str, stream: str, seq: int) -> Entry:
    return Entry(EntryId(station, stream, seq), "action", {"seq": seq}, seq)


def wait_for(condition: Callable[[], bool], seconds: float = 20.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.02)


class Following:
    def __init__(self, url: str, **options: object) -> None:
        self.batches: list[list[Entry]] = []
        self.follower = RoomFollower(url, self.batches.append, **options)  # type: ignore[arg-type]
        self.thread = threading.Thread(target=self.follower.follow, daemon=True)
        self.thread.start()
        wait_for(lambda: self.follower.state.connected)

    @property
    def keys(self) -> list[tuple[str, str, int]]:
        return [e.id.key for batch in self.batches for e in batch]

    def stop(self) -> None:
        self.follower.stop()
        self.thread.join(5)


@pytest.fixture
def follow(room: Room) -> Iterator[Callable[..., Following]]:
    started: list[Following] = []

    def start(url: str, **options: object) -> Following:
        following = Following(url, **options)
        started.append(following)
        return following

    yield start
    for following in started:
        following.stop()


def test_the_director_sees_every_table_live_in_order_once(
    room: Room, follow: Callable[..., Following]
) -> None:
    table_1, table_2 = room.open(table=1), room.open(table=2)
    table_1.add(entry("t1", "table/1", 1))  # before the director came: caught up at start
    director = follow(room.station("director").url, prefix="table/")
    wait_for(lambda: len(director.keys) == 1)
    table_1.add_all([entry("t1", "table/1", 2), entry("t1", "table/1", 3)])
    table_2.add(entry("t2", "table/2", 1))
    table_1.add(entry("t1", "table/1", 3))  # sent again: stored once, seen once
    wait_for(lambda: len(director.keys) == 4)
    time.sleep(0.2)
    assert sorted(director.keys) == [
        ("t1", "table/1", 1),
        ("t1", "table/1", 2),
        ("t1", "table/1", 3),
        ("t2", "table/2", 1),
    ]
    assert all(len({e.id.key[:2] for e in batch}) == 1 for batch in director.batches)
    table_1.close()
    table_2.close()


def test_a_follower_started_again_reads_only_what_it_has_not_seen(
    room: Room, follow: Callable[..., Following]
) -> None:
    with room.open(table=1) as table:
        table.add_all([entry("t1", "table/1", n) for n in (1, 2, 3)])
        display = follow(room.station("display").url, prefix="table/", seen={("t1", "table/1"): 2})
        wait_for(lambda: len(display.keys) == 1)
        assert display.keys == [("t1", "table/1", 3)]


def test_a_student_is_not_told_another_students_answers(
    room: Room, follow: Callable[..., Following]
) -> None:
    anna = room.open("student", student="Anna")
    boris = room.open("student", student="Boris")
    following = follow(anna.url, prefix="exam/")
    boris.add(entry("boris-pc", "exam/1", 1))
    anna.add(entry("anna-pc", "exam/1", 1))
    wait_for(lambda: len(following.keys) == 1)
    time.sleep(0.3)
    assert following.keys == [("anna-pc", "exam/1", 1)]
    anna.close()
    boris.close()


def test_the_follower_says_when_the_room_is_away(room: Room) -> None:
    login = room.station("display")
    away = login.url.replace(f":{room.server.port}/", ":1/")
    states = []
    follower = RoomFollower(away, lambda entries: None, on_state=states.append, retry_seconds=0.05)
    thread = threading.Thread(target=follower.follow, daemon=True)
    thread.start()
    wait_for(lambda: bool(states))
    follower.stop()
    thread.join(5)
    assert not states[0].connected and "cannot be reached" in str(states[0].error)


def test_read_many_reads_several_streams_in_one_query(room: Room) -> None:
    with room.open("director", streams=("*",)) as store:
        store.add_all([entry("a", "table/1", n) for n in (1, 2, 3)] + [entry("b", "event/1", 1)])
        got = store.read_many({("a", "table/1"): 1, ("b", "event/1"): 0, ("c", "x"): 0})
        assert [e.id.key for e in got] == [
            ("a", "table/1", 2),
            ("a", "table/1", 3),
            ("b", "event/1", 1),
        ]
        assert isinstance(store, RoomStore)


def test_the_follower_comes_back_after_the_server_restarts(
    room: Room, follow: Callable[..., Following]
) -> None:
    login = room.station(table=1)
    states: list[object] = []
    director = follow(
        room.station("director").url, prefix="table/", on_state=states.append, retry_seconds=0.1
    )
    with RoomStore.open(login.url) as table:
        table.add(entry("t1", "table/1", 1))
    wait_for(lambda: len(director.keys) == 1)
    room.server.restart("fast")
    with RoomStore.open(login.url) as table:  # written while the director is reconnecting
        table.add(entry("t1", "table/1", 2))
    wait_for(lambda: len(director.keys) == 2)
    assert director.keys == [("t1", "table/1", 1), ("t1", "table/1", 2)]
    assert any(not s.connected for s in states)  # type: ignore[attr-defined]
