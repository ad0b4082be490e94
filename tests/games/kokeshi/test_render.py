"""Kokeshi pictures: sizes, opacity, the 3 % font rule, alt text, decision badges and the
hidden supply order (a swap test on the PNG bytes)."""

from __future__ import annotations

import copy
import io
import random

import pytest
from PIL import Image

from bot.games.base import Move
from bot.games.message import msg
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
    assert "Princess (on row 3)" in workshop.alt
    assert "To place: a Fisherman starting tile (move Fisherman, or move Sumo wrestler)." \
        in workshop.alt
    italian = RENDERER.boards(view, ["Aiko", "Bruno"], language="it")
    assert "Mercato:" in italian[0].alt and "Aiko: Panda 4" in italian[0].alt
    assert "Principessa (sulla riga 3)" in italian[1].alt
    french = RENDERER.boards(view, ["Aiko", "Bruno"], language="fr")
    assert "Marché\u00a0:" in french[0].alt and "Aiko\u00a0: Panda 4" in french[0].alt
    assert "Princesse (en rangée 3)" in french[1].alt


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


@pytest.mark.parametrize(("players", "language"), [(2, "en"), (3, "it"), (4, "fr")])
def test_posted_pictures_are_their_drawings_exactly(players: int, language: str) -> None:
    """The table and the workshops are posted as strips kept by what they show: each PNG
    decodes (every chunk's CRC, the stream's Adler-32) to the very palette and pixels of
    the picture drawn whole, turn after turn, whatever strips earlier turns left in the
    cache, and again with the caches emptied."""
    from rendering import kokeshi

    names = NAMES[:players]
    for plies in (0, 40 * players, 80 * players):
        view = ENGINE.view(walked(ENGINE, players, 9, plies), None)
        posted = RENDERER.boards(view, names, language=language)
        assert_png_is_exactly(posted[0].png, kokeshi.table_picture(view, names, language))
        for seat in range(players):
            face = kokeshi.workshop_face(view, seat, names, language)
            assert_png_is_exactly(posted[1 + seat].png, kokeshi.workshop_picture(face))
    common.clear_caches()
    assert [i.png for i in RENDERER.boards(view, names, language=language)] == \
        [i.png for i in posted]


def test_turn_caches_are_bounded() -> None:
    """A render worker draws every game it is sent: the strips and the alt texts'
    sentences are kept in caches of a bounded size, which its memory ceiling empties."""
    from rendering import kokeshi

    for name in ("_png_strip", "_track_said", "_market_said", "_quality_said",
                 "_animals_said", "_bonus_said"):
        assert getattr(kokeshi, name).cache_parameters()["maxsize"] is not None, name


def _touch(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> bool:
    """Whether two boxes (right and bottom exclusive) overlap or share an edge: no row or
    column of background between them."""
    return a[0] <= b[2] and b[0] <= a[2] and a[1] <= b[3] and b[1] <= a[3]


@pytest.mark.parametrize(("players", "language"), [(2, "en"), (3, "it"), (4, "fr")])
def test_column_headings_touch_no_marker(players: int, language: str) -> None:
    """Each track's name is clear of every Kokeshi marker and every other name, at least
    3 % of the width, inside the picture, in every language; and the heads' boxes are what
    is drawn: every pixel of the head band that is not the table lies in one of them."""
    from rendering import kokeshi

    heads = kokeshi.column_heads(language)
    assert [h.name for h in heads] == list(kokeshi.short_names(language))
    texts = [h.text_box for h in heads]
    markers = [h.marker_box for h in heads]
    for i, text in enumerate(texts):
        assert heads[i].size >= min_font_size(kokeshi.WIDTH)
        assert text[0] >= 0 and text[2] <= kokeshi.WIDTH
        assert not any(_touch(text, marker) for marker in markers), heads[i].name
        assert not any(_touch(text, other) for j, other in enumerate(texts) if j != i)
    view = ENGINE.view(walked(ENGINE, players, 9, 40 * players), None)
    for seat in range(players):
        picture = kokeshi.workshop_picture(kokeshi.workshop_face(view, seat, NAMES,
                                                                 language))
        band = picture.convert("RGB").crop((0, kokeshi.HEADER, kokeshi.WIDTH, kokeshi.TOP))
        drawn = [(x, y + kokeshi.HEADER) for y in range(band.height) for x in range(band.width)
                 if band.getpixel((x, y)) != common.BACKGROUND]
        boxes = texts + markers
        assert all(any(b[0] <= x < b[2] and b[1] <= y < b[3] for b in boxes) for x, y in drawn)
        for box in boxes:  # and each box holds its drawing
            assert any(box[0] <= x < box[2] and box[1] <= y < box[3] for x, y in drawn)


#: four names too long for a line: two alike but for their last character, two but for
#: their emoji
SIMILAR = ["Computer (greedy) who plays the market first and the animals after, seat 1",
           "Computer (greedy) who plays the market first and the animals after, seat 2",
           "🐼 Erin who plays the market first and the animals after, then the bonus",
           "🦊 Erin who plays the market first and the animals after, then the bonus"]


def _legend_crops(picture: Image.Image, entries: list) -> list[bytes]:
    """Each seat's legend line as drawn: its marker and name, to the column's end."""
    from rendering import kokeshi

    rgb = picture.convert("RGB")
    column = (kokeshi.WIDTH - 2 * kokeshi.MARGIN) // (2 if len(
        {e.chip_xy[0] for e in entries}) > 1 else 1)
    return [rgb.crop((e.chip_xy[0], e.chip_xy[1], e.chip_xy[0] + column,
                      e.chip_xy[1] + kokeshi.LEGEND_CHIP)).tobytes() for e in entries]


def test_seat_legend_keeps_four_long_similar_names_apart() -> None:
    """The legend names every animal marker: at 4 players with four long names that differ
    only in a number or an emoji, each seat's drawn text is its own, cut (the names do
    not fit a line) but keeping what tells it apart, at least 3 % of the width and inside
    the picture; and the lines drawn differ."""
    from rendering import kokeshi

    names = SIMILAR
    entries = kokeshi.legend_entries(names, 4)
    texts = [e.text for e in entries]
    assert len(set(texts)) == 4 and all("…" in text for text in texts)
    assert texts[0].endswith("seat 1") and texts[1].endswith("seat 2")  # cut in the middle
    assert texts[2].startswith("🐼") and texts[3].startswith("🦊")
    for entry in entries:
        assert entry.size >= min_font_size(kokeshi.WIDTH)
        right = entry.anchor[0] + common.rich_width(entry.text, entry.size, "condensed")
        assert right <= kokeshi.WIDTH - kokeshi.MARGIN
    assert len({e.chip_xy for e in entries}) == 4  # one line each, as they are long
    view = ENGINE.view(walked(ENGINE, 4, 9, 100), None)
    picture = kokeshi.table_picture(view, names)
    # the legend ends where the key of the tiles' icons begins
    key = kokeshi.key_rgb(kokeshi.key_symbols([*view["market"], *view["bonus"].values()],
                                              quality=bool(view["quality"])))
    assert picture.height - key.height == entries[-1].chip_xy[1] + kokeshi.LEGEND_ROW - (
        kokeshi.LEGEND_ROW - kokeshi.LEGEND_CHIP) // 2 + kokeshi.MARGIN
    assert len(set(_legend_crops(picture, entries))) == 4


@pytest.mark.parametrize("players", [2, 3, 4])
def test_seat_legend_draws_whole_names_that_fit_with_their_emoji(players: int) -> None:
    """Names that fit are drawn whole, two seats to a line when each fits half the width;
    a name that differs only in its emoji is drawn with it (not as the same "Erin")."""
    from rendering import kokeshi

    names = ["🐼 Erin", "🦊 Erin", "Erin", "Bartholomew"][:players]
    entries = kokeshi.legend_entries(names, players)
    assert [e.text for e in entries] == names
    assert len({e.chip_xy[1] for e in entries}) == -(-players // 2)
    view = ENGINE.view(walked(ENGINE, players, 9, 0), None)
    crops = _legend_crops(kokeshi.table_picture(view, names), entries)
    assert len(set(crops)) == players
    # names that fit a line, not half of one: one seat to a line, whole
    long = [f"Computer {p + 1} (greedy) the magnificent" for p in range(players)]
    entries = kokeshi.legend_entries(long, players)
    assert [e.text for e in entries] == long
    assert len({e.chip_xy[1] for e in entries}) == players


def test_fit_apart_cuts_in_the_middle_to_keep_the_telling_word() -> None:
    from rendering import kokeshi

    names = ["Computer 1 (greedy)", "Computer 2 (greedy)"]
    shown = [kokeshi.fit_apart(n, [o for o in names if o != n], 220, 33) for n in names]
    assert shown[0] != shown[1] and "1" in shown[0] and "2" in shown[1]
    assert all(common.rich_width(s, 33, "condensed") <= 220 for s in shown)
    assert kokeshi.fit_apart("Erin", ["Ben"], 220, 33) == "Erin"
    assert kokeshi.fit_apart("Computer 1 (greedy)", ["Ben"], 220, 33) == \
        common.rich_ellipsize("Computer 1 (greedy)", 220, 33, "condensed")


# --- languages ----------------------------------------------------------------------------

@pytest.mark.parametrize("language", ["it", "fr"])
def test_pictures_in_italian_and_french_fit_and_keep_the_font_rule(language: str) -> None:
    """Every drawn word comes from the catalogue and fits its place: the pictures' sizes,
    the 3 % font, the track heads and the home word in their columns, the "To place"
    caption beside its tiles; the alt texts name no tile ids or effect codes."""
    from rendering import kokeshi
    from tests.games.kokeshi.test_words import IDS

    state = walked(ENGINE, 4, 9, 260)
    view = ENGINE.view(state, None)
    common.clear_caches()
    with common.record_font_sizes() as sizes:
        images = RENDERER.boards(view, NAMES, language=language)
        setup = RENDERER.boards(ENGINE.view(ENGINE.setup(2, 3, {}), None), NAMES[:2],
                                language=language)
    assert min(sizes) >= min_font_size(kokeshi.WIDTH)
    for rendered in [*images, *setup]:
        image = _check_png(rendered.png)
        assert image.height <= 1.4 * image.width
        assert 0 < len(rendered.alt) <= 1024 and not IDS.search(rendered.alt), rendered.alt
    home = kokeshi.say(language, msg("kokeshi-picture-home"))
    # drawn from the margin, it ends before the first home box
    assert kokeshi.MARGIN + common.text_width(home, kokeshi.MIN_FONT, "condensed") < \
        kokeshi.cell_box(0, 0, kokeshi.TOP)[0]
    for line in kokeshi.wrap(kokeshi.say(language, msg("kokeshi-picture-to-place")),
                             kokeshi.PENDING_LABEL_W, kokeshi.FONT):
        assert common.text_width(line, kokeshi.FONT) <= kokeshi.PENDING_LABEL_W
    for head in kokeshi.column_heads(language):
        assert head.size >= kokeshi.MIN_FONT
        assert head.text_box[2] - head.text_box[0] <= kokeshi.COL_W - 8, head.name
    # the English pictures are other pictures, each cached under its language
    english = RENDERER.boards(view, NAMES)
    assert images[0].png != english[0].png and images[0].alt != english[0].alt
    assert [i.png for i in RENDERER.boards(view, NAMES, language=language)] == \
        [i.png for i in images]


def test_the_status_line_draws_the_marker_where_the_language_puts_the_name() -> None:
    from rendering import kokeshi

    before, _, after = kokeshi.say("fr", msg("kokeshi-picture-turn", round=3,
                                        name=kokeshi._NAME_HERE)).partition(kokeshi._NAME_HERE)
    assert (before, after) == ("Tour de table 3 · à ", " de jouer")
    state = play(example8_state(), "advance princess")
    table = RENDERER.boards(ENGINE.view(state, None), ["Aiko", "Bruno"], language="fr")[0]
    assert table.alt.startswith("Tour de table 1, à Aiko de jouer.")
