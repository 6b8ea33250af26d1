"""Compact hands for the rules tests: a setup and PHH action strings."""

from __future__ import annotations

from dealer_app.engine.hand import Hand, HandSetup
from dealer_app.engine.histories import Scale, parse_action
from dealer_app.engine.rulesets import TDA, RuleSet
from dealer_app.engine.variants import VARIANTS


def setup(
    game: str,
    stacks: tuple[int, ...] | list[int],
    *,
    blinds: tuple[int, ...] = (),
    antes: tuple[int, ...] = (),
    bring_in: int = 0,
    bets: tuple[int, int] = (0, 0),
    min_bet: int = 0,
    ruleset: RuleSet = TDA,
    chip_unit: int = 1,
) -> HandSetup:
    return HandSetup(
        VARIANTS[game],
        tuple(stacks),
        blinds=blinds,
        antes=antes,
        bring_in=bring_in,
        small_bet=bets[0],
        big_bet=bets[1],
        min_bet=min_bet,
        ruleset=ruleset,
        chip_unit=chip_unit,
    )


def play(hand_setup: HandSetup, actions: str = "") -> Hand:
    """Apply comma-separated PHH actions: ``"p3 cbr 70, p4 f, d db AsKd7c"``."""
    hand = Hand(hand_setup)
    for text in actions.split(","):
        action = parse_action(text.strip(), Scale(0))
        if action is not None:
            hand.apply(action)
    return hand


def act(hand: Hand, actions: str) -> Hand:
    for text in actions.split(","):
        action = parse_action(text.strip(), Scale(0))
        if action is not None:
            hand.apply(action)
    return hand


def won(hand: Hand) -> list[int]:
    """What each player received from the pots."""
    amounts = [0] * hand.setup.player_count
    for pot in hand.results:
        for award in pot.awards:
            amounts[award.player] += award.amount
    return amounts
