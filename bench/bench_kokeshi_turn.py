"""Server-side time of one Kokeshi decision through the Discord double.

Each sample is one typed ``/kokeshi`` command from the moment its payload is fed to
discord.py until every handler finished: parsing, loading from SQLite, the engine's
apply (with its cascade), the commit and, when a turn ends, rendering and posting the
board. Moves are random legal moves of 4-player games; a finished game is replaced by a
new one. Prints median, p95 and max, split by whether the move ended a turn. The
skeleton is ``bench/turn_through_double.py``; this file names Kokeshi's commands.

    python bench/bench_kokeshi_turn.py [--moves 300] [--seed 1]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from turn_through_double import TypedGame, main

KOKESHI = TypedGame(
    kind="kokeshi", players=4, unit="decision",
    options={"start": "tracks", "advance": "kokeshi", "side": "effect", "first": "effect",
             "move": "kokeshi", "animal": "animal", "take": "tile", "gain": "slot",
             "place": "tile"})

if __name__ == "__main__":
    main(KOKESHI, __doc__, default_moves=300)
