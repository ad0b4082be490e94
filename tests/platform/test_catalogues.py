"""The catalogues (``locales/``) and the machinery that turns messages into words.

Parity: every language has every message with the same variables, and every file parses.
Rendering: plural categories, lists, seats, components and nested messages as each
language says them, no isolation marks, and the pseudo-locale that exposes any English
that bypassed the catalogue.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast

from bot import i18n
from bot.games.message import Message, as_message, component, msg, seat, words

ROOT = Path(__file__).resolve().parents[2]


def parsed(path: Path) -> ast.Resource:
    return FluentParser(with_spans=True).parse(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("language", i18n.SUPPORTED)
def test_every_catalogue_file_parses(language):
    files = i18n.ftl_files(language)
    assert files and files[0].name == "common.ftl"
    for path in files:
        body = parsed(path).body
        junk = [entry for entry in body if isinstance(entry, ast.Junk)]
        assert not junk, f"{path}: {[j.content[:80] for j in junk]}"
        # Fluent keeps the last of two definitions: a second one silently wins
        ids = [entry.id.name for entry in body if isinstance(entry, ast.Message | ast.Term)]
        twice = sorted({name for name in ids if ids.count(name) > 1})
        assert not twice, f"{path} defines these twice: {twice}"


def test_every_language_has_the_same_files_messages_and_variables():
    english = i18n.message_ids("en")
    names = {p.name for p in i18n.ftl_files("en")}
    for language in ("it", "fr"):
        assert {p.name for p in i18n.ftl_files(language)} == names, language
        other = i18n.message_ids(language)
        assert set(other) == set(english), (
            language, sorted(set(english) ^ set(other))[:20])
        differing = {k: (english[k], other[k]) for k in english
                     if not k.startswith("-") and english[k] != other[k]}
        assert not differing, (language, differing)


def test_message_ids_start_with_their_domain():
    for language in i18n.SUPPORTED:
        for path in i18n.ftl_files(language):
            domain = path.stem.replace("_", "-")
            for entry in parsed(path).body:
                if isinstance(entry, ast.Message | ast.Term):
                    assert entry.id.name.startswith(f"{domain}-"), (path, entry.id.name)


# --- messages as data ----------------------------------------------------------------
def test_a_message_round_trips_through_json_and_has_a_language_free_key():
    message = msg("zenso-bought", who=seat(1), card=component("H38"), cost=2,
                  cells=words(["3,-1", "2,0"]), then=msg("common-seat", number=1))
    stored = json.loads(json.dumps(message.to_json()))
    assert Message.from_json(stored) == message
    assert as_message(stored) == message
    assert as_message("Player 1 took W.") == "Player 1 took W."  # a sentence from before
    assert message.key == Message.from_json(stored).key
    assert len({message, Message.from_json(stored)}) == 1


def test_a_message_refuses_what_is_not_an_argument():
    with pytest.raises(ValueError):
        Message("Not An Id")
    with pytest.raises(TypeError):
        msg("common-seat", number=True)  # a flag belongs in the message id
    with pytest.raises(TypeError):
        msg("common-seat", number={"what": 1})
    message = msg("common-seat", number=1)
    with pytest.raises(TypeError):
        message.args["number"] = 2  # type: ignore[index]


# --- rendering, on a small catalogue of its own ----------------------------------------
FIXTURE = {
    "en": """
common-seat = Player { $number }
common-tokens = { $who } has { $count ->
    [one] { $count } token
   *[other] { $count } tokens
}.
common-took = { $who } took { $gems }.
common-wrapped = Note: { $inner }
toy-component-t07 = the Old Pine
""",
    "it": """
common-seat = Giocatore { $number }
common-tokens = { $who } ha { $count ->
    [one] { $count } gettone
   *[other] { $count } gettoni
}.
common-took = { $who } ha preso { $gems }.
common-wrapped = Nota: { $inner }
toy-component-t07 = il Vecchio Pino
""",
    "fr": """
common-seat = Joueur { $number }
common-tokens = { $who } a { $count ->
    [one] { $count } jeton
   *[other] { $count } jetons
}.
common-took = { $who } a pris { $gems }.
common-wrapped = Note : { $inner }
""",
}


@pytest.fixture
def catalogue(tmp_path, monkeypatch):
    for language, source in FIXTURE.items():
        (tmp_path / language).mkdir()
        (tmp_path / language / "common.ftl").write_text(source, encoding="utf-8")
    monkeypatch.setattr(i18n, "LOCALES_DIR", tmp_path)
    i18n.bundle.cache_clear()
    yield tmp_path
    i18n.bundle.cache_clear()


def test_plural_categories_follow_each_language(catalogue):
    for count, en, it, fr in [(0, "0 tokens", "0 gettoni", "0 jeton"),
                              (1, "1 token", "1 gettone", "1 jeton"),
                              (2, "2 tokens", "2 gettoni", "2 jetons")]:
        message = msg("common-tokens", who=seat(0), count=count)
        assert i18n.text(message, "en", names=["Ann"]) == f"Ann has {en}."
        assert i18n.text(message, "it", names=["Ann"]) == f"Ann ha {it}."
        assert i18n.text(message, "fr", names=["Ann"]) == f"Ann a {fr}."


def test_lists_seats_components_and_nested_messages(catalogue):
    took = msg("common-took", who=seat(2), gems=words(["W", "U", "G"]))
    assert i18n.text(took, "en") == "Player 3 took W, U, and G."
    assert i18n.text(took, "it") == "Giocatore 3 ha preso W, U e G."
    assert i18n.text(took, "fr") == "Joueur 3 a pris W, U et G."
    either = msg("common-took", who=seat(0), gems=words(["W", "U"], "or"))
    assert i18n.text(either, "it", names=["Bo"]) == "Bo ha preso W o U."
    named = msg("common-took", who=seat(0), gems=component("T07"))
    assert i18n.text(named, "it", names=["Bo"], game="toy") == "Bo ha preso il Vecchio Pino."
    wrapped = msg("common-wrapped", inner=took)
    assert i18n.text(wrapped, "fr") == "Note : Joueur 3 a pris W, U et G."
    assert "\u2068" not in i18n.text(wrapped, "fr")  # no isolation marks


def test_a_missing_message_falls_back_to_english_or_raises_when_strict(catalogue,
                                                                       monkeypatch):
    named = msg("common-took", who=seat(0), gems=component("T07"))
    monkeypatch.delenv(i18n.STRICT_ENV, raising=False)
    # French has no name for the component: English stands in, never the data id.
    assert i18n.text(named, "fr", game="toy") == "Joueur 1 a pris the Old Pine."
    assert i18n.text(msg("common-nowhere"), "fr") == "common-nowhere"
    monkeypatch.setenv(i18n.STRICT_ENV, "1")
    with pytest.raises(i18n.CatalogueError):
        i18n.text(msg("common-nowhere"), "fr")
    with pytest.raises(i18n.CatalogueError):
        i18n.text(msg("common-tokens", count=1), "en")  # $who missing


def test_the_pseudo_locale_marks_every_catalogue_word(catalogue):
    message = msg("common-tokens", who=seat(0), count=2)
    english = i18n.text(message, "en", names=["Ann"])
    fake = i18n.text(message, i18n.PSEUDO, names=["Ann"])
    assert fake.startswith("⟦") and fake.endswith("⟧")
    assert "Ann" in fake and "2" in fake  # arguments untouched
    assert "has" not in fake and "tokens" not in fake
    assert len(fake) >= len(english) * 4 // 3


@pytest.mark.parametrize("given, expected", [
    ("it", "it"), ("fr", "fr"), ("en-US", "en"), ("en-GB", "en"), ("de", "en"),
    (None, "en"), ("", "en"), ("qps", "qps")])
def test_discord_locales_map_to_a_catalogue(given, expected):
    assert i18n.negotiate(given) == expected


def test_a_refusal_carries_its_message_and_reads_english_in_logs():
    from bot.games import get_engine
    from bot.games.base import NotYourDecision

    engine = get_engine("splendor")
    state = engine.setup(2, 7, {})
    waiting = engine.to_move(state)
    other = 1 - waiting[0]
    with pytest.raises(NotYourDecision) as refused:
        engine.require_seat(state, other)
    assert refused.value.message == msg("common-not-your-decision",
                                        waiting=words([seat(waiting[0])]))
    assert str(refused.value) == ("It is not your decision now; the game waits for "
                                  f"Player {waiting[0] + 1}.")
    assert i18n.text(refused.value.message, "it", names=["Ann", "Bo"]) == (
        f"Ora non tocca a te decidere: la partita aspetta {['Ann', 'Bo'][waiting[0]]}.")
