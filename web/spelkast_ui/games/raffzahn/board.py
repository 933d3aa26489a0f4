"""The pyramid as one player sees it: from his own side, his side at the bottom, and of
every die only the face towards him readable (the bottom rhombus). Dice whose face towards
him is covered are grey: he knows a die lies there, not its colour or numbers. The loose
(free) dice of his side are outlined and answer to a tap on their whole hexagon; none is
marked as matching the throw: finding them is the game. A loose die also answers to a
tap just beside it (``HALO``); no loose die takes a tap from another's hexagon.

Around the plate each side's rim has its player's colour and name, his own at the bottom.
In a race every take shows where it happens: the die leaves towards its taker's side in
the taker's colour, and its place stays ringed in that colour until the next throw. After
the race the dice he could still have taken (loose, showing the number) are marked."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine.games.raffzahn.view import TakeView
from pyengine.games.raffzahn.view import View as GameView
from pyengine.pyramid.geometry import Pos

from ...kit.gameplay import move_val
from ...kit.seats import names_of
from ...pyramid.svg import DieLook, Edge, Leaving, Target, pyramid_svg
from .i18n import t
from .play import PLAY, take_arg

if TYPE_CHECKING:
    from ...kit.gameplay import Table

View = dict[str, Any]
# A loose die answers to a disc a little larger than its hexagon: on a 360 px phone the
# pyramid's nine dice across leave each ~36 x 42 px, the disc makes it 44 px or more.
HALO = 0.9
NAME_CHARS = 14  # a name longer than this is cut on the plate's rim (the lists say it whole)


def p_of(at: list[int]) -> Pos:
    return (int(at[0]), int(at[1]), int(at[2]))


def _short(name: str) -> str:
    return name if len(name) <= NAME_CHARS else name[: NAME_CHARS - 1].rstrip() + "…"


def edges(c: Table, seat: int | None, own: str) -> list[Edge]:
    """Each side's rim in its player's colour with his name; ``own`` names the viewer's."""
    names = names_of(c.game().view(None), c.lang)
    return [
        Edge(s, f"seat-{s % 6}" + (" is-own" if s == seat else ""), _short(own if s == seat else n))
        for s, n in enumerate(names)
    ]


def take_times(c: Table, takes: list[TakeView]) -> list[int | None]:
    """The race time of each take of this race (None: not known), from the race's moves:
    a seat's own moves follow each other in time, so its n-th take is its n-th move."""
    race = c.game().view(None).get("race") or {}
    moves = [m for m in race.get("settled", []) if m.get("outcome") == "applied"]
    moves += list(race.get("pending", []))
    by_seat: dict[int, list[int]] = {}
    for m in sorted(moves, key=lambda m: int(m["t"])):
        if m["type"] == "take":
            by_seat.setdefault(int(m["seat"]), []).append(int(m["t"]))
    seen: dict[int, int] = {}
    out: list[int | None] = []
    for take in takes:
        s = int(take["seat"])
        k = seen[s] = seen.get(s, -1) + 1
        times = by_seat.get(s, [])
        out.append(times[k] if k < len(times) else None)
    return out


def _leaving(c: Table, st: GameView) -> list[Leaving]:
    if st["phase"] != "race" or not c.racing():
        return []
    now = c.race_now()
    return [
        Leaving(p_of(take["at"]), int(take["seat"]), f"seat-{int(take['seat']) % 6}", now - at)
        for take, at in zip(st["takes"], take_times(c, st["takes"]), strict=True)
        if at is not None
    ]


def side_board(c: Table, st: GameView, seat: int | None, title: str, own: str = "") -> str:
    """The pyramid of ``st`` (the view of ``seat``; None: the table's, no faces); ``own``
    labels the viewer's side of the plate."""
    lang = c.lang
    grabbing = seat is not None and seat in PLAY.racers(c)
    last = st["last"]
    missed = seat is not None and st["phase"] == "throw" and last is not None
    looks: list[DieLook] = []
    targets: list[Target] = []
    for d in st["dice"]:
        p = p_of(d["at"])
        face = d["face"]
        faces: list[int | None] = [None, None, None]
        if face is None or seat is None:
            mark = "unseen"
        else:
            faces[seat % 3] = int(face)
            mark = "loose" if d["free"] else ""
            if missed and last is not None and d["free"] and face == last["roll"]:
                mark = "loose missed"  # it was there to be taken
        looks.append(DieLook(p, str(d["colour"] or "pearl"), (faces[0], faces[1], faces[2]), mark))
        if grabbing and d["free"] and face is not None:
            label = t(lang, "rz_die_label", n=face)
            arg = take_arg(int(seat), p)  # type: ignore[arg-type]
            val = move_val({"type": "take", "at": list(p)})  # its time comes from the tap
            targets.append(Target(p, "die", "rz_take", arg, label, halo=HALO, val=val))
    takes = st["takes"] if st["phase"] == "race" else (last["takes"] if last else [])
    rings = {p_of(take["at"]): f"taken seat-{int(take['seat']) % 6}" for take in takes}
    side = 0 if seat is None else seat % 3
    svg = pyramid_svg(
        looks,
        side=side,
        targets=targets,
        lang=lang,
        title=title,
        rings=rings,
        edges=edges(c, seat, own) if seat is not None else [],
        leaving=_leaving(c, st),
    )
    cls = "rz-board is-grabbing" if grabbing else "rz-board"
    return f'<div class="{cls}" data-seat="{"" if seat is None else seat}">{svg}</div>'
