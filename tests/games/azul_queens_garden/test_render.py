"""The pictures: sizes, opacity, the 3 % font rule, alt text in words, decision badges
on the offered cells, and hidden information absent (a swap test on the bytes)."""

from __future__ import annotations

import io
import itertools

import pytest
from PIL import Image, ImageChops

from bot.app.panel import navigate
from rendering import azul_queens_garden as R
from rendering import common as c
from rendering.azul_queens_garden import RENDERER, WIDTH, choice_cell
from rendering.base import DecisionChoice, get_renderer
from tests.games.azul_queens_garden.support import E, position, random_game, text
from tests.games.azul_queens_garden.test_examples import W6
from tests.games.azul_queens_garden.test_properties import swapped
from tests.rendering.test_common import assert_png_is_exactly

NAMES = ["Ann", "Ben", "Cid", "Dee"]


def late_state():
    states, _ = random_game(4, 3)
    return states[int(len(states) * 0.9)]


def test_boards_are_one_display_and_one_garden_per_player():
    view = E.view(late_state(), None)
    c.clear_caches()
    with c.record_font_sizes() as sizes:
        images = RENDERER.boards(view, NAMES)
    assert get_renderer("azul_queens_garden") is RENDERER
    assert [i.filename for i in images] == ["board.png", "garden1.png", "garden2.png",
                                            "garden3.png", "garden4.png"]
    for image in images:
        picture = Image.open(io.BytesIO(image.png))
        assert 1000 <= picture.width <= 1200 and picture.width == WIDTH
        assert picture.mode in ("RGB", "P") and "transparency" not in picture.info
        assert len(image.png) < 300_000
        assert image.alt and len(image.alt) <= 1000
    assert min(sizes) >= 0.03 * WIDTH


def test_alt_text_states_the_position_in_words():
    state = position("players 2\nactive 0\ntop blue_1 blue_3 yellow_2 yellow_2\n"
                     "laid L1 up exp_darkgreen_4\nseat 0 garden F0=blue_3\n"
                     "seat 0 storage blue_2 J J")
    images = RENDERER.boards(E.view(state, None), NAMES)
    assert "The stack's top (T) holds Blue 1, Blue 3, Yellow 2, and Yellow 2" in images[0].alt
    assert "L1: the Dark green 4 expansion, face up" in images[0].alt
    assert "F0 Blue 3" in images[1].alt and "Storage: Blue 2 and 2 jokers" in images[1].alt
    french = RENDERER.boards(E.view(state, None), NAMES, language="fr")
    assert "Bleu 1, Bleu 3, Jaune 2 et Jaune 2" in french[0].alt
    assert "Entrepôt\u00a0: Bleu 2 et 2 jokers" in french[1].alt
    assert "_" not in images[0].alt + images[1].alt  # words, never the data's ids


def test_hidden_information_never_changes_a_picture():
    state = late_state()
    other = swapped(state, 4)
    assert other["current"] != state["current"] or other["supply"] != state["supply"]
    for mine, theirs in zip(RENDERER.boards(E.view(state, None), NAMES),
                            RENDERER.boards(E.view(other, None), NAMES), strict=True):
        assert mine.png == theirs.png and mine.alt == theirs.alt


def test_decision_picture_numbers_every_place_the_panel_offers():
    """One level after the tile (its only payment taken without a tap) numbers every
    free space it may go on, and the picture draws those numbers and says what they
    are and how the tile is paid."""
    state = position("players 2\nactive 0\nseat 0 garden F0=blue_3 A2=down\n"
                     "seat 0 storage blue_2 J J")
    moves = E.legal_moves(state, 0)
    cells = navigate(moves, (1,))  # Place a tile › (only Blue 2) › (pay 1 joker) › …
    assert [text(step) for step in cells.trail] == [
        "Place a tile", "Blue 2 (cost 2)", "Pay 1 joker"]
    labels = [o.button_text(text(o.label)) for o in cells.options]
    assert labels[:3] == ["1 · F1", "2 · F2", "3 · F3"] and len(labels) == 12
    assert all(o.move is not None for o in cells.options)
    choices = [DecisionChoice(o.marker, (o.move.notation,)) for o in cells.options]
    image = RENDERER.decision(E.view(state, 0), 0, NAMES, choices)
    assert image is not None
    assert image.alt.startswith("Each number is a space where Blue 2 may go. Paying 1 joker. ")
    assert "1 on F1" in image.alt
    assert Image.open(io.BytesIO(image.png)).width == WIDTH
    assert choice_cell("expand exp_blue_1 A3 o2") == "A3.2"
    assert choice_cell("buy A4") == "A4.c"
    assert RENDERER.decision(E.view(state, 0), 0, NAMES,
                             [DecisionChoice("1", ("pass",))]) is None


def test_decision_pictures_say_what_an_expansion_or_a_purchase_numbers():
    state = position("players 2\nactive 0\nseat 0 score 6\nseat 0 garden F0=yellow_3\n"
                     "seat 0 storage exp_yellow_3 yellow_1 J")
    moves = E.legal_moves(state, 0)
    placing = [m for m in moves if m.notation.startswith("expand")]
    # every area and orientation in one level: A0 o3 touches the Yellow 3 on F0 (W5)
    assert [m.marker for m in placing] == [str(n) for n in range(1, 36)]
    choices = [DecisionChoice(m.marker, (m.notation,)) for m in placing[:25]]
    for language, start in (
            ("en", "Each number is where the expansion's Yellow 3 hexagon may lie"),
            ("it", "Ogni numero è dove può stare l'esagono Giallo 3 dell'espansione"),
            ("fr", "Chaque numéro est l'endroit où peut tomber l'hexagone Jaune 3")):
        image = RENDERER.decision(E.view(state, 0), 0, NAMES, choices, language=language)
        assert image is not None and image.alt.startswith(start), image.alt
    buying = [DecisionChoice(m.marker, (m.notation,)) for m in moves
              if m.notation.startswith("buy")]
    image = RENDERER.decision(E.view(state, 0), 0, NAMES, buying)
    assert image is not None and image.alt.startswith(
        "Each number is an empty area for a face-down expansion from the supply (−6 points).")


def test_strips_join_into_one_valid_png_of_the_whole_picture():
    """Each image is its strips' deflate streams joined: the chunks' CRCs and the
    stream's checksum hold, and the pixels are those of the strips stacked."""
    view = E.view(late_state(), None)
    images = RENDERER.boards(view, NAMES)
    pictures = [R.display_image(view, NAMES)] + [
        R.garden_picture(view["seats"][i], NAMES[i], R.seat_marks(view, i))
        for i in range(4)]
    for image, picture in zip(images, pictures, strict=True):
        assert_png_is_exactly(image.png, picture)


def test_a_board_from_cached_strips_equals_one_drawn_afresh():
    """Turn after turn the strips nobody changed come from the cache: every board must
    be byte for byte the board an empty cache draws (a strip's key is all it shows)."""
    states, _ = random_game(4, 5)
    turn_ends = [after for before, after in itertools.pairwise(states)
                 if E.turn_number(after) != E.turn_number(before) or E.is_over(after)]
    R.band.cache_clear()
    cached = [RENDERER.boards(E.view(state, None), NAMES) for state in turn_ends[::4]]
    assert R.band.cache_info().hits > R.band.cache_info().misses
    for state, images in zip(turn_ends[::4], cached, strict=True):
        R.band.cache_clear()
        assert [i.png for i in RENDERER.boards(E.view(state, None), NAMES)] == \
            [i.png for i in images]


def test_the_palette_holds_every_flat_colour_and_close_shades():
    """Fills keep their exact colour (Pillow's colour search maps each flat colour to
    itself) and every anti-aliased edge pair has shades no more than 15 levels from the
    true mix, from its ground exactly to its ink exactly."""
    plan = R.PALETTE
    entries = c.palette_bytes(plan)
    colour = [tuple(entries[i:i + 3]) for i in range(0, len(entries), 3)]
    assert len(colour) <= 256 and len(set(plan.flats)) == len(plan.flats)
    flats = Image.new("RGB", (len(plan.flats), 1))
    flats.putdata(list(plan.flats))
    mapped = c.to_palette(plan, flats).tobytes()
    assert [colour[i] for i in mapped] == list(plan.flats)
    for ink, ground in plan.edges:
        for over, under in ((ink, ground), (ground, ink)):
            table = c.palette_shades(plan, over, under)
            assert colour[table[0]] == under and colour[table[255]] == over
            for share in range(256):
                mix = c.blend(over, under, share / 255)
                assert max(abs(a - b) for a, b in zip(mix, colour[table[share]],
                                                      strict=True)) <= 15, (over, under, share)


def _gardens():
    """Every seat at every tenth state of a 4-player game, and after W6's tile surrounds
    three elements: between them every kind of cell (free fountain and expansion spaces,
    areas with no expansion, the fountain, statues, benches, pavilions, surrounded ones,
    hexagons)."""
    states, _ = random_game(4, 3)
    w6 = E.apply(position(W6), 0, "place blue_2 F1 pay yellow_2")
    for state in [w6, *states[::10]]:
        yield from E.view(state, None)["seats"]


def _covered(mark: str, keys: set[str]) -> bool:
    """Whether the key explains ``mark``: itself, a range of ids it lies in (F0–F5,
    A0–A5), or an element's label with the surrounded check after it."""
    if mark in keys:
        return True
    if mark.endswith(R.SURROUNDED_MARK):
        return mark[:-1] in keys and R.SURROUNDED_MARK in keys
    return any("–" in key and key[0] == mark[0] and key[1] <= mark[1] <= key[-1]
               for key in keys)


def test_every_kind_of_cell_has_a_mark_besides_its_colour_and_the_key_names_it():
    """Colour is never the only cue: every cell drawn carries a mark (an area with no
    expansion yet: its label, on the area's centre), the mark is in the pixels (the cell
    differs from its bare colour), and the key explains every mark (a hexagon's code by
    the data's name of its colour)."""
    entries = dict(R.key_entries())
    keys = set(entries)
    kinds, checked = set(), set()
    for seat in _gardens():
        surrounded = set(seat["surrounded"])
        for cell, (what, detail) in R.cell_contents(seat).items():
            mark = R.cell_mark(cell, what, detail, cell in surrounded)
            area = R.T.cell_area.get(cell)
            kinds.add((what, detail if what == "element" else area is not None))
            checked |= {what} if cell in surrounded else set()
            if what == "none":
                centre = R.T.area_cells[area][0]
                assert R.cell_mark(centre, what, detail, False) == f"A{area}"
                assert _covered(f"A{area}", keys)
                continue
            assert mark, cell
            if what == "tile":
                colour = R.kind_parts(detail)[0]
                assert mark.split()[0] == R.codes("en")[colour]
                assert entries[R.codes("en")[colour]] == R.T.colour_names[colour].split(" (")[0]
                continue
            assert _covered(mark, keys), (cell, mark)
    assert {("space", False), ("space", True), ("none", True), ("element", "fountain"),
            ("element", "statue"), ("element", "bench"), ("element", "pavilion")} <= kinds
    assert "element" in checked  # and some were surrounded
    fill = {"element": R.ELEMENT, "space": R.AREA_FLOOR}
    for what, label in (("element", "Sta✓"), ("element", "Pav"), ("space", R.SPACE_MARK)):
        marked = R.hex_piece(None, R.GARDEN_RADIUS, label, fill=fill[what]).image.tobytes()
        bare = R.hex_piece(None, R.GARDEN_RADIUS, "", fill=fill[what]).image.tobytes()
        assert marked != bare, label


def test_the_board_picture_ends_with_the_gardens_key():
    """The key is the board picture's last strip (it is the same for every garden), and
    the decision picture's; its lines fit the width, and it is drawn."""
    view = E.view(late_state(), None)
    draw, shown = R.display_strips(view, NAMES)[-1]
    assert draw is R.key_strip and shown == ("In the gardens", R.key_entries())
    entries = dict(R.key_entries())
    assert (entries["FT"], entries["Sta"], entries["Ben"], entries["Pav"]) == \
        ("fountain", "statue", "bench", "pavilion")
    assert entries["✓"] == "surrounded" and entries["J"] == "joker"
    for line in R.key_lines(R.key_entries()):
        mark, meaning, x = line[-1]
        assert 20 + x + c.text_width(mark, R.MIN_FONT) + 8 + \
            c.text_width(meaning, R.MIN_FONT, "condensed") <= WIDTH - 20
    strip = R.key_strip("In the gardens", R.key_entries())
    assert len(strip.convert("RGB").getcolors(4096) or ()) > 2
    board = Image.open(io.BytesIO(RENDERER.board(view, NAMES).png))
    assert board.crop((0, board.height - strip.height, WIDTH, board.height)).tobytes() == \
        strip.tobytes()
    state = position("players 2\nactive 0\nseat 0 garden F0=blue_3\nseat 0 storage blue_2 J")
    cells = [m for m in E.legal_moves(state, 0) if m.notation.startswith("place blue_2 F1")]
    choice = RENDERER.decision(E.view(state, 0), 0, NAMES,
                               [DecisionChoice("F1", (cells[0].notation,))])
    assert choice is not None
    picture = Image.open(io.BytesIO(choice.png)).convert("RGB")
    foot = picture.crop((0, picture.height - strip.height, WIDTH, picture.height))
    # that picture has a palette of its own (its badges' colours): near, not exact
    difference = ImageChops.difference(foot, strip.convert("RGB")).getextrema()
    assert max(high for _, high in difference) <= 32


@pytest.mark.parametrize("language", ["it", "fr"])
def test_italian_and_french_pictures_keep_the_font_rule_and_fit(language):
    """Longer words: the pictures still draw nothing below 3 % of the width, the key's
    lines fit, and the alt text is in the language (no English word of the key)."""
    view = E.view(late_state(), None)
    c.clear_caches()
    with c.record_font_sizes() as sizes:
        images = RENDERER.boards(view, NAMES, language=language)
    assert min(sizes) >= 0.03 * WIDTH
    for line in R.key_lines(R.key_entries(language)):
        mark, meaning, x = line[-1]
        assert 20 + x + c.text_width(mark, R.MIN_FONT) + 8 + \
            c.text_width(meaning, R.MIN_FONT, "condensed") <= WIDTH - 20
    for image in images:
        assert image.alt and len(image.alt) <= 1000
        assert "Storage" not in image.alt and "Around the fountain" not in image.alt


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_every_rounds_goals_are_shown_whole_in_every_language(language):
    """A round's goals too long for one line wrap between goals, never cut: French
    "M3 : VC Vert clair · 3 Papillons · MP Mauve pâle" lost its last goal to "…"."""
    left = 20 + max(110, c.text_width(R.said(language, R.msg("azul-queens-garden-tag-now")),
                                      R.MIN_FONT) + 30)
    width = WIDTH - left - 20
    seen_wrapped = False
    for seed in range(40):
        view = E.view(E.setup(2, seed, {}), None)
        for number, goals in enumerate(view["schedule"], start=1):
            text = R.said(language, R.msg(
                "azul-queens-garden-picture-round-goals", round=number,
                goals=" · ".join(R.criterion_text(g, language) for g in goals)))
            lines = R.schedule_lines(text, width)
            assert " · ".join(lines) == text and "…" not in text
            assert all(c.text_width(line, R.MIN_FONT) <= width - (R.SCHEDULE_INDENT if i else 0)
                       for i, line in enumerate(lines))
            seen_wrapped |= len(lines) > 1
    if language == "fr":
        assert seen_wrapped, "no French round needed two lines: the test lost its point"
