"""Words for public messages, built from records and public views only (no Discord).

Everything here ends up in a channel, so it may use only what everyone may see: the
engines' public events, public scores, the result once the game is over.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from bot import i18n
from bot.app.names import MARKDOWN, plain_name, short_name
from bot.app.records import GameRecord, MoveRecord
from bot.games import get_engine
from bot.games.base import Words
from bot.games.message import Message, msg, words

# A result's reason said by the platform, for a result stored without a sentence.
REASONS = {"resignation": msg("common-reason-resignation")}


def count(number: int, noun: str, plural: str | None = None) -> str:
    """``1 token``, ``2 tokens``, ``0 games``: English only, for the console's own lines;
    what players read counts in the catalogue (``{ $count -> [one] … }``)."""
    return f"{number} {noun if number == 1 else plural or noun + 's'}"


def quoted(text: str, limit: int = 40) -> str:
    """What a user typed, quoted back in a reply: shortened, so an echo of a 6000-character
    value can never push a reply past Discord's 2000 characters (Discord would refuse the
    reply and leave the user on "thinking…"), and with its markdown escaped."""
    text = " ".join(text.split())
    if len(text) > limit:
        text = text[:limit - 1] + "…"
    text = MARKDOWN.sub(r"\\\1", text).replace("@", "@\u200b")
    return f"“{text}”"


def message_link(guild_id: int | None, channel_id: int, message_id: int | None = None) -> str:
    """A link that opens a message (or a channel) in any Discord client."""
    link = f"https://discord.com/channels/{guild_id or '@me'}/{channel_id}"
    return f"{link}/{message_id}" if message_id else link


def dm_text(game: GameRecord, text: str, link: str, language: str = i18n.FALLBACK) -> str:
    """A DM: the words of the channel message it doubles (a turn, a reminder, a last
    call), without the mentions (a DM notifies anyway), and where to act."""
    words = re.sub(r"<@!?\d+>\s*", "", text).strip()
    named = title(game, language)
    if not words.startswith(f"**{named}"):
        words = f"**{named}** — {words}"
    return f"{words}\n{link}"[:2000]


def speak(game: GameRecord, words: Words | dict[str, Any], language: str = i18n.FALLBACK) -> str:
    """What a game's engine said (a message, or its stored JSON) in ``language``, with
    the table's names for its seats. A plain string is shown as it is (what a game that
    does not speak in messages said; sentences stored before messages were regenerated
    by migration 7)."""
    return i18n.text(words, language, names=names_for_text(game), game=game.kind)


def result_sentence(kind: str, result: Mapping[str, Any], names: Sequence[str] = (),
                    language: str = i18n.FALLBACK) -> str:
    """The stored result's sentence — the end told in the game's own words, as messages
    — in ``language``; seats are named from ``names``, else "Player n"."""
    sentence = result.get("sentence") or []
    parts = sentence if isinstance(sentence, list) else [sentence]
    return " ".join(i18n.text(part, language, names=names, game=kind) for part in parts)


def rules_words(kind: str, words: Words, language: str = i18n.FALLBACK) -> str:
    """A game's own words that name no seat (its rules help, its options) in ``language``."""
    return i18n.text(words, language, game=kind)


def refusal_text(error: Exception, language: str = i18n.FALLBACK) -> str:
    """A refusal (a table's ``TableError``, an engine's ``IllegalMove``) as one sentence
    in ``language``, naming the table's players and components when the table said
    where it was refused."""
    message = getattr(error, "message", None)
    kind = getattr(error, "kind", None)
    if isinstance(message, Message):
        if kind and "game" not in message.args:
            # the game a table's refusal is about, by its title in the reader's language
            message = Message(message.id, {**message.args, "game": game_title(kind, language)})
        return i18n.text(message, language, names=getattr(error, "names", ()), game=kind)
    return str(message if message is not None else error)


def names_for_text(game: GameRecord) -> list[str]:
    """The seated players' names as they may appear in a message's text."""
    return [plain_name(name) for name in game.names]


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


def game_title(kind: str, language: str = i18n.FALLBACK) -> str:
    """A game's title in ``language`` (``Azul : Le Jardin de la Reine``)."""
    message_id = f"{kind.replace('_', '-')}-title"
    if i18n.has(message_id, language) or i18n.has(message_id):
        return i18n.t(language, message_id)
    return get_engine(kind).title


def title(game: GameRecord, language: str = i18n.FALLBACK) -> str:
    return f"{game_title(game.kind, language)} #{game.id}"


def thread_name(game: GameRecord, language: str = i18n.FALLBACK) -> str:
    """Named after the game and its players, within Discord's 100 characters."""
    name = f"{title(game, language)} · {', '.join(game.names)}"
    return name if len(name) <= 100 else name[:99] + "…"


def option_words(kind: str, name: str, value: str) -> Message:
    """A table option as the lobby says it: the option's short name and its value in
    words ("Goal tiles: yes"). An option without a short name in the catalogue is shown
    as typed (`name=value`), never hidden."""
    domain = i18n.slug(kind)
    label = f"{domain}-option-{i18n.slug(name)}-short"
    if not i18n.has(label):
        return msg("common-lobby-option-typed", name=name, value=value)
    return msg("common-lobby-option", name=msg(label), value=_value_words(kind, value))


def _value_words(kind: str, value: str) -> Message | str:
    """An option's value in words: on and off as yes and no, a component by its name (a
    solo level), random, a seat number as that seat."""
    if value in ("on", "off"):
        return msg(f"common-option-{value}")
    if value == "random":
        return msg("common-seat-order-random")
    if value.isdigit():
        return msg("common-seat", number=int(value))
    component = i18n.component_id(kind, value)
    return msg(component) if i18n.has(component) else value


def lobby_text(game: GameRecord, note: Words | dict[str, Any] = "",
               language: str = i18n.FALLBACK) -> str:
    """The lobby message: the table, who sits at it, its options, and ``note`` (what
    just happened: a message, or a sentence stored before messages)."""
    engine = get_engine(game.kind)
    say = i18n.sayer(language)
    seated = ", ".join(
        say(msg("common-lobby-host", name=plain_name(s.name))) if s.user_id == game.host_id
        else plain_name(s.name) for s in game.seats)
    order = game.options.get("seat_order", "random")
    options = [say(option_words(game.kind, str(k), str(v)))
               for k, v in game.options.items()
               if k not in ("seat_order", "speed", "rematch_of", "takeover")]
    speed = game.options.get("speed", "none")
    if speed != "none":
        options.insert(0, say(msg("common-lobby-clock", speed=str(speed))))
    takeover = str(game.options.get("takeover", "greedy"))
    if takeover != "greedy":  # the default (as before the option) goes unsaid
        options.append(say(msg("common-lobby-takeover", level=msg(f"common-level-{takeover}"))))
    if game.status == "lobby":
        state = say(msg("common-lobby-state-lobby", min=engine.min_players,
                        max=engine.max_players))
    elif game.status in ("active", "cancelled", "finished"):
        state = say(msg(f"common-lobby-state-{game.status}"))
    else:
        state = game.status
    lines = [
        say(msg("common-lobby-head", title=title(game, language), state=state,
                order=msg("common-seat-order-random") if order == "random"
                else msg("common-seat-order-joined"))),
        say(msg("common-lobby-seated", seated=len(game.seats), max=engine.max_players,
                players=seated or say(msg("common-lobby-nobody")))),
    ]
    if options:
        lines.append(say(msg("common-lobby-options", options=" · ".join(options))))
    if game.status == "lobby":
        lines.append(say(msg("common-lobby-hint")))
    said = speak(game, note, language) if note else ""
    if said:
        lines.append(said)
    return "\n".join(lines)


def seats_to_ping(game: GameRecord) -> list[int]:
    """User ids of the humans who must act now: exactly these are mentioned."""
    if game.status != "active" or game.state is None:
        return []
    seats = get_engine(game.kind).to_move(game.state)
    users = []
    for seat in seats:
        record = game.user_at(seat)
        if record.controller == "human":
            users.append(record.user_id)
    return users


def turn_text(game: GameRecord, events: Sequence[Words], headline: str = "",
              away: dict[int, float] | None = None, language: str = i18n.FALLBACK) -> str:
    """The board message: what happened, then who must act (with the mentions), their
    deadline and who among them is away (``away``: user id → back at)."""
    say = i18n.sayer(language)
    lines = [f"**{title(game, language)}**" + (f" · {headline}" if headline else "")]
    named = [speak(game, event, language) for event in events]
    body = " ".join(named)
    if body:
        lines.append(body)
    if game.status == "active":
        assert game.state is not None
        seats = get_engine(game.kind).to_move(game.state)
        humans = [game.user_at(s) for s in seats if game.user_at(s).controller == "human"]
        computers = [game.user_at(s) for s in seats if game.user_at(s).controller != "human"]
        if humans:
            who = ", ".join(mention(h.user_id) for h in humans)
            lines.append(say(msg("common-turn-ping", who=who, count=len(humans))))
            if game.deadline:
                lines.append(say(msg("common-turn-deadline", when=_when(game.deadline))))
            for human in humans:
                back = (away or {}).get(human.user_id)
                if back:
                    lines.append(say(msg("common-turn-away", who=plain_name(human.name),
                                         when=_when(back))))
        elif computers:
            lines.append(say(msg("common-turn-thinking", count=len(computers),
                                 who=", ".join(plain_name(c.name) for c in computers))))
    text = "\n".join(lines)
    return text if len(text) <= 2000 else text[:1990] + "…"


def _when(timestamp: float) -> str:
    """Discord shows ``<t:…:f>`` in each reader's own time zone."""
    return f"<t:{int(timestamp)}:f>"


def result_text(game: GameRecord, language: str = i18n.FALLBACK) -> str:
    say = i18n.sayer(language)
    result = game.result or {}
    names = names_for_text(game)
    winners = [names[s] for s in result.get("winners", [])]
    named = title(game, language)
    if result.get("sentence"):
        # The engine tells the end in the game's own words (tie-breaks, a lost solo game).
        lines = [say(msg("common-result-over", title=named,
                         sentence=result_sentence(game.kind, result, names, language)))]
    else:
        # a result without the engine's sentence (none is stored so since migration 7)
        reason = say(REASONS.get(result.get("reason", ""), msg("common-reason-ended")))
        lines = [say(msg("common-result-over-because", title=named, reason=reason))]
    if winners:
        lines.append(say(msg("common-result-winners", count=len(winners),
                             winners=words(winners))))
    computer_seats = set(result.get("computer_seats", []))
    for standing in result.get("standings", []):
        seat = standing["seat"]
        parts = ", ".join(f"{breakdown_name(game.kind, k, language)} {v}"
                          for k, v in standing.get("breakdown", {}).items())
        marker = _taken_over(game, seat, language) if seat in computer_seats else ""
        lines.append(f"{standing['rank']}. {names[seat]}{marker} — {standing['score']}"
                     + (f" ({parts})" if parts else ""))
    for detail in result.get("details", []):
        lines.append(speak(game, detail, language))
    text = "\n".join(lines)
    return text if len(text) <= 2000 else text[:1990] + "…"


def breakdown_name(kind: str, key: str, language: str = i18n.FALLBACK) -> str:
    """How a result names a score category: the game's catalogue
    (``<game>-breakdown-<key>``), else the engine's English word, else the key."""
    message_id = f"{kind.replace('_', '-')}-breakdown-{i18n.slug(key)}"
    if i18n.has(message_id, language) or i18n.has(message_id):
        return i18n.t(language, message_id)
    return get_engine(kind).breakdown_words.get(key, key)


def _taken_over(game: GameRecord, seat: int, language: str = i18n.FALLBACK) -> str:
    """Why a human's seat was played by the computer at the end; a seat that was the
    computer's from the lobby is named so already ("Computer 1 (greedy)")."""
    controller = next((s.controller for s in game.seats if s.position == seat), "")
    why = controller.split(":")[2:]
    if not why:
        return ""
    said = {"resigned": msg("common-taken-over-resigned"),
            "removed": msg("common-taken-over-removed")}.get(why[0], msg("common-taken-over"))
    return " " + i18n.text(said, language)


def log_lines(game: GameRecord, moves: Sequence[MoveRecord], limit: int = 15,
              language: str = i18n.FALLBACK) -> list[str]:
    """Recent moves as readable lines: the public events each move produced."""
    lines = []
    for move in moves[-limit:]:
        when = f"<t:{int(move.created_at)}:f>"  # each reader sees their own time zone
        events = " ".join(speak(game, e, language) for e in move.events) \
            or i18n.t(language, "common-log-move")
        who = " " + i18n.t(language, "common-log-computer") if move.by_computer else ""
        lines.append(f"`{move.seq:>3}` {when}{who} — {events}")
    return lines


def game_line(game: GameRecord, *, markdown: bool = True,
              language: str = i18n.FALLBACK) -> str:
    """One line for /game list and /game mine; ``markdown=False`` for plain text, such as
    an autocomplete choice's name, which Discord shows as typed (``al\\_ice`` would show
    its backslash)."""
    engine = get_engine(game.kind)
    name = plain_name if markdown else short_name
    names = [name(n) for n in game.names]
    players = ", ".join(names)
    named = game_title(game.kind, language)
    if game.status == "lobby":
        return i18n.t(language, "common-line-lobby", id=str(game.id), title=named,
                      seated=len(game.seats), players=players)
    assert game.state is not None
    waiting = [name(game.user_at(s).name) for s in engine.to_move(game.state)]
    scores = engine.scores(game.state)
    score_text = ", ".join(f"{n} {s}" for n, s in zip(names, scores, strict=False))
    return i18n.t(language, "common-line-active", id=str(game.id), title=named,
                  waiting=", ".join(waiting) or i18n.t(language, "common-lobby-nobody"),
                  scores=score_text)


#: why Discord refused a post (the outbox's reason keys), as the end of a sentence:
#: ``common-refusal-<key>`` in the catalogue
REFUSALS = ("attach_files", "send_messages", "no_access", "channel_gone", "automod",
            "locked", "too_large", "refused", "error")


def refusal_id(reason: str | None, *, here: bool = False) -> str:
    """The catalogue's id of why Discord refused a post; ``here`` says it of the channel
    the user is in."""
    key = reason if reason in REFUSALS else "refused"
    message_id = f"common-refusal-{key.replace('_', '-')}"
    if here and i18n.has(f"{message_id}-here"):
        message_id += "-here"
    return message_id


def refusal_reason(reason: str | None, language: str = i18n.FALLBACK, *,
                   here: bool = False) -> str:
    """Why Discord refused a post, in ``language``."""
    return i18n.t(language, refusal_id(reason, here=here))


def lobby_refused_text(reason: str | None, language: str = i18n.FALLBACK) -> str:
    """``/game new`` when Discord refused the lobby message: one sentence, why."""
    return i18n.t(language, "common-lobby-refused",
                  reason=refusal_reason(reason, language, here=True))


def picture_refused_line(language: str = i18n.FALLBACK) -> str:
    """Under a board posted without its picture (Attach Files is missing)."""
    return i18n.t(language, "common-picture-refused")


def undelivered_note(game: GameRecord, reason: str | None,
                     language: str = i18n.FALLBACK) -> str:
    """A player of a game whose post Discord refused hears it in their next reply."""
    named, why = title(game, language), refusal_reason(reason, language)
    if reason in ("channel_gone", "no_access"):
        return i18n.t(language, "common-undelivered-moved", title=named, reason=why)
    return i18n.t(language, "common-undelivered", title=named, reason=why)
