"""Schocken's screen text in Dutch and English, and the names of its hands."""

from __future__ import annotations

from collections.abc import Sequence

from ...kit.i18n import Pair, Words, lang_index

TEXT: dict[str, Pair] = {
    "half_1": ("Eerste helft", "First half"),
    "half_2": ("Tweede helft", "Second half"),
    "half_3": ("Beslissing", "Decider"),
    "round_n": ("ronde {n}", "round {n}"),
    "throw_of": ("Worp {n} van {limit}", "Throw {n} of {limit}"),
    "up_to_throws": (
        "Hoogstens {n} worp|Hoogstens {n} worpen",
        "Up to {n} throw|Up to {n} throws",
    ),
    "limit_by": ("aantal bepaald door {name}", "limit set by {name}"),
    "limit_by.you": ("aantal bepaald door jou", "limit set by you"),
    "turn_of": ("Beurt van {name}", "{name}'s turn"),
    "turn_of.you": ("Jouw beurt", "Your turn"),
    "your_dice": ("Dobbelstenen van {name}", "{name}'s dice"),
    "your_dice.you": ("Jouw dobbelstenen", "Your dice"),
    "die_label": ("Dobbelsteen {n}: {value}", "Die {n}: {value}"),
    "die_n": ("Dobbelsteen {n}", "Die {n}"),
    "die_value": ("Dobbelsteen {n} toont {value}", "Die {n} shows {value}"),
    "your_hand": ("{name} heeft:", "{name} holds:"),
    "your_hand.you": ("Je hebt:", "You hold:"),
    "first_throw_hint": (
        "De eerste worp gaat met alle drie de dobbelstenen. De laagste worp aan tafel krijgt "
        "schijfjes: verzamel er zo weinig mogelijk.",
        "The first throw uses all three dice. The lowest throw at the table takes chips: "
        "collect as few as you can.",
    ),
    "tap_dice_hint": (
        "Tik op de dobbelstenen die je opnieuw wilt gooien.",
        "Tap the dice you want to throw again.",
    ),
    "roll_all": ("Gooien", "Throw"),
    "reroll": ("Gooi opnieuw ({n})", "Throw again ({n})"),
    "enter_throw": ("Worp invoeren", "Enter throw"),
    "enter_rethrow": ("Nieuwe worp invoeren ({n})", "Enter new throw ({n})"),
    "flip": ("Maak van een zes een één", "Turn a six into a one"),
    "stand": ("Beker neer (staan)", "Cup down (stand)"),
    "about_to_throw": ("{name} pakt de beker…", "{name} picks up the cup…"),
    "about_to_throw.you": ("Jij pakt de beker…", "You pick up the cup…"),
    "is_throwing": ("{name} gooit…", "{name} throws…"),
    "is_throwing.you": ("Jij gooit…", "You throw…"),
    "ev_roll": (
        "{name} gooide.|{name} gooide nog eens (worp {n}).",
        "{name} threw.|{name} threw again (throw {n}).",
    ),
    "ev_roll.you": (
        "Jij gooide.|Jij gooide nog eens (worp {n}).",
        "You threw.|You threw again (throw {n}).",
    ),
    "ev_flip": (
        "{name} maakte van een zes een één.",
        "{name} turned a six into a one.",
    ),
    "ev_flip.you": ("Jij maakte van een zes een één.", "You turned a six into a one."),
    "ev_stand": (
        "{name} zette de beker neer na {n} worp.|{name} zette de beker neer na {n} worpen.",
        "{name} put the cup down after {n} throw.|{name} put the cup down after {n} throws.",
    ),
    "ev_stand.you": (
        "Jij zette de beker neer na {n} worp.|Jij zette de beker neer na {n} worpen.",
        "You put the cup down after {n} throw.|You put the cup down after {n} throws.",
    ),
    "pass_to": ("Geef door aan {name}", "Pass to {name}"),
    "pass_hint": (
        "Geef het apparaat aan {name}. De dobbelstenen verschijnen pas na de knop hieronder.",
        "Hand the device to {name}. The dice appear only after the button below.",
    ),
    "enter_yours": ("Voer de worp van {name} in", "Enter {name}'s throw"),
    "enter_yours.you": ("Voer je worp in", "Enter your throw"),
    "enter_for_bot": ("Gooi voor {name} en voer de worp in", "Throw for {name} and enter it"),
    "entry_hint": (
        "Gooi {n} echte dobbelsteen en tik wat hij toont.|Gooi {n} echte dobbelstenen en tik "
        "wat ze tonen.",
        "Throw {n} real die and tap what it shows.|Throw {n} real dice and tap what they show.",
    ),
    "bot_keeps": (
        "{name} houdt {kept} en gooit {n} dobbelsteen opnieuw.|{name} houdt {kept} en gooit "
        "{n} dobbelstenen opnieuw.",
        "{name} keeps {kept} and throws {n} die again.|{name} keeps {kept} and throws {n} "
        "dice again.",
    ),
    "bot_keeps_none": (
        "{name} gooit alle drie de dobbelstenen opnieuw.",
        "{name} throws all three dice again.",
    ),
    "bot_flipped": (
        "{name} maakt van een zes een één: draai een zes om.",
        "{name} turns a six into a one: turn one six over.",
    ),
    "select_dice": (
        "Tik eerst op de dobbelstenen die je opnieuw wilt gooien.",
        "First tap the dice you want to throw again.",
    ),
    "reveal_title": ("Bekers omhoog: {title}", "Cups up: {title}"),
    "best": ("hoogste", "best"),
    "lowest": ("laagste", "lowest"),
    "in_throws": ("{n} worp|{n} worpen", "{n} throw|{n} throws"),
    "took_pot": (
        "{name} krijgt {n} schijfje uit de pot.|{name} krijgt {n} schijfjes uit de pot.",
        "{name} takes {n} chip from the pot.|{name} takes {n} chips from the pot.",
    ),
    "took_pot.you": (
        "Jij krijgt {n} schijfje uit de pot.|Jij krijgt {n} schijfjes uit de pot.",
        "You take {n} chip from the pot.|You take {n} chips from the pot.",
    ),
    "took_from": (
        "{name} krijgt {n} schijfje van {winner}.|{name} krijgt {n} schijfjes van {winner}.",
        "{name} gets {n} chip from {winner}.|{name} gets {n} chips from {winner}.",
    ),
    "took_from.you": (
        "Jij krijgt {n} schijfje van {winner}.|Jij krijgt {n} schijfjes van {winner}.",
        "You get {n} chip from {winner}.|You get {n} chips from {winner}.",
    ),
    "took_all": (
        "Schock out! {name} krijgt alle schijfjes.",
        "Schock out! {name} gets every chip.",
    ),
    "took_all.you": ("Schock out! Jij krijgt alle schijfjes.", "Schock out! You get every chip."),
    "lost_half_1": (
        "{name} verliest de eerste helft en krijgt de rode schijf.",
        "{name} loses the first half and gets the red disc.",
    ),
    "lost_half_1.you": (
        "Jij verliest de eerste helft en krijgt de rode schijf.",
        "You lose the first half and get the red disc.",
    ),
    "lost_half_2": ("{name} verliest de tweede helft.", "{name} loses the second half."),
    "lost_half_2.you": ("Jij verliest de tweede helft.", "You lose the second half."),
    "lost_half_3": ("{name} verliest de beslissing.", "{name} loses the decider."),
    "lost_half_3.you": ("Jij verliest de beslissing.", "You lose the decider."),
    "next_round": ("Volgende ronde", "Next round"),
    "lost_game": ("{name} heeft verloren.", "{name} lost the game."),
    "lost_game.you": ("Je hebt verloren. Revanche?", "You lost. A rematch?"),
    "winners": ("Gewonnen: {names}", "Won: {names}"),
    "halves_lost": ("Helften verloren", "Halves lost"),
    # under the outcome: why the game ended there, for a first game
    "lost_game_why": (
        "Wie beide helften verliest, verliest het spel; verliezen twee spelers elk een helft, "
        "dan spelen zij samen een beslissende helft.",
        "Whoever loses both halves loses the game; if two players lose a half each, the two "
        "of them play a deciding half.",
    ),
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
    # the hint: why the strongest computer would make this move (pyengine schocken/bots.py);
    # at a table too large for its chain of halves, the chips are the solver's expected
    # change of your stack this round
    "hint.first_throw": ("Gooi alle drie de dobbelstenen.", "Throw all three dice."),
    "hint.throw_again": (
        "Gooi {n} dobbelsteen opnieuw. Verwachte schijfjes (minder is beter): {throw} als "
        "je gooit, {stand} als je nu staat.|Gooi {n} dobbelstenen opnieuw. Verwachte "
        "schijfjes (minder is beter): {throw} als je gooit, {stand} als je nu staat.",
        "Throw {n} die again. Expected chips (fewer is better): {throw} if you throw, "
        "{stand} if you stand now.|Throw {n} dice again. Expected chips (fewer is better): "
        "{throw} if you throw, {stand} if you stand now.",
    ),
    "hint.stand": (
        "Beker neer. Verwachte schijfjes (minder is beter): {stand} als je staat, {throw} "
        "als je opnieuw gooit.",
        "Cup down. Expected chips (fewer is better): {stand} if you stand, {throw} if you "
        "throw again.",
    ),
    "hint.stand_last": (
        "Beker neer. Verwachte schijfjes (minder is beter): {stand}.",
        "Cup down. Expected chips (fewer is better): {stand}.",
    ),
    # ... and at most tables, your chance in percent of losing the half (halves.py)
    "hint.throw_again_half": (
        "Gooi {n} dobbelsteen opnieuw. Kans dat je de helft verliest: {throw}% als je "
        "gooit, {stand}% als je nu staat.|Gooi {n} dobbelstenen opnieuw. Kans dat je de "
        "helft verliest: {throw}% als je gooit, {stand}% als je nu staat.",
        "Throw {n} die again. Chance of losing the half: {throw}% if you throw, {stand}% if "
        "you stand now.|Throw {n} dice again. Chance of losing the half: {throw}% if you "
        "throw, {stand}% if you stand now.",
    ),
    "hint.stand_half": (
        "Beker neer. Kans dat je de helft verliest: {stand}% als je staat, {throw}% als je "
        "opnieuw gooit.",
        "Cup down. Chance of losing the half: {stand}% if you stand, {throw}% if you throw again.",
    ),
    "hint.stand_last_half": (
        "Beker neer. Kans dat je de helft verliest: {stand}%.",
        "Cup down. Chance of losing the half: {stand}%.",
    ),
    "hint.flip_half": (
        "Maak van een zes een één. Kans dat je de helft verliest: {flip}% als je dat doet, "
        "{stand}% als je nu staat.",
        "Turn a six into a one. Chance of losing the half: {flip}% if you do, {stand}% if "
        "you stand now.",
    ),
    "hint.flip": (
        "Maak van een zes een één. Verwachte schijfjes (minder is beter): {flip} als je dat "
        "doet, {stand} als je nu staat.",
        "Turn a six into a one. Expected chips (fewer is better): {flip} if you do, {stand} "
        "if you stand now.",
    ),
}

# Messages whose {name} is never the viewer's own seat: the hand-over names the person
# to take the device (nobody's view is on screen then), and the table throws and enters
# real dice for a computer.
NAMED_ONLY = frozenset(
    {"pass_to", "pass_hint", "enter_for_bot", "bot_keeps", "bot_keeps_none", "bot_flipped"}
)

HANDS: dict[str, Pair] = {
    "simple": ("Losse worp {dice}", "Plain throw {dice}"),
    "straight": ("Straat {dice}", "Straight {dice}"),
    "triple": ("Drie gelijke {dice}", "Three of a kind {dice}"),
    "schock": ("Schock {high}", "Schock {high}"),
    "jule": ("Jule (1-2-4)", "Jule (1-2-4)"),
    "pippi": ("Pippi (1-2-2)", "Pippi (1-2-2)"),
    "schock_out": ("Schock out (1-1-1)", "Schock out (1-1-1)"),
}

t = Words(TEXT)


def hand_name(lang: str, kind: str, dice: Sequence[int]) -> str:
    ordered = sorted(dice, reverse=True)
    template = HANDS.get(kind, (kind, kind))[lang_index(lang)]
    high = ordered[0] if ordered else 0
    return template.format(dice="-".join(str(d) for d in ordered), high=high)
