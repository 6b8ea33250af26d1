"""The training room's words in the student's language.

The drills (:mod:`dealer_app.engine.drills`) and the training session speak English, as data:
a template with %1, %2 ... and its values. Each template is listed here for pyside6-lupdate
and translated when shown; values that are engine words (streets, games, hands, odd-chip
reasons) are translated as the dealer's window translates them (:mod:`dealer_app.ui.words`).
The training session's refusals are messages, marked where they are raised and worded like
every other refusal (:func:`dealer_app.ui.messages.text`), not here.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from dealer_app.engine.dealer_errors import DealerError
from dealer_app.engine.drills.questions import decode_steps
from dealer_app.messages import QT_TRANSLATE_NOOP, Message
from dealer_app.ui import messages, numbers, words
from dealer_app.ui.table_words import error_name, step_text

if TYPE_CHECKING:
    from dealer_app.engine.drills import Skill, Text

DRILLS = "Drills"

DRILL_TEXTS = (
    QT_TRANSLATE_NOOP("Drills", "%1 (%2): who takes the odd chip, and why?"),
    QT_TRANSLATE_NOOP("Drills", "%1 acts first, showing %2."),
    QT_TRANSLATE_NOOP("Drills", "%1 brings in, showing %2."),
    QT_TRANSLATE_NOOP("Drills", "%1 has less than the %2 to call: he calls all-in for %3."),
    QT_TRANSLATE_NOOP("Drills", "%1 may raise: the betting is neither capped nor closed to him."),
    QT_TRANSLATE_NOOP("Drills", "%1 plays %2 (%3)."),
    QT_TRANSLATE_NOOP("Drills", "%1 raises (or bets) the minimum: to how much (bet-to)?"),
    QT_TRANSLATE_NOOP("Drills", "%1 receives %2 (%3) with %4 (%5)."),
    QT_TRANSLATE_NOOP("Drills", "%1 receives %2 (%3)."),
    QT_TRANSLATE_NOOP("Drills", "%1 says pot: to how much may he raise (bet-to)?"),
    QT_TRANSLATE_NOOP("Drills", "%1: who acts first?"),
    QT_TRANSLATE_NOOP(
        "Drills",
        "Call %1 first, then raise by the pot with that call in it (%2): raise to %3 + %2 = %4.",
    ),
    QT_TRANSLATE_NOOP("Drills", "Calling takes every chip %1 has: he cannot raise."),
    QT_TRANSLATE_NOOP(
        "Drills",
        "Each pot holds what every player put in up to one all-in level; folded chips stay in, and only those who reached the level and did not fold can win it.",
    ),
    QT_TRANSLATE_NOOP("Drills", "Every other player is all-in: %1 may only call or fold."),
    QT_TRANSLATE_NOOP(
        "Drills", "Fixed limit: every bet and raise is one bet of the street: to %1."
    ),
    QT_TRANSLATE_NOOP("Drills", "How many chips does %1 put in to call?"),
    QT_TRANSLATE_NOOP("Drills", "May %1 raise now?"),
    QT_TRANSLATE_NOOP("Drills", "No: every other player is all-in"),
    QT_TRANSLATE_NOOP("Drills", "No: he has no chips beyond a call"),
    QT_TRANSLATE_NOOP("Drills", "No: the betting is capped"),
    QT_TRANSLATE_NOOP("Drills", "No: the short all-in did not re-open the betting"),
    QT_TRANSLATE_NOOP("Drills", "Odd chip to %1: %2."),
    QT_TRANSLATE_NOOP("Drills", "Omaha: exactly two cards from the hand and three from the board."),
    QT_TRANSLATE_NOOP(
        "Drills",
        "Only a short all-in came since %1 acted: it does not re-open the betting, call or fold.",
    ),
    QT_TRANSLATE_NOOP(
        "Drills",
        "Pre-flop the pot counts the level's full blinds, even dead or posted short (TDA 54): raise to %1.",
    ),
    QT_TRANSLATE_NOOP(
        "Drills", "Put in this hand: %1. Each pot: its amount and the seats that can win it?"
    ),
    QT_TRANSLATE_NOOP(
        "Drills",
        "The betting is capped (a bet and the raises the cap allows): %1 may only call or fold.",
    ),
    QT_TRANSLATE_NOOP(
        "Drills", "The highest bet is %1; %2 has %3 in front and %4 behind; the pot is %5."
    ),
    QT_TRANSLATE_NOOP(
        "Drills",
        "The last full bet or raise was %1: the minimum is the highest bet plus that, to %2.",
    ),
    QT_TRANSLATE_NOOP("Drills", "The pot is more than he has: all-in to %1."),
    QT_TRANSLATE_NOOP("Drills", "The pot is smaller than a minimum raise: he may raise to %1."),
    QT_TRANSLATE_NOOP("Drills", "To call: %1 − %2 = %3."),
    QT_TRANSLATE_NOOP("Drills", "What does each seat receive from each pot (odd chips included)?"),
    QT_TRANSLATE_NOOP("Drills", "Who brings in?"),
    QT_TRANSLATE_NOOP("Drills", "Yes: he may raise"),
    QT_TRANSLATE_NOOP("Drills", "Razz: the highest upcard brings in (ace low, K♠ the worst card)."),
    QT_TRANSLATE_NOOP(
        "Drills",
        "The lowest upcard brings in (ace high); ties by suit, clubs, diamonds, hearts, spades.",
    ),
    QT_TRANSLATE_NOOP("Drills", "Razz: from fourth street the lowest showing hand acts first."),
    QT_TRANSLATE_NOOP(
        "Drills", "From fourth street the highest showing hand acts first (pairs beat high cards)."
    ),
    QT_TRANSLATE_NOOP("Drills", "%1's low hand?"),
    QT_TRANSLATE_NOOP("Drills", "%1's best hand, as a dealer says it?"),
    QT_TRANSLATE_NOOP("Drills", "%1 acts out of turn: %2. What do the %3 rules say to do?"),
    QT_TRANSLATE_NOOP("Drills", "%1: %2. What do the %3 rules say to do?"),
    QT_TRANSLATE_NOOP("Drills", "%1. What do the %2 rules say to do?"),
    QT_TRANSLATE_NOOP("Drills", "Actions in turn so far: %1, substantial action (TDA 36)."),
    QT_TRANSLATE_NOOP("Drills", "Actions in turn so far: %1, no substantial action yet (TDA 36)."),
    QT_TRANSLATE_NOOP("Drills", "%1 rules: %2."),
    QT_TRANSLATE_NOOP(
        "Drills",
        "Colour-up: the %1 chips leave, the smallest chip is now %2. Chips of %1 and cards dealt: %3. Which seats win a chip, and what value is removed?",
    ),
    QT_TRANSLATE_NOOP(
        "Drills",
        "First each player's chips of %1 are coloured up in full: chips of %2 to %3.",
    ),
    QT_TRANSLATE_NOOP(
        "Drills",
        "Chips of %2 left to race: %1, worth %3; chips of %5 to award: %4 (the nearest chip, half up).",
    ),
    QT_TRANSLATE_NOOP(
        "Drills",
        "Highest cards (rank, then suit: spades, hearts, diamonds, clubs): %1; one chip each, nobody wins two.",
    ),
    QT_TRANSLATE_NOOP("Drills", "A chip of %1 each to %2."),
    QT_TRANSLATE_NOOP("Drills", "Nobody is raced out: %1 kept in with one chip of %2."),
    QT_TRANSLATE_NOOP(
        "Drills",
        "Value removed: %1 − %2 × %3 = %4 (minus: added by rounding up or keeping a player in).",
    ),
)

DRILL_WORDS = (
    QT_TRANSLATE_NOOP("Drills", "high half"),
    QT_TRANSLATE_NOOP("Drills", "low half"),
    QT_TRANSLATE_NOOP("Drills", "whole"),
    QT_TRANSLATE_NOOP("Drills", "split pot"),
    QT_TRANSLATE_NOOP("Drills", "folded"),
    QT_TRANSLATE_NOOP("Drills", "all-in"),
    QT_TRANSLATE_NOOP("Drills", "highest card by suit"),
    QT_TRANSLATE_NOOP("Drills", "lowest card by suit"),
    QT_TRANSLATE_NOOP("Drills", "the high half takes the odd chip"),
)

SKILL_NAMES = {
    "POT_LIMIT_MAX": QT_TRANSLATE_NOOP("Drills", "Pot-limit maximum"),
    "TO_CALL": QT_TRANSLATE_NOOP("Drills", "Amount to call"),
    "MIN_RAISE": QT_TRANSLATE_NOOP("Drills", "Minimum raise"),
    "RAISE_ALLOWED": QT_TRANSLATE_NOOP("Drills", "Capped or re-opened"),
    "SIDE_POTS": QT_TRANSLATE_NOOP("Drills", "Main and side pots"),
    "SHOWDOWN": QT_TRANSLATE_NOOP("Drills", "Showdown: who wins what"),
    "ODD_CHIP": QT_TRANSLATE_NOOP("Drills", "Odd chip"),
    "BEST_HAND": QT_TRANSLATE_NOOP("Drills", "Best hand"),
    "BRING_IN": QT_TRANSLATE_NOOP("Drills", "Stud: bring-in"),
    "FIRST_TO_ACT": QT_TRANSLATE_NOOP("Drills", "Stud: first to act"),
    "IRREGULARITY": QT_TRANSLATE_NOOP("Drills", "Irregularity: the ruling"),
    "CHIP_RACE": QT_TRANSLATE_NOOP("Drills", "Chip race at a colour-up"),
}

# The tags of a question besides its skill (Question.tags), as a report names them.
TAG_NAMES = (
    QT_TRANSLATE_NOOP("Drills", "no-limit"),
    QT_TRANSLATE_NOOP("Drills", "pot-limit"),
    QT_TRANSLATE_NOOP("Drills", "limit"),
    QT_TRANSLATE_NOOP("Drills", "board"),
    QT_TRANSLATE_NOOP("Drills", "stud"),
    QT_TRANSLATE_NOOP("Drills", "draw"),
    QT_TRANSLATE_NOOP("Drills", "hi/lo"),
    QT_TRANSLATE_NOOP("Drills", "lowball"),
    QT_TRANSLATE_NOOP("Drills", "dead or short blind"),
)


def _drills(text: str) -> str:
    return QCoreApplication.translate(DRILLS, text)


def skill_name(skill: Skill) -> str:
    return _drills(SKILL_NAMES[skill.name])


def tag_name(tag: str) -> str:
    """A question's tag ("pot-limit", "hi/lo", "all-in" ...) in the student's language."""
    return _drills(tag)


def game_name(game: str) -> str:
    from dealer_app.engine.variants import VARIANTS

    return words.word(VARIANTS[game].name)


def _word(value: str) -> str:
    if value in DRILL_WORDS:
        return _drills(value)
    return words.word(value)


def _reason(value: str | Message) -> str:
    if isinstance(value, Message):  # the engine's reason
        return messages.text(value)
    if value in DRILL_WORDS:  # a drill's choice
        return _drills(value)
    return words.word(value)  # the engine's word for it ("first left of the button")


def _put_in(value: str) -> str:
    """The amounts put in, with their "(folded)" and "(all-in)" translated."""
    for state in ("folded", "all-in"):
        value = value.replace(f"({state})", f"({_drills(state)})")
    return value


_NUMBER = re.compile(r"(-?)(\d+)(?:\.(\d+))?")


def _number(value: str) -> str:
    """An amount of a drill's sentence (``33200``, ``-1000``, ``12.50``) written the
    student's language's way (``33 200``, ``−1 000``, ``12,50``); anything else as it is."""
    match = _NUMBER.fullmatch(value)
    if match is None or words.english():
        return value
    sign, whole, part = match.groups()
    written = numbers.amount(int(whole + (part or "")), len(part or ""))
    return ("\u2212" if sign else "") + written


def text(value: Text) -> str:
    """A drill's text in the student's language."""
    out = _drills(value.key)
    kinds = value.words or ("",) * len(value.values)
    put_in = value.key.startswith("Put in this hand")
    for number, (each, kind) in enumerate(zip(value.values, kinds, strict=True), start=1):
        if isinstance(each, Message):  # the engine's: a hand's name, a refusal, a pot's note ...
            shown = messages.text(each)
        elif kind == "word":
            shown = _word(each)
        elif kind == "reason":
            shown = _reason(each)
        elif kind == "ruling":
            shown = " ".join(step_text(step) for step in decode_steps(each))
        elif kind == "irregularity":
            shown = error_name(DealerError(each))
        else:
            shown = _put_in(each) if put_in else _number(words.rule_source(each))
        out = out.replace(f"%{number}", shown)
    return out
