"""The drills against the engine: on random situations of every game, the engine's answer is
accepted and every near miss refused; a seed gives the same question again."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from dealer_app.engine.betting import NoRaise
from dealer_app.engine.drills import (
    GAMES,
    Kind,
    Skill,
    check,
    english,
    games_for,
    generate,
    live_hand,
    prompt,
    reasoning,
    truth,
    wrong_answers,
)
from dealer_app.engine.drills.questions import Question
from dealer_app.engine.hand import Hand, HandSetup
from dealer_app.engine.variants import VARIANTS

PAIRS = [(skill, game) for skill in Skill for game in games_for(skill)]


def _judge_many(skill: Skill, game: str, count: int, seed: int) -> None:
    rng = random.Random(f"{seed}:{skill}:{game}")
    for _ in range(count):
        question = generate(skill, game, rng)
        answer = truth(question)
        verdict = check(question, answer)
        assert verdict.correct and verdict.expected == answer
        assert verdict.reasoning and all(english(line) for line in verdict.reasoning)
        assert english(prompt(question))
        wrong = wrong_answers(question)
        assert wrong
        for each in wrong:
            assert not check(question, each).correct, (question, each)


@pytest.mark.parametrize(("skill", "game"), PAIRS, ids=[f"{s.name}-{g}" for s, g in PAIRS])
def test_right_answer_accepted_wrong_refused(skill: Skill, game: str) -> None:
    _judge_many(skill, game, 25, 1)


@pytest.mark.deep
@pytest.mark.parametrize(("skill", "game"), PAIRS, ids=[f"{s.name}-{g}" for s, g in PAIRS])
def test_right_answer_accepted_wrong_refused_deep(skill: Skill, game: str) -> None:
    _judge_many(skill, game, 400, 2)


def test_every_game_has_its_skills() -> None:
    assert set(GAMES) <= set(VARIANTS)
    for game in GAMES:
        assert {s for s in Skill if game in games_for(s)} >= {
            Skill.TO_CALL,
            Skill.SIDE_POTS,
            Skill.SHOWDOWN,
            Skill.BEST_HAND,
        }
    with pytest.raises(ValueError, match="bring-in is not asked in No-limit hold'em"):
        generate(Skill.BRING_IN, "nlhe", random.Random(1))


def test_same_seed_same_question() -> None:
    for skill, game in PAIRS:
        first = generate(skill, game, random.Random(f"exam:{skill}:{game}"))
        again = generate(skill, game, random.Random(f"exam:{skill}:{game}"))
        assert first == again


def test_pot_limit_answer_is_the_engines_figure() -> None:
    """The answer is the engine's maximum, including the seed's worked example."""
    setup = HandSetup(VARIANTS["plo"], (1000,) * 4, blinds=(10, 20, 0, 0), min_bet=20)
    question = generate(Skill.POT_LIMIT_MAX, "plo", random.Random(11))
    assert truth(question) == question.hand().options().max_to

    seed_example = Question(Skill.POT_LIMIT_MAX, "plo", setup, (), player=2)
    assert truth(seed_example) == 70
    assert check(seed_example, 70).correct
    assert not check(seed_example, 60).correct
    lines = [english(line) for line in reasoning(seed_example)]
    assert "raise to 20 + 50 = 70" in lines[-1]


def test_raise_allowed_choices_follow_the_engine() -> None:
    seen = set()
    rng = random.Random(5)
    for _ in range(60):
        question = generate(Skill.RAISE_ALLOWED, "lhe", rng)
        options = question.hand().options()
        key = "yes" if options.can_raise else (options.no_raise or NoRaise.CAPPED).value
        assert question.choice_keys[truth(question) - 1] == key  # type: ignore[operator]
        seen.add(key)
    assert {"yes", NoRaise.CAPPED.value} <= seen


def test_side_pots_in_any_order_with_seats_in_any_order() -> None:
    rng = random.Random(9)
    question = generate(Skill.SIDE_POTS, "nlhe", rng)
    pots = truth(question)
    assert question.kind is Kind.POTS
    shuffled = tuple((amount, tuple(reversed(seats))) for amount, seats in reversed(pots))  # type: ignore[union-attr,arg-type]
    assert check(question, shuffled).correct
    assert question.hides_pots


def test_bring_in_and_first_to_act_are_the_engines_actor() -> None:
    for skill in (Skill.BRING_IN, Skill.FIRST_TO_ACT):
        for game in games_for(skill):
            question = generate(skill, game, random.Random(3))
            hand: Hand = question.hand()
            assert truth(question) == hand.actor + 1  # type: ignore[operator]


@pytest.mark.parametrize("game", GAMES)
def test_live_hand_figures_follow_the_hand(game: str) -> None:
    """Live dealing: each figure asked in the order the hand is played, each judged by the
    engine; the same seed gives the same hand."""
    for seed in range(6):
        questions = live_hand(game, f"{game}{seed}")
        assert questions == live_hand(game, f"{game}{seed}")
        lengths = [len(question.actions) for question in questions]
        assert lengths == sorted(lengths)
        for question in questions:
            assert question.skill in (
                Skill.TO_CALL,
                Skill.POT_LIMIT_MAX,
                Skill.SIDE_POTS,
                Skill.SHOWDOWN,
            )
            assert check(question, truth(question)).correct
            assert not any(check(question, wrong).correct for wrong in wrong_answers(question))


def test_pot_limit_questions_include_preflop_dead_and_short_blinds() -> None:
    """TDA 54: pre-flop with a dead small blind or a big blind posted short, the answer is the
    engine's count (engineer "rules" makes it count the full blinds)."""
    rng = random.Random(54)
    seen = set()
    for _ in range(300):
        question = generate(Skill.POT_LIMIT_MAX, "plo", rng)
        hand = question.hand()
        setup = question.setup
        if hand.street != 0 or setup.player_count < 3:
            continue
        if setup.blinds[0] == 0:
            seen.add("dead small blind")
        elif setup.starting_stacks[1] < setup.blinds[1]:
            seen.add("short big blind")
        assert truth(question) == hand.options().max_to
    assert seen == {"dead small blind", "short big blind"}


def test_irregularity_answer_is_the_assistants_ruling_for_the_preset() -> None:
    """RULES 9: the right choice is dealer_errors' ruling under the table's rule set; the
    other choices are other rulings (other presets, other moments, other errors)."""
    from dealer_app.engine.dealer_errors import rule_on
    from dealer_app.engine.drills.questions import decode_steps

    rng = random.Random(19)
    errors = set()
    for game in ("nlhe", "plo", "stud", "27td"):
        for _ in range(30):
            question = generate(Skill.IRREGULARITY, game, rng)
            assert question.error is not None
            ruling = rule_on(
                question.hand(), question.error, player=question.player, action=question.held
            )
            answer = truth(question)
            assert isinstance(answer, int)
            assert question.choice_keys[answer - 1] == ruling.text
            chosen = question.choices[answer - 1].text
            assert decode_steps(chosen.values[0]) == ruling.steps
            assert len(set(question.choice_keys)) == len(question.choice_keys) >= 3
            lines = [english(line) for line in reasoning(question)]
            assert lines[: len(ruling.steps)] == [step.text for step in ruling.steps]
            assert ruling.source in lines[-1]
            errors.add(question.error)
    assert len(errors) >= 8


def test_irregularity_premature_turn_differs_by_preset() -> None:
    """RULES 9: a premature turn is reshuffled under TDA, set aside under RRoP and WSOP; the
    question offers the other presets' ruling and accepts only the table's."""
    from dealer_app.engine.dealer_errors import DealerError

    rng = random.Random(39)
    seen: set[str] = set()
    for _ in range(400):
        question = generate(Skill.IRREGULARITY, "nlhe", rng)
        if question.error is not DealerError.PREMATURE_TURN:
            continue
        answer = truth(question)
        assert isinstance(answer, int)
        right = question.choice_keys[answer - 1]
        set_aside = question.setup.ruleset.name in ("RRoP", "WSOP")
        assert right.startswith("Set the premature card aside") is set_aside
        other = [key for key in question.choice_keys if key != right]
        assert any(key.startswith("Set the premature card aside") is not set_aside for key in other)
        assert not check(question, question.choice_keys.index(other[0]) + 1).correct
        seen.add("RRoP" if set_aside else "TDA")
        if seen == {"TDA", "RRoP"}:
            break
    assert seen == {"TDA", "RRoP"}


def test_chip_race_answer_is_the_tournament_engines_race() -> None:
    """RULES 11, TDA 24: the seats that win a chip and the value removed are the tournament
    engine's chip race on the table's stacks, leaving chips and cards."""
    from dealer_app.engine.drills.questions import race_result
    from dealer_app.engine.tournament.chip_race import race

    rng = random.Random(24)
    kept_in = added = removed = 0
    for _ in range(200):
        question = generate(Skill.CHIP_RACE, "nlhe", rng)
        deal = question.race
        assert deal is not None and question.kind is Kind.RACE
        setup = question.setup
        names = [setup.name(p) for p in range(setup.player_count)]
        result = race(
            list(zip(names, setup.starting_stacks, deal.chips, strict=True)),
            {name: cards for name, cards in zip(names, deal.cards, strict=True) if cards},
            leaving=deal.leaving,
            new=deal.new,
        )
        assert race_result(question) == result
        seats, value = truth(question)  # type: ignore[misc]
        assert seats == tuple(sorted(names.index(name) + 1 for name in result.winners))
        assert value == result.removed
        # The cards: one per chip left once each player's chips are coloured up in full.
        for count, cards in zip(deal.chips, deal.cards, strict=True):
            assert len(cards) == count * deal.leaving % deal.new // deal.leaving
        assert question.hand().stacks == list(setup.starting_stacks)  # nothing posted
        kept_in += bool(result.kept_in)
        added += result.removed < 0
        removed += result.removed > 0
    assert kept_in and added and removed


def test_chip_race_worked_example() -> None:
    """The chip race of the tournament engine's example: 25s leave for 100s."""
    from dealer_app.engine.cards import parse_known_cards
    from dealer_app.engine.drills import ChipRaceDeal
    from dealer_app.engine.drills.questions import Question

    setup = HandSetup(
        VARIANTS["nlhe"], (1000, 2000, 75), min_bet=100, names=("Anna", "Boris", "Chloe")
    )
    deal = ChipRaceDeal(
        25,
        100,
        (3, 1, 3),
        (parse_known_cards("2c Ah 4d"), parse_known_cards("Ks"), parse_known_cards("Qs Jd 3c")),
    )
    question = Question(Skill.CHIP_RACE, "nlhe", setup, (), race=deal)
    assert truth(question) == ((1, 2), -125)
    assert check(question, ((2, 1), -125)).correct
    assert not check(question, ((1, 2), 125)).correct
    assert not check(question, ((1, 2, 3), -125)).correct
    lines = [english(line) for line in reasoning(question)]
    assert "Anna A♥, Boris K♠, Chloe Q♠" in lines[2]  # highest card first
    assert any("Chloe kept in with one chip of 100" in line for line in lines)
    assert "Colour-up: the 25 chips leave" in english(prompt(question))


def _level_max_to(question: Question) -> int | None:
    """The engine's pot-limit maximum of the question's hand, told the level's full blinds
    (every drill table's small blind is half its big blind)."""
    setup = question.setup
    big = setup.min_bet
    hand = Hand(replace(setup, level_blinds=(big // 2, big)), question.actions)
    return hand.options().max_to


def test_pot_limit_key_counts_the_levels_full_blinds_with_a_dead_small_blind() -> None:
    """Issue 28, TDA 2024 rule 54-B, RULES 3: pre-flop with a dead small blind the key is the
    engine's maximum counted with the level's full blinds (700 at 100/200, never 600), over
    many generated questions."""
    rng = random.Random(28)
    dead = 0
    first_at_100_200 = []
    for index in range(900):
        games = games_for(Skill.POT_LIMIT_MAX)
        question = generate(Skill.POT_LIMIT_MAX, games[index % len(games)], rng)
        setup = question.setup
        if question.hand().street != 0 or len(setup.blinds) < 3 or setup.blinds[0] != 0:
            continue
        dead += 1
        expected = _level_max_to(question)
        assert truth(question) == expected, question
        assert check(question, expected).correct  # type: ignore[arg-type]
        if setup.min_bet == 200 and not question.actions and not any(setup.antes):
            first_at_100_200.append(question)
    assert dead >= 20
    worked = [q for q in first_at_100_200 if q.hand().options().all_in_to > 700]
    assert worked
    for question in worked:  # the worked example: raise to 700, not 600
        assert truth(question) == 700
        assert check(question, 700).correct
        assert not check(question, 600).correct
