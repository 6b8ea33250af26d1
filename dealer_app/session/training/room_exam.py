"""An exam held in the room (DESIGN.md, "One computer, or a room"): the instructor's station
holds the exam and its seed, students join with a code, answers reach the room as they are
given, and the room's clock and its record of who wrote what are the only truth graded.

Everything of one exam is one stream, ``exam/<code>``, written by several stations:

- the instructor's station (the role of kind ``instructor`` that wrote its first entry):
  ``exam`` (the exam: its seed, skills, games, count and minutes), ``release`` (the results
  and right answers are out), ``resit`` (leave for one student's next sitting);
- each student's own station: ``sitting`` (he starts; the room's time of it starts his clock),
  ``answer`` (the exam's question and what he typed), ``handed_in``.

The code (:func:`new_join_code`) names the stream and nothing more. Who a student is comes from
the room (the role that claimed the station, :class:`~dealer_app.store.room.exams.Writer`),
never from what an entry says; each answer's time is the room's receive time. The server keeps
every student from reading another's answers and from writing with another's station, and keeps
every entry as written (row-level security, append-only entries: ``store/room/migrations.py``).
What the grading adds, from the room's times: an answer after the exam's minutes, or after the
release, does not count; a sitting beyond the instructor's leaves does not count and is shown.

The question order differs per student (:func:`student_order`: the exam's seed and the
student's role), the questions themselves are the exam's, the same on every computer.
"""

from __future__ import annotations

import random
import secrets
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Final, Protocol

from dealer_app.engine.drills import Question, Verdict, check, truth
from dealer_app.messages import QT_TRANSLATE_NOOP
from dealer_app.session.training.answers import (
    Mode,
    TrainingError,
    answer_text,
    parse_answer,
    score_points,
)
from dealer_app.session.training.exams import ExamSpec
from dealer_app.session.training.grading import GradedAnswer
from dealer_app.session.training.journal import ResultsJournal
from dealer_app.session.training.sitting import Asked, DrillSession
from dealer_app.store.errors import JournalError
from dealer_app.store.room.exams import TimedEntry, Writer
from dealer_app.store.streams import Entry, EntryId

STREAM_PREFIX: Final = "exam/"
EXAM: Final = "exam"
RELEASE: Final = "release"
RESIT: Final = "resit"
SITTING: Final = "sitting"
ANSWER: Final = "answer"
HANDED_IN: Final = "handed_in"

_ALPHABET: Final = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford's: no I, L, O, U
_CODE_LENGTH: Final = 8


class ExamRoom(Protocol):
    """What of the room an exam uses (:class:`~dealer_app.store.room.exams.ExamStore`)."""

    role: str
    url: str

    @property
    def broken(self) -> bool: ...

    def add(self, entry: Entry) -> bool: ...

    def last_seq(self, station: str, stream: str) -> int: ...

    def received(self, entry: EntryId) -> int | None: ...

    def stream_entries(self, stream: str) -> list[TimedEntry]: ...

    def me(self) -> Writer: ...

    def now(self) -> int: ...

    def close(self) -> None: ...


class _InTheRoom:
    """A station's link to the room, opened again after the room was lost (a cable, a restart
    of the server): the next write or read then tries a new connection."""

    room: ExamRoom

    def _linked(self) -> ExamRoom:
        if self.room.broken:
            self.room.close()
            self.room = open_exam_room(self.room.url)
        return self.room


def open_exam_room(url: str) -> ExamRoom:
    """The room at ``url`` for an exam (its sentence as a :class:`TrainingError` if refused)."""
    from dealer_app.store.room.exams import ExamStore  # psycopg only when a room is used

    if not url.strip():
        raise TrainingError(
            QT_TRANSLATE_NOOP("Messages", "Type the room's address first (postgresql://...)."),
            field="room",
        )
    try:
        return ExamStore.open(url.strip())
    except JournalError as error:
        raise RoomRefusal(error.message) from None


def new_join_code() -> str:
    """A fresh code for a class to join an exam with: 8 letters and digits, nothing in them
    but a name (the exam is in the room)."""
    text = "".join(secrets.choice(_ALPHABET) for _ in range(_CODE_LENGTH))
    return f"{text[:4]}-{text[4:]}"


def join_code(typed: str) -> str:
    """The code as typed, read the way the class reads it (case, spaces and dashes do not
    matter; O is 0, I and L are 1).

    >>> join_code(" k7mq 2pxr "), join_code("K7MQ-2PXR")
    ('K7MQ-2PXR', 'K7MQ-2PXR')
    """
    text = typed.strip().upper().replace("-", "").replace(" ", "")
    text = text.replace("O", "0").replace("I", "1").replace("L", "1")
    if len(text) != _CODE_LENGTH or any(char not in _ALPHABET for char in text):
        raise TrainingError(
            QT_TRANSLATE_NOOP(
                "Messages",
                "'{code}' is not the code of an exam in the room: it has 8 letters and digits, "
                "like {example}.",
            ),
            code=typed.strip(),
            example="K7MQ-2PXR",
            field="code",
        )
    return f"{text[:4]}-{text[4:]}"


def exam_stream(code: str) -> str:
    return STREAM_PREFIX + join_code(code).replace("-", "")


def student_order(spec: ExamSpec, role: str) -> list[int]:
    """The order a student is asked the exam's questions in: the same for him on every
    computer, another for his neighbour (the exam's seed and his role)."""
    order = list(range(spec.count))
    random.Random(f"order {spec.seed} {role}").shuffle(order)
    return order


# ---------------------------------------------------------------------- the exam as the room has it


@dataclass(slots=True)
class Sitting:
    """One sitting of a student: when the room received its start, his answers (the exam's
    question, the text, the room's time) and when he handed in."""

    number: int
    station: str
    started: int
    answers: list[tuple[int, str, int]] = field(default_factory=list)
    handed_in: int | None = None


@dataclass(slots=True)
class ExamState:
    """An exam as its stream says, read from the room's entries (see the module docstring)."""

    code: str
    spec: ExamSpec
    station: str  # the instructor's station that holds it
    held_at: int
    released_at: int | None = None
    leaves: dict[str, int] = field(default_factory=dict)  # a student's role: resits allowed
    students: dict[str, Writer] = field(default_factory=dict)
    sittings: dict[str, list[Sitting]] = field(default_factory=dict)

    @property
    def stream(self) -> str:
        return exam_stream(self.code)

    def deadline(self, sitting: Sitting) -> int:
        """The room's time a sitting's answers must reach the room by."""
        return sitting.started + self.spec.minutes * 60_000

    def allowed(self, role: str) -> int:
        """How many sittings the student may have: one, and one more per leave."""
        return 1 + self.leaves.get(role, 0)


def read_exam(code: str, entries: Sequence[TimedEntry]) -> ExamState | None:
    """The exam of ``code`` from its stream's entries (in the room's order); None when the
    room holds no exam of that code. Only the instructor's station speaks for the exam; a
    student's entries count only as his own."""
    state: ExamState | None = None
    for timed in entries:
        entry, writer = timed.entry, timed.writer
        if state is None:
            if entry.kind == EXAM and writer.kind == "instructor" and entry.id.seq == 1:
                try:
                    spec = ExamSpec.from_code(str(entry.payload.get("spec", "")))
                except TrainingError:
                    continue
                state = ExamState(join_code(code), spec, entry.id.station, timed.received)
            continue
        if entry.id.station == state.station:
            if entry.kind == RELEASE and state.released_at is None:
                state.released_at = timed.received
            elif entry.kind == RESIT:
                role = str(entry.payload.get("student", ""))
                state.leaves[role] = state.leaves.get(role, 0) + 1
            continue
        if writer.kind != "student":
            continue
        state.students.setdefault(writer.role, writer)
        sittings = state.sittings.setdefault(writer.role, [])
        if entry.kind == SITTING:
            sittings.append(Sitting(len(sittings) + 1, entry.id.station, timed.received))
        elif sittings and entry.kind == ANSWER:
            index, text = entry.payload.get("index"), entry.payload.get("answer")
            if isinstance(index, int) and not isinstance(index, bool) and isinstance(text, str):
                sittings[-1].answers.append((index, text, timed.received))
        elif sittings and entry.kind == HANDED_IN and sittings[-1].handed_in is None:
            sittings[-1].handed_in = timed.received
    return state


@dataclass(frozen=True, slots=True)
class RoomResult:
    """A student's result, graded from the room's entries and times.

    ``answers``: those counted, of the sitting counted; ``late``: answers that reached the room
    after the exam's minutes; ``after_release``: after the results were out; ``without_leave``:
    sittings beyond the instructor's leave (not counted)."""

    role: str
    student: str
    count: int
    sitting: int  # the sitting counted (1 the first, 2 a second sitting ...)
    sittings: int
    answers: tuple[GradedAnswer, ...]
    late: int = 0
    after_release: int = 0
    without_leave: int = 0
    seconds: float = 0.0  # from the start to the last answer counted, by the room's clock
    handed_in: bool = False
    order: tuple[int, ...] = ()  # the exam's questions as he was asked them

    @property
    def points(self) -> int:
        return sum(answer.points for answer in self.answers)

    @property
    def correct(self) -> int:
        return sum(1 for answer in self.answers if answer.correct)

    @property
    def unanswered(self) -> tuple[int, ...]:
        """The exam's questions with no answer counted (0-based)."""
        answered = {answer.index for answer in self.answers}
        return tuple(i for i in range(self.count) if i not in answered)


def grade(state: ExamState, role: str, questions: dict[int, Question] | None = None) -> RoomResult:
    """The student's result: his last sitting within his leaves, each answer judged again by
    the engine, timed by the room."""
    writer = state.students.get(role, Writer(role, "student", role))
    sittings = state.sittings.get(role, [])
    released = state.released_at
    allowed = [  # within his leaves, and begun before the right answers were out
        s
        for s in sittings
        if s.number <= state.allowed(role) and (released is None or s.started < released)
    ]
    order = student_order(state.spec, role)
    if not allowed:
        return RoomResult(
            role, writer.label, state.spec.count, 0, len(sittings), (), order=tuple(order)
        )
    sitting = allowed[-1]
    asked = list(dict.fromkeys(i for i, _, _ in sitting.answers if 0 <= i < state.spec.count))
    order = [*asked, *(index for index in order if index not in asked)]
    refs = state.spec.refs()
    questions = questions if questions is not None else {}
    deadline = state.deadline(sitting)
    graded: list[GradedAnswer] = []
    seen: set[int] = set()
    late = after_release = 0
    previous = sitting.started
    last = sitting.started
    for index, text, received in sitting.answers:
        if state.released_at is not None and received >= state.released_at:
            after_release += 1
            continue
        if received > deadline:
            late += 1
            continue
        if not 0 <= index < state.spec.count or index in seen:
            continue  # a question the exam has not, or answered twice: the first counts
        seen.add(index)
        seconds = max(0.0, (received - previous) / 1000)
        previous = last = received
        ref = refs[index]
        question = questions.get(index) or ref.question()
        questions[index] = question
        expected = answer_text(question, truth(question))
        try:
            verdict = check(question, parse_answer(question, text))
        except TrainingError as error:
            graded.append(GradedAnswer(index, ref, text, False, seconds, 0, expected, str(error)))
            continue
        points = score_points(ref.skill, verdict.correct, seconds)
        graded.append(GradedAnswer(index, ref, text, verdict.correct, seconds, points, expected))
    graded.sort(key=lambda answer: answer.index)
    return RoomResult(
        role,
        writer.label,
        state.spec.count,
        sitting.number,
        len(sittings),
        tuple(graded),
        late,
        after_release,
        len(sittings) - len(allowed),
        round((last - sitting.started) / 1000, 1),
        sitting.handed_in is not None,
        tuple(order),
    )


class RoomRefusal(TrainingError):
    """The room's own refusal (no server, a wrong password, a role that may not write ...),
    its sentence marked for translation where the room raised it."""


def _room_refusal(error: JournalError) -> TrainingError:
    return RoomRefusal(error.message)


def _write(
    room: ExamRoom, station: str, stream: str, kind: str, payload: dict[str, object]
) -> Entry:
    """The next entry of the station's stream, written to the room (its refusal said)."""
    try:
        entry = Entry(
            EntryId(station, stream, room.last_seq(station, stream) + 1),
            kind,
            payload,
            int(time.time() * 1000),
        )
        room.add(entry)
    except JournalError as error:
        raise _room_refusal(error) from None
    return entry


def _read(room: ExamRoom, code: str) -> ExamState:
    try:
        state = read_exam(code, room.stream_entries(exam_stream(code)))
    except JournalError as error:
        raise _room_refusal(error) from None
    if state is None:
        raise TrainingError(
            QT_TRANSLATE_NOOP(
                "Messages", "The room holds no exam {code}: ask the instructor for the code again."
            ),
            code=join_code(code),
            field="code",
        )
    return state


# ---------------------------------------------------------------------- the instructor's station


class HeldExam(_InTheRoom):
    """The instructor's side of an exam in the room: hold it, follow the class, release the
    results, give a student leave for another sitting."""

    def __init__(self, room: ExamRoom, code: str) -> None:
        self.room = room
        self.code = join_code(code)
        self.state = _read(room, self.code)
        self._questions: dict[int, Question] = {}

    @classmethod
    def hold(cls, room: ExamRoom, spec: ExamSpec, *, station: str | None = None) -> HeldExam:
        """Write the exam (its seed included) to the room under a new code."""
        code = new_join_code()
        station = station or f"{room.role}-{secrets.token_hex(4)}"
        _write(room, station, exam_stream(code), EXAM, {"spec": spec.code})
        return cls(room, code)

    @property
    def spec(self) -> ExamSpec:
        return self.state.spec

    @property
    def released(self) -> bool:
        return self.state.released_at is not None

    def refresh(self) -> ExamState:
        """The exam read again from the room (after a notification)."""
        self.state = _read(self._linked(), self.code)
        return self.state

    def results(self) -> list[RoomResult]:
        """Every student who joined, graded, by name."""
        results = [grade(self.state, role, self._questions) for role in self.state.sittings]
        return sorted(results, key=lambda result: (result.student.casefold(), result.role))

    def release(self) -> None:
        """The results and the right answers are shown to the class from now on."""
        if self.refresh().released_at is not None:
            raise TrainingError(
                QT_TRANSLATE_NOOP("Messages", "The results of exam {code} are out already."),
                code=self.code,
            )
        _write(self._linked(), self.state.station, self.state.stream, RELEASE, {})
        self.refresh()

    def allow_resit(self, role: str) -> None:
        """Leave for the student's next sitting (refused before his first, and after the
        release: a second sitting then would know the right answers)."""
        student = self.refresh().students.get(role)
        if student is None:
            raise TrainingError(
                QT_TRANSLATE_NOOP(
                    "Messages", "Choose a student who sat the exam: leave is for a next sitting."
                )
            )
        if self.released:
            raise TrainingError(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "The results of exam {code} are out: a second sitting would know the right "
                    "answers. Hold a new exam.",
                ),
                code=self.code,
            )
        if self.state.allowed(role) > len(self.state.sittings.get(role, [])):
            raise TrainingError(
                QT_TRANSLATE_NOOP("Messages", "{student} has leave for another sitting already."),
                student=student.label,
            )
        _write(self._linked(), self.state.station, self.state.stream, RESIT, {"student": role})
        self.refresh()


# ---------------------------------------------------------------------- the student's station


def released_result(room: ExamRoom, code: str) -> RoomResult | None:
    """The result of this station's student in the exam of ``code``, once the instructor has
    released it; None before, or when he did not sit it."""
    state = _read(room, code)
    try:
        me = room.me()
    except JournalError as error:
        raise _room_refusal(error) from None
    if state.released_at is None or me.role not in state.sittings:
        return None
    return grade(state, me.role)


class RoomSitting(_InTheRoom, DrillSession):
    """A student's sitting of an exam in the room: his questions in his own order, each
    answer written to the room before anything else, the time left by the room's clock, the
    verdicts only once the instructor releases them.

    A sitting not handed in and still in time is taken up again where it stopped (a window
    closed, a computer restarted): the same sitting, its answers kept, its clock running on.
    """

    def __init__(self, room: ExamRoom, code: str, *, journal: ResultsJournal | None = None) -> None:
        state = _read(room, code)
        try:
            me = room.me()
        except JournalError as error:
            raise _room_refusal(error) from None
        if me.kind != "student":
            raise TrainingError(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "This station's role {role} is not a student's: the room's manager adds "
                    "one with `room add-station URL --student NAME`.",
                ),
                role=me.role,
                field="room",
            )
        if state.released_at is not None:
            raise TrainingError(
                QT_TRANSLATE_NOOP(
                    "Messages", "The results of exam {code} are out: it can no longer be sat."
                ),
                code=state.code,
            )
        mine = state.sittings.get(me.role, [])
        last = mine[-1] if mine else None
        before = time.time() * 1000
        try:
            now = room.now()
        except JournalError as error:
            raise _room_refusal(error) from None
        after = time.time() * 1000
        self._offset = now - (before + after) / 2  # the room's clock minus this computer's
        resuming = last is not None and last.handed_in is None and now < state.deadline(last)
        if not resuming and len(mine) >= state.allowed(me.role):
            raise TrainingError(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "You have sat exam {code} already: a second sitting needs the "
                    "instructor's leave.",
                ),
                code=state.code,
            )
        self.room = room
        self.me = me
        self.code = state.code
        self.stream = state.stream
        self.resumed = resuming
        answered: dict[int, str] = {}  # of the sitting taken up again: index, text
        if last is not None and resuming:
            self.sitting_number, self.station, started = last.number, last.station, last.started
            for index, text, _received in last.answers:
                if 0 <= index < state.spec.count:
                    answered.setdefault(index, text)
        else:
            self.sitting_number = len(mine) + 1
            self.station = last.station if last else f"{me.role}-{secrets.token_hex(4)}"
            start = _write(
                room, self.station, self.stream, SITTING, {"sitting": self.sitting_number}
            )
            try:
                received = room.received(start.id)
            except JournalError as error:
                raise _room_refusal(error) from None
            started = received if received is not None else now
        DrillSession.__init__(
            self, me.label, Mode.EXAM, exam=state.spec, journal=journal, clock=self._room_seconds
        )
        self.started = started / 1000
        order = student_order(state.spec, me.role)
        self.order = [*answered, *(index for index in order if index not in answered)]
        refs = self._exam_refs
        self._exam_refs = [refs[index] for index in self.order]
        for position, (index, text) in enumerate(answered.items()):
            question = refs[index].question()
            try:
                verdict = check(question, parse_answer(question, text))
            except TrainingError:  # never written so by the program: kept as a wrong answer
                verdict = Verdict(False, truth(question))
            self.asked.append(Asked(position, refs[index], question, self.started, text, verdict))
        self.handed_in = False

    def _room_seconds(self) -> float:
        return (time.time() * 1000 + self._offset) / 1000

    @property
    def exam_code(self) -> str:
        return self.code

    @property
    def second_sitting(self) -> bool:
        return self.sitting_number > 1

    def answer(self, text: str) -> Verdict:
        """Write the answer to the room, then keep and judge it as any exam's (the verdict is
        not shown until the release). A badly typed answer, or a room that refuses, changes
        nothing."""
        asked = self.current
        if asked is not None and asked.verdict is None and self.seconds_left:
            parse_answer(asked.question, text)  # a badly typed answer never reaches the room
            _write(
                self._linked(),
                self.station,
                self.stream,
                ANSWER,
                {
                    "sitting": self.sitting_number,
                    "index": self.order[asked.index],
                    "answer": " ".join(text.split()),
                },
            )
        return super().answer(text)

    def hand_in(self) -> None:
        """Say the sitting is over (once)."""
        if not self.handed_in:
            _write(
                self._linked(),
                self.station,
                self.stream,
                HANDED_IN,
                {"sitting": self.sitting_number},
            )
            self.handed_in = True

    def released_result(self) -> RoomResult | None:
        """His result, once the instructor has released it; None before."""
        return released_result(self._linked(), self.code)

    def result(self) -> dict[str, object]:
        raise TrainingError(
            QT_TRANSLATE_NOOP(
                "Messages",
                "An exam in the room keeps its answers in the room: it has no result file.",
            )
        )


__all__ = [
    "ExamRoom",
    "ExamState",
    "HeldExam",
    "RoomRefusal",
    "RoomResult",
    "RoomSitting",
    "Sitting",
    "exam_stream",
    "grade",
    "join_code",
    "new_join_code",
    "open_exam_room",
    "read_exam",
    "released_result",
    "student_order",
]
