"""The notice of a first compile (cgt.watch.first_compile): said once, and only when slow."""

from __future__ import annotations

import time

import pytest

from cgt import watch


def test_a_slow_first_use_says_it_compiles_once(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(watch, "NOTICE_SECONDS", 0.05)
    with watch.first_compile("the test's kernels", "1 s"):
        time.sleep(0.5)
    with watch.first_compile("the test's kernels", "1 s"):
        time.sleep(0.5)
    assert capsys.readouterr().err == (
        "\rcgt: compiling the test's kernels, once, about 1 s (numba keeps them on disk; 'cgt warmup' compiles all ahead)\n"
    )


def screen(err: str) -> list[str]:
    """What a terminal shows of `err`: each line as its last carriage return left it (longer text overwrites)."""
    shown = []
    for line in err.split("\n"):
        text = ""
        for part in line.split("\r"):
            text = part + text[len(part):]
        shown.append(text)
    return shown


def test_the_notice_takes_the_progress_lines_place(monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    from types import SimpleNamespace

    from cgt.cli.progress import SearchLine

    monkeypatch.setattr(watch, "NOTICE_SECONDS", 0.05)
    line = SearchLine()
    line(SimpleNamespace(searched=1000, stored=900, seconds=1.0))
    with watch.first_compile("the progress test's kernels", "1 s"):
        time.sleep(0.5)
    line(SimpleNamespace(searched=2000, stored=1800, seconds=2.0))
    shown = screen(capsys.readouterr().err)
    assert shown[0].startswith("cgt: compiling the progress test's kernels, once, about 1 s")
    assert "positions searched" not in shown[0] and "2,000 positions searched" in shown[1]


def test_a_quick_first_use_says_nothing(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(watch, "NOTICE_SECONDS", 0.5)
    with watch.first_compile("other kernels", "1 s"):
        pass
    time.sleep(0.7)
    assert capsys.readouterr().err == ""
