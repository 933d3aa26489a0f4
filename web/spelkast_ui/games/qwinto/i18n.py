"""Qwinto's screen text in Dutch and English, and its own dice colours in words."""

from __future__ import annotations

from ...kit.i18n import Pair, Words, lang_index

# colour -> (nl, en): the name on the sheet, the word in a sentence, the row's letter
COLOUR_NAMES: dict[str, Pair] = {
    "orange": ("Oranje", "Orange"),
    "yellow": ("Geel", "Yellow"),
    "purple": ("Paars", "Purple"),
}
COLOUR_WORDS: dict[str, Pair] = {
    "orange": ("oranje", "orange"),
    "yellow": ("gele", "yellow"),
    "purple": ("paarse", "purple"),
}
# A die of that colour inside a sentence ("the orange die", "de oranje steen").
COLOUR_DICE: dict[str, Pair] = {
    "orange": ("oranje steen", "orange die"),
    "yellow": ("gele steen", "yellow die"),
    "purple": ("paarse steen", "purple die"),
}
COLOUR_LETTERS: dict[str, Pair] = {
    "orange": ("O", "O"),
    "yellow": ("G", "Y"),
    "purple": ("P", "P"),
}

TEXT: dict[str, Pair] = {
    "q_turn_n": ("Beurt {n}", "Turn {n}"),
    "q_rules_rulebook": ("telling van het regelboek", "rulebook scoring"),
    "q_rules_published": ("elk getal telt", "every number counts"),
    "q_rules_rulebook_short": ("regelboek", "rulebook"),  # beside the turn in a phone's title bar
    # throwing
    "q_your_throw": ("Jouw worp", "Your throw"),
    "q_throw_of": ("{name} gooit", "{name} throws"),
    "q_throw_of.you": ("Jouw worp", "Your throw"),
    "q_choose_hint": (
        "Kies 1, 2 of 3 kleuren: de som telt voor iedereen, in de rijen van die kleuren.",
        "Choose 1, 2 or 3 colours: the sum counts for everyone, in the rows of those colours.",
    ),
    "q_choose_first": ("Kies eerst een kleur", "Choose a colour first"),
    "q_dice_to_throw": ("Stenen om te gooien", "Dice to throw"),
    "q_roll_n": ("Gooi {n} steen|Gooi {n} stenen", "Throw {n} die|Throw {n} dice"),
    "q_enter_n": (
        "Worp van {n} steen invoeren|Worp van {n} stenen invoeren",
        "Enter a throw of {n} die|Enter a throw of {n} dice",
    ),
    "q_pick_colours": ("Kies eerst minstens één kleur.", "First choose at least one colour."),
    "q_choosing": ("{name} kiest stenen…", "{name} is choosing dice…"),
    "q_choosing.you": ("Jij kiest stenen…", "You are choosing dice…"),
    "q_threw_again": ("opnieuw gegooid", "thrown again"),
    "q_thrown_by": ("Worp van {name}", "{name}'s throw"),
    "q_thrown_by.you": ("Jouw worp", "Your throw"),
    "q_sum": ("Som {n}", "Sum {n}"),
    "q_throw_label": ("{dice}: samen {n}", "{dice}: {n} in all"),
    "q_reroll": ("Gooi nog eens", "Throw again"),
    "q_reroll_enter": ("Nieuwe worp invoeren", "Enter the new throw"),
    # entering
    "q_entry_of": ("{name} vult in: {n}", "{name}'s entry: {n}"),
    "q_entry_of.you": ("Jij vult in: {n}", "Your entry: {n}"),
    "q_enters": ("{name} vult in…", "{name} is entering…"),
    "q_enters.you": ("Jij vult in…", "You are entering…"),
    "q_tap_hint": ("Tik op een gemarkeerd vakje: {rows}.", "Tap a marked field: {rows}."),
    "q_no_room": (
        "{n} past nergens in je blad: je moet passen.",
        "{n} fits nowhere on your sheet: you have to pass.",
    ),
    "q_no_room_reroll": (
        "{n} past nergens in je blad: gooi nog eens of pas.",
        "{n} fits nowhere on your sheet: throw again or pass.",
    ),
    "q_or": ("of", "or"),
    "q_row_word": ("{colour} rij", "{colour} row"),
    "q_pass": ("Passen", "Pass"),
    "q_pass_penalty_short": ("strafvakje −5", "penalty −5"),
    "q_pass_misthrow_short": ("misworp −5", "misthrow −5"),
    "q_pass_free_short": ("geen straf", "no penalty"),
    "q_undo_of": ("Invulling van {name} terugnemen", "Undo {name}'s entry"),
    "q_undo_of.you": ("Jouw invulling terugnemen", "Undo your entry"),
    "q_show_mine": ("Toon mijn blad", "Show my sheet"),
    "q_next_up": ("Daarna: {names}", "Then: {names}"),
    # the sheet
    "q_sheets": ("Scorebladen", "Score sheets"),
    "q_sheet_of": ("Blad van {name}", "Sheet of {name}"),
    "q_sheet_of.you": ("Jouw blad", "Your sheet"),
    "q_sheet": ("Blad", "Sheet"),
    "q_cell_enter": ("{row} rij, kolom {col}: vul {n} in", "{row} row, column {col}: enter {n}"),
    "q_cell_no": (
        "{row} rij, kolom {col}: leeg, {n} past hier niet",
        "{row} row, column {col}: empty, {n} does not fit",
    ),
    "q_empty": ("leeg", "empty"),
    "q_gap": ("open plek", "gap"),
    "q_points_n": ("{n} punt|{n} punten", "{n} point|{n} points"),
    "q_row_points": ("{row}: {n} punt|{row}: {n} punten", "{row}: {n} point|{row}: {n} points"),
    "q_row_so_far": (
        "nog niet vol: 0 punten (som tot nu toe {n})",
        "not full yet: 0 points (sum so far {n})",
    ),
    "q_column_points": (
        "Kolom {col}: {n} punt|Kolom {col}: {n} punten",
        "Column {col}: {n} point|Column {col}: {n} points",
    ),
    "q_penalties": ("Straf", "Penalties"),
    "q_penalties_n": (
        "{n} van 4 strafvakjes ({points})",
        "{n} of 4 penalty boxes ({points})",
    ),
    "q_total": ("Totaal", "Total"),
    "q_total_n": ("Totaal {n}", "Total {n}"),
    "q_to_enter": ("vult in", "to enter"),
    "q_thrower": ("werper", "thrower"),
    "q_full_rows": ("{n} volle rij|{n} volle rijen", "{n} full row|{n} full rows"),
    # log and news
    "q_log_entry": ("{name}: {n} in {row}, kolom {col}", "{name}: {n} in {row}, column {col}"),
    "q_log_entry.you": ("Jij: {n} in {row}, kolom {col}", "You: {n} in {row}, column {col}"),
    "q_log_pass": ("{name} paste", "{name} passed"),
    "q_log_pass.you": ("Jij paste", "You passed"),
    "q_log_pass_penalty": ("{name} paste (strafvakje)", "{name} passed (penalty)"),
    "q_log_pass_penalty.you": ("Jij paste (strafvakje)", "You passed (penalty)"),
    "q_log_turn": (
        "Beurt {n} · {name} gooide {dice} = {total}",
        "Turn {n} · {name} threw {dice} = {total}",
    ),
    "q_log_turn.you": (
        "Beurt {n} · jij gooide {dice} = {total}",
        "Turn {n} · you threw {dice} = {total}",
    ),
    "q_news_threw": ("{name} gooide {dice}: {n}.", "{name} threw {dice}: {n}."),
    "q_news_threw.you": ("Jij gooide {dice}: {n}.", "You threw {dice}: {n}."),
    # the table enters real dice
    "q_enter_yours": ("Voer de worp van {name} in", "Enter {name}'s throw"),
    "q_enter_yours.you": ("Voer je worp in", "Enter your throw"),
    "q_enter_for_bot": (
        "Gooi {dice} voor {name} en voer de worp in",
        "Throw {dice} for {name} and enter it",
    ),
    "q_entry_hint": (
        "Gooi de echte stenen en tik per kleur wat de steen toont.",
        "Throw the real dice and tap what each colour shows.",
    ),
    "q_die_shows": ("{die} toont {n}", "{die} shows {n}"),
    # refusals
    "q_no_field": ("Dat is geen vakje van het blad.", "That is not a field of the sheet."),
    "q_is_gap": (
        "Dat is de open plek in de {row} rij: daar komt nooit een getal.",
        "That is the gap in the {row} row: it never takes a number.",
    ),
    "q_not_rolled": (
        "De {die} is niet gegooid, dus de {row} rij is deze beurt dicht.",
        "The {die} was not thrown, so the {row} row is closed this turn.",
    ),
    "q_taken": ("In dat vakje staat al {n}.", "That field already holds {n}."),
    "q_left": (
        "{total} kan daar niet: links ervan staat al {n}, en een rij loopt van links naar "
        "rechts op.",
        "{total} cannot go there: {n} is already to its left, and a row rises from left to right.",
    ),
    "q_right": (
        "{total} kan daar niet: rechts ervan staat al {n}, en een rij loopt van links naar "
        "rechts op.",
        "{total} cannot go there: {n} is already to its right, and a row rises from left to right.",
    ),
    "q_column": (
        "{total} kan daar niet: die kolom heeft al een {total} in de {row} rij.",
        "{total} cannot go there: this column already has {total} in the {row} row.",
    ),
    "q_no_reroll": (
        "Nog eens gooien kan maar één keer, en alleen voordat iemand heeft ingevuld.",
        "Throwing again is allowed once, and only before anyone has entered.",
    ),
    # the end
    "q_game_over": ("Einde van het spel", "Game over"),
    "q_winner": (
        "{name} wint met {n} punt.|{name} wint met {n} punten.",
        "{name} wins with {n} point.|{name} wins with {n} points.",
    ),
    "q_winner.you": (
        "Jij wint met {n} punt.|Jij wint met {n} punten.",
        "You win with {n} point.|You win with {n} points.",
    ),
    "q_shared": (
        "Gedeelde eerste plaats: {names} ({n} punt).|Gedeelde eerste plaats: {names} ({n} punten).",
        "Shared first place: {names} ({n} point).|Shared first place: {names} ({n} points).",
    ),
    "q_you_won": ("Je hebt gewonnen!", "You won!"),
    "q_you_shared": ("Je deelt de eerste plaats!", "You share first place!"),
    "q_you_place": ("Je bent {place} geworden.", "You came {place}."),
    "q_solo_score": (
        "Je score: {n} punt.|Je score: {n} punten.",
        "Your score: {n} point.|Your score: {n} points.",
    ),
    "q_place": ("Plaats", "Place"),
    "q_columns": ("Kolommen", "Columns"),
    "q_columns_short": ("Kol.", "Col."),
    "q_penalties_short": ("Straf", "Pen."),
    "q_why_end_rows": ("{name} heeft twee volle rijen.", "{name} has two full rows."),
    "q_why_end_rows.you": ("Jij hebt twee volle rijen.", "You have two full rows."),
    "q_why_end_penalties": ("{name} heeft vier strafvakjes.", "{name} has four penalty boxes."),
    "q_why_end_penalties.you": ("Jij hebt vier strafvakjes.", "You have four penalty boxes."),
    # the hint: why the strongest computer level would make this move (bots.py advise)
    "hint.throw": (
        "Gooi deze {n} steen: zo ligt je verwachte score {gain} hoger dan met de beste "
        "andere stenen.|Gooi deze {n} stenen: zo ligt je verwachte score {gain} hoger dan "
        "met de beste andere stenen.",
        "Throw this {n} die: your expected score is {gain} higher than with the best other "
        "dice.|Throw these {n} dice: your expected score is {gain} higher than with the best "
        "other dice.",
    ),
    "hint.enter": (
        "Vul {sum} hier in: je verwachte score ligt {gain} hoger dan bij de beste andere keuze.",
        "Enter {sum} here: your expected score is {gain} higher than with the next best choice.",
    ),
    "hint.throw_again": (
        "Gooi nog eens: met {sum} ligt je verwachte score {gain} lager dan met een nieuwe worp.",
        "Throw again: {sum} leaves your expected score {gain} lower than a new throw.",
    ),
    "hint.pass": (
        "Pas en neem de −5: {sum} invullen maakt je verwachte score {gain} lager.",
        "Pass and take the −5: entering {sum} makes your expected score {gain} lower.",
    ),
    "hint.pass_free": (
        "Pas (dat kost je niets): {sum} invullen maakt je verwachte score {gain} lager.",
        "Pass (it costs you nothing): entering {sum} makes your expected score {gain} lower.",
    ),
    "hint.no_field": (
        "{sum} past nergens in je blad: je moet passen.",
        "{sum} fits nowhere on your sheet: you have to pass.",
    ),
}

# Messages whose {name} is never the viewer's own seat: the table throws and enters real
# dice for a computer.
NAMED_ONLY = frozenset({"q_enter_for_bot"})

t = Words(TEXT)


def colour_name(lang: str, colour: str) -> str:
    """A die colour as a name on its own ("Orange")."""
    return COLOUR_NAMES[colour][lang_index(lang)]


def colour_word(lang: str, colour: str) -> str:
    """A die colour inside a sentence, before a noun ("the orange row", "de oranje rij")."""
    return COLOUR_WORDS[colour][lang_index(lang)]


def colour_noun(lang: str, colour: str) -> str:
    """A die colour as a noun inside a sentence ("orange 4 + yellow 2", "oranje 4 + geel 2")."""
    return colour_name(lang, colour).lower()


def die_name(lang: str, colour: str) -> str:
    """A die of the colour inside a sentence ("the orange die", "de oranje steen")."""
    return COLOUR_DICE[colour][lang_index(lang)]


def colour_letter(lang: str, colour: str) -> str:
    return COLOUR_LETTERS[colour][lang_index(lang)]
