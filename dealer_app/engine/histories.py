"""A hand to and from PHH: the setup fields, the action strings, and amounts in file units.

The PHH text format itself (reading and writing the TOML) is :mod:`dealer_app.engine.phh`; this
module maps its fields onto :class:`~dealer_app.engine.hand.HandSetup` and its action strings
(``d db 2c7d9h``, ``p3 cbr 70``, ``p1 sm AsKs``) onto engine actions, and back.

Amounts in a file may be decimals (``0.50``); the engine counts in integers, so every hand gets a
:class:`Scale` (the number of decimals in the file) and converts at this edge only.

Non-standard games and table settings live in user fields (README, "Hand histories"):
``_betting_structure`` ("pot-limit" with ``NT`` is pot-limit hold'em, with ``FO/8`` pot-limit
Omaha hi/lo), ``_ruleset`` ("TDA", "RRoP", "WSOP") and ``_chip_unit`` (in file units); a
table's hand may add ``_dead_blinds`` (per player, missed small blinds posted dead, RULES 4),
``_level_blinds`` (the level's small and big blind, which a pot-limit pre-flop pot counts,
TDA 54-B) and ``_event_heads_up`` (``true``: the limit cap is lifted, TDA 48).

Where PHH leaves a choice, the hand is written as PHH readers (PokerKit) take it:

- a stud show lists the player's whole holding, down cards and upcards (``p1 sm AsAh2cAdKc9s8s``):
  PHH's hole cards are every card ``d dh`` dealt. The reader also takes the down cards alone, as
  this module wrote them before, or all the cards in any order, as other writers do;
- ``ante_trimming_status``: ``true`` where every player antes the same, our pots then taking an
  ante like any chip in, so that a player short of the ante wins only what he matched (RULES 7);
  ``false`` for a big-blind (or any unequal) ante, which is dead money in the main pot (TDA
  2024). Read from a file (``check_antes``), a hand whose antes would not make the same pots
  under what the file says is refused: equal antes one player cannot pay in full under
  ``false`` (PHH's default), unequal antes under ``true``;
- pot-limit Omaha hi/lo, under ``FO/8`` whose readers want ``small_bet`` and ``big_bet``, has
  both equal to the minimum bet: RULES 3's minimum is one big blind on every street;
- a post to enter (a big blind paid by a player who has just sat down, RULES 4) is a negative
  ``blinds_or_straddles`` entry, as PHH and PokerKit read it.

Real files also write stud cards nobody recorded (``d dh p1 ??????``: the file's first bettor
of the round opens it), a draw's replacements after every player has discarded, and all-in stud
hands shown before the last card; the engine (:mod:`dealer_app.engine.hand`) takes them.

>>> scale = Scale(2)
>>> scale.to_int(Decimal("15.65")), scale.to_text(1565), scale.to_text(1500)
(1565, '15.65', '15.00')
>>> parse_action("p3 cbr 0.70", Scale(2))
BetRaise(player=2, to=70)
>>> action_text(BetRaise(2, 70), Scale(2))
'p3 cbr 0.70'
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Any, Final, cast

from dealer_app.engine.betting import money_text
from dealer_app.engine.cards import DECK, Card, cards_text, parse_cards, parse_known_cards
from dealer_app.engine.errors import IllegalAction
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
    Phase,
    Show,
    antes_are_dead,
)
from dealer_app.engine.phh import SETUP_AMOUNT_FIELDS
from dealer_app.engine.rulesets import TDA, RuleSet, ruleset_named
from dealer_app.engine.variants import VARIANTS, Structure, Variant, variant_named
from dealer_app.messages import QT_TRANSLATE_NOOP, Amount, Message

Number = int | Decimal
_NUMBER_TYPES = (int, Decimal)


_NOT_AN_AMOUNT: Final = QT_TRANSLATE_NOOP("Messages", "'{amount}' is not an amount.")


@dataclass(frozen=True, slots=True)
class Scale:
    """How many decimals the file's amounts have: engine integer = amount x 10**decimals."""

    decimals: int = 0

    def to_int(self, value: Number | str) -> int:
        """An amount of the file as an engine integer; refuses sub-unit amounts."""
        if isinstance(value, int):
            return value * 10**self.decimals if self.decimals else value
        if isinstance(value, Decimal) and value.is_finite():
            scaled = value.scaleb(self.decimals)
            whole = int(scaled)
            if whole == scaled:
                return whole
        if isinstance(value, str) and not value.isascii():
            # Decimal() reads any script's digits ('١٠' is 10): a file's amounts are ASCII,
            # as its player numbers are.
            raise IllegalAction(_NOT_AN_AMOUNT, amount=value)
        try:
            scaled = Decimal(value) * (10**self.decimals)
        except (InvalidOperation, ValueError):
            raise IllegalAction(_NOT_AN_AMOUNT, amount=str(value)) from None
        if not scaled.is_finite():  # inf, nan: no chip count
            raise IllegalAction(_NOT_AN_AMOUNT, amount=str(value))
        if scaled != scaled.to_integral_value():
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "{amount} is finer than the table's smallest unit."),
                amount=str(value),
            )
        return int(scaled)

    def to_number(self, amount: int) -> Number:
        """An engine integer back in file units (a Decimal when the file has decimals)."""
        if not self.decimals:
            return amount
        return Decimal(amount).scaleb(-self.decimals)

    def to_text(self, amount: int) -> str:
        return money_text(amount, self.decimals)


def _decimals_of(value: Any) -> int:
    if type(value) is list:
        if _WHOLE_NUMBERS.issuperset(map(type, value)):
            return 0  # the usual array: integers only, nothing to count
        return max((_decimals_of(item) for item in value), default=0)
    if isinstance(value, Decimal):
        exponent = value.as_tuple().exponent
        return -exponent if isinstance(exponent, int) and exponent < 0 else 0
    return 0


_WHOLE_NUMBERS = frozenset((int,))


# The PHH fields that hold amounts: the setup's (phh.SETUP_AMOUNT_FIELDS) set a hand's decimals
# (scale_of); the results' are amounts too (the journal keeps every one as text, "0.50": exports
# reads them back).
AMOUNT_FIELDS: Final = frozenset((*SETUP_AMOUNT_FIELDS, "finishing_stacks", "winnings"))


def scale_of(fields: Mapping[str, Any]) -> Scale:
    """The decimals needed for every amount of a hand, its bets included."""
    decimals = 0
    for value in map(fields.get, SETUP_AMOUNT_FIELDS):
        if value is not None and type(value) is not int:  # whole numbers have no decimals
            decimals = max(decimals, _decimals_of(value))
    actions = fields.get("actions", ())
    if "." in "".join(actions):  # only a decimal bet (or a comment) has a point
        for text in actions:
            if " cbr " in text:
                amount = text.split()[2]
                if "." in amount:
                    decimals = max(decimals, len(amount) - amount.index(".") - 1)
    return Scale(decimals)


def _amounts(fields: Mapping[str, Any], name: str, count: int, scale: Scale) -> tuple[int, ...]:
    values = fields.get(name)
    if values is None:
        return ()
    if not isinstance(values, list):
        values = [values] * count
    if len(values) != count:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("Messages", "'{key}' lists {size} amounts for {players} players."),
            key=name,
            size=len(values),
            players=count,
        )
    if not scale.decimals and _WHOLE_NUMBERS.issuperset(map(type, values)):
        return tuple(values)  # whole amounts in a file without decimals: already engine units
    return tuple(scale.to_int(value) for value in values)


def setup_from_fields(
    fields: Mapping[str, Any],
    *,
    ruleset: RuleSet | None = None,
    chip_unit: Number | None = None,
    names: Sequence[str] = (),
    check_antes: bool = False,
) -> tuple[HandSetup, Scale]:
    """The engine setup of a PHH hand; ``ruleset`` and ``chip_unit`` override the file's.

    ``check_antes`` refuses a hand whose antes our pots cannot take as the file says (module
    docstring): for files from anywhere. A record of this application (a journal checkpoint)
    leaves it off: its hand was played under our rules whatever ``ante_trimming_status`` says,
    and versions before this one wrote ``false``.
    """
    code = fields.get("variant")
    if not isinstance(code, str):
        raise IllegalAction(QT_TRANSLATE_NOOP("Messages", "The hand has no 'variant' field."))
    structure = fields.get("_betting_structure")
    try:
        variant = variant_named(code, structure if isinstance(structure, str) else None)
    except IllegalAction:
        # A file's variant is a PHH code: the sentence lists those, not our own keys.
        codes = dict.fromkeys(each.phh_code for each in VARIANTS.values())
        raise IllegalAction(
            QT_TRANSLATE_NOOP(
                "Messages", "Unknown variant '{name}': the PHH variants are {codes}."
            ),
            name=code,
            codes=", ".join(codes),
        ) from None
    scale = scale_of(fields)
    stacks_field = fields.get("starting_stacks")
    if not isinstance(stacks_field, list) or not stacks_field:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("Messages", "The hand has no 'starting_stacks' field.")
        )
    count = len(stacks_field)
    stacks = _amounts(fields, "starting_stacks", count, scale)
    blinds = _amounts(fields, "blinds_or_straddles", count, scale)
    antes = _amounts(fields, "antes", count, scale)
    dead_blinds = _amounts(fields, "_dead_blinds", count, scale)  # missed blinds (RULES 4)
    level_blinds = _amounts(fields, "_level_blinds", 2, scale)  # pot limit, TDA 54-B
    if blinds and min(blinds) < 0:
        blinds = _posts_as_blinds(blinds, scale)
    if count == 2:
        # PHH (as PokerKit) lists heads-up blinds small first; p1 is the big blind there.
        blinds, antes, dead_blinds = blinds[::-1], antes[::-1], dead_blinds[::-1]
    if ruleset is None:
        named = fields.get("_ruleset")
        ruleset = ruleset_named(named) if isinstance(named, str) else None
    unit = chip_unit if chip_unit is not None else fields.get("_chip_unit")
    min_bet, small_bet, big_bet, bring_in = [
        scale.to_int(value) if isinstance(value, _NUMBER_TYPES) and value else 0
        for value in map(fields.get, ("min_bet", "small_bet", "big_bet", "bring_in"))
    ]
    if not variant.is_limit:
        min_bet = min_bet or max(blinds, default=0) or small_bet
        small_bet = big_bet = 0  # FO/8 files carry limit bets even for pot limit
    elif not small_bet:
        small_bet = min_bet or max(blinds, default=0)
        big_bet = big_bet or 2 * small_bet
    setup = HandSetup(
        variant,
        stacks,
        blinds=blinds if any(blinds) else (),
        antes=antes if any(antes) else (),
        bring_in=bring_in,
        small_bet=small_bet,
        big_bet=big_bet,
        min_bet=min_bet,
        ruleset=TDA if ruleset is None else ruleset,
        chip_unit=scale.to_int(unit) if isinstance(unit, (*_NUMBER_TYPES, str)) and unit else 1,
        decimals=scale.decimals,
        names=tuple(names),
        dead_blinds=dead_blinds if any(dead_blinds) else (),
        level_blinds=level_blinds,
        event_heads_up=fields.get("_event_heads_up") is True,
    )
    if check_antes and any(antes):
        _refuse_other_ante_pots(setup, fields.get("ante_trimming_status") is True)
    return setup, scale


def _posts_as_blinds(blinds: tuple[int, ...], scale: Scale) -> tuple[int, ...]:
    """A file's negative ``blinds_or_straddles`` are posts (PHH, as PokerKit reads them): what
    a player who has just sat down pays to be dealt in at once, a live big blind (RULES 4).

    The engine takes a post as a blind after the big blind (or the straddle) that does not
    move the action; what PHH allows beyond that has no meaning at a table under these rules.

    >>> _posts_as_blinds((1, 2, 0, -2), Scale(0))
    (1, 2, 0, 2)
    >>> _posts_as_blinds((1, 2, 0, -3), Scale(0))
    Traceback (most recent call last):
    ...
    dealer_app.engine.errors.IllegalAction: p4 posts 3 to enter, more than the big blind 2: a post to enter is one live big blind (RULES 4).
    """
    count = len(blinds)
    live = [blind for blind in blinds if blind > 0]
    posts = [player for player, blind in enumerate(blinds) if blind < 0]
    if count == 2 or not live:
        raise IllegalAction(
            QT_TRANSLATE_NOOP(
                "Messages",
                "{player} posts to enter ({amount}) without a big blind to match: a post is made "
                "beside the blinds of a hand of three or more players.",
            ),
            player=f"p{posts[0] + 1}",
            amount=Amount(-blinds[posts[0]], scale.decimals),
        )
    top = max(live)
    big_blind = blinds.index(top)
    for player in posts:
        if player < big_blind:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "{player} posts to enter before the big blind ({big_blind}): a new player "
                    "posts from a seat after the big blind (RULES 4).",
                ),
                player=f"p{player + 1}",
                big_blind=f"p{big_blind + 1}",
            )
        if -blinds[player] > top:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "{player} posts {amount} to enter, more than the big blind {blind}: a post to "
                    "enter is one live big blind (RULES 4).",
                ),
                player=f"p{player + 1}",
                amount=Amount(-blinds[player], scale.decimals),
                blind=Amount(top, scale.decimals),
            )
    return tuple(abs(blind) for blind in blinds)


def _blinds_with_posts(blinds: Sequence[int]) -> list[int]:
    """The engine's blinds as PHH writes them: a post (any blind after the first largest, which
    is the big blind or the straddle) negative, as PokerKit reads it.

    >>> _blinds_with_posts((1, 2, 0, 2))
    [1, 2, 0, -2]
    """
    if not blinds or not any(blinds):
        return list(blinds)
    big_blind = list(blinds).index(max(blinds))
    return [-blind if player > big_blind else blind for player, blind in enumerate(blinds)]


def ante_trimming(antes: Sequence[object]) -> bool:
    """PHH's ``ante_trimming_status`` for these antes under our rules: ``true`` (matched like a
    bet) unless they are dead money in the main pot (:func:`~dealer_app.engine.hand.antes_are_dead`).
    """
    return not antes_are_dead(antes)


def _refuse_other_ante_pots(setup: HandSetup, trimmed: bool) -> None:
    """Refuse a file whose ``ante_trimming_status`` makes other pots than ours of its antes.

    Ours (the engine): equal antes are matched chips (RULES 7), unequal antes are dead money in
    the main pot (a big-blind ante, TDA 2024). Equal antes, every one paid in full, give the
    same pots either way.
    """
    antes = setup.antes
    if not ante_trimming(antes):
        if trimmed:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "The antes are not the same for every player (a big-blind ante) and the file "
                    "trims them like bets (ante_trimming_status = true); these rules put such an "
                    "ante in the main pot as dead money (TDA): set ante_trimming_status = false "
                    "to replay the hand under them.",
                )
            )
        return
    if trimmed:
        return
    for player, (ante, stack) in enumerate(zip(antes, setup.starting_stacks, strict=True)):
        if stack < ante:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "{player} has {stack} for an ante of {ante} and the file lets that player "
                    "win every ante (ante_trimming_status is not true); these rules let a player "
                    "win only what he matched (RULES 7): set ante_trimming_status = true to "
                    "replay the hand under them.",
                ),
                player=setup.name(player),
                stack=Amount(stack, setup.decimals),
                ante=Amount(ante, setup.decimals),
            )


def _player(word: str) -> int:
    # ASCII digits only: int() reads 'p١' and 'p１' as p1 and refuses 'p²'.
    if len(word) < 2 or word[0] != "p" or not (word[1:].isascii() and word[1:].isdigit()):
        raise IllegalAction(
            QT_TRANSLATE_NOOP("Messages", "'{word}' is not a player: players are p1, p2 ..."),
            word=word,
        )
    return int(word[1:]) - 1


# The cards as PHH writers write them ("As", "??"): a look-up each; anything else is parsed.
_CARD_OF_TEXT: dict[str, Card | None] = {cards_text((card,)): card for card in DECK}
_CARD_OF_TEXT["??"] = None


def _cards(text: str) -> tuple[Card | None, ...]:
    if text.count("?") == len(text) and not len(text) % 2:
        return (None,) * (len(text) // 2)  # the common case: unseen cards
    if not len(text) % 2:
        card_of = _CARD_OF_TEXT
        try:
            return tuple([card_of[text[i : i + 2]] for i in range(0, len(text), 2)])
        except KeyError:
            pass  # "10h", "as", "A♠"...: the dealer's parser reads them, or says why not
    return parse_cards(text, allow_unknown=True)


def _known_cards(text: str) -> tuple[Card, ...]:
    cards = _cards(text) if "?" not in text else ()
    if cards and None not in cards:
        return cast("tuple[Card, ...]", cards)
    return parse_known_cards(text)  # refuses "??" on the board with its sentence


# Actions are immutable, so the same text parses once and is shared (``p1 cc`` recurs a lot):
# one table of texts per number of decimals.
_PARSED: dict[int, dict[str, Action | None]] = {}


def parse_action(text: str, scale: Scale) -> Action | None:
    """One PHH action string as an engine action (``None`` for a comment-only line)."""
    parsed = _parsed(scale)
    try:
        return parsed[text]
    except KeyError:
        return _remember(parsed, text, scale)


def _parsed(scale: Scale) -> dict[str, Action | None]:
    parsed = _PARSED.get(scale.decimals)
    if parsed is None:
        parsed = _PARSED[scale.decimals] = {}
    return parsed


def _remember(parsed: dict[str, Action | None], text: str, scale: Scale) -> Action | None:
    action = _parse_action(text, scale)  # refuses a bad text: nothing is remembered then
    if len(parsed) > 50_000:
        parsed.clear()
    parsed[text] = action
    return action


def _parse_action(text: str, scale: Scale) -> Action | None:
    words = text.split("#", 1)[0].split()
    if not words:
        return None
    try:
        if words[0] == "d":
            if words[1] == "db" and len(words) == 3:
                return DealBoard(_known_cards(words[2]))
            if words[1] == "dh" and len(words) == 4:
                return DealHole(_player(words[2]), _cards(words[3]))
        else:
            player, verb = _player(words[0]), words[1]
            if len(words) == 2:
                if verb == "f":
                    return Fold(player)
                if verb == "cc":
                    return CheckCall(player)
                if verb == "pb":
                    return BringIn(player)
                if verb == "sm":
                    return Muck(player)
                if verb == "sd":
                    return Discard(player, ())
            elif len(words) == 3:
                if verb == "cbr":
                    return BetRaise(player, scale.to_int(words[2]))
                if verb == "sd":
                    return Discard(player, _cards(words[2]))
                if verb == "sm":
                    return Show(player, () if words[2] == "-" else _cards(words[2]))
    except IndexError:
        pass
    raise IllegalAction(
        QT_TRANSLATE_NOOP("Messages", "'{action}' is not a PHH action."), action=text
    )


def action_text(action: Action, scale: Scale) -> str:
    """An engine action as a PHH action string."""
    match action:
        case DealBoard(cards):
            return f"d db {cards_text(cards)}"
        case DealHole(player, cards):
            return f"d dh p{player + 1} {cards_text(cards)}"
        case Fold(player):
            return f"p{player + 1} f"
        case CheckCall(player):
            return f"p{player + 1} cc"
        case BetRaise(player, to):
            return f"p{player + 1} cbr {scale.to_text(to)}"
        case BringIn(player):
            return f"p{player + 1} pb"
        case Discard(player, cards):
            return f"p{player + 1} sd {cards_text(cards)}" if cards else f"p{player + 1} sd"
        case Show(player, cards):
            return f"p{player + 1} sm {cards_text(cards)}" if cards else f"p{player + 1} sm -"
        case Muck(player):
            return f"p{player + 1} sm"
    raise IllegalAction(
        QT_TRANSLATE_NOOP("Messages", "Unknown action {action}."), action=repr(action)
    )


@dataclass(frozen=True, slots=True)
class Refusal:
    """Where a replay stopped: the action's position (1-based), its text, and why: the
    refusal's :attr:`message` (the window says it in the dealer's language), :attr:`reason`
    its English sentence (files and the command line)."""

    position: int
    text: str
    message: Message

    @property
    def reason(self) -> str:
        return str(self.message)


def replay(setup: HandSetup, actions: Iterable[str], scale: Scale) -> tuple[Hand, Refusal | None]:
    """Apply PHH action strings in order; stop at the first refused one.

    A ``d dh`` of unseen cards that the engine has already dealt on its own (a stud seventh
    street or a draw nobody could bet after, :func:`full_actions`) is taken as said.
    """
    hand = Hand(setup)
    parsed = _parsed(scale)
    apply = hand.apply
    said: list[int] = []  # players of the deals taken as said, one entry per card
    for position, text in enumerate(actions, start=1):
        try:
            action = parsed[text] if text in parsed else _remember(parsed, text, scale)
            if action is not None:
                apply(action)
        except IllegalAction as refused:
            # The refusal path only: the usual action pays nothing for this.
            action = parsed.get(text)
            if not (isinstance(action, DealHole) and _dealt_already(hand, action, said)):
                return hand, Refusal(position, text, refused.message)
            said.extend([action.player] * len(action.cards))
    return hand, None


def _dealt_already(hand: Hand, deal: DealHole, said: list[int]) -> bool:
    """Whether the engine has dealt ``deal``'s unseen cards although no line said so yet."""
    player = deal.player
    if any(card is not None for card in deal.cards) or not 0 <= player < hand.count:
        return False
    if hand.folded[player]:
        return False
    dealt = len(hand.hole[player])  # the down cards, the upcards, each replacement in place
    stated = said.count(player)
    for action in hand.actions:
        if isinstance(action, Discard) and action.player == player:
            dealt += len(action.cards)
        elif isinstance(action, DealHole) and action.player == player:
            stated += len(action.cards)
    return stated + len(deal.cards) <= dealt


def full_actions(hand: Hand, scale: Scale) -> list[str]:
    """The hand's actions as PHH strings, with the deals the dealer did not enter made explicit.

    A live dealer never types face-down cards; PHH readers want every card dealt, so unseen
    cards are written ``??`` before the first action that follows their deal, the streets the
    engine deals on its own included (stud's seventh street, a draw, when everybody is all-in).
    A stud dealer enters the down cards shown; PHH shows the whole holding, so the upcards
    follow them (module docstring).
    """
    late = _late_deals(hand)
    # Per player, the deals ahead that name cards the engine dealt on its own: until then,
    # those cards are not written as unseen.
    ahead = [0] * hand.count
    for index in late:
        ahead[cast(DealHole, hand.actions[index]).player] += 1
    twin = Hand(hand.setup)
    lines: list[str] = []
    written = [0] * twin.count  # cards the lines so far deal to each player
    discarded = [0] * twin.count  # cards each player threw away, each one replaced
    streets = twin.variant.streets
    for index, action in enumerate(hand.actions):
        if not isinstance(action, DealHole):  # a dealer's entry first: its cards are known
            lines.extend(_unwritten_deals(twin, written, discarded, ahead))
        elif index in late:
            ahead[action.player] -= 1
        text = action_text(action, scale)
        if isinstance(action, DealHole):
            street = streets[min(twin.street, len(streets) - 1)]
            written[action.player] += len(action.cards)
            if street.up and len(action.cards) == street.up:
                # PHH deals a stud street's down and up cards in one line.
                written[action.player] += street.down
                text = f"d dh p{action.player + 1} {'??' * street.down}{cards_text(action.cards)}"
        elif isinstance(action, Discard):
            discarded[action.player] += len(action.cards)
        elif (
            isinstance(action, Show)
            and action.cards
            and len(action.cards)
            == len(twin.hole[action.player]) - len(twin.upcards[action.player])
            and len(action.cards) != len(twin.hole[action.player])
        ):
            # The down cards only (RULES 5: the upcards are on the table): as the engine
            # takes them, the down cards then the upcards, so that reading it back is the same.
            shown = (*action.cards, *twin.upcards[action.player])
            text = f"p{action.player + 1} sm {cards_text(shown)}"
        twin.apply(action)
        lines.append(text)
    lines.extend(_unwritten_deals(twin, written, discarded, ahead))
    return lines


def _late_deals(hand: Hand) -> set[int]:
    """The positions of the deals that name cards the engine had dealt on its own, once the
    hand had moved on (all-in: a draw's replacements, a stud seventh street)."""
    variant = hand.variant
    if not (variant.is_stud or any(street.draw for street in variant.streets)):
        return set()
    twin = Hand(hand.setup)
    late = set()
    for index, action in enumerate(hand.actions):
        if isinstance(action, DealHole) and twin.names_late_cards(action):
            late.add(index)
        twin.apply(action)
    return late


def _unwritten_deals(
    hand: Hand, written: list[int], discarded: list[int], ahead: Sequence[int]
) -> list[str]:
    """``d dh`` lines for the cards the engine has dealt face down that no line dealt yet.

    The engine deals each player's down cards as a street starts and a draw's replacements as
    the player discards; PHH deals a draw's replacements once everybody has drawn.
    """
    if hand.phase is Phase.DRAW and hand.discards:
        return []
    lines: list[str] = []
    for player, holding in enumerate(hand.hole):
        count = len(holding) + discarded[player] - written[player]
        if ahead[player]:
            count -= hand.unnamed_down_cards[player]  # a deal further on names them
        if count > 0:
            written[player] += count
            lines.append(f"d dh p{player + 1} {'??' * count}")
    return lines


def fields_from_hand(hand: Hand, scale: Scale) -> dict[str, Any]:
    """The PHH fields of a hand (the engine's part; callers add players, times, venue)."""
    setup = hand.setup
    variant: Variant = setup.variant
    count = setup.player_count
    blinds = setup.blinds or (0,) * count
    antes = setup.antes or (0,) * count
    if count == 2:
        blinds, antes = blinds[::-1], antes[::-1]
    else:
        blinds = tuple(_blinds_with_posts(blinds))  # a post to enter is negative (PHH)
    fields: dict[str, Any] = {
        "variant": variant.phh_code,
        # Equal antes are matched like bets (RULES 7); a big-blind ante is dead money (TDA).
        "ante_trimming_status": ante_trimming(antes),
        "antes": [scale.to_number(value) for value in antes],
    }
    if variant.uses_blinds:
        fields["blinds_or_straddles"] = [scale.to_number(value) for value in blinds]
    if variant.uses_bring_in:
        fields["bring_in"] = scale.to_number(setup.bring_in)
    if variant.structure is Structure.LIMIT:
        fields["small_bet"] = scale.to_number(setup.small_bet)
        fields["big_bet"] = scale.to_number(setup.big_bet)
    else:
        if variant.phh_code == "FO/8":
            # The FO/8 code wants a small and a big bet, its readers' minimum bet before and
            # after the turn: pot limit's minimum is the big blind on every street (RULES 3).
            fields["small_bet"] = fields["big_bet"] = scale.to_number(setup.min_bet)
        fields["min_bet"] = scale.to_number(setup.min_bet)
    fields["starting_stacks"] = [scale.to_number(value) for value in setup.starting_stacks]
    fields["actions"] = full_actions(hand, scale)
    default = variant_named(variant.phh_code)
    if default.key != variant.key:
        fields["_betting_structure"] = str(variant.structure)
    fields["_ruleset"] = setup.ruleset.name
    if setup.chip_unit != 1:
        fields["_chip_unit"] = scale.to_number(setup.chip_unit)
    if setup.dead_blinds:  # RULES 4: missed small blinds posted dead
        dead = setup.dead_blinds[::-1] if count == 2 else setup.dead_blinds
        fields["_dead_blinds"] = [scale.to_number(value) for value in dead]
    if setup.level_blinds:  # RULES 3, TDA 54-B: the pre-flop pot-limit count
        fields["_level_blinds"] = [scale.to_number(value) for value in setup.level_blinds]
    if setup.event_heads_up:  # RULES 3: the limit cap lifted (TDA 48, WSOP)
        fields["_event_heads_up"] = True
    if hand.finishing_stacks is not None:
        fields["finishing_stacks"] = [scale.to_number(value) for value in hand.finishing_stacks]
    return fields
