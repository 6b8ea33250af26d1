"""Real online no-limit hands (tests/cases, from ../shared/cases) replay and end as recorded."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealer_app.engine import phh
from dealer_app.engine.histories import replay, setup_from_fields

SAMPLE = Path(__file__).resolve().parents[1] / "cases" / "handhq-abs-sample.phhs"
HANDS = phh.load_path(SAMPLE)


def test_the_sample_has_every_hand() -> None:
    assert len(HANDS) == 291


@pytest.mark.parametrize("history", HANDS, ids=lambda history: str(history.index))
def test_real_hand_replays_to_the_recorded_winners(history: phh.HandHistory) -> None:
    setup, scale = setup_from_fields(history.fields)
    hand, refusal = replay(setup, history.fields["actions"], scale)
    assert refusal is None, refusal
    winnings = history.fields.get("winnings")
    if winnings is None:
        return  # the site did not record who won
    assert hand.finished
    received = [0] * setup.player_count
    for pot in hand.results:
        for award in pot.awards:
            received[award.player] += award.amount
    recorded = [player for player, amount in enumerate(winnings) if amount > 0]
    assert [player for player, amount in enumerate(received) if amount > 0] == recorded
    assert sum(hand.finishing_stacks or ()) == sum(setup.starting_stacks)
