"""A real, throw-away PostgreSQL server for the tests and benchmarks that need one.

The store's PostgreSQL back end is tested against the real thing, never a fake: this
module finds Debian's (or any) PostgreSQL binaries, makes a cluster in a temporary
folder, starts it on a free port of 127.0.0.1 and stops it at the end. ``initdb`` refuses
to run as root (CI runs as root), so as root the cluster belongs to the ``postgres`` user
and every server command runs through ``runuser``.

Durability settings are off (fsync, synchronous_commit, full_page_writes): the tests check
behaviour, not power cuts, and a 2-core machine should spend seconds, not minutes, here.
"""

from __future__ import annotations

import contextlib
import glob
import itertools
import os
import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path


class NoPostgres(RuntimeError):
    """No PostgreSQL server binaries on this machine: the tests that need a server fail
    with this (never skip), saying how to install one."""


def binaries() -> Path:
    """The folder holding ``initdb``, ``pg_ctl`` and ``postgres``."""
    found = shutil.which("pg_ctl")
    if found:
        return Path(os.path.realpath(found)).parent
    for folder in sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True):
        if Path(folder, "pg_ctl").exists():
            return Path(folder)
    raise NoPostgres("PostgreSQL is not installed (apt-get install postgresql)")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass(frozen=True)
class Server:
    port: int
    folder: Path

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"


def _as_owner(command: list[str]) -> list[str]:
    # initdb and postgres refuse root; the Debian package's postgres user owns the cluster
    if os.geteuid() == 0:
        return ["runuser", "-u", "postgres", "--", *command]
    return command


def _initdb(bin_dir: Path, data: Path, attempts: int = 3) -> None:
    """A new cluster in ``data``. Tried again after a failure (once in a CI run initdb
    failed at once and then worked: what it said is kept for the error)."""
    said = ""
    for attempt in range(attempts):
        shutil.rmtree(data, ignore_errors=True)
        done = subprocess.run(_as_owner([str(bin_dir / "initdb"), "-D", str(data), "-A",
                                         "trust", "-U", "postgres", "--no-sync", "-E",
                                         "UTF8", "--locale", "C"]),
                              capture_output=True, text=True, check=False)
        if done.returncode == 0:
            return
        said = (done.stderr or done.stdout).strip()
        time.sleep(1 + attempt)
    raise RuntimeError(f"initdb failed {attempts} times; it said: {said}")


@contextlib.contextmanager
def running_server() -> Iterator[Server]:
    """A fresh PostgreSQL cluster, started and stopped around the block."""
    bin_dir = binaries()
    folder = Path(tempfile.mkdtemp(prefix="pg-test-"))
    data = folder / "data"
    if os.geteuid() == 0:
        shutil.chown(folder, "postgres", "postgres")
    port = free_port()
    run = {"check": True, "capture_output": True, "text": True}
    _initdb(bin_dir, data)
    options = (f"-p {port} -k {folder} -c listen_addresses=127.0.0.1 -c fsync=off "
               "-c synchronous_commit=off -c full_page_writes=off "
               "-c shared_buffers=32MB -c max_connections=60")
    subprocess.run(_as_owner([str(bin_dir / "pg_ctl"), "-D", str(data), "-w", "-l",
                              str(folder / "log"), "-o", options, "start"]), **run)
    try:
        yield Server(port, folder)
    finally:
        subprocess.run(_as_owner([str(bin_dir / "pg_ctl"), "-D", str(data), "-m", "fast",
                                  "-w", "stop"]), capture_output=True)
        shutil.rmtree(folder, ignore_errors=True)


_databases = itertools.count(1)


async def fresh_database(server: Server) -> str:
    """A new, empty database on ``server`` (one per test: nothing leaks between them):
    its URL."""
    import asyncpg

    name = f"test_{os.getpid()}_{next(_databases)}"
    admin = await asyncpg.connect(server.url())
    try:
        await admin.execute(f"CREATE DATABASE {name}")
    finally:
        await admin.close()
    return server.url(name)
