"""``/splendor …``: typed moves with autocomplete fed by the engine's legal moves.

Every turn is also doable by taps alone through the board's Play button; these commands
serve typists. Each command's value is re-parsed and judged by the engine, so a value
autocomplete never offered is refused with the rule's own sentence.
"""

from __future__ import annotations

from cogs._common import server_group
from cogs._game_cog import GameMovesCog, TypedMove, cog_setup


class SplendorCog(GameMovesCog):
    group = server_group("splendor", "Play Splendor by typing moves")
    moves = (
        TypedMove("take", "Take 3 different gems, or 2 of one colour",
                  "gems", "The gems, e.g. W U G or R R"),
        TypedMove("reserve", "Reserve a market card or a deck's top card",
                  "card", "A market slot like T2-3, or a deck like D1"),
        TypedMove("buy", "Buy a market card or one you reserved",
                  "card", "A market slot like T2-3, or 'reserved 1' for your first "
                          "reserved card"),
        TypedMove("return", "Give back the tokens above the limit",
                  "tokens", "The tokens to return, e.g. R K or W W"),
        TypedMove("noble", "Choose which qualifying noble visits you",
                  "noble", "The noble by what it needs, e.g. 4W 4U"),
    )
    rules_description = "Splendor's rules in short, with this bot's choices"


#: ``/splendor rules``' messages: the credits, then the engine's rules sections
rules_messages = SplendorCog.rules_messages
setup = cog_setup(SplendorCog)
