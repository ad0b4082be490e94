"""Words, not ids: everything a player reads about Azul: Queen's Garden (events, prompts,
button labels and menu steps, refusals, the result, the end sentence, alt text) names
tiles by colour and value, expansions as such and places by what they are, while typed
commands keep the notation's ids."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from bot import i18n
from bot.games.azul_queens_garden.engine import BUTTON_LABEL
from bot.games.azul_queens_garden.words import (
    cell_words,
    element_words,
    kinds_list,
    say,
)
from bot.games.base import IllegalMove
from bot.games.message import component, words
from bot.games.message import seat as seat_arg
from rendering.azul_queens_garden import RENDERER
from tests.games.azul_queens_garden.support import (
    E,
    T,
    events,
    notations,
    position,
    random_game,
    retop,
    text,
)
from tests.games.azul_queens_garden.test_examples import W1_START, W6
from tests.words import player_texts

NAMES = ["Ann", "Ben", "Cid", "Dee"]
_COLOURS = "|".join(T.colours)
#: the data's id patterns (kinds, expansions, colour ids, pattern ids) and the spec's
#: rule and decision tags, none of which a player should meet while playing
_IDS = re.compile(rf"\b(?:exp_)?(?:{_COLOURS})_[1-6]\b|\bexp_\w+|\bp[1-6]\b"
                  r"|\b(?:lightgreen|darkgreen|lightpurple|darkpurple)\b|\b[RSEP]\d+\b|\bW\d+\b")
#: a place named by its bare code: a cell without where it lies, an area or the stack's
#: top without saying what it is (the codes stay, explained: "F1 (the fountain's …)",
#: "the east area (A0)", "the stack's top (T)")
_BARE = re.compile(r"\b(?:F[0-5]|A[0-5]\.[c0-5])\b(?! \(the )|(?<!\()\bA[0-5]\b(?![.)])"
                   r"|(?<!\()\bT\b")
GAMES = [(2, 1), (2, 7), (3, 5), (3, 8), (4, 3), (4, 6)]
LANGUAGES = ("en", "it", "fr")


def _texts(state: dict, language: str = "en") -> list[str]:
    """Everything a player may read about ``state``: public events, every seat's prompt
    and private events, the labels and menu steps of every legal move, the alt text of
    every picture and, at the end, the result's details, breakdown and sentence."""
    texts = player_texts(E, state, language)
    view = E.view(state, None)
    return texts + [image.alt for image in RENDERER.boards(view, NAMES[:state["players"]],
                                                           language=language)]


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_whole_games_show_no_ids(players: int, seed: int) -> None:
    states, _ = random_game(players, seed)
    assert E.is_over(states[-1])
    for index, state in enumerate(states):
        # every event of every state; the rest (menus, pictures' words) every few turns
        texts = _texts(state) if index % 4 == 0 or index == len(states) - 1 \
            else events(state)
        for said in texts:
            assert not _IDS.search(said), said
        for event in events(state):
            assert not _BARE.search(event), event


def test_the_whole_games_cover_every_kind_of_sentence() -> None:
    # so that the test above is about something: every kind of event happens in them
    kinds = ("from-top", "from-laid", "moves-out-holding", "new-top-shows", "flips",
             "taken-face-up", "places", "lays-face-up", "buys", "discards", "passes-first",
             "round-scores", "round-begins", "final-scoring", "stack-used-up")
    seen: Counter[str] = Counter()
    labels: Counter[str] = Counter()
    for players, seed in GAMES:
        states, _ = random_game(players, seed)
        for state in states:
            for event in state["events"]:
                said = str(event)  # the message's JSON, nested messages included
                for kind in kinds:
                    seen[kind] += f"'azul-queens-garden-{kind}'" in said
        for state in states[::9]:
            for move in E.legal_moves(state, state["active"]) if not E.is_over(state) else ():
                labels[move.path[0].id] += 1
                labels["duplicate"] += any(step.id == "azul-queens-garden-copies"
                                           for step in move.path[2:3])
    assert all(seen[k] for k in kinds), seen
    assert all(labels[f"azul-queens-garden-{k}"] for k in (
        "acquire", "place-tile", "expand", "pass")), labels
    assert labels["duplicate"], labels


# --- exact sentences ----------------------------------------------------------------------

def test_a_take_from_the_top_in_words() -> None:
    """The lead's console game: ids and bare codes became sentences."""
    state = position("players 2\nactive 0\ntop blue_2 yellow_2 lightgreen_2 darkpurple_1")
    after = E.apply(state, 0, "acquire p2")
    assert events(after)[:2] == [
        "Player 1 takes Blue 2, Yellow 2, and Light green 2 from the stack's top (T).",
        "The top expansion moves out as L1, still holding Dark purple 1.",
    ]
    assert after["events"][2] == say("new-top-shows", tiles=kinds_list(T, after["top"])).to_json()
    assert re.fullmatch(r"The new top shows ([A-Z][a-z]+( [a-z]+)? [1-6](, |, and )?){4}\.",
                        events(after)[2])
    assert len(events(after)) == 3


def test_w1_in_words_duplicates_and_the_flip() -> None:
    state = position(W1_START)
    after = retop(E.apply(state, 0, "acquire blue"),
                  ["yellow_2", "darkgreen_2", "lightpurple_4", "darkpurple_6"])
    steps = {m.notation: tuple(map(text, m.path)) for m in E.legal_moves(after, 1)}
    # the copies' button says every tile the take brings, by location (issue 19: a
    # button naming the chosen copy alone hid the tiles that came with it)
    assert steps["acquire p2 yellow_2@T"] == (
        "Acquire", "Bird (2): Yellow, Dark green", "Yellow 2 and Dark green 2 from T")
    assert steps["acquire p2 yellow_2@L1"][2] == "Dark green 2 from T, Yellow 2 from L1"
    ina = E.apply(after, 1, "acquire p2 yellow_2@L1")
    assert events(ina)[0] == ("Player 2 takes Dark green 2 from the stack's top (T) and "
                                "Yellow 2 from the laid-out expansion L1.")
    assert events(ina)[1] == ("The top expansion moves out as L2, still holding Yellow 2, "
                                "Light purple 4, and Dark purple 6.")
    assert events(ina)[-1] == ("L1 is empty and turns face up: it is the Light green 1 "
                                 "expansion.")
    shown = position("players 2\nactive 0\ntop blue_1 blue_2 yellow_3 yellow_4\n"
                     "laid L1 up exp_lightgreen_1")
    steps = [tuple(map(text, m.path)) for m in E.legal_moves(shown, 0)
             if m.notation.startswith("acquire lightgreen")]
    assert steps == [("Acquire", "Light green: pattern 1")]
    took = E.apply(shown, 0, "acquire lightgreen")
    assert events(took) == ["Player 1 takes the face-up Light green 1 expansion L1."]
    twice = position("players 2\nactive 0\ntop yellow_2 blue_1 blue_3 darkgreen_4\n"
                     "laid L1 down yellow_2 lightpurple_4")
    with pytest.raises(IllegalMove, match=r"^Yellow 2 lies on the stack's top \(T\) and on "
                                          r"the laid-out expansion L1; say which copy you "
                                          r"take, like `Yellow 2 from T`\.$"):
        E.apply(twice, 0, "acquire yellow")


def test_w6_placement_and_surround_in_words() -> None:
    after = E.apply(position(W6), 0, "place blue_2 F1 pay yellow_2")
    assert events(after) == [
        "Player 1 places Blue 2 on F1 (the fountain's north-east space), paying Yellow 2.",
        "Player 1 surrounds the fountain, the statue east-north-east of the fountain (O0)"
        ", and the bench north of the fountain (O1): 5 jokers, 3 lost for lack of room in "
        "the storage.",
    ]
    move = next(m for m in E.legal_moves(position(W6), 0)
                if m.notation == "place blue_2 F1 pay yellow_2")
    assert text(move.label) == "Place Blue 2 on F1 (the fountain's north-east space)"
    # the only payment is a step alone at its level: the panel takes it without a tap
    assert tuple(map(text, move.path)) == (
        "Place a tile", "Blue 2 (cost 2)", "Pay Yellow 2", "F1")


def test_expansions_buying_and_passing_in_words() -> None:
    state = position("players 2\nactive 0\nseat 0 score 6\nseat 0 garden F0=yellow_3\n"
                     "seat 0 storage exp_yellow_3 yellow_1 J")
    move = next(m for m in E.legal_moves(state, 0)
                if m.notation == "expand exp_yellow_3 A0 o0 pay yellow_1 1J")
    assert text(move.label) == ("Place the Yellow 3 expansion face up in the east area (A0), its "
                          "hexagon on A0.0 (the east cell of the east area)")
    assert tuple(map(text, move.path)) == (
        "Expand the garden", "Yellow 3 expansion (cost 3)", "Pay Yellow 1 and 1 joker", "A0.0")
    assert move.marker == "1"  # the first place the picture numbers
    after = E.apply(state, 0, move.notation)
    assert events(after) == [
        "Player 1 lays the Yellow 3 expansion face up in the east area (A0), its hexagon on "
        "A0.0 (the east cell of the east area), paying Yellow 1 and 1 joker."]
    with pytest.raises(IllegalMove, match=r"^With orientation 3 in the east area \(A0\), the "
                                          r"hexagon of the Yellow 3 expansion would lie on "
                                          r"A0.3, where it would join two Yellow 3"):
        E.apply(state, 0, "expand exp_yellow_3 A0 o3 pay yellow_1 1J")
    bought = E.apply(state, 0, "buy A3")
    assert events(bought) == ["Player 1 buys a face-down expansion from the supply for 6 "
                                "points and lays it in the west area (A3)."]
    w7 = position("players 2\nactive 0\nseat 0 score 4\n"
                  "seat 0 storage darkgreen_6 exp_lightpurple_2 J J")
    step = E.apply(w7, 0, "pass")
    assert [text(m.label) for m in E.legal_moves(step, 0)] == [
        "Discard Dark green 6 (−6 points)", "Discard the Light purple 2 expansion (−2 points)",
        "Discard all 2 tiles and expansions (−8 points)", "Done: pass now"]
    emptied = E.apply(step, 0, "discard darkgreen_6 exp_lightpurple_2")
    assert events(emptied)[0] == ("Player 1 discards Dark green 6 and the Light purple 2 "
                                  "expansion (−8 points).")
    assert emptied["seats"][0]["passed"] and emptied["seats"][0]["score"] == 0
    after = E.apply(E.apply(step, 0, "discard darkgreen_6"), 0, "discard exp_lightpurple_2")
    assert events(after) == [
        "Player 1 discards the Light purple 2 expansion (−2 points).",
        "Player 1 passes first this round and takes the first player marker: −8 for the "
        "discards and −1 for passing first, 4 → 0 points (a score never goes below 0).",
    ]


def test_an_empty_bag_lays_the_stack_out_in_words() -> None:
    """R13 step 3: no tile to draw, so the rest of the stack is laid out face up."""
    state = position("players 2\nactive 0\ntop blue_1 blue_2\n"
                     "current exp_lightgreen_1 exp_yellow_4 exp_darkpurple_6")
    state["bag"] = dict.fromkeys(T.kinds, 0)
    after = E.apply(state, 0, "acquire blue")
    assert events(after) == [
        "Player 1 takes Blue 1 and Blue 2 from the stack's top (T).",
        "The top expansion moves out as L1 with no tile left on it.",
        "No tile is left to draw, so the rest of the stack is laid out face up as L2 (the "
        "Yellow 4 expansion) and L3 (the Dark purple 6 expansion).",
        "L1 is empty and turns face up: it is the Light green 1 expansion.",
    ]


def test_an_automatic_pass_in_one_sentence() -> None:
    """R36, P27: the seat with nothing to do is told passing for it, first this round."""
    state = position("players 2\nactive 0\nseat 0 storage blue_1 J J J\n"
                     "seat 1 score 0\nseat 1 storage J J J J J J J J J J J J")
    after = E.apply(state, 0, "place blue_1 F0")
    assert events(after) == [
        "Player 1 places Blue 1 on F0 (the fountain's east space).",
        "Player 2 has nothing to do and nothing to discard, so passes automatically first "
        "this round and takes the first player marker: −1 for passing first, 0 → 0 points "
        "(a score never goes below 0).",
    ]


def test_refusals_in_words() -> None:
    state = position("players 2\nactive 0\nseat 0 garden F0=blue_3 F1=blue_5 F3=yellow_3\n"
                     "seat 0 storage blue_3 darkgreen_2 J J J")
    with pytest.raises(IllegalMove, match=r"^Dark green 2 cannot go on F2: it would touch "
                                          "hexagons without sharing a colour or a pattern"):
        E.apply(state, 0, "place darkgreen_2 F2 pay 1J")
    with pytest.raises(IllegalMove, match=r"^F0 \(the fountain's east space\) already holds "
                                          r"a hexagon \(Blue 3\)\.$"):
        E.apply(state, 0, "place blue_3 F0 pay 2J")
    with pytest.raises(IllegalMove, match=r"^A2.1 \(the north-east cell of the north-west "
                                          r"area\) is not a free space of your garden: the "
                                          r"north-west area \(A2\) holds no expansion yet\.$"):
        E.apply(state, 0, "place blue_3 A2.1 pay 2J")
    with pytest.raises(IllegalMove, match=r"^Your storage holds no Yellow 1 tile to place\.$"):
        E.apply(state, 0, "place yellow_1 F2")
    with pytest.raises(IllegalMove, match=r"^Your storage does not hold the Blue 1 expansion\.$"):
        E.apply(state, 0, "expand exp_blue_1 A0 o0")
    with pytest.raises(IllegalMove, match=r"^A payment must be one colour in different"):
        E.apply(state, 0, "place blue_3 F4 pay darkgreen_2 1J")


# --- labels that fit a button -------------------------------------------------------------

def test_every_take_with_copies_fits_a_button() -> None:
    """A take's copies name every piece it brings (issue 19), in at most 80 characters in
    every language, however many kinds and locations: names up to three pieces' worth,
    then values or colours, then the colours' codes."""
    longest = {}
    for criterion in (*T.colours, *(f"p{v}" for v in range(1, 7))):
        kinds = sorted((k for k in T.kinds if T.matches(k, criterion)),
                       key=T.kind_index.__getitem__)
        for count in range(2, 7):
            for face_up in range(3):  # how many of them are face-up expansions
                chosen = kinds[-count:]
                location = {k: f"L{i + 1}" for i, k in enumerate(chosen)}
                places = {(location[k], k): i < face_up for i, k in enumerate(chosen)}
                step, label = E._copies_words(criterion, chosen, location, places)
                for language in LANGUAGES:
                    said = text(step, language)
                    assert len(said) <= BUTTON_LABEL, said
                    longest[language] = max(longest.get(language, 0), len(said))
                    assert len(text(label, language)) <= 100  # the move's confirmation
    assert min(longest.values()) > 50  # the cases above are the long ones
    step, _ = E._copies_words("p4", ["yellow_4", "lightgreen_4", "darkpurple_4"],
                              {"yellow_4": "T", "lightgreen_4": "L2", "darkpurple_4": "T"},
                              {("T", "yellow_4"): False, ("L2", "lightgreen_4"): False,
                               ("T", "darkpurple_4"): False})
    assert text(step) == "Yellow 4 and Dark purple 4 from T, Light green 4 from L2"


def test_a_long_payment_still_fits_a_button() -> None:
    """A payment in one colour names its colour once; one in five colours with both
    expansions is too long for a button in words and falls back to the pictures' codes
    (LG6 EXP)."""
    state = position("players 2\nactive 0\nseat 0 storage lightpurple_6 lightpurple_1 "
                     "lightpurple_2 lightpurple_3 lightpurple_4 lightpurple_5")
    pays = {text(m.path[2]) for m in E.legal_moves(state, 0) if m.notation.startswith(
        "place lightpurple_6 F0 pay lightpurple_1 lightpurple_2 lightpurple_3")}
    assert pays == {"Pay Light purple 1, 2, 3, 4, and 5"}
    state = position("players 2\nactive 0\nseat 0 storage blue_6 yellow_6 darkgreen_6 "
                     "darkpurple_6 exp_lightgreen_6 exp_lightpurple_6")
    pay = next(text(m.path[2]) for m in E.legal_moves(state, 0)
               if m.notation.startswith("place blue_6 F0 pay yellow_6 exp_lightgreen_6"))
    assert pay == "Pay Ye6, LG6 EXP, DG6, LP6 EXP, DP6"
    for players, seed in GAMES[::2]:
        states, _ = random_game(players, seed)
        for state in states[::5]:
            for seat in E.to_move(state):
                for move in E.legal_moves(state, seat):
                    for language in LANGUAGES:
                        assert all(len(text(step, language)) <= BUTTON_LABEL
                                   for step in move.path), move.path


def test_typed_commands_keep_the_ids() -> None:
    state = position(W1_START)
    assert E.canonical("TAKE Blue") == "acquire blue"  # the verb's name in logs from before
    assert "acquire blue" in notations(state)
    after = retop(E.apply(state, 0, "acquire blue"),
                  ["yellow_2", "darkgreen_2", "lightpurple_4", "darkpurple_6"])
    assert E.find_move(after, 1, "acquire p2 yellow_2@l1").notation == "acquire p2 yellow_2@L1"


# --- places in words ----------------------------------------------------------------------

def test_cells_and_elements_in_the_data_s_directions() -> None:
    assert text(cell_words(T, "F4")) == "F4 (the fountain's south-west space)"
    assert text(cell_words(T, "A5.c")) == "A5.c (the centre of the south-east area)"
    assert text(cell_words(T, "A2.0")) == "A2.0 (the east cell of the north-west area)"
    assert [text(element_words(T, f"O{k}", T.fixed_elements[f"O{k}"][0]))
            for k in range(6)] == [
        "the statue east-north-east of the fountain (O0)",
        "the bench north of the fountain (O1)",
        "the statue west-north-west of the fountain (O2)",
        "the bench west-south-west of the fountain (O3)",
        "the statue south of the fountain (O4)",
        "the bench east-south-east of the fountain (O5)",
    ]
    assert text(element_words(T, "A3.c", "pavilion")) == "the pavilion of the west area (A3)"


# --- the result ---------------------------------------------------------------------------

def test_the_result_and_its_breakdown_in_words() -> None:
    states, _ = random_game(3, 7)
    result = E.result(states[-1])
    for standing in result.standings:
        assert standing.score == sum(standing.breakdown.values())
        assert set(standing.breakdown) <= {
            "start", "round goals", "pavilions", "passing first", "discards",
            "supply purchases", "storage at the end", "groups", "group-of-6 bonus",
            "lifted to 0 by"}
    assert text(result.details[0]) == (
        "Player 1: round 4 goals 6 and pavilions 0, storage +0, groups: none.")
    assert text(result.details[2]) == (
        "Player 3: round 4 goals 9 and pavilions 2, storage -8, groups: Pattern 1 (Tree) "
        "group of 6 = 6 + 6 bonus, Pattern 3 (Butterflies) group of 3 = 9.")
    assert text(E.end_sentence(result)) == "Player 3 wins with 37 points."
    state = position("players 2\nround 4\nactive 0\nfirst_passer 1\nseat 1 passed\n"
                     "seat 0 score 20\nseat 1 score 20")
    tie = E.result(E.apply(state, 0, "pass"))
    assert text(E.end_sentence(tie)) == ("Player 1 and Player 2 share the victory with 23 points "
                                   "each; the rules have no tie-break.")
    resigned = E.resign_result(states[len(states) // 2], 0)
    for standing in resigned.standings:
        assert standing.breakdown and standing.score == sum(standing.breakdown.values())


def test_alt_text_in_words() -> None:
    state = position("players 2\nactive 0\ntop blue_1 blue_3 yellow_2 yellow_2\n"
                     "laid L1 up exp_darkgreen_4\nlaid L2 down lightgreen_5\n"
                     "seat 0 garden F0=blue_3 A1=up:exp_yellow_3:5\n"
                     "seat 0 storage blue_2 blue_2 exp_blue_4 J J")
    board, garden, _ = RENDERER.boards(E.view(state, None), NAMES[:2])
    assert "The stack's top (T) holds Blue 1, Blue 3, Yellow 2, and Yellow 2" in board.alt
    assert "Laid out as L1: the Dark green 4 expansion, face up." in board.alt
    assert "Laid out as L2, face down: Light green 5." in board.alt
    assert garden.alt == (
        "Ann: 15 points. Around the fountain: F0 Blue 3. The north-east area (A1): the "
        "Yellow 3 expansion face up; A1.5 Yellow 3. Storage: Blue 2 ×2, the Blue 4 "
        "expansion, and 2 jokers.")


# --- every language ---------------------------------------------------------------------

#: a rule or decision code (R25, P13, S8, E4) or a data id: never in any language
_CODES = re.compile(r"\b[RSEP]\d+\b|\bPD-\d+\b")


@pytest.mark.parametrize("language", ["it", "fr"])
@pytest.mark.parametrize(("players", "seed"), GAMES[::3])
def test_whole_games_show_no_ids_in_italian_and_french(players: int, seed: int,
                                                       language: str) -> None:
    """What an Italian or French player reads (events, prompts, menus, pictures' alt
    text, the result) names things in words: no data id, no rule code, no English left
    (the catalogue has every message, or strict mode would have raised)."""
    states, _ = random_game(players, seed)
    for index, state in enumerate(states):
        texts = (_texts(state, language) if index % 6 == 0 or index == len(states) - 1
                 else events(state, language))
        for said in texts:
            assert not _IDS.search(said), said
            assert not _CODES.search(said), said
    for _, body in E.rules_help():
        assert not _CODES.search(text(body, language))


def test_every_component_of_the_data_has_a_name_in_every_language() -> None:
    """Colours, patterns, tile kinds and expansions: a name per language, and not the
    id."""
    data = T.data
    ids = [c["id"] for c in data["colours"]["items"]]
    ids += [p["id"] for p in data["patterns"]["items"]]
    ids += [k["id"] for k in data["hexagon_kinds"]["items"]]
    ids += [e["id"] for e in data["expansions"]["items"]]
    assert len(ids) == 6 + 6 + 36 + 36
    for language in LANGUAGES:
        names = [text(say("code", code=component(data_id)), language) for data_id in ids]
        assert len(set(names)) == len(names), language
        for data_id, name in zip(ids, names, strict=True):
            assert name and data_id not in name and not _IDS.search(name), (data_id, name)


def test_golden_sentences_in_three_languages() -> None:
    """A few sentences as each language says them: plurals (0 is plural in Italian and
    English, singular in French), lists, articles and elision, French no-break spaces,
    a seat's name."""
    names = ["Ann", "Ben"]

    def say_all(message):
        return [i18n.text(message, language, names=names, game=E.name)
                for language in ("en", "it", "fr")]

    discard = say("discards", who=seat_arg(1), piece=component("exp_lightpurple_2"), points=2)
    assert say_all(discard) == [
        "Ben discards the Light purple 2 expansion (−2 points).",
        "Ben scarta l'espansione Viola chiaro 2 (−2 punti).",
        "Ben défausse l'agrandissement Mauve pâle 2 (−2 points).",
    ]
    joker = say("discard-label", piece=say("a-joker"), points=0)
    assert say_all(joker) == ["Discard a joker (−0 points)", "Scarta un jolly (−0 punti)",
                              "Défausser un joker (−0 point)"]
    took = say("takes", who=seat_arg(0), taken=words([say(
        "taken-from", tiles=kinds_list(T, ["blue_2", "yellow_2", "lightgreen_2"]),
        place=say("from-top"))]))
    assert say_all(took) == [
        "Ann takes Blue 2, Yellow 2, and Light green 2 from the stack's top (T).",
        "Ann prende Azzurro 2, Giallo 2 e Verde chiaro 2 dalla cima della pila (T).",
        "Ann prend Bleu 2, Jaune 2 et Vert clair 2 du haut de la pile (T).",
    ]
    area = E._area_text[3]
    bought = say("buys", who=seat_arg(0), points=6, area=area)
    assert say_all(bought) == [
        "Ann buys a face-down expansion from the supply for 6 points and lays it in the "
        "west area (A3).",
        "Ann compra un'espansione a faccia in giù dalla scorta per 6 punti e la mette "
        "nell'area ovest (A3).",
        "Ann achète un agrandissement face cachée à la réserve pour 6 points et le pose "
        "dans la zone ouest (A3).",
    ]
    bad = say("orientation-bad", orientation=3, area=E._area_text[0],
              expansion=component("exp_yellow_3"), cell="A0.3",
              reason=say("fit-identical", tile=component("yellow_3")))
    assert say_all(bad)[1].startswith(
        "Con l'orientamento 3 nell'area est (A0), l'esagono dell'espansione Giallo 3 ")
    assert say_all(bad)[2].startswith(
        "Avec l'orientation 3 dans la zone est (A0), l'hexagone de l'agrandissement "
        "Jaune 3 tomberait sur A0.3, où elle réunirait deux Jaune 3")
    ornament = element_words(T, "O1", "bench")
    assert say_all(ornament) == ["the bench north of the fountain (O1)",
                                 "la panchina a nord della fontana (O1)",
                                 "le banc au nord de la fontaine (O1)"]
    french = say_all(E.end_sentence(E.result(E.apply(position(
        "players 2\nround 4\nactive 0\nfirst_passer 1\nseat 1 passed\n"
        "seat 0 score 20\nseat 1 score 20"), 0, "pass"))))
    assert french == [
        "Ann and Ben share the victory with 23 points each; the rules have no tie-break.",
        "Ann e Ben condividono la vittoria con 23 punti ciascuno; il regolamento non "
        "prevede spareggi.",
        "Ann et Ben se partagent la victoire avec 23 points chacun\u00a0; la règle ne "
        "prévoit pas de départage.",
    ]
    prompt = say("prompt-discard", points=0)
    assert "(chacun coûte sa valeur en points\u00a0; 0 point jusqu'ici)" in say_all(prompt)[2]
    assert "finora 0 punti" in say_all(prompt)[1]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_panels_words_are_the_typed_commands_names(language: str) -> None:
    """Issue 19: the words on the screen work when typed. Every move's path starts a step
    with its command's name in the reader's language (the panel's Acquire is
    /azul_queens_garden acquire, Italian Acquisisci is acquisisci, Fatto is fatto)."""
    from cogs.azul_queens_garden import AzulCog

    verbs = {move.verb for move in AzulCog.moves}
    state = position("players 2\nactive 0\nseat 0 score 6\nseat 0 garden F0=yellow_3\n"
                     "seat 0 storage exp_yellow_3 yellow_1 J")
    passing = E.apply(state, 0, "pass")
    seen = set()
    for moves in (E.legal_moves(state, 0), E.legal_moves(passing, 0)):
        for move in moves:
            verb = move.notation.split()[0]
            assert verb in verbs, verb
            name = i18n.t(language, f"azul-queens-garden-cmd-{verb}-name")
            said = [text(step, language).lower() for step in move.steps]
            assert any(s.startswith(name) for s in said), (name, said)
            seen.add(verb)
    assert seen == verbs


def test_who_started_the_round_is_said_to_the_player_and_on_the_board() -> None:
    """Issue 19: Azul says who starts each round: the round's first event names them,
    the turn panel's question and the board's picture (its scores and alt text) too."""
    state = position("players 3\nround 2\nactive 2\nstart 1")
    assert text(E.prompt(state, 2)).startswith("Round 2 (started by Player 2), your turn: ")
    assert text(E.prompt(state, 2), "it").startswith(
        "Round 2 (iniziato da Giocatore 2), tocca a te")
    assert text(E.prompt(state, 2), "fr").startswith(
        "Manche 2 (commencée par Joueur 2), à toi de jouer\u00a0: ")
    alt = RENDERER.board(E.view(state, None), NAMES[:3]).alt
    assert f"{NAMES[1]} started this round." in alt
    ending = position("players 2\nactive 0\nfirst_passer 1\nseat 1 passed")
    after = E.apply(ending, 0, "pass")
    assert any(line.startswith("Round 2 begins") and line.endswith(
        "Player 2 starts, holding the first player marker.") for line in events(after))
