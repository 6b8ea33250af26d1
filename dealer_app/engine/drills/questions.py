"""Drill questions: a situation from a random legal hand, one question, and the engine's answer.

A question is its skill, its game and the hand that sets the situation (setup plus actions):
everything it asks and every answer it accepts is read from the engine replaying that hand
(:func:`truth`), so a question regenerated from the same seed is judged the same way anywhere.
Texts are data: a key and values (names, amounts, cards, engine words) that the window words
in the student's language; :func:`english` words them for tests and the command line.

>>> import random
>>> question = generate(Skill.POT_LIMIT_MAX, "plo", random.Random(3))
>>> answer = truth(question)
>>> check(question, answer).correct, check(question, wrong_answers(question)[0]).correct
(True, False)
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from itertools import combinations
from typing import Final

from dealer_app.engine import evaluation
from dealer_app.engine.betting import NoRaise
from dealer_app.engine.cards import DECK, Card
from dealer_app.engine.dealer_errors import (
    ERROR_NAMES,
    DealerError,
    Ruling,
    Step,
    action_words,
    errors_possible,
    in_turn,
    rule_on,
    substantial_action,
    verify_out_of_turn,
)
from dealer_app.engine.drills.play import play_hand, random_setup
from dealer_app.engine.errors import IllegalAction
from dealer_app.engine.evaluation import HandValue
from dealer_app.engine.hand import (
    Action,
    BetRaise,
    CheckCall,
    DealHole,
    Fold,
    Hand,
    HandSetup,
    Phase,
)
from dealer_app.engine.pots import Award, PotResult
from dealer_app.engine.rulesets import RULESETS
from dealer_app.engine.tournament.chip_race import RaceResult, race
from dealer_app.engine.variants import VARIANTS, Family, Split, Structure
from dealer_app.messages import QT_TRANSLATE_NOOP, Message


class Skill(StrEnum):
    """What a question drills; its tag in scores and reports."""

    POT_LIMIT_MAX = "pot-limit maximum"
    TO_CALL = "amount to call"
    MIN_RAISE = "minimum raise"
    RAISE_ALLOWED = "capped or re-opened"
    SIDE_POTS = "side pots"
    SHOWDOWN = "showdown"
    ODD_CHIP = "odd chip"
    BEST_HAND = "best hand"
    BRING_IN = "bring-in"
    FIRST_TO_ACT = "first to act"
    IRREGULARITY = "irregularity"
    CHIP_RACE = "chip race"


class Kind(StrEnum):
    """How a question is answered."""

    AMOUNT = "amount"  # one amount
    SEAT = "seat"  # one seat number
    CHOICE = "choice"  # the number of one of the choices
    POTS = "pots"  # each pot: its amount and the seats that can win it
    AWARDS = "awards"  # each pot: what each seat receives from it
    RACE = "race"  # the seats that win a chip in a chip race, and the value removed


KIND_OF: Final = {
    Skill.POT_LIMIT_MAX: Kind.AMOUNT,
    Skill.TO_CALL: Kind.AMOUNT,
    Skill.MIN_RAISE: Kind.AMOUNT,
    Skill.RAISE_ALLOWED: Kind.CHOICE,
    Skill.SIDE_POTS: Kind.POTS,
    Skill.SHOWDOWN: Kind.AWARDS,
    Skill.ODD_CHIP: Kind.CHOICE,
    Skill.BEST_HAND: Kind.CHOICE,
    Skill.BRING_IN: Kind.SEAT,
    Skill.FIRST_TO_ACT: Kind.SEAT,
    Skill.IRREGULARITY: Kind.CHOICE,
    Skill.CHIP_RACE: Kind.RACE,
}

TARGET_SECONDS: Final = {
    Skill.POT_LIMIT_MAX: 20,
    Skill.TO_CALL: 8,
    Skill.MIN_RAISE: 12,
    Skill.RAISE_ALLOWED: 10,
    Skill.SIDE_POTS: 60,
    Skill.SHOWDOWN: 60,
    Skill.ODD_CHIP: 20,
    Skill.BEST_HAND: 15,
    Skill.BRING_IN: 8,
    Skill.FIRST_TO_ACT: 10,
    Skill.IRREGULARITY: 30,
    Skill.CHIP_RACE: 45,
}
"""Seconds a trained dealer takes to answer, per skill: the speed half of a score."""

GAMES: Final = (
    "nlhe",
    "plhe",
    "lhe",
    "plo",
    "plo8",
    "lo8",
    "stud",
    "stud8",
    "razz",
    "27td",
    "27sd",
)
"""The games the drills deal, by engine key, in the catalogue's order."""


def games_for(skill: Skill) -> tuple[str, ...]:
    """The games in which ``skill`` can be asked.

    >>> games_for(Skill.POT_LIMIT_MAX)
    ('plhe', 'plo', 'plo8')
    >>> games_for(Skill.BRING_IN)
    ('stud', 'stud8', 'razz')
    """
    if skill is Skill.POT_LIMIT_MAX:
        return tuple(g for g in GAMES if VARIANTS[g].structure is Structure.POT_LIMIT)
    if skill in (Skill.BRING_IN, Skill.FIRST_TO_ACT):
        return tuple(g for g in GAMES if VARIANTS[g].family is Family.STUD)
    return GAMES


TAG_HI_LO: Final = "hi/lo"
TAG_LOWBALL: Final = "lowball"
TAG_ALL_IN: Final = "all-in"
TAG_ODD_BLINDS: Final = "dead or short blind"

# The choices of a "capped or re-opened" question, by the engine's reason (None: may raise).
RAISE_CHOICES: Final[tuple[NoRaise | None, ...]] = (
    None,
    NoRaise.CAPPED,
    NoRaise.NOT_REOPENED,
    NoRaise.CANNOT_COVER,
    NoRaise.NOBODY_TO_RAISE,
)

# The reasons an odd chip goes where it goes (the engine's reason, by its first words).
ODD_CHIP_REASONS: Final = (
    "first left of the button",
    "highest card by suit",
    "lowest card by suit",
    "the high half takes the odd chip",
)


@dataclass(frozen=True, slots=True)
class Text:
    """A sentence as data: ``key`` (an English template with %1, %2 ...) and its values.

    ``words`` says, for each value, what it is, so that the window can translate it:
    ``""`` as is (names, amounts, cards), ``"word"`` an engine word, ``"hand"`` a hand's name
    (the value is its message: :func:`_hand_text`), ``"reason"`` an odd chip's
    reason (a drill's choice key, or the engine's message), ``"sentence"`` one of the engine's
    messages (a refusal, a pot's note: :class:`~dealer_app.messages.Message`),
    ``"ruling"`` the steps of a ruling (:func:`encode_steps`), ``"irregularity"`` a dealer
    error (its value).
    """

    key: str
    values: tuple[str | Message, ...] = ()
    words: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Choice:
    """One of the numbered choices of a question."""

    text: Text


@dataclass(frozen=True, slots=True)
class ChipRaceDeal:
    """A chip race at a colour-up (TDA 24): the chips of ``leaving`` each seat has, in seat
    order, and the cards dealt to each seat, one per chip raced (what is left once its chips
    are coloured up in full into chips of ``new``)."""

    leaving: int
    new: int
    chips: tuple[int, ...]
    cards: tuple[tuple[Card, ...], ...]


@dataclass(frozen=True, slots=True)
class Question:
    """One drill question: the hand that sets the situation and what is asked about it."""

    skill: Skill
    game: str
    setup: HandSetup
    actions: tuple[Action, ...]
    player: int | None = None  # the player asked about
    pot: int | None = None  # the pot asked about (odd chip)
    low: bool = False  # best hand: the low hand is asked (hi/lo games, razz, lowball)
    choices: tuple[Choice, ...] = ()
    # The answers offered in a choice question, as the engine's words (compared by ``truth``).
    choice_keys: tuple[str, ...] = ()
    # An irregularity question: the dealer error, and the action taken out of turn.
    error: DealerError | None = None
    held: Action | None = None
    race: ChipRaceDeal | None = None  # a chip race question: the chips leaving, the cards

    @property
    def kind(self) -> Kind:
        return KIND_OF[self.skill]

    def hand(self) -> Hand:
        """The situation, replayed by the engine."""
        return Hand(self.setup, self.actions)

    @property
    def hides_pots(self) -> bool:
        """The window must not show the pots: they are the question."""
        return self.skill is Skill.SIDE_POTS

    @property
    def hides_actor(self) -> bool:
        """The window must not show who is to act (the highlight, "Boris to act."): it is the
        question (the bring-in, the first to act)."""
        return self.skill in (Skill.BRING_IN, Skill.FIRST_TO_ACT)

    def tags(self) -> tuple[str, ...]:
        """What the question drills besides its skill: the betting structure, the family, and
        the cases that make it harder (a split pot, somebody all-in, a dead or short blind).

        >>> import random
        >>> question = generate(Skill.SHOWDOWN, "stud8", random.Random(1))
        >>> question.tags()[:3]
        ('showdown', 'limit', 'stud')
        """
        variant = self.setup.variant
        tags = [self.skill.value, variant.structure.value, variant.family.value]
        if variant.split is Split.HIGH_LOW8:
            tags.append(TAG_HI_LO)
        elif variant.low_is_best:
            tags.append(TAG_LOWBALL)
        hand = self.hand()
        if any(hand.all_in(player) for player in range(hand.count)):
            tags.append(TAG_ALL_IN)
        blinds, stacks = self.setup.blinds, self.setup.starting_stacks
        if hand.street == 0 and len(blinds) > 2 and (blinds[0] == 0 or stacks[1] < blinds[1]):
            tags.append(TAG_ODD_BLINDS)
        return tuple(tags)


# An answer: an amount or a seat (int), a choice's number (int, from 1), the pots as
# ((amount, (seats...)), ...), the awards as ({seat: amount}, ...) per pot, or a chip race as
# ((seats that win a chip...), value removed).
Pots = tuple[tuple[int, tuple[int, ...]], ...]
Awards = tuple[tuple[tuple[int, int], ...], ...]
Race = tuple[tuple[int, ...], int]
Answer = int | Pots | Awards | Race


@dataclass(frozen=True, slots=True)
class Verdict:
    """The engine's judgement of an answer: right or wrong, the right answer, and why."""

    correct: bool
    expected: Answer
    reasoning: tuple[Text, ...] = field(default=())


class NoSituation(Exception):
    """No hand of this game reached a situation for this skill in the tries allowed."""


# ------------------------------------------------------------------------------- generating

_TRIES: Final = 400


def generate(skill: Skill, game: str, rng: random.Random) -> Question:
    """A question of ``skill`` in ``game`` from random legal hands drawn with ``rng``.

    The same ``rng`` state gives the same question on every computer.
    """
    if game not in games_for(skill):
        raise ValueError(f"{skill.value} is not asked in {VARIANTS[game].name}.")
    variant = VARIANTS[game]
    if skill is Skill.CHIP_RACE:
        return _chip_race(game, rng)
    finder = _FINDERS[skill]
    for _ in range(_TRIES):
        setup = random_setup(rng, variant, odd_blinds=skill is Skill.POT_LIMIT_MAX)
        twins = None
        if skill is Skill.ODD_CHIP and setup.player_count >= 2:
            first = rng.randrange(setup.player_count - 1)
            twins = (first, rng.randrange(first + 1, setup.player_count))
        _hand, actions = play_hand(setup, rng, twins)
        question = finder(skill, game, setup, actions, rng)
        if question is not None:
            return question
    raise NoSituation(f"No {skill.value} situation came up in {_TRIES} hands of {variant.name}.")


Finder = Callable[[Skill, str, HandSetup, list[Action], random.Random], "Question | None"]


def _prefixes(
    setup: HandSetup, actions: Sequence[Action], wanted: Callable[[Hand], bool]
) -> list[int]:
    """The lengths of the action lists whose replayed situation is ``wanted``."""
    hand = Hand(setup)
    found = []
    for length in range(len(actions) + 1):
        if length:
            hand.apply(actions[length - 1])
        if wanted(hand):
            found.append(length)
    return found


def _betting(hand: Hand) -> bool:
    return hand.phase is Phase.BET and hand.actor is not None


def _find_decision(
    skill: Skill, game: str, setup: HandSetup, actions: list[Action], rng: random.Random
) -> Question | None:
    def wanted(hand: Hand) -> bool:
        if not _betting(hand):
            return False
        options = hand.options()
        if options.bring_in is not None:
            return False
        if skill is Skill.POT_LIMIT_MAX:
            return options.can_raise and options.max_to is not None
        if skill is Skill.TO_CALL:
            return options.to_call > 0
        if skill is Skill.MIN_RAISE:
            return (
                options.can_raise
                and options.min_to is not None
                and options.min_to < options.all_in_to
            )
        # Capped or re-opened: facing a bet after acting, or near the cap, or not allowed.
        acted = hand.round.acted[options.player]
        return options.to_call > 0 and (
            acted or options.no_raise is not None or hand.round.bet_count >= 2
        )

    found = _prefixes(setup, actions, wanted)
    if not found:
        return None
    if skill is Skill.POT_LIMIT_MAX:
        # Mostly a pot smaller than the stack: the pot's arithmetic, not the all-in.
        within = [n for n in found if _pot_within_stack(Hand(setup, actions[:n]))]
        if within and rng.random() < 0.85:
            found = within
    if skill is Skill.RAISE_ALLOWED:
        # Half the questions where the answer is "no", when the hand has some.
        refusals = [n for n in found if not Hand(setup, actions[:n]).options().can_raise]
        if refusals and rng.random() < 0.5:
            found = refusals
    length = rng.choice(found)
    hand = Hand(setup, actions[:length])
    choices: tuple[Choice, ...] = ()
    keys: tuple[str, ...] = ()
    if skill is Skill.RAISE_ALLOWED:
        keys = tuple("yes" if reason is None else reason.value for reason in RAISE_CHOICES)
        choices = tuple(Choice(Text(_RAISE_CHOICE_TEXTS[key])) for key in keys)
    return Question(
        skill, game, setup, tuple(actions[:length]), hand.actor, None, False, choices, keys
    )


def _pot_within_stack(hand: Hand) -> bool:
    options = hand.options()
    return options.max_to is not None and options.max_to < options.all_in_to


def _round_over(hand: Hand) -> bool:
    """A betting round has just ended (no bets in front) and somebody is all-in."""
    if hand.phase not in (Phase.DEAL, Phase.SHOWDOWN, Phase.DRAW) or any(hand.bets):
        return False
    if hand.phase is Phase.SHOWDOWN and hand.showdown_done:
        return False
    return any(hand.all_in(player) for player in range(hand.count))


def _find_side_pots(
    skill: Skill, game: str, setup: HandSetup, actions: list[Action], rng: random.Random
) -> Question | None:
    found = _prefixes(setup, actions, _round_over)
    several = [n for n in found if len(Hand(setup, actions[:n]).pots()) > 1]
    if several:
        found = several
    elif rng.random() < 0.7:
        return None  # mostly questions with a side pot
    if not found:
        return None
    length = rng.choice(found)
    return Question(skill, game, setup, tuple(actions[:length]))


def _showdown_hand(hand: Hand) -> bool:
    """A hand decided at a showdown where at least two hands were shown."""
    return hand.finished and sum(1 for cards in hand.shown.values() if cards) >= 2


def _find_showdown(
    skill: Skill, game: str, setup: HandSetup, actions: list[Action], rng: random.Random
) -> Question | None:
    hand = Hand(setup, actions)
    if not _showdown_hand(hand):
        return None
    return Question(skill, game, setup, tuple(actions))


def _odd_chip_of(hand: Hand, pot: PotResult) -> tuple[int, str] | None:
    """The one player who takes an odd chip from ``pot``, and the engine's reason."""
    odd = [award for award in pot.awards if award.odd_chips]
    if len(odd) == 1:
        reason = str(odd[0].odd_chip_reason)
        key = next((r for r in ODD_CHIP_REASONS if reason.startswith(r)), reason)
        return odd[0].player, key
    if odd:
        return None
    highs = [award for award in pot.awards if award.half == "high"]
    if pot.high_half_odd_chip and len(highs) == 1:  # the engine's uneven hi/lo split
        return highs[0].player, ODD_CHIP_REASONS[3]
    return None


def _find_odd_chip(
    skill: Skill, game: str, setup: HandSetup, actions: list[Action], rng: random.Random
) -> Question | None:
    hand = Hand(setup, actions)
    if not _showdown_hand(hand):
        return None
    pots = [index for index, pot in enumerate(hand.results) if _odd_chip_of(hand, pot)]
    if not pots:
        return None
    index = rng.choice(pots)
    pot = hand.results[index]
    winners = sorted({award.player for award in pot.awards})
    reasons = _reasons_for(hand)
    keys = tuple(f"{player}|{reason}" for player in winners for reason in reasons)
    choices = tuple(
        Choice(Text("%1: %2", (hand.name(player), reason), ("", "reason")))
        for player in winners
        for reason in reasons
    )
    return Question(skill, game, setup, tuple(actions), None, index, False, choices, keys)


def _reasons_for(hand: Hand) -> tuple[str, ...]:
    hi_lo = hand.variant.split is Split.HIGH_LOW8
    # Stud: by suit (which card, per preset); flop and draw games: the first left of the button.
    reasons = ODD_CHIP_REASONS[1:3] if hand.variant.is_stud else ODD_CHIP_REASONS[:1]
    return (*reasons, ODD_CHIP_REASONS[3]) if hi_lo else reasons


def _value_asked(hand: Hand, player: int, low: bool) -> HandValue | None:
    high_value, low_value = hand.hand_values(player)
    return low_value if low else high_value


def _find_best_hand(
    skill: Skill, game: str, setup: HandSetup, actions: list[Action], rng: random.Random
) -> Question | None:
    hand = Hand(setup, actions)
    if not hand.finished:
        return None
    shown = [p for p, cards in hand.shown.items() if cards and None not in cards]
    if not shown:
        return None
    player = rng.choice(sorted(shown))
    variant = hand.variant
    low = variant.low_is_best or (
        variant.split is Split.HIGH_LOW8
        and hand.hand_values(player)[1] is not None
        and rng.random() < 0.5
    )
    value = _value_asked(hand, player, low)
    if value is None:
        return None
    names = {_value_key(value)}
    wrong: list[HandValue] = []
    for other in _near_values(hand, player, low):
        key = _value_key(other)
        if key not in names:
            names.add(key)
            wrong.append(other)
    if not wrong:
        return None
    wrong = wrong[:6]  # the nearest readings, the stronger (wrongly made) ones first
    rng.shuffle(wrong)
    offered = [value, *wrong[:3]]
    rng.shuffle(offered)
    keys = tuple(_value_key(each) for each in offered)
    choices = tuple(Choice(_value_text(each)) for each in offered)
    # The low asked of a hi/lo hand: the question says which half.
    return Question(skill, game, setup, tuple(actions), player, None, low, choices, keys)


def _value_key(value: HandValue) -> str:
    return value.name


def _hand_text(value: HandValue) -> Message:
    """A hand value as a text's ``"hand"`` value: its name, a message the window says in the
    student's language ("Brelan de rois")."""
    return value.message


def _value_text(value: HandValue) -> Text:
    return Text(
        "%1 (%2)",
        (_hand_text(value), " ".join(card.symbol for card in value.cards)),
        ("hand", ""),
    )


def _near_values(hand: Hand, player: int, low: bool) -> list[HandValue]:
    """Hands a student may wrongly read for ``player``: any five of the cards he can see
    (in Omaha, also those not using exactly two hole cards), strongest first."""
    cards = [card for card in hand.shown[player] or () if card is not None]
    pool = cards + list(hand.board)
    kind = hand.variant.split
    values: list[HandValue] = []
    for five in combinations(pool, 5):
        value: HandValue | None
        if low and kind is Split.HIGH_LOW8:
            value = evaluation.low8(list(five))
        elif low and kind is Split.ACE_TO_FIVE:
            value = evaluation.ace_to_five_low(list(five))
        elif low:
            value = evaluation.deuce_to_seven_low(list(five))
        else:
            value = evaluation.high(list(five))
        if value is not None:
            values.append(value)
    values.sort(key=lambda value: -value.strength)
    # Five cards alone (draw games) read no other way: the other players' hands, and the same
    # cards read by another game's rule (an ace low, a straight that counts against).
    for other in sorted(hand.shown):
        if other != player and hand.shown[other] and None not in (hand.shown[other] or ()):
            other_value = _value_asked(hand, other, low)
            if other_value is not None:
                values.append(other_value)
    if len(pool) == 5:
        values += [evaluation.high(pool), evaluation.ace_to_five_low(pool)]
        if kind is not Split.DEUCE_TO_SEVEN:
            values.append(evaluation.deuce_to_seven_low(pool))
    return values


def _find_bring_in(
    skill: Skill, game: str, setup: HandSetup, actions: list[Action], rng: random.Random
) -> Question | None:
    def wanted(hand: Hand) -> bool:
        return _betting(hand) and hand.street == 0 and hand.options().bring_in is not None

    found = _prefixes(setup, actions, wanted)
    if not found:
        return None
    length = found[0]
    return Question(skill, game, setup, tuple(actions[:length]))


def _find_first_to_act(
    skill: Skill, game: str, setup: HandSetup, actions: list[Action], rng: random.Random
) -> Question | None:
    def wanted(hand: Hand) -> bool:
        last = hand.actions[-1] if hand.actions else None
        return _betting(hand) and hand.street > 0 and isinstance(last, DealHole)

    found = _prefixes(setup, actions, wanted)
    if not found:
        return None
    length = rng.choice(found)
    return Question(skill, game, setup, tuple(actions[:length]))


# ------------------------------------------------------------------------------- chip race

# (leaving chip, smallest chip still in play): colour-ups of a tournament's structure.
_COLOUR_UPS: Final = ((5, 25), (25, 100), (100, 500), (500, 1000), (1000, 5000))


def _chip_race(game: str, rng: random.Random) -> Question:
    """A table at a colour-up: each seat's stack and chips of the leaving denomination, and
    one card dealt to each chip left once the seat's chips are coloured up in full."""
    variant = VARIANTS[game]
    while True:
        base = random_setup(rng, variant, short_stacks=False)
        leaving, new = rng.choice(_COLOUR_UPS)
        ratio = new // leaving
        chips = []
        stacks = []
        for _ in range(base.player_count):
            count = rng.randrange(2 * ratio) if rng.random() < 0.9 else 0
            # Now and then a player whose last chips leave (nobody is raced out).
            others = 0 if rng.random() < 0.1 else rng.randint(1, 200) * new
            chips.append(count)
            stacks.append(count * leaving + others)
        odd = [(count * leaving % new) // leaving for count in chips]
        if not 0 < sum(odd) <= len(DECK) or sum(stacks) == 0 or min(stacks) == 0:
            continue
        dealt = rng.sample(DECK, sum(odd))
        cards = []
        for count in odd:
            cards.append(tuple(dealt[:count]))
            dealt = dealt[count:]
        setup = replace(base, starting_stacks=tuple(stacks), blinds=(), antes=())
        deal = ChipRaceDeal(leaving, new, tuple(chips), tuple(cards))
        return Question(Skill.CHIP_RACE, game, setup, (), race=deal)


def race_result(question: Question) -> RaceResult:
    """The tournament engine's chip race on the question's table (TDA 24)."""
    deal = question.race
    assert deal is not None
    setup = question.setup
    names = [setup.name(player) for player in range(setup.player_count)]
    players = [
        (name, stack, count)
        for name, stack, count in zip(names, setup.starting_stacks, deal.chips, strict=True)
    ]
    cards = {name: list(dealt) for name, dealt in zip(names, deal.cards, strict=True) if dealt}
    return race(players, cards, leaving=deal.leaving, new=deal.new)


# ------------------------------------------------------------------------------- irregularities

# Errors that can be ruled on at any moment of a hand; the others belong to a street or a deal.
_ANY_TIME: Final = frozenset(
    {
        DealerError.CARDS_EXPOSED,
        DealerError.SEAT_MISSED,
        DealerError.WRONG_FIRST_SEAT,
        DealerError.WRONG_CARD_COUNT,
        DealerError.BUTTON_SHORT,
        DealerError.CARD_FACE_UP_IN_DECK,
        DealerError.FOULED_DECK,
    }
)


def encode_steps(steps: Sequence[Step]) -> str:
    """A ruling's steps as a text value (JSON), so that a :class:`Text` carries them whole:
    the window translates each template and its values in turn (:func:`decode_steps`).

    >>> steps = (Step("Deal the %1 again.", (Step("turn"),)),)
    >>> decode_steps(encode_steps(steps)) == steps
    True
    """
    return json.dumps([_step_data(step) for step in steps], ensure_ascii=False)


def _step_data(step: Step) -> list[object]:
    return [step.template, [v if isinstance(v, str) else _step_data(v) for v in step.values]]


def decode_steps(text: str) -> tuple[Step, ...]:
    """The steps :func:`encode_steps` wrote."""
    return tuple(_step_of(data) for data in json.loads(text))


def _step_of(data: list[object]) -> Step:
    template, values = data
    assert isinstance(template, str) and isinstance(values, list)
    return Step(template, tuple(v if isinstance(v, str) else _step_of(v) for v in values))


def _rule(hand: Hand, error: DealerError, player: int | None, held: Action | None) -> Ruling | None:
    try:
        return rule_on(hand, error, player=player, action=held)
    except IllegalAction:
        return None


def question_ruling(question: Question) -> Ruling:
    """The irregularity assistant's ruling on the question's error, under the table's rule set."""
    assert question.error is not None
    return rule_on(question.hand(), question.error, player=question.player, action=question.held)


def _held_action(hand: Hand, rng: random.Random) -> Fold | CheckCall | BetRaise | None:
    """An action out of turn some player may take now (a fold, a check or call, a bet or raise)."""
    if hand.phase is not Phase.BET or hand.actor is None:
        return None
    players = [p for p in hand.live_players if p != hand.actor and hand.stacks[p] > 0]
    rng.shuffle(players)
    options = hand.options()
    for player in players:
        tries: list[Fold | CheckCall | BetRaise] = [Fold(player), CheckCall(player)]
        if options.min_to is not None:
            tries.append(BetRaise(player, options.min_to))
        rng.shuffle(tries)
        for action in tries:
            try:
                verify_out_of_turn(hand, action)
            except IllegalAction:
                continue
            return action
    return None


def _find_irregularity(
    skill: Skill, game: str, setup: HandSetup, actions: list[Action], rng: random.Random
) -> Question | None:
    length = rng.randrange(len(actions))
    hand = Hand(setup, actions[:length])
    if hand.finished:
        return None
    possible = errors_possible(hand)
    of_the_moment = [error for error in possible if error not in _ANY_TIME]
    error = rng.choice(of_the_moment if of_the_moment and rng.random() < 0.7 else possible)
    player: int | None = None
    held: Fold | CheckCall | BetRaise | None = None
    if error is DealerError.OUT_OF_TURN:
        held = _held_action(hand, rng)
        if held is None:
            return None
        player = held.player
    elif error is DealerError.WRONG_CARD_COUNT:
        player = rng.choice(hand.live_players)
    right = _rule(hand, error, player, held)
    if right is None:
        return None
    # The wrong rulings: first the same error under the other rule sets (always offered where
    # they differ), at other moments of this hand (before or after substantial action ...) or
    # another action out of turn; then the rulings of the other errors possible now.
    presets: list[Ruling | None] = []
    for ruleset in RULESETS.values():
        if ruleset != setup.ruleset:
            try:
                other = Hand(replace(setup, ruleset=ruleset), actions[:length])
            except IllegalAction:
                continue  # stud: who acts first differs by preset, the hand is not the same
            presets.append(_rule(other, error, player, held))
    near: list[Ruling | None] = []
    if error is DealerError.OUT_OF_TURN and player is not None:
        for action in (Fold(player), CheckCall(player)):
            near.append(_rule(hand, error, player, action))
    else:
        moments = list(range(len(actions)))
        rng.shuffle(moments)
        for moment in moments[:12]:
            near.append(_rule(Hand(setup, actions[:moment]), error, player, None))
    others = [
        _rule(hand, other, player if other is DealerError.WRONG_CARD_COUNT else None, None)
        for other in possible
        if other not in (error, DealerError.OUT_OF_TURN)
    ]
    rng.shuffle(near)
    rng.shuffle(others)
    seen = {right.text}
    wrong: list[Ruling] = []
    for group, most in ((presets, 2), (near, 2), (others, 3)):
        for ruling in group:
            if ruling is not None and ruling.text not in seen and len(wrong) < most:
                seen.add(ruling.text)
                wrong.append(ruling)
    if len(wrong) < 2:
        return None
    offered = [right, *wrong]
    rng.shuffle(offered)
    keys = tuple(ruling.text for ruling in offered)
    choices = tuple(Choice(Text("%1", (encode_steps(r.steps),), ("ruling",))) for r in offered)
    return Question(
        skill, game, setup, tuple(actions[:length]), player, None, False, choices, keys, error, held
    )


_FINDERS: Final[dict[Skill, Finder]] = {
    Skill.POT_LIMIT_MAX: _find_decision,
    Skill.TO_CALL: _find_decision,
    Skill.MIN_RAISE: _find_decision,
    Skill.RAISE_ALLOWED: _find_decision,
    Skill.SIDE_POTS: _find_side_pots,
    Skill.SHOWDOWN: _find_showdown,
    Skill.ODD_CHIP: _find_odd_chip,
    Skill.BEST_HAND: _find_best_hand,
    Skill.BRING_IN: _find_bring_in,
    Skill.FIRST_TO_ACT: _find_first_to_act,
    Skill.IRREGULARITY: _find_irregularity,
}

_RAISE_CHOICE_TEXTS: Final = {
    "yes": "Yes: he may raise",
    NoRaise.CAPPED.value: "No: the betting is capped",
    NoRaise.NOT_REOPENED.value: "No: the short all-in did not re-open the betting",
    NoRaise.CANNOT_COVER.value: "No: he has no chips beyond a call",
    NoRaise.NOBODY_TO_RAISE.value: "No: every other player is all-in",
}


# ------------------------------------------------------------------------------- live dealing


def live_hand(game: str, seed: str) -> list[Question]:
    """One random hand of ``game`` as the dealer meets it, figure after figure: each call costs
    the amount to call, each "pot" the pot-limit maximum; at the end of each round with a new side pot, the pots; at the showdown, the awards.

    The same seed gives the same hand and questions anywhere.

    >>> questions = live_hand("nlhe", "7")
    >>> len(questions) > 0 and len({q.setup for q in questions}) == 1
    True
    """
    variant = VARIANTS[game]
    rng = random.Random(f"live {seed}")
    for _ in range(_TRIES):
        setup = random_setup(rng, variant)
        _hand, actions = play_hand(setup, rng)
        questions: list[Question] = []
        pots_asked: set[tuple[int, ...]] = set()
        hand = Hand(setup)
        for length in range(len(actions) + 1):
            if length:
                hand.apply(actions[length - 1])
            situation = tuple(actions[:length])
            upcoming = actions[length] if length < len(actions) else None
            if _betting(hand):
                options = hand.options()
                if options.bring_in is not None:
                    continue
                # What the player does next costs a figure the dealer says: a call, a pot.
                says_pot = (
                    variant.structure is Structure.POT_LIMIT
                    and isinstance(upcoming, BetRaise)
                    and upcoming.to == options.max_to
                )
                if says_pot:
                    questions.append(
                        Question(Skill.POT_LIMIT_MAX, game, setup, situation, options.player)
                    )
                elif isinstance(upcoming, CheckCall) and options.to_call:
                    questions.append(
                        Question(Skill.TO_CALL, game, setup, situation, options.player)
                    )
            elif _round_over(hand) and len(hand.pots()) > 1:
                amounts = tuple(pot.amount for pot in hand.pots())
                if amounts not in pots_asked:
                    pots_asked.add(amounts)
                    questions.append(Question(Skill.SIDE_POTS, game, setup, situation))
            elif _showdown_hand(hand):
                questions.append(Question(Skill.SHOWDOWN, game, setup, situation))
        if questions:
            return questions
    raise NoSituation(f"No hand of {variant.name} came with a figure to find.")


# ------------------------------------------------------------------------------- the question


def prompt(question: Question) -> Text:
    """What the question asks, in words."""
    hand = question.hand()
    skill = question.skill
    name = hand.name(question.player) if question.player is not None else ""
    if skill is Skill.POT_LIMIT_MAX:
        return Text("%1 says pot: to how much may he raise (bet-to)?", (name,))
    if skill is Skill.TO_CALL:
        return Text("How many chips does %1 put in to call?", (name,))
    if skill is Skill.MIN_RAISE:
        return Text("%1 raises (or bets) the minimum: to how much (bet-to)?", (name,))
    if skill is Skill.RAISE_ALLOWED:
        return Text("May %1 raise now?", (name,))
    if skill is Skill.SIDE_POTS:
        put_in = ", ".join(_put_in(hand, player) for player in range(hand.count))
        return Text(
            "Put in this hand: %1. Each pot: its amount and the seats that can win it?",
            (put_in,),
        )
    if skill is Skill.SHOWDOWN:
        return Text("What does each seat receive from each pot (odd chips included)?")
    if skill is Skill.ODD_CHIP:
        assert question.pot is not None
        pot = hand.results[question.pot]
        return Text(
            "%1 (%2): who takes the odd chip, and why?",
            (_pot_title(question.pot), hand.setup.money(pot.amount)),
            ("word", ""),
        )
    if skill is Skill.BEST_HAND:
        half = "low" if question.low and not hand.variant.low_is_best else "best"
        key = "%1's low hand?" if half == "low" else "%1's best hand, as a dealer says it?"
        return Text(key, (name,))
    if skill is Skill.BRING_IN:
        return Text("Who brings in?")
    if skill is Skill.CHIP_RACE:
        deal = question.race
        assert deal is not None
        holdings = ", ".join(
            f"{hand.name(player)} {count}"
            + (f" ({' '.join(card.symbol for card in cards)})" if cards else "")
            for player, (count, cards) in enumerate(zip(deal.chips, deal.cards, strict=True))
        )
        return Text(
            "Colour-up: the %1 chips leave, the smallest chip is now %2. Chips of %1 and cards "
            "dealt: %3. Which seats win a chip, and what value is removed?",
            (hand.setup.money(deal.leaving), hand.setup.money(deal.new), holdings),
        )
    if skill is Skill.IRREGULARITY:
        assert question.error is not None
        ruleset = hand.setup.ruleset.name
        if question.held is not None:
            done = encode_steps((action_words(hand, question.held),))
            return Text(
                "%1 acts out of turn: %2. What do the %3 rules say to do?",
                (name, done, ruleset),
                ("", "ruling", ""),
            )
        if question.player is not None:
            return Text(
                "%1: %2. What do the %3 rules say to do?",
                (question.error.value, name, ruleset),
                ("irregularity", "", ""),
            )
        return Text(
            "%1. What do the %2 rules say to do?",
            (question.error.value, ruleset),
            ("irregularity", ""),
        )
    return Text("%1: who acts first?", (hand.current_street,), ("word",))


def _put_in(hand: Hand, player: int) -> str:
    text = f"{hand.name(player)} {hand.setup.money(hand.committed[player])}"
    if hand.folded[player]:
        return text + " (folded)"
    if hand.all_in(player):
        return text + " (all-in)"
    return text


def _pot_title(index: int) -> Message:
    if index == 0:
        return Message(QT_TRANSLATE_NOOP("Messages", "Main pot"))
    return Message(QT_TRANSLATE_NOOP("Messages", "Side pot {number}"), number=index)


# ------------------------------------------------------------------------------- the engine's answer


def truth(question: Question) -> Answer:
    """The right answer, read from the engine replaying the situation."""
    hand = question.hand()
    skill = question.skill
    if skill in (Skill.POT_LIMIT_MAX, Skill.TO_CALL, Skill.MIN_RAISE, Skill.RAISE_ALLOWED):
        options = hand.options()
        if skill is Skill.POT_LIMIT_MAX:
            assert options.max_to is not None
            return options.max_to
        if skill is Skill.TO_CALL:
            return options.call_amount
        if skill is Skill.MIN_RAISE:
            assert options.min_to is not None
            return options.min_to
        key = "yes" if options.can_raise else (options.no_raise or NoRaise.CAPPED).value
        return question.choice_keys.index(key) + 1
    if skill is Skill.SIDE_POTS:
        return tuple((pot.amount, tuple(p + 1 for p in pot.eligible)) for pot in hand.pots())
    if skill is Skill.SHOWDOWN:
        return tuple(_awards_of(pot.awards) for pot in hand.results)
    if skill is Skill.ODD_CHIP:
        assert question.pot is not None
        odd = _odd_chip_of(hand, hand.results[question.pot])
        assert odd is not None
        return question.choice_keys.index(f"{odd[0]}|{odd[1]}") + 1
    if skill is Skill.BEST_HAND:
        assert question.player is not None
        value = _value_asked(hand, question.player, question.low)
        assert value is not None
        return question.choice_keys.index(_value_key(value)) + 1
    if skill is Skill.IRREGULARITY:
        return question.choice_keys.index(question_ruling(question).text) + 1
    if skill is Skill.CHIP_RACE:
        result = race_result(question)
        seats = {question.setup.name(player): player + 1 for player in range(hand.count)}
        return (tuple(sorted(seats[name] for name in result.winners)), result.removed)
    assert hand.actor is not None
    return hand.actor + 1  # bring-in and first to act: the seat of the engine's actor


def _awards_of(awards: Sequence[Award]) -> tuple[tuple[int, int], ...]:
    total: dict[int, int] = {}
    for award in awards:
        if award.amount:
            total[award.player + 1] = total.get(award.player + 1, 0) + award.amount
    return tuple(sorted(total.items()))


def normalized(kind: Kind, answer: Answer) -> Answer:
    """An answer in the form :func:`truth` gives: pots in any order sorted by amount and
    seats, awards of nothing left out, seats sorted."""
    if isinstance(answer, int):
        return answer
    if kind is Kind.RACE:
        raced: Race = answer  # type: ignore[assignment]
        return (tuple(sorted(set(raced[0]))), raced[1])
    if kind is Kind.POTS:
        pots: Pots = answer  # type: ignore[assignment]
        return tuple(sorted((amount, tuple(sorted(seats))) for amount, seats in pots))
    awards: Awards = answer  # type: ignore[assignment]
    return tuple(tuple(sorted((seat, amount) for seat, amount in pot if amount)) for pot in awards)


def check(question: Question, answer: Answer) -> Verdict:
    """Judge ``answer`` by the engine: right or wrong, the right answer, and the reasoning."""
    expected = truth(question)
    kind = question.kind
    correct = type(answer) is type(expected) and normalized(kind, answer) == normalized(
        kind, expected
    )
    return Verdict(correct, expected, reasoning(question))


def wrong_answers(question: Question) -> list[Answer]:
    """Answers the engine must refuse (tests use them): near misses of the right one."""
    expected = truth(question)
    if isinstance(expected, int):
        if question.kind is Kind.CHOICE:
            return [n for n in range(1, len(question.choices) + 1) if n != expected]
        if question.kind is Kind.SEAT:
            return [n for n in range(1, question.setup.player_count + 1) if n != expected]
        return [expected + 1, expected - 1, expected * 2 + 1]
    if question.kind is Kind.RACE:
        raced: Race = expected  # type: ignore[assignment]
        seats, removed = raced
        new = question.race.new if question.race else 1
        everybody = range(1, question.setup.player_count + 1)
        outsider = next((seat for seat in everybody if seat not in seats), None)
        race_wrong: list[Answer] = [(seats, removed + new), (seats, removed - new)]
        if seats:
            race_wrong.append((seats[1:], removed))
        if outsider is not None:
            race_wrong.append((tuple(sorted((*seats, outsider))), removed))
        return race_wrong
    if question.skill is Skill.SIDE_POTS:
        pots: Pots = expected  # type: ignore[assignment]
        first_amount, first_seats = pots[0]
        changed = ((first_amount + 1, first_seats), *pots[1:])
        merged = ((sum(a for a, _ in pots), pots[0][1]),)
        wrong: list[Answer] = [changed]
        if len(pots) > 1:
            wrong.append(merged)
        return wrong
    awards: Awards = expected  # type: ignore[assignment]
    first = awards[0]
    seat, amount = first[0]
    return [(((seat, amount + 1), *first[1:]), *awards[1:]), awards[:-1] if len(awards) > 1 else ()]


# ------------------------------------------------------------------------------- why


def reasoning(question: Question) -> tuple[Text, ...]:
    """The engine's figures and rules behind the right answer, in sentences."""
    hand = question.hand()
    skill = question.skill
    money = hand.setup.money
    if skill in (Skill.POT_LIMIT_MAX, Skill.TO_CALL, Skill.MIN_RAISE, Skill.RAISE_ALLOWED):
        options = hand.options()
        name = hand.name(options.player)
        highest = hand.round.highest
        pot_total = hand.pot_total
        lines = [
            Text(
                "The highest bet is %1; %2 has %3 in front and %4 behind; the pot is %5.",
                (
                    money(highest),
                    name,
                    money(hand.bets[options.player]),
                    money(hand.stacks[options.player]),
                    money(pot_total),
                ),
            )
        ]
        # The dealer's window's own sentence for a bet-to one chip past the answer.
        probe = None
        if skill is Skill.POT_LIMIT_MAX and options.max_to is not None:
            probe = options.max_to + 1
        elif skill is Skill.MIN_RAISE and options.min_to is not None and not options.fixed:
            probe = options.min_to - 1
        elif skill is Skill.RAISE_ALLOWED and not options.can_raise:
            probe = options.all_in_to
        if probe is not None:
            refusal = _engine_refusal(hand, BetRaise(options.player, probe))
            if refusal is not None:
                lines.append(Text("%1", (refusal,), ("sentence",)))
        if skill is Skill.POT_LIMIT_MAX:
            assert options.max_to is not None
            figured = highest + pot_total + options.to_call
            if options.max_to == options.all_in_to and options.max_to < figured:
                lines.append(
                    Text("The pot is more than he has: all-in to %1.", (money(options.max_to),))
                )
            elif options.max_to == figured:
                lines.append(
                    Text(
                        "Call %1 first, then raise by the pot with that call in it (%2): raise to %3 + %2 = %4.",
                        (
                            money(options.to_call),
                            money(pot_total + options.to_call),
                            money(highest),
                            money(options.max_to),
                        ),
                    )
                )
            elif options.max_to == options.min_to:
                lines.append(
                    Text(
                        "The pot is smaller than a minimum raise: he may raise to %1.",
                        (money(options.max_to),),
                    )
                )
            else:
                lines.append(
                    Text(
                        "Pre-flop the pot counts the level's full blinds, even dead or posted short (TDA 54): raise to %1.",
                        (money(options.max_to),),
                    )
                )
        elif skill is Skill.TO_CALL:
            if options.call_amount < options.to_call:
                lines.append(
                    Text(
                        "%1 has less than the %2 to call: he calls all-in for %3.",
                        (name, money(options.to_call), money(options.call_amount)),
                    )
                )
            else:
                lines.append(
                    Text(
                        "To call: %1 − %2 = %3.",
                        (
                            money(highest),
                            money(hand.bets[options.player]),
                            money(options.call_amount),
                        ),
                    )
                )
        elif skill is Skill.MIN_RAISE:
            assert options.min_to is not None
            if options.fixed:
                lines.append(
                    Text(
                        "Fixed limit: every bet and raise is one bet of the street: to %1.",
                        (money(options.min_to),),
                    )
                )
            else:
                lines.append(
                    Text(
                        "The last full bet or raise was %1: the minimum is the highest bet plus that, to %2.",
                        (money(hand.round.increment), money(options.min_to)),
                    )
                )
        else:
            key = "yes" if options.can_raise else (options.no_raise or NoRaise.CAPPED).value
            lines.append(Text(_RAISE_REASON_TEXTS[key], (name,)))
        return tuple(lines)
    if skill is Skill.SIDE_POTS:
        lines = []
        for index, pot in enumerate(hand.pots()):
            names = ", ".join(hand.name(p) for p in pot.eligible)
            lines.append(
                Text("%1: %2 — %3", (_pot_title(index), money(pot.amount), names), ("word", "", ""))
            )
        lines.append(
            Text(
                "Each pot holds what every player put in up to one all-in level; folded chips stay in, and only those who reached the level and did not fold can win it."
            )
        )
        return tuple(lines)
    if skill in (Skill.SHOWDOWN, Skill.ODD_CHIP):
        return _announcement(hand)
    if skill is Skill.BEST_HAND:
        assert question.player is not None
        value = _value_asked(hand, question.player, question.low)
        assert value is not None
        lines = [
            Text(
                "%1 plays %2 (%3).",
                (
                    hand.name(question.player),
                    _hand_text(value),
                    " ".join(c.symbol for c in value.cards),
                ),
                ("", "hand", ""),
            )
        ]
        if hand.variant.omaha:
            lines.append(Text("Omaha: exactly two cards from the hand and three from the board."))
        return tuple(lines)
    if skill is Skill.CHIP_RACE:
        return _race_reasoning(question)
    if skill is Skill.IRREGULARITY:
        ruling = question_ruling(question)
        steps = [Text("%1", (encode_steps((step,)),), ("ruling",)) for step in ruling.steps]
        in_turn_count = sum(1 for action in hand.actions if in_turn(action))
        return (
            *steps,
            Text(
                "Actions in turn so far: %1, substantial action (TDA 36)."
                if substantial_action(hand)
                else "Actions in turn so far: %1, no substantial action yet (TDA 36).",
                (str(in_turn_count),),
            ),
            Text("%1 rules: %2.", (hand.setup.ruleset.name, ruling.source)),
        )
    assert hand.actor is not None
    actor = hand.actor
    upcards = " ".join(card.symbol for card in hand.upcards[actor])
    if skill is Skill.BRING_IN:
        rule = (
            "Razz: the highest upcard brings in (ace low, K♠ the worst card)."
            if hand.variant.split is Split.ACE_TO_FIVE
            else "The lowest upcard brings in (ace high); ties by suit, clubs, diamonds, hearts, spades."
        )
        return (Text("%1 brings in, showing %2.", (hand.name(actor), upcards)), Text(rule))
    rule = (
        "Razz: from fourth street the lowest showing hand acts first."
        if hand.variant.split is Split.ACE_TO_FIVE
        else "From fourth street the highest showing hand acts first (pairs beat high cards)."
    )
    return (Text("%1 acts first, showing %2.", (hand.name(actor), upcards)), Text(rule))


def _race_reasoning(question: Question) -> tuple[Text, ...]:
    deal = question.race
    assert deal is not None
    setup = question.setup
    money = setup.money
    result = race_result(question)
    names = [setup.name(player) for player in range(setup.player_count)]
    lines = []
    coloured = ", ".join(f"{name} {result.coloured_up[name]}" for name in names)
    lines.append(
        Text(
            "First each player's chips of %1 are coloured up in full: chips of %2 to %3.",
            (money(deal.leaving), money(deal.new), coloured),
        )
    )
    raced = sum(len(cards) for cards in deal.cards)
    rest = raced * deal.leaving
    lines.append(
        Text(
            "Chips of %2 left to race: %1, worth %3; chips of %5 to award: %4 (the nearest chip, half up).",
            (str(raced), money(deal.leaving), money(rest), str(result.awarded), money(deal.new)),
        )
    )
    order = sorted((max(cards), names[player]) for player, cards in enumerate(deal.cards) if cards)
    highest = ", ".join(f"{name} {card.symbol}" for card, name in reversed(order))
    lines.append(
        Text(
            "Highest cards (rank, then suit: spades, hearts, diamonds, clubs): %1; one chip each, nobody wins two.",
            (highest,),
        )
    )
    if result.winners:
        lines.append(Text("A chip of %1 each to %2.", (money(deal.new), ", ".join(result.winners))))
    if result.kept_in:
        lines.append(
            Text(
                "Nobody is raced out: %1 kept in with one chip of %2.",
                (", ".join(result.kept_in), money(deal.new)),
            )
        )
    lines.append(
        Text(
            "Value removed: %1 − %2 × %3 = %4 (minus: added by rounding up or keeping a player in).",
            (
                money(rest),
                str(len(result.winners) + len(result.kept_in)),
                money(deal.new),
                str(result.removed),
            ),
        )
    )
    return tuple(lines)


def _engine_refusal(hand: Hand, action: Action) -> Message | None:
    """The engine's message refusing ``action`` (None if it is allowed)."""
    try:
        hand.verify(action)
    except IllegalAction as refusal:
        return refusal.message
    return None


_RAISE_REASON_TEXTS: Final = {
    "yes": "%1 may raise: the betting is neither capped nor closed to him.",
    NoRaise.CAPPED.value: "The betting is capped (a bet and the raises the cap allows): %1 may only call or fold.",
    NoRaise.NOT_REOPENED.value: "Only a short all-in came since %1 acted: it does not re-open the betting, call or fold.",
    NoRaise.CANNOT_COVER.value: "Calling takes every chip %1 has: he cannot raise.",
    NoRaise.NOBODY_TO_RAISE.value: "Every other player is all-in: %1 may only call or fold.",
}


def _announcement(hand: Hand) -> tuple[Text, ...]:
    """The dealer's announcement of every pot (the window's words): size, winners, hands,
    amounts, odd chips and why."""
    money = hand.setup.money
    lines: list[Text] = []
    for index, pot in enumerate(hand.results):
        lines.append(Text("%1: %2", (_pot_title(index), money(pot.amount)), ("word", "")))
        if pot.note is not None:
            lines.append(Text("%1", (pot.note,), ("sentence",)))
        for award in pot.awards:
            if not award.amount:
                continue
            half = {"high": "high half", "low": "low half", "whole": "whole"}[award.half]
            sharing = [each for each in pot.awards if each.amount and each.half == award.half]
            if award.half == "whole" and len(sharing) > 1:
                half = "split pot"  # a share, not the whole pot
            if award.hand is not None:
                lines.append(
                    Text(
                        "%1 receives %2 (%3) with %4 (%5).",
                        (
                            hand.name(award.player),
                            money(award.amount),
                            half,
                            _hand_text(award.hand),
                            " ".join(card.symbol for card in award.hand.cards),
                        ),
                        ("", "", "word", "hand", ""),
                    )
                )
            else:
                lines.append(
                    Text(
                        "%1 receives %2 (%3).",
                        (hand.name(award.player), money(award.amount), half),
                        ("", "", "word"),
                    )
                )
            if award.odd_chips:
                lines.append(
                    Text(
                        "Odd chip to %1: %2.",
                        (hand.name(award.player), award.odd_chip_reason or ""),
                        ("", "reason"),
                    )
                )
        odd = _odd_chip_of(hand, pot)
        if odd is not None and odd[1] == ODD_CHIP_REASONS[3]:
            lines.append(Text("Odd chip to %1: %2.", (hand.name(odd[0]), odd[1]), ("", "reason")))
    return tuple(lines)


def english(text: Text) -> str:
    """A text in the engine's English (tests, command line)."""
    out = text.key
    for number, (value, what) in enumerate(
        zip(text.values, text.words or ("",) * len(text.values), strict=True), start=1
    ):
        if isinstance(value, Message):  # a hand's name, a refusal, a pot's note ...
            value = str(value)
        elif what == "ruling":
            value = " ".join(step.text for step in decode_steps(value))
        elif what == "irregularity":
            value = ERROR_NAMES[DealerError(value)]
        out = out.replace(f"%{number}", value)
    return out
