"""Cui bono?'s screen text in Dutch and English (the colour names are in ``pyramid.words``).

A die of a colour is named whole (``cb_die_<colour>``: "rode steen", "pearl die"), so no
sentence puts a colour word in front of a noun itself. "The bottom layer" is the layer on
the plate: the picture shows the pyramid from above, where that layer shows round the rim,
not at the bottom of the picture, so no text says "at the bottom"."""

from __future__ import annotations

from ...kit.i18n import Pair, Words
from ...pyramid import words as pyramid

TEXT: dict[str, Pair] = {
    "cb_sub": (
        "Beurt {turn} · einde bij {n} steen|Beurt {turn} · einde bij {n} stenen",
        "Turn {turn} · ends at {n} kept die|Turn {turn} · ends at {n} kept dice",
    ),
    "cb_turn_of": ("{name} is aan de beurt", "{name}'s turn"),
    "cb_turn_of.you": ("Jouw beurt", "Your turn"),
    "cb_bot_playing": ("{name} is aan de beurt…", "{name} is playing…"),
    "cb_die_red": ("rode steen", "red die"),
    "cb_die_yellow": ("gele steen", "yellow die"),
    "cb_die_pearl": ("parelmoeren steen", "pearl die"),
    # pulling
    "cb_pull_hint": (
        "Tik op een steen met een stippelrand om hem uit de onderste laag te trekken "
        "({n} mogelijk).",
        "Tap a die with a dashed outline to pull it out of the bottom layer ({n} possible).",
    ),
    "cb_pull_ask": ("Deze {die} eruit trekken?", "Pull this {die} out?"),
    "cb_pull_ok": ("Trek deze steen eruit", "Pull this die"),
    "cb_pull_other": (
        "Of tik op een andere steen met een stippelrand.",
        "Or tap another die with a dashed outline.",
    ),
    "cb_die_label": (
        "{die}, rij {row} vanaf deze kant, plek {place} van links",
        "{die}, row {row} from this side, place {place} from the left",
    ),
    # laying back or keeping
    "cb_in_hand": ("In je hand: een {die}.", "In your hand: a {die}."),
    "cb_faces": ("Boven: {faces}.", "On top: {faces}."),
    "cb_slid": (
        "{n} steen erboven schoof omlaag.|{n} stenen erboven schoven omlaag.",
        "{n} die above it slid down.|{n} dice above it slid down.",
    ),
    "cb_slid_none": ("Er lag niets op.", "Nothing rested on it."),
    "cb_place_hint": (
        "Tik op een trechter met een ring om de steen terug te leggen ({n} past), of houd "
        "hem.|Tik op een trechter met een ring om de steen terug te leggen ({n} passen), of "
        "houd hem.",
        "Tap a ringed funnel to lay the die back ({n} fits), or keep it.|Tap a ringed funnel "
        "to lay the die back ({n} fit), or keep it.",
    ),
    # option pull_again: a die laid back is followed by another pull of the same player
    "cb_place_again_hint": (
        "Tik op een trechter met een ring om de steen terug te leggen en opnieuw te trekken "
        "({n} past), of houd hem: dan is je beurt voorbij.|Tik op een trechter met een ring "
        "om de steen terug te leggen en opnieuw te trekken ({n} passen), of houd hem: dan is "
        "je beurt voorbij.",
        "Tap a ringed funnel to lay the die back and pull again ({n} fits), or keep it to end "
        "your turn.|Tap a ringed funnel to lay the die back and pull again ({n} fit), or keep "
        "it to end your turn.",
    ),
    "cb_pull_again_hint": (
        "Trek opnieuw: tik op een steen met een stippelrand ({n} mogelijk).",
        "Pull again: tap a die with a dashed outline ({n} possible).",
    ),
    "cb_pulls_left": (
        "Laatste keer trekken deze beurt: de steen die je nu trekt, moet je houden.|Deze "
        "beurt mag je nog {n} keer trekken: de laatste steen moet je houden.",
        "Last pull of this turn: the die you pull now must be kept.|{n} pulls left this "
        "turn: the die of the last one must be kept.",
    ),
    "cb_pulls_after": (
        "Leg je hem terug, dan mag je nog {n} keer trekken; die steen moet je houden.|Leg je "
        "hem terug, dan mag je nog {n} keer trekken; de laatste steen moet je houden.",
        "Lay it back and you may pull {n} more time; that die must be kept.|Lay it back and "
        "you may pull {n} more times; the last die must be kept.",
    ),
    "cb_must_keep": (
        "Geen enkele trechter past: je moet de steen houden.",
        "No funnel fits: you must keep the die.",
    ),
    "cb_keep": (
        "Houden (+{n} minpunt)|Houden (+{n} minpunten)",
        "Keep it (+{n} minus point)|Keep it (+{n} minus points)",
    ),
    "cb_keep_last": (
        "Houden: je laatste steen, het spel eindigt (+{n} minpunt)|Houden: je laatste steen, "
        "het spel eindigt (+{n} minpunten)",
        "Keep it: your last die ends the game (+{n} minus point)|Keep it: your last die ends "
        "the game (+{n} minus points)",
    ),
    "cb_repeat_note": (
        "Eén trechter past bij de kleuren, maar zou de piramide van een eerdere beurt "
        "herhalen: dat mag niet.|{n} trechters passen bij de kleuren, maar zouden de "
        "piramide van een eerdere beurt herhalen: dat mag niet.",
        "One funnel suits the colours but would repeat the pyramid of an earlier turn: not "
        "allowed.|{n} funnels suit the colours but would repeat the pyramid of an earlier "
        "turn: not allowed.",
    ),
    # the pyramid
    "cb_pyramid_title": ("De piramide", "The pyramid"),
    "cb_side_of": ("Gezien vanaf de kant van {names}", "Seen from {names}'s side"),
    "cb_key_pull": (
        "stippelrand: een steen die je mag trekken",
        "dashed outline: a die you may pull",
    ),
    "cb_key_ring": (
        "ring: een trechter waar je steen in mag",
        "ring: a funnel your die may go to",
    ),
    "cb_key_new": ("goud: de laatst teruggelegde steen", "gold: the die laid back last"),
    "cb_key_slid": ("blauw: stenen die naar beneden schoven", "blue: dice that slid down"),
    "cb_legend": ("Kleuren en tekens", "Colours and marks"),
    "cb_funnel_at": (
        "trechter in laag {layer}, rij {row}, plek {place}",
        "funnel in layer {layer}, row {row}, place {place}",
    ),
    "cb_funnel_top": ("trechter op de top", "funnel at the top"),
    "cb_funnel_ok": ("Leg hem in de {where}", "Lay it in the {where}"),
    "cb_funnel_no": (
        "{where}: mag niet (tik voor de reden)",
        "{where}: not allowed (tap for the reason)",
    ),
    "cb_list": ("Kies uit een lijst", "Choose from a list"),
    "cb_funnel_plate": (
        "Lege trechter van de grondplaat: mag nooit",
        "Empty funnel of the base plate: never allowed",
    ),
    # what happened
    "cb_did_pull": (
        "{name} trok een {die}.",
        "{name} pulled a {die}.",
    ),
    "cb_did_pull.you": (
        "Je trok een {die}.",
        "You pulled a {die}.",
    ),
    "cb_did_place": (
        "{name} trok een {die} en legde hem terug in laag {layer}.",
        "{name} pulled a {die} and laid it back in layer {layer}.",
    ),
    "cb_did_place.you": (
        "Je trok een {die} en legde hem terug in laag {layer}.",
        "You pulled a {die} and laid it back in layer {layer}.",
    ),
    "cb_did_top": (
        "{name} trok een {die} en legde hem op de top.",
        "{name} pulled a {die} and laid it on top.",
    ),
    "cb_did_top.you": (
        "Je trok een {die} en legde hem op de top.",
        "You pulled a {die} and laid it on top.",
    ),
    "cb_did_keep": (
        "{name} trok een {die} en hield hem (+{n} minpunt).|{name} trok een {die} en hield "
        "hem (+{n} minpunten).",
        "{name} pulled a {die} and kept it (+{n} minus point).|"
        "{name} pulled a {die} and kept it (+{n} minus points).",
    ),
    "cb_did_keep.you": (
        "Je trok een {die} en hield hem (+{n} minpunt).|"
        "Je trok een {die} en hield hem (+{n} minpunten).",
        "You pulled a {die} and kept it (+{n} minus point).|"
        "You pulled a {die} and kept it (+{n} minus points).",
    ),
    "cb_did_place_again": (
        "{name} trok een {die}, legde hem terug in laag {layer} en trekt opnieuw.",
        "{name} pulled a {die}, laid it back in layer {layer} and pulls again.",
    ),
    "cb_did_place_again.you": (
        "Je trok een {die}, legde hem terug in laag {layer} en trekt opnieuw.",
        "You pulled a {die}, laid it back in layer {layer} and pull again.",
    ),
    "cb_did_top_again": (
        "{name} trok een {die}, legde hem op de top en trekt opnieuw.",
        "{name} pulled a {die}, laid it on top and pulls again.",
    ),
    "cb_did_top_again.you": (
        "Je trok een {die}, legde hem op de top en trekt opnieuw.",
        "You pulled a {die}, laid it on top and pull again.",
    ),
    # A whole turn of several pulls in one line (what the others did, on top of the card).
    "cb_did_turn_again": (
        "{name} legde eerst {n} steen terug en hield toen een {die} ({cost}).|{name} legde "
        "eerst {n} stenen terug en hield toen een {die} ({cost}).",
        "{name} laid {n} die back first, then kept a {die} ({cost}).|{name} laid {n} dice "
        "back first, then kept a {die} ({cost}).",
    ),
    "cb_did_turn_again.you": (
        "Je legde eerst {n} steen terug en hield toen een {die} ({cost}).|Je legde eerst {n} "
        "stenen terug en hield toen een {die} ({cost}).",
        "You laid {n} die back first, then kept a {die} ({cost}).|You laid {n} dice back "
        "first, then kept a {die} ({cost}).",
    ),
    "cb_cost": ("+{n} minpunt|+{n} minpunten", "+{n} minus point|+{n} minus points"),
    "cb_turn_n": ("Beurt {n}", "Turn {n}"),
    "cb_turn_pull": ("Beurt {turn}, {n}e steen", "Turn {turn}, pull {n}"),
    # refusals
    "cb_r_pick_first": (
        "Tik eerst op een steen met een stippelrand.",
        "First tap a die with a dashed outline.",
    ),
    "cb_r_hand_first": (
        "Je hebt al een steen in je hand: leg hem terug in een trechter of houd hem.",
        "You already hold a die: lay it back in a funnel or keep it.",
    ),
    "cb_r_pull_first": (
        "Trek eerst een steen uit de onderste laag.",
        "First pull a die out of the bottom layer.",
    ),
    "cb_r_tap_die": (
        "Tik op een steen met een stippelrand: een steen van de onderste laag (op de "
        "grondplaat) waar hoogstens één steen op rust.",
        "Tap a die with a dashed outline: a die of the bottom layer (on the plate) with at "
        "most one die resting on it.",
    ),
    "cb_r_tap_ring": (
        "Tik op een trechter met een ring om je steen terug te leggen, of houd hem.",
        "Tap a ringed funnel to lay your die back, or keep it.",
    ),
    "cb_r_no_die": ("Daar ligt geen steen.", "There is no die there."),
    "cb_r_not_bottom": (
        "Je mag alleen een steen uit de onderste laag trekken.",
        "You may only pull a die from the bottom layer.",
    ),
    "cb_r_covered": (
        "Op die steen ligt {n} steen: hij heeft te weinig vrije kanten.|Op die steen liggen "
        "{n} stenen: hij heeft te weinig vrije kanten.",
        "{n} die rests on that die: it has too few free faces.|{n} dice rest on that die: "
        "it has too few free faces.",
    ),
    "cb_r_plate": (
        "Een steen gaat nooit terug in een lege plek van de grondplaat.",
        "A die never goes back into an empty place on the plate.",
    ),
    "cb_r_same": (
        "Deze trechter is helemaal {colour}, net als je steen: er past alleen een andere kleur in.",
        "This funnel is all {colour}, like your die: only another colour goes in.",
    ),
    "cb_r_mixed": (
        "Deze trechter is {colours}: twee kleuren. Er moeten drie kleuren zijn, of drie "
        "keer één kleur die niet {colour} is.",
        "This funnel is {colours}: two colours. It needs three colours, or three of one "
        "colour other than {colour}.",
    ),
    "cb_r_edge": (
        "Dan zou een rand van de piramide helemaal {colour} worden: dat mag niet.",
        "That would make an edge of the pyramid all {colour}: not allowed.",
    ),
    "cb_r_repeats": (
        "Dan zou de piramide eruitzien als na een eerdere beurt: dat mag niet (een regel van "
        "de app, zodat elk spel eindigt).",
        "The pyramid would then look the same as after an earlier turn: not allowed (an app "
        "rule, so that every game ends).",
    ),
    "cb_r_not_funnel": (
        "Daar kan geen steen in: het is geen trechter.",
        "No die fits there: it is not a funnel.",
    ),
    "cb_r_pull_limit": (
        "Je hebt deze beurt al {n} steen getrokken, meer mag niet: deze steen moet je "
        "houden.|Je hebt deze beurt al {n} stenen getrokken, meer mag niet: deze steen moet "
        "je houden.",
        "You have pulled {n} die this turn, the most allowed: you must keep this one.|You "
        "have pulled {n} dice this turn, the most allowed: you must keep this one.",
    ),
    "cb_r_not_now": ("Dat mag nu niet.", "That is not possible now."),
    # the players
    "cb_kept_head": ("Gehouden stenen", "Kept dice"),
    "cb_scale": ("Minpunten per steen: {scale}", "Minus points per die: {scale}"),
    "cb_none_kept": ("nog geen stenen", "no dice yet"),
    "cb_n_dice_of": (
        "{n} {colour} steen|{n} {colour} stenen",
        "{n} {colour} die|{n} {colour} dice",
    ),
    "cb_dice_of": ("Stenen: {n} van {limit}", "Dice: {n} of {limit}"),
    "cb_minus_n": ("{n} minpunt|{n} minpunten", "{n} minus point|{n} minus points"),
    "cb_unseen": (
        "Nog niet te zien in de piramide: {list}.",
        "Not visible inside the pyramid: {list}.",
    ),
    # the end
    "cb_winner": (
        "{name} wint met {n} minpunt.|{name} wint met {n} minpunten.",
        "{name} wins with {n} minus point.|{name} wins with {n} minus points.",
    ),
    "cb_winner.you": (
        "Je wint met {n} minpunt.|Je wint met {n} minpunten.",
        "You win with {n} minus point.|You win with {n} minus points.",
    ),
    "cb_fewer_dice": (
        "Evenveel minpunten als een ander, maar de minste stenen ({n}).",
        "Level on minus points, but with the fewest dice ({n}).",
    ),
    "cb_shared": (
        "{names} winnen samen met {n} minpunt.|{names} winnen samen met {n} minpunten.",
        "{names} share the win with {n} minus point.|{names} share the win with {n} minus points.",
    ),
    "cb_you_lost": ("Net niet. Nog een keer?", "Not this time. Again?"),
    "cb_why_dice": (
        "{name} moest steen nummer {n} houden: einde van het spel.",
        "{name} had to keep die number {n}: the game is over.",
    ),
    "cb_why_dice.you": (
        "Je moest steen nummer {n} houden: einde van het spel.",
        "You had to keep die number {n}: the game is over.",
    ),
    "cb_why_turns": (
        "Na {n} beurt stopt de app het spel (een regel van de app).|Na {n} beurten stopt "
        "de app het spel (een regel van de app).",
        "After {n} turn the app ends the game (an app rule).|After {n} turns the app ends "
        "the game (an app rule).",
    ),
    "cb_place": ("Plaats", "Place"),
    # a soft hyphen: the narrow column of a tablet's side may break it as Min-punten
    "cb_minus_head": ("Min\u00adpunten", "Minus points"),
    # "What would you do?": the strongest computer's reason (pyengine/games/cui_bono/strong.py)
    "hint.build": ("Bouw de piramide.", "Build the pyramid."),
    "hint.pull_only": (
        "Trek deze steen, de enige die kan: hij past met {chance}% kans terug, dus je "
        "verwacht {cost} minpunten.",
        "Pull this die, the only one you can: it fits back with a {chance}% chance, so you "
        "expect {cost} minus points.",
    ),
    "hint.pull": (
        "Trek deze steen: hij past met {chance}% kans terug, dus je verwacht {cost} "
        "minpunten (de beste andere steen: {other}).",
        "Pull this die: it fits back with a {chance}% chance, so you expect {cost} minus "
        "points (the best other die: {other}).",
    ),
    "hint.pull_leaves": (
        "Trek deze steen: je verwacht {cost} minpunten (een andere steen: {other}), maar de "
        "volgende speler verwacht dan {next} minpunten in plaats van {other_next}.",
        "Pull this die: you expect {cost} minus points (another die: {other}), but the next "
        "player then expects {next} minus points instead of {other_next}.",
    ),
    "hint.place": (
        "Leg de steen hier terug: dan houd je niets, en de volgende speler verwacht bij zijn "
        "beste trek {next} minpunten.",
        "Lay the die back here: you keep nothing, and the next player expects {next} minus "
        "points from their best pull.",
    ),
    "hint.keep_tip": (
        "Houd de steen, ook al past hij (+{cost}): de volgende speler verwacht dan {next} "
        "minpunten, tegen {instead} als je hem teruglegt.",
        "Keep the die although it fits (+{cost}): the next player then expects {next} minus "
        "points, against {instead} if you lay it back.",
    ),
    "hint.keep_win": (
        "Houd de steen (+{cost}): het is je laatste, het spel is uit en jij hebt de minste "
        "minpunten.",
        "Keep the die (+{cost}): it is your last one, the game ends and you have the fewest "
        "minus points.",
    ),
    "hint.keep_forced": (
        "Geen trechter neemt deze steen: je moet hem houden (+{cost}).",
        "No funnel takes this die: you must keep it (+{cost}).",
    ),
    "hint.again_pull": (
        "Trek deze steen: hij past het waarschijnlijkst terug of kost het minst.",
        "Pull this die: it is the likeliest to fit back or the cheapest to keep.",
    ),
    "hint.again_place": (
        "Leg de steen hier terug en trek opnieuw: dat kost je naar verwachting minder dan "
        "hem houden.",
        "Lay the die back here and pull again: that is expected to cost you less than keeping it.",
    ),
    "hint.again_keep": (
        "Houd de steen (+{cost}): opnieuw trekken kost je naar verwachting niet minder.",
        "Keep the die (+{cost}): pulling again is not expected to cost you less.",
    ),
}

# A computer's own thinking: never the viewer's seat.
NAMED_ONLY = frozenset({"cb_bot_playing"})

t = Words(TEXT, pyramid.TEXT)


def die_name(lang: str, colour: str, capital: bool = False) -> str:
    """A die of that colour: "rode steen", "pearl die" (capitalised to start a label)."""
    words = t(lang, f"cb_die_{colour}") if colour in ("red", "yellow", "pearl") else ""
    return words[:1].upper() + words[1:] if capital else words
