"""Kokeshi pictures: sizes, opacity, the 3 % font rule, alt text, decision badges and the
hidden supply order (a swap test on the PNG bytes)."""

from __future__ import annotations

import copy
import io
import random

import pytest
from PIL import Image

from bot.games.base import Move
from rendering import common
from rendering.base import DecisionChoice, get_renderer
from rendering.grids import min_font_size
from tests.games.kokeshi.support import ENGINE, build, play
from tests.games.kokeshi.test_examples import example8_state
from tests.perft import walked
from tests.rendering.test_common import assert_png_is_exactly

RENDERER = get_renderer("kokeshi")
NAMES = ["Aiko", "Bartholomew the Magnificent", "Carla", "Dee"]


def _check_png(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    assert 1000 <= image.width <= 1200
    assert image.mode in ("RGB", "P") and "transparency" not in image.info
    assert len(png) <= 300_000
    return image


@pytest.mark.parametrize(("players", "plies"), [(2, 0), (3, 150), (4, 260)])
def test_boards_are_phone_sized_opaque_and_readable(players: int, plies: int) -> None:
    state = walked(ENGINE, players, 9, plies)
    view = ENGINE.view(state, None)
    common.clear_caches()
    with common.record_font_sizes() as sizes:
        images = RENDERER.boards(view, NAMES[:players])
    assert len(images) == players + 1
    assert len({i.filename for i in images}) == len(images)
    for rendered in images:
        image = _check_png(rendered.png)
        assert image.height <= 1.4 * image.width
        assert 0 < len(rendered.alt) <= 1024
    assert min(sizes) >= min_font_size(1100)


def test_alt_text_states_the_position_in_words() -> None:
    state = play(example8_state(), "advance princess")
    view = ENGINE.view(state, None)
    table, workshop = RENDERER.boards(view, ["Aiko", "Bruno"])[:2]
    assert "Market:" in table.alt and "Round 1" in table.alt
    assert "Aiko: Panda 4" in table.alt
    assert "Princess (on row 3)" in workshop.alt and "To place: start-fisherman-2" in \
        workshop.alt


def test_decision_picture_has_a_badge_per_choice() -> None:
    state = play(example8_state(), "advance princess", "gain 1")
    moves = ENGINE.legal_moves(state, 0)
    choices = _choices([m for m in moves if m.notation.startswith("place start")])
    assert sorted(c.marker for c in choices) == ["1", "2", "3", "4", "5"]
    rendered = RENDERER.decision(ENGINE.view(state, 0), 0, NAMES[:2], choices)
    assert rendered is not None
    _check_png(rendered.png)
    assert "1 = Granny" in rendered.alt
    advance = RENDERER.decision(ENGINE.view(example8_state(), 0), 0, NAMES[:2],
                                _choices(ENGINE.legal_moves(example8_state(), 0)))
    assert advance is not None
    no_place = play(build("players 2\nseat 0"), "advance granny")
    assert RENDERER.decision(ENGINE.view(no_place, 0), 0, NAMES[:2],
                             _choices(ENGINE.legal_moves(no_place, 0))) is None


def _choices(moves: list[Move]) -> list[DecisionChoice]:
    return [DecisionChoice(m.marker or "?", (m.notation,)) for m in moves]


def test_swap_supply_order_gives_byte_identical_pictures() -> None:
    """Section 7: the supply's order is nobody's, so it cannot change any picture."""
    state = walked(ENGINE, 3, 4, 90)
    other = copy.deepcopy(state)
    random.Random(1).shuffle(other["supply"])
    other["rng"] = 99
    assert other["supply"] != state["supply"]
    a = RENDERER.boards(ENGINE.view(state, None), NAMES[:3])
    b = RENDERER.boards(ENGINE.view(other, None), NAMES[:3])
    assert [(i.png, i.alt) for i in a] == [(i.png, i.alt) for i in b]


def test_no_hand_picture() -> None:
    """Nothing is private in Kokeshi: no hand picture."""
    state = ENGINE.setup(2, 1, {})
    assert RENDERER.hand(ENGINE.view(state, 0), 0, NAMES[:2]) is None


def test_flat_colours_come_out_exactly() -> None:
    """Pictures are composed on one palette; a fill that shifted would show on every
    board, so each flat colour the pictures use must map onto its own entry."""
    from rendering import kokeshi

    flats = list(kokeshi.PALETTE.flats)
    assert {kokeshi._tile_fill(tile) for tile in kokeshi.R.tiles.values()} <= set(flats)
    strip = Image.new("RGB", (len(flats), 1))
    strip.putdata(flats)
    mapped = common.to_palette(kokeshi.PALETTE, strip).convert("RGB")
    assert [mapped.getpixel((x, 0)) for x in range(len(flats))] == flats
    ground = kokeshi.table_picture(ENGINE.view(walked(ENGINE, 4, 9, 0), None), NAMES)
    assert ground.convert("RGB").getpixel((2, 2)) == common.BACKGROUND


def test_cached_pictures_equal_fresh_ones_turn_after_turn() -> None:
    """A workshop that did not change is served from the cache: over a game's turns, every
    image equals the one drawn afresh with every cache emptied."""
    state = walked(ENGINE, 4, 3, 0)
    steps = 0
    rng = random.Random(5)
    while ENGINE.to_move(state) and steps < 120:
        seat = ENGINE.to_move(state)[0]
        state = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_moves(state, seat)).notation)
        steps += 1
        if steps % 15:
            continue
        view = ENGINE.view(state, None)
        warm = RENDERER.boards(view, NAMES)
        common.clear_caches()
        fresh = RENDERER.boards(view, NAMES)
        assert [(i.png, i.alt, i.filename) for i in warm] == \
            [(i.png, i.alt, i.filename) for i in fresh]


def test_pictures_are_written_band_by_band_exactly() -> None:
    """The table and a workshop, written band by band with other bands in the cache,
    decode (every chunk's CRC, the stream's Adler-32) to the very palette and pixels."""
    from rendering import kokeshi

    view = ENGINE.view(walked(ENGINE, 4, 9, 200), None)
    table = kokeshi.table_picture(view, NAMES)
    workshop = kokeshi.workshop_picture(kokeshi.workshop_face(view, 1, NAMES))
    for picture in (table, workshop):
        assert_png_is_exactly(kokeshi.encode_png(picture), picture)


def _touch(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> bool:
    """Whether two boxes (right and bottom exclusive) overlap or share an edge: no row or
    column of background between them."""
    return a[0] <= b[2] and b[0] <= a[2] and a[1] <= b[3] and b[1] <= a[3]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_column_headings_touch_no_marker(players: int) -> None:
    """Each track's name is clear of every Kokeshi marker and every other name, at least
    3 % of the width, inside the picture; and the heads' boxes are what is drawn: every
    pixel of the head band that is not the table lies in one of them."""
    from rendering import kokeshi

    heads = kokeshi.column_heads()
    assert [h.name for h in heads] == list(kokeshi.SHORT_NAMES)
    texts = [h.text_box for h in heads]
    markers = [h.marker_box for h in heads]
    for i, text in enumerate(texts):
        assert heads[i].size >= min_font_size(kokeshi.WIDTH)
        assert text[0] >= 0 and text[2] <= kokeshi.WIDTH
        assert not any(_touch(text, marker) for marker in markers), heads[i].name
        assert not any(_touch(text, other) for j, other in enumerate(texts) if j != i)
    view = ENGINE.view(walked(ENGINE, players, 9, 40 * players), None)
    for seat in range(players):
        picture = kokeshi.workshop_picture(kokeshi.workshop_face(view, seat, NAMES))
        band = picture.convert("RGB").crop((0, kokeshi.HEADER, kokeshi.WIDTH, kokeshi.TOP))
        drawn = [(x, y + kokeshi.HEADER) for y in range(band.height) for x in range(band.width)
                 if band.getpixel((x, y)) != common.BACKGROUND]
        boxes = texts + markers
        assert all(any(b[0] <= x < b[2] and b[1] <= y < b[3] for b in boxes) for x, y in drawn)
        for box in boxes:  # and each box holds its drawing
            assert any(box[0] <= x < box[2] and box[1] <= y < box[3] for x, y in drawn)
