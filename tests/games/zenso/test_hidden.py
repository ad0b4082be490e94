"""Hidden information (§7): hands, deck orders, removed Terrain cards and J10's drawn
cards never reach the public view, events, prompts or other seats' moves; a card drawn
from a deck is named only to its drawer (private events); two states differing only in
hidden information give identical public outputs (the swap test); determinize re-deals
only what the seat cannot see."""

from __future__ import annotations

import copy
import json

from bot.games.base import Rng
from bot.games.message import component, msg, words
from bot.games.zenso.engine import ENGINE
from tests.games.zenso.support import check_invariants, give, play, position, random_game


def hidden_swap(state: dict, viewer: int | None) -> dict:
    """The same position with every card ``viewer`` cannot see dealt differently."""
    other = copy.deepcopy(state)
    seats = [i for i in range(state["players"]) if i != viewer]
    pool = list(reversed(other["harmony_deck"]))
    for i in seats:
        pool += other["seats"][i]["hand"]
    pool.reverse()
    for i in seats:
        n = len(other["seats"][i]["hand"])
        other["seats"][i]["hand"], pool = pool[:n], pool[n:]
    other["harmony_deck"] = pool
    terrain = other["terrain_removed"] + other["terrain_deck"]
    n = len(other["terrain_deck"])
    other["terrain_deck"], other["terrain_removed"] = terrain[:n], terrain[n:]
    return other


def test_swap_gives_identical_public_outputs() -> None:
    """§7 swap test: public view, events and prompts are byte-identical."""
    states, _ = random_game(4, 31, check=False)
    for state in states[5:-1:25]:
        other = hidden_swap(state, None)
        assert other != state
        assert json.dumps(ENGINE.view(state, None)) == json.dumps(ENGINE.view(other, None))
        assert ENGINE.events(state) == ENGINE.events(other)
        for seat in range(4):
            assert ENGINE.prompt(state, seat) == ENGINE.prompt(other, seat)
        seat = state["active"]
        mine = hidden_swap(state, seat)
        assert json.dumps(ENGINE.view(state, seat)) == json.dumps(ENGINE.view(mine, seat))


def test_public_view_shows_counts_only() -> None:
    """§7: hand counts, deck counts; no hand, no deck, no removed card, no seed."""
    state = ENGINE.setup(2, 3, {})
    view = ENGINE.view(state, None)
    text = json.dumps(view)
    for s in state["seats"]:
        for card in s["hand"]:
            assert card not in text
    for card in state["harmony_deck"] + state["terrain_deck"] + state["terrain_removed"]:
        assert card not in text
    assert "rng" not in view and "private" not in view
    assert [s["hand_count"] for s in view["seats"]] == [2, 2]
    own = ENGINE.view(state, 0)
    assert own["seats"][0]["hand"] == state["seats"][0]["hand"]
    assert "hand" not in own["seats"][1]
    assert own["validatable"] == []


def test_drawn_cards_named_only_to_the_drawer() -> None:
    """§7, R24: deck draws are public as "the top card", named in private events only;
    the next move's private events no longer carry it."""
    state = position(2, enso=[4, 0], phase="harmony")
    top = state["harmony_deck"][0]
    after = ENGINE.apply(state, 0, "buy deck")
    assert ENGINE.private_events(after, 0) == [
        msg("zenso-private-drew", cards=words([component(top)]))]
    assert ENGINE.private_events(after, 1) == []
    assert top not in json.dumps(after["events"])
    assert top not in json.dumps(ENGINE.view(after, None))
    assert top in json.dumps(ENGINE.view(after, 0))
    later = ENGINE.apply(after, 0, "buy D1")
    assert ENGINE.private_events(later, 0) == []


def test_events_never_name_deck_draws() -> None:
    """§7 over a whole game: a card entering a hand from a deck never appears in events,
    the public view or another seat's moves and prompt."""
    states, log = random_game(3, 12, check=False)
    for before, (_seat, _), after in zip(states, log, states[1:], strict=False):
        shown = {c for c in before["display"] if c}
        for i, s in enumerate(after["seats"]):
            new = set(s["hand"]) - set(before["seats"][i]["hand"]) - shown
            public = json.dumps(after["events"]) + json.dumps(ENGINE.view(after, None))
            for card in new:
                assert card not in public
        if ENGINE.is_over(after):
            continue
        for other in range(3):
            if other != after["active"]:
                assert ENGINE.legal_moves(after, other) == []
                assert ENGINE.prompt(after, other).id == "zenso-prompt-waiting"


def test_determinize_redeals_hidden_only() -> None:
    """determinize: other hands and the decks are re-dealt; everything seen is kept."""
    states, _ = random_game(4, 8, check=False)
    state = states[len(states) // 2]
    seat = state["active"]
    new = ENGINE.determinize(state, seat, Rng.from_seed(3))
    check_invariants(new)
    assert new["seats"][seat]["hand"] == state["seats"][seat]["hand"]
    assert [len(s["hand"]) for s in new["seats"]] == [len(s["hand"]) for s in state["seats"]]
    assert new["display"] == state["display"] and new["row"] == state["row"]
    assert ENGINE.view(new, seat) == ENGINE.view(state, seat)
    assert new != state


def test_determinize_keeps_what_j10s_keeper_put_under_the_deck() -> None:
    """R50, PD-31: the cards Jizō of Insight's owner put under the Harmony deck are known
    to that owner only; its determinized deck keeps them at the bottom in order, while
    another seat's re-deal may move them anywhere (and the owner's knowledge never shows
    in a view)."""
    state = give(position(3, enso=[2, 0, 0], phase="harmony"), 0, "J10")
    top3 = state["harmony_deck"][:3]
    state = play(state, "buy deck", "keep 1")
    bottom = [top3[1], top3[2]]
    assert state["harmony_deck"][-2:] == bottom
    for viewer in (None, 1, 2):
        assert "placed_under" not in json.dumps(ENGINE.view(state, viewer))
    moved = 0
    for n in range(20):
        own = ENGINE.determinize(state, 0, Rng.from_seed(n))
        assert own["harmony_deck"][-2:] == bottom
        check_invariants(own)
        other = ENGINE.determinize(state, 1, Rng.from_seed(n))
        moved += other["harmony_deck"][-2:] != bottom
    assert moved > 0
