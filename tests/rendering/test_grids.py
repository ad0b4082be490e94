"""Grid helpers shared by the renderers: geometry checked against the games' own rules
(Azul's axial formulas, Bonsai's offset neighbour table), drawings checked by pixels."""

from __future__ import annotations

import math

import pytest
from PIL import Image, ImageDraw

from rendering import grids as g
from rendering.common import BACKGROUND

# Bonsai's rules, section 3.5: neighbours of (x, y), y up, even rows shifted right, in the
# order TR, R, BR, BL, L, TL.
BONSAI_EVEN = [(1, 1), (1, 0), (1, -1), (0, -1), (-1, 0), (0, 1)]
BONSAI_ODD = [(0, 1), (1, 0), (0, -1), (-1, -1), (-1, 0), (-1, 1)]


def bonsai_neighbours(x: int, y: int) -> set[tuple[int, int]]:
    table = BONSAI_EVEN if y % 2 == 0 else BONSAI_ODD
    return {(x + dx, y + dy) for dx, dy in table}


def close(a: tuple[float, float], b: tuple[float, float]) -> bool:
    return math.isclose(a[0], b[0], abs_tol=1e-9) and math.isclose(a[1], b[1], abs_tol=1e-9)


# --- hexes ---------------------------------------------------------------------------


def test_axial_centres_follow_azul_formula() -> None:
    s = 20.0
    grid = g.HexGrid(radius=s, origin=(100.0, 50.0))
    for q, r in [(0, 0), (1, 0), (0, 1), (-3, 3), (2, -1)]:
        expected = (100 + s * math.sqrt(3) * (q + r / 2), 50 + s * 1.5 * r)
        assert close(grid.center((q, r)), expected)


def test_axial_directions_point_e_ne_nw_w_sw_se() -> None:
    grid = g.HexGrid(radius=10.0)
    angles = []
    for cell in g.axial_neighbours(0, 0):
        x, y = grid.center(cell)
        angles.append(round(math.degrees(math.atan2(-y, x))) % 360)  # y down → flip
    assert angles == [0, 60, 120, 180, 240, 300]


def test_neighbours_are_exactly_one_hex_width_apart() -> None:
    for grid in (g.HexGrid(12.0), g.HexGrid(12.0, coords="offset"),
                 g.HexGrid(12.0, coords="offset", shifted="odd", y_up=True)):
        for cell in [(0, 0), (3, -1), (-2, -3), (5, 4)]:
            cx, cy = grid.center(cell)
            for n in grid.neighbours(cell):
                nx, ny = grid.center(n)
                assert math.isclose(math.hypot(nx - cx, ny - cy), grid.hex_width)
                assert grid.distance(cell, n) == 1


@pytest.mark.parametrize("y", [-4, -3, -2, -1, 0, 1, 2, 3])
def test_offset_neighbours_match_bonsai_table(y: int) -> None:
    for x in (-5, -1, 0, 2):
        assert set(g.offset_neighbours(x, y, "even")) == bonsai_neighbours(x, y)


def test_offset_axial_round_trip_with_negative_rows() -> None:
    for shifted in ("even", "odd"):
        for col in range(-4, 5):
            for row in range(-5, 6):
                q, r = g.offset_to_axial(col, row, shifted)
                assert g.axial_to_offset(q, r, shifted) == (col, row)


def test_bonsai_layout_even_rows_half_a_hex_right_and_y_up() -> None:
    grid = g.HexGrid(26.0, coords="offset", shifted="even", y_up=True)
    w = grid.hex_width
    x00, y00 = grid.center((0, 0))
    x01, y01 = grid.center((0, 1))
    x0m1, _ = grid.center((0, -1))
    # Bonsai: cx = x + 0.5 on even rows, x on odd rows; cy = 0.75·y hex heights (= 1.5 R).
    assert math.isclose(x00 - x01, w / 2) and math.isclose(x00 - x0m1, w / 2)
    assert math.isclose(y00 - y01, 1.5 * 26.0)  # row 1 is drawn above row 0
    assert close(grid.center((3, 0)), (x00 + 3 * w, y00))


def test_odd_shifted_rows() -> None:
    grid = g.HexGrid(10.0, coords="offset", shifted="odd")
    x00, _ = grid.center((0, 0))
    x01, _ = grid.center((0, 1))
    assert math.isclose(x01 - x00, grid.hex_width / 2)


def test_corners_are_pointy_top_and_on_the_circle() -> None:
    grid = g.HexGrid(30.0, origin=(50.0, 60.0))
    corners = grid.corners((0, 0))
    assert len(corners) == 6
    assert close(corners[0], (50.0, 30.0))  # top point first
    assert close(corners[3], (50.0, 90.0))
    for x, y in corners:
        assert math.isclose(math.hypot(x - 50, y - 60), 30.0)
    inset = grid.corners((0, 0), inset=5)
    assert math.isclose(math.hypot(inset[0][0] - 50, inset[0][1] - 60), 25.0)


def test_neighbouring_hexes_share_an_edge() -> None:
    grid = g.HexGrid(20.0)
    mine = {(round(x, 6), round(y, 6)) for x, y in grid.corners((0, 0))}
    for n in grid.neighbours((0, 0)):
        theirs = {(round(x, 6), round(y, 6)) for x, y in grid.corners(n)}
        assert len(mine & theirs) == 2


def test_bbox_and_fitted_place_cells_inside_the_margin() -> None:
    cells = [(0, 0), (3, -1), (-2, 2), (1, 1)]
    grid = g.HexGrid(18.0, coords="offset", y_up=True)
    fitted, (width, height) = grid.fitted(cells, margin=10)
    x0, y0, x1, y1 = fitted.bbox(cells)
    assert math.isclose(x0, 10) and math.isclose(y0, 10)
    assert x1 <= width - 10 + 1 and y1 <= height - 10 + 1
    for cell in cells:
        for x, y in fitted.corners(cell):
            assert 10 - 1e-6 <= x <= width - 10 + 1 and 10 - 1e-6 <= y <= height - 10 + 1
    with pytest.raises(ValueError):
        grid.bbox([])


def test_bbox_of_one_hex_is_its_width_by_two_radii() -> None:
    grid = g.HexGrid(10.0)
    x0, y0, x1, y1 = grid.bbox([(0, 0)])
    assert math.isclose(x1 - x0, grid.hex_width) and math.isclose(y1 - y0, 20.0)


@pytest.mark.parametrize("grid", [g.HexGrid(15.0, origin=(200, 200)),
                                  g.HexGrid(15.0, "offset", "even", True, (200, 200)),
                                  g.HexGrid(15.0, "offset", "odd", False, (200, 200))],
                         ids=["axial", "offset-even-up", "offset-odd-down"])
def test_cell_at_inverts_center(grid: g.HexGrid) -> None:
    for a in range(-4, 5):
        for b in range(-4, 5):
            cx, cy = grid.center((a, b))
            assert grid.cell_at((cx, cy)) == (a, b)
            # A point well inside the hex (60 % towards a corner) is still that cell.
            for px, py in grid.corners((a, b)):
                assert grid.cell_at((cx + 0.6 * (px - cx), cy + 0.6 * (py - cy))) == (a, b)


def test_hex_draw_fills_its_cell() -> None:
    grid, size = g.HexGrid(20.0).fitted([(0, 0), (1, 0)], margin=4)
    image = Image.new("RGB", size, BACKGROUND)
    grid.draw(ImageDraw.Draw(image), (1, 0), fill=(255, 0, 0))
    cx, cy = grid.center((1, 0))
    assert image.getpixel((int(cx), int(cy))) == (255, 0, 0)
    lx, ly = grid.center((0, 0))
    assert image.getpixel((int(lx), int(ly))) == BACKGROUND


# --- square grids --------------------------------------------------------------------


def test_column_letters() -> None:
    assert g.column_letters(3) == ["A", "B", "C"]
    assert g.column_letters(28)[25:] == ["Z", "AA", "AB"]


def test_square_grid_boxes_and_hits() -> None:
    grid = g.SquareGrid(rows=8, cols=5, cell=40, origin=(30, 20), gap=4)
    assert grid.box(0, 0) == (30, 20, 70, 60)
    assert grid.box(2, 1) == (74, 108, 114, 148)
    assert grid.width == 5 * 40 + 4 * 4 and grid.height == 8 * 40 + 7 * 4
    assert grid.cell_at(grid.center(7, 4)) == (7, 4)
    assert grid.cell_at((71, 30)) is None  # in the gap
    assert grid.cell_at((10, 30)) is None and grid.cell_at((1000, 30)) is None


def test_ruled_grid_draws_labels_outside_the_cells() -> None:
    size = 24
    grid, (width, height) = g.ruled_grid_layout(8, 5, 60, size, gap=2, rulers="lt")
    band = g.ruler_band(size)
    assert grid.origin == (band, band)
    assert (width, height) == (band + grid.width, band + grid.height)
    image = Image.new("RGB", (width, height), BACKGROUND)
    labels = [str(n) for n in range(8, 0, -1)]  # Kokeshi: row 1 at the bottom
    g.draw_square_grid(image, grid, row_labels=labels, font_size=size, fill=(90, 90, 90),
                       line=None)
    # Every cell keeps its fill at the centre (no label drawn on it) ...
    for r in range(8):
        for c in range(5):
            x, y = grid.center(r, c)
            assert image.getpixel((int(x), int(y))) == (90, 90, 90)
    # ... and each ruler band has ink next to each row and column.
    for r in range(8):
        _, cy = grid.center(r, 0)
        strip = image.crop((0, int(cy - size / 2), band, int(cy + size / 2)))
        assert g.content_box(strip) is not None
    for c in range(5):
        cx, _ = grid.center(0, c)
        strip = image.crop((int(cx - size / 2), 0, int(cx + size / 2), band))
        assert g.content_box(strip) is not None
    with pytest.raises(ValueError):
        g.draw_square_grid(image, grid, row_labels=["1"], font_size=size)


def test_ruler_labels_default_to_numbers_and_letters() -> None:
    grid, size = g.ruled_grid_layout(3, 3, 50, 20, rulers="lrtb")
    image = Image.new("RGB", size, BACKGROUND)
    g.draw_square_grid(image, grid, font_size=20, rulers="lrtb")
    band = g.ruler_band(20)
    # Right and bottom rulers drawn too.
    assert g.content_box(image.crop((size[0] - band, band, size[0], size[1] - band)))
    assert g.content_box(image.crop((band, size[1] - band, size[0] - band, size[1])))


# --- badges --------------------------------------------------------------------------


def test_min_font_size_is_three_percent() -> None:
    assert g.min_font_size(400) == 12
    assert g.min_font_size(1000) == 30
    assert g.min_font_size(1001) == 31
    assert g.badge_font_size(800, scale=0.5) == 48  # drawn at 2x, shown at 800


def test_marker_badge_is_readable_and_centred() -> None:
    image = Image.new("RGB", (1000, 600), BACKGROUND)
    box = g.marker_badge(image, (500, 300), "12", font_size=5)  # too small: raised to 30
    x0, y0, x1, y1 = box
    assert y1 - y0 >= 30 and x1 - x0 >= y1 - y0  # circle or wider pill
    assert abs((x0 + x1) / 2 - 500) <= 1 and abs((y0 + y1) / 2 - 300) <= 1
    assert image.getpixel((500, y0 + 3)) != BACKGROUND
    # The final width decides, not the canvas it is drawn on.
    small = g.marker_badge(Image.new("RGB", (2000, 600)), (100, 100), "3", final_width=400)
    assert small[3] - small[1] >= 12
    wide = g.badge_size("10 ↺", 30)
    assert wide[0] > wide[1]


def test_badge_text_contrasts_with_its_fill() -> None:
    sprite = g.badge_sprite("8", 40)
    colours = {px[:3] for px in sprite.get_flattened_data() if px[3] == 255}
    assert g.BADGE_FILL in colours
    assert any(sum(c) < 150 for c in colours)  # dark ink and ring


# --- crop and scale ------------------------------------------------------------------


def test_crop_to_content_keeps_a_margin_even_at_the_edge() -> None:
    image = Image.new("RGB", (300, 200), BACKGROUND)
    ImageDraw.Draw(image).rectangle((0, 50, 99, 79), fill=(200, 0, 0))
    out = g.crop_to_content(image, margin=12)
    assert out.size == (100 + 24, 30 + 24)
    assert out.getpixel((5, 5)) == BACKGROUND
    assert out.getpixel((12, 12)) == (200, 0, 0)
    assert out.getpixel((12 + 99, 12 + 29)) == (200, 0, 0)
    empty = g.crop_to_content(Image.new("RGB", (50, 50), BACKGROUND), margin=3)
    assert empty.size == (6, 6)


def test_crop_to_content_tolerance_ignores_near_background() -> None:
    image = Image.new("RGB", (100, 100), BACKGROUND)
    noise = tuple(v + 2 for v in BACKGROUND)
    image.putpixel((5, 5), noise)
    image.putpixel((60, 70), (255, 255, 255))
    assert g.content_box(image) == (5, 5, 61, 71)
    assert g.content_box(image, tolerance=4) == (60, 70, 61, 71)


def test_scale_to_width_keeps_proportions() -> None:
    image = Image.new("RGB", (1200, 1800), BACKGROUND)
    out = g.scale_to_width(image, 400)
    assert out.size == (400, 600)
    assert g.scale_to_width(image, 1200) is image
    small = Image.new("RGB", (300, 100))
    assert g.scale_to_width(small, 400, upscale=False) is small
    assert g.scale_to_width(small, 600).size == (600, 200)


def test_hex_sprite_is_smooth_and_centred_on_its_cell() -> None:
    grid, size = g.HexGrid(30.0).fitted([(0, 0), (1, 0), (0, 1)], margin=6)
    image = Image.new("RGB", size, BACKGROUND)
    sprite = g.hex_sprite(30.0, (200, 60, 40), (255, 255, 255), 3)
    box = grid.paste(image, (1, 0), sprite)
    cx, cy = grid.center((1, 0))
    assert abs((box[0] + box[2]) / 2 - cx) <= 1 and abs((box[1] + box[3]) / 2 - cy) <= 1
    assert image.getpixel((round(cx), round(cy))) == (200, 60, 40)
    # The outline is inside the hex: just within the middle of its left edge it is white.
    left = cx - grid.hex_width / 2
    assert min(image.getpixel((round(left + 1.5), round(cy)))) > 200
    assert image.getpixel((round(left + 6), round(cy))) == (200, 60, 40)
    # Anti-aliased: partly transparent pixels along the edges, none outside the hex.
    alphas = {px[3] for px in sprite.get_flattened_data()}
    assert 0 in alphas and 255 in alphas and any(0 < a < 255 for a in alphas)
    other = grid.center((0, 1))
    assert image.getpixel((round(other[0]), round(other[1]))) == BACKGROUND
