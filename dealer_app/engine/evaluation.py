"""Hand values: high, Omaha (two hole cards and three board cards), 8-or-better low,
ace-to-five low (razz) and deuce-to-seven low (RULES.md section 2).

Every evaluator returns a :class:`HandValue`: compare values of one kind with ``<``, ``==``,
``>`` (a better hand is greater, lows included); ``name`` says it as a dealer does and
``cards`` gives the five cards that make it.

>>> from dealer_app.engine.cards import parse_known_cards as cards
>>> board = cards("4c 3d Qh 2s 5c")
>>> big_slick, ten_six = high(cards("Ah Kh") + board), high(cards("Tc 6d") + board)
>>> ten_six > big_slick, big_slick.name, ten_six.name
(True, 'Straight, five high', 'Straight, six high')
>>> ten_six.cards
(6d, 5c, 4c, 3d, 2s)
>>> hand, low = omaha_hi_lo(cards("Ad 2d Kc Ks"), cards("3h 7d 8c Kd 5d"))
>>> hand.name, low.name if low is not None else None
('Flush, ace high', 'Low 7-5-3-2-A')

Speed: the evaluators add one precomputed key per card and look the sum up in tables that
are filled entry by entry as hands need them, so importing this module stays cheap and a
command that judges one hand works out only that hand's entries.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from itertools import combinations
from typing import Final

from dealer_app.engine.cards import DECK, RANKS, Card
from dealer_app.engine.errors import IllegalAction
from dealer_app.messages import QT_TRANSLATE_NOOP, Message, Rank

__all__ = [
    "HandValue",
    "ace_to_five_low",
    "deuce_to_seven_low",
    "hand_message",
    "high",
    "low8",
    "omaha_hi_lo",
    "omaha_high",
    "omaha_low8",
    "showing_high",
    "showing_low",
]

HIGH: Final = "high"
LOW8: Final = "low8"
ACE_TO_FIVE: Final = "ace-to-five"
DEUCE_TO_SEVEN: Final = "deuce-to-seven"

# Strength layout: category << 20, then the five ranks (ace-low = 1) in nibbles, most
# significant first, so comparing ints compares hands and the name can be read back from it.
_HIGH_CARD, _PAIR, _TWO_PAIR, _TRIPS, _STRAIGHT, _FLUSH, _FULL_HOUSE, _QUADS, _STRAIGHT_FLUSH = (
    range(9)
)
_CATEGORY_NAMES: Final = (
    "High card",
    "Pair",
    "Two pair",
    "Three of a kind",
    "Straight",
    "Flush",
    "Full house",
    "Four of a kind",
    "Straight flush",
)
_CATEGORY_SHIFT: Final = 20
# A hand's name, by category: a key in context "Hands" whose holes are ranks in the form the
# sentence needs (dealer_app.messages.RANK_FORMS: "Pair of kings", "Straight, king high").
HANDS: Final = "Hands"
_NAME_KEYS: Final = (
    QT_TRANSLATE_NOOP("Hands", "High card, {rank}"),
    QT_TRANSLATE_NOOP("Hands", "Pair of {rank}"),
    QT_TRANSLATE_NOOP("Hands", "Two pair, {top} and {bottom}"),
    QT_TRANSLATE_NOOP("Hands", "Three of a kind, {rank}"),
    QT_TRANSLATE_NOOP("Hands", "Straight, {rank} high"),
    QT_TRANSLATE_NOOP("Hands", "Flush, {rank} high"),
    QT_TRANSLATE_NOOP("Hands", "Full house, {trips} full of {pair}"),
    QT_TRANSLATE_NOOP("Hands", "Four of a kind, {rank}"),
    QT_TRANSLATE_NOOP("Hands", "Straight flush, {rank} high"),
)
# The form of the rank of each one-rank name: "Pair of" + "of", "Straight," + "high" ...
_NAME_FORMS: Final = ("single", "of", "", "of", "high", "high", "", "of", "high")
_ROYAL_FLUSH: Final = QT_TRANSLATE_NOOP("Hands", "Royal flush")
_LOW: Final = QT_TRANSLATE_NOOP("Hands", "Low {cards}")
# Ace-to-five made hands are still lows: the name says so, the pot goes to the lowest.
_MADE_LOW: Final = QT_TRANSLATE_NOOP("Hands", "{hand} (low)")
# Category by the sorted rank counts of five cards (straights and flushes come apart).
_CATEGORY_OF_COUNTS: Final = {
    (1, 1, 1, 1, 1): _HIGH_CARD,
    (2, 1, 1, 1): _PAIR,
    (2, 2, 1): _TWO_PAIR,
    (3, 1, 1): _TRIPS,
    (3, 2): _FULL_HOUSE,
    (4, 1): _QUADS,
}
_WHEEL_RANKS: Final = (14, 5, 4, 3, 2)
_WHEEL_PACKED: Final = 0x54321  # the wheel as a straight: five high, the ace as 1
_FIVE_RANKS: Final = 0xFFFFF

# Per-card keys.  Rank part: 5 ** rank index (at most four of a rank, so base 5 never
# carries); the sum identifies the rank multiset.  Suit part (high hands): one 4-bit counter
# per suit, started at 3, so a fifth card of a suit sets bit 3 of its field.
_SUIT_BITS: Final = 16
_SUIT_START: Final = 0x3333
_FLUSH_FLAGS: Final = 0x8888
_FLUSH_SUIT: Final = {0x8: 0, 0x80: 1, 0x800: 2, 0x8000: 3}
_RANK_KEY: Final[dict[int, int]] = {c: 5 ** (c >> 2) for c in range(52)}
_HIGH_KEY: Final[dict[int, int]] = {
    c: (5 ** (c >> 2) << _SUIT_BITS) | (1 << 4 * (c & 3)) for c in range(52)
}
# Omaha: board counters start at 5 (3 of a suit sets bit 3), hole counters at 6 (2 of a suit).
_SUIT_KEY: Final[dict[int, int]] = {c: 1 << 4 * (c & 3) for c in range(52)}
_BOARD_SUIT_START: Final = 0x5555
_HOLE_SUIT_START: Final = 0x6666
_RANK_BIT: Final[dict[int, int]] = {c: 1 << (c >> 2) for c in range(52)}
_ACE_LOW_RANK: Final[dict[int, int]] = {c: 1 if c >> 2 == 12 else (c >> 2) + 2 for c in range(52)}
# 8-or-better: bit 0 = ace, bit 7 = eight; 0 for nine and up.  As integers, five-bit masks
# compare lows highest card first, so the smallest mask is the best low.
_LOW_BIT: Final[dict[int, int]] = {
    c: (1 if c >> 2 == 12 else (1 << ((c >> 2) + 1) if c >> 2 < 7 else 0)) for c in range(52)
}


class _Memo(dict[int, int]):
    """A table filled entry by entry as keys are first looked up (``__missing__``): a command
    that replays one hand works out the few entries it needs, not the 80,000 of every hand."""

    __slots__ = ("_compute",)

    def __init__(self, compute: Callable[[int], int]) -> None:
        super().__init__()
        self._compute = compute

    def __missing__(self, key: int) -> int:
        value = self[key] = self._compute(key)
        return value


# Filled lazily, entry by entry (see _Memo and the functions at "Tables"): import stays cheap.
_HIGH_TABLE: Final = _Memo(lambda key: _best_high_of_ranks(key))  # 5-7 ranks -> best non-flush
_FLUSH_TABLE: Final = _Memo(lambda mask: _best_flush(mask))  # flush suit's rank mask -> best
_ACE_TO_FIVE_TABLE: Final = _Memo(lambda key: _best_ace_to_five_of_ranks(key))  # 5-7 ranks
_LOW8_TABLE: Final[list[int]] = []  # 8-bit low-rank mask -> best low, or 0 for none
_LOW_PAIRS: Final[list[tuple[int, ...]]] = []  # 8-bit low-rank mask -> its two-bit submasks
_LOW_TRIPLES: Final[list[tuple[int, ...]]] = []  # 8-bit low-rank mask -> its three-bit submasks


class HandValue:
    """The value of a hand: ordered by ``strength`` (higher is better, lows included).

    Values of different kinds ("high", "low8", "ace-to-five", "deuce-to-seven") are not meant
    to be compared with each other.  ``cards`` and ``name`` are worked out on first access.

    >>> from dealer_app.engine.cards import parse_known_cards as cards
    >>> aces_up = high(cards("As Ad Kc Kh 7s"))
    >>> aces_up.kind, aces_up.category, aces_up.name
    ('high', 'Two pair', 'Two pair, aces and kings')
    >>> aces_up > high(cards("Ks Kd Qc Qh As"))
    True
    >>> aces_up.strength = 0
    Traceback (most recent call last):
    ...
    AttributeError: property 'strength' of 'HandValue' object has no setter
    """

    __slots__ = ("_board", "_cards", "_kind", "_message", "_source", "_strength")
    _strength: int
    _kind: str
    _source: tuple[Card, ...]
    _board: tuple[Card, ...] | None
    _cards: tuple[Card, ...]
    _message: Message

    def __init__(
        self,
        strength: int,
        kind: str,
        source: Sequence[Card],
        board: Sequence[Card] | None = None,
    ) -> None:
        self._strength = strength
        self._kind = kind
        # The cards it was made from (all, or the hole cards beside a board); copied so that
        # the caller changing a list later cannot change what ``cards`` will say.
        self._source = tuple(source)
        self._board = None if board is None else tuple(board)

    @property
    def strength(self) -> int:
        """Comparable within one kind; higher is better (lows are negated)."""
        return self._strength

    @property
    def kind(self) -> str:
        """``"high"``, ``"low8"``, ``"ace-to-five"`` or ``"deuce-to-seven"``."""
        return self._kind

    @property
    def cards(self) -> tuple[Card, ...]:
        """The five cards played, most significant first (trips, then kickers).

        >>> from dealer_app.engine.cards import parse_known_cards as cards
        >>> omaha_high(cards("Ks Kd Kh 3c"), cards("Qs 8d 5c 4h 2h")).cards
        (Ks, Kd, Qs, 8d, 5c)
        """
        try:
            return self._cards
        except AttributeError:
            self._cards = _five_cards(self)
            return self._cards

    @property
    def name(self) -> str:
        """The hand in a dealer's words: ``Full house, queens full of aces``, ``Low 7-6-5-4-2``.

        >>> from dealer_app.engine.cards import parse_known_cards as cards
        >>> ace_to_five_low(cards("3c 3d 7h 6s 5c")).name
        'Pair of threes (low)'
        """
        return str(self.message)

    @property
    def message(self) -> Message:
        """The name as a message (context ``Hands``), its ranks in the forms the sentence
        needs: the window says it whole in the dealer's language ("Brelan de rois").

        >>> from dealer_app.engine.cards import parse_known_cards as cards
        >>> said = high(cards("Kc Kd Kh 7s 2c")).message
        >>> said.key, said.context, said.values["rank"]
        ('Three of a kind, {rank}', 'Hands', Rank(rank='K', form='of'))
        """
        try:
            return self._message
        except AttributeError:
            self._message = hand_message(self._strength, self._kind)
            return self._message

    @property
    def category(self) -> str:
        """The first part of the name: ``Full house``, ``Straight``, ``Low`` ...

        A royal flush is in the ``Straight flush`` category; no-pair lows are ``Low``.

        >>> from dealer_app.engine.cards import parse_known_cards as cards
        >>> high(cards("As Ks Qs Js Ts")).category
        'Straight flush'
        """
        return _category_of(self._strength, self._kind)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self._strength == other._strength

    def __ne__(self, other: object) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self._strength != other._strength

    def __lt__(self, other: HandValue) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self._strength < other._strength

    def __le__(self, other: HandValue) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self._strength <= other._strength

    def __gt__(self, other: HandValue) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self._strength > other._strength

    def __ge__(self, other: HandValue) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self._strength >= other._strength

    def __hash__(self) -> int:
        return hash(self._strength)

    def __repr__(self) -> str:
        return f"HandValue({self.name!r}, {''.join(map(str, self.cards))})"


# ---------------------------------------------------------------------------------------------
# Public evaluators


def high(cards: Sequence[Card]) -> HandValue:
    """The best five-card high hand of 5 to 7 cards (hold'em, stud).

    >>> from dealer_app.engine.cards import parse_known_cards as cards
    >>> board = cards("As 3c 5d Qh Kc")
    >>> high(cards("Ac 7d") + board) > high(cards("Ah 6s") + board)
    True
    >>> high(cards("Ah 9h Th Jh Qh Kh")).name
    'Royal flush'
    >>> high(cards("As Ad"))
    Traceback (most recent call last):
    ...
    dealer_app.engine.errors.IllegalAction: A hand is made of 5 to 7 cards, not 2.
    """
    try:
        key = sum(map(_HIGH_KEY.__getitem__, cards)) + _SUIT_START
        if len(set(cards)) != len(cards) or not 5 <= len(cards) <= 7:
            raise KeyError
    except (KeyError, TypeError):
        _check_cards(cards, 5, 7)
        raise
    if key & _FLUSH_FLAGS:
        # With at most 7 cards, a flush rules out quads and full houses.
        suit = _FLUSH_SUIT[key & _FLUSH_FLAGS]
        mask = sum(_RANK_BIT[c] for c in cards if c & 3 == suit)
        return HandValue(_FLUSH_TABLE[mask], HIGH, cards)
    key >>= _SUIT_BITS
    strength = _HIGH_TABLE.get(key)
    if strength is None:  # first met: worked out from the cards, quicker than from the key
        counts = [0] * 13
        for card in cards:
            counts[card >> 2] += 1
        strength = _HIGH_TABLE[key] = _best_high_of_counts(counts)
    return HandValue(strength, HIGH, cards)


def omaha_high(hole: Sequence[Card], board: Sequence[Card]) -> HandValue:
    """The best Omaha high hand: exactly two of 4-6 hole cards and three of 3-5 board cards.

    >>> from dealer_app.engine.cards import parse_known_cards as cards
    >>> omaha_high(cards("Ks Kd Kh 3c"), cards("Qs 8d 5c 4h 2h")).name
    'Pair of kings'
    >>> omaha_high(cards("As Ad 7c 6c"), cards("Qs Qd Qh Qc 2h")).name
    'Full house, queens full of aces'
    """
    _check_omaha(hole, board)
    return _omaha_high(hole, board)


def low8(cards: Sequence[Card]) -> HandValue | None:
    """The best 8-or-better low of 5 to 7 cards (stud hi/lo), or None when there is none.

    >>> from dealer_app.engine.cards import parse_known_cards as cards
    >>> low8(cards("7c 6d 5h 4s 2c Kd Kh")) > low8(cards("8c 6d 4h 2s Ac"))
    True
    >>> low8(cards("As 2s 3s 4s 5s")).name
    'Low 5-4-3-2-A'
    >>> low8(cards("9c 6d 5h 4s 2c Kd Kh")) is None
    True
    """
    try:
        mask = 0
        for card in cards:
            mask |= _LOW_BIT[card]
        if len(set(cards)) != len(cards) or not 5 <= len(cards) <= 7:
            raise KeyError
    except (KeyError, TypeError):
        _check_cards(cards, 5, 7)
        raise
    if not _LOW8_TABLE:
        _fill_low8_table()
    strength = _LOW8_TABLE[mask]
    return HandValue(strength, LOW8, cards) if strength else None


def omaha_low8(hole: Sequence[Card], board: Sequence[Card]) -> HandValue | None:
    """The best Omaha 8-or-better low (two hole cards, three board cards), or None.

    >>> from dealer_app.engine.cards import parse_known_cards as cards
    >>> omaha_low8(cards("As 2s Kd Kh"), cards("3c 4d 8h Tc Js")).name
    'Low 8-4-3-2-A'
    >>> omaha_low8(cards("As Kd Kh Qs"), cards("3c 4d 8h 2c Js")) is None
    True
    """
    _check_omaha(hole, board)
    return _omaha_low8(hole, board)


def omaha_hi_lo(hole: Sequence[Card], board: Sequence[Card]) -> tuple[HandValue, HandValue | None]:
    """Both halves of an Omaha hi/lo hand; each half picks its own two hole cards.

    >>> from dealer_app.engine.cards import parse_known_cards as cards
    >>> hand, low = omaha_hi_lo(cards("As 2d Qc Qh"), cards("Qs 3c 8d Kh 5s"))
    >>> hand.name, low.name
    ('Three of a kind, queens', 'Low 8-5-3-2-A')
    """
    _check_omaha(hole, board)
    return _omaha_high(hole, board), _omaha_low8(hole, board)


def ace_to_five_low(cards: Sequence[Card]) -> HandValue:
    """The best razz low of 5 to 7 cards: ace low, straights and flushes ignored, pairs count.

    >>> from dealer_app.engine.cards import parse_known_cards as cards
    >>> ace_to_five_low(cards("Ks Qd 2c 2h 3c 4d 5s")).name
    'Low Q-5-4-3-2'
    >>> ace_to_five_low(cards("Kc Ks Qh Qd Js Jh Tc")).name
    'Pair of jacks (low)'
    >>> ace_to_five_low(cards("Kc Ks Kh Qd Qs Jh Jc")).name
    'Two pair, queens and jacks (low)'
    """
    try:
        key = sum(map(_RANK_KEY.__getitem__, cards))
        if len(set(cards)) != len(cards) or not 5 <= len(cards) <= 7:
            raise KeyError
    except (KeyError, TypeError):
        _check_cards(cards, 5, 7)
        raise
    strength = _ACE_TO_FIVE_TABLE.get(key)
    if strength is None:  # first met: five different ranks are read from the cards at once
        lows = sorted({_ACE_LOW_RANK[card] for card in cards})
        if len(lows) >= 5:
            strength = _ACE_TO_FIVE_TABLE[key] = -_packed(_HIGH_CARD, lows[4::-1])
        else:
            strength = _ACE_TO_FIVE_TABLE[key]  # pairs: from the rank counts
    return HandValue(strength, ACE_TO_FIVE, cards)


def deuce_to_seven_low(cards: Sequence[Card]) -> HandValue:
    """The best deuce-to-seven low of five or more cards: ace high only, straights and
    flushes count against; the best hand is 7-5-4-3-2 not all of one suit.

    >>> from dealer_app.engine.cards import parse_known_cards as cards
    >>> deuce_to_seven_low(cards("7s 5d 4c 3h 2s")).name
    'Low 7-5-4-3-2'
    >>> deuce_to_seven_low(cards("As 2d 3c 4h 5s")).name
    'Low A-5-4-3-2'
    >>> deuce_to_seven_low(cards("3s 4d 5c 6h 7s")).name
    'Straight, seven high'
    """
    _check_cards(cards, 5, 52)
    if len(cards) == 5:
        best = _deuce_to_seven(high(cards)._strength)
    else:
        best = max(_deuce_to_seven(high(five)._strength) for five in combinations(cards, 5))
    return HandValue(best, DEUCE_TO_SEVEN, cards)


def showing_high(upcards: Sequence[Card]) -> int:
    """Strength of 1-4 stud upcards, for "highest showing hand acts first" (higher acts first).

    Pairs beat high cards, trips beat two pair; no straights or flushes; suits never count.

    >>> from dealer_app.engine.cards import parse_known_cards as cards
    >>> showing_high(cards("2c 2d")) > showing_high(cards("As Kd"))
    True
    >>> showing_high(cards("Kc 9d")) == showing_high(cards("Kh 9s"))
    True
    """
    key = _showing_key(upcards)
    strength = _SHOWING_HIGH.get(key)
    if strength is None:
        strength = _SHOWING_HIGH[key] = _showing_strength_of([DECK[c].rank for c in upcards])
    return strength


def showing_low(upcards: Sequence[Card]) -> int:
    """Razz strength of 1-4 upcards: higher is a better (lower) showing hand; pairs are bad.

    >>> from dealer_app.engine.cards import parse_known_cards as cards
    >>> showing_low(cards("As 2d")) > showing_low(cards("3c 2s")) > showing_low(cards("Ac Ad"))
    True
    >>> showing_low(cards("Ks")) < showing_low(cards("Qc"))
    True
    """
    key = _showing_key(upcards)
    strength = _SHOWING_LOW.get(key)
    if strength is None:
        strength = _SHOWING_LOW[key] = _showing_low_of([DECK[c].rank for c in upcards])
    return strength


# ---------------------------------------------------------------------------------------------
# Omaha, checked input


def _omaha_high(hole: Sequence[Card], board: Sequence[Card]) -> HandValue:
    rank_key = _RANK_KEY
    if len(hole) == 4 and len(board) == 5:
        # The common case unrolled: 6 hole pairs times 10 board triples.
        a, b, c, d = map(rank_key.__getitem__, hole)
        pairs: tuple[int, ...] = (a + b, a + c, a + d, b + c, b + d, c + d)
        e, f, g, h, i = map(rank_key.__getitem__, board)
        triples: tuple[int, ...] = (
            e + f + g,
            e + f + h,
            e + f + i,
            e + g + h,
            e + g + i,
            e + h + i,
            f + g + h,
            f + g + i,
            f + h + i,
            g + h + i,
        )
    else:
        hole_keys = [rank_key[card] for card in hole]
        board_keys = [rank_key[card] for card in board]
        pairs = tuple(map(sum, combinations(hole_keys, 2)))
        triples = tuple(map(sum, combinations(board_keys, 3)))
    best = max(map(_HIGH_TABLE.__getitem__, [p + t for p in pairs for t in triples]))
    suit_key = _SUIT_KEY
    flags = (
        (sum(map(suit_key.__getitem__, board)) + _BOARD_SUIT_START)
        & (sum(map(suit_key.__getitem__, hole)) + _HOLE_SUIT_START)
        & _FLUSH_FLAGS
    )
    if flags and best < _FULL_HOUSE << _CATEGORY_SHIFT:
        # Some suit has 3+ board cards and 2+ hole cards: a flush may be made with it.
        best = max(best, _omaha_flush(hole, board, _FLUSH_SUIT[flags]))
    return HandValue(best, HIGH, hole, board)


def _omaha_flush(hole: Sequence[Card], board: Sequence[Card], suit: int) -> int:
    rank_bit = _RANK_BIT
    hole_bits = [rank_bit[c] for c in hole if c & 3 == suit]
    board_bits = [rank_bit[c] for c in board if c & 3 == suit]
    masks = [
        sum(pair) + sum(triple)
        for pair in combinations(hole_bits, 2)
        for triple in combinations(board_bits, 3)
    ]
    return max(map(_FLUSH_TABLE.__getitem__, masks))


def _omaha_low8(hole: Sequence[Card], board: Sequence[Card]) -> HandValue | None:
    low_bit = _LOW_BIT
    hole_mask = 0
    for card in hole:
        hole_mask |= low_bit[card]
    board_mask = 0
    for card in board:
        board_mask |= low_bit[card]
    if not _LOW8_TABLE:
        _fill_low8_table()
    # Two distinct low ranks from the hole, three others from the board: the smallest mask.
    best = min(
        [p | t for p in _LOW_PAIRS[hole_mask] for t in _LOW_TRIPLES[board_mask] if not p & t],
        default=0,
    )
    return HandValue(_LOW8_TABLE[best], LOW8, hole, board) if best else None


# ---------------------------------------------------------------------------------------------
# Tables, filled on first use: the rank-multiset ones entry by entry, the 8-or-better one whole


def _rank_counts(key: int) -> list[int]:
    """How many cards of each rank (index 0 = deuce) a rank-multiset key holds."""
    counts = []
    for _ in range(13):
        key, count = divmod(key, 5)
        counts.append(count)
    return counts


def _best_high_of_ranks(key: int) -> int:
    """The best five-card high hand, flushes apart, of the 5 to 7 ranks of a multiset key.

    >>> cards = [9, 9, 9, 5, 5, 5, 14]  # trips of nines and of fives: nines full of fives
    >>> _name_of(_best_high_of_ranks(sum(5 ** (rank - 2) for rank in cards)), HIGH)
    'Full house, nines full of fives'
    """
    return _best_high_of_counts(_rank_counts(key))


def _best_high_of_counts(counts: list[int]) -> int:
    """The best five-card high hand, flushes apart, of so many cards of each rank (deuce first)."""
    groups: list[list[int]] = [[], [], [], [], []]  # ranks held once, twice ..., highest first
    present = 0
    for index in range(12, -1, -1):
        count = counts[index]
        if count:
            groups[count].append(index + 2)
            present |= 1 << index
    singles, pairs, trips, quads = groups[1], groups[2], groups[3], groups[4]
    if quads:  # seven cards hold one four of a kind at most
        kicker = max(rank for rank in (*trips, *pairs, *singles))
        return _packed(_QUADS, (quads[0],) * 4 + (kicker,))
    if trips and (len(trips) > 1 or pairs):
        return _packed(_FULL_HOUSE, (trips[0],) * 3 + (max((*trips[1:], *pairs)),) * 2)
    for top in range(14, 5, -1):
        run = 0b11111 << (top - 6)
        if present & run == run:
            return _packed(_STRAIGHT, range(top, top - 5, -1))
    if present & 0b1000000001111 == 0b1000000001111:
        return _packed(_STRAIGHT, (5, 4, 3, 2, 1))  # the wheel: the ace plays low
    if trips:  # no pair beside them: the kickers are single cards
        return _packed(_TRIPS, (trips[0],) * 3 + tuple(singles[:2]))
    if len(pairs) > 1:
        kicker = max((*pairs[2:], *singles))
        return _packed(_TWO_PAIR, (pairs[0], pairs[0], pairs[1], pairs[1], kicker))
    if pairs:
        return _packed(_PAIR, (pairs[0], pairs[0], *singles[:3]))
    return _packed(_HIGH_CARD, singles[:5])


def _best_ace_to_five_of_ranks(key: int) -> int:
    """The best ace-to-five low of the 5 to 7 ranks of a multiset key (razz)."""
    counts = _rank_counts(key)
    low_ranks = [1] if counts[12] else []  # the ace plays low
    low_ranks += [index + 2 for index in range(12) if counts[index]]
    if len(low_ranks) >= 5:  # five different ranks: the lowest five, no pair
        return -_packed(_HIGH_CARD, reversed(low_ranks[:5]))
    if sum(counts) == 5:
        return _ace_to_five_strength(
            [index + 2 for index in range(13) for _ in range(counts[index])]
        )
    # Pairs cannot be avoided: the best five are the best five of one card fewer.
    return max(_ACE_TO_FIVE_TABLE[key - 5**index] for index in range(13) if counts[index])


def _fill_low8_table() -> None:
    table = [0] * 256  # lows are negative: 0 is free to mean "no low"
    for mask in range(256):
        if mask.bit_count() >= 5:
            lowest_five = mask
            while lowest_five.bit_count() > 5:
                lowest_five &= ~(1 << (lowest_five.bit_length() - 1))
            table[mask] = _low_strength_of_mask(lowest_five)
    _LOW_PAIRS[:] = [_submasks(mask, 2) for mask in range(256)]
    _LOW_TRIPLES[:] = [_submasks(mask, 3) for mask in range(256)]
    _LOW8_TABLE[:] = table


def _submasks(mask: int, size: int) -> tuple[int, ...]:
    bits = [1 << i for i in range(8) if mask >> i & 1]
    return tuple(sum(chosen) for chosen in combinations(bits, size))


def _best_flush(mask: int) -> int:
    """Best flush or straight flush whose suit holds the 13-bit rank mask (5+ bits)."""
    for top in range(14, 5, -1):
        run = 0b11111 << (top - 6)
        if mask & run == run:
            return _high_strength(list(range(top, top - 5, -1)), flush=True)
    if mask & 0b1000000001111 == 0b1000000001111:
        return _high_strength(list(_WHEEL_RANKS), flush=True)
    top_five = [i + 2 for i in range(12, -1, -1) if mask >> i & 1][:5]
    return _high_strength(top_five, flush=True)


# ---------------------------------------------------------------------------------------------
# Five-card strengths from ranks (slow, exact; used to build the tables and explain results)


def _packed(category: int, ranks: Iterable[int]) -> int:
    value = category
    for rank in ranks:
        value = value << 4 | rank
    return value


def _by_significance(ranks: Sequence[int]) -> list[int]:
    """Ranks ordered as a dealer reads them: biggest group first, then higher rank."""
    counts = Counter(ranks)
    return sorted(ranks, key=lambda rank: (counts[rank], rank), reverse=True)


def _high_strength(ranks: list[int], *, flush: bool) -> int:
    ordered = _by_significance(ranks)
    counts = tuple(sorted(Counter(ranks).values(), reverse=True))
    category = _CATEGORY_OF_COUNTS[counts]
    if category == _HIGH_CARD:
        if ordered == list(_WHEEL_RANKS):
            # The wheel: the ace plays low, written as 1 so the straight is five high.
            category, ordered = _STRAIGHT, [5, 4, 3, 2, 1]
        elif ordered[0] - ordered[4] == 4:
            category = _STRAIGHT
        if flush:
            category = _STRAIGHT_FLUSH if category == _STRAIGHT else _FLUSH
    return _packed(category, ordered)


def _ace_low(rank: int) -> int:
    return 1 if rank == 14 else rank


def _ace_to_five_strength(ranks: list[int]) -> int:
    low_ranks = [_ace_low(rank) for rank in ranks]
    counts = tuple(sorted(Counter(low_ranks).values(), reverse=True))
    return -_packed(_CATEGORY_OF_COUNTS[counts], _by_significance(low_ranks))


def _low_strength_of_mask(mask: int) -> int:
    """An 8-or-better low from its five-bit mask (bit 0 = ace): as the ace-to-five strength."""
    ranks = [i + 1 for i in range(7, -1, -1) if mask >> i & 1]
    return -_packed(_HIGH_CARD, ranks)


def _high_strength_of(five: Sequence[Card]) -> int:
    ranks = [DECK[c].rank for c in five]
    return _high_strength(ranks, flush=len({c & 3 for c in five}) == 1)


def _deuce_to_seven(high_strength: int) -> int:
    """The 2-7 strength of five cards from their high strength: the ace plays high only."""
    category = high_strength >> _CATEGORY_SHIFT
    if high_strength & _FIVE_RANKS == _WHEEL_PACKED:
        # A-2-3-4-5 is no straight: ace-high (or an ace-high flush).
        category = _HIGH_CARD if category == _STRAIGHT else _FLUSH
        high_strength = _packed(category, _WHEEL_RANKS)
    return -high_strength


def _five_strength(kind: str, five: Sequence[Card]) -> int | None:
    """The strength of exactly five cards for a kind (None: not an 8-or-better low)."""
    if kind == HIGH:
        return _high_strength_of(five)
    if kind == DEUCE_TO_SEVEN:
        return _deuce_to_seven(_high_strength_of(five))
    ranks = [DECK[c].rank for c in five]
    if kind == LOW8:
        low_ranks = {_ace_low(rank) for rank in ranks}
        if len(low_ranks) < 5 or max(low_ranks) > 8:
            return None
    return _ace_to_five_strength(ranks)


# Showing strengths by rank-multiset key (as in the tables above): a few thousand at most, so
# they are kept as they are met. The bet order of every stud street asks for them.
_SHOWING_HIGH: Final[dict[int, int]] = {}
_SHOWING_LOW: Final[dict[int, int]] = {}


def _showing_key(upcards: Sequence[Card]) -> int:
    """The rank multiset of 1-4 upcards as a key of the tables (refused with a sentence)."""
    rank_key = _RANK_KEY
    key = 0
    try:
        for card in upcards:  # a loop beats sum(map(...)) on one to four cards
            key += rank_key[card]
        count = len(upcards)
        if not 1 <= count <= 4 or (count > 1 and len(set(upcards)) != count):
            raise KeyError
    except (KeyError, TypeError):
        _check_cards(upcards, 1, 4)
        raise
    return key


def _showing_low_of(ranks: list[int]) -> int:
    return -_showing_strength_of([_ace_low(rank) for rank in ranks])


def _showing_strength_of(ranks: list[int]) -> int:
    counts = sorted(Counter(ranks).values(), reverse=True)
    category = {1: _HIGH_CARD, 2: _TWO_PAIR if counts[1:2] == [2] else _PAIR, 3: _TRIPS}.get(
        counts[0], _QUADS
    )
    ordered = _by_significance(ranks)
    return _packed(category, ordered + [0] * (4 - len(ordered)))


# ---------------------------------------------------------------------------------------------
# Explaining a value: its five cards and its name


def _unpacked(strength: int, kind: str) -> tuple[int, list[int]]:
    """Category and the five ranks (ace-low as 1) of a strength."""
    packed = strength if kind == HIGH else -strength
    ranks = [(packed >> shift) & 0xF for shift in (16, 12, 8, 4, 0)]
    return packed >> _CATEGORY_SHIFT, ranks


def _combinations_of(value: HandValue) -> Iterator[tuple[Card, ...]]:
    source, board = value._source, value._board
    if board is None:
        yield from combinations(source, 5)
    else:
        for pair in combinations(source, 2):
            for triple in combinations(board, 3):
                yield pair + triple


def _five_cards(value: HandValue) -> tuple[Card, ...]:
    """The five cards that make a value, in the order of its strength."""
    strength, kind = value._strength, value._kind
    five = next(f for f in _combinations_of(value) if _five_strength(kind, f) == strength)
    remaining = sorted((DECK[c] for c in five), reverse=True)
    ordered: list[Card] = []
    for rank in _unpacked(strength, kind)[1]:
        card = next(c for c in remaining if c.rank == (14 if rank == 1 else rank))
        remaining.remove(card)
        ordered.append(card)
    return tuple(ordered)


def _rank_char(rank: int) -> str:
    return RANKS[(14 if rank == 1 else rank) - 2]


def _rank(rank: int, form: str) -> Rank:
    return Rank(_rank_char(rank), form)


def _category_of(strength: int, kind: str) -> str:
    category, _ = _unpacked(strength, kind)
    if category == _HIGH_CARD and kind != HIGH:
        return "Low"
    return _CATEGORY_NAMES[category]


def _name_of(strength: int, kind: str) -> str:
    return str(hand_message(strength, kind))


def hand_message(strength: int, kind: str) -> Message:
    """The name of a hand value given its ``strength`` and ``kind`` (:attr:`HandValue.message`).

    >>> from dealer_app.engine.cards import parse_known_cards as cards
    >>> value = high(cards("Qs Qd Qh Ac Ad"))
    >>> str(hand_message(value.strength, value.kind))
    'Full house, queens full of aces'
    """
    category, ranks = _unpacked(strength, kind)
    first = ranks[0]
    if category == _HIGH_CARD and kind != HIGH:
        return Message(_LOW, context=HANDS, cards="-".join(map(_rank_char, ranks)))
    if category == _STRAIGHT_FLUSH and first == 14:
        name = Message(_ROYAL_FLUSH, context=HANDS)
    elif category == _FULL_HOUSE:
        name = Message(
            _NAME_KEYS[category],
            context=HANDS,
            trips=_rank(first, "plural"),
            pair=_rank(ranks[3], "plural"),
        )
    elif category == _TWO_PAIR:
        name = Message(
            _NAME_KEYS[category],
            context=HANDS,
            top=_rank(first, "plural"),
            bottom=_rank(ranks[2], "plural"),
        )
    else:
        name = Message(
            _NAME_KEYS[category], context=HANDS, rank=_rank(first, _NAME_FORMS[category])
        )
    return Message(_MADE_LOW, context=HANDS, hand=name) if kind == ACE_TO_FIVE else name


# ---------------------------------------------------------------------------------------------
# Input checks: a sentence for the dealer


def _check_cards(cards: Sequence[Card], fewest: int, most: int) -> None:
    count = _count_checked(cards)
    if not fewest <= count <= most:
        if most < 52:
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "Messages", "A hand is made of {fewest} to {most} cards, not {count}."
                ),
                fewest=fewest,
                most=most,
                count=count,
            )
        raise IllegalAction(
            QT_TRANSLATE_NOOP(
                "Messages", "A hand is made of at least {fewest} cards, not {count}."
            ),
            fewest=fewest,
            count=count,
        )


def _check_omaha(hole: Sequence[Card], board: Sequence[Card]) -> None:
    try:
        # The quick test; the exact sentence comes from the slow one.
        if (
            4 <= len(hole) <= 6
            and 3 <= len(board) <= 5
            and len({*hole, *board}) == len(hole) + len(board)
            and all(map(_RANK_KEY.__contains__, hole))
            and all(map(_RANK_KEY.__contains__, board))
        ):
            return
    except TypeError:
        pass
    _count_checked([*hole, *board])
    if not 4 <= len(hole) <= 6:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("Messages", "An Omaha hand has 4 to 6 hole cards, not {count}."),
            count=len(hole),
        )
    raise IllegalAction(
        QT_TRANSLATE_NOOP("Messages", "An Omaha board has 3 to 5 cards, not {count}."),
        count=len(board),
    )


def _count_checked(cards: Iterable[object]) -> int:
    """How many cards, after refusing anything that is not a card or is entered twice."""
    seen: set[int] = set()
    for card in cards:
        if isinstance(card, bool) or not isinstance(card, int) or not 0 <= card < 52:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "{card} is not a card."), card=repr(card)
            )
        if card in seen:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "{card} is entered twice."), card=DECK[card].symbol
            )
        seen.add(card)
    return len(seen)
