"""Qwinn's view as the screens read it where the phase says more than the types: the
dice once thrown, the seat whose turn it is (pyengine.games.qwinn.view)."""

from __future__ import annotations

from pyengine.games.qwinn.view import View

from ...kit.viewing import given


def thrown_dice(st: View) -> list[int]:
    """The five dice (white ones, then red) of a turn whose dice are thrown."""
    return given(st["dice"], "the dice are thrown")


def active_seat(st: View) -> int:
    """Whose turn it is (in the throw and red phases)."""
    return given(st["active"], "a turn is being played")
