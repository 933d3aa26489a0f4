"""Das Spiel (seed 003): the pyramid's geometry, its dice, builders, JSON and projection.

Each test quotes the seed sentence (Dutch) or the geometry note's statement it checks."""

from __future__ import annotations

import itertools
import math
from pathlib import Path
from typing import Any

import pytest

from pyengine import IllegalAction
from pyengine.core.rng import Rng
from pyengine.pyramid import geometry as G
from pyengine.pyramid import projection as V
from pyengine.pyramid import setups as S
from pyengine.pyramid.board import Die, Pyramid
from pyengine.pyramid.die import MOVES, ORIENTATIONS, UNITS, UPPER, Orientation
from pyengine.pyramid.geometry import CORNERS, EDGE_FUNNELS, EDGES, LAYERS, POSITIONS

X, Y, Z = UNITS
MX, MY, MZ = UPPER
APEX = (0, 0, 0)


def full(seed: int = 7) -> Pyramid:
    return S.full_random(Rng(seed))


def die(colour: str = "red", faces: tuple[int, int, int] = (3, 2, 1)) -> Die:
    return Die(colour, Orientation(faces))


def add(p: tuple[int, int, int], v: tuple[int, int, int]) -> tuple[int, int, int]:
    return (p[0] + v[0], p[1] + v[1], p[2] + v[2])


# -- positions and layers -----------------------------------------------------------------
def test_layer_sizes_and_total() -> None:
    """'De onderste laag van een piramide bestaat uit 45 dobbelstenen'; 'Naar de top van de
    piramide toe worden de lagen steeds kleiner'; 55 red + 55 yellow + 55 pearl dice."""
    assert [len(lay) for lay in LAYERS] == [45, 36, 28, 21, 15, 10, 6, 3, 1]
    assert len(POSITIONS) == 165 == 3 * 55
    assert LAYERS[8] == (APEX,)
    assert [G.layer(p) for p in POSITIONS] == sorted(G.layer(p) for p in POSITIONS)
    assert all(G.is_position(p) for p in POSITIONS)
    assert not G.is_position((9, 0, 0)) and not G.is_position((-1, 1, 1))


def test_supports_and_carries() -> None:
    """A die in layer n > 0 rests on three dice of layer n - 1; bottom dice on the plate."""
    for p in POSITIONS:
        sup = G.supports(p)
        assert len(sup) == (0 if G.layer(p) == 0 else 3)
        for s in sup:
            assert G.layer(s) == G.layer(p) - 1 and p in G.carries(s)
        for c in G.carries(p):
            assert p in G.supports(c)
    assert G.supports(APEX) == ((1, 0, 0), (0, 1, 0), (0, 0, 1))
    assert G.carries(APEX) == ()
    assert G.carries((8, 0, 0)) == ((7, 0, 0),)
    assert len(G.carries((2, 3, 3))) == 3


def test_face_to_face_neighbours() -> None:
    """'Als drie kanten ...': dice of one layer touch only along edges; face to face means
    one unit apart (a supporter below or a carried die above)."""
    assert len(G.neighbours(APEX)) == 3
    assert G.neighbours((8, 0, 0)) == ((7, 0, 0),)
    assert len(G.neighbours((2, 2, 2))) == 6
    for lay in LAYERS:
        for p, q in itertools.combinations(lay, 2):
            assert not G.touching(p, q)
    for p in POSITIONS:
        for q in G.neighbours(p):
            assert G.touching(p, q) and abs(G.layer(p) - G.layer(q)) == 1
        assert all(G.layer(q) == G.layer(p) for q in G.edge_neighbours(p))
    assert len(G.edge_neighbours((2, 3, 3))) == 6
    assert G.face_neighbour((0, 4, 4), MX) is None  # beyond side x = 0
    assert G.face_neighbour((0, 4, 4), X) is None  # the plate
    assert G.face_neighbour((1, 3, 3), MX) == (0, 3, 3)


def test_one_to_three_new_dice_never_touch_face_to_face() -> None:
    """Abquetschen TIP: 'met een worp van 1 tot en met 3 de nieuwe ingebouwde dobbelstenen
    elkaar niet met een zijde kunnen raken'. A die above the plate needs three supporters,
    so up to three dice on an empty plate all lie on the plate, where none touch face to
    face; four (three around a saddle and one on them) do."""
    for p in POSITIONS:
        if G.layer(p) > 0:
            assert len(G.supports(p)) == 3
    for p, q in itertools.combinations(LAYERS[0], 2):
        assert not G.touching(p, q)
    q = (2, 3, 2)
    group = [*G.supports(q), q]
    assert G.unsupported(group) == []
    assert all(any(G.touching(a, b) for b in group if b != a) for a in group)


# -- funnels ------------------------------------------------------------------------------------
def test_funnels_of_the_empty_plate_and_the_full_pyramid() -> None:
    """'Op de grondplaat bevinden er zich 45 trechters.'"""
    assert len(G.funnels(S.empty())) == 45 == len(G.plate_funnels(S.empty()))
    assert G.dice_funnels(S.empty()) == []
    assert G.funnels(full()) == []
    pyr = full()
    pyr.remove(APEX)  # Raffzahn: 'Daarna wordt de bovenste dobbelsteen ... verwijderd'
    assert G.funnels(pyr) == [APEX]


def test_a_full_bottom_layer_has_36_funnels() -> None:
    """Bunte Kuh: 45 pearl dice on the plate; 'Zo ontstaan langzamerhand in de hogere lagen
    steeds nieuwe TRECHTERS'."""
    pyr = S.bunte_kuh_setup(Rng(3))
    assert len(pyr) == 45 and {d.colour for _, d in pyr.items()} == {"pearl"}
    assert G.funnels(pyr) == list(LAYERS[1])
    assert G.plate_funnels(pyr) == []


def test_three_dice_around_a_saddle_form_a_funnel_around_a_spits_not() -> None:
    """ZADEL: 'Drie dobbelstenen die rondom een zadel ... vormen altijd een trechter.'
    SPITS: '... kan hier geen dobbelsteen worden gelegd'. Of the triangles of three
    bottom dice touching each other along edges, 36 hold a funnel, 28 surround a spits."""
    triangles = [
        t
        for t in itertools.combinations(LAYERS[0], 3)
        if all(b in G.edge_neighbours(a) for a, b in itertools.combinations(t, 2))
    ]
    saddles = [t for t in triangles if any(set(G.supports(q)) == set(t) for q in LAYERS[1])]
    assert len(triangles) == 64 and len(saddles) == 36
    for t in triangles:
        funnel = [q for q in LAYERS[1] if G.is_funnel(set(t), q)]
        assert len(funnel) == (1 if t in saddles else 0)


def test_exactly_one_die_fits_in_a_funnel() -> None:
    """'Een trechter is een kuiltje waarin precies één dobbelsteen kan worden gelegd'."""
    pyr = S.empty()
    pyr.place((0, 4, 4), die())
    with pytest.raises(IllegalAction) as err:
        pyr.place((0, 4, 4), die())
    assert err.value.code == "not_a_funnel"
    with pytest.raises(IllegalAction) as err:
        pyr.place((0, 3, 4), die())  # only one of its three supporters
    assert err.value.code == "not_a_funnel"
    with pytest.raises(IllegalAction):
        pyr.place((9, 0, 0), die())


def test_funnels_on_a_die_and_two_at_once() -> None:
    """Würfelmarsch example: 'De gele speler kantelt zijn dobbelsteen naar rechtsvoor. Met
    deze zet vormt hij tegelijkertijd twee TRECHTERS.'"""
    p = (2, 3, 3)
    made = [(2, 2, 3), (2, 3, 2)]  # two of the three funnels a die at p can hold up
    others = {s for q in made for s in G.supports(q)} - {p}
    pyr = S.empty()
    for q in others:
        pyr.place(q, die("red"))
    forward_right = G.side_moves(0)["forward_right"]
    start = (p[0] - forward_right[0], p[1] - forward_right[1], p[2] - forward_right[2])
    pyr.place(start, die("yellow", (6, 2, 3)))
    assert G.funnels_on(pyr, start) == []
    assert pyr.tilt(start, forward_right) == p
    assert sorted(G.funnels_on(pyr, p)) == sorted(made)


def test_faces_around_a_funnel_and_their_sum() -> None:
    """Bunte Kuh: 'een TRECHTER waarbij de drie aangrenzende zijden van de dobbelstenen
    dezelfde som opleveren'; Würfelmarsch: 'Elk van de drie dobbelstenen wijst met één
    zijde naar de andere twee dobbelstenen.'"""
    q = (2, 3, 2)
    pyr = S.empty()
    pyr.place(add(q, X), die(faces=(6, 2, 3)))  # its -x face (6) points into q
    pyr.place(add(q, Y), die(faces=(3, 2, 1)))  # its -y face (2)
    pyr.place(add(q, Z), die(faces=(6, 2, 3)))  # its -z face (3)
    around = pyr.faces_around(q)
    assert [v for _, _, v in around] == [6, 2, 3]
    assert pyr.funnel_sum(q) == 11
    for s, d, _ in around:
        assert add(s, d) == q  # the faces a die laid in q would touch
        # ... and they point towards the other two dice of the funnel
        for other, _, _ in around:
            if other != s:
                towards = [o - c for o, c in zip(other, s, strict=True)]
                assert sum(a * b for a, b in zip(d, towards, strict=True)) > 0
    pyr.place(q, die())
    assert pyr.funnel_sum(q) == 11  # still known while covered (Eintrichtern)
    with pytest.raises(IllegalAction) as err:
        pyr.faces_around((1, 3, 2))
    assert err.value.code == "no_funnel"
    with pytest.raises(IllegalAction):
        pyr.faces_around((0, 4, 4))  # a plate funnel has no dice around it


def test_eintrichtern_lifting_a_red_die_shows_three_yellow() -> None:
    """'De onderste LAAG wordt met 45 gele dobbelstenen gevuld'; 'De volgende LAAG wordt
    gelijkmatig met de 36 rode dobbelstenen belegd'; 'heft hij een willekeurige rode
    dobbelsteen op zodat een TRECHTER van drie gele dobbelstenen vrij ligt'."""
    pyr = S.eintrichtern_setup(Rng(11))
    assert {p for p, d in pyr.items() if d.colour == "yellow"} == set(LAYERS[0])
    assert {p for p, d in pyr.items() if d.colour == "red"} == set(LAYERS[1])
    assert G.free_dice(pyr) == list(LAYERS[1])
    for q in LAYERS[1]:
        trial = pyr.copy()
        removal = trial.remove(q)
        assert removal.slides == () and removal.opened == q
        assert G.is_funnel(trial, q)
        assert {trial[s].colour for s, _, _ in trial.faces_around(q)} == {"yellow"}
        assert 3 <= trial.funnel_sum(q) <= 18


# -- free dice and exposed faces -------------------------------------------------------------
def test_free_dice() -> None:
    """VRIJE DOBBELSTEEN: 'Bij een volledig opgebouwde piramide is dit alleen de bovenste
    dobbelsteen.'"""
    pyr = full()
    assert G.free_dice(pyr) == [APEX]
    pyr.remove(APEX)
    assert sorted(G.free_dice(pyr)) == [(0, 0, 1), (0, 1, 0), (1, 0, 0)]
    assert G.free_dice(S.bunte_kuh_setup(Rng(1))) == list(LAYERS[0])
    assert not G.is_free(pyr, APEX)  # no die there


def test_exposed_faces_of_the_full_pyramid() -> None:
    pyr = full()
    assert G.exposed_faces(pyr, APEX) == (MX, MY, MZ)
    assert G.exposed_faces(pyr, (8, 0, 0)) == (MY, MZ)
    assert G.exposed_faces(pyr, (0, 4, 4)) == (MX,)
    assert G.exposed_faces(pyr, (2, 3, 2)) == ()
    # the three sides, 45 faces each, are all that is exposed
    assert sum(len(G.exposed_faces(pyr, p)) for p in POSITIONS) == 135
    assert pyr.exposed_faces((0, 4, 4)) == {MX: pyr[(0, 4, 4)].face(MX)}


def test_exposed_faces_never_include_the_plate() -> None:
    pyr = S.empty()
    pyr.place((3, 3, 2), die())
    assert G.exposed_faces(pyr, (3, 3, 2)) == (MX, MY, MZ)
    pyr = full()
    pyr.remove(APEX)
    assert G.exposed_faces(pyr, (1, 0, 0)) == (MX, MY, MZ)
    pyr2 = S.bunte_kuh_setup(Rng(2))
    pyr2.place((2, 3, 2), die())
    assert G.exposed_faces(pyr2, (2, 3, 2)) == (MX, MY, MZ)  # its lower faces touch dice


def test_at_the_start_of_cui_bono_only_the_kanten_have_two_free_faces() -> None:
    """Cui bono? TIP: 'Aan het begin van het spel hebben enkel de dobbelstenen aan de drie
    KANTEN van de piramide twee vrij liggende zijdes.' — in the bottom layer: the corners,
    where the three edges end."""
    pyr = full()
    two_free = [p for p in LAYERS[0] if len(G.exposed_faces(pyr, p)) >= 2]
    assert sorted(two_free) == sorted(CORNERS) == sorted(edge[0] for edge in EDGES)


# -- rows, levels, sides, edges ---------------------------------------------------------------
def test_rows() -> None:
    """RIJ: 'dobbelstenen die elkaar met de tegenoverliggende vlakken raken en in een rechte
    lijn liggen'."""
    assert len(G.ROWS) == 135
    lengths = sorted((len(r) for r in G.ROWS), reverse=True)
    assert lengths[:3] == [9, 9, 9] and lengths.count(1) == 27
    assert sum(lengths) == 3 * 165
    for r in G.ROWS:
        for a, b in itertools.pairwise(r):
            assert G.touching(a, b)
    assert G.row((2, 3, 1), 0) == tuple((x, 3, 1) for x in range(5))
    assert all((2, 3, 1) in G.row((2, 3, 1), a) for a in range(3))


def test_row_runs() -> None:
    """Abquetschen bonus: '4 of meer nieuw ingebouwde dobbelstenen in een rij'."""
    line = [(x, 1, 2) for x in range(1, 5)]
    runs = G.row_runs([*line, (0, 0, 8), (2, 2, 2)])
    assert runs[0] == tuple(line)
    assert all(len(r) >= 2 for r in runs)
    assert G.row_runs([(0, 0, 8), (0, 1, 7), (1, 0, 7)]) == []  # one layer: no face contact
    assert len(G.row_runs(POSITIONS, min_length=9)) == 3


def test_levels_and_sides() -> None:
    """NIVEAU: 'Deze vlakken liggen altijd parallel aan de buitenzijde van de piramide';
    ZIJDE: 'De drie zijvlakken van de grondplaat maar ook een volledige piramide'."""
    for a in range(3):
        assert [len(G.level(a, c)) for c in range(9)] == [45, 36, 28, 21, 15, 10, 6, 3, 1]
        assert G.side(a) == G.level(a, 0)
        funnels = G.side_funnels(a)
        assert len(funnels) == 9 and set(funnels) <= set(G.side(a)) & set(LAYERS[0])
    assert G.sides_of(APEX) == (0, 1, 2)
    assert G.sides_of((0, 4, 4)) == (0,)
    assert G.sides_of((2, 3, 3)) == ()


def test_side_funnels_run_left_to_right_for_their_player() -> None:
    for s in range(3):
        funnels = G.side_funnels(s)
        right = G.side_moves(s)["right"]
        for a, b in itertools.pairwise(funnels):
            assert b == add(a, right)
        # left end: shared with the left neighbour's side, right end with the right one's
        assert G.sides_of(funnels[0]) == tuple(sorted((s, (s + 1) % 3)))
        assert G.sides_of(funnels[-1]) == tuple(sorted((s, (s + 2) % 3)))


def test_edge_and_corner_funnels() -> None:
    """RANDTRECHTER: 'alle trechters die zich direct aan de buitenzijde van de piramide
    bevinden'; HOEKTRECHTER: 'Alle hoektrechters zijn tegelijkertijd ook randtrechters
    omdat ze aan twee zijdes van de piramide toebehoren.'"""
    assert len(EDGE_FUNNELS) == 24 == 3 * 9 - 3
    assert {p for p in LAYERS[0] if G.sides_of(p)} == EDGE_FUNNELS
    for c in CORNERS:
        assert G.is_corner_funnel(c) and G.is_edge_funnel(c)
        assert len(G.sides_of(c)) == 2
    for s in range(3):
        assert G.opposite_corner(s) not in G.side(s)
    assert G.opposite_corner(0) == (8, 0, 0)
    assert not G.is_edge_funnel((2, 3, 3)) and not G.is_corner_funnel((0, 4, 4))


def test_kanten_of_the_pyramid() -> None:
    """KANT of the pyramid: where two sides meet (Cui bono?: 'de dobbelstenen aan de drie
    KANTEN van de piramide')."""
    for k, edge in enumerate(EDGES):
        assert len(edge) == 9 and edge[0] == CORNERS[k] and edge[-1] == APEX
        others = {(k + 1) % 3, (k + 2) % 3}
        assert set(edge) == set(G.side((k + 1) % 3)) & set(G.side((k + 2) % 3))
        for a, b in itertools.pairwise(edge):
            assert G.touching(a, b) and G.layer(b) == G.layer(a) + 1
        assert all(set(G.sides_of(p)) >= others for p in edge)
    assert G.edges_through(APEX) == (0, 1, 2)
    assert G.edges_through((0, 0, 5)) == (2,)
    assert G.edges_through((0, 4, 4)) == ()


def test_side_moves() -> None:
    """Würfelmarsch: 'alleen voorwaarts in de richting van de HOEKTRECHTER ... of naar links
    of naar rechts ... nooit achterwaarts in de richting van de eigen ZIJDE'."""
    for s in range(3):
        moves = G.side_moves(s)
        assert set(moves.values()) == set(MOVES)
        assert moves["left"] == tuple(-c for c in moves["right"])
        for name, m in moves.items():
            assert m[s] == {"left": 0, "right": 0}.get(name, 1 if "forward" in name else -1)
    assert G.side_moves(0)["right"] == (0, 1, -1)
    assert G.side_moves(0)["forward_right"] == (1, 0, -1)


# -- changes ---------------------------------------------------------------------------------
def test_tilt_on_the_plate_is_the_seed_example() -> None:
    pyr = S.empty()
    pyr.place((0, 4, 4), Die("yellow", Orientation.for_side(0, 6, 2, 3)))
    to = pyr.tilt((0, 4, 4), G.side_moves(0)["right"])
    assert to == (0, 5, 3) and (0, 4, 4) not in pyr
    assert pyr[to] == Die("yellow", Orientation.for_side(0, towards=6, left=4, right=2))


def test_tilt_refusals() -> None:
    pyr = S.empty()
    pyr.place((0, 4, 4), die())
    pyr.place((0, 5, 3), die())
    cases: list[tuple[Any, Any, str]] = [
        ((0, 4, 4), (0, 1, -1), "not_a_funnel"),  # occupied
        ((0, 4, 4), (-1, 1, 0), "off_pyramid"),
        ((0, 4, 4), (1, 0, 0), "bad_move"),
        ((3, 3, 2), (0, 1, -1), "no_die"),
    ]
    for p, m, code in cases:
        with pytest.raises(IllegalAction) as err:
            pyr.tilt(p, m)
        assert err.value.code == code
    pyr = S.bunte_kuh_setup(Rng(1))
    pyr.place((1, 3, 3), die())
    with pytest.raises(IllegalAction) as err:
        pyr.tilt((1, 4, 3), (1, -1, 0))  # carries the die at (1, 3, 3)
    assert err.value.code == "die_not_free"
    pyr = S.empty()
    q = (1, 3, 3)
    for s in G.supports(q):
        pyr.place(s, die())
    pyr.place(q, die())
    before = pyr.copy()
    with pytest.raises(IllegalAction) as err:
        pyr.tilt(q, (0, 1, -1))  # (1, 4, 2) rests on one die only
    assert err.value.code == "not_a_funnel"
    assert pyr == before


def test_tilt_over_the_edge_of_other_dice() -> None:
    """KANTELEN: 'Dat kan op een kant van de grondplaat of op de kant van een andere
    dobbelsteen zijn.'"""
    pyr = S.bunte_kuh_setup(Rng(1))
    pyr.place((1, 3, 3), die(faces=(6, 2, 3)))
    to = pyr.tilt((1, 3, 3), (0, 1, -1))
    assert to == (1, 4, 2) and pyr[to].orientation.to_json() == [6, 4, 2]


def test_turn() -> None:
    """DRAAIEN: 'wordt een vrije dobbelsteen uit de trechter gehaald ... opnieuw in de
    trechter gelegd van waaruit de dobbelsteen kwam.'"""
    pyr = S.eintrichtern_setup(Rng(5))
    red = (1, 3, 3)
    pyr.turn(red, ORIENTATIONS[7])
    assert pyr[red] == Die("red", ORIENTATIONS[7])
    with pytest.raises(IllegalAction) as err:
        pyr.turn((0, 4, 4), ORIENTATIONS[0])
    assert err.value.code == "die_not_free"
    with pytest.raises(IllegalAction) as err:
        pyr.turn(APEX, ORIENTATIONS[0])
    assert err.value.code == "no_die"


def test_removing_a_corner_slides_the_whole_edge() -> None:
    """Cui bono?: 'Door het wegtrekken van een dobbelsteen schuiven de dobbelstenen die er
    boven liggen naar beneden en er ontstaat een nieuwe TRECHTER.'"""
    pyr = full()
    before = pyr.copy()
    removal = pyr.remove((8, 0, 0))
    assert removal.die == before[(8, 0, 0)] and removal.position == (8, 0, 0)
    assert removal.slides == tuple(((t - 1, 0, 0), (t, 0, 0)) for t in range(8, 0, -1))
    assert removal.opened == APEX
    for t in range(1, 9):
        assert pyr[(t, 0, 0)] == before[(t - 1, 0, 0)]  # slid without turning
    assert len(pyr) == 164 and G.unsupported(pyr) == []
    assert G.funnels(pyr) == [APEX]
    removal = pyr.remove((8, 0, 0))  # the next die of the edge
    assert removal.opened == (1, 0, 0) and len(removal.slides) == 7
    assert G.funnels(pyr) == [(1, 0, 0)]


def test_removal_without_dice_above_and_blocked_removal() -> None:
    pyr = S.bunte_kuh_setup(Rng(1))
    removal = pyr.remove((0, 4, 4))
    assert removal.slides == () and removal.opened == (0, 4, 4)
    assert (0, 4, 4) in G.plate_funnels(pyr)
    pyr = full()
    with pytest.raises(IllegalAction) as err:
        pyr.remove((0, 4, 4))  # two dice rest on it: fewer than two free faces
    assert err.value.code == "die_blocked"
    with pytest.raises(IllegalAction) as err:
        S.empty().remove((0, 4, 4))
    assert err.value.code == "no_die"


def test_cui_bono_play_keeps_the_pyramid_stable() -> None:
    """Pull bottom dice with at least two free faces and lay them back in funnels at random:
    the slide is always one straight chain, and every die stays on three dice."""
    rng = Rng(2024)
    pyr = full(3)
    for _ in range(300):
        candidates = [p for p in LAYERS[0] if p in pyr and len(G.exposed_faces(pyr, p)) >= 2]
        if not candidates:
            break
        p = rng.choice(candidates)
        removal = pyr.remove(p)
        if removal.slides:
            step = tuple(b - a for a, b in zip(*removal.slides[0], strict=True))
            assert step in UNITS
            assert all(
                tuple(b - a for a, b in zip(src, dst, strict=True)) == step
                for src, dst in removal.slides
            )
        assert G.unsupported(pyr) == []
        assert G.is_funnel(pyr, removal.opened)
        spots = G.dice_funnels(pyr)
        if spots and rng.below(3):
            pyr.place(rng.choice(spots), removal.die)
        assert G.unsupported(pyr) == []


# -- builders --------------------------------------------------------------------------------------
def test_full_random_pyramid() -> None:
    """'De piramide wordt volledig opgebouwd met de rode, de gele en de paarlemoeren
    dobbelstenen. De verdeling van de kleuren en de oriëntatie ... volledig willekeurig.'"""
    pyr = full(1)
    assert len(pyr) == 165
    colours = [d.colour for _, d in pyr.items()]
    assert all(colours.count(c) == 55 for c in G.COLOURS)
    assert pyr == full(1) and pyr != full(2)
    assert len({d.orientation for _, d in pyr.items()}) > 12


def test_randomness_only_from_the_engine_rng() -> None:
    root = Path(G.__file__).parent
    for path in root.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "import random" not in text and "from random" not in text


def test_wuerfelmarsch_start() -> None:
    """'legt deze dobbelstenen in de vijf middelste RANDTRECHTERS van zijn ZIJDE. De beide
    buitenste TRECHTERS links en rechts blijven vrij. ... de 3 naar de speler ..., de 2 naar
    de linkerbuurman en ... de 1 naar de rechterbuurman.'"""
    pyr = S.wuerfelmarsch_start()
    assert len(pyr) == 15
    for s, colour in enumerate(G.COLOURS):
        funnels = G.side_funnels(s)
        mine = [p for p, d in pyr.items() if d.colour == colour]
        assert sorted(mine) == sorted(funnels[2:7]) == sorted(S.wuerfelmarsch_funnels(s))
        assert all(p not in pyr for p in funnels[:2] + funnels[7:])
        for p in mine:
            o = pyr[p].orientation
            assert (o.towards_side(s), o.towards_side((s + 1) % 3)) == (3, 2)
            assert o.towards_side((s + 2) % 3) == 1
            assert o == S.wuerfelmarsch_orientation(s)
        assert G.opposite_corner(s) not in pyr
    assert all(len(G.sides_of(p)) == 1 for p in pyr)
    two = S.wuerfelmarsch_start(["red", None, "pearl"])
    assert len(two) == 10
    with pytest.raises(ValueError):
        S.wuerfelmarsch_start(["red", "blue", "pearl"])
    with pytest.raises(ValueError):
        S.wuerfelmarsch_start(["red"])


# -- container and JSON --------------------------------------------------------------------------
def test_copy_is_independent() -> None:
    pyr = full()
    twin = pyr.copy()
    twin.remove(APEX)
    assert APEX in pyr and APEX not in twin and pyr != twin
    order = list(pyr)
    assert order[0] == (0, 0, 8) and order[-1] == APEX


@pytest.mark.parametrize(
    "pyr",
    [S.empty(), full(4), S.eintrichtern_setup(Rng(4)), S.wuerfelmarsch_start()],
    ids=["empty", "full", "eintrichtern", "wuerfelmarsch"],
)
def test_json_round_trip(pyr: Pyramid) -> None:
    data = pyr.to_json()
    import json

    again = Pyramid.from_json(json.loads(json.dumps(data)))
    assert again == pyr and again.to_json() == data


def good_entry() -> dict[str, Any]:
    return {"at": [0, 4, 4], "colour": "red", "faces": [3, 2, 1]}


@pytest.mark.parametrize(
    ("data", "code"),
    [
        (None, "bad_pyramid"),
        ([], "bad_pyramid"),
        ({"dice": {}}, "bad_pyramid"),
        ({"dice": [], "extra": 1}, "bad_pyramid"),
        ({"dice": [[0, 4, 4]]}, "bad_pyramid"),
        ({"dice": [{**good_entry(), "at": [9, 0, 0]}]}, "bad_position"),
        ({"dice": [{**good_entry(), "at": [-1, 4, 5]}]}, "bad_position"),
        ({"dice": [{**good_entry(), "at": [0, 4.0, 4]}]}, "bad_position"),
        ({"dice": [{**good_entry(), "at": [0, True, 7]}]}, "bad_position"),
        ({"dice": [{**good_entry(), "at": "0,4,4"}]}, "bad_position"),
        ({"dice": [good_entry(), good_entry()]}, "duplicate_die"),
        ({"dice": [{**good_entry(), "colour": "blue"}]}, "bad_colour"),
        ({"dice": [{**good_entry(), "faces": [3, 1, 2]}]}, "bad_orientation"),
        ({"dice": [{**good_entry(), "faces": 321}]}, "bad_orientation"),
        ({"dice": [{**good_entry(), "spin": 1}]}, "bad_pyramid"),
        ({"dice": [{"at": [0, 4, 4], "colour": "red"}]}, "bad_pyramid"),
        ({"dice": [{**good_entry(), "at": [0, 3, 4]}]}, "unsupported_die"),
    ],
)
def test_bad_json_is_refused_with_a_code(data: Any, code: str) -> None:
    with pytest.raises(IllegalAction) as err:
        Pyramid.from_json(data)
    assert err.value.code == code
    assert err.value.message


# -- projection ----------------------------------------------------------------------------------
def close(a: tuple[float, float], b: tuple[float, float]) -> bool:
    return math.isclose(a[0], b[0], abs_tol=1e-9) and math.isclose(a[1], b[1], abs_tol=1e-9)


def test_projection_tiles_each_layer_with_hexagons() -> None:
    assert close(V.centre(APEX), (0.0, 0.0))
    radius = math.sqrt(2 / 3)
    for p in POSITIONS:
        hexagon = V.hexagon(p)
        c = V.centre(p)
        assert len(hexagon) == 6
        assert all(math.isclose(math.dist(c, q), radius) for q in hexagon)
        for q in G.edge_neighbours(p):
            assert math.isclose(math.dist(c, V.centre(q)), math.sqrt(3) * radius)


def test_a_die_sits_where_its_three_supports_meet() -> None:
    for q in POSITIONS:
        for s in G.supports(q):
            assert any(close(V.centre(q), corner) for corner in V.hexagon(s))


def test_rhombi_are_the_upper_faces_and_the_players_face_is_at_the_bottom() -> None:
    for side in range(3):
        names = V.screen_faces(side)
        for p in [APEX, (3, 3, 2), (8, 0, 0)]:
            cx, cy = V.centre(p, side)
            shapes = V.rhombi(p, side)
            mid = {
                a: (sum(q[0] for q in r) / 4 - cx, sum(q[1] for q in r) / 4 - cy)
                for a, r in shapes.items()
            }
            bottom, left, right = mid[names["bottom"]], mid[names["left"]], mid[names["right"]]
            assert math.isclose(bottom[0], 0, abs_tol=1e-9) and bottom[1] > 0
            assert left[0] < 0 and left[1] < 0 and right[0] > 0 and right[1] < 0
        # the player's own corner-to-be-reached is at the top, his side at the bottom
        assert V.centre(G.opposite_corner(side), side)[1] < V.centre(APEX, side)[1]


def test_views_are_turned_by_120_degrees() -> None:
    for side in range(3):
        turn = math.radians(V.view_rotation(side))
        for p in [(8, 0, 0), (1, 4, 3), (0, 0, 8)]:
            x, y = V.centre(p, 0)
            # counter-clockwise on a screen whose y axis points down
            expected = (
                x * math.cos(turn) + y * math.sin(turn),
                -x * math.sin(turn) + y * math.cos(turn),
            )
            assert close(V.centre(p, side), expected)
    x0, y0, x1, y1 = V.bounds()
    assert x0 < 0 < x1 and y0 < 0 < y1
