"""``/kokeshi …``: typed moves with autocomplete fed by the engine's legal moves.

Every decision (starting tiles, the advance, each cascade question, placing gained tiles)
is also doable by taps through the board's Play button; these commands serve typists.
Each value is re-parsed and judged by the engine, so a value autocomplete never offered
is refused with the rule's own sentence. The cog is added only once the game is
playable, so an unfinished game registers no commands.
"""

from __future__ import annotations

from cogs._common import server_group
from cogs._game_cog import GameMovesCog, TypedMove, cog_setup


class KokeshiCog(GameMovesCog):
    group = server_group("kokeshi", "Play Kokeshi by typing moves")
    moves = (
        TypedMove("start", "Place your two starting tiles on two tracks",
                  "tracks", "Tracks of your first and second tile, e.g. princess samurai"),
        TypedMove("advance", "Your turn: advance one Kokeshi one space",
                  "kokeshi", "The Kokeshi, e.g. granny"),
        TypedMove("side", "Choose the side of a slash tile",
                  "effect", "The Kokeshi or animal the side moves, e.g. granny or fox, or "
                  "its code (A*)"),
        TypedMove("first", "Choose which effect of a tile runs first",
                  "effect", "The Kokeshi or animal of the effect to run first, or its code"),
        TypedMove("move", "Choose the Kokeshi a tile lets you move",
                  "kokeshi", "The Kokeshi, e.g. sumo"),
        TypedMove("animal", "Choose the animal a tile lets you move",
                  "animal", "The animal, e.g. fox"),
        TypedMove("take", "After an empty landing: a market slot or Quality",
                  "tile", "A market slot 1-5, or q1/q2/q3 for a Quality tile"),
        TypedMove("gain", "Choose the market slot of a tile you gain",
                  "slot", "A market slot 1-5"),
        TypedMove("place", "Place a gained tile on a track (lowest empty row)",
                  "tile", "The tile and its track, e.g. samurai-01-a granny"),
    )
    rules_description = "Kokeshi's rules in short, with project choices"


setup = cog_setup(KokeshiCog)
