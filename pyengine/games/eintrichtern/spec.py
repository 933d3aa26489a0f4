"""Eintrichtern: title, players, options and computer levels, as data (the
home screen and the new-game form read these without loading the rules)."""

from __future__ import annotations

from ...core.spec import BotLevel, GameSpec

SPEC = GameSpec(
    id="eintrichtern",
    title={"nl": "Eintrichtern", "en": "Eintrichtern"},
    tagline={
        "nl": "Til een rode steen op, hoor de som van zijn trechter en onthoud haar: wie "
        "de juiste trechter vindt, houdt de steen.",
        "en": "Lift a red die, hear the sum of its funnel and remember it: find the funnel "
        "that matches the throw and keep the die.",
    },
    min_players=2,
    max_players=8,
    minutes=(10, 20),
    options=(),
    bot_levels=(
        BotLevel(
            "memory",
            {"nl": "Olifantengeheugen", "en": "Perfect memory"},
            {
                "nl": "Onthoudt elke som die werd uitgesproken.",
                "en": "Remembers every sum that was said aloud.",
            },
        ),
        BotLevel(
            "forgetful",
            {"nl": "Vergeetachtig", "en": "Forgetful"},
            {
                "nl": "Onthoudt wat hij hoort, maar vergeet oude sommen steeds vaker.",
                "en": "Remembers what it hears, but forgets older sums more and more.",
            },
        ),
    ),
)
