"""A real small file system for the journal's failure paths: a tmpfs that can be filled, freed,
made read-only and writable again (Linux, as root: mount(8)). Tests skip without it, except in
CI (CI=true), where a skipped failure path would go unseen: there they fail."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest


class SmallDisk:
    """A tmpfs of ``size`` mounted at ``folder``; :meth:`fill` leaves it no byte free."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._filler = folder / f".filler-{uuid.uuid4().hex}"

    def fill(self) -> None:
        """Every free byte taken by a file of its own (the journal's next write fails)."""
        fd = os.open(self._filler, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        try:
            for block in (1 << 16, 4096, 512, 1):
                with contextlib.suppress(OSError):
                    while True:
                        os.write(fd, b"\0" * block)
        finally:
            os.close(fd)

    def free(self) -> None:
        self._filler.unlink(missing_ok=True)

    def read_only(self) -> None:
        _mount("-o", "remount,ro", str(self.folder))

    def writable(self) -> None:
        _mount("-o", "remount,rw", str(self.folder))


def _mount(*args: str) -> None:
    subprocess.run(["mount", *args], check=True, capture_output=True, timeout=30)


def can_mount() -> bool:
    return sys.platform.startswith("linux") and hasattr(os, "geteuid") and os.geteuid() == 0


def skip_unless_ci(reason: str) -> None:
    """Skip the test; in CI (CI=true) fail it instead: CI must run the journal's failure paths."""
    if os.environ.get("CI") == "true":
        pytest.fail(f"CI must run this test: {reason}")
    pytest.skip(reason)


@contextlib.contextmanager
def small_disk(folder: Path, size: str = "4m") -> Iterator[SmallDisk]:
    """A tmpfs at ``folder`` for the block; skips the test where it cannot be mounted."""
    if not can_mount():
        skip_unless_ci("a tmpfs needs Linux and root (mount)")
    folder.mkdir(parents=True, exist_ok=True)
    try:
        _mount("-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder))
    except (OSError, subprocess.SubprocessError) as error:
        skip_unless_ci(f"cannot mount a tmpfs here: {error}")
    try:
        yield SmallDisk(folder)
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False, capture_output=True)
