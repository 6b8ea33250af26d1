"""Properties of random legal hands of every game (hypothesis)."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealer_app.engine.hand import Hand
from dealer_app.engine.variants import VARIANTS
from tests.engine.random_hands import play_randomly, random_setup

GAMES = sorted(VARIANTS)


def _state(hand: Hand) -> tuple[object, ...]:
    return (
        hand.phase,
        hand.street,
        hand.actor,
        tuple(hand.stacks),
        tuple(hand.bets),
        tuple(hand.committed),
        tuple(hand.folded),
        tuple(hand.board),
        tuple(tuple(cards) for cards in hand.hole),
        hand.finishing_stacks,
    )


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), game=st.sampled_from(GAMES))
def test_random_hands_conserve_chips_and_award_every_pot(seed: int, game: str) -> None:
    rng = random.Random(seed)
    setup = random_setup(rng, VARIANTS[game])
    hand = play_randomly(setup, rng)
    assert hand.finishing_stacks is not None
    assert all(stack >= 0 for stack in hand.finishing_stacks)
    assert sum(hand.finishing_stacks) == sum(setup.starting_stacks)
    awarded = sum(award.amount for pot in hand.results for award in pot.awards)
    assert awarded == sum(pot.amount for pot in hand.results)
    assert awarded == sum(setup.starting_stacks) - sum(hand.stacks)
    for pot in hand.results:
        for award in pot.awards:
            assert award.player in pot.eligible
            assert award.odd_chips in (0, 1)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), game=st.sampled_from(GAMES))
def test_undo_then_redo_gives_the_same_state(seed: int, game: str) -> None:
    rng = random.Random(seed)
    hand = play_randomly(random_setup(rng, VARIANTS[game]), rng)
    actions = list(hand.actions)
    cut = rng.randint(0, len(actions))
    partial = Hand(hand.setup, actions[:cut])
    expected = _state(partial)
    if cut < len(actions):
        partial.apply(actions[cut])
        partial.undo()
        assert _state(partial) == expected
    assert _state(Hand(hand.setup, actions)) == _state(hand)
    assert _state(hand.replayed()) == _state(hand)


@pytest.mark.deep
@pytest.mark.parametrize("game", GAMES)
def test_many_random_hands(game: str) -> None:
    rng = random.Random(game)
    for _ in range(3000):
        setup = random_setup(rng, VARIANTS[game])
        hand = play_randomly(setup, rng)
        assert hand.finishing_stacks is not None
        assert sum(hand.finishing_stacks) == sum(setup.starting_stacks)
