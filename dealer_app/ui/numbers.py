"""Numbers as the dealer's language writes them: ``1 234,50`` in French and Russian.

English keeps the engine's way (``1234.50``); French groups the thousands with a narrow
no-break space and Russian with a no-break space, both with a decimal comma.

>>> amount(123450, 2), amount(70, 0)
('1234.50', '70')
"""

from __future__ import annotations

from dealer_app.messages import money_text
from dealer_app.ui import words

_GROUP = {"fr": "\u202f", "ru": "\u00a0"}


def amount(chips: int, decimals: int = 0) -> str:
    """Chips in the table's smallest unit, written the dealer's language's way."""
    english = money_text(chips, decimals)
    group = _GROUP.get(words.language())
    if group is None:
        return english
    sign, digits = ("-", english[1:]) if english.startswith("-") else ("", english)
    whole, _point, part = digits.partition(".")
    grouped = f"{int(whole):,}".replace(",", group)
    return sign + grouped + ("," + part if part else "")
