"""Eintrichtern's screen text in Dutch and English."""

from __future__ import annotations

from ...kit.i18n import Pair, Words
from ...pyramid import words as pyramid

TEXT: dict[str, Pair] = {
    "et_goal": (
        "Wie eerst {n} rode steen heeft, wint|Wie eerst {n} rode stenen heeft, wint",
        "The first with {n} red die wins|The first with {n} red dice wins",
    ),
    # whose turn
    "et_turn_of": ("{name} is aan de beurt", "{name}'s turn"),
    "et_turn_of.you": ("Jouw beurt", "Your turn"),
    "et_bot_playing": ("{name} is aan zet…", "{name} is playing…"),
    "et_now": ("Nu aan de beurt.", "To move now."),
    # throwing and taking over
    "et_throw": ("Gooien", "Throw"),
    "et_roll_hint": (
        "Gooi en tik dan op een rode steen: tellen de drie gele stenen eronder (de trechter) "
        "op tot je worp, dan houd je hem.",
        "Throw, then tap a red die: if the three yellow dice under it (its funnel) add up to "
        "your throw, you keep it.",
    ),
    "et_offer": (
        "{name} miste met {dice} (samen {sum}).",
        "{name} missed with {dice} ({sum} in all).",
    ),
    "et_offer_hint": (
        "Neem die worp over en zoek zonder te gooien een trechter met som {sum}, of gooi zelf.",
        "Take over that throw and look for a funnel adding up to {sum} without throwing, or "
        "throw yourself.",
    ),
    "et_take": ("{sum} overnemen", "Take over {sum}"),
    "et_take_long": ("{sum} overnemen (de gemiste worp)", "Take over {sum} (the missed throw)"),
    "et_threw": ("{name} gooide {dice}: samen {sum}.", "{name} threw {dice}: {sum} in all."),
    "et_took_over": (
        "{name} nam de worp {sum} over ({dice}).",
        "{name} took over the throw of {sum} ({dice}).",
    ),
    # lifting
    "et_need": ("Gegooid: {dice}, samen {sum}", "Thrown: {dice}, {sum} in all"),
    "et_need_taken": ("Overgenomen worp: {dice}, samen {sum}", "Taken over: {dice}, {sum} in all"),
    "et_lift_hint": (
        "Tik op een rode steen waarvan je denkt dat de trechter eronder {sum} telt.",
        "Tap a red die whose funnel you think adds up to {sum}.",
    ),
    "et_red_label": ("Rode steen, rij {row}, plek {place}", "Red die, row {row}, place {place}"),
    # the reveal (shown for the time the players chose) and what it meant
    "et_lifts": (
        "{name} tilt de rode steen op rij {row}, plek {place} op.",
        "{name} lifts the red die in row {row}, place {place}.",
    ),
    "et_lifts.you": (
        "Je tilt de rode steen op rij {row}, plek {place} op.",
        "You lift the red die in row {row}, place {place}.",
    ),
    "et_lifted": (
        "{name} tilde de rode steen op rij {row}, plek {place} op.",
        "{name} lifted the red die in row {row}, place {place}.",
    ),
    "et_lifted.you": (
        "Je tilde de rode steen op rij {row}, plek {place} op.",
        "You lifted the red die in row {row}, place {place}.",
    ),
    "et_funnel_shows": ("De trechter telt", "The funnel adds up to"),
    "et_said": ("De trechter telt {sum}.", "The funnel adds up to {sum}."),
    "et_match": (
        "Dat klopt met de worp ({target}): {name} houdt de rode steen en gooit opnieuw.",
        "That matches the throw ({target}): {name} keeps the red die and throws again.",
    ),
    "et_match.you": (
        "Dat klopt met de worp ({target}): je houdt de rode steen en gooit opnieuw.",
        "That matches the throw ({target}): you keep the red die and throw again.",
    ),
    "et_miss": (
        "De worp was {target}: mis. De steen gaat terug; de volgende mag de worp overnemen.",
        "The throw was {target}: a miss. The die goes back; the next player may take over "
        "the throw.",
    ),
    "et_shown_for": (
        "De som blijft {n} seconde staan.|De som blijft {n} seconden staan.",
        "The sum stays for {n} second.|The sum stays for {n} seconds.",
    ),
    "et_seconds": ("{n} s", "{n} s"),
    # the pyramid
    "et_pyramid": (
        "De piramide: gele stenen, met rode stenen erop",
        "The pyramid: yellow dice with red dice on top",
    ),
    "et_legend": ("Kleuren en rijen", "Colours and rows"),
    "et_rows_note": (
        "De rode stenen liggen in rijen: rij 1 is de rij het dichtst bij de kant waarvan je "
        "kijkt, de plekken tellen van links.",
        "The red dice lie in rows: row 1 is the row nearest the side you look from, places "
        "count from the left.",
    ),
    # the players
    "et_red_head": ("Rode stenen", "Red dice"),
    "et_red_of": ("{n} van {goal} rode stenen", "{n} of {goal} red dice"),
    "et_left": (
        "Nog {n} rode steen op de piramide|Nog {n} rode stenen op de piramide",
        "{n} red die left on the pyramid|{n} red dice left on the pyramid",
    ),
    # the end
    "et_winner": (
        "{name} wint met {n} rode steen.|{name} wint met {n} rode stenen.",
        "{name} wins with {n} red die.|{name} wins with {n} red dice.",
    ),
    "et_winner.you": (
        "Je wint met {n} rode steen!|Je wint met {n} rode stenen!",
        "You win with {n} red die!|You win with {n} red dice!",
    ),
    "et_shared": (
        "{names} delen de eerste plaats met {n} rode steen.|{names} delen de eerste plaats "
        "met {n} rode stenen.",
        "{names} share first place with {n} red die.|{names} share first place with {n} red dice.",
    ),
    "et_you_lost": ("Helaas, niet gewonnen. Nog een keer?", "Not this time. Another game?"),
    "et_why_goal": (
        "Het spel eindigt zodra iemand rode steen nummer {n} heeft.",
        "The game ends as soon as someone has red die number {n}.",
    ),
    "et_why_empty": (
        "Alle rode stenen zijn genomen: wie de meeste heeft, wint.",
        "Every red die has been taken: whoever has the most wins.",
    ),
    "et_place": ("Plaats", "Place"),
    # refused taps
    "et_r_lift_first": (
        "Je hebt al een worp: til eerst een rode steen op.",
        "You already have a throw: lift a red die first.",
    ),
    "et_r_throw_first": (
        "Gooi eerst de parelmoeren stenen (of neem een gemiste worp over).",
        "Throw the pearl dice first (or take over a missed throw).",
    ),
    "et_r_nothing_to_take": (
        "Er is geen gemiste worp om over te nemen: dat kan alleen direct na een misser.",
        "There is no missed throw to take over: that is only possible right after a miss.",
    ),
    "et_r_wait": (
        "Even wachten: de som staat nog op het scherm, zodat iedereen hem kan onthouden.",
        "Wait a moment: the sum is still on screen, so that everybody can remember it.",
    ),
    "et_r_no_red": (
        "Daar ligt geen rode steen meer: die trechter doet niet meer mee.",
        "There is no red die there any more: that funnel is out of the game.",
    ),
    # the hint: why the strongest computer would make this move (pyengine eintrichtern/bots.py)
    "hint.build": ("Bouw de piramide op.", "Build the pyramid."),
    "hint.roll": (
        "Gooi de parelmoeren stenen: je kans om daarna een passende trechter te vinden is "
        "{throw}%.",
        "Throw the pearl dice: your chance of then finding a matching funnel is {throw}%.",
    ),
    "hint.take_over": (
        "Neem {sum} over: je kans op een trechter met {sum} is {take}%, tegen {throw}% na "
        "een nieuwe worp.",
        "Take over {sum}: your chance of finding a funnel with {sum} is {take}%, against "
        "{throw}% after a new throw.",
    ),
    "hint.roll_not_take": (
        "Gooi zelf: je kans op een passende trechter is dan {throw}%, tegen {take}% als je "
        "{sum} overneemt.",
        "Throw yourself: your chance of a matching funnel is then {throw}%, against {take}% "
        "if you take over {sum}.",
    ),
    "hint.lift_known": (
        "Til deze op: hier werd {sum} gezegd, {n} onthulling geleden.|"
        "Til deze op: hier werd {sum} gezegd, {n} onthullingen geleden.",
        "Lift this one: {sum} was said here, {n} reveal ago.|"
        "Lift this one: {sum} was said here, {n} reveals ago.",
    ),
    "hint.lift_guess": (
        "Je kent geen trechter met {sum}; deze heeft er de grootste kans op: {chance}%.",
        "You know no funnel with {sum}; this one has the best chance of it: {chance}%.",
    ),
    "hint.lift_none": (
        "Geen trechter heeft {sum}, voor zover je weet: elke keuze mist.",
        "No funnel has {sum} as far as you know: every choice misses.",
    ),
}

# Never about the viewer's seat: a computer's own thinking and throws, and the throw the
# player before you missed (only ever offered to the next player).
NAMED_ONLY = frozenset({"et_bot_playing", "et_threw", "et_took_over", "et_offer"})

t = Words(TEXT, pyramid.TEXT)
