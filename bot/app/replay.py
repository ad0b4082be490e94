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
                         max_frames: int = 40, width: int = 600) -> list[bytes]:
    """The sampled turns as PNG images ``width`` pixels wide, for callers that prefer a
    series of pictures to an animation."""
    frames = []
    for image in _frames(kind, names, states, max_frames, width):
        buffer = io.BytesIO()
        image.save(buffer, format="PNG", optimize=True)
        frames.append(buffer.getvalue())
    return frames


def render_replay_gif(kind: str, names: Sequence[str], states: Sequence[State], *,
                      max_frames: int = 40, width: int = 600) -> bytes:
    """An animated GIF of the public board at each sampled turn: ~1 s a frame, 3 s on the
    last one, looping, ``width`` pixels wide and under :data:`GIF_BUDGET` bytes."""
    if not states:
        raise ValueError("a replay needs at least one state")
    frames = _frames(kind, names, states, max_frames, width)
    data = _encode_gif(frames)
    # A long game at a large width could outgrow the budget; dropping frames (keeping the
    # first and last) is better than refusing to post the replay at all.
    while len(data) > GIF_BUDGET and len(frames) > 2:
        keep = frame_indices(len(frames), max(2, len(frames) * 2 // 3))
        frames = [frames[i] for i in keep]
        data = _encode_gif(frames)
    return data


# --- internals ------------------------------------------------------------------------------

def _frames(kind: str, names: Sequence[str], states: Sequence[State], max_frames: int,
            width: int) -> list[Image.Image]:
    if width <= 0:
        raise ValueError("width must be positive")
    engine = get_engine(kind)
    renderer = get_renderer(kind)
    images = []
    for index in frame_indices(len(states), max_frames):
        view = engine.view(states[index], None)
        rendered = renderer.board(view, list(names))
        with Image.open(io.BytesIO(rendered.png)) as decoded:
            image = decoded.convert("RGB")
        if image.width != width:
            height = max(1, round(image.height * width / image.width))
            image = image.resize((width, height), Image.Resampling.LANCZOS)
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
    palette = strip.quantize(colors=256, method=Image.Quantize.MEDIANCUT)
    # No dithering: flat board colours stay flat, which compresses far better and keeps
    # unchanged areas identical from one frame to the next.
    indexed = [frame.quantize(palette=palette, dither=Image.Dither.NONE) for frame in frames]
    durations = [FRAME_MS] * (len(indexed) - 1) + [LAST_FRAME_MS]
    buffer = io.BytesIO()
    indexed[0].save(buffer, format="GIF", save_all=True, append_images=indexed[1:],
                    duration=durations, loop=0, optimize=True, disposal=1)
    return buffer.getvalue()


__all__ = [
    "DISCORD_UPLOAD_LIMIT",
    "GIF_BUDGET",
    "LoggedMove",
    "ReplayError",
    "frame_indices",
    "render_replay_frames",
    "render_replay_gif",
    "replay_states",
]
