"""The training room's questions: situations from random legal hands, judged by the engine.

:mod:`~dealer_app.engine.drills.play` deals and plays the random hands;
:mod:`~dealer_app.engine.drills.questions` finds in them a situation for each skill, asks about
it, and judges answers by replaying the hand (no figure is worked out here that the engine
does not give). The chip race at a colour-up and the irregularities are not drilled yet.
"""

from dealer_app.engine.drills.questions import (
    GAMES,
    KIND_OF,
    TARGET_SECONDS,
    Answer,
    Choice,
    Kind,
    NoSituation,
    Question,
    Skill,
    Text,
    Verdict,
    check,
    english,
    games_for,
    generate,
    live_hand,
    prompt,
    reasoning,
    truth,
    wrong_answers,
)

__all__ = [
    "GAMES",
    "KIND_OF",
    "TARGET_SECONDS",
    "Answer",
    "Choice",
    "Kind",
    "NoSituation",
    "Question",
    "Skill",
    "Text",
    "Verdict",
    "check",
    "english",
    "games_for",
    "generate",
    "live_hand",
    "prompt",
    "reasoning",
    "truth",
    "wrong_answers",
]
