"""Shared drawing helpers: names keep their emoji, font sizes can be recorded."""

from __future__ import annotations

from PIL import Image

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
