"""A student's report: strong and weak skills over time, the hard cases answered badly, and the
drill to do next, from his journalled answers.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from dealer_app.engine.drills import GAMES, TARGET_SECONDS, Skill, games_for
from dealer_app.session.training.answers import SKILL_ORDER
from dealer_app.session.training.journal import AnswerRecord


@dataclass(frozen=True, slots=True)
class SkillStats:
    skill: Skill
    answers: int
    correct: int
    mean_seconds: float
    recent_accuracy: float  # the last ten answers
    earlier_accuracy: float | None  # the answers before those (None: fewer than eleven)
    worst_game: str | None

    @property
    def accuracy(self) -> float:
        return self.correct / self.answers if self.answers else 0.0

    @property
    def strong(self) -> bool:
        return (
            self.answers >= 5
            and self.recent_accuracy >= 0.85
            and self.mean_seconds <= TARGET_SECONDS[self.skill]
        )

    @property
    def weak(self) -> bool:
        return self.answers >= 3 and self.recent_accuracy < 0.7


@dataclass(frozen=True, slots=True)
class StudentReport:
    student: str
    skills: tuple[SkillStats, ...]
    untried: tuple[Skill, ...]
    suggestion: tuple[Skill, str]
    first_day: str
    last_day: str
    weak_tags: tuple[str, ...] = ()  # hard cases answered badly, worst first

    @property
    def strong(self) -> tuple[Skill, ...]:
        return tuple(stats.skill for stats in self.skills if stats.strong)

    @property
    def weak(self) -> tuple[Skill, ...]:
        return tuple(stats.skill for stats in self.skills if stats.weak)


def student_report(student: str, records: Sequence[AnswerRecord]) -> StudentReport:
    """Strong and weak skills over time, and the drill to do next: the skill whose recent
    answers are the worst, in the game where it went worst (with no weak skill, an untried
    one first)."""
    mine = [record for record in records if record.student == student]
    stats = []
    for skill in SKILL_ORDER:
        of_skill = [record for record in mine if record.skill is skill]
        if not of_skill:
            continue
        recent = of_skill[-10:]
        earlier = of_skill[:-10]
        by_game: dict[str, list[bool]] = {}
        for record in of_skill:
            by_game.setdefault(record.game, []).append(record.correct)
        worst = min(by_game, key=lambda game: (sum(by_game[game]) / len(by_game[game]), game))
        stats.append(
            SkillStats(
                skill,
                len(of_skill),
                sum(record.correct for record in of_skill),
                sum(record.seconds for record in of_skill) / len(of_skill),
                sum(record.correct for record in recent) / len(recent),
                sum(record.correct for record in earlier) / len(earlier) if earlier else None,
                worst,
            )
        )
    tried = {each.skill for each in stats}
    untried = tuple(skill for skill in SKILL_ORDER if skill not in tried)
    weak = [each for each in stats if each.weak]
    if untried and not weak:
        skill = untried[0]
        suggestion = (skill, games_for(skill)[0])
    elif stats:
        worst_stats = min(
            stats,
            key=lambda each: (
                each.recent_accuracy,
                -each.mean_seconds / TARGET_SECONDS[each.skill],
                each.answers,
            ),
        )
        suggestion = (worst_stats.skill, worst_stats.worst_game or GAMES[0])
    else:
        suggestion = (SKILL_ORDER[0], GAMES[0])
    days = sorted(record.at[:10] for record in mine)
    by_tag: dict[str, list[bool]] = {}
    for record in mine:
        for tag in record.tags[1:]:  # the first is the skill: reported above
            by_tag.setdefault(tag, []).append(record.correct)
    weak_tags = sorted(
        (
            tag
            for tag, results in by_tag.items()
            if len(results) >= 5 and sum(results) < 0.7 * len(results)
        ),
        key=lambda tag: (sum(by_tag[tag]) / len(by_tag[tag]), tag),
    )
    return StudentReport(
        student,
        tuple(stats),
        untried,
        suggestion,
        days[0] if days else "",
        days[-1] if days else "",
        tuple(weak_tags),
    )
