"""The README's first quick-start command, proved on a fresh environment.

A new virtual environment gets ``requirements.txt`` alone (never the dev requirements, so a
run-time dependency kept only there fails here), then ``python -m bot`` - the README's own
command, with no ``DISCORD_TOKEN`` so it is the local console - plays one table of each of
the five games from ``/game new`` to its first board picture. Any traceback, any game
without a picture, or a non-zero exit fails the run.

Run by ``.ci/run``; by hand: ``python3 .ci/quickstart_smoke.py``.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAMES = ("splendor", "bonsai", "azul_queens_garden", "kokeshi", "zenso")


def console_script(game: str) -> str:
    """What a newcomer types: open a table, a friend joins, the host starts."""
    return "\n".join([
        f"alice: /game new game:{game}",
        "bob: /game join",
        "alice: /game start",
        "quit",
        "",
    ])


def fresh_environment(where: Path) -> Path:
    venv.EnvBuilder(with_pip=True).create(where)
    python = where / "bin" / "python"
    subprocess.run([python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                    "-r", ROOT / "requirements.txt"], check=True)
    return python


def play(python: Path, game: str, workdir: Path) -> list[str]:
    """Play one table in the console; the problems seen (none when it went well)."""
    boards = workdir / f"boards-{game}"
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    env.update(BOARD_DIR=str(boards), DATABASE_PATH=str(workdir / f"{game}.sqlite3"),
               PYTHONDONTWRITEBYTECODE="1")
    run = subprocess.run([python, "-m", "bot"], cwd=ROOT, env=env, input=console_script(game),
                         capture_output=True, text=True, timeout=300)
    output = run.stdout + run.stderr
    problems = []
    if run.returncode != 0:
        problems.append(f"exit code {run.returncode}")
    if "Traceback" in output or " ERROR " in output:
        problems.append("a traceback or an error was logged")
    if "(not possible" in output:
        problems.append("a console line was not possible")
    pictures = sorted(boards.glob("*.png"))
    if not pictures:
        problems.append("no board picture was written")
    if problems:
        print(output[-4000:], file=sys.stderr)
    return problems


def main() -> int:
    with tempfile.TemporaryDirectory(prefix="quickstart-") as tmp:
        workdir = Path(tmp)
        python = fresh_environment(workdir / "venv")
        failed = 0
        for game in GAMES:
            problems = play(python, game, workdir)
            verdict = "first board posted" if not problems else "; ".join(problems)
            print(f"quick start {game}: {verdict}")
            failed += bool(problems)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
