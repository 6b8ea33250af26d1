"""Replay speed: our engine against PokerKit's own PHH replay, on the same generated files.

For each game (no-limit hold'em, pot-limit Omaha, stud hi/lo, razz) it generates hands with the
engine's random legal dealer, keeps those PokerKit also accepts (the two disagree on a few rules,
see DESIGN.md), writes one .phhs file, then times, in one run, reading the file and replaying
every hand with each implementation. Prints hands per second for both and the ratio.
Target (issue 3): at least 10 times PokerKit; exits 1 if a game misses it.

Run: ``python bench/replay.py [hands-per-game]``.
"""

from __future__ import annotations

import random
import sys
import tempfile
import time
import warnings
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

GAMES = ("nlhe", "plo", "stud8", "razz")
TARGET = 10.0


def _pokerkit_accepts(text: str) -> bool:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            for _ in pokerkit.HandHistory.loads(text):
                pass
    except Exception:
        return False
    return True


def generate(game: str, count: int, rng: random.Random) -> tuple[str, int]:
    """A .phhs text of ``count`` hands PokerKit accepts, and how many were tried."""
    histories: list[phh.HandHistory] = []
    tried = 0
    while len(histories) < count:
        tried += 1
        hand = play_randomly(random_setup(rng, VARIANTS[game]), rng)
        fields = fields_from_hand(hand, Scale(0))
        fields.pop("finishing_stacks", None)
        history = phh.HandHistory(fields=fields, index=None)
        if _pokerkit_accepts(phh.dumps([history])):
            histories.append(phh.HandHistory(fields=fields, index=str(len(histories) + 1)))
    return phh.dumps(histories), tried


def ours(path: Path) -> int:
    played = 0
    for history in phh.load_path(path):
        setup, scale = setup_from_fields(history.fields)
        _, refusal = replay(setup, history.actions, scale)
        assert refusal is None, refusal
        played += 1
    return played


def theirs(path: Path) -> int:
    played = 0
    with path.open("rb") as file, warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for history in pokerkit.HandHistory.load_all(file):
            for _ in history:
                pass
            played += 1
    return played


def best_rate(run: object, path: Path, repeats: int) -> float:
    rates = []
    for _ in range(repeats):
        start = time.perf_counter()
        count = run(path)  # type: ignore[operator]
        rates.append(count / (time.perf_counter() - start))
    return max(rates)


def main() -> int:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    rng = random.Random(2026)
    worst = float("inf")
    with tempfile.TemporaryDirectory() as folder:
        print(f"{'game':6} {'hands':>6} {'ours/s':>10} {'PokerKit/s':>11} {'ratio':>7}")
        for game in GAMES:
            text, tried = generate(game, count, rng)
            path = Path(folder) / f"{game}.phhs"
            path.write_text(text, encoding="utf-8")
            ours_rate = best_rate(ours, path, 5)
            theirs_rate = best_rate(theirs, path, 2)
            ratio = ours_rate / theirs_rate
            worst = min(worst, ratio)
            print(
                f"{game:6} {count:>6} {ours_rate:>10.0f} {theirs_rate:>11.0f} {ratio:>6.1f}x"
                f"   ({tried - count} generated hands PokerKit refused)"
            )
    verdict = "meets" if worst >= TARGET else "MISSES"
    print(f"worst ratio {worst:.1f}x: {verdict} the target of {TARGET:.0f}x")
    return 0 if worst >= TARGET else 1


if __name__ == "__main__":
    sys.exit(main())
