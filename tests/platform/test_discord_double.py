"""The Discord double, driven with a throwaway bot defined here (the real cogs are not used)."""

from __future__ import annotations

import asyncio
import io
from dataclasses import dataclass, field
from typing import Any

import discord
import pytest
from discord import app_commands
from discord.ext import commands
from PIL import Image

from bot.double.double import DiscordDouble, ImpossibleInteraction, InteractionRecord


def board_png(width: int = 1000, height: int = 750) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), (240, 228, 66)).save(buffer, "PNG")
    return buffer.getvalue()


# --------------------------------------------------------------------------------------
# The throwaway bot
# --------------------------------------------------------------------------------------


@dataclass
class ToyState:
    versions: dict[int, int] = field(default_factory=lambda: {7: 1})
    taps: list[tuple[int, int]] = field(default_factory=list)
    dm_errors: list[int] = field(default_factory=list)


def turn_view(game: int, version: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(TurnButton(game, version))
    view.add_item(PickSelect(game))
    return view


class TurnButton(
    discord.ui.DynamicItem[discord.ui.Button], template=r"turn:(?P<game>\d+):(?P<version>\d+)"
):
    def __init__(self, game: int, version: int) -> None:
        super().__init__(
            discord.ui.Button(
                label="Play", style=discord.ButtonStyle.primary, custom_id=f"turn:{game}:{version}"
            )
        )
        self.game, self.version = game, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: Any
    ) -> TurnButton:
        return cls(int(match["game"]), int(match["version"]))

    async def callback(self, interaction: discord.Interaction[ToyBot]) -> None:
        state = interaction.client.toy
        if state.versions[self.game] != self.version:
            await interaction.response.send_message("This board is out of date.", ephemeral=True)
            return
        state.versions[self.game] += 1
        state.taps.append((interaction.user.id, self.version))
        await interaction.response.edit_message(
            content=f"Turn {state.versions[self.game]}",
            view=turn_view(self.game, state.versions[self.game]),
        )


class PickSelect(discord.ui.DynamicItem[discord.ui.Select], template=r"pick:(?P<game>\d+)"):
    def __init__(self, game: int) -> None:
        options = [discord.SelectOption(label=f"Card {n}", value=f"card-{n}") for n in range(1, 4)]
        super().__init__(
            discord.ui.Select(
                custom_id=f"pick:{game}",
                placeholder="Pick cards",
                options=options,
                min_values=1,
                max_values=2,
            )
        )
        self.game = game

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: Any
    ) -> PickSelect:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(
            f"picked {' '.join(self.item.values)}", ephemeral=True
        )


class MoveForm(discord.ui.Modal, title="Type a move"):
    move = discord.ui.TextInput(label="Move", custom_id="move-text", max_length=40)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"you typed {self.move.value}", ephemeral=True)


MOVES = ["take W U G", "take R K W", "buy 2.3", "reserve 1.1"]


class ToyCog(
    commands.GroupCog, group_name="toy", group_description="A toy game for testing the double"
):
    def __init__(self, bot: ToyBot) -> None:
        self.bot = bot

    @app_commands.command(description="Make a move")
    @app_commands.describe(
        move="The move, in notation", count="How many times", target="Someone to name"
    )
    async def move(
        self,
        interaction: discord.Interaction,
        move: str,
        count: int = 1,
        target: discord.User | None = None,
    ) -> None:
        who = f" at {target.display_name}" if target else ""
        await interaction.response.send_message(
            f"{move} x{count}{who}", view=turn_view(7, self.bot.toy.versions[7])
        )

    @move.autocomplete("move")
    async def move_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return [
            app_commands.Choice(name=m, value=m) for m in MOVES if current.lower() in m.lower()
        ][:25]

    @app_commands.command(description="Show the board")
    async def board(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)
        await asyncio.to_thread(board_png)  # slow work after deferring, as the design asks
        file = discord.File(
            io.BytesIO(board_png()), "board.png", description="The board: three rows of cards"
        )
        await interaction.edit_original_response(content="Here is the board", attachments=[file])

    @app_commands.command(description="Post a turn in the channel, open a thread and DM the player")
    async def announce(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        user = interaction.user
        channel = interaction.channel
        assert isinstance(channel, discord.TextChannel)
        file = discord.File(io.BytesIO(board_png()), "turn.png", description="Turn 1 board")
        await channel.send(
            f"{user.mention}, your turn",
            file=file,
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=[user]),
        )
        thread = await channel.create_thread(
            name="Toy game #7", auto_archive_duration=10080, type=discord.ChannelType.public_thread
        )
        await thread.send("Game thread")
        try:
            await user.send("It is your turn in Toy game #7")
        except discord.Forbidden as error:
            self.bot.toy.dm_errors.append(error.code)
            await thread.send(
                f"{user.mention} (DMs closed) it is your turn",
                allowed_mentions=discord.AllowedMentions(users=[user]),
            )
        await interaction.edit_original_response(content="Announced")

    @app_commands.command(description="Say something that breaks Discord's limits")
    @app_commands.describe(what="Which limit to break")
    @app_commands.choices(
        what=[
            app_commands.Choice(name="long content", value="long"),
            app_commands.Choice(name="big select", value="select"),
        ]
    )
    async def overflow(self, interaction: discord.Interaction, what: str) -> None:
        if what == "long":
            await interaction.response.send_message("x" * 2001)
            return
        view = discord.ui.View(timeout=None)
        select = discord.ui.Select(custom_id="too-many", options=[discord.SelectOption(label="a")])
        select.options = [discord.SelectOption(label=f"Card {n}", value=str(n)) for n in range(26)]
        view.add_item(select)
        await interaction.response.send_message("choose", view=view)

    @app_commands.command(description="Answer too late")
    async def slow(self, interaction: discord.Interaction) -> None:
        await asyncio.sleep(0.2)
        await interaction.response.send_message("finally")

    @app_commands.command(description="Never answer")
    async def silent(self, interaction: discord.Interaction) -> None:
        return

    @app_commands.command(description="Defer publicly, then ask for an ephemeral followup")
    async def leak(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)
        await interaction.followup.send("your secret hand", ephemeral=True)

    @app_commands.command(description="Open a form")
    async def form(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_modal(MoveForm())


@app_commands.command(name="toyadmin", description="Settings only managers may change")
@app_commands.default_permissions(manage_guild=True)
@app_commands.guild_only()
async def toy_admin(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("settings changed", ephemeral=True)


class ToyBot(commands.Bot):
    def __init__(self) -> None:
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default())
        self.toy = ToyState()

    async def setup_hook(self) -> None:
        await self.add_cog(ToyCog(self))
        self.tree.add_command(toy_admin)
        self.add_dynamic_items(TurnButton, PickSelect)


@dataclass
class Place:
    double: DiscordDouble
    guild: int
    channel: int
    alice: int
    bob: int


@pytest.fixture
async def place() -> Any:
    double = DiscordDouble(ToyBot())
    guild = double.add_guild("Friends")
    channel = double.add_channel(guild, "games")
    alice = double.add_user("alice", display_name="Alice")
    bob = double.add_user("bob", display_name="Bob")
    await double.start()
    await double.bot.tree.sync()  # a client offers only registered commands
    yield Place(double, guild, channel, alice, bob)
    await double.close()


# --------------------------------------------------------------------------------------
# Slash commands, autocomplete, components
# --------------------------------------------------------------------------------------


async def test_start_runs_setup_hook_and_connects(place: Place) -> None:
    bot = place.double.bot
    assert bot.is_ready()
    assert bot.user is not None and bot.user.id == place.double.bot_user_id
    assert bot.application_id == place.double.application_id
    assert bot.get_cog("ToyCog") is not None
    channel = bot.get_channel(place.channel)
    assert isinstance(channel, discord.TextChannel) and channel.name == "games"
    assert channel.guild.me is not None
    assert place.double.requests[0].route == "/oauth2/applications/@me"


async def test_slash_command_parses_typed_options(place: Place) -> None:
    d = place.double
    rec = await d.slash(
        place.alice, place.channel, "toy move", move="buy 2.3", count=2, target=place.bob
    )
    assert isinstance(rec, InteractionRecord)
    assert rec.callback_type == 4 and not rec.ephemeral
    assert rec.content == "buy 2.3 x2 at Bob"
    assert rec.first_response_seconds is not None and rec.first_response_seconds < 3
    sent = rec.payload
    assert sent["member"]["user"]["id"] == str(place.alice)
    assert {"locale", "entitlements", "attachment_size_limit", "app_permissions", "channel"} <= set(
        sent
    )
    message = d.last_message(place.channel)
    assert message is not None and message.custom_ids == ["turn:7:1", "pick:7"]
    assert message.type == 20 and message.interaction_metadata["name"] == "toy move"
    d.assert_clean()


async def test_impossible_interactions_are_refused(place: Place) -> None:
    d = place.double
    with pytest.raises(ImpossibleInteraction, match="no option 'colour'"):
        await d.slash(place.alice, place.channel, "toy move", move="x", colour="red")
    with pytest.raises(ImpossibleInteraction, match="needs option 'move'"):
        await d.slash(place.alice, place.channel, "toy move")
    with pytest.raises(ImpossibleInteraction, match="takes an integer"):
        await d.slash(place.alice, place.channel, "toy move", move="x", count="2")
    with pytest.raises(ImpossibleInteraction, match="must be one of"):
        await d.slash(place.alice, place.channel, "toy overflow", what="other")
    with pytest.raises(ImpossibleInteraction, match="no slash command"):
        await d.slash(place.alice, place.channel, "chess move")
    assert d.interactions == []


async def test_default_permissions_hide_commands_until_granted(place: Place) -> None:
    d = place.double
    with pytest.raises(ImpossibleInteraction, match="hidden"):
        await d.slash(place.bob, place.channel, "toyadmin")
    d.set_member_permissions(place.guild, place.bob, manage_guild=True)
    rec = await d.slash(place.bob, place.channel, "toyadmin")
    assert rec.ephemeral and rec.content == "settings changed"
    assert rec.payload["member"]["roles"]  # the grant is a role, as in Discord


async def test_autocomplete_returns_the_bots_choices(place: Place) -> None:
    d = place.double
    choices = await d.autocomplete(
        place.alice, place.channel, "toy move", focused="move", value="take"
    )
    assert [c.value for c in choices] == ["take W U G", "take R K W"]
    rec = d.last_interaction
    assert rec is not None and rec.callback_type == 8
    focused = rec.payload["data"]["options"][0]["options"][0]
    assert focused == {"type": 3, "name": "move", "value": "take", "focused": True}


async def test_dynamic_button_updates_its_message(place: Place) -> None:
    d = place.double
    await d.slash(place.alice, place.channel, "toy move", move="buy 2.3")
    board = d.last_message(place.channel)
    assert board is not None
    rec = await d.click(place.bob, board, board.custom_id("Play"))
    assert rec.callback_type == 7
    assert rec.content == "Turn 2" and board.content == "Turn 2"
    assert board.custom_ids == ["turn:7:2", "pick:7"]
    assert rec.payload["message"]["id"] == str(board.id)
    assert d.bot.toy.taps == [(place.bob, 1)]
    with pytest.raises(ImpossibleInteraction):
        await d.click(place.bob, board, "turn:7:1")  # no longer on the message


async def test_select_routes_to_dynamic_item(place: Place) -> None:
    d = place.double
    await d.slash(place.alice, place.channel, "toy move", move="buy 2.3")
    board = d.last_message(place.channel)
    assert board is not None
    rec = await d.select(place.alice, board, "pick:7", ["card-1", "card-3"])
    assert rec.ephemeral and rec.content == "picked card-1 card-3"
    with pytest.raises(ImpossibleInteraction, match="does not offer"):
        await d.select(place.alice, board, "pick:7", ["card-9"])
    with pytest.raises(ImpossibleInteraction, match="takes 1–2 values"):
        await d.select(place.alice, board, "pick:7", ["card-1", "card-2", "card-3"])


async def test_old_button_works_after_restart(place: Place) -> None:
    d = place.double
    await d.slash(place.alice, place.channel, "toy move", move="buy 2.3")
    board = d.last_message(place.channel)
    assert board is not None
    old_bot = d.bot
    await d.restart(ToyBot())
    assert d.bot is not old_bot and old_bot.is_closed()
    rec = await d.click(place.alice, board, "turn:7:1")
    assert rec.content == "Turn 2"
    picked = await d.select(place.alice, board, "pick:7", ["card-2"])
    assert picked.content == "picked card-2"
    d.assert_clean()


async def test_new_double_over_the_same_world(place: Place) -> None:
    await place.double.slash(place.alice, place.channel, "toy move", move="buy 2.3")
    board = place.double.last_message(place.channel)
    await place.double.close()
    second = DiscordDouble(ToyBot(), world=place.double.world)
    await second.start()
    try:
        rec = await second.click(place.bob, board, "turn:7:1")
        assert rec.content == "Turn 2"
        second.assert_clean()
    finally:
        await second.close()


async def test_concurrent_taps_are_both_delivered(place: Place) -> None:
    d = place.double
    await d.slash(place.alice, place.channel, "toy move", move="buy 2.3")
    board = d.last_message(place.channel)
    first, second = await asyncio.gather(
        d.click(place.alice, board, "turn:7:1"), d.click(place.bob, board, "turn:7:1")
    )
    answers = sorted([first.content or "", second.content or ""])
    assert answers == ["This board is out of date.", "Turn 2"]
    assert first.requests and second.requests and first.requests[0] is not second.requests[0]


async def test_modal_round_trip(place: Place) -> None:
    d = place.double
    opened = await d.slash(place.alice, place.channel, "toy form")
    assert opened.callback_type == 9 and opened.modal is not None
    rec = await d.submit_modal(place.alice, opened, {"move-text": "buy 2.3"})
    assert rec.content == "you typed buy 2.3"


# --------------------------------------------------------------------------------------
# REST capture
# --------------------------------------------------------------------------------------


async def test_defer_then_edit_the_original_with_a_file(place: Place) -> None:
    d = place.double
    rec = await d.slash(place.alice, place.channel, "toy board")
    assert rec.callback_type == 5 and rec.deferred
    assert rec.content == "Here is the board"
    [attachment] = rec.files
    assert (
        attachment.filename == "board.png"
        and attachment.description == "The board: three rows of cards"
    )
    assert attachment.content_type == "image/png" and (attachment.width, attachment.height) == (
        1000,
        750,
    )
    assert attachment.data == board_png()
    edit = rec.requests[-1]
    assert edit.method == "PATCH" and edit.route == "/webhooks/{id}/{token}/messages/@original"
    assert edit.files[0].description == "The board: three rows of cards"
    assert edit.json["attachments"][0]["description"] == "The board: three rows of cards"
    # the edit turns the "thinking…" message into the answer
    assert [m.id for m in rec.messages] == [rec.original_message_id]
    d.assert_clean()


async def test_channel_post_thread_and_dm(place: Place) -> None:
    d = place.double
    rec = await d.slash(place.alice, place.channel, "toy announce")
    assert rec.ephemeral and rec.content == "Announced"
    routes = [(r.method, r.route) for r in rec.requests]
    assert routes == [
        ("POST", "/interactions/{id}/{token}/callback"),
        ("POST", "/channels/{channel_id}/messages"),
        ("POST", "/channels/{channel_id}/threads"),
        ("POST", "/channels/{channel_id}/messages"),
        ("POST", "/users/@me/channels"),
        ("POST", "/channels/{channel_id}/messages"),
        ("PATCH", "/webhooks/{id}/{token}/messages/@original"),
    ]
    assert all(r.user_id == place.alice for r in rec.requests)
    turn = d.messages(place.channel)[-1]
    assert turn.content == f"<@{place.alice}>, your turn"
    assert turn.pinged_user_ids == {place.alice}
    assert turn.attachments[0].description == "Turn 1 board"
    thread = d.thread_named(place.channel, "Toy game #7")
    assert thread is not None and thread.auto_archive_duration == 10080
    assert [m.content for m in d.messages(thread.id)] == ["Game thread"]
    assert [m.content for m in d.dm_messages(place.alice)] == ["It is your turn in Toy game #7"]
    assert d.bot.get_channel(thread.id) is not None  # THREAD_CREATE reached the bot
    fetched = await d.bot.get_channel(place.channel).fetch_message(turn.id)
    assert await fetched.attachments[0].read() == turn.attachments[0].data
    d.assert_clean()



async def test_an_attachment_an_edit_leaves_out_is_deleted(place: Place) -> None:
    d = place.double
    await d.slash(place.alice, place.channel, "toy announce")
    turn = await d.bot.get_channel(place.channel).fetch_message(
        d.messages(place.channel)[-1].id)
    [old] = turn.attachments
    edited = await turn.edit(attachments=[discord.File(io.BytesIO(board_png(800, 600)),
                                                       filename="board.png")])
    [new] = edited.attachments
    assert await new.read() == board_png(800, 600)
    with pytest.raises(discord.NotFound):  # Discord deleted it with the edit
        await old.read()
    kept = await edited.edit(content="Turn 2")  # no attachments given: all kept
    assert await kept.attachments[0].read() == board_png(800, 600)

async def test_closed_dms_raise_50007(place: Place) -> None:
    d = place.double
    d.set_dms_closed(place.alice)
    user = await d.bot.fetch_user(place.alice)
    with pytest.raises(discord.Forbidden) as caught:
        await user.send("hello")
    assert caught.value.code == 50007 and caught.value.status == 403
    await d.slash(place.alice, place.channel, "toy announce")
    assert d.bot.toy.dm_errors == [50007]
    thread = d.thread_named(place.channel, "Toy game #7")
    assert d.messages(thread.id)[-1].pinged_user_ids == {place.alice}
    d.assert_clean()


async def test_fail_next_injects_discord_errors(place: Place) -> None:
    d = place.double
    d.fail_next("POST", r"^/channels/\d+/messages$", 403, 50007)
    await d.slash(place.bob, place.channel, "toy announce")
    # the first channel post failed: the handler raised, discord.py logged it
    assert d.messages(place.channel) == []
    assert any("50007" in e for e in d.errors)
    d.errors.clear()
    d.fail_next("GET", r"/channels/\d+/messages/\d+", 404, 10008)
    channel = d.bot.get_channel(place.channel)
    with pytest.raises(discord.NotFound) as caught:
        await channel.fetch_message(1)
    assert caught.value.code == 10008


async def test_permission_model_denies_threads(place: Place) -> None:
    d = place.double
    d.set_bot_permissions(place.channel, create_public_threads=False)
    await d.slash(place.alice, place.channel, "toy announce")
    assert any("50013" in e and "Missing Permissions" in e for e in d.errors)
    assert d.threads(place.channel) == []
    assert (
        not d.bot.get_channel(place.channel)
        .permissions_for(d.bot.get_guild(place.guild).me)
        .create_public_threads
    )


async def test_archived_threads(place: Place) -> None:
    d = place.double
    thread_id = d.add_thread(place.channel, "old game")
    d.archive_thread(thread_id)
    thread = await d.bot.fetch_channel(thread_id)
    await thread.send("back again")  # an unlocked archived thread reopens
    assert not d.channel(thread_id).archived
    d.archive_thread(thread_id, locked=True)
    with pytest.raises(discord.HTTPException) as caught:
        await thread.send("locked out")
    assert caught.value.code == 160005  # Thread is locked


# --------------------------------------------------------------------------------------
# Limits and deadlines
# --------------------------------------------------------------------------------------


async def test_limit_violations_are_reported_and_rejected(place: Place) -> None:
    d = place.double
    await d.slash(place.alice, place.channel, "toy overflow", what="long")
    assert any("content is 2001 characters" in v for v in d.violations)
    assert any("50035" in e for e in d.errors)  # Discord refused it; the handler raised
    assert d.messages(place.channel) == []
    d.violations.clear()
    await d.slash(place.alice, place.channel, "toy overflow", what="select")
    assert any("has 26 options" in v for v in d.violations)
    with pytest.raises(AssertionError, match="26 options"):
        d.assert_clean()


async def test_deadline_and_missing_responses(
    place: Place, monkeypatch: pytest.MonkeyPatch
) -> None:
    d = place.double
    d.deadline_seconds = 0.05
    late = await d.slash(place.alice, place.channel, "toy slow")
    assert late.content == "finally" and late.first_response_seconds >= 0.2
    await d.slash(place.alice, place.channel, "toy silent")
    assert any("first response after" in v for v in d.violations)
    assert any("/toy silent" in v and "never acknowledged" in v for v in d.violations)
    d.enforce_deadline = True  # now answer late callbacks as Discord does
    refused = await d.slash(place.alice, place.channel, "toy slow")
    assert refused.callback is None
    assert any("10062" in e and "Unknown interaction" in e for e in refused.errors)
    d.enforce_deadline = False
    d.rest_latency = 0.03  # two slow REST calls before answering would also be too late
    d.deadline_seconds = 0.02
    late = await d.slash(place.alice, place.channel, "toy board")
    assert late.first_response_seconds >= 0.03


async def test_a_followup_after_a_defer_is_a_new_message_and_leaves_it_thinking(
        place: Place) -> None:
    d = place.double
    rec = await d.slash(place.alice, place.channel, "toy leak")
    original = d.message(rec.original_message_id)
    [followup] = rec.followups
    assert followup.id != original.id and followup.ephemeral  # its own visibility
    assert rec.response is followup and rec.ephemeral
    assert original.content == "" and not original.ephemeral  # still "thinking…", public
    assert any("still 'thinking…'" in v for v in d.violations)
    d.violations.clear()


async def test_someone_elses_ephemeral_message_cannot_be_used(place: Place) -> None:
    d = place.double
    await d.slash(place.alice, place.channel, "toy move", move="buy 2.3")
    board = d.last_message(place.channel)
    reply = await d.select(place.alice, board, "pick:7", ["card-2"])
    private = reply.response
    assert private is not None and private.ephemeral_to == place.alice
    assert private not in d.messages(place.channel)
    assert private in d.messages(place.channel, include_ephemeral=True)
    with pytest.raises(ImpossibleInteraction, match="ephemeral to someone else"):
        await d.click(place.bob, private, "anything")
    channel = d.bot.get_channel(place.channel)
    with pytest.raises(discord.NotFound):  # ephemeral messages are not channel messages
        await channel.fetch_message(private.id)


# --------------------------------------------------------------------------------------
# DMs, tokens, sync, listeners, deleted messages
# --------------------------------------------------------------------------------------


async def test_slash_command_in_a_dm(place: Place) -> None:
    d = place.double
    dm = d.dm_channel(place.alice)
    rec = await d.slash(place.alice, dm, "toy move", move="take W U G")
    assert "member" not in rec.payload and rec.payload["user"]["id"] == str(place.alice)
    assert rec.payload["context"] == 1 and "guild_id" not in rec.payload
    assert rec.content == "take W U G x1"
    assert d.messages(dm)[-1].content == "take W U G x1"
    with pytest.raises(ImpossibleInteraction, match="not available in DMs"):
        await d.slash(place.alice, dm, "toyadmin")


async def test_expired_token_refuses_followups(place: Place) -> None:
    d = place.double
    rec = await d.slash(place.alice, place.channel, "toy move", move="buy 2.3")
    webhook = discord.Webhook.partial(d.application_id, rec.token, client=d.bot)
    late = await webhook.send("still here", wait=True)  # within 15 minutes: fine
    assert late.content == "still here" and rec.followups[-1].id == late.id
    rec.expire_token()
    with pytest.raises(discord.HTTPException) as caught:
        await webhook.send("too late", wait=True)
    assert caught.value.status == 401 and caught.value.code == 50027


async def test_tree_sync_is_answered_and_linted(place: Place) -> None:
    d = place.double
    synced = await d.bot.tree.sync()
    assert {c.name for c in synced} == {"toy", "toyadmin"}
    toy = next(c for c in synced if c.name == "toy")
    rec = await d.slash(place.alice, place.channel, "toy move", move="x")
    assert rec.payload["data"]["id"] == str(toy.id)
    assert d.violations == []  # every command and option of the toy bot has a description


async def test_only_synced_commands_are_offered(place: Place) -> None:
    d = place.double

    @app_commands.command(name="fresh", description="Added to the code after the last sync")
    async def fresh(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("fresh", ephemeral=True)

    d.bot.tree.add_command(fresh)
    with pytest.raises(ImpossibleInteraction, match="never synced"):
        await d.slash(place.alice, place.channel, "fresh")
    await d.bot.tree.sync()
    assert (await d.slash(place.alice, place.channel, "fresh")).content == "fresh"
    # a command removed from the code but still registered is still offered by clients:
    # the interaction reaches the bot, whose tree no longer knows it
    d.bot.tree.remove_command("fresh")
    rec = await d.slash(place.alice, place.channel, "fresh")
    assert rec.callback is None and any("CommandNotFound" in e for e in rec.errors)
    d.violations.clear()
    d.errors.clear()


async def test_listeners_see_messages_as_they_appear(place: Place) -> None:
    d = place.double
    seen: list[tuple[str, str]] = []
    d.subscribe(lambda event, message: seen.append((event, message.content)))
    await d.slash(place.alice, place.channel, "toy board")
    assert seen == [("create", "Here is the board")]  # not the empty "thinking" message


async def test_deleted_messages(place: Place) -> None:
    d = place.double
    await d.slash(place.alice, place.channel, "toy move", move="buy 2.3")
    board = d.last_message(place.channel)
    channel = d.bot.get_channel(place.channel)
    cached = await channel.fetch_message(board.id)
    d.delete_message(board.id)
    assert d.last_message(place.channel) is None
    with pytest.raises(ImpossibleInteraction, match="deleted"):
        await d.click(place.alice, board, "turn:7:1")
    with pytest.raises(discord.NotFound) as caught:
        await cached.edit(content="Turn 2")
    assert caught.value.code == 10008


async def test_thread_from_a_message(place: Place) -> None:
    d = place.double
    await d.slash(place.alice, place.channel, "toy move", move="buy 2.3")
    board = d.last_message(place.channel)
    message = await d.bot.get_channel(place.channel).fetch_message(board.id)
    thread = await message.create_thread(name="Toy game #7", auto_archive_duration=60)
    assert thread.id == board.id and board.thread_id == thread.id
    assert d.threads(place.channel)[0].name == "Toy game #7"
    with pytest.raises(discord.HTTPException):
        await message.create_thread(name="again")
    d.violations.clear()
    with pytest.raises(discord.HTTPException) as caught:
        await d.bot.get_channel(place.channel).create_thread(
            name="x" * 101, type=discord.ChannelType.public_thread
        )
    assert caught.value.code == 50035 and "thread name is 101 characters" in d.violations[0]


async def test_forged_custom_ids(place: Place) -> None:
    d = place.double
    await d.slash(place.alice, place.channel, "toy move", move="buy 2.3")
    board = d.last_message(place.channel)
    # a template match that is not on the message: discord.py's DynamicItem dispatch drops it
    dropped = await d.click(place.alice, board, "turn:7:99", forged=True)
    assert dropped.callback is None and not dropped.errors
    assert any("turn:7:99" in v and "never acknowledged" in v for v in d.violations)
    assert d.bot.toy.taps == []
    # a forged select value on a real menu does reach the callback: validate values yourself
    forged = await d.select(place.alice, board, "pick:7", ["card-99"], forged=True)
    assert forged.content == "picked card-99"
