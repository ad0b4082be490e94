"""A tiny game for platform tests of multi-step turns, undo barriers and clocks.

Each turn a player adds 1 or 2 to a shared total (up to twice), may "peek" (adds a random
1–3: it draws, so undo stops there), and ends the turn with "end". The first total of 40
or more ends the game; the player who reached it wins.
"""

from __future__ import annotations

import io
from pathlib import Path

from PIL import Image, ImageDraw

from bot import i18n
from bot.games.base import (
    BadNotation,
    Engine,
    IllegalMove,
    Move,
    Result,
    Rng,
    Standing,
    State,
    record_event,
)
from bot.games.message import msg
from bot.games.message import seat as seat_arg
from rendering.base import RenderedImage, Renderer

#: the toys' words (English; other languages fall back to them)
i18n.add_folder(Path(__file__).resolve().parent / "locales")


class ToyEngine(Engine):
    name = "toy"
    title = "Toy"
    min_players = 2
    max_players = 3
    rules_summary = "Add to the total; reach 40 to win."

    def setup(self, players: int, seed: int, options: dict[str, str]) -> State:
        return {"schema": 1, "players": players, "rng": seed, "total": 0, "active": 0,
                "adds": 0, "winner": None, "events": [], "scores": [0] * players,
                "turn": 0}

    def to_move(self, state: State) -> list[int]:
        return [] if state["winner"] is not None else [state["active"]]

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        if seat not in self.to_move(state):
            return []
        moves = []
        if state["adds"] < 2:
            moves += [Move("add 1", "Add 1", ("Add", "1")), Move("add 2", "Add 2", ("Add", "2")),
                       Move("peek", "Peek", ("Peek",), reveals=True)]
        if state["adds"] > 0:
            moves.append(Move("end", "End turn", ("End turn",)))
        return moves

    def apply(self, state: State, seat: int, notation: str) -> State:
        words = notation.split()
        if not words or words[0] not in ("add", "peek", "end"):
            raise BadNotation("Write add 1, add 2, peek or end.")
        if seat not in self.to_move(state):
            raise IllegalMove("It is not your turn.")
        if notation not in [m.notation for m in self.legal_moves(state, seat)]:
            raise IllegalMove("That move is not allowed now.")
        new = {**state, "scores": list(state["scores"])}
        if words[0] == "end":
            new["adds"] = 0
            new["turn"] += 1
            new["active"] = (seat + 1) % state["players"]
            new["events"] = []
            record_event(new, msg("toy-ended-turn", who=seat_arg(seat)))
            return new
        if words[0] == "peek":
            rng = Rng(state["rng"])
            amount = 1 + rng.below(3)
            new["rng"] = rng.position
        else:
            amount = int(words[1])
        new["total"] += amount
        new["adds"] += 1
        new["scores"][seat] += amount
        new["events"] = []
        record_event(new, msg("toy-added", who=seat_arg(seat), amount=amount))
        if new["total"] >= 40:
            new["winner"] = seat
            new["turn"] += 1
        return new

    def prompt(self, state: State, seat: int) -> str:
        return f"The total is {state['total']}."

    def view(self, state: State, seat: int | None) -> dict:
        return {key: value for key, value in state.items() if key != "rng"}

    def scores(self, state: State) -> list[int]:
        return list(state["scores"])

    def result(self, state: State) -> Result | None:
        if state["winner"] is None:
            return None
        winner = state["winner"]
        order = [winner] + [s for s in range(state["players"]) if s != winner]
        return Result([Standing(s, state["scores"][s], 1 if s == winner else 2)
                       for s in order], [winner], "target")


ENGINE = ToyEngine()


class ToyRenderer(Renderer):
    """A plain picture of the total, enough for the platform's board messages."""

    game = "toy"

    def board(self, view: dict, names: list[str], *, language: str = "en") -> RenderedImage:
        image = Image.new("RGB", (1000, 600), "white")
        ImageDraw.Draw(image).text((40, 40), f"Total {view['total']}", fill="black")
        buffer = io.BytesIO()
        image.save(buffer, "PNG")
        return RenderedImage(buffer.getvalue(), f"Toy board: the total is {view['total']}.")


RENDERER = ToyRenderer()
