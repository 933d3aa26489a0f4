"""What a seat sees of a Kwis 't! table (``Match.view(seat)["state"]``, built by view.py):
the types the rules build and the screens read, checked by mypy on both sides. JSON as it
is sent. (A module of its own, without postponed annotations, so the optional keys are
known at run time too: tests/engine/test_views.py.)"""

from typing import Any, NotRequired, TypedDict


class QuestionView(TypedDict):
    kind: str  # "open" or "choice"
    subject: str
    level: int
    q: str
    options: NotRequired[list[str]]  # a choice question's
    answer: NotRequired[int | str]  # once revealed: an option's index or the open answer
    accept: NotRequired[list[str]]  # once revealed: an open answer's other spellings


class CardView(TypedDict):
    id: str
    questions: list[QuestionView]


class HandCard(TypedDict):
    """A bonus or action card (cards.card_json)."""

    id: int
    kind: str
    points: int


class MineView(TypedDict):
    """The viewer's own sheet and hand."""

    answers: list[int | str | None] | None  # an option's index, the text written, None: not yet
    right: list[bool] | None  # once revealed
    count: int | None
    guessed: bool
    disputed: list[int]
    hand: list[HandCard]
    bonus: int


class DisputeView(TypedDict):
    seat: int
    question: int
    text: int | str
    ruler: NotRequired[int]  # not in saves of builds before issue 15


class RoundSummary(TypedDict):
    """A finished round."""

    round: int
    quizmaster: int
    card: str
    chips: list[int] | None
    bets: list[int | None]
    fields: list[int | None]
    checked: list[bool]
    declared: list[bool]


class MoveView(TypedDict):
    """A move as the table saw it: never an answer, a count on paper, a guess's knowledge
    or a chance move's dice."""

    n: int  # its number in the match (its place in the log)
    seat: int
    type: str
    field: NotRequired[int]  # a bet's
    target: NotRequired[int]  # a check's
    question: NotRequired[int]  # a dispute's
    ruler: NotRequired[int]  # a dispute's (not in saves of builds before issue 15)


class FinalView(TypedDict):
    bonus: list[int]
    totals: list[int]
    hands: list[list[HandCard]]


class View(TypedDict):
    round: int
    rounds: int
    quizmaster: int
    phase: str  # deal answer reveal bet dispute check declare actions over
    active: int | None
    queue: list[int]  # who still acts in this phase
    answering: str
    lang: str
    card: CardView | None
    revealed: bool
    chips: list[int] | None  # bonus cards per field, once turned face up
    ready: list[bool]
    bets: list[int | None]
    on_board: list[bool]
    checked: list[bool]
    declared: list[bool]
    fields: list[int | None]  # where each disc ended
    counts: list[int | None]  # right answers, where the viewer knows them
    dispute: DisputeView | None
    track: list[int]
    hand_sizes: list[int]
    open_actions: list[list[str]]  # phase 8 is played open
    urgent: list[str]
    stack: int
    out: int
    events: list[dict[str, Any]]  # this round's, public: each ``kind`` its own keys
    history: list[RoundSummary]
    last_events: list[dict[str, Any]]  # the previous round's
    moves: list[MoveView]  # this round's, from its deal on (between rounds: the last one's)
    last_moves: list[MoveView]  # the round's before
    me: MineView | None
    final: FinalView | None
