"""``/bonsai …``: Bonsai moves typed with autocomplete fed by the engine's legal moves.

Every turn is also doable by taps alone through the board's Play button (with the tree
picture numbering the legal cells); these commands serve typists. Each value is re-parsed
and judged by the engine, so a value autocomplete never offered is refused with the
rule's own sentence. The cog is added only once the game is playable, so an unfinished
game registers no commands.
"""

from __future__ import annotations

from cogs._common import server_group
from cogs._game_cog import GameMovesCog, TypedMove, cog_setup


class BonsaiCog(GameMovesCog):
    group = server_group("bonsai", "Play Bonsai by typing moves")
    moves = (
        TypedMove("meditate", "Take a display card and its slot's tiles",
                  "choice", "Slot and kept tiles, e.g. 3 wood flower, 2 leaf, 4 none"),
        TypedMove("cultivate", "Start placing tiles one by one (or place the first with "
                  "/bonsai place)"),
        TypedMove("place", "Place one tile: its type and cell",
                  "tile", "Tile and cell: leaf -1,2, or wood 3 (a number on the picture)"),
        TypedMove("finish", "Stop placing (end the Cultivate or Helper); at turn start, "
                  "place nothing"),
        TypedMove("gain", "Choose the tile a Master card's 'any' gives",
                  "tile", "wood, leaf, flower or fruit"),
        TypedMove("claim", "Claim a goal tile your tree meets",
                  "goal", "The goal, e.g. green small"),
        TypedMove("renounce", "Give up for good every pending goal of a colour",
                  "colour", "The goal colour, e.g. green"),
        TypedMove("return", "Give back tiles above your capacity",
                  "tile", "The tiles, e.g. wood leaf"),
        TypedMove("mirror", "Mirror your pot (only while the bud stands alone)"),
        TypedMove("prune", "Remove one tile beside wood when no wood fits",
                  "cell", "The tile's cell x,y or its number on the picture"),
    )
    rules_description = "Bonsai's rules in short, with project decisions"
    # one message: the title, the sections, the credits last
    rules_separator = " "
    credits_first = False


setup = cog_setup(BonsaiCog)
