"""The director's sentences in the director's language: what follows an action.

The engine says what happened as data (:mod:`dealer_app.engine.tournament.events`); here each
happening becomes a sentence to read out, through Qt's translator. The refusals are messages
(a key and typed values, :mod:`dealer_app.messages`): the window words them with
:func:`dealer_app.ui.messages.text`, like every other refusal.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from dealer_app.engine.tournament import (
    AddOnTaken,
    AdjustClock,
    BountyWon,
    Bubble,
    Bust,
    Busted,
    ButtonAt,
    Cancelled,
    ChipCount,
    ChipRace,
    CloseTable,
    Deal,
    DealMade,
    Ended,
    EntryPaid,
    Event,
    GoToLevel,
    HandForHand,
    HandForHandEnded,
    HandPlayed,
    Happening,
    Level,
    LevelStarted,
    MarkPaid,
    Moved,
    MovePlayer,
    OpenTable,
    Raced,
    Rebuy,
    Register,
    ReserveSeat,
    Seated,
    SeatReserved,
    SwapSeats,
    TableBroken,
    TableOpened,
    Unregister,
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
    if isinstance(happening, BountyWon):
        if happening.player == happening.from_player:
            return _fill(
                tr(QT_TRANSLATE_NOOP("Director", "%1 keeps his own bounty: %2.")),
                (happening.player, money(happening.amount, unit)),
            )
        return _fill(
            tr(QT_TRANSLATE_NOOP("Director", "%1 wins the bounty on %2: %3.")),
            (happening.player, happening.from_player, money(happening.amount, unit)),
        )
    if isinstance(happening, TableOpened):
        return _fill(tr(QT_TRANSLATE_NOOP("Director", "Table %1 opens.")), (happening.table,))
    if isinstance(happening, SeatReserved):
        text = (
            tr(QT_TRANSLATE_NOOP("Director", "Table %1 seat %2 is reserved."))
            if happening.on
            else tr(QT_TRANSLATE_NOOP("Director", "Table %1 seat %2 is free again."))
        )
        return _fill(text, (happening.table, happening.seat))
    if isinstance(happening, Bubble):
        return _fill(
            tr(
                QT_TRANSLATE_NOOP(
                    "Director",
                    "The bubble: %1 left, %2 paid. The next one out wins nothing.",
                )
            ),
            (happening.players_left, happening.paid),
        )
    if isinstance(happening, HandForHandEnded):
        if happening.reason == "final":
            return tr(
                QT_TRANSLATE_NOOP(
                    "Director", "The final table is formed: hand-for-hand ends, the clock runs."
                )
            )
        return tr(
            QT_TRANSLATE_NOOP(
                "Director", "The money is reached: hand-for-hand ends, the clock runs."
            )
        )
    if isinstance(happening, EntryPaid):
        return _fill(
            tr(QT_TRANSLATE_NOOP("Director", "%1 has paid %2.")),
            (happening.player, money(happening.amount, unit)),
        )
    if isinstance(happening, DealMade):
        shares = ", ".join(f"{name} {money(amount, unit)}" for name, amount in happening.shares)
        return _fill(tr(QT_TRANSLATE_NOOP("Director", "Deal accepted: %1.")), (shares,))
    if isinstance(happening, Raced):
        return _fill(
            tr(QT_TRANSLATE_NOOP("Director", "Chip race at table %1: %2")),
            (happening.table, " ".join(messages.text(part) for part in happening.said)),
        )
    return ""


def action(event: Event) -> str:
    """What a director's action was, as undo names it: ``the elimination of Anna``."""
    named: dict[type[Event], str] = {
        Register: QT_TRANSLATE_NOOP("Director", "the entry of %1"),
        Unregister: QT_TRANSLATE_NOOP("Director", "the withdrawal of %1"),
        Rebuy: QT_TRANSLATE_NOOP("Director", "the rebuy of %1"),
        AddOnTaken: QT_TRANSLATE_NOOP("Director", "the add-on of %1"),
        MarkPaid: QT_TRANSLATE_NOOP("Director", "the payment of %1"),
        MovePlayer: QT_TRANSLATE_NOOP("Director", "the move of %1"),
    }
    if type(event) in named:
        return _fill(tr(named[type(event)]), (getattr(event, "player", ""),))
    tables: dict[type[Event], str] = {
        HandPlayed: QT_TRANSLATE_NOOP("Director", "the hand played at table %1"),
        ChipCount: QT_TRANSLATE_NOOP("Director", "the chip count at table %1"),
        ChipRace: QT_TRANSLATE_NOOP("Director", "the chip race at table %1"),
        OpenTable: QT_TRANSLATE_NOOP("Director", "the opening of table %1"),
        CloseTable: QT_TRANSLATE_NOOP("Director", "the closing of table %1"),
    }
    if type(event) in tables:
        return _fill(tr(tables[type(event)]), (getattr(event, "table", 0),))
    if isinstance(event, Bust):
        return _fill(
            tr(QT_TRANSLATE_NOOP("Director", "the elimination of %1")), (", ".join(event.players),)
        )
    if isinstance(event, ButtonAt):
        return _fill(
            tr(QT_TRANSLATE_NOOP("Director", "the button at table %1 seat %2")),
            (event.table, event.seat),
        )
    if isinstance(event, ReserveSeat):
        return _fill(
            tr(QT_TRANSLATE_NOOP("Director", "the reserved seat at table %1 seat %2"))
            if event.on
            else tr(QT_TRANSLATE_NOOP("Director", "the seat freed at table %1 seat %2")),
            (event.table, event.seat),
        )
    if isinstance(event, SwapSeats):
        return _fill(
            tr(QT_TRANSLATE_NOOP("Director", "the seat swap of %1 and %2")),
            (event.first, event.second),
        )
    if isinstance(event, AdjustClock):
        time_text = numbers.clock_text(abs(event.seconds))  # 1:00, no plural to agree
        return _fill(
            tr(QT_TRANSLATE_NOOP("Director", "%1 added to the clock"))
            if event.seconds < 0
            else tr(QT_TRANSLATE_NOOP("Director", "%1 taken off the clock")),
            (time_text,),
        )
    if isinstance(event, GoToLevel):
        return _fill(tr(QT_TRANSLATE_NOOP("Director", "the move to level %1")), (event.level,))
    if isinstance(event, HandForHand):
        return (
            tr(QT_TRANSLATE_NOOP("Director", "the start of hand-for-hand"))
            if event.on
            else tr(QT_TRANSLATE_NOOP("Director", "the end of hand-for-hand"))
        )
    if isinstance(event, Deal):
        return tr(QT_TRANSLATE_NOOP("Director", "the deal"))
    simple = {
        "start": QT_TRANSLATE_NOOP("Director", "the start and its seat draw"),
        "pause": QT_TRANSLATE_NOOP("Director", "the pause of the clock"),
        "resume": QT_TRANSLATE_NOOP("Director", "the restart of the clock"),
        "hand_for_hand_done": QT_TRANSLATE_NOOP("Director", "the hand-for-hand hand"),
    }
    return tr(simple.get(event.kind, QT_TRANSLATE_NOOP("Director", "the last action")))


def _fill(text: str, values: tuple[object, ...]) -> str:
    for number in range(len(values), 0, -1):  # %10 before %1
        text = text.replace(f"%{number}", str(values[number - 1]))
    return text
