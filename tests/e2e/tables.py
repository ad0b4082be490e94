"""What the per-game end-to-end tests share, beyond the ``table`` fixture (the bot on a
temp store, the Discord double and its world) and the taps of ``conftest``: seeded tables,
a seat's own Play panel, the checks every board, forged tap and finished game must pass,
and a whole game played turn by turn by taps."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import pytest

from bot.app.records import GameRecord
from bot.double.double import InteractionRecord, StoredMessage
from bot.games import get_engine
from bot.games.base import Engine, Move
from tests.e2e.conftest import (
    MENTION,
    Chooser,
    Table,
    board_message,
    forged_click,
    game_place,
    pinged,
    play_turn_by_taps,
    tap_move,
)

#: called after each turn of :func:`finish_by_taps` with the turn's number and the game
#: as it was before the turn
AfterTurn = Callable[[int, GameRecord], Awaitable[None]]


def seed_tables(monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    """Every table opened from now on gets game seed ``seed`` (a scripted game, a
    position found by a search over seeds)."""
    monkeypatch.setattr("bot.app.tables.secrets.randbits", lambda bits: seed)


def move_of(engine: Engine, state: dict, seat: int, notation: str) -> Move:
    """The legal move spelled ``notation`` (a scripted game's next move)."""
    found = [m for m in engine.legal_moves(state, seat) if m.notation == notation]
    assert found, (seat, notation)
    return found[0]


async def open_seat_panel(t: Table, game_id: int, seat: int) -> tuple[int, StoredMessage]:
    """The seat's user taps their own Play button on the newest board (in a simultaneous
    step the board carries one per seat): the user and the ephemeral turn panel."""
    game = await t.bot.store.get_game(game_id)
    user = game.user_at(seat).user_id
    board = board_message(t, game_place(t, game_id))
    play = next(b["custom_id"] for b in board.buttons
                if b["custom_id"].startswith(f"bg:play:{game_id}:{seat}:"))
    opened = await t.double.click(user, board, play)
    assert opened.ephemeral and opened.response is not None, opened.describe()
    return user, opened.response


def assert_pings_to_move(board: StoredMessage, game: GameRecord) -> None:
    """The board pings exactly the players who must act now, and allows nobody else."""
    to_move = {game.user_at(s).user_id for s in get_engine(game.kind).to_move(game.state)}
    assert pinged(board) == to_move, board.content
    assert {int(u) for u in MENTION.findall(board.content)} == to_move
    allowed = board.allowed_mentions or {}
    assert {int(u) for u in allowed.get("users", [])} == to_move
    assert not allowed.get("parse")


async def assert_forged_taps_change_nothing(t: Table, game_id: int, board: StoredMessage,
                                            taps: list[tuple[int, str]]) -> None:
    """Each (user, custom_id) tap on a tampered button is answered privately with a
    sentence, and the game is as it was."""
    before = await t.bot.store.get_game(game_id)
    for user, custom_id in taps:
        record = await forged_click(t, user, board, custom_id)
        assert record.ephemeral and record.content, (custom_id, record.describe())
        after = await t.bot.store.get_game(game_id)
        assert after.version == before.version and after.state == before.state, custom_id


async def restart(t: Table, game_id: int) -> None:
    """A brand-new bot process over the same store: the game is as it was, and equals the
    replay of its move log."""
    before = await t.bot.store.get_game(game_id)
    await t.new_bot()
    assert (await t.bot.store.get_game(game_id)).state == before.state
    assert await t.bot.tables.check() == []


def assert_only_taps(t: Table) -> None:
    """Every move came from a button or a select menu: the only command was /game new."""
    commands = [r for r in t.double.interactions if r.type == 2]
    assert [r.name for r in commands] == ["game new"]


async def assert_finished(t: Table, game_id: int) -> tuple[GameRecord, StoredMessage]:
    """The game is over, its last message says so, and the store replays: the game and
    that message."""
    game = await t.bot.store.get_game(game_id)
    assert game.status == "finished"
    final = t.double.messages(game_place(t, game_id))[-1]
    assert "is over" in final.content, final.content
    assert await t.bot.tables.check() == []
    return game, final


def board_count(t: Table, game_id: int) -> int:
    return sum(1 for m in t.double.messages(game_place(t, game_id))
               if any(f.filename == "board.png" for f in m.files))


@dataclass
class ScriptedTaps:
    """A scripted game's moves played by taps, each by its seat's user on the turn panel:
    Play is tapped again only when another user moves or the panel closed (set ``panel``
    to None to make the next move open a fresh one)."""

    t: Table
    game_id: int
    user: int | None = None
    panel: StoredMessage | None = None

    async def play(self, seat: int, notation: str, then: str | None = None
                   ) -> InteractionRecord:
        """Tap ``notation`` for ``seat`` (who must be to move); the tap that played it.
        ``then``: the next notation, entered by the same tap where the panel offers the
        two combined (``Move.then``)."""
        game = await self.t.bot.store.get_game(self.game_id)
        engine = get_engine(game.kind)
        assert seat in engine.to_move(game.state), (seat, notation)
        if self.panel is None or game.user_at(seat).user_id != self.user or \
                not self.t.double.message(self.panel.id).components:
            self.user, self.panel = await open_seat_panel(self.t, self.game_id, seat)
        assert self.user is not None
        move = move_of(engine, game.state, seat, notation)
        if then is not None:
            move = next(m for m in engine.panel_moves(game.state, seat)
                        if m.notation == notation and m.then == (then,))
        record = await tap_move(self.t, self.user, self.panel, move, game.kind)
        self.panel = self.t.double.message(self.panel.id)
        return record


@dataclass
class Finished:
    game: GameRecord
    turns: int
    #: board messages posted while the turns were played
    boards: int


async def finish_by_taps(t: Table, game_id: int, *, level: str = "greedy",
                         choose: Chooser | None = None, max_turns: int = 400,
                         restart_at: int | None = None,
                         after_turn: AfterTurn | None = None) -> Finished:
    """Turn after turn by taps until the game ends: before each turn the newest board
    pings exactly the players to move; the turn is played by the pinged player through
    the panel (the computer player at ``level`` seeded with the turn number picks, unless
    ``choose`` does); before turn ``restart_at`` the bot restarts."""
    first_boards = board_count(t, game_id)
    for turn in range(max_turns):
        game = await t.bot.store.get_game(game_id)
        if game.status != "active":
            return Finished(game, turn, board_count(t, game_id) - first_boards)
        if turn == restart_at:
            await restart(t, game_id)
        assert_pings_to_move(board_message(t, game_place(t, game_id)), game)
        await play_turn_by_taps(t, game_id, level, seed=turn, choose=choose)
        if after_turn is not None:
            await after_turn(turn, game)
    raise AssertionError("the game did not end")
