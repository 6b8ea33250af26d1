"""Random legal hands for the drills: a setup drawn at random, then one legal action at a time,
every one of them asked of the engine (the same way the tests' random dealer plays).

>>> import random
>>> from dealer_app.engine.variants import VARIANTS
>>> rng = random.Random(7)
>>> setup = random_setup(rng, VARIANTS["plo"])
>>> hand, _steps = play_hand(setup, rng)
>>> hand.finished
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from dealer_app.engine.cards import DECK, Card, card_of
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
from dealer_app.engine.rulesets import TDA, WSOP, RRoP
from dealer_app.engine.variants import Structure, Variant

NAMES: Final = (
    "Anna",
    "Boris",
    "Carla",
    "Dmitri",
    "Elena",
    "Farid",
    "Greta",
    "Hugo",
    "Ines",
)
"""The players' names in every drill (seat 1 is the first left of the button)."""

# Blinds (small, big) of the no-limit and pot-limit tables, and the limit tables' small bets.
_BIG_BET_STAKES: Final = ((5, 10), (10, 20), (25, 50), (50, 100), (100, 200))
_LIMIT_STAKES: Final = (10, 20, 40, 100)


def random_setup(
    rng: random.Random,
    variant: Variant,
    *,
    short_stacks: bool = True,
    odd_blinds: bool = False,
) -> HandSetup:
    """A table of 2 to 8 players (fewer where the game allows fewer) with random stacks.

    ``odd_blinds`` makes, now and then, a big blind posted all-in for less or a dead small
    blind (nobody posts it), the pre-flop cases of the pot-limit count (TDA 54).
    """
    players = rng.randint(2, min(variant.max_players, 8))
    ruleset = rng.choice((TDA, TDA, RRoP, WSOP))
    chip_unit = 1
    if variant.structure is Structure.LIMIT:
        small_bet = rng.choice(_LIMIT_STAKES)
        big = small_bet
        blinds: tuple[int, ...] = ()
        if variant.uses_blinds:
            small = small_bet // 2  # half the small bet, rounded down (RULES 3)
            blinds = (big, small) if players == 2 else (small, big) + (0,) * (players - 2)
        stakes = {"small_bet": small_bet, "big_bet": 2 * small_bet, "min_bet": 0}
    else:
        small, big = rng.choice(_BIG_BET_STAKES)
        blinds = (big, small) if players == 2 else (small, big) + (0,) * (players - 2)
        stakes = {"small_bet": 0, "big_bet": 0, "min_bet": big}
        if big >= 50:
            chip_unit = rng.choice((1, 5))  # splits in chips of 5: the odd chip is a 5 (RULES 7)
    stacks = []
    for _ in range(players):
        if short_stacks and rng.random() < 0.3:
            stacks.append(rng.randint(1, 6) * big // 2 or 1)
        else:
            stacks.append(rng.randint(20, 150) * big)
    bring_in = 0
    antes: tuple[int, ...] = ()
    if variant.uses_bring_in:
        bring_in = max(1, stakes["small_bet"] // 4)
        antes = (max(1, stakes["small_bet"] // 10),) * players
        blinds = ()
    elif rng.random() < 0.15:
        antes = (max(1, big // 10),) * players
    level_blinds: tuple[int, ...] = ()
    if odd_blinds and blinds and players > 2:
        roll = rng.random()
        if roll < 0.35:
            # The big blind all-in for less, in whole chips.
            stacks[1] = rng.randint(1, max(1, big // chip_unit - 1)) * chip_unit
        elif roll < 0.6:
            # A dead small blind: nobody posts it, and the hand carries the level's blinds,
            # which a pot-limit pre-flop pot counts in full (TDA 2024 rule 54-B, RULES 3),
            # as a table's hand does.
            level_blinds = blinds[:2]
            blinds = (0, *blinds[1:])
    return HandSetup(
        variant,
        tuple(stacks),
        blinds=blinds,
        antes=antes,
        bring_in=bring_in,
        ruleset=ruleset,
        chip_unit=chip_unit,
        names=NAMES[:players],
        small_bet=stakes["small_bet"],
        big_bet=stakes["big_bet"],
        min_bet=stakes["min_bet"],
        level_blinds=level_blinds,
    )


def _free(hand: Hand, rng: random.Random, count: int) -> list[Card]:
    free = [card for card in DECK if card not in hand.cards_in_play]
    return rng.sample(free, count)


def _mirrored(hand: Hand, rng: random.Random, model: Sequence[Card]) -> list[Card]:
    """Cards of the same ranks as ``model`` in other suits, where the deck still has them."""
    taken = {card for card in DECK if card in hand.cards_in_play}
    cards: list[Card] = []
    for card in model:
        suits = [suit for suit in range(4) if card_of(card.rank, suit) not in taken]
        rng.shuffle(suits)
        choice = next((card_of(card.rank, suit) for suit in suits), None)
        if choice is None:
            choice = next(c for c in DECK if c not in taken)
        taken.add(choice)
        cards.append(choice)
    return cards


def random_action(hand: Hand, rng: random.Random, twins: tuple[int, int] | None = None) -> Action:
    """One legal action for whatever the hand needs now.

    ``twins`` are two players dealt the same ranks (the second copies the first in other suits)
    who never fold nor muck: their hands often tie, which is how odd chips are made.
    """
    need = hand.need()
    if need.kind == "board":
        return DealBoard(tuple(_free(hand, rng, need.count)))
    if need.kind == "upcard":
        assert need.player is not None
        if twins is not None and need.player == twins[1]:
            model = hand.upcards[twins[0]][len(hand.upcards[twins[1]]) :][:1]
            if model:
                return DealHole(need.player, tuple(_mirrored(hand, rng, model)))
        return DealHole(need.player, tuple(_free(hand, rng, 1)))
    if need.kind == "draw":
        assert need.player is not None
        if (twins is not None and need.player in twins) or rng.random() < 0.4:
            return Discard(need.player, ())
        changed = rng.randint(1, len(hand.hole[need.player]))
        return Discard(need.player, (None,) * changed)
    if need.kind == "show":
        assert need.player is not None
        player = need.player
        protected = twins is not None and player in twins
        if not hand.face_up and not protected and rng.random() < 0.15:
            return Muck(player)
        unknown = sum(1 for card in hand.hole[player] if card is None)
        count = unknown if hand.upcards[player] else len(hand.hole[player])
        if 52 - len(hand.cards_in_play) < count:
            return Show(player, (None,) * count)  # a stud deck run short: shown, not known
        if twins is not None and player == twins[1]:
            shown = hand.shown.get(twins[0])
            if shown:
                own = [card for card in shown if card not in hand.upcards[twins[0]]]
                return Show(player, tuple(_mirrored(hand, rng, own[:count])))
        return Show(player, tuple(_free(hand, rng, count)))
    options = hand.options()
    player = options.player
    protected = twins is not None and player in twins
    if options.bring_in is not None:
        if options.can_raise and rng.random() < 0.3:
            assert options.min_to is not None
            return BetRaise(player, options.min_to)
        return BringIn(player)
    roll = rng.random()
    if options.can_raise and roll < 0.3:
        assert options.min_to is not None and options.max_to is not None
        choices = [options.min_to, options.min_to, options.max_to, options.all_in_to]
        if not options.fixed:
            unit = hand.setup.chip_unit  # bets in whole chips of the table
            choices.append(rng.randint(options.min_to, options.max_to) // unit * unit)
        target = rng.choice(choices)
        if options.allows_raise_to(target):
            return BetRaise(player, target)
    if options.to_call and roll >= 0.85 and not protected:
        return Fold(player)
    return CheckCall(player)


def play_hand(
    setup: HandSetup,
    rng: random.Random,
    twins: tuple[int, int] | None = None,
    limit: int = 400,
) -> tuple[Hand, list[Action]]:
    """A whole hand of random legal actions; the actions in order."""
    hand = Hand(setup)
    for _ in range(limit):
        if hand.finished:
            return hand, list(hand.actions)
        hand.apply(random_action(hand, rng, twins))
    raise AssertionError(f"the hand did not end in {limit} actions: {hand.need().text}")
