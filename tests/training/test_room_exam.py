"""Exams held in the room (issue 28, "Exams that hold"), on a real PostgreSQL (tests/room's
fixtures): the instructor's station holds the exam and its seed, students join with a code,
answers reach the room with the room's time, nobody changes or reads another's answers, the
results only after the release, a second sitting only with leave, the time by the room's clock.
"""

from __future__ import annotations

import time

import psycopg
import pytest
from psycopg.types.json import Jsonb

from dealer_app.engine.drills import Skill, truth
from dealer_app.session.training.answers import TrainingError, answer_text
from dealer_app.session.training.exams import ExamSpec
from dealer_app.session.training.room_exam import (
    ANSWER,
    EXAM,
    RELEASE,
    RESIT,
    SITTING,
    ExamState,
    HeldExam,
    RoomSitting,
    exam_stream,
    grade,
    join_code,
    open_exam_room,
    read_exam,
    student_order,
)
from dealer_app.store.errors import JournalError
from dealer_app.store.room.exams import ExamStore, TimedEntry, Writer
from dealer_app.store.streams import Entry, EntryId
from tests.room.fixtures import Room

SPEC = ExamSpec(
    seed=4242, skills=(Skill.TO_CALL, Skill.MIN_RAISE), games=("nlhe", "plo"), count=6, minutes=20
)


def right(sitting: RoomSitting) -> str:
    asked = sitting.current
    assert asked is not None
    return answer_text(asked.question, truth(asked.question))


def sit(sitting: RoomSitting, answers: int, *, wrong: int = -1) -> None:
    for number in range(answers):
        sitting.next_question()
        text = right(sitting)
        if number == wrong:
            text = "1" if text != "1" else "2"
        sitting.answer(text)


@pytest.mark.room
def test_a_class_sits_an_exam_in_the_room_to_released_results(room: Room) -> None:
    instructor = ExamStore.open(room.station("instructor").url)
    held = HeldExam.hold(instructor, SPEC)
    anna_room = ExamStore.open(room.station("student", student="Anna").url)
    boris_room = ExamStore.open(room.station("student", student="Boris").url)
    anna = RoomSitting(anna_room, held.code.lower().replace("-", " "))  # typed as it comes
    boris = RoomSitting(boris_room, held.code)
    # the code names the exam only; the exam (its seed) is the instructor's entry in the room
    assert len(held.code) == 9 and str(SPEC.seed) not in held.code
    assert anna.exam == SPEC and boris.exam == SPEC
    assert anna.order != boris.order and sorted(anna.order) == list(range(SPEC.count))
    assert anna.order == student_order(SPEC, anna.me.role)
    sit(anna, 6, wrong=2)
    sit(boris, 3)
    anna.hand_in()
    # every answer is in the room, stamped by the room, under the student's own role
    held.refresh()
    assert [a for a, _, _ in held.state.sittings[anna.me.role][0].answers] == anna.order
    results = {r.student: r for r in held.results()}
    assert (results["Anna"].correct, len(results["Anna"].answers)) == (5, 6)
    assert (results["Boris"].correct, results["Boris"].unanswered) == (
        3,
        tuple(sorted(set(range(6)) - set(boris.order[:3]))),
    )
    assert results["Anna"].handed_in and not results["Boris"].handed_in
    # nothing for the students before the release
    assert anna.released_result() is None
    held.release()
    with pytest.raises(TrainingError, match=r"^The results of exam .* are out already\.$"):
        held.release()
    mine = anna.released_result()
    assert mine is not None and mine.student == "Anna" and mine.correct == 5
    assert [a.expected for a in mine.answers] == [a.expected for a in results["Anna"].answers]
    # the release closes the exam: no answer counts after it, no one joins
    with pytest.raises(
        TrainingError, match=r"^The results of exam .* are out: it can no longer be sat\.$"
    ):
        RoomSitting(ExamStore.open(room.station("student", student="Chloe").url), held.code)
    for store in (instructor, anna_room, boris_room):
        store.close()


@pytest.mark.room
def test_a_student_writing_anothers_answers_is_refused_by_the_server(room: Room) -> None:
    instructor = ExamStore.open(room.station("instructor").url)
    held = HeldExam.hold(instructor, SPEC)
    anna_login = room.station("student", student="Anna")
    anna = RoomSitting(ExamStore.open(anna_login.url), held.code)
    boris = RoomSitting(ExamStore.open(room.station("student", student="Boris").url), held.code)
    sit(boris, 1)
    forged = Entry(EntryId(boris.station, boris.stream, 3), ANSWER, {"index": 0, "answer": "1"}, 1)
    with pytest.raises(JournalError) as refused:
        anna.room.add(forged)
    assert str(refused.value) == (
        f"The room {room.database}@127.0.0.1:{room.server.port} refused station "
        f"{boris.station}: it writes as {boris.me.role}, not as {anna.me.role}."
    )
    # a station program that skips its own check meets the server's refusal, said in a sentence
    anna.room._claimed.add(boris.station)  # type: ignore[attr-defined]
    with pytest.raises(JournalError, match=r"^The room .* refused entry 3 of exam/"):
        anna.room.add(forged)
    assert [e.id.seq for e in boris.room.read(boris.station, boris.stream)] == [1, 2]  # type: ignore[attr-defined]
    # the server itself refuses, whatever the program does
    with psycopg.connect(anna_login.url, autocommit=True) as connection:
        with pytest.raises(psycopg.errors.InsufficientPrivilege, match="row-level security"):
            connection.execute(
                "INSERT INTO room.entries (station, stream, seq, kind, payload, at) "
                "VALUES (%s, %s, 3, 'answer', %s, 1)",
                (boris.station, boris.stream, Jsonb({"index": 0, "answer": "1"})),
            )
        # nor can she change her own answers, or read Boris's
        with pytest.raises(psycopg.errors.InsufficientPrivilege, match="permission denied"):
            connection.execute(
                "UPDATE room.entries SET payload = '{}' WHERE station = %s", (anna.station,)
            )
    seen = {t.writer.label for t in anna.room.stream_entries(anna.stream)}  # type: ignore[attr-defined]
    assert seen == {"Instructor", "Anna"}
    # a release written by a student is no release: only the instructor's station speaks
    anna.room.add(Entry(EntryId(anna.station, anna.stream, 2), RELEASE, {}, 1))
    assert not held.refresh().released_at and anna.released_result() is None
    instructor.close()


@pytest.mark.room
def test_a_second_sitting_needs_the_instructors_leave_and_is_marked(room: Room) -> None:
    instructor = ExamStore.open(room.station("instructor").url)
    held = HeldExam.hold(instructor, SPEC)
    store = ExamStore.open(room.station("student", student="Anna").url)
    first = RoomSitting(store, held.code)
    sit(first, 2, wrong=0)
    first.hand_in()
    with pytest.raises(TrainingError) as refused:
        RoomSitting(store, held.code)
    assert str(refused.value) == (
        f"You have sat exam {held.code} already: a second sitting needs the instructor's leave."
    )
    with pytest.raises(TrainingError, match="Choose a student who sat the exam"):
        held.allow_resit("nobody")
    held.allow_resit(first.me.role)
    with pytest.raises(TrainingError, match=r"^Anna has leave for another sitting already\.$"):
        held.allow_resit(first.me.role)
    second = RoomSitting(store, held.code)
    assert second.second_sitting and second.station == first.station
    sit(second, 6)
    held.refresh()
    (result,) = held.results()
    assert (result.sitting, result.sittings, result.correct, result.without_leave) == (2, 2, 6, 0)
    # a third sitting forced in without leave is shown, and never counted
    seq = store.last_seq(first.station, first.stream) + 1
    store.add(Entry(EntryId(first.station, first.stream, seq), SITTING, {"sitting": 3}, 1))
    held.refresh()
    (result,) = held.results()
    assert (result.sitting, result.sittings, result.correct, result.without_leave) == (2, 3, 6, 1)
    instructor.close()
    store.close()


@pytest.mark.room
def test_the_time_left_is_the_rooms_not_the_students_computer(
    room: Room, monkeypatch: pytest.MonkeyPatch
) -> None:
    instructor = ExamStore.open(room.station("instructor").url)
    held = HeldExam.hold(instructor, SPEC)
    store = ExamStore.open(room.station("student", student="Anna").url)
    real = time.time
    monkeypatch.setattr(time, "time", lambda: real() - 3 * 3600)  # his clock is 3 hours behind
    sitting = RoomSitting(store, held.code)
    left = sitting.seconds_left
    assert left is not None and SPEC.minutes * 60 - 5 < left <= SPEC.minutes * 60
    sitting.next_question()
    monkeypatch.setattr(time, "time", lambda: real() + SPEC.minutes * 60 + 1)  # the time is up
    assert sitting.seconds_left == 0 and sitting.finished
    with pytest.raises(TrainingError, match="time is up"):
        sitting.answer("1")
    assert store.last_seq(sitting.station, sitting.stream) == 1  # nothing reached the room
    instructor.close()
    store.close()


@pytest.mark.room
def test_bad_codes_and_roles_are_refused_in_sentences(room: Room) -> None:
    with pytest.raises(TrainingError, match=r"^'12345' is not the code of an exam in the room"):
        join_code("12345")
    with pytest.raises(TrainingError, match=r"^Type the room's address first"):
        open_exam_room(" ")
    student = ExamStore.open(room.station("student", student="Anna").url)
    with pytest.raises(TrainingError, match=r"^The room holds no exam K7MQ-2PXR: ask the"):
        RoomSitting(student, "k7mq2pxr")
    instructor = ExamStore.open(room.station("instructor").url)
    held = HeldExam.hold(instructor, SPEC)
    with pytest.raises(TrainingError, match="is not a student's"):
        RoomSitting(instructor, held.code)
    # a badly typed answer never reaches the room
    sitting = RoomSitting(student, held.code)
    sitting.next_question()
    with pytest.raises(TrainingError):
        sitting.answer("twelve")
    assert student.last_seq(sitting.station, sitting.stream) == 1
    instructor.close()
    student.close()


# --- the grading, from the room's times (no server needed) ------------------------------------

TEACHER = Writer("r_instructor", "instructor", "Instructor")
ANNA = Writer("r_student_anna", "student", "Anna")


def timed(
    writer: Writer, station: str, seq: int, kind: str, payload: dict[str, object], at: int
) -> TimedEntry:
    return TimedEntry(Entry(EntryId(station, "exam/K7MQ2PXR", seq), kind, payload, 0), at, writer)


def right_text(index: int) -> str:
    question = SPEC.refs()[index].question()
    return answer_text(question, truth(question))


def exam_entries(*answers: tuple[int, int], release_at: int | None = None) -> list[TimedEntry]:
    entries = [
        timed(TEACHER, "t", 1, EXAM, {"spec": SPEC.code}, 0),
        timed(ANNA, "a", 1, SITTING, {"sitting": 1}, 1_000),
    ]
    for seq, (index, at) in enumerate(answers, start=2):
        entries.append(
            timed(ANNA, "a", seq, ANSWER, {"index": index, "answer": right_text(index)}, at)
        )
    if release_at is not None:
        entries.append(timed(TEACHER, "t", 2, RELEASE, {}, release_at))
    return sorted(entries, key=lambda t: t.received)


def state_of(entries: list[TimedEntry]) -> ExamState:
    state = read_exam("K7MQ-2PXR", entries)
    assert state is not None
    return state


def test_answers_after_the_rooms_deadline_or_the_release_do_not_count() -> None:
    deadline = 1_000 + SPEC.minutes * 60_000
    state = state_of(exam_entries((0, 11_000), (1, deadline), (2, deadline + 1), release_at=None))
    result = grade(state, ANNA.role)
    assert [a.index for a in result.answers] == [0, 1] and result.late == 1
    assert result.answers[0].seconds == 10.0  # the room's times, not the student's
    state = state_of(exam_entries((0, 11_000), (1, 30_000), release_at=20_000))
    result = grade(state, ANNA.role)
    assert [a.index for a in result.answers] == [0] and result.after_release == 1


def test_only_the_instructors_station_speaks_for_the_exam() -> None:
    forged = [
        timed(ANNA, "a", 1, EXAM, {"spec": SPEC.code}, 0),  # a student "holding" an exam
        timed(TEACHER, "t", 1, EXAM, {"spec": SPEC.code}, 5),
        timed(ANNA, "a", 2, RESIT, {"student": ANNA.role}, 6),  # her own leave: none
        timed(ANNA, "a", 3, SITTING, {}, 7),
        timed(ANNA, "a", 4, SITTING, {}, 8),
    ]
    state = state_of(forged)
    assert state.station == "t" and state.leaves == {}
    result = grade(state, ANNA.role)
    assert (result.sitting, result.without_leave) == (1, 1)
    assert exam_stream("k7mq-2pxr") == "exam/K7MQ2PXR"


@pytest.mark.room
def test_a_sitting_cut_short_is_taken_up_again_and_the_room_found_again(room: Room) -> None:
    instructor = ExamStore.open(room.station("instructor").url)
    held = HeldExam.hold(instructor, SPEC)
    url = room.station("student", student="Anna").url
    first = RoomSitting(ExamStore.open(url), held.code)
    sit(first, 2)
    first.room.close()  # the window closed, the computer restarted: not handed in
    again = RoomSitting(ExamStore.open(url), held.code)
    assert again.resumed and again.sitting_number == 1 and again.station == first.station
    assert again.order[:2] == first.order[:2] and again.answered_count == 2
    assert abs(again.started - first.started) < 0.001  # his clock runs on from the first start
    # the connection lost between two answers: the next answer finds the room again
    again.room._connection.close()  # type: ignore[attr-defined]
    sit(again, 4)
    again.hand_in()
    held.refresh()
    (result,) = held.results()
    assert (result.sitting, result.sittings, result.correct, result.handed_in) == (1, 1, 6, True)
    assert [index for index, _, _ in held.state.sittings[again.me.role][0].answers] == again.order
    again.room.close()
    instructor.close()


def test_a_sitting_begun_after_the_release_never_replaces_the_one_before() -> None:
    entries = exam_entries((0, 11_000), (1, 12_000), release_at=50_000)
    entries += [
        timed(TEACHER, "t", 3, RESIT, {"student": ANNA.role}, 20_000),  # leave before the release
        timed(ANNA, "a", 9, SITTING, {}, 60_000),  # used after it, knowing the answers
        timed(ANNA, "a", 10, ANSWER, {"index": 2, "answer": right_text(2)}, 61_000),
    ]
    state = state_of(sorted(entries, key=lambda t: t.received))
    result = grade(state, ANNA.role)
    assert (result.sitting, result.sittings) == (1, 2)
    assert [a.index for a in result.answers] == [0, 1]
