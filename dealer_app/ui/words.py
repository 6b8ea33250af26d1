"""The engine's words in the dealer's language: streets, games, rule sets, verbs, stakes.

A word is translated whole (context ``Engine``); sentences are messages, worded by
:mod:`dealer_app.ui.messages`, never read back from their English.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from dealer_app.messages import QT_TRANSLATE_NOOP

# The engine and the session load after the window's first frame (tests/ui/test_startup.py):
# the two functions that need them import them when called.
if TYPE_CHECKING:
    from dealer_app.engine.cards import Card
    from dealer_app.engine.table import Table

CONTEXT = "Engine"


_language = ["en"]


def set_language(code: str) -> None:
    """Called when a translation is installed: ``en``, ``fr``, ``ru``."""
    _language[0] = code


def english() -> bool:
    return _language[0] == "en"


def language() -> str:
    """The window's language: ``en``, ``fr`` or ``ru``."""
    return _language[0]


def _translate(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


# Listed so that pyside6-lupdate finds them: the engine's own words (streets, games, rule sets).
# Its sentences, hand names and pot notes included, are messages.
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
    QT_TRANSLATE_NOOP("Engine", "first left of the button"),
    QT_TRANSLATE_NOOP("Engine", "TDA"),
    QT_TRANSLATE_NOOP("Engine", "RRoP"),
    QT_TRANSLATE_NOOP("Engine", "WSOP"),
)


def word(text: str) -> str:
    """A street, game or rule set of the engine, translated when known."""
    return _translate(text)


def card_symbols(cards: Iterable[Card | None]) -> str:
    return " ".join("??" if card is None else card.symbol for card in cards)


# The verbs of the betting refusals ("{player} may {verb} to at most ..."), engine words too.
_VERBS = (
    QT_TRANSLATE_NOOP("Engine", "bet"),
    QT_TRANSLATE_NOOP("Engine", "raise"),
    QT_TRANSLATE_NOOP("Engine", "complete"),
)


def stakes_text(
    table: Table, game: str, level: int | None, money: Callable[[int], str] | None = None
) -> str:
    """The stakes of ``game`` at the table (cash) or at level index ``level``, as the dealer
    says them: ``blinds 50/100, ante 10``, ``limit 20/40, bring-in 5``. The amounts are the
    table's (a limit game's small blind included), written by ``money`` (the language's way:
    ``numbers.writer``; the engine's by default); only the words are put together here."""
    from dealer_app.engine.variants import VARIANTS  # the engine loads after the first frame

    variant = VARIANTS[game]
    config = table.config
    stakes = config.stakes_for(game, level)
    money = money or table.money
    if variant.uses_bring_in:
        text = (
            QCoreApplication.translate("Stakes", "limit %1/%2, bring-in %3")
            .replace("%1", money(stakes.small_bet))
            .replace("%2", money(stakes.big_bet))
            .replace("%3", money(stakes.bring_in))
        )
    else:
        small, big = stakes.blinds_for(variant, config.chip_unit)
        if variant.is_limit:
            text = (
                QCoreApplication.translate("Stakes", "limit %1/%2, blinds %3/%4")
                .replace("%1", money(stakes.small_bet))
                .replace("%2", money(stakes.big_bet))
                .replace("%3", money(small))
                .replace("%4", money(big))
            )
        else:
            text = (
                QCoreApplication.translate("Stakes", "blinds %1/%2")
                .replace("%1", money(small))
                .replace("%2", money(big))
            )
    if stakes.ante:
        ante = (
            QCoreApplication.translate("Stakes", "big-blind ante %1")
            if stakes.big_blind_ante
            else QCoreApplication.translate("Stakes", "ante %1")
        )
        text += ", " + ante.replace("%1", money(stakes.ante))
    return text


# A clause of the TDA's or the WSOP's rules as the engine cites it ("WSOP Rule 88"): the book's
# name stays, the word "Rule" is the language's ("WSOP, règle 88"). RRoP's chapters and the
# TDA's procedures ("TDA 2024 RP-5") are the books' own titles, kept as they are.
_RULE = re.compile(r"(TDA \d{4}|WSOP) Rule ([\w-]+)")
_RULE_WORDS = QT_TRANSLATE_NOOP("Engine", "%1 Rule %2")


def rule_source(text: str) -> str:
    """``text`` with its rule citations in the dealer's language: ``WSOP Rule 88`` is
    ``WSOP, règle 88`` in French, ``WSOP, правило 88`` in Russian; anything else as it is."""
    cited = _translate(_RULE_WORDS)
    return _RULE.sub(
        lambda match: cited.replace("%1", match.group(1)).replace("%2", match.group(2)), text
    )
