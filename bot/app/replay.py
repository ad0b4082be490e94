"""Replays of finished games: the states turn by turn, and an animated board from them.

Everything is rebuilt from the seed and the move log through the engine, exactly as the
store's consistency check does, so a replay shows what was played and nothing stored
beside it. Frames are drawn from *public* views only (``engine.view(state, None)``): a
replay is posted in the channel, so a blind-reserved card or a hand must stay hidden in
it just as on the live board. The caller decides whether a game may be replayed (only
finished ones); this module takes records and lists and touches neither Discord nor the
store. Rendering a replay takes a few seconds, so call it in a worker thread.
"""

from __future__ import annotations

import io
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from PIL import Image

from bot.games import get_engine
from bot.games.base import Engine, IllegalMove, State
from rendering.base import get_renderer

#: Discord refuses attachments above 10 MiB on servers without boosts.
DISCORD_UPLOAD_LIMIT = 10 * 1024 * 1024
# Aim well below the limit: the message carries text too, and a smaller file loads faster
# on a phone. Above this the replay is re-encoded with fewer frames.
GIF_BUDGET = 6 * 1024 * 1024
#: at most this many positions of a game make its animation (the first and last always)
REPLAY_FRAMES = 40
FRAME_MS = 1000
LAST_FRAME_MS = 3000


class LoggedMove(Protocol):
    """What a replay needs of a move: :class:`bot.store.MoveRecord` has all of it."""

    seat: int
    notation: str
    ends_turn: bool
    undone: bool


class ReplayError(Exception):
    """The move log no longer replays (an engine change broke an old game)."""


def replay_states(engine: Engine, players: int, seed: int, options: dict[str, Any],
                  moves: Iterable[LoggedMove]) -> list[State]:
    """The state after setup and after every move that ended a turn, in order.

    Undone moves are skipped (they were taken back and are not part of the game). If the
    log ends in the middle of a turn — a game ended by a resignation while a seat was
    half-way through its turn — the final state is appended too, so the last state is
    always the end of the log.
    """
    state = engine.setup(players, seed, engine.engine_options(options))
    states = [state]
    last_is_final = True
    for number, move in enumerate(moves, start=1):
        if getattr(move, "undone", False):
            continue
        try:
            state = engine.apply(state, move.seat, move.notation)
        except IllegalMove as error:
            raise ReplayError(f"Move {number} ({move.notation!r} by seat {move.seat}) no "
                              f"longer replays: {error}") from error
        last_is_final = bool(getattr(move, "ends_turn", True))
        if last_is_final:
            states.append(state)
    if not last_is_final:
        states.append(state)
    return states


def frame_indices(count: int, max_frames: int) -> list[int]:
    """Which of ``count`` states become frames: all of them if they fit, else
    ``max_frames`` evenly spread ones, always the first and the last."""
    if count <= 0:
        return []
    if max_frames < 2:
        raise ValueError("a replay needs room for at least two frames (first and last)")
    if count <= max_frames:
        return list(range(count))
    # count - 1 > max_frames - 1, so the step exceeds 1 and rounding never repeats an index.
    step = (count - 1) / (max_frames - 1)
    return [round(i * step) for i in range(max_frames)]


def render_replay_frames(kind: str, names: Sequence[str], states: Sequence[State], *,
                         max_frames: int = 40, width: int = 600,
                         language: str = "en") -> list[bytes]:
    """The sampled turns as PNG images ``width`` pixels wide, for callers that prefer a
    series of pictures to an animation."""
    frames = []
    for image in _frames(kind, names, states, max_frames, width, language):
        buffer = io.BytesIO()
        image.save(buffer, format="PNG", optimize=True)
        frames.append(buffer.getvalue())
    return frames


@dataclass(frozen=True)
class Replay:
    """An animated replay and what it shows: ``turns[i]`` is the turn of frame ``i``
    (0 is the setup), so the message can say how the game was sampled."""

    gif: bytes
    turns: list[int]
    total_turns: int

    def summary(self, language: str = "en") -> str:
        """How the game was sampled, in ``language``."""
        from bot.i18n import t

        frames = len(self.turns)
        if frames == self.total_turns + 1:
            return t(language, "common-replay-every-turn", frames=frames)
        return t(language, "common-replay-sampled", frames=frames, turns=self.total_turns)


def render_replay(kind: str, names: Sequence[str], states: Sequence[State], *,
                  max_frames: int = REPLAY_FRAMES, width: int = 600,
                  language: str = "en") -> Replay:
    """An animated GIF of the public board at each sampled turn: ~1 s a frame, 3 s on the
    last one (the final position), looping, ``width`` pixels wide and under
    :data:`GIF_BUDGET` bytes."""
    if not states:
        raise ValueError("a replay needs at least one state")
    turns = frame_indices(len(states), max_frames)
    return render_sampled_replay(kind, names, [states[i] for i in turns], turns,
                                 len(states) - 1, width=width, language=language)


def render_sampled_replay(kind: str, names: Sequence[str], sampled: Sequence[State],
                          turns: Sequence[int], total_turns: int, *, width: int = 600,
                          language: str = "en") -> Replay:
    """:func:`render_replay` of states already sampled (``turns[i]`` is the turn of
    ``sampled[i]``): what a render worker is sent, so a long game's every state never
    crosses the process boundary."""
    frames = _frames(kind, names, sampled, max(2, len(sampled)), width, language)
    kept = list(turns)
    data = _encode_gif(frames)
    # A long game at a large width could outgrow the budget; dropping frames (keeping the
    # first and last) is better than refusing to post the replay at all.
    while len(data) > GIF_BUDGET and len(frames) > 2:
        keep = frame_indices(len(frames), max(2, len(frames) * 2 // 3))
        frames = [frames[i] for i in keep]
        kept = [kept[i] for i in keep]
        data = _encode_gif(frames)
    return Replay(data, kept, total_turns)


def render_replay_gif(kind: str, names: Sequence[str], states: Sequence[State], *,
                      max_frames: int = 40, width: int = 600) -> bytes:
    """The GIF of :func:`render_replay` alone."""
    return render_replay(kind, names, states, max_frames=max_frames, width=width).gif


def render_step(kind: str, names: Sequence[str], state: State, language: str = "en") -> Any:
    """One position of a replay at full size, as the live board showed it (the public
    view): the step-through view posts these one turn at a time."""
    return get_renderer(kind).board(get_engine(kind).view(state, None), list(names),
                                    language=language)


# --- internals ------------------------------------------------------------------------------

def _stacked(rendered: Sequence[Any]) -> Image.Image:
    """A board of several images (a market and the players' areas) as one frame, the
    images one under the other at the width of the first."""
    parts = []
    for picture in rendered:
        with Image.open(io.BytesIO(picture.png)) as decoded:
            parts.append(decoded.convert("RGB"))
    if len(parts) == 1:
        return parts[0]
    width = parts[0].width
    scaled = [part if part.width == width else part.resize(
        (width, max(1, round(part.height * width / part.width))), Image.Resampling.BOX,
        reducing_gap=REDUCING_GAP) for part in parts]
    frame = Image.new("RGB", (width, sum(part.height for part in scaled)),
                      scaled[0].getpixel((0, 0)))
    top = 0
    for part in scaled:
        frame.paste(part, (0, top))
        top += part.height
    return frame


def _frames(kind: str, names: Sequence[str], states: Sequence[State], max_frames: int,
            width: int, language: str = "en") -> list[Image.Image]:
    if width <= 0:
        raise ValueError("width must be positive")
    engine = get_engine(kind)
    renderer = get_renderer(kind)
    images = []
    for index in frame_indices(len(states), max_frames):
        view = engine.view(states[index], None)
        image = _stacked(renderer.boards(view, list(names), language=language))
        if image.width != width:
            height = max(1, round(image.height * width / image.width))
            image = image.resize((width, height), Image.Resampling.BOX,
                                 reducing_gap=REDUCING_GAP)
        images.append(image)
    # A GIF has one canvas size; should a renderer's height vary with the position, pad
    # the shorter frames with their own background colour rather than stretch them.
    height = max((image.height for image in images), default=0)
    for i, image in enumerate(images):
        if image.height < height:
            canvas = Image.new("RGB", (width, height), image.getpixel((0, 0)))
            canvas.paste(image, (0, 0))
            images[i] = canvas
    return images


def _encode_gif(frames: list[Image.Image]) -> bytes:
    # One palette for the whole animation: the boards share their colours, per-frame
    # palettes would flicker, and identical palette indices let Pillow store only the
    # changed rectangle of each frame. The palette comes from a strip of first, middle and
    # last frames so colours that appear late in the game are in it too.
    sample = [frames[0], frames[len(frames) // 2], frames[-1]]
    strip = Image.new("RGB", (frames[0].width, sum(f.height for f in sample)))
    y = 0
    for frame in sample:
        strip.paste(frame, (0, y))
        y += frame.height
    palette = _flat_palette(strip)
    # No dithering: flat board colours stay flat, which compresses far better and keeps
    # unchanged areas identical from one frame to the next.
    indexed = [frame.quantize(palette=palette, dither=Image.Dither.NONE) for frame in frames]
    durations = [FRAME_MS] * (len(indexed) - 1) + [LAST_FRAME_MS]
    buffer = io.BytesIO()
    indexed[0].save(buffer, format="GIF", save_all=True, append_images=indexed[1:],
                    duration=durations, loop=0, optimize=True, disposal=1)
    return buffer.getvalue()


#: how far past the target size Pillow reduces by whole factors before resampling:
#: a frame drawn at twice or three times the GIF's width costs a tenth of a full LANCZOS
#: pass, and at 3 the result is indistinguishable from it
REDUCING_GAP = 3.0

#: colours closer than this on every channel are one colour to Pillow's palette lookup
#: (its colour cube sent Splendor's green (0, 158, 115) to a twin 5 away)
TWINS = 8


def _flat_palette(strip: Image.Image) -> Image.Image:
    """A palette that keeps the board's own colours exactly: the 256 most frequent colours
    of the sample. Boards are flat art, so their colours (the Okabe–Ito palette, the
    backgrounds) cover the most pixels; a median cut would average them with the
    anti-aliased edges and shift the colours a colour-blind reader relies on."""
    colours = strip.getcolors(maxcolors=strip.width * strip.height) or []
    top: list[tuple[int, ...]] = []
    # kept colours by cube of side TWINS + 1: a twin of a colour lies in its own cube or
    # a neighbouring one, so each candidate is compared with a handful, not all 256
    cubes: dict[tuple[int, ...], list[tuple[int, ...]]] = {}
    side = TWINS + 1
    for _, rgb in sorted(colours, key=lambda c: -c[0]):
        # Pillow maps pixels to a given palette through a coarse colour cube, which sends
        # a flat colour to a near twin listed beside it; keeping only the more frequent of
        # near twins lets every flat colour map to itself.
        cube = tuple(value // side for value in rgb[:3])
        near = (kept for dr in (-1, 0, 1) for dg in (-1, 0, 1) for db in (-1, 0, 1)
                for kept in cubes.get((cube[0] + dr, cube[1] + dg, cube[2] + db), ()))
        if all(max(abs(a - b) for a, b in zip(rgb[:3], kept[:3], strict=True)) > TWINS
               for kept in near):
            top.append(rgb)
            cubes.setdefault(cube, []).append(rgb)
            if len(top) == 256:
                break
    flat = [value for rgb in top for value in rgb[:3]]
    palette = Image.new("P", (1, 1))
    palette.putpalette(flat + flat[-3:] * (256 - len(top)))
    return palette


__all__ = [
    "DISCORD_UPLOAD_LIMIT",
    "GIF_BUDGET",
    "REPLAY_FRAMES",
    "LoggedMove",
    "Replay",
    "ReplayError",
    "frame_indices",
    "render_replay",
    "render_replay_frames",
    "render_replay_gif",
    "render_sampled_replay",
    "render_step",
    "replay_states",
]
