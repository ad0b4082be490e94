"""Build any Azul: Queen's Garden position from a few lines of text (for tests).

One instruction per line; ``#`` starts a comment. Unlisted parts keep their setup values
(seed 0), and the bag, the stacks and the supply are rebalanced so every tile and every
expansion is accounted for exactly once::

    players 2                     (first line if present; default 2)
    round 4
    active 1                      the seat to move; also "start 1", "first_passer 0"
    goals p6 darkgreen p5         the current round's three goals
    top blue_1 blue_3 yellow_2    tiles on the current stack top
    current exp_lightgreen_1 *4   the current stack, top first; "*4" = 4 unlisted ones
    stacks 0                      empty the future round stacks ("stacks 5" = 5 each)
    supply 10                     the supply's size (unlisted expansions), or ids; the
                                  unlisted rest then goes under the current stack
    laid L1 up exp_darkgreen_4    a laid-out expansion, face up
    laid L2 down darkgreen_4 yellow_5   face down with its tiles (identity unlisted)
    seat 0 score 4
    seat 0 storage darkgreen_6 exp_lightpurple_2 J J   (further lines add to it)
    seat 0 garden F0=blue_3 A1=up:exp_yellow_3:5 A0=down A0.2=yellow_5
    seat 1 passed
    phase discard                 (pending points 0)

A text that puts an expansion in two places (in a storage and on the current stack), or
more copies of a tile than the game has, is refused (``ValueError``).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from bot.games.azul_queens_garden.engine import ENGINE, AzulEngine
from bot.games.base import State


def position(text: str, engine: AzulEngine = ENGINE) -> State:
    t = engine.t
    lines = [ln.split("#")[0].strip() for ln in text.strip().splitlines()]
    lines = [ln for ln in lines if ln]
    players = 2
    if lines and lines[0].startswith("players"):
        players = int(lines.pop(0).split()[1])
    state = engine.setup(players, 0, {"start": "1"})
    state["events"] = []
    mentioned: set[str] = set()
    current_spec: list[str] | None = None
    stacks_size: int | None = None
    supply_spec: list[str] | None = None
    laid_specs: list[dict[str, Any]] = []
    stored: set[int] = set()
    for line in lines:
        words = line.split()
        head, rest = words[0], words[1:]
        if head in ("round", "active", "start", "first_passer", "turn"):
            key = {"start": "start_player"}.get(head, head)
            state[key] = None if rest[0] == "none" else int(rest[0])
            if head == "active" and not any(ln.startswith("start") for ln in lines):
                state["start_player"] = int(rest[0])
        elif head == "goals":
            state["schedule"][state["round"] - 1] = rest
        elif head == "schedule":
            state["schedule"] = [rest[i:i + 3] for i in range(0, 12, 3)]
        elif head == "top":
            state["top"] = sorted(rest, key=t.kind_index.__getitem__)
        elif head == "current":
            current_spec = rest
            mentioned.update(w for w in rest if w.startswith("exp_"))
        elif head == "stacks":
            stacks_size = int(rest[0])
        elif head == "supply":
            supply_spec = rest
            mentioned.update(w for w in rest if w.startswith("exp_"))
        elif head == "laid":
            label, face = rest[0], rest[1]
            if face == "up":
                laid_specs.append({"label": label, "exp": rest[2], "up": True, "tiles": []})
                mentioned.add(rest[2])
            else:
                exp = next((w for w in rest[2:] if w.startswith("exp_")), None)
                tiles = [w for w in rest[2:] if not w.startswith("exp_")]
                laid_specs.append({"label": label, "exp": exp, "up": False, "tiles": tiles})
                if exp:
                    mentioned.add(exp)
        elif head == "phase":
            state["phase"] = rest[0]
            if rest[0] == "discard":
                state["pending"] = {"points": int(rest[1]) if len(rest) > 1 else 0}
        elif head == "seat":
            me = state["seats"][int(rest[0])]
            what, args = rest[1], rest[2:]
            if what == "score":
                me["score"] = int(args[0])
                me["ledger"] = {"start": int(args[0])}
            elif what == "passed":
                me["passed"] = True
            elif what == "jokers":
                me["jokers"] = int(args[0])
            elif what == "storage":  # the first storage line of a seat replaces, more add
                if int(rest[0]) not in stored:
                    me["tiles"], me["exps"], me["jokers"] = {}, [], 0
                    stored.add(int(rest[0]))
                for w in args:
                    if w == "J":
                        me["jokers"] += 1
                    elif w.startswith("exp_"):
                        me["exps"].append(w)
                        mentioned.add(w)
                    else:
                        me["tiles"][w] = me["tiles"].get(w, 0) + 1
            elif what == "garden":
                for item in args:
                    where, _, what_there = item.partition("=")
                    if where.startswith("A") and "." not in where:
                        face, _, rest_spec = what_there.partition(":")
                        if face == "up":
                            exp, _, o = rest_spec.partition(":")
                            me["areas"][where[1:]] = {"exp": exp, "up": True, "o": int(o)}
                            mentioned.add(exp)
                        else:
                            me["areas"][where[1:]] = {"exp": rest_spec or None, "up": False,
                                                      "o": -1}
                            if rest_spec:
                                mentioned.add(rest_spec)
                    else:
                        me["cells"][where] = what_there
            elif what == "surrounded":
                me["surrounded"] = list(args)
            else:
                raise ValueError(f"unknown seat instruction {what!r}")
        else:
            raise ValueError(f"unknown instruction {head!r}")
    # expansions: every unlisted one fills the placeholders, then the supply
    pool = [e for e in t.expansions if e not in mentioned]

    def take() -> str:
        return pool.pop(0)

    for laid in laid_specs:
        if laid["exp"] is None:
            laid["exp"] = take()
    state["laid"] = laid_specs
    state["labels"] = max((int(x["label"][1:]) for x in laid_specs), default=0)
    for me in state["seats"]:
        for area in me["areas"].values():
            if area["exp"] is None:
                area["exp"] = take()
    if current_spec is not None:
        current: list[str] = []
        for w in current_spec:
            if w.startswith("*"):
                current.extend(take() for _ in range(int(w[1:] or 1)))
            else:
                current.append(w)
        state["current"] = current
    else:
        state["current"] = [take() for _ in state["current"]]
    sizes = [len(s) if stacks_size is None else stacks_size for s in state["stacks"]]
    state["stacks"] = [[take() for _ in range(n)] for n in sizes[: t.rounds - state["round"]]]
    if supply_spec is not None:
        supply: list[str] = []
        for w in supply_spec:
            if w.isdigit():
                supply.extend(take() for _ in range(int(w)))
            else:
                supply.append(w)
        state["supply"] = supply
        # a supply of a given size leaves the rest at the bottom of the current stack
        state["current"].extend(pool)
    else:
        state["supply"] = pool
    # tiles: the bag holds whatever is not elsewhere; the tower starts empty
    used = dict.fromkeys(t.kinds, 0)
    for kind in state["top"]:
        used[kind] += 1
    for laid in state["laid"]:
        for kind in laid["tiles"]:
            used[kind] += 1
    for me in state["seats"]:
        for kind, n in me["tiles"].items():
            used[kind] += n
        for kind in me["cells"].values():
            used[kind] += 1
    for kind, n in used.items():
        if n > t.copies:
            raise ValueError(f"{n} copies of {kind} listed; there are {t.copies}")
    state["bag"] = {k: t.copies - used[k] for k in t.kinds}
    state["tower"] = dict.fromkeys(t.kinds, 0)
    state["revealed"] = False
    _check_conserved(state, engine)
    return state


def census(state: State) -> tuple[Counter[str], Counter[str]]:
    """How many of each tile kind and of each expansion ``state`` holds, wherever they
    are (component conservation: every kind ``copies`` times, every expansion once)."""
    tiles: Counter[str] = Counter(state["bag"])
    tiles.update(state["tower"])
    tiles.update(state["top"])
    exps: Counter[str] = Counter(state["current"])
    exps.update(state["supply"])
    for stack in state["stacks"]:
        exps.update(stack)
    for laid in state["laid"]:
        exps[laid["exp"]] += 1
        tiles.update(laid["tiles"])
    for me in state["seats"]:
        tiles.update(me["tiles"])
        tiles.update(me["cells"].values())
        exps.update(me["exps"])
        exps.update(a["exp"] for a in me["areas"].values())
    return tiles, exps


def _check_conserved(state: State, engine: AzulEngine) -> None:
    t = engine.t
    tiles, exps = census(state)
    wrong = {k: n for k, n in tiles.items() if n != t.copies}
    twice = sorted(e for e, n in exps.items() if n > 1)
    lost = sorted(set(t.expansions) - set(exps))
    unknown = sorted(set(exps) - set(t.expansions))
    if wrong or twice or lost or unknown:
        raise ValueError(f"impossible position: tile counts {wrong}, expansions twice "
                         f"{twice}, lost {lost}, unknown {unknown}")
