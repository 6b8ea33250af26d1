"""Rule-set presets: where the rule books disagree, the table chooses TDA, RRoP or WSOP.

RULES.md says "per preset" at each of these points; the table setup shows which preset is in force.

>>> TDA.name, RRoP.heads_up_uncapped, WSOP.heads_up_uncapped
('TDA', True, False)
>>> ruleset_named("wsop") is WSOP
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

from dealer_app.engine.errors import IllegalAction

OddChipCards = Literal["all cards", "best five"]
Button = Literal["dead", "moving"]


@dataclass(frozen=True, slots=True)
class RuleSet:
    """One preset. Every field names the rule-book clause it follows."""

    name: str
    title: str
    # Fixed limit: the cap is lifted when only two players remain before it is reached (RRoP);
    # WSOP keeps it unless the tournament itself is heads-up.
    heads_up_uncapped: bool
    # Fixed limit: an all-in of at least half a bet counts as a full raise (RULES 3, RRoP).
    limit_half_bet_reopens: bool
    # Stud odd chip: which of the tied players' cards decide by suit (RULES 7, TDA 19).
    stud_odd_chip_cards: OddChipCards
    # Big-blind ante: the blind is taken before the ante from a short stack (TDA 2024).
    big_blind_before_ante: bool
    # Stud high only: an open pair on fourth street allows the big bet (RRoP; not WSOP).
    open_pair_big_bet: bool
    # Tournaments: dead button (TDA 32); home games: moving button. The table may override.
    button: Button


TDA: Final = RuleSet(
    name="TDA",
    title="Poker TDA",
    heads_up_uncapped=True,
    limit_half_bet_reopens=True,
    stud_odd_chip_cards="all cards",
    big_blind_before_ante=True,
    open_pair_big_bet=True,
    button="dead",
)

RRoP: Final = RuleSet(
    name="RRoP",
    title="Robert's Rules of Poker",
    heads_up_uncapped=True,
    limit_half_bet_reopens=True,
    stud_odd_chip_cards="all cards",
    big_blind_before_ante=False,
    open_pair_big_bet=True,
    button="moving",
)

WSOP: Final = RuleSet(
    name="WSOP",
    title="WSOP",
    heads_up_uncapped=False,
    limit_half_bet_reopens=True,
    stud_odd_chip_cards="best five",
    big_blind_before_ante=True,
    open_pair_big_bet=False,
    button="dead",
)

RULESETS: Final = {ruleset.name.lower(): ruleset for ruleset in (TDA, RRoP, WSOP)}


def ruleset_named(name: str) -> RuleSet:
    """The preset called ``tda``, ``rrop`` or ``wsop`` (any case)."""
    try:
        return RULESETS[name.strip().lower()]
    except KeyError:
        raise IllegalAction(f"Unknown rule set '{name}': choose TDA, RRoP or WSOP.") from None
