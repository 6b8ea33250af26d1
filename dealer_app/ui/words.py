"""The engine's words in the dealer's language.

The engine speaks English (street and game names, hand names, its refusal sentences). Here each
known word or sentence shape is passed through Qt's translator, so that the French and Russian
windows show them translated; an unknown sentence is shown as the engine wrote it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from dealer_app.engine.cards import Card
    from dealer_app.engine.table import Table

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


def language() -> str:
    """The window's language: ``en``, ``fr`` or ``ru``."""
    return _language[0]


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
    QT_TRANSLATE_NOOP("Engine", "Everybody in this pot mucked: the last to muck wins it."),
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
    # The table's sentences first: a name is more than a card ("Anna is already ...").
    (
        r"Seat (?P<a>\d+) is taken by (?P<b>.+)\.",
        QT_TRANSLATE_NOOP("Engine", "Seat %1 is taken by %2."),
    ),
    (r"Seat (?P<a>\d+) is empty\.", QT_TRANSLATE_NOOP("Engine", "Seat %1 is empty.")),
    (
        r"There is no seat (?P<a>\d+): the table has seats 1 to (?P<b>\d+)\.",
        QT_TRANSLATE_NOOP("Engine", "There is no seat %1: the table has seats 1 to %2."),
    ),
    (
        r"A player needs a name to sit down\.",
        QT_TRANSLATE_NOOP("Engine", "A player needs a name to sit down."),
    ),
    (
        r"(?P<a>.+) is already seated at seat (?P<b>\d+)\.",
        QT_TRANSLATE_NOOP("Engine", "%1 is already seated at seat %2."),
    ),
    (
        r"(?P<a>.+) needs chips to sit down\.",
        QT_TRANSLATE_NOOP("Engine", "%1 needs chips to sit down."),
    ),
    (
        r"Chips come in units of (?P<a>\S+): (?P<b>\S+) is not a whole number of chips\.",
        QT_TRANSLATE_NOOP(
            "Engine", "Chips come in units of %1: %2 is not a whole number of chips."
        ),
    ),
    (
        r"Registration is closed: nobody new can sit down\.",
        QT_TRANSLATE_NOOP("Engine", "Registration is closed: nobody new can sit down."),
    ),
    (r"(?P<a>.+) has no re-entry left\.", QT_TRANSLATE_NOOP("Engine", "%1 has no re-entry left.")),
    (
        r"Every player starts with (?P<a>\S+) chips, not (?P<b>\S+)\.",
        QT_TRANSLATE_NOOP("Engine", "Every player starts with %1 chips, not %2."),
    ),
    (
        r"The minimum buy-in is (?P<a>\S+)\.",
        QT_TRANSLATE_NOOP("Engine", "The minimum buy-in is %1."),
    ),
    (
        r"The maximum buy-in is (?P<a>\S+)\.",
        QT_TRANSLATE_NOOP("Engine", "The maximum buy-in is %1."),
    ),
    (
        r"(?P<a>.+) may add at most (?P<b>\S+): the maximum buy-in is (?P<c>\S+)\.",
        QT_TRANSLATE_NOOP("Engine", "%1 may add at most %2: the maximum buy-in is %3."),
    ),
    (
        r"(?P<a>.+) is in the hand: players leave between hands\.",
        QT_TRANSLATE_NOOP("Engine", "%1 is in the hand: players leave between hands."),
    ),
    (
        r"(?P<a>.+) is already sitting out\.",
        QT_TRANSLATE_NOOP("Engine", "%1 is already sitting out."),
    ),
    (r"(?P<a>.+) is not sitting out\.", QT_TRANSLATE_NOOP("Engine", "%1 is not sitting out.")),
    (
        r"Add a positive number of chips\.",
        QT_TRANSLATE_NOOP("Engine", "Add a positive number of chips."),
    ),
    (
        r"Chips are added between hands only\.",
        QT_TRANSLATE_NOOP("Engine", "Chips are added between hands only."),
    ),
    (
        r"No chips can be bought in this tournament\.",
        QT_TRANSLATE_NOOP("Engine", "No chips can be bought in this tournament."),
    ),
    (
        r"The add-on is taken during level (?P<a>\d+) only\.",
        QT_TRANSLATE_NOOP("Engine", "The add-on is taken during level %1 only."),
    ),
    (
        r"(?P<a>.+) has already taken the add-on\.",
        QT_TRANSLATE_NOOP("Engine", "%1 has already taken the add-on."),
    ),
    (r"The add-on is (?P<a>\S+) chips\.", QT_TRANSLATE_NOOP("Engine", "The add-on is %1 chips.")),
    (
        r"Nobody posts to enter a tournament: a new player is dealt in except between the small "
        r"blind and the button\.",
        QT_TRANSLATE_NOOP(
            "Engine",
            "Nobody posts to enter a tournament: a new player is dealt in except between the "
            "small blind and the button.",
        ),
    ),
    (
        r"(?P<a>.+) is already playing: there is nothing to post\.",
        QT_TRANSLATE_NOOP("Engine", "%1 is already playing: there is nothing to post."),
    ),
    (r"(?P<a>.+) is already playing\.", QT_TRANSLATE_NOOP("Engine", "%1 is already playing.")),
    (
        r"This table does not play dealer's choice\.",
        QT_TRANSLATE_NOOP("Engine", "This table does not play dealer's choice."),
    ),
    (
        r"The games to choose from are (?P<games>.+)\.",
        QT_TRANSLATE_NOOP("Engine", "The games to choose from are %1."),
    ),
    (
        r"The game is chosen between hands\.",
        QT_TRANSLATE_NOOP("Engine", "The game is chosen between hands."),
    ),
    (
        r"No game to choose now: (?P<game>.+) is played until its turn ends\.",
        QT_TRANSLATE_NOOP("Engine", "No game to choose now: %1 is played until its turn ends."),
    ),
    (
        r"(?P<a>.+) chooses the game \(dealer's choice: (?P<games>.+)\)\.",
        QT_TRANSLATE_NOOP("Engine", "%1 chooses the game (dealer's choice: %2)."),
    ),
    (
        r"The tournament is on a break: play resumes in (?P<a>\d+:\d\d)\.",
        QT_TRANSLATE_NOOP("Engine", "The tournament is on a break: play resumes in %1."),
    ),
    (
        r"The tournament is over: (?P<a>.+) has every chip\.",
        QT_TRANSLATE_NOOP("Engine", "The tournament is over: %1 has every chip."),
    ),
    (
        r"At least two players must be in to deal a hand: the others sit out\.",
        QT_TRANSLATE_NOOP(
            "Engine", "At least two players must be in to deal a hand: the others sit out."
        ),
    ),
    (
        r"At least two players with chips are needed to deal a hand\.",
        QT_TRANSLATE_NOOP("Engine", "At least two players with chips are needed to deal a hand."),
    ),
    (
        r"(?P<game>.+) is played by at most (?P<a>\d+) players, not (?P<b>\d+)\.",
        QT_TRANSLATE_NOOP("Engine", "%1 is played by at most %2 players, not %3."),
    ),
    (
        r"This level has no stakes for (?P<game>.+)\.",
        QT_TRANSLATE_NOOP("Engine", "This level has no stakes for %1."),
    ),
    (
        r"A cash game has no clock: its stakes are fixed\.",
        QT_TRANSLATE_NOOP("Engine", "A cash game has no clock: its stakes are fixed."),
    ),
    (
        r"The clock cannot read less than zero\.",
        QT_TRANSLATE_NOOP("Engine", "The clock cannot read less than zero."),
    ),
    (
        r"A hand is in progress: finish it or cancel it first\.",
        QT_TRANSLATE_NOOP("Engine", "A hand is in progress: finish it or cancel it first."),
    ),
    (r"No hand is in progress\.", QT_TRANSLATE_NOOP("Engine", "No hand is in progress.")),
    # The controller's own sentences.
    (
        r"No hand is being played: deal the next hand first\.",
        QT_TRANSLATE_NOOP("Engine", "No hand is being played: deal the next hand first."),
    ),
    (
        r"This hand is not played at a table: there is no next hand\.",
        QT_TRANSLATE_NOOP("Engine", "This hand is not played at a table: there is no next hand."),
    ),
    (
        r"Nothing to undo between hands: table changes stay as they are\.",
        QT_TRANSLATE_NOOP(
            "Engine", "Nothing to undo between hands: table changes stay as they are."
        ),
    ),
    (
        r"The hand is over: its result stands; deal the next hand\.",
        QT_TRANSLATE_NOOP("Engine", "The hand is over: its result stands; deal the next hand."),
    ),
    (r"A single hand has no clock\.", QT_TRANSLATE_NOOP("Engine", "A single hand has no clock.")),
    (
        r"No misdeal after substantial action \(TDA 36\): two actions in turn of which one put "
        r"chips in, or three actions in turn, have been taken\. The hand is played out\.",
        QT_TRANSLATE_NOOP(
            "Engine",
            "No misdeal after substantial action (TDA 36): two actions in turn of which one put "
            "chips in, or three actions in turn, have been taken. The hand is played out.",
        ),
    ),
    # The hand's sentences.
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
    (r"'(?P<a>.+)' is not an amount\.", QT_TRANSLATE_NOOP("Engine", "'%1' is not an amount.")),
    (
        r"(?P<a>\S+) is finer than the table's smallest unit\.",
        QT_TRANSLATE_NOOP("Engine", "%1 is finer than the table's smallest unit."),
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
    if name == "game":
        return _translate(value)
    if name == "games":  # the games' names, as the engine lists them
        return ", ".join(_translate(game) for game in value.split(", "))
    return value


def sentence(text: str) -> str:
    """An engine sentence in the dealer's language (unchanged when its shape is unknown)."""
    if english():
        return text  # the engine's own words
    return _match(_SENTENCES, text, _group) or text


def has_shape(text: str) -> bool:
    """Whether ``text`` is an engine sentence of a known shape (tests check the window's)."""
    return any(re.fullmatch(pattern, text) for pattern, _template in _SENTENCES)


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
