"""Zensō pictures: several board images (market + one garden per player), a decision
picture whose badges match the buttons, the private hand; 1000–1200 px wide, opaque,
≤ 300 KB, every glyph ≥ 3 % of the width; hidden information absent from the public
images and alt texts (byte-identical under a hidden-information swap). They are composed
on one fixed palette from cached pieces: the palette keeps every flat colour exact and
every edge close to its RGB drawing, and no render changes a cached piece."""

from __future__ import annotations

import io
import itertools
from functools import cache

from PIL import Image, ImageChops, ImageDraw

from bot.games.zenso.engine import ENGINE
from rendering import common as c
from rendering import zenso
from rendering.base import DecisionChoice, get_renderer
from rendering.zenso import RENDERER
from tests.games.zenso.support import position, random_game
from tests.games.zenso.test_hidden import hidden_swap
from tests.rendering.test_common import assert_png_is_exactly
from tests.words import said

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
    assert "Dry waterfall, 3 linked Stones, 1 per Stone, ready now" in image.alt
    assert "H38" not in image.alt
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
            zenso._stone(reference, (0, 0, size, size), zenso.chip_font(size))
        if lanterns:
            zenso._lantern(reference, (0, 0, size, size), lanterns, zenso.chip_font(size))
        # yellow digits on the black lamp are the widest-contrast edge, whose shades are
        # ~25 apart: a pixel may land one shade off (a pixel's shift would differ by ~200)
        assert max_difference(reference, zenso._cell_piece(letter, size, stone, lanterns)) <= 28


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


# ---------------------------------------------------------------- read on a phone
# A late garden can grow wide (the grid is unbounded): a strip of 22 columns, with
# Lanterns and Stones in it and a placed Harmony card, is wider than one picture holds.
WIDE = ("x=-11 " + " ".join(f"x={x}" for x in range(-10, 10)) + "\n"
        "y=0 S* P2 B1 C M3 G S P B C1 M G S* P1 B C2 M G S P B\n"
        "y=1 P S B C# C# G S P B C M G S P B C M G S P B\n"
        "y=2 S P B C# C# G S P B C M1 G S P B C M G S P S")


def wide_state() -> dict:
    """Seat 0 of a 4-player game with the wide garden, about to place T01."""
    state = position(4, gardens=[WIDE, None, None, None],
                     harmony=[{"H38": (-8, 1)}, {}, {}, {}],
                     row=["T01", "T02", "T03", "T04", "T05", "T06"])
    return ENGINE.apply(state, 0, "take 1")


def panel_choices(state: dict, seat: int, prefix: tuple[int, ...]) -> list[DecisionChoice]:
    """What the turn panel hands the renderer at the level ``prefix`` leads to."""
    from bot.app.decisions import decision_choices
    from bot.app.panel import navigate

    moves = ENGINE.legal_moves(state, seat)
    panel = navigate(moves, prefix)
    return decision_choices(moves, panel)


def rotation_step(state: dict, seat: int) -> list[DecisionChoice] | None:
    """The choices of the first anchor offering several rotations, at its rotation step
    (buttons "n · turned 0°", "n · turned 90°" …, one marker), when the placements are
    too many for one level (else ``None``)."""
    from bot.app.panel import Panel, navigate

    moves = ENGINE.legal_moves(state, seat)
    anchors = navigate(moves)
    assert isinstance(anchors, Panel)
    for r in range(len(anchors.options)):
        level = navigate(moves, (r,))
        if isinstance(level, Panel) and len(level.options) > 1:
            return panel_choices(state, seat, (r,))
    return None


def png(rendered) -> Image.Image:
    assert rendered is not None
    return check_image(rendered.png).convert("RGB")


def test_wide_garden_wraps_and_keeps_every_cell() -> None:
    """A garden wider than a picture holds at readable cells is wrapped into bands, each
    with its own rulers; the picture stays 1100 px wide and every cell is drawn once."""
    entry = ENGINE.view(wide_state(), None)["seats"][0]
    layout = zenso.layout_of(entry)
    assert len(layout.bands) >= 2 and layout.cell >= zenso.CELL_MIN
    xs = [x for band in layout.bands for x in range(band.first, band.first + band.cols)]
    assert xs == sorted(set(xs)) and {-11, 9} <= set(xs)
    # the cut avoids the placed card at x -8..-7
    assert all(band.first != -7 for band in layout.bands)
    image = zenso.garden_image(entry, ["Ann"])
    assert image.width == zenso.WIDTH


def ruler_runs(image: Image.Image, y0: int, y1: int, join: int = 8) -> list[tuple[int, int]]:
    """Runs of pixel columns holding ink between rows y0 and y1, joined across gaps of
    up to ``join`` px (the space between a label's own glyphs): labels closer than that
    make one run."""
    strip = image.convert("RGB").crop((0, y0, image.width, y1))
    ground = Image.new("RGB", strip.size, c.BACKGROUND)
    diff = ImageChops.difference(strip, ground).convert("L").point(lambda v: 255 if v else 0)
    inked = [diff.crop((x, 0, x + 1, strip.height)).getbbox() is not None
             for x in range(strip.width)]
    runs: list[tuple[int, int]] = []
    start = None
    for x, on in enumerate([*inked, False]):
        if on and start is None:
            start = x
        elif not on and start is not None:
            if runs and start - runs[-1][1] <= join:
                start = runs.pop()[0]
            runs.append((start, x))
            start = None
    return runs


def test_column_labels_never_touch_on_wide_gardens() -> None:
    """Issue: "-11-10" printed as one blob. On gardens of 12 to 24 columns every drawn
    column label stands apart from the next (pixels of background between), each no
    wider than one label, at ≥ 3 % of the width; labels left out leave a tick."""
    for width in range(12, 25):
        garden = {f"{x},0": ["P", 0, 0, None] for x in range(-12, -12 + width)}
        entry = {"garden": garden, "placed": []}
        layout = zenso.layout_of(entry, top=zenso.grid_top(0))
        boxes = [box for _, box in layout.column_labels()]
        for a, b in itertools.pairwise(boxes):
            if a[1] == b[1]:  # same band
                assert b[0] - a[2] >= zenso.LABEL_GAP - 1, (width, a, b)
        assert layout.label_size >= 0.03 * zenso.WIDTH
        image = zenso.garden_image(entry, [])
        widest = max(zenso.ink_box(t, layout.label_size)[2] for t, _ in layout.column_labels())
        for band in layout.bands:
            runs = ruler_runs(image, band.top + 2, band.top + layout.col_band - 14)
            drawn = [t for t, box in layout.column_labels() if box[1] > band.top
                     and box[3] < band.top + layout.col_band]
            assert len(runs) == len(drawn), (width, runs)
            assert all(b - a <= widest + 1 for a, b in runs)


def test_old_layout_would_merge_labels() -> None:
    """The check above can fail: labels at the old 59 px cells touch."""
    boxes = []
    for col, text in enumerate(["-11", "-10", "-9"]):
        x0, _, x1, _ = zenso.ink_box(text, zenso.FONT)
        centre = col * 59
        boxes.append((centre - (x1 - x0) / 2, centre + (x1 - x0) / 2))
    assert boxes[1][0] - boxes[0][1] < zenso.LABEL_GAP - 1
    assert zenso.grids.ruler_stride([60, 60, 37], 59, zenso.LABEL_GAP) == 2


def test_lantern_stone_and_badge_leave_the_letter_visible() -> None:
    """Colour is never the only cue: at every cell size a garden reaches, a Lantern count,
    a Stone or a decision badge sits in the bottom-right corner and the terrain letter's
    pixels in the top-left are exactly those of the bare cell."""
    for size in range(zenso.CELL_MIN, zenso.CELL_MAX + 1, 7):
        for letter in zenso.TERRAIN_FILL:
            bare = zenso._cell_piece(letter, size).convert("RGB")
            box = zenso.letter_box(letter, size)
            assert ImageChops.difference(
                bare.crop(box), Image.new("RGB", (box[2] - box[0], box[3] - box[1]),
                                          zenso.TERRAIN_FILL[letter])).getbbox(), "no letter"
            marked = [zenso._cell_piece(letter, size, False, n) for n in (1, 3)]
            if letter == "S":
                marked.append(zenso._cell_piece(letter, size, True, 0))
            for piece in marked:
                rgb = piece.convert("RGB")
                assert rgb.crop(box).tobytes() == bare.crop(box).tobytes(), (letter, size)
                assert rgb.tobytes() != bare.tobytes()
            for badge in ("1", "12"):
                sprite = zenso.chip_sprite(badge, zenso.grids.BADGE_FILL,
                                           zenso.grids.BADGE_EDGE, c.INK,
                                           zenso.chip_font(size), pill=True)
                chip = zenso.corner_box(size, *sprite.size)
                assert chip[1] > box[3] or chip[0] > box[2], (letter, size, badge)


def test_placement_badges_keep_the_letters_they_sit_on() -> None:
    """The placement picture's badges sit on their anchors' chip corner: every anchor
    cell that has a terrain shows its letter exactly as the board does."""
    state = wide_state()
    moves = ENGINE.legal_moves(state, 0)
    choices = [DecisionChoice(marker, tuple(m.notation for m in moves if m.marker == marker))
               for marker in dict.fromkeys(m.marker for m in moves)]
    view = ENGINE.view(state, 0)
    entry = view["seats"][0]
    marks = [(zenso.choice_cells(ch.notations[0])[0], ch.marker) for ch in choices]
    extra = [cell for ch in choices for n in ch.notations
             for cell in zenso.block(zenso.choice_cells(n)[0])]
    with_badges = zenso.garden_image(entry, ["x"], marks, extra).convert("RGB")
    without = zenso.garden_image(entry, ["x"], [], extra + [m for m, _ in marks]).convert("RGB")
    layout = zenso.layout_of(entry, extra + [m for m, _ in marks], zenso.grid_top(1))
    on_terrain = 0
    for (x, y), _ in marks:
        cell = entry["garden"].get(f"{x},{y}")
        box = layout.box(x, y)
        assert box is not None
        assert with_badges.crop(box).tobytes() != without.crop(box).tobytes()  # a badge
        if cell and cell[0]:
            on_terrain += 1
            lx0, ly0, lx1, ly1 = zenso.letter_box(cell[0], layout.cell)
            letter = (box[0] + lx0, box[1] + ly0, box[0] + lx1, box[1] + ly1)
            # the same letter (within a shade: the picture is mapped once more after
            # its badges); a badge over it would differ by ~200
            assert max_difference(with_badges.crop(letter), without.crop(letter)) <= 16
    assert on_terrain  # anchors over old terrain exist in this garden


def test_badges_sit_beside_lanterns_and_stones() -> None:
    """Stacking a Lantern or choosing a Stone: the badge goes bottom-left, beside the
    Lantern count or Stone it would have hidden, and the letter stays as it is."""
    state = position(2, gardens=["y=0 P1 P P2\ny=1 S* B B", None], flags={"taken": True},
                     queue=[{"t": "lanterns", "n": 1, "terrains": ["P"], "stackable": True}])
    moves = [m for m in ENGINE.legal_moves(state, 0) if m.marker]
    marks = [(zenso.choice_cells(m.notation)[0], m.marker) for m in moves]
    marks.append(((0, 1), "12"))  # a two-digit badge on the Stone
    entry = ENGINE.view(state, 0)["seats"][0]
    image = zenso.garden_image(entry, ["x"], marks).convert("RGB")
    layout = zenso.layout_of(entry, (), zenso.grid_top(1), marks)
    size = layout.cell
    for (x, y), text in marks:
        letter, stone, lanterns, _ = entry["garden"][f"{x},{y}"]
        box = layout.box(x, y)
        got = image.crop(box)
        plain = zenso._cell_piece(letter, size, bool(stone), lanterns, bool(stone or lanterns))
        plain = plain.convert("RGB")
        occupied = zenso.occupant_width(bool(stone), lanterns)
        if occupied:
            right = (size - zenso.PAD - occupied, 0, size, size)  # the Lantern or Stone
            assert max_difference(got.crop(right), plain.crop(right)) <= 16, (x, y)
            badge_w, _ = zenso.chip_size(text)
            assert zenso.PAD + badge_w < size - zenso.PAD - occupied
        lbox = zenso.letter_box(letter, size)
        assert max_difference(got.crop(lbox), plain.crop(lbox)) <= 16, (x, y)
        assert max_difference(got, plain) > 100  # the badge is there


def find_piece(image: Image.Image, piece: Image.Image, x: int) -> int | None:
    """The row at which ``piece`` appears whole in ``image`` at column ``x``, within a
    shade (a decision picture is mapped once more after its badges)."""
    rgb, want = image.convert("RGB"), piece.convert("RGB")
    middle = want.height // 2
    row = want.crop((0, middle, want.width, middle + 1))
    for y in range(image.height - want.height + 1):
        if max_difference(rgb.crop((x, y + middle, x + want.width, y + middle + 1)), row) <= 16 \
                and max_difference(rgb.crop((x, y, x + want.width, y + want.height)), want) <= 16:
            return y
    return None


def test_terrain_key_on_the_board_and_every_garden() -> None:
    """Every letter with its colour and name, from the data: on the market, each garden
    and the decision picture, in ≥ 3 % text."""
    c.clear_caches()
    with c.record_font_sizes() as sizes:
        key = zenso.terrain_key(zenso.WIDTH - 2 * zenso.MARGIN)
    assert sizes and min(sizes) >= 0.03 * zenso.WIDTH
    colours = {colour for _, colour in key.convert("RGB").getcolors(1 << 16)}
    assert set(zenso.TERRAIN_FILL.values()) <= colours
    assert key.height < 2 * zenso.LINE  # one line of the key at 1100 px
    state = game()[60]
    for rendered in RENDERER.boards(ENGINE.view(state, None), NAMES):
        assert find_piece(png(rendered), key, zenso.MARGIN) is not None, rendered.filename
    view, choices = placement_decision()
    assert find_piece(png(RENDERER.decision(view, 0, NAMES, choices)), key,
                      zenso.MARGIN) is not None


def shaped_cards() -> list:
    return [card for card in zenso.RULES.harmony_cards.values() if zenso.card_shape(card)]


def assert_shape_drawn(panel: Image.Image, card, xy: tuple[int, int], width: int) -> None:
    code, terrain = zenso.card_shape(card)
    ox, oy = zenso.shape_origin(code, xy, width)
    unit = zenso.icon_unit(code)
    cells = {tuple(cell) for cell in zenso.RULES.data["shapes"][code]}
    w, h = zenso.shape_extent(code, unit)
    rgb = panel.convert("RGB")
    fill = zenso.STONE_EDGE if terrain is None else zenso.TERRAIN_FILL.get(
        zenso.RULES.letter.get(terrain, ""), c.TEXT_DIM)
    for qx in range(w // unit):
        for qy in range(h // unit):
            centre = rgb.getpixel((ox + qx * unit + unit // 2 - 1, oy + qy * unit + unit // 2 - 1))
            assert (centre == fill) == ((qx, qy) in cells), (card.id, code, qx, qy)


def test_harmony_cards_show_their_shape() -> None:
    """'Stones L3', 'T4 in Pond': the card carries the shape drawn from the data's shapes,
    cell by cell, in the display and in the hand."""
    cards = shaped_cards()
    assert {zenso.card_shape(card)[0] for card in cards} >= {"L3", "T4", "I4"}
    width = (zenso.WIDTH - 2 * zenso.MARGIN - 12) // 2
    for card in cards:
        panel = zenso._display_panel(1, card.id, width, 4 * (zenso.FONT + 6) + 16)
        assert_shape_drawn(panel, card, (10, 6), width - 20)
        hand = zenso._hand_panel(card.id, False)
        assert_shape_drawn(hand, card, (14, 8),
                           zenso.WIDTH - 2 * zenso.MARGIN - zenso.HAND_MARK_W)


def test_rotation_step_shows_each_rotation() -> None:
    """At the rotation step (buttons "n · turned 90°"…, one marker) the picture shows the
    card as it would lie in each offered rotation, captioned with the buttons' words, and
    frames the footprint; the anchor step shows the card once."""
    state = wide_state()
    assert len(ENGINE.legal_moves(state, 0)) > 20  # anchors, then rotations
    choices = rotation_step(state, 0)
    assert choices and len({ch.marker for ch in choices}) == 1 and len(choices) >= 2
    card = zenso.RULES.terrain_cards[state["queue"][0]["card"]]
    view = ENGINE.view(state, 0)
    image = png(RENDERER.decision(view, 0, NAMES, choices))
    degrees = [zenso.placement_of(ch.notations[0])[1] for ch in choices]
    labels = tuple((f"turned {d}°" if d else "as drawn", ()) for d in degrees)
    top = zenso.MARGIN + 3 * zenso.LINE + 8
    slots, _ = zenso.preview_slots(labels, zenso.WIDTH - 2 * zenso.MARGIN)
    cell = zenso.PREVIEW_CELL
    for d, (x0, y0) in zip(degrees, slots, strict=True):
        grid = zenso.rotate_grid(card.grid, d)
        for r in range(2):
            for q in range(2):
                centre = (zenso.MARGIN + x0 + q * cell + cell // 2,
                          top + y0 + r * cell + cell * 3 // 4)
                assert image.getpixel(centre) == zenso.TERRAIN_FILL[grid[r][q]], (d, r, q)
    alt = RENDERER.decision(view, 0, NAMES, choices).alt
    for d in degrees:
        assert f"turned {d}°" in alt
    anchor_step = png(RENDERER.decision(view, 0, NAMES, panel_choices(state, 0, ())))
    assert anchor_step.tobytes() != image.tobytes()


def test_one_level_of_placements_shows_every_rotation_with_its_badges() -> None:
    """Every placement one button ("3 · turned 90°"): the picture shows the card in each
    rotation offered, captioned as the buttons, with the badges where it can lie so, so a
    badge and a rotation name exactly one button."""
    state = position(2, gardens=["y=0 P S\ny=1 S B", None],
                     row=["T01", "T02", "T03", "T04", "T05", "T06"], enso=[0, 3])
    state = ENGINE.apply(state, 0, "take 1")
    moves = ENGINE.legal_moves(state, 0)
    assert len(moves) == 14 and all(len(m.steps) == 1 for m in moves)
    choices = panel_choices(state, 0, ())
    items, line, framed = zenso.placement_items("T01", choices)
    buttons = {(said(ENGINE, m.path[0]).split(" · ")[1], m.marker) for m in moves}
    drawn = {(label, badge) for _, label, badges in items for badge in badges}
    assert drawn == buttons and not framed and "top-left" in line
    card = zenso.RULES.terrain_cards["T01"]
    for grid, label, _ in items:
        degrees = 0 if label == "as drawn" else int(label.split()[1].rstrip("°"))
        assert grid == tuple(tuple(r) for r in zenso.rotate_grid(card.grid, degrees))
    assert png(RENDERER.decision(ENGINE.view(state, 0), 0, NAMES, choices)).width == zenso.WIDTH


def test_hand_says_none_without_a_tick(monkeypatch) -> None:
    """"✓ ready: 0" showed a tick for nothing: with no card ready the line says so in
    words; with some, the tick stays."""
    drawn: list[str] = []
    original = zenso._put

    def spy(image, xy, text, *args, **kwargs):
        drawn.append(text)
        original(image, xy, text, *args, **kwargs)

    monkeypatch.setattr(zenso, "_put", spy)
    none = position(2, gardens=["y=0 P P\ny=1 P P", None], hands=[["H38"], []],
                    phase="harmony")
    RENDERER.hand(ENGINE.view(none, 0), 0, NAMES)
    assert "none can be validated now" in drawn and not any("✓" in t for t in drawn)
    drawn.clear()
    some = position(2, gardens=["y=0 S* S* S*\ny=1 P P P", None], hands=[["H38"], []],
                    phase="harmony")
    RENDERER.hand(ENGINE.view(some, 0), 0, NAMES)
    assert any(t.startswith("✓") and "1" in t for t in drawn)


def every_picture(state: dict) -> dict:
    """Each picture of a position as a thunk: boards, the hand, and the placement
    pictures at the anchor and rotation steps when a Terrain card is being placed."""
    seat = state["active"]
    view = ENGINE.view(state, seat)
    pictures = {f"board {i}": (lambda i=i: RENDERER.boards(ENGINE.view(state, None), NAMES)[i])
                for i in range(len(state["seats"]) + 1)}
    pictures["hand"] = lambda: RENDERER.hand(view, seat, NAMES)
    if state["queue"] and state["queue"][0]["t"] == "place":
        pictures["anchors"] = lambda: RENDERER.decision(view, seat, NAMES,
                                                        panel_choices(state, seat, ()))
        rotations = rotation_step(state, seat)
        if rotations:
            pictures["rotations"] = lambda: RENDERER.decision(view, seat, NAMES, rotations)
    return pictures


def test_every_text_is_three_percent_in_many_positions() -> None:
    """§ pictures: every text carrying information is ≥ 3 % of the width, recorded over
    every font size asked for (caches emptied first) in an early, a middle and a late
    4-player position, a placement and the wide garden's anchor and rotation steps."""
    states = game()
    placing = next(s for s in reversed(states) if s["queue"] and s["queue"][0]["t"] == "place"
                   and len(s["seats"][s["active"]]["garden"]) > 20)
    for label, state in (("early", states[12]), ("middle", states[len(states) // 2]),
                         ("late", states[-2]), ("placing", placing), ("wide", wide_state())):
        pictures = every_picture(state)
        if label in ("placing", "wide"):
            assert "anchors" in pictures
        if label == "wide":
            assert "rotations" in pictures
        for kind, render in pictures.items():
            c.clear_caches()
            with c.record_font_sizes() as sizes:
                image = png(render())
            small = sorted({s for s in sizes if s < 0.03 * image.width})
            assert sizes and not small, f"{label} {kind}: {small}"
    footprints = position(2, gardens=["y=0 S* S* S* S S\ny=1 P P P P P", None],
                          hands=[["H38"], []], phase="harmony")
    lanterns = position(2, gardens=["y=0 P1 P P2\ny=1 S B B", None], flags={"taken": True},
                        queue=[{"t": "lanterns", "n": 1, "terrains": ["P"], "stackable": True}])
    for state in (footprints, lanterns):
        moves = [m for m in ENGINE.legal_moves(state, 0) if m.marker]
        c.clear_caches()
        with c.record_font_sizes() as sizes:
            image = png(RENDERER.decision(ENGINE.view(state, 0), 0, NAMES,
                                          [DecisionChoice(m.marker, (m.notation,))
                                           for m in moves]))
        assert sizes and min(sizes) >= 0.03 * image.width


# ---------------------------------------------------------------- pictures explain themselves
LANGUAGES = ("en", "it", "fr")


def test_no_card_words_cut_short_in_any_language() -> None:
    """"cost 1 En…": a Harmony card's lines wrap instead (beside its shape icon, in the
    display and in the hand), and a row card's bonus fits its panel, in every language."""
    from rendering import common as c

    display = (zenso.WIDTH - 2 * zenso.MARGIN - 12) // 2 - 20
    hand = zenso.WIDTH - 2 * zenso.MARGIN - zenso.HAND_MARK_W
    for language in LANGUAGES:
        for card in zenso.RULES.harmony_cards.values():
            shape = zenso.card_shape(card)
            beside = (zenso.shape_extent(shape[0], zenso.icon_unit(shape[0]))[0] + 14
                      if shape else 0)
            for width, title in ((display, "D6"), (hand, "")):
                lines = zenso.card_text_lines(card.id, title, width, language)
                words = " ".join(text for text, _ in lines).split()
                assert words == " ".join(zenso.card_lines(card, title, language)).split()
                for index, (text, _) in enumerate(lines):
                    room = width - (beside if index in (1, 2) else 0)
                    assert c.text_width(text, zenso.FONT) <= room, (language, card.id, text)
        view = ENGINE.view(game()[-2], None)
        for seat in range(len(view["seats"])):  # the garden's lines wrap, never cut
            for line in zenso.seat_header(view, seat, NAMES, language)[1:]:
                wrapped = zenso._wrap(line, zenso.WIDTH - 2 * zenso.MARGIN, 2)
                assert " ".join(wrapped).split() == line.split(), (language, line)
        room = display + 20 - 2 * 66 - 36
        for card in zenso.RULES.terrain_cards.values():
            rows = zenso.bonus_rows(card, room, language)
            assert len(rows) <= 3, (language, card.id, rows)
            for text, letters in rows:
                tiles = len(letters) * (zenso.BONUS_TILE + 4) + (8 if letters else 0)
                assert c.text_width(text, zenso.FONT) + tiles <= room, (language, card.id)


def test_no_shape_code_or_bracket_code_in_pictures() -> None:
    """"X5 in landscape", "Zen board [ ] [ ] [ ]", "1 Lantern C": the pictures' words
    name shapes ("a cross of 5", or "shape" beside the drawn icon), count the Zen board's
    green spaces in words and draw a Lantern's terrain as its tile."""
    codes = {code for code in zenso.RULES.data["shapes"]}
    states = game()
    state = states[len(states) // 2]
    for language in LANGUAGES:
        texts = [r.alt for r in RENDERER.boards(ENGINE.view(state, None), NAMES,
                                                language=language)]
        texts.append(RENDERER.hand(ENGINE.view(state, 0), 0, NAMES, language=language).alt)
        for card in zenso.RULES.harmony_cards.values():
            texts += zenso.card_lines(card, "D1", language)
            texts.append(zenso.card_alt(card.id, language))
        for seat in range(len(state["seats"])):
            texts += zenso.seat_header(ENGINE.view(state, None), seat, NAMES, language)
        for text in texts:
            assert not any(f" {code} " in f" {text} " or f" {code}," in text
                           for code in codes), (language, text)
            assert "[ ]" not in text and "[" not in text, (language, text)
    zen = zenso.seat_header(ENGINE.view(state, None), 0, NAMES)[2]
    assert "green spaces used" in zen
    card = zenso.RULES.terrain_cards["T04"]  # 1 Lantern on Pond + 1 Lantern on Bamboo
    assert zenso.bonus_rows(card, 400) == [("1 Lantern on", ("P",)), ("+", ()),
                                           ("1 Lantern on", ("B",))]
    assert zenso.bonus_lines(card) == ["1 Lantern on Pond", "+", "1 Lantern on Bamboo"]


def test_final_board_names_the_winner_and_why() -> None:
    """The final board's first lines: why the game ended and who won (the engine's own
    sentence, in the reader's language), then every place with its points; its alt
    text says the same."""
    from bot import i18n
    from bot.games.message import Message

    states = game()
    final = states[-1]
    assert ENGINE.is_over(final)
    view = ENGINE.view(final, None)
    result = ENGINE.result(final)
    for language in LANGUAGES:
        sentence = i18n.text(Message.from_json(view["outcome"]), language, names=NAMES,
                             game="zenso")
        lines = zenso.final_lines(view, NAMES, language)
        assert " ".join(lines[:-1]) == sentence
        winner = NAMES[result.winners[0]]
        assert winner in sentence and lines[-1].startswith(("1. ", "1º "))
        board = RENDERER.board(view, NAMES, language=language)
        assert sentence in board.alt
    assert "ends because" in i18n.text(Message.from_json(view["outcome"]), names=NAMES,
                                       game="zenso")


def test_posted_pictures_are_their_drawings_exactly() -> None:
    """A turn's market and gardens are posted as strips kept by what they show: each PNG
    decodes to the very palette and pixels of the picture drawn whole, whatever strips
    earlier turns left in the cache, and is the same bytes with the caches emptied."""
    states = game()
    for index in (3, len(states) // 2, len(states) - 25, len(states) - 1):
        view = ENGINE.view(states[index], None)
        for language in ("en", "fr"):
            posted = RENDERER.boards(view, NAMES, language=language)
            assert_png_is_exactly(posted[0].png, zenso.market_image(view, NAMES, language))
            for seat, entry in enumerate(view["seats"]):
                drawn = zenso.garden_image(entry, zenso.seat_header(view, seat, NAMES, language),
                                           language=language)
                assert_png_is_exactly(posted[1 + seat].png, drawn)
    c.clear_caches()
    assert [i.png for i in RENDERER.boards(view, NAMES, language="fr")] == \
        [i.png for i in posted]


def test_turn_caches_are_bounded() -> None:
    """A render worker draws every game it is sent: the strips, the grid's rows and rulers
    and the words kept are in caches of a bounded size, which its memory ceiling empties."""
    for name in ("_png_strip", "_empty_cells", "_column_ruler", "_said", "_garden_words"):
        assert getattr(zenso, name).cache_parameters()["maxsize"] is not None, name
