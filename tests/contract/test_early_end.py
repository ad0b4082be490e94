"""Games that end before their rules end them, for every engine at every player count:
a resignation (the only seat, or the last human but one leaving) and an abandoned table
(the last human leaving computers behind). The application turns the engine's
``resign_result`` into the stored result (:meth:`Tables._result_json`, which narrows the
winners to the humans left) and tells it with ``end_sentence``; the result message is
:func:`result_text`. All of it is exercised here at the first position (where every
seat is level), in the middle and at the last position before the end. (A time-out
ends nothing: the computer plays the late turn, which the contract suite's computer
checks cover at every position.)

- nothing raises, and the state is left as it was;
- the standings hold every seat once, ranked, with the resigned seat last and each
  score the engine's public score;
- the winners are among those left (none in a solo game), the humans' best when a human
  is left;
- the sentence names every winner with the winning score, and never the seat that
  resigned as one that won;
- when a finished game breaks its scores down, so does a resignation;
- the stored result is JSON and the result message renders.
"""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from bot.app.messages import result_sentence, result_text
from bot.app.records import GameRecord, SeatRecord
from bot.app.tables import Tables
from bot.games import all_engines
from bot.games.base import Engine, State, seat_name
from tests.contract.test_engine_contract import GAMES, _random_game
from tests.untouched import snapshot

SEED = 3


def _table(kind: str, state: State, players: int, humans: set[int]) -> GameRecord:
    seats = [SeatRecord(user_id=100 + p if p in humans else -1 - p,
                        name=f"Human {p + 1}" if p in humans else f"Computer {p + 1} (greedy)",
                        position=p,
                        controller="human" if p in humans else "computer:greedy")
             for p in range(players)]
    return GameRecord(id=1, kind=kind, guild_id=1, channel_id=10, thread_id=None, host_id=100,
                      status="active", options={}, seed=SEED, state=state, version=1,
                      result=None, board_message_id=None, created_at=0.0, updated_at=0.0,
                      seats=seats)


def _moments(engine: Engine, players: int) -> list[tuple[str, State]]:
    steps, _ = _random_game(engine, players, SEED)
    return [("the first position", steps[0][0]),
            ("the middle", steps[len(steps) // 2][0]),
            ("the last position", steps[-1][0])]


def _breaks_scores_down(engine: Engine, players: int) -> bool:
    _, final = _random_game(engine, players, SEED)
    result = engine.result(final)
    assert result is not None
    return any(standing.breakdown for standing in result.standings)


@pytest.mark.parametrize(("kind", "players"), GAMES)
def test_a_game_ended_by_leaving_has_a_result_in_words(kind: str, players: int) -> None:
    engine = all_engines()[kind]
    broken_down = _breaks_scores_down(engine, players)
    for moment, state in _moments(engine, players):
        before = snapshot(state)
        scores = engine.scores(state)
        for resigned in range(players):
            # the resigned seat, and at most one other human (else the computer would
            # take the seat over and the game go on)
            for other in [None, *(s for s in range(players) if s != resigned)]:
                humans = {resigned} | ({other} if other is not None else set())
                where = f"{kind}, {players} players, {moment}, seat {resigned} resigns, " \
                        f"humans {sorted(humans)}"
                game = _table(kind, state, players, humans)
                data = Tables._result_json(game, resigned=resigned)
                assert snapshot(state) == before, f"{where}: the state was changed"
                standings = data["standings"]
                assert sorted(s["seat"] for s in standings) == list(range(players)), where
                assert standings[-1]["seat"] == resigned, where
                assert [s["rank"] for s in standings] == sorted(s["rank"] for s in standings)
                assert all(s["score"] == scores[s["seat"]] for s in standings), where
                winners = data["winners"]
                if players == 1:
                    assert winners == [], where
                else:
                    assert winners and resigned not in winners, where
                if other is not None:
                    assert winners == [other], where
                sentence = result_sentence(engine.name, data)
                assert sentence, where
                for winner in winners:
                    assert seat_name(winner) in sentence, f"{where}: {sentence!r}"
                    score = next(s["score"] for s in standings if s["seat"] == winner)
                    assert str(score) in sentence, f"{where}: {sentence!r}"
                assert f"{seat_name(resigned)} wins" not in sentence, f"{where}: {sentence!r}"
                if broken_down:
                    assert all(s["breakdown"] for s in standings), (
                        f"{where}: a finished game breaks scores down, a resignation not")
                assert json.loads(json.dumps(data)) == data, where
                finished = replace(game, status="finished", result=data)
                assert result_text(finished), where
