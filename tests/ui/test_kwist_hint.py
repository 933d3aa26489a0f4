"""Every reason Kwis 't!'s strongest level can give has a hint sentence."""

from __future__ import annotations

import string

from spelkast_ui.games.kwist.i18n import t

from pyengine.games.kwist import sly


def test_every_reason_of_the_sly_level_has_a_sentence_in_both_languages() -> None:
    for why in sly.WHYS:
        nl, en = t.texts[f"hint.{why}"]  # "best" is the app's general sentence
        fields = [{f for _, f, _, _ in string.Formatter().parse(t) if f} for t in (nl, en)]
        assert fields[0] == fields[1], why
