"""Build a Kokeshi position from a few lines of text, as the spec's examples write them.

::

    players 2
    round 12
    active 0
    market granny-04 sumo-08 fisherman-09 princess-05 samurai-01   (- for an empty slot)
    supply granny-02 fisherman-02                                  (top first)
    quality quality-fisherman-2 quality-fisherman-3                (default: all not placed)
    bonus cat-4=start-granny-1 rabbit-4=start-sumo-2               (default: empty slots)
    seat 0 happiness 12
    princess 1 start-princess-1, 2 samurai-04 @1                   (@r: the Kokeshi's row)
    granny 1 sumo-07, 5 quality-granny-1
    animals panda 4 fox 4 cat 3 rabbit 2
    seat 1
    fisherman 1 quality-fisherman-1

Tiles are named by design id (``samurai-04``) or instance id (``samurai-04-b``); a design
id takes the first copy not used yet. Every normal tile of the player count that the text
does not place goes to the supply after the listed ones, in data order; starting and
Quality tiles placed nowhere are out of the game. So a built position conserves every
component. The result waits for the active seat's D1. A text that puts a tile in two
places, or loses one (two tiles in the same track row), is refused (``ValueError``).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from bot.games.base import State
from bot.games.kokeshi.engine import ENGINE, KokeshiEngine


def build(text: str, engine: KokeshiEngine = ENGINE) -> State:
    r = engine.rules
    lines = [line.split("#")[0].strip() for line in text.strip().splitlines()]
    lines = [line for line in lines if line]
    players = 2
    for line in lines:
        if line.startswith("players "):
            players = int(line.split()[1])
    state = engine.setup(players, 0, {})
    for seat in state["seats"]:
        seat["start"] = []
        seat["board"] = [[None] * r.rows for _ in range(r.tracks)]
    state.update(phase="play", ask={"id": "D1"}, turn=1, events=[], market=[None] * r.market_size,
                 bonus=dict.fromkeys(state["bonus"]), removed=[], quality=[])
    in_play = r.normal_tiles(players)
    used: set[str] = set()

    def instance(name: str) -> str:
        if name in r.tiles and name not in r.designs:
            if name in used:
                raise ValueError(f"{name} is used twice")
            used.add(name)
            return name
        if name not in r.designs:
            raise ValueError(f"unknown tile {name!r}")
        for candidate in in_play:
            if r.tiles[candidate].design == name and candidate not in used:
                used.add(candidate)
                return candidate
        raise ValueError(f"no copy of {name} left for {players} players")

    quality_given: list[str] | None = None
    market_given = False
    supply: list[str] = []
    seat: dict[str, Any] | None = None
    for line in lines:
        words = line.split()
        head = words[0]
        if head == "players":
            continue
        if head == "round":
            state["round"] = int(words[1])
        elif head == "active":
            state["active"] = int(words[1])
        elif head == "market":
            market_given = True
            state["market"] = [None if w == "-" else instance(w) for w in words[1:]]
            state["market"] += [None] * (r.market_size - len(state["market"]))
        elif head == "supply":
            supply = [instance(w) for w in words[1:]]
        elif head == "quality":
            quality_given = words[1:]
            for name in quality_given:
                if name not in r.tiles or not r.tiles[name].is_quality:
                    raise ValueError(f"{name!r} is not a Quality tile")
        elif head == "bonus":
            for pair in words[1:]:
                slot, tile = pair.split("=")
                if slot not in state["bonus"]:
                    raise ValueError(f"unknown bonus slot {slot!r}")
                state["bonus"][slot] = instance(tile)
        elif head == "seat":
            seat = state["seats"][int(words[1])]
            if len(words) >= 4 and words[2] == "happiness":
                seat["happiness"] = int(words[3])
        elif head == "animals":
            assert seat is not None, "animals before any seat line"
            for name, value in zip(words[1::2], words[2::2], strict=True):
                seat["animals"][r.animal_ids.index(name)] = int(value)
        elif head in r.kokeshi_ids:
            assert seat is not None, "a track before any seat line"
            k = r.kokeshi_ids.index(head)
            body = line[len(head):]
            if "@" in body:
                body, at = body.split("@")
                seat["kokeshi"][k] = int(at)
            for item in body.split(","):
                parts = item.split()
                if parts:
                    row, tile = int(parts[0]), parts[1]
                    seat["board"][k][row - 1] = instance(tile)
        else:
            raise ValueError(f"cannot read line {line!r}")
    placed_quality = {t for t in used if r.tiles[t].is_quality}
    if quality_given is None:
        state["quality"] = [t for t in r.quality_order if t not in placed_quality]
    else:
        state["quality"] = quality_given
    state["removed"] = [t for t in (*r.starting_order, *r.quality_order) if t not in used
                        and t not in state["quality"]]
    if not market_given:  # a market dealt from the unplaced tiles, in data order
        free = [t for t in in_play if t not in used and t not in supply]
        state["market"] = free[:r.market_size]
        used.update(state["market"])
    state["supply"] = supply + [t for t in in_play if t not in used and t not in supply]
    _check_conserved(state, engine)
    return state


def tile_census(state: State) -> Counter[str]:
    """How many times each tile is somewhere in ``state`` (component conservation: once)."""
    found: Counter[str] = Counter()
    found.update(state["supply"])
    found.update(t for t in state["market"] if t)
    found.update(state["quality"])
    found.update(state["removed"])
    found.update(t for t in state["bonus"].values() if t)
    found.update(p["tile"] for p in state["pending"])
    for seat in state["seats"]:
        found.update(t for track in seat["board"] for t in track if t)
        found.update(seat["start"])
    return found


def all_tiles(players: int, engine: KokeshiEngine = ENGINE) -> Counter[str]:
    """Every tile of a game at this player count, once."""
    r = engine.rules
    return Counter([*r.normal_tiles(players), *r.starting_order, *r.quality_order])


def _check_conserved(state: State, engine: KokeshiEngine) -> None:
    found, wanted = tile_census(state), all_tiles(state["players"], engine)
    if found != wanted:
        twice = sorted(t for t, n in found.items() if n > 1)
        lost = sorted(wanted - found)
        raise ValueError(f"impossible position: tiles in two places {twice}, lost {lost}")
