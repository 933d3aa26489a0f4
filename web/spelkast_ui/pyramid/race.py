"""Between two races at a solo table (Bunte Kuh, Raffzahn): the verdict stays on screen
and the board shows what could have been found until the person taps "Next", or for the
seconds he chose (``kit.gameplay.RacePause``). The choice is a device setting, offered
right under the button."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..kit.gameplay import RACE_PAUSES, race_pause_choice
from ..kit.html import attrs, button, esc, next_step
from .words import t

if TYPE_CHECKING:
    from ..kit.gameplay import Table


def next_controls(c: Table) -> str:
    """ "Next" (the next race starts) and, beside it, the pause the person wants between
    races from now on."""
    lang = c.lang
    go = next_step(
        button(
            t(lang, "pyr_next"),
            "race_next",
            cls="btn btn-primary pyr-next",
            aria_label=t(lang, "pyr_next_long"),
        )
    )
    chosen = race_pause_choice(c)
    options = "".join(
        f"<option{attrs(value=v, selected=v == chosen)}>"
        + esc(t(lang, "pyr_pause_tap") if v == "tap" else t(lang, "pyr_pause_s", n=v))
        + "</option>"
        for v in RACE_PAUSES
    )
    pause = (
        f"<select{attrs(data_act='race_pause', aria_label=t(lang, 'pyr_pause'))}>{options}</select>"
    )
    return f'<div class="pyr-between">{go}{pause}</div>'
