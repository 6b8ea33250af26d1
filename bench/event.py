"""An event run from its tables through a real room, dealt to its winner (issue 25).

Starts a PostgreSQL of its own (Debian's server, fsync on, as a room runs), makes it a room and
gives every station its own role. The director's station creates a 300-player event of 34
tables of 9 seats (``Setup.from_tables``, the turbo structure), registers the field, starts it
and sends its events journal to the room (:class:`~dealer_app.session.station.RoomLink`); its
session follows the tables' reports live (:class:`~dealer_app.session.event_room.DirectorInRoom`,
pumped in the main process's own loop), turns hand-for-hand on at the bubble and releases each
hand-for-hand hand once every table has played it, as the director does.

Each table is a dealer's station in a process of ``--processes`` (default 4): its own journal
(SQLite), its own outbox sender and connection to the room, the event followed through
LISTEN/NOTIFY (:func:`~dealer_app.session.event_room.join_event_table`). It deals random legal
hands through its :class:`~dealer_app.session.controller.HandController` at ``--speed`` times
live speed (live: a hand in about two minutes; at 20 times, a hand lasts about 6 s: its
actions one after the other, the next deal not before), and its dealer confirms every move
the event gives it between hands. The event's clock runs at the same speed (a 10-minute level
lasts 30 s at 20 times).

Measured: from a bust (the table's report carrying it written to its journal) to the move
instruction it causes appearing at the giving table (``EventTable.moves()`` non-empty there),
p50 and p95 (target p95 under 1 s). The reference, measured in the same run and under the
same load by a process of its own: the room's plain round trip of one entry (a station
writes an entry in its journal, a second station receives it from the room and writes its
answer, the first receives that): the same two trips through the room as a bust and its
move, without the event. Printed with the ratio.

Checked at the end: every player placed once (the results hold the whole field, one bust
each but the winner's), the chips conserved at every hand the director took, every table
report taken once (each report in the room is one action of the event, none twice), no report
refused, every station's outbox empty. Exits 1 when the target is missed, an invariant breaks
or the event does not end within ``--timeout`` minutes.

A table that has dealt nothing for five hands' time says why, and an event that has taken no
hand for twenty hands' time is stopped and the story of every player still to move is printed.

Run: ``python bench/event.py`` (about 5 to 10 minutes); a smoke run of 60 players on 7
tables: ``python bench/event.py --quick``.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import random
import shutil
import signal
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dealer_app.engine.tournament import (
    Bubble,
    Busted,
    HandForHand,
    HandForHandDone,
    HandPlayed,
    Moved,
    Register,
    Setup,
    Start,
    structure_named,
)
from dealer_app.session.event_room import (
    HAND,
    MOVED,
    DirectorInRoom,
    EventRef,
    Following,
    Inbox,
    TableInRoom,
    join_event_table,
    source_of,
)
from dealer_app.session.station import RoomLink
from dealer_app.session.tournament import Change, EventSession
from dealer_app.store import Journal, open_event_journal, open_journal
from dealer_app.store.room import admin
from dealer_app.store.room.store import RoomStore
from tests.engine.random_hands import random_action
from tests.room import postgres

LIVE_HAND_SECONDS = 120.0  # a live hand at a full table: about two minutes
ACTIONS_PER_HAND = 20  # a hand's actions are spread over its time (board cards and shows too)
P95_TARGET_S = 1.0
SEATS = 9
STALLED_HANDS = 20  # the event has taken no hand for as long as 20 hands: it is stuck


def percentile(values: list[float], fraction: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


class EventClock:
    """The event's time at ``speed`` times live speed from ``origin`` (time.time()): the
    director's session and every table read the levels from it."""

    def __init__(self, origin: float, speed: float) -> None:
        self.origin = origin
        self.speed = speed

    def __call__(self) -> float:
        return self.origin + (time.time() - self.origin) * self.speed


# --- the tables: a process of dealer stations -------------------------------------------------


@dataclass
class Dealer:
    """One table's dealer: deals, paces the hands, confirms the moves, notes when each move
    appears at his table and what caused it."""

    joined: TableInRoom
    link: RoomLink
    journal: Journal
    rng: random.Random
    hand_seconds: float
    due: float = 0.0  # when the dealer does the next thing
    waiting: bool = False  # the next deal was refused: tried again when the event changes
    dealt_at: float = 0.0
    said_at: float = 0.0
    hands: int = 0
    actions: int = 0
    confirmed: int = 0
    hand_seconds_seen: list[float] = field(default_factory=list)
    seen: set[tuple[str, int, int]] = field(default_factory=set)
    sightings: list[dict[str, Any]] = field(default_factory=list)
    reports: dict[str, float] = field(default_factory=dict)  # source -> written at
    errors: list[str] = field(default_factory=list)
    done: bool = False

    def __post_init__(self) -> None:
        # After the event table's own handler (connected first): its report is written.
        self.joined.table.controller.hand_taken.connect(self._reported)
        if self.joined.table.controller.hand is not None:  # a new table deals its first hand
            self.hands = 1

    @property
    def number(self) -> int:
        return self.joined.table.number

    def _reported(self, *_: object) -> None:
        reported = self.joined.table.reported
        if reported:
            self.reports.setdefault(reported[-1], time.time())

    def note_moves(self) -> None:
        """The moves shown at this table now: the first time each is seen, and its cause (the
        event's action whose consequences moved the player: a table's report or not)."""
        now = time.time()
        tournament = self.joined.event.tournament
        for move in self.joined.table.moves():
            key = (move.player, move.to_table, move.to_seat)
            if key in self.seen:
                continue
            self.seen.add(key)
            cause, busts = "", False
            for event, log in zip(
                reversed(tournament.events), reversed(tournament.log), strict=True
            ):
                if any(isinstance(h, Moved) and h.player == move.player for h in log):
                    cause = str(getattr(event, "source", ""))
                    busts = any(isinstance(h, Busted) for h in log)
                    break
            self.sightings.append(
                {
                    "player": move.player,
                    "from": self.number,
                    "to": move.to_table,
                    "seen": now,
                    "cause": cause,
                    "bust": busts,
                }
            )

    def pumped(self) -> None:
        """The event changed: the moves it gives, and a refused deal tried again now."""
        self.note_moves()
        if self.waiting:
            self.due = 0.0

    def step(self, now: float) -> None:
        if self.done or now < self.due:
            return
        controller = self.joined.table.controller
        hand = controller.hand
        if hand is not None and not hand.finished:
            if controller.perform(random_action(hand, self.rng)):
                self.actions += 1
            else:
                self.errors.append(f"table {self.number}: {controller.last_refusal}")
                self.done = True
                return
            if hand.finished:  # the dealer confirms the result when the hand's time is up
                self.due = max(now, self.dealt_at + self.hand_seconds)
            else:
                self.due = now + self.hand_seconds / ACTIONS_PER_HAND
            return
        if hand is not None:
            self.hand_seconds_seen.append(now - self.dealt_at)
        self.deal()
        if controller.hand is None:
            self.note_moves()
            confirmed = 0
            for move in self.joined.table.moves():
                if self.joined.table.confirm(move.player):
                    confirmed += 1
                else:
                    self.errors.append(f"table {self.number}: {controller.last_refusal}")
            self.confirmed += confirmed
            if confirmed:
                self.deal()
        if controller.hand is not None:
            self.waiting = False
            self.hands += 1
            self.dealt_at = now
            self.due = now + self.hand_seconds / ACTIONS_PER_HAND
        else:
            self.waiting = True
            self.due = now + 0.25  # a break, hand-for-hand, a move in: looked at again soon
            self.done = self.finished()
            if self.done and os.environ.get("EVENT_BENCH_DEBUG"):
                table = self.joined.table
                seats = controller.table.seats if controller.table is not None else {}
                print(
                    f"  table {self.number} done: moves from it "
                    f"{table.event.tournament.moves_from(self.number)}, seated "
                    f"{sorted((s, p.name, p.stack) for s, p in seats.items())}"
                    f" confirmed {table.confirmed} reported {table.reported[-2:]} "
                    f"taken {table.reported[-1] in table.event.sources if table.reported else None}",
                    file=sys.stderr,
                    flush=True,
                )

    def say_if_stuck(self) -> None:
        """A table that has not dealt for five hands' time says why (then every five)."""
        now = time.time()
        if now - max(self.dealt_at, self.said_at) < 5 * self.hand_seconds:
            return
        self.said_at = now
        table = self.joined.table
        controller = table.controller
        seats = controller.table.seats if controller.table is not None else {}
        print(
            f"  table {self.number} has not dealt for {now - self.dealt_at:.0f} s: "
            f"{controller.why_no_hand()} / {controller.last_refusal}; seats "
            f"{sorted((s, p.name, p.stack) for s, p in seats.items())}; moves "
            f"{table.moves()}; the event's {_seating(table.event.tournament, self.number)}",
            file=sys.stderr,
            flush=True,
        )

    def deal(self) -> None:
        controller = self.joined.table.controller
        if controller.hand is not None or controller.why_no_hand() is None:
            controller.next_hand()

    def finished(self) -> bool:
        """The event is over, or this table is broken, its last hand taken by the event and its
        players gone (moved or out)."""
        table = self.joined.table
        tournament = table.event.tournament
        if tournament.ended:
            return True
        taken = not table.reported or table.reported[-1] in table.event.sources
        return taken and table.number not in tournament.tables and not table.moves()


def run_tables(
    numbers: list[int],
    urls: dict[int, str],
    folder: str,
    ref: tuple[str, int],
    origin: float,
    speed: float,
    seed: int,
    until: float,
    out: str,
    stop: Any,
    ready: Any,
) -> None:
    """Deal tables ``numbers`` of the event ``ref`` until the event ends (or ``until``), then
    send every outbox's last entries and write what was seen to ``out`` (JSON). ``stop``
    (a multiprocessing event): the director gave up, stop dealing. ``ready`` (a barrier): every
    table of the event has joined, the first hands are dealt."""
    clock = EventClock(origin, speed)
    wake = threading.Event()
    dealers: list[Dealer] = []
    event = EventRef(*ref)
    hand_seconds = LIVE_HAND_SECONDS / speed
    for number in numbers:
        journal = open_journal(Path(folder) / f"table{number}")
        joined = join_event_table(urls[number], event, number, journal, wake=wake.set, clock=clock)
        link = RoomLink(journal, urls[number], retry=0.05, longest_retry=0.3)
        link.follow(joined.table.controller)
        link.wake()
        rng = random.Random(seed * 1000 + number)
        now = time.time()
        dealers.append(Dealer(joined, link, journal, rng, hand_seconds, due=now, dealt_at=now))
    ready.wait()
    for dealer in dealers:
        dealer.due = dealer.dealt_at = time.time()
    while time.time() < until and not stop.is_set() and not all(d.done for d in dealers):
        pending = [d.due for d in dealers if not d.done]
        wake.wait(max(0.0, min(0.2, min(pending) - time.time())))
        wake.clear()
        for dealer in dealers:
            if dealer.done:
                continue
            try:
                if dealer.joined.pump():
                    dealer.pumped()
                dealer.step(time.time())
                dealer.say_if_stuck()
            except Exception as error:  # the session broke: said, and this table stops
                dealer.errors.append(f"table {dealer.number}: {type(error).__name__}: {error}")
                dealer.done = True
    left = {d.number: d.link.state.waiting for d in dealers}
    deadline = time.time() + 30
    for dealer in dealers:
        dealer.link.wake()
        while not dealer.link.state.in_room and time.time() < deadline:
            time.sleep(0.05)
        left[dealer.number] = dealer.link.state.waiting
        dealer.link.stop()
        dealer.joined.stop()
        dealer.journal.close()
    figures = {
        "hands": sum(d.hands for d in dealers),
        "actions": sum(d.actions for d in dealers),
        "confirmed": sum(d.confirmed for d in dealers),
        "hand_seconds": [s for d in dealers for s in d.hand_seconds_seen],
        "sightings": [s for d in dealers for s in d.sightings],
        "reports": {k: v for d in dealers for k, v in d.reports.items()},
        "errors": [e for d in dealers for e in d.errors],
        "unfinished": [d.number for d in dealers if not d.done],
        "waiting": sum(left.values()),
        "journals_lost": sum(d.journal.restarted for d in dealers),
    }
    Path(out).write_text(json.dumps(figures))


# --- the reference: the room's plain round trip ---------------------------------------------


def run_reference(urls: tuple[str, str], folder: str, stop: Any, out: str) -> None:
    """Two stations, each with its journal, outbox sender and follower: the first writes one
    entry, the second answers it on receipt, the first receives the answer; every half second
    until ``stop`` (a multiprocessing event) is set. Writes the round trips (s) to ``out``."""
    stations = []
    for index, url in enumerate(urls):
        journal = open_journal(Path(folder) / f"reference{index}")
        table_id = journal.create_table({"reference": index})
        link = RoomLink(journal, url, retry=0.05, longest_retry=0.3)
        stations.append((journal, table_id, link))
    received = [threading.Event(), threading.Event()]
    inboxes = [Inbox(received[0].set), Inbox(received[1].set)]

    def from_station(other: str) -> Callable[[str, str], bool]:
        return lambda station, _stream: station == other

    following = [
        Following(
            url,
            inboxes[index],
            prefix="table/",
            wanted=from_station(stations[1 - index][0].station),
        )
        for index, url in enumerate(urls)
    ]
    trips: list[float] = []
    try:
        time.sleep(1.0)  # both followers listening
        while not stop.is_set():
            start = time.time()
            for sender, receiver in ((0, 1), (1, 0)):
                received[receiver].clear()
                journal, table_id, link = stations[sender]
                journal.append(table_id, "ping", {"at": start})
                link.wake()
                if not received[receiver].wait(10):
                    break
                inboxes[receiver].drain()
            else:
                trips.append(time.time() - start)
            stop.wait(0.5)
    finally:
        for follower in following:
            follower.stop()
        for journal, _, link in stations:
            link.stop()
            journal.close()
    Path(out).write_text(json.dumps(trips))


# --- the director -----------------------------------------------------------------------------


class Director:
    """The director's station: the event's session, its journal sent to the room, the tables'
    reports followed and acted; what happened, counted and checked hand by hand."""

    def __init__(self, url: str, folder: Path, setup: Setup, clock: EventClock) -> None:
        self.journal = open_event_journal(folder)
        self.session = EventSession.create(self.journal, setup, clock=clock)
        self.happened: list[object] = []
        self.hands = self.busts = self.moves = self.checked = 0
        self.leaks: list[str] = []
        self.failure = ""
        self.last_hand = time.time()
        self.busted: Counter[str] = Counter()
        self.taken: dict[str, float] = {}  # report -> when the director acted it
        self.session.changed.connect(self._changed)
        for number in range(1, setup.max_field + 1):
            self.session.act(Register(player=f"Player {number:03}"))
        self.session.act(Start())
        self.chips = self.session.tournament.chips_total
        self.link = RoomLink(self.journal, url, kind="event", retry=0.05, longest_retry=0.3)
        self.session.changed.connect(self.link.wake)
        self.wake = threading.Event()
        self.room = DirectorInRoom(url, self.session, self.journal.station, wake=self.wake.set)
        self.link.wake()

    def _changed(self, change: Change) -> None:
        self.happened.extend(change.happenings)
        for happening in change.happenings:
            if isinstance(happening, Busted):
                self.busts += 1
                self.busted[happening.player] += 1
            elif isinstance(happening, Moved):
                self.moves += 1
        if not isinstance(change.event, HandPlayed):
            return
        self.hands += 1
        self.taken[change.event.source] = self.last_hand = time.time()
        tournament = self.session.tournament
        if tournament.ended:
            return
        alive = [entry for entry in tournament.entries if not entry.out]
        known = [entry.stack for entry in alive if entry.stack is not None]
        if len(known) == len(alive):
            self.checked += 1
            if sum(known) != self.chips:
                self.leaks.append(f"{change.event.source}: {sum(known)} chips, not {self.chips}")

    def sent(self) -> bool:
        return self.link.state.in_room

    def run_once(self) -> None:
        """Act what the tables reported; the director's own decisions (RP-8)."""
        self.wake.wait(0.05)
        self.wake.clear()
        self.room.pump()
        tournament = self.session.tournament
        bubble = any(isinstance(h, Bubble) for h in self.happened)
        self.happened.clear()
        if bubble and not tournament.hand_for_hand and not tournament.ended:
            self.session.act(HandForHand(on=True))
        if (
            tournament.hand_for_hand
            and not tournament.ended
            and all(t.played_hand_for_hand for t in tournament.tables.values())
        ):
            self.session.act(HandForHandDone())

    def close(self) -> None:
        self.room.stop()
        deadline = time.time() + 30
        while not self.sent() and time.time() < deadline:
            time.sleep(0.05)
        self.link.stop()
        self.journal.close()


# --- the run ----------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=300, help="entries (300)")
    parser.add_argument("--tables", type=int, default=34, help="tables of 9 seats (34)")
    parser.add_argument("--quick", action="store_true", help="60 players on 7 tables")
    parser.add_argument("--speed", type=float, default=20.0, help="times live speed (20)")
    parser.add_argument("--processes", type=int, default=4, help="processes of tables (4)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--timeout", type=float, default=10.0, help="minutes the event may last (10)"
    )
    parser.add_argument(
        "--server-option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a PostgreSQL setting for the bench's server (repeatable), e.g. fsync=off",
    )
    args = parser.parse_args(argv)
    if args.quick:
        args.players, args.tables = 60, 7
    if args.players > args.tables * SEATS:
        parser.error(f"{args.players} players do not fit on {args.tables} tables of {SEATS}")
    if not postgres.available():
        print("event bench: PostgreSQL's server is not installed (apt-get install postgresql)")
        return 1
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # killed: the server goes too
    folder = Path(tempfile.mkdtemp(prefix="dealer-event-bench-"))
    server = postgres.start_server(*(f"-c {o}" for o in args.server_option))
    try:
        return _run(args, server, folder)
    finally:
        for child in multiprocessing.active_children():  # the bench's own, if it failed
            child.kill()
            child.join(5)
        server.remove()
        shutil.rmtree(folder, ignore_errors=True)


def _run(args: argparse.Namespace, server: postgres.Server, folder: Path) -> int:
    admin_url = server.url()
    admin.init_room(admin_url)

    def dealer_url(table: int) -> str:
        # Each journal's table is its table/1: the role may write any table stream (as the
        # tests' dealers); the event says which table of the event it is.
        login = admin.add_station(
            admin_url, "dealer", table=table, host="127.0.0.1", streams=("table/",)
        )
        return login.url

    urls = {number: dealer_url(number) for number in range(1, args.tables + 1)}
    reference_urls = (dealer_url(args.tables + 1), dealer_url(args.tables + 2))
    director_url = admin.add_station(admin_url, "director", host="127.0.0.1").url
    setup = Setup.of(
        "Bench event",
        structure_named("turbo"),
        tables=args.tables,
        seats_per_table=SEATS,
        max_field=args.players,
        from_tables=True,
        seed=args.seed,
    )
    origin = time.time()
    clock = EventClock(origin, args.speed)
    director = Director(director_url, folder / "director", setup, clock)
    deadline = time.time() + 30
    while not director.sent():
        if time.time() > deadline:
            print("event bench: the director's journal did not reach the room")
            return 1
        time.sleep(0.05)
    ref = (director.journal.station, director.session.event_id)
    tables = director.session.tournament.open_tables()
    print(
        f"event bench: {args.players} players on {len(tables)} tables, {args.processes} "
        f"processes of tables, {args.speed:g} times live speed "
        f"(a hand in about {LIVE_HAND_SECONDS / args.speed:.1f} s); load {_load()}",
        flush=True,
    )
    spawn = multiprocessing.get_context("spawn")
    until = time.time() + args.timeout * 60 + 300  # the tables' own bound: joining, the end
    groups = [tables[i :: args.processes] for i in range(args.processes)]
    outs = [str(folder / f"tables{i}.json") for i in range(len(groups))]
    tables_stop = spawn.Event()
    ready = spawn.Barrier(len([group for group in groups if group]) + 1)
    processes = [
        spawn.Process(
            target=run_tables,
            args=(
                group,
                urls,
                str(folder),
                ref,
                origin,
                args.speed,
                args.seed + i,
                until,
                out,
                tables_stop,
                ready,
            ),
        )
        for i, (group, out) in enumerate(zip(groups, outs, strict=True))
        if group
    ]
    reference_out = str(folder / "reference.json")
    reference_stop = spawn.Event()
    reference = spawn.Process(
        target=run_reference,
        args=(reference_urls, str(folder), reference_stop, reference_out),
    )
    reference.start()
    for process in processes:
        process.start()
    ready.wait(timeout=300)  # every table joined: they all start dealing now
    started = time.time()
    until = started + args.timeout * 60
    tournament = director.session.tournament
    last_print = said = time.time()
    stalled = False
    hand_seconds = LIVE_HAND_SECONDS / args.speed
    loads: list[str] = []
    while not director.session.tournament.ended and time.time() < until:
        try:
            director.run_once()
        except Exception as error:  # the director's session broke: the event stops here
            director.failure = f"{type(error).__name__}: {error}"
            print(f"event bench: the director's session: {director.failure}", flush=True)
            break
        if not any(p.is_alive() for p in processes):
            break
        if time.time() - director.last_hand > STALLED_HANDS * hand_seconds:
            stalled = True
            print(f"event bench: no hand taken for {STALLED_HANDS} hands' time: stalled")
            break
        if time.time() - director.last_hand > 5 * hand_seconds and time.time() - said > 30:
            said = time.time()
            tournament = director.session.tournament
            print(
                f"  the event has taken no hand for {said - director.last_hand:.0f} s: moving "
                f"{[tournament.moving[name] for name in sorted(tournament.moving)]}; tables "
                + "; ".join(_seating(tournament, n) for n in tournament.open_tables()),
                flush=True,
            )
        if time.time() - last_print > 30:
            last_print = time.time()
            loads.append(_load())
            tournament = director.session.tournament
            print(
                f"  {last_print - started:5.0f} s: {tournament.players_left} players left on "
                f"{len(tournament.tables)} tables, {director.hands} hands; load {loads[-1]}",
                flush=True,
            )
    ended_after = time.time() - started
    ended = director.session.tournament.ended
    if not ended:
        tables_stop.set()
    for process in processes:
        process.join(timeout=90)
    director.close()
    reference_stop.set()  # the reference ran while the event did: under the same load
    reference.join(30)
    tables_seen = [json.loads(Path(out).read_text()) for out in outs if Path(out).exists()]
    reference_trips = (
        json.loads(Path(reference_out).read_text()) if Path(reference_out).exists() else []
    )
    return _report(
        args,
        director,
        director_url,
        tables_seen,
        len(processes),
        reference_trips,
        ended,
        stalled,
        ended_after,
        loads,
    )


def _seating(tournament: Any, number: int) -> str:
    try:
        seated = [(e.name, e.table, e.seat, e.stack) for e in tournament.at_table(number)]
    except Exception as error:  # the engine's own fault, said
        return f"{number}: at_table raised {type(error).__name__}: {error}"
    seats = tournament.tables.get(number)
    waits = " played h4h" if seats is not None and seats.played_hand_for_hand else ""
    return f"{number}: {seated}{waits}"


def _load() -> str:
    return " ".join(Path("/proc/loadavg").read_text().split()[:3])


def _room_reports(url: str, tables: dict[tuple[str, str], int]) -> list[str]:
    """Every report the event's tables put in the room (their identities)."""
    found: list[str] = []
    with RoomStore.open(url) as store:
        for station, stream in tables:
            found.extend(
                source_of(entry.id)
                for entry in store.read(station, stream)
                if entry.kind in (HAND, MOVED)
            )
    return found


def _story_of_the_stuck(tournament: Any) -> None:
    """An event that did not end: what happened to each player still moving, action by
    action (the event's actions that name him or whose consequences do)."""
    for name, move in sorted(tournament.moving.items()):
        print(f"still moving: {move}")
        for event, log in zip(tournament.events, tournament.log, strict=True):
            mine = [h for h in log if getattr(h, "player", None) == name]
            stacks = getattr(event, "stacks", None) or {}
            if mine or getattr(event, "player", None) == name or name in stacks:
                print(
                    f"    {event.kind} table {getattr(event, 'table', '')} "
                    f"{getattr(event, 'source', '')} stack {stacks.get(name)}: {mine}"
                )


def _report(
    args: argparse.Namespace,
    director: Director,
    director_url: str,
    tables_seen: list[dict[str, Any]],
    processes: int,
    reference_trips: list[float],
    ended: bool,
    stalled: bool,
    ended_after: float,
    loads: list[str],
) -> int:
    tournament = director.session.tournament
    written: dict[str, float] = {}
    for seen in tables_seen:
        written.update(seen["reports"])
    sightings = [s for seen in tables_seen for s in seen["sightings"]]
    bust_to_move = [
        s["seen"] - written[s["cause"]] for s in sightings if s["bust"] and s["cause"] in written
    ]
    report_to_director = [
        director.taken[source] - at for source, at in written.items() if source in director.taken
    ]
    other_moves = sum(1 for s in sightings if not (s["bust"] and s["cause"] in written))
    p50, p95 = percentile(bust_to_move, 0.5), percentile(bust_to_move, 0.95)
    r50, r95 = percentile(reference_trips, 0.5), percentile(reference_trips, 0.95)
    in_room = _room_reports(director_url, director.room.reports.tables)
    sources = [str(getattr(e, "source", "")) for e in tournament.events]
    taken = [s for s in sources if s]
    twice = len(taken) - len(set(taken))
    not_taken = sorted(set(in_room) - set(taken))
    results = tournament.results() if ended else []
    placed = Counter(name for name, *_ in results)
    field_names = {entry.name for entry in tournament.entries}
    hand_seconds = [s for seen in tables_seen for s in seen["hand_seconds"]]
    errors = [e for seen in tables_seen for e in seen["errors"]]
    waiting = sum(seen["waiting"] for seen in tables_seen)
    unfinished = [n for seen in tables_seen for n in seen["unfinished"]]
    lost = director.journal.restarted + sum(seen["journals_lost"] for seen in tables_seen)
    figures: dict[str, Any] = {
        "players": args.players,
        "tables": args.tables,
        "speed": args.speed,
        "seconds": round(ended_after, 1),
        "hands_played": director.hands,
        "hands_dealt_at_tables": sum(seen["hands"] for seen in tables_seen),
        "actions": sum(seen["actions"] for seen in tables_seen),
        "hand_seconds_mean": round(sum(hand_seconds) / len(hand_seconds), 2)
        if hand_seconds
        else None,
        "busts": director.busts,
        "moves": director.moves,
        "moves_confirmed": sum(seen["confirmed"] for seen in tables_seen),
        "moves_after_a_bust_measured": len(bust_to_move),
        "moves_otherwise": other_moves,
        "bust_to_move_p50_ms": round(p50 * 1000, 1),
        "bust_to_move_p95_ms": round(p95 * 1000, 1),
        "bust_to_move_max_ms": round(max(bust_to_move, default=float("nan")) * 1000, 1),
        "report_to_director_p50_ms": round(percentile(report_to_director, 0.5) * 1000, 1),
        "report_to_director_p95_ms": round(percentile(report_to_director, 0.95) * 1000, 1),
        "reference_round_trips": len(reference_trips),
        "reference_round_trip_p50_ms": round(r50 * 1000, 1),
        "reference_round_trip_p95_ms": round(r95 * 1000, 1),
        "hands_checked_for_chips": director.checked,
        "chip_leaks": director.leaks[:5],
        "reports_in_room": len(in_room),
        "reports_taken": len(taken),
        "reports_taken_twice": twice,
        "reports_not_taken": not_taken[:5],
        "reports_refused": [str(m) for m in director.room.reports.refused[:5]],
        "table_errors": errors[:5],
        "tables_not_finished": unfinished,
        "entries_left_in_outboxes": waiting,
        "journals_lost": lost,
        "director_failure": director.failure,
        "load": loads,
    }
    print(json.dumps(figures, indent=1))
    if not ended:
        _story_of_the_stuck(tournament)
    print(
        f"event: {args.players} players, {args.tables} tables, {director.hands} hands, "
        f"{director.busts} busts, {director.moves} moves in {ended_after:.0f} s at "
        f"{args.speed:g} times live speed; bust to move at the giving table p50 "
        f"{p50 * 1000:.0f} ms, p95 {p95 * 1000:.0f} ms (target {P95_TARGET_S * 1000:.0f} ms, "
        f"ratio {p95 / P95_TARGET_S:.2f}); the room's plain round trip p50 {r50 * 1000:.0f} ms, "
        f"p95 {r95 * 1000:.0f} ms (bust to move / round trip: p50 {p50 / r50:.1f}, "
        f"p95 {p95 / r95:.1f}); load {_load()}"
    )
    missed = [
        name
        for name, bad in (
            ("the event did not end", not ended),
            ("the event stalled", stalled),
            ("bust to move p95", not p95 < P95_TARGET_S),
            ("no move measured", not bust_to_move),
            ("no reference measured", not reference_trips),
            ("players not placed once", set(placed) != field_names or max(placed.values()) != 1)
            if placed
            else ("players not placed once", True),
            (
                "busted twice or never",
                any(n != 1 for n in director.busted.values())
                or len(director.busted) != len(field_names) - 1,
            ),
            ("chips not conserved", bool(director.leaks)),
            ("no hand checked for chips", director.checked == 0),
            ("a report taken twice", twice != 0),
            ("a report not taken", bool(not_taken)),
            ("a report refused", bool(director.room.reports.refused)),
            ("a table refused the dealer", bool(errors)),
            ("a table did not finish", bool(unfinished)),
            ("a table process died", len(tables_seen) != processes),
            ("entries left in an outbox", waiting != 0),
            ("a journal found overwritten (JournalLost)", lost != 0),
            ("the director's session broke", bool(director.failure)),
        )
        if bad
    ]
    if missed:
        print("event bench: target missed: " + ", ".join(missed))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
