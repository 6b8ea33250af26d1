"""The questions of live-dealing practice: the figures the dealer's window shows now.

>>> from dealer_app.engine.hand import Hand, HandSetup
>>> from dealer_app.engine.variants import VARIANTS
>>> hand = Hand(HandSetup(VARIANTS["plo"], (1000,) * 4, blinds=(10, 20, 0, 0), min_bet=20))
>>> [question.skill.name for question in window_questions(hand)]
['TO_CALL', 'POT_LIMIT_MAX']
"""

from __future__ import annotations

from dealer_app.engine.drills.questions import Question, Skill
from dealer_app.engine.figures import Figure, figures_shown
from dealer_app.engine.hand import Hand

# The player asked about: the player to act for the betting figures, nobody for the pots.
_ABOUT_THE_PLAYER_TO_ACT = frozenset({Figure.TO_CALL, Figure.POT_LIMIT_MAX})


def window_questions(hand: Hand | None) -> list[Question]:
    """Each figure the window shows now (:func:`dealer_app.engine.figures.figures_shown`) as
    the drill question of the same skill, in the order asked; judged like any drill."""
    if hand is None:
        return []
    setup, actions = hand.setup, tuple(hand.actions)
    questions = []
    for figure in figures_shown(hand):
        player = hand.actor if figure in _ABOUT_THE_PLAYER_TO_ACT else None
        questions.append(Question(Skill(figure.value), setup.variant.key, setup, actions, player))
    return questions
