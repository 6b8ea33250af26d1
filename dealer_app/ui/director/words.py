"""The director's sentences in the director's language: what follows an action.

The engine says what happened as data (:mod:`dealer_app.engine.tournament.events`); here each
happening becomes a sentence to read out, through Qt's translator. The refusals are messages
(a key and typed values, :mod:`dealer_app.messages`): the window words them with
:func:`dealer_app.ui.messages.text`, like every other refusal.
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
)
from dealer_app.messages import QT_TRANSLATE_NOOP
from dealer_app.ui import messages, numbers

CONTEXT = "Director"


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


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
        if not happening.prize:  # out of the money: no prize to read out
            return _fill(
                tr(QT_TRANSLATE_NOOP("Director", "%1 is out: %2.")), (happening.player, where)
            )
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
            (happening.table, " ".join(messages.text(part) for part in happening.said)),
        )
    return ""


def _fill(text: str, values: tuple[object, ...]) -> str:
    for number in range(len(values), 0, -1):  # %10 before %1
        text = text.replace(f"%{number}", str(values[number - 1]))
    return text
