"""Board pictures for a stored game, rendered in a pool of processes.

A render never holds the event loop: the bot keeps answering other interactions while a
board is drawn. Threads were not enough: Pillow's drawing and PNG encoding hold the
interpreter lock for much of a render, so with many games moving at once two cores did
the work of one. The renderer is pure (a view in, PNG bytes out), so boards are drawn in
a process pool sized to the machine's cores; the engine's view is computed here and only
the view crosses to the worker.

The bot turns the pool on at start (``python -m bot run``, the benchmarks:
:func:`enable_process_pool`); elsewhere — the tests, which register toy renderers and
patch real ones in this process, and the console — boards are drawn in a thread. A
renderer registered at run time is unknown to the workers: such a board, or one whose
pool broke, is drawn in a thread too.

Each worker draws one board of every registered game as it starts (its initializer,
:func:`_warm_worker`), so the caches a first render fills — fonts, card faces, board
backgrounds — are full before the first real turn instead of costing it a few hundred
milliseconds. The workers start with the pool, in their own processes: the bot's own
start-up never waits for them.

A worker's memory is held under :data:`WORKER_MEMORY_MIB`: the parts it keeps for the next
pictures share a budget of bytes (:mod:`rendering.parts`), set from what the ceiling leaves
above what the worker needs to run (:func:`parts_budget_mib`), and past the ceiling after a
picture it empties caches (:mod:`bot.app.worker_memory`). The pool leaves a core to
the bot's own process (:func:`pool_size`): on two cores, one worker. Both for the whole
bot to fit in 250 MiB (issue 20; bench/bench_memory.py and the README's figures).
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import pickle
from concurrent.futures import BrokenExecutor, Executor, ProcessPoolExecutor
from typing import Any, NamedTuple

from bot.app import worker_memory
from bot.app.language import of_game
from bot.app.records import GameRecord
from bot.app.replay import REPLAY_FRAMES, Replay, frame_indices, render_sampled_replay
from bot.config import DEFAULT_RENDER_WORKER_MIB
from bot.games import get_engine
from rendering.base import DecisionChoice, RenderedImage, get_renderer

log = logging.getLogger(__name__)

_pool: Executor | None = None
_pool_failed = False
#: pictures (and start-up tasks) handed to the current pool
_handed = 0
_pool_enabled = False

#: a render worker's resident memory (MiB) past which, after a picture, it empties its
#: heaviest caches. Those are bounded by count, not bytes: a worker drawing every game
#: grew from ~83 MiB warm by ~25 MiB per 100 moves and was still growing at 1 200
#: pictures. Its floor is ~30 MiB of imports (the games' data, Pillow, fonts) and ~72
#: warm (every game drawn once in one language); the bot's own process is 117–150 MiB
#: (100 active games, 1 000 stored), so one worker under 100 MiB keeps the whole bot
#: under 250 MiB, each page counted once (bench_memory), for about twice the render CPU
#: per move of caches never emptied (the README's benchmark figures).
WORKER_MEMORY_MIB = DEFAULT_RENDER_WORKER_MIB  # RENDER_WORKER_MIB
_worker_memory_mib: float = WORKER_MEMORY_MIB

#: pictures a render worker draws before a fresh one replaces it: a backstop for memory
#: the ceiling does not reach (what no cache holds); a fresh worker costs its imports and
#: warm-up, ~1 s of CPU.
BOARDS_PER_WORKER = 2000
_boards_per_worker = BOARDS_PER_WORKER
#: render workers the pool starts (0: :func:`pool_size`'s default)
_workers = 0


def enable_process_pool(enabled: bool = True, *,
                        boards_per_worker: int = BOARDS_PER_WORKER,
                        workers: int = 0,
                        worker_memory_mib: float = WORKER_MEMORY_MIB) -> None:
    """Draw boards in worker processes from now on (or, with ``False``, in threads):
    ``workers`` of them (0: :func:`pool_size`), each emptying its caches past
    ``worker_memory_mib`` of resident memory (0: never) and replaced after
    ``boards_per_worker`` pictures."""
    global _pool_enabled, _boards_per_worker, _workers, _worker_memory_mib
    _pool_enabled = enabled
    if (boards_per_worker, workers, worker_memory_mib) != (
            _boards_per_worker, _workers, _worker_memory_mib):
        shutdown_pool()  # a pool's workers keep the settings they started with
    _boards_per_worker = boards_per_worker
    _workers = workers
    _worker_memory_mib = worker_memory_mib
    if not enabled:
        shutdown_pool()
        return
    # The bot's process too: every board's PNG passes through it (from the worker to
    # Discord), and glibc would otherwise raise its mmap threshold past a PNG's size
    # after the first large free, so later PNGs land in the heap and leave it
    # fragmented and growing (issue 20).
    worker_memory.tune_malloc()
    pool = _render_pool()
    if pool is not None:
        # Start every worker now (each warms itself as it starts: _warm_worker), not on
        # the first turn's board. A task per worker makes the pool start them all; the
        # caller does not wait, so the bot's start-up (the gateway) goes on meanwhile.
        for _ in range(_workers or pool_size()):
            pool.submit(os.getpid)


#: the games whose board this worker drew as it started (empty outside a worker)
_warmed: tuple[str, ...] = ()
#: this worker's memory ceiling (0 outside a worker: the bot's process keeps its caches)
_ceiling_mib: float = 0


#: the share of what a worker's ceiling leaves above its floor that its parts may weigh:
#: the rest holds a picture's own buffers while it is drawn and encoded, the pixel blocks
#: Pillow keeps, and the allocators' holes (the parts weighed 24 MiB of a worker's 123
#: MiB, 57 MiB above a floor of 66, in the measure rendering/parts.py gives; measured
#: under the benchmarks' old workers, which also held the benchmark's imports: under
#: 100 MiB the budget sits at its least, 8 MiB, and the worker rarely empties caches)
PARTS_SHARE = 0.6
#: a worker without a ceiling keeps this much
PARTS_UNBOUNDED_MIB = 1024.0


def parts_budget_mib(ceiling_mib: float, floor_mib: float) -> float:
    """What a worker's kept parts may weigh under ``ceiling_mib`` of resident memory when
    it needs ``floor_mib`` to run without them (0: no ceiling)."""
    if ceiling_mib <= 0:
        return PARTS_UNBOUNDED_MIB
    return max(worker_memory.PARTS_LEAST_MIB, (ceiling_mib - floor_mib) * PARTS_SHARE)


def _start_worker(ceiling_mib: float) -> None:
    """A render worker's initializer: glibc told to hand large freed buffers back, every
    game drawn once, the parts' budget and the memory ceiling set."""
    global _ceiling_mib
    worker_memory.tune_malloc()
    _warm_worker()
    from rendering import parts

    floor = worker_memory.resident_mib() - parts.held_mib()
    parts.set_budget(parts_budget_mib(ceiling_mib, floor))
    _ceiling_mib = ceiling_mib


def _drawn_here(function: Any, *args: Any) -> Any:
    """``function(*args)`` in a worker, its caches emptied afterwards if the worker went
    past its ceiling (the picture is returned either way)."""
    try:
        return function(*args)
    finally:
        worker_memory.settle(_ceiling_mib)


class WorkerState(NamedTuple):
    """What a worker answers when asked (the memory benchmark prints it)."""

    pid: int
    resident_mib: float
    #: how many times it lowered its parts' budget or emptied caches past its ceiling
    cleared: int
    parts_mib: float
    parts_budget_mib: float
    #: what malloc has handed out and not had back (None but on glibc)
    malloc_mib: float | None


def worker_state() -> WorkerState:
    """This process's memory, as a render worker reports it."""
    from rendering import parts

    in_use = worker_memory.malloc_in_use()
    return WorkerState(os.getpid(), worker_memory.resident_mib(), worker_memory.cleared,
                       parts.held_mib(), parts.PARTS.budget / 2**20,
                       None if in_use is None else in_use / 2**20)


def _warm_worker() -> None:
    """A render worker's start: one public board of every registered game, drawn and
    thrown away. A process's first render of a game pays for its fonts, card faces,
    backgrounds and palettes (230–330 ms); drawn here, the first real turn finds them
    cached. Never raises: a pool whose initializer fails is broken for every board."""
    global _warmed
    from bot import i18n
    from bot.games import registry
    from rendering.base import renderers

    # every language's catalogue (~9 MiB), which a worker drawing for servers in several
    # languages loads anyway: loaded now, the first Italian board does not pay for it,
    # and the floor the parts' budget is set from counts it (_start_worker)
    for language in i18n.SUPPORTED:
        i18n.bundle(language)
    drawn = []
    for kind, engine in registry().items():
        renderer = renderers().get(kind)
        if renderer is None:
            continue
        try:
            # The most players the game seats: the largest layout, the most panels.
            players = engine.max_players
            state = engine.setup(players, 0, engine.engine_options({}))
            renderer.boards(engine.view(state, None), [f"Player {n + 1}"
                                                      for n in range(players)])
            drawn.append(kind)
        except Exception:
            log.exception("warming the %s renderer failed; its first board draws cold", kind)
    _warmed = tuple(drawn)


def warmed_games() -> tuple[str, ...]:
    """The games this process's warm-up drew (what a worker answers when asked)."""
    return _warmed


def pool_size() -> int:
    """One worker per core the process may use but one, left to the bot's own process
    (its event loop, the store, the engines): on two cores, one worker. A second one
    would cost its ~85–110 MiB for a core the bot's process needs during a burst."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cores = os.cpu_count() or 1
    return max(1, cores - 1)


def _render_pool() -> Executor | None:
    """The pool the next picture goes to. Its workers are replaced after their share of
    pictures by replacing the whole pool, not by ProcessPoolExecutor's own
    ``max_tasks_per_child``: with that, a worker that left at its limit while pictures
    were queued was never replaced (CPython gh-115634, Python 3.11 to 3.14), and every
    later board waited for ever. The pool given up finishes what it was handed, then its
    workers leave."""
    global _pool, _handed
    if not _pool_enabled:
        return None
    workers = _workers or pool_size()
    if _pool is not None and _boards_per_worker and \
            _handed >= _boards_per_worker * workers:
        _pool.shutdown(wait=False)
        _pool = None
    if _pool is None and not _pool_failed:
        # forkserver: workers start from a clean interpreter, never a fork of a process
        # holding the event loop's and aiosqlite's threads.
        method = "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() \
            else "spawn"
        _pool = ProcessPoolExecutor(max_workers=workers,
                                    mp_context=multiprocessing.get_context(method),
                                    initializer=_start_worker,
                                    initargs=(_worker_memory_mib,))
        _handed = 0
    if _pool is not None:
        _handed += 1  # the caller hands it one picture (or one start-up task)
    return _pool


def shutdown_pool() -> None:
    global _pool
    if _pool is not None:
        _pool.shutdown(wait=False, cancel_futures=True)
        _pool = None


def _draw_board(kind: str, view: Any, names: list[str], language: str = "en") -> RenderedImage:
    return get_renderer(kind).board(view, names, language=language)


def _draw_boards(kind: str, view: Any, names: list[str],
                 language: str = "en") -> list[RenderedImage]:
    return get_renderer(kind).boards(view, names, language=language)


def _draw_turn_boards(kind: str, view: Any, names: list[str], focus: list[int],
                      language: str = "en") -> list[RenderedImage]:
    return get_renderer(kind).turn_boards(view, names, focus, language=language)


def _draw_seat_board(kind: str, view: Any, seat: int, names: list[str],
                     language: str = "en") -> RenderedImage | None:
    return get_renderer(kind).seat_board(view, seat, names, language=language)


def _draw_hand(kind: str, view: Any, seat: int, names: list[str],
               language: str = "en") -> RenderedImage | None:
    return get_renderer(kind).hand(view, seat, names, language=language)


def _draw_decision(kind: str, view: Any, seat: int, names: list[str],
                   choices: list[DecisionChoice], language: str = "en"
                   ) -> RenderedImage | None:
    return get_renderer(kind).decision(view, seat, names, choices, language=language)


def _draw_replay(kind: str, names: list[str], sampled: list[Any], turns: list[int],
                 total_turns: int, language: str) -> Replay:
    return render_sampled_replay(kind, names, sampled, turns, total_turns,
                                 language=language)


def render_public_board(game: GameRecord) -> RenderedImage:
    assert game.state is not None
    view = get_engine(game.kind).view(game.state, None)
    return get_renderer(game.kind).board(view, game.names, language=of_game(game))


def render_private_hand(game: GameRecord, seat: int,
                        language: str | None = None) -> RenderedImage | None:
    assert game.state is not None
    view = get_engine(game.kind).view(game.state, seat)
    return get_renderer(game.kind).hand(view, seat, game.names,
                                        language=language or of_game(game))


def _drawn_packed(packed: bytes) -> Any:
    """A picture handed over packed (:func:`_in_pool`), drawn in a worker."""
    function, args = pickle.loads(packed)
    return _drawn_here(function, *args)


def _unpacked(packed: bytes) -> Any:
    """A picture handed over packed, drawn in a thread of the bot's own process."""
    function, args = pickle.loads(packed)
    return function(*args)


async def _in_pool(function: Any, *args: Any) -> Any:
    """``function(*args)`` in a render worker (else in a thread). Only a broken pool (a
    worker killed: :class:`~concurrent.futures.BrokenExecutor`) sends every later
    picture to threads; a picture that fails to draw raises to its caller as it would
    drawn here, and the pool goes on drawing the others.

    The picture's arguments (the engine's view of a game) are pickled at once and only
    the bytes wait in the pool's queue: under a burst, boards queue behind the render
    workers for many seconds, and their views as dicts and lists were tens of thousands
    of objects for every full garbage collection to scan (bench_scale --burst). So the
    callers hand the view straight to this function and keep no reference of their own.
    """
    global _pool_failed
    pool = _render_pool()
    if pool is None:  # no pool (the tests, the console): nothing to pack
        return await asyncio.to_thread(function, *args)
    try:
        packed = pickle.dumps((function, args), pickle.HIGHEST_PROTOCOL)
    except (pickle.PicklingError, TypeError, AttributeError):
        # a view that cannot cross to a worker (a toy renderer's): drawn here
        return await asyncio.to_thread(function, *args)
    del args  # only the bytes wait for a worker
    try:
        return await asyncio.get_running_loop().run_in_executor(pool, _drawn_packed,
                                                                packed)
    except BrokenExecutor as error:  # a worker killed: threads from now on
        log.warning("render pool failed (%s); rendering in threads", error)
        _pool_failed = True
        shutdown_pool()
    except KeyError:
        # a renderer this process registered at run time (the workers do not know
        # it): this picture is drawn here
        pass
    return await asyncio.to_thread(_unpacked, packed)


async def public_board(game: GameRecord) -> RenderedImage:
    assert game.state is not None
    result: RenderedImage = await _in_pool(_draw_board, game.kind,
                                           get_engine(game.kind).view(game.state, None),
                                           game.names,
                                           of_game(game))
    return result


async def public_boards(game: GameRecord) -> list[RenderedImage]:
    """The public board as every image the game draws for it (one, or a market and the
    players' areas when one picture would not read on a phone), posted together."""
    assert game.state is not None
    result: list[RenderedImage] = await _in_pool(_draw_boards, game.kind,
                                                 get_engine(game.kind).view(game.state, None),
                                                 game.names,
                                                 of_game(game))
    return result


async def replay_position(kind: str, names: list[str], state: Any,
                          language: str) -> RenderedImage:
    """A replay's position as the live board showed it (the public view), drawn in the
    pool like every other picture."""
    result: RenderedImage = await _in_pool(_draw_board, kind,
                                           get_engine(kind).view(state, None),
                                           list(names), language)
    return result


async def replay_animation(kind: str, names: list[str], states: list[Any],
                           language: str) -> Replay:
    """A finished game's animated replay, drawn in the pool: forty full boards and their
    GIF cost seconds of CPU, which in the bot's process would hold the interpreter lock
    every other tap waits on. Only the sampled positions cross to the worker."""
    turns = frame_indices(len(states), REPLAY_FRAMES)
    result: Replay = await _in_pool(_draw_replay, kind, list(names),
                                    [states[i] for i in turns], turns, len(states) - 1,
                                    language)
    return result


async def decision(game: GameRecord, seat: int, choices: list[DecisionChoice],
                   language: str) -> RenderedImage | None:
    """A panel step's picture, drawn where boards are: in the pool, so the bot's own
    process keeps none of the renderers' caches (their sprites and parts grew it by
    tens of MiB) and a picture never holds the interpreter lock the bot answers with."""
    assert game.state is not None
    result: RenderedImage | None = await _in_pool(_draw_decision, game.kind,
                                                  get_engine(game.kind).view(game.state, seat),
                                                  seat,
                                                  game.names, choices, language)
    return result


#: the most seat boards a turn's post carries: a phone shows two or three pictures
#: well; a step all seats take at once (Kokeshi's starting tiles) would post them all
FOCUS_LIMIT = 2


def focus_seats(game: GameRecord) -> list[int]:
    """The seats whose own board a turn's post shows: the humans who must act now (what
    they need to decide; a computer needs no picture), at most :data:`FOCUS_LIMIT`, or
    at the end the winners (else the best placed)."""
    if game.state is None:
        return []
    if game.status == "active":
        acting = get_engine(game.kind).to_move(game.state)
        humans = [s for s in acting if game.user_at(s).controller == "human"]
        return (humans or list(acting))[:FOCUS_LIMIT]
    result = game.result or {}
    winners = [int(s) for s in result.get("winners", [])]
    standings = result.get("standings") or []
    return winners or ([int(standings[0]["seat"])] if standings else [])


async def turn_boards(game: GameRecord) -> list[RenderedImage]:
    """A turn's post: the shared pictures and the own board of each seat that must act
    (the winners' at the end), never every seat's: on a phone a post of five tall
    pictures reads as none. Every other seat's board is a tap away (:func:`seat_board`)."""
    assert game.state is not None
    result: list[RenderedImage] = await _in_pool(_draw_turn_boards, game.kind,
                                                 get_engine(game.kind).view(game.state, None),
                                                 game.names, focus_seats(game),
                                                 of_game(game))
    return result


async def seat_board(game: GameRecord, seat: int,
                     language: str | None = None) -> RenderedImage | None:
    """One seat's own board as it is now, drawn in ``language`` (the asker's: it is
    shown to them alone), else the game's; ``None`` if the game draws none apart."""
    assert game.state is not None
    result: RenderedImage | None = await _in_pool(_draw_seat_board, game.kind,
                                                  get_engine(game.kind).view(game.state, None),
                                                  seat,
                                                  game.names, language or of_game(game))
    return result


async def private_hand(game: GameRecord, seat: int,
                       language: str | None = None) -> RenderedImage | None:
    """The seat's hand, drawn in ``language`` (the asker's, for an ephemeral reply),
    else the game's."""
    assert game.state is not None
    result: RenderedImage | None = await _in_pool(_draw_hand, game.kind,
                                                  get_engine(game.kind).view(game.state, seat),
                                                  seat,
                                                  game.names, language or of_game(game))
    return result


#: Discord's default upload limit per file, and the limit of a whole request (a message
#: with its files): over either, Discord answers 413 40005 and the board would be lost
FILE_LIMIT_BYTES = 10 * 1024 * 1024
REQUEST_LIMIT_BYTES = 25 * 1024 * 1024
#: what the rest of a board message (content, components, multipart framing) may take
_REQUEST_MARGIN_BYTES = 64 * 1024
#: what a turn's post may weigh in pictures: a phone on mobile data loads a turn in a
#: moment (the renderers' selection keeps every game's well below it; this is the net)
POST_LIMIT_BYTES = 300 * 1024


def fit_for_upload(images: list[RenderedImage], *, file_limit: int = FILE_LIMIT_BYTES,
                   request_limit: int = REQUEST_LIMIT_BYTES,
                   post_limit: int | None = None) -> list[RenderedImage]:
    """The pictures of one board message within Discord's limits: a picture too large
    is made smaller (a palette, then half the size, as often as needed), and pictures
    that no longer fit in the request are left out, the first (the board itself) last.
    ``post_limit`` is the budget of a turn's post: over it, the last pictures are left
    out (a seat's board, which is a tap away), never the first. Runs Pillow: call it
    off the event loop."""
    budget = request_limit - _REQUEST_MARGIN_BYTES
    kept: list[RenderedImage] = []
    for image in images:
        if len(image.png) > file_limit:
            image = _smaller(image, file_limit)
        if image is None or len(image.png) > budget:
            continue
        kept.append(image)
        budget -= len(image.png)
    if post_limit is not None:
        kept = _within(kept, post_limit)
    return kept


def _within(images: list[RenderedImage], limit: int) -> list[RenderedImage]:
    """The post's pictures within ``limit`` bytes: the last left out (a seat's own
    board, which the board message offers a tap away), never the first. The renderers
    draw with palettes already, so a palette here would gain little for its cost."""
    images = list(images)
    while len(images) > 1 and sum(len(i.png) for i in images) > limit:
        images.pop()
    return images


def _smaller(image: RenderedImage, limit: int) -> RenderedImage | None:
    import io

    from PIL import Image

    try:
        with Image.open(io.BytesIO(image.png)) as opened:
            picture = opened.convert("RGB").quantize(256)
    except Exception:
        log.warning("a board picture of %d bytes could not be made smaller", len(image.png))
        return None
    while True:
        out = io.BytesIO()
        picture.save(out, format="PNG", optimize=True)
        if out.tell() <= limit:
            return RenderedImage(out.getvalue(), image.alt, image.filename)
        if min(picture.size) < 64:
            return None
        picture = picture.resize((picture.width // 2, picture.height // 2))
