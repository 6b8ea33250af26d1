"""Cards as the dealer types them, and the record of which cards are already in play.

A card is an ``int`` from 0 to 51 (rank-major, clubs < diamonds < hearts < spades), so that
sorting, hashing and table look-ups in the evaluators run at C speed; it prints as ``As``.
There are exactly 52 card objects, made once.

>>> parse_cards("As kd 10h T♣")
(As, Kd, Th, Tc)
>>> parse_card("aS").symbol
'A♠'
>>> parse_cards("AsKd7c") == parse_cards("As, Kd, 7c")
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

from dealer_app.engine.errors import IllegalAction
from dealer_app.messages import QT_TRANSLATE_NOOP, Message, Value

RANKS: Final = "23456789TJQKA"
SUITS: Final = "cdhs"
SUIT_SYMBOLS: Final = "♣♦♥♠"

_SUIT_OF_CHAR: Final = {
    **{s: i for i, s in enumerate(SUITS)},
    **{s: i for i, s in enumerate(SUIT_SYMBOLS)},
    # Some keyboards and fonts produce the white variants.
    "♧": 0,
    "♢": 1,
    "♡": 2,
    "♤": 3,
}
_RANK_OF_CHAR: Final = {r: i + 2 for i, r in enumerate(RANKS)}
_SEPARATORS: Final = " \t\n,;/-"


class Card(int):
    """One of the 52 cards; an ``int`` (rank - 2) * 4 + suit, printed as ``As``.

    >>> card = parse_card("Qh")
    >>> card.rank, card.suit, card.suit_char, int(card)
    (12, 2, 'h', 42)
    >>> str(card), f"{card}", card.symbol
    ('Qh', 'Qh', 'Q♥')
    """

    __slots__ = ()

    @property
    def rank(self) -> int:
        """2 to 14 (ace high)."""
        return int(self) // 4 + 2

    @property
    def suit(self) -> int:
        """0 clubs, 1 diamonds, 2 hearts, 3 spades: the bridge order used for stud ties."""
        return int(self) % 4

    @property
    def rank_char(self) -> str:
        return RANKS[int(self) // 4]

    @property
    def suit_char(self) -> str:
        return SUITS[int(self) % 4]

    @property
    def symbol(self) -> str:
        """The card as a dealer reads it: ``A♠``."""
        return RANKS[int(self) // 4] + SUIT_SYMBOLS[int(self) % 4]

    def __str__(self) -> str:
        return RANKS[int(self) // 4] + SUITS[int(self) % 4]

    __repr__ = __str__

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


DECK: Final[tuple[Card, ...]] = tuple(Card(i) for i in range(52))
"""The 52 cards in index order; ``DECK[i]`` is the card whose value is ``i``."""


def card_of(rank: int, suit: int) -> Card:
    """The card of a rank (2-14) and suit (0-3).

    >>> card_of(14, 3)
    As
    """
    return DECK[(rank - 2) * 4 + suit]


def _bad_part(text: str, start: int) -> str:
    end = start
    while end < len(text) and text[end] not in _SEPARATORS:
        end += 1
    return text[start:end] or text[start : start + 1]


def _card_problem(part: str) -> Message:
    rank_text = part[:2] if part.startswith("10") else part[:1]
    suit_text = part[len(rank_text) :]
    if rank_text.upper() not in _RANK_OF_CHAR and rank_text != "10":
        reason = QT_TRANSLATE_NOOP("Messages", "the rank must be 2 to 9, T (or 10), J, Q, K or A.")
    elif not suit_text:
        reason = QT_TRANSLATE_NOOP("Messages", "a suit (c, d, h or s) must follow the rank.")
    elif len(suit_text) > 1:
        reason = QT_TRANSLATE_NOOP("Messages", "one rank and one suit, like As or 10h.")
    else:
        reason = QT_TRANSLATE_NOOP("Messages", "the suit must be c, d, h or s (or ♣ ♦ ♥ ♠).")
    return Message(
        QT_TRANSLATE_NOOP("Messages", "'{text}' is not a card: {reason}"),
        text=part, reason=Message(reason),
    )  # fmt: skip


def parse_cards(text: str, *, allow_unknown: bool = False) -> tuple[Card | None, ...]:
    """Read the cards a dealer typed: ``As Kd``, ``AsKd``, ``10h``, ``T♥``, any case.

    With ``allow_unknown``, ``??`` stands for a card nobody saw and gives ``None``.
    Anything else is refused with a sentence naming the bad part.

    >>> parse_cards("Ac ?? 2d", allow_unknown=True)
    (Ac, None, 2d)
    >>> parse_cards("Ah Zd")
    Traceback (most recent call last):
    ...
    dealer_app.engine.errors.IllegalAction: 'Zd' is not a card: the rank must be 2 to 9, T (or 10), J, Q, K or A.
    """
    cards: list[Card | None] = []
    i, n = 0, len(text)
    while i < n:
        char = text[i]
        if char in _SEPARATORS:
            i += 1
            continue
        if char == "?" and allow_unknown and text.startswith("??", i):
            cards.append(None)
            i += 2
            continue
        start = i
        if text.startswith("10", i):
            rank, i = 10, i + 2
        else:
            rank, i = _RANK_OF_CHAR.get(char.upper(), 0), i + 1
        suit = _SUIT_OF_CHAR.get(text[i].lower(), -1) if i < n and rank else -1
        i += 1
        # A card must be followed by a separator or by the next card ("AsKd").
        if suit < 0 or (i < n and text[i] not in _SEPARATORS and not _starts_card(text, i)):
            raise IllegalAction(_card_problem(_bad_part(text, start)))
        cards.append(DECK[(rank - 2) * 4 + suit])
    return tuple(cards)


def _starts_card(text: str, i: int) -> bool:
    return text[i].upper() in _RANK_OF_CHAR or text.startswith("10", i) or text[i] == "?"


def parse_known_cards(text: str) -> tuple[Card, ...]:
    """Like :func:`parse_cards`, but every card must be known.

    >>> parse_known_cards("9s 9d")
    (9s, 9d)
    """
    return tuple(card for card in parse_cards(text) if card is not None)


def parse_card(text: str) -> Card:
    """Exactly one card.

    >>> parse_card(" 10d ")
    Td
    """
    cards = parse_known_cards(text)
    if not cards:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("Messages", "One card was expected, not nothing: '{text}'."),
            text=text.strip(),
        )
    if len(cards) != 1:
        raise IllegalAction(
            QT_TRANSLATE_NOOP(
                "Messages",
                "One card was expected, not {count} cards: '{text}'.",
                "One card was expected, not {count} card: '{text}'.",
                1,
            ),
            one="One card was expected, not {count} card: '{text}'.",
            count=len(cards), text=text.strip(),
        )  # fmt: skip
    return cards[0]


def cards_text(cards: Iterable[Card | None], *, symbols: bool = False) -> str:
    """Cards joined for display: ``A♠ K♦`` with symbols, ``AsKd`` without (PHH style).

    >>> cards_text(parse_cards("AsKd"), symbols=True)
    'A♠ K♦'
    >>> cards_text(parse_cards("As??", allow_unknown=True))
    'As??'
    """
    if symbols:
        return " ".join("??" if card is None else card.symbol for card in cards)
    return "".join("??" if card is None else str(card) for card in cards)


class CardsInPlay(dict[Card, Value]):
    """Which cards this hand has used, and where: one card can exist once per hand.

    A dict from each card in play to its place in the dealer's words (a :class:`Message`
    such as "in {player}'s hand", or a text shown as it is), so that ``card in record`` and
    recording a card run at C speed; :meth:`check` words a refusal.

    >>> record = CardsInPlay()
    >>> record.add(parse_known_cards("Kd 7c 2h"), "on the board")
    >>> record.add(parse_known_cards("As Kd"), "in seat 3's hand")
    Traceback (most recent call last):
    ...
    dealer_app.engine.errors.IllegalAction: K♦ is already on the board.
    >>> record.where(parse_card("As")) is None
    True
    >>> parse_card("Kd") in record, len(record)
    (True, 3)
    """

    __slots__ = ()

    def where(self, card: Card) -> Value | None:
        """Where the card is, in the dealer's words, or None if it is not in play."""
        return self.get(card)

    def check(self, cards: Sequence[Card | None]) -> None:
        """Refuse cards already in play, or entered twice, without recording anything.

        An unseen card (``None``) is no card in particular: it is never refused.
        """
        # The usual answers first, cheaply; the loop below finds the sentence.
        if len(cards) == 1:
            if cards[0] not in self:
                return
        elif self.keys().isdisjoint(cards):
            distinct = set(cards)
            unseen = cards.count(None)
            if len(distinct) == len(cards) - unseen + (1 if unseen else 0):
                return
        for position, card in enumerate(cards):
            if card is None:
                continue
            place = self.get(card)
            if place is not None:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP("Messages", "{card} is already {place}."),
                    card=card.symbol, place=place,
                )  # fmt: skip
            if card in cards[:position]:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP("Messages", "{card} is entered twice."), card=card.symbol
                )

    def add(self, cards: Sequence[Card | None], place: Value) -> None:
        """Record cards at a place ("on the board", "in seat 3's hand"), after checking them."""
        self.check(cards)
        self.record(cards, place)

    def record(self, cards: Sequence[Card | None], place: Value) -> None:
        """Record cards that :meth:`check` has just accepted (the engine checks, then acts)."""
        for card in cards:
            if card is not None:
                self[card] = place

    def remove(self, cards: Iterable[Card]) -> None:
        """Take cards out of play (discards going back to the stub, a set-aside card)."""
        for card in cards:
            self.pop(card, None)
