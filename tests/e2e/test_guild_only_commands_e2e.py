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
