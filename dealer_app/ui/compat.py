"""A guard against a reference-count bug of PySide6 6.12 on Python 3.11.

On Python 3.11 (before CPython made ``None``, ``True`` and ``False`` immortal in 3.12), every
call of a PySide6 6.12 method that returns nothing gives back ``None`` without taking a new
reference to it, and ``Signal.emit()`` does the same with ``True``. Each call therefore takes one
reference away; a few dozen hands later the interpreter aborts with "deallocating None".
Raising those singletons' counts by 2**40 once at start-up makes them effectively immortal,
as they are on 3.12. The right cure is Python 3.12+ or a fixed PySide6; this keeps 3.11 safe.
"""

from __future__ import annotations

import ctypes
import sys

_DONE: list[bool] = []


def guard_singletons() -> None:
    """Make ``None``, ``True``, ``False`` effectively immortal on CPython < 3.12 (once)."""
    if _DONE or sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    for singleton in (None, True, False):
        # ob_refcnt is the first field of every CPython object; id() is its address.
        count = ctypes.c_ssize_t.from_address(id(singleton))
        count.value += 1 << 40
    _DONE.append(True)
