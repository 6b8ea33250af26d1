"""Result files of a class without a room (issue 28): every one is "not supervised", its
points checked against its answers, and each doubtful thing flagged in a sentence: a time
negative, not a number, or impossible in the exam's minutes, text where a number belongs, and a
student who handed in more than one file for the same exam (a re-sit nobody allowed)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dealer_app.engine.drills import Skill, truth
from dealer_app.session.training.answers import Mode, TrainingError, answer_text
from dealer_app.session.training.exams import ExamSpec
from dealer_app.session.training.grading import grade_result_file, read_results_folder
from dealer_app.session.training.sitting import DrillSession

SPEC = ExamSpec(seed=77, skills=(Skill.TO_CALL,), games=("nlhe",), count=4, minutes=10)


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def sit(folder: Path, name: str = "Anna") -> Path:
    clock = Clock()
    session = DrillSession(name, Mode.EXAM, exam=SPEC, clock=clock)
    while not session.finished:
        asked = session.next_question()
        clock.now += 4
        session.answer(answer_text(asked.question, truth(asked.question)))
    return session.write_result(folder)


def edit(path: Path, change: str) -> Path:
    """The file's text with one change made by hand (JSON allows NaN, which Python writes)."""
    text = path.read_text(encoding="utf-8")
    content = json.loads(text)
    exec(change, {"content": content, "nan": float("nan")})
    path.write_text(json.dumps(content), encoding="utf-8")
    return path


def flags(path: Path) -> list[str]:
    return [str(flag) for flag in grade_result_file(path, SPEC).flags]


def test_an_honest_file_is_only_not_supervised(tmp_path: Path) -> None:
    result = grade_result_file(sit(tmp_path), SPEC)
    assert result.correct == 4 and not result.supervised and result.flags == ()


def test_a_time_that_is_no_time_is_flagged_and_earns_no_speed(tmp_path: Path) -> None:
    path = edit(sit(tmp_path), "content['answers'][0]['seconds'] = nan")
    result = grade_result_file(path, SPEC)  # NaN once counted as 0 s: the fastest
    assert [str(f) for f in result.flags] == ["Question 1: its time is not a number of seconds."]
    assert result.answers[0].correct and result.answers[0].points == 50  # right, no speed
    path = edit(path, "content['answers'][0]['seconds'] = -30")
    assert flags(path) == ["Question 1: its time is negative (-30 s)."]
    path = edit(path, "content['answers'][0]['seconds'] = '4'")
    assert flags(path) == ["Question 1: its time is text ('4') where a number belongs."]
    path = edit(path, "content['answers'][0]['seconds'] = 601")
    assert flags(path) == ["Question 1: 601 s is impossible in an exam of 10 minutes."]
    path = edit(path, "for a in content['answers']: a['seconds'] = 200")
    assert flags(path) == ["The answers took 800 s: longer than the exam's 10 minutes."]


def test_text_where_numbers_belong_is_flagged(tmp_path: Path) -> None:
    path = edit(sit(tmp_path), "content['answers'][1]['index'] = '1'; content['points'] = '400'")
    result = grade_result_file(path, SPEC)
    assert [str(f) for f in result.flags] == [
        "An answer's question is text ('1') where a number belongs: not counted.",
        "Its points are text ('400') where a number belongs.",
    ]
    assert len(result.answers) == 3


def test_a_second_file_of_the_same_student_and_exam_is_a_resit(tmp_path: Path) -> None:
    sit(tmp_path / "class", "Anna")
    sit(tmp_path / "class", "anna ")  # the same student, spelled another way
    sit(tmp_path / "class", "Boris")
    results = read_results_folder(tmp_path / "class", SPEC).results
    said = {r.path.name: [str(f) for f in r.flags] for r in results}
    anna = sorted(name for name in said if "anna" in name.lower())
    assert len(anna) == 2
    for name in anna:
        assert said[name] == ["Anna handed in 2 result files for this exam: a re-sit."]
    assert said[next(n for n in said if "Boris" in n)] == []


def test_deeply_nested_json_is_no_result_file(tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    with pytest.raises(
        TrainingError, match=r"^deep\.json is not a result file: it cannot be read\.$"
    ):
        grade_result_file(path, SPEC)
