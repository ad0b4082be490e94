"""Words for public messages, built from records and public views only (no Discord).

Everything here ends up in a channel, so it may use only what everyone may see: the
engines' public events, public scores, the result once the game is over.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from bot import i18n
from bot.app.store import GameRecord, MoveRecord
from bot.games import get_engine
from bot.games.base import Words, name_seats
from bot.games.message import Message, as_message

# Only for results stored before engines told the end in their own words.
REASONS = {"resignation": "a player resigned"}


_MARKDOWN = re.compile(r"([\\*_~|`>\[\]])")
_NAME_LENGTH = 32  # Discord display names are at most 32 characters


def _short_name(name: str) -> str:
    """A user's name no longer than Discord allows, as plain text."""
    return name if len(name) <= _NAME_LENGTH else name[:_NAME_LENGTH - 1] + "…"


def plain_name(name: str) -> str:
    """A user's name safe inside a message: markdown escaped, no accidental mention
    (``@everyone`` as a nickname), and no longer than Discord allows."""
    return _MARKDOWN.sub(r"\\\1", _short_name(name)).replace("@", "@\u200b")


def count(number: int, noun: str, plural: str | None = None) -> str:
    """``1 token``, ``2 tokens``, ``0 games``: the number with its noun agreeing."""
    return f"{number} {noun if number == 1 else plural or noun + 's'}"


def quoted(text: str, limit: int = 40) -> str:
    """What a user typed, quoted back in a reply: shortened, so an echo of a 6000-character
    value can never push a reply past Discord's 2000 characters (Discord would refuse the
    reply and leave the user on "thinking…"), and with its markdown escaped."""
    text = " ".join(text.split())
    if len(text) > limit:
        text = text[:limit - 1] + "…"
    text = _MARKDOWN.sub(r"\\\1", text).replace("@", "@\u200b")
    return f"“{text}”"


def message_link(guild_id: int | None, channel_id: int, message_id: int | None = None) -> str:
    """A link that opens a message (or a channel) in any Discord client."""
    link = f"https://discord.com/channels/{guild_id or '@me'}/{channel_id}"
    return f"{link}/{message_id}" if message_id else link


def dm_text(game: GameRecord, text: str, link: str) -> str:
    """A DM: the words of the channel message it doubles (a turn, a reminder, a last
    call), without the mentions (a DM notifies anyway), and where to act."""
    words = re.sub(r"<@!?\d+>\s*", "", text).strip()
    if not words.startswith(f"**{title(game)}"):
        words = f"**{title(game)}** — {words}"
    return f"{words}\n{link}"[:2000]


def speak(game: GameRecord, words: Words | dict[str, Any], language: str = i18n.FALLBACK) -> str:
    """What a game's engine said (a message, its stored JSON, or an English sentence from
    before messages) in ``language``, with the table's names for its seats."""
    value = as_message(words)
    names = names_for_text(game)
    if isinstance(value, Message):
        return i18n.text(value, language, names=names, game=game.kind)
    return name_seats(value, names)


def result_sentence(kind: str, result: Mapping[str, Any], names: Sequence[str] = (),
                    language: str = i18n.FALLBACK) -> str:
    """The stored result's sentence — the end told in the game's own words, as messages
    (or one English sentence stored before messages) — in ``language``; seats are named
    from ``names``, else "Player n"."""
    sentence = result.get("sentence") or []
    parts = sentence if isinstance(sentence, list) else [sentence]
    said = []
    for part in parts:
        value = as_message(part)
        if isinstance(value, Message):
            said.append(i18n.text(value, language, names=names, game=kind))
        else:
            said.append(name_seats(value, names) if names else value)
    return " ".join(said)


def rules_words(kind: str, words: Words, language: str = i18n.FALLBACK) -> str:
    """A game's own words that name no seat (its rules help, its options) in ``language``."""
    return i18n.text(words, language, game=kind)


def refusal_text(error: Exception, language: str = i18n.FALLBACK) -> str:
    """A refusal (a table's ``TableError``, an engine's ``IllegalMove``) as one sentence
    in ``language``, naming the table's players and components when the table said
    where it was refused."""
    message = getattr(error, "message", None)
    if isinstance(message, Message):
        return i18n.text(message, language, names=getattr(error, "names", ()),
                         game=getattr(error, "kind", None))
    return str(error)


def names_for_text(game: GameRecord) -> list[str]:
    """The seated players' names as they may appear in a message's text."""
    return [plain_name(name) for name in game.names]


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


def title(game: GameRecord) -> str:
    return f"{get_engine(game.kind).title} #{game.id}"


def thread_name(game: GameRecord) -> str:
    """Named after the game and its players, within Discord's 100 characters."""
    name = f"{title(game)} · {', '.join(game.names)}"
    return name if len(name) <= 100 else name[:99] + "…"


def lobby_text(game: GameRecord, note: str = "") -> str:
    engine = get_engine(game.kind)
    seated = ", ".join(
        f"{plain_name(s.name)}{' (host)' if s.user_id == game.host_id else ''}"
        for s in game.seats)
    order = game.options.get("seat_order", "random")
    options = [f"{k}: {v}" for k, v in game.options.items() if k not in ("seat_order", "speed")]
    speed = game.options.get("speed", "none")
    if speed != "none":
        options.insert(0, f"clock: {speed} per move")
    state = {"lobby": f"table open for {engine.min_players}–{engine.max_players} players",
             "active": "the game has started", "cancelled": "cancelled",
             "finished": "the game is over"}.get(game.status, game.status)
    lines = [
        f"**{title(game)}** — {state}"
        f" · seat order: {'random' if order == 'random' else 'as joined'}",
        f"Seated ({len(game.seats)}/{engine.max_players}): {seated or 'nobody'}",
    ]
    if options:
        lines.append("Options: " + ", ".join(options))
    if game.status == "lobby":
        lines.append("Tap **Join** to sit down; the host taps **Start** when everyone is in.")
    if note:
        lines.append(note)
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
              away: dict[int, float] | None = None) -> str:
    """The board message: what happened, then who must act (with the mentions), their
    deadline and who among them is away (``away``: user id → back at)."""
    lines = [f"**{title(game)}**" + (f" · {headline}" if headline else "")]
    named = [speak(game, event) for event in events]
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
            lines.append(f"{who} — your turn: tap **Play**.")
            if game.deadline:
                lines.append(f"⏰ Time to move: until {_when(game.deadline)}.")
            for human in humans:
                back = (away or {}).get(human.user_id)
                if back:
                    lines.append(f"💤 {plain_name(human.name)} is away until {_when(back)}; "
                                 "their clock is paused.")
        elif computers:
            lines.append(f"{', '.join(plain_name(c.name) for c in computers)} is thinking…")
    text = "\n".join(lines)
    return text if len(text) <= 2000 else text[:1990] + "…"


def _when(timestamp: float) -> str:
    """Discord shows ``<t:…:f>`` in each reader's own time zone."""
    return f"<t:{int(timestamp)}:f>"


def result_text(game: GameRecord) -> str:
    result = game.result or {}
    names = names_for_text(game)
    winners = [names[s] for s in result.get("winners", [])]
    if result.get("sentence"):
        # The engine tells the end in the game's own words (tie-breaks, a lost solo game).
        lines = [f"**{title(game)} is over.** "
                 + result_sentence(game.kind, result, names_for_text(game))]
    else:
        reason = REASONS.get(result.get("reason", ""), result.get("reason", "the game ended"))
        lines = [f"**{title(game)} is over** — {reason}."]
    if winners:
        verb = "wins" if len(winners) == 1 else "share the victory"
        lines.append(f"🏆 {' and '.join(winners)} {verb}.")
    computer_seats = set(result.get("computer_seats", []))
    for standing in result.get("standings", []):
        seat = standing["seat"]
        parts = ", ".join(f"{breakdown_name(game.kind, k)} {v}"
                          for k, v in standing.get("breakdown", {}).items())
        marker = _taken_over(game, seat) if seat in computer_seats else ""
        lines.append(f"{standing['rank']}. {names[seat]}{marker} — {standing['score']}"
                     + (f" ({parts})" if parts else ""))
    for detail in result.get("details", []):
        lines.append(speak(game, detail))
    text = "\n".join(lines)
    return text if len(text) <= 2000 else text[:1990] + "…"


def breakdown_name(kind: str, key: str, language: str = i18n.FALLBACK) -> str:
    """How a result names a score category: the game's catalogue
    (``<game>-breakdown-<key>``), else the engine's English word, else the key."""
    message_id = f"{kind.replace('_', '-')}-breakdown-{i18n.slug(key)}"
    if i18n.has(message_id, language) or i18n.has(message_id):
        return i18n.t(language, message_id)
    return get_engine(kind).breakdown_words.get(key, key)


def _taken_over(game: GameRecord, seat: int) -> str:
    """Why a human's seat was played by the computer at the end; a seat that was the
    computer's from the lobby is named so already ("Computer 1 (greedy)")."""
    controller = next((s.controller for s in game.seats if s.position == seat), "")
    why = controller.split(":")[2:]
    if not why:
        return ""
    return {"resigned": " (computer-played after resigning)",
            "removed": " (computer-played after running out of time)"}.get(
                why[0], " (computer-played)")


def log_lines(game: GameRecord, moves: Sequence[MoveRecord], limit: int = 15) -> list[str]:
    """Recent moves as readable lines: the public events each move produced."""
    lines = []
    for move in moves[-limit:]:
        when = f"<t:{int(move.created_at)}:f>"  # each reader sees their own time zone
        events = " ".join(speak(game, e) for e in move.events) or "(move)"
        who = " (computer)" if move.by_computer else ""
        lines.append(f"`{move.seq:>3}` {when}{who} — {events}")
    return lines


def game_line(game: GameRecord, *, markdown: bool = True) -> str:
    """One line for /game list and /game mine; ``markdown=False`` for plain text, such as
    an autocomplete choice's name, which Discord shows as typed (``al\\_ice`` would show
    its backslash)."""
    engine = get_engine(game.kind)
    name = plain_name if markdown else _short_name
    names = [name(n) for n in game.names]
    players = ", ".join(names)
    if game.status == "lobby":
        return f"#{game.id} {engine.title} — lobby ({len(game.seats)} seated: {players})"
    assert game.state is not None
    waiting = [name(game.user_at(s).name) for s in engine.to_move(game.state)]
    scores = engine.scores(game.state)
    score_text = ", ".join(f"{n} {s}" for n, s in zip(names, scores, strict=False))
    return (f"#{game.id} {engine.title} — waiting for {', '.join(waiting) or 'nobody'}"
            f" · {score_text}")


#: why Discord refused a post (the outbox's reason keys), as the end of a sentence
REFUSALS = {
    "attach_files": "I may not attach files there (the board pictures)",
    "send_messages": "I may not send messages there",
    "no_access": "I may not see its channel any more",
    "channel_gone": "its channel was deleted",
    "automod": "the server's AutoMod blocked the message",
    "locked": "its thread is locked",
    "too_large": "the message was too large for Discord",
    "refused": "Discord refused the message",
    "error": "something went wrong on my side",
}


def refusal_reason(reason: str | None) -> str:
    return REFUSALS.get(reason or "", REFUSALS["refused"])


def lobby_refused_text(reason: str | None) -> str:
    """``/game new`` when Discord refused the lobby message: one sentence, why."""
    return (f"I could not open the table: Discord refused its message here because "
            f"{refusal_reason(reason).replace(' there', ' in this channel')}.")


def picture_refused_line() -> str:
    """Under a board posted without its picture (Attach Files is missing)."""
    return ("(I may not attach files here, so the board picture is missing; it follows "
            "once a moderator gives me Attach Files. Tap **Play** or use /game play.)")


def undelivered_note(game: GameRecord, reason: str | None) -> str:
    """A player of a game whose post Discord refused hears it in their next reply."""
    where = (" Use /game board in another channel of this server to move the game there."
             if reason in ("channel_gone", "no_access") else "")
    return (f"Note: I could not post in {title(game)}'s place because "
            f"{refusal_reason(reason)}; I keep trying.{where}")
