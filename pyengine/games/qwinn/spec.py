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
            "beginner",
            {"nl": "Beginner", "en": "Beginner"},
            {
                "nl": "Pakt de punten van deze beurt en gooit alleen opnieuw als dat duidelijk "
                "meer oplevert.",
                "en": "Takes this turn's points and throws again only for a clear gain.",
            },
        ),
        BotLevel(
            "sensible",
            {"nl": "Verstandig", "en": "Sensible"},
            {
                "nl": "Speelt voor de punten van deze beurt en gooit opnieuw zodra dat loont.",
                "en": "Plays for this turn's points and throws again whenever that pays.",
            },
        ),
        BotLevel(
            "strong",
            {"nl": "Sterk", "en": "Strong"},
            {
                "nl": "Plant zijn worpen precies, telt het veld waar zijn pion blijft staan mee "
                "en zet boycots met zorg.",
                "en": "Plans its throws exactly, counts the field its pawn is left on and places"
                " boycotts with care.",
            },
        ),
    ),
    default_level="beginner",  # one a newcomer beats some of the time
    hidden_information=False,
    throws=frozenset({"roll", "start_roll"}),
)
