"""Importing a hand-history file keeps memory flat with the number of hands (issue 27: a
300,000-hand file held 1.77 GB): hands are read, replayed and reduced one at a time."""

from __future__ import annotations

import tracemalloc
from pathlib import Path

from dealer_app import exports

HAND = (
    "[{n}]\nvariant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n"
    "starting_stacks = [200, 200, 200]\nplayers = ['Anna', 'Boris', 'Chloe']\n"
    "actions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'p3 cbr 6', 'p1 f', 'p2 cc', "
    "'d db 2c7d9h', 'p2 cc', 'p3 cbr 8', 'p2 f']\n\n"
)


def _peak(tmp_path: Path, hands: int) -> tuple[int, int]:
    path = tmp_path / f"hands{hands}.phhs"
    path.write_text("".join(HAND.format(n=n) for n in range(1, hands + 1)), encoding="utf-8")
    tracemalloc.start()
    try:
        rows = exports.load_file(path, keep=lambda hand: hand.label)
        _current, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert rows == [str(n) for n in range(1, hands + 1)]
    return peak, path.stat().st_size


def test_memory_stays_flat_with_the_number_of_hands(tmp_path: Path) -> None:
    small, small_size = _peak(tmp_path, 500)
    large, large_size = _peak(tmp_path, 4000)
    # Beyond the file's own text (kept once, decoded), eight times the hands cost nothing
    # like eight times the memory.
    assert large - small < 3 * (large_size - small_size), (small, large)
    # And the whole import costs a few times the file, never the reader's 512 MB limit.
    assert large < 4 * large_size, large


def test_a_file_read_a_hand_at_a_time_reads_as_the_whole_file(tmp_path: Path) -> None:
    import pytest

    from dealer_app.engine import phh
    from dealer_app.engine.errors import IllegalAction

    good = "".join(HAND.format(n=n) for n in range(1, 4))
    # A line like a header inside a multi-line array: the file is read whole instead.
    tricky = good.replace("players = ['Anna', 'Boris', 'Chloe']", "_x = [\n[1]\n]", 1)
    # A refused hand: the same sentence, with the line in the whole file.
    bad = good.replace("min_bet = 2", "min_bet = 'two'", 3)
    for name, text in (("good", good), ("tricky", tricky), ("bad", bad)):
        path = tmp_path / f"{name}.phhs"
        path.write_text(text, encoding="utf-8")
        try:
            whole = [(hand.index, hand.fields) for hand in phh.load_path(path)]
        except IllegalAction as refusal:
            with pytest.raises(IllegalAction) as streamed:
                count, hands = phh.stream_path(path)
                list(hands)
            assert str(streamed.value) == str(refusal)
            continue
        count, hands = phh.stream_path(path)
        try:
            read = [(hand.index, hand.fields) for hand in hands]
        except phh.Reread as again:
            read = [(hand.index, hand.fields) for hand in again.hands]
        assert count == len(whole) and read == whole, name
        assert exports.load_file(path, keep=lambda hand: hand.label) == ["1", "2", "3"]
