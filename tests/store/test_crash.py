"""Crash safety of the store itself: a process appending in a loop is SIGKILLed at random
moments, again and again; after each kill every change it had been told was kept is there, in
order, and the checkpoint plus the events after it still give the table back.

The child prints a line only after the method returned, and flushes it, so a printed line is an
acknowledged change. At most one change per kill may be kept without its line (killed between
the commit and the print); none may be missing.
"""

from __future__ import annotations

import random
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from dealer_app.store import JOURNAL_FILE_NAME, open_journal

# The table's "state" is the total of every amount appended; each entry's amount is its own
# sequence number, so after the entry numbered N the total must be N (N + 1) / 2.
CHILD = """
import random, sys, time
from dealer_app.store import Journal
from dealer_app.store import open_journal

journal = open_journal(sys.argv[1])
assert not journal.notices, journal.notices
rng = random.Random(int(sys.argv[2]))
table = journal.unfinished_table() or journal.create_table({"game": "NT"})
restored = journal.restore(table)
total = restored.checkpoint.state["total"] if restored.checkpoint else 0
total += sum(event.payload["amount"] for event in restored.events)
hand_no = len(journal.hands(table))
print("ready", flush=True)

def append(kind):
    global total
    expected = journal.last_seq(table) + 1
    seq = journal.append(table, kind, {"actor": 3, "action": "cbr", "amount": expected})
    assert seq == expected, (seq, expected)
    total += seq
    print("A", seq, flush=True)
    # Idle now and then, as between a dealer's actions: a kill then lands after an answer,
    # where an acknowledged entry not yet on disk would be lost.
    if rng.random() < 0.5:
        time.sleep(rng.random() * 0.003)
    return seq

while True:
    hand_no += 1
    seqs = [append("hand-start")]
    seqs += [append("action") for _ in range(rng.randint(2, 8))]
    journal.record_hand(table, hand_no, {"winners": [3]}, {"seqs": seqs}, first_seq=seqs[0])
    print("H", hand_no, flush=True)
    if rng.random() < 0.3:
        append("chips")
    print("C", journal.checkpoint(table, {"total": total}), flush=True)
"""


@dataclass
class Acknowledged:
    """What the children were told was kept, over every round."""

    appends: list[int] = field(default_factory=list)
    hands: set[int] = field(default_factory=set)
    checkpoint: int = 0

    def read(self, output: str) -> None:
        complete = output[: output.rfind("\n") + 1]  # a line cut by the kill is not an answer
        for line in complete.splitlines():
            match line.split():
                case ["A", seq]:
                    self.appends.append(int(seq))
                case ["H", hand_no]:
                    self.hands.add(int(hand_no))
                case ["C", seq]:
                    self.checkpoint = max(self.checkpoint, int(seq))
                case ["ready"]:
                    pass
                case _:
                    raise AssertionError(f"unexpected line from the child: {line!r}")


def kill_and_check(folder: Path, rounds: int, seed: int, *, from_start: bool = False) -> int:
    """Run ``rounds`` children on one folder, kill each, check; returns the entries kept."""
    rng = random.Random(seed)
    acknowledged = Acknowledged()
    kept = 0
    for round_no in range(rounds):
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(folder), str(rng.randrange(2**32))],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert child.stdout is not None
        if from_start:  # may hit the opening of the journal, or even its first creation
            time.sleep(rng.uniform(0.0, 0.4))
            ready = ""
        else:
            ready = child.stdout.readline()
            assert ready == "ready\n", child.communicate()[1]
            # The kill lands after at least one answer (a very short sleep would otherwise
            # kill before the first append on a busy machine; from_start covers that moment).
            ready += child.stdout.readline()
            time.sleep(rng.uniform(0.0, 0.25))
        child.kill()
        output, errors = child.communicate(timeout=30)
        assert child.returncode != 0 and "Traceback" not in errors, errors
        before = len(acknowledged.appends)
        acknowledged.read(ready + output)
        if not from_start:
            assert len(acknowledged.appends) > before, f"round {round_no} appended nothing"
        kept = check(folder, acknowledged, seed, round_no, kept)
    return len(acknowledged.appends)


def check(
    folder: Path, acknowledged: Acknowledged, seed: int, round_no: int, kept_before: int
) -> int:
    """Check the folder after a kill; returns the last entry kept (``kept_before``: after the
    kill before, which may itself have kept an entry without its line)."""
    where = f"(seed {seed}, after kill {round_no + 1})"
    with open_journal(folder) as journal:
        assert journal.path.name == JOURNAL_FILE_NAME and journal.notices == (), where
        table = journal.unfinished_table()
        if table is None:  # killed before the first table was made
            assert not acknowledged.appends, where
            return 0
        restored = journal.restore(table)
        last = restored.last_seq
        # One entry per kill may be kept without its line; a child killed before its first
        # line leaves the one kept before it so.
        newest = max([*acknowledged.appends, kept_before])
        assert last in (newest, newest + 1), f"kept {last}, acknowledged {newest} {where}"

        # Every acknowledged entry is there: as an event, or in its recorded hand's history.
        events = journal.events(table)
        seqs = [event.seq for event in events]
        assert seqs == sorted(set(seqs)), f"events out of order {where}"
        assert all(event.payload["amount"] == event.seq for event in events), where
        hands = journal.hands(table)
        in_histories = {
            seq for hand in hands for seq in journal.hand_history(table, hand.hand_no)["seqs"]
        }
        missing = set(acknowledged.appends) - set(seqs) - in_histories
        assert not missing, f"acknowledged entries lost: {sorted(missing)} {where}"
        assert acknowledged.appends == sorted(set(acknowledged.appends)), where

        # The checkpoint plus the events after it give the table back exactly.
        assert restored.checkpoint is None or restored.checkpoint.after_seq >= (
            acknowledged.checkpoint
        ), where
        total = restored.checkpoint.state["total"] if restored.checkpoint else 0
        total += sum(event.payload["amount"] for event in restored.events)
        assert total == last * (last + 1) // 2, where
        after = restored.checkpoint.after_seq if restored.checkpoint else 0
        assert [e.seq for e in restored.events] == list(range(after + 1, last + 1)), where
        assert acknowledged.hands <= {hand.hand_no for hand in hands}, where
        return last


@pytest.mark.skipif(sys.platform == "win32", reason="kill() is TerminateProcess there")
def test_sigkill_at_random_moments_loses_no_acknowledged_entry(tmp_path: Path) -> None:
    seed = random.randrange(2**32)
    print(f"seed {seed}")
    kept = kill_and_check(tmp_path, rounds=6, seed=seed)
    assert kept > 6


@pytest.mark.deep
@pytest.mark.skipif(sys.platform == "win32", reason="kill() is TerminateProcess there")
def test_sigkill_many_times_including_while_opening(tmp_path: Path) -> None:
    seed = random.randrange(2**32)
    print(f"seed {seed}")
    kill_and_check(tmp_path / "from-start", rounds=40, seed=seed, from_start=True)
    kill_and_check(tmp_path / "running", rounds=60, seed=seed)
