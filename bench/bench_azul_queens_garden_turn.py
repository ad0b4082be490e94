"""Server-side time of one Azul: Queen's Garden move through the Discord double.

Each sample is one typed ``/azul_queens_garden …`` command from the moment its payload is
fed to discord.py until every handler finished (parse, load from SQLite, apply, commit,
and at a turn's end the board rendered and posted). Moves are random legal moves of a
4-player game (mostly not passes, so gardens grow); a finished game is replaced by a new
one. The skeleton is ``bench/turn_through_double.py``; this file names Azul's commands.

    python bench/bench_azul_queens_garden_turn.py [--moves 200] [--seed 1]
"""

from __future__ import annotations

import random
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from turn_through_double import TypedGame, main

from bot.games.base import Move

ENDING_A_ROUND = ("pass", "done")


def mostly_building(rng: random.Random, legal: Sequence[Move]) -> Move:
    """Four times in five a move that is not a pass, so gardens grow as in real games
    instead of rounds ending early on random passes."""
    others = [move for move in legal if move.notation not in ENDING_A_ROUND]
    return rng.choice(others if others and rng.random() < 0.8 else legal)


AZUL = TypedGame(
    kind="azul_queens_garden", players=4, choose=mostly_building,
    options={"acquire": "choice", "place": "move", "expand": "move", "buy": "area",
             "discard": "piece"})

if __name__ == "__main__":
    main(AZUL, __doc__, default_moves=200)
