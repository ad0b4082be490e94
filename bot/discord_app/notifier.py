"""Posts what the tables decide into Discord: lobby messages, game threads, board
messages with turn pings, DMs and results.

Only *new* messages ping, so every turn gets a new board message whose content mentions
exactly the humans who must act, with ``allowed_mentions`` limited to them. Discord
failures never undo a committed move: a deleted thread falls back to its channel, an
archived one is reopened, closed DMs fall back to the channel ping, and everything else
is logged.
"""

from __future__ import annotations

import io
import logging
from typing import TYPE_CHECKING, Any

import discord

from bot.app.boards import public_board
from bot.app.messages import (
    lobby_text,
    mention,
    names_for_text,
    result_text,
    seats_to_ping,
    thread_name,
    title,
    turn_text,
)
from bot.app.store import GameRecord
from bot.app.tables import MoveReport
from bot.discord_app.ui import board_view, lobby_view

if TYPE_CHECKING:
    from bot.discord_app.client import GameBot

log = logging.getLogger(__name__)

THREAD_ARCHIVE_MINUTES = 10080  # a week: the longest Discord allows
DMS_CLOSED = 50007
THREAD_ARCHIVED = 50083
UNKNOWN_CHANNEL = 10003
UNKNOWN_MESSAGE = 10008
MISSING_ACCESS = 50001
MISSING_PERMISSIONS = 50013


def _only(user_ids: list[int]) -> discord.AllowedMentions:
    return discord.AllowedMentions(everyone=False, roles=False, replied_user=False,
                                   users=[discord.Object(uid) for uid in user_ids])


class DiscordNotifier:
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    @property
    def store(self) -> Any:
        return self.bot.store

    # --- the Notifier protocol ---------------------------------------------------------
    async def lobby_changed(self, game: GameRecord, text: str) -> None:
        content = lobby_text(game, text)
        view = lobby_view(game) if game.status == "lobby" else None
        if game.board_message_id and game.status == "lobby":
            try:
                await self._channel(game.channel_id).get_partial_message(
                    game.board_message_id).edit(content=content, view=view,
                                                allowed_mentions=_only([]))
                return
            except discord.NotFound:
                pass  # the lobby message was deleted: post a fresh one
            except discord.HTTPException as error:
                log.warning("could not edit lobby of game %s: %s", game.id, error)
                return
        if game.status != "lobby":
            await self._post_text(game, content)
            return
        message = await self._send(game.channel_id, content=content, view=view,
                                   allowed_mentions=_only([]))
        if message is not None:
            await self.store.set_board_message(game.id, message.id)

    async def game_started(self, game: GameRecord) -> None:
        lobby_id = game.board_message_id
        if lobby_id:
            try:
                await self._channel(game.channel_id).get_partial_message(lobby_id).edit(
                    content=lobby_text(game, "The game has started."), view=None,
                    allowed_mentions=_only([]))
            except discord.HTTPException as error:
                log.info("could not close lobby message of game %s: %s", game.id, error)
        thread_id = await self._open_thread(game, lobby_id)
        if thread_id:
            await self.store.set_thread(game.id, thread_id)
            game.thread_id = thread_id
        order = ", ".join(f"{i + 1}. {name}" for i, name in enumerate(names_for_text(game)))
        await self.post_board(game, [f"The game begins. Seat order: {order}."])

    async def move_committed(self, report: MoveReport) -> None:
        if not report.turn_complete:
            return  # the acting player is still deciding: nothing public yet
        game = report.game
        await self.post_board(game, report.turn_events)
        if game.status == "finished":
            await self._post_text(game, result_text(game))

    async def game_closed(self, game: GameRecord, text: str) -> None:
        if game.status == "finished" and game.result:
            await self._post_text(game, f"{text}\n{result_text(game)}")
        else:
            await self._post_text(game, f"**{title(game)}** — {text}")

    async def reminder(self, game: GameRecord, user_ids: list[int], text: str) -> None:
        """A reminder is a new message (only new messages ping), mentioning only the
        players it is for; DM-minded players get it by DM too."""
        content = f"{' '.join(mention(u) for u in user_ids)} {text}"
        await self._send_in_place(game, lambda: {"content": content,
                                                 "allowed_mentions": _only(user_ids)})
        await self._direct_messages(game, user_ids, content)

    async def announce(self, game: GameRecord, text: str) -> None:
        # No ping: the moves that follow (if any) post their own board and ping.
        await self._post_text(game, f"**{title(game)}** — {text}")

    # --- posting -----------------------------------------------------------------------
    async def post_board(self, game: GameRecord, events: list[str], headline: str = "") -> None:
        """A new board message: picture, what happened, and the pings."""
        image = await public_board(game)
        ping = seats_to_ping(game)
        now = self.bot.clock.now()
        away = {}
        for user_id in ping:
            back = (await self.store.get_user(user_id)).away_until
            if back and back > now:
                away[user_id] = back
        content = turn_text(game, events, headline, away)

        def build() -> dict[str, Any]:
            # A discord.File is consumed by a send, so every attempt gets a fresh one.
            return {
                "content": content,
                "file": discord.File(io.BytesIO(image.png), filename=image.filename,
                                     description=image.alt[:1024]),
                "view": board_view(game),
                "allowed_mentions": _only(ping),
            }

        message = await self._send_in_place(game, build)
        if message is not None:
            await self.store.set_board_message(game.id, message.id)
            game.board_message_id = message.id
        await self._direct_messages(game, ping, content)

    async def _post_text(self, game: GameRecord, content: str) -> None:
        await self._send_in_place(game, lambda: {"content": content,
                                                 "allowed_mentions": _only([])})

    async def _send_in_place(self, game: GameRecord, build: Any) -> discord.Message | None:
        if game.thread_id:
            try:
                return await self._channel(game.thread_id).send(**build())
            except discord.HTTPException as error:
                if error.code == THREAD_ARCHIVED and await self._unarchive(game.thread_id):
                    try:
                        return await self._channel(game.thread_id).send(**build())
                    except discord.HTTPException as again:
                        error = again
                log.warning("game %s: posting in thread %s failed (%s); using the channel",
                            game.id, game.thread_id, error.code)
                if error.code in (UNKNOWN_CHANNEL, MISSING_ACCESS):
                    await self.store.set_thread(game.id, None)
                    game.thread_id = None
        return await self._send(game.channel_id, **build())

    async def _send(self, channel_id: int, **kwargs: Any) -> discord.Message | None:
        try:
            return await self._channel(channel_id).send(**kwargs)
        except discord.HTTPException as error:
            log.error("could not post in channel %s: %s (code %s)", channel_id, error.status,
                      error.code)
            return None

    async def _open_thread(self, game: GameRecord, lobby_id: int | None) -> int | None:
        """A thread per game keeps the channel readable; without the permission (or
        in a channel that has no threads) the game simply stays in the channel."""
        try:
            if lobby_id:
                thread = await self._channel(game.channel_id, game.guild_id).get_partial_message(
                    lobby_id).create_thread(name=thread_name(game),
                                            auto_archive_duration=THREAD_ARCHIVE_MINUTES)
            else:
                raw = await self.bot.http.start_thread_without_message(
                    game.channel_id, name=thread_name(game),
                    auto_archive_duration=THREAD_ARCHIVE_MINUTES, type=11)
                return int(raw["id"])
            return thread.id
        except discord.HTTPException as error:
            log.info("game %s stays in its channel: no thread (%s)", game.id, error.code)
            return None

    async def _unarchive(self, thread_id: int) -> bool:
        try:
            await self.bot.http.edit_channel(thread_id, archived=False)
            return True
        except discord.HTTPException as error:
            log.warning("could not reopen archived thread %s: %s", thread_id, error.code)
            return False

    async def _direct_messages(self, game: GameRecord, user_ids: list[int],
                               content: str) -> None:
        """DM the players who asked for it. The channel message already pinged them,
        which is the fallback when their DMs are closed (50007)."""
        for user_id in user_ids:
            prefs = await self.store.get_user(user_id)
            if prefs.notify != "dm":
                continue
            link = (f"https://discord.com/channels/{game.guild_id or '@me'}/"
                    f"{game.place_id}/{game.board_message_id or ''}").rstrip("/")
            try:
                user = discord.Object(user_id)
                channel = await self.bot.create_dm(user)  # type: ignore[arg-type]
                await channel.send(f"{mention(user_id)} it's your turn in {title(game)}: "
                                   f"{link}", allowed_mentions=_only([user_id]))
            except discord.Forbidden as error:
                if error.code == DMS_CLOSED:
                    log.info("DMs closed for user %s; the channel ping stands", user_id)
                else:
                    log.warning("DM to %s failed: %s", user_id, error.code)
            except discord.HTTPException as error:
                log.warning("DM to %s failed: %s", user_id, error.code)

    def _channel(self, channel_id: int, guild_id: int | None = None) -> discord.PartialMessageable:
        # Without the guild id a partial message cannot open a thread.
        return self.bot.get_partial_messageable(channel_id, guild_id=guild_id)
