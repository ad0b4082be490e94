"""Bonsai in English, Italian and French: every named component of the data has a name in
each catalogue, no text a player reads in any language shows a data id or a rule code,
a few golden sentences per language check the grammar (plurals with 0, articles,
prepositions, a seat's name, French spacing), and the pictures hold their words."""

from __future__ import annotations

import re

import pytest

from bot import i18n
from bot.games.base import IllegalMove
from bot.games.bonsai.engine import ENGINE
from bot.games.bonsai.notation import parse
from bot.games.bonsai.tables import DATA, RULES, TILE_TYPES
from bot.games.message import Message, component, msg, seat, words
from rendering import common as c
from rendering.base import DecisionChoice, get_renderer
from tests.games.bonsai.support import play, position, random_game
from tests.games.bonsai.test_examples import W1_DIAGRAM
from tests.words import player_texts

LANGUAGES = ("en", "it", "fr")
NAMES = ["Ann", "Bo", "Cid", "Dee"]
RENDERER = get_renderer("bonsai")

#: what a player must never read: the data's ids (cards, card kinds, goals, slots, any
#: snake_case word) and the spec's rule codes (R25, E10, PD11, S8, D7, §3.5)
_IDS = {*RULES.card_order, *RULES.kinds, *RULES.goals,
        *(slot["id"] for slot in DATA["display"]["slots"])}
FORBIDDEN = re.compile(
    r"(?<![\w-])(?:" + "|".join(sorted(map(re.escape, _IDS), key=len, reverse=True))
    + r")(?![\w-])|\b[a-z]+_[a-z0-9_]+\b|\b(?:PD|R|E|S|D)\d{1,2}\b|§")


def say(message: Message | str, language: str, names: list[str] = NAMES) -> str:
    return i18n.text(message, language, names=names, game="bonsai")


# --- names -------------------------------------------------------------------------------
def named_components() -> list[str]:
    """Every id of the data that carries a name: tile types, card types, card kinds."""
    return [entry["id"] for key in ("tile_types", "card_types", "card_kinds")
            for entry in DATA[key] if "name" in entry]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_named_component_has_a_name_in_every_language(language: str) -> None:
    ids = named_components()
    # "tool" is both a card type and a card kind: one name serves both
    assert len(ids) == 4 + 5 + 25 and len(set(ids)) == 33
    for data_id in ids:
        message_id = i18n.component_id("bonsai", data_id)
        assert i18n.bundle(language).has_message(message_id), (language, message_id)
        name = say(msg("bonsai-picture-card", card=component(data_id)), language)
        assert name and not FORBIDDEN.search(name), (language, data_id, name)


# --- no ids, no rule codes -----------------------------------------------------------------
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(("players", "seed"), [(1, 8), (2, 9), (4, 6)])
def test_no_player_text_shows_an_id_or_a_rule_code(language: str, players: int,
                                                   seed: int) -> None:
    states, _ = random_game(players, seed, {}, cultivate_bias=0.8)
    for state in states:
        for text in player_texts(ENGINE, state, language):
            assert not FORBIDDEN.search(text), (language, text)
    final = states[-1]
    for rendered in RENDERER.boards(ENGINE.view(final, None), NAMES[:players],
                                    language=language):
        assert not FORBIDDEN.search(rendered.alt), (language, rendered.alt)
    hand = RENDERER.hand(ENGINE.view(final, 0), 0, NAMES[:players], language=language)
    assert hand is not None and not FORBIDDEN.search(hand.alt)


@pytest.mark.parametrize("language", LANGUAGES)
def test_rules_help_and_refusals_show_no_code(language: str) -> None:
    for title, body in ENGINE.rules_help():
        for text in (say(title, language), say(body, language)):
            assert text and not FORBIDDEN.search(text), (language, text)
    state = play(position(2, goals=[]), "cultivate")
    refusals = []
    for notation in ("mirror", "place wood 1,0", "place fruit 0,1", "return wood",
                     "meditate 9", "prune 0,0", "place leaf 0,1 extra", "dance", "claim",
                     "renounce", "claim green"):
        try:
            ENGINE.apply(state, 0, notation)
        except IllegalMove as error:
            refusals.append(error.message)
    assert len(refusals) == 11
    for refusal in refusals:
        assert isinstance(refusal, Message)
        assert not FORBIDDEN.search(say(refusal, language)), say(refusal, language)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_typed_examples_are_the_readers_words_and_work(language: str) -> None:
    """The slash commands' descriptions and the refusals give examples in the reader's
    words, never a goal's id, and each example reads as the move it shows."""
    descriptions = [i18n.t(language, f"bonsai-cmd-{option}-description")
                    for option in ("claim-opt-goal", "renounce-opt-colour",
                                   "meditate-opt-choice", "return-opt-tile")]
    for text in descriptions:
        assert not FORBIDDEN.search(text), (language, text)
    claim, renounce = (i18n.t(language, f"bonsai-example-{verb}")
                       for verb in ("claim", "renounce"))
    assert parse(claim).name == "green_small" and parse(renounce).name == "green"
    goal, colour, choices, tiles = (re.split(r"e\.g\.|per es\.|p\. ex\.|par ex\.", d)[-1]
                                    for d in descriptions)
    assert parse(f"claim {goal}").name == "green_small", (language, goal)
    assert parse(f"renounce {colour}").name == "green", (language, colour)
    for choice in choices.split(","):
        assert parse(f"meditate {choice}").slot in (2, 3, 4), (language, choice)
    assert parse(f"return {tiles}").tiles == ("wood", "leaf"), (language, tiles)


# --- golden sentences ----------------------------------------------------------------------
def test_plurals_follow_each_language_zero_included() -> None:
    counts = {
        0: ("0 leaves", "0 foglie", "0 feuille"),
        1: ("1 leaf", "1 foglia", "1 feuille"),
        2: ("2 leaves", "2 foglie", "2 feuilles"),
    }
    for count, expected in counts.items():
        tiles = msg("bonsai-tile-count", tile="leaf", count=count)
        assert tuple(say(tiles, language) for language in LANGUAGES) == expected
    placed = [msg("bonsai-finished-cultivating", who=seat(1), count=n) for n in (1, 3)]
    assert [say(m, "en") for m in placed] == [
        "Bo finished cultivating (1 tile placed).", "Bo finished cultivating (3 tiles placed)."]
    assert [say(m, "it") for m in placed] == [
        "Bo ha finito di coltivare (1 tessera piazzata).",
        "Bo ha finito di coltivare (3 tessere piazzate)."]
    assert [say(m, "fr") for m in placed] == [
        "Bo a fini de cultiver (1 tuile posée).", "Bo a fini de cultiver (3 tuiles posées)."]


def test_a_meditation_in_three_languages() -> None:
    took = [msg("bonsai-meditated", who=seat(0), slot=3, card=component("master_leaf_flower"),
                count=len(tiles), tiles=words([component(t) for t in tiles]))
            for tiles in ((), ("wood",), ("wood", "flower"))]
    assert [say(m, "en") for m in took] == [
        "Ann meditated on slot 3: took the Master card (leaf + flower) and no tile.",
        "Ann meditated on slot 3: took the Master card (leaf + flower) and wood.",
        "Ann meditated on slot 3: took the Master card (leaf + flower) and wood and flower."]
    assert [say(m, "it") for m in took] == [
        "Ann ha meditato sulla posizione 3: ha preso la carta Maestro (foglia + fiore) e "
        "nessuna tessera.",
        "Ann ha meditato sulla posizione 3: ha preso la carta Maestro (foglia + fiore) e la "
        "tessera Legno.",
        "Ann ha meditato sulla posizione 3: ha preso la carta Maestro (foglia + fiore) e le "
        "tessere Legno e Fiore."]
    assert say(took[2], "fr") == (
        "Ann a médité sur l'emplacement 3\u00a0: a pris la carte Maître (feuilles + fleur) et "
        "les tuiles Bois et Fleur.")


def test_goals_take_their_articles_and_prepositions() -> None:
    small = ENGINE.goal_name("brown_small")
    medium = ENGINE.goal_name("green_medium")
    assert [say(msg("bonsai-claimed", who=seat(1), goal=g), "it") for g in (small, medium)] == [
        "Bo ha rivendicato la tessera Obiettivo marrone piccola (5 punti).",
        "Bo ha rivendicato la tessera Obiettivo verde media (9 punti)."]
    assert [say(msg("bonsai-claimed", who=seat(1), goal=g), "fr") for g in (small, medium)] == [
        "Bo a revendiqué la petite tuile Objectif marron (5 points).",
        "Bo a revendiqué la tuile Objectif verte moyenne (9 points)."]
    one = ENGINE._goals_words(["brown_small"], to=True)
    two = ENGINE._goals_words(["brown_small", "brown_large"], to=True)
    renounced = [msg("bonsai-renounced", who=seat(0), goals=g) for g in (one, two)]
    assert [say(m, "en") for m in renounced] == [
        "Ann renounced the small brown goal for good.",
        "Ann renounced the small and large brown goals for good."]
    assert [say(m, "it") for m in renounced] == [
        "Ann ha rinunciato per sempre alla tessera Obiettivo marrone piccola.",
        "Ann ha rinunciato per sempre alle tessere Obiettivo marroni (piccola e grande)."]
    assert [say(m, "fr") for m in renounced] == [
        "Ann a renoncé définitivement à la tuile Objectif marron (petite).",
        "Ann a renoncé définitivement aux tuiles Objectif marron (petite et grande)."]


def test_seats_are_named_and_french_spaces_its_punctuation() -> None:
    assert say(msg("bonsai-solo-discarded", card=component("tool"), slot=4), "fr") == (
        "Solo\u00a0: la carte Outil de l'emplacement 4 est défaussée.")
    tie = msg("bonsai-wins-tie", count=2, score=17, tied=words([seat(0), seat(1)]),
              who=seat(1))
    assert say(tie, "en") == ("Ann and Bo both have 17 points; Bo wins, seated later in turn "
                              "order (tie-break).")
    assert say(tie, "it") == ("Ann e Bo hanno entrambi 17 punti; vince Bo, che gioca più tardi "
                              "nel turno (spareggio).")
    assert say(tie, "fr", []) == ("Joueur 1 et Joueur 2 ont tous deux 17 points\u00a0; Joueur 2 "
                                  "gagne, placé plus tard dans l'ordre du tour (départage).")
    source = (i18n.LOCALES_DIR / "fr" / "bonsai.ftl").read_text(encoding="utf-8")
    body = source[source.index("bonsai-component-wood"):]
    assert not re.search(r"[^\s\u00a0] ?[:;!?](?=\s|$)", re.sub(r"\{[^}]*\}", "x", body)
                         .replace("\u00a0:", "").replace("\u00a0;", "")
                         .replace("\u00a0?", "").replace("\u00a0!", "")), "no-break spaces"


def test_a_solo_end_in_three_languages() -> None:
    lost = msg("bonsai-solo-lost", who=seat(0), reasons=words([
        msg("bonsai-solo-lost-goals", claimed=0, need=3),
        msg("bonsai-solo-lost-points", score=61, needed=80,
                   level=component("gakusei"))]))
    assert say(lost, "en") == ("Ann lost: only 0 of the 3 goals were claimed and 61 points is "
                               "below the 80 of Gakusei.")
    assert say(lost, "it") == ("Ann ha perso: solo 0 obiettivi rivendicati su 3 e 61 punti "
                               "non bastano per Gakusei, che ne richiede 80.")
    # French puts 0 with the singular
    assert say(lost, "fr") == ("Ann a perdu\u00a0: seulement 0 objectif revendiqué sur 3 et "
                               "61 points, c'est moins que les 80 de Gakusei.")
    one = msg("bonsai-solo-lost-goals", claimed=1, need=3)
    assert [say(one, language) for language in LANGUAGES] == [
        "only 1 of the 3 goals was claimed", "solo 1 obiettivo rivendicato su 3",
        "seulement 1 objectif revendiqué sur 3"]


# --- pictures --------------------------------------------------------------------------------
@pytest.mark.parametrize("language", LANGUAGES)
def test_pictures_hold_their_words_in_every_language(language: str,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """Nothing drawn leaves its picture, no glyph is under 3 % of the width, and the
    words come from the language's catalogue."""
    drawn: list[tuple[str, float, float, int]] = []
    put_text, tag = c.put_text, c.tag

    def recording_put_text(image, xy, text, size, *args, **kwargs):  # type: ignore[no-untyped-def]
        anchor = kwargs.get("anchor", args[2] if len(args) > 2 else "la")
        width = c.text_width(text, size)
        left = {"l": xy[0], "m": xy[0] - width / 2, "r": xy[0] - width}[anchor[0]]
        drawn.append((text, left, left + width, image.width))
        return put_text(image, xy, text, size, *args, **kwargs)

    def recording_tag(image, xy, text, size, *args, **kwargs):  # type: ignore[no-untyped-def]
        box = tag(image, xy, text, size, *args, **kwargs)
        drawn.append((text, box[0], box[2], image.width))
        return box

    monkeypatch.setattr(c, "put_text", recording_put_text)
    monkeypatch.setattr(c, "tag", recording_tag)
    states, _ = random_game(4, 3, cultivate_bias=0.9)
    late = max(states[:-1], key=lambda s: sum(len(x["tree"]) for x in s["seats"]))
    solo_states = random_game(1, 8, cultivate_bias=0.8)[0]
    solo = solo_states[len(solo_states) * 2 // 3]
    long_names = ["Bartolomeo-Massimiliano", "Dominique", "Chiara", "Ann"]
    c.clear_caches()
    with c.record_font_sizes() as sizes:
        RENDERER.boards(ENGINE.view(late, None), long_names, language=language)
        RENDERER.board(ENGINE.view(solo, None), long_names[:1], language=language)
        RENDERER.hand(ENGINE.view(late, 1), 1, long_names, language=language)
        cultivating = play(position(2, seats=[{"tree": W1_DIAGRAM, "supply": "Fl1"}]),
                           "cultivate")
        moves = [m for m in ENGINE.legal_moves(cultivating, 0) if m.marker]
        RENDERER.decision(ENGINE.view(cultivating, 0), 0, long_names,
                          [DecisionChoice(m.marker, (m.notation,)) for m in moves],
                          language=language)
    assert sizes and min(sizes) >= 30
    assert drawn
    for text, left, right, width in drawn:
        assert left >= 0 and right <= width, (language, text, left, right)
    texts = " ".join(text for text, *_ in drawn)
    for word in (say(msg("bonsai-picture-slot", slot=1), language),
                 say(msg("bonsai-picture-key-tile", tile="any"), language)):
        assert word in texts, (language, word)
    if language != "en":
        assert "Deck" not in texts and "Slot" not in texts and "open" not in texts


# --- typed words -------------------------------------------------------------------------
def test_typed_words_mean_one_thing_across_languages() -> None:
    """A word a typed move accepts stands for one thing in every language together (the
    French B is wood, the Italian Le is wood, nothing else)."""
    from bot.games.bonsai.notation import _catalogue_words

    meaning: dict[str, str] = {}
    for language in LANGUAGES:
        for what, listed in _catalogue_words(language).items():
            for word in (w.strip().lower() for w in listed.split(",")):
                assert meaning.setdefault(word, what) == what, (language, word, what)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_words_on_buttons_and_pictures_work_when_typed(language: str) -> None:
    """Issue 19: what the screen says works typed, in every language: the tile names on
    the buttons and the picture letters, a claim's and a renounce's button words, a
    declined slot tile."""
    from bot.games.bonsai.notation import format_move, parse

    def plain(text: str) -> str:
        return re.sub(r"[·:;,()\u00a0]|\b\d+\b|\bpts?\b", " ", text)

    fruiting = position(2, seats=[{"tree": W1_DIAGRAM, "supply": "Fl1 Fr1"}])
    sprouting = position(2, seats=[{"supply": "W1 L1"}])
    places = [(state, m) for state in (fruiting, sprouting)
              for m in ENGINE.legal_moves(state, 0) if m.notation.startswith("place")]
    assert {m.notation.split()[1] for _, m in places} == set(TILE_TYPES)
    for state, move in places:
        kind = move.notation.split()[1]
        button = say(msg("bonsai-tile-button", tile=kind), language)
        letter = say(msg(f"bonsai-letter-{kind}"), language)
        name = say(msg("bonsai-picture-card", card=component(kind)), language)
        for word in (button, button.lower(), letter, name):
            typed = ENGINE.canonical(f"place {word} {move.marker}", state)
            assert typed == move.notation, (language, word, typed)
    goals = position(2, seats=[{"tree": BROWN_TREE}], goals=["brown_small", "brown_large"])
    goals = play(goals, "finish")
    assert goals["phase"] == "goals"
    for move in ENGINE.legal_moves(goals, 0):
        verb = move.notation.split()[0]
        shown = say(move.path[0], language)
        # the button's words after its verb: "Claim small brown · 5 pts", "Renonce…"
        typed = format_move(parse(f"{verb} {' '.join(plain(shown).split()[1:])}"))
        assert typed == move.notation, (language, shown, typed)
    for word in say(msg("bonsai-typed-none"), language).split(","):
        assert parse(f"meditate 3 {word.strip()}").tiles == ("none",)


BROWN_TREE = "\n".join(f"y=+{y} . . . Wd" for y in range(7, 0, -1))
