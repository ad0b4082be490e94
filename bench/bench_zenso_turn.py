"""Server-side time of one Zensō move through the Discord double (4 players).

Each sample is one typed ``/zenso …`` command (``cogs/zenso.py``: one subcommand per kind
of move, its option holding the rest of the notation of ``bot/games/zenso/notation.py``)
from the moment its payload is fed to discord.py until every handler finished: parsing,
loading from SQLite, the engine's apply, the commit and, when ``end`` closes a turn, the
board rendered and posted. Moves are random legal moves; a finished game is replaced by a
new one. The skeleton is ``bench/turn_through_double.py``; this file names the commands.

    python bench/bench_zenso_turn.py [--moves 200] [--seed 1]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from turn_through_double import TypedGame, main

# ``skip``, ``done`` and ``end`` are whole notations: their commands take no option.
ZENSO = TypedGame(
    kind="zenso", players=4,
    options={"combine": "stone", "buy": "card", "swap": "cards", "move": "lantern",
             "take": "slot", "bonus": "item", "draw": "card", "keep": "card",
             "place": "placement", "stone": "cell", "lantern": "cell", "validate": "card",
             "witness": "stones", "pay": "cell"})

if __name__ == "__main__":
    main(ZENSO, __doc__, default_moves=200)
