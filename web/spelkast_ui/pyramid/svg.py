"""The dice pyramid of Das Spiel drawn as one SVG, shared by the Wuerfelmarsch, Cui bono?
and Eintrichtern screens.

Seen from straight above every die is a hexagon of three rhombi (its upper faces; see
``pyengine.pyramid.projection``). All rhombi of one screen slot (bottom, upper left,
upper right) have the same shape, and so do all hexagons, so the picture is a handful of
shapes in ``<defs>`` placed with ``<use x y>``: small enough to redraw on every tap.

* Only visible faces are drawn: the face ``-e_a`` of the die at ``p`` is covered exactly by
  the die at ``p - e_a`` (that die's hexagon holds the whole rhombus), so it is skipped when
  that position holds a die. Layers are drawn bottom first, so a partly covered die is
  partly covered on the screen too, including its tap area.
* Colours carry a pattern as well as a hue (red hatched, pearl with a striped sheen,
  yellow plain) and the legend names them with a letter, for colour-blind players.
* A target is a ``<g role="button">`` with ``data-act``/``data-arg``: the page's one
  delegated click listener dispatches it like any button. Its hit area is the whole hexagon.
  A ``muted`` target is tappable (to explain why not) without looking like a choice.
* ``hit_size`` (optional, for screens whose dice are smaller than a finger): every target's
  hit area is drawn above all dice, its hexagon grown to at least that size and cut off
  halfway towards any other target (so each still answers on its whole own hexagon); its
  look (dashed outline, selection) stays with the die in place, in a ``pyr-look`` group.
* The picture is always the whole plate with its rim and a margin round it (``MARGIN``):
  no game crops a corner or the apex to draw its dice larger; a screen that needs larger
  targets uses ``hit_size``.
* A die's ``mark`` words become classes ``pyr-<word>`` on its group, which then also holds
  an outline hexagon (``pyr-outline``) for the screens' CSS to colour.
* A target may have a ``halo``: a disc round it that answers to it too, for a die smaller
  on a phone than a finger (Raffzahn's loose dice are ~36 x 42 px at 360 px). Such targets
  must lie wholly in view (a free die, an open funnel: nothing is drawn over them); they
  are drawn last, over their halos, which lie over everything else, so a halo never takes
  a tap from a target's own hexagon.
* Extras for the screens: ``slot_marks`` (a letter on an empty square, e.g. a goal corner),
  ``die_svg`` (one die on its own, e.g. a preview) and ``colour_chip`` (swatch and name).
* The viewer's side is always at the bottom of the picture, as he sits at the table.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from pyengine.pyramid.geometry import COLOURS, CORNERS, LAYERS, POSITIONS, Pos
from pyengine.pyramid.projection import Point, centre, hexagon, rhombus

from ..kit.html import attrs, esc
from .words import colour_letter, colour_name, t

SCALE = 27.0  # px per die edge: the whole pyramid is 344 px wide, a die about 38 x 44 px
_PAD = 6.0  # px around the plate
_SLOTS = ("b", "l", "r")  # screen slots: bottom, upper left, upper right rhombus
# Pips in face coordinates (u, v in 0..1; see pyengine.pyramid.projection.rhombus).
_PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.25, 0.25), (0.75, 0.75)),
    3: ((0.22, 0.22), (0.5, 0.5), (0.78, 0.78)),
    4: ((0.25, 0.25), (0.25, 0.75), (0.75, 0.25), (0.75, 0.75)),
    5: ((0.22, 0.22), (0.22, 0.78), (0.5, 0.5), (0.78, 0.22), (0.78, 0.78)),
    6: ((0.25, 0.22), (0.25, 0.5), (0.25, 0.78), (0.75, 0.22), (0.75, 0.5), (0.75, 0.78)),
}
_PIP_R = 0.1
# A core hit disc: the nearest spot wins. The spots resting on a die have their centres
# sqrt(2/3) ~ 0.82 away, so a disc of 0.4 stays on the die's side of the halfway line.
_CORE_R = 0.4
MARGIN = 5.0  # px of free space round the plate's rim: nothing of the board touches an edge
# A finger's 44 px in drawing px: a phone of 360 px shows the whole drawing (366.6 px with
# its margin) 336 px wide, about 8 % smaller.
FINGER = 48.5
# Per screen slot: red base and hatch line, pearl base and sheen band; light from the upper left.
_SHADES: dict[str, tuple[str, str, str, str]] = {
    "b": ("#c0392b", "#8c1c12", "#dfe5ec", "#c3cedb"),
    "l": ("#e0503f", "#a32a1d", "#f5f8fb", "#d3dde8"),
    "r": ("#a52a1f", "#72150d", "#c9d1da", "#aebbca"),
}


@dataclass(frozen=True)
class DieLook:
    at: Pos
    colour: str  # "red" | "yellow" | "pearl" (pyramid.COLOURS)
    faces: tuple[int | None, int | None, int | None]  # upper faces -x, -y, -z; None = blank
    mark: str = ""  # extra CSS class suffix(es), e.g. "owner-1", "last", "new"


@dataclass(frozen=True)
class Target:
    """Something the player may tap: a die or an empty position (funnel)."""

    at: Pos
    kind: str  # "die" or "funnel"
    act: str  # data-act sent when tapped
    arg: str  # data-arg sent when tapped
    label: str  # accessible name (plain text; escaped here)
    selected: bool = False
    muted: bool = False  # tappable (to explain why not) but not drawn as a choice
    # Hit area: the whole hexagon, or (``core``) a disc round the die's top corner drawn
    # above everything, for a die whose faces also belong to the spots resting on it.
    core: bool = False
    # Radius, in die edges, of a disc round the target that answers to it too (0: none).
    halo: float = 0.0
    val: str | None = None  # data-val sent when tapped: the action it carries, if it is one


@dataclass(frozen=True)
class Edge:
    """A side of the plate marked for whoever sits there (Raffzahn): its rim in their
    colour and a short label beside it, running along it."""

    side: int  # the pyramid's side 0, 1 or 2 (seat s sits at side s)
    cls: str  # CSS class(es) of its colour, e.g. "seat-1"
    label: str  # plain text (escaped here)


@dataclass(frozen=True)
class Leaving:
    """A die just taken, leaving the pyramid towards its taker's side in the taker's colour.
    ``elapsed_ms`` since it was taken: a drawing made later carries on where the last one
    was (an SVG animation begun that long ago), so a redraw never restarts it."""

    at: Pos
    to_side: int
    cls: str
    elapsed_ms: int


LEAVE_MS = 900  # how long a taken die takes to leave
EDGE_ROOM = 12.0  # px more under the plate for the label of the viewer's own side


def looks_from_view(
    dice: Sequence[Mapping[str, Any]], marks: Mapping[Pos, str] | None = None
) -> list[DieLook]:
    """From the engines' view lists [{"at": [x,y,z], "colour": c, "faces": [a, b, c]}]
    (faces may hold None)."""
    out = []
    for d in dice:
        x, y, z = d["at"]
        at = (int(x), int(y), int(z))
        f = d.get("faces") or [None, None, None]
        faces = (f[0], f[1], f[2])
        out.append(DieLook(at, str(d["colour"]), faces, (marks or {}).get(at, "")))
    return out


# -- geometry in px ------------------------------------------------------------------------
def _n(v: float) -> str:
    """A coordinate with one decimal, no trailing ".0" (keeps the SVG small)."""
    s = f"{v:.1f}"
    s = s[:-2] if s.endswith(".0") else s
    return "0" if s == "-0" else s


def _xy(p: Pos, side: int) -> tuple[str, str]:
    cx, cy = centre(p, side)
    return _n(cx * SCALE), _n(cy * SCALE)


def _points(pts: Iterable[tuple[float, float]]) -> str:
    return " ".join(f"{_n(x * SCALE)},{_n(y * SCALE)}" for x, y in pts)


def _relative(p: Pos, pts: Iterable[tuple[float, float]]) -> list[tuple[float, float]]:
    cx, cy = centre(p)
    return [(x - cx, y - cy) for x, y in pts]


@cache
def _hull() -> list[tuple[float, float]]:
    """The plate: the convex hull of the bottom layer's hexagons, a little larger."""
    pts = sorted({(round(x, 6), round(y, 6)) for p in LAYERS[0] for x, y in hexagon(p)})

    def cross(o: tuple[float, float], a: tuple[float, float], b: tuple[float, float]) -> float:
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    def half(seq: list[tuple[float, float]]) -> list[tuple[float, float]]:
        h: list[tuple[float, float]] = []
        for q in seq:
            while len(h) >= 2 and cross(h[-2], h[-1], q) <= 0:
                h.pop()
            h.append(q)
        return h[:-1]

    hull = half(pts) + half(pts[::-1])
    grow = 1.0 + _PAD / SCALE / 7.0
    return [(x * grow, y * grow) for x, y in hull]


def _hatch(pid: str, base: str, line: str) -> str:
    return (
        f'<pattern id="{pid}" width="5" height="5" patternUnits="userSpaceOnUse"'
        f' patternTransform="rotate(30)"><rect width="5" height="5" fill="{base}"/>'
        f'<path d="M0 0V5" stroke="{line}" stroke-width="1.6"/></pattern>'
    )


def _sheen(pid: str, base: str, band: str) -> str:
    return (
        f'<pattern id="{pid}" width="8" height="8" patternUnits="userSpaceOnUse"'
        f' patternTransform="rotate(-35)"><rect width="8" height="8" fill="{base}"/>'
        f'<rect width="2.5" height="8" fill="{band}"/></pattern>'
    )


def _defs() -> str:
    """Shapes shared by every die: built once (they do not depend on the view's side, as a
    turn of 120 degrees maps each slot's rhombus onto the next slot's)."""
    origin: Pos = (0, 0, 0)
    parts = ["<defs>"]
    hexa = _points(_relative(origin, hexagon(origin)))
    parts.append(f'<polygon id="pyr-hx" points="{hexa}"/>')
    for axis, slot in enumerate(_SLOTS):
        corners = rhombus(origin, axis)
        parts.append(f'<polygon id="pyr-f{slot}" points="{_points(corners)}"/>')
        (ox, oy), (bx, by), _, (ex, ey) = corners
        m = " ".join(_n(v * SCALE) for v in (bx - ox, by - oy, ex - ox, ey - oy))
        for n, pips in _PIPS.items():
            dots = "".join(f'<circle cx="{u:g}" cy="{v:g}" r="{_PIP_R:g}"/>' for u, v in pips)
            parts.append(f'<g id="pyr-p{slot}{n}" transform="matrix({m} 0 0)">{dots}</g>')
    for slot, (red, line, pearl, dot) in _SHADES.items():
        parts.append(_hatch(f"pyr-red-{slot}", red, line) + _sheen(f"pyr-pearl-{slot}", pearl, dot))
    parts.append("</defs>")
    return "".join(parts)


_STATIC: list[tuple[str, str, str]] = []


def _static() -> tuple[str, str, str]:
    """The defs, the plate and the viewBox, built once: the same for every side, as the
    plate is an equilateral triangle round the apex (a turn of 120 degrees maps it onto
    itself)."""
    if not _STATIC:
        hull = _hull()
        plate = f'<polygon class="pyr-plate" points="{_points(hull)}"/>'
        # The rim's stroke (2 px) reaches 1 px beyond the hull; the margin starts there.
        pad = 1.0 + MARGIN
        x0, x1 = min(x for x, _ in hull) * SCALE, max(x for x, _ in hull) * SCALE
        y0, y1 = min(y for _, y in hull) * SCALE, max(y for _, y in hull) * SCALE
        box = f"{_n(x0 - pad)} {_n(y0 - pad)} {_n(x1 - x0 + 2 * pad)} {_n(y1 - y0 + 2 * pad)}"
        _STATIC.append((_defs(), plate, box))
    return _STATIC[0]


# -- hit areas larger than a die (``hit_size``) ------------------------------------------


def _half_plane(poly: list[Point], c: Point, other: Point) -> list[Point]:
    """The part of the convex ``poly`` on ``c``'s side of the line halfway to ``other``."""
    dx, dy = other[0] - c[0], other[1] - c[1]
    limit = (dx * (c[0] + other[0]) + dy * (c[1] + other[1])) / 2

    def inside(q: Point) -> float:
        return limit - (dx * q[0] + dy * q[1])

    out: list[Point] = []
    for i, q in enumerate(poly):
        prev = poly[i - 1]
        a, b = inside(prev), inside(q)
        if (a >= 0) != (b >= 0):
            f = a / (a - b)
            out.append((prev[0] + (q[0] - prev[0]) * f, prev[1] + (q[1] - prev[1]) * f))
        if b >= 0:
            out.append(q)
    return out


def hit_pads(targets: Sequence[Pos], side: int, size: float) -> dict[Pos, list[Point]]:
    """Each target's hit area in drawing px: its hexagon grown round its middle to at least
    ``size`` wide and high, cut at the line halfway to every other target it would reach.
    A target's own hexagon is never given away, unless another target's hexagon overlaps
    it (dice of different layers); then the halfway line divides that overlap."""
    mids = {p: (x * SCALE, y * SCALE) for p, (x, y) in ((p, centre(p, side)) for p in targets)}
    shape = _relative((0, 0, 0), hexagon((0, 0, 0), side))
    hexa = [(x * SCALE, y * SCALE) for x, y in shape]
    width = max(x for x, _ in hexa) - min(x for x, _ in hexa)
    height = max(y for _, y in hexa) - min(y for _, y in hexa)
    grow = max(1.0, size / width, size / height)
    reach = 2 * grow * max(abs(y) for _, y in hexa)
    pads = {}
    for p, (cx, cy) in mids.items():
        poly = [(cx + x * grow, cy + y * grow) for x, y in hexa]
        for q, m in mids.items():
            if q != p and abs(m[0] - cx) < reach and abs(m[1] - cy) < reach:
                poly = _half_plane(poly, (cx, cy), m)
        pads[p] = poly
    return pads


def _mark_classes(mark: str) -> str:
    return "".join(f" pyr-{word}" for word in mark.split())


def _die(d: DieLook, side: int, occupied: set[Pos]) -> str:
    """One die: its visible faces with pips, in a group moved to the die's centre."""
    x, y = _xy(d.at, side)
    colour = d.colour if d.colour in COLOURS else "pearl"
    inner = []
    for axis in range(3):
        above = list(d.at)
        above[axis] -= 1
        if above[axis] >= 0 and tuple(above) in occupied:
            continue  # covered exactly by the die above
        slot = _SLOTS[(axis - side) % 3]
        inner.append(f'<use href="#pyr-f{slot}" class="pyr-f{slot}"/>')
        pips = d.faces[axis]
        if pips in _PIPS:
            inner.append(f'<use href="#pyr-p{slot}{pips}" class="pyr-pip"/>')
    if d.mark:
        inner.append('<use href="#pyr-hx" class="pyr-outline"/>')
    return (
        f'<g class="pyr-die pyr-{colour}{_mark_classes(d.mark)}"'
        f' transform="translate({x} {y})">{"".join(inner)}</g>'
    )


def _ring(p: Pos, side: int, cls: str) -> str:
    x, y = _xy(p, side)
    r = _n(0.42 * SCALE)
    return f'<circle class="{cls}" cx="{x}" cy="{y}" r="{r}"/>'


def _slot_mark(x: str, y: str, cls: str, text: str) -> str:
    return (
        f'<g class="pyr-mark pyr-mark-{esc(cls)}" aria-hidden="true">'
        f'<use href="#pyr-hx" class="pyr-mark-hex" x="{x}" y="{y}"/>'
        f'<text x="{x}" y="{y}" dy="0.35em" text-anchor="middle">{esc(text)}</text></g>'
    )


def _states(t: Target) -> str:
    return (" pyr-selected" if t.selected else "") + (" pyr-muted" if t.muted else "")


def _look(t: Target, side: int, content: str) -> str:
    """A target's look in its place when its hit area is drawn above everything: the die
    or ring with the outline a target has, not tappable itself."""
    x, y = _xy(t.at, side)
    outline = f'<use href="#pyr-hx" class="pyr-hit" x="{x}" y="{y}"/>'
    return f'<g class="pyr-look{_states(t)} pyr-t-{t.kind}">{content}{outline}</g>'


def _target(t: Target, side: int, content: str, pad: list[Point] | None = None) -> str:
    x, y = _xy(t.at, side)
    if pad is not None:
        pts = " ".join(f"{_n(px)},{_n(py)}" for px, py in pad)
        hit = f'<polygon class="pyr-hit pyr-pad" points="{pts}"/>'
    elif t.core:
        hit = f'<circle class="pyr-hit pyr-core" cx="{x}" cy="{y}" r="{_n(_CORE_R * SCALE)}"/>'
    else:
        hit = f'<use href="#pyr-hx" class="pyr-hit" x="{x}" y="{y}"/>'
    cls = "pyr-target" + _states(t)
    head = "<g" + attrs(
        class_=f"{cls} pyr-t-{t.kind}",
        data_act=t.act,
        data_arg=t.arg,
        data_val=t.val,
        role="button",
        tabindex="0",
        aria_label=t.label,
        aria_pressed="true" if t.selected else None,
    )
    return f"{head}>{content}{hit}</g>"


def _halo(t: Target, side: int) -> str:
    x, y = _xy(t.at, side)
    return (
        "<circle"
        + attrs(
            class_="pyr-halo",
            cx=x,
            cy=y,
            r=_n(t.halo * SCALE),
            fill="transparent",
            data_act=t.act,
            data_arg=t.arg,
            data_val=t.val,
            aria_hidden="true",
        )
        + "/>"
    )


# -- the sides of the plate and dice leaving them ---------------------------------------------
def _edge_line(k: int, side: int) -> tuple[Point, Point, Point, float]:
    """Side ``k`` of the plate seen from ``side``: the centres of its two corner squares,
    the outward unit normal, and how far out (in die edges) the plate's rim lies."""
    a, b = (centre(q, side) for q in CORNERS if q[k] == 0)
    mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    nx, ny = b[1] - a[1], a[0] - b[0]
    length = math.hypot(nx, ny)
    nx, ny = nx / length, ny / length
    if nx * mid[0] + ny * mid[1] < 0:  # the apex (0, 0) is the plate's middle: point away
        nx, ny = -nx, -ny
    out = max((x - a[0]) * nx + (y - a[1]) * ny for x, y in _hull())
    return a, b, (nx, ny), out


def _edge(edge: Edge, side: int) -> str:
    """The rim of ``edge.side`` in its colour and its label on the rim's middle, the text
    running along it and never upside down."""
    a, b, (nx, ny), out = _edge_line(edge.side, side)
    rim = out - 3.0 / SCALE  # the middle of the rim's 6 px
    x1, y1 = (a[0] + nx * rim) * SCALE, (a[1] + ny * rim) * SCALE
    x2, y2 = (b[0] + nx * rim) * SCALE, (b[1] + ny * rim) * SCALE
    mx, my = (x1 + x2) / 2 + nx * 4, (y1 + y2) / 2 + ny * 4
    angle = math.degrees(math.atan2(y2 - y1, x2 - x1))
    if angle > 90:
        angle -= 180
    elif angle <= -90:
        angle += 180
    w = 7.5 * len(edge.label) + 16
    return (
        f'<g class="pyr-edge {esc(edge.cls)}" aria-hidden="true">'
        f'<line x1="{_n(x1)}" y1="{_n(y1)}" x2="{_n(x2)}" y2="{_n(y2)}"/>'
        f'<g transform="translate({_n(mx)} {_n(my)}) rotate({_n(angle)})">'
        f'<rect x="{_n(-w / 2)}" y="-9" width="{_n(w)}" height="18" rx="9"/>'
        f'<text y="0.35em" text-anchor="middle">{esc(edge.label)}</text></g></g>'
    )


def _leaving(gone: Leaving, side: int) -> str:
    """A taken die's ghost in its taker's colour, moving towards the taker's side as it
    fades; nothing once it is gone."""
    if not 0 <= gone.elapsed_ms < LEAVE_MS:
        return ""
    x, y = _xy(gone.at, side)
    _, _, (nx, ny), _ = _edge_line(gone.to_side, side)
    to = f"{_n(nx * 1.6 * SCALE)} {_n(ny * 1.6 * SCALE)}"
    when = f'dur="{LEAVE_MS}ms" begin="-{gone.elapsed_ms}ms" fill="freeze"'
    return (
        f'<g class="pyr-leaving {esc(gone.cls)}" transform="translate({x} {y})"'
        ' aria-hidden="true"><g><use href="#pyr-hx"/>'
        f'<animateTransform attributeName="transform" type="translate" from="0 0" to="{to}"'
        f" {when}/>"
        f'<animate attributeName="opacity" values="1;1;0" keyTimes="0;0.35;1" {when}/>'
        "</g></g>"
    )


def pyramid_svg(
    dice: Iterable[DieLook],
    *,
    side: int = 0,
    targets: Sequence[Target] = (),
    funnels: Iterable[Pos] = (),
    lang: str = "nl",
    title: str = "",
    slot_marks: Mapping[Pos, tuple[str, str]] | None = None,
    rings: Mapping[Pos, str] | None = None,
    notes: Mapping[Pos, str] | None = None,
    hit_size: float = 0.0,
    edges: Sequence[Edge] = (),
    leaving: Sequence[Leaving] = (),
) -> str:
    """One complete <svg> of the pyramid seen from above, from the side of player ``side``
    (0, 1, 2: each turn is 120 degrees). ``funnels`` are marked as places a die may go (a
    ring); ``targets`` become tappable (each a <g> with data-act/data-arg, role="button",
    tabindex="0", aria-label, class "pyr-target"; ``selected`` ones highlighted).
    ``slot_marks`` label empty plate squares: position -> (CSS class suffix, short text),
    e.g. a goal corner; the text is decorative (the screen says it in words). ``rings``
    ring empty positions with a CSS class suffix of their own (``pyr-ring-<cls>``, e.g. a
    funnel just called); ``notes`` put a short decorative text on a position, above
    everything (e.g. a funnel's sum in a practice mode). ``hit_size`` > 0 gives every
    target a hit area of at least that many px (drawing units) across, above all dice
    (``hit_pads``). ``edges`` mark sides of the plate for whoever sits there (then the
    picture has room under the plate for the label of the viewer's own side); ``leaving``
    draws dice just taken on their way out. The picture is the whole plate, with a margin
    (``MARGIN``)."""
    side %= 3
    looks = {d.at: d for d in dice}
    occupied = set(looks)
    ringed = set(funnels)
    classed = rings or {}
    by_pos = {target.at: target for target in targets}
    pads = hit_pads(list(by_pos), side, hit_size) if hit_size > 0 else {}
    defs, plate, box = _static()
    name = title or t(lang, "pyr_name")
    body = [defs, plate]
    # Empty plate positions show as slots so the grid of 45 funnels stays readable.
    for p in LAYERS[0]:
        if p not in occupied:
            x, y = _xy(p, side)
            body.append(f'<use href="#pyr-hx" class="pyr-slot" x="{x}" y="{y}"/>')
            if slot_marks and p in slot_marks:
                body.append(_slot_mark(x, y, *slot_marks[p]))
    on_top = []
    halos, haloed = [], []
    for p in POSITIONS:  # bottom layer first
        look = looks.get(p)
        target = by_pos.get(p)
        if look is not None:
            part = _die(look, side, occupied)
        elif p in classed:
            part = _ring(p, side, f"pyr-funnel pyr-ring-{classed[p]}")
        elif target is not None or p in ringed:
            part = _ring(p, side, "pyr-funnel")
        else:
            continue
        if target is not None and target.at in pads:
            on_top.append(_target(target, side, "", pads[target.at]))
            part, target = _look(target, side, part), None
        elif target is not None and target.core:
            on_top.append(_target(target, side, ""))
            target = None
        elif target is not None and target.halo > 0:
            halos.append(_halo(target, side))
            haloed.append(_target(target, side, part))
            continue
        body.append(part if target is None else _target(target, side, part))
    body += on_top + halos + haloed
    body += [_leaving(gone, side) for gone in leaving]
    body += [_edge(edge, side) for edge in edges]
    if edges:
        x0, y0, w, h = box.split()
        box = f"{x0} {y0} {w} {_n(float(h) + EDGE_ROOM)}"
    for p, text in (notes or {}).items():
        x, y = _xy(p, side)
        body.append(
            f'<text class="pyr-note" x="{x}" y="{y}" dy="0.35em" text-anchor="middle"'
            f' aria-hidden="true">{esc(text)}</text>'
        )
    role = "group" if targets else "img"
    return (
        "<svg"
        + attrs(
            class_="pyr-svg",
            xmlns="http://www.w3.org/2000/svg",
            viewBox=box,
            role=role,
            aria_label=name,
            data_side=str(side),
        )
        + f"><title>{esc(name)}</title>{''.join(body)}</svg>"
    )


def die_svg(colour: str, faces: Sequence[int | None], *, side: int = 0, cls: str = "") -> str:
    """One die on its own (e.g. a preview of how a die would lie), seen like the pyramid
    from ``side``; decorative (``aria-hidden``): the caller names it in words. Its colours
    come from the page's pyramid drawing (patterns) and web/pyramid.css."""
    origin: Pos = (0, 0, 0)
    colour = colour if colour in COLOURS else "pearl"
    parts = []
    for axis in range(3):
        slot = _SLOTS[(axis - side) % 3]
        corners = rhombus(origin, axis, side)
        parts.append(f'<polygon class="pyr-f{slot}" points="{_points(corners)}"/>')
        pips = faces[axis]
        if pips in _PIPS:
            parts.append(f'<use href="#pyr-p{slot}{pips}" class="pyr-pip"/>')
    r = _n(0.82 * SCALE + 2)
    h = _n(2 * (0.82 * SCALE + 2))
    extra = f" {cls}" if cls else ""
    return (
        f'<svg class="pyr-one{extra}" xmlns="http://www.w3.org/2000/svg"'
        f' viewBox="-{r} -{r} {h} {h}" aria-hidden="true" focusable="false">'
        f'<g class="pyr-die pyr-{colour}">{"".join(parts)}</g></svg>'
    )


def _swatch(colour: str, letter: str) -> str:
    """A small square in the colour's hue and pattern with its letter (CSS backgrounds, so
    a page full of them repeats no SVG ids)."""
    return f'<span class="pyr-swatch pyr-sw-{colour}" aria-hidden="true">{esc(letter)}</span>'


def colour_chip(lang: str, colour: str, *, name_hidden: bool = False) -> str:
    """A colour's swatch (pattern and letter) followed by its name, as inline HTML; with
    ``name_hidden`` the name is for screen readers only (where the letter is enough)."""
    name_cls = "pyr-chip-name sr-only" if name_hidden else "pyr-chip-name"
    return (
        f'<span class="pyr-chip">{_swatch(colour, colour_letter(lang, colour))}'
        f'<span class="{name_cls}">{esc(colour_name(lang, colour))}</span></span>'
    )


def pyramid_legend(lang: str) -> str:
    """A small HTML legend: each colour's name with its swatch, pattern and letter."""
    items = "".join(f"<li>{colour_chip(lang, c)}</li>" for c in COLOURS)
    return f'<ul class="pyr-legend" aria-label="{esc(t(lang, "pyr_legend"))}">{items}</ul>'
