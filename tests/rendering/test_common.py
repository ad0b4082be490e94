"""Shared drawing helpers: names keep their emoji, font sizes can be recorded, a fixed
palette keeps every flat colour, and PNGs written strip by strip decode to the picture."""

from __future__ import annotations

import io
import random
import struct
import zlib
from collections.abc import Sequence

import pytest
from PIL import Image, ImageDraw

from rendering import common as c


def _saturated(sprite: Image.Image) -> int:
    """Opaque pixels with a strong colour (emoji are colourful; the text ink is grey)."""
    count = 0
    for r, g, b, a in sprite.get_flattened_data():
        if a > 200 and max(r, g, b) - min(r, g, b) > 80:
            count += 1
    return count


def test_text_runs_keep_emoji_sequences_whole() -> None:
    assert c.text_runs("Zoë 🎲✨") == [("Zoë ", False), ("🎲✨", True)]
    # A skin tone, a flag and a ZWJ family stay in one run each with their parts.
    assert c.text_runs("👍🏽") == [("👍🏽", True)]
    assert c.text_runs("a🇫🇷b") == [("a", False), ("🇫🇷", True), ("b", False)]
    family = "👩\u200d👩\u200d👧"
    assert c.text_runs(family) == [(family, True)]
    # Text-default symbols are emoji only when asked for with VS16.
    assert c.text_runs("♥") == [("♥", False)]
    assert c.text_runs("♥\ufe0f") == [("♥\ufe0f", True)]
    assert c.text_runs("♥\ufe0e x") == [("♥ x", False)]
    assert c.text_runs("☕") == [("☕", True)]


def test_emoji_draw_in_colour_from_the_shipped_font() -> None:
    assert c.EMOJI_FILE.parent == c.FONT_DIR and c.EMOJI_FILE.exists()
    assert (c.FONT_DIR / "LICENSE-NotoColorEmoji.txt").exists()
    fox = c.rich_sprite("🦊", 30)
    assert _saturated(fox) > 50
    plain = c.rich_sprite("Fox", 30)
    assert _saturated(plain) == 0
    # The emoji sits inside the text line and is about as tall as the text size.
    assert fox.height == plain.height
    box = fox.getbbox()
    assert box is not None and 24 <= box[3] - box[1] <= 32


def test_rich_width_matches_the_sprite_and_grows_with_emoji() -> None:
    for text in ("Alice", "Alice 🦊", "👍🏽 Bob", "🇫🇷🇮🇹"):
        assert c.rich_width(text, 30) == c.rich_sprite(text, 30).width
    assert c.rich_width("Alice 🦊", 30) > c.rich_width("Alice ", 30) + 20


def test_rich_ellipsize_never_cuts_inside_a_sequence() -> None:
    family = "👩\u200d👩\u200d👧"
    name = "Bartholomew " + family * 4
    for width in range(60, c.rich_width(name, 30), 7):
        cut = c.rich_ellipsize(name, width, 30)
        assert c.rich_width(cut, 30) <= width or len(cut) == 1
        body = cut.removesuffix("…")
        assert not body or ord(body[-1]) not in (0x200D, 0xFE0F)


def test_put_rich_text_anchors() -> None:
    image = Image.new("RGB", (400, 100), c.BACKGROUND)
    box = c.put_rich_text(image, (200, 50), "Zoë 🎲", 30, anchor="mm")
    assert abs((box[0] + box[2]) / 2 - 200) <= 1 and abs((box[1] + box[3]) / 2 - 50) <= 1
    right = c.put_rich_text(image, (390, 10), "x🎲", 30, anchor="ra")
    assert right[2] == 390 and right[1] == 10


def test_record_font_sizes_sees_every_request() -> None:
    c.clear_caches()
    with c.record_font_sizes() as sizes:
        c.put_text(Image.new("RGB", (100, 50)), (0, 0), "hi", 17)
        c.rich_sprite("Zoë 🎲", 23)
        c.letter_chip((0, 0, 0), "W", 40)
    assert 17 in sizes and 23 in sizes and int(40 * 0.58) in sizes
    with c.record_font_sizes() as again:
        c.put_text(Image.new("RGB", (100, 50)), (0, 0), "hi", 17)
    # Cached: nothing asked for. clear_caches() is what makes a test see cached sprites.
    assert again == []


# --- a fixed palette -----------------------------------------------------------------------

# Pillow's colour search gives each 4×4×4 slot the entry nearest the slot's corner, and
# PANEL's corner (48, 56, 64) lies nearer this colour than PANEL itself.
NEAR_PANEL: c.Color = (48, 53, 63)


def test_two_flat_colours_pillow_reads_as_one_both_come_out_exactly() -> None:
    """A flat colour captured by another flat stays in the palette (the plan used to drop
    flats until it failed with "empty palette"), and pieces map both to their own entry."""
    probe = Image.new("RGB", (1, 1), c.PANEL)
    alone = Image.new("P", (1, 1))
    alone.putpalette(bytes([*c.PANEL, *NEAR_PANEL]))
    assert probe.quantize(palette=alone, dither=Image.Dither.NONE).getpixel((0, 0)) == 1
    plan = c.PalettePlan((c.BACKGROUND, c.PANEL, NEAR_PANEL, c.TEXT),
                         ((c.TEXT, c.PANEL), (c.TEXT, NEAR_PANEL), (c.PANEL, c.BACKGROUND)))
    entries = c.palette_bytes(plan)
    colours = [tuple(entries[i:i + 3]) for i in range(0, len(entries), 3)]
    assert colours[:4] == list(plan.flats) and len(colours) <= 256
    drawing = Image.new("RGB", (120, 40), c.BACKGROUND)
    draw = ImageDraw.Draw(drawing)
    draw.rectangle((0, 0, 39, 39), fill=c.PANEL)
    draw.rectangle((40, 0, 79, 39), fill=NEAR_PANEL)
    draw.text((4, 4), "Ab", font=c.font(30), fill=c.TEXT)  # shades over PANEL
    mapped = c.to_palette(plan, drawing)
    for x, flat in ((1, c.PANEL), (39, c.PANEL), (41, NEAR_PANEL), (100, c.BACKGROUND)):
        assert colours[mapped.getpixel((x, 38))] == flat
    assert all(colours[i] == flat for i, flat in zip(
        c.to_palette(plan, _row(plan.flats)).tobytes(), plan.flats, strict=True))
    for ink, ground in plan.edges:
        shades = c.palette_shades(plan, ink, ground)
        assert colours[shades[0]] == ground and colours[shades[255]] == ink
    on_panel = c.palette_canvas(plan, (4, 4), c.PANEL)
    assert colours[on_panel.getpixel((0, 0))] == c.PANEL


def test_a_shade_that_would_capture_a_flat_colour_is_dropped() -> None:
    """Shades of black to white pass close by a grey flat colour: those nearer its slot's
    corner than the flat itself go, the others stay, and the flat maps to itself."""
    black, white, flat = (0, 0, 0), (255, 255, 255), (101, 101, 101)
    corner = (100, 100, 100)  # Pillow's slot of the flat: every colour from it to +3

    def distance(colour: c.Color) -> int:
        return sum((a - b) ** 2 for a, b in zip(colour, corner, strict=True))

    plan = c.PalettePlan((black, flat, white), ((white, black),))
    entries = c.palette_bytes(plan)
    colours = [tuple(entries[i:i + 3]) for i in range(0, len(entries), 3)]
    assert colours[:3] == list(plan.flats)
    assert all(distance(colour) >= distance(flat) for colour in colours[3:])
    greys = sorted(colour[0] for colour in colours[3:])
    assert any(95 <= g < 100 for g in greys) and any(101 < g <= 106 for g in greys)
    assert [colours[i] for i in c.to_palette(plan, _row(plan.flats)).tobytes()] == \
        list(plan.flats)


def _row(colours: Sequence[c.Color]) -> Image.Image:
    image = Image.new("RGB", (len(colours), 1))
    image.putdata(list(colours))
    return image


# --- PNG strip by strip --------------------------------------------------------------------

def png_chunks(png: bytes) -> list[tuple[bytes, bytes]]:
    """A PNG's chunks in order, ``(kind, data)``, each one's CRC-32 checked."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    chunks, at = [], 8
    while at < len(png):
        (length,) = struct.unpack(">I", png[at:at + 4])
        kind, data = png[at + 4:at + 8], png[at + 8:at + 8 + length]
        assert struct.unpack(">I", png[at + 8 + length:at + 12 + length])[0] == \
            zlib.crc32(kind + data), kind
        chunks.append((kind, data))
        at += 12 + length
    return chunks


def png_rows_of(png: bytes) -> bytes:
    """The decompressed image data of a PNG (``zlib.decompress`` checks the Adler-32)."""
    return zlib.decompress(b"".join(data for kind, data in png_chunks(png) if kind == b"IDAT"))


def assert_png_is_exactly(png: bytes, picture: Image.Image) -> None:
    """``png`` decodes to ``picture``'s very palette and pixels, and is written as the
    strip writer writes: IHDR, PLTE, one IDAT, IEND (no tRNS), unfiltered rows."""
    kinds = [kind for kind, _ in png_chunks(png)]
    assert kinds == [b"IHDR", b"PLTE", b"IDAT", b"IEND"]
    rows = png_rows_of(png)
    assert len(rows) == picture.height * (picture.width + 1)
    assert rows[::picture.width + 1] == bytes(picture.height)  # filter type 0, every row
    decoded = Image.open(io.BytesIO(png))
    decoded.load()
    assert decoded.mode == "P" and decoded.size == picture.size
    assert "transparency" not in decoded.info
    assert decoded.tobytes() == picture.tobytes()
    assert decoded.getpalette() == picture.getpalette()


def _palette_picture(width: int, height: int, seed: int) -> Image.Image:
    """A palette picture with flat runs (which deflate well) and noise (which does not)."""
    rng = random.Random(seed)
    image = Image.new("P", (width, height), 0)
    image.putpalette(bytes(rng.getrandbits(8) for _ in range(3 * 200)))
    draw = ImageDraw.Draw(image)
    for _ in range(30):
        x, y = rng.randrange(width), rng.randrange(height)
        draw.rectangle((x, y, x + rng.randrange(80), y + rng.randrange(40)),
                       fill=rng.randrange(200))
    for _ in range(width * height // 20):
        image.putpixel((rng.randrange(width), rng.randrange(height)), rng.randrange(200))
    return image


def test_png_in_bands_is_the_picture_exactly() -> None:
    """Bands deflated at different times, some served from the cache (a second picture
    sharing rows with the first), join into one stream that decodes to the picture."""
    c.clear_caches()
    first = _palette_picture(301, 170, 1)  # 170 rows: the last band is short
    assert_png_is_exactly(c.png_in_bands(first), first)
    second = first.copy()
    second.putpixel((7, 100), (second.getpixel((7, 100)) + 1) % 200)  # one band differs
    png = c.png_in_bands(second)
    assert_png_is_exactly(png, second)
    c.clear_caches()
    assert c.png_in_bands(second) == png
    for level, rows in ((3, 1), (1, 64), (6, 500)):
        assert_png_is_exactly(c.png_in_bands(first, level, rows), first)


def test_strips_compressed_apart_join_into_the_stacked_picture() -> None:
    strips = [_palette_picture(240, height, seed) for seed, height in enumerate((1, 37, 90))]
    palette = bytes(strips[0].getpalette() or [])
    stacked = Image.new("P", (240, sum(s.height for s in strips)))
    y = 0
    for strip in strips:
        stacked.paste(strip, (0, y))
        y += strip.height
    stacked.putpalette(palette)
    pieces = [c.png_strip(strip, level) for strip, level in zip(strips, (1, 3, 9), strict=True)]
    assert_png_is_exactly(c.png_from_strips(pieces, palette), stacked)
    with pytest.raises(ValueError, match="same width"):
        c.png_from_strips([*pieces, c.png_strip(_palette_picture(241, 2, 9))], palette)
    with pytest.raises(ValueError):
        c.png_from_strips([], palette)


@pytest.mark.parametrize("lengths", [(0, 5), (1, 1), (70_000, 3), (40_000, 140_000)])
def test_adler32_combine_equals_zlib(lengths: tuple[int, int]) -> None:
    rng = random.Random(sum(lengths))
    first, second = (bytes(rng.getrandbits(8) for _ in range(n)) for n in lengths)
    assert c.adler32_combine(zlib.adler32(first), zlib.adler32(second), len(second)) == \
        zlib.adler32(first + second)
    assert c.adler32_combine(zlib.adler32(b"\xff" * 65520), zlib.adler32(b"\x00"), 1) == \
        zlib.adler32(b"\xff" * 65520 + b"\x00")


def test_a_text_over_its_limit_ends_on_a_whole_word():
    # an alt text cut mid-word read "l'est-su", an Italian word to the language check
    from rendering.common import whole_words

    text = "le banc à l'est-sud de la fontaine " * 40
    cut = whole_words(text, 1000)
    assert len(cut) <= 1000 and cut.endswith("…")
    assert text.startswith(cut[:-1]) and text[len(cut) - 1] == " "
    assert whole_words("court", 1000) == "court"


def test_azul_decision_alt_texts_over_the_limit_end_on_a_whole_word():
    # Azul's decision pictures name every numbered space in words: in French a late
    # 4-player position runs past the limit (CI saw one end "à l'est-su")
    import random

    from bot.app.decisions import decision_choices
    from bot.app.panel import Panel, navigate
    from bot.games import get_engine
    from rendering.base import get_renderer

    engine, renderer = get_engine("azul_queens_garden"), get_renderer("azul_queens_garden")
    names = ["Ann", "Ben", "Cid", "Dee"]
    long_ones = []
    for seed in range(1, 4):
        rng = random.Random(seed)
        state = engine.setup(4, seed, engine.engine_options({}))
        while not engine.is_over(state):
            seat = engine.to_move(state)[0]
            moves = engine.legal_moves(state, seat)
            level = navigate(moves)
            while isinstance(level, Panel):
                choices = decision_choices(moves, level)
                if choices:
                    picture = renderer.decision(engine.view(state, seat), seat, names,
                                                choices, language="fr")
                    if picture is not None and len(picture.alt) >= 990:
                        long_ones.append(picture.alt)
                level = navigate(moves, (*level.prefix, rng.randrange(len(level.options))))
            state = engine.apply(state, seat, rng.choice(moves).notation)
    assert long_ones, "no position ran past the limit: the test shows nothing"
    for alt in long_ones:
        assert len(alt) <= 1000 and alt.endswith("…"), alt[-40:]
        assert alt[-2] != " "
