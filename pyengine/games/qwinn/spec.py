"""Qwinn: title, players, options and computer levels, as data (the
home screen and the new-game form read these without loading the rules)."""

from __future__ import annotations

from ...core.spec import DICE_OPTION, BotLevel, GameSpec, OptionSpec

SPEC = GameSpec(
    id="qwinn",
    title={"nl": "Qwinn", "en": "Qwinn"},
    tagline={
        "nl": "Gooi combinaties, spring met de rode steen en hinder je tegenspeler met boycots.",
        "en": "Throw combinations, jump with the red die and hinder your opponent with boycotts.",
    },
    min_players=2,
    max_players=2,
    minutes=(20, 40),
    options=(
        DICE_OPTION,
        OptionSpec(
            key="minus_counts_red",
            label={
                "nl": "Minus-boycot: rode steen telt mee",
                "en": "Minus boycott: the red die counts",
            },
            default=True,
            help={
                "nl": "Aan: bij een mislukte worp met een Minus-boycot gaat het totaal van alle "
                "vijf stenen eraf. Uit: alleen de vier witte ('De rode dobbelsteen telt ook "
                "niet bij een mislukte worp').",
                "en": "On: a failed throw under a Minus boycott costs the total of all five "
                "dice. Off: the four white dice only.",
            },
        ),
    ),
    bot_levels=(
        BotLevel(
            "strong",
            {"nl": "Sterk", "en": "Strong"},
            {
                "nl": "Weegt punten, plek op het bord en boycots tegen elkaar af.",
                "en": "Weighs points, board position and boycotts against each other.",
            },
        ),
    ),
)
