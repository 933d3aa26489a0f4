"""All user-interface text in Dutch and English.

``t(lang, key, **values)`` formats a message. A message with ``|`` has a singular and
a plural form, chosen by the value ``n``.
"""

from __future__ import annotations

from collections.abc import Sequence

from pyengine import IllegalAction

from ..games.cui_bono.i18n import CUI_BONO_TEXT
from ..games.eintrichtern.i18n import EINTRICHTERN_TEXT
from ..games.kwist.i18n import KWIST_TEXT
from ..games.qwinn.i18n import QWINN_TEXT
from ..games.qwinto.i18n import COLOUR_LETTERS, COLOUR_NAMES, COLOUR_WORDS, QWINTO_TEXT
from ..games.wuerfelmarsch.i18n import WUERFELMARSCH_TEXT

LANGS = ("nl", "en")
LANG_NAMES = {"nl": "Nederlands", "en": "English"}

TEXT: dict[str, tuple[str, str]] = {
    # general (nl, en)
    "welcome": ("Kies een spel", "Pick a game"),
    "games": ("Spellen", "Games"),
    "saved_games": ("Verder spelen", "Continue a game"),
    "no_saves": ("Nog geen opgeslagen spellen.", "No saved games yet."),
    "new_game": ("Nieuw spel", "New game"),
    "new_game_of": ("Nieuw spel: {game}", "New game: {game}"),
    "rules": ("Spelregels", "Rules"),
    "rules_of": ("Spelregels: {game}", "Rules: {game}"),
    "settings": ("Instellingen", "Settings"),
    "more": ("Meer", "More"),
    "home": ("Start", "Home"),
    "back": ("Terug", "Back"),
    "close": ("Sluiten", "Close"),
    "cancel": ("Annuleren", "Cancel"),
    "players_range": ("{lo}–{hi} spelers", "{lo}–{hi} players"),
    "minutes_range": ("{lo}–{hi} min", "{lo}–{hi} min"),
    "just_now": ("zojuist", "just now"),
    "minutes_ago": ("{n} minuut geleden|{n} minuten geleden", "{n} minute ago|{n} minutes ago"),
    "hours_ago": ("{n} uur geleden|{n} uur geleden", "{n} hour ago|{n} hours ago"),
    "days_ago": ("{n} dag geleden|{n} dagen geleden", "{n} day ago|{n} days ago"),
    "moves_n": ("{n} zet|{n} zetten", "{n} move|{n} moves"),
    "finished": ("afgelopen", "finished"),
    "continue": ("Verder", "Continue"),
    "continue_of": ("Verder met {game}", "Continue {game}"),
    "delete": ("Verwijderen", "Delete"),
    "delete_of": ("Verwijder {game}", "Delete {game}"),
    "really_delete": ("Dit spel echt verwijderen?", "Really delete this game?"),
    "delete_yes": ("Ja, verwijderen", "Yes, delete"),
    "delete_yes_of": ("Ja, verwijder {game}", "Yes, delete {game}"),
    "delete_no": ("Nee, bewaren", "No, keep it"),
    "damaged_save": ("Beschadigd spel", "Damaged save"),
    "save_unreadable": (
        "Dit opgeslagen spel kan niet worden geopend. Je andere spellen zijn in orde.",
        "This saved game cannot be opened. Your other games are fine.",
    ),
    "save_cannot_open": (
        "Dat spel kon niet worden geopend; het is beschadigd of van een andere versie.",
        "That game could not be opened; it is damaged or from another version.",
    ),
    "storage_full": (
        "De opslag van dit apparaat is vol: het spel gaat door, maar wordt nu niet bewaard. "
        "Verwijder oude spellen om weer op te slaan.",
        "This device's storage is full: the game goes on but is not being saved. "
        "Delete old games to save again.",
    ),
    "unexpected": (
        "Er ging iets mis; je bent terug op het startscherm. Je opgeslagen spellen zijn er nog.",
        "Something went wrong; you are back on the home screen. Your saved games are still there.",
    ),
    "bad_input": ("Dat ging niet: probeer het opnieuw.", "That did not work: please try again."),
    # new game
    "players": ("Spelers", "Players"),
    "player": ("Speler", "Player"),
    "player_label": ("Naam speler {n}", "Player {n} name"),
    "plays_as": ("Speelt als", "Plays as"),
    "human": ("Mens", "Human"),
    "computer_level": ("Computer ({level})", "Computer ({level})"),
    "level_random": ("Willekeurig", "Random"),
    "level_random_about": (
        "Kiest zomaar een toegestane zet.",
        "Picks any allowed move at random.",
    ),
    "levels_about": ("Over de computerspelers", "About the computer players"),
    "you": ("Jij", "You"),
    "computer": ("Computer", "Computer"),
    "computer_n": ("Computer {n}", "Computer {n}"),
    "player_n": ("Speler {n}", "Player {n}"),
    "add_player": ("+ Speler toevoegen", "+ Add player"),
    "remove": ("Weg", "Remove"),
    "remove_player": ("Verwijder speler {n}", "Remove player {n}"),
    "options": ("Opties", "Options"),
    "start": ("Start het spel", "Start the game"),
    # settings
    "language": ("Taal", "Language"),
    "lang_auto": ("Zoals het apparaat", "Like this device"),
    "motion": ("Animaties", "Animations"),
    "motion_auto": ("Aan (volgt het apparaat)", "On (follows the device)"),
    "motion_off": ("Uit", "Off"),
    "motion_help": (
        "Met animaties uit verschuift of beweegt er niets op het scherm.",
        "With animations off nothing slides or moves on screen.",
    ),
    "about": ("Over Spelkast", "About Spelkast"),
    "about_text": (
        "Spelkast werkt zonder internet. Je spellen worden alleen op dit apparaat bewaard; "
        "de app stuurt nergens iets heen.",
        "Spelkast works without internet. Your games are kept on this device only; "
        "the app never sends anything anywhere.",
    ),
    "version": ("Versie {v}", "Version {v}"),
    # Schocken table
    "half_1": ("Eerste helft", "First half"),
    "half_2": ("Tweede helft", "Second half"),
    "half_3": ("Beslissing", "Decider"),
    "round_n": ("ronde {n}", "round {n}"),
    "throw_of": ("Worp {n} van {limit}", "Throw {n} of {limit}"),
    "up_to_throws": (
        "Hoogstens {limit} worp|Hoogstens {limit} worpen",
        "Up to {limit} throw|Up to {limit} throws",
    ),
    "limit_by": ("aantal bepaald door {name}", "limit set by {name}"),
    "your_turn": ("Jouw beurt", "Your turn"),
    "turn_of": ("Beurt van {name}", "{name}'s turn"),
    "your_dice": ("Jouw dobbelstenen", "Your dice"),
    "die_label": ("Dobbelsteen {n}: {value}", "Die {n}: {value}"),
    "die_n": ("Dobbelsteen {n}", "Die {n}"),
    "die_value": ("Dobbelsteen {n} toont {value}", "Die {n} shows {value}"),
    "your_hand": ("Je hebt:", "You hold:"),
    "first_throw_hint": (
        "De eerste worp gaat met alle drie de dobbelstenen.",
        "The first throw uses all three dice.",
    ),
    "tap_dice_hint": (
        "Tik op de dobbelstenen die je opnieuw wilt gooien.",
        "Tap the dice you want to throw again.",
    ),
    "roll_all": ("Gooien", "Roll"),
    "reroll": ("Gooi opnieuw ({n})", "Roll again ({n})"),
    "enter_throw": ("Worp invoeren", "Enter throw"),
    "enter_rethrow": ("Nieuwe worp invoeren ({n})", "Enter new throw ({n})"),
    "flip": ("Maak van een zes een één", "Turn a six into a one"),
    "stand": ("Beker neer (staan)", "Cup down (stand)"),
    "undo": ("Ongedaan maken", "Undo"),
    "about_to_throw": ("{name} pakt de beker…", "{name} picks up the cup…"),
    "is_throwing": ("{name} gooit…", "{name} throws…"),
    "ev_roll": ("{name} gooide (worp {n}).", "{name} threw (throw {n})."),
    "ev_stand": (
        "{name} zette de beker neer na {n} worp.|{name} zette de beker neer na {n} worpen.",
        "{name} put the cup down after {n} throw.|{name} put the cup down after {n} throws.",
    ),
    "pass_to": ("Geef door aan {name}", "Pass to {name}"),
    "pass_hint": (
        "Geef het apparaat aan {name}. De dobbelstenen verschijnen pas na de knop hieronder.",
        "Hand the device to {name}. The dice appear only after the button below.",
    ),
    "i_am": ("Ik ben {name}", "I am {name}"),
    "enter_yours": ("Voer je worp in", "Enter your throw"),
    "enter_for_bot": ("Gooi voor {name} en voer de worp in", "Throw for {name} and enter it"),
    "entry_hint": (
        "Gooi {n} echte dobbelsteen en tik wat hij toont.|Gooi {n} echte dobbelstenen en tik "
        "wat ze tonen.",
        "Throw {n} real die and tap what it shows.|Throw {n} real dice and tap what they show.",
    ),
    "confirm_throw": ("Worp bevestigen", "Confirm throw"),
    "enter_all_dice": ("Kies voor elke dobbelsteen een waarde.", "Pick a value for every die."),
    "select_dice": (
        "Tik eerst op de dobbelstenen die je opnieuw wilt gooien.",
        "First tap the dice you want to throw again.",
    ),
    "reveal_title": ("Bekers omhoog: {title}", "Cups up: {title}"),
    "best": ("hoogste", "best"),
    "lowest": ("laagste", "lowest"),
    "in_throws": ("{n} worp|{n} worpen", "{n} throw|{n} throws"),
    "took_pot": (
        "{loser} krijgt {n} schijfje uit de pot.|{loser} krijgt {n} schijfjes uit de pot.",
        "{loser} takes {n} chip from the pot.|{loser} takes {n} chips from the pot.",
    ),
    "took_from": (
        "{loser} krijgt {n} schijfje van {winner}.|{loser} krijgt {n} schijfjes van {winner}.",
        "{loser} gets {n} chip from {winner}.|{loser} gets {n} chips from {winner}.",
    ),
    "took_all": (
        "Schock out! {loser} krijgt alle schijfjes.",
        "Schock out! {loser} gets every chip.",
    ),
    "lost_half_1": (
        "{name} verliest de eerste helft en krijgt de rode schijf.",
        "{name} loses the first half and gets the red disc.",
    ),
    "lost_half_2": ("{name} verliest de tweede helft.", "{name} loses the second half."),
    "lost_half_3": ("{name} verliest de beslissing.", "{name} loses the decider."),
    "next_round": ("Volgende ronde", "Next round"),
    "game_over": ("Einde van het spel", "Game over"),
    "lost_game": ("{name} heeft verloren.", "{name} lost the game."),
    "you_won": ("Je hebt gewonnen!", "You won!"),
    "you_lost": ("Je hebt verloren. Revanche?", "You lost. A rematch?"),
    "winners": ("Gewonnen: {names}", "Won: {names}"),
    "halves_lost": ("Helften verloren", "Halves lost"),
    "play_again": ("Nog een keer", "Play again"),
    "computer_badge": ("computer", "computer"),
    "red_disc": ("rode schijf", "red disc"),
    "red_disc_help": ("Verloor de eerste helft", "Lost the first half"),
    "out_of_half": ("veilig deze helft", "safe this half"),
    "status_turn": (
        "aan de beurt · {n} worp|aan de beurt · {n} worpen",
        "throwing · {n} throw|throwing · {n} throws",
    ),
    "status_stood": (
        "staat · {n} worp|staat · {n} worpen",
        "stands · {n} throw|stands · {n} throws",
    ),
    "status_waiting": ("wacht", "waiting"),
    "status_up": ("aan de beurt", "to throw"),
    "chips_n": ("{n} schijfje|{n} schijfjes", "{n} chip|{n} chips"),
    "pot_n": ("Pot: {n} van {total}", "Pot: {n} of {total}"),
    "table": ("Tafel", "Table"),
    "log": ("Verloop van het spel", "Game log"),
}

TEXT.update(QWINTO_TEXT)
TEXT.update(QWINN_TEXT)
TEXT.update(KWIST_TEXT)
TEXT.update(CUI_BONO_TEXT)
TEXT.update(EINTRICHTERN_TEXT)
TEXT.update(WUERFELMARSCH_TEXT)

HANDS: dict[str, tuple[str, str]] = {
    "simple": ("Losse worp {dice}", "Plain throw {dice}"),
    "straight": ("Straat {dice}", "Straight {dice}"),
    "triple": ("Drie gelijke {dice}", "Three of a kind {dice}"),
    "schock": ("Schock {high}", "Schock {high}"),
    "jule": ("Jule (1-2-4)", "Jule (1-2-4)"),
    "pippi": ("Pippi (1-2-2)", "Pippi (1-2-2)"),
    "schock_out": ("Schock out (1-1-1)", "Schock out (1-1-1)"),
}

# Dutch wording for engine refusals; others fall back to the engine's English message.
ENGINE_NL: dict[str, str] = {
    "not_your_turn": "Je bent nu niet aan de beurt.",
    "illegal_action": "Die zet mag nu niet.",
    "values_required": "Voer de waarde van elke gegooide dobbelsteen in.",
    "bad_value": "Een dobbelsteen toont 1 tot en met 6.",
    "undo_blocked": "Er is niets terug te nemen sinds de laatste worp.",
    "bad_player": "Elke speler heeft een naam nodig.",
    "bad_player_count": "Dit aantal spelers kan niet.",
    "bad_option": "Die waarde kan niet voor deze optie.",
    "game_over": "Het spel is al afgelopen.",
    "no_such_field": "Dat is geen vakje van het blad.",
    "field_taken": "Dat vakje is al ingevuld.",
    "not_ascending": "Een rij moet van links naar rechts oplopen.",
    "column_taken": "Dat getal staat al in deze kolom.",
    "colour_not_rolled": "Die kleur is deze beurt niet gegooid.",
}


def _index(lang: str) -> int:
    return 1 if lang == "en" else 0


def t(lang: str, key: str, **values: object) -> str:
    text = TEXT[key][_index(lang)]
    if "|" in text:
        one, other = text.split("|", 1)
        text = one if values.get("n") == 1 else other
    return text.format(**values)


def pick(text: dict[str, str], lang: str) -> str:
    """A game spec's own text (``{"nl": ..., "en": ...}``) in ``lang``."""
    return text.get(lang) or text.get("en") or next(iter(text.values()), "")


def hand_name(lang: str, kind: str, dice: Sequence[int]) -> str:
    ordered = sorted(dice, reverse=True)
    template = HANDS.get(kind, (kind, kind))[_index(lang)]
    high = ordered[0] if ordered else 0
    return template.format(dice="-".join(str(d) for d in ordered), high=high)


def engine_message(lang: str, err: IllegalAction) -> str:
    if lang == "nl" and err.code in ENGINE_NL:
        return ENGINE_NL[err.code]
    return err.message


def colour_name(lang: str, colour: str) -> str:
    """A die colour as a name on its own ("Orange")."""
    return COLOUR_NAMES[colour][_index(lang)]


def colour_word(lang: str, colour: str) -> str:
    """A die colour inside a sentence, before a noun ("the orange row", "de oranje rij")."""
    return COLOUR_WORDS[colour][_index(lang)]


def colour_noun(lang: str, colour: str) -> str:
    """A die colour as a noun inside a sentence ("orange 4 + yellow 2", "oranje 4 + geel 2")."""
    return colour_name(lang, colour).lower()


def colour_letter(lang: str, colour: str) -> str:
    return COLOUR_LETTERS[colour][_index(lang)]


def ordinal(lang: str, n: int) -> str:
    """1st, 2nd, 3rd ... in English; 1e, 2e ... in Dutch."""
    if lang != "en":
        return f"{n}e"
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def join_words(lang: str, words: Sequence[str]) -> str:
    """ "a, b and c" / "a, b en c"."""
    items = list(words)
    if len(items) <= 1:
        return "".join(items)
    last = " en " if lang != "en" else " and "
    return ", ".join(items[:-1]) + last + items[-1]
