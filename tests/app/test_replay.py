"""Replays: the states rebuilt from a stored move log, and the animated board made of them."""

from __future__ import annotations

import io
from dataclasses import dataclass

import pytest
from PIL import Image

from bot.app.players import choose_move
from bot.app.replay import (
    DISCORD_UPLOAD_LIMIT,
    GIF_BUDGET,
    ReplayError,
    frame_indices,
    render_replay_frames,
    render_replay_gif,
    replay_states,
)
from bot.games import get_engine
from bot.games.base import State
from tests.app.conftest import ANN

SPLENDOR = get_engine("splendor")


@dataclass
class Logged:
    seat: int
    notation: str
    ends_turn: bool = True
    undone: bool = False


def random_game(players: int, seed: int) -> tuple[State, list[Logged]]:
    """A whole seeded game between random computer players, logged like the store does."""
    state = SPLENDOR.setup(players, seed, {})
    log = []
    while not SPLENDOR.is_over(state):
        seat = SPLENDOR.to_move(state)[0]
        move = choose_move(SPLENDOR, state, seat, "random", seed * 1000 + len(log))
        state = SPLENDOR.apply(state, seat, move.notation)
        ends_turn = SPLENDOR.is_over(state) or seat not in SPLENDOR.to_move(state)
        log.append(Logged(seat, move.notation, ends_turn))
    return state, log


@pytest.fixture(scope="module")
def finished() -> tuple[State, list[Logged], list[State]]:
    final, log = random_game(2, 41)
    return final, log, replay_states(SPLENDOR, 2, 41, {}, log)


async def test_replay_of_a_stored_game_ends_in_its_final_state(tables, store):
    game = await tables.create("splendor", ANN, guild_id=1, channel_id=10,
                               computers=["random"], seat_order="joined")
    game = await tables.start(game.id, ANN)
    for number in range(1000):
        await tables.wait_idle()
        game = await store.get_game(game.id)
        if game.status != "active":
            break
        move = choose_move(SPLENDOR, game.state, 0, "random", number)
        await tables.play(game.id, ANN, move.notation)
    assert game.status == "finished"
    moves = await store.moves(game.id)
    # The stored options hold the table's seat order too; the replay must cope with that.
    states = replay_states(SPLENDOR, len(game.seats), game.seed, game.options, moves)
    assert states[-1] == game.state
    assert len(states) == 1 + sum(m.ends_turn for m in moves)
    assert SPLENDOR.is_over(states[-1]) and not SPLENDOR.is_over(states[-2])


def test_states_are_the_setup_then_one_per_turn(finished):
    final, log, states = finished
    assert states[0] == SPLENDOR.setup(2, 41, {})
    assert states[-1] == final
    assert len(states) == 1 + sum(m.ends_turn for m in log)
    # Each state is at a turn boundary: nobody is half-way through a turn in it.
    for state in states[1:-1]:
        assert SPLENDOR.view(state, None)["pending"] is None


def test_undone_moves_are_skipped_and_a_log_ending_mid_turn_keeps_its_end():
    _, log = random_game(2, 5)
    undone = Logged(0, "take W U G", undone=True)
    with_undo = [undone, *log]
    assert replay_states(SPLENDOR, 2, 5, {}, with_undo) == replay_states(SPLENDOR, 2, 5, {}, log)
    # A game that ended by resignation may stop in the middle of a turn.
    cut = next(i for i, m in enumerate(log) if not m.ends_turn)
    states = replay_states(SPLENDOR, 2, 5, {}, log[:cut + 1])
    assert states[-1] == SPLENDOR.replay(2, 5, {}, [(m.seat, m.notation) for m in log[:cut + 1]])
    assert len(states) == 2 + sum(m.ends_turn for m in log[:cut + 1])


def test_a_log_that_no_longer_replays_says_which_move():
    with pytest.raises(ReplayError, match="Move 2"):
        replay_states(SPLENDOR, 2, 1, {}, [Logged(0, "take W U G"), Logged(0, "take W U G")])


@pytest.mark.parametrize(("count", "most"), [(1, 40), (2, 2), (39, 40), (40, 40), (41, 40),
                                               (137, 40), (500, 7), (3, 2), (10, 9)])
def test_frame_sampling_keeps_first_and_last(count, most):
    chosen = frame_indices(count, most)
    assert len(chosen) == min(count, most)
    assert chosen[0] == 0 and chosen[-1] == count - 1
    assert chosen == sorted(set(chosen))


def test_frame_sampling_needs_two_frames():
    assert frame_indices(0, 40) == []
    with pytest.raises(ValueError):
        frame_indices(10, 1)


def test_gif_of_a_finished_game(finished):
    _, _, states = finished
    data = render_replay_gif("splendor", ["Ann", "Ben"], states)
    assert len(data) < GIF_BUDGET < DISCORD_UPLOAD_LIMIT
    with Image.open(io.BytesIO(data)) as gif:
        assert gif.format == "GIF" and gif.width == 600
        assert gif.n_frames == min(len(states), 40)
        durations = []
        for index in range(gif.n_frames):
            gif.seek(index)
            durations.append(gif.info["duration"])
            gif.convert("RGB").load()  # every frame decodes
    assert durations[-1] == 3000 and set(durations[:-1]) == {1000}


def test_frames_are_pngs_of_the_public_board(finished, monkeypatch):
    _, _, states = finished
    seen = []
    real_view = SPLENDOR.view

    def spy(state, seat):
        seen.append(seat)
        return real_view(state, seat)

    monkeypatch.setattr(SPLENDOR, "view", spy)
    frames = render_replay_frames("splendor", ["Ann", "Ben"], states, max_frames=3, width=400)
    assert len(frames) == 3 and seen == [None, None, None]
    sizes = set()
    for png in frames:
        with Image.open(io.BytesIO(png)) as image:
            assert image.format == "PNG"
            sizes.add(image.size)
    (size,) = sizes
    assert size[0] == 400


def test_the_replay_says_how_it_sampled(finished):
    _, _, states = finished
    from bot.app.replay import render_replay

    short = render_replay("splendor", ["Ann", "Ben"], states[:5])
    assert short.turns == [0, 1, 2, 3, 4] and short.summary().startswith("every turn, 5 frames")
    sampled = render_replay("splendor", ["Ann", "Ben"], states, max_frames=10)
    assert len(sampled.turns) == 10 and sampled.turns[0] == 0
    assert sampled.turns[-1] == len(states) - 1  # it ends on the final position
    assert sampled.summary().startswith(f"10 frames for {len(states) - 1} turns")
    assert sampled.summary("it").startswith(f"10 fotogrammi per {len(states) - 1} turni")
    with Image.open(io.BytesIO(sampled.gif)) as gif:
        assert gif.n_frames == len(sampled.turns)


def test_the_replay_keeps_the_boards_colours(finished):
    # A median cut averaged the flat board colours with the anti-aliased edges; the
    # colour-blind-safe palette must come out exactly as the renderer drew it.
    _, _, states = finished
    from bot.app.replay import TWINS, _frames, render_replay

    frame = _frames("splendor", ["Ann", "Ben"], states[-1:], 40, 600)[0]
    drawn = sorted(frame.getcolors(maxcolors=1 << 20), key=lambda c: -c[0])[:12]
    replay = render_replay("splendor", ["Ann", "Ben"], states[-1:])
    with Image.open(io.BytesIO(replay.gif)) as gif:
        shown = {rgb for _, rgb in gif.convert("RGB").getcolors(maxcolors=1 << 20)}
    def near(a, b):
        return max(abs(x - y) for x, y in zip(a, b, strict=True)) <= TWINS

    leaders = []  # the most frequent colour of each group of near twins
    for _, rgb in drawn:
        if not any(near(rgb, leader) for leader in leaders):
            leaders.append(rgb)
    assert [rgb for rgb in leaders if rgb not in shown] == []  # exact
    assert all(any(near(rgb, s) for s in shown) for _, rgb in drawn)  # twins within TWINS/255
