"""Qwinn's view as the screens read it where the phase says more than the types: the
dice once thrown, the seat whose turn it is (pyengine.games.qwinn.view)."""

from __future__ import annotations

from pyengine.games.qwinn.view import View


def thrown_dice(st: View) -> list[int]:
    """The five dice (white ones, then red) of a turn whose dice are thrown."""
    dice = st["dice"]
    assert dice is not None, "the dice are thrown"
    return dice


def active_seat(st: View) -> int:
    """Whose turn it is (in the throw and red phases)."""
    active = st["active"]
    assert active is not None, "a turn is being played"
    return active
