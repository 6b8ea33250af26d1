"""The tournament across tables: a 10,000-player event simulated to its end, and one elimination
with its balancing among 1,000 tables.

- ``python -m dealer_app tournament simulate --players 10000 --seats-per-table 9 --json`` as a
  whole process (start-up, every seat, hand, move, bust and level line written to a pipe that
  counts them), target under 30 s; reference: the same process simulating 100 players, so the
  ratio says how the cost grows with the field (100 times the players).
- One elimination with its balancing (the bust, its place and prize, the table that gives, the
  player who moves and his seat) in an event of 8,999 players on 1,000 tables: the median of
  30 eliminations, each on a fresh copy (undo-free), target under 5 ms; reference: the same
  elimination in an event of 89 players on 10 tables.

Prints the figures and the ratios; exits 1 when a target is missed.
Run: ``python bench/tournament.py``.
"""

from __future__ import annotations

import copy
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from dealer_app.engine.tournament import (  # noqa: E402
    Bust,
    Register,
    Setup,
    Start,
    Tournament,
    structure_named,
)

SIMULATE_TARGET_S = 30.0
ELIMINATION_TARGET_MS = 5.0
ELIMINATIONS = 30


def simulate_seconds(players: int) -> tuple[float, int]:
    """Wall time of the whole ``tournament simulate --json`` process, and its line count."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    command = [
        sys.executable,
        "-m",
        "dealer_app",
        "tournament",
        "simulate",
        "--players",
        str(players),
        "--seats-per-table",
        "9",
        "--seed",
        "1",
        "--json",
    ]
    start = time.perf_counter()
    with subprocess.Popen(command, stdout=subprocess.PIPE, env=env) as process:
        assert process.stdout is not None
        lines = sum(1 for _ in process.stdout)
        status = process.wait()
    elapsed = time.perf_counter() - start
    if status != 0:
        raise SystemExit(f"tournament simulate exited with {status}")
    return elapsed, lines


def seated_event(tables: int) -> Tournament:
    players = tables * 9 - 1  # every table full but one: ``tables`` tables at the draw
    setup = Setup.of("Bench", structure_named("standard"), tables=tables, max_field=players, seed=2)
    event = Tournament(setup)
    for number in range(players):
        event.apply(Register(player=f"P{number}"))
    event.apply(Start())
    # A second table of eight: the next bust at one of them leaves seven against nine.
    full = next(n for n, count in event.table_counts().items() if count == 9)
    event.apply(Bust(table=full, players=(event.players_at(full)[0],)))
    assert len(event.tables) == tables
    return event


def elimination_ms(tables: int) -> float:
    """Median time of one bust that makes a table short enough to need a player moved."""
    event = seated_event(tables)
    short = next(n for n, count in event.table_counts().items() if count == 8)
    times = []
    for _ in range(ELIMINATIONS):
        trial = copy.deepcopy(event)
        bust = Bust(table=short, players=(trial.players_at(short)[0],))
        start = time.perf_counter()
        happenings = trial.apply(bust)
        times.append(time.perf_counter() - start)
        assert any(h.kind == "move" for h in happenings)
    return statistics.median(times) * 1000


def main() -> int:
    missed = False
    small, _ = simulate_seconds(100)
    large, large_lines = simulate_seconds(10_000)
    print(
        f"simulate 10,000 players (whole process): {large:.1f} s, {large_lines} lines "
        f"(target < {SIMULATE_TARGET_S:.0f} s); 100 players: {small:.2f} s; "
        f"ratio {large / small:.1f}"
    )
    missed |= large >= SIMULATE_TARGET_S
    sys.setrecursionlimit(100_000)  # deep copies of a 9,000-player event
    big = elimination_ms(1_000)
    little = elimination_ms(10)
    print(
        f"one elimination with balancing, 1,000 tables: {big:.3f} ms "
        f"(target < {ELIMINATION_TARGET_MS:.0f} ms); 10 tables: {little:.3f} ms; "
        f"ratio {big / little:.1f}"
    )
    missed |= big >= ELIMINATION_TARGET_MS
    if missed:
        print("A target is missed.")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
