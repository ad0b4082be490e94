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
    assert lines[0].startswith("alice: /game new") and len(lines) == 6
    for attempt in range(3):  # every game has a new random seed; seats are as joined
        script = tmp_path / f"readme-{attempt}.txt"
        script.write_text("\n".join([*lines, "quit"]))
        out = io.StringIO()
        settings = Settings(board_dir=tmp_path / f"boards-{attempt}")
        assert await run_console(settings, script=str(script), out=out) == 0
        text = out.getvalue()
        assert "(not possible" not in text, text
        assert "Alice took white, blue, and green." in text, text[-1500:]


async def test_console_autocomplete_names_the_game_and_dms_are_labelled(tmp_path):
    script = tmp_path / "two-games.txt"
    script.write_text("\n".join([
        "bob: /settings notify mode:dm",
        "alice: /game new game:splendor",
        "bob: 1", "alice: 3",
        "alice: /game new game:splendor",
        "carol: 1", "alice: 3",
        "alice: /splendor take gems:?",          # two games: which one?
        "alice: /splendor take game:1 gems:?",   # typed as a number, it works
        "alice: /splendor take game:1 gems:W U G",
        "quit",
    ]))
    out = io.StringIO()
    assert await run_console(Settings(board_dir=tmp_path / "b"), script=str(script),
                             out=out) == 0
    text = out.getvalue()
    assert "(nothing to offer: Several games are open here; name one" in text, text[-2000:]
    assert "take W U G" in text  # the choices of game 1
    assert "── DM to bob" in text and "#None" not in text
