"""The training room's questions: situations from random legal hands, judged by the engine.

:mod:`~dealer_app.engine.drills.play` deals and plays the random hands;
:mod:`~dealer_app.engine.drills.questions` finds in them a situation for each skill, asks about
it, and judges answers by replaying the hand (no figure is worked out here that the engine
does not give). The irregularity drill asks for the ruling of the irregularity assistant
(:mod:`dealer_app.engine.dealer_errors`) under the table's rule set; the chip race drill is
judged by the tournament engine's chip race (:mod:`dealer_app.engine.tournament.chip_race`).
"""

from dealer_app.engine.drills.questions import (
    GAMES,
    KIND_OF,
    TARGET_SECONDS,
    Answer,
    ChipRaceDeal,
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
from dealer_app.engine.drills.window import window_questions

__all__ = [
    "GAMES",
    "KIND_OF",
    "TARGET_SECONDS",
    "Answer",
    "ChipRaceDeal",
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
    "window_questions",
    "wrong_answers",
]
