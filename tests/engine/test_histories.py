"""Hands to PHH and back: every game round-trips to the same actions and stacks."""

from __future__ import annotations

import random

import pytest

from dealer_app.engine import phh
from dealer_app.engine.histories import Scale, fields_from_hand, replay, setup_from_fields
from dealer_app.engine.variants import VARIANTS
from tests.engine.random_hands import play_randomly, random_setup


@pytest.mark.parametrize("game", sorted(VARIANTS))
def test_export_then_import_round_trips_every_game(game: str) -> None:
    rng = random.Random(game)
    for _ in range(40):
        hand = play_randomly(random_setup(rng, VARIANTS[game]), rng)
        fields = fields_from_hand(hand, Scale(0))
        text = phh.dumps([phh.HandHistory(fields=fields, index=None)])
        (history,) = phh.loads(text)
        setup, scale = setup_from_fields(history.fields, check_antes=True)
        assert setup == hand.setup
        again, refusal = replay(setup, history.fields["actions"], scale)
        assert refusal is None, refusal
        assert again.finishing_stacks == hand.finishing_stacks
        assert [pot.awards for pot in again.results] == [pot.awards for pot in hand.results]
        # The very hand: the same cards shown, in the same order, and written the same again.
        assert again.shown == hand.shown and again.hole == hand.hole
        assert fields_from_hand(again, scale) == fields


def test_decimal_amounts_keep_their_units() -> None:
    (history,) = phh.loads(
        "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [0.25, 0.50]\nmin_bet = 0.50\n"
        "starting_stacks = [10.00, 12.75]\nactions = ['p2 cbr 1.25', 'p1 f']\n"
    )
    setup, scale = setup_from_fields(history.fields)
    assert scale == Scale(2) and setup.starting_stacks == (1000, 1275)
    hand, refusal = replay(setup, history.fields["actions"], scale)
    assert refusal is None
    fields = fields_from_hand(hand, scale)
    assert fields["finishing_stacks"] == [scale.to_number(950), scale.to_number(1325)]
    assert "p2 cbr 1.25" in fields["actions"]
