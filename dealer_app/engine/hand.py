"""One hand: its setup plus the list of actions; every figure is derived by replaying that list.

The dealer enters what happens (bets, the board, stud upcards, draws, the hands shown); forced
bets (antes, blinds) are part of the setup, and face-down cards the dealer does not see are
dealt implicitly as unknown. Each action is checked first: a refused action raises
:class:`IllegalAction` with a sentence for the dealer and changes nothing. Undo removes the last
action and replays the rest, so the state is always a function of ``setup`` and ``actions``.

>>> from dealer_app.engine.variants import VARIANTS
>>> setup = HandSetup(VARIANTS["plo"], (1000,) * 4, blinds=(10, 20, 0, 0), min_bet=20)
>>> hand = Hand(setup)
>>> hand.actor, hand.options().max_to
(2, 70)
>>> _ = hand.apply(BetRaise(2, 70))
>>> hand.actor, hand.options().max_to
(3, 240)
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar, Final, cast

from dealer_app.engine import evaluation
from dealer_app.engine.betting import NoRaise, Options, money_text, pot_limit_max_raise_to
from dealer_app.engine.cards import DECK, Card, CardsInPlay, cards_text
from dealer_app.engine.errors import IllegalAction
from dealer_app.engine.evaluation import HandValue
from dealer_app.engine.pots import Award, Half, Pot, PotResult, side_pots, split_amount
from dealer_app.engine.rulesets import TDA, RuleSet
from dealer_app.engine.variants import Split, Structure, Variant
from dealer_app.messages import QT_TRANSLATE_NOOP, Amount, Message, Word

# --------------------------------------------------------------------------------------------
# Setup


@dataclass(frozen=True, slots=True)
class HandSetup:
    """Everything fixed before the first action: the game, the stakes, the players' stacks.

    Players are listed in PHH order: ``p1`` is the first seat left of the button (stud: left of
    the dealer), the button is last. ``blinds`` is what each player owes as a blind or
    straddle (heads-up: ``p1`` is the big blind and the button posts the small blind); a player
    short of it posts all-in, and a big blind posted short is still the bet to call (RULES 4).
    ``dead_blinds`` is what each player posts dead into the pot (a missed small blind, RULES 4).
    ``level_blinds`` is the (small, big) blind of the level: pre-flop, pot limit counts the pot
    as if both had been posted in full, a dead or short blind notwithstanding (TDA 2024 rule
    54-B); empty, the setup's own blinds are the level's. ``event_heads_up``: the whole event
    is down to two players, which lifts the fixed-limit cap under TDA and WSOP (RULES 3).
    Amounts are integers in the table's smallest money unit; ``chip_unit`` is the smallest
    chip in play (splits are made in whole chips of it) and ``decimals`` only formats amounts.
    """

    variant: Variant
    starting_stacks: tuple[int, ...]
    blinds: tuple[int, ...] = ()
    antes: tuple[int, ...] = ()
    bring_in: int = 0
    small_bet: int = 0
    big_bet: int = 0
    min_bet: int = 0
    ruleset: RuleSet = TDA
    chip_unit: int = 1
    decimals: int = 0
    names: tuple[str, ...] = ()
    dead_blinds: tuple[int, ...] = ()
    level_blinds: tuple[int, ...] = ()
    event_heads_up: bool = False

    def __post_init__(self) -> None:
        count = len(self.starting_stacks)
        variant = self.variant
        if count < 2:
            raise IllegalAction(QT_TRANSLATE_NOOP("Messages", "A hand needs at least two players."))
        game = Word(variant.name)
        if count > variant.max_players:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages", "{game} is played by at most {count} players, not {players}."
                ),
                game=game, count=variant.max_players, players=count,
            )  # fmt: skip
        for keys, values in (
            (_BLINDS_REFUSED, self.blinds),
            (_ANTES_REFUSED, self.antes),
            (_DEAD_BLINDS_REFUSED, self.dead_blinds),
        ):
            if values and len(values) != count:
                raise IllegalAction(keys[0], count=count, given=len(values))
            if values and min(values) < 0:
                raise IllegalAction(keys[1])
        if self.level_blinds and (len(self.level_blinds) != 2 or min(self.level_blinds) < 0):
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages", "The level's blinds are a small and a big blind, not negative."
                )
            )
        if self.names and len(self.names) != count:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "There are {count} players but {given} names."),
                count=count, given=len(self.names),
            )  # fmt: skip
        if min(self.starting_stacks) <= 0:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages", "Every player in the hand needs chips: a stack is zero or less."
                )
            )
        if self.chip_unit <= 0:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "The chip unit must be a positive amount.")
            )
        if variant.is_limit:
            if not 0 < self.small_bet <= self.big_bet:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "A limit game needs a small bet and a big bet at least as large.",
                    )
                )
        elif self.min_bet <= 0:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages", "A no-limit or pot-limit game needs a minimum bet (the big blind)."
                )
            )
        if variant.uses_bring_in and self.bring_in <= 0:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "{game} needs a bring-in amount."), game=game
            )
        if variant.uses_bring_in and (any(self.blinds) or any(self.dead_blinds)):
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages", "{game} has no blinds: it uses antes and a bring-in."
                ),
                game=game,
            )

    @property
    def player_count(self) -> int:
        return len(self.starting_stacks)

    def name(self, player: int) -> str:
        return self.names[player] if self.names else f"p{player + 1}"

    def money(self, amount: int) -> str:
        """An amount as the dealer reads it (``15.50`` with two decimals)."""
        return money_text(amount, self.decimals)

    def amount(self, chips: int) -> Amount:
        """An amount as a message's value: each language writes it its own way."""
        return Amount(chips, self.decimals)


# A setup's forced bets listed wrong: (their number is not the players', one is negative).
_BLINDS_REFUSED = (
    QT_TRANSLATE_NOOP("Messages", "There are {count} players but {given} blinds."),
    QT_TRANSLATE_NOOP("Messages", "The blinds cannot be negative."),
)
_ANTES_REFUSED = (
    QT_TRANSLATE_NOOP("Messages", "There are {count} players but {given} antes."),
    QT_TRANSLATE_NOOP("Messages", "The antes cannot be negative."),
)
_DEAD_BLINDS_REFUSED = (
    QT_TRANSLATE_NOOP("Messages", "There are {count} players but {given} dead blinds."),
    QT_TRANSLATE_NOOP("Messages", "The dead blinds cannot be negative."),
)


@functools.cache
def _clockwise(count: int) -> tuple[tuple[int, ...], ...]:
    """For each player, every player in turn from that one, clockwise."""
    return tuple(tuple((start + step) % count for step in range(count)) for start in range(count))


def antes_are_dead(antes: Sequence[object]) -> bool:
    """Whether these antes are dead money in the main pot, which nobody matches: antes that are
    not all equal, a big-blind (or button) ante (TDA 2024). Equal antes are matched chips like
    any bet: a player short of the ante wins only what he matched (RULES 7).

    >>> antes_are_dead((5, 5, 5)), antes_are_dead((0, 20, 0)), antes_are_dead(())
    (False, True, False)
    """
    return len(set(antes)) > 1


def posted_markers(setup: HandSetup) -> dict[int, tuple[str, ...]]:
    """Button and blinds by player, as ``setup`` posts them: "button", "small blind",
    "big blind", "straddle".

    PHH order: the button is the last player (stud has none). The big blind is the first to
    post the largest blind (the bet to call, as the engine reads it); a smaller blind is a
    small blind; another as large is a straddle (or a post to enter).

    >>> from dealer_app.engine.variants import VARIANTS
    >>> nlhe, stud = VARIANTS["nlhe"], VARIANTS["stud"]
    >>> posted_markers(HandSetup(nlhe, (100, 100, 100), blinds=(1, 2, 0), min_bet=2))
    {2: ('button',), 0: ('small blind',), 1: ('big blind',)}
    >>> posted_markers(HandSetup(nlhe, (100, 100), blinds=(2, 1), min_bet=2))  # heads-up
    {1: ('button', 'small blind'), 0: ('big blind',)}
    >>> posted_markers(HandSetup(stud, (100, 100), antes=(1, 1), bring_in=2, small_bet=4, big_bet=8))
    {}
    """
    found: dict[int, list[str]] = {}
    if not setup.variant.is_stud:
        found[setup.player_count - 1] = ["button"]
    blinds = setup.blinds
    if any(blinds):
        top = max(blinds)
        big = blinds.index(top)
        for player, blind in enumerate(blinds):
            if blind:
                kind = (
                    "big blind" if player == big else "small blind" if blind < top else "straddle"
                )
                found.setdefault(player, []).append(kind)
    return {player: tuple(kinds) for player, kinds in found.items()}


@functools.cache
def _phh_names(count: int) -> tuple[str, ...]:
    """The players' names when the setup gives none: ``p1``, ``p2`` ... as in PHH."""
    return tuple(f"p{player + 1}" for player in range(count))


# --------------------------------------------------------------------------------------------
# Actions: what the dealer enters. Frozen, so a hand's list can be shared and compared.


@dataclass(frozen=True, slots=True)
class DealBoard:
    """Board cards turned: the flop's three, or the turn or the river."""

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class DealHole:
    """Cards dealt to one player on this street: all of them (``None`` for unseen down cards),
    or only the upcards; on a draw street, the replacements."""

    player: int
    cards: tuple[Card | None, ...]


@dataclass(frozen=True, slots=True)
class Fold:
    """The player folds."""

    player: int


@dataclass(frozen=True, slots=True)
class CheckCall:
    """The player checks, or calls (all-in for less when short)."""

    player: int


@dataclass(frozen=True, slots=True)
class BetRaise:
    """Bet, raise or complete, to a total of ``to`` for this round (bet-to)."""

    player: int
    to: int


@dataclass(frozen=True, slots=True)
class BringIn:
    """Stud: the player posts the bring-in."""

    player: int


@dataclass(frozen=True, slots=True)
class Discard:
    """A draw: the cards thrown away (``None`` for unseen ones); none at all stands pat."""

    player: int
    cards: tuple[Card | None, ...]


@dataclass(frozen=True, slots=True)
class Show:
    """Show at showdown: every hole card, or (stud) only the down cards; ``()`` shows the
    cards already known; unseen cards (``None``) count as not shown."""

    player: int
    cards: tuple[Card | None, ...] = ()


@dataclass(frozen=True, slots=True)
class Muck:
    """At showdown, the player throws his hand away unshown."""

    player: int


Action = DealBoard | DealHole | Fold | CheckCall | BetRaise | BringIn | Discard | Show | Muck


class Phase(StrEnum):
    DEAL = "deal"  # waiting for the board or stud upcards
    DRAW = "draw"  # players change cards
    BET = "bet"
    SHOWDOWN = "showdown"
    OVER = "over"


# Python 3.11 reads an Enum member through the metaclass's __getattr__ hook, about 0.1 µs a time;
# the hand's code runs for every action, so it compares against these plain names instead.
_DEAL, _DRAW, _BET, _SHOWDOWN, _OVER = (
    Phase.DEAL,
    Phase.DRAW,
    Phase.BET,
    Phase.SHOWDOWN,
    Phase.OVER,
)
_POT_LIMIT = Structure.POT_LIMIT
_HIGH, _HIGH_LOW8, _ACE_TO_FIVE, _DEUCE_TO_SEVEN = (
    Split.HIGH,
    Split.HIGH_LOW8,
    Split.ACE_TO_FIVE,
    Split.DEUCE_TO_SEVEN,
)


@dataclass(frozen=True, slots=True)
class Need:
    """What the dealer must enter next, and the message that says it."""

    kind: str  # "action", "board", "upcard", "draw", "show", "none"
    player: int | None
    count: int
    message: Message

    @property
    def text(self) -> str:
        """The message in English."""
        return str(self.message)


# Where a card in play is (``CardsInPlay``): "K♦ is already on the board."
ON_THE_BOARD: Final = Message(QT_TRANSLATE_NOOP("Messages", "on the board"))
IN_HAND: Final = QT_TRANSLATE_NOOP("Messages", "in {player}'s hand")
AMONG_UPCARDS: Final = QT_TRANSLATE_NOOP("Messages", "among {player}'s upcards")
AMONG_DISCARDS: Final = QT_TRANSLATE_NOOP("Messages", "among {player}'s discards")

# Why a pot went as it did (``PotResult.note``).
EVERYBODY_FOLDED: Final = Message(QT_TRANSLATE_NOOP("Messages", "Everybody else folded."))
UNKNOWN_HANDS_SPLIT: Final = Message(
    QT_TRANSLATE_NOOP(
        "Messages", "The hands shown are not known: the pot is split among them."
    )
)  # fmt: skip
EVERYBODY_MUCKED: Final = Message(
    QT_TRANSLATE_NOOP("Messages", "Everybody in this pot mucked: the last to muck wins it.")
)
NOBODY_ELSE: Final = Message(QT_TRANSLATE_NOOP("Messages", "Nobody else could win this pot."))
OTHERS_MUCKED: Final = Message(
    QT_TRANSLATE_NOOP("Messages", "The other players mucked or did not show.")
)
NO_QUALIFYING_LOW: Final = Message(
    QT_TRANSLATE_NOOP("Messages", "No qualifying low: the high hand takes the whole pot.")
)

# Why an odd chip goes to a player (``Award.odd_chip_reason``, RULES 7).
FIRST_LEFT_OF_BUTTON: Final = Message(QT_TRANSLATE_NOOP("Messages", "first left of the button"))
HIGHEST_BY_SUIT: Final = QT_TRANSLATE_NOOP("Messages", "highest card by suit ({card})")
LOWEST_BY_SUIT: Final = QT_TRANSLATE_NOOP("Messages", "lowest card by suit ({card})")

# Refusals said in several places; ``{need}`` is what the dealer must enter instead.
NO_BETTING_NOW: Final = QT_TRANSLATE_NOOP("Messages", "No betting now: {need}")
NOT_THE_SHOWDOWN: Final = QT_TRANSLATE_NOOP("Messages", "This is not the showdown: {need}")
HAS_FOLDED: Final = QT_TRANSLATE_NOOP("Messages", "{player} has folded.")
# Why the player to act may not bet or raise: the reason after "Anna cannot raise:".
_NO_RAISE_REASONS: Final = {
    NoRaise.CAPPED: QT_TRANSLATE_NOOP(
        "Messages", "the betting is capped: {player} may only call or fold."
    ),
    NoRaise.NOT_REOPENED: QT_TRANSLATE_NOOP(
        "Messages", "the short all-in did not re-open the betting: {player} may only call or fold."
    ),
    NoRaise.CANNOT_COVER: QT_TRANSLATE_NOOP(
        "Messages", "{player} has no chips left beyond a call."
    ),
    NoRaise.NOBODY_TO_RAISE: QT_TRANSLATE_NOOP(
        "Messages", "every other player is all-in: call or fold."
    ),
}


@dataclass(slots=True)
class _Round:
    """The betting round in progress (RULES 3)."""

    acted: list[bool]  # per player: has acted this round
    acted_level: list[int]  # per player: the highest bet-to when they last acted
    highest: int = 0
    increment: int = 0  # no/pot limit: the size of the last full bet or raise
    full_level: int = 0  # limit: the bet-to of the last full (or counted) bet or raise
    unit: int = 0  # limit: the bet of this round
    bet_count: int = 0  # limit: the bet plus the raises counted toward the cap
    capped_multiway: bool = False  # RRoP: the cap was reached by three or more with chips
    aggressor: int | None = None
    bring_in_due: bool = False  # stud third street: the bring-in has not been posted
    open_pair: bool = False  # stud fourth street: the big bet may be chosen
    # Pre-flop, the big blind posted all-in for less: the whole blind is still the bet to call
    # (``highest``) while nobody has put it in and two live players have chips (RULES 4).
    short_blind: bool = False


def _low_order(card: Card) -> int:
    """A card's place in a low (razz, the low half): by rank with the ace lowest, then by suit
    clubs, diamonds, hearts, spades."""
    return (int(card) + 4) % 52


# --------------------------------------------------------------------------------------------


class Hand:
    """One hand in progress or finished; see the module docstring."""

    def __init__(self, setup: HandSetup, actions: Iterable[Action] = ()) -> None:
        self.setup = setup
        self.variant = setup.variant
        self._reset()
        for action in actions:
            self.apply(action)

    # ---------------------------------------------------------------- state from the setup

    def _reset(self) -> None:
        setup = self.setup
        count = self.count = len(setup.starting_stacks)
        self._names = setup.names or _phh_names(count)
        self._clockwise = _clockwise(count)
        self.actions: list[Action] = []
        self.stacks = list(setup.starting_stacks)
        self.bets = [0] * count
        self.committed = [0] * count
        self.dead_antes = 0  # a big-blind (or button) ante: in the main pot, nobody matches it
        self.folded = [False] * count
        self.hole: list[list[Card | None]] = [[] for _ in range(count)]
        self.upcards: list[list[Card]] = [[] for _ in range(count)]
        # Stud: the strength of each player's upcards (razz: higher is lower), kept as they come
        # from fourth street on (third street's order is the bring-in's, by one card).
        self._showing = [0] * count
        razz = self.variant.split is _ACE_TO_FIVE
        self._showing_of = evaluation.showing_low if razz else evaluation.showing_high
        self.board: list[Card] = []
        self.cards_in_play = CardsInPlay()
        self.returned: list[tuple[int, int]] = []  # uncalled bets given back: (player, amount)
        self.street = 0
        self.phase = _DEAL
        self.actor: int | None = None
        self.round = _Round([], [])
        self.dealt_count = 0  # cards dealt to players (unknown ones included) and the board
        self.burns = 0
        self.community_card = False  # stud seventh street from a short deck (RULES 5)
        self.dealt_this_street: set[int] = set()  # players given their cards this street
        self.drawer: int | None = None
        self.discards: dict[int, int] = {}  # this draw: player -> number of cards changed
        # Down cards the engine dealt each player on its own (a draw's replacements, a stud
        # seventh street) that no deal has named yet: when nobody can bet, the hand moves on
        # at once, and a file names them later (PHH deals a draw's once everybody has drawn).
        self.unnamed_down_cards = [0] * count
        # Stud, from a file: upcards it does not say (``d dh p1 ??????``); the bet order that
        # depends on them is then the file's word (the first to act in the round opens it).
        self.unknown_upcards = [False] * count
        self.opener_from_file = False
        self._draw_order: list[int] = []
        self.shown: dict[int, tuple[Card, ...] | None] = {}  # None: shown unseen (????)
        self.showdown_done: set[int] = set()  # players who showed or mucked at the showdown
        self.mucked: list[int] = []  # in the order they mucked (RULES 8: the last may win)
        self.showdown_order: list[int] = []
        self._showdown_pots: list[Pot] = []
        self.face_up = False  # all-in: every hand is turned face up
        self.shower: int | None = None
        self.results: list[PotResult] = []
        self.finishing_stacks: list[int] | None = None
        self._values: dict[int, tuple[HandValue | None, HandValue | None]] = {}
        # The same as strengths (None: no such hand), to compare at C speed when awarding.
        self._strengths: dict[int, tuple[int | None, int | None]] = {}
        self._post_forced_bets()
        self._start_street()
        self._advance()

    def _post_forced_bets(self) -> None:
        setup = self.setup
        count = self.count
        antes = setup.antes or (0,) * count
        blinds = setup.blinds or (0,) * count
        # A big-blind ante (one player antes for all) is taken after the blind under TDA 2024.
        blind_first = setup.ruleset.big_blind_before_ante and count - antes.count(0) == 1
        dead = antes_are_dead(antes)  # a big-blind ante: the big blind wins only his blind
        stacks, bets, committed = self.stacks, self.bets, self.committed
        dead_blinds = setup.dead_blinds
        forced = zip(antes, blinds, setup.starting_stacks, strict=True)
        for player, (ante, blind, stack) in enumerate(forced):
            if blind_first and blind:
                blind = min(blind, stack)
                ante = min(ante, stack - blind)
            else:
                ante = min(ante, stack)
                blind = min(blind, stack - ante)
            stacks[player] = stack - ante - blind
            if dead_blinds and dead_blinds[player]:
                # A missed small blind posted dead: in the main pot, nobody matches it.
                posted_dead = min(dead_blinds[player], stacks[player])
                stacks[player] -= posted_dead
                self.dead_antes += posted_dead
            if dead:
                self.dead_antes += ante
                committed[player] = blind
            else:
                committed[player] = ante + blind
            bets[player] = blind
        self._blinds_not_posted = self._blinds_missing_from_the_count(blinds) if any(blinds) else 0

    def _blinds_missing_from_the_count(self, blinds: Sequence[int]) -> int:
        """Pre-flop pot limit (TDA 2024 rule 54-B): the chips the level's full blinds would
        have added to the pot, a dead small blind or a blind posted all-in for less."""
        if self.variant.structure is not _POT_LIMIT:
            return 0
        bets = self.bets
        missing = sum(blinds) - sum(bets)  # the blinds posted all-in for less
        level = self.setup.level_blinds
        if level:
            top = max(blinds)
            big_blind = blinds.index(top)
            small_blind = (big_blind - 1) % self.count  # heads-up: the button, listed last
            missing += max(0, level[1] - top)
            if small_blind != big_blind:
                missing += max(0, level[0] - blinds[small_blind])
        return missing

    # ---------------------------------------------------------------- queries

    @property
    def current_street(self) -> str:
        streets = self.variant.streets
        if self.phase is _SHOWDOWN:
            return "Showdown"
        if self.phase is _OVER:
            return "Hand over"
        return streets[min(self.street, len(streets) - 1)].name

    @property
    def finished(self) -> bool:
        return self.phase is _OVER

    def name(self, player: int) -> str:
        return self._names[player]

    def live(self, player: int) -> bool:
        """Still in the hand: not folded."""
        return not self.folded[player]

    def all_in(self, player: int) -> bool:
        return not self.folded[player] and self.stacks[player] == 0

    @property
    def live_players(self) -> list[int]:
        return [player for player, out in enumerate(self.folded) if not out]

    @property
    def betting_over(self) -> bool:
        """No more betting is possible this hand: at most one live player still has chips."""
        if self.phase is _BET and self.actor is not None:
            return False
        return sum(1 for p, out in enumerate(self.folded) if not out and self.stacks[p] > 0) <= 1

    @property
    def pot_total(self) -> int:
        """Every chip in the middle, this round's bets included."""
        return sum(self.committed) + self.dead_antes

    @property
    def counted_pot(self) -> int:
        """The pot that sizes a pot-limit bet: every chip in the middle, and pre-flop the
        level's full blinds even when one is dead or posted short (TDA 2024 rule 54-B)."""
        if self.street == 0:
            return sum(self.committed) + self.dead_antes + self._blinds_not_posted
        return sum(self.committed) + self.dead_antes

    def pots(self) -> list[Pot]:
        """The main pot and the side pots as they stand (this round's bets included)."""
        return side_pots(self.committed, self.folded, self.dead_antes)

    @property
    def one_pot(self) -> bool:
        """Nobody is all-in: every live player can win every chip in the middle, so the
        middle is one pot (:attr:`pot_total`); otherwise the main pot and the side pots
        (:meth:`pots`) say who can win what (RULES 7)."""
        return not any(self.all_in(player) for player in range(self.count))

    def puts_all_in(self, action: Action) -> bool:
        """Whether ``action`` of the player to act puts his last chip in: a call for his
        whole stack (or for less), a bet or raise to everything he has, a bring-in he can
        only just post. False for any other action and when nobody is betting.

        >>> from dealer_app.engine.variants import VARIANTS
        >>> hand = Hand(HandSetup(VARIANTS["nlhe"], (100, 40, 100), blinds=(1, 2, 0), min_bet=2))
        >>> _ = hand.apply(BetRaise(2, 40))
        >>> hand.puts_all_in(CheckCall(0)), hand.puts_all_in(BetRaise(0, 100))
        (False, True)
        >>> _ = hand.apply(CheckCall(0))
        >>> hand.puts_all_in(CheckCall(1))
        True
        """
        if not isinstance(action, CheckCall | BetRaise | BringIn):
            return False
        if self.phase is not _BET or self.actor is None or action.player != self.actor:
            return False
        options = self.options()
        if isinstance(action, CheckCall):
            return options.is_all_in_call
        if isinstance(action, BetRaise):
            return action.to == options.all_in_to
        return options.bring_in is not None and options.bring_in >= self.stacks[action.player]

    @property
    def stub_count(self) -> int:
        """Cards left in the stub (RULES 6: short for a draw means reshuffling the discards)."""
        return 52 - self.dealt_count - self.burns

    def can(self, action: Action) -> bool:
        """Whether the rules accept ``action`` now (the window enables buttons with this)."""
        try:
            self.verify(action)
        except IllegalAction:
            return False
        return True

    def verify(self, action: Action) -> None:
        """Raise :class:`IllegalAction` with the dealer's sentence if ``action`` is refused."""
        self._VERIFY[type(action)](self, action)

    # ---------------------------------------------------------------- applying and undoing

    def apply(self, action: Action) -> Action:
        """Check the action, then apply it; on refusal nothing changes."""
        kind = type(action)
        try:
            verify = self._VERIFY[kind]
        except KeyError:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "Unknown action {action}."), action=repr(action)
            ) from None
        if self.opener_from_file and self.phase is _BET:
            self._verify_opener_from_file(action, verify)
        else:
            verify(self, action)
        self._DO[kind](self, action)
        self.actions.append(action)
        if self.actor is None or self.phase is not _BET:
            self._advance()  # else the betting round goes on: nothing else can change
        return action

    def undo(self) -> Action:
        """Remove the last action and replay the others."""
        if not self.actions:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages", "Nothing to undo: no action has been entered in this hand."
                )
            )
        actions = self.actions[:-1]
        last = self.actions[-1]
        self._reset()
        for action in actions:
            self.apply(action)
        return last

    def replayed(self) -> Hand:
        """A fresh hand from the same setup and actions (equal state, by construction)."""
        return Hand(self.setup, self.actions)

    # ---------------------------------------------------------------- the flow of a hand

    def _advance(self) -> None:
        streets = self.variant.streets
        while True:
            phase = self.phase
            if phase is _BET:
                if self.actor is not None:
                    return
                self._end_round()
                if self.folded.count(False) == 1:
                    self._finish_by_folds()
                    return
                self.street += 1
                if self.street == len(streets):
                    self._start_showdown()
                else:
                    self._start_street()
            elif phase is _DEAL:
                street = streets[self.street]
                if street.up:
                    # Stud: every live player gets this street's upcards, each in one entry.
                    if len(self.dealt_this_street) < self.folded.count(False):
                        return
                elif len(self.board) < self._board_target():
                    return
                if street.draw:
                    self._start_draw()
                else:
                    self._start_betting()
            elif phase is _DRAW:
                if self.drawer is not None:
                    return
                self._start_betting()
            elif phase is _SHOWDOWN:
                self.shower = self._next_shower()
                if self.shower is not None:
                    return
                self._finish()
                return
            else:
                return

    def _start_street(self) -> None:
        street = self.variant.streets[self.street]
        self.phase = _DEAL
        self.dealt_this_street = set()
        self.actor = None
        live = [player for player, out in enumerate(self.folded) if not out]
        needed = street.board + (street.down + street.up) * len(live)
        stub = 52 - self.dealt_count - self.burns  # the stub_count
        stud_down_street = self.variant.is_stud and street.down and not street.up
        if stud_down_street and stub < len(live):
            # Seventh street from a short deck: one card turned for everybody (RULES 5).
            self.community_card = True
            self.burns += 1 if stub > 1 else 0
            return
        if self.street > 0 and stub > needed:
            self.burns += 1  # a card is burned before each later street, while the stub allows
        if street.down:
            for player in live:
                self.hole[player].extend([None] * street.down)
                if not street.up:
                    self.unnamed_down_cards[player] = street.down
            self.dealt_count += street.down * len(live)

    def _board_target(self) -> int:
        return self.variant.board_through[self.street] + (1 if self.community_card else 0)

    def _upcard_target(self) -> int:
        return self.variant.upcards_through[self.street]

    def _start_draw(self) -> None:
        self.phase = _DRAW
        self.discards = {}
        self._draw_order = self.live_players
        self.burns += 1
        self.drawer = self._draw_order[0] if self._draw_order else None

    def _start_betting(self) -> None:
        setup, variant = self.setup, self.variant
        street = variant.streets[self.street]
        self.phase = _BET
        count = self.count
        rnd = _Round([False] * count, [0] * count)
        self.round = rnd
        rnd.highest = max(self.bets)
        start = 0
        if variant.is_limit:
            rnd.unit = setup.big_bet if street.big_bet else setup.small_bet
        else:
            rnd.increment = setup.min_bet
        if self.street == 0 and variant.uses_blinds and any(setup.blinds):
            blinds = setup.blinds
            top = max(blinds)
            # The first to post the top amount is the big blind (or the straddler); a new
            # player's post to enter equals it but sits later, and does not move the action.
            big_blind = blinds.index(top)
            start = big_blind + 1
            rnd.full_level = top  # the big blind counts as the opening bet (RULES 3)
            rnd.bet_count = 1
            rnd.increment = max(setup.min_bet, top)
            if top > rnd.highest:
                # The big blind posted all-in for less (RULES 4): the others still call the
                # whole blind and raise from it (RRoP); what nobody matches goes back.
                rnd.highest = top
                rnd.short_blind = True
                self._match_the_short_blind()
        elif variant.is_stud:
            if self.street == 0:
                start = self._bring_in_player()
                rnd.bring_in_due = True
            else:
                start = self._best_showing()
                rnd.open_pair = (
                    self.street == 1
                    and variant.split is _HIGH
                    and setup.ruleset.open_pair_big_bet
                    and any(self._shows_pair(player) for player in self.live_players)
                )
        # The order depends on upcards nobody said: the file's first bettor opens the round.
        self.opener_from_file = variant.is_stud and any(
            self.unknown_upcards[player] for player in self.live_players
        )
        if rnd.bring_in_due:
            # The bring-in opens third street, which is never checked: a bring-in card all-in
            # from the ante passes the duty to the next player on his left with chips. With
            # nobody else to answer it, there is no betting, as when everybody is all-in.
            folded, stacks = self.folded, self.stacks
            with_chips = [p for p in self._clockwise[start] if not folded[p] and stacks[p]]
            if len(with_chips) > 1:
                self.actor = with_chips[0]
            else:
                rnd.bring_in_due = False
                self.actor = None
        else:
            self.actor = self._find_actor(start)

    def _match_the_short_blind(self) -> None:
        """A short big blind is an ordinary bet once somebody puts in the whole blind; and
        once at most one live player has chips, he need only match the largest all-in (the
        largest bet in): the rest would only come back to him as an uncalled bet."""
        rnd, stacks, folded = self.round, self.stacks, self.folded
        largest = max(self.bets)
        if largest >= rnd.highest:
            rnd.short_blind = False
        elif sum(1 for player, out in enumerate(folded) if not out and stacks[player]) <= 1:
            rnd.highest = largest
            rnd.short_blind = False

    def _find_actor(self, start: int) -> int | None:
        """The next player, from ``start`` clockwise, who still has a decision this round."""
        folded, stacks, bets = self.folded, self.stacks, self.bets
        rnd = self.round
        highest, acted = rnd.highest, rnd.acted
        for player in self._clockwise[start % self.count]:
            if folded[player] or not stacks[player]:
                continue
            if bets[player] < highest:
                return player
            if not acted[player] and self._others_can_respond(player):
                return player
        return None

    def _end_round(self) -> None:
        bets = self.bets
        top = max(bets)
        if top:
            leader = bets.index(top)
            second = sorted(bets)[-2]  # the most anybody else put in
            excess = top - second
            if excess:
                # Uncalled: the part nobody matched goes back to its owner (RULES 3).
                self.stacks[leader] += excess
                self.committed[leader] -= excess
                self.returned.append((leader, excess))
        self.bets = [0] * self.count
        self.actor = None

    # ---------------------------------------------------------------- stud helpers

    def _bring_in_player(self) -> int:
        """Lowest upcard brings in, ties by suit clubs first; razz: the highest, ace low."""
        upcards, live = self.upcards, self.live_players
        known = [player for player in live if upcards[player]]
        if not known:  # a file's ?????? for everybody: its first bettor opens (RULES 5)
            return live[0]
        live = known
        if self.variant.split is _ACE_TO_FIVE:
            return max(live, key=lambda player: _low_order(upcards[player][0]))
        return min(live, key=lambda player: upcards[player][0])

    def _best_showing(self) -> int:
        """Highest showing hand (razz: lowest); ties per preset (RULES 5): the highest card by
        suit (TDA 2024 RP-10-D, WSOP; razz too, ace low), or the first from the dealer's left
        (RRoP)."""
        folded, showing = self.folded, self._showing
        best = -1
        tied = False
        for player in range(self.count):
            if folded[player]:
                continue
            if best < 0 or showing[player] > showing[best]:
                best, tied = player, False  # strictly better: the first from the left keeps a tie
            elif showing[player] == showing[best]:
                tied = True
        if not tied or self.setup.ruleset.stud_showing_ties == "position":
            return best
        top = showing[best]
        razz = self.variant.split is _ACE_TO_FIVE
        upcards = self.upcards

        def highest_card(player: int) -> int:
            # Cards count up by rank then suit; razz moves the aces below the deuces.
            return max(_low_order(card) if razz else int(card) for card in upcards[player])

        tied_players = [p for p in range(self.count) if not folded[p] and showing[p] == top]
        return max(tied_players, key=highest_card)

    def _shows_pair(self, player: int) -> bool:
        ranks = [card.rank for card in self.upcards[player]]
        return len(set(ranks)) < len(ranks)

    # ---------------------------------------------------------------- options

    def options(self) -> Options:
        """The legal options of the player to act (RULES 3)."""
        player = self.actor
        if player is None or self.phase is not _BET:
            raise IllegalAction(self.need().message)
        setup, rnd = self.setup, self.round
        stack, bet = self.stacks[player], self.bets[player]
        to_call = rnd.highest - bet
        call_amount = min(to_call, stack)
        all_in_to = bet + stack
        is_bet = rnd.highest == 0 or (rnd.bring_in_due or self._only_bring_in())
        min_to, max_to, no_raise, big_bet_allowed = self._raise_range(player)
        if rnd.bring_in_due:
            bring_in = min(setup.bring_in, stack)
            return Options(
                player=player,
                can_check=False,
                to_call=0,
                call_amount=0,
                can_raise=min_to is not None,
                is_bet=True,
                min_to=min_to,
                max_to=max_to,
                all_in_to=all_in_to,
                no_raise=no_raise,
                fixed=True,
                bring_in=bring_in,
                is_completion=True,
            )
        half_pot_to = pot_to = None
        if max_to is not None and setup.variant.is_pot_limit:
            pot_to = max_to  # "Pot": the pot-limit maximum (RULES 3), the all-in when less
        if min_to is not None and max_to is not None and not setup.variant.is_limit:
            # Call first, then raise by half the pot, in whole chips (RULES 3 terms).
            half = rnd.highest + (self.counted_pot + to_call) // 2
            half -= half % setup.chip_unit
            half_pot_to = max(min_to, min(max_to, half))
        return Options(
            player=player,
            can_check=to_call == 0,
            to_call=to_call,
            call_amount=call_amount,
            can_raise=min_to is not None,
            is_bet=is_bet,
            min_to=min_to,
            max_to=max_to,
            all_in_to=all_in_to,
            no_raise=no_raise,
            fixed=setup.variant.is_limit,
            is_completion=self._only_bring_in(),
            big_bet_allowed=big_bet_allowed,
            half_pot_to=half_pot_to,
            pot_to=pot_to,
            is_all_in_call=to_call > 0 and call_amount == stack,
        )

    def _raise_range(self, player: int) -> tuple[int | None, int | None, NoRaise | None, bool]:
        """The smallest and largest bet-to of ``player`` (None: why not), and whether the big
        bet may open (stud fourth street with an open pair)."""
        setup, rnd = self.setup, self.round
        bet = self.bets[player]
        all_in_to = bet + self.stacks[player]
        no_raise: NoRaise | None = None
        min_to: int | None = None
        max_to: int | None = None
        big_bet_allowed = False
        if all_in_to <= rnd.highest:
            no_raise = NoRaise.CANNOT_COVER
        elif not self._raise_could_be_called(player):
            no_raise = NoRaise.NOBODY_TO_RAISE
        elif setup.variant.is_limit:
            # A player who acted may raise again only after a full bet or raise since.
            if rnd.acted[player] and rnd.full_level <= rnd.acted_level[player]:
                no_raise = NoRaise.NOT_REOPENED
            elif self._capped():
                no_raise = NoRaise.CAPPED
            else:
                min_to = rnd.full_level + rnd.unit
                max_to = min_to
                if rnd.open_pair and rnd.unit == setup.small_bet:
                    max_to = rnd.full_level + setup.big_bet
                    big_bet_allowed = True
                min_to, max_to = min(min_to, all_in_to), min(max_to, all_in_to)
        else:
            if rnd.acted[player] and rnd.highest - rnd.acted_level[player] < rnd.increment:
                no_raise = NoRaise.NOT_REOPENED
            else:
                min_to = rnd.highest + rnd.increment
                if setup.variant.structure is _POT_LIMIT:
                    pot_to = pot_limit_max_raise_to(
                        highest=rnd.highest, pot=self.counted_pot, to_call=rnd.highest - bet
                    )
                    max_to = max(pot_to, min_to)  # a minimum bet is allowed in a tiny pot
                else:
                    max_to = all_in_to
                min_to, max_to = min(min_to, all_in_to), min(max_to, all_in_to)
        return min_to, max_to, no_raise, big_bet_allowed

    def _only_bring_in(self) -> bool:
        """Stud: the bring-in is the only chip bet so far, so a bet completes it."""
        rnd = self.round
        return self.variant.is_stud and self.street == 0 and rnd.bet_count == 0 and rnd.highest > 0

    def _raise_could_be_called(self, player: int) -> bool:
        """Someone else could still put in more than the highest bet (else raising is moot)."""
        folded, stacks, bets, highest = self.folded, self.stacks, self.bets, self.round.highest
        for other in range(self.count):
            if other != player and not folded[other] and stacks[other] + bets[other] > highest:
                return True
        return False

    def _others_can_respond(self, player: int) -> bool:
        folded, stacks = self.folded, self.stacks
        for other in range(self.count):
            if other != player and not folded[other] and stacks[other]:
                return True
        return False

    def _capped(self) -> bool:
        """RULES 3: a bet and three raises (draw: four), lifted per preset."""
        rnd = self.round
        if rnd.bet_count < 1 + self.variant.max_raises:
            return False
        setup = self.setup
        if setup.ruleset.limit_cap_lifted == "event heads-up":
            return not setup.event_heads_up  # TDA 2024 rule 48, WSOP
        return rnd.capped_multiway  # RRoP: capped only among three or more with chips

    # ---------------------------------------------------------------- what the dealer must do

    def need(self) -> Need:
        """What the dealer must enter next, with the sentence the window shows."""
        phase = self.phase
        if phase is _BET and self.actor is not None:
            return Need(
                "action",
                self.actor,
                0,
                Message(
                    QT_TRANSLATE_NOOP("Messages", "{player} to act."), player=self.name(self.actor)
                ),
            )
        if phase is _DEAL:
            missing = self._board_target() - len(self.board)
            street = self.variant.streets[self.street]
            if missing > 0:
                if self.community_card:  # stud's seventh street: one card, turned for all
                    said = Message(
                        QT_TRANSLATE_NOOP(
                            "Messages", "Deal the community card (the deck is short): 1 card."
                        )
                    )
                else:
                    said = Message(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "Deal the {street}: {count} cards.",
                            "Deal the {street}: {count} card.",
                            1,
                        ),
                        one="Deal the {street}: {count} card.",
                        street=Word(street.name, lower=True),
                        count=missing,
                    )
                return Need("board", None, missing, said)
            target = self._upcard_target()
            for player in self.live_players:
                if len(self.upcards[player]) < target:
                    return Need(
                        "upcard",
                        player,
                        1,
                        Message(
                            QT_TRANSLATE_NOOP("Messages", "Enter {player}'s upcard."),
                            player=self.name(player),
                        ),
                    )
        if phase is _DRAW and self.drawer is not None:
            return Need(
                "draw",
                self.drawer,
                0,
                Message(
                    QT_TRANSLATE_NOOP("Messages", "{player} draws: how many cards (0 stands pat)?"),
                    player=self.name(self.drawer),
                ),
            )
        if phase is _SHOWDOWN and self.shower is not None:
            key = (
                QT_TRANSLATE_NOOP("Messages", "{player} shows (every hand is turned face up).")
                if self.face_up
                else QT_TRANSLATE_NOOP("Messages", "{player} shows or mucks.")
            )
            return Need("show", self.shower, 0, Message(key, player=self.name(self.shower)))
        return Need("none", None, 0, Message(QT_TRANSLATE_NOOP("Messages", "The hand is over.")))

    # ---------------------------------------------------------------- verification

    def _refuse_unless_betting(self, player: int) -> None:
        if player == self.actor and self.phase is _BET:
            return
        if self.phase is not _BET or self.actor is None:
            raise IllegalAction(NO_BETTING_NOW, need=self.need().message)
        self._refuse_bad_player(player)
        if player != self.actor:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "It is {actor}'s turn, not {player}'s."),
                actor=self.name(self.actor), player=self.name(player),
            )  # fmt: skip

    def _refuse_bad_player(self, player: int) -> None:
        if not 0 <= player < self.count:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "There is no player {player} in this hand."),
                player=f"p{player + 1}",
            )

    def _verify_fold(self, action: Fold) -> None:
        if action.player == self.actor and self.phase is _BET and not self.round.bring_in_due:
            return  # the usual case: the player to act folds
        self._refuse_unless_betting(action.player)
        if self.round.bring_in_due:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "{player} must post the bring-in or complete: the bring-in is a forced bet.",
                ),
                player=self.name(action.player),
            )

    def _verify_check_call(self, action: CheckCall) -> None:
        if action.player == self.actor and self.phase is _BET and not self.round.bring_in_due:
            return  # the usual case: the player to act checks or calls
        self._refuse_unless_betting(action.player)
        if self.round.bring_in_due:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages", "{player} must post the bring-in or complete, not check."
                ),
                player=self.name(action.player),
            )

    def _verify_bring_in(self, action: BringIn) -> None:
        self._refuse_unless_betting(action.player)
        if not self.round.bring_in_due:
            raise IllegalAction(QT_TRANSLATE_NOOP("Messages", "There is no bring-in to post now."))

    def _verify_bet_raise(self, action: BetRaise) -> None:
        self._refuse_unless_betting(action.player)
        min_to, max_to, _, _ = self._raise_range(action.player)
        if min_to is not None and max_to is not None:
            to = action.to
            # Fixed limit (the bring-in's completion included): the bet or the big bet only.
            if self.variant.is_limit or self.round.bring_in_due:
                if to in (min_to, max_to):
                    return
            elif min_to <= to <= max_to:
                return
        self._refuse_bet_raise(action)

    def _refuse_bet_raise(self, action: BetRaise) -> None:
        """Raise with the sentence that says why the bet-to is refused."""
        options = self.options()
        name, amount_of = self.name(action.player), self.setup.amount
        verb = Word("bet" if options.is_bet else "raise")
        if options.is_completion:
            verb = Word("complete")
        if not options.can_raise:
            key = _NO_RAISE_REASONS.get(options.no_raise) if options.no_raise else None
            reason = Message(
                key or QT_TRANSLATE_NOOP("Messages", "no raise is allowed."), player=name
            )
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "{player} cannot {verb}: {reason}"),
                player=name, verb=verb, reason=reason,
            )  # fmt: skip
        assert options.min_to is not None and options.max_to is not None
        amount = action.to
        assert not options.allows_raise_to(amount), "refusing a bet-to the options allow"
        if amount > options.all_in_to:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "{player} has only {amount} in all this round: {verb} to at most {amount}.",
                ),
                player=name,
                amount=amount_of(options.all_in_to),
                verb=verb,
                field="amount",
            )
        if options.fixed:
            if options.min_to == options.max_to:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP(
                        "Messages", "{player} may {verb} to {amount} only: fixed limit."
                    ),
                    player=name,
                    verb=verb,
                    amount=amount_of(options.min_to),
                    field="amount",
                )
            smaller, larger = sorted((options.min_to, options.max_to))
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages", "{player} may {verb} to {amount} or {larger} only: fixed limit."
                ),
                player=name, verb=verb, amount=amount_of(smaller), larger=amount_of(larger),
                field="amount",
            )  # fmt: skip
        if amount > options.max_to:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages", "{player} may {verb} to at most {amount}: pot limit."
                ),
                player=name,
                verb=verb,
                amount=amount_of(options.max_to),
                field="amount",
            )
        raise IllegalAction(
            QT_TRANSLATE_NOOP(
                "Messages", "{player} must {verb} to at least {amount} (or go all-in for {all_in})."
            ),
            player=name, verb=verb, amount=amount_of(options.min_to),
            all_in=amount_of(options.all_in_to), field="amount",
        )  # fmt: skip

    def _verify_deal_board(self, action: DealBoard) -> None:
        if self.phase is not _DEAL:
            raise IllegalAction(
                self._not_dealing_now(
                    QT_TRANSLATE_NOOP(
                        "Messages", "No board cards yet: the {street} betting is not over."
                    ),
                    QT_TRANSLATE_NOOP("Messages", "No board cards now: {need}"),
                )
            )
        missing = self._board_target() - len(self.board)
        if missing <= 0:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "No board card is due now: {need}"),
                need=self.need().message,
            )
        if len(action.cards) != missing:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "The {street} is {count} cards, not {given}.",
                    "The {street} is {count} card, not {given}.",
                    1,
                ),
                one="The {street} is {count} card, not {given}.",
                street=Word(self.variant.streets[self.street].name, lower=True),
                count=missing,
                given=len(action.cards),
            )
        self.cards_in_play.check(action.cards)

    def _not_dealing_now(self, betting: str, otherwise: str) -> Message:
        """``betting`` (its ``{street}``) while the street's betting goes on, else
        ``otherwise`` with what the dealer must enter (its ``{need}``)."""
        if self.phase is _BET:
            street = Word(self.variant.streets[self.street].name, lower=True)
            return Message(betting, street=street)
        return Message(otherwise, need=self.need().message)

    def _verify_deal_hole(self, action: DealHole) -> None:
        player, cards = action.player, action.cards
        if self.phase is _DEAL:
            street = self.variant.streets[self.street]
            up, count = street.up, len(cards)
            if (
                up
                and (count == up or count == up + street.down)
                and not street.draw
                and 0 <= player < self.count
                and not self.folded[player]
                and player not in self.dealt_this_street
                and None not in cards[count - up :]
            ):
                # The usual stud entry, a live player's cards of this street (the upcards at
                # least): every check below passes but the last, the cards not yet in play.
                if count != 1 or cards[0] in self.cards_in_play:
                    self.cards_in_play.check(cards)
                return
        self._refuse_bad_player(player)
        if self.unnamed_down_cards[player] and self._late_replacements(player, cards):
            self.cards_in_play.check(cards)
            return
        phase = self.phase
        if phase is _SHOWDOWN or phase is _OVER:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "The cards are all dealt: this is the showdown.")
            )
        name = self.name(player)
        if self.folded[player]:
            raise IllegalAction(HAS_FOLDED, player=name)
        street = self.variant.streets[self.street]
        if street.draw:
            if player not in self.discards:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP("Messages", "{player} has not drawn yet on this street."),
                    player=name,
                )
            if player in self.dealt_this_street:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP("Messages", "{player} already has the replacement cards."),
                    player=name,
                )
            if len(cards) != self.discards[player]:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "{player} changed {count} cards, not {given}.",
                        "{player} changed {count} card, not {given}.",
                        1,
                    ),
                    one="{player} changed {count} card, not {given}.",
                    player=name, count=self.discards[player], given=len(cards),
                )  # fmt: skip
        else:
            if player in self.dealt_this_street:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP("Messages", "{player} already has the cards of this street."),
                    player=name,
                )
            up = street.up
            whole = street.down + up
            if self.community_card and not up:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP(
                        "Messages", "Seventh street is a community card: the deck is short."
                    )
                )
            if not cards or (len(cards) != whole and len(cards) != up):
                raise IllegalAction(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "{street} deals {count} cards to each player, not {given}.",
                        "{street} deals {count} card to each player, not {given}.",
                        1,
                    ),
                    one="{street} deals {count} card to each player, not {given}.",
                    street=Word(street.name), count=whole, given=len(cards),
                )  # fmt: skip
            if up and len(cards) == whole and phase is not _DEAL:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP("Messages", "The {street} cards are already dealt."),
                    street=Word(street.name, lower=True),
                )
        self.cards_in_play.check(cards)

    def _verify_discard(self, action: Discard) -> None:
        player = action.player
        self._refuse_bad_player(player)
        if self.phase is not _DRAW or self.drawer is None:
            raise IllegalAction(
                self._not_dealing_now(
                    QT_TRANSLATE_NOOP("Messages", "No draw yet: the {street} betting is not over."),
                    QT_TRANSLATE_NOOP("Messages", "No draw now: {need}"),
                )
            )  # fmt: skip
        name = self.name(player)
        if player != self.drawer:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "It is {drawer}'s turn to draw, not {player}'s."),
                drawer=self.name(self.drawer), player=name,
            )  # fmt: skip
        hand_size = len(self.hole[player])
        if len(action.cards) > hand_size:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "{player} holds {count} cards and cannot change {given}.",
                    "{player} holds {count} card and cannot change {given}.",
                    1,
                ),
                one="{player} holds {count} card and cannot change {given}.",
                player=name, count=hand_size, given=len(action.cards),
            )  # fmt: skip
        known = [card for card in action.cards if card is not None]
        holding = self.hole[player]
        for card in known:
            if card not in holding and card in self.cards_in_play:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP("Messages", "{card} is not in {player}'s hand."),
                    card=card.symbol, player=name,
                )  # fmt: skip
        unknown_needed = sum(1 for card in action.cards if card is None or card not in holding)
        if unknown_needed > sum(1 for card in holding if card is None):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "Those cards are not all in {player}'s hand."),
                player=name,
            )
        if len(set(known)) != len(known):
            raise IllegalAction(QT_TRANSLATE_NOOP("Messages", "A card is discarded twice."))

    def _verify_show(self, action: Show) -> None:
        player = action.player
        self._refuse_bad_player(player)
        name = self.name(player)
        if self.folded[player]:
            raise IllegalAction(HAS_FOLDED, player=name)
        if player in self.mucked:
            raise IllegalAction(QT_TRANSLATE_NOOP("Messages", "{player} has mucked."), player=name)
        # A hand may be turned up at showdown, during an all-in run-out (RULES 8), or
        # voluntarily once the hand is over.
        phase = self.phase
        if phase is not _SHOWDOWN and phase is not _OVER and not self.betting_over:
            raise IllegalAction(NOT_THE_SHOWDOWN, need=self.need().message)
        cards = action.cards
        shown = self.shown.get(player)
        holding = self.hole[player]
        if shown is not None:
            if not cards or None in cards or set(cards) == set(shown):
                return  # the same hand shown again changes nothing
            held = {card for card in holding if card is not None}
            if not (None in holding and len(cards) == len(holding) and held <= set(cards)):
                raise IllegalAction(
                    QT_TRANSLATE_NOOP("Messages", "{player} has already shown a hand."),
                    player=name,
                )
            # Shown all-in before the last cards, then again with them (RULES 8): checked below.
        if not cards:
            if None in holding:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP(
                        "Messages", "{player}'s cards are not known: enter the cards shown."
                    ),
                    player=name,
                )
            return
        upcards = self.upcards[player]
        down_count = len(holding) - len(upcards)  # the upcards are among the cards held
        so_far = len(holding) - self._pending_down_cards(player)  # all-in, before the last card
        if len(cards) != len(holding) and len(cards) != down_count and len(cards) != so_far:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "{player} shows {count} cards, not {given}.",
                    "{player} shows {count} card, not {given}.",
                    1,
                ),
                one="{player} shows {count} card, not {given}.",
                player=name, count=down_count, given=len(cards),
            )  # fmt: skip
        known = [card for card in cards if card is not None]
        if len(set(known)) != len(known):
            raise IllegalAction(QT_TRANSLATE_NOOP("Messages", "A card is entered twice."))
        own = {card for card in holding if card is not None}
        if None not in cards and not own.difference(upcards).issubset(known):
            dealt = [card for card in own if card not in upcards]
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages", "{player} was dealt {cards}: those must be among the cards shown."
                ),
                player=name, cards=cards_text(dealt, symbols=True),
            )  # fmt: skip
        in_play = self.cards_in_play
        for card in known:
            if card not in own and card in in_play:
                in_play.check((card,))  # refused: where the card already is
        if len(cards) in (len(holding), so_far) and upcards and None not in cards:
            missing = [card for card in upcards if card not in known]
            if missing:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP(
                        "Messages", "{player}'s upcards {cards} must be among the cards shown."
                    ),
                    player=name, cards=cards_text(missing, symbols=True),
                )  # fmt: skip

    def _verify_muck(self, action: Muck) -> None:
        self._refuse_showdown(action.player)
        if self.face_up:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "A player is all-in: every hand is turned face up (RULES 8), nobody mucks.",
                )
            )

    def _refuse_showdown(self, player: int) -> None:
        self._refuse_bad_player(player)
        if self.phase is not _SHOWDOWN:
            raise IllegalAction(NOT_THE_SHOWDOWN, need=self.need().message)
        if self.folded[player]:
            raise IllegalAction(HAS_FOLDED, player=self.name(player))
        if player in self.showdown_done:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "{player} has already shown or mucked."),
                player=self.name(player),
            )

    # ---------------------------------------------------------------- doing

    def _put_in(self, player: int, to: int) -> None:
        added = to - self.bets[player]
        self.stacks[player] -= added
        self.bets[player] = to
        self.committed[player] += added

    def _acted(self, player: int) -> None:
        rnd = self.round
        rnd.acted[player] = True
        rnd.acted_level[player] = rnd.highest
        if rnd.short_blind:
            self._match_the_short_blind()
        self.actor = self._find_actor(player + 1)

    def _do_fold(self, action: Fold) -> None:
        self.folded[action.player] = True
        self._acted(action.player)

    def _do_check_call(self, action: CheckCall) -> None:
        player = action.player
        bets, stacks = self.bets, self.stacks
        added = self.round.highest - bets[player]  # the whole call, or all the player has left
        if added > stacks[player]:
            added = stacks[player]
        stacks[player] -= added
        bets[player] += added
        self.committed[player] += added
        rnd = self.round  # as _acted(), spelt out: calls are the most frequent action
        rnd.acted[player] = True
        rnd.acted_level[player] = rnd.highest
        if rnd.short_blind:
            self._match_the_short_blind()
        self.actor = self._find_actor(player + 1)

    def _do_bring_in(self, action: BringIn) -> None:
        player = action.player
        rnd = self.round
        self._put_in(player, min(self.setup.bring_in, self.bets[player] + self.stacks[player]))
        rnd.bring_in_due = False
        rnd.highest = max(rnd.highest, self.bets[player])
        self._acted(player)

    def _do_bet_raise(self, action: BetRaise) -> None:
        player, to = action.player, action.to
        setup, rnd = self.setup, self.round
        raise_size = to - rnd.highest
        if setup.variant.is_limit:
            if rnd.open_pair and to - rnd.full_level >= setup.big_bet:
                rnd.unit = setup.big_bet  # the big bet was chosen: raises follow it
            full = to >= rnd.full_level + rnd.unit
            # RULES 3: a limit all-in of at least half a bet counts as a full raise.
            half = setup.ruleset.limit_half_bet_reopens and 2 * (to - rnd.full_level) >= rnd.unit
            if full or half:
                rnd.full_level = to
                rnd.bet_count += 1
        elif raise_size >= rnd.increment:
            rnd.increment = raise_size
        rnd.bring_in_due = False
        self._put_in(player, to)
        if rnd.bet_count >= 1 + self.variant.max_raises and not rnd.capped_multiway:
            # RRoP: the cap holds once reached by three or more players not all-in.
            folded, stacks = self.folded, self.stacks
            with_chips = sum(1 for p, out in enumerate(folded) if not out and stacks[p])
            rnd.capped_multiway = with_chips >= 3
        rnd.highest = to
        rnd.aggressor = player
        self._acted(player)

    def _do_deal_board(self, action: DealBoard) -> None:
        self.cards_in_play.record(action.cards, ON_THE_BOARD)
        self.board.extend(action.cards)
        self.dealt_count += len(action.cards)

    def _do_deal_hole(self, action: DealHole) -> None:
        player, cards = action.player, action.cards
        if self.unnamed_down_cards[player] and self._late_replacements(player, cards):
            self._name_replacements(player, cards)
        else:
            self._deal_hole(player, cards)
        if self.shown and self.shown.get(player):
            # Shown all-in before the last cards (RULES 8): the cards dealt since show too.
            self.shown[player] = tuple(card for card in self.hole[player] if card is not None)

    def _deal_hole(self, player: int, cards: tuple[Card | None, ...]) -> None:
        self.dealt_this_street.add(player)
        self.unnamed_down_cards[player] = 0
        street = self.variant.streets[self.street]
        holding = self.hole[player]
        name = self._names[player]
        if street.draw:
            replacements = holding[len(holding) - len(cards) :]
            del holding[len(holding) - len(cards) :]
            holding.extend(
                card if card is not None else old
                for card, old in zip(cards, replacements, strict=True)
            )
            self.cards_in_play.record(cards, Message(IN_HAND, player=name))
            return
        down_count = len(cards) - street.up
        if cards.count(None) < down_count:  # some down cards were seen (upcards always are)
            start = len(holding) - street.down
            for offset, card in enumerate(cards[:down_count]):
                if card is not None:
                    holding[start + offset] = card
            self.cards_in_play.record(cards[:down_count], Message(IN_HAND, player=name))
        if street.up:
            up_cards = cards[down_count:]
            holding.extend(up_cards)
            upcards, in_play = self.upcards[player], self.cards_in_play
            place = Message(AMONG_UPCARDS, player=name)
            for card in up_cards:
                if card is not None:
                    upcards.append(card)
                    in_play[card] = place
                else:
                    self.unknown_upcards[player] = True  # a file's ??: the file orders bets
            if self.street and upcards:
                self._showing[player] = self._showing_of(upcards)
            self.dealt_count += street.up

    def names_late_cards(self, deal: DealHole) -> bool:
        """Whether ``deal`` would name down cards the engine dealt on its own once the hand had
        moved on (a draw's replacements, stud's seventh street, when nobody could bet)."""
        player = deal.player
        return (
            0 <= player < self.count
            and self.unnamed_down_cards[player] > 0
            and self._late_replacements(player, deal.cards)
        )

    def _late_replacements(self, player: int, cards: tuple[Card | None, ...]) -> bool:
        """Whether ``cards`` name the down cards the engine last dealt ``player`` on its own
        after the hand has moved on (nobody could bet: the next draw, or the showdown, came at
        once): a draw's replacements, a stud seventh street."""
        phase = self.phase
        if self.unnamed_down_cards[player] != len(cards) or self.folded[player]:
            return False
        if phase is _SHOWDOWN:
            return True
        return (
            phase is not _OVER
            and self.variant.streets[self.street].draw
            and (player not in self.discards)
        )

    def _name_replacements(self, player: int, cards: tuple[Card | None, ...]) -> None:
        holding = self.hole[player]
        start = len(holding) - len(cards)  # he has not drawn since: his last cards
        for offset, card in enumerate(cards):
            if card is not None:
                holding[start + offset] = card
        self.cards_in_play.record(cards, Message(IN_HAND, player=self._names[player]))
        self.unnamed_down_cards[player] = 0

    def _pending_down_cards(self, player: int) -> int:
        """Stud: the down cards dealt ``player`` on their own that no deal has named yet (his
        last: a hand shown all-in before them is shown without them)."""
        return self.unnamed_down_cards[player] if self.variant.is_stud else 0

    def _verify_opener_from_file(self, action: Action, verify: Callable[[Hand, Any], None]) -> None:
        """Stud with upcards the file does not say: its first betting action of the round says
        who opens (brings in, or acts first); what the known upcards rule out is refused."""
        player = getattr(action, "player", None)
        if not isinstance(action, Fold | CheckCall | BetRaise | BringIn) or player is None:
            verify(self, action)
            return
        self._refuse_bad_player(player)
        if self.folded[player] or not self.stacks[player]:
            verify(self, action)  # not a player who could act: the usual sentence
            return
        reason = self._cannot_open(player)
        if reason is not None:
            raise IllegalAction(reason)
        provisional = self.actor
        self.actor = player
        try:
            verify(self, action)
        except IllegalAction:
            self.actor = provisional
            raise
        self.opener_from_file = False

    def _cannot_open(self, player: int) -> Message | None:
        """Why the known upcards rule ``player`` out as the first to act, or None."""
        live = [p for p in self.live_players if p != player and not self.unknown_upcards[p]]
        if not live or any(not self.stacks[p] for p in self.live_players):
            return None  # nothing to compare, or the duty may have passed from an all-in
        name = self.name(player)
        if self.round.bring_in_due:
            razz = self.variant.split is _ACE_TO_FIVE

            def order(card: Card) -> int:  # higher brings in; razz: the highest, ace low
                return _low_order(card) if razz else -card

            other = max(live, key=lambda p: order(self.upcards[p][0]))
            card = self.upcards[other][0]
            if self.upcards[player] and not self.unknown_upcards[player]:
                if order(self.upcards[player][0]) < order(card):
                    return Message(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "{player} cannot bring in: {other}'s upcard {card} brings in before "
                            "{player}'s {own}.",
                        ),
                        player=name, other=self.name(other), card=card.symbol,
                        own=self.upcards[player][0].symbol,
                    )  # fmt: skip
                return None
            unseen = (card for card in DECK if card not in self.cards_in_play)
            if not any(order(unknown) > order(card) for unknown in unseen):
                return Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "{player} cannot bring in: {other}'s upcard {card} brings in before any "
                        "card {player} may hold.",
                    ),
                    player=name, other=self.name(other), card=card.symbol,
                )  # fmt: skip
            return None
        if self.unknown_upcards[player]:
            return None
        other = max(live, key=lambda p: self._showing[p])
        if self._showing[player] < self._showing[other]:
            return Message(
                QT_TRANSLATE_NOOP(
                    "Messages", "{player} cannot act first: {other}'s upcards show a better hand."
                ),
                player=name, other=self.name(other),
            )  # fmt: skip
        return None

    def _do_discard(self, action: Discard) -> None:
        player, cards = action.player, action.cards
        holding = self.hole[player]
        for card in cards:
            if card is not None and card in holding:
                holding.remove(card)
            else:
                holding.remove(None)
        known = [card for card in cards if card is not None]
        self.cards_in_play.remove(known)
        self.cards_in_play.add(known, Message(AMONG_DISCARDS, player=self.name(player)))
        holding.extend([None] * len(cards))
        self.dealt_count += len(cards)
        self.discards[player] = len(cards)
        self.unnamed_down_cards[player] = len(cards)
        order = self._draw_order
        position = order.index(player) + 1
        self.drawer = order[position] if position < len(order) else None

    def _do_show(self, action: Show) -> None:
        player, cards = action.player, action.cards
        holding = self.hole[player]
        if self.phase is _SHOWDOWN:
            self.showdown_done.add(player)
        previous = self.shown.get(player)
        if previous is not None and (not cards or None in cards or set(cards) == set(previous)):
            return  # shown already: the same cards again
        if not cards:
            self.shown[player] = tuple(card for card in holding if card is not None)
            return
        if None in cards:
            self.shown[player] = None  # shown unseen: it cannot win a contested pot
            return
        known_cards = cast("list[Card]", list(cards))  # no None: unseen cards returned above
        own = set(holding)  # the upcards and any down card the dealer entered
        new_cards = [card for card in known_cards if card not in own]
        self.cards_in_play.record(new_cards, Message(IN_HAND, player=self._names[player]))
        pending = self._pending_down_cards(player)
        if pending and len(cards) == len(holding) - pending:
            # All-in, shown before the last card: it comes face down, and is then shown too.
            self.hole[player] = [*known_cards, *holding[len(holding) - pending :]]
            self.shown[player] = tuple(known_cards)
            return
        if len(cards) != len(holding):  # stud: the down cards only, the upcards are on the table
            known_cards += self.upcards[player]
        self.hole[player] = list(known_cards)
        self.shown[player] = tuple(known_cards)
        self.showdown_done.add(player)

    def _do_muck(self, action: Muck) -> None:
        self.mucked.append(action.player)
        self.showdown_done.add(action.player)

    # ---------------------------------------------------------------- showdown and payout

    def _start_showdown(self) -> None:
        self.phase = _SHOWDOWN
        self._showdown_pots = side_pots(self.committed, self.folded, self.dead_antes)  # fixed
        live = self.live_players
        stacks = self.stacks
        self.face_up = [stacks[player] > 0 for player in live].count(True) <= 1
        # RULES 8: the last to bet or raise on the final round shows first.
        aggressor = self.round.aggressor
        if aggressor is not None and not self.folded[aggressor]:
            first = aggressor
        elif self.variant.is_stud:
            first = self._best_showing()
        else:
            first = live[0]
        folded = self.folded
        self.showdown_order = [player for player in self._clockwise[first] if not folded[player]]

    def _contested(self, player: int) -> bool:
        """Someone else can still win a pot ``player`` is in (not mucked, not shown unseen)."""
        mucked, shown = self.mucked, self.shown
        for pot in self._showdown_pots:
            if player in pot.eligible:
                for other in pot.eligible:
                    if other != player and other not in mucked and shown.get(other, ()) is not None:
                        return True
        return False

    def _next_shower(self) -> int | None:
        done, shown, hole = self.showdown_done, self.shown, self.hole
        for player in self.showdown_order:
            if shown.get(player) and None in hole[player]:
                pass  # shown all-in before cards dealt since, unseen: he shows them (RULES 8)
            elif player in done or shown.get(player):
                continue
            if self._contested(player):
                return player
        return None

    def _finish_by_folds(self) -> None:
        winner = self.live_players[0]
        total = self.pot_total
        award = Award(winner, total, "whole", None)
        self.results = [PotResult(total, (winner,), (award,), EVERYBODY_FOLDED)]
        self._settle()

    def _finish(self) -> None:
        self.results = [self._award(pot) for pot in self._showdown_pots]
        self._settle()

    def _settle(self) -> None:
        stacks = list(self.stacks)
        for pot in self.results:
            for award in pot.awards:
                stacks[award.player] += award.amount
        self.finishing_stacks = stacks
        self.phase = _OVER
        self.actor = None
        self.shower = None

    def _cards_of(self, player: int) -> list[Card]:
        shown = self.shown.get(player)
        return list(shown) if shown else []

    def hand_values(self, player: int) -> tuple[HandValue | None, HandValue | None]:
        """(high, low) of a player who showed; the low is None where none qualifies."""
        if player in self._values:
            return self._values[player]
        cards = self._cards_of(player)
        variant = self.variant
        high: HandValue | None = None
        low: HandValue | None = None
        if variant.omaha:
            high = evaluation.omaha_high(cards, self.board)
            if variant.split is _HIGH_LOW8:
                low = evaluation.omaha_low8(cards, self.board)
        else:
            everything = cards + self.board
            if variant.split is _ACE_TO_FIVE:
                low = evaluation.ace_to_five_low(everything)
            elif variant.split is _DEUCE_TO_SEVEN:
                low = evaluation.deuce_to_seven_low(everything)
            else:
                high = evaluation.high(everything)
                if variant.split is _HIGH_LOW8:
                    low = evaluation.low8(everything)
        self._values[player] = (high, low)
        self._strengths[player] = (
            None if high is None else high.strength,
            None if low is None else low.strength,
        )
        return high, low

    def _award(self, pot: Pot) -> PotResult:
        mucked, shown = self.mucked, self.shown
        contenders = [
            player
            for player in pot.eligible
            if player not in mucked and shown.get(player, ()) is not None
        ]
        if not contenders:
            # No hand the dealer saw reached this pot: those shown unseen (PHH "????") share it.
            contenders = [player for player in pot.eligible if player not in mucked]
            if len(contenders) > 1:
                awards = self._share(pot.amount, contenders, "whole", None)
                return PotResult(pot.amount, pot.eligible, awards, UNKNOWN_HANDS_SPLIT)
        if not contenders:
            # Everybody in it mucked (RULES 8): when the others had, the last to muck was alone
            # in this pot and won it, as when everybody else folds; his muck gave up only the
            # pots he still contested against a hand.
            winner = max(pot.eligible, key=mucked.index)
            award = Award(winner, pot.amount, "whole", None)
            return PotResult(pot.amount, pot.eligible, (award,), EVERYBODY_MUCKED)
        if len(contenders) == 1:
            winner = contenders[0]
            which = 1 if self.variant.low_is_best else 0  # razz and lowball win with the low
            value = self.hand_values(winner)[which] if self.shown.get(winner) else None
            note = OTHERS_MUCKED if len(pot.eligible) > 1 else NOBODY_ELSE
            return PotResult(
                pot.amount, pot.eligible, (Award(winner, pot.amount, "whole", value),), note
            )
        split = self.variant.split
        if split is _HIGH:
            winners = self._best(contenders, 0)
            return PotResult(pot.amount, pot.eligible, self._share(pot.amount, winners, "whole", 0))
        if split in (_ACE_TO_FIVE, _DEUCE_TO_SEVEN):
            winners = self._best(contenders, 1)
            return PotResult(pot.amount, pot.eligible, self._share(pot.amount, winners, "whole", 1))
        high_winners = self._best(contenders, 0)
        strengths = self._strengths
        qualified = [player for player in contenders if strengths[player][1] is not None]
        if not qualified:
            awards = self._share(pot.amount, high_winners, "whole", 0)
            return PotResult(pot.amount, pot.eligible, awards, NO_QUALIFYING_LOW)
        low_winners = self._best(qualified, 1)
        if sorted(high_winners) == sorted(low_winners):
            # Identical hands winning both halves split the whole pot evenly (RULES 7).
            awards = self._share(pot.amount, high_winners, "whole", 0, both=True)
            return PotResult(pot.amount, pot.eligible, awards)
        unit = self.setup.chip_unit
        low_amount = (pot.amount // unit // 2) * unit
        high_amount = pot.amount - low_amount  # the high half takes the odd chip (RULES 7)
        awards = self._share(high_amount, high_winners, "high", 0)
        awards += self._share(low_amount, low_winners, "low", 1)
        return PotResult(
            pot.amount,
            pot.eligible,
            awards,
            high_half_odd_chip=high_amount - low_amount,
            high_half=high_amount,
            low_half=low_amount,
        )

    def _best(self, players: Sequence[int], which: int) -> list[int]:
        """Those of ``players`` whose hand ``which`` (0 high, 1 low) is best; each has one."""
        for player in players:
            if player not in self._strengths:
                self.hand_values(player)
        if len(players) == 1:
            return list(players)
        strengths = self._strengths
        best: int | None = None
        for player in players:
            strength = strengths[player][which]
            if strength is not None and (best is None or strength > best):
                best = strength
        return [player for player in players if strengths[player][which] == best]

    def _share(
        self,
        amount: int,
        winners: Sequence[int],
        half: Half,
        which: int | None,
        *,
        both: bool = False,
    ) -> tuple[Award, ...]:
        """Split ``amount`` among tied ``winners`` of hand ``which`` (0 high, 1 low)."""
        no_hand: tuple[HandValue | None, HandValue | None] = (None, None)
        if len(winners) == 1:  # the usual case: nothing to split, no odd chip
            high, low = self.hand_values(winners[0]) if which is not None else no_hand
            hand = low if which == 1 else high
            return (Award(winners[0], amount, half, hand, low if both else None),)
        ordered, reasons = self._odd_chip_order(winners, "low" if which == 1 else "high")
        shares = split_amount(amount, len(ordered), self.setup.chip_unit)
        smallest = min(shares)
        awards = []
        for player, share in zip(ordered, shares, strict=True):
            high, low = self.hand_values(player) if which is not None else no_hand
            odd = 1 if share > smallest else 0
            awards.append(
                Award(
                    player,
                    share,
                    half,
                    low if which == 1 else high,
                    low if both else None,
                    odd,
                    reasons[player] if odd else None,
                )
            )
        return tuple(awards)

    def _odd_chip_order(
        self, winners: Sequence[int], half: str
    ) -> tuple[list[int], dict[int, Message]]:
        """Tied winners in the order odd chips go (RULES 7, TDA 2024 rule 20), and why."""
        if not self.variant.is_stud or not all(map(self._cards_of, winners)):
            # Clockwise from the button: p1 sits first left of it.
            return sorted(winners), dict.fromkeys(winners, FIRST_LEFT_OF_BUTTON)
        low_half = half == "low"
        if self.setup.ruleset.stud_odd_chip == "highest card of the five":
            # TDA 20-B, WSOP: the highest card by suit of the five-card winning hand, in stud,
            # razz and either half of hi/lo (a low's cards count ace low).
            highest: dict[int, Card] = {}
            for player in winners:
                high, low = self.hand_values(player)
                value = low if low_half else high
                cards = list(value.cards) if value else self._cards_of(player)
                highest[player] = max(cards, key=_low_order if low_half else int)
            key = _low_order if low_half else int
            ordered = sorted(winners, key=lambda player: -key(highest[player]))
            return ordered, {
                player: Message(HIGHEST_BY_SUIT, card=highest[player].symbol) for player in winners
            }
        # RRoP and seed 002: all the player's cards; a low half (razz) by the lowest card.
        if low_half:
            lowest = {player: min(self._cards_of(player), key=_low_order) for player in winners}
            ordered = sorted(winners, key=lambda player: _low_order(lowest[player]))
            return ordered, {
                player: Message(LOWEST_BY_SUIT, card=lowest[player].symbol) for player in winners
            }
        top = {player: max(self._cards_of(player)) for player in winners}
        ordered = sorted(winners, key=lambda player: -int(top[player]))
        return ordered, {
            player: Message(HIGHEST_BY_SUIT, card=top[player].symbol) for player in winners
        }

    _VERIFY: ClassVar[dict[type, Callable[[Hand, Any], None]]] = {
        DealBoard: _verify_deal_board,
        DealHole: _verify_deal_hole,
        Fold: _verify_fold,
        CheckCall: _verify_check_call,
        BetRaise: _verify_bet_raise,
        BringIn: _verify_bring_in,
        Discard: _verify_discard,
        Show: _verify_show,
        Muck: _verify_muck,
    }
    _DO: ClassVar[dict[type, Callable[[Hand, Any], None]]] = {
        DealBoard: _do_deal_board,
        DealHole: _do_deal_hole,
        Fold: _do_fold,
        CheckCall: _do_check_call,
        BetRaise: _do_bet_raise,
        BringIn: _do_bring_in,
        Discard: _do_discard,
        Show: _do_show,
        Muck: _do_muck,
    }
