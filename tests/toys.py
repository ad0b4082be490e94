"""Small games with the shapes the real games have, for tests of the core.

- :data:`SOLO` (``solo``): one player (or two), a turn is one move; the solo player wins
  by reaching the target within the turn limit, else loses. Option ``goals`` may not be
  ``off`` in a solo game (as Bonsai's goals), checked before the game starts.
- :data:`ROUNDS` (``rounds``): 2–3 players; a turn is ``grow`` then an optional
  ``bonus`` and an explicit ``end``; a player may ``pass`` for the round (and must after
  four grows); the last player left plays turn after turn alone (Azul: Queen's Garden).
  Three rounds.
- :data:`SIMUL` (``simul``): every seat picks a starting number at once (Kokeshi's D0),
  then turns of ``step``; first to 6 steps wins.
- :data:`WIDE` (``wide``): a thousand legal moves a turn (``pick N``), for the computer
  player's budget; the board is a row of cells, so its decision picture has markers.

Every engine keeps ``state["turn"]`` (the engine states where a turn ends).
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

from PIL import Image, ImageDraw

from bot import i18n
from bot.games.base import (
    BadNotation,
    Engine,
    IllegalMove,
    Move,
    OptionSpec,
    Result,
    Standing,
    State,
    Words,
    record_event,
)
from bot.games.message import msg
from bot.games.message import seat as seat_arg
from rendering.base import DecisionChoice, RenderedImage, Renderer

#: the toys' words (English; other languages fall back to them)
i18n.add_folder(Path(__file__).resolve().parent / "locales")


def _png(text: str, size: tuple[int, int] = (1000, 400)) -> bytes:
    image = Image.new("RGB", size, "white")
    ImageDraw.Draw(image).text((40, 40), text, fill="black")
    buffer = io.BytesIO()
    image.save(buffer, "PNG")
    return buffer.getvalue()


def _ranked(scores: list[int], reason: str) -> Result:
    """Highest score wins; everyone else shares second place (enough for a toy)."""
    best = max(scores)
    order = sorted(range(len(scores)), key=lambda s: -scores[s])
    return Result([Standing(s, scores[s], 1 if scores[s] == best else 2) for s in order],
                  [s for s in order if scores[s] == best], reason)


class _Toy(Engine):
    def prompt(self, state: State, seat: int) -> str:
        return "Choose."

    def view(self, state: State, seat: int | None) -> dict:
        return dict(state)

    def scores(self, state: State) -> list[int]:
        return list(state["scores"])

    def _check(self, state: State, seat: int, notation: str) -> None:
        if seat not in self.to_move(state):
            raise IllegalMove("It is not your turn.")
        if notation not in [m.notation for m in self.legal_moves(state, seat)]:
            raise IllegalMove("That move is not allowed now.")


class SoloToy(_Toy):
    name = "solo"
    title = "Solo toy"
    min_players = 1
    max_players = 2
    options = (OptionSpec("goals", "Play with goals", ("on", "off"), "on"),)
    TARGET = 10
    TURNS = 5

    def check_setup(self, players: int, options: dict[str, str]) -> str | None:
        if players == 1 and options.get("goals") == "off":
            return "A solo game always plays with goals."
        return None

    def setup(self, players: int, seed: int, options: dict[str, str]) -> State:
        return {"schema": 1, "players": players, "rng": seed, "turn": 0, "active": 0,
                "scores": [0] * players, "over": False, "events": []}

    def to_move(self, state: State) -> list[int]:
        return [] if state["over"] else [state["active"]]

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        if seat not in self.to_move(state):
            return []
        return [Move(f"add {n}", f"Add {n}", ("Add", str(n))) for n in (1, 2, 3)]

    def apply(self, state: State, seat: int, notation: str) -> State:
        if not notation.startswith("add"):
            raise BadNotation("Write add 1, add 2 or add 3.")
        self._check(state, seat, notation)
        new = {**state, "scores": list(state["scores"])}
        new["scores"][seat] += int(notation.split()[1])
        new["turn"] += 1
        new["events"] = []
        record_event(new, msg("toy-added", who=seat_arg(seat), amount=int(notation.split()[1])))
        new["active"] = (seat + 1) % state["players"]
        limit = self.TURNS * state["players"]
        new["over"] = new["turn"] >= limit or max(new["scores"]) >= self.TARGET
        return new

    def result(self, state: State) -> Result | None:
        if not state["over"]:
            return None
        scores = state["scores"]
        if state["players"] == 1:
            won = scores[0] >= self.TARGET
            return Result([Standing(0, scores[0], 1)], [0] if won else [], "target")
        return _ranked(scores, "target")

    def end_sentence(self, result: Result) -> Words:
        if len(result.standings) == 1:
            score = result.standings[0].score
            return (msg("toy-solo-won", who=seat_arg(0), score=score) if result.winners else
                    msg("toy-solo-lost", who=seat_arg(0), score=score, target=self.TARGET))
        return super().end_sentence(result)


class RoundsToy(_Toy):
    name = "rounds"
    title = "Rounds toy"
    min_players = 2
    max_players = 3
    ROUNDS = 3
    GROWS_PER_ROUND = 4

    def setup(self, players: int, seed: int, options: dict[str, str]) -> State:
        return {"schema": 1, "players": players, "rng": seed, "turn": 0, "round": 1,
                "active": 0, "phase": "grow", "passed": [], "scores": [0] * players,
                "grown": [0] * players,
                "over": False, "events": []}

    def to_move(self, state: State) -> list[int]:
        return [] if state["over"] else [state["active"]]

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        if seat not in self.to_move(state):
            return []
        if state["phase"] == "grow":
            passing = [Move("pass", "Pass for the round", ("Pass",))]
            if state["grown"][seat] >= self.GROWS_PER_ROUND:
                return passing  # the round's allowance is spent: the seat must pass
            return [Move("grow 1", "Grow 1", ("Grow", "1")),
                    Move("grow 2", "Grow 2", ("Grow", "2")), *passing]
        moves = [Move("end", "End turn", ("End turn",))]
        if state["phase"] == "bonus":
            moves.insert(0, Move("bonus", "Take the bonus", ("Bonus",)))
        return moves

    def apply(self, state: State, seat: int, notation: str) -> State:
        if notation.split()[0] not in ("grow", "bonus", "end", "pass"):
            raise BadNotation("Write grow 1, grow 2, bonus, end or pass.")
        self._check(state, seat, notation)
        new = {**state, "scores": list(state["scores"]), "passed": list(state["passed"]),
               "grown": list(state["grown"])}
        word = notation.split()[0]
        if word == "grow":
            new["scores"][seat] += int(notation.split()[1])
            new["grown"][seat] += 1
            new["phase"] = "bonus"
            new["events"] = []
            record_event(new, msg("toy-grew", who=seat_arg(seat),
                                  amount=int(notation.split()[1])))
            return new
        if word == "bonus":
            new["scores"][seat] += 1
            new["phase"] = "end"
            new["events"] = []
            record_event(new, msg("toy-took-bonus", who=seat_arg(seat)))
            return new
        new["events"] = []
        record_event(new, msg("toy-passed", who=seat_arg(seat)) if word == "pass"
                     else msg("toy-ended-turn", who=seat_arg(seat)))
        if word == "pass":
            new["passed"].append(seat)
        new["turn"] += 1
        new["phase"] = "grow"
        if len(new["passed"]) == state["players"]:
            if state["round"] == self.ROUNDS:
                new["over"] = True
                return new
            new["round"] += 1
            new["passed"] = []
            new["grown"] = [0] * state["players"]
            new["active"] = 0
            record_event(new, msg("toy-round-begins", round=new["round"]))
            return new
        # The next seat that has not passed; the last one left plays on alone.
        for step in range(1, state["players"] + 1):
            candidate = (seat + step) % state["players"]
            if candidate not in new["passed"]:
                new["active"] = candidate
                break
        return new

    def result(self, state: State) -> Result | None:
        if not state["over"]:
            return None
        return _ranked(state["scores"], "rounds")


class SimulToy(_Toy):
    name = "simul"
    title = "Simultaneous toy"
    min_players = 2
    max_players = 4

    def setup(self, players: int, seed: int, options: dict[str, str]) -> State:
        return {"schema": 1, "players": players, "rng": seed, "turn": 0, "active": 0,
                "starts": [None] * players, "scores": [0] * players, "over": False,
                "events": []}

    def to_move(self, state: State) -> list[int]:
        if state["over"]:
            return []
        waiting = [s for s, start in enumerate(state["starts"]) if start is None]
        return waiting or [state["active"]]

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        if seat not in self.to_move(state):
            return []
        if state["starts"][seat] is None:
            return [Move(f"start {n}", f"Start with {n}", ("Start", str(n))) for n in (1, 2, 3)]
        return [Move("step", "Step", ("Step",))]

    def apply(self, state: State, seat: int, notation: str) -> State:
        if notation.split()[0] not in ("start", "step"):
            raise BadNotation("Write start 1, start 2, start 3 or step.")
        self._check(state, seat, notation)
        new = {**state, "scores": list(state["scores"]), "starts": list(state["starts"])}
        if notation.startswith("start"):
            new["starts"][seat] = int(notation.split()[1])
            new["scores"][seat] = new["starts"][seat]
            # Choices stay secret until everyone has chosen: one public event at the end.
            if all(s is not None for s in new["starts"]):
                new["turn"] += 1
                new["events"] = ["Everyone has chosen a start."]
            else:
                new["events"] = []
            return new
        new["scores"][seat] += 1
        new["turn"] += 1
        new["events"] = []
        record_event(new, msg("toy-stepped", who=seat_arg(seat)))
        new["active"] = (seat + 1) % state["players"]
        new["over"] = new["scores"][seat] >= 6
        return new

    def view(self, state: State, seat: int | None) -> dict:
        view = dict(state)
        if any(s is None for s in state["starts"]):
            view["starts"] = [s if i == seat else None for i, s in enumerate(state["starts"])]
        return view

    def result(self, state: State) -> Result | None:
        if not state["over"]:
            return None
        return _ranked(state["scores"], "steps")


class WideToy(_Toy):
    """A thousand moves a turn: ``pick N`` adds ``value(N)`` to the mover's score, where the
    values are a fixed pseudo-random table, so the best move is somewhere in the middle."""

    name = "wide"
    title = "Wide toy"
    min_players = 2
    max_players = 2
    WIDTH = 1000
    lookahead_steps = 2
    evaluation_budget = 200

    @staticmethod
    def value(n: int) -> int:
        return (n * 7919) % 101

    def setup(self, players: int, seed: int, options: dict[str, str]) -> State:
        return {"schema": 1, "players": players, "rng": seed, "turn": 0, "active": 0,
                "scores": [0] * players, "over": False, "events": []}

    def to_move(self, state: State) -> list[int]:
        return [] if state["over"] else [state["active"]]

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        if seat not in self.to_move(state):
            return []
        # Groups of 20, so the second step fits the panel's buttons (a select pages the
        # first step's 50 groups).
        return [Move(f"pick {n}", f"Cell {n}", (f"Cells {n // 20 * 20}–{n // 20 * 20 + 19}",
                                                 f"Cell {n}"), marker=str(n))
                for n in range(self.WIDTH)]

    def apply(self, state: State, seat: int, notation: str) -> State:
        words = notation.split()
        if len(words) != 2 or words[0] != "pick" or not words[1].isdigit():
            raise BadNotation("Write pick N.")
        if seat not in self.to_move(state):
            raise IllegalMove("It is not your turn.")
        n = int(words[1])
        if not 0 <= n < self.WIDTH:
            raise IllegalMove(f"Pick a cell from 0 to {self.WIDTH - 1}.")
        new = {**state, "scores": list(state["scores"])}
        new["scores"][seat] += self.value(n)
        new["turn"] += 1
        new["active"] = 1 - seat
        new["over"] = new["turn"] >= 6
        new["events"] = []
        record_event(new, msg("toy-picked", who=seat_arg(seat), cell=n))
        return new

    def result(self, state: State) -> Result | None:
        if not state["over"]:
            return None
        return _ranked(state["scores"], "turns")


SOLO = SoloToy()
ROUNDS = RoundsToy()
SIMUL = SimulToy()
WIDE = WideToy()
TOYS = (SOLO, ROUNDS, SIMUL, WIDE)


class ToyRenderer(Renderer):
    """A plain picture for any toy; ``wide`` also draws decision pictures with badges."""

    def __init__(self, game: str) -> None:
        self.game = game
        self.decisions: list[list[DecisionChoice]] = []

    def board(self, view: dict, names: list[str], *, language: str = "en") -> RenderedImage:
        return RenderedImage(_png(f"{self.game} scores {view['scores']}"),
                             f"{self.game} board: scores {view['scores']}.")

    def boards(self, view: dict, names: list[str], *, language: str = "en") -> list[RenderedImage]:
        if self.game != "rounds":
            return [self.board(view, names)]
        # Two images, as a game whose board does not fit one phone picture.
        return [self.board(view, names),
                RenderedImage(_png(f"round {view['round']}"), f"Round {view['round']}.",
                              "round.png")]

    def decision(self, view: dict, seat: int, names: list[str],
                 choices: list[DecisionChoice], *, language: str = "en") -> RenderedImage | None:
        if self.game != "wide":
            return None
        self.decisions.append(list(choices))
        return RenderedImage(_png("cells " + " ".join(c.marker for c in choices)),
                             f"Cells {', '.join(c.marker for c in choices)}.", "choice.png")


RENDERERS = {engine.name: ToyRenderer(engine.name) for engine in TOYS}


def install_toys() -> Iterator[None]:
    """Register every toy game and its renderer for a test (a fixture's body)."""
    from bot.games import registry
    from rendering.base import renderers

    for engine in TOYS:
        registry()[engine.name] = engine
        renderers()[engine.name] = RENDERERS[engine.name]
    try:
        yield
    finally:
        for engine in TOYS:
            registry().pop(engine.name, None)
            renderers().pop(engine.name, None)

