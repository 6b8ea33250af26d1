"""The journal: size per hand, durable append time, and open-and-restore time, with references.

Builds a journal of 10,000 hands of realistic size in a temporary folder: per hand a
"hand-start" with a nine-seat setup, 25 "action" entries ({"actor": 3, "action": "cbr",
"amount": 1200}), a "hand-end", the hand record (summary and full history) and a checkpoint of
the table; a table change ("chips", "level") every few hands. Then, in the same run:

- size on disk per hand (the file and its log, after closing);
- one durable ``append`` (WAL, ``synchronous=FULL``, committed before it returns): p50 and
  p95 over 300 appends; reference: a bare ``INSERT`` and commit into a one-column table of
  another file in the same folder with the same settings, so the ratio is the journal's own
  cost over what the disk's flush costs anyway;
- ``open_journal`` plus ``restore`` of the table (target under 0.5 s); reference: opening the
  same file with ``sqlite3`` and reading one row, so the ratio is what the journal adds
  (checks of the file, the checkpoint, the events since).

The build itself runs with ``synchronous=OFF`` (it is setup, not measured); everything
measured runs with the journal's own settings. The figures depend on the disk: a virtual disk
that acknowledges flushes from its cache shows far lower append times than a laptop's SSD.

Run: ``python bench/journal.py [hands] [--dir FOLDER]``.
"""

from __future__ import annotations

import argparse
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dealer_app.store import Journal, open_journal

RESTORE_TARGET_S = 0.5
ACTIONS_PER_HAND = 25
TIMED_APPENDS = 300
RESTORE_RUNS = 7
NAMES = ("Ann", "Bob", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hana", "Ivo")
VERBS = ("cbr", "cc", "f", "cbr", "cc")


def setup_of(hand_no: int, stacks: list[int]) -> dict[str, Any]:
    return {
        "hand": hand_no,
        "game": "NT",
        "button": hand_no % 9 + 1,
        "blinds": [100, 200],
        "antes": 0,
        "seats": [
            {"seat": seat + 1, "name": NAMES[seat], "stack": stack}
            for seat, stack in enumerate(stacks)
        ],
    }


def action_of(rng: random.Random) -> dict[str, Any]:
    verb = rng.choice(VERBS)
    action: dict[str, Any] = {"actor": rng.randint(1, 9), "action": verb}
    if verb == "cbr":
        action["amount"] = rng.randrange(200, 20000, 25)
    return action


def phh_line(action: dict[str, Any]) -> str:
    amount = f" {action['amount']}" if "amount" in action else ""
    return f"p{action['actor']} {action['action']}{amount}"


def build(journal: Journal, hands: int, rng: random.Random) -> int:
    """Fill ``journal`` with ``hands`` finished hands on one table; returns the table."""
    table = journal.create_table({"game": "NT", "blinds": [100, 200], "ruleset": "tda"})
    stacks = [rng.randrange(5000, 50000, 25) for _ in NAMES]
    level = 1
    for hand_no in range(1, hands + 1):
        if hand_no % 25 == 0:
            seat = rng.randrange(9)
            stacks[seat] += 10000
            journal.append(table, "chips", {"seat": seat + 1, "amount": 10000})
        if hand_no % 40 == 0:
            level += 1
            journal.append(table, "level", {"level": level, "blinds": [100 * level, 200 * level]})
        setup = setup_of(hand_no, stacks)
        first = journal.append(table, "hand-start", setup)
        actions = [action_of(rng) for _ in range(ACTIONS_PER_HAND)]
        for action in actions:
            journal.append(table, "action", action)
        winner = rng.randint(1, 9)
        pot = rng.randrange(300, 60000, 25)
        journal.append(table, "hand-end", {"winners": [winner], "pot": pot})
        board = "As Kd 7c 2h 9s"
        journal.record_hand(
            table,
            hand_no,
            {"game": "NT", "pots": [{"amount": pot, "winners": [winner]}], "board": board},
            {
                "setup": setup,
                "actions": ["d dh p1 ????"] * 9
                + [phh_line(a) for a in actions]
                + [f"d db {board}"],
            },
            first_seq=first,
        )
        journal.checkpoint(
            table,
            {
                "hand_no": hand_no,
                "button": hand_no % 9 + 1,
                "level": level,
                "game": "NT",
                "seats": setup["seats"],
                "bought_in": {NAMES[s]: 50000 for s in range(9)},
            },
        )
    return table


def percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def time_appends(folder: Path, table: int, rng: random.Random) -> list[float]:
    with open_journal(folder) as journal:
        times = []
        for _ in range(TIMED_APPENDS):
            action = action_of(rng)
            start = time.perf_counter()
            journal.append(table, "action", action)
            times.append(time.perf_counter() - start)
    return times


def time_bare_inserts(folder: Path) -> list[float]:
    db = sqlite3.connect(folder / "reference.sqlite3", isolation_level=None)
    db.execute("PRAGMA journal_mode = WAL")
    db.execute("PRAGMA synchronous = FULL")
    db.execute("PRAGMA fullfsync = ON")
    db.execute("CREATE TABLE IF NOT EXISTS one (x TEXT)")
    times = []
    for _ in range(TIMED_APPENDS):
        start = time.perf_counter()
        db.execute("BEGIN IMMEDIATE")
        db.execute("INSERT INTO one VALUES (?)", ('{"actor":3,"action":"cbr","amount":1200}',))
        db.execute("COMMIT")
        times.append(time.perf_counter() - start)
    db.close()
    return times


def time_restore(folder: Path) -> tuple[float, float, int]:
    """Median seconds to open and restore, median to open only; and the events restored."""
    whole, opening = [], []
    events = 0
    for _ in range(RESTORE_RUNS):
        start = time.perf_counter()
        journal = open_journal(folder)
        opened = time.perf_counter()
        table = journal.unfinished_table()
        assert table is not None
        restored = journal.restore(table)
        end = time.perf_counter()
        journal.close()
        whole.append(end - start)
        opening.append(opened - start)
        events = len(restored.events)
        assert restored.checkpoint is not None
    return statistics.median(whole), statistics.median(opening), events


def time_one_row(path: Path) -> float:
    runs = []
    for _ in range(RESTORE_RUNS):
        start = time.perf_counter()
        db = sqlite3.connect(path)
        db.execute("SELECT payload FROM event ORDER BY seq DESC LIMIT 1").fetchone()
        db.close()
        runs.append(time.perf_counter() - start)
    return statistics.median(runs)


def size_of(path: Path) -> int:
    return sum(p.stat().st_size for p in path.parent.glob(path.name + "*") if p.is_file())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("hands", nargs="?", type=int, default=10_000)
    parser.add_argument("--dir", type=Path, help="where to build (default: a temporary folder)")
    args = parser.parse_args(argv)
    rng = random.Random(2024)
    with tempfile.TemporaryDirectory(dir=args.dir, prefix="journal-bench-") as name:
        folder = Path(name)
        print(f"journal of {args.hands:,} hands in {folder}")

        start = time.perf_counter()
        with open_journal(folder) as journal:
            # Setup only: the build need not wait for the disk (see the module's notes).
            journal._connection().execute("PRAGMA synchronous = OFF")
            table = build(journal, args.hands, rng)
            path = journal.path
            kept_events = len(journal.events(table))
        print(f"  built in {time.perf_counter() - start:.1f} s; events kept: {kept_events:,}")
        print(
            f"  size on disk: {size_of(path) / 2**20:.1f} MiB, "
            f"{size_of(path) / args.hands:,.0f} bytes per hand"
        )

        appends = time_appends(folder, table, rng)
        bare = time_bare_inserts(folder)
        p50, p95 = percentile(appends, 0.50), percentile(appends, 0.95)
        bare50, bare95 = percentile(bare, 0.50), percentile(bare, 0.95)
        print(
            f"  append one action (durable), {TIMED_APPENDS} appends: "
            f"p50 {p50 * 1e3:.2f} ms, p95 {p95 * 1e3:.2f} ms"
        )
        print(
            f"  reference, bare INSERT + commit, same settings: "
            f"p50 {bare50 * 1e3:.2f} ms, p95 {bare95 * 1e3:.2f} ms"
        )
        print(f"  ratio append / reference: p50 {p50 / bare50:.2f}, p95 {p95 / bare95:.2f}")

        restore, opening, events = time_restore(folder)
        one_row = time_one_row(path)
        print(
            f"  open and restore the table: {restore * 1e3:.1f} ms "
            f"(open {opening * 1e3:.1f} ms, {events} events after the checkpoint), "
            f"target {RESTORE_TARGET_S * 1e3:.0f} ms: "
            f"{'met' if restore < RESTORE_TARGET_S else 'MISSED'}"
        )
        print(
            f"  reference, open the file and read one row: {one_row * 1e3:.2f} ms; "
            f"ratio {restore / one_row:.1f}"
        )

        with open_journal(folder) as journal:
            start = time.perf_counter()
            listed = journal.hands(table)
            middle = time.perf_counter()
            journal.hand_history(table, len(listed) // 2)
            end = time.perf_counter()
        print(
            f"  list {len(listed):,} hands for the browser: {(middle - start) * 1e3:.1f} ms; "
            f"load one history: {(end - middle) * 1e3:.2f} ms"
        )
        return 0 if restore < RESTORE_TARGET_S else 1


if __name__ == "__main__":
    sys.exit(main())
