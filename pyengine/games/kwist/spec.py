"""Kwis 't!: title, players, options and computer levels, as data (the
home screen and the new-game form read these without loading the rules)."""

from __future__ import annotations

from ...core.spec import BotLevel, GameSpec, OptionSpec

SPEC = GameSpec(
    id="kwist",
    title={"nl": "Kwis 't!", "en": "Kwis 't!"},
    tagline={
        "nl": "Beantwoord vijf vragen, zet in op je score en bluf je medespelers voorbij.",
        "en": "Answer five questions, bet on your score and bluff past the others.",
    },
    min_players=2,
    max_players=6,
    minutes=(30, 60),
    options=(
        OptionSpec(
            key="answering",
            label={"nl": "Antwoorden", "en": "Answers"},
            default="device",
            choices=("device", "paper"),
            choice_labels=(
                {"nl": "Om de beurt op dit toestel", "en": "Taking turns on this device"},
                {
                    "nl": "Op papier: voer alleen je aantal goed in",
                    "en": "On paper: enter only how many you got right",
                },
            ),
        ),
        OptionSpec(
            key="lang",
            label={"nl": "Taal van de vragen", "en": "Language of the questions"},
            default="nl",
            choices=("nl", "en"),
            choice_labels=({"nl": "Nederlands", "en": "Dutch"}, {"nl": "Engels", "en": "English"}),
        ),
        OptionSpec(
            key="pack",
            label={"nl": "Vragenset", "en": "Question pack"},
            default=None,
            help={
                "nl": "Leeg: de vragen van Spelkast. Een geïmporteerde set (spelkast-quiz/1) "
                "reist mee in het opgeslagen spel.",
                "en": "Empty: Spelkast's own questions. An imported pack (spelkast-quiz/1) "
                "travels inside the saved game.",
            },
        ),
    ),
    bot_levels=(
        BotLevel(
            "casual",
            {"nl": "Gewoon", "en": "Casual"},
            {
                "nl": "Weet vooral de makkelijke vragen, zet in wat hij goed heeft en bluft af "
                "en toe.",
                "en": "Knows mostly the easy questions, bets what it got right and bluffs now "
                "and then.",
            },
        ),
        BotLevel(
            "strong",
            {"nl": "Sterk", "en": "Strong"},
            {
                "nl": "Weet wat een gemiddelde speler weet, zet in op de meeste verwachte punten"
                " en controleert verdachte inzetten.",
                "en": "Knows what an average player knows, bets for the most expected points and"
                " checks suspicious bets.",
            },
        ),
        BotLevel(
            "sly",
            {"nl": "Sluw", "en": "Sly"},
            {
                "nl": "Weet meer dan Sterk en speelt met zijn naam: bluft en controleert waar "
                "het loont.",
                "en": "Knows more than Strong and plays on its reputation: bluffs and checks "
                "where it pays.",
            },
        ),
    ),
    default_level="strong",  # one a newcomer beats some of the time
)
