"""The rules engine: pure Python, integers only, no Qt and no I/O.

Everything a dealer may ask of the rules is answered here; the window only shows it.
"""

from dealer_app.engine.errors import IllegalAction

__all__ = ["IllegalAction"]
