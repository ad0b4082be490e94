"""``/zenso …``: Zensō moves typed with autocomplete fed by the engine's legal moves.

Every turn is also doable by taps alone through the board's Play button (a card taken
with its bonus, each placement one choice, several Stones in one select, the turn ending
by itself when nothing optional is left); these commands serve typists, one per kind of
move. Each value is re-parsed and judged by the engine, so a
value autocomplete never offered is refused with the rule's own sentence. The cog is
added only once the game is playable, so an unfinished game registers no commands.
"""

from __future__ import annotations

from cogs._common import server_group
from cogs._game_cog import GameMovesCog, TypedMove, cog_setup


class ZensoCog(GameMovesCog):
    group = server_group("zenso", "Play Zensō by typing moves")
    moves = (
        TypedMove("combine", "Phase 1: add a Stone to the stack, or all",
                  "stone", "A Stone's cell like 1,0, or all"),
        TypedMove("done", "Phase 1: combine the Stones chosen so far"),
        TypedMove("skip", "Phase 1: combine nothing this turn"),
        TypedMove("buy", "Free action: buy a Harmony card",
                  "card", "A display position like D3, or deck"),
        TypedMove("swap", "Jizō of Exchange: a hand card for a display card",
                  "cards", "Your card and a position, like H05 D2"),
        TypedMove("move", "Jizō of Light: move a Lantern",
                  "lantern", "From and to, like 1,0 to 2,3"),
        TypedMove("take", "Phase 2: take a Terrain card from the row",
                  "slot", "The row slot, 1 to 6"),
        TypedMove("bonus", "Phase 2: choose one item of an OR bonus", "item", "1 or 2"),
        TypedMove("draw", "Take a Harmony card gained as a bonus",
                  "card", "A display position like D3, or deck"),
        TypedMove("keep", "Jizō of Insight: keep one of the drawn cards",
                  "card", "1, 2 or 3 (see your private message)"),
        TypedMove("place", "Phase 3: place the Terrain card",
                  "placement", "Top-left cell and rotation, like 1,-1 r90"),
        TypedMove("stone", "Put a Stone on a Sand space", "cell", "The cell, like 2,0"),
        TypedMove("lantern", "Put a Lantern on a landscape space", "cell", "The cell, like 0,1"),
        TypedMove("validate", "Phase 4: validate a Harmony card",
                  "card", "Card and footprint cell, like H01 3,0"),
        TypedMove("witness", "Phase 4: which Stones your Jizō discards",
                  "stones", "The Stone set's number"),
        TypedMove("pay", "Phase 4: a Stone paid as a card's cost",
                  "cell", "The Stone's cell, like 2,1"),
        TypedMove("end", "End your turn (the row and display refill)"),
    )
    rules_description = "Zensō's rules in short, with the project's choices"


setup = cog_setup(ZensoCog)
