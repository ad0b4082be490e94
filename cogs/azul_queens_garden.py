"""``/azul_queens_garden …``: Azul: Queen's Garden moves typed with autocomplete fed by the engine.

Every turn is also doable by taps alone through the board's Play button; these commands
serve typists. Each value is re-parsed and judged by the engine, so a value autocomplete
never offered is refused with the rule's own sentence. The cog is added only once the
game is playable, so an unfinished game registers no commands. The group is named after
the game's key, as the core expects of every game (its "use /<game> there" hint and the
command-tree test).
"""

from __future__ import annotations

from cogs._common import server_group
from cogs._game_cog import GameMovesCog, TypedMove, cog_setup

KIND = "azul_queens_garden"


class AzulCog(GameMovesCog):
    group = server_group(KIND, "Play Azul: Queen's Garden by typing")
    moves = (
        TypedMove("acquire", "Acquire every kind of one colour or pattern",
                  "choice", "A colour or pattern, with duplicates: Bird, Yellow 2 from L1"),
        TypedMove("place", "Place a tile from your storage, paying its cost",
                  "move", "Tile, cell and payment, e.g. Blue 2 on F1 pay Yellow 2"),
        TypedMove("expand", "Place a face-up expansion from your storage",
                  "move",
                  "Expansion, area, orientation, payment: the Blue 3 expansion A0 o2 pay 2 jokers"),
        TypedMove("buy", "Buy the supply's top expansion face down (6 points)",
                  "area", "An empty area A0 to A5"),
        TypedMove("pass", "Pass for the rest of the round"),
        TypedMove("discard",
                  "While passing: discard a piece, or every tile and expansion, for their value",
                  "piece",
                  "A tile like Blue 3, an expansion like the Blue 3 expansion, or all of them"),
        TypedMove("done", "While passing: discard nothing more and pass"),
    )
    rules_description = "The rules in short, with the project's decisions"
    # the last message names every project decision
    rules_separator = " "


setup = cog_setup(AzulCog)
