"""A throwaway PostgreSQL server of our own: Debian's ``initdb`` and ``pg_ctl`` on a temporary
folder and a free port on 127.0.0.1, started and stopped by the tests and the bench.

PostgreSQL refuses to run as root: when the tests run as root (CI does), the server runs as the
``postgres`` user that Debian's package creates (else ``nobody``), through ``runuser``.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

SUPERUSER = "room_admin"  # the cluster's superuser (initdb -U), who runs `room init`
ADMIN_PASSWORD = "secret"
DATABASE = "dealer_room"


def _bin_dir() -> Path | None:
    """Debian's newest server binaries (``/usr/lib/postgresql/N/bin``), else those on PATH."""
    found = sorted(
        glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"), key=lambda p: int(p.split("/")[4])
    )
    if found:
        return Path(found[-1]).parent
    on_path = shutil.which("pg_ctl")
    return Path(on_path).parent if on_path else None


def available() -> bool:
    return _bin_dir() is not None


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass
class Server:
    """One running cluster; :meth:`url` names a database on it for a user."""

    folder: Path
    port: int
    bin_dir: Path
    run_as: str | None
    options: tuple[str, ...] = field(default=())

    @property
    def data(self) -> Path:
        return self.folder / "data"

    def url(
        self, user: str = SUPERUSER, password: str | None = None, database: str = DATABASE
    ) -> str:
        """A URL as a station has it (``password`` None: the superuser's)."""
        if password is None:
            password = ADMIN_PASSWORD if user == SUPERUSER else ""
        secret = f":{password}" if password else ""
        return f"postgresql://{user}{secret}@127.0.0.1:{self.port}/{database}"

    def _run(self, *command: str, check: bool = True) -> subprocess.CompletedProcess[str]:
        words = [str(self.bin_dir / command[0]), *command[1:]]
        if self.run_as:
            runuser = shutil.which("runuser") or "/usr/sbin/runuser"  # sbin may be off PATH
            words = [runuser, "-u", self.run_as, "--", *words]
        return subprocess.run(words, capture_output=True, text=True, check=check, cwd="/")

    def start(self) -> None:
        settings = " ".join(
            [
                f"-p {self.port}",
                "-c listen_addresses=127.0.0.1",
                f"-c unix_socket_directories={self.folder}",
                "-c max_connections=400",
                *self.options,
            ]
        )
        result = self._run(
            "pg_ctl", "-D", str(self.data), "-l", str(self.folder / "log"), "-w", "-t", "60",
            "-o", settings, "start", check=False,
        )  # fmt: skip
        if result.returncode != 0:
            log = (self.folder / "log").read_text(errors="replace")[-2000:]
            raise RuntimeError(f"PostgreSQL did not start: {result.stderr}\n{log}")

    def stop(self, mode: str = "fast") -> None:
        self._run("pg_ctl", "-D", str(self.data), "-m", mode, "-w", "stop", check=False)

    def restart(self, mode: str = "fast") -> None:
        self.stop(mode)
        self.start()

    def remove(self) -> None:
        self.stop("immediate")
        shutil.rmtree(self.folder, ignore_errors=True)


def start_server(*options: str) -> Server:
    """initdb on a new temporary folder and start it; ``options`` are extra ``-c name=value``."""
    bin_dir = _bin_dir()
    if bin_dir is None:
        raise RuntimeError("PostgreSQL's server is not installed (apt-get install postgresql)")
    run_as = None
    if os.geteuid() == 0:
        run_as = "postgres"
        try:
            pwd.getpwnam(run_as)
        except KeyError:
            run_as = "nobody"
    folder = Path(tempfile.mkdtemp(prefix="dealer-room-pg-"))
    if run_as:
        account = pwd.getpwnam(run_as)
        os.chown(folder, account.pw_uid, account.pw_gid)
    server = Server(folder, _free_port(), bin_dir, run_as, options)
    password_file = folder / "pwfile"
    password_file.write_text(ADMIN_PASSWORD + "\n")
    if run_as:
        os.chown(password_file, account.pw_uid, account.pw_gid)
    result = server._run(
        "initdb", "-D", str(server.data), "-U", SUPERUSER, "--auth=trust",
        "--auth-host=scram-sha-256", f"--pwfile={password_file}", "-E", "UTF8",
        "--locale=C", "--no-sync", check=False,
    )  # fmt: skip
    if result.returncode != 0:
        shutil.rmtree(folder, ignore_errors=True)
        raise RuntimeError(f"initdb failed: {result.stderr}")
    server.start()
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:  # pg_ctl -w waited already; the port is open
        try:
            socket.create_connection(("127.0.0.1", server.port), timeout=1).close()
            break
        except OSError:
            time.sleep(0.1)
    return server
