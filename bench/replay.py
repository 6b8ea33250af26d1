"""Replay speed: ``python -m dealer_app replay`` against PokerKit's own PHH replay, same files.

For each game (no-limit hold'em, pot-limit Omaha, stud hi/lo, razz) it writes two .phhs files
of 2,000 hands by default: hands of the engine's own random legal dealer that PokerKit also
accepts, and hands played through PokerKit itself with random legal actions (its
``can_``/``complete_bet_or_raise_to``... of each state, dealt by its automations, written by
``HandHistory.from_game_state``) that the engine also accepts (the two disagree on a few rules,
see DESIGN.md). PokerKit's hands are the fairer test: the engine's own dealer favours what the
engine does fast (issue 23 found the program 4 to 6.5 times PokerKit on them, against 14 to 42
times on its own). Then, in one run, for both files of every game:

1. **Whole program**, as a user runs it: the wall clock of the process
   ``python -m dealer_app replay FILE --json`` (start-up, reading, replaying, the JSON lines
   written to a file), against the wall clock of a Python process that replays the same file
   with PokerKit as its documentation shows: ``HandHistory.load_all(file)``, then every state
   of each hand (``for state in hand_history``). Best of 3 runs each, the two alternated, after
   one untimed run of each (both then start from compiled bytecode and a warm disk cache, as
   a user's second run does; PYTHONDONTWRITEBYTECODE is left out of their environment).
   Target (issues 16 and 23): at least 10 times PokerKit for every game, on both files.
2. **One hand** ending in a showdown: the wall clock of ``python -m dealer_app replay FILE
   --json`` on a one-hand file, best of 5. Target: under 0.25 s.
3. **In-process** (issue 3's figures): hands per second reading and replaying the file inside
   this process, ours and PokerKit's, and the ratio (printed, not a target of issue 16).

Prints every figure (the whole program's CPU time beside its wall clock, and the load average
at the start), and exits 1 when a target is missed (on the wall clock).

Run: ``python bench/replay.py [hands-per-game]``.
"""

from __future__ import annotations

import os
import random
import resource
import subprocess
import sys
import tempfile
import time
import warnings
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pokerkit

from dealer_app.engine import phh
from dealer_app.engine.histories import (
    Scale,
    fields_from_hand,
    replay,
    setup_from_fields,
)
from dealer_app.engine.variants import VARIANTS
from tests.engine.random_hands import play_randomly, random_setup

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("nlhe", "plo", "stud8", "razz")
TARGET = 10.0  # whole program, times PokerKit
ONE_HAND_TARGET = 0.25  # seconds, one hand ending in a showdown

# PokerKit replaying a file the way its documentation shows, in a process of its own.
POKERKIT_PROGRAM = """
import sys, warnings
from pokerkit import HandHistory
warnings.simplefilter("ignore")  # user fields (_ruleset...) draw a warning each
with open(sys.argv[1], "rb") as file:
    for hand_history in HandHistory.load_all(file):
        for state in hand_history:
            pass
"""


def _pokerkit_accepts(text: str) -> bool:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            for history in pokerkit.HandHistory.loads_all(text):
                for _ in history:
                    pass
    except Exception:
        return False
    return True


def _pokerkit_game(game: str, rng: random.Random) -> tuple[pokerkit.Poker, pokerkit.State]:
    """A PokerKit game of ``game`` for 2 to 6 players with random stacks, and its state; every
    step but the players' decisions automated (antes, blinds, dealing, showing, the chips)."""
    from pokerkit import Automation

    automations = (
        Automation.ANTE_POSTING,
        Automation.BET_COLLECTION,
        Automation.BLIND_OR_STRADDLE_POSTING,
        Automation.CARD_BURNING,
        Automation.HOLE_DEALING,
        Automation.BOARD_DEALING,
        Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
        Automation.HAND_KILLING,
        Automation.CHIPS_PUSHING,
        Automation.CHIPS_PULLING,
    )
    players = rng.randint(2, 6)
    stacks = tuple(rng.choice((40, 100, 200, 400, 1000)) for _ in range(players))
    made: pokerkit.Poker
    if game == "nlhe":
        made = pokerkit.NoLimitTexasHoldem(automations, True, 0, (1, 2), 2)
    elif game == "plo":
        made = pokerkit.PotLimitOmahaHoldem(automations, True, 0, (1, 2), 2)
    elif game == "stud8":
        made = pokerkit.FixedLimitSevenCardStudHighLowSplitEightOrBetter(
            automations, True, 1, 2, 4, 8
        )
    else:
        made = pokerkit.FixedLimitRazz(automations, True, 1, 2, 4, 8)
    return made, made(stacks, players)


def pokerkit_hand(game: str, rng: random.Random) -> pokerkit.HandHistory:
    """One hand played through PokerKit, each decision a random legal one: fold when facing a
    bet now and then, else call, bet or raise (the minimum, the maximum or between)."""
    made, state = _pokerkit_game(game, rng)
    while state.status:
        if state.can_post_bring_in() and rng.random() < 0.7:
            state.post_bring_in()
            continue
        choices: list[str] = []
        if state.can_fold():
            choices += ["fold"]
        if state.can_check_or_call():
            choices += ["call"] * 3
        if state.can_complete_bet_or_raise_to():
            choices += ["raise"]
        if not choices:
            break
        choice = rng.choice(choices)
        if choice == "fold":
            state.fold()
        elif choice == "call":
            state.check_or_call()
        else:
            low = state.min_completion_betting_or_raising_to_amount
            high = state.max_completion_betting_or_raising_to_amount
            assert low is not None and high is not None
            to = rng.choice((low, high, rng.randint(low, high)))
            state.complete_bet_or_raise_to(to)
    return pokerkit.HandHistory.from_game_state(made, state)


def _ours_accepts(history: phh.HandHistory) -> bool:
    try:
        setup, scale = setup_from_fields(history.fields)
        _, refusal = replay(setup, history.actions, scale)
    except Exception:
        return False
    return refusal is None


def generate_pokerkit(
    game: str, count: int, rng: random.Random
) -> tuple[list[phh.HandHistory], int]:
    """``count`` hands played through PokerKit that the engine accepts, and how many were
    played."""
    histories: list[phh.HandHistory] = []
    tried = 0
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        while len(histories) < count:
            tried += 1
            text = pokerkit_hand(game, rng).dumps()
            (read,) = phh.loads(text)
            history = phh.HandHistory(fields=read.fields, index=str(len(histories) + 1))
            if _ours_accepts(history):
                histories.append(history)
    return histories, tried


def generate(game: str, count: int, rng: random.Random) -> tuple[list[phh.HandHistory], int]:
    """``count`` hands PokerKit accepts, and how many were tried."""
    histories: list[phh.HandHistory] = []
    tried = 0
    while len(histories) < count:
        tried += 1
        hand = play_randomly(random_setup(rng, VARIANTS[game]), rng)
        fields = fields_from_hand(hand, Scale(0))
        fields.pop("finishing_stacks", None)
        history = phh.HandHistory(fields=fields, index=str(len(histories) + 1))
        if _pokerkit_accepts(phh.dumps([history])):
            histories.append(history)
    return histories, tried


def _environment() -> dict[str, str]:
    environment = dict(os.environ)
    environment.pop("PYTHONDONTWRITEBYTECODE", None)  # a user's Python keeps bytecode
    environment["PYTHONPATH"] = str(ROOT)
    return environment


CPU: dict[str, list[float]] = {"ours": [], "theirs": []}  # CPU seconds of the timed runs


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _wall_clock(command: list[str], output: Path, cpu: list[float] | None = None) -> float:
    """The wall clock of one whole process, its standard output written to ``output``; its CPU
    time (user and system) appended to ``cpu``: on a loaded machine the wall clock of a short
    process mostly measures the wait for a core, its CPU time does not."""
    with output.open("wb") as out:
        used = _children_cpu()
        start = time.perf_counter()
        subprocess.run(command, stdout=out, check=True, cwd=ROOT, env=_environment())
        wall = time.perf_counter() - start
    if cpu is not None:
        cpu.append(_children_cpu() - used)
    return wall


def ours_command(path: Path) -> list[str]:
    return [sys.executable, "-m", "dealer_app", "replay", str(path), "--json"]


def theirs_command(path: Path) -> list[str]:
    return [sys.executable, "-c", POKERKIT_PROGRAM, str(path)]


def whole_programs(path: Path, output: Path, repeats: int = 3) -> tuple[float, float]:
    """Best wall clock of our process and of PokerKit's, on the same file, alternated."""
    _wall_clock(ours_command(path), output)  # untimed: bytecode written, disk cache warm
    _wall_clock(theirs_command(path), output)
    ours, theirs = [], []
    CPU["ours"], CPU["theirs"] = [], []
    for _ in range(repeats):
        ours.append(_wall_clock(ours_command(path), output, CPU["ours"]))
        theirs.append(_wall_clock(theirs_command(path), output, CPU["theirs"]))
    return min(ours), min(theirs)


def ours_in_process(path: Path) -> int:
    played = 0
    for history in phh.load_path(path):
        setup, scale = setup_from_fields(history.fields)
        _, refusal = replay(setup, history.actions, scale)
        assert refusal is None, refusal
        played += 1
    return played


def theirs_in_process(path: Path) -> int:
    played = 0
    with path.open("rb") as file, warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for history in pokerkit.HandHistory.load_all(file):
            for _ in history:
                pass
            played += 1
    return played


def best_rate(run: Callable[[Path], int], path: Path, repeats: int) -> float:
    rates = []
    for _ in range(repeats):
        start = time.perf_counter()
        count = run(path)
        rates.append(count / (time.perf_counter() - start))
    return max(rates)


def _ends_in_a_showdown(history: phh.HandHistory) -> bool:
    return any(" sm " in action and "?" not in action for action in history.actions)


def main() -> int:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    load = " / ".join(f"{value:.2f}" for value in os.getloadavg())
    print(f"load average (1, 5, 15 min) at the start: {load} on {os.cpu_count()} cores")
    rng = random.Random(2026)
    missed = []
    with tempfile.TemporaryDirectory() as folder:
        output = Path(folder) / "out.jsonl"
        files, one_hand = {}, None
        for game in GAMES:
            histories, tried = generate(game, count, rng)
            path = files[game] = Path(folder) / f"{game}.phhs"
            path.write_text(phh.dumps(histories), encoding="utf-8")
            print(
                f"{game}: {count} hands of our random dealer written ({tried - count} generated "
                f"hands PokerKit refused)"
            )
            played, tried = generate_pokerkit(game, count, rng)
            kit = files[f"{game} pk"] = Path(folder) / f"{game}-pokerkit.phhs"
            kit.write_text(phh.dumps(played), encoding="utf-8")
            print(
                f"{game}: {count} hands played through PokerKit with random legal actions "
                f"written ({tried - count} the engine refused)"
            )
            if one_hand is None:
                shown = next(history for history in histories if _ends_in_a_showdown(history))
                one_hand = Path(folder) / "one-hand.phh"
                alone = phh.HandHistory(fields=shown.fields, index=None)
                one_hand.write_text(phh.dumps([alone]), encoding="utf-8")
        print()
        print("Whole program, wall clock of each process (best of 3), the same file:")
        print("  ours:     python -m dealer_app replay FILE --json > out.jsonl")
        print("  PokerKit: python -c '<HandHistory.load_all(file), then every state of each hand>'")
        print("  (game: our random dealer's hands; game pk: hands played through PokerKit)")
        print(f"  {'game':9} {'hands':>6} {'ours s':>8} {'PokerKit s':>11} {'ratio':>7}   "
              f"(CPU s: ours, PokerKit, ratio)")  # fmt: skip
        for game, path in files.items():
            ours, theirs = whole_programs(path, output)
            ratio = theirs / ours
            verdict = "" if ratio >= TARGET else "  MISSES the target"
            if ratio < TARGET:
                missed.append(f"{game} whole program {ratio:.1f}x")
            ours_cpu, theirs_cpu = min(CPU["ours"]), min(CPU["theirs"])
            print(f"  {game:9} {count:>6} {ours:>8.3f} {theirs:>11.3f} {ratio:>6.1f}x   "
                  f"({ours_cpu:.3f}, {theirs_cpu:.3f}, {theirs_cpu / ours_cpu:.1f}x){verdict}")  # fmt: skip
        assert one_hand is not None
        _wall_clock(ours_command(one_hand), output)  # untimed, as above
        single = min(_wall_clock(ours_command(one_hand), output) for _ in range(5))
        verdict = "meets" if single < ONE_HAND_TARGET else "MISSES"
        if single >= ONE_HAND_TARGET:
            missed.append(f"one hand {single:.3f} s")
        print()
        print(
            f"One hand ending in a showdown, whole program (best of 5): {single:.3f} s: "
            f"{verdict} the target of {ONE_HAND_TARGET} s"
        )
        print()
        print("In-process, reading and replaying (best of 5 ours, of 2 PokerKit's):")
        print(f"  {'game':9} {'hands':>6} {'ours/s':>10} {'PokerKit/s':>11} {'ratio':>7}")
        for game, path in files.items():
            ours_rate = best_rate(ours_in_process, path, 5)
            theirs_rate = best_rate(theirs_in_process, path, 2)
            ratio = ours_rate / theirs_rate
            print(f"  {game:9} {count:>6} {ours_rate:>10.0f} {theirs_rate:>11.0f} {ratio:>6.1f}x")
    print()
    if missed:
        print(
            f"MISSES the targets (10x PokerKit whole program, one hand < 0.25 s): {', '.join(missed)}"
        )
        return 1
    print(f"meets the targets: whole program at least {TARGET:.0f}x PokerKit, one hand < 0.25 s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
