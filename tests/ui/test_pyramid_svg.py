"""The shared pyramid drawing (web/spelkast_ui/pyramid_svg.py)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from spelkast_ui.pyramid.svg import (
    MARGIN,
    SCALE,
    DieLook,
    Target,
    colour_chip,
    die_svg,
    hit_pads,
    looks_from_view,
    pyramid_legend,
    pyramid_svg,
)

from pyengine.core.rng import Rng
from pyengine.pyramid import setups as S
from pyengine.pyramid.geometry import LAYERS, Pos
from pyengine.pyramid.projection import Point, centre, hexagon

NS = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)  # also proves the markup is well-formed XML


def dice_groups(root: ET.Element) -> list[ET.Element]:
    return [g for g in root.iter(NS + "g") if "pyr-die" in g.get("class", "").split()]


def test_looks_from_view_keeps_positions_faces_and_marks() -> None:
    view = [
        {"at": [8, 0, 0], "colour": "red", "faces": [3, 2, 1]},
        {"at": [0, 8, 0], "colour": "pearl", "faces": [None, None, None]},
    ]
    looks = looks_from_view(view, {(8, 0, 0): "last"})
    assert looks == [
        DieLook((8, 0, 0), "red", (3, 2, 1), "last"),
        DieLook((0, 8, 0), "pearl", (None, None, None), ""),
    ]


def test_start_position_draws_each_die_with_three_faces_and_pips() -> None:
    looks = looks_from_view(S.wuerfelmarsch_start().to_json()["dice"])
    root = parse(pyramid_svg(looks))
    groups = dice_groups(root)
    assert len(groups) == 15
    for g in groups:
        hrefs = [u.get("href") for u in g.iter(NS + "use")]
        faces = [h for h in hrefs if h and h.startswith("#pyr-f")]
        pips = sorted(h for h in hrefs if h and h.startswith("#pyr-p"))
        assert len(faces) == 3
        # 3 towards the owner, 2 left, 1 right: the numbers 1, 2, 3 in some slots
        assert sorted(p[-1] for p in pips) == ["1", "2", "3"]
    # the red player's own die shows its 3 in the bottom slot from his side
    red = next(g for g in groups if "pyr-red" in g.get("class", ""))
    hrefs = [u.get("href") for u in red.iter(NS + "use")]
    assert "#pyr-pb3" in hrefs and "#pyr-pl2" in hrefs and "#pyr-pr1" in hrefs


def test_blank_faces_draw_no_pips() -> None:
    svg = pyramid_svg([DieLook((8, 0, 0), "yellow", (None, 4, None))])
    assert svg.count('href="#pyr-p') == 1


def test_covered_faces_are_skipped() -> None:
    full = S.full_random(Rng(3))
    root = parse(pyramid_svg(looks_from_view(full.to_json()["dice"])))
    faces = [u for u in root.iter(NS + "use") if (u.get("href") or "").startswith("#pyr-f")]
    # from above a full pyramid shows its three sides (3 x 45 faces) and nothing else
    assert len(faces) == 3 * 45


def test_turning_the_view_moves_the_dice_and_their_slots() -> None:
    look = [DieLook((4, 4, 0), "red", (6, 2, 3))]
    seen = {s: parse(pyramid_svg(look, side=s)) for s in range(3)}
    places = {dice_groups(r)[0].get("transform") for r in seen.values()}
    assert len(places) == 3
    # the face towards the viewing side is always the bottom slot
    for s, r in seen.items():
        hrefs = [u.get("href") for u in dice_groups(r)[0].iter(NS + "use")]
        assert f"#pyr-pb{(6, 2, 3)[s]}" in hrefs
        assert r.get("data-side") == str(s)
    # the plate and the viewBox do not change: the pyramid is symmetric
    assert len({r.get("viewBox") for r in seen.values()}) == 1


def test_targets_are_buttons_with_escaped_labels_and_hexagon_hit_areas() -> None:
    looks = looks_from_view(S.wuerfelmarsch_start().to_json()["dice"])
    die_at = looks[0].at
    targets = [
        Target(die_at, "die", "pick", "0", 'Die of <b>&"', selected=True),
        Target((0, 0, 8), "funnel", "goal", "x<y", "Corner"),
    ]
    svg = pyramid_svg(looks, targets=targets)
    assert "<b>" not in svg and "&lt;b&gt;&amp;&quot;" in svg
    root = parse(svg)
    assert root.get("role") == "group"
    buttons = [g for g in root.iter(NS + "g") if g.get("role") == "button"]
    assert len(buttons) == 2
    by_act = {g.get("data-act"): g for g in buttons}
    die, funnel = by_act["pick"], by_act["goal"]
    assert die.get("tabindex") == "0" and die.get("aria-pressed") == "true"
    assert "pyr-selected" in die.get("class", "") and "pyr-target" in die.get("class", "")
    assert die.get("aria-label") == 'Die of <b>&"'
    assert funnel.get("data-arg") == "x<y" and funnel.get("aria-pressed") is None
    for g in buttons:
        hits = [u for u in g.iter(NS + "use") if u.get("class") == "pyr-hit"]
        assert len(hits) == 1 and hits[0].get("href") == "#pyr-hx"
    assert any(c.get("class") == "pyr-funnel" for c in funnel.iter(NS + "circle"))


def test_funnels_are_rings_and_marks_become_classes() -> None:
    looks = [DieLook((8, 0, 0), "red", (3, 2, 1), "last owner-1")]
    root = parse(pyramid_svg(looks, funnels=[(7, 1, 0), (0, 0, 8)], title="Board"))
    rings = [c for c in root.iter(NS + "circle") if c.get("class") == "pyr-funnel"]
    assert len(rings) == 2
    cls = dice_groups(root)[0].get("class", "").split()
    assert "pyr-last" in cls and "pyr-owner-1" in cls
    assert root.get("role") == "img" and root.get("aria-label") == "Board"
    assert root.find(NS + "title") is not None


def test_empty_plate_shows_45_slots() -> None:
    root = parse(pyramid_svg([], lang="en"))
    slots = [u for u in root.iter(NS + "use") if u.get("class") == "pyr-slot"]
    assert len(slots) == 45
    assert root.get("aria-label") == "Dice pyramid"


def test_legend_names_each_colour_with_a_letter() -> None:
    nl, en = pyramid_legend("nl"), pyramid_legend("en")
    for word in ("rood", "geel", "parelmoer"):
        assert word in nl
    for word in ("red", "yellow", "pearl"):
        assert word in en
    assert ">Y</span>" in en and ">G</span>" in nl and "pyr-sw-yellow" in en


def test_full_pyramid_is_small() -> None:
    """All 165 dice in under 100 kB (its drawing time: `make bench --only hot`)."""
    looks = looks_from_view(S.full_random(Rng(9)).to_json()["dice"])
    svg = pyramid_svg(looks, side=2)
    assert len(svg) < 100_000
    dice = [g for g in parse(svg).iter(NS + "g") if "pyr-die" in g.get("class", "").split()]
    assert len(dice) == 165


def test_muted_targets_slot_marks_and_one_die() -> None:
    look = [DieLook((8, 0, 0), "red", (3, 2, 1))]
    muted = Target((8, 0, 0), "die", "why", "x", "Not yours", muted=True)
    root = parse(pyramid_svg(look, targets=[muted], slot_marks={(0, 0, 8): ("goal-red", "R")}))
    g = next(g for g in root.iter(NS + "g") if g.get("role") == "button")
    assert "pyr-muted" in g.get("class", "")
    marks = [g for g in root.iter(NS + "g") if "pyr-mark-goal-red" in g.get("class", "")]
    assert len(marks) == 1 and marks[0].get("aria-hidden") == "true"
    assert "".join(marks[0].itertext()) == "R"
    # a square holding a die shows no slot mark
    covered = pyramid_svg(look, slot_marks={(8, 0, 0): ("goal-red", "R")})
    assert "pyr-mark-goal-red" not in covered
    one = parse(die_svg("yellow", [6, 2, 3], side=0, cls="preview"))
    assert one.get("aria-hidden") == "true" and "preview" in one.get("class", "")
    hrefs = [u.get("href") for u in one.iter(NS + "use")]
    assert "#pyr-pb6" in hrefs and "#pyr-pl2" in hrefs and "#pyr-pr3" in hrefs
    chip = colour_chip("nl", "pearl")
    assert "parelmoer" in chip and "pyr-sw-pearl" in chip and ">P<" in chip


def test_a_core_target_is_a_disc_above_the_spots_resting_on_it() -> None:
    """A die whose faces are also the faces of spots that are targets answers to its middle
    only: its hit disc is drawn last, so no spot covers it, and it stays off the spots'
    own middles (the nearest spot wins)."""
    die = (0, 0, 8)
    spot = (0, 0, 7)  # resting on the die (and on two more)
    looks = [DieLook(p, "red", (None, None, None)) for p in ((0, 0, 8), (1, 0, 7), (0, 1, 7))]
    targets = [
        Target(die, "die", "build", "0,0,8", "new die", core=True),
        Target(spot, "funnel", "build", "0,0,7", "spot"),
    ]
    root = parse(pyramid_svg(looks, targets=targets))
    buttons = [g for g in root.iter(NS + "g") if g.get("role") == "button"]
    assert [g.get("data-arg") for g in buttons] == ["0,0,7", "0,0,8"]  # the die's comes last
    disc = buttons[-1].find(NS + "circle")
    assert disc is not None and "pyr-core" in disc.get("class", "")
    assert list(buttons[-1]) == [disc]  # only the hit area: the die is drawn in its place
    r = float(disc.get("r", "0"))
    assert 0 < r < 0.5 * 27 * (2 / 3) ** 0.5  # short of halfway to the spot's middle


def inside(poly: list[Point], q: Point) -> bool:
    """``q`` in the convex polygon ``poly`` (either winding), edges included."""
    signs = set()
    for i, a in enumerate(poly):
        b = poly[(i + 1) % len(poly)]
        cross = (b[0] - a[0]) * (q[1] - a[1]) - (b[1] - a[1]) * (q[0] - a[0])
        if abs(cross) > 1e-6:
            signs.add(cross > 0)
    return len(signs) <= 1


def own_hexagon(p: Pos, side: int) -> list[Point]:
    """The die's hexagon in drawing px, a hair inside its edges."""
    cx, cy = centre(p, side)
    return [
        (SCALE * (cx + 0.999 * (x - cx)), SCALE * (cy + 0.999 * (y - cy)))
        for x, y in hexagon(p, side)
    ]


def test_hit_pads_reach_a_finger_and_never_take_a_neighbours_die() -> None:
    """``hit_size``: every target answers on its whole own hexagon, and beyond it up to the
    size asked for, cut halfway towards another target (so no two pads overlap)."""
    lone: Pos = (8, 0, 0)
    row: list[Pos] = [(0, 4, 4), (0, 3, 5), (0, 5, 3)]  # three neighbours on the plate
    for side in range(3):
        pads = hit_pads([lone, *row], side, 46)
        for p, pad in pads.items():
            assert all(inside(pad, q) for q in own_hexagon(p, side)), (p, side)
        xs, ys = [x for x, _ in pads[lone]], [y for _, y in pads[lone]]
        assert max(xs) - min(xs) >= 46 - 1e-6 and max(ys) - min(ys) >= 46 - 1e-6
        # Between neighbours the line halfway divides: a point of one pad is in no other.
        for p, pad in pads.items():
            mx = sum(x for x, _ in pad) / len(pad)
            my = sum(y for _, y in pad) / len(pad)
            for q, other in pads.items():
                if q != p:
                    assert not all(inside(other, v) for v in pad)
                    assert not inside(other, (mx, my))
    # the middle of the row keeps its own hexagon whole between its two neighbours
    pads = hit_pads(row, 0, 46)
    xs = [x for x, _ in pads[(0, 4, 4)]]
    hexa = own_hexagon((0, 4, 4), 0)
    assert abs((max(xs) - min(xs)) - (max(x for x, _ in hexa) - min(x for x, _ in hexa))) < 0.2


def test_targets_with_hit_pads_are_drawn_above_the_dice_and_look_the_same() -> None:
    looks = looks_from_view(S.full_random(Rng(3)).to_json()["dice"])
    targets = [
        Target((8, 0, 0), "die", "pull", "8,0,0", "A", selected=True),
        Target((0, 8, 0), "die", "pull", "0,8,0", "B", muted=True),
    ]
    root = parse(pyramid_svg(looks, targets=targets, hit_size=46))
    children = list(root)
    buttons = [g for g in root.iter(NS + "g") if g.get("role") == "button"]
    assert sorted(str(g.get("data-arg")) for g in buttons) == ["0,8,0", "8,0,0"]
    last_die = max(i for i, g in enumerate(children) if "pyr-die" in g.get("class", ""))
    assert all(children.index(g) > last_die for g in buttons)  # above every die
    for g in buttons:
        (pad,) = list(g)
        assert pad.tag == NS + "polygon" and "pyr-pad" in pad.get("class", "")
    pressed = [g.get("data-arg") for g in buttons if g.get("aria-pressed") == "true"]
    assert pressed == ["8,0,0"]
    # The look in its place: the die with the outline a target has, not tappable itself.
    looks_in_place = [g for g in children if "pyr-look" in g.get("class", "").split()]
    assert len(looks_in_place) == 2
    classes = sorted(g.get("class", "") for g in looks_in_place)
    assert "pyr-muted" in classes[0] and "pyr-selected" in classes[1]
    assert all(g.get("data-act") is None for g in looks_in_place)
    assert all(any("pyr-die" in d.get("class", "") for d in g) for g in looks_in_place)
    # without hit_size nothing changes
    plain = parse(pyramid_svg(looks, targets=targets))
    assert not [g for g in plain.iter(NS + "g") if "pyr-look" in g.get("class", "")]


def _box(svg: str) -> tuple[float, float, float, float]:
    x0, y0, w, h = (float(v) for v in parse(svg).get("viewBox", "").split())
    return x0, y0, w, h


def test_every_drawing_is_the_whole_plate_with_a_margin() -> None:
    """The picture never cuts the plate: its viewBox holds the plate's outline (and its
    2 px rim) with ``MARGIN`` to spare on every side, the same box from every side and
    whatever lies on it, so a board keeps its size all game."""
    looks = looks_from_view(S.wuerfelmarsch_start().to_json()["dice"])
    boxes = {_box(pyramid_svg(dice, side=side)) for side in range(3) for dice in ([], looks)}
    assert len(boxes) == 1
    x0, y0, w, h = boxes.pop()
    plate = next(
        p for p in parse(pyramid_svg([])).iter(NS + "polygon") if "pyr-plate" in p.get("class", "")
    )
    pts = [tuple(float(v) for v in xy.split(",")) for xy in plate.get("points", "").split()]
    assert min(x for x, _ in pts) - 1 - MARGIN == pytest.approx(x0, abs=0.1)
    assert max(x for x, _ in pts) + 1 + MARGIN == pytest.approx(x0 + w, abs=0.1)
    assert min(y for _, y in pts) - 1 - MARGIN == pytest.approx(y0, abs=0.1)
    assert max(y for _, y in pts) + 1 + MARGIN == pytest.approx(y0 + h, abs=0.1)
    for p in LAYERS[0]:  # every square of the plate inside, its own side at the bottom
        for x, y in hexagon(p):
            assert x0 + MARGIN < x * SCALE < x0 + w - MARGIN
            assert y0 + MARGIN < y * SCALE < y0 + h - MARGIN


def test_a_chip_may_keep_its_name_for_screen_readers_only() -> None:
    chip = colour_chip("en", "red", name_hidden=True)
    assert '<span class="pyr-chip-name sr-only">red</span>' in chip
    assert 'class="pyr-chip-name">red<' in colour_chip("en", "red")
