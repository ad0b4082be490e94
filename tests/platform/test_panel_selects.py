"""A level chosen several at once (``Move.together``) past one select: up to four selects
on one page (rows 0–3, the second to fourth told apart by a custom_id suffix), each
taking several values; the router reads every one of them as the level's select."""

from __future__ import annotations

from bot.app.panel import SELECT_PAGE_SIZE, navigate
from bot.app.records import GameRecord, SeatRecord
from bot.discord_app import ui
from bot.games.base import Move


def record() -> GameRecord:
    return GameRecord(id=7, kind="zenso", guild_id=1, channel_id=10, thread_id=None,
                      host_id=1, status="active", options={}, seed=1, state=None, version=3,
                      result=None, board_message_id=None, created_at=0.0, updated_at=0.0,
                      seats=[SeatRecord(1, "Ann", 0), SeatRecord(2, "Ben", 1)])


def selects_of(moves: list[Move], page: int = 0) -> list:
    panel = navigate(moves)
    view = ui.panel_view(record(), 0, panel, page)
    return [item.item for item in view.children if isinstance(item, ui.GameSelect)]


def test_up_to_four_selects_a_page_when_chosen_together() -> None:
    moves = [Move(f"stone {i},0", f"{i},0", (f"{i},0",), together=25) for i in range(60)]
    selects = selects_of(moves)
    assert [len(s.options) for s in selects] == [25, 25, 10]
    assert [s.custom_id for s in selects] == ["bgs:nav:7:0:3:-", "bgs:nav:7:0:3:-:1",
                                              "bgs:nav:7:0:3:-:2"]
    assert [s.max_values for s in selects] == [25, 25, 10]
    assert [s.row for s in selects] == [0, 1, 2]
    values = [o.value for s in selects for o in s.options]
    assert values == [str(i) for i in range(60)]  # option indices over the whole level
    for select in selects:
        assert ui._SELECT.fullmatch(select.custom_id)


def test_past_four_selects_the_level_pages_on() -> None:
    moves = [Move(f"stone {i},0", f"{i},0", (f"{i},0",), together=25) for i in range(130)]
    assert len(selects_of(moves)) == 4
    assert selects_of(moves, 1)[0].options[0].value == str(4 * SELECT_PAGE_SIZE)


def test_one_at_a_time_keeps_one_select_a_page() -> None:
    moves = [Move(f"take {i}", f"Take {i}", (f"Take {i}",)) for i in range(60)]
    selects = selects_of(moves)
    assert len(selects) == 1 and len(selects[0].options) == SELECT_PAGE_SIZE
    assert selects[0].max_values == 1
