"""``/game resign`` at the very start of a two-player game of every game (both players
level), through the application: the game ends with the other player winning, and a
result sentence (Kokeshi used to fail here: its tie-break sentence read a breakdown the
resignation did not build, and the player saw "Something went wrong")."""

from __future__ import annotations

import pytest

from bot.app.messages import result_sentence
from bot.app.tables import Tables
from bot.games import registry
from tests.app.conftest import ANN, BEN, started_game


@pytest.mark.parametrize("kind", sorted(k for k, e in registry().items() if e.max_players >= 2))
async def test_a_level_two_player_game_can_be_resigned(tables: Tables, kind: str) -> None:
    game = await started_game(tables, ANN, BEN, kind=kind)
    resigner = next(s for s in game.seats if s.user_id == BEN.user_id).position
    game = await tables.resign(game.id, BEN)
    assert game.status == "finished"
    assert game.result["winners"] == [1 - resigner]
    sentence = result_sentence(kind, game.result)
    assert sentence.startswith(f"Player {resigner + 1} resigned. Player {2 - resigner} wins")
