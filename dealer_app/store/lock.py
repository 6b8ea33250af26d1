"""One window per data folder: an operating-system lock on ``journal.lock`` in the folder.

The lock is ``fcntl.flock`` on POSIX and ``msvcrt.locking`` on Windows. Both belong to the
open file, so the operating system drops them when the process ends for any reason, a crash or
``kill -9`` included: a dead window never leaves a stale lock behind, and no "remove the lock
file" step exists. The lock file itself is kept (deleting it would let two windows lock two
different files of the same name); it holds the process id of the window that last locked it,
for a person looking, never read by the program.

This module is light (no ``sqlite3``): the window locks its folder before its first frame, so a
second copy says "already open" and opens nothing, and the journal itself is opened afterwards
with the held lock (``open_journal(folder, lock=lock)``).

>>> import tempfile
>>> with tempfile.TemporaryDirectory() as folder:
...     with DataFolderLock.acquire(folder):
...         DataFolderLock.acquire(folder)
Traceback (most recent call last):
...
dealer_app.store.errors.JournalError: This table is already open in another window of the dealer assistant.
"""

from __future__ import annotations

import errno
import os
import stat
import sys
from pathlib import Path
from types import TracebackType
from typing import Final, Self

from dealer_app.messages import QT_TRANSLATE_NOOP
from dealer_app.store.errors import JournalError

LOCK_FILE_NAME: Final = "journal.lock"
ALREADY_OPEN: Final = QT_TRANSLATE_NOOP(
    "Messages", "This table is already open in another window of the dealer assistant."
)

if sys.platform == "win32":
    import msvcrt

    def _try_lock(fd: int) -> bool:
        """Lock the first byte without waiting; False if another process holds it."""
        os.lseek(fd, 0, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError as error:
            if error.errno in (errno.EACCES, errno.EDEADLK):
                return False
            raise
        return True

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        """Lock the whole file without waiting; False if another open file holds it."""
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


_NO_FOLLOW: Final = getattr(os, "O_NOFOLLOW", 0)  # Windows has no symbolic-link flag: checked


def _refuse_odd_lock(path: Path) -> None:
    """A sentence for a lock that is a symbolic link or a folder; nothing is followed or changed.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     Path(folder, LOCK_FILE_NAME).mkdir()
    ...     DataFolderLock.acquire(folder)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    dealer_app.store.errors.JournalError: The lock file .../journal.lock is a folder: ...
    """
    if path.is_symlink():
        raise JournalError(
            QT_TRANSLATE_NOOP(
                "Messages",
                "The lock file {file} is a symbolic link: it is never followed (the dealer "
                "assistant would overwrite what it points to). Delete the link; the dealer "
                "assistant makes its lock file anew.",
            ),
            file=str(path),
        )
    if path.is_dir():
        raise JournalError(
            QT_TRANSLATE_NOOP(
                "Messages",
                "The lock file {file} is a folder: move it out of the data folder (or rename "
                "it); the dealer assistant makes its lock file anew.",
            ),
            file=str(path),
        )


class DataFolderLock:
    """The held lock of one data folder; release it with :meth:`release` or a ``with`` block.

    A second :meth:`acquire` on the same folder fails while this one is held, from another
    process or from this one (the lock belongs to the open file, not to the process).
    """

    def __init__(self, path: Path, fd: int) -> None:
        """Wrap an already locked file; use :meth:`acquire` to get one."""
        self.path = path
        self._fd: int | None = fd

    @classmethod
    def acquire(cls, data_dir: str | os.PathLike[str], *, create: bool = False) -> Self:
        """Lock ``data_dir`` for this window, or refuse at once.

        The folder must exist, unless ``create`` is true: then it is made first (with its
        parents). Raises :class:`JournalError` with :data:`ALREADY_OPEN` if another window holds
        it, or a sentence naming the folder if it cannot be made, or the lock file cannot be made
        or locked.
        """
        folder = Path(data_dir)
        if create:
            try:
                folder.mkdir(parents=True, exist_ok=True)
            except OSError as error:
                raise JournalError(
                    QT_TRANSLATE_NOOP(
                        "Messages", "The data folder {folder} cannot be created: {reason}."
                    ),
                    folder=str(folder),
                    reason=error.strerror or str(error),
                ) from error
        path = folder / LOCK_FILE_NAME
        _refuse_odd_lock(path)
        try:
            # os.open makes the descriptor non-inheritable: a program started by the window
            # does not keep the folder locked after the window ends. O_NOFOLLOW: a symbolic
            # link is never followed (truncating the lock would empty what it points to).
            fd = os.open(path, os.O_RDWR | os.O_CREAT | _NO_FOLLOW, 0o644)
        except OSError as error:
            _refuse_odd_lock(path)  # made meanwhile
            raise JournalError(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "The data folder {folder} cannot be locked for this window: {reason}.",
                ),
                folder=str(path.parent),
                reason=error.strerror or str(error),
            ) from error
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            os.close(fd)
            raise JournalError(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "The lock file {file} is not a file (a device or a pipe): move it out of the "
                    "data folder; the dealer assistant makes its lock file anew.",
                ),
                file=str(path),
            )
        try:
            locked = _try_lock(fd)
        except OSError as error:
            os.close(fd)
            raise JournalError(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "The data folder {folder} cannot be locked for this window (the folder's "
                    "file system refused the lock: {reason}).",
                ),
                folder=str(path.parent),
                reason=error.strerror or str(error),
            ) from error
        if not locked:
            os.close(fd)
            raise JournalError(ALREADY_OPEN)
        try:
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode())
        except OSError:
            pass  # the process id is a courtesy for a person looking; the lock is what counts
        return cls(path, fd)

    @property
    def folder(self) -> Path:
        """The data folder this lock is for."""
        return self.path.parent

    @property
    def held(self) -> bool:
        """True until :meth:`release`."""
        return self._fd is not None

    def release(self) -> None:
        """Let another window open the folder; doing it twice is harmless."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        try:
            _unlock(fd)
        finally:
            os.close(fd)  # closing alone would release it too; unlocking first is explicit

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.release()
