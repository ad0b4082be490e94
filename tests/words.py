"""What a player may read about a state, for the games' "words, not ids" tests (no
tests here): each game's test adds what only it shows (a last-move line, alt text)."""

from __future__ import annotations

from typing import Any

from bot.games.base import Engine


def player_texts(engine: Engine, state: dict[str, Any]) -> list[str]:
    """The events of the move that made ``state``, every seat's prompt and private
    events, the labels and menu steps of every legal move and, at the end, the result's
    details, sentence and breakdown names."""
    texts = list(state["events"])
    for seat in range(state["players"]):
        texts.append(engine.prompt(state, seat))
        texts += engine.private_events(state, seat)
        for move in engine.legal_moves(state, seat):
            texts += [move.label, *move.path]
    result = engine.result(state)
    if result is not None:
        texts += [*result.details, engine.end_sentence(result)]
        texts += [key for standing in result.standings for key in standing.breakdown]
    return texts
