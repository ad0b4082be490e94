"""The README's console example, played line by line as a newcomer would type it."""

from __future__ import annotations

import io
import re
from pathlib import Path

from bot.config import Settings
from bot.discord_app.console import run_console

README = Path(__file__).resolve().parents[2] / "README.md"


def readme_example() -> list[str]:
    text = README.read_text(encoding="utf-8")
    block = text.split("In the console you type", 1)[1].split("```", 2)[1]
    lines = []
    for line in block.strip().splitlines():
        typed = re.split(r"\s{2,}", line.strip())[0]  # drop the explanation column
        if re.match(r"^\w+: ", typed):
            lines.append(typed)
    return lines


async def test_the_readme_example_works_every_time(tmp_path):
    lines = readme_example()
    assert lines[0].startswith("alice: /game new") and len(lines) == 5
    for attempt in range(3):  # every game has a new random seed; seats are as joined
        script = tmp_path / f"readme-{attempt}.txt"
        script.write_text("\n".join([*lines, "quit"]))
        out = io.StringIO()
        settings = Settings(board_dir=tmp_path / f"boards-{attempt}")
        assert await run_console(settings, script=str(script), out=out) == 0
        text = out.getvalue()
        assert "(not possible" not in text, text
        assert "Alice took white, blue and green." in text, text[-1500:]
