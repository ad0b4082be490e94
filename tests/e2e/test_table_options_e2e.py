"""``/game new options:`` is offered as it is typed (issue 19: it was free text): every
option of the chosen game with each value, explained and its default marked, pairs
already typed kept; the choice is then accepted as typed."""

from __future__ import annotations

from bot import i18n
from bot.games import get_engine


async def test_table_options_are_offered_and_explained(table, monkeypatch):
    d = table.double
    ann = table.users["ann"]
    choices = await d.autocomplete(ann, table.channel, "game new", focused="options",
                                   value="", game="bonsai")
    offered = {c.value: c.name for c in choices}
    specs = get_engine("bonsai").options
    assert set(offered) == {f"{s.name}={v}" for s in specs for v in s.choices}
    goals = next(s for s in specs if s.name == "goals")
    described = i18n.text(goals.description, "en", game="bonsai")
    assert offered[f"goals={goals.default}"] == f"goals={goals.default} (default) — " \
                                                f"{described}"
    # A pair typed and the next one begun: the typed pair stays, the next is completed.
    choices = await d.autocomplete(ann, table.channel, "game new", focused="options",
                                   value="goals=off tok", game="bonsai")
    assert [c.value for c in choices] == ["goals=off tokonoma=off", "goals=off tokonoma=on"]
    assert all(len(c.name) <= 100 for c in choices)
    # Set options are not offered again.
    choices = await d.autocomplete(ann, table.channel, "game new", focused="options",
                                   value="goals=off ", game="bonsai")
    assert choices and not any(c.value.count("goals=") > 1 for c in choices)
    # A game without options offers nothing; no game chosen yet: every game's, named.
    assert await d.autocomplete(ann, table.channel, "game new", focused="options",
                                value="", game="splendor") == []
    everything = await d.autocomplete(ann, table.channel, "game new", focused="options",
                                      value="start")
    assert everything and all("Azul" in c.name for c in everything)
    # The reader's language (the description follows the game's catalogue).
    monkeypatch.setenv("LANGUAGES", "on")
    d.world.users[ann].locale = "it"
    italian = await d.autocomplete(ann, table.channel, "game new", focused="options",
                                   value="goals=o", game="bonsai")
    d.world.users[ann].locale = "en-US"
    monkeypatch.delenv("LANGUAGES")
    italian_words = i18n.text(goals.description, "it", game="bonsai")
    assert italian_words != described
    assert any(c.name.startswith("goals=on (predefinito) — " + italian_words[:30])
               for c in italian)
    # A chosen value opens the table with it.
    await d.slash(ann, table.channel, "game new", game="bonsai",
                  options="goals=off tokonoma=on")
    [game] = await table.bot.store.find_games(user_id=ann, statuses=("lobby",))
    assert (game.options["goals"], game.options["tokonoma"]) == ("off", "on")
    d.assert_clean()


async def test_the_lobby_says_the_options_in_words_in_the_tables_language(table):
    d = table.double
    ann = table.users["ann"]
    await d.slash(ann, table.channel, "game new", game="bonsai", language="fr",
                  options="goals=off solo_level=sensei")
    lobby = d.last_message(table.channel).content
    assert "Tuiles Objectif : non · Variante Tokonoma : non · Niveau du solo : Sensei" \
        in lobby
    # no typed pair and no data id reaches the players
    assert "goals" not in lobby and "=" not in lobby and "sensei" not in lobby
    await d.slash(ann, table.channel, "game cancel")
    await d.slash(ann, table.channel, "game new", game="azul_queens_garden",
                  options="start=2")
    assert "First player of round 1: Player 2" in d.last_message(table.channel).content
    d.assert_clean()
