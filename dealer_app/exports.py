"""Hand histories out of the journal and into files, and back: PHH for software, text to print.

Qt-free (the window only chooses the paths). Every hand, whether recorded in the journal,
finished on screen or read from a file, becomes a :class:`SessionHand`: its PHH fields and the
hand replayed by the engine from them, which is what the browser steps through and what the
text summary words. One mechanism: the PHH fields the journal keeps are what is exported, and
an imported file is replayed by the same engine, action by action.

Exporting
    :func:`write_phh` writes one hand as a ``.phh`` or any number as a ``.phhs`` (one TOML
    table per hand, named by the hand's number), :func:`write_summary` the text a tournament
    director prints (:func:`summary_text`). A file is written under a temporary name and renamed
    into place, so a failure leaves any earlier file as it was.

Importing
    :func:`load_file` reads a ``.phh`` or ``.phhs`` and replays every hand; a file that cannot
    be read, is not PHH, or holds a hand the rules refuse raises :class:`HistoryError` with the
    sentence for the dealer, worded as the ``replay`` command words it
    (``Hand 3: action 7 'p2 cbr 900' is refused: p2 may raise to at most 240: pot limit.``).
    Nothing is written anywhere by an import.

Words
    The summary is English unless the caller passes a :class:`Wording` (the window passes its
    translations). Its sentences are marked with ``QT_TRANSLATE_NOOP`` for the translators; the
    action words share the hand log's (context ``HandLog``).
"""

from __future__ import annotations

import contextlib
import os
import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Any, Final

from dealer_app.engine import phh
from dealer_app.engine.cards import Card
from dealer_app.engine.errors import IllegalAction
from dealer_app.engine.hand import Action, DealHole, Hand, HandSetup, posted_markers
from dealer_app.engine.histories import (
    AMOUNT_FIELDS,
    Scale,
    ante_trimming,
    fields_from_hand,
    replay,
    setup_from_fields,
)
from dealer_app.engine.pots import Award, PotResult
from dealer_app.engine.table_config import MAX_SEATS
from dealer_app.messages import QT_TRANSLATE_NOOP, Message, Refusal, money_text
from dealer_app.session.controller import describe
from dealer_app.session.log import LogEntry
from dealer_app.session.recording import hand_summary, with_table_fields
from dealer_app.store import HandRecord, Journal, JournalError

__all__ = [
    "Cancelled",
    "HistoryError",
    "SessionHand",
    "Wording",
    "as_text",
    "current_hand",
    "file_name",
    "journal_hand",
    "load_file",
    "review",
    "summary_text",
    "write_phh",
    "write_summary",
]


def _fill(template: str, values: Sequence[str], count: int = -1) -> str:
    """``%1``, ``%2`` ... replaced by the values in one pass (a value may hold a ``%``), and
    ``%n`` by ``count`` when there is one."""

    def value(match: re.Match[str]) -> str:
        if match.group(1) == "n":
            return str(count) if count >= 0 else match.group(0)
        number = int(match.group(1))
        return values[number - 1] if 1 <= number <= len(values) else match.group(0)

    return re.sub(r"%(\d+|n)", value, template)


def _same(text: str) -> str:
    return text


def _same_in(_context: str, text: str, _disambiguation: str | None = None, _n: int = -1) -> str:
    return text


class HistoryError(Refusal):
    """A hand history cannot be read, replayed or written: a refusal whose ``str()`` is the
    English sentence (the command line, the tests) and whose message the window says in the
    dealer's language; the engine's refusal inside it (``{reason}``) is a message too.

    >>> print(HistoryError(QT_TRANSLATE_NOOP("Messages", "Cannot read {file}: {reason}."),
    ...                    file="hands.phhs", reason="No such file or directory"))
    Cannot read hands.phhs: No such file or directory.
    """


# ---------------------------------------------------------------------------------------------
# One hand, replayed.


@dataclass(frozen=True, slots=True)
class SessionHand:
    """One hand with its PHH fields and the engine's replay of them.

    ``label`` is what the hand is called (its number in the session, or the file's ``hand``
    field or table name); ``seats`` gives each player's seat (``1, 2 ...`` when the history
    does not say) and ``names`` each player's name (``p1, p2 ...`` likewise).
    """

    label: str
    history: phh.HandHistory
    setup: HandSetup
    scale: Scale
    hand: Hand
    seats: tuple[int, ...]
    seat_count: int

    @property
    def actions(self) -> tuple[Action, ...]:
        """Every action of the history, in order (the dealt cards nobody saw included)."""
        return tuple(self.hand.actions)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(self.hand.name(player) for player in range(self.setup.player_count))

    @property
    def summary(self) -> dict[str, Any]:
        """The game, the pots and their winners, as the journal keeps them for the browser."""
        return hand_summary(self.hand, self.seats)

    def money(self, amount: int) -> str:
        """An engine amount in the hand's units (``15.50`` for a table with cents)."""
        return self.setup.money(amount)


def review(history: phh.HandHistory, label: str | None = None) -> SessionHand:
    """Replay one PHH hand under the rules; a refused action raises :class:`HistoryError`.

    >>> history = phh.loads(
    ...     "variant = 'NT'\\nantes = [0, 0]\\nblinds_or_straddles = [1, 2]\\nmin_bet = 2\\n"
    ...     "starting_stacks = [100, 100]\\nactions = ['p2 cbr 6', 'p1 f']\\n"
    ... )[0]
    >>> review(history).hand.finishing_stacks
    [98, 102]
    >>> try:
    ...     review(phh.HandHistory(dict(history.fields, actions=["p2 cbr 900"])), "7")
    ... except HistoryError as error:
    ...     print(error)  # doctest: +ELLIPSIS
    Hand 7: action 1 'p2 cbr 900' is refused: p2 has only 100 ...
    """
    label = label or history.hand_label or "1"
    fields = history.fields
    try:
        count = history.player_count
        names = _strings(fields.get("players"), count)
        setup, scale = setup_from_fields(fields, names=names, check_antes=True)
        texts = history.actions
    except IllegalAction as error:
        raise HistoryError(
            QT_TRANSLATE_NOOP("Messages", "Hand {hand}: {reason}"), hand=label, reason=error.message
        ) from None
    hand, refusal = replay(setup, texts, scale)
    if refusal is not None:
        raise HistoryError(
            QT_TRANSLATE_NOOP(
                "Messages", "Hand {hand}: action {position} '{action}' is refused: {reason}"
            ),
            hand=label,
            position=refusal.position,
            action=refusal.text,
            reason=refusal.message,
        )
    seats = _seats(fields.get("seats"), count)
    seat_count = fields.get("seat_count")
    # The browser draws the table seat by seat: a file's table is at most a real table's
    # size (RULES 10), whatever number it writes (seat_count = 1000000000).
    largest = max(MAX_SEATS, count)
    if (
        not isinstance(seat_count, int)
        or isinstance(seat_count, bool)
        or seat_count < max(seats)
        or seat_count > largest
    ):
        seat_count = max(seats)
    return SessionHand(label, history, setup, scale, hand, seats, seat_count)


def _strings(value: object, count: int) -> tuple[str, ...]:
    if isinstance(value, list) and len(value) == count and all(isinstance(v, str) for v in value):
        return tuple(value)
    return ()


def _seats(value: object, count: int) -> tuple[int, ...]:
    largest = max(MAX_SEATS, count)
    if (
        isinstance(value, list)
        and len(value) == count
        and all(type(seat) is int and 0 < seat <= largest for seat in value)
        and len(set(value)) == count
    ):
        return tuple(value)
    return tuple(range(1, count + 1))


# ---------------------------------------------------------------------------------------------
# Where hands come from: the journal, the screen, a file.


def journal_hand(
    journal: Journal, table_id: int, record: HandRecord, *, seat_count: int | None = None
) -> SessionHand:
    """A hand the journal recorded, with its number, table and time as PHH fields.

    ``seat_count`` (the table's) is added when the record does not say.
    """
    label = str(record.hand_no + 1)
    try:
        kept = journal.hand_history(table_id, record.hand_no)
    except JournalError as error:
        raise HistoryError(error.message) from None
    try:
        fields: dict[str, phh.PHHValue] = {
            key: _amount(value) if key in AMOUNT_FIELDS else value for key, value in kept.items()
        }
    except (InvalidOperation, ValueError):
        raise HistoryError(
            QT_TRANSLATE_NOOP(
                "Messages",
                "The journal's record of hand {hand} of table {table} is damaged: an amount is "
                "not a number.",
            ),
            hand=label,
            table=table_id,
        ) from None
    if seat_count is not None and "seat_count" not in fields:
        fields["seat_count"] = seat_count
    antes = fields.get("antes")
    if fields.get("ante_trimming_status") is False and ante_trimming(
        antes if isinstance(antes, list) else ()
    ):
        fields = _rewritten(fields, label)
    fields.update(_numbering(record.hand_no + 1, table_id, record.at))
    return review(phh.HandHistory(fields), label)


def _rewritten(fields: dict[str, phh.PHHValue], label: str) -> dict[str, phh.PHHValue]:
    """A record of a version that wrote ``ante_trimming_status = false`` for equal antes (and
    with it stud shows of the down cards only, pot-limit Omaha hi/lo's big bet twice the
    minimum), written again from its replay: the hand was played under these rules, its export
    should say so."""
    fields["ante_trimming_status"] = True  # our pots trimmed the antes then as now (RULES 7)
    replayed = review(phh.HandHistory(fields), label)
    fields.update(fields_from_hand(replayed.hand, replayed.scale))
    return fields


def _amount(value: Any) -> phh.PHHValue:
    if isinstance(value, list):
        return [_amount(item) for item in value]
    if isinstance(value, str):
        return Decimal(value)
    return value  # type: ignore[no-any-return]


def _numbering(number: int, table_id: int | None, at: datetime) -> dict[str, phh.PHHValue]:
    """The PHH fields that place a hand: its number, its table, when it ended (UTC)."""
    moment = at.astimezone(UTC)
    fields: dict[str, phh.PHHValue] = {"hand": number}
    if table_id is not None:
        fields["table"] = table_id
    fields.update(
        year=moment.year,
        month=moment.month,
        day=moment.day,
        time=moment.time().replace(microsecond=0),
        time_zone="UTC",
    )
    return fields


def current_hand(
    hand: Hand,
    seats: Sequence[int],
    seat_count: int,
    number: int,
    table_id: int | None = None,
    at: datetime | None = None,
) -> SessionHand:
    """The hand on screen as the journal will record it (``number`` counts from 1)."""
    fields: dict[str, phh.PHHValue] = dict(fields_from_hand(hand, Scale(hand.setup.decimals)))
    fields.update(with_table_fields(hand, seats, seat_count))
    fields.update(_numbering(number, table_id, at or datetime.now(UTC)))
    return review(phh.HandHistory(fields), str(number))


# Who sat where (PHH players, seats, seat_count) is said by session.recording.with_table_fields.


def load_file(
    path: str | os.PathLike[str],
    progress: Callable[[int, int], None] | None = None,
    keep: Callable[[SessionHand], Any] | None = None,
) -> list[Any]:
    """Every hand of a ``.phh`` or ``.phhs`` file, replayed; any problem refuses the whole file.

    The sentences name the file, and for a refused hand the hand, the action's position and
    text, and why (as ``python -m dealer_app replay`` does). Whatever else goes wrong reading
    a file from anywhere is a :class:`HistoryError` too, never another exception.
    ``progress(done, total)`` is called after each hand replayed (the window's progress bar);
    what it raises stops the import and comes out as it is (the window's cancel). ``keep``
    turns each hand, once replayed, into what is kept of it (the browser keeps a row and the
    PHH fields, not the replayed hand: a 100,000-hand file in gigabytes less).
    """
    path = Path(path)
    try:
        return _load_file(path, progress, keep)
    except (HistoryError, Cancelled):
        raise
    except (RecursionError, MemoryError, ValueError, ArithmeticError) as error:
        # The reader's limits (README) should leave none of these; if one comes, a sentence.
        raise HistoryError(UNREADABLE, file=path.name, reason=type(error).__name__) from None


# A file whose reading failed in a way the reader's limits should leave none of.
UNREADABLE: Final = QT_TRANSLATE_NOOP(
    "Messages", "{file} cannot be read as a hand history ({reason})."
)


class Cancelled(Exception):
    """What the window's progress callback raises when the dealer cancels an import."""


def _load_file(
    path: Path,
    progress: Callable[[int, int], None] | None,
    keep: Callable[[SessionHand], Any] | None,
) -> list[Any]:
    try:
        total, histories = phh.stream_path(path)
        if not total:
            raise HistoryError(
                QT_TRANSLATE_NOOP("Messages", "{file} holds no hand."), file=path.name
            )
        try:
            return _review_all(histories, total, progress, keep)
        except phh.Reread as whole:  # not split where its headers said: read whole, again
            return _review_all(iter(whole.hands), total, progress, keep)
    except OSError as error:
        raise HistoryError(
            QT_TRANSLATE_NOOP("Messages", "Cannot read {file}: {reason}."),
            file=path.name,
            reason=str(error.strerror or error),
        ) from None
    except IllegalAction as error:
        if isinstance(error, HistoryError):
            raise
        raise HistoryError(
            QT_TRANSLATE_NOOP("Messages", "{file}: {reason}"), file=path.name, reason=error.message
        ) from None


def _review_all(
    histories: Iterator[phh.HandHistory],
    total: int,
    progress: Callable[[int, int], None] | None,
    keep: Callable[[SessionHand], Any] | None,
) -> list[Any]:
    """Each hand replayed and reduced as it comes (memory flat with the number of hands)."""
    hands: list[Any] = []
    for position, history in enumerate(histories, start=1):
        hand = review(history, history.hand_label or str(position))
        hands.append(hand if keep is None else keep(hand))
        if progress is not None:
            progress(position, total)
    return hands


# ---------------------------------------------------------------------------------------------
# Writing files.


def phh_text(hands: Sequence[SessionHand], *, single: bool = False) -> str:
    """The PHH text of the hands: a ``.phh`` for one hand when ``single``, else a ``.phhs``.

    In a ``.phhs`` each hand goes under its label as table name (``[12]``), or under its
    position when two hands share a label (two imported files, say).
    """
    if single and len(hands) != 1:
        raise HistoryError(
            QT_TRANSLATE_NOOP(
                "Messages",
                "A .phh file holds one hand; save these {count} as .phhs.",
                "A .phh file holds one hand; save this {count} as .phhs.",
                1,
            ),
            one="A .phh file holds one hand; save this {count} as .phhs.",
            count=len(hands),
        )
    labels = [hand.label for hand in hands]
    if len(set(labels)) != len(labels):
        labels = [str(position) for position in range(1, len(hands) + 1)]
    histories = [
        phh.HandHistory(dict(hand.history.fields), None if single else label)
        for hand, label in zip(hands, labels, strict=True)
    ]
    try:
        return phh.dumps(histories)
    except IllegalAction as error:
        raise HistoryError(
            QT_TRANSLATE_NOOP("Messages", "The hand history cannot be written: {reason}"),
            reason=error.message,
        ) from None


def write_phh(path: str | os.PathLike[str], hands: Sequence[SessionHand]) -> Path:
    """Write the hands to ``path`` (``.phh`` for one hand, ``.phhs`` for any number).

    A path without an extension gets the right one; returns the path written.
    """
    if not hands:
        raise HistoryError(_NO_HAND_TO_SAVE)
    path = Path(path)
    suffix = path.suffix.lower()
    if not suffix:
        suffix = ".phh" if len(hands) == 1 else ".phhs"
        path = path.with_name(path.name + suffix)
    if suffix not in (".phh", ".phhs"):
        raise HistoryError(
            QT_TRANSLATE_NOOP(
                "Messages",
                "A hand history is saved as .phh (one hand) or .phhs (several), not as "
                "{extension}.",
            ),
            extension=suffix,
        )
    _write_atomically(path, phh_text(hands, single=suffix == ".phh"))
    return path


def write_summary(
    path: str | os.PathLike[str], hands: Sequence[SessionHand], wording: Wording | None = None
) -> Path:
    """Write the text summary of the hands to ``path`` (UTF-8); returns the path written."""
    if not hands:
        raise HistoryError(_NO_HAND_TO_SAVE)
    path = Path(path)
    if not path.suffix:
        path = path.with_name(path.name + ".txt")
    _write_atomically(path, summary_text(hands, wording))
    return path


def _write_atomically(path: Path, text: str) -> None:
    """The whole text under a temporary name, flushed, then renamed over ``path``."""
    temporary = path.with_name(f".{path.name}.writing")
    try:
        with temporary.open("w", encoding="utf-8", newline="\n") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except OSError as error:
        with contextlib.suppress(OSError):
            temporary.unlink(missing_ok=True)
        raise HistoryError(
            QT_TRANSLATE_NOOP("Messages", "Cannot write {file}: {reason}."),
            file=str(path),
            reason=str(error.strerror or error),
        ) from None


_NO_HAND_TO_SAVE: Final = QT_TRANSLATE_NOOP("Messages", "There is no hand to save.")


# ---------------------------------------------------------------------------------------------
# The text summary.


@dataclass(frozen=True, slots=True)
class Wording:
    """How the summary says things; every callable returns English by default.

    ``text(context, source)`` translates one of the sentences marked in this module,
    ``word`` an engine word (street, game, rule set); ``message`` says one of the engine's
    messages (a hand's name, a pot's note, an odd chip's reason, what the dealer must enter
    next); ``amount(chips, decimals)`` writes
    chips (``1 234,50`` in French).
    """

    text: Callable[[str, str], str] = _same_in
    word: Callable[[str], str] = _same
    message: Callable[[Message], str] = str
    amount: Callable[[int, int], str] = money_text
    cards: Callable[[Iterable[Card | None]], str] = field(default=lambda cards: _symbols(cards))


def _symbols(cards: Iterable[Card | None]) -> str:
    return " ".join("??" if card is None else card.symbol for card in cards)


_ENGLISH = Wording()


_L = "HandLog"  # the hand log's context: its action words are the summary's too

_ACTION_WORDS = {
    "fold": QT_TRANSLATE_NOOP("HandLog", "%1 folds"),
    "check": QT_TRANSLATE_NOOP("HandLog", "%1 checks"),
    "call": QT_TRANSLATE_NOOP("HandLog", "%1 calls %2"),
    "bet": QT_TRANSLATE_NOOP("HandLog", "%1 bets %2"),
    "raise": QT_TRANSLATE_NOOP("HandLog", "%1 raises to %2"),
    "complete": QT_TRANSLATE_NOOP("HandLog", "%1 completes to %2"),
    "bring-in": QT_TRANSLATE_NOOP("HandLog", "%1 brings in for %2"),
    "board": QT_TRANSLATE_NOOP("HandLog", "Board: %3"),
    "upcard": QT_TRANSLATE_NOOP("HandLog", "%1 is dealt %3"),
    "pat": QT_TRANSLATE_NOOP("HandLog", "%1 stands pat"),
    "draw": QT_TRANSLATE_NOOP("HandLog", "%1 changes %2"),
    "show": QT_TRANSLATE_NOOP("HandLog", "%1 shows %3"),
    "muck": QT_TRANSLATE_NOOP("HandLog", "%1 mucks"),
}
_ALL_IN = QT_TRANSLATE_NOOP("HandLog", "(all-in)")
# The players' list of the summary: posted_markers' kinds, with the blind's amount.
_MARKER_WORDS = {
    "button": QT_TRANSLATE_NOOP("HandSummary", "button"),
    "small blind": QT_TRANSLATE_NOOP("HandSummary", "small blind %1"),
    "big blind": QT_TRANSLATE_NOOP("HandSummary", "big blind %1"),
    "straddle": QT_TRANSLATE_NOOP("HandSummary", "straddle %1"),
}


def action_text(
    hand: Hand, entry: LogEntry, money: Callable[[int], str], wording: Wording = _ENGLISH
) -> str:
    """One action in the dealer's words: the hand log's line, the summary's too.

    >>> from dealer_app.engine.variants import VARIANTS
    >>> hand = Hand(HandSetup(VARIANTS["nlhe"], (100, 100), blinds=(2, 1), min_bet=2))
    >>> action_text(hand, LogEntry("Pre-flop", "raise", 1, 100, all_in=True), str)
    'p2 raises to 100 (all-in)'
    >>> action_text(hand, LogEntry("Draw", "draw", 0, 0), str)
    'p1 stands pat'
    """
    kind = entry.kind
    amount = money(entry.amount) if entry.amount is not None else ""
    if kind == "draw":
        amount = str(entry.amount)  # a number of cards, not money
        kind = "pat" if entry.amount == 0 else "draw"
    name = hand.name(entry.player) if entry.player is not None else ""
    text = wording.text(_L, _ACTION_WORDS.get(kind, _ACTION_WORDS["muck"]))
    text = text.replace("%1", name).replace("%2", amount).replace("%3", wording.cards(entry.cards))
    if entry.all_in:
        text += " " + wording.text(_L, _ALL_IN)
    return text


class _Writer:
    """The summary of one hand, line by line, in the wording given."""

    def __init__(self, hand: SessionHand, wording: Wording) -> None:
        self.session_hand = hand
        self.hand = hand.hand
        self.wording = wording
        self.lines: list[str] = []

    def say(self, source: str, *values: str) -> str:
        """A sentence of this module, translated, with ``%1``, ``%2`` ... filled in."""
        return _fill(self.wording.text("HandSummary", source), values)

    def money(self, amount: int) -> str:
        return self.wording.amount(amount, self.session_hand.setup.decimals)

    def who(self, player: int) -> str:
        return self.say(
            QT_TRANSLATE_NOOP("HandSummary", "%1 (seat %2)"),
            self.hand.name(player),
            str(self.session_hand.seats[player]),
        )

    def write(self) -> list[str]:
        self.heading()
        self.stakes()
        self.players()
        self.streets()
        self.board_and_shown()
        self.pots()
        self.ending()
        return self.lines

    def heading(self) -> None:
        session_hand, fields = self.session_hand, self.session_hand.history.fields
        parts = [
            self.say(QT_TRANSLATE_NOOP("HandSummary", "Hand %1"), session_hand.label),
            self.wording.word(session_hand.setup.variant.name),
        ]
        table = fields.get("table")
        if isinstance(table, int | str) and not isinstance(table, bool):
            parts.append(self.say(QT_TRANSLATE_NOOP("HandSummary", "table %1"), str(table)))
        when = _when(fields)
        if when:
            parts.append(when)
        self.lines.append(" · ".join(parts))

    def stakes(self) -> None:
        setup = self.session_hand.setup
        parts = []
        blinds = sorted({blind for blind in setup.blinds if blind})
        if blinds:
            parts.append(
                self.say(
                    QT_TRANSLATE_NOOP("HandSummary", "blinds %1"),
                    "/".join(self.money(blind) for blind in blinds),
                )
            )
        antes = [ante for ante in setup.antes if ante]
        if antes and len(antes) == setup.player_count and len(set(antes)) == 1:
            parts.append(
                self.say(QT_TRANSLATE_NOOP("HandSummary", "ante %1"), self.money(antes[0]))
            )
        elif antes:
            parts.append(
                self.say(QT_TRANSLATE_NOOP("HandSummary", "antes %1"), ", ".join(self._antes()))
            )
        if setup.bring_in:
            parts.append(
                self.say(
                    QT_TRANSLATE_NOOP("HandSummary", "bring-in %1"), self.money(setup.bring_in)
                )
            )
        if setup.small_bet:
            parts.append(
                self.say(
                    QT_TRANSLATE_NOOP("HandSummary", "bets %1/%2"),
                    self.money(setup.small_bet),
                    self.money(setup.big_bet),
                )
            )
        elif not blinds and setup.min_bet:
            parts.append(
                self.say(
                    QT_TRANSLATE_NOOP("HandSummary", "minimum bet %1"), self.money(setup.min_bet)
                )
            )
        if setup.chip_unit != 1 or setup.decimals:
            parts.append(
                self.say(
                    QT_TRANSLATE_NOOP("HandSummary", "chip unit %1"), self.money(setup.chip_unit)
                )
            )
        parts.append(
            self.say(
                QT_TRANSLATE_NOOP("HandSummary", "rules: %1"), self.wording.word(setup.ruleset.name)
            )
        )
        self.lines.append(
            self.say(QT_TRANSLATE_NOOP("HandSummary", "Stakes: %1"), " · ".join(parts))
        )

    def _antes(self) -> list[str]:
        setup = self.session_hand.setup
        return [
            f"{self.hand.name(player)} {self.money(ante)}"
            for player, ante in enumerate(setup.antes)
            if ante
        ]

    def players(self) -> None:
        setup, session_hand = self.session_hand.setup, self.session_hand
        self.lines.append(self.say(QT_TRANSLATE_NOOP("HandSummary", "Players:")))
        markers = self._markers()
        width = max(len(self.hand.name(player)) for player in range(setup.player_count))
        for player in self._by_seat():
            seat = self.say(
                QT_TRANSLATE_NOOP("HandSummary", "Seat %1"), str(session_hand.seats[player])
            )
            line = (
                f"  {seat:<8} {self.hand.name(player):<{width}}  "
                f"{self.money(setup.starting_stacks[player]):>8}"
            )
            if markers.get(player):
                line += "  " + ", ".join(markers[player])
            self.lines.append(line.rstrip())

    def _by_seat(self) -> list[int]:
        """The players in seat order."""
        seats = self.session_hand.seats
        return sorted(range(len(seats)), key=lambda player: seats[player])

    def _markers(self) -> dict[int, list[str]]:
        """The button and the blinds, by player (engine.hand.posted_markers)."""
        setup = self.session_hand.setup
        found: dict[int, list[str]] = {}
        for player, kinds in posted_markers(setup).items():
            for kind in kinds:
                amount = self.money(setup.blinds[player]) if kind != "button" else ""
                found.setdefault(player, []).append(self.say(_MARKER_WORDS[kind], amount))
        return found

    def streets(self) -> None:
        """One line per street: its name and the cards it turned, then every action."""
        replayed = Hand(self.session_hand.setup)
        lines: list[tuple[str, list[Card], list[str]]] = []  # street, board cards, actions
        for action in self.session_hand.actions:
            if is_unseen_deal(action):
                replayed.apply(action)
                continue
            entry = describe(replayed, action)
            replayed.apply(action)
            if not lines or lines[-1][0] != entry.street:
                lines.append((entry.street, [], []))
            if entry.kind == "board":
                lines[-1][1].extend(card for card in entry.cards if card is not None)
                continue
            if entry.kind == "show" and entry.player is not None:
                # What the player turned up, upcards included (or the unseen cards as ??).
                shown = replayed.shown.get(entry.player)
                entry = LogEntry(entry.street, "show", entry.player, cards=shown or entry.cards)
            elif entry.kind == "upcard" and any(card is not None for card in entry.cards):
                # Stud: the cards dealt face up; the down cards nobody saw are not news.
                known = tuple(card for card in entry.cards if card is not None)
                entry = LogEntry(entry.street, "upcard", entry.player, cards=known)
            lines[-1][2].append(self._action_text(entry))
        for street, board, said in lines:
            heading = self.wording.word(street)
            if board:
                heading += f" [{self.wording.cards(board)}]"
            if said:
                # The colon is the translation's: French puts a space before it.
                #: A street of the summary: %1 the street (and its board), %2 what was done on
                #: it, "Flop [2♣ 3♦ 7♥]: Boris bets 10 · Chloe calls 10".
                street_line = QT_TRANSLATE_NOOP("HandSummary", "%1: %2")
                heading = self.say(street_line, heading, " · ".join(said))
            self.lines.append(heading)

    def _action_text(self, entry: LogEntry) -> str:
        return action_text(self.hand, entry, self.money, self.wording)

    def board_and_shown(self) -> None:
        hand = self.hand
        if hand.board:
            self.lines.append(
                self.say(
                    QT_TRANSLATE_NOOP("HandSummary", "Board: %1"), self.wording.cards(hand.board)
                )
            )
        shown = []
        for player in self._by_seat():
            if player in hand.mucked:
                shown.append(
                    self.say(QT_TRANSLATE_NOOP("HandSummary", "%1 mucked"), self.hand.name(player))
                )
            elif player in hand.shown:
                cards = hand.shown[player]
                if cards is None:
                    shown.append(
                        self.say(
                            QT_TRANSLATE_NOOP("HandSummary", "%1 showed unseen cards"),
                            self.hand.name(player),
                        )
                    )
                else:
                    shown.append(f"{self.hand.name(player)} {self.wording.cards(cards)}")
        if shown:
            self.lines.append(
                self.say(QT_TRANSLATE_NOOP("HandSummary", "Shown: %1"), " · ".join(shown))
            )

    def pots(self) -> None:
        for player, amount in self.hand.returned:
            # Uncalled bets go back to their owner; they are never a pot (RULES 3).
            self.lines.append(
                self.say(
                    QT_TRANSLATE_NOOP("HandSummary", "Uncalled %1 returned to %2"),
                    self.money(amount),
                    self.who(player),
                )
            )
        results = list(enumerate(self.hand.results))
        # Each pot is awarded separately, side pots first (RULES 7).
        for index, pot in reversed(results):
            self.lines.append(self._pot_title(index, pot, len(results)))
            last_high = max(
                (i for i, award in enumerate(pot.awards) if award.half == "high"), default=-1
            )
            sharing = {half: sum(a.half == half for a in pot.awards) for half in ("high", "low")}
            for position, award in enumerate(pot.awards):
                self.lines.append("  " + self._award_line(award, sharing.get(award.half, 1)))
                if position == last_high and pot.high_half_odd_chip:
                    # RULES 7: the high half takes the odd chip, as the window announces it.
                    high = sum(each.amount for each in pot.awards if each.half == "high")
                    self.lines.append(
                        "    "
                        + self.say(
                            QT_TRANSLATE_NOOP(
                                "HandSummary",
                                "Odd chip to the high half: %1 splits %2 high / %3 low (the "
                                "high half takes the odd chip).",
                            ),
                            self.money(pot.amount),
                            self.money(high),
                            self.money(pot.amount - high),
                        )
                    )
                if award.odd_chips:
                    self.lines.append(
                        "    "
                        + self.say(
                            QT_TRANSLATE_NOOP("HandSummary", "Odd chip to seat %1 (%2): %3"),
                            str(self.session_hand.seats[award.player]),
                            self.hand.name(award.player),
                            self.wording.message(award.odd_chip_reason)
                            if award.odd_chip_reason is not None
                            else "",
                        )
                    )
            if pot.note is not None:
                self.lines.append("  " + self.wording.message(pot.note))

    def _pot_title(self, index: int, pot: PotResult, count: int) -> str:
        if count == 1:
            title = self.say(QT_TRANSLATE_NOOP("HandSummary", "Pot %1"), self.money(pot.amount))
        elif index == 0:
            title = self.say(
                QT_TRANSLATE_NOOP("HandSummary", "Main pot %1"), self.money(pot.amount)
            )
        else:
            title = self.say(
                QT_TRANSLATE_NOOP("HandSummary", "Side pot %1: %2"),
                str(index),
                self.money(pot.amount),
            )
        names = ", ".join(self.hand.name(player) for player in pot.eligible)
        if len(pot.eligible) > 1:
            title += " — " + self.say(QT_TRANSLATE_NOOP("HandSummary", "between %1"), names)
        return title

    def _award_line(self, award: Award, sharing: int = 1) -> str:
        """One winner's line; ``sharing`` winners split the award's half: two take a quarter
        each (RULES 7's quartered pot is not "the low half"), more a share."""
        amount = self.money(award.amount)
        quarter = {
            "high": QT_TRANSLATE_NOOP(
                "HandSummary", "%1 wins a quarter (half of the high half): %2"
            ),
            "low": QT_TRANSLATE_NOOP("HandSummary", "%1 wins a quarter (half of the low half): %2"),
        }
        share = {
            "high": QT_TRANSLATE_NOOP("HandSummary", "%1 wins a share of the high half: %2"),
            "low": QT_TRANSLATE_NOOP("HandSummary", "%1 wins a share of the low half: %2"),
        }
        if award.half in quarter and sharing > 1:
            text = self.say(
                (quarter if sharing == 2 else share)[award.half], self.who(award.player), amount
            )
        elif award.half == "high":
            text = self.say(
                QT_TRANSLATE_NOOP("HandSummary", "%1 wins the high half: %2"),
                self.who(award.player),
                amount,
            )
        elif award.half == "low":
            text = self.say(
                QT_TRANSLATE_NOOP("HandSummary", "%1 wins the low half: %2"),
                self.who(award.player),
                amount,
            )
        else:
            text = self.say(
                QT_TRANSLATE_NOOP("HandSummary", "%1 wins %2"), self.who(award.player), amount
            )
        for value in (award.hand, award.low_hand):
            if value is not None:
                name = self.wording.message(value.message)
                text += f" — {name}  {self.wording.cards(value.cards)}"
        if award.hand is None and award.low_hand is None:
            text += " — " + self.say(QT_TRANSLATE_NOOP("HandSummary", "without showing"))
        return text

    def ending(self) -> None:
        hand = self.hand
        if hand.finishing_stacks is None:
            self.lines.append(
                self.say(
                    QT_TRANSLATE_NOOP("HandSummary", "The hand is not finished: %1"),
                    self.wording.message(hand.need().message),
                )
            )
            return
        starting = self.session_hand.setup.starting_stacks
        stacks = []
        for player in self._by_seat():
            stack = hand.finishing_stacks[player]
            change = stack - starting[player]
            text = f"{hand.name(player)} {self.money(stack)}"
            if change:
                text += f" ({'+' if change > 0 else '-'}{self.money(abs(change))})"
            stacks.append(text)
        self.lines.append(
            self.say(QT_TRANSLATE_NOOP("HandSummary", "Finishing stacks: %1"), " · ".join(stacks))
        )


def is_unseen_deal(action: Action) -> bool:
    """Cards dealt that nobody saw (``d dh p1 ????``): the dealer never enters them."""
    return isinstance(action, DealHole) and all(card is None for card in action.cards)


def _when(fields: Mapping[str, phh.PHHValue]) -> str:
    year, month, day = fields.get("year"), fields.get("month"), fields.get("day")
    if not all(type(part) is int for part in (year, month, day)):
        return ""
    text = f"{year:04d}-{month:02d}-{day:02d}"
    moment = fields.get("time")
    if moment is not None and hasattr(moment, "strftime"):
        text += " " + moment.strftime("%H:%M")
        zone = fields.get("time_zone")
        if isinstance(zone, str) and zone:
            text += f" {zone}"
    return text


def hand_text(hand: SessionHand, wording: Wording | None = None) -> str:
    """The summary of one hand, as printed: one line per item, whatever the file's names hold
    (:func:`as_text`)."""
    return "\n".join(map(as_text, _Writer(hand, wording or Wording()).write()))


# Control characters (a newline, a NUL...), the line and paragraph separators, and the
# bidirectional controls (U+202E turns "Anna<RLO>gnp.exe" into "Annaexe.png" on screen).
_BIDI: Final = "\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"
_NOT_TEXT: Final = re.compile(f"[\x00-\x1f\x7f-\x9f\u2028\u2029{_BIDI}]")


def as_text(line: str) -> str:
    r"""A line of the summary with what a name or field of a file could hold to break or
    forge lines written as its escape, in sight: a name is text, never layout.

    >>> print(as_text("Anna\nHand 2 · Boris wins 1000\x00"))
    Anna\nHand 2 · Boris wins 1000\x00
    """
    if _NOT_TEXT.search(line) is None:
        return line
    return _NOT_TEXT.sub(lambda match: repr(match.group())[1:-1], line)


# What a file name may not hold on any system: folders' separators, Windows' reserved
# characters, control characters.
_NOT_IN_FILE_NAMES: Final = re.compile(f'[\\\\/:*?"<>|\x00-\x1f\x7f-\x9f\u2028\u2029{_BIDI}]+')
# Windows' reserved names, whatever follows a blank or a point ("CON .txt" is CON), and the
# superscript digits it takes as port numbers ("COM¹").
_RESERVED_ON_WINDOWS: Final = re.compile(
    r"(?i)(?:con|prn|aux|nul|com[0-9\u00b9\u00b2\u00b3]|lpt[0-9\u00b9\u00b2\u00b3])(?:[ .].*)?",
    re.DOTALL,
)


def file_name(text: str, fallback: str = "hands") -> str:
    r"""A file name made of ``text`` (a hand's number, a table's name, from a file from
    anywhere) that stays in the folder it is saved in: no separator, no ``..``, no hidden or
    reserved name, at most 100 characters; ``fallback`` when nothing is left.

    >>> file_name("hand-12"), file_name("hand-../../etc/passwd"), file_name(".."), file_name("a\\b")
    ('hand-12', 'hand-.._.._etc_passwd', 'hands', 'a_b')
    """
    name = _NOT_IN_FILE_NAMES.sub("_", text).strip(" .")
    if _RESERVED_ON_WINDOWS.fullmatch(name):
        name = f"_{name}"
    return name[:100].rstrip(" .") or fallback


def summary_text(hands: Sequence[SessionHand], wording: Wording | None = None) -> str:
    """The summary of every hand, one after the other, for a tournament director to print."""
    wording = wording or Wording()
    rule = "-" * 72
    return "\n\n".join(f"{rule}\n{hand_text(hand, wording)}" for hand in hands) + "\n"
