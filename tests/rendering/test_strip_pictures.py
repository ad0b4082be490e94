"""What every renderer built from cached strips (:class:`rendering.common.StripPictures`)
owes: flat colours that come out exactly and caches that cannot grow without limit."""

from __future__ import annotations

import pytest
from PIL import Image

from rendering import bonsai, splendor
from rendering import common as c

COMPOSED = {"bonsai": bonsai, "splendor": splendor}


@pytest.mark.parametrize("name", COMPOSED)
def test_flat_colours_come_out_exactly(name: str) -> None:
    """A fill that shifted would show on every board: each flat colour of the palette
    plan maps onto its own entry."""
    plan = COMPOSED[name].PALETTE
    flats = list(plan.flats)
    strip = Image.new("RGB", (len(flats), 1))
    strip.putdata(flats)
    mapped = c.to_palette(plan, strip).convert("RGB")
    assert [mapped.getpixel((x, 0)) for x in range(len(flats))] == flats
    assert len(c.palette_bytes(plan)) <= 3 * 256


@pytest.mark.parametrize(("name", "expected"), [
    ("bonsai", {"_png_strip", "_said", "_tree_alt", "_seat_alt"}),
    ("splendor", {"_png_strip", "card_face"}),
])
def test_every_cache_is_bounded(name: str, expected: set[str]) -> None:
    """A render worker draws for every game it is sent: no cache of the module may grow
    without limit, its strips' included (bound to a module name, where the worker's
    memory ceiling finds it)."""
    module = COMPOSED[name]
    caches = {key: value for key, value in vars(module).items()
              if callable(value) and hasattr(value, "cache_info")
              and (value.__module__ == module.__name__ or key == "_png_strip")}
    assert expected <= set(caches)
    assert module._png_strip is module.STRIPS.png_strip
    unbounded = [key for key, value in caches.items()
                 if value.cache_parameters()["maxsize"] is None]
    assert not unbounded
