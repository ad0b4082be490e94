"""Discord's documented limits, as checks over the payloads the bot sends.

The numbers come from the project's Discord fact sheet (``../shared/discord.md``, itself
taken from discord/discord-api-docs and the discord.py 2.7 sources). They are encoded here
because the project must run without that folder; each constant names the section of the
fact sheet it comes from.

Two kinds of findings exist:

* payload checks (``check_message``, ``check_interaction_callback``, ``check_thread``,
  ``check_autocomplete_choices``, ``check_modal``) return :class:`Violation` objects. A
  violation with ``rejected=True`` is one Discord itself refuses (HTTP 400 "Invalid Form
  Body", or 413 for an oversized upload); ``rejected=False`` marks a project rule that
  Discord accepts but that is a defect all the same (mentions without
  ``allowed_mentions``, the ephemeral flag on a channel message, an embed pointing at an
  upload that is not there).
* ``check_command_tree(tree)`` lints the application-command tree through
  ``cmd.to_dict(tree)`` and returns readable strings; ``check_synced_command_tree(tree)``
  lints what a sync sends, through the tree's translator (``check_command_list`` lints
  the payloads of one sync, as the double does on ``PUT …/commands``).
  discord.py rejects bad names and deep nesting itself, but not description lengths,
  option or choice counts, or the 8000-character budget (discord.md, "Slash commands"),
  and nothing of the localized names and descriptions: they follow the defaults' rules,
  are unique per locale among siblings, and count against the budget by the longest
  variant of each field only.

Example::

    from bot.double.limits import check_command_tree, check_message

    problems = check_command_tree(bot.tree)          # list[str], empty when clean
    found = check_message({"content": "x" * 2001}, where="POST /channels/1/messages")
    assert found and found[0].rejected

The Discord double (``bot/discord_double.py``) runs the payload checks on every REST call
it captures.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

# A run-time dependency (requirements.txt): the local console runs on this double.
import emoji

__all__ = [
    "ALLOWED_AUTO_ARCHIVE_DURATIONS",
    "EPHEMERAL_FLAG",
    "MAX_FILE_BYTES",
    "FileInfo",
    "Violation",
    "check_autocomplete_choices",
    "check_command_list",
    "check_command_payload",
    "check_command_tree",
    "check_components",
    "check_embeds",
    "check_interaction_callback",
    "check_message",
    "check_modal",
    "check_synced_command_tree",
    "check_thread",
    "content_mentions",
    "synced_payloads",
]

# --- discord.md, "Messages" -----------------------------------------------------------
MAX_CONTENT = 2000
MAX_EMBEDS = 10
MAX_EMBED_TITLE = 256
MAX_EMBED_DESCRIPTION = 4096
MAX_EMBED_FIELDS = 25
MAX_EMBED_FIELD_NAME = 256
MAX_EMBED_FIELD_VALUE = 1024
MAX_EMBED_FOOTER = 2048
MAX_EMBED_AUTHOR = 256
MAX_EMBEDS_TOTAL = 6000
MAX_FILES = 10
MAX_FILE_BYTES = 10 * 1024 * 1024  # default upload limit, 10 MiB per file
MAX_ATTACHMENT_DESCRIPTION = 1024  # alt text

# --- discord.md, "Components" ---------------------------------------------------------
MAX_ACTION_ROWS = 5
MAX_BUTTONS_PER_ROW = 5
MAX_CUSTOM_ID = 100
MAX_BUTTON_LABEL = 80
MAX_SELECT_OPTIONS = 25
MAX_SELECT_OPTION_TEXT = 100  # label, value, description
MAX_SELECT_PLACEHOLDER = 150
MAX_SELECT_VALUES = 25
MAX_MODAL_TITLE = 45
MAX_MODAL_COMPONENTS = 5
MAX_TEXT_INPUT_VALUE = 4000
MAX_TEXT_INPUT_LABEL = 45
MAX_TEXT_INPUT_PLACEHOLDER = 100
# Components V2 (discord.py LayoutView, message flag 1 << 15): 40 components in total and
# no content/embeds. Not in discord.md's table; from discord-api-docs "Component reference".
MAX_V2_COMPONENTS = 40
MAX_V2_TEXT_TOTAL = 4000

# --- discord.md, "Slash commands" -----------------------------------------------------
MAX_AUTOCOMPLETE_CHOICES = 25
MAX_CHOICE_NAME = 100
MAX_CHOICE_STRING_VALUE = 100
MAX_COMMAND_NAME = 32
MAX_DESCRIPTION = 100
MAX_OPTIONS = 25
MAX_CHOICES = 25
MAX_COMMAND_BUDGET = 8000
MAX_GLOBAL_CHAT_COMMANDS = 100
MISSING_DESCRIPTION = "…"  # what discord.py sends when a description is missing
#: the keys a localizations dictionary may have (Discord's reference, "Locales"; others
#: are refused)
DISCORD_LOCALES = frozenset({
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi",
    "th", "zh-CN", "ja", "zh-TW", "ko"})

# --- discord.md, "Threads" and "Interactions" -----------------------------------------
ALLOWED_AUTO_ARCHIVE_DURATIONS = frozenset({60, 1440, 4320, 10080})
MAX_THREAD_NAME = 100
EPHEMERAL_FLAG = 1 << 6
LOADING_FLAG = 1 << 7
COMPONENTS_V2_FLAG = 1 << 15

_BUTTON = 2
_SELECT_TYPES = frozenset({3, 5, 6, 7, 8})  # string, user, role, mentionable, channel
_TEXT_INPUT = 4
_ACTION_ROW = 1
_TEXT_DISPLAY = 10
_LINK_STYLE = 5
_PREMIUM_STYLE = 6

_USER_MENTION = re.compile(r"<@!?(\d{15,21})>")
_ROLE_MENTION = re.compile(r"<@&(\d{15,21})>")
_EVERYONE = re.compile(r"@(everyone|here)\b")


@dataclass(frozen=True)
class Violation:
    """One broken limit. ``rejected`` says whether Discord itself refuses the payload."""

    message: str
    rejected: bool = True
    status: int = 400  # what Discord answers when it rejects (413 for an oversized upload)
    code: int = 50035  # Discord's JSON error code: 50035 Invalid Form Body, 50006 empty

    def __str__(self) -> str:
        return self.message


@dataclass(frozen=True)
class FileInfo:
    """What the limits need to know about one uploaded file."""

    filename: str
    size: int
    description: str | None = None


def content_mentions(content: str | None) -> tuple[set[int], set[int], bool]:
    """User ids, role ids and whether @everyone/@here appear in ``content``."""
    if not content:
        return set(), set(), False
    users = {int(m) for m in _USER_MENTION.findall(content)}
    roles = {int(m) for m in _ROLE_MENTION.findall(content)}
    return users, roles, bool(_EVERYONE.search(content))


# --------------------------------------------------------------------------------------
# Messages
# --------------------------------------------------------------------------------------


def check_message(
    payload: Mapping[str, Any] | None,
    *,
    where: str,
    files: Sequence[FileInfo] = (),
    interaction: bool = False,
    edit: bool = False,
) -> list[Violation]:
    """Check one message payload (create or edit, channel message or interaction reply).

    ``where`` prefixes every message (e.g. ``"POST /channels/1/messages"``);
    ``interaction`` is true for interaction responses and followups, the only places the
    ephemeral flag is allowed (discord.md, "Interactions").
    """
    payload = payload or {}
    out: list[Violation] = []
    content = payload.get("content")
    if isinstance(content, str) and len(content) > MAX_CONTENT:
        out.append(Violation(f"{where}: content is {len(content)} characters (max {MAX_CONTENT})"))

    flags = int(payload.get("flags") or 0)
    if flags & EPHEMERAL_FLAG and not interaction:
        out.append(
            Violation(
                f"{where}: ephemeral flag 64 on a channel message; only interaction responses "
                "and followups can be ephemeral, so this message is public",
                rejected=False,
            )
        )

    embeds = payload.get("embeds")
    if embeds:
        out.extend(check_embeds(embeds, where=where))

    components = payload.get("components")
    if components:
        out.extend(check_components(components, where=where, flags=flags))
    if flags & COMPONENTS_V2_FLAG and (content or embeds):
        out.append(Violation(f"{where}: a Components V2 message cannot have content or embeds"))

    out.extend(_check_files(payload, files, where=where))
    if not edit:
        out.extend(_check_mentions(payload, where=where))
        out.extend(_check_not_empty(payload, files, where=where))
    return out


def _check_not_empty(
    payload: Mapping[str, Any], files: Sequence[FileInfo], *, where: str
) -> list[Violation]:
    """Discord refuses a new message with nothing to show (50006 "Cannot send an empty
    message"); content of only spaces is nothing."""
    content = payload.get("content")
    has_content = isinstance(content, str) and content.strip() != ""
    if (has_content or payload.get("embeds") or payload.get("components") or files
            or payload.get("attachments") or payload.get("sticker_ids") or payload.get("poll")):
        return []
    return [Violation(f"{where}: empty message (no content, embeds, components or files)",
                      code=50006)]


def _check_files(
    payload: Mapping[str, Any], files: Sequence[FileInfo], *, where: str
) -> list[Violation]:
    out: list[Violation] = []
    if len(files) > MAX_FILES:
        out.append(Violation(f"{where}: {len(files)} files (max {MAX_FILES} per message)"))
    for f in files:
        if f.size > MAX_FILE_BYTES:
            out.append(
                Violation(
                    f"{where}: file {f.filename!r} is {f.size} bytes "
                    f"(max {MAX_FILE_BYTES}, 10 MiB)",
                    status=413,
                )
            )
        if f.description is not None and len(f.description) > MAX_ATTACHMENT_DESCRIPTION:
            out.append(
                Violation(
                    f"{where}: alt text of {f.filename!r} is {len(f.description)} characters "
                    f"(max {MAX_ATTACHMENT_DESCRIPTION})"
                )
            )
    for att in payload.get("attachments") or []:
        desc = att.get("description")
        if isinstance(desc, str) and len(desc) > MAX_ATTACHMENT_DESCRIPTION:
            name = att.get("filename", att.get("id"))
            if not any(f.filename == name for f in files):  # not already reported above
                out.append(
                    Violation(
                        f"{where}: alt text of attachment {name!r} is {len(desc)} characters "
                        f"(max {MAX_ATTACHMENT_DESCRIPTION})"
                    )
                )
    return out


def _check_mentions(payload: Mapping[str, Any], *, where: str) -> list[Violation]:
    users, roles, everyone = content_mentions(payload.get("content"))
    if (users or roles or everyone) and "allowed_mentions" not in payload:
        return [
            Violation(
                f"{where}: content mentions someone but the payload has no allowed_mentions; "
                "restrict pings to the players who must act",
                rejected=False,
            )
        ]
    return []


def check_embeds(embeds: Sequence[Mapping[str, Any]], *, where: str = "message") -> list[Violation]:
    """Embed count, per-field lengths and the 6000-character total (discord.md, "Messages")."""
    out: list[Violation] = []
    if len(embeds) > MAX_EMBEDS:
        out.append(Violation(f"{where}: {len(embeds)} embeds (max {MAX_EMBEDS})"))
    total = 0
    for i, embed in enumerate(embeds):
        label = f"{where}: embed {i}"

        def text(value: Any) -> str:
            return value if isinstance(value, str) else ""

        title = text(embed.get("title"))
        description = text(embed.get("description"))
        footer = text((embed.get("footer") or {}).get("text"))
        author = text((embed.get("author") or {}).get("name"))
        fields = embed.get("fields") or []
        for name, value, limit in (
            ("title", title, MAX_EMBED_TITLE),
            ("description", description, MAX_EMBED_DESCRIPTION),
            ("footer text", footer, MAX_EMBED_FOOTER),
            ("author name", author, MAX_EMBED_AUTHOR),
        ):
            if len(value) > limit:
                out.append(Violation(f"{label} {name} is {len(value)} characters (max {limit})"))
        if len(fields) > MAX_EMBED_FIELDS:
            out.append(Violation(f"{label} has {len(fields)} fields (max {MAX_EMBED_FIELDS})"))
        total += len(title) + len(description) + len(footer) + len(author)
        for j, field in enumerate(fields):
            name, value = text(field.get("name")), text(field.get("value"))
            if len(name) > MAX_EMBED_FIELD_NAME:
                out.append(Violation(f"{label} field {j} name is {len(name)} characters (max 256)"))
            if len(value) > MAX_EMBED_FIELD_VALUE:
                out.append(
                    Violation(f"{label} field {j} value is {len(value)} characters (max 1024)")
                )
            total += len(name) + len(value)
    if total > MAX_EMBEDS_TOTAL:
        out.append(
            Violation(f"{where}: embeds hold {total} characters together (max {MAX_EMBEDS_TOTAL})")
        )
    return out


# --------------------------------------------------------------------------------------
# Components
# --------------------------------------------------------------------------------------


def _walk(components: Iterable[Mapping[str, Any]]) -> Iterator[Mapping[str, Any]]:
    for c in components:
        yield c
        yield from _walk(c.get("components") or [])
        accessory = c.get("accessory")
        if accessory:
            yield from _walk([accessory])
        component = c.get("component")  # Components V2 label wrapper
        if component:
            yield from _walk([component])


def check_components(
    components: Sequence[Mapping[str, Any]], *, where: str = "message", flags: int = 0
) -> list[Violation]:
    """Rows, buttons, selects and custom_ids of one message (discord.md, "Components")."""
    out: list[Violation] = []
    v2 = bool(flags & COMPONENTS_V2_FLAG)
    if v2:
        count = sum(1 for _ in _walk(components))
        if count > MAX_V2_COMPONENTS:
            out.append(
                Violation(
                    f"{where}: {count} components (max {MAX_V2_COMPONENTS} with Components V2)"
                )
            )
        text = sum(
            len(c.get("content") or "") for c in _walk(components) if c.get("type") == _TEXT_DISPLAY
        )
        if text > MAX_V2_TEXT_TOTAL:
            out.append(
                Violation(
                    f"{where}: text displays hold {text} characters (max {MAX_V2_TEXT_TOTAL})"
                )
            )
    else:
        if len(components) > MAX_ACTION_ROWS:
            out.append(Violation(f"{where}: {len(components)} action rows (max {MAX_ACTION_ROWS})"))
        for r, row in enumerate(components):
            if row.get("type") != _ACTION_ROW:
                out.append(
                    Violation(
                        f"{where}: top-level component {r} is type {row.get('type')}, "
                        "not an action row"
                    )
                )
                continue
            children = row.get("components") or []
            buttons = [c for c in children if c.get("type") == _BUTTON]
            selects = [c for c in children if c.get("type") in _SELECT_TYPES]
            if not children:
                out.append(Violation(f"{where}: action row {r} is empty"))
            if selects and (len(selects) > 1 or buttons):
                out.append(
                    Violation(f"{where}: action row {r} mixes a select with other components")
                )
            if len(buttons) > MAX_BUTTONS_PER_ROW:
                out.append(
                    Violation(
                        f"{where}: action row {r} has {len(buttons)} buttons "
                        f"(max {MAX_BUTTONS_PER_ROW})"
                    )
                )

    seen: dict[str, int] = {}
    for c in _walk(components):
        ctype = c.get("type")
        custom_id = c.get("custom_id")
        if custom_id is not None:
            if not 1 <= len(custom_id) <= MAX_CUSTOM_ID:
                out.append(
                    Violation(
                        f"{where}: custom_id {custom_id[:40]!r}… is {len(custom_id)} "
                        "characters (1–100)"
                    )
                )
            seen[custom_id] = seen.get(custom_id, 0) + 1
        if ctype == _BUTTON:
            out.extend(_check_button(c, where=where))
        elif ctype in _SELECT_TYPES:
            out.extend(_check_select(c, where=where))
    for custom_id, n in seen.items():
        if n > 1:
            out.append(
                Violation(
                    f"{where}: custom_id {custom_id!r} used {n} times (must be unique in a message)"
                )
            )
    return out


def _check_button(c: Mapping[str, Any], *, where: str) -> list[Violation]:
    out: list[Violation] = []
    label = c.get("label") or ""
    name = c.get("custom_id") or c.get("url") or label
    if len(label) > MAX_BUTTON_LABEL:
        out.append(
            Violation(
                f"{where}: button {name!r} label is {len(label)} characters "
                f"(max {MAX_BUTTON_LABEL})"
            )
        )
    style = c.get("style")
    if style == _LINK_STYLE:
        if not c.get("url") or c.get("custom_id"):
            out.append(Violation(f"{where}: link button {label!r} needs a url and no custom_id"))
    elif style != _PREMIUM_STYLE and not c.get("custom_id"):
        out.append(Violation(f"{where}: button {label!r} has no custom_id"))
    if style != _PREMIUM_STYLE and not label and not c.get("emoji"):
        out.append(Violation(f"{where}: button {name!r} has neither label nor emoji"))
    out.extend(_check_emoji(c.get("emoji"), f"{where}: button {name!r}"))
    return out


def is_discord_emoji(text: str) -> bool:
    """Whether Discord knows ``text`` as one Unicode emoji: Discord's list is Unicode's
    emoji list (``emoji-test.txt``), which the ``emoji`` package carries. A symbol such as
    🂠 (U+1F0A0, a playing-card back) is a character but not an emoji: Discord answers
    400 50035 "Invalid emoji" and refuses the whole message."""
    return emoji.is_emoji(text)


def _check_emoji(value: Any, where: str) -> list[Violation]:
    if not value:
        return []
    if value.get("id"):  # a custom emoji: Discord checks the bot may use it (not modelled)
        return []
    name = value.get("name") or ""
    if is_discord_emoji(name):
        return []
    points = " ".join(f"U+{ord(ch):04X}" for ch in name)
    return [Violation(f"{where}: emoji {name!r} ({points}) is not an emoji Discord knows "
                      "(Invalid emoji)")]


def _check_select(c: Mapping[str, Any], *, where: str) -> list[Violation]:
    out: list[Violation] = []
    name = c.get("custom_id")
    placeholder = c.get("placeholder") or ""
    if len(placeholder) > MAX_SELECT_PLACEHOLDER:
        out.append(
            Violation(
                f"{where}: select {name!r} placeholder is {len(placeholder)} characters "
                f"(max {MAX_SELECT_PLACEHOLDER})"
            )
        )
    min_values = c.get("min_values", 1)
    max_values = c.get("max_values", 1)
    if not 0 <= min_values <= MAX_SELECT_VALUES or not 1 <= max_values <= MAX_SELECT_VALUES:
        out.append(
            Violation(
                f"{where}: select {name!r} min/max values {min_values}/{max_values} outside 0–25"
            )
        )
    if min_values > max_values:
        out.append(
            Violation(f"{where}: select {name!r} min_values {min_values} > max_values {max_values}")
        )
    if c.get("type") == 3:
        options = c.get("options") or []
        if not 1 <= len(options) <= MAX_SELECT_OPTIONS:
            out.append(
                Violation(
                    f"{where}: select {name!r} has {len(options)} options (1–{MAX_SELECT_OPTIONS})"
                )
            )
        if options and max_values > len(options):
            out.append(
                Violation(
                    f"{where}: select {name!r} max_values {max_values} > its {len(options)} options"
                )
            )
        values: set[str] = set()
        for i, opt in enumerate(options):
            for key in ("label", "value", "description"):
                text = opt.get(key)
                if text is None:
                    continue
                if len(text) > MAX_SELECT_OPTION_TEXT or (key != "description" and not text):
                    out.append(
                        Violation(
                            f"{where}: select {name!r} option {i} {key} is {len(text)} "
                            "characters (1–100)"
                        )
                    )
            out.extend(_check_emoji(opt.get("emoji"), f"{where}: select {name!r} option {i}"))
            value = opt.get("value")
            if value in values:
                out.append(Violation(f"{where}: select {name!r} repeats option value {value!r}"))
            values.add(value)
    return out


# --------------------------------------------------------------------------------------
# Interaction callbacks, autocomplete, modals, threads
# --------------------------------------------------------------------------------------


def check_autocomplete_choices(
    choices: Sequence[Mapping[str, Any]], *, where: str = "autocomplete"
) -> list[Violation]:
    """At most 25 choices; name 1–100, string value ≤ 100 (discord.md, "Slash commands")."""
    out: list[Violation] = []
    if len(choices) > MAX_AUTOCOMPLETE_CHOICES:
        out.append(Violation(f"{where}: {len(choices)} choices (max {MAX_AUTOCOMPLETE_CHOICES})"))
    for i, choice in enumerate(choices):
        name = choice.get("name") or ""
        if not 1 <= len(name) <= MAX_CHOICE_NAME:
            out.append(Violation(f"{where}: choice {i} name is {len(name)} characters (1–100)"))
        value = choice.get("value")
        if isinstance(value, str) and len(value) > MAX_CHOICE_STRING_VALUE:
            out.append(Violation(f"{where}: choice {i} value is {len(value)} characters (max 100)"))
    return out


def check_modal(data: Mapping[str, Any], *, where: str = "modal") -> list[Violation]:
    """Title ≤ 45, 1–5 components, text inputs within their limits (discord.md, "Components")."""
    out: list[Violation] = []
    title = data.get("title") or ""
    if not 1 <= len(title) <= MAX_MODAL_TITLE:
        out.append(Violation(f"{where}: title is {len(title)} characters (1–{MAX_MODAL_TITLE})"))
    custom_id = data.get("custom_id") or ""
    if not 1 <= len(custom_id) <= MAX_CUSTOM_ID:
        out.append(Violation(f"{where}: custom_id is {len(custom_id)} characters (1–100)"))
    components = data.get("components") or []
    if not 1 <= len(components) <= MAX_MODAL_COMPONENTS:
        out.append(Violation(f"{where}: {len(components)} components (1–{MAX_MODAL_COMPONENTS})"))
    for c in _walk(components):
        if c.get("type") != _TEXT_INPUT:
            continue
        label = c.get("label")
        if label is not None and len(label) > MAX_TEXT_INPUT_LABEL:
            out.append(Violation(f"{where}: text input label is {len(label)} characters (max 45)"))
        value = c.get("value") or ""
        if len(value) > MAX_TEXT_INPUT_VALUE:
            out.append(
                Violation(f"{where}: text input value is {len(value)} characters (max 4000)")
            )
        placeholder = c.get("placeholder") or ""
        if len(placeholder) > MAX_TEXT_INPUT_PLACEHOLDER:
            out.append(
                Violation(
                    f"{where}: text input placeholder is {len(placeholder)} characters (max 100)"
                )
            )
        for key in ("min_length", "max_length"):
            n = c.get(key)
            if n is not None and not 0 <= n <= MAX_TEXT_INPUT_VALUE:
                out.append(Violation(f"{where}: text input {key} {n} outside 0–4000"))
    return out


def check_interaction_callback(
    payload: Mapping[str, Any], *, interaction_type: int, where: str, files: Sequence[FileInfo] = ()
) -> list[Violation]:
    """Check ``POST /interactions/{id}/{token}/callback``: the response type must suit the
    interaction (autocomplete answers with 8 and never defers; only component and modal
    interactions may update their message) and its data must respect the limits."""
    out: list[Violation] = []
    cb_type = payload.get("type")
    data = payload.get("data") or {}
    allowed = {
        2: {4, 5, 9},  # application command
        3: {4, 5, 6, 7, 9},  # component
        4: {8},  # autocomplete
        5: {4, 5, 6, 7},  # modal submit
    }.get(interaction_type, {1})
    if cb_type not in allowed:
        out.append(
            Violation(
                f"{where}: response type {cb_type} is not valid for interaction "
                f"type {interaction_type}"
            )
        )
    if cb_type in (4, 7):
        out.extend(
            check_message(data, where=where, files=files, interaction=True, edit=cb_type == 7)
        )
    elif cb_type == 8:
        out.extend(check_autocomplete_choices(data.get("choices") or [], where=where))
    elif cb_type == 9:
        out.extend(check_modal(data, where=where))
    return out


def check_thread(payload: Mapping[str, Any], *, where: str = "thread") -> list[Violation]:
    """Thread name 1–100; auto_archive_duration in {60, 1440, 4320, 10080} (discord.md)."""
    out: list[Violation] = []
    name = payload.get("name")
    if name is not None and not 1 <= len(name) <= MAX_THREAD_NAME:
        out.append(
            Violation(f"{where}: thread name is {len(name)} characters (1–{MAX_THREAD_NAME})")
        )
    duration = payload.get("auto_archive_duration")
    if duration is not None and duration not in ALLOWED_AUTO_ARCHIVE_DURATIONS:
        out.append(
            Violation(
                f"{where}: auto_archive_duration {duration} not in "
                f"{sorted(ALLOWED_AUTO_ARCHIVE_DURATIONS)}"
            )
        )
    return out


# --------------------------------------------------------------------------------------
# Application command tree
# --------------------------------------------------------------------------------------

_NAME_PUNCTUATION = frozenset("-_'")


def _valid_name_char(ch: str) -> bool:
    # discord.md: ^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$ (Python's re has no \p{...}).
    if ch in _NAME_PUNCTUATION:
        return True
    if unicodedata.category(ch)[0] in "LN":
        return True
    code = ord(ch)
    return 0x0900 <= code <= 0x097F or 0x0E00 <= code <= 0x0E7F  # Devanagari, Thai


def _check_name(name: Any, where: str, *, chat_input: bool) -> list[str]:
    if not isinstance(name, str) or not 1 <= len(name) <= MAX_COMMAND_NAME:
        return [f"{where}: name {name!r} must be 1–32 characters"]
    if chat_input:
        if not all(_valid_name_char(ch) for ch in name):
            return [f"{where}: name {name!r} has characters outside [-_'letters digits]"]
        if name != name.lower():
            return [f"{where}: name {name!r} must be lowercase"]
    return []


def _check_description(desc: Any, where: str) -> list[str]:
    if desc == MISSING_DESCRIPTION:
        return [f"{where}: description is missing (discord.py sent {MISSING_DESCRIPTION!r})"]
    if not isinstance(desc, str) or not 1 <= len(desc) <= MAX_DESCRIPTION:
        return [f"{where}: description must be 1–100 characters (got {len(desc or '')})"]
    return []


def _localized(data: Mapping[str, Any], key: str) -> list[str]:
    return [v for v in (data.get(key) or {}).values() if isinstance(v, str)]


def _longest(data: Mapping[str, Any], key: str) -> int:
    """The longest variant of a field, its default included: the only one Discord counts
    against the budget ("only the longest localization for each field (including the
    default value) is counted towards the size limit")."""
    default = data.get(key)
    lengths = [len(default)] if isinstance(default, str) else []
    lengths += [len(v) for v in _localized(data, f"{key}_localizations")]
    return max(lengths, default=0)


def _budget(data: Mapping[str, Any]) -> int:
    """Characters counted against the 8000 budget: names, descriptions and choice values,
    recursively, each name and description by its longest variant."""
    total = _longest(data, "name") + _longest(data, "description")
    for choice in data.get("choices") or []:
        total += _longest(choice, "name") + len(str(choice.get("value", "")))
    for option in data.get("options") or []:
        total += _budget(option)
    return total


def _check_locale_keys(data: Mapping[str, Any], where: str) -> list[str]:
    out = []
    for key in ("name_localizations", "description_localizations"):
        for locale in data.get(key) or {}:
            if locale not in DISCORD_LOCALES:
                out.append(f"{where}: {key} has {locale!r}, not a Discord locale")
    return out


def _check_localizations(data: Mapping[str, Any], where: str, *, chat_input: bool) -> list[str]:
    """A localized name or description obeys the default's rules ("values follow the same
    restrictions as name"): the name regex and lowercase for chat input, 1–100 for a
    description."""
    out = _check_locale_keys(data, where)
    for locale, name in sorted((data.get("name_localizations") or {}).items()):
        out.extend(_check_name(name, f"{where} [{locale}]", chat_input=chat_input))
    for locale, desc in sorted((data.get("description_localizations") or {}).items()):
        out.extend(_check_description(desc, f"{where} [{locale}]"))
    return out


def _check_sibling_names(items: Sequence[Mapping[str, Any]], where: str, *,
                         options: bool) -> list[str]:
    """Names among siblings, per locale. A user of a locale sees each sibling's localized
    name, or its default where it has none: those must be unique. And for options
    (subcommands included), a localized name must differ from every other option's
    default name ("distinct from all other default option names of that command, as
    well as all other option names within that locale")."""
    out: list[str] = []
    locales = sorted({locale for item in items
                      for locale in (item.get("name_localizations") or {})})
    for locale in locales:
        seen: dict[str, str] = {}
        for item in items:
            default = item.get("name")
            name = (item.get("name_localizations") or {}).get(locale) or default
            if not isinstance(name, str):
                continue
            if options and name != default and any(
                    other.get("name") == name for other in items if other is not item):
                out.append(f"{where} {default}: {locale} name {name!r} is another option's "
                           "default name")
            if name in seen:
                out.append(f"{where}: {locale} name {name!r} used by both {seen[name]} "
                           f"and {default}")
            else:
                seen[name] = str(default)
    return out


def _check_options(options: Sequence[Mapping[str, Any]], where: str, *, depth: int) -> list[str]:
    out: list[str] = []
    if len(options) > MAX_OPTIONS:
        out.append(f"{where}: {len(options)} options (max {MAX_OPTIONS})")
    names = [o.get("name") for o in options]
    for dup in sorted({n for n in names if names.count(n) > 1}, key=str):
        out.append(f"{where}: option name {dup!r} used twice")
    out.extend(_check_sibling_names(options, where, options=True))
    subcommands = [o for o in options if o.get("type") in (1, 2)]
    if subcommands and len(subcommands) != len(options):
        out.append(f"{where}: mixes subcommands with plain options")
    seen_optional = False
    for option in options:
        otype = option.get("type")
        label = f"{where} {option.get('name')}"
        out.extend(_check_name(option.get("name"), label, chat_input=True))
        out.extend(_check_description(option.get("description"), label))
        out.extend(_check_localizations(option, label, chat_input=True))
        if otype in (1, 2):
            if otype == 2 and depth >= 1:
                out.append(f"{label}: subcommand group nested too deep")
            if otype == 1 and depth >= 2:
                out.append(f"{label}: subcommand nested too deep")
            children = option.get("options") or []
            if otype == 2 and any(c.get("type") != 1 for c in children):
                out.append(f"{label}: a subcommand group may only hold subcommands")
            if otype == 1 and any(c.get("type") in (1, 2) for c in children):
                out.append(f"{label}: a subcommand cannot hold subcommands")
            out.extend(_check_options(children, label, depth=depth + 1))
            continue
        if option.get("required"):
            if seen_optional:
                out.append(f"{label}: required option after an optional one")
        else:
            seen_optional = True
        choices = option.get("choices") or []
        if len(choices) > MAX_CHOICES:
            out.append(f"{label}: {len(choices)} choices (max {MAX_CHOICES})")
        if choices and option.get("autocomplete"):
            out.append(f"{label}: autocomplete together with choices")
        for i, choice in enumerate(choices):
            cname = choice.get("name") or ""
            if not 1 <= len(cname) <= MAX_CHOICE_NAME:
                out.append(f"{label}: choice {i} name is {len(cname)} characters (1–100)")
            out.extend(_check_locale_keys(choice, f"{label} choice {i}"))
            for locale, local in sorted((choice.get("name_localizations") or {}).items()):
                if not isinstance(local, str) or not 1 <= len(local) <= MAX_CHOICE_NAME:
                    out.append(f"{label}: choice {i} [{locale}] name is "
                               f"{len(local or '')} characters (1–100)")
            value = choice.get("value")
            if isinstance(value, str) and len(value) > MAX_CHOICE_STRING_VALUE:
                out.append(f"{label}: choice {i} value is {len(value)} characters (max 100)")
        for low, high in (("min_value", "max_value"), ("min_length", "max_length")):
            lo, hi = option.get(low), option.get(high)
            if lo is not None and hi is not None and lo > hi:
                out.append(f"{label}: {low} {lo} > {high} {hi}")
        for key in ("min_length", "max_length"):
            n = option.get(key)
            if n is not None and not 0 <= n <= 6000:
                out.append(f"{label}: {key} {n} outside 0–6000")
    return out


def check_command_payload(data: Mapping[str, Any]) -> list[str]:
    """Lint one top-level command as Discord receives it (``cmd.to_dict(tree)``)."""
    ctype = data.get("type", 1)
    name = data.get("name")
    where = f"/{name}" if ctype == 1 else f"context menu {name!r}"
    out = _check_name(name, where, chat_input=ctype == 1)
    out.extend(_check_localizations(data, where, chat_input=ctype == 1))
    if ctype == 1:
        out.extend(_check_description(data.get("description"), where))
        out.extend(_check_options(data.get("options") or [], where, depth=0))
        budget = _budget(data)
        if budget > MAX_COMMAND_BUDGET:
            out.append(
                f"{where}: {budget} characters of names, descriptions and choices "
                f"(max {MAX_COMMAND_BUDGET})"
            )
    return out


def _check_nested_permissions(command: Any) -> list[str]:
    """discord.py drops ``default_permissions`` of subcommands silently: Discord only honours
    ``default_member_permissions`` on top-level commands, so such a subcommand is visible
    to everyone."""
    out: list[str] = []
    for child in getattr(command, "walk_commands", lambda: [])():
        if getattr(child, "default_permissions", None) is not None:
            out.append(
                f"/{child.qualified_name}: default_permissions on a subcommand is ignored by "
                "Discord (only top-level commands have them); everyone can use it"
            )
    return out


def check_command_list(payloads: Sequence[Mapping[str, Any]]) -> list[str]:
    """Lint the commands of one bulk overwrite (``PUT …/commands``): each command, their
    names as siblings (unique per command type, in every locale) and ≤ 100 chat-input
    commands."""
    out: list[str] = []
    for payload in payloads:
        out.extend(check_command_payload(payload))
    for ctype in sorted({p.get("type", 1) for p in payloads}):
        same_type = [p for p in payloads if p.get("type", 1) == ctype]
        names = [p.get("name") for p in same_type]
        for dup in sorted({n for n in names if names.count(n) > 1}, key=str):
            out.append(f"command name {dup!r} used twice")
        out.extend(_check_sibling_names(same_type, "commands", options=False))
    chat_input = sum(1 for p in payloads if p.get("type", 1) == 1)
    if chat_input > MAX_GLOBAL_CHAT_COMMANDS:
        out.append(f"{chat_input} chat-input commands (max {MAX_GLOBAL_CHAT_COMMANDS})")
    return out


def check_command_tree(tree: Any, *, guild: Any = None) -> list[str]:
    """Lint every command of a ``discord.app_commands.CommandTree`` via ``cmd.to_dict(tree)``.

    Checks names, descriptions (1–100, and not discord.py's "…" placeholder), ≤ 25 options
    with required ones first, ≤ 25 choices with valid lengths, no autocomplete together with
    choices, nesting, the 8000-character budget per top-level command and ≤ 100 global
    chat-input commands. Pass ``guild`` (a ``discord.abc.Snowflake``) to lint that guild's
    commands instead of the global ones. Returns readable problems; empty means clean.
    ``to_dict`` carries no localizations: :func:`check_synced_command_tree` lints what
    a sync sends through the tree's translator.
    """
    commands = tree.get_commands(guild=guild)
    out = check_command_list([command.to_dict(tree) for command in commands])
    for command in commands:
        out.extend(_check_nested_permissions(command))
    return out


async def synced_payloads(tree: Any, *, guild: Any = None) -> list[dict[str, Any]]:
    """What ``tree.sync(guild=guild)`` would send, without sending it: each command's
    payload through the tree's translator when it has one (discord.py's own
    ``get_translated_payload``), else ``to_dict``."""
    commands = tree.get_commands(guild=guild)
    translator = tree.translator
    if translator is None:
        return [command.to_dict(tree) for command in commands]
    return [await command.get_translated_payload(tree, translator) for command in commands]


async def check_synced_command_tree(tree: Any, *, guild: Any = None) -> list[str]:
    """:func:`check_command_tree` over the payloads a sync sends, localizations
    included."""
    commands = tree.get_commands(guild=guild)
    out = check_command_list(await synced_payloads(tree, guild=guild))
    for command in commands:
        out.extend(_check_nested_permissions(command))
    return out
