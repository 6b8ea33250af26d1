"""The director's sentences in the director's language: what follows an action, the refusals.

The engine says what happened as data (:mod:`dealer_app.engine.tournament.events`); here each
happening becomes a sentence to read out, through Qt's translator. A refusal's key (its English
sentence with ``{name}`` holes) is translated, then filled; a key not listed here shows in
English.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from dealer_app.engine.tournament import (
    Busted,
    Cancelled,
    Ended,
    Happening,
    Level,
    LevelStarted,
    Moved,
    Raced,
    Seated,
    TableBroken,
    TournamentError,
)
from dealer_app.ui import numbers

CONTEXT = "Director"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name lupdate looks for
    return text


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


# The engine's refusals the director meets most, listed so that pyside6-lupdate finds them.
_REFUSALS = (
    QT_TRANSLATE_NOOP("Director", "{player} is not playing in the event."),
    QT_TRANSLATE_NOOP("Director", "{player} is already in the event."),
    QT_TRANSLATE_NOOP("Director", "The field is full: {maximum} entries."),
    QT_TRANSLATE_NOOP("Director", "Registration closed with level {level}."),
    QT_TRANSLATE_NOOP("Director", "{player} has used the {count} re-entries allowed."),
    QT_TRANSLATE_NOOP("Director", "A player needs a name."),
    QT_TRANSLATE_NOOP("Director", "The event has started already."),
    QT_TRANSLATE_NOOP("Director", "The event has not started."),
    QT_TRANSLATE_NOOP("Director", "The event is over."),
    QT_TRANSLATE_NOOP("Director", "Somebody at the table must have chips."),
    QT_TRANSLATE_NOOP(
        "Director", "Table {table} has played its hand-for-hand hand: it waits for the others."
    ),
    QT_TRANSLATE_NOOP("Director", "Hand-for-hand is not on."),
    QT_TRANSLATE_NOOP("Director", "Hand-for-hand is already on."),
    QT_TRANSLATE_NOOP("Director", "Finish the hand-for-hand hand first."),
    QT_TRANSLATE_NOOP("Director", "The clock is not running."),
    QT_TRANSLATE_NOOP("Director", "The clock is not paused."),
    QT_TRANSLATE_NOOP("Director", "The clock cannot go back before the start."),
    QT_TRANSLATE_NOOP("Director", "There is nothing to undo."),
    QT_TRANSLATE_NOOP("Director", "Entries are withdrawn before the start only."),
    QT_TRANSLATE_NOOP("Director", "The event needs a name."),
    QT_TRANSLATE_NOOP(
        "Director", "Level {level}: {amount} cannot be made with the chips in play ({chips})."
    ),
    QT_TRANSLATE_NOOP("Director", "A deal needs at least two players."),
    QT_TRANSLATE_NOOP("Director", "Every player in a deal has chips."),
)


def refusal(error: TournamentError | Exception) -> str:
    """The refusal in the director's language (the engine's English when not translated)."""
    if isinstance(error, TournamentError):
        try:
            return tr(error.key).format(**error.values)
        except (KeyError, IndexError, ValueError):
            return str(error)
    return str(error)


def money(amount: int, unit: int = 100) -> str:
    """An amount in the currency's smallest unit, shown in whole units when it is whole, in
    the director's language (``4 500`` in French).

    >>> money(450_000), money(12_345)
    ('4,500', '123.45')
    """
    return numbers.prize(amount, unit)


def stakes(level: Level) -> str:
    """A level's stakes as the director reads them: ``100/200, big-blind ante 200``."""
    if level.is_break:
        return tr(QT_TRANSLATE_NOOP("Director", "break"))
    if level.is_stud:
        text = _fill(
            tr(QT_TRANSLATE_NOOP("Director", "ante %1, bring-in %2")),
            (_chips(level.ante), _chips(level.bring_in)),
        )
    else:
        text = f"{_chips(level.small_blind)}/{_chips(level.big_blind)}"
        if level.ante and level.big_blind_ante:
            text += ", " + _fill(
                tr(QT_TRANSLATE_NOOP("Director", "big-blind ante %1")), (_chips(level.ante),)
            )
        elif level.ante:
            text += ", " + _fill(
                tr(QT_TRANSLATE_NOOP("Director", "ante %1")), (_chips(level.ante),)
            )
    if level.small_bet:
        text += ", " + _fill(
            tr(QT_TRANSLATE_NOOP("Director", "limits %1/%2")),
            (_chips(level.small_bet), _chips(level.big_bet)),
        )
    return text


def _chips(chips: int) -> str:
    """Chips of a level as the director reads them: ``10000`` in English (as ever), ``10 000``
    in French and Russian."""
    return numbers.amount(chips)


def places_text(place: int, place_to: int) -> str:
    if place == place_to:
        return tr(QT_TRANSLATE_NOOP("Director", "place %1")).replace("%1", str(place))
    return (
        tr(QT_TRANSLATE_NOOP("Director", "places %1 to %2 shared"))
        .replace("%1", str(place))
        .replace("%2", str(place_to))
    )


def sentence(happening: Happening, unit: int = 100) -> str:
    """What the director reads out for one happening ("" for what needs no sentence)."""
    if isinstance(happening, Moved):
        text = tr(QT_TRANSLATE_NOOP("Director", "Move %1, table %2 seat %3, to table %4 seat %5."))
        if happening.big_blind:
            text = tr(
                QT_TRANSLATE_NOOP(
                    "Director",
                    "Move %1, table %2 seat %3, to table %4 seat %5: the big blind there.",
                )
            )
        values = (
            happening.player,
            happening.from_table,
            happening.from_seat,
            happening.to_table,
            happening.to_seat,
        )
        return _fill(text, values)
    if isinstance(happening, Seated):
        text = tr(QT_TRANSLATE_NOOP("Director", "%1: table %2 seat %3."))
        if not happening.dealt_in:
            text = tr(
                QT_TRANSLATE_NOOP(
                    "Director", "%1: table %2 seat %3 (dealt in once the button has passed)."
                )
            )
        return _fill(text, (happening.player, happening.table, happening.seat))
    if isinstance(happening, TableBroken):
        return _fill(tr(QT_TRANSLATE_NOOP("Director", "Table %1 breaks.")), (happening.table,))
    if isinstance(happening, Busted):
        where = places_text(happening.place, happening.place_to)
        return _fill(
            tr(QT_TRANSLATE_NOOP("Director", "%1 is out: %2, prize %3.")),
            (happening.player, where, money(happening.prize, unit)),
        )
    if isinstance(happening, LevelStarted):
        return _fill(
            tr(QT_TRANSLATE_NOOP("Director", "Level %1: %2.")),
            (happening.number, stakes(happening.level)),
        )
    if isinstance(happening, Ended):
        return _fill(tr(QT_TRANSLATE_NOOP("Director", "%1 wins the event.")), (happening.winner,))
    if isinstance(happening, Cancelled):
        return tr(
            QT_TRANSLATE_NOOP(
                "Director", "The event is cancelled: below the minimum field. Refund every entry."
            )
        )
    if isinstance(happening, Raced):
        return _fill(
            tr(QT_TRANSLATE_NOOP("Director", "Chip race at table %1: %2")),
            (happening.table, happening.sentence),
        )
    return ""


def _fill(text: str, values: tuple[object, ...]) -> str:
    for number in range(len(values), 0, -1):  # %10 before %1
        text = text.replace(f"%{number}", str(values[number - 1]))
    return text
