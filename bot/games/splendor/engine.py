"""Splendor (Space Cowboys, 2014) for 2–4 players, per ``shared/rules/splendor.md``.

Rule ids in comments (R5, PD-7, …) refer to that specification; every number (token
counts, the 10-token limit, 15 prestige, the round cap) and every project decision is
read from ``data/splendor.json`` through :mod:`bot.games.splendor.tables`; an engine
built from a modified copy (``SplendorEngine(data)``) follows that copy.

Notation (full grammar in :mod:`bot.games.splendor.notation`; input is case-insensitive,
output canonical)::

    take W U G      take R R      take G K (only when fewer than 3 colours are left, PD-2)
    reserve T2-3    reserve D1
    buy T2-3        buy 1-K-08 (own reserved card, by id)    buy T2-3 pay U1 R2 *1
                    (a custom payment; the automatic one is spelled without "pay")
    return R K      return W W
    noble N-WUG

Players never see the ids: events, prompts, labels, refusals and results name a card by
what it is ("a 2-point red card (Level 2, cost 3W 5K)", "L2 · 2★ red · costs 3W 5K") and
a noble by its requirement ("the noble needing 3W 3U 3G"). The ids stay the notation, and
the engine also reads the spellings players can see: ``buy reserved 2`` (the active
player's second reserved card) and ``noble 3W 3U 3G``.

A turn is a small state machine whose pending decision is ``state["phase"]``:
``action`` → ``return`` (R8, above 10 tokens) → ``noble`` (R9, two or more qualify; a
single one visits automatically) → end trigger, game-end checks and hand-over (R10, R11).
When the seat that must act next has no legal action, ``apply`` passes for it (PD-6),
possibly several seats in a row, until someone can act or the game ends (PD-7 deadlock,
PD-8 round cap). So ``to_move`` never names a seat whose only move would be a pass
(unless the data makes passes the player's own move).

The state is a JSON-ready dict::

    schema, game, players, rng (Rng position; all shuffles happen at setup),
    round, active, phase, pending, supply {6 colours},
    decks {"1": [card ids, top first], ...}, market {"1": [card id | None] * 4, ...},
    nobles [displayed], nobles_out [left out at setup; secret],
    seats [{tokens {6 colours}, cards [purchase order], nobles [...],
            reserved [{id, tier, blind}]}],
    end_triggered, trigger {round, seat} | None, end_reason, null_turns,
    turn_passed (this turn began with an automatic pass), last_move, events

States returned by ``apply`` share unchanged parts (decks, market rows, nobles) with
the state they came from, copy-on-write; treat states as immutable values.

Moves carry menu paths of at most 25 options per step: ("Take 3 different gems",
"White · Blue · Green"), ("Reserve", "Level 2 market", "L2 · 2★ red · costs 3W 5K"),
("Buy", "From the market", <card>, "Auto pay: 2U 2R") and its custom payments (split by
gold used when there are more than 25), ("Return tokens", "Red + Black"),
("Choose a noble", "Needs 3W 3U 3G · 3★"). A take or reserve that will force a return
says so in its label ("… (you will hold 12 and must return 2)") and first step
("Take 3 different gems · then return 2"). ``marker`` is the market slot for slot moves.

Everything players read is a message (:mod:`bot.games.message`) put into words by
``locales/<lang>/splendor.ftl``: seats are ``seat(n)`` (the platform names the players),
cards, nobles and colours are components, and the English quoted above is the English
catalogue's.
"""

from __future__ import annotations

import itertools
import re
from functools import lru_cache
from typing import Any, ClassVar, NoReturn

from bot.games.base import (
    BadNotation,
    Engine,
    IllegalMove,
    Move,
    Result,
    Rng,
    Standing,
    State,
    View,
    record_event,
)
from bot.games.memo import MEMO_LIMIT, Memo
from bot.games.message import Message, as_message, component, msg, words
from bot.games.message import seat as seat_arg
from bot.games.splendor.notation import (
    ParsedMove,
    amounts_notation,
    format_move,
    parse,
    slot_id,
    tokens_notation,
)
from bot.games.splendor.tables import (
    CARD_ORDER,
    CARDS,
    COLOURS,
    DATA,
    DEFAULT_RULES,
    GEMS,
    GOLD,
    GOLD_INDEX,
    LETTERS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    NOBLE_ORDER,
    NOBLES,
    TIER_KEYS,
    TIERS,
    Card,
    Rules,
    amounts_words,
    card_label,
    card_short,
    colour,
    gems_words,
    payment_words,
    requirement_text,
)

SCHEMA = 1
#: a Discord select menu holds at most this many options; longer steps are split
MENU_LIMIT = 25
#: worths :meth:`SplendorEngine._worth` remembers (a few MiB at most; a search revisits
#: mostly the positions near its root, so what it forgets on emptying comes back fast)
WORTH_MEMO = 1 << 14

_NGEMS = len(GEMS)
# _affordable and _qualifies are unrolled for speed over exactly this layout
assert _NGEMS == 5 and GOLD_INDEX == 5, "Splendor has five gem colours and gold"
# what players read: cards and nobles by what they are, never by their internal ids (the
# catalogue names each card and noble component: "a 2-point red card (Level 2, cost 3W 5K)")
_CARD_LABELS: dict[str, Message] = {cid: card_label(card) for cid, card in CARDS.items()}
_CARD_SHORT: dict[str, Message] = {cid: card_short(card) for cid, card in CARDS.items()}


def _requirement_text(noble_id: str) -> str:
    return requirement_text(NOBLES[noble_id])


def _refusal(message: Message, kind: type[IllegalMove] = IllegalMove) -> IllegalMove:
    """A refusal that names Splendor's components even before a table adds its names."""
    return kind(message).at_table("splendor", ())


def _nobles_words(options: list[str]) -> dict[str, Any]:
    """``the noble needing 4W 4U or the noble needing 4U 4G``."""
    return words([msg("splendor-the-noble", noble=component(nid)) for nid in options], "or")


# --- derived quantities ------------------------------------------------------------------

def bonuses(seat_state: dict[str, Any]) -> list[int]:
    """Permanent discount per gem colour: the bonuses of the purchased cards."""
    result = [0] * _NGEMS
    for cid in seat_state["cards"]:
        result[CARDS[cid].bonus] += 1
    return result


def card_points(seat_state: dict[str, Any]) -> int:
    return sum(CARDS[cid].points for cid in seat_state["cards"])


def noble_points(seat_state: dict[str, Any]) -> int:
    return sum(NOBLES[nid].points for nid in seat_state["nobles"])


def prestige(seat_state: dict[str, Any]) -> int:
    """E1: card points plus noble points; tokens and reserved cards count nothing."""
    return card_points(seat_state) + noble_points(seat_state)


def _tokens(seat_state: dict[str, Any]) -> list[int]:
    held = seat_state["tokens"]
    return [held[c] for c in COLOURS]


def _due(card: Card, bonus: list[int]) -> list[int]:
    return [c - b if c > b else 0 for c, b in zip(card.cost, bonus, strict=True)]


def _shortfall(due: list[int], tokens: list[int]) -> int:
    return sum(d - t for d, t in zip(due, tokens[:_NGEMS], strict=False) if d > t)


def payments(due: list[int], tokens: list[int], rules: Rules = DEFAULT_RULES
             ) -> list[tuple[int, ...]]:
    """Every legal payment (R5) as 6 amounts, gold last; the automatic one (PD-3) comes
    first. Empty when the card is unaffordable."""
    gems = tuple(min(d, t) for d, t in zip(due, tokens, strict=False))
    shortfall = sum(due) - sum(gems)
    if shortfall > tokens[GOLD_INDEX]:
        return []
    return list(_payment_options(gems, shortfall, tokens[GOLD_INDEX], rules.gold_first))


@lru_cache(maxsize=1 << 11)
def _payment_options(gems: tuple[int, ...], shortfall: int, gold: int, gold_first: bool = False
                     ) -> tuple[tuple[int, ...], ...]:
    """The payments given the gems-first gem part, the gold it needs and the gold held:
    each spare gold may replace one held gem token of a colour that is due. The automatic
    payment comes first: gems first (PD-3 as shipped), or with ``gold_first`` the one
    using the most gold, keeping gems of the earliest colours (W U G R K) among equals."""
    auto = gems
    spare = gold - shortfall
    if spare == 0 or not any(auto):
        return ((*auto, shortfall),)
    total_due = sum(auto) + shortfall
    found: list[tuple[int, ...]] = []
    _extend_payments(auto, total_due, 0, [], spare, found)
    if gold_first:
        # the payments keep the most of colour W first, so the first with the most gold
        # is the one that keeps the earliest colours
        most = max(range(len(found)), key=lambda i: (found[i][GOLD_INDEX], -i))
        found.insert(0, found.pop(most))
    return tuple(found)


def _extend_payments(auto: tuple[int, ...], total_due: int, index: int, paid: list[int],
                     budget: int, found: list[tuple[int, ...]]) -> None:
    """Each way for ``budget`` spare gold to replace gems of ``auto`` from ``index`` on
    (the most of the earlier colours kept first), added to ``found``. A module function,
    not a closure calling itself: that would be a reference cycle left for the cyclic
    collector, which the expert's search turns off while it runs."""
    if index == _NGEMS:
        found.append((*paid, total_due - sum(paid)))
        return
    for swapped in range(min(auto[index], budget) + 1):
        paid.append(auto[index] - swapped)
        _extend_payments(auto, total_due, index + 1, paid, budget - swapped, found)
        paid.pop()


_REQUIREMENTS = {nid: noble.requirement for nid, noble in NOBLES.items()}
#: each noble's requirement and its total, for ``evaluate``
_NOBLE_NEEDS = {nid: (need, sum(need)) for nid, need in _REQUIREMENTS.items()}


def _qualifies(noble_id: str, bonus: list[int]) -> bool:
    req = _REQUIREMENTS[noble_id]
    return (bonus[0] >= req[0] and bonus[1] >= req[1] and bonus[2] >= req[2]
            and bonus[3] >= req[3] and bonus[4] >= req[4])


# --- state handling ----------------------------------------------------------------------

def _shared_key(state: State) -> tuple[Any, ...]:
    """What every seat's worth depends on beyond its own holdings: the market and the
    displayed nobles (a key for :meth:`SplendorEngine._worth`'s memo)."""
    market = state["market"]
    return (*[cid for tier in TIER_KEYS for cid in market[tier]], *state["nobles"])


def _clone(state: State) -> State:
    """A copy for ``apply`` to change, sharing what it never changes in place.

    Seats are copied (they are small and any of them may change during a cascade of
    automatic passes). Decks, market rows, the noble lists, ``pending``, ``trigger`` and
    ``last_move`` are shared and only ever *replaced*, never mutated (copy-on-write), which
    keeps ``apply`` far cheaper than ``copy.deepcopy``. Callers must treat states as
    immutable values, as the contract already asks."""
    new = state.copy()
    new["supply"] = state["supply"].copy()
    new["decks"] = state["decks"].copy()
    new["market"] = state["market"].copy()
    new["seats"] = [
        {
            **seat,
            "tokens": seat["tokens"].copy(),
            "cards": seat["cards"][:],
            "nobles": seat["nobles"][:],
            "reserved": [r.copy() for r in seat["reserved"]],
        }
        for seat in state["seats"]
    ]
    new["events"] = []
    return new


def _set_slot(state: State, tier: str, position: int, card: str | None) -> None:
    row = state["market"][tier][:]
    row[position - 1] = card
    state["market"][tier] = row


def _draw(state: State, tier: str) -> str:
    deck = state["decks"][tier]
    state["decks"][tier] = deck[1:]
    return deck[0]


def _copy_json(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _copy_json(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy_json(v) for v in value]
    return value


def _has_action(state: State, seat: int, r: Rules) -> bool:
    """Whether ``seat`` has any R2–R5 action (else PD-6 makes it pass)."""
    supply = state["supply"]
    colours = sum(1 for c in GEMS if supply[c] > 0)
    if colours and (_distinct_sizes(r, colours)
                    or any(supply[c] >= r.take_same_min_pile for c in GEMS)):
        return True
    seat_state = state["seats"][seat]
    if len(seat_state["reserved"]) < r.max_reserved and (
        any(state["decks"][t] for t in TIER_KEYS)
        or any(cid for t in TIER_KEYS for cid in state["market"][t])
    ):
        return True
    bonus = bonuses(seat_state)
    tokens = _tokens(seat_state)
    candidates = [cid for t in TIER_KEYS for cid in state["market"][t] if cid]
    candidates += [r["id"] for r in seat_state["reserved"]]
    return any(_affordable(CARDS[cid], bonus, tokens) is not None for cid in candidates)


def _is_seat(seat: object, active: int) -> bool:
    # exactly the int (True == 1 and 1.0 == 1 in Python, but neither names a seat)
    return type(seat) is int and seat == active


def _event(state: State, message: Message) -> None:
    record_event(state, message)


#: the event of a blind reserve (with or without gold), which its owner's private event
#: follows
_BLIND_RESERVE = "splendor-reserved-deck"


def _last(seat: int, said: Message, slot: str | None = None) -> dict[str, Any]:
    """The board's "Last:" line: who, what (a message, stored as JSON) and the slot."""
    return {"seat": seat, "text": said.to_json(), "slot": slot}


def _refill(state: State, tier: str, position: int, r: Rules) -> None:
    """R7 / PD-4: the top card of the tier's deck goes into the vacated slot, or (PD-4
    switched off) the row closes up to the left and it enters the last slot."""
    if not r.refill_same_slot:
        row = state["market"][tier]
        state["market"][tier] = [*row[:position - 1], *row[position:], None]
        last = len(row)
        if state["decks"][tier]:
            card = _draw(state, tier)
            _set_slot(state, tier, last, card)
            _event(state, msg("splendor-row-closes-refilled", tier=int(tier),
                              slot=slot_id(int(tier), last), card=component(card)))
        else:
            _event(state, msg("splendor-row-closes-empty", tier=int(tier),
                              slot=slot_id(int(tier), last)))
        return
    slot = slot_id(int(tier), position)
    if state["decks"][tier]:
        card = _draw(state, tier)
        _set_slot(state, tier, position, card)
        _event(state, msg("splendor-refilled", slot=slot, card=component(card)))
    else:
        _set_slot(state, tier, position, None)
        _event(state, msg("splendor-deck-empty-slot", tier=int(tier), slot=slot))


def _transfer(source: dict[str, int], target: dict[str, int], counts: list[int] | tuple[int, ...]
              ) -> None:
    for index, n in enumerate(counts):
        if n:
            colour = COLOURS[index]
            source[colour] -= n
            target[colour] += n


def settle(state: State, rules: Rules = DEFAULT_RULES) -> State:
    """A copy of ``state`` after the automatic passes it is due (PD-6); its ``events``
    tell what happened. ``setup`` and ``apply`` settle by themselves; this is for states
    built by hand (tests, migrations, tools)."""
    return _settle(_clone(state), rules)


def _settle(state: State, r: Rules) -> State:
    """PD-6, in place: while the seat to act has no legal action, pass for it. Each pass
    runs the end-of-turn steps, so the loop ends in a noble choice, a seat that can act,
    or the end of the game (PD-7 and PD-8 guarantee it stops). With automatic passes
    switched off the seat is left to send ``pass`` itself."""
    while r.pass_automatic and state["phase"] == "action" and \
            not _has_action(state, state["active"], r):
        seat = state["active"]
        _event(state, msg("splendor-passes-stuck", who=seat_arg(seat)))
        _pass(state, seat, r)
    return state


def _pass(state: State, seat: int, r: Rules) -> None:
    state["turn_passed"] = True
    _nobles_then_end(state, seat, r)


def _nobles_then_end(state: State, seat: int, r: Rules) -> None:
    """R9, then R10/R11 unless the player must choose between nobles."""
    bonus = bonuses(state["seats"][seat])
    qualifying = [nid for nid in state["nobles"] if _qualifies(nid, bonus)]
    if len(qualifying) >= 2:
        state["phase"] = "noble"
        state["pending"] = {"kind": "noble", "options": qualifying}
        _event(state, msg("splendor-nobles-could-visit", count=len(qualifying),
                          who=seat_arg(seat), nobles=_nobles_words(qualifying)))
        return
    if qualifying:
        _visit(state, seat, qualifying[0])
    _end_turn(state, seat, bool(qualifying), r)


def _visit(state: State, seat: int, noble_id: str) -> None:
    state["nobles"] = [nid for nid in state["nobles"] if nid != noble_id]
    state["seats"][seat]["nobles"].append(noble_id)
    _event(state, msg("splendor-noble-visits", noble=component(noble_id), who=seat_arg(seat),
                      points=NOBLES[noble_id].points))


def _end_turn(state: State, seat: int, visited: bool, r: Rules) -> None:
    """R10 end trigger, R11 game-end checks (PD-7, PD-8, PD-13) and hand-over."""
    players = state["players"]
    last_seat = players - 1
    state["phase"] = "action"
    state["pending"] = None
    points = prestige(state["seats"][seat])
    if not state["end_triggered"] and points >= r.end_prestige:
        state["end_triggered"] = True
        state["trigger"] = {"round": state["round"], "seat": seat}
        if seat == last_seat:
            _event(state, msg("splendor-reached-at-round-end", who=seat_arg(seat),
                              points=points))
        else:
            _event(state, msg("splendor-reached", who=seat_arg(seat), points=points,
                              last=seat_arg(last_seat)))
    state["null_turns"] = state["null_turns"] + 1 if state["turn_passed"] and not visited else 0
    state["turn_passed"] = False
    reasons = set()
    if state["end_triggered"] and seat == last_seat:
        reasons.add("prestige")
    if state["null_turns"] >= r.deadlock_turns(players):
        reasons.add("deadlock")
    if seat == last_seat and state["round"] >= r.max_rounds:
        reasons.add("round_cap")
    if reasons:
        _finish(state, next(x for x in r.end_reason_order if x in reasons), r)
        return
    state["active"] = (seat + 1) % players
    if state["active"] == 0:
        state["round"] += 1


def reason_words(reason: str, r: Rules, players: int) -> Message:
    """Why the game ended, as a clause: ``splendor-reason-<reason>``."""
    return msg(f"splendor-reason-{reason.replace('_', '-')}", prestige=r.end_prestige,
               turns=r.deadlock_turns(players), rounds=r.max_rounds)


def _finish(state: State, reason: str, r: Rules) -> None:
    state["phase"] = "over"
    state["pending"] = None
    state["end_reason"] = reason
    _event(state, msg("splendor-game-over", reason=reason_words(reason, r, state["players"])))
    standings, winners = _standings(state, r)
    _event(state, _winner_sentence(Result(standings, winners, reason)))


def _winner_sentence(result: Result) -> Message:
    """Who won, a tie-break told in words: "Player 1 and Player 2 both have 17; Player 2
    wins with fewer cards (9 against 11)."."""
    winners = result.winners
    if not winners or not result.standings:
        return msg("splendor-nobody-won")
    top = next(s for s in result.standings if s.seat == winners[0])
    # the seat that resigned (ranked last) is no rival in a tie
    rivals = result.standings[:-1] if result.reason == "resignation" else result.standings
    level = [s for s in rivals if s.score == top.score]
    names = words([seat_arg(s) for s in winners])
    cards = top.breakdown.get("purchased")
    if len(winners) > 1:
        if cards is None:
            return msg("splendor-share-victory", names=names, score=top.score)
        return msg("splendor-share-victory-cards", names=names, score=top.score, cards=cards)
    if len(level) == 1 or cards is None:
        return msg("splendor-wins", who=seat_arg(winners[0]), score=top.score)
    tied = [seat_arg(s.seat) for s in sorted(level, key=lambda s: s.seat)]
    others = sorted(s.breakdown.get("purchased", 0) for s in level if s.seat != top.seat)
    return msg("splendor-wins-fewer-cards", tied=words(tied), count=len(tied), score=top.score,
               who=seat_arg(winners[0]), cards=cards, others=words(others))


def _standings(state: State, r: Rules) -> tuple[list[Standing], list[int]]:
    """E5 winners (most prestige, then fewer purchased cards: the published tie-break)
    and PD-10 ranks below them: by default the same two criteria, equal pairs sharing a
    rank; with PD-10 switched, equal prestige alone shares a rank."""
    rows = []
    for seat, seat_state in enumerate(state["seats"]):
        cards = card_points(seat_state)
        nobles = noble_points(seat_state)
        rows.append(Standing(
            seat=seat, score=cards + nobles, rank=0,
            breakdown={"cards": cards, "nobles": nobles, "purchased": len(seat_state["cards"])},
        ))

    def first(row: Standing) -> tuple[int, ...]:
        return (-row.score, row.breakdown["purchased"]) if r.tiebreak_fewer_cards else (
            -row.score,)

    def below(row: Standing) -> tuple[int, ...]:
        return first(row) if r.rank_by_cards_below_first else (-row.score,)

    rows.sort(key=lambda row: (*first(row), row.seat))
    best = first(rows[0])
    for index, row in enumerate(rows):
        if first(row) == best:
            row.rank = 1
            continue
        previous = rows[index - 1]
        same = previous.rank != 1 and below(previous) == below(row)
        row.rank = previous.rank if same else index + 1
    winners = sorted(row.seat for row in rows if row.rank == 1)
    return rows, winners


# --- move generation ---------------------------------------------------------------------

def _chain(items: list[Message], joint: str) -> Message:
    """Menu choices joined as the catalogue joins them: ``White · Blue · Green``
    (``splendor-choice-dot``), ``Red + Black ×2`` (``splendor-choice-plus``)."""
    said = items[-1]
    for item in reversed(items[:-1]):
        said = msg(joint, first=item, rest=said)
    return said


def _colour_title(index: int) -> Message:
    """A colour as a menu choice names it (capitalised: "White")."""
    return msg("splendor-colour-title", colour=COLOURS[index])


# Move objects depend only on small hashable keys (which piles are open, which card sits
# in a slot, what is due and held), so they are built once and reused: playouts and
# computer players call legal_moves far more often than those keys change.

def _distinct_sizes(r: Rules, colours: int) -> range:
    """R2 with PD-2: how many different gems a take may name when ``colours`` piles
    hold tokens (largest first)."""
    if colours >= r.take_distinct:
        return range(r.take_distinct, r.take_distinct - 1, -1)
    if not r.take_distinct_fewer:
        return range(0)
    if r.reduced_take_up_to:
        return range(colours, 0, -1)
    return range(colours, colours - 1, -1)


def _with_return(message: Message, held: int, gain: int, r: Rules, step: bool) -> Message:
    """A label (or, with ``step``, a first menu step) that says the return a move gaining
    ``gain`` tokens will force (R8); the message itself when it forces none."""
    excess = held + gain - r.max_tokens
    if excess <= 0 or not gain:
        return message
    if step:
        return msg("splendor-step-then-return", step=message, count=excess)
    return msg("splendor-label-then-return", label=message, held=held + gain, count=excess)


@lru_cache(maxsize=MEMO_LIMIT)  # bounded: a long-running bot must not grow
def _take_moves_for(available: tuple[int, ...], doubles: tuple[int, ...], r: Rules,
                    held: int = 0) -> tuple[Move, ...]:
    moves = []
    for size in _distinct_sizes(r, len(available)):
        if not size:
            continue
        group = _with_return(msg("splendor-step-take-different", count=size), held, size, r,
                             True)
        for combo in itertools.combinations(available, size):
            counts = [0] * len(COLOURS)
            for i in combo:
                counts[i] = 1
            moves.append(Move(
                notation=f"take {tokens_notation(counts)}",
                label=_with_return(msg("splendor-label-take", gems=gems_words(combo)), held,
                                   size, r, False),
                path=(group, _chain([_colour_title(i) for i in combo], "splendor-choice-dot")),
            ))
    same = r.take_same
    group = _with_return(msg("splendor-step-take-same", count=same), held, same, r, True)
    for i in doubles:
        moves.append(Move(
            notation="take " + " ".join([LETTERS[i]] * same),
            label=_with_return(msg("splendor-label-take-same", count=same, colour=colour(i)),
                               held, same, r, False),
            path=(group, msg("splendor-choice-colour-times", colour=_colour_title(i),
                             count=same)),
        ))
    return tuple(moves)


def _take_moves(state: State, seat_state: dict[str, Any], r: Rules) -> tuple[Move, ...]:
    supply = state["supply"]
    piles = [supply[c] for c in GEMS]
    available = tuple(i for i, n in enumerate(piles) if n > 0)
    doubles = tuple(i for i, n in enumerate(piles) if n >= r.take_same_min_pile)
    held = sum(seat_state["tokens"].values())
    # only a count that some take pushes above the limit changes the labels (few entries)
    if held + max(r.take_distinct, r.take_same) <= r.max_tokens:
        held = 0
    return _take_moves_for(available, doubles, r, held)


@lru_cache(maxsize=MEMO_LIMIT)  # bounded: a long-running bot must not grow
def _reserve_slot_move(tier: str, position: int, cid: str, refills: bool, returns: int = 0
                       ) -> Move:
    slot = slot_id(int(tier), position)
    label = msg("splendor-label-reserve-slot", slot=slot, card=_CARD_LABELS[cid])
    return Move(
        notation=f"reserve {slot}",
        label=_then_return(label, returns),
        path=(_then_return(msg("splendor-step-reserve"), returns),
              msg("splendor-step-level-market", tier=int(tier)), _CARD_LABELS[cid]),
        reveals=refills, marker=slot,
    )


def _then_return(message: Message, returns: int) -> Message:
    """`` · then return 2`` after a reserve's label or first step."""
    return msg("splendor-step-then-return", step=message, count=returns) if returns else message


@lru_cache(maxsize=MEMO_LIMIT)  # bounded: a long-running bot must not grow
def _reserve_deck_move(tier: str, returns: int = 0) -> Move:
    return Move(
        notation=f"reserve D{tier}",
        label=_then_return(msg("splendor-label-reserve-deck", tier=int(tier)), returns),
        path=(_then_return(msg("splendor-step-reserve"), returns),
              msg("splendor-step-from-deck"), msg("splendor-step-level-deck", tier=int(tier))),
        reveals=True,
    )


def _reserve_moves(state: State, seat_state: dict[str, Any], r: Rules) -> list[Move]:
    if len(seat_state["reserved"]) >= r.max_reserved:
        return []
    moves = []
    decks = state["decks"]
    # R8: the gold a reserve brings may force a return; the label says so beforehand
    gain = min(r.reserve_gold, state["supply"][GOLD])
    returns = max(0, sum(seat_state["tokens"].values()) + gain - r.max_tokens)
    for tier in TIER_KEYS:
        refills = bool(decks[tier])
        for position, cid in enumerate(state["market"][tier], start=1):
            if cid:
                moves.append(_reserve_slot_move(tier, position, cid, refills, returns))
    for tier in TIER_KEYS:
        if decks[tier]:
            moves.append(_reserve_deck_move(tier, returns))
    return moves


def _payment_step(pay: tuple[int, ...], auto: bool) -> Message:
    # "Auto pay: 1W 1U 1G 1R 1K + 5 gold" is the longest possible: 33 characters
    if auto:
        return msg("splendor-step-auto-pay", amount=payment_words(pay))
    return msg("splendor-step-pay", amount=payment_words(pay))


# bounded (about 10 MB when full): a long-running bot must not grow without limit
@lru_cache(maxsize=1 << 12)
def _buy_moves_for(target: str, cid: str, source: Message, auto_gems: tuple[int, ...],
                   gold_due: int, gold_held: int, reveals: bool, marker: str | None,
                   gold_first: bool, shown: int) -> tuple[Move, ...]:
    """``shown`` names the card's place for the label: 0 for its slot (the marker), or 2
    for the second reserved card (an id stays in the notation only)."""
    options = _payment_options(auto_gems, gold_due, gold_held, gold_first)
    head = (msg("splendor-step-buy"), source, _CARD_LABELS[cid])

    def label(kind: str, pay: tuple[int, ...] | None = None) -> Message:
        where = (msg("splendor-place-slot", slot=marker) if marker
                 else msg("splendor-place-reserved", number=shown))
        args: dict[str, Any] = {"where": where, "card": _CARD_SHORT[cid]}
        if pay is not None:
            args["amount"] = payment_words(pay)
        return msg(f"splendor-label-buy-{kind}", **args)

    auto = options[0]
    if len(options) == 1:
        single = label("pay", auto) if any(auto) else label("free")
        # The one button of the card says what you pay when it is not the printed cost
        # (bonuses take some off, gold stands in); the card's label with its cost keeps
        # every card's step its own.
        printed = tuple(CARDS[cid].cost[:GOLD_INDEX])
        if auto[:GOLD_INDEX] == printed and not auto[GOLD_INDEX]:
            return (Move(f"buy {target}", single, head, reveals, marker),)
        card = (msg("splendor-step-card-pay", card=_CARD_LABELS[cid],
                    amount=payment_words(auto)) if any(auto)
                else msg("splendor-step-card-free", card=_CARD_LABELS[cid]))
        return (Move(f"buy {target}", single, (*head[:2], card), reveals, marker),)
    moves = [Move(f"buy {target}", label("auto", auto),
                  (*head, _payment_step(auto, True)), reveals, marker)]
    # a long payment list is split by how much gold it uses, to fit one menu per step
    split = len(options) > MENU_LIMIT
    for pay in options[1:]:
        step = _payment_step(pay, False)
        group = msg("splendor-step-using-gold", gold=pay[GOLD_INDEX])
        path = (*head, group, step) if split else (*head, step)
        moves.append(Move(f"buy {target} pay {amounts_notation(pay)}", label("pay", pay), path,
                          reveals, marker))
    return tuple(moves)


def _affordable(card: Card, bonus: list[int], tokens: list[int]
                ) -> tuple[tuple[int, ...], int] | None:
    """For an affordable card, the automatic gem payment and the gold it needs (R5,
    PD-3); ``None`` when the card is out of reach.

    The hottest function of move generation, hence unrolled over the five gem colours
    (checked at import)."""
    cost = card.cost
    d0 = cost[0] - bonus[0]
    d1 = cost[1] - bonus[1]
    d2 = cost[2] - bonus[2]
    d3 = cost[3] - bonus[3]
    d4 = cost[4] - bonus[4]
    t0, t1, t2, t3, t4, gold = tokens
    p0 = (d0 if d0 < t0 else t0) if d0 > 0 else 0
    p1 = (d1 if d1 < t1 else t1) if d1 > 0 else 0
    p2 = (d2 if d2 < t2 else t2) if d2 > 0 else 0
    p3 = (d3 if d3 < t3 else t3) if d3 > 0 else 0
    p4 = (d4 if d4 < t4 else t4) if d4 > 0 else 0
    short = ((d0 - p0 if d0 > 0 else 0) + (d1 - p1 if d1 > 0 else 0)
             + (d2 - p2 if d2 > 0 else 0) + (d3 - p3 if d3 > 0 else 0)
             + (d4 - p4 if d4 > 0 else 0))
    return ((p0, p1, p2, p3, p4), short) if short <= gold else None


def _buy_moves(state: State, seat_state: dict[str, Any], r: Rules) -> list[Move]:
    bonus = bonuses(seat_state)
    tokens = _tokens(seat_state)
    gold = tokens[GOLD_INDEX]
    moves: list[Move] = []
    decks = state["decks"]
    for tier in TIER_KEYS:
        refills = bool(decks[tier])
        for position, cid in enumerate(state["market"][tier], start=1):
            if cid:
                found = _affordable(CARDS[cid], bonus, tokens)
                if found is not None:
                    slot = slot_id(int(tier), position)
                    moves += _buy_moves_for(slot, cid, msg("splendor-step-from-market"), found[0],
                                            found[1], gold, refills, slot, r.gold_first, 0)
    for number, reserved in enumerate(seat_state["reserved"], start=1):
        cid = reserved["id"]
        found = _affordable(CARDS[cid], bonus, tokens)
        if found is not None:
            moves += _buy_moves_for(cid, cid, msg("splendor-step-from-hand"), found[0], found[1],
                                    gold,
                                    reserved["blind"], None, r.gold_first, number)
    return moves


def _return_combos(held: tuple[int, ...], excess: int) -> list[tuple[int, ...]]:
    """Every multiset of ``excess`` tokens the player holds, in canonical order."""
    found: list[tuple[int, ...]] = []
    _extend_combos(held, 0, [], excess, found)
    return found


def _extend_combos(held: tuple[int, ...], index: int, chosen: list[int], left: int,
                   found: list[tuple[int, ...]]) -> None:
    # a module function, not a closure calling itself: that would be a reference cycle
    # left for the cyclic collector, which the expert's search turns off while it runs
    if left == 0:
        found.append((*chosen, *([0] * (len(COLOURS) - index))))
        return
    if index == len(COLOURS):
        return
    for n in range(min(held[index], left), -1, -1):
        chosen.append(n)
        _extend_combos(held, index + 1, chosen, left - n, found)
        chosen.pop()


def _return_words(counts: tuple[int, ...]) -> Message:
    """``Red + Black ×2``."""
    return _chain([msg("splendor-choice-colour-times", colour=_colour_title(i), count=n) if n > 1
                   else _colour_title(i) for i, n in enumerate(counts) if n],
                  "splendor-choice-plus")


@lru_cache(maxsize=1 << 10)
def _return_moves(held: tuple[int, ...], excess: int) -> tuple[Move, ...]:
    combos = _return_combos(held, excess)
    split = len(combos) > MENU_LIMIT
    moves = []
    for counts in combos:
        said = _return_words(counts)
        step = msg("splendor-step-return")
        if split:
            first = next(i for i, n in enumerate(counts) if n)
            path: tuple[Message, ...] = (
                step, msg("splendor-step-return-first", colour=_colour_title(first)), said)
        else:
            path = (step, said)
        moves.append(Move(f"return {tokens_notation(counts)}",
                          msg("splendor-label-return", tokens=said), path))
    return tuple(moves)


@lru_cache(maxsize=MEMO_LIMIT)  # bounded: a long-running bot must not grow
def _noble_move(noble_id: str) -> Move:
    need = _requirement_text(noble_id)
    points = NOBLES[noble_id].points
    return Move(f"noble {noble_id}",
                msg("splendor-label-noble", noble=component(noble_id), points=points),
                (msg("splendor-step-noble"), msg("splendor-choice-noble", need=need,
                                                 points=points)))


_HAND = re.compile(r"^\s*buy\s+(?:h|reserved\s*|#)(\d)(?=\s|$)", re.IGNORECASE)


_NOBLE_NEED = re.compile(r"^\s*noble\s+((?:\d\s*[WUGRK]\s*)+)$", re.IGNORECASE)
_NOBLE_BY_NEED: dict[tuple[int, ...], str] = {n.requirement: nid for nid, n in NOBLES.items()}


def _hand_spelling(notation: object, state: State | None) -> object:
    """The spellings players can read off their labels, turned into the notation's ids:
    ``buy reserved 2`` (or ``buy H2``) names the active player's second reserved card,
    ``noble 4W 4U`` the noble needing those bonuses."""
    if not isinstance(notation, str):
        return notation
    need = _NOBLE_NEED.match(notation)
    if need is not None:
        counts = [0] * _NGEMS
        for n, letter in re.findall(r"(\d)\s*([WUGRK])", need.group(1).upper()):
            counts[LETTERS.index(letter)] += int(n)
        noble = _NOBLE_BY_NEED.get(tuple(counts))
        if noble is None:
            raise _refusal(msg("splendor-no-noble-needs",
                               need=" ".join(need.group(1).upper().split())), BadNotation)
        return f"noble {noble}"
    match = _HAND.match(notation)
    if match is None:
        return notation
    number = int(match.group(1))
    if state is None:
        raise _refusal(msg("splendor-reserved-needs-game", number=number), BadNotation)
    reserved = state["seats"][state["active"]]["reserved"]
    if not 1 <= number <= len(reserved):
        raise _refusal(msg("splendor-no-reserved-card", held=len(reserved), number=number))
    return f"buy {reserved[number - 1]['id']}{notation[match.end():]}"


#: PD-6 as a move the player sends (when passes are not automatic, or always allowed)
_PASS_MOVE = Move("pass", msg("splendor-label-pass"), (msg("splendor-step-pass"),))


# --- the engine --------------------------------------------------------------------------

def _rules_sections(r: Rules) -> list[tuple[Message, Message]]:
    """``/game rules`` for players: short sections, the letters explained, and the
    project's own choices in plain words (read from the data, so they follow it)."""
    aim = (msg("splendor-rules-aim", prestige=r.end_prestige) if r.tiebreak_fewer_cards
           else msg("splendor-rules-aim-no-tiebreak", prestige=r.end_prestige))
    turn = msg("splendor-rules-turn", distinct=r.take_distinct, same=r.take_same,
               pile=r.take_same_min_pile, gold=r.reserve_gold, reserved=r.max_reserved,
               limit=r.max_tokens, noble=max(n.points for n in NOBLES.values()))
    if r.take_distinct_fewer:
        fewer = (msg("splendor-rules-fewer-up-to", distinct=r.take_distinct)
                 if r.reduced_take_up_to
                 else msg("splendor-rules-fewer-exactly", distinct=r.take_distinct))
    else:
        fewer = msg("splendor-rules-fewer-never", distinct=r.take_distinct)
    passing = "automatic" if r.pass_automatic else "manual"
    anytime = "-anytime" if not r.pass_only_when_stuck else ""
    deadlock = (msg("splendor-rules-deadlock-every") if r.deadlock_after == "player_count"
                else msg("splendor-rules-deadlock-count", count=int(r.deadlock_after)))
    own = msg(
        "splendor-rules-own", fewer=fewer,
        payment=(msg("splendor-rules-pay-gold-first") if r.gold_first
                 else msg("splendor-rules-pay-gems-first")),
        refill=(msg("splendor-rules-refill-same-slot") if r.refill_same_slot
                else msg("splendor-rules-refill-close-up")),
        shown=(msg("splendor-rules-reserves-public") if r.market_reserves_public
               else msg("splendor-rules-reserves-hidden")),
        passing=msg(f"splendor-rules-pass-{passing}{anytime}"),
        deadlock=deadlock, rounds=r.max_rounds,
        reveal=(msg("splendor-rules-reveal") if r.reveal_blind_at_end
                else msg("splendor-rules-no-reveal")),
        below=(msg("splendor-rules-below-by-cards") if r.rank_by_cards_below_first
               else msg("splendor-rules-below-share")))
    return [(msg("splendor-rules-title-aim"), aim), (msg("splendor-rules-title-turn"), turn),
            (msg("splendor-rules-title-letters"), msg("splendor-rules-letters")),
            (msg("splendor-rules-title-own"), own),
            (msg("splendor-rules-title-typing"), msg("splendor-rules-typing"))]


def _rules_summary(r: Rules) -> str:
    """One paragraph in English (for places that show a single text): the aim, a turn
    and the project's own choices."""
    from bot.i18n import english

    (_, aim), (_, turn), _, (own_title, own), _ = _rules_sections(r)
    return f"{english(aim)} {english(turn)} {english(own_title)}: {english(own)}"


def _credits() -> Message:
    game = DATA["game"]
    return msg("splendor-credits", title=msg("splendor-title"), year=str(game["year"]),
               designer=game["designer"], illustrator=game["illustrator"],
               publisher=game["publisher"])


class SplendorEngine(Engine):
    name = DATA["game"]["id"]
    title = DATA["game"]["title"]
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    options = ()
    # the result names breakdown keys through the catalogue (splendor-breakdown-<key>)
    breakdown_words: ClassVar[dict[str, str]] = {}
    credits = _credits()
    # PD-11: once the main action is confirmed the turn stands; the return and noble
    # choices that may follow complete it and cannot be taken back either
    undo_within_turn = False

    def __init__(self, data: dict[str, Any] | None = None) -> None:
        """The engine of the shipped data, or of ``data``: a copy of ``splendor.json`` whose
        rule numbers and project decisions (PD-2 … PD-10) may differ. Its components
        (colours, tiers, cards, nobles, slots) must be the shipped ones, which the
        notation and the pictures are built on."""
        data = DATA if data is None else data
        for key in ("colors", "gem_colors", "tiers", "cards", "nobles", "id_schemes"):
            if data[key] != DATA[key]:
                raise ValueError(f"A Splendor engine may change rules, not components: "
                                 f"'{key}' differs from data/splendor.json.")
        if data["setup"]["market_slots_per_tier"] != DATA["setup"]["market_slots_per_tier"]:
            raise ValueError("A Splendor engine may not change the market's slots per tier.")
        self.data = data
        self.rules = DEFAULT_RULES if data is DATA else Rules.from_data(data)
        self.rules_summary = _rules_summary(self.rules)
        #: each seat's worth by what it depends on (see :meth:`_worth`); bounded
        self._worths: Memo[tuple[Any, ...], float] = Memo(WORTH_MEMO, name="splendor worths")

    # --- setup -----------------------------------------------------------------------
    def setup(self, players: int, seed: int, options: dict[str, str]) -> State:
        """S1–S8. Seats are kept in the order the platform gives (PD-1 is its job)."""
        if not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(
                f"Splendor needs {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}."
            )
        r = self.rules
        rng = Rng.from_seed(seed)
        decks: dict[str, list[str]] = {}
        market: dict[str, list[str | None]] = {}
        for tier in TIERS:
            deck = [cid for cid in CARD_ORDER if CARDS[cid].tier == tier]
            rng.shuffle(deck)  # S3
            market[str(tier)] = list(deck[:r.slots_per_tier])  # S4
            decks[str(tier)] = deck[r.slots_per_tier:]
        nobles = list(NOBLE_ORDER)
        rng.shuffle(nobles)  # S5
        shown = r.nobles_revealed[str(players)]
        supply = {c: r.gem_tokens[str(players)] for c in GEMS}  # S6
        supply[GOLD] = r.gold_tokens[str(players)]
        state: State = {
            "schema": SCHEMA,
            "game": self.name,
            "players": players,
            "rng": rng.position,
            "round": 1,
            "active": 0,
            "phase": "action",
            "pending": None,
            "supply": supply,
            "decks": decks,
            "market": market,
            "nobles": nobles[:shown],
            "nobles_out": nobles[shown:],
            "seats": [
                {"tokens": dict.fromkeys(COLOURS, 0), "cards": [], "nobles": [], "reserved": []}
                for _ in range(players)
            ],
            "end_triggered": False,
            "trigger": None,
            "end_reason": None,
            "null_turns": 0,
            "turn_passed": False,
            "last_move": None,
            "events": [],
        }
        _event(state, msg("splendor-game-begins", players=players, who=seat_arg(0)))
        return _settle(state, r)  # cannot pass at setup, but the rule holds everywhere

    def canonical(self, notation: str, state: State | None = None) -> str:
        """``take g w u`` → ``take W U G``: one spelling per move for the log (raises
        :class:`BadNotation` for text that is not a Splendor move). With ``state``, a
        reserved card may be named by its place in the active player's hand, as the
        labels show it (``buy reserved 2`` or ``buy H2`` → ``buy 2-K-03``)."""
        return canonical_notation(_hand_spelling(notation, state))

    def turn_number(self, state: State) -> int:
        """Turns are seats in order, round after round (passes included), so the count
        follows from the round and the active seat; the last turn completes the game."""
        done = (state["round"] - 1) * state["players"] + state["active"]
        return done + (1 if state["end_reason"] is not None else 0)

    # --- whose turn ------------------------------------------------------------------
    def to_move(self, state: State) -> list[int]:
        return [] if state["phase"] == "over" else [state["active"]]

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        phase = state["phase"]
        if phase == "over" or not _is_seat(seat, state["active"]):
            return []
        seat_state = state["seats"][seat]
        if phase == "return":
            return list(_return_moves(tuple(_tokens(seat_state)), state["pending"]["count"]))
        if phase == "noble":
            return [_noble_move(nid) for nid in state["pending"]["options"]]
        r = self.rules
        moves = [*_take_moves(state, seat_state, r), *_reserve_moves(state, seat_state, r),
                 *_buy_moves(state, seat_state, r)]
        # PD-6: a pass is offered only when nothing else is legal (reachable only with
        # automatic passes switched off), or always when the data says so
        if not moves or not r.pass_only_when_stuck:
            moves.append(_PASS_MOVE)
        return moves

    def prompt(self, state: State, seat: int) -> Message:  # type: ignore[override]
        r = self.rules
        phase = state["phase"]
        if phase == "over":
            return msg("splendor-prompt-over")
        active = state["active"]
        pending = state["pending"]
        if seat != active:
            if phase == "return":
                return msg("splendor-waiting-return", who=seat_arg(active),
                           count=pending["count"])
            if phase == "noble":
                return msg("splendor-waiting-noble", who=seat_arg(active))
            return msg("splendor-waiting-turn", who=seat_arg(active))
        held = sum(state["seats"][seat]["tokens"].values())
        if phase == "return":
            return msg("splendor-prompt-return", held=held, count=pending["count"],
                       limit=r.max_tokens)
        if phase == "noble":
            return msg("splendor-prompt-noble", nobles=_nobles_words(pending["options"]))
        reserved = len(state["seats"][seat]["reserved"])
        notes = self._return_warning(state, seat, held)
        args = {"held": held, "reserved": reserved, "max": r.max_reserved}
        if not notes:
            return msg("splendor-prompt-turn", **args)
        return msg("splendor-prompt-turn-limit", **args, limit=r.max_tokens,
                   notes=notes[0] if len(notes) == 1
                   else msg("splendor-two-notes", first=notes[0], second=notes[1]))

    def _return_warning(self, state: State, seat: int, held: int) -> list[Message]:
        """R8 told before the action: which actions would leave the seat above the limit,
        and how many tokens it would then return."""
        r = self.rules
        takes = [m for m in _take_moves(state, state["seats"][seat], r)]
        most = max((sum(parse(m.notation).counts) for m in takes), default=0)
        notes = []
        if most and held + most > r.max_tokens:
            notes.append(msg("splendor-note-taking", gems=most, held=held + most,
                             count=held + most - r.max_tokens))
        gold = min(r.reserve_gold, state["supply"][GOLD])
        if gold and held + gold > r.max_tokens and \
                len(state["seats"][seat]["reserved"]) < r.max_reserved:
            notes.append(msg("splendor-note-reserving", held=held + gold,
                             count=held + gold - r.max_tokens))
        return notes

    # --- apply -----------------------------------------------------------------------
    def apply(self, state: State, seat: int, notation: str) -> State:
        phase = state["phase"]
        if phase == "over" or not _is_seat(seat, state["active"]):
            # a seat that is not an int (True, 1.0) is no seat: the same refusal
            self.require_seat(state, seat if type(seat) is int else -1)
        move = parse(_hand_spelling(notation, state))
        new = _clone(state)
        if phase == "return":
            self._apply_return(new, seat, move)
        elif phase == "noble":
            self._apply_noble(new, seat, move)
        else:
            self._apply_action(new, seat, move)
        return _settle(new, self.rules)

    def _apply_action(self, state: State, seat: int, move: ParsedMove) -> None:
        r = self.rules
        seat_state = state["seats"][seat]
        if move.kind == "return":
            held = sum(seat_state["tokens"].values())
            raise _refusal(msg("splendor-no-return-due", held=held, limit=r.max_tokens))
        if move.kind == "noble":
            raise _refusal(msg("splendor-no-noble-pending"))
        if move.kind == "pass":
            if r.pass_only_when_stuck and _has_action(state, seat, r):
                raise _refusal(msg("splendor-pass-not-allowed"))
            _event(state, msg("splendor-passes", who=seat_arg(seat)))
            state["last_move"] = _last(seat, msg("splendor-last-passed"))
            _pass(state, seat, r)
            return
        if move.kind == "take":
            self._take(state, seat, move)
        elif move.kind == "reserve":
            self._reserve(state, seat, move)
        else:
            self._buy(state, seat, move)
        held = sum(seat_state["tokens"].values())
        if held > r.max_tokens:  # R8
            excess = held - r.max_tokens
            state["phase"] = "return"
            state["pending"] = {"kind": "return", "count": excess}
            _event(state, msg("splendor-must-return", who=seat_arg(seat), held=held,
                              count=excess))
            return
        _nobles_then_end(state, seat, r)

    def _take(self, state: State, seat: int, move: ParsedMove) -> None:
        """R2 (take distinct, PD-2) and R3 (take two)."""
        r = self.rules
        counts = move.counts
        if counts[GOLD_INDEX]:
            raise _refusal(msg("splendor-no-gold-take"))
        supply = state["supply"]
        named = [i for i in range(_NGEMS) if counts[i]]
        if len(named) == 1 and counts[named[0]] == r.take_same and r.take_same > 1:
            gem = GEMS[named[0]]
            if supply[gem] < r.take_same_min_pile:
                raise _refusal(msg("splendor-pile-too-small", colour=colour(named[0]),
                                   count=supply[gem], take=r.take_same,
                                   pile=r.take_same_min_pile))
            _event(state, msg("splendor-took-same", who=seat_arg(seat), count=r.take_same,
                              colour=colour(named[0])))
        else:
            for i in named:
                if supply[GEMS[i]] == 0:
                    raise _refusal(msg("splendor-pile-empty", colour=colour(i)))
            available = sum(1 for c in GEMS if supply[c] > 0)
            sizes = _distinct_sizes(r, available)
            if not sizes:
                raise _refusal(msg("splendor-cannot-take-different", colours=available,
                                   needed=r.take_distinct))
            if len(named) not in sizes:
                required = sizes[0]
                if len(sizes) == 1:
                    raise _refusal(msg("splendor-must-take-exactly", colours=available,
                                       count=required))
                raise _refusal(msg("splendor-must-take-up-to", colours=available,
                                   count=required))
            _event(state, msg("splendor-took", who=seat_arg(seat), count=len(named),
                              gems=gems_words(named)))
        _transfer(supply, state["seats"][seat]["tokens"], counts)
        state["last_move"] = _last(seat, msg("splendor-last-took",
                                             tokens=tokens_notation(counts)))

    def _reserve(self, state: State, seat: int, move: ParsedMove) -> None:
        """R4 (and R7 after a market reserve)."""
        r = self.rules
        seat_state = state["seats"][seat]
        reserved = seat_state["reserved"]
        if len(reserved) >= r.max_reserved:
            raise _refusal(msg("splendor-reserve-limit", held=len(reserved),
                               limit=r.max_reserved))
        tier = str(move.tier)
        supply = state["supply"]
        gold = min(r.reserve_gold, supply[GOLD])
        if move.position:
            slot = slot_id(move.tier, move.position)
            cid = state["market"][tier][move.position - 1]
            if cid is None:
                raise _refusal(msg("splendor-slot-empty", slot=slot))
            reserved.append({"id": cid, "tier": move.tier, "blind": False})
            args = {"who": seat_arg(seat), "card": component(cid), "slot": slot, "gold": gold}
            _event(state, msg("splendor-reserved-slot", **args) if gold
                   else msg("splendor-reserved-slot-no-gold", **args))
            state["last_move"] = _last(seat, msg("splendor-last-reserved", card=_CARD_SHORT[cid],
                                                 slot=slot), slot)
            _refill(state, tier, move.position, self.rules)
        else:
            if not state["decks"][tier]:
                raise _refusal(msg("splendor-deck-empty", tier=move.tier))
            # the card's identity stays out of every event (section 7)
            reserved.append({"id": _draw(state, tier), "tier": move.tier, "blind": True})
            args = {"who": seat_arg(seat), "tier": move.tier, "gold": gold}
            _event(state, msg("splendor-reserved-deck", **args) if gold
                   else msg("splendor-reserved-deck-no-gold", **args))
            state["last_move"] = _last(seat, msg("splendor-last-reserved-deck", tier=move.tier))
        if gold:
            supply[GOLD] -= gold
            seat_state["tokens"][GOLD] += gold

    def _buy(self, state: State, seat: int, move: ParsedMove) -> None:
        """R5 (and R7 after a market purchase)."""
        seat_state = state["seats"][seat]
        hand_index = -1
        if move.position:
            where = slot_id(move.tier, move.position)
            cid = state["market"][str(move.tier)][move.position - 1]
            if cid is None:
                raise _refusal(msg("splendor-slot-empty", slot=where))
        else:
            cid = where = move.card
            hand_index = next(
                (i for i, r in enumerate(seat_state["reserved"]) if r["id"] == cid), -1
            )
            if hand_index < 0:
                self._not_in_hand(state, cid)
        card = CARDS[cid]
        due = _due(card, bonuses(seat_state))
        tokens = _tokens(seat_state)
        gold = tokens[GOLD_INDEX]
        short = _shortfall(due, tokens)
        if short > gold:
            missing = short - gold
            lacking = [i for i in range(_NGEMS) if due[i] > tokens[i]]
            if len(lacking) == 1:
                raise _refusal(msg("splendor-need-more", count=missing,
                                   colour=colour(lacking[0]), card=_CARD_SHORT[cid]))
            gaps = " ".join(f"{LETTERS[i]}{due[i] - tokens[i]}" for i in lacking)
            raise _refusal(msg("splendor-short-for", count=short, card=_CARD_SHORT[cid],
                               gaps=gaps, gold=gold, missing=missing))
        auto = payments(due, tokens, self.rules)[0]
        pay = auto if move.pay is None else self._check_payment(move, where, due, tokens, auto)
        _transfer(seat_state["tokens"], state["supply"], pay)
        seat_state["cards"].append(cid)
        paid = (msg("splendor-paying", amounts=amounts_words(pay)) if any(pay)
                else msg("splendor-for-free"))
        if hand_index >= 0:
            was_blind = seat_state["reserved"].pop(hand_index)["blind"]
            args = {"who": seat_arg(seat), "card": component(cid), "paid": paid}
            _event(state, msg("splendor-bought-hand-blind", **args) if was_blind
                   else msg("splendor-bought-hand", **args))
            state["last_move"] = _last(seat, msg("splendor-last-bought-hand",
                                                 card=_CARD_SHORT[cid]))
        else:
            _event(state, msg("splendor-bought-slot", who=seat_arg(seat), card=component(cid),
                              slot=where, paid=paid))
            state["last_move"] = _last(seat, msg("splendor-last-bought", card=_CARD_SHORT[cid],
                                                 slot=where), where)
            _refill(state, str(move.tier), move.position, self.rules)

    @staticmethod
    def _not_in_hand(state: State, cid: str) -> NoReturn:
        # Never say where a hidden card is: someone else's blind reserve and a deck card
        # get the same answer.
        for tier in TIER_KEYS:
            if cid in state["market"][tier]:
                slot = slot_id(int(tier), state["market"][tier].index(cid) + 1)
                raise _refusal(msg("splendor-card-in-market", card=_CARD_SHORT[cid], slot=slot))
        raise _refusal(msg("splendor-not-in-hand"))

    @staticmethod
    def _check_payment(move: ParsedMove, where: str, due: list[int], tokens: list[int],
                       auto: tuple[int, ...]) -> tuple[int, ...]:
        pay = move.pay
        assert pay is not None
        for i in range(_NGEMS):
            if pay[i] > due[i]:
                if due[i] == 0:
                    raise _refusal(msg("splendor-colour-not-due", colour=colour(i)))
                raise _refusal(msg("splendor-pay-too-much", due=due[i], colour=colour(i),
                                   pay=pay[i]))
            if pay[i] > tokens[i]:
                raise _refusal(msg("splendor-hold-only", count=tokens[i], colour=colour(i)))
        gold = pay[GOLD_INDEX]
        if gold > tokens[GOLD_INDEX]:
            raise _refusal(msg("splendor-hold-only", count=tokens[GOLD_INDEX],
                               colour=colour(GOLD_INDEX)))
        needed = sum(due) - sum(pay[:_NGEMS])
        if gold > needed:
            raise _refusal(msg("splendor-gold-too-much", gold=gold - needed))
        if gold < needed:
            raise _refusal(msg("splendor-payment-short", count=needed - gold))
        if tuple(pay) == tuple(auto):
            # one spelling per move keeps the move log canonical and legal_moves exact
            raise _refusal(msg("splendor-automatic-payment", move=f"buy {where}"))
        return pay

    def _apply_return(self, state: State, seat: int, move: ParsedMove) -> None:
        """R8: exactly the excess, any mix of held tokens."""
        r = self.rules
        excess = state["pending"]["count"]
        seat_state = state["seats"][seat]
        held = sum(seat_state["tokens"].values())
        if move.kind != "return":
            raise _refusal(msg("splendor-return-first", count=excess, held=held,
                               limit=r.max_tokens))
        counts = move.counts
        if sum(counts) != excess:
            raise _refusal(msg("splendor-return-exactly", count=excess, given=sum(counts),
                               held=held, limit=r.max_tokens))
        for i, n in enumerate(counts):
            have = seat_state["tokens"][COLOURS[i]]
            if n > have:
                raise _refusal(msg("splendor-return-too-many", have=have, colour=colour(i),
                                   count=n))
        _transfer(seat_state["tokens"], state["supply"], counts)
        _event(state, msg("splendor-returned", who=seat_arg(seat), amounts=amounts_words(counts)))
        # the board's "Last:" line tells the whole turn: the action, then the return
        before = state["last_move"]
        text = msg("splendor-last-returned", tokens=tokens_notation(counts))
        if before and before["seat"] == seat:
            state["last_move"] = {**before, "text": msg(
                "splendor-last-then", first=as_message(before["text"]), then=text).to_json()}
        else:
            state["last_move"] = _last(seat, text)
        state["phase"] = "action"
        state["pending"] = None
        _nobles_then_end(state, seat, self.rules)

    def _apply_noble(self, state: State, seat: int, move: ParsedMove) -> None:
        """R9 with two or more qualifying nobles: the player picks exactly one."""
        options = state["pending"]["options"]
        if move.kind != "noble":
            raise _refusal(msg("splendor-noble-first", nobles=_nobles_words(options)))
        if move.noble not in options:
            raise _refusal(msg("splendor-noble-not-offered", noble=component(move.noble),
                               nobles=_nobles_words(options)))
        _visit(state, seat, move.noble)
        state["last_move"] = _last(seat, msg("splendor-last-noble", noble=component(move.noble)))
        _end_turn(state, seat, True, self.rules)

    # --- what players see ------------------------------------------------------------
    def private_events(self, state: State, seat: int) -> list[Message]:  # type: ignore[override]
        """After a blind reserve, its owner (only) is told which card they drew."""
        last = state.get("last_move")
        if not last or last["seat"] != seat:
            return []
        # only right after the reserve itself, not again after the return that may follow
        if not any(isinstance(e, dict) and str(e.get("id", "")).startswith(_BLIND_RESERVE)
                   and e["args"]["who"] == seat_arg(seat) for e in state["events"]):
            return []
        drawn = state["seats"][seat]["reserved"][-1]
        return [msg("splendor-you-drew", card=component(drawn["id"]))]

    def _shown(self, reserved: dict[str, Any], owner: int, viewer: int | None, over: bool
               ) -> bool:
        """Whether ``viewer`` may see which card ``owner`` reserved (section 7): always
        its owner; others a market reserve when PD-5 shows them (it was taken in view),
        and every reserve at the end when PD-9 reveals them."""
        if owner == viewer:
            return True
        r = self.rules
        if over and r.reveal_blind_at_end:
            return True
        return not reserved["blind"] and r.market_reserves_public

    def view(self, state: State, seat: int | None) -> View:
        over = state["phase"] == "over"
        seats = []
        for index, seat_state in enumerate(state["seats"]):
            tokens = dict(seat_state["tokens"])
            bonus = bonuses(seat_state)
            seats.append({
                "tokens": tokens,
                "token_count": sum(tokens.values()),
                "cards": list(seat_state["cards"]),
                "bonuses": dict(zip(GEMS, bonus, strict=True)),
                "prestige": prestige(seat_state),
                "nobles": list(seat_state["nobles"]),
                "reserved": [
                    {
                        # section 7: a blind reserve is its owner's secret until the end (PD-9)
                        "id": r["id"] if self._shown(r, index, seat, over) else None,
                        "tier": r["tier"],
                        "blind": r["blind"],
                    }
                    for r in seat_state["reserved"]
                ],
            })
        return {
            "game": self.name,
            "schema": SCHEMA,
            "players": state["players"],
            "viewer": seat,
            "round": state["round"],
            "active": state["active"],
            "phase": state["phase"],
            "to_move": self.to_move(state),
            "supply": dict(state["supply"]),
            "market": {t: list(state["market"][t]) for t in TIER_KEYS},
            "deck_counts": {t: len(state["decks"][t]) for t in TIER_KEYS},
            "nobles": list(state["nobles"]),
            "seats": seats,
            "end_triggered": state["end_triggered"],
            "end_reason": state["end_reason"],
            "last_move": _copy_json(state["last_move"]),
            "pending": _copy_json(state["pending"]),
            "events": list(state["events"]),
        }

    def result(self, state: State) -> Result | None:
        if state["phase"] != "over":
            return None
        standings, winners = _standings(state, self.rules)
        details = []
        for index, seat_state in enumerate(state["seats"]):
            # E8 / PD-9: every reserved card is revealed, blind ones included (unless the
            # data keeps them secret, when only their tier is told)
            held = []
            for r in seat_state["reserved"]:
                card = (_CARD_LABELS[r["id"]] if self._shown(r, index, None, True)
                        else msg("splendor-hidden-card", tier=r["tier"]))
                held.append(msg("splendor-reserved-blind", card=card) if r["blind"]
                            else msg("splendor-reserved-open", card=card))
            details.append(msg("splendor-detail-reserved", who=seat_arg(index),
                               cards=words(held, "unit")) if held
                           else msg("splendor-detail-no-reserved", who=seat_arg(index)))
        return Result(standings=standings, winners=winners, reason=state["end_reason"],
                      details=details)

    def rules_help(self) -> list[tuple[str, str]]:
        return _rules_sections(self.rules)

    def tiebreak(self, state: State, seat: int) -> tuple[float, ...]:
        """E5: at equal prestige, fewer purchased cards ranks higher."""
        if not self.rules.tiebreak_fewer_cards:
            return ()
        return (-len(state["seats"][seat]["cards"]),)

    def resign_result(self, state: State, resigned: int) -> Result:
        """The core's ranking by prestige and :meth:`tiebreak`, with Splendor's breakdown
        (card and noble points, purchased cards) so the result can explain a tie."""
        result = super().resign_result(state, resigned)
        for standing in result.standings:
            seat_state = state["seats"][standing.seat]
            standing.breakdown = {"cards": card_points(seat_state),
                                  "nobles": noble_points(seat_state),
                                  "purchased": len(seat_state["cards"])}
        return result

    def end_sentence(self, result: Result) -> Message:  # type: ignore[override]
        """Who won and why, a tie-break told in words: "Player 1 and Player 2 both have
        17; Player 2 wins with fewer cards (9 against 11)."."""
        winner = _winner_sentence(result)
        if result.reason == "deadlock":
            return msg("splendor-end-deadlock", winner=winner)
        if result.reason == "round_cap":
            return msg("splendor-end-round-cap", rounds=self.rules.max_rounds, winner=winner)
        return winner

    def candidate_moves(self, state: State, seat: int) -> list[Move]:
        """Legal moves without dominated payments: every payment of a card costs the same
        number of tokens, so of one card's payments only those using the least gold are
        kept (gold is the one token that pays for anything later)."""
        moves = self.legal_moves(state, seat)
        if state["phase"] != "action":
            return moves
        seat_state = state["seats"][seat]
        gold_of: dict[str, int] = {}
        least: dict[str, int] = {}
        for move in moves:
            if not move.notation.startswith("buy "):
                continue
            parsed = parse(move.notation)
            if parsed.pay is not None:
                gold = parsed.pay[GOLD_INDEX]
            else:
                cid = parsed.card or state["market"][str(parsed.tier)][parsed.position - 1]
                due = _due(CARDS[cid], bonuses(seat_state))
                gold = payments(due, _tokens(seat_state), self.rules)[0][GOLD_INDEX]
            target = move.notation.split()[1]
            gold_of[move.notation] = gold
            least[target] = min(gold, least.get(target, gold))
        return [m for m in moves if m.notation not in gold_of
                or gold_of[m.notation] == least[m.notation.split()[1]]]

    def scores(self, state: State) -> list[int]:
        return [prestige(s) for s in state["seats"]]

    def evaluate(self, state: State, seat: int) -> float:
        """Prestige first, then engine-building: bonuses, progress toward displayed nobles,
        closeness to buying visible and reserved cards, and tokens (gold counts more, being
        any colour). Returned relative to the best opponent."""
        shared = _shared_key(state)
        worth = [self._worth(state, s, shared) for s in range(state["players"])]
        mine = worth[seat]
        others = max(w for s, w in enumerate(worth) if s != seat)
        if state["phase"] == "over":
            _, winners = _standings(state, self.rules)
            base = 1000.0 if seat in winners else -1000.0
            return base + mine - others
        return mine - others

    def evaluate_seats(self, state: State) -> list[float]:
        shared = _shared_key(state)
        worth = [self._worth(state, s, shared) for s in range(state["players"])]
        values = [w - max(o for s, o in enumerate(worth) if s != seat)
                  for seat, w in enumerate(worth)]
        if state["phase"] == "over":
            _, winners = _standings(state, self.rules)
            values = [v + (1000.0 if seat in winners else -1000.0)
                      for seat, v in enumerate(values)]
        return values

    def _worth(self, state: State, seat: int, shared: tuple[Any, ...] | None = None
               ) -> float:
        """One seat's worth, remembered by everything it depends on (the seat's cards,
        tokens, reserves and nobles, the market and the displayed nobles): a search scores
        every seat of every position it opens, and most of a move's siblings leave all
        seats but the mover's as they were (measured: most of the expert's Splendor
        search time went here, every seat recomputed at each evaluation)."""
        seat_state = state["seats"][seat]
        held = seat_state["tokens"]
        if shared is None:
            shared = _shared_key(state)
        cards = seat_state["cards"]
        reserved = seat_state["reserved"]
        # one flat tuple of strings and numbers, each variable part after its length:
        # unambiguous, and a single object the garbage collector untracks on its first
        # look (nested tuples kept thousands of live objects per search for it to
        # traverse: collections of 10-190 ms right after a search, measured)
        key = (len(shared), *shared, *[held[c] for c in COLOURS], len(cards), *cards,
               len(reserved), *[r["id"] for r in reserved], *seat_state["nobles"])
        value = self._worths.get(key)
        if value is None:
            value = self._worths[key] = self._compute_worth(state, seat_state)
        return value

    def _compute_worth(self, state: State, seat_state: dict[str, Any]) -> float:
        r = self.rules
        bonus = bonuses(seat_state)
        tokens = _tokens(seat_state)
        value = 10.0 * prestige(seat_state) + 3.0 * sum(bonus)
        w0, w1, w2, w3, w4 = bonus
        for nid in state["nobles"]:
            (n0, n1, n2, n3, n4), total = _NOBLE_NEEDS[nid]
            # the bonuses that count toward the noble (an exact integer, as the sum of
            # the per-colour minimums it replaces)
            have = ((w0 if w0 < n0 else n0) + (w1 if w1 < n1 else n1)
                    + (w2 if w2 < n2 else n2) + (w3 if w3 < n3 else n3)
                    + (w4 if w4 < n4 else n4))
            value += 6.0 * (have / total) ** 2
        value += 1.0 * sum(tokens[:_NGEMS]) + 1.5 * tokens[GOLD_INDEX]
        candidates = [cid for t in TIER_KEYS for cid in state["market"][t] if cid]
        candidates += [r["id"] for r in seat_state["reserved"]]
        best = 0.0
        b0, b1, b2, b3, b4 = (b + t for b, t in zip(bonus, tokens, strict=False))
        gold = tokens[GOLD_INDEX]
        for cid in candidates:
            card = CARDS[cid]
            # what bonuses and tokens leave unpaid, less gold (_due and _shortfall
            # unrolled: evaluate is most of the expert player's search time)
            c0, c1, c2, c3, c4 = card.cost
            gap = ((c0 - b0 if c0 > b0 else 0) + (c1 - b1 if c1 > b1 else 0)
                   + (c2 - b2 if c2 > b2 else 0) + (c3 - b3 if c3 > b3 else 0)
                   + (c4 - b4 if c4 > b4 else 0) - gold)
            # a card within reach is worth part of its points; the closer, the more
            value_in_reach = (card.points + 1) / (1 + gap) if gap > 0 else card.points + 1.0
            if value_in_reach > best:
                best = value_in_reach
        value += 2.0 * best
        # tokens above the limit will be returned, so do not reward hoarding them
        if sum(tokens) > r.max_tokens:
            value -= 1.0 * (sum(tokens) - r.max_tokens)
        return value

    def determinize(self, state: State, seat: int, rng: Rng) -> State:
        """Re-deal what ``seat`` cannot know: the order of each deck and the identity of
        the other players' blind reserves (both drawn from the same unseen pool per tier).
        The left-out nobles never return to play, so they are left alone."""
        if state["phase"] == "over":
            return state
        new = _clone(state)
        new["events"] = list(state["events"])
        for tier in TIER_KEYS:
            hidden = [
                r for index, s in enumerate(new["seats"]) if index != seat
                for r in s["reserved"] if r["blind"] and str(r["tier"]) == tier
            ]
            # sorted first: the re-deal depends on what is unseen, never on its order
            pool = sorted(new["decks"][tier] + [r["id"] for r in hidden])
            rng.shuffle(pool)
            for r, cid in zip(hidden, pool, strict=False):
                r["id"] = cid
            new["decks"][tier] = pool[len(hidden):]
        return new


def canonical_notation(text: str) -> str:
    """The canonical spelling of a move (raises :class:`BadNotation` for bad text)."""
    return format_move(parse(text))


__all__ = ["ENGINE", "BadNotation", "SplendorEngine", "canonical_notation", "payments", "settle"]

ENGINE = SplendorEngine()
