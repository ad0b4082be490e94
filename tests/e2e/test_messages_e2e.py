"""An engine that speaks in messages, played through the Discord double: every word a
player reads — the panel's prompt and buttons, the board's recap, a refusal, the
result — comes out of the catalogue with the table's names, and what is stored (the move
log's events, the result's sentence) is the message, not its text."""

from __future__ import annotations

import shutil
from collections.abc import Iterator

import pytest

from bot import i18n
from bot.app.messages import refusal_text, result_text
from bot.app.tables import Actor
from bot.games import registry
from bot.games.base import IllegalMove, Move, Result, Standing, State, record_event
from bot.games.message import component, msg, seat
from rendering.base import renderers
from tests.e2e.conftest import board_message, game_place
from tests.toy_engine import RENDERER as TOY_RENDERER
from tests.toy_engine import ToyEngine

TARGET = 6

CATALOGUES = {
    "en": """
speaking-toy-add = Add
speaking-toy-amount = { $amount }
speaking-toy-add-label = Add { $amount }
speaking-toy-end = End the turn
speaking-toy-prompt = The total is { $total }; the first to { $target } wins.
speaking-toy-added = { $who } added { $amount }.
speaking-toy-ended = { $who } ended the turn.
speaking-toy-too-much = You may add at most 2 to { $stone }.
speaking-toy-won = { $who } reached { $target } first.
speaking-toy-component-s1 = the Old Stone
""",
    "it": """
speaking-toy-add = Aggiungi
speaking-toy-amount = { $amount }
speaking-toy-add-label = Aggiungi { $amount }
speaking-toy-end = Termina il turno
speaking-toy-prompt = Il totale è { $total }; vince chi arriva per primo a { $target }.
speaking-toy-added = { $who } ha aggiunto { $amount }.
speaking-toy-ended = { $who } ha terminato il turno.
speaking-toy-too-much = Puoi aggiungere al massimo 2 alla { $stone }.
speaking-toy-won = { $who } è arrivato per primo a { $target }.
speaking-toy-component-s1 = Vecchia Pietra
""",
}


class SpeakingToy(ToyEngine):
    """The toy game (add 1 or 2, end the turn) saying everything as messages."""

    name = "speaking_toy"

    def legal_moves(self, state: State, seat_: int) -> list[Move]:
        if seat_ not in self.to_move(state):
            return []
        moves = []
        if state["adds"] < 2:
            moves += [Move(f"add {n}", msg("speaking-toy-add-label", amount=n),
                           (msg("speaking-toy-add"), msg("speaking-toy-amount", amount=n)))
                      for n in (1, 2)]
        if state["adds"] > 0:
            moves.append(Move("end", msg("speaking-toy-end"), (msg("speaking-toy-end"),)))
        return moves

    def apply(self, state: State, seat_: int, notation: str) -> State:
        self.require_seat(state, seat_)
        if notation == "add 3":
            raise IllegalMove(msg("speaking-toy-too-much", stone=component("S1")))
        new = super().apply(state, seat_, notation)
        new["events"] = []
        if notation == "end":
            record_event(new, msg("speaking-toy-ended", who=seat(seat_)))
        else:
            record_event(new, msg("speaking-toy-added", who=seat(seat_), amount=int(notation[-1])))
        if new["total"] >= TARGET and new["winner"] is None:
            new["winner"] = seat_
            new["turn"] += 1
        return new

    def prompt(self, state: State, seat_: int) -> msg:  # type: ignore[override]
        return msg("speaking-toy-prompt", total=state["total"], target=TARGET)

    def end_sentence(self, result: Result) -> msg:  # type: ignore[override]
        return msg("speaking-toy-won", who=seat(result.winners[0]), target=TARGET)

    def result(self, state: State) -> Result | None:
        if state["winner"] is None:
            return None
        winner = state["winner"]
        return Result([Standing(winner, state["scores"][winner], 1),
                       *(Standing(s, state["scores"][s], 2)
                         for s in range(state["players"]) if s != winner)],
                      [winner], "target")


def speaking_toy(folder, monkeypatch, catalogues: dict[str, str]) -> Iterator[None]:
    """The toy game registered, with ``catalogues`` (language → its file; English for a
    language missing) beside the real common one, all under ``folder``."""
    for language in i18n.SUPPORTED:
        (folder / language).mkdir(parents=True)
        shutil.copy(i18n.LOCALES_DIR / language / "common.ftl", folder / language)
        source = catalogues.get(language, catalogues["en"])
        (folder / language / "speaking_toy.ftl").write_text(source, encoding="utf-8")
    monkeypatch.setattr(i18n, "LOCALES_DIR", folder)
    i18n.bundle.cache_clear()
    registry()["speaking_toy"] = SpeakingToy()
    renderers()["speaking_toy"] = TOY_RENDERER
    yield
    registry().pop("speaking_toy", None)
    renderers().pop("speaking_toy", None)
    i18n.bundle.cache_clear()


@pytest.fixture
def speaking(tmp_path, monkeypatch):
    """The toy game and its catalogue beside the real common one."""
    yield from speaking_toy(tmp_path, monkeypatch, CATALOGUES)


async def test_every_word_of_a_speaking_engine_comes_from_the_catalogue(table, speaking):
    ann, ben = table.users["ann"], table.users["ben"]
    tables = table.bot.tables
    game = await tables.create("speaking_toy", Actor(ann, "ann"), guild_id=table.guild,
                               channel_id=table.channel, seat_order="joined")
    await tables.join(game.id, Actor(ben, "ben"))
    await tables.start(game.id, Actor(ann, "ann"))

    board = board_message(table, game_place(table, game.id))
    panel = (await table.double.click(ann, board, board.custom_id("Play"))).response
    assert "The total is 0; the first to 6 wins." in panel.content
    # "Add" is the only first step, so the panel passes through it to the amounts.
    assert [b.get("label") for b in panel.buttons] == ["1", "2", "Back"]
    assert "› Add" in panel.content
    await table.double.click(ann, panel, panel.custom_id("2"))
    panel = table.double.message(panel.id)
    assert "✅ Add 2" in panel.content and "• ann added 2." in panel.content
    await table.double.click(ann, panel, panel.custom_id("End the turn"))

    # The board that pings ben recounts ann's turn in words, with her name.
    board = board_message(table, game_place(table, game.id))
    assert "ann added 2. ann ended the turn." in board.content
    # What is stored is the message, never its English.
    stored = (await table.bot.store.moves(game.id))[0].events
    assert stored == [{"id": "speaking-toy-added",
                       "args": {"who": {"seat": 0}, "amount": 2}}]

    # A refusal names the component from the catalogue and the table's players.
    with pytest.raises(IllegalMove) as refused:
        await tables.play(game.id, Actor(ben, "ben"), "add 3")
    assert refusal_text(refused.value) == "You may add at most 2 to the Old Stone."
    assert refusal_text(refused.value, "it") == (
        "Puoi aggiungere al massimo 2 alla Vecchia Pietra.")
    with pytest.raises(IllegalMove) as refused:
        await tables.play(game.id, Actor(ann, "ann"), "add 1")
    assert refusal_text(refused.value) == "It is not your turn; the game is waiting for ben."

    for player, moves in ((ben, ["add 1", "add 1", "end"]), (ann, ["add 2"])):
        for notation in moves:
            await tables.play(game.id, Actor(player, ""), notation)
    finished = await table.bot.store.get_game(game.id)
    assert finished.status == "finished"
    assert finished.result["sentence"] == [
        {"id": "speaking-toy-won", "args": {"who": {"seat": 0}, "target": TARGET}}]
    assert "ann reached 6 first." in result_text(finished)
    table.double.assert_clean()
