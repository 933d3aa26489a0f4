"""Cui bono?'s screen text in Dutch and English (the colours are in ``pyramid.words``)."""

from __future__ import annotations

from ...kit.i18n import Pair, Words
from ...pyramid import words as pyramid

TEXT: dict[str, Pair] = {
    "cb_sub": (
        "Beurt {n} · einde bij iemands {nth} steen",
        "Turn {n} · ends at anyone's {nth} die",
    ),
    "cb_your_turn": ("Jouw beurt", "Your turn"),
    "cb_turn_of": ("Beurt van {name}", "{name}'s turn"),
    "cb_bot_playing": ("{name} is aan de beurt…", "{name} is playing…"),
    "cb_you_hold": ("Je hebt {n} van de {limit} stenen.", "You hold {n} of {limit} dice."),
    # pulling
    "cb_pull_hint": (
        "Tik op een gemarkeerde steen onderaan de piramide om hem eruit te trekken ({n} mogelijk).",
        "Tap a marked die at the bottom of the pyramid to pull it out ({n} possible).",
    ),
    "cb_pull_ask": ("Deze {colour} steen eruit trekken?", "Pull this {colour} die out?"),
    "cb_pull_ok": ("Trek deze steen eruit", "Pull this die"),
    "cb_pull_other": ("Of tik op een andere gemarkeerde steen", "Or tap another marked die"),
    "cb_die_label": (
        "{colour} steen, rij {row} vanaf deze kant, plek {place} van links",
        "{colour} die, row {row} from this side, place {place} from the left",
    ),
    # laying back or keeping
    "cb_in_hand": (
        "In je hand: een {colour} steen ({faces} boven).",
        "In your hand: a {colour} die ({faces} on top).",
    ),
    "cb_slid": (
        "De steen erboven is naar beneden geschoven.|De {n} stenen erboven zijn naar beneden "
        "geschoven.",
        "The die above it slid down.|The {n} dice above it slid down.",
    ),
    "cb_slid_none": ("Er lag niets op.", "Nothing rested on it."),
    "cb_place_hint": (
        "Tik op een trechter met een ring om de steen terug te leggen ({n} past), of houd "
        "hem.|Tik op een trechter met een ring om de steen terug te leggen ({n} passen), of "
        "houd hem.",
        "Tap a ringed funnel to lay the die back ({n} fits), or keep it.|Tap a ringed funnel "
        "to lay the die back ({n} fit), or keep it.",
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
        "Eén trechter past wel bij de kleuren, maar dan zou de piramide er precies zo uitzien "
        "als na een eerdere beurt; dat mag niet.|{n} trechters passen wel bij de kleuren, maar "
        "dan zou de piramide er precies zo uitzien als na een eerdere beurt; dat mag niet.",
        "One funnel suits the colours, but there the pyramid would look exactly as after an "
        "earlier turn, which is not allowed.|{n} funnels suit the colours, but there the "
        "pyramid would look exactly as after an earlier turn, which is not allowed.",
    ),
    # the pyramid
    "cb_pyramid_title": ("De piramide", "The pyramid"),
    "cb_side_of": ("Gezien vanaf de kant van {names}", "Seen from {names}'s side"),
    "cb_key_pull": ("stippellijn: een steen die je mag trekken", "dashed: a die you may pull"),
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
        "{name} trok een {colour} steen onder uit de piramide.",
        "{name} pulled a {colour} die from the bottom.",
    ),
    "cb_did_place": (
        "{name} trok een {colour} steen onder uit de piramide en legde hem terug in laag {layer}.",
        "{name} pulled a {colour} die from the bottom and laid it back in layer {layer}.",
    ),
    "cb_did_top": (
        "{name} trok een {colour} steen onder uit de piramide en legde hem op de top.",
        "{name} pulled a {colour} die from the bottom and laid it on the top.",
    ),
    "cb_did_keep": (
        "{name} trok een {colour} steen onder uit de piramide en hield hem (+{n} minpunt).|"
        "{name} trok een {colour} steen onder uit de piramide en hield hem (+{n} minpunten).",
        "{name} pulled a {colour} die from the bottom and kept it (+{n} minus point).|{name} "
        "pulled a {colour} die from the bottom and kept it (+{n} minus points).",
    ),
    "cb_turn_n": ("Beurt {n}", "Turn {n}"),
    # refusals
    "cb_r_pick_first": (
        "Tik eerst op een gemarkeerde steen onderaan de piramide.",
        "First tap a marked die at the bottom of the pyramid.",
    ),
    "cb_r_hand_first": (
        "Je hebt al een steen in je hand: leg hem terug in een trechter of houd hem.",
        "You already hold a die: lay it back in a funnel or keep it.",
    ),
    "cb_r_pull_first": (
        "Trek eerst een steen onder uit de piramide.",
        "First pull a die from the bottom of the pyramid.",
    ),
    "cb_r_tap_die": (
        "Alleen de gemarkeerde stenen onderaan (met een stippellijn) mogen eruit: dat zijn de "
        "stenen in de onderste laag waar hoogstens één steen op rust.",
        "Only the marked dice at the bottom (dashed outline) may be pulled: dice of the bottom "
        "layer with at most one die resting on them.",
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
        "Op die steen liggen {n} stenen: hij heeft minder dan twee vrije kanten.",
        "{n} dice rest on that die: it has fewer than two free faces.",
    ),
    "cb_r_plate": (
        "Een steen gaat nooit terug in een lege trechter van de grondplaat.",
        "A die never goes back into an empty funnel of the base plate.",
    ),
    "cb_r_same": (
        "Deze trechter is helemaal {colour}, net als je steen. Drie stenen van één kleur mogen "
        "alleen als die kleur anders is dan die van je steen.",
        "This funnel is all {colour}, like your die. Three dice of one colour only take a die "
        "of another colour.",
    ),
    "cb_r_mixed": (
        "Deze trechter is {colours}: twee kleuren. Een trechter moet drie verschillende kleuren "
        "hebben, of drie keer één kleur die niet {colour} is.",
        "This funnel is {colours}: two colours. A funnel needs three different colours, or "
        "three of one colour other than {colour}.",
    ),
    "cb_r_edge": (
        "Je steen zou het eind van een rand van de piramide worden, en die rand zou dan "
        "helemaal {colour} zijn. Dat mag niet.",
        "Your die would end an edge of the pyramid, and that edge would then be all "
        "{colour}. That is not allowed.",
    ),
    "cb_r_repeats": (
        "Dan zou de piramide er precies zo uitzien als na een eerdere beurt sinds de laatste "
        "gehouden steen. Dat mag niet (een regel van de app, zodat elk spel eindigt).",
        "The pyramid would then look exactly as it did after an earlier turn since the last "
        "kept die. That is not allowed (an app rule, so that every game ends).",
    ),
    "cb_r_not_funnel": (
        "Daar kan geen steen in: het is geen trechter.",
        "No die fits there: it is not a funnel.",
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
    "cb_dice_of": ("{n} van {limit} stenen", "{n} of {limit} dice"),
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
        "{name} moest de {nth} steen nemen: einde van het spel.",
        "{name} had to take a {nth} die: the game is over.",
    ),
    "cb_why_turns": (
        "Na {n} beurten stopt de app het spel (een regel van de app).",
        "After {n} turns the app ends the game (an app rule).",
    ),
    "cb_place": ("Plaats", "Place"),
    "cb_minus_head": ("Minpunten", "Minus points"),
}

t = Words(TEXT, pyramid.TEXT)
