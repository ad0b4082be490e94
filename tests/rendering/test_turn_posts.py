"""A turn's post fits a phone (issue 19): every renderer says which pictures a post
carries — the shared ones, and the own board of the seats that must act — so a post is
two or three pictures instead of five, within 300 KB, and every other seat's board is
drawn apart for whoever asks."""

from __future__ import annotations

import random

import pytest

from bot.app.boards import POST_LIMIT_BYTES
from bot.games import registry
from rendering.base import get_renderer

#: each game at its most players, as played by seeded random moves to a late position
GAMES = sorted(registry())


def _positions(kind: str):
    engine = registry()[kind]
    players = engine.max_players
    state = engine.setup(players, 11, engine.engine_options({}))
    rng = random.Random(kind)
    plies = 0
    while not engine.is_over(state) and plies < 400:
        if plies in (0, 40, 120):
            yield players, state
        seat = engine.to_move(state)[0]
        state = engine.apply(state, seat, rng.choice(engine.legal_moves(state, seat)).notation)
        plies += 1
    yield players, state


@pytest.mark.parametrize("kind", GAMES)
def test_a_turns_post_is_the_shared_pictures_and_the_boards_of_who_must_act(kind):
    engine, renderer = registry()[kind], get_renderer(kind)
    for players, state in _positions(kind):
        view = engine.view(state, None)
        names = [f"Player {n + 1}" for n in range(players)]
        focus = engine.to_move(state) or [0]
        post = renderer.turn_boards(view, names, focus)
        shared = renderer.shared_boards(view, names)
        assert post[0].filename == "board.png"
        assert [i.filename for i in post[:len(shared)]] == [i.filename for i in shared]
        own = post[len(shared):]
        if renderer.has_seat_boards:
            assert [i.filename for i in own] == [
                renderer.seat_board(view, s, names).filename for s in focus]
        else:
            assert own == []
        assert len(post) <= 3 or len(focus) > 1, [i.filename for i in post]
        total = sum(len(i.png) for i in post)
        assert total <= POST_LIMIT_BYTES, (kind, players, total)
        # every picture the board has, for the replay and anyone who asks
        every = renderer.boards(view, names)
        assert len(every) == len(shared) + (players if renderer.has_seat_boards else 0)
        assert len({i.filename for i in every}) == len(every)
