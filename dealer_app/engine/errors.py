"""The one error the engine raises for anything the rules or the cards forbid."""


class IllegalAction(ValueError):
    """Refused input, carrying one full sentence for the dealer.

    The state that raised it is unchanged: every check happens before anything is applied.

    >>> str(IllegalAction("Seat 4 may raise to at most 800: pot limit."))
    'Seat 4 may raise to at most 800: pot limit.'
    """
