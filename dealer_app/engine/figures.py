"""The figures the dealer's window shows now, which live-dealing practice hides (issue 23).

Training > Hide the figures turns each figure the window would show into a question until the
student has typed it. Which figures those are is a rule of the hand, said here once: the
session keeps the set hidden, the drills ask the questions (:mod:`dealer_app.engine.drills`),
the windows draw "?" where a hidden figure would go.

>>> from dealer_app.engine.hand import Hand, HandSetup
>>> from dealer_app.engine.variants import VARIANTS
>>> hand = Hand(HandSetup(VARIANTS["plo"], (1000,) * 4, blinds=(10, 20, 0, 0), min_bet=20))
>>> [str(figure) for figure in figures_shown(hand)]
['amount to call', 'pot-limit maximum']
"""

from __future__ import annotations

from enum import StrEnum

from dealer_app.engine.hand import Hand, Phase

HIDDEN = "?"
"""What a window shows where a hidden amount would go."""


class Figure(StrEnum):
    """A figure the window shows; the value is the drill's skill of the same question."""

    TO_CALL = "amount to call"  # the call button and the prompt
    POT_LIMIT_MAX = "pot-limit maximum"  # the range's maximum, Pot and All in
    POTS = "side pots"  # the main pot and the side pots on the felt
    AWARDS = "showdown"  # what each player receives: the announcement, the stacks paid


def figures_shown(hand: Hand | None) -> tuple[Figure, ...]:
    """The figures the window shows for ``hand`` now, in the order a student is asked them:
    the amount to call (not a bring-in, not a check), the pot-limit maximum when the player
    may raise, the pots while somebody is all-in, and the awards once two hands or more were
    shown at the end."""
    if hand is None:
        return ()
    figures: list[Figure] = []
    if hand.phase is Phase.BET and hand.actor is not None:
        options = hand.options()
        if options.bring_in is None and options.to_call > 0:
            figures.append(Figure.TO_CALL)
        if options.can_raise and options.pot_to is not None:
            figures.append(Figure.POT_LIMIT_MAX)
    finished = hand.phase is Phase.OVER
    if not finished and not hand.one_pot and hand.pots():
        figures.append(Figure.POTS)
    if finished and sum(1 for cards in hand.shown.values() if cards) >= 2:
        figures.append(Figure.AWARDS)
    return tuple(figures)
