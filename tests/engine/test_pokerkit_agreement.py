"""Agreement with PokerKit, an independent implementation, where its rules agree with RULES.md.

Every game of the catalogue is played as random legal hands in both engines at once, with the
same cards (PokerKit deals them; the dealer's entries in ours follow). Compared:

- at every betting decision: who acts (stud: the bring-in by the lowest upcard, razz the
  highest, or when that player is all-in from the ante the next on his left with chips; from
  fourth street the highest showing hand, razz the lowest), the call amount, the bring-in
  amount, whether a bet, raise or completion is allowed, and its minimum and maximum;
- in draw games: who draws, in turn (the cards each player changes are then PokerKit's);
- the first player to show at a showdown that is not all-in (RULES 8);
- the finishing stacks, wherever no odd chip is involved.

PokerKit's states get our setup's forced bets and limits (antes, blinds, bring-in, small and
big bet or minimum bet); hands with odd seeds are played under the WSOP preset, the others under
TDA. Pot-limit hold'em and limit Omaha hi/lo have no PokerKit class: they are built from
PokerKit's own parts as PokerKit builds its games (its "fixed-limit Omaha hi/lo" class is
pot-limit: it plays our pot-limit Omaha hi/lo). The fixed-limit cap is given to PokerKit in its
own terms, each street carrying its number of bets and raises: RULES 3 counts the big blind as
the opening bet, PokerKit counts from the first voluntary bet, so its pre-flop street is given
one less; draw games have bet and four raises (RULES 6, RRoP).

Where PokerKit departs from RULES.md, the two may differ in these situations only (any other
difference fails, and each met is counted under a name citing its RULES.md clause); a bet or
raise that PokerKit refuses there is played as a call. A difference is known only where RULES.md
says the project differs: PokerKit's own choices that RULES.md shares (the cap kept heads-up,
no big bet on fourth street under TDA and WSOP) are compared like any other.

- Limit all-in short of a full bet (RULES 3: half a bet or more counts as a full raise, less
  lets the next players complete): PokerKit counts every all-in toward the cap, raises from the
  all-in amount and re-opens only when short all-ins add up to a full bet. From such an all-in
  to the end of its betting round, the raise range may differ.
- The cap lifted (RULES 3: TDA 48 and WSOP once the whole event is heads-up; RRoP with fewer
  than three players not all-in): PokerKit keeps it. A round at the cap may differ on whether
  a raise is allowed. (The hands here are played under TDA and WSOP, not event heads-up.)
- Stud fourth street with an open pair (RULES 5, RRoP preset only): PokerKit has no big bet
  there; the maximum may differ. (Not met under TDA and WSOP, played here.)
- No limit and pot limit, all-in short of a full bet or raise (RULES 3, TDA 47): PokerKit takes
  the first bet or raise of a round as a full one whatever its size, so such an all-in for less
  re-opens the betting to those who acted before it; and once short all-ins add up to a full
  raise it forgets them, so one more short all-in closes the betting again to a player facing
  a full raise. In these two situations, whether a raise is allowed may differ.
- Big blind posted all-in for less than the blind, in every structure (RULES 3, short big
  blind, RRoP: the players to act call the whole big blind, and raise as if it were posted;
  pot limit, TDA 2024 rule 54-B: the pre-flop pot is counted as if the full blinds were
  posted): PokerKit calls and raises from the largest blind posted, and counts the chips in. While nobody has put in the whole blind and two live players have
  chips, the call amount and the raise range may differ, and so would the chips put in: the
  hand is compared up to the first decision where they differ.
- Hi/lo, a pot whose contenders have no qualifying low while another player's hand has one:
  PokerKit still splits a low half off and shares it among them (RULES 7: the high scoops).
  Payouts of such hands are not compared.
- Stud, tied showing hands from fourth street (RULES 5, TDA 2024 RP-10-D and WSOP: the tied
  hand with the highest card by suit acts first): PokerKit takes the first by position, as
  RRoP does. The hand is compared up to that street.
- Pot limit pre-flop with a blind posted all-in for less (RULES 3, TDA 2024 rule 54-B: the
  pot is counted as if the full blinds were posted): PokerKit counts the chips in; the maximum
  may differ.
- Stud seventh street from a short deck (RULES 5: one community card): PokerKit deals every
  player a card, from the muck (folded upcards included) once the stub is out, and burns a
  card even when the stub holds just enough. Payouts of such hands are not compared.
- Odd chips (RULES 7, TDA 2024 rule 20, per preset: flop games left of the button; stud by
  the highest card of the five-card hand under TDA and WSOP, by the highest or lowest card of
  all under RRoP): PokerKit gives them its own way; payouts are compared only where no split
  leaves one (in whole chips of the chip unit, in our split or PokerKit's).

A harness step, not a difference: when everybody else is all-in, PokerKit still asks the big
blind (or the last player) to check; we ask nothing. The harness checks for PokerKit, after
making sure that check is all PokerKit allows.
"""

from __future__ import annotations

import random
import time
import warnings
from collections import Counter
from dataclasses import dataclass, field, replace

import pokerkit
import pytest
from pokerkit import games as pk_games

from dealer_app.engine.betting import Options
from dealer_app.engine.cards import DECK, Card, parse_known_cards
from dealer_app.engine.hand import (
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
    Need,
    Show,
)
from dealer_app.engine.rulesets import WSOP
from dealer_app.engine.variants import VARIANTS, Structure
from tests.engine.random_hands import random_action, random_setup
from tests.pokerkit_phh import cap_lifted, low_half_nobody_has, odd_chip, tie_by_position

AUTOMATIONS = (
    pokerkit.Automation.ANTE_POSTING,
    pokerkit.Automation.BET_COLLECTION,
    pokerkit.Automation.BLIND_OR_STRADDLE_POSTING,
    pokerkit.Automation.CARD_BURNING,
    pokerkit.Automation.HOLE_DEALING,
    pokerkit.Automation.HAND_KILLING,
    pokerkit.Automation.CHIPS_PUSHING,
    pokerkit.Automation.CHIPS_PULLING,
)


class _PotLimitTexasHoldem(
    pk_games.PotLimitPokerMixin, pk_games.TexasHoldemMixin, pk_games.UnfixedLimitHoldem
):
    """Pot-limit hold'em, from PokerKit's parts."""


class _FixedLimitOmahaHighLow(
    pk_games.FixedLimitPokerMixin, pk_games.OmahaHoldemMixin, pk_games.Holdem
):
    """Limit Omaha hi/lo, from PokerKit's parts: its class of that name is pot-limit."""

    hand_types = (pokerkit.OmahaHoldemHand, pokerkit.OmahaEightOrBetterLowHand)


GAMES: dict[str, type[pk_games.Poker]] = {
    "nlhe": pokerkit.NoLimitTexasHoldem,
    "plhe": _PotLimitTexasHoldem,
    "lhe": pokerkit.FixedLimitTexasHoldem,
    "plo": pokerkit.PotLimitOmahaHoldem,
    "plo8": pokerkit.FixedLimitOmahaHoldemHighLowSplitEightOrBetter,  # pot-limit in fact
    "lo8": _FixedLimitOmahaHighLow,
    "stud": pokerkit.FixedLimitSevenCardStud,
    "stud8": pokerkit.FixedLimitSevenCardStudHighLowSplitEightOrBetter,
    "razz": pokerkit.FixedLimitRazz,
    "27td": pokerkit.FixedLimitDeuceToSevenLowballTripleDraw,
    "27sd": pokerkit.NoLimitDeuceToSevenLowballSingleDraw,
}

# Fixed limit: raises allowed after the opening bet (RULES 3: a bet and three raises; RULES 6,
# draw games: a bet and four raises, RRoP). Written here, not read from our catalogue.
RAISES_ALLOWED = {"lhe": 3, "lo8": 3, "stud": 3, "stud8": 3, "razz": 3, "27td": 4}

# ------------------------------------------------------------------ PokerKit's side

_EVALUATIONS: dict[tuple[object, ...], pokerkit.Hand | None] = {}


def _remembered(hand_type: type[pokerkit.Hand]) -> type[pokerkit.Hand]:
    """PokerKit's hand type, remembering its evaluations during one hand: PokerKit evaluates
    every hand again for each player at the showdown, which took most of the time here."""

    def from_game(cls: object, hole_cards: object, board_cards: object = ()) -> pokerkit.Hand:
        key = (hand_type, tuple(hole_cards), tuple(board_cards))  # type: ignore[call-overload]
        if key not in _EVALUATIONS:
            try:
                _EVALUATIONS[key] = hand_type.from_game(key[1], key[2])
            except ValueError:
                _EVALUATIONS[key] = None
        hand = _EVALUATIONS[key]
        if hand is None:
            raise ValueError(f"No {hand_type.__name__} hand.")
        return hand

    return type(hand_type.__name__, (hand_type,), {"from_game": classmethod(from_game)})


def _remembering(game: type[pk_games.Poker]) -> type[pk_games.Poker]:
    hand_types = tuple(_remembered(hand_type) for hand_type in game.hand_types)
    return type(game.__name__, (game,), {"hand_types": hand_types})


_REMEMBERING = {key: _remembering(game) for key, game in GAMES.items()}


def their_state(setup: HandSetup) -> pokerkit.State:
    """PokerKit's state for our setup: the same stacks, forced bets and limits."""
    variant, count = setup.variant, setup.player_count
    blinds = setup.blinds or (0,) * count
    antes = setup.antes or (0,) * count
    if count == 2:  # ours list the big blind first heads-up; PokerKit swaps them itself
        blinds, antes = blinds[::-1], antes[::-1]
    cls = _REMEMBERING[variant.key]
    game: pk_games.Poker
    if variant.is_stud:
        game = cls(AUTOMATIONS, True, antes, setup.bring_in, setup.small_bet, setup.big_bet)  # type: ignore[call-arg]
    elif variant.is_limit:
        game = cls(AUTOMATIONS, True, antes, blinds, setup.small_bet, setup.big_bet)  # type: ignore[call-arg]
    elif variant.key == "plo8":  # a "fixed-limit" class: it takes a small and a big bet
        game = cls(AUTOMATIONS, True, antes, blinds, setup.min_bet, setup.min_bet)  # type: ignore[call-arg]
    else:
        game = cls(AUTOMATIONS, True, antes, blinds, setup.min_bet)  # type: ignore[call-arg]
    if variant.is_limit:
        # PokerKit counts bets and raises from the first voluntary one, each street carrying
        # its cap; RULES 3 counts the big blind as the opening bet.
        raises = RAISES_ALLOWED[variant.key]
        streets = []
        for index, street in enumerate(game.streets):
            cap = raises if index == 0 and any(setup.blinds) else 1 + raises
            streets.append(replace(street, max_completion_betting_or_raising_count=cap))
        game.streets = tuple(streets)
    return game(setup.starting_stacks, count)


def _text(pk_cards: object) -> str:
    return "".join(f"{card.rank}{card.suit}" for card in pk_cards)  # type: ignore[attr-defined]


def _ours(pk_cards: object) -> tuple[Card, ...]:
    return parse_known_cards(_text(pk_cards)) if _text(pk_cards) else ()


class Holdings:
    """The cards each player holds in PokerKit, in the order dealt, read from its operation log:
    PokerKit mucks the losing hands (and may run an all-in hand out to its end) before ours
    asks to show them."""

    def __init__(self, theirs: pokerkit.State) -> None:
        self.theirs = theirs
        self.read = 0
        self.cards: list[list[pokerkit.Card]] = [[] for _ in theirs.player_indices]

    def update(self) -> list[list[pokerkit.Card]]:
        operations = self.theirs.operations
        for operation in operations[self.read :]:
            if isinstance(operation, pokerkit.HoleDealing):
                self.cards[operation.player_index].extend(operation.cards)
            elif isinstance(operation, pokerkit.StandingPatOrDiscarding):
                for card in operation.cards:
                    self.cards[operation.player_index].remove(card)
        self.read = len(operations)
        return self.cards


# ------------------------------------------------------------------ the comparison


@dataclass
class Tally:
    """What was compared, and the known differences met."""

    hands: int = 0
    decisions: int = 0  # betting decisions: actor, call or bring-in amount compared
    raise_ranges: int = 0  # of those, whether a raise is allowed and its range, equal
    openers: int = 0  # first players to act on a street
    bring_ins: int = 0
    draws: int = 0
    first_showers: int = 0
    payouts: int = 0
    empty_checks: int = 0  # PokerKit's checks nobody could answer (the harness step)
    differences: Counter[str] = field(default_factory=Counter)  # decisions allowed to differ
    cut_short: Counter[str] = field(default_factory=Counter)  # hands compared up to a point
    payouts_skipped: Counter[str] = field(default_factory=Counter)


class Disagreement(AssertionError):
    """Ours and PokerKit differ where RULES.md and PokerKit agree: a bug in ours."""


class Duel:
    """One random hand played in both engines, compared step by step."""

    def __init__(self, seed: int, game: str, tally: Tally) -> None:
        self.seed, self.tally = seed, tally
        self.rng = random.Random(seed)
        setup = random_setup(self.rng, VARIANTS[game])
        if seed % 2:
            setup = replace(setup, ruleset=WSOP)
        self.hand = Hand(setup)
        saved = random.getstate()
        random.seed(seed)  # PokerKit shuffles its deck with the module's generator
        _EVALUATIONS.clear()
        try:
            self.theirs = their_state(setup)
        finally:
            random.setstate(saved)
        self.held = Holdings(self.theirs)
        self.street = -1
        # This betting round: who acted, and how ("full" or "short" bet or raise, "" else).
        self.round_log: list[tuple[int, str]] = []
        self.first_show = True
        self.cut_short = ""
        self.opened = -1
        self.payout_note = ""

    def check(self, agree: bool, what: str) -> None:
        if not agree:
            hand = self.hand
            raise Disagreement(
                f"seed {self.seed}, {hand.variant.key}: {what}; ours: {hand.need().text} "
                f"after {hand.actions}"
            )

    def play(self) -> Hand:
        hand, theirs = self.hand, self.theirs
        while not hand.finished:
            need = hand.need()
            if need.kind == "action":
                self.decide()
                if self.cut_short:
                    self.tally.cut_short[self.cut_short] += 1
                    return hand
                continue
            # PokerKit still asks for a check nobody could answer (all others all-in).
            while theirs.actor_index is not None and theirs.street_index < hand.street:
                self.check(
                    theirs.checking_or_calling_amount == 0
                    and not theirs.can_complete_bet_or_raise_to(),
                    "PokerKit has a decision where ours has none",
                )
                theirs.check_or_call()
                self.tally.empty_checks += 1
            if need.kind in ("board", "upcard") or hand.face_up:
                while theirs.can_show_or_muck_hole_cards():  # PokerKit's all-in run-out
                    theirs.show_or_muck_hole_cards(True)
            if need.kind == "board":
                self.deal_board(need)
            elif need.kind == "upcard":
                assert need.player is not None
                # PokerKit dealt the street already: two down cards, then the upcards.
                card = self.held.update()[need.player][2 + len(hand.upcards[need.player])]
                hand.apply(DealHole(need.player, _ours([card])))
            elif need.kind == "draw":
                self.draw(need)
            elif need.kind == "show":
                self.show(need)
            else:
                raise AssertionError(need)
        while theirs.status and theirs.can_show_or_muck_hole_cards():
            theirs.show_or_muck_hole_cards(True)
        self.check(not theirs.status, "PokerKit's hand is not over")
        self.tally.hands += 1
        self.compare_payouts()
        return hand

    def decide(self) -> None:
        hand, theirs, tally = self.hand, self.theirs, self.tally
        if hand.street != self.street:
            self.street, self.round_log = hand.street, []
        options = hand.options()
        tied = tie_by_position(hand) if hand.street != self.opened else None
        # The first by position opens, or the first with chips on his left (all-in).
        if tied is not None and theirs.actor_index == hand._find_actor(tied) != options.player:
            # RULES 5, TDA 2024 RP-10-D and WSOP: the highest card by suit opens; PokerKit
            # takes the first by position (RRoP's rule). The orders differ from here on.
            self.cut_short = "RULES 5 tied showing hands (TDA RP-10-D, WSOP)"
            return
        self.check(theirs.actor_index == options.player, f"PokerKit's actor {theirs.actor_index}")
        if hand.round.short_blind and not self.same_decision(options):
            self.cut_short = "RULES 3 big blind posted short (RRoP; pot limit TDA 54-B)"
            return
        if hand.street != self.opened:
            self.opened = hand.street  # the first to act on this street, compared just above
            tally.openers += 1
        tally.decisions += 1
        if options.bring_in is not None:
            bring_in = theirs.effective_bring_in_amount
            self.check(bring_in == options.bring_in, f"PokerKit's bring-in {bring_in}")
            tally.bring_ins += 1
        else:
            call = theirs.checking_or_calling_amount
            self.check(call == options.call_amount, f"PokerKit's call {call}")
        can_raise = theirs.can_complete_bet_or_raise_to()
        ours: tuple[object, ...] = (options.can_raise,)
        their: tuple[object, ...] = (can_raise,)
        if can_raise and options.can_raise:
            ours += (options.min_to, options.max_to)
            their += (
                theirs.min_completion_betting_or_raising_to_amount,
                theirs.max_completion_betting_or_raising_to_amount,
            )
        reason = ""
        if ours == their:
            tally.raise_ranges += 1
        else:
            reason = known_difference(hand, self.round_log, ours, their)
            self.check(bool(reason), f"PokerKit's raise (allowed, min, max) {their}")
            tally.differences[reason] += 1
        action = random_action(hand, self.rng)
        if isinstance(action, BetRaise) and not theirs.can_complete_bet_or_raise_to(action.to):
            self.check(bool(reason), f"PokerKit refuses {action}")
            action = CheckCall(options.player)  # a known difference: played as a call
        kind = ""
        if isinstance(action, BetRaise):  # a full bet or raise, or an all-in short of one
            rnd = hand.round
            full = (
                rnd.full_level + rnd.unit if hand.variant.is_limit else rnd.highest + rnd.increment
            )
            kind = "short" if action.to < full else "full"
        self.round_log.append((options.player, kind))
        hand.apply(action)
        if isinstance(action, Fold):
            theirs.fold()
        elif isinstance(action, CheckCall):
            theirs.check_or_call()
        elif isinstance(action, BringIn):
            theirs.post_bring_in()
        elif isinstance(action, BetRaise):
            theirs.complete_bet_or_raise_to(action.to)

    def same_decision(self, options: Options) -> bool:
        """PokerKit offers the same call, and the same raise range, as ours."""
        theirs = self.theirs
        if theirs.checking_or_calling_amount != options.call_amount:
            return False
        can_raise = theirs.can_complete_bet_or_raise_to()
        if can_raise != options.can_raise:
            return False
        return not can_raise or (
            theirs.min_completion_betting_or_raising_to_amount,
            theirs.max_completion_betting_or_raising_to_amount,
        ) == (options.min_to, options.max_to)

    def deal_board(self, need: Need) -> None:
        hand, theirs = self.hand, self.theirs
        if theirs.board_dealing_count == need.count:
            dealable = [
                card
                for card in theirs.get_dealable_cards(need.count, False)
                if _ours([card])[0] not in hand.cards_in_play
            ]
            cards = self.rng.sample(dealable, need.count)
            theirs.deal_board(cards)
            hand.apply(DealBoard(_ours(cards)))
            return
        # Stud, seventh street from a short deck: ours turns a community card, PokerKit dealt
        # every player a card (RULES 5); any card nobody holds will do.
        self.check(hand.variant.is_stud and hand.community_card, "PokerKit deals no board")
        self.payout_note = "RULES 5 seventh street from a short deck"
        held = self.held.update()
        shown = {card for player in hand.live_players for card in _ours(held[player][:2])}
        free = [card for card in DECK if card not in hand.cards_in_play and card not in shown]
        hand.apply(DealBoard((self.rng.choice(free),)))

    def draw(self, need: Need) -> None:
        hand, theirs, player = self.hand, self.theirs, need.player
        drawer = theirs.stand_patter_or_discarder_index
        self.check(drawer == player, f"PokerKit's drawer {drawer}")
        assert player is not None
        holding = list(theirs.hole_cards[player])
        thrown = self.rng.sample(holding, self.rng.randint(0, len(holding)))
        theirs.stand_pat_or_discard(thrown)
        hand.apply(Discard(player, (None,) * len(thrown)))
        self.tally.draws += 1

    def show(self, need: Need) -> None:
        hand, theirs, player = self.hand, self.theirs, need.player
        assert player is not None
        if self.first_show and not hand.face_up:
            first = theirs.showdown_index
            if hand.round.aggressor is None and first == tie_by_position(hand) != player:
                self.tally.differences["RULES 5 tied showing hands (TDA RP-10-D, WSOP)"] += 1
            else:
                self.check(first == player, f"PokerKit's first to show {first}")
                self.tally.first_showers += 1
        self.first_show = False
        if not hand.face_up and self.rng.random() < 0.2 and others_can_win(hand, player):
            hand.apply(Muck(player))
            theirs.show_or_muck_hole_cards(False, player)
            return
        cards = list(_ours(self.held.update()[player]))
        if hand.community_card:
            cards = cards[:2]  # the down cards: ours has no seventh-street card of its own
        own = set(hand.upcards[player])
        for index, card in enumerate(cards):
            if card in hand.cards_in_play and card not in own:
                # Stud: PokerKit dealt from the muck a card ours saw (a folded upcard).
                self.payout_note = "RULES 5 seventh street from a short deck (muck cards)"
                in_play = set(hand.cards_in_play) | set(cards)
                cards[index] = next(free for free in DECK if free not in in_play)
        hand.apply(Show(player, tuple(cards)))
        if theirs.can_show_or_muck_hole_cards(True, player):
            theirs.show_or_muck_hole_cards(True, player)

    def compare_payouts(self) -> None:
        hand, theirs, tally = self.hand, self.theirs, self.tally
        note = self.payout_note or odd_chip(hand) or low_half_nobody_has(hand)
        if note:
            tally.payouts_skipped[note] += 1
            return
        self.check(list(theirs.stacks) == hand.finishing_stacks, f"PokerKit pays {theirs.stacks}")
        tally.payouts += 1


def known_difference(
    hand: Hand,
    round_log: list[tuple[int, str]],
    ours: tuple[object, ...],
    their: tuple[object, ...],
) -> str:
    """Which known difference (module docstring) lets the raise ranges differ here, or ""."""
    variant, rnd, player = hand.variant, hand.round, hand.actor
    assert player is not None
    pot_limit = variant.structure is Structure.POT_LIMIT
    counted = pot_limit and hand.street == 0 and hand.counted_pot != hand.pot_total
    if counted and ours[:2] == their[:2]:
        # A blind posted all-in for less: we count the full blinds, PokerKit the chips in; only
        # the maximum may differ.
        return "RULES 3 pot limit counts the level's full blinds pre-flop (TDA 54-B)"
    if variant.is_limit:
        if any(kind == "short" for _, kind in round_log):
            return "RULES 3 limit all-in short of a full bet (half a bet re-opens)"
        if rnd.bet_count >= 1 + RAISES_ALLOWED[variant.key] and cap_lifted(hand):
            return "RULES 3 cap lifted (event heads-up TDA 48/WSOP, RRoP fewer than three)"
        open_pair = hand.setup.ruleset.open_pair_big_bet and hand.options().big_bet_allowed
        if ours[:2] == their[:2] and open_pair:
            return "RULES 5 open pair big bet (RRoP)"
        return ""
    acted = [index for index, (who, _) in enumerate(round_log) if who == player]
    since = [kind for _, kind in round_log[acted[-1] :]] if acted else []
    bets = [kind for _, kind in round_log if kind]
    if their == (True,) and bets[:1] == ["short"] and "short" in since:
        # PokerKit takes it as a full bet.
        return "RULES 3 no-limit first bet or raise all-in short (TDA 47)"
    if ours == (True,) and since.count("short") > 1:
        # PokerKit forgot those adding to a full raise.
        return "RULES 3 no-limit short all-ins adding up (TDA 47)"
    return ""


def others_can_win(hand: Hand, player: int) -> bool:
    """Someone else still holds a hand for every pot ``player`` is in: mucking cannot leave a
    pot without a hand to win it (ours gives such a pot to the last to muck; PokerKit fails)."""
    for pot in hand.pots():
        others = [other for other in pot.eligible if other != player]
        if player in pot.eligible and all(other in hand.mucked for other in others):
            return False
    return True


# ------------------------------------------------------------------ the tests


def play_both(seed: int, game: str, tally: Tally) -> Hand:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # PokerKit warns about the cards a dealer chooses
        return Duel(seed, game, tally).play()


def _play_many(game: str, seeds: range) -> Tally:
    tally = Tally()
    started = time.perf_counter()
    for seed in seeds:
        play_both(seed, game, tally)
    seconds = time.perf_counter() - started
    print(f"{game}: {seeds.stop - seeds.start} seeds in {seconds:.1f} s: {tally}")
    return tally


NORMAL_HANDS = 400
DEEP_HANDS = 3_000


@pytest.mark.parametrize("game", sorted(GAMES))
def test_legal_ranges_and_payouts_agree_with_pokerkit(game: str) -> None:
    tally = _play_many(game, range(NORMAL_HANDS))
    assert tally.hands > 0.9 * NORMAL_HANDS
    assert tally.raise_ranges > 0.9 * tally.decisions
    assert tally.payouts > 0.5 * tally.hands


@pytest.mark.deep
@pytest.mark.parametrize("game", sorted(GAMES))
def test_legal_ranges_and_payouts_agree_with_pokerkit_deep(game: str) -> None:
    tally = _play_many(game, range(NORMAL_HANDS, NORMAL_HANDS + DEEP_HANDS))
    assert tally.hands > 0.9 * DEEP_HANDS
    assert tally.raise_ranges > 0.9 * tally.decisions
    assert tally.payouts > 0.5 * tally.hands


@pytest.mark.parametrize(
    ("game", "seed"), [("nlhe", 801), ("plo", 801), ("nlhe", 1246), ("plo", 1246)]
)
def test_big_blind_check_nobody_can_answer(game: str, seed: int) -> None:
    """Seeds that stopped the harness: everybody else all-in pre-flop, PokerKit still asks the
    big blind to check before the flop."""
    tally = Tally()
    play_both(seed, game, tally)
    assert tally.empty_checks
