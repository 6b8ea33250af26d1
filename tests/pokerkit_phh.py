"""PokerKit as an independent PHH reader (tests only, never at run time; DESIGN.md)."""

from __future__ import annotations

import warnings
from collections import Counter

import pokerkit

from dealer_app.engine.hand import BetRaise, Hand, Phase
from dealer_app.engine.variants import Split, Structure

# What PokerKit does on its own between the file's actions (posting, collecting, burning,
# showing the hand of a player the file does not show, pushing and pulling chips). It also
# deals the cards a file leaves out, and folds or checks for a player when an action of the
# file does not fit ("repairing" the history): our files deal every card, and a repair would
# hide a disagreement, so those are refused here.
_REPAIRS = (
    pokerkit.HoleDealing,
    pokerkit.BoardDealing,
    pokerkit.Folding,
    pokerkit.CheckingOrCalling,
)


def pokerkit_finishing_stacks(text: str) -> list[list[int]]:
    """Every hand of a ``.phhs`` text replayed by PokerKit: the stacks at the end of each.

    Raises ``AssertionError`` when PokerKit cannot replay a hand, had to deal cards the text
    does not deal, or had to repair it (an action of ours it refused).
    """
    stacks = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # PokerKit warns about our underscore-less user fields
        for number, history in enumerate(pokerkit.HandHistory.loads_all(text), start=1):
            state = None
            try:
                for state, action in history.state_actions:
                    operation = state.operations[-1] if state.operations else None
                    if action is None and isinstance(operation, _REPAIRS):
                        what = type(operation).__name__
                        raise AssertionError(f"hand {number}: PokerKit did {what} on its own")
            except (ValueError, KeyError, AssertionError) as error:
                raise AssertionError(f"PokerKit cannot replay hand {number}: {error!r}") from None
            assert state is not None and not state.status, f"hand {number} is not over"
            stacks.append([int(stack) for stack in state.stacks])
    return stacks


def known_difference(hand: Hand) -> str | None:
    """Why PokerKit may end ``hand`` otherwise than our engine although both read it right, or
    ``None``: RULES.md says the project differs (DESIGN.md; each name cites its clause) or
    PokerKit cannot tell from the file.

    - RULES 3, the limit half-bet rule and the cap: an all-in bet or raise that is not a full
      one, five bets in one round (draw games' cap, RULES 6), the cap lifted (event heads-up
      under TDA 48 and WSOP, fewer than three players with chips under RRoP);
    - RULES 5, stud's open-pair big bet on fourth street (RRoP only), and tied showing hands
      (TDA RP-10-D and WSOP: the highest card by suit acts first, PokerKit by position);
    - RULES 3, a big blind posted short: we call and raise from the whole blind (RRoP), PokerKit
      from the blind posted; pot limit counts the level's full blinds pre-flop (TDA 54-B), so
      also with a dead small blind;
    - RULES 4, a missed small blind posted dead: PHH has no field for it;
    - RULES 5, stud, seventh street turned for everybody (deck short): PokerKit has none;
    - RULES 7, hi/lo, a pot none of whose contenders has a low while another player has one:
      PokerKit splits that pot's low half among its contenders;
    - RULES 8, a contested pot won without a hand seen (the others mucked, or showed ``????``);
    - RULES 7, odd chips, placed per preset (TDA 20).
    """
    setup, variant = hand.setup, hand.variant
    twin = Hand(setup)
    if twin.round.short_blind:
        return "RULES 3 a big blind posted short (RRoP; pot limit TDA 54-B)"
    if any(setup.dead_blinds):
        return "RULES 4 a missed small blind posted dead"
    if variant.structure is Structure.POT_LIMIT and twin.counted_pot != twin.pot_total:
        return "RULES 3 pot limit counts the level's full blinds pre-flop (TDA 54-B)"
    bets: Counter[int] = Counter()
    for action in hand.actions:
        if (
            variant.is_stud
            and twin.street
            and twin.phase is Phase.BET
            and tie_by_position(twin) is not None
        ):
            return "RULES 5 tied showing hands (TDA RP-10-D, WSOP)"
        if isinstance(action, BetRaise) and variant.is_limit:
            options, round_ = twin.options(), twin.round
            full = (round_.unit, round_.highest + round_.unit)
            if action.to == options.all_in_to and action.to not in full:
                return "RULES 3 the half-bet rule"
            open_pair = setup.ruleset.open_pair_big_bet and options.big_bet_allowed
            if open_pair and action.to > setup.small_bet:
                return "RULES 5 the open-pair big bet (RRoP)"
            bets[twin.street] += 1
            if bets[twin.street] > 4 and (variant.max_raises > 3 or cap_lifted(twin)):
                return "RULES 3 and 6 the cap (draw games, or lifted)"
        twin.apply(action)
    if twin.community_card:
        return "RULES 5 a community card"
    for pot in hand.results:
        if len(pot.eligible) > 1 and any(
            award.hand is None and award.low_hand is None for award in pot.awards
        ):
            return "RULES 8 a pot won unseen"
    return odd_chip(hand) or low_half_nobody_has(hand) or None


def tie_by_position(hand: Hand) -> int | None:
    """Stud from fourth street, the best showing hand tied, and the preset breaking the tie by
    the highest card by suit (RULES 5, TDA RP-10-D, WSOP): the tied player first by position,
    who opens or shows first for PokerKit (and RRoP), when ours picks another; else ``None``."""
    if not hand.variant.is_stud or hand.street == 0:
        return None
    if hand.setup.ruleset.stud_showing_ties == "position":
        return None
    showing, live = hand._showing, hand.live_players
    best = max(showing[player] for player in live)
    by_position = next(player for player in live if showing[player] == best)
    return None if hand._best_showing() == by_position else by_position


def cap_lifted(hand: Hand) -> bool:
    """Whether the preset lifts the limit cap now (RULES 3): TDA 48 and WSOP once the whole
    event is heads-up, RRoP with fewer than three players with chips contesting the pot."""
    setup = hand.setup
    if setup.ruleset.limit_cap_lifted == "event heads-up":
        return setup.event_heads_up
    live = [player for player in hand.live_players if hand.stacks[player]]
    return len(live) < 3


def odd_chip(hand: Hand) -> str:
    """Whether an odd chip is involved: some split of a pot, ours or PokerKit's, is not exact.

    PokerKit places odd chips its own way (DESIGN.md): it splits in chips of 1, gives a split's
    whole remainder to one winner, splits a pot won with both halves half by half, and merges
    pots that the same players contest, so any remainder anywhere may move a chip.
    """
    unit = hand.setup.chip_unit
    for pot in hand.results:
        if any(award.odd_chips for award in pot.awards):
            return "RULES 7 odd chip (TDA 20, per preset)"
        halves = {award.half for award in pot.awards}
        if "high" in halves and "low" in halves and pot.amount % (2 * unit):
            return "RULES 7 odd chip (TDA 20, per preset)"
        both = [award for award in pot.awards if award.low_hand is not None]
        if len(both) > 1 and pot.amount % (2 * len(both) * unit):
            return "RULES 7 odd chip (TDA 20, per preset)"
    return ""


def low_half_nobody_has(hand: Hand) -> str:
    """Hi/lo: a pot contested by several hands without a low while another hand has one
    (PokerKit still splits it and shares the low half among them; RULES 7: the high scoops)."""
    if hand.variant.split is not Split.HIGH_LOW8:
        return ""
    shown = [player for player, cards in hand.shown.items() if cards and player not in hand.mucked]
    if not any(hand.hand_values(player)[1] for player in shown):
        return ""
    for pot in hand.results:
        contenders = [player for player in pot.eligible if player in shown]
        if str(pot.note).startswith("No qualifying low") and len(contenders) > 1:
            return "RULES 7 low half of a pot nobody in it can win"
    return ""
