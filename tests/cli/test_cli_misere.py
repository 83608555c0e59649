"""The command line's misère options: cgt grundy --misere / --genus, cgt play --misere."""

from __future__ import annotations

import io
import json

import pytest

import cgt
from cgt.cli import main
from naive import naive_heaps_options, naive_misere, naive_octal_moves


def test_grundy_misere_values_match_the_definition(capsys):
    assert main(["grundy", "kayles", "--upto", "15", "--misere", "--json"]) == 0
    values = json.loads(capsys.readouterr().out)["values"]
    options = naive_heaps_options(naive_octal_moves("0.77"))
    memo: dict = {}
    assert values == [naive_misere(options, (n,) if n else (), memo) for n in range(15)]


def test_grundy_genus_prints_cgsuites_text(capsys):
    assert main(["grundy", "dawsons-kayles", "--upto", "11", "--genus"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "OctalGame('0.07'): genus of heaps 0 to 10"
    # CGSuite's GameHeapTest: DawsonsKayles genus 0,0,1,1,2,0,3,1,1,0,3^1431
    assert out[1].split()[1:] == ["0", "0", "1", "1", "2", "0", "3", "1", "1", "0"]
    assert out[2].split() == ["10:", "3^1431"]


def test_grundy_refuses_period_with_misere(capsys):
    assert main(["grundy", "kayles", "--misere", "--period"]) == 2
    assert "--period, --out, --stats and --method apply to Grundy values" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["grundy", "kayles", "--misere", "--genus"])


def test_play_misere_the_computer_wins_misere_nim(monkeypatch, capsys):
    # Misère Nim 1 1 2, computer first: Bouton's rule leaves three 1-heaps (take 1 from
    # the 2-heap); whatever the human does then, the computer leaves the last token to the human.
    monkeypatch.setattr("sys.stdin", io.StringIO("1 1\n"))
    assert main(["play", "nim", "1", "1", "2", "--first", "computer", "--misere"]) == 0
    out = capsys.readouterr().out
    assert "I play 3 1" in out
    assert "I play 2 1" in out or "I play 3 1\n" in out
    monkeypatch.setattr("sys.stdin", io.StringIO("1 1\n3 1\n"))
    assert main(["play", "nim", "1", "1", "2", "--first", "computer", "--misere"]) == 0
    assert "No moves left: I win, you lose." in capsys.readouterr().out
    assert cgt.misere.misere_nim_winning_moves((1, 1, 2)) == [(1, 1, 1)]
