"""Zensō pictures: several board images (market + one garden per player), a decision
picture whose badges match the buttons, the private hand; 1000–1200 px wide, opaque,
≤ 300 KB, every glyph ≥ 3 % of the width; hidden information absent from the public
images and alt texts (byte-identical under a hidden-information swap). They are composed
on one fixed palette from cached pieces: the palette keeps every flat colour exact and
every edge close to its RGB drawing, and no render changes a cached piece."""

from __future__ import annotations

import io
from functools import cache

from PIL import Image, ImageChops, ImageDraw

from bot.games.zenso.engine import ENGINE
from rendering import common as c
from rendering import zenso
from rendering.base import DecisionChoice, get_renderer
from rendering.zenso import RENDERER
from tests.games.zenso.support import position, random_game
from tests.games.zenso.test_hidden import hidden_swap

NAMES = ["Ann", "Ben", "Cleo", "Dan"]


@cache
def game() -> tuple:
    states, _ = random_game(4, 3, check=False)
    return tuple(states)


def check_image(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    assert 1000 <= image.width <= 1200
    assert image.mode in ("RGB", "P") and "transparency" not in image.info
    assert len(png) <= 300_000
    return image


def test_registered() -> None:
    assert get_renderer("zenso") is RENDERER


def test_boards_market_and_gardens() -> None:
    """Several images: the market, then each player's garden, each with alt text."""
    late = game()[-2]
    images = RENDERER.boards(ENGINE.view(late, None), NAMES)
    assert len(images) == 5
    assert len({i.filename for i in images}) == 5
    for image in images:
        check_image(image.png)
    assert images[0].alt.startswith("Zensō.") and "Inspiration row" in images[0].alt
    assert "Ann's garden" in images[1].alt and "Plots:" in images[1].alt


def test_font_sizes_at_least_three_percent() -> None:
    """Every glyph ≥ 3 % of the width (33 px on 1100)."""
    c.clear_caches()
    state = game()[60]
    with c.record_font_sizes() as sizes:
        for image in RENDERER.boards(ENGINE.view(state, None), NAMES):
            width = Image.open(io.BytesIO(image.png)).width
        RENDERER.hand(ENGINE.view(state, state["active"]), state["active"], NAMES)
    assert sizes and min(sizes) >= 0.03 * width


def test_public_images_identical_under_hidden_swap() -> None:
    """§7: two states differing only in hidden cards give byte-identical images and alt."""
    for state in game()[10::80]:
        a = RENDERER.boards(ENGINE.view(state, None), NAMES)
        b = RENDERER.boards(ENGINE.view(hidden_swap(state, None), None), NAMES)
        assert [(i.png, i.alt) for i in a] == [(i.png, i.alt) for i in b]


def test_alt_text_counts_hands_only() -> None:
    state = game()[30]
    text = " ".join(i.alt for i in RENDERER.boards(ENGINE.view(state, None), NAMES))
    for s in state["seats"]:
        assert f"{len(s['hand'])} cards in hand" in text
    for card in state["harmony_deck"]:
        assert card not in text


def placement_decision() -> tuple[dict, list[DecisionChoice]]:
    """Seat 0's view while placing T01, and its buttons: one per anchor, each listing its
    rotations."""
    state = position(2, gardens=["y=0 P S\ny=1 S B", None],
                     row=["T01", "T02", "T03", "T04", "T05", "T06"])
    state = ENGINE.apply(state, 0, "take 1")
    moves = ENGINE.legal_moves(state, 0)
    anchors = {m.marker for m in moves}
    choices = [DecisionChoice(marker, tuple(m.notation for m in moves if m.marker == marker))
               for marker in sorted(anchors, key=int)]
    return ENGINE.view(state, 0), choices


def test_decision_picture_for_placement() -> None:
    """Decision #8: the garden with one badge per legal anchor, numbered as the buttons."""
    view, choices = placement_decision()
    image = RENDERER.decision(view, 0, NAMES, choices)
    assert image is not None
    check_image(image.png)
    assert "badge 1 at" in image.alt and f"badge {len(choices)} at" in image.alt


def test_decision_picture_for_footprints_and_stones() -> None:
    """Decisions #13 and #9: footprints of a Harmony card, then Stone spaces."""
    state = position(2, gardens=["y=0 S* S* S* S S\ny=1 P P P P P", None],
                     hands=[["H38"], []], phase="harmony")
    moves = [m for m in ENGINE.legal_moves(state, 0) if m.notation.startswith("validate")]
    choices = [DecisionChoice(m.marker, (m.notation,)) for m in moves]
    image = RENDERER.decision(ENGINE.view(state, 0), 0, NAMES, choices)
    assert image is not None and "badge 1" in image.alt
    check_image(image.png)
    stones = position(2, gardens=["y=0 S S S\ny=1 P P P", None], flags={"taken": True},
                      queue=[{"t": "stones", "n": 1}])
    moves = ENGINE.legal_moves(stones, 0)
    image = RENDERER.decision(ENGINE.view(stones, 0), 0, NAMES,
                              [DecisionChoice(m.marker, (m.notation,)) for m in moves])
    assert image is not None and "badge 3 at 2,0" in image.alt


def test_no_picture_for_non_positional_decision() -> None:
    state = ENGINE.setup(2, 1, {})
    choices = [DecisionChoice("S1", ("take 1",))]
    assert RENDERER.decision(ENGINE.view(state, 0), 0, NAMES, choices) is None


def test_hand_picture_marks_ready_cards() -> None:
    """§7: My hand shows the cards and which could be validated now."""
    state = position(2, gardens=["y=0 S* S* S*\ny=1 P P P", None],
                     hands=[["H38", "H13"], []], phase="harmony")
    image = RENDERER.hand(ENGINE.view(state, 0), 0, NAMES)
    assert image is not None
    check_image(image.png)
    assert "H38 Dry waterfall" in image.alt and "ready now" in image.alt
    assert image.alt.count("ready now") == 1


def max_difference(a: Image.Image, b: Image.Image) -> int:
    """The largest difference of any channel of any pixel."""
    return max(high for _, high in ImageChops.difference(a.convert("RGB"),
                                                         b.convert("RGB")).getextrema())


def test_palette_keeps_every_flat_colour_exact() -> None:
    """A fill mapped onto the palette stays its own colour (else whole areas would shift)."""
    flats = zenso.PALETTE.flats
    assert len(c.palette_bytes(zenso.PALETTE)) // 3 <= 256
    probe = Image.new("RGB", (len(flats), 1))
    probe.putdata(list(flats))
    assert zenso.to_palette(probe).convert("RGB").tobytes() == probe.tobytes()


def test_text_on_the_palette_matches_text_drawn_in_rgb() -> None:
    """A line drawn through its shades sits where Pillow draws it, its edges within one
    shade step (a pixel's shift would differ by ~200)."""
    for ground in (c.BACKGROUND, c.PANEL, c.PANEL_LIGHT):
        for ink in (c.TEXT, c.TEXT_DIM):
            reference = Image.new("RGB", (700, 60), ground)
            ImageDraw.Draw(reference).text((10, 8), "Zen board [2] [ ] · 24 pts",
                                           font=c.font(zenso.FONT), fill=ink)
            canvas = zenso._canvas((700, 60), ground)
            zenso._put(canvas, (10, 8), "Zen board [2] [ ] · 24 pts", fill=ink, ground=ground)
            assert max_difference(reference, canvas) <= 16


def test_cached_cells_match_their_rgb_drawing() -> None:
    """A cell with its Stone or Lanterns keeps its anti-aliased edges once on the palette."""
    for letter, size, stone, lanterns in (("S", 120, True, 0), ("G", 90, False, 3),
                                          ("M", zenso.CELL_MIN, False, 2),
                                          ("S", zenso.CELL_MIN, True, 0)):
        reference = zenso._terrain_tile(letter, size).copy()
        if stone:
            zenso._stone(reference, (0, 0, size, size))
        if lanterns:
            zenso._lantern(reference, (0, 0, size, size), lanterns)
        assert max_difference(reference, zenso._cell_piece(letter, size, stone, lanterns)) <= 24


def test_renders_leave_cached_pieces_unchanged() -> None:
    """Pieces are shared between renders: drawing other boards (a decision's badges, a
    highlight, another garden) in between gives the same bytes again."""
    states = game()
    first = RENDERER.boards(ENGINE.view(states[-40], None), NAMES)
    RENDERER.boards(ENGINE.view(states[-2], None), NAMES)
    view, choices = placement_decision()
    RENDERER.decision(view, 0, NAMES, choices)
    RENDERER.hand(ENGINE.view(states[-2], 0), 0, NAMES)
    again = RENDERER.boards(ENGINE.view(states[-40], None), NAMES)
    assert [i.png for i in first] == [i.png for i in again]
