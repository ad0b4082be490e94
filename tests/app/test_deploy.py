"""Deployment: the Procfile runs ``python -m bot run``, which refuses to start without a
token (one sentence, a failing exit status, so a host does not restart-loop a console),
and a stop signal closes the bot in order instead of killing it mid-write."""

from __future__ import annotations

import asyncio
import signal
from pathlib import Path

from bot import __main__ as cli
from bot.app import boards
from bot.config import Settings
from tests.app.test_cli import run_bot

ROOT = Path(__file__).resolve().parents[2]


def test_the_procfile_runs_the_bot_not_the_console():
    assert (ROOT / "Procfile").read_text().strip() == "worker: python -m bot run"


def test_run_without_a_token_refuses_in_one_sentence(tmp_path):
    done = run_bot("run", env={"CWD": str(tmp_path), "DATABASE_PATH": str(tmp_path / "x")})
    assert done.returncode == 2
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and "DISCORD_TOKEN is not set" in lines[0]
    assert not (tmp_path / "x").exists()  # no store opened, no console started


def test_sigterm_closes_the_bot(monkeypatch):
    events: list[str] = []

    class FakeBot:
        def __init__(self, settings):
            self.closed = asyncio.Event()

        async def __aenter__(self):
            return self

        async def __aexit__(self, *exc):
            return None

        async def start(self, token):
            events.append("started")
            signal.raise_signal(signal.SIGTERM)  # the host stops the worker
            await self.closed.wait()

        async def close(self):
            events.append("closed")
            self.closed.set()

    import bot.discord_app.client as client

    monkeypatch.setattr(client, "GameBot", FakeBot)
    monkeypatch.setattr(boards, "enable_process_pool", lambda enabled=True, **kw: None)
    # nor the thinking pool: on for the rest of the run, it would think the toy engines
    # other tests register in workers that never heard of them
    from bot.app import thinking

    monkeypatch.setattr(thinking, "enable_thinking_pool", lambda enabled=True: None)
    # nor the heap keeping: it would freeze every later test's heap (but it is asked for)
    from bot.app import heap

    monkeypatch.setattr(heap, "enable_heap_keeping",
                        lambda enabled=True, **kw: events.append("heap kept"))
    assert cli._run(Settings(token="x" * 24 + "." + "y" * 6 + "." + "z" * 27)) == 0
    assert events == ["heap kept", "started", "closed"]
