"""The board message's text within Discord's 2000 characters: the pings survive a long
recap (a player who passed early catches up on many turns)."""

from __future__ import annotations

from bot.discord_app.notifier import _fit_recap


def test_a_long_recap_loses_its_oldest_lines_never_the_pings() -> None:
    recap = [f"turn {n}: " + "x" * 290 for n in range(20)]
    content = _fit_recap("**Azul #4**", recap, "<@1> — your turn: tap **Play**.")
    assert len(content) <= 2000
    assert content.startswith("**Azul #4**\n…\n")
    assert content.endswith("<@1> — your turn: tap **Play**.")
    assert "turn 19:" in content and "turn 0:" not in content


def test_a_short_recap_is_kept_whole() -> None:
    content = _fit_recap("**T**", ["a", "b"], "<@1> go")
    assert content == "**T**\na\nb\n<@1> go"


def test_rules_are_an_embed_of_the_games_sections_within_discords_sizes() -> None:
    from bot.app.messages import rules_words
    from bot.games import all_engines
    from cogs.game import rules_embed

    for engine in all_engines().values():
        embed = rules_embed(engine)
        total = len(embed.title or "") + len(embed.description or "") + sum(
            len(f.name or "") + len(f.value or "") for f in embed.fields) + len(
            embed.footer.text or "")
        assert total <= 6000 and len(embed.fields) <= 25
        assert all(len(f.value or "") <= 1024 for f in embed.fields)
        titles = [rules_words(engine.name, title) for title, _ in engine.rules_help()]
        shown = [f.name for f in embed.fields]
        assert all(t in shown for t in titles[1:]), (engine.name, titles, shown)
