"""The outbox's first replay of a process lets a notifier that can look at a game's place
(``check_place``) do so first: a board lost with its thread is queued again and posted,
once, in order; a look that fails holds nothing back; notifiers without it are left be."""

from __future__ import annotations

from bot.app.outbox import Outbox, PlaceKeeper
from tests.app.conftest import ANN, BEN, RecordingNotifier, started_game


class PlaceKeepingNotifier(RecordingNotifier):
    def __init__(self, lines: dict[int, str] | None = None, *, broken: bool = False) -> None:
        super().__init__()
        self.lines = lines or {}
        self.broken = broken
        self.looked: list[int] = []

    async def check_place(self, game):
        self.looked.append(game.id)
        if self.broken:
            raise RuntimeError("Discord said something odd")
        return self.lines.pop(game.id, None)

    async def announce(self, game, text):
        self.calls.append(("announce", text))


async def _two_games(tables):
    first = await started_game(tables, ANN, BEN)
    second = await started_game(tables, BEN, ANN)
    await tables.wait_idle()
    return first, second


async def test_a_board_lost_with_its_thread_is_posted_again_once(tables, store):
    first, second = await _two_games(tables)
    notifier = PlaceKeepingNotifier({second.id: "The thread is gone."})
    assert isinstance(notifier, PlaceKeeper)
    outbox = Outbox(store, notifier)  # a new process
    await outbox.deliver_all()
    assert sorted(notifier.looked) == [first.id, second.id]
    (report,) = notifier.moves()
    assert report.game.id == second.id and report.turn_complete
    assert report.turn_events == ["The thread is gone."]
    assert report.game.version == (await store.get_game(second.id)).version
    assert await store.pending_outbox(second.id) == []
    await outbox.deliver_all()  # later replays (every clock tick) do not look again
    assert sorted(notifier.looked) == [first.id, second.id] and len(notifier.moves()) == 1


async def test_a_board_owed_again_is_void_once_the_game_moved_on(tables, store):
    game, _ = await _two_games(tables)
    await store.enqueue(game.id, "board", {"text": "The thread is gone."})
    await tables.play(game.id, ANN, "take W U G")  # its own board went out meanwhile
    await tables.wait_idle()
    notifier = PlaceKeepingNotifier()
    await Outbox(store, notifier).deliver_all()
    assert notifier.moves() == [] and await store.pending_outbox(game.id) == []


async def test_a_failing_look_holds_no_delivery_back(tables, store):
    game, _ = await _two_games(tables)
    await store.enqueue(game.id, "announce", {"text": "Hello."})
    notifier = PlaceKeepingNotifier(broken=True)
    await Outbox(store, notifier).deliver_all()
    assert notifier.calls[-1] == ("announce", "Hello.")
    assert await store.pending_outbox(game.id) == []


async def test_a_notifier_that_cannot_look_is_not_asked(tables, store, notifier):
    game, _ = await _two_games(tables)
    assert not isinstance(notifier, PlaceKeeper)
    await store.enqueue(game.id, "lobby", {"text": "Ben joined."})
    await Outbox(store, notifier).deliver_all()
    assert notifier.calls[-1] == ("lobby", "Ben joined.")
