"""Guild-only commands say so to Discord with ``contexts`` and ``integration_types``
(``allowed_contexts`` / ``allowed_installs``), not only discord.py's ``guild_only``."""

from __future__ import annotations

import pytest

from bot.double.double import ImpossibleInteraction


async def test_the_game_commands_declare_guild_install_and_guild_context(table):
    game = next(c for c in table.bot.tree.get_commands() if c.name == "game")
    data = game.to_dict(table.bot.tree)
    assert data["contexts"] == [0]  # servers only: no bot DM, no group DM
    assert data["integration_types"] == [0]  # installed to a server, not as a user app


async def test_no_game_command_in_a_dm(table):
    dm = table.double.dm_channel(table.users["ann"])
    with pytest.raises(ImpossibleInteraction, match="not available in DMs"):
        await table.double.slash(table.users["ann"], dm, "game list")


async def test_the_synced_commands_declare_contexts_not_dm_permission(table):
    """What Discord registered (the fixture synced through the double): every group names
    its contexts and installs; none leans on the deprecated ``dm_permission``."""
    synced = {c["name"]: c for c in table.double.world.synced_commands[None]}
    assert set(synced) == {c.name for c in table.bot.tree.get_commands()}
    for name, command in synced.items():
        assert "dm_permission" not in command, name
        assert command["integration_types"] == [0], name  # a server install, no user app
        # servers only; settings follow the user into the bot's DMs as well
        assert command["contexts"] == ([0, 1] if name == "settings" else [0]), name


async def test_settings_work_in_the_bots_dms(table):
    ann = table.users["ann"]
    rec = await table.double.slash(ann, table.double.dm_channel(ann), "settings notify",
                                   mode="dm")
    assert rec.content is not None and "DM as well" in rec.content
    table.double.assert_clean()
