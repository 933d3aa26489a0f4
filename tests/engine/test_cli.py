"""The command line is a contract: `list` and `simulate`'s one JSON line."""

from __future__ import annotations

import json

import pytest

from pyengine import GAMES
from pyengine.cli import main

CONTRACT_KEYS = {
    "game",
    "games",
    "players",
    "bots",
    "seed",
    "seconds",
    "games_per_second",
    "wins",
    "win_rate",
    "errors",
    "error_samples",
    "stats",
}


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    assert main(list(argv)) == 0
    return capsys.readouterr().out


def test_list_names_every_game(capsys: pytest.CaptureFixture[str]) -> None:
    lines = run(capsys, "list").splitlines()
    assert sorted(line.split("\t")[0] for line in lines) == sorted(GAMES)


def test_simulate_prints_one_json_line_with_the_contract_keys(
    capsys: pytest.CaptureFixture[str],
) -> None:
    out = run(capsys, "simulate", "qwinto", "--games", "3", "--players", "2", "--seed", "7")
    assert out.count("\n") == 1
    data = json.loads(out)
    assert set(data) >= CONTRACT_KEYS
    assert data["games"] == 3 and data["players"] == 2 and data["errors"] == 0
    assert sum(data["wins"]) == pytest.approx(3)
    assert data["options"] == {"rules": "published", "dice": "digital"}
    assert len(data["stats"]["mean_score"]) == 2


def test_simulate_passes_options_and_is_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "qwinto", "--games", "4", "--players", "3", "--option", "rules=published"]
    first = json.loads(run(capsys, *argv))
    second = json.loads(run(capsys, *argv))
    assert first["options"]["rules"] == "published"
    assert first["wins"] == second["wins"] and first["stats"] == second["stats"]
    chips = json.loads(run(capsys, "simulate", "schocken", "--games", "1", "--option", "chips=5"))
    assert chips["options"]["chips"] == 5


@pytest.mark.parametrize(
    "argv",
    [
        ["simulate", "qwinto", "--option", "rules=house"],
        ["simulate", "qwinto", "--option", "colour=red"],
        ["simulate", "qwinto", "--option", "rules"],
        ["simulate", "qwinto", "--option", "dice=physical"],
        ["simulate", "qwinto", "--players", "9"],
        ["simulate", "qwinto", "--bots", "genius"],
        ["simulate", "nope"],
    ],
)
def test_simulate_refuses_bad_arguments(argv: list[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(argv)
    assert exit_.value.code == 2


def test_simulate_races_the_computers_of_a_real_time_game(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["simulate", "bunte-kuh", "--games", "3", "--players", "3", "--bots", "strong,sensible"]
    data = json.loads(run(capsys, *argv))
    assert data["errors"] == 0 and sum(data["wins"]) == pytest.approx(3)
    assert all(ms is None or ms > 0 for ms in data["stats"]["mean_call_ms"])
    assert len(data["stats"]["calls_per_game"]) == 3
    assert json.loads(run(capsys, *argv))["stats"] == data["stats"]  # reproducible


def test_simulate_plays_evenings(capsys: pytest.CaptureFixture[str]) -> None:
    # Bunte Kuh builds the pyramid, Cui bono? takes it down (issue 34, pyengine.evening).
    argv = ["simulate", "bunte-kuh", "--games", "2", "--players", "3", "--bots", "strong"]
    out = run(capsys, *argv, "--then", "cui-bono", "--then-bots", "sensible,strong")
    data = json.loads(out)
    assert set(data) >= CONTRACT_KEYS | {"then", "evening"}
    assert data["then"] == "cui-bono" and data["errors"] == 0
    assert sum(data["wins"]) == pytest.approx(2, abs=0.02)  # a shared win is rounded
    first, second = data["evening"]
    assert first["game"] == "bunte-kuh" and second["game"] == "cui-bono"
    assert second["bots"] == ["sensible", "strong", "sensible"]
    assert sum(first["wins"]) == pytest.approx(2) and second["mean_added"] > 0
    # places added up: each seat's mean total is the sum of its two mean places
    for s in range(3):
        total = first["mean_place"][s] + second["mean_place"][s]
        assert data["stats"]["mean_score"][s] == pytest.approx(total, abs=0.01)
    without = json.loads(run(capsys, *argv))
    assert "evening" not in without and "then" not in without


@pytest.mark.parametrize(
    "extra",
    [
        ["--then", "raffzahn"],  # Bunte Kuh is taken down by Cui bono?
        ["--then-bots", "strong"],  # no evening to play on
        ["--then", "cui-bono", "--then-bots", "nonsense"],
    ],
)
def test_simulate_refuses_an_evening_that_cannot_be(
    capsys: pytest.CaptureFixture[str], extra: list[str]
) -> None:
    with pytest.raises(SystemExit):
        main(["simulate", "bunte-kuh", "--games", "1", "--players", "3", *extra])
    assert "error" in capsys.readouterr().err
