"""Azul: Queen's Garden pictures, drawn for a phone first.

A board is several images posted together (:meth:`AzulRenderer.boards`), because one
picture holding the display and four gardens would not read at Discord's ~400 px:

    the display   round and who acts, this round's goals and the whole schedule (P3),
                  the stack top T with its tiles, every laid-out expansion L1, L2, …
                  (a blank back with its tiles when face down, its printed hexagon when
                  face up), the counts of the stacks, the supply, the bag and the tower,
                  and every score
    one garden    per player: name, score, passed / first-player marks, the 55 cells on
                  the axial layout of §3.7 (fountain FT, ornaments O0–O5 with statues
                  and benches, areas A0–A5), and the storage with its jokers

The decision picture (:meth:`AzulRenderer.decision`) is the deciding player's garden at
full width with a badge on every offered cell (the badge text is the button's marker:
the cell id, or the area for a purchase).

Every hexagon shows its colour, a two-letter colour code (Bl, Ye, LG, DG, LP, DP: light
and dark green and purple differ in letters, not only in shade) and its pattern value
1–6, all at least 3 % of the image width. Everything comes from the public view and the
game's data; nothing hidden (face-down identities, the bag, stack order) is in a view.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache
from typing import Any

from PIL import Image, ImageDraw

from bot.games.azul_queens_garden.tables import Tables, default_tables
from rendering import common as c
from rendering import grids
from rendering.base import DecisionChoice, RenderedImage, Renderer, View

WIDTH = 1100
MIN_FONT = grids.min_font_size(WIDTH)  # 33 px: 3 % of the width
T: Tables = default_tables()

FILL: dict[str, c.Color] = {
    "blue": c.OKABE_ITO["sky_blue"],
    "yellow": c.OKABE_ITO["yellow"],
    "lightgreen": (150, 216, 186),
    "darkgreen": c.OKABE_ITO["bluish_green"],
    "lightpurple": (222, 170, 205),
    "darkpurple": (118, 62, 140),
}
CODE: dict[str, str] = {"blue": "Bl", "yellow": "Ye", "lightgreen": "LG",
                        "darkgreen": "DG", "lightpurple": "LP", "darkpurple": "DP"}
EMPTY_SPACE: c.Color = (92, 100, 114)
AREA_FLOOR: c.Color = (128, 110, 84)
ELEMENT: c.Color = (176, 176, 184)
NO_AREA: c.Color = (48, 53, 63)
JOKER: c.Color = (150, 150, 150)
ELEMENT_LABEL = {"fountain": "FT", "statue": "Sta", "bench": "Ben", "pavilion": "Pav"}


def kind_parts(kind: str) -> tuple[str, int]:
    return T.kind_colour[kind], T.kind_value[kind]


def criterion_text(goal: str) -> str:
    if goal in T.colour_names:
        return f"{CODE[goal]} {T.colour_names[goal].split(' (')[0]}"
    value = int(goal[1:])
    return f"{value} {T.pattern_names[value]}"


@cache
def hex_sprite(kind: str | None, radius: int, label: str = "", fill: c.Color | None = None,
               outline: c.Color = c.INK) -> Image.Image:
    """A hexagon sprite: a tile (colour, code and value) or a plain cell with a label."""
    ss = 3
    w, h = round(grids.SQRT3 * radius), 2 * radius
    big = Image.new("RGBA", (w * ss, h * ss), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    centre = (w * ss / 2, h * ss / 2)
    colour = FILL[kind_parts(kind)[0]] if kind else (fill or EMPTY_SPACE)
    draw.polygon(grids.hex_corners(centre, radius * ss - 2 * ss), fill=outline)
    draw.polygon(grids.hex_corners(centre, radius * ss - 5 * ss), fill=colour)
    sprite = big.resize((w, h), Image.Resampling.LANCZOS)
    d = ImageDraw.Draw(sprite)
    ink = c.ink_on(colour)
    if kind:
        code_size = max(MIN_FONT, round(radius * 0.62))
        value_size = max(MIN_FONT, round(radius * 0.72))
        colour_id, value = kind_parts(kind)
        d.text((w / 2, h / 2 - radius * 0.02), CODE[colour_id], font=c.font(code_size),
               fill=ink, anchor="md")
        d.text((w / 2, h / 2 + radius * 0.04), str(value), font=c.font(value_size),
               fill=ink, anchor="ma")
    elif label:
        size = MIN_FONT if len(label) > 2 else max(MIN_FONT, round(radius * 0.6))
        d.text((w / 2, h / 2), label, font=c.font(size), fill=ink, anchor="mm")
    return sprite


def paste_hex(image: Image.Image, centre: tuple[float, float], sprite: Image.Image) -> None:
    image.paste(sprite, (round(centre[0] - sprite.width / 2),
                         round(centre[1] - sprite.height / 2)), sprite)


# --- the garden ----------------------------------------------------------------------------

GARDEN_RADIUS = 60


def garden_grid(top: float, width: int = WIDTH, radius: int = GARDEN_RADIUS
                ) -> tuple[grids.HexGrid, int]:
    cells = list(T.cell_qr.values())
    grid, (w, h) = grids.HexGrid(radius).fitted(cells, margin=8)
    offset = (width - w) / 2
    grid = grids.HexGrid(radius, origin=(grid.origin[0] + offset, grid.origin[1] + top))
    return grid, h


def cell_contents(seat: dict[str, Any]) -> dict[str, tuple[str, str | None]]:
    """Per garden cell: ("tile", kind) / ("space", None) / ("element", type) /
    ("none", None) for cells of areas without an expansion."""
    found: dict[str, tuple[str, str | None]] = {}
    for eid, (kind, _) in T.fixed_elements.items():
        found[eid] = ("element", kind)
    for cell in T.fountain_spaces:
        found[cell] = ("space", None)
    for k in range(6):
        area = seat["areas"].get(str(k))
        for cell in T.area_cells[k]:
            found[cell] = ("none", None) if area is None else ("space", None)
        if area is not None and area["up"]:
            found[T.area_cells[k][0]] = ("element", "pavilion")
    for cell, kind in seat["hexagons"].items():
        found[cell] = ("tile", kind)
    return found


def draw_garden(image: Image.Image, seat: dict[str, Any], top: float,
                badges: dict[str, str] | None = None) -> int:
    """The 55 cells of §3.7; returns the height used."""
    grid, height = garden_grid(top)
    contents = cell_contents(seat)
    surrounded = set(seat["surrounded"])
    for cell, (q, r) in T.cell_qr.items():
        what, detail = contents[cell]
        centre = grid.center((q, r))
        if what == "tile":
            sprite = hex_sprite(detail, GARDEN_RADIUS)
        elif what == "element":
            label = ELEMENT_LABEL[detail] + ("✓" if cell in surrounded else "")
            sprite = hex_sprite(None, GARDEN_RADIUS, label, fill=ELEMENT)
        elif what == "space":
            area = T.cell_area.get(cell)
            floor = EMPTY_SPACE if area is None else AREA_FLOOR
            sprite = hex_sprite(None, GARDEN_RADIUS, "", fill=floor)
        else:
            label = f"A{T.cell_area[cell]}" if cell.endswith(".c") else ""
            sprite = hex_sprite(None, GARDEN_RADIUS, label, fill=NO_AREA, outline=(70, 76, 88))
        paste_hex(image, centre, sprite)
    for cell, text in (badges or {}).items():
        q, r = T.cell_qr[cell]
        x, y = grid.center((q, r))
        ImageDraw.Draw(image).polygon(grids.hex_corners((x, y), GARDEN_RADIUS - 3),
                                      outline=c.HIGHLIGHT, width=5)
        grids.marker_badge(image, (x, y), text, final_width=WIDTH)
    return height


def storage_strip(image: Image.Image, seat: dict[str, Any], top: int) -> int:
    """The storage: tiles (×n), expansions (marked EXP) and jokers; returns the height."""
    radius = 54
    pitch = round(grids.SQRT3 * radius) + 6
    x, y = 20, top
    c.put_text(image, (x, y), "Storage", MIN_FONT, c.TEXT)
    tiles = sum(seat["tiles"].values()) + seat["jokers"]
    c.put_text(image, (WIDTH - 20, y), f"{tiles}/{T.storage_tiles} · exp "
               f"{len(seat['expansions'])}/{T.storage_expansions}", MIN_FONT, c.TEXT_DIM,
               anchor="ra")
    y += MIN_FONT + 14
    items: list[tuple[Image.Image, str]] = []
    for kind, n in seat["tiles"].items():
        items.append((hex_sprite(kind, radius), f"×{n}" if n > 1 else ""))
    for exp in seat["expansions"]:
        items.append((hex_sprite(T.exp_kind[exp], radius, outline=c.HIGHLIGHT), "EXP"))
    if seat["jokers"]:
        items.append((hex_sprite(None, radius, "J", fill=JOKER), f"×{seat['jokers']}"))
    if not items:
        c.put_text(image, (x, y + 10), "empty", MIN_FONT, c.TEXT_DIM)
        return MIN_FONT * 2 + 40
    per_row = (WIDTH - 40) // pitch
    row_h = 2 * radius + MIN_FONT + 12
    for index, (sprite, note) in enumerate(items):
        col, row = index % per_row, index // per_row
        cx = x + col * pitch + pitch / 2
        cy = y + row * row_h + radius
        paste_hex(image, (cx, cy), sprite)
        if note:
            c.put_text(image, (cx, cy + radius + 2), note, MIN_FONT, c.TEXT, anchor="ma")
    rows = -(-len(items) // per_row)
    return y - top + rows * row_h


def player_image(view: View, index: int, names: Sequence[str],
                 badges: dict[str, str] | None = None, title: str | None = None) -> Image.Image:
    seat = view["seats"][index]
    image = Image.new("RGB", (WIDTH, 1500), c.BACKGROUND)
    marks = []
    if view["phase"] != "over" and index in view["to_move"]:
        marks.append("TO MOVE")
    if seat["passed"]:
        marks.append("PASSED")
    if view.get("first_passer") == index:
        marks.append("1ST ★")
    head = title or f"{names[index] if index < len(names) else f'Player {index + 1}'}"
    size = 40
    c.put_text(image, (20, 16), c.ellipsize(head, 640, size), size, c.TEXT)
    c.put_text(image, (WIDTH - 20, 16), f"{seat['score']} pts", size, c.HIGHLIGHT, anchor="ra")
    y = 16 + size + 10
    x = 20
    for mark in marks:
        box = c.tag(image, (x, y), mark, MIN_FONT, c.OKABE_ITO["orange"])
        x = box[2] + 10
    y += MIN_FONT + 20
    used = draw_garden(image, seat, y, badges)
    y += used + 10
    y += storage_strip(image, seat, y) + 16
    return image.crop((0, 0, WIDTH, y))


# --- the display ---------------------------------------------------------------------------

def display_image(view: View, names: Sequence[str]) -> Image.Image:
    image = Image.new("RGB", (WIDTH, 2400), c.BACKGROUND)
    y = 16
    if view["phase"] == "over":
        head = "Game over: final scores below"
    else:
        who = view["active"]
        name = names[who] if who < len(names) else f"Player {who + 1}"
        doing = " (discarding)" if view["phase"] == "discard" else ""
        head = f"Round {view['round']}/{view['rounds']} · {name} to move{doing}"
    c.put_text(image, (20, y), c.ellipsize(head, WIDTH - 40, 40), 40, c.TEXT)
    y += 60
    # the schedule: every round's three goals, the current one marked
    for number, goals in enumerate(view["schedule"], start=1):
        current = number == view["round"] and view["phase"] != "over"
        colour = c.HIGHLIGHT if current else c.TEXT_DIM
        text = f"R{number}: " + " · ".join(criterion_text(g) for g in goals)
        if current:
            c.tag(image, (20, y), "NOW", MIN_FONT, c.OKABE_ITO["orange"])
        c.put_text(image, (130, y), c.ellipsize(text, WIDTH - 150, MIN_FONT), MIN_FONT, colour)
        y += MIN_FONT + 14
    y += 10
    radius = 54
    pitch = round(grids.SQRT3 * radius) + 4
    locations: list[tuple[str, str, list[Image.Image]]] = []
    if view["top"] is not None:
        locations.append(("T", f"stack, {view['stack_count']} left",
                          [hex_sprite(k, radius) for k in view["top"]]))
    for laid in view["laid"]:
        if laid["up"]:
            kind = T.exp_kind[laid["exp"]]
            locations.append((laid["label"], "face-up expansion",
                              [hex_sprite(kind, radius, outline=c.HIGHLIGHT)]))
        else:
            locations.append((laid["label"], "face down",
                              [hex_sprite(k, radius) for k in laid["tiles"]]))
    if not locations:
        c.put_text(image, (20, y), "The display is empty.", MIN_FONT, c.TEXT_DIM)
        y += MIN_FONT + 20
    col_w = WIDTH // 2
    row_h = 2 * radius + MIN_FONT + 22
    for index, (label, note, sprites) in enumerate(locations):
        col, row = index % 2, index // 2
        x0, y0 = col * col_w + 20, y + row * row_h
        c.rounded_box(ImageDraw.Draw(image), (x0 - 8, y0 - 4, x0 + col_w - 28, y0 + row_h - 10),
                      12, fill=c.PANEL)
        c.put_text(image, (x0, y0), label, MIN_FONT + 4, c.HIGHLIGHT)
        c.put_text(image, (x0 + 80, y0 + 4), note, MIN_FONT, c.TEXT_DIM)
        for i, sprite in enumerate(sprites):
            paste_hex(image, (x0 + i * pitch + pitch / 2, y0 + MIN_FONT + 10 + radius),
                      sprite)
    y += -(-len(locations) // 2) * row_h + 10
    stacks = ", ".join(str(n) for n in view["future_stacks"]) or "none"
    for line in (f"Next stacks: {stacks} · supply {view['supply_count']}",
                 f"Bag {view['bag_count']} tiles · tower {view['tower_count']}"):
        c.put_text(image, (20, y), line, MIN_FONT, c.TEXT)
        y += MIN_FONT + 12
    y += 8
    for index, seat in enumerate(view["seats"]):
        name = names[index] if index < len(names) else f"Player {index + 1}"
        marks = (" · passed" if seat["passed"] else "") + (
            " · 1st ★" if view.get("first_passer") == index else "")
        c.put_text(image, (20, y), c.ellipsize(f"{name}{marks}", 800, MIN_FONT), MIN_FONT,
                   c.TEXT)
        c.put_text(image, (WIDTH - 20, y), f"{seat['score']}", MIN_FONT, c.HIGHLIGHT,
                   anchor="ra")
        y += MIN_FONT + 12
    return image.crop((0, 0, WIDTH, y + 10))


# --- alt text ------------------------------------------------------------------------------

def _name(names: Sequence[str], index: int) -> str:
    return names[index] if index < len(names) else f"Player {index + 1}"


def display_alt(view: View, names: Sequence[str]) -> str:
    parts = []
    if view["phase"] == "over":
        parts.append("Azul: Queen's Garden, game over.")
    else:
        parts.append(f"Azul: Queen's Garden, round {view['round']} of {view['rounds']}, "
                     f"{_name(names, view['active'])} to move.")
        goals = view["schedule"][view["round"] - 1]
        parts.append("Goals: " + ", ".join(T.criterion_name(g) for g in goals) + ".")
    if view["top"] is not None:
        parts.append(f"Stack top T ({view['stack_count']} left): "
                     f"{', '.join(view['top']) or 'no tiles'}.")
    for laid in view["laid"]:
        if laid["up"]:
            parts.append(f"{laid['label']} face up {laid['exp']}.")
        else:
            parts.append(f"{laid['label']} face down with {', '.join(laid['tiles'])}.")
    parts.append(f"Supply {view['supply_count']}, bag {view['bag_count']}, tower "
                 f"{view['tower_count']}.")
    parts.append("Scores: " + ", ".join(f"{_name(names, i)} {s['score']}"
                                        for i, s in enumerate(view["seats"])) + ".")
    return " ".join(parts)[:1000]


def garden_alt(view: View, index: int, names: Sequence[str]) -> str:
    seat = view["seats"][index]
    cells = ", ".join(f"{cell} {kind}" for cell, kind in
                      sorted(seat["hexagons"].items(), key=lambda kv: T.cells.index(kv[0])))
    areas = ", ".join(f"A{k} {'face up ' + a['exp'] if a['up'] else 'face down'}"
                      for k, a in seat["areas"].items())
    tiles = ", ".join(f"{k}×{n}" if n > 1 else k for k, n in seat["tiles"].items())
    stored = ", ".join(x for x in (tiles, ", ".join(seat["expansions"]),
                                   f"{seat['jokers']} jokers") if x)
    text = (f"{_name(names, index)}: {seat['score']} points"
            f"{', passed' if seat['passed'] else ''}. Garden: {cells or 'no hexagons'}"
            f"{'; areas ' + areas if areas else ''}. Storage: {stored}.")
    return text[:1000]


_CELL = re.compile(r"\b(F[0-5]|A[0-5]\.(?:c|[0-5]))\b")


def choice_cell(notation: str) -> str | None:
    """Where a decision's option sits on the garden: the cell of a placement, the printed
    cell of an oriented expansion, the centre of the area of a purchase or face-down one."""
    words = notation.split()
    if words[0] == "place" and len(words) > 2:
        return words[2]
    if words[0] == "expand" and len(words) > 3:
        area = int(words[2][1:])
        if words[3] == "down":
            return T.area_cells[area][0]
        return T.area_printed[area][int(words[3][1:])]
    if words[0] == "buy":
        return T.area_cells[int(words[1][1:])][0]
    return None


class AzulRenderer(Renderer):
    game = "azul_queens_garden"

    def board(self, view: View, names: list[str]) -> RenderedImage:
        return RenderedImage(c.encode_png(display_image(view, names)),
                             display_alt(view, names), "board.png")

    def boards(self, view: View, names: list[str]) -> list[RenderedImage]:
        images = [self.board(view, names)]
        for index in range(view["players"]):
            images.append(RenderedImage(c.encode_png(player_image(view, index, names)),
                                        garden_alt(view, index, names),
                                        f"garden{index + 1}.png"))
        return images

    def decision(self, view: View, seat: int, names: list[str],
                 choices: list[DecisionChoice]) -> RenderedImage | None:
        badges: dict[str, str] = {}
        for choice in choices:
            cells = {choice_cell(n) for n in choice.notations} - {None}
            if len(cells) == 1:
                badges[cells.pop()] = choice.marker
        if not badges:
            return None
        title = f"{_name(names, seat)}: choose a cell"
        image = player_image(view, seat, names, badges, title)
        alt = (f"{_name(names, seat)}'s garden with the choices marked: "
               + ", ".join(f"{m} on {cell}" if m != cell else cell
                           for cell, m in badges.items()) + ". " + garden_alt(view, seat, names))
        return RenderedImage(c.encode_png(image), alt[:1000], "choice.png")


RENDERER = AzulRenderer()
