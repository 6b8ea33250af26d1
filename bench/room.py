"""The room under load: many dealer stations, a director following live, kills and a restart.

Starts a PostgreSQL of its own (Debian's server, fsync on, as a room runs), makes it a room
(``room init``) and gives every station its own role (``room add-station --table N``). Then:

- ``--stations`` dealer stations (default 200) in processes of ``--per-process`` (default 20):
  each station deals random legal hands of mixed games through the real engine at ``--speed``
  times live speed (live: one action every 6 seconds at a table), writes each action to its own
  local journal first (SQLite, an outbox row in the same transaction) and sends it to the room
  through its own :class:`~dealer_app.session.outbox.OutboxSender` and connection;
- a director follows every table live through LISTEN/NOTIFY
  (:class:`~dealer_app.store.room.store.RoomFollower`) and measures each action's latency from
  the dealer's journal to the director's hands;
- at 40 % of the run one process of stations is killed (SIGKILL: ``--per-process`` stations at
  once, 20 by default, drawn at random) and started again over the same journals; at 60 % the
  PostgreSQL server is killed and restarted (crash recovery from its log).

After the run every station drains its outbox, then the bench prints actions per second, the
latency p50 and p95 (of actions not written during a fault's window; all of them beside),
actions acknowledged by the room and lost (target 0), entries stored twice (target 0), and the
streams with a gap. Targets: p95 under 250 ms, nothing lost, nothing twice, no gap; it exits 1
when one is missed.

Run: ``python bench/room.py [--minutes 3] [--stations 200]``; a short check:
``python bench/room.py --minutes 0.5 --stations 40``.
"""

from __future__ import annotations

import argparse
import heapq
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
import uuid
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import psycopg

from dealer_app.engine.hand import Hand
from dealer_app.session.outbox import OutboxSender
from dealer_app.store.room import admin
from dealer_app.store.room.store import RoomFollower, RoomStore
from dealer_app.store.streams import Entry
from tests.engine.random_hands import random_action, random_setup
from tests.room import postgres
from tests.room.local import LocalJournal, SharedOutbox

LIVE_SECONDS_PER_ACTION = 6.0  # a live table: about 30 hands an hour, 20 actions a hand
P95_TARGET_MS = 250.0
SETTLE_S = 5.0  # after a fault, the stations catching up are not live latency


def station_name(table: int) -> str:
    return f"bench-station-{table}"


# --- a process of dealer stations ------------------------------------------------------------


def run_stations(
    stations: list[tuple[int, str, str]], seconds_per_action: float, until: float, seed: int
) -> None:
    """Deal at every station of ``stations`` (table, url, journal path) until ``until``
    (time.time()), then drain every outbox (at most 60 s)."""
    rng = random.Random(seed)
    journals: dict[int, LocalJournal] = {}
    senders: dict[int, OutboxSender] = {}
    hands: dict[int, Hand] = {}
    for table, url, path in stations:
        journal = journals[table] = LocalJournal(Path(path), station_name(table), shared=True)
        senders[table] = OutboxSender(
            lambda journal=journal: SharedOutbox(journal),
            lambda url=url: RoomStore.open(url),
            retry=0.05,
            longest_retry=1.0,
        )
        senders[table].start()
    due = [(time.time() + rng.expovariate(1 / seconds_per_action), t) for t, _, _ in stations]
    heapq.heapify(due)
    while due:
        at, table = heapq.heappop(due)
        if at >= until:
            break
        time.sleep(max(0.0, at - time.time()))
        hand = hands.get(table)
        if hand is None or hand.finished:
            hand = hands[table] = Hand(random_setup(rng))
        action = random_action(hand, rng)
        hand.apply(action)
        journals[table].write(
            f"table/{table}",
            {
                "uid": uuid.uuid4().hex,
                "game": hand.setup.variant.key,
                "action": repr(action)[:200],
            },
        )
        senders[table].wake()
        heapq.heappush(due, (at + rng.expovariate(1 / seconds_per_action), table))
    for sender in senders.values():
        sender.stop()  # after one last pass
    deadline = time.time() + 60
    for sender in senders.values():
        while not sender.state.in_room and time.time() < deadline:
            sender.send_pending()  # the room was away at the last pass: until it is back
            time.sleep(0.1)
        sender.close()
    for journal in journals.values():
        journal.close()


# --- the director -----------------------------------------------------------------------------


class Director:
    def __init__(self, url: str) -> None:
        self.latencies: list[tuple[float, float]] = []  # (written at, ms to the director)
        self.received = 0
        self.out_of_order = 0  # an entry not the next of its stream: seen twice, or one missed
        self._last: dict[tuple[str, str], int] = {}
        self.follower = RoomFollower(url, self._on_entries, prefix="table/", retry_seconds=0.2)
        self.thread = threading.Thread(target=self.follower.follow, daemon=True)

    def _on_entries(self, entries: list[Entry]) -> None:
        now = time.time()
        self.received += len(entries)
        for entry in entries:  # `at`: when the dealer's journal wrote it (ms)
            key = entry.id.key[:2]
            if entry.id.seq != self._last.get(key, 0) + 1:
                self.out_of_order += 1
            self._last[key] = entry.id.seq
            written = entry.at / 1000
            self.latencies.append((written, (now - written) * 1000))


def percentile(values: list[float], fraction: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--minutes",
        type=float,
        default=3.0,
        help="dealing time (default 3; at least 0.25, else every action falls in a fault's window)",
    )
    parser.add_argument("--stations", type=int, default=200, help="dealer stations (200)")
    parser.add_argument("--per-process", type=int, default=20, help="stations per process (20)")
    parser.add_argument("--speed", type=float, default=10.0, help="times live speed (10)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--server-option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a PostgreSQL setting for the bench's server (repeatable), e.g. commit_delay=1000",
    )
    args = parser.parse_args(argv)
    if not postgres.available():
        print("room bench: PostgreSQL's server is not installed (apt-get install postgresql)")
        return 1
    seconds = args.minutes * 60
    per_action = LIVE_SECONDS_PER_ACTION / args.speed
    folder = Path(tempfile.mkdtemp(prefix="dealer-room-bench-"))
    server = postgres.start_server(
        f"-c max_connections={args.stations + 50}", *(f"-c {o}" for o in args.server_option)
    )
    try:
        return _run(args, server, folder, seconds, per_action)
    finally:
        server.remove()
        shutil.rmtree(folder, ignore_errors=True)


def _run(
    args: argparse.Namespace,
    server: postgres.Server,
    folder: Path,
    seconds: float,
    per_action: float,
) -> int:
    admin_url = server.url()
    admin.init_room(admin_url)
    print(f"room ready; adding {args.stations} stations ...", flush=True)
    stations = [
        (
            table,
            admin.add_station(admin_url, "dealer", table=table, host="127.0.0.1").url,
            str(folder / f"table{table}.sqlite3"),
        )
        for table in range(1, args.stations + 1)
    ]
    director = Director(admin.add_station(admin_url, "director", host="127.0.0.1").url)
    director.thread.start()
    groups = [stations[i : i + args.per_process] for i in range(0, len(stations), args.per_process)]
    spawn = multiprocessing.get_context("spawn")
    start = time.time()
    until = start + seconds
    processes = [
        spawn.Process(target=run_stations, args=(group, per_action, until, args.seed + i))
        for i, group in enumerate(groups)
    ]
    for process in processes:
        process.start()
    faults: list[tuple[float, float]] = []
    rng = random.Random(args.seed)

    time.sleep(max(0.0, start + 0.4 * seconds - time.time()))
    victim = rng.randrange(len(processes))
    killed_at = time.time()
    os.kill(processes[victim].pid or 0, signal.SIGKILL)
    processes[victim].join()
    time.sleep(1.0)
    processes[victim] = spawn.Process(
        target=run_stations, args=(groups[victim], per_action, until, args.seed + 1000)
    )
    processes[victim].start()
    faults.append((killed_at, time.time() + SETTLE_S))
    print(f"killed {len(groups[victim])} stations (process {victim}) and started them again")

    time.sleep(max(0.0, start + 0.6 * seconds - time.time()))
    restart_at = time.time()
    server.stop("immediate")
    server.start()
    faults.append((restart_at, time.time() + SETTLE_S))
    print(f"PostgreSQL killed and restarted in {time.time() - restart_at:.1f} s", flush=True)

    for process in processes:
        process.join()
    dealt_for = time.time() - start
    # the director catches the last entries
    total_in_room = _count(admin_url)
    deadline = time.time() + 30
    while director.received < total_in_room and time.time() < deadline:
        time.sleep(0.2)
    director.follower.stop()
    director.thread.join(5)
    return _report(args, admin_url, stations, director, faults, dealt_for, total_in_room)


def _count(url: str) -> int:
    with psycopg.connect(url) as connection:
        row = connection.execute("SELECT count(*) FROM room.entries").fetchone()
    return int(row[0]) if row else 0


def _report(
    args: argparse.Namespace,
    admin_url: str,
    stations: list[tuple[int, str, str]],
    director: Director,
    faults: list[tuple[float, float]],
    dealt_for: float,
    total_in_room: int,
) -> int:
    with psycopg.connect(admin_url) as connection:
        in_room = {
            (str(s), str(n), int(q))
            for s, n, q in connection.execute("SELECT station, stream, seq FROM room.entries")
        }
        twice_row = connection.execute(
            "SELECT coalesce(sum(c - 1), 0) FROM (SELECT count(*) AS c FROM room.entries "
            "GROUP BY payload->>'uid' HAVING count(*) > 1) d"
        ).fetchone()
        gaps_row = connection.execute(
            "SELECT count(*) FROM (SELECT station, stream FROM room.entries "
            "GROUP BY station, stream HAVING max(seq) <> count(*)) g"
        ).fetchone()
    acknowledged_lost = waiting = written = 0
    for table, _, path in stations:
        journal = LocalJournal(Path(path), station_name(table))
        acknowledged = journal.acknowledged_ids()
        acknowledged_lost += sum(1 for key in acknowledged if tuple(key) not in in_room)
        written += len(journal.entries())
        waiting += len(journal.unsent(10**9))
        journal.close()
    twice = int(twice_row[0]) if twice_row else 0
    gaps = int(gaps_row[0]) if gaps_row else 0
    steady = [ms for at, ms in director.latencies if not any(a <= at <= b for a, b in faults)]
    every = [ms for _, ms in director.latencies]
    p50, p95 = percentile(steady, 0.5), percentile(steady, 0.95)
    figures: dict[str, Any] = {
        "stations": args.stations,
        "seconds": round(dealt_for, 1),
        "actions_written": written,
        "actions_in_room": total_in_room,
        "actions_per_second": round(total_in_room / dealt_for, 1),
        "director_received": director.received,
        "director_out_of_order": director.out_of_order,
        "latency_p50_ms": round(p50, 1),
        "latency_p95_ms": round(p95, 1),
        "latency_p95_all_ms": round(percentile(every, 0.95), 1),
        "acknowledged_and_lost": acknowledged_lost,
        "stored_twice": twice,
        "streams_with_a_gap": gaps,
        "waiting_at_the_end": waiting,
    }
    print(json.dumps(figures, indent=1))
    print(
        f"room: {figures['actions_per_second']} actions/s from {args.stations} stations; "
        f"action to director p50 {p50:.0f} ms, p95 {p95:.0f} ms (target {P95_TARGET_MS:.0f}, "
        f"ratio {p95 / P95_TARGET_MS:.2f}); acknowledged and lost {acknowledged_lost}, "
        f"stored twice {twice}, gaps {gaps}, waiting {waiting}"
    )
    missed = [
        name
        for name, bad in (
            ("latency p95", not p95 < P95_TARGET_MS),
            ("acknowledged and lost", acknowledged_lost != 0),
            ("stored twice", twice != 0),
            ("gaps", gaps != 0),
            ("entries left waiting", waiting != 0),
            ("the director missed entries", director.received != total_in_room),
            ("the director saw entries twice or out of order", director.out_of_order != 0),
        )
        if bad
    ]
    if missed:
        print("room bench: target missed: " + ", ".join(missed))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
