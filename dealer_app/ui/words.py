"""The engine's words in the dealer's language.

The engine speaks English (street and game names, hand names, its refusal sentences). Here each
known word or sentence shape is passed through Qt's translator, so that the French and Russian
windows show them translated; an unknown sentence is shown as the engine wrote it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication

from dealer_app.engine.cards import Card

CONTEXT = "Engine"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name lupdate looks for
    """Marks ``text`` for translation in ``context`` (found by pyside6-lupdate)."""
    return text


_language = ["en"]


def set_language(code: str) -> None:
    """Called when a translation is installed: ``en``, ``fr``, ``ru``."""
    _language[0] = code


def english() -> bool:
    return _language[0] == "en"


def _translate(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


# Listed so that pyside6-lupdate finds them (the engine's own strings).
_WORDS = (
    QT_TRANSLATE_NOOP("Engine", "Pre-flop"),
    QT_TRANSLATE_NOOP("Engine", "Flop"),
    QT_TRANSLATE_NOOP("Engine", "Turn"),
    QT_TRANSLATE_NOOP("Engine", "River"),
    QT_TRANSLATE_NOOP("Engine", "Third street"),
    QT_TRANSLATE_NOOP("Engine", "Fourth street"),
    QT_TRANSLATE_NOOP("Engine", "Fifth street"),
    QT_TRANSLATE_NOOP("Engine", "Sixth street"),
    QT_TRANSLATE_NOOP("Engine", "Seventh street"),
    QT_TRANSLATE_NOOP("Engine", "Before the first draw"),
    QT_TRANSLATE_NOOP("Engine", "After the first draw"),
    QT_TRANSLATE_NOOP("Engine", "After the second draw"),
    QT_TRANSLATE_NOOP("Engine", "After the third draw"),
    QT_TRANSLATE_NOOP("Engine", "Before the draw"),
    QT_TRANSLATE_NOOP("Engine", "After the draw"),
    QT_TRANSLATE_NOOP("Engine", "Showdown"),
    QT_TRANSLATE_NOOP("Engine", "Hand over"),
    QT_TRANSLATE_NOOP("Engine", "No-limit hold'em"),
    QT_TRANSLATE_NOOP("Engine", "Pot-limit hold'em"),
    QT_TRANSLATE_NOOP("Engine", "Limit hold'em"),
    QT_TRANSLATE_NOOP("Engine", "Pot-limit Omaha"),
    QT_TRANSLATE_NOOP("Engine", "Pot-limit Omaha hi/lo"),
    QT_TRANSLATE_NOOP("Engine", "Limit Omaha hi/lo"),
    QT_TRANSLATE_NOOP("Engine", "Seven-card stud"),
    QT_TRANSLATE_NOOP("Engine", "Seven-card stud hi/lo"),
    QT_TRANSLATE_NOOP("Engine", "Razz"),
    QT_TRANSLATE_NOOP("Engine", "2-7 triple draw"),
    QT_TRANSLATE_NOOP("Engine", "2-7 single draw"),
    QT_TRANSLATE_NOOP("Engine", "High card"),
    QT_TRANSLATE_NOOP("Engine", "Pair"),
    QT_TRANSLATE_NOOP("Engine", "Two pair"),
    QT_TRANSLATE_NOOP("Engine", "Three of a kind"),
    QT_TRANSLATE_NOOP("Engine", "Straight"),
    QT_TRANSLATE_NOOP("Engine", "Flush"),
    QT_TRANSLATE_NOOP("Engine", "Full house"),
    QT_TRANSLATE_NOOP("Engine", "Four of a kind"),
    QT_TRANSLATE_NOOP("Engine", "Straight flush"),
    QT_TRANSLATE_NOOP("Engine", "Royal flush"),
    QT_TRANSLATE_NOOP("Engine", "Low"),
    QT_TRANSLATE_NOOP("Engine", "first left of the button"),
    QT_TRANSLATE_NOOP("Engine", "Everybody else folded."),
    QT_TRANSLATE_NOOP("Engine", "The other players mucked."),
    QT_TRANSLATE_NOOP("Engine", "The other players mucked or did not show."),
    QT_TRANSLATE_NOOP("Engine", "Nobody else could win this pot."),
    QT_TRANSLATE_NOOP("Engine", "No qualifying low: the high hand takes the whole pot."),
    QT_TRANSLATE_NOOP("Engine", "The hands shown are not known: the pot is split among them."),
    QT_TRANSLATE_NOOP("Engine", "TDA"),
    QT_TRANSLATE_NOOP("Engine", "RRoP"),
    QT_TRANSLATE_NOOP("Engine", "WSOP"),
)


def word(text: str) -> str:
    """A street, game, category or note of the engine, translated when known."""
    return _translate(text)


def card_symbols(cards: Iterable[Card | None]) -> str:
    return " ".join("??" if card is None else card.symbol for card in cards)


def hand_name(name: str, category: str) -> str:
    """A hand value's name: the engine's English words, or in another language the
    category (the five cards are always shown beside it)."""
    if english():
        return name  # English (or no translation loaded): the engine's full words
    if name.startswith("Royal flush"):
        return _translate("Royal flush")
    if name.startswith("Low "):
        return f"{_translate('Low')} {name[4:]}"
    suffix = QCoreApplication.translate(CONTEXT, " (low)") if name.endswith(" (low)") else ""
    return _translate(category) + suffix


_LOW_SUFFIX = QT_TRANSLATE_NOOP("Engine", " (low)")


def odd_chip_reason(reason: str) -> str:
    match = re.fullmatch(r"(highest|lowest) card by suit \((.+)\)", reason)
    if match:
        if match.group(1) == "highest":
            return QCoreApplication.translate(CONTEXT, "highest card by suit (%1)").replace(
                "%1", match.group(2)
            )
        return QCoreApplication.translate(CONTEXT, "lowest card by suit (%1)").replace(
            "%1", match.group(2)
        )
    return _translate(reason)


_ODD = (
    QT_TRANSLATE_NOOP("Engine", "highest card by suit (%1)"),
    QT_TRANSLATE_NOOP("Engine", "lowest card by suit (%1)"),
)


# The engine's refusal sentences, by shape. Each pattern's groups fill %1, %2 ... in order;
# a group named "place" or "reason" is itself translated first.
_SENTENCES: tuple[tuple[str, str], ...] = (
    (
        r"(?P<a>.+) may (?P<verb>bet|raise|complete) to at most (?P<b>\S+): pot limit\.",
        QT_TRANSLATE_NOOP("Engine", "%1 may %2 to at most %3: pot limit."),
    ),
    (
        r"(?P<a>.+) must (?P<verb>bet|raise|complete) to at least (?P<b>\S+) \(or go all-in for (?P<c>\S+)\)\.",
        QT_TRANSLATE_NOOP("Engine", "%1 must %2 to at least %3 (or go all-in for %4)."),
    ),
    (
        r"(?P<a>.+) has only (?P<b>\S+) in all this round: (?P<verb>bet|raise|complete) to at most (?P<c>\S+)\.",
        QT_TRANSLATE_NOOP("Engine", "%1 has only %2 in all this round: %3 to at most %4."),
    ),
    (
        r"(?P<a>.+) may (?P<verb>bet|raise|complete) to (?P<b>.+) only: fixed limit\.",
        QT_TRANSLATE_NOOP("Engine", "%1 may %2 to %3 only: fixed limit."),
    ),
    (
        r"(?P<card>\S+) is already (?P<place>.+)\.",
        QT_TRANSLATE_NOOP("Engine", "%1 is already %2."),
    ),
    (
        r"(?P<card>\S+) is entered twice\.",
        QT_TRANSLATE_NOOP("Engine", "%1 is entered twice."),
    ),
    (
        r"'(?P<text>.+)' is not a card: (?P<reason>.+)",
        QT_TRANSLATE_NOOP("Engine", "'%1' is not a card: %2"),
    ),
    (
        r"The (?P<street>.+) is (?P<n>\d+) cards?, not (?P<m>\d+)\.",
        QT_TRANSLATE_NOOP("Engine", "The %1 is %2 card(s), not %3."),
    ),
    (
        r"(?P<a>.+) cannot (?P<verb>bet|raise|complete): (?P<reason>.+)",
        QT_TRANSLATE_NOOP("Engine", "%1 cannot %2: %3"),
    ),
    (
        r"(?P<a>.+) must post the bring-in or complete: the bring-in is a forced bet\.",
        QT_TRANSLATE_NOOP("Engine", "%1 must post the bring-in or complete: it is a forced bet."),
    ),
    (
        r"(?P<a>.+) must post the bring-in or complete, not check\.",
        QT_TRANSLATE_NOOP("Engine", "%1 must post the bring-in or complete, not check."),
    ),
    (
        r"A player is all-in: every hand is turned face up \(RULES 8\), nobody mucks\.",
        QT_TRANSLATE_NOOP(
            "Engine", "A player is all-in: every hand is turned face up, nobody mucks."
        ),
    ),
    (
        r"(?P<a>.+) shows (?P<n>\d+) cards, not (?P<m>\d+)\.",
        QT_TRANSLATE_NOOP("Engine", "%1 shows %2 cards, not %3."),
    ),
    (
        r"(?P<a>.+)'s cards are not known: enter the cards shown\.",
        QT_TRANSLATE_NOOP("Engine", "%1's cards are not known: enter the cards shown."),
    ),
    (
        r"Nothing to undo: no action has been entered in this hand\.",
        QT_TRANSLATE_NOOP("Engine", "Nothing to undo: no action has been entered in this hand."),
    ),
)

_PLACES: tuple[tuple[str, str], ...] = (
    (r"on the board", QT_TRANSLATE_NOOP("Engine", "on the board")),
    (r"in (?P<a>.+)'s hand", QT_TRANSLATE_NOOP("Engine", "in %1's hand")),
    (r"among (?P<a>.+)'s upcards", QT_TRANSLATE_NOOP("Engine", "among %1's upcards")),
    (r"among (?P<a>.+)'s discards", QT_TRANSLATE_NOOP("Engine", "among %1's discards")),
)

_REASONS: tuple[tuple[str, str], ...] = (
    (
        r"the betting is capped: (?P<a>.+) may only call or fold\.",
        QT_TRANSLATE_NOOP("Engine", "the betting is capped: %1 may only call or fold."),
    ),
    (
        r"the short all-in did not re-open the betting: (?P<a>.+) may only call or fold\.",
        QT_TRANSLATE_NOOP(
            "Engine", "the short all-in did not re-open the betting: %1 may only call or fold."
        ),
    ),
    (
        r"(?P<a>.+) has no chips left beyond a call\.",
        QT_TRANSLATE_NOOP("Engine", "%1 has no chips left beyond a call."),
    ),
    (
        r"every other player is all-in: call or fold\.",
        QT_TRANSLATE_NOOP("Engine", "every other player is all-in: call or fold."),
    ),
    (
        r"the rank must be 2 to 9, T \(or 10\), J, Q, K or A\.",
        QT_TRANSLATE_NOOP("Engine", "the rank must be 2 to 9, T (or 10), J, Q, K or A."),
    ),
    (
        r"a suit \(c, d, h or s\) must follow the rank\.",
        QT_TRANSLATE_NOOP("Engine", "a suit (c, d, h or s) must follow the rank."),
    ),
    (
        r"one rank and one suit, like As or 10h\.",
        QT_TRANSLATE_NOOP("Engine", "one rank and one suit, like As or 10h."),
    ),
    (
        r"the suit must be c, d, h or s \(or ♣ ♦ ♥ ♠\)\.",
        QT_TRANSLATE_NOOP("Engine", "the suit must be c, d, h or s (or ♣ ♦ ♥ ♠)."),
    ),
)

_VERBS = (
    QT_TRANSLATE_NOOP("Engine", "bet"),
    QT_TRANSLATE_NOOP("Engine", "raise"),
    QT_TRANSLATE_NOOP("Engine", "complete"),
)


def _fill(template: str, values: Iterable[str]) -> str:
    text = template
    for number, value in enumerate(values, start=1):
        text = text.replace(f"%{number}", value)
    return text


def _match(
    patterns: tuple[tuple[str, str], ...], text: str, inner: Callable[[str, str], str]
) -> str | None:
    for pattern, template in patterns:
        match = re.fullmatch(pattern, text)
        if match is None:
            continue
        values = [inner(name, value) for name, value in match.groupdict().items()]
        return _fill(_translate(template), values)
    return None


def _group(name: str, value: str) -> str:
    if name == "place":
        return _match(_PLACES, value, lambda _n, v: v) or value
    if name == "reason":
        return _match(_REASONS, value, lambda _n, v: v) or value
    if name == "verb":
        return _translate(value)
    if name == "street":
        return _translate(value.capitalize()).lower()
    return value


def sentence(text: str) -> str:
    """An engine sentence in the dealer's language (unchanged when its shape is unknown)."""
    if english():
        return text  # the engine's own words
    return _match(_SENTENCES, text, _group) or text
