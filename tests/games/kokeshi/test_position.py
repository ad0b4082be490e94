"""The position builder conserves every tile and refuses a text that cannot be a
position: a tile in two places, or one lost under another."""

from __future__ import annotations

import pytest

from bot.games.kokeshi.position import all_tiles, build, tile_census


def test_a_built_position_holds_every_tile_once() -> None:
    state = build("""
        players 3
        market granny-04 - sumo-08
        seat 0
        princess 1 samurai-04, 2 quality-princess-1
    """)
    assert tile_census(state) == all_tiles(3)


@pytest.mark.parametrize("text", [
    # a placed Quality tile also listed as not placed yet
    "seat 0\nprincess 2 quality-princess-1\nquality quality-princess-1",
    # the same Quality tile listed twice
    "quality quality-princess-1 quality-princess-1",
    # two tiles in one track row: the first is lost
    "seat 0\nprincess 1 samurai-04-a, 1 samurai-04-b",
    # the same tile instance named twice
    "seat 0\nprincess 1 samurai-04-a\nseat 1\ngranny 1 samurai-04-a",
], ids=["quality-placed-and-free", "quality-twice", "row-twice", "instance-twice"])
def test_an_impossible_position_is_refused(text: str) -> None:
    with pytest.raises(ValueError, match=r"impossible position|used twice"):
        build(text)
