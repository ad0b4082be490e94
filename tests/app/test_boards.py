"""Boards are drawn in a process pool sized to the cores; the picture is the same as a
render in this process (the renderer is pure), and a renderer the workers do not know
(registered at run time) is drawn here."""

from __future__ import annotations

import pytest

from bot.app import boards
from tests.app.conftest import ANN, BEN, started_game


@pytest.fixture(autouse=True)
def pool():
    boards.enable_process_pool()
    yield
    boards.enable_process_pool(False)


async def test_the_pool_draws_the_same_board_as_this_process(tables):
    game = await started_game(tables, ANN, BEN)
    pooled = await boards.public_board(game)
    here = boards.render_public_board(game)
    assert pooled.png == here.png and pooled.alt == here.alt
    assert boards._pool is not None and boards.pool_size() >= 1


async def test_a_renderer_unknown_to_the_workers_is_drawn_here(tables, monkeypatch):
    from rendering.base import renderers

    game = await started_game(tables, ANN, BEN)
    renderers()["splendor-copy"] = renderers()["splendor"]  # registered at run time
    try:
        copy = game.__class__(**{**game.__dict__, "kind": "splendor-copy"})
        monkeypatch.setattr(boards, "get_engine", lambda kind: __import__(
            "bot.games", fromlist=["get_engine"]).get_engine("splendor"))
        image = await boards.public_board(copy)
        assert image.png.startswith(b"\x89PNG")
    finally:
        renderers().pop("splendor-copy", None)
