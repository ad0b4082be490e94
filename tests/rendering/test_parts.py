"""Drawn parts share one budget of bytes, the least recently used dropped first
(rendering/parts.py): count-bounded caches together outgrew a render worker's ceiling,
which then emptied whole caches every few posts."""

from __future__ import annotations

import pytest
from PIL import Image

from rendering import parts
from rendering.parts import PartsCache, weight


def tile(colour: int, side: int = 10) -> Image.Image:
    return Image.new("RGBA", (side, side), (colour, 0, 0, 255))


def test_a_part_weighs_its_pixels_and_data() -> None:
    assert weight(tile(1, 10)) == 10 * 10 * 4
    assert weight(Image.new("L", (10, 10))) == 100
    assert weight(Image.new("RGB", (10, 10))) == 400  # Pillow keeps RGB in 4 bytes
    assert weight((tile(1), b"x" * 1000)) > 400 + 1000
    assert weight("abc") < weight("abc" * 100)


def test_the_least_recently_used_part_goes_first_whichever_function_drew_it() -> None:
    each = weight(tile(0)) + parts._ENTRY_BYTES
    cache = PartsCache(budget=3 * each)
    drawn: list[tuple[str, int]] = []

    def red(n: int) -> Image.Image:
        drawn.append(("red", n))
        return tile(n)

    def blue(n: int) -> Image.Image:
        drawn.append(("blue", n))
        return tile(n)

    kept_red, kept_blue = cache.keep(red), cache.keep(blue)
    kept_red(1)
    kept_blue(1)
    kept_red(2)
    assert kept_red(1) is kept_red(1)  # used again: now the most recent
    assert drawn == [("red", 1), ("blue", 1), ("red", 2)]
    kept_blue(2)  # over the budget: blue 1, the least recently used, goes
    assert len(cache) == 3 and cache.held <= cache.budget
    kept_red(1), kept_red(2), kept_blue(2)
    assert drawn == [("red", 1), ("blue", 1), ("red", 2), ("blue", 2)]
    kept_blue(1)
    assert drawn[-1] == ("blue", 1)
    info = kept_red.cache_info()
    assert (info.hits, info.misses) == (4, 2) and info.currsize <= 2


def test_clearing_one_function_keeps_the_others_parts() -> None:
    cache = PartsCache(budget=1 << 20)
    square, dot = cache.keep(lambda n: tile(n)), cache.keep(lambda n: tile(n, 2))
    for n in range(5):
        square(n), dot(n)
    square.cache_clear()
    assert square.cache_info().currsize == 0 and dot.cache_info().currsize == 5
    assert cache.held == 5 * (weight(tile(0, 2)) + parts._ENTRY_BYTES)


def test_keyword_and_positional_calls_are_kept_apart_as_lru_cache_keeps_them() -> None:
    cache = PartsCache(budget=1 << 20)
    calls = []

    def sized(n: int, side: int = 10) -> Image.Image:
        calls.append((n, side))
        return tile(n, side)

    kept = cache.keep(sized)
    assert kept(1, side=3).size == (3, 3) and kept(1, 3).size == (3, 3)
    assert kept(1, side=3) is not kept(1)
    assert calls == [(1, 3), (1, 3), (1, 10)]


def test_a_smaller_budget_drops_parts_at_once() -> None:
    cache = PartsCache(budget=1 << 20)
    kept = cache.keep(tile)
    for n in range(20):
        kept(n)
    cache.resize(weight(tile(0)) * 4)
    assert cache.held <= cache.budget and len(cache) < 20


TIGHT_MIB = 0.25


@pytest.fixture
def small_budget():
    before = parts.PARTS.budget
    parts.set_budget(TIGHT_MIB)
    yield
    parts.set_budget(before / 2**20)


def test_every_renderer_keeps_its_parts_in_the_one_budget(small_budget) -> None:
    """Boards of every game drawn under a budget smaller than one board's parts: the
    parts held stay within it, and the pictures are the same as with every part kept."""
    from bot.games import registry
    from rendering.base import renderers
    from rendering.common import clear_caches

    for kind, renderer in renderers().items():
        if kind not in registry():
            continue  # a toy game another test registered
        engine = registry()[kind]
        players = engine.max_players
        state = engine.setup(players, 3, engine.engine_options({}))
        names = [f"P{n}" for n in range(players)]
        tight = [image.png for image in renderer.boards(engine.view(state, None), names)]
        assert parts.PARTS.held <= parts.PARTS.budget
        parts.set_budget(256)
        clear_caches()
        roomy = [image.png for image in renderer.boards(engine.view(state, None), names)]
        assert parts.held_mib() > TIGHT_MIB, kind  # the board's parts, all kept
        assert tight == roomy, kind
        parts.set_budget(TIGHT_MIB)
        assert parts.PARTS.held <= parts.PARTS.budget
