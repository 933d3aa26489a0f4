"""Würfelmarsch in words: directions, corners, dice and what a move did (from the view's
``recent`` records), for the screen and the screen reader. Sentences about a seat speak to
the viewer when it is his own ("You capture 2 of Anna's dice", "Computer captures your
die"): ``people`` holds each seat as a ``Person``."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from pyengine.games.wuerfelmarsch.view import FunnelView, MoveView
from pyengine.games.wuerfelmarsch.view import View as GameView
from pyengine.pyramid.projection import centre

from ...kit.i18n import Person, join_words, lang_index
from ...pyramid.words import colour_name
from .i18n import t

View = dict[str, Any]
COLOURS = ("red", "yellow", "pearl")

DIRECTIONS: dict[str, tuple[str, str]] = {
    "forward_left": ("linksvoor", "forward left"),
    "forward_right": ("rechtsvoor", "forward right"),
    "left": ("naar links", "left"),
    "right": ("naar rechts", "right"),
    "back_left": ("linksachter", "back left"),
    "back_right": ("rechtsachter", "back right"),
}
# Where something lies on the screen, by the direction from the middle (eight sectors,
# clockwise from the right; y grows downwards).
PLACES: tuple[tuple[str, str], ...] = (
    ("rechts", "on the right"),
    ("rechtsonder", "bottom right"),
    ("onderaan", "at the bottom"),
    ("linksonder", "bottom left"),
    ("links", "on the left"),
    ("linksboven", "top left"),
    ("bovenaan", "at the top"),
    ("rechtsboven", "top right"),
)


def direction_name(lang: str, name: str) -> str:
    return DIRECTIONS[name][lang_index(lang)]


def place_of(lang: str, x: float, y: float) -> str:
    """A point of the drawing (seen from its middle) named by where it lies on screen."""
    sector = round(math.degrees(math.atan2(y, x)) / 45) % 8
    return PLACES[sector][lang_index(lang)]


def corner_place(lang: str, corner: list[int], view_side: int) -> str:
    """Where a corner of the plate lies in the drawing seen from ``view_side``."""
    x, y = centre((corner[0], corner[1], corner[2]), view_side)
    return place_of(lang, x, y)


def faces_seen(faces: Sequence[int | None], side: int) -> tuple[Any, Any, Any]:
    """The numbers towards, left of and right of the player at ``side``."""
    return faces[side], faces[(side + 1) % 3], faces[(side + 2) % 3]


def die_label(lang: str, owner: Person | None, die: View, side: int) -> str:
    """A die as a screen reader hears it, seen from ``side``: whose (``owner``; None in a
    list of the player's own), where (its row from this side, 1 the nearest, and its place
    in that row from the left: five dice of one player look alike) and its faces."""
    front, left, right = faces_seen(die["faces"], side)
    at = die["at"]
    place = t(lang, "wm_die_place", row=at[side] + 1, place=at[(side + 1) % 3] + 1)
    if owner is None:
        text = t(lang, "wm_die_own", place=place, a=front, b=left, c=right)
    else:
        colour = colour_name(lang, die["colour"])
        text = t(lang, "wm_die", about=owner, colour=colour, place=place, a=front, b=left, c=right)
    return text[:1].upper() + text[1:]


def _seat(colour: str) -> int:
    return COLOURS.index(colour) if colour in COLOURS else -1


def _person(people: list[Person], seat: int | None) -> Person:
    if seat is None or not 0 <= seat < len(people):
        return Person("?")
    return people[seat]


def dice_of(lang: str, people: list[Person], colours: list[str]) -> str:
    """Dice by their owners: "your die", "2 of Anna's dice", "een dobbelsteen van Anna"."""
    counts: dict[int, int] = {}
    for colour in colours:
        counts[_seat(colour)] = counts.get(_seat(colour), 0) + 1
    parts = []
    for seat, n in counts.items():
        who = _person(people, seat)
        if who.you:
            parts.append(t(lang, "wm_d_yours", n=n))
        else:
            parts.append(t(lang, "wm_d_of", n=n, owner=who.name))
    return join_words(lang, parts)


def funnel_line(lang: str, people: list[Person], funnel: FunnelView) -> str:
    """One funnel: the three numbers and what they decide."""
    shown = join_words(
        lang, [f"{colour_name(lang, d['colour'])} {d['value']}" for d in funnel["dice"]]
    )
    kind = funnel["outcome"]
    if kind == "capture" and funnel.get("capturer") is not None:
        verdict = t(lang, "wm_f_capture", about=_person(people, funnel["capturer"]))
    elif kind == "tie":
        verdict = t(lang, "wm_f_tie")
    elif kind == "own" and funnel["dice"]:
        verdict = t(lang, "wm_f_own", about=_person(people, funnel["dice"][0]["seat"]))
    else:
        verdict = ""
    return t(lang, "wm_f_line", dice=shown, verdict=verdict).strip()


def changed(rec: MoveView) -> bool:
    """Whether a move did more than move its die: a capture, dice out, the goal corner."""
    return rec["type"] == "tilt" and bool(rec["captured"] or rec["removed"] or rec["corner"])


def events(lang: str, people: list[Person], rec: MoveView) -> list[str]:
    """What one move changed, the way the turn card announces it: the captures (who took
    whose dice), the dice out of the game and a die in its goal corner; the move itself
    when it changed nothing else (short: the log below says more)."""
    who = _person(people, rec["seat"])
    if rec["type"] == "turn":
        return [t(lang, "wm_e_turned", about=who)]
    out: list[str] = []
    takers: dict[int, list[str]] = {}
    for d in rec["captured"]:
        takers.setdefault(d["by"], []).append(d["colour"])
    for seat, colours in sorted(takers.items()):
        dice = dice_of(lang, people, colours)
        out.append(t(lang, "wm_e_capture", about=_person(people, seat), dice=dice))
    if rec["removed"]:
        colours = [d["colour"] for d in rec["removed"]]
        out.append(t(lang, "wm_e_out", n=len(colours), dice=dice_of(lang, people, colours)))
    if rec["corner"]:
        out.append(t(lang, "wm_e_corner", about=who))
    if not out:
        out.append(t(lang, "wm_e_tilt", about=who, dir=direction_name(lang, rec["move"])))
    return [line[:1].upper() + line[1:] for line in out]


def record_lines(lang: str, people: list[Person], rec: MoveView) -> list[str]:
    """What one move did, sentence by sentence: the move, each funnel, then its events."""
    who = _person(people, rec["seat"])
    if rec["type"] == "turn":
        front, left, right = faces_seen(rec["faces"], rec["seat"])
        return [t(lang, "wm_e_turn", about=who, a=front, b=left, c=right)]
    lines = [t(lang, "wm_e_tilt", about=who, dir=direction_name(lang, rec["move"]))]
    if len(rec["funnels"]) > 1:
        lines.append(t(lang, "wm_two_funnels"))
    lines += [funnel_line(lang, people, f) for f in rec["funnels"]]
    if changed(rec):
        lines += events(lang, people, rec)
    return lines


def winners_line(lang: str, people: list[Person], winners: list[int]) -> str:
    if len(winners) == 1:
        return t(lang, "wm_wins", about=_person(people, winners[0]))
    names = []
    for seat in winners:
        who = _person(people, seat)
        names.append(t(lang, "you").lower() if who.you else who.name)
    return t(lang, "wm_share", names=join_words(lang, names))


def end_reason(lang: str, people: list[Person], st: GameView) -> str:
    end = st["end"]
    if end == "corner":
        return t(lang, "wm_end_corner", about=_person(people, st["winner"]))
    if end == "empty":
        return t(lang, "wm_end_empty")
    return t(lang, "wm_end_quiet", n=st["quiet_limit"])
