"""A random but legal dealer: drives a hand of any game to its end by asking the engine."""

from __future__ import annotations

import random
from dataclasses import dataclass

from dealer_app.engine.cards import DECK, Card
from dealer_app.engine.hand import (
    Action,
    BetRaise,
    BringIn,
    CheckCall,
    DealBoard,
    DealHole,
    Discard,
    Fold,
    Hand,
    HandSetup,
    Muck,
    Show,
)
from dealer_app.engine.variants import VARIANTS, Structure, Variant


def random_setup(rng: random.Random, variant: Variant | None = None) -> HandSetup:
    variant = variant or rng.choice(list(VARIANTS.values()))
    players = rng.randint(2, min(variant.max_players, 9))
    stacks = tuple(rng.choice([rng.randint(1, 60), rng.randint(50, 2000)]) for _ in range(players))
    blinds: tuple[int, ...] = ()
    antes: tuple[int, ...] = ()
    if variant.uses_blinds:
        blinds = (10, 5) if players == 2 else (5, 10) + (0,) * (players - 2)
    if variant.uses_bring_in or rng.random() < 0.2:
        antes = (rng.randint(1, 3),) * players
    limit = variant.structure is Structure.LIMIT
    return HandSetup(
        variant,
        stacks,
        blinds=blinds,
        antes=antes,
        bring_in=3 if variant.uses_bring_in else 0,
        small_bet=10 if limit else 0,
        big_bet=20 if limit else 0,
        min_bet=0 if limit else 10,
        chip_unit=rng.choice([1, 1, 5]),
    )


@dataclass(frozen=True, slots=True)
class Style:
    """How the random players play. Each betting decision draws one number in [0, 1): below
    ``raises`` they bet or raise (when allowed), at or above ``1 - folds`` they fold to a bet,
    otherwise they check or call."""

    raises: float
    folds: float
    any_amount: bool  # raise to the maximum, all in or anything between, not only the minimum
    draws: bool  # change cards in draw games (else they stand pat)


# Raises of every size, draws of any number of cards: reaches the corners of the rules.
WILD = Style(raises=0.3, folds=0.15, any_amount=True, draws=True)
# Mostly calls and minimum raises: whole evenings last, stacks move slowly.
CAUTIOUS = Style(raises=0.2, folds=0.3, any_amount=False, draws=False)


def _free_cards(hand: Hand, rng: random.Random, count: int) -> tuple[Card, ...]:
    free = [card for card in DECK if card not in hand.cards_in_play]
    return tuple(rng.sample(free, count))


def random_action(hand: Hand, rng: random.Random, style: Style = WILD) -> Action:
    """One legal action for whatever the hand needs now, played in ``style``."""
    need = hand.need()
    if need.kind == "board":
        return DealBoard(_free_cards(hand, rng, need.count))
    if need.kind == "upcard":
        assert need.player is not None
        return DealHole(need.player, _free_cards(hand, rng, 1))
    if need.kind == "draw":
        assert need.player is not None
        if not style.draws:
            return Discard(need.player, ())
        changed = rng.randint(0, len(hand.hole[need.player]))
        return Discard(need.player, (None,) * changed)
    if need.kind == "show":
        assert need.player is not None
        player = need.player
        if not hand.face_up and rng.random() < 0.2:
            return Muck(player)
        unknown = sum(1 for card in hand.hole[player] if card is None)
        count = unknown if hand.upcards[player] else len(hand.hole[player])
        if 52 - len(hand.cards_in_play) < count:
            return Show(player, (None,) * count)  # a stud deck run short: shown, not known
        return Show(player, _free_cards(hand, rng, count))
    options = hand.options()
    player = options.player
    if options.bring_in is not None:
        if options.can_raise and rng.random() < 0.3:
            assert options.min_to is not None
            return BetRaise(player, options.min_to)
        return BringIn(player)
    roll = rng.random()
    if options.can_raise and roll < style.raises:
        assert options.min_to is not None and options.max_to is not None
        if style.any_amount:
            choices = [options.min_to, options.max_to, options.all_in_to]
            if not options.fixed:
                choices.append(rng.randint(options.min_to, options.max_to))
        else:
            choices = [options.min_to] * 3 + [options.max_to]
        target = rng.choice(choices)
        if options.allows_raise_to(target):
            return BetRaise(player, target)
    if options.to_call and roll >= 1 - style.folds:
        return Fold(player)
    return CheckCall(player)


def play_randomly(
    setup: HandSetup, rng: random.Random, limit: int = 400, style: Style = WILD
) -> Hand:
    """A whole hand of random legal actions, with real cards."""
    hand = Hand(setup)
    for _ in range(limit):
        if hand.finished:
            return hand
        hand.apply(random_action(hand, rng, style))
    raise AssertionError(f"the hand did not end in {limit} actions: {hand.need().text}")
