"""``determinize`` is canonical: two states that differ only in what the searching seat
cannot see (a deck's order, which unseen card sits in another player's hand or blind
reserve) give the same re-deal for the same seed. Otherwise a computer's choice would
depend on the hidden order, and its moves would leak it.

One test per game swaps that game's hidden information by hand (reverses every hidden
pool, moves cards between a deck and another seat's hidden hand); a generic test re-deals
positions of a random game for every seat and checks the same.
"""

from __future__ import annotations

import copy
import json

import pytest

from bot.games import all_engines
from bot.games.base import Engine, Rng, State

ENGINES = all_engines()


def _mid_game(engine: Engine, players: int, seed: int, moves: int) -> State:
    """The position after ``moves`` random moves (or the last before the end)."""
    state = engine.setup(players, seed, engine.engine_options({}))
    rng = Rng.from_seed(seed)
    for _ in range(moves):
        seats = engine.to_move(state)
        if not seats:
            break
        legal = engine.legal_moves(state, seats[0])
        after = engine.apply(state, seats[0], legal[rng.below(len(legal))].notation)
        if engine.is_over(after):
            break
        state = after
    return state


def _same_redeal(engine: Engine, first: State, second: State, seat: int) -> None:
    assert first != second, "the test must change something hidden"
    assert engine.view(first, seat) == engine.view(second, seat), (
        "the two states must look the same to the seat")
    for seed in (1, 7, 123):
        a = engine.determinize(first, seat, Rng.from_seed(seed))
        b = engine.determinize(second, seat, Rng.from_seed(seed))
        assert json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True), (
            f"{engine.name}: the re-deal depends on the hidden order (seed {seed})")


def test_splendor_redeal_ignores_deck_order_and_blind_reserves() -> None:
    engine = ENGINES["splendor"]
    state = _mid_game(engine, 3, 4, 6)
    state = engine.apply(state, state["active"], "reserve D1")
    reserver = (state["active"] - 1) % 3
    blind = [r for r in state["seats"][reserver]["reserved"] if r["blind"]]
    assert blind, "the reserve from the deck is blind"
    other = copy.deepcopy(state)
    for tier in other["decks"]:
        other["decks"][tier].reverse()
    # the blind card and the deck's first card change places
    deck = other["decks"]["1"]
    hidden = next(r for r in other["seats"][reserver]["reserved"]
                  if r["blind"] and str(r["tier"]) == "1")
    hidden["id"], deck[0] = deck[0], hidden["id"]
    seat = (reserver + 1) % 3
    _same_redeal(engine, state, other, seat)


def test_bonsai_redeal_ignores_deck_order() -> None:
    engine = ENGINES["bonsai"]
    state = _mid_game(engine, 2, 5, 10)
    other = copy.deepcopy(state)
    other["deck"].reverse()
    _same_redeal(engine, state, other, 0)


def test_kokeshi_redeal_ignores_supply_order() -> None:
    engine = ENGINES["kokeshi"]
    state = _mid_game(engine, 2, 6, 10)
    other = copy.deepcopy(state)
    other["supply"].reverse()
    _same_redeal(engine, state, other, 1)


def test_zenso_redeal_ignores_hands_and_deck_orders() -> None:
    engine = ENGINES["zenso"]
    state = _mid_game(engine, 3, 7, 12)
    seat = 0
    other = copy.deepcopy(state)
    other["harmony_deck"].reverse()
    other["terrain_deck"].reverse()
    # another seat's first hand card and the deck's first card change places, and a
    # Terrain card left out of the game changes places with one in the deck
    hand = other["seats"][1]["hand"]
    hand[0], other["harmony_deck"][0] = other["harmony_deck"][0], hand[0]
    if other["terrain_removed"]:
        removed = other["terrain_removed"]
        removed[0], other["terrain_deck"][0] = other["terrain_deck"][0], removed[0]
    _same_redeal(engine, state, other, seat)


def test_azul_redeal_ignores_face_down_expansions() -> None:
    engine = ENGINES["azul_queens_garden"]
    state = _mid_game(engine, 2, 8, 10)
    other = copy.deepcopy(state)
    other["supply"].reverse()
    for stack in other["stacks"]:
        stack.reverse()
    # the bag's future draws are unseen too
    other["rng"] = state["rng"] ^ 0x5DEECE66D
    _same_redeal(engine, state, other, 0)


@pytest.mark.parametrize("kind", sorted(ENGINES))
def test_every_redeal_of_a_position_redeals_alike(kind: str) -> None:
    """Any position a seat cannot tell from the real one (another re-deal of it) gives
    that seat the same re-deal as the real one, at several points of a game."""
    engine = ENGINES[kind]
    players = max(2, engine.min_players)
    for moves in (0, 9, 25):
        state = _mid_game(engine, players, 11 + moves, moves)
        for seat in engine.to_move(state) or [0]:
            disguised = engine.determinize(state, seat, Rng.from_seed(999))
            for seed in (2, 3):
                a = engine.determinize(state, seat, Rng.from_seed(seed))
                b = engine.determinize(disguised, seat, Rng.from_seed(seed))
                assert json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True), (
                    f"{kind}, {moves} moves in: seat {seat}'s re-deal depends on the "
                    "hidden order")
