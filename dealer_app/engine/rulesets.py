"""Rule-set presets: where the rule books disagree, the table chooses TDA, RRoP or WSOP.

RULES.md says "per preset" at each of these points; the table setup shows which preset is in
force, and ``docs/rules.md`` says what each preset does, with the rule-book numbers.

>>> TDA.name, TDA.limit_cap_lifted, RRoP.limit_cap_lifted
('TDA', 'event heads-up', 'fewer than three with chips')
>>> TDA.open_pair_big_bet, RRoP.open_pair_big_bet, WSOP.stud_showing_ties
(False, True, 'highest card by suit')
>>> ruleset_named("wsop") is WSOP
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

from dealer_app.engine.errors import IllegalAction
from dealer_app.messages import QT_TRANSLATE_NOOP

# RULES 3: when the fixed-limit cap (a bet and three raises) no longer applies.
CapLifted = Literal["event heads-up", "fewer than three with chips"]
# RULES 5: who acts first between tied showing hands in stud.
ShowingTies = Literal["highest card by suit", "position"]
# RULES 7: how a stud-family odd chip is placed between tied hands.
StudOddChip = Literal["highest card of the five", "highest high, lowest low, all cards"]
Button = Literal["dead", "moving"]


@dataclass(frozen=True, slots=True)
class RuleSet:
    """One preset. Every field names the rule-book clause it follows."""

    name: str
    title: str
    # Fixed limit (RULES 3): TDA 2024 rule 48 and WSOP keep the cap heads-up until the whole
    # event is down to two players; RRoP caps only while three or more players not all-in
    # contest the pot (a round capped that way stays capped).
    limit_cap_lifted: CapLifted
    # Fixed limit: an all-in of at least half a bet counts as a full raise (RULES 3, RRoP).
    limit_half_bet_reopens: bool
    # Stud odd chip (RULES 7): TDA 2024 rule 20-B and WSOP, the highest card by suit of the
    # five-card winning hand (razz and both halves of hi/lo too); RRoP, all the cards, the
    # highest for a high half, the lowest for a low half and razz.
    stud_odd_chip: StudOddChip
    # Stud tied showing hands (RULES 5): TDA 2024 RP-10-D and WSOP, the highest card by suit
    # acts first (razz too); RRoP, the first from the dealer's left.
    stud_showing_ties: ShowingTies
    # Big-blind ante: the blind is taken before the ante from a short stack (TDA 2024).
    big_blind_before_ante: bool
    # Stud high only: an open pair on fourth street allows the big bet (RRoP only; TDA 2024
    # RP-10-F and WSOP never double the bet on fourth street).
    open_pair_big_bet: bool
    # Tournaments: dead button (TDA 32); home games: moving button. The table may override.
    button: Button


TDA: Final = RuleSet(
    name="TDA",
    title="Poker TDA",
    limit_cap_lifted="event heads-up",
    limit_half_bet_reopens=True,
    stud_odd_chip="highest card of the five",
    stud_showing_ties="highest card by suit",
    big_blind_before_ante=True,
    open_pair_big_bet=False,
    button="dead",
)

RRoP: Final = RuleSet(
    name="RRoP",
    title="Robert's Rules of Poker",
    limit_cap_lifted="fewer than three with chips",
    limit_half_bet_reopens=True,
    stud_odd_chip="highest high, lowest low, all cards",
    stud_showing_ties="position",
    big_blind_before_ante=False,
    open_pair_big_bet=True,
    button="moving",
)

WSOP: Final = RuleSet(
    name="WSOP",
    title="WSOP",
    limit_cap_lifted="event heads-up",
    limit_half_bet_reopens=True,
    stud_odd_chip="highest card of the five",
    stud_showing_ties="highest card by suit",
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
        raise IllegalAction(
            QT_TRANSLATE_NOOP("Messages", "Unknown rule set '{name}': choose TDA, RRoP or WSOP."),
            name=name,
        ) from None
