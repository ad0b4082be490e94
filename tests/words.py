"""What a player may read about a state, for the games' "words, not ids" tests (no
tests here): each game's test adds what only it shows (a last-move line, alt text).

Engines say messages (:mod:`bot.games.message`); these helpers put them in a language's
words through the catalogues, seats named "Player n", so a test reads what a player
would. An English sentence from an engine not yet speaking in messages passes as it is.
"""

from __future__ import annotations

from typing import Any

from bot import i18n
from bot.app.messages import breakdown_name
from bot.games.base import Engine, Words


def said(engine: Engine, words: Words | dict[str, Any], language: str = "en") -> str:
    """One thing the engine said, in ``language``."""
    return i18n.text(words, language, game=engine.name)


def player_texts(engine: Engine, state: dict[str, Any], language: str = "en") -> list[str]:
    """The events of the move that made ``state``, every seat's prompt and private
    events, the labels and menu steps of every legal move and, at the end, the result's
    details, sentence and breakdown names — in ``language``."""
    words: list[Any] = list(state["events"])
    for seat in range(state["players"]):
        words.append(engine.prompt(state, seat))
        words += engine.private_events(state, seat)
        for move in engine.legal_moves(state, seat):
            words += [move.label, *move.path]
    result = engine.result(state)
    texts = [said(engine, w, language) for w in words]
    if result is not None:
        texts += [said(engine, w, language)
                  for w in (*result.details, engine.end_sentence(result))]
        texts += [breakdown_name(engine.name, key, language)
                  for standing in result.standings for key in standing.breakdown]
    return texts
