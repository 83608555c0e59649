"""``cgt warmup``: every family of kernels compiled (or loaded), each named with its time."""

from __future__ import annotations

import re
import subprocess
import sys

from cgt.games.precompile import KERNEL_FAMILIES


def test_cgt_warmup_names_every_family_and_its_time() -> None:
    done = subprocess.run([sys.executable, "-m", "cgt", "warmup"], capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert [re.sub(r" in [0-9.]+ s$", "", line) for line in lines[:-1]] == [f"compiled {what}" for what in KERNEL_FAMILIES]
    assert re.fullmatch(r"every kernel compiled in [0-9.]+ s", lines[-1])
