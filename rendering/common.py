"""Drawing helpers every game's renderer shares.

Fonts come only from ``rendering/fonts`` so an image looks the same on every host. Colours
come from the Okabe–Ito palette, which stays distinguishable under the common forms of
colour blindness; helpers that draw a colour always take a letter too, because colour
must never carry meaning alone. Shapes are drawn supersampled and cached as RGBA sprites:
Pillow's primitives are not anti-aliased, and a sprite drawn once costs nothing per turn.

Grid geometry (pointy-top hexes in axial or offset coordinates, square grids with rulers),
numbered marker badges, crop-to-content and scale-to-width live in ``rendering.grids``.

A renderer whose boards must be cheap composes them on a fixed palette
(:class:`PalettePlan`): pieces drawn once in RGB are mapped onto it and cached, text is
laid on as shades of its ink over its ground, and the PNG needs no quantizing per turn.
Such a picture's PNG is written strip by strip (:class:`PngStrip`): strips of rows are
deflated once and joined into one zlib stream, so a turn compresses only the rows it
changed, whether the strips are cached by what they show (:func:`png_strip`,
:func:`png_from_strips`) or by their bytes (:func:`png_in_bands`).
"""

from __future__ import annotations

import io
import struct
import sys
import threading
import zlib
from bisect import bisect_right
from collections.abc import Callable, Hashable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import NamedTuple

from PIL import Image, ImageChops, ImageDraw, ImageFont, features

from rendering.parts import PARTS, kept

Color = tuple[int, int, int]
Box = tuple[int, int, int, int]

FONT_DIR = Path(__file__).resolve().parent / "fonts"
_FONT_FILES = {
    "regular": "DejaVuSans.ttf",
    "bold": "DejaVuSans-Bold.ttf",
    "condensed": "DejaVuSansCondensed-Bold.ttf",
}

#: Okabe & Ito (2008), "Color Universal Design": eight colours chosen to stay distinct for
#: protan, deutan and tritan viewers.
OKABE_ITO: dict[str, Color] = {
    "black": (0, 0, 0),
    "orange": (230, 159, 0),
    "sky_blue": (86, 180, 233),
    "bluish_green": (0, 158, 115),
    "yellow": (240, 228, 66),
    "blue": (0, 114, 178),
    "vermillion": (213, 94, 0),
    "reddish_purple": (204, 121, 167),
}

# Neutrals for a dark "table" that matches Discord's dark theme but stays opaque, so the
# image also looks intentional on the light theme.
BACKGROUND: Color = (34, 38, 46)
PANEL: Color = (50, 56, 67)
PANEL_LIGHT: Color = (66, 73, 86)
PAPER: Color = (250, 247, 240)
INK: Color = (20, 20, 24)
TEXT: Color = (240, 240, 240)
TEXT_DIM: Color = (170, 176, 188)
HIGHLIGHT: Color = OKABE_ITO["yellow"]
MARK: Color = OKABE_ITO["reddish_purple"]

# Supersampling factor for cached sprites: 4x makes edges smooth after a LANCZOS resize.
_SS = 4


def whole_words(text: str, limit: int) -> str:
    """``text`` within ``limit`` characters: a longer one ends on a whole word and "…"
    (an alt text or a line cut mid-word reads as another word, or another language's)."""
    if len(text) <= limit:
        return text
    cut = text[:limit - 1]
    space = cut.rfind(" ")
    if space > limit // 2:
        cut = cut[:space]
    return cut.rstrip() + "…"


# Cached (a few dozen faces a worker, kept through clear_caches): loading a face reads
# the font file again, ~0.1 ms, and a board asks for hundreds.
@cache
def _load_font(size: int, weight: str, shaped: bool = False) -> ImageFont.FreeTypeFont:
    # Pillow's basic layout draws a label several times faster than Raqm (HarfBuzz) and is
    # all the board's own words need; text from people (names) is drawn shaped, so joined
    # scripts and emoji sequences come out right.
    engine = ImageFont.Layout.RAQM if shaped and features.check("raqm") else ImageFont.Layout.BASIC
    return ImageFont.truetype(str(FONT_DIR / _FONT_FILES[weight]), size, layout_engine=engine)


# Font sizes asked for while a ``record_font_sizes`` block runs (a test of the phone
# readability rule: every size drawn must be at least 3 % of the image width).
_recorders: list[list[int]] = []


def font(size: int, weight: str = "bold", shaped: bool = False) -> ImageFont.FreeTypeFont:
    """A shipped DejaVu face (``regular``, ``bold`` or ``condensed``) at ``size`` pixels;
    ``shaped`` for text typed by people (see :func:`rich_sprite`)."""
    for sizes in _recorders:
        sizes.append(size)
    return _load_font(size, weight, shaped)


@contextmanager
def record_font_sizes() -> Iterator[list[int]]:
    """Collect every font size requested inside the block (cached sprites included, after
    :func:`clear_caches`): the evidence for the readability rule."""
    sizes: list[int] = []
    _recorders.append(sizes)
    try:
        yield sizes
    finally:
        _recorders.remove(sizes)


def clear_caches() -> None:
    """Empty every sprite cache of the ``rendering`` package, so the next render draws (and
    asks for the fonts of) everything afresh. For tests and benchmarks."""
    for name, module in list(sys.modules.items()):
        if module is None or not (name == "rendering" or name.startswith("rendering.")):
            continue
        for value in vars(module).values():
            if callable(value) and hasattr(value, "cache_clear") and value is not _load_font \
                    and not isinstance(value, type):
                value.cache_clear()


# --- emoji -------------------------------------------------------------------------------

EMOJI_FILE = FONT_DIR / "NotoColorEmoji.ttf"
# Noto Color Emoji is a bitmap font with one strike: FreeType opens it only at this size,
# and glyphs are scaled to the text size afterwards.
_EMOJI_STRIKE = 109
# Emoji drawn this tall relative to the text size: about a capital plus its descender,
# as chat apps draw them inline.
_EMOJI_SCALE = 1.0

# Characters before U+1F000 that are drawn as emoji without a variation selector
# (Unicode's Emoji_Presentation property); the rest of that range is text by default.
_EMOJI_PRESENTATION = frozenset(
    [0x231A, 0x231B, 0x23E9, 0x23EA, 0x23EB, 0x23EC, 0x23F0, 0x23F3, 0x25FD, 0x25FE,
     0x2614, 0x2615, *range(0x2648, 0x2654), 0x267F, 0x2693, 0x26A1, 0x26AA, 0x26AB,
     0x26BD, 0x26BE, 0x26C4, 0x26C5, 0x26CE, 0x26D4, 0x26EA, 0x26F2, 0x26F3, 0x26F5,
     0x26FA, 0x26FD, 0x2705, 0x270A, 0x270B, 0x2728, 0x274C, 0x274E, 0x2753, 0x2754,
     0x2755, 0x2757, 0x2795, 0x2796, 0x2797, 0x27B0, 0x27BF, 0x2B1B, 0x2B1C, 0x2B50,
     0x2B55])
# Joiners and modifiers that belong to the emoji before them.
_EMOJI_GLUE = frozenset([0x200D, 0xFE0F, 0x20E3])


@cache
def _emoji_font() -> ImageFont.FreeTypeFont:
    # Raqm joins ZWJ sequences, flags and skin tones into one glyph; without it (a Pillow
    # built without libraqm) they fall apart into their parts, which still draw.
    engine = ImageFont.Layout.RAQM if features.check("raqm") else ImageFont.Layout.BASIC
    return ImageFont.truetype(str(EMOJI_FILE), _EMOJI_STRIKE, layout_engine=engine)


def _is_emoji(text: str, index: int) -> bool:
    cp = ord(text[index])
    if cp >= 0x1F000 or cp in _EMOJI_GLUE or 0xE0020 <= cp <= 0xE007F:
        return True
    if cp in _EMOJI_PRESENTATION:
        return True
    # A text-default symbol (☺, ♥, digits for keycaps) asked for as an emoji.
    nxt = text[index + 1: index + 2]
    return bool(nxt) and ord(nxt) in (0xFE0F, 0x20E3) and cp >= 0x23


def text_runs(text: str) -> list[tuple[str, bool]]:
    """``text`` cut into runs of ``(chars, is_emoji)``; a ZWJ sequence, a flag or a
    skin-tone modifier stays in one emoji run so the emoji font can join it."""
    runs: list[tuple[str, bool]] = []
    for index, ch in enumerate(text):
        emoji = _is_emoji(text, index)
        if ch in "\u200d\ufe0f" and runs and runs[-1][1]:
            emoji = True
        if runs and runs[-1][1] == emoji:
            runs[-1] = (runs[-1][0] + ch, emoji)
        else:
            runs.append((ch, emoji))
    # A variation selector after a text run asks for text presentation: drop it.
    return [(run.replace("\ufe0e", ""), emoji) for run, emoji in runs if run != "\ufe0e"]


@kept
def _emoji_run(run: str, size: int) -> Image.Image:
    face = _emoji_font()
    right = face.getbbox(run, mode="RGBA")[2]
    width = max(1, int(face.getlength(run)))
    big = Image.new("RGBA", (max(width, right), _EMOJI_STRIKE + 40), (0, 0, 0, 0))
    ImageDraw.Draw(big).text((0, 0), run, font=face, embedded_color=True)
    box = big.getbbox()
    if box is None:
        return Image.new("RGBA", (1, 1), (0, 0, 0, 0))
    # Keep the run's advance width, trim only the empty rows above and below.
    big = big.crop((0, box[1], max(width, box[2]), box[3]))
    scale = size * _EMOJI_SCALE / big.height if big.height else 1.0
    return big.resize((max(1, round(big.width * scale)), max(1, round(big.height * scale))),
                      Image.Resampling.LANCZOS)


@kept
def rich_sprite(text: str, size: int, fill: Color = TEXT,
                weight: str = "bold") -> Image.Image:
    """``text`` drawn with the DejaVu ``weight`` face and colour emoji where it has them,
    as one RGBA sprite spanning the face's ascender to descender (so anchors behave as
    Pillow's ``a``/``m``/``d``). Player names keep their emoji this way."""
    face = font(size, weight, shaped=True)
    ascent, descent = face.getmetrics()
    height = ascent + descent
    pieces: list[tuple[Image.Image | str, int]] = []
    width = 0
    for run, emoji in text_runs(text):
        if emoji:
            sprite = _emoji_run(run, size)
            pieces.append((sprite, width))
            width += sprite.width
        else:
            pieces.append((run, width))
            width += round(face.getlength(run))
    canvas = Image.new("RGBA", (max(1, width), height), (*fill, 0))
    draw = ImageDraw.Draw(canvas)
    # Emoji centred on the capitals' middle, which is where the eye reads a line.
    middle = ascent - size * 0.36
    for piece, x in pieces:
        if isinstance(piece, str):
            draw.text((x, ascent), piece, font=face, fill=fill, anchor="ls")
        else:
            y = round(min(max(0, middle - piece.height / 2), height - piece.height))
            canvas.alpha_composite(piece, (x, max(0, y)))
    return canvas


@kept
def rich_width(text: str, size: int, weight: str = "bold") -> int:
    """The width :func:`rich_sprite` gives ``text``, measured without drawing it (wrapping
    a line measures many candidates)."""
    face = font(size, weight, shaped=True)
    return max(1, sum(_emoji_run(run, size).width if emoji else round(face.getlength(run))
                      for run, emoji in text_runs(text)))


def rich_ellipsize(text: str, max_width: int, size: int, weight: str = "bold") -> str:
    """Like :func:`ellipsize` for text that may hold emoji (cut between characters, never
    inside an emoji sequence)."""
    if rich_width(text, size, weight) <= max_width:
        return text
    while text and rich_width(text + "…", size, weight) > max_width:
        text = text[:-1]
        while text and ord(text[-1]) in _EMOJI_GLUE:
            text = text[:-1]
    return text + "…"


def put_rich_text(image: Image.Image, xy: tuple[float, float], text: str, size: int,
                  fill: Color = TEXT, weight: str = "bold", anchor: str = "la") -> Box:
    """Draw text that may hold emoji. ``anchor``: horizontal ``l``/``m``/``r``, vertical
    ``a`` (ascender), ``m`` (middle) or ``d`` (descender). Returns the box drawn."""
    if not text:
        return (int(xy[0]), int(xy[1]), int(xy[0]), int(xy[1]))
    sprite = rich_sprite(text, size, fill, weight)
    x, y = xy
    if anchor[0] == "m":
        x -= sprite.width / 2
    elif anchor[0] == "r":
        x -= sprite.width
    if anchor[1] == "m":
        y -= sprite.height / 2
    elif anchor[1] == "d":
        y -= sprite.height
    x, y = round(x), round(y)
    image.paste(sprite, (x, y), sprite)
    return (x, y, x + sprite.width, y + sprite.height)


def luminance(color: Color) -> float:
    """Relative luminance (WCAG), used to pick readable ink on a coloured fill."""

    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = color
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def ink_on(fill: Color) -> Color:
    """Black or white text, whichever contrasts more with ``fill``."""
    lum = luminance(fill)
    on_black = (lum + 0.05) / 0.05
    on_white = 1.05 / (lum + 0.05)
    return INK if on_black >= on_white else (255, 255, 255)


def outline_for(fill: Color) -> Color:
    """An edge colour that separates ``fill`` from both paper and the dark table."""
    return (90, 90, 96) if luminance(fill) > 0.5 else (225, 225, 230)


@kept
def text_width(text: str, size: int, weight: str = "bold") -> int:
    left, _, right, _ = font(size, weight).getbbox(text)
    return int(right - left)


def fit_size(text: str, max_width: int, size: int, weight: str = "bold", minimum: int = 12) -> int:
    """The largest size not above ``size`` at which ``text`` fits ``max_width``."""
    while size > minimum and text_width(text, size, weight) > max_width:
        size -= 1
    return size


def ellipsize(text: str, max_width: int, size: int, weight: str = "bold") -> str:
    """``text`` cut with an ellipsis so it fits ``max_width`` (player names can be long)."""
    if text_width(text, size, weight) <= max_width:
        return text
    while text and text_width(text + "…", size, weight) > max_width:
        text = text[:-1]
    return text + "…"


def drawable(text: str) -> str:
    """``text`` without characters the shipped font cannot draw.

    Discord names often carry emoji; DejaVu has none, and a missing glyph prints as a
    box. Astral-plane characters (most emoji), variation selectors and joiners go; what
    is left is stripped of surrounding spaces. To draw a name *with* its emoji, use
    :func:`put_rich_text` instead.
    """
    kept = "".join(ch for ch in text
                   if ord(ch) <= 0xFFFF and not 0xFE00 <= ord(ch) <= 0xFE0F and ch != "\u200d")
    return " ".join(kept.split())


def wrap(text: str, max_width: int, size: int, weight: str = "bold") -> list[str]:
    """``text`` broken at spaces into lines no wider than ``max_width``."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        candidate = f"{current} {word}" if current else word
        if current and text_width(candidate, size, weight) > max_width:
            lines.append(current)
            current = word
        else:
            current = candidate
    if current:
        lines.append(current)
    return lines


def draw_text(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    size: int,
    fill: Color = TEXT,
    weight: str = "bold",
    anchor: str = "la",
) -> None:
    draw.text(xy, text, font=font(size, weight), fill=fill, anchor=anchor)


def rounded_box(
    draw: ImageDraw.ImageDraw,
    box: Box,
    radius: int,
    fill: Color | None = None,
    outline: Color | None = None,
    width: int = 1,
) -> None:
    draw.rounded_rectangle(box, radius=radius, fill=fill, outline=outline, width=width)


@cache
def _smooth_shape(kind: str, width: int, height: int, radius: int, fill: Color,
                  outline: Color | None, stroke: int) -> Image.Image:
    big = Image.new("RGBA", (width * _SS, height * _SS), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    box = (0, 0, width * _SS - 1, height * _SS - 1)
    line = outline if outline is not None else fill
    if kind == "circle":
        draw.ellipse(box, fill=line)
        inset = stroke * _SS
        draw.ellipse((inset, inset, box[2] - inset, box[3] - inset), fill=fill)
    elif kind == "diamond":
        cx, cy = box[2] / 2, box[3] / 2
        draw.polygon([(cx, 0), (box[2], cy), (cx, box[3]), (0, cy)], fill=line)
        inset = stroke * _SS * 1.5
        draw.polygon([(cx, inset), (box[2] - inset, cy), (cx, box[3] - inset), (inset, cy)],
                     fill=fill)
    else:
        draw.rounded_rectangle(box, radius=radius * _SS, fill=line)
        inset = stroke * _SS
        draw.rounded_rectangle((inset, inset, box[2] - inset, box[3] - inset),
                               radius=max(0, (radius - stroke) * _SS), fill=fill)
    return big.resize((width, height), Image.Resampling.LANCZOS)


def smooth_shape(kind: str, size: tuple[int, int], fill: Color, outline: Color | None = None,
                 stroke: int = 0, radius: int = 0) -> Image.Image:
    """An anti-aliased ``circle``, ``diamond`` or rounded ``rect`` sprite (RGBA, cached)."""
    if outline is None:
        stroke = 0
    return _smooth_shape(kind, size[0], size[1], radius, fill, outline, stroke)


def flatten(sprite: Image.Image, background: Color) -> Image.Image:
    """An RGBA sprite laid on the colour it will sit on, as RGB.

    Cached sprites are stored flat so a turn pastes them without alpha blending; this
    must happen on the right colour, or the transparent rounded corners turn black.
    """
    base = Image.new("RGB", sprite.size, background)
    base.paste(sprite, (0, 0), sprite)
    return base


def paste(canvas: Image.Image, sprite: Image.Image, xy: tuple[int, int]) -> None:
    """Paste a sprite, honouring its alpha if it has one."""
    if sprite.mode == "RGBA":
        canvas.paste(sprite, xy, sprite)
    else:
        canvas.paste(sprite, xy)


@cache
def letter_chip(fill: Color, letter: str, diameter: int, shape: str = "circle") -> Image.Image:
    """A colour sample that always carries its letter: the basic colour-blind-safe token.

    ``shape`` distinguishes kinds of things (``circle`` for tokens, ``rect`` for card
    bonuses), so the reader gets shape, letter and colour together.
    """
    stroke = max(2, diameter // 18)
    radius = diameter // 5
    sprite = smooth_shape(shape, (diameter, diameter), fill, outline_for(fill), stroke,
                          radius).copy()
    draw = ImageDraw.Draw(sprite)
    size = int(diameter * (0.58 if len(letter) == 1 else 0.42))
    # The gold star glyph sits high in the em box; nudge it so it looks centred.
    dy = diameter * 0.08 if letter == "*" else 0
    size = int(size * 1.25) if letter == "*" else size
    draw.text((diameter / 2, diameter / 2 + dy), letter, font=font(size), fill=ink_on(fill),
              anchor="mm")
    return sprite


@cache
def count_chip(fill: Color, letter: str, count: int, height: int, shape: str = "circle",
               number_size: int | None = None, ink: Color = TEXT) -> Image.Image:
    """A letter chip followed by a number: ``(W) 3``. Cached per value, so cheap per turn."""
    number_size = number_size or int(height * 0.8)
    text = str(count)
    gap = max(3, height // 10)
    width = height + gap + text_width(text, number_size)
    sprite = Image.new("RGBA", (width + 2, height), (0, 0, 0, 0))
    sprite.alpha_composite(letter_chip(fill, letter, height, shape), (0, 0))
    ImageDraw.Draw(sprite).text((height + gap, height / 2), text, font=font(number_size),
                                fill=ink, anchor="lm")
    return sprite


def highlight_frame(draw: ImageDraw.ImageDraw, box: Box, color: Color, width: int = 6,
                    radius: int = 12) -> None:
    """A thick outline around ``box`` (drawn outside it so it hides nothing)."""
    x0, y0, x1, y1 = box
    draw.rounded_rectangle((x0 - width, y0 - width, x1 + width, y1 + width), radius=radius + width,
                           outline=color, width=width)


# Only short strings are cached: they are the ones that repeat (names, scores, labels),
# while long ones (a header naming this turn's move) are new every turn and large, and
# would fill memory for nothing.
_CACHED_TEXT_LEN = 24


@kept
def text_sprite(text: str, size: int, fill: Color, weight: str = "bold",
                anchor: str = "la") -> tuple[Image.Image, tuple[int, int]]:
    """``text`` rendered once as an RGBA sprite, with its offset from the anchor point.

    Glyph rasterising is the main cost of composing a board, and most strings (names,
    scores, labels) repeat from turn to turn, so they are kept in a bounded cache.
    """
    face = font(size, weight)
    left, top, right, bottom = face.getbbox(text, anchor=anchor)
    sprite = Image.new("RGBA", (max(1, right - left), max(1, bottom - top)), (*fill, 0))
    ImageDraw.Draw(sprite).text((-left, -top), text, font=face, fill=fill, anchor=anchor)
    return sprite, (int(left), int(top))


def put_text(image: Image.Image, xy: tuple[float, float], text: str, size: int,
             fill: Color = TEXT, weight: str = "bold", anchor: str = "la") -> None:
    """Like ``ImageDraw.text`` but through the sprite cache (for per-turn text)."""
    if not text:
        return
    if len(text) > _CACHED_TEXT_LEN:
        ImageDraw.Draw(image).text(xy, text, font=font(size, weight), fill=fill, anchor=anchor)
        return
    sprite, (dx, dy) = text_sprite(text, size, fill, weight, anchor)
    image.paste(sprite, (round(xy[0]) + dx, round(xy[1]) + dy), sprite)


@kept
def tag_sprite(text: str, size: int, fill: Color, padding: int = 6) -> Image.Image:
    width = text_width(text, size) + 2 * padding
    height = size + padding
    sprite = smooth_shape("rect", (width, height), fill, radius=height // 3).copy()
    ImageDraw.Draw(sprite).text((width / 2, height / 2), text, font=font(size),
                                fill=ink_on(fill), anchor="mm")
    return sprite


def tag(image: Image.Image, xy: tuple[int, int], text: str, size: int, fill: Color,
        anchor: str = "la", padding: int = 6) -> Box:
    """A filled label (``TO MOVE``, ``LAST``): words next to a highlight, never colour alone.

    ``anchor`` is two letters like Pillow's: horizontal ``l``/``m``/``r``, vertical
    ``a`` (top) or ``m`` (middle). Returns the label's box.
    """
    sprite = tag_sprite(text, size, fill, padding)
    x, y = xy
    if anchor[0] == "r":
        x -= sprite.width
    elif anchor[0] == "m":
        x -= sprite.width // 2
    if anchor[1] == "m":
        y -= sprite.height // 2
    image.paste(sprite, (x, y), sprite)
    return (x, y, x + sprite.width, y + sprite.height)


class _ScratchCanvases(threading.local):
    """Each thread's kept RGB canvases, one per width."""

    def __init__(self) -> None:
        self.canvases: dict[int, Image.Image] = {}


_scratch = _ScratchCanvases()


def scratch_canvas(width: int, height: int, colour: Color, top: int = 0) -> Image.Image:
    """An RGB canvas ``width`` wide and ``height`` tall or taller, whose rows ``[top,
    height)`` are ``colour`` (the others hold what was drawn before), kept for the next
    call in this thread: for a part drawn on a picture-sized canvas and cropped. A
    render worker hands large buffers back to the system, so a new canvas each time was
    fresh pages to fault in each time (Bonsai: ~14 MB a turn, more than its drawing).
    Drawing is per pixel, so a taller canvas or stale rows outside ``[top, height)``
    leave those rows as a canvas of their own would have them. Emptied with the caches
    (``cache_clear``)."""
    canvas = _scratch.canvases.get(width)
    if canvas is None or canvas.height < height:
        canvas = Image.new("RGB", (width, height), colour)
        _scratch.canvases[width] = canvas
        return canvas
    canvas.paste(colour, (0, top, width, height))
    return canvas


# clear_caches and the worker's memory ceiling empty whatever has cache_clear
scratch_canvas.cache_clear = lambda: _scratch.canvases.clear()  # type: ignore[attr-defined]


def encode_png(image: Image.Image, palette: bool = True, compress_level: int = 3) -> bytes:
    """PNG bytes of an opaque image.

    Flat board art uses few colours, so a 256-colour palette (no dithering, which would
    only add noise to flat fills) cuts the bytes about threefold and looks the same. The
    palette is chosen from every third pixel in each direction: flat fills dominate that
    sample just as they dominate the image, and it is several times faster than an octree
    over all pixels. Level 3 zlib is the knee of the curve: level 6 saves ~15% more bytes
    for twice the time, and boards are far under Discord's limits either way. The result
    is always opaque: RGB, or P without a transparency entry.
    """
    if image.mode not in ("RGB", "P"):
        image = image.convert("RGB")
    if palette and image.mode == "RGB":
        sample = image.resize((max(1, image.width // 3), max(1, image.height // 3)),
                              Image.Resampling.NEAREST)
        chosen = sample.quantize(256, method=Image.Quantize.FASTOCTREE,
                                 dither=Image.Dither.NONE)
        image = image.quantize(palette=chosen, dither=Image.Dither.NONE)
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", compress_level=compress_level)
    return buffer.getvalue()


# --- a fixed palette ----------------------------------------------------------------------


@dataclass(frozen=True, eq=False)
class PalettePlan:
    """What one renderer's fixed palette must hold: the exact ``flats`` it fills with, and
    the ``edges`` (ink, ground) it draws anti-aliased, whose in-between shades it needs.

    Compared by identity (a renderer keeps one plan), so caches keyed by it stay cheap.
    """

    flats: tuple[Color, ...]
    edges: tuple[tuple[Color, Color], ...]


def blend(ink: Color, ground: Color, t: float) -> Color:
    """``ink`` covering a fraction ``t`` of a pixel of ``ground``."""
    r, g, b = (round(i * t + o * (1 - t)) for i, o in zip(ink, ground, strict=True))
    return r, g, b


def _palette_of(colours: Sequence[Color]) -> Image.Image:
    image = Image.new("P", (1, 1))
    image.putpalette(bytes(v for colour in colours for v in colour))
    return image


@cache
def _palette_layout(plan: PalettePlan) -> tuple[tuple[Color, ...], tuple[tuple[Color, int], ...]]:
    """``plan``'s palette entries (its flats first, at their own indices, then the shades
    kept), and the flats Pillow's colour search reads as another flat, with their index.

    Pillow maps a colour through a cache of 4×4×4 slots, each given the entry nearest its
    corner. A shade close to a flat colour can capture that flat colour and shift a whole
    fill: such shades are dropped until no shade captures a flat. A flat can also be
    captured by another flat (PANEL by (48, 53, 63): PANEL's slot corner lies nearer the
    other colour); no palette can undo that, so :func:`to_palette` sets those pixels to
    their own entry afterwards. Only shades are ever dropped: every flat stays.
    """
    flats = list(dict.fromkeys(plan.flats))

    def steps(ink: Color, ground: Color, per_level: float) -> int:
        return max(1, int(max(abs(a - b) for a, b in zip(ink, ground, strict=True)) * per_level))

    low, high = 0.0, 1.0  # shades per level of contrast: the most that fit, by bisection
    for _ in range(20):
        middle = (low + high) / 2
        fits = len(flats) + sum(steps(ink, ground, middle) for ink, ground in plan.edges) <= 256
        low, high = (middle, high) if fits else (low, middle)
    colours = list(flats)
    for ink, ground in plan.edges:
        n = steps(ink, ground, low)
        colours += [blend(ink, ground, k / (n + 1)) for k in range(1, n + 1)]
    # dict.fromkeys keeps a colour's first place, so the flats keep indices 0…len(flats)-1
    colours = list(dict.fromkeys(colours))
    probe = Image.new("RGB", (len(flats), 1))
    probe.putdata(flats)
    while True:
        mapped = probe.quantize(palette=_palette_of(colours), dither=Image.Dither.NONE)
        misread = [(flat, i) for flat, i in zip(flats, mapped.tobytes(), strict=True)
                   if colours[i] != flat]
        capturing_shades = {i for _, i in misread if i >= len(flats)}
        if not capturing_shades:
            return tuple(colours), tuple((flat, flats.index(flat)) for flat, _ in misread)
        colours = [colour for i, colour in enumerate(colours) if i not in capturing_shades]


@cache
def plan_palette(plan: PalettePlan) -> Image.Image:
    """A 1×1 image carrying ``plan``'s palette: its flats, then shades of each edge.

    Each edge gets shades in proportion to its contrast (a faint edge needs fewer), as
    many as 256 entries allow, less those that would capture a flat colour in Pillow's
    colour search (see :func:`_palette_layout`).
    """
    return _palette_of(_palette_layout(plan)[0])


@cache
def palette_bytes(plan: PalettePlan) -> bytes:
    """The RGB triples of ``plan``'s palette, for ``putpalette``."""
    return bytes(plan_palette(plan).getpalette() or [])


@cache
def palette_index(plan: PalettePlan, colour: Color) -> int:
    """The palette entry of one of ``plan``'s flats (each maps to itself)."""
    data = palette_bytes(plan)
    return next(i for i in range(len(data) // 3) if tuple(data[3 * i:3 * i + 3]) == colour)


def to_palette(plan: PalettePlan, image: Image.Image) -> Image.Image:
    """An RGB drawing mapped onto ``plan``'s palette: once per cached piece, not per turn
    (it searches a colour for every pixel)."""
    mapped = image.quantize(palette=plan_palette(plan), dither=Image.Dither.NONE)
    for flat, index in _palette_layout(plan)[1]:
        mapped.paste(index, mask=_pixels_of(image, flat))
    return mapped


def _pixels_of(image: Image.Image, colour: Color) -> Image.Image:
    """A mask (mode L, 255 or 0) of the pixels of an RGB ``image`` that are ``colour``."""
    r, g, b = (band.point([255 if v == level else 0 for v in range(256)])
               for band, level in zip(image.convert("RGB").split(), colour, strict=True))
    return ImageChops.multiply(ImageChops.multiply(r, g), b)


def palette_canvas(plan: PalettePlan, size: tuple[int, int], colour: Color) -> Image.Image:
    """A blank palette image filled with the flat ``colour``; pieces paste onto it as
    indices, and ``ImageDraw`` fills it with any of the plan's flats."""
    image = Image.new("P", size, palette_index(plan, colour))
    image.putpalette(palette_bytes(plan))
    return image


@cache
def palette_shades(plan: PalettePlan, ink: Color, ground: Color) -> bytes:
    """The palette index of ``ink`` over ``ground`` at each coverage 0–255."""
    ramp = Image.new("RGB", (256, 1))
    ramp.putdata([blend(ink, ground, a / 255) for a in range(256)])
    return to_palette(plan, ramp).tobytes()


# Lines are kept whole: a header often stays the same while others play, and a palette
# piece costs one byte a pixel (a full-width line at most about 50 KB).
@kept
def palette_text_piece(plan: PalettePlan, text: str, size: int, ink: Color, ground: Color,
                       anchor: str = "la", weight: str = "bold"
                       ) -> tuple[Image.Image, tuple[int, int]]:
    """``text`` as a palette piece on ``ground``, with its offset from the anchor point.

    The glyphs' coverage is drawn as Pillow draws text on RGB, then each coverage level is
    replaced by its shade: the pixels of text drawn on that ground, without a per-pixel
    colour search.
    """
    face = font(size, weight)
    left, top, right, bottom = face.getbbox(text, anchor=anchor)
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    ImageDraw.Draw(mask).text((-left, -top), text, font=face, fill=255, anchor=anchor)
    piece = mask.point(list(palette_shades(plan, ink, ground)))
    piece.putpalette(palette_bytes(plan))
    return piece, (int(left), int(top))


def put_palette_text(plan: PalettePlan, image: Image.Image, xy: tuple[float, float],
                     text: str, size: int, fill: Color = TEXT, ground: Color = BACKGROUND,
                     anchor: str = "la", weight: str = "bold") -> None:
    """Draw ``text`` on a palette image where it lies over the flat ``ground``."""
    if not text:
        return
    piece, (dx, dy) = palette_text_piece(plan, text, size, fill, ground, anchor, weight)
    image.paste(piece, (round(xy[0]) + dx, round(xy[1]) + dy))


# --- PNG strip by strip -------------------------------------------------------------------
#
# Deflating a whole picture was most of a turn's drawing, though a turn changes a few rows
# of it (a header, a row of cells, a market slot). A PNG's zlib stream may be made of pieces
# compressed independently: each piece ends on a byte boundary (a sync flush) and refers
# back to nothing before its start. So a strip of rows is deflated once and kept, and a
# picture is its strips' pieces joined, with the stream's Adler-32 combined from theirs.


class PngStrip(NamedTuple):
    """Full-width rows of a palette picture as a piece of a PNG's zlib stream: the rows
    (each a filter byte 0 and the indices) deflated on their own up to a sync flush, with
    their Adler-32 and length, so strips compressed at different times join into one
    valid stream (:func:`png_from_strips`)."""

    width: int
    height: int
    deflated: bytes
    adler: int
    length: int


_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_ZLIB_HEADER = b"\x78\x01"  # deflate, 32 KB window; the level field is only a hint
_LAST_BLOCK = zlib.compressobj(1, zlib.DEFLATED, -15).flush()  # final and empty
_ADLER_BASE = 65521


def adler32_combine(first: int, second: int, second_length: int) -> int:
    """The Adler-32 of A followed by B from those of A and B (zlib's ``adler32_combine``,
    which Python's module lacks), so a strip's checksum is computed once."""
    a1, b1 = first & 0xFFFF, first >> 16
    a2, b2 = second & 0xFFFF, second >> 16
    low = (a1 + a2 - 1) % _ADLER_BASE
    high = (b1 + b2 + second_length * (a1 - 1)) % _ADLER_BASE
    return (high << 16) | low


def png_rows(image: Image.Image) -> bytes:
    """A palette picture's PNG rows before compression: each starts with its filter type,
    0 (none, as for any palette image), given by a column of zeros on the left."""
    framed = Image.new("P", (image.width + 1, image.height), 0)
    framed.paste(image, (1, 0))
    return framed.tobytes()


def _deflate(rows: bytes, level: int) -> bytes:
    squeeze = zlib.compressobj(level, zlib.DEFLATED, -15)
    return squeeze.compress(rows) + squeeze.flush(zlib.Z_SYNC_FLUSH)


def png_strip(image: Image.Image, level: int = 3) -> PngStrip:
    """A palette picture's rows as one :class:`PngStrip`, deflated at zlib ``level``
    (3, as :func:`encode_png`: past it, bytes shrink little for the time)."""
    rows = png_rows(image)
    return PngStrip(image.width, image.height, _deflate(rows, level), zlib.adler32(rows),
                    len(rows))


def _chunk(kind: bytes, data: bytes) -> bytes:
    return (struct.pack(">I", len(data)) + kind + data
            + struct.pack(">I", zlib.crc32(kind + data)))


def png_from_strips(strips: Sequence[PngStrip], palette: bytes) -> bytes:
    """The PNG of ``strips`` stacked, top first: 8-bit indexed with ``palette`` (RGB
    triples), opaque (no transparency chunk)."""
    if not strips or len({strip.width for strip in strips}) != 1:
        raise ValueError("a PNG needs one strip or more, all of the same width")
    checksum = 1  # the Adler-32 of nothing
    for strip in strips:
        checksum = adler32_combine(checksum, strip.adler, strip.length)
    stream = (_ZLIB_HEADER + b"".join(strip.deflated for strip in strips) + _LAST_BLOCK
              + struct.pack(">I", checksum))
    header = struct.pack(">IIBBBBB", strips[0].width, sum(strip.height for strip in strips),
                         8, 3, 0, 0, 0)
    return (_PNG_SIGNATURE + _chunk(b"IHDR", header) + _chunk(b"PLTE", palette)
            + _chunk(b"IDAT", stream) + _chunk(b"IEND", b""))


#: a strip of a picture: the function that draws it and exactly what it shows
Strip = tuple[Callable[..., Image.Image], tuple[Hashable, ...]]


class StripPictures:
    """Pictures stacked from strips ``width`` wide on one fixed palette, each strip drawn
    and compressed once and kept by what it shows: a turn changes a few strips (the
    acting player's, the market), so most of a board is strips the last board already
    compressed, and a PNG is their deflate streams joined.

    A renderer binds ``png_strip`` to a name of its module, where the render workers'
    memory ceiling and :func:`clear_caches` find every cache to empty.
    """

    def __init__(self, plan: PalettePlan, width: int, level: int = 1) -> None:
        self.plan, self.width, self.level = plan, width, level
        self.png_strip = PARTS.keep(self._compressed)

    def _compressed(self, draw: Callable[..., Image.Image], *shown: Hashable) -> PngStrip:
        """``draw(*shown)`` (a palette strip ``width`` wide) compressed once."""
        return png_strip(draw(*shown), self.level)

    def png_of(self, strips: Sequence[Strip]) -> bytes:
        """The PNG of the strips stacked, on the fixed palette."""
        return png_from_strips([self.png_strip(draw, *shown) for draw, shown in strips],
                               palette_bytes(self.plan))

    def stacked(self, strips: Sequence[Strip]) -> Image.Image:
        """The strips as one palette picture (what :meth:`png_of` encodes; for tests)."""
        images = [draw(*shown) for draw, shown in strips]
        image = palette_canvas(self.plan, (self.width, sum(i.height for i in images)),
                               BACKGROUND)
        y = 0
        for strip in images:
            image.paste(strip, (0, y))
            y += strip.height
        return image


# --- pictures as layers, cut into strips ----------------------------------------------------
#
# A picture drawn anew each turn and then deflated band by band (png_in_bands) still pays
# for the whole canvas, its copy and the checksums of every band. A picture told as the
# cached pieces it pastes (its layers) can instead be cut into strips of rows, each strip
# named by the layers that reach into it, placed relative to its own top: a strip the
# last turns already showed is its deflated bytes again, with nothing drawn (Zensō,
# Kokeshi). The same layers pasted whole give the whole picture, pixel for pixel.


class Layer(NamedTuple):
    """A palette piece of a picture: ``draw(*args)`` pasted with its top-left corner at
    (``x``, ``y``), ``height`` rows tall (told, so a strip it does not reach needs no
    drawing)."""

    x: int
    y: int
    height: int
    draw: Callable[..., Image.Image]
    args: tuple[Hashable, ...]


def layered(plan: PalettePlan, size: tuple[int, int], layers: Sequence[Layer],
            ground: Color = BACKGROUND) -> Image.Image:
    """``layers`` pasted in order on a palette canvas of the flat ``ground``."""
    image = palette_canvas(plan, size, ground)
    for layer in layers:
        image.paste(layer.draw(*layer.args), (layer.x, layer.y))
    return image


def layered_strip(plan: PalettePlan, width: int, height: int, layers: Sequence[Layer],
                  level: int = 1) -> PngStrip:
    """The :class:`PngStrip` of ``layers`` pasted on a ``width`` × ``height`` canvas of the
    table's colour (``png_strip(layered(...))``), drawn straight onto the PNG's rows: a
    column on the left for the rows' filter bytes, and no second picture to frame them."""
    framed = palette_canvas(plan, (width + 1, height), BACKGROUND)
    for layer in layers:
        framed.paste(layer.draw(*layer.args), (layer.x + 1, layer.y))
    framed.paste(0, (0, 0, 1, height))  # after the layers: one may start left of the edge
    rows = framed.tobytes()
    return PngStrip(width, height, _deflate(rows, level), zlib.adler32(rows), len(rows))


def layer_bands(layers: Sequence[Layer], cuts: Sequence[int], height: int
                ) -> list[tuple[int, tuple[Layer, ...]]]:
    """A picture ``height`` rows tall cut into bands at ``cuts``: each band's height and
    the layers that reach into it, in order, moved to the band's own rows (a layer across
    a cut is in both bands, each showing its part). Bands of the same height and layers
    are the same pixels wherever they lie, so they can be kept by that."""
    edges = sorted({0, height, *(cut for cut in cuts if 0 < cut < height)})
    bands: list[list[Layer]] = [[] for _ in edges[1:]]
    last_band = len(bands) - 1
    for layer in layers:
        bottom = layer.y + layer.height
        if layer.height <= 0 or bottom <= 0 or layer.y >= height:
            continue
        first = max(0, bisect_right(edges, layer.y) - 1)
        last = min(last_band, bisect_right(edges, bottom - 1) - 1)
        x, y, size, draw, args = layer
        for index in range(first, last + 1):
            # not _replace: a picture has a few hundred layers, and _replace is slow
            bands[index].append(Layer(x, y - edges[index], size, draw, args))
    return [(edges[i + 1] - edges[i], tuple(band)) for i, band in enumerate(bands)]


class LayeredPictures:
    """Pictures ``width`` wide on one fixed palette told as layers and cut into strips
    (:func:`layer_bands`), each strip drawn and deflated once and kept by the layers it
    shows: a few KB a strip, a game's live strips some 80.

    A renderer binds ``png_strip`` to a name of its module, where the render workers'
    memory ceiling and :func:`clear_caches` find every cache to empty.
    """

    def __init__(self, plan: PalettePlan, width: int, level: int = 1) -> None:
        self.plan, self.width, self.level = plan, width, level
        self.png_strip = PARTS.keep(self._deflated)

    def _deflated(self, height: int, layers: tuple[Layer, ...]) -> PngStrip:
        """A strip of a picture (its layers, from its own top) deflated once."""
        return layered_strip(self.plan, self.width, height, layers, self.level)

    def png_of(self, height: int, layers: Sequence[Layer], cuts: Sequence[int]) -> bytes:
        """The PNG of a picture ``height`` rows tall told as ``layers`` (what
        :func:`layered` pastes), from strips cut at ``cuts``."""
        bands = layer_bands(layers, cuts, height)
        return png_from_strips([self.png_strip(*band) for band in bands],
                               palette_bytes(self.plan))


class _BandDeflater:
    """Deflated bands and their Adler-32 under their level, length and Python's hash of
    their bytes (64 bits of SipHash, keyed afresh in each process: with a few thousand
    bands kept, a wrong match is about as likely as a cosmic-ray bit flip). One hash
    where there were CRC-32 and Adler-32, the Adler-32 only on a miss: the checksums were
    a third of the cost of a picture whose bands were all kept. Emptied when full, and by
    :func:`clear_caches` (``cache_clear``)."""

    def __init__(self, limit: int) -> None:
        self._bands: dict[tuple[int, int, int], tuple[bytes, int]] = {}
        self._limit = limit
        # on the instance, not the class: clear_caches calls whatever has cache_clear
        self.cache_clear = self._bands.clear

    def __call__(self, rows: bytes, level: int) -> tuple[bytes, int]:
        key = (level, len(rows), hash(rows))
        kept = self._bands.get(key)
        if kept is None:
            if len(self._bands) >= self._limit:
                self._bands.clear()
            kept = self._bands[key] = (_deflate(rows, level), zlib.adler32(rows))
        return kept


#: ~2 KB a band: a few MB, several games' pictures
_deflate_band = _BandDeflater(limit=4096)


def _framed_chunks(image: Image.Image, chunk_rows: int) -> Iterator[bytes]:
    """A palette picture's PNG rows (:func:`png_rows`), ``chunk_rows`` rows at a time:
    the whole picture's rows at once were two buffers of a picture's size, fresh pages
    each turn (a render worker hands large buffers back to the system), and that alone
    cost more than the checksums of the bands and the deflating of a turn's changes."""
    framed = Image.new("P", (image.width + 1, chunk_rows), 0)
    for top in range(0, image.height, chunk_rows):
        rows = min(chunk_rows, image.height - top)
        if rows != chunk_rows:
            framed = Image.new("P", (image.width + 1, rows), 0)
        # pasted at (1, -top): Pillow clips to the chunk, with no copy of the picture
        framed.paste(image, (1, -top))
        yield framed.tobytes()


def _next_cut(rows: bytes, start: int, least: int, most: int, flat: bytes) -> int | None:
    """Where the band that starts at ``start`` in ``rows`` (framed rows, each
    ``len(flat)`` bytes) ends: at the first row of content after a ``flat`` row, ``least``
    bytes in or more, else ``most`` bytes in; None if ``rows`` is too short to tell yet."""
    step, end = len(flat), len(rows)
    least, most = start + least, start + most
    position = least - step  # the row before the earliest cut
    while True:
        found = rows.find(flat, position, min(end, most))
        if found < 0:
            return most if end >= most else None
        if (found - start) % step:  # across two rows: look again from the next row
            position = found + step - (found - start) % step
            continue
        cut = found + step
        while cut < most and rows.startswith(flat, cut):
            cut += step
        if cut >= most:
            return most if end >= most else None
        return cut if cut + step <= end else None


def png_in_bands(image: Image.Image, level: int = 1, band_rows: int = 32) -> bytes:
    """PNG bytes of a palette picture (its own palette, opaque), cut into bands of about
    ``band_rows`` rows, each deflated once and kept under a checksum of its bytes: a
    picture drawn anew each turn costs the deflating of the bands the turn changed.

    A band ends where content starts again after a row of the picture's ground (the
    colour of its top-left pixel: the gap above a panel, between lines), once it has half
    its rows, and at twice its rows at the latest. So bands follow the content: when a
    line is added near the top (a header wrapping) and what is under it moves down, the
    bands under it are the bytes they were, where bands cut every ``band_rows`` rows all
    changed (Zensō's market and gardens deflated half their bands each turn).

    For a picture made of strips cached by what they show, :func:`png_strip` and
    :func:`png_from_strips` skip the drawing and the checksums too.
    """
    width = image.width
    step = width + 1
    least, most = max(1, band_rows // 2) * step, max(1, 2 * band_rows) * step
    ground = image.getpixel((0, 0))
    flat = b"\0" + bytes((ground if isinstance(ground, int) else 0,)) * width
    strips: list[PngStrip] = []

    def close(rows: bytes) -> None:
        deflated, adler = _deflate_band(rows, level)
        strips.append(PngStrip(width, len(rows) // step, deflated, adler, len(rows)))

    pending = b""
    for chunk in _framed_chunks(image, max(1, band_rows)):
        rows = pending + chunk if pending else chunk
        start = 0
        while (cut := _next_cut(rows, start, least, most, flat)) is not None:
            close(rows[start:cut])
            start = cut
        pending = rows[start:]
    if pending:
        close(pending)
    return png_from_strips(strips, bytes(image.getpalette() or []))
