"""Server-side time of one Bonsai move through the Discord double (4 players).

Each sample is one typed ``/bonsai …`` interaction from the moment its payload is fed to
discord.py until every handler finished: parsing, loading the game from SQLite, the
engine's apply, the commit and — when the turn ends — rendering the board in a worker
thread and posting it. Moves are random legal moves; a finished game is replaced. The
skeleton is ``bench/turn_through_double.py``; this file names Bonsai's commands.

    python bench/bench_bonsai_turn.py [--moves 200] [--seed 1]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from turn_through_double import TypedGame, main

BONSAI = TypedGame(
    kind="bonsai", players=4,
    options={"meditate": "choice", "place": "tile", "gain": "tile", "claim": "goal",
             "renounce": "colour", "return": "tile", "prune": "cell"})

if __name__ == "__main__":
    main(BONSAI, __doc__, default_moves=200)
