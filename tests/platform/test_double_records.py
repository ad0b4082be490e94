"""The double's records keep their plain data out of the bot's collector's way: the
double runs in the bot's process (console, benchmarks), and its records of hundreds of
interactions in flight were most of what the bot's full collections scanned."""

from __future__ import annotations

import copy
import gc
import pickle

from bot.double.world import CapturedRequest, StoredMessage


def tracked_inside(record: object) -> int:
    """Containers the collector scans inside ``record``'s own attributes."""
    return sum(1 for value in vars(record).values()
               if isinstance(value, (dict, list, set)) and gc.is_tracked(value))


def test_a_requests_body_and_answer_are_kept_as_copies_the_collector_never_scans() -> None:
    body = {"content": "✅", "components": [{"type": 1, "components": []}]}
    request = CapturedRequest(method="POST", path="/x", route="/x", source="http", json=body,
                              files=(), params=None, reason=None, user_id=1,
                              interaction_id=None)
    request.response = {"id": "1", "attachments": [], "embeds": []}
    body["content"] = "changed by the caller"
    assert request.json == {"content": "✅", "components": [{"type": 1, "components": []}]}
    request.json["content"] = "changed by a reader"  # type: ignore[index]
    assert request.json["content"] == "✅"  # type: ignore[index]
    assert request.response == {"id": "1", "attachments": [], "embeds": []}
    assert tracked_inside(request) == 0


def test_a_stored_messages_fields_read_as_lists_and_survive_copies() -> None:
    message = StoredMessage(id=5, channel_id=2, guild_id=None, author_id=3,
                            components=[{"type": 1, "components": [{"type": 2}]}])
    assert message.embeds == [] and isinstance(message.embeds, list)
    assert message.mention_ids == [] and message.allowed_mentions is None
    assert message.components == [{"type": 1, "components": [{"type": 2}]}]
    assert tracked_inside(message) == 2  # only its attachments and shown_custom_ids
    for copied in (copy.deepcopy(message), copy.copy(message),
                   pickle.loads(pickle.dumps(message))):
        assert copied.embeds == [] and copied.components == message.components
    rows = message.components
    rows[0]["components"][0]["custom_id"] = "x"
    assert "custom_id" not in message.components[0]["components"][0]  # a read is a copy
    message.components = rows  # an edit assigns the field anew
    assert message.components[0]["components"][0]["custom_id"] == "x"


def test_forgotten_messages_take_their_files_with_them() -> None:
    from bot.double.world import StoredAttachment, World

    world = World()

    def posted(message_id: int, name: str) -> StoredAttachment:
        url = f"https://cdn.discordapp.com/attachments/2/{message_id}/{name}"
        attachment = StoredAttachment(filename=name, data=b"png", description=None,
                                      spoiler=False, id=message_id * 10, url=url + "?ex=1",
                                      proxy_url=url)
        world.attachments_by_url[url] = attachment
        world.messages[message_id] = StoredMessage(
            id=message_id, channel_id=2, guild_id=None, author_id=3,
            attachments=[attachment])
        return attachment

    posted(1, "board.png")
    kept = posted(2, "board.png")
    world.forget_messages([1, 404])  # a message already gone is no error
    assert list(world.messages) == [2]
    assert list(world.attachments_by_url.values()) == [kept]


def test_a_place_keeps_its_last_messages_when_the_rest_scrolls_away() -> None:
    from bot.double.world import World

    world = World()
    for message_id in range(1, 6):
        world.messages[message_id] = StoredMessage(id=message_id, channel_id=2,
                                                   guild_id=None, author_id=3)
    world.channel_messages[2] = [1, 2, 3, 4, 5]
    world.channel_messages[7] = []
    world.forget_scrolled(2)
    assert world.channel_messages == {2: [4, 5], 7: []}
    assert sorted(world.messages) == [4, 5]


def test_a_nonce_is_forgotten_after_discords_window() -> None:
    from bot.double.world import NONCE_WINDOW, World

    world = World()
    world.remember_nonce("first", 1)
    world.clock_offset += 0.4 * NONCE_WINDOW
    world.remember_nonce("second", 2)
    world.clock_offset += 0.4 * NONCE_WINDOW
    world.remember_nonce("first", 3)  # used again: kept from now, after "second"
    assert list(world.sent_nonces) == ["second", "first"]
    world.clock_offset += 0.7 * NONCE_WINDOW
    world.remember_nonce("third", 4)
    # "second" is past the window; "first", renewed, is not
    assert list(world.sent_nonces) == ["first", "third"]
    assert world.sent_nonces["first"][0] == 3
