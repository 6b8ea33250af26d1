"""The chip race at a scheduled colour-up (TDA 24, RULES 11).

Each player's leaving chips are first coloured up in full; the odd ones left are raced: one card
per odd chip, and the new chips to award (their total value in the new denomination, rounded to
the nearest chip, half up) go one per player in the order of each player's highest card (rank,
then suit: spades, hearts, diamonds, clubs). Nobody wins more than one chip in the race, and
nobody is raced out: a player whose last chips leave gets one chip of the new denomination.

>>> from dealer_app.engine.cards import parse_known_cards
>>> result = race(
...     [("Anna", 1000, 3), ("Boris", 2000, 1), ("Chloe", 75, 3)],
...     {"Anna": parse_known_cards("2c Ah 4d"), "Boris": parse_known_cards("Ks"),
...      "Chloe": parse_known_cards("Qs Jd 3c")},
...     leaving=25, new=100,
... )
>>> result.stacks
{'Anna': 1025, 'Boris': 2075, 'Chloe': 100}
>>> result.winners, result.kept_in, result.removed
(('Anna', 'Boris'), ('Chloe',), -125)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from dealer_app.engine.cards import Card
from dealer_app.engine.tournament.setup import TournamentError
from dealer_app.messages import QT_TRANSLATE_NOOP, Amount, Message


@dataclass(frozen=True, slots=True)
class RaceResult:
    """The stacks after the race, who won a chip, who was kept in with one chip, and the
    chips' value removed (negative: added by rounding up or by keeping someone in)."""

    stacks: dict[str, int]
    coloured_up: dict[str, int]  # new chips each player got for his full units
    winners: tuple[str, ...]
    kept_in: tuple[str, ...]
    awarded: int  # chips of the new denomination given in the race
    removed: int

    @property
    def said(self) -> tuple[Message, ...]:
        """What the dealer announces, as messages (the window words each one)."""
        parts = []
        if self.winners:
            parts.append(
                Message(
                    QT_TRANSLATE_NOOP("Messages", "A chip each to {players}."),
                    players=", ".join(self.winners),
                )
            )
        else:
            parts.append(Message(QT_TRANSLATE_NOOP("Messages", "No chip to race.")))
        if self.kept_in:
            parts.append(
                Message(
                    QT_TRANSLATE_NOOP("Messages", "{players} kept in with one chip."),
                    players=", ".join(self.kept_in),
                )
            )
        if self.removed > 0:
            parts.append(
                Message(
                    QT_TRANSLATE_NOOP("Messages", "{amount} in chips removed."),
                    amount=Amount(self.removed),
                )
            )
        elif self.removed < 0:
            parts.append(
                Message(
                    QT_TRANSLATE_NOOP("Messages", "{amount} in chips added by rounding."),
                    amount=Amount(-self.removed),
                )
            )
        return tuple(parts)


def race(
    players: Sequence[tuple[str, int, int]],
    cards: Mapping[str, Sequence[Card]],
    *,
    leaving: int,
    new: int,
) -> RaceResult:
    """Race the leaving chips of one table.

    ``players`` are ``(name, stack, leaving chips)`` in seat order from seat 1 (the deal's
    order); ``cards`` one card per odd leaving chip (what is left after colouring up);
    ``leaving`` the leaving denomination, ``new`` the smallest one still in play.
    """
    if new <= leaving or new % leaving:
        raise TournamentError(
            QT_TRANSLATE_NOOP(
                "Messages", "The {leaving} chips colour up into {new} chips: it must be a multiple."
            ),
            leaving=Amount(leaving),
            new=Amount(new),
        )
    seen: set[Card] = set()
    odd: dict[str, int] = {}
    coloured: dict[str, int] = {}
    stacks: dict[str, int] = {}
    rest = 0
    for name, stack, count in players:
        value = count * leaving
        if count < 0 or value > stack:
            raise TournamentError(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "{player} cannot have {count} chips of {chip} with a stack of {stack}.",
                    "{player} cannot have {count} chip of {chip} with a stack of {stack}.",
                    1,
                ),
                one="{player} cannot have {count} chip of {chip} with a stack of {stack}.",
                player=name,
                count=count,
                chip=Amount(leaving),
                stack=Amount(stack),
            )
        full, left = divmod(value, new)
        coloured[name] = full
        odd[name] = left // leaving
        rest += left
        stacks[name] = stack - value + full * new
        dealt = tuple(cards.get(name, ()))
        if len(dealt) != odd[name]:
            raise TournamentError(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "{player} races {count} chips and needs one card for each, not {cards}.",
                    "{player} races {count} chip and needs one card for it, not {cards}.",
                    1,
                ),
                one="{player} races {count} chip and needs one card for it, not {cards}.",
                player=name,
                count=odd[name],
                cards=len(dealt),
            )
        for card in dealt:
            if card in seen:
                raise TournamentError(
                    QT_TRANSLATE_NOOP("Messages", "The card {card} is dealt twice."), card=str(card)
                )
            seen.add(card)
    unknown = set(cards) - set(stacks)
    if unknown:
        raise TournamentError(
            QT_TRANSLATE_NOOP("Messages", "{player} is not in the race."), player=sorted(unknown)[0]
        )
    to_award = (2 * rest + new) // (2 * new)  # nearest chip, half up
    racing = sorted((name for name in odd if odd[name]), key=lambda name: -int(max(cards[name])))
    winners = tuple(racing[:to_award])
    for name in winners:
        stacks[name] += new
    kept_in = tuple(name for name in stacks if stacks[name] == 0 and odd[name])
    for name in kept_in:
        stacks[name] = new
    removed = rest - (len(winners) + len(kept_in)) * new
    return RaceResult(stacks, coloured, winners, kept_in, len(winners), removed)
