"""``room exam URL CODE``: an auditor reads an exam held in the room from the command line,
every student graded from the room's own record (tests/room's PostgreSQL)."""

from __future__ import annotations

import pytest

from dealer_app.__main__ import main
from dealer_app.engine.drills import Skill, truth
from dealer_app.session.training.answers import answer_text
from dealer_app.session.training.exams import ExamSpec
from dealer_app.session.training.room_exam import HeldExam, RoomSitting
from dealer_app.store.room.exams import ExamStore
from tests.room.fixtures import Room

pytestmark = pytest.mark.room


def test_room_exam_prints_each_students_result(
    room: Room, capsys: pytest.CaptureFixture[str]
) -> None:
    spec = ExamSpec(seed=5, skills=(Skill.TO_CALL,), games=("nlhe",), count=2, minutes=15)
    teacher_url = room.station("instructor").url
    with ExamStore.open(teacher_url) as teacher:
        held = HeldExam.hold(teacher, spec)
        with ExamStore.open(room.station("student", student="Anna").url) as anna_room:
            anna = RoomSitting(anna_room, held.code)
            asked = anna.next_question()
            anna.answer(answer_text(asked.question, truth(asked.question)))
        held.release()
    assert main(["room", "exam", room.admin_url, held.code.lower(), "--answers"]) == 0
    said = capsys.readouterr().out
    assert (
        f"Exam {held.code}, held " in said and "2 questions, 15 minutes; results released" in said
    )
    assert "Questions per skill: amount to call 2." in said
    assert "Anna " in said and "answered 1/2  right 1" in said and "not handed in" in said
    assert "question " in said and " right, " in said
    # the instructor's own address reads it too; a wrong code is one sentence, status 1
    assert main(["room", "exam", teacher_url, held.code]) == 0
    assert main(["room", "exam", teacher_url, "ZZZZ-ZZZZ"]) == 1
    assert (
        capsys.readouterr()
        .err.strip()
        .endswith("room: The room holds no exam ZZZZ-ZZZZ: ask the instructor for the code again.")
    )
