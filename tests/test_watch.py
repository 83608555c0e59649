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
    assert capsys.readouterr().err.splitlines() == [
        "cgt: compiling the test's kernels, once, about 1 s (numba keeps them on disk; 'cgt warmup' compiles all ahead)"
    ]


def test_a_quick_first_use_says_nothing(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(watch, "NOTICE_SECONDS", 0.5)
    with watch.first_compile("other kernels", "1 s"):
        pass
    time.sleep(0.7)
    assert capsys.readouterr().err == ""
