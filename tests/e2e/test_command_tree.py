"""The real bot's slash commands, linted against Discord's limits (discord.md): names,
descriptions (no "…" placeholders), option and choice counts, the 8000-character budget."""

from __future__ import annotations

from bot.double.limits import check_command_tree
from bot.games import registry


async def test_the_command_tree_is_within_discord_limits(table):
    assert check_command_tree(table.bot.tree) == []


async def test_every_game_has_its_command_group_and_the_shared_ones(table):
    names = {command.name for command in table.bot.tree.get_commands()}
    assert {"game", "settings"} <= names
    assert set(registry()) <= names


async def test_every_command_and_option_is_described(table):
    for top in table.bot.tree.get_commands():
        data = top.to_dict(table.bot.tree)
        stack = [data]
        while stack:
            item = stack.pop()
            assert item["description"] and item["description"] != "…", item["name"]
            stack.extend(item.get("options") or [])
