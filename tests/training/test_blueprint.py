"""The exam blueprint (issue 28): an exam asks so many questions of each skill chosen, as
evenly as its count allows, and spreads each skill's questions over its games; a code made
before the blueprint still gives the questions it gave."""

from __future__ import annotations

from collections import Counter

from dealer_app.engine.drills import GAMES, Skill, games_for
from dealer_app.session.training.exams import ExamSpec


def test_a_twelve_question_exam_of_every_skill_asks_each_once() -> None:
    spec = ExamSpec.build(list(Skill), list(GAMES), 12, 30)
    assert Counter(ref.skill for ref in spec.refs()) == dict.fromkeys(Skill, 1)
    assert spec.blueprint() == dict.fromkeys(Skill, 1)
    assert ExamSpec.from_code(spec.code) == spec  # the code carries the blueprint


def test_the_count_is_spread_evenly_and_each_skill_over_its_games() -> None:
    skills = (Skill.POT_LIMIT_MAX, Skill.SIDE_POTS, Skill.BRING_IN)
    spec = ExamSpec(seed=9, skills=skills, games=("plo", "stud", "stud8"), count=20, minutes=30)
    asked = Counter(ref.skill for ref in spec.refs())
    assert sorted(asked.values()) == [6, 7, 7] and set(asked) == set(skills)
    assert asked == spec.blueprint()
    bring_in = Counter(ref.game for ref in spec.refs() if ref.skill is Skill.BRING_IN)
    assert (
        set(bring_in) == {"stud", "stud8"} and max(bring_in.values()) - min(bring_in.values()) <= 1
    )
    pot_limit = {ref.game for ref in spec.refs() if ref.skill is Skill.POT_LIMIT_MAX}
    assert pot_limit == {"plo"} and "plo" in games_for(Skill.POT_LIMIT_MAX)
    # not in blocks of one skill: the order is drawn from the seed
    firsts = [ref.skill for ref in spec.refs()[:7]]
    assert len(set(firsts)) > 1


def test_a_code_made_before_the_blueprint_keeps_its_questions() -> None:
    old = ExamSpec.from_code("00030E-8FZW3Z-Y30Y78")  # seed 12345, every skill and game, 12
    assert old.seed == 12345 and old.count == 12 and not old.balanced
    assert [ref.skill.name for ref in old.refs()] == [
        "IRREGULARITY", "ODD_CHIP", "SHOWDOWN", "SIDE_POTS", "IRREGULARITY", "IRREGULARITY",
        "CHIP_RACE", "SIDE_POTS", "ODD_CHIP", "MIN_RAISE", "SIDE_POTS", "RAISE_ALLOWED",
    ]  # fmt: skip
    assert old.refs()[0].text == "IRREGULARITY|razz|12345:0"
    assert old.code == "00030E-8FZW3Z-Y30Y78"
