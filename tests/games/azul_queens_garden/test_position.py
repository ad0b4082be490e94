"""The position builder accounts for every tile and expansion exactly once and refuses
a text that cannot be a position."""

from __future__ import annotations

import pytest

from bot.games.azul_queens_garden.position import census, position
from tests.games.azul_queens_garden.support import T


def test_a_built_position_holds_every_component() -> None:
    state = position("players 3\ncurrent exp_blue_6 *3\nlaid L1 up exp_blue_5\n"
                     "seat 0 storage exp_yellow_1 blue_1 J\nseat 1 garden F0=blue_3")
    tiles, exps = census(state)
    assert all(tiles[kind] == T.copies for kind in T.kinds)
    assert sorted(exps.elements()) == sorted(T.expansions)


@pytest.mark.parametrize("text", [
    "current exp_blue_6 *3\nseat 0 storage exp_blue_6",
    "laid L1 up exp_blue_5\nseat 1 garden A0=up:exp_blue_5:0",
    "supply exp_yellow_1 exp_yellow_1",
    "current exp_nonsense_9",
    "seat 0 storage blue_1 blue_1 blue_1 blue_1",
], ids=["current-and-storage", "laid-and-garden", "supply-twice", "unknown", "four-copies"])
def test_an_impossible_position_is_refused(text: str) -> None:
    with pytest.raises(ValueError, match=r"impossible position|copies of"):
        position(text)
