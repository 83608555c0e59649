"""The widgets in a real browser: JupyterLab on localhost, a notebook in headless Chromium, driven by Playwright.

What a person would check: the cells are drawn, a click edits a cell and
``w.position`` in the kernel changes, a move played in the page updates the
analysis pane with the right canonical form, the library answers with a
winning move, an illegal edit is refused in the page with the library's
message, the explorer expands and a selection reaches ``ex.selection``, and a
dead kernel leaves the page readable with a notice. The screenshots of the
docs' Notebooks page (docs/_static/widgets/) are taken here (retaken into the docs
with CGT_SCREENSHOTS=docs).

One JupyterLab server and one page for the module (a start-up of about 10 s
on 2 cores); the tests run in order on that page. They skip, with one line,
where Debian's chromium or the browser extra is missing (.ci/run installs
chromium before ``make test``).
"""

from __future__ import annotations

import importlib.util
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import pytest

import cgt
from cgt.games import Cutcake, Domineering, Snort

CHROMIUM = "/usr/bin/chromium"
if not Path(CHROMIUM).exists():
    pytest.skip(f"no Chromium at {CHROMIUM} (apt-get install -y chromium): browser tests skipped",
                allow_module_level=True)
for _needed in ("playwright", "jupyterlab", "anywidget", "ipykernel"):
    pytest.importorskip(_needed, reason=f"{_needed} not installed (pip install -e '.[browser]'): browser tests skipped")

from playwright.sync_api import Page, sync_playwright  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
# The docs' screenshots are retaken into the tracked folder only when asked
# (CGT_SCREENSHOTS=docs), so that a test run leaves the working tree clean.
SHOTS = (ROOT / "docs" / "_static" / "widgets" if os.environ.get("CGT_SCREENSHOTS") == "docs"
         else Path(tempfile.mkdtemp(prefix="cgt-screenshots-")))
# The flags of docs' machines notes: no network from the browser, no GPU, no sandbox (tests run as root).
FLAGS = ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--no-first-run", "--disable-quic", "--disable-gpu"]
BOARD = "....|....|....|...."
SNORT = "L-.-.(-R;-.)"
#: The notebook's cells, run one by one by the tests (by number).
CELLS = [
    "import cgt\nfrom cgt.games import Domineering, Cutcake\nfrom cgt.widgets import BoardWidget, Explorer\n"
    "from cgt.widgets.view import position_text\n"
    f"w = BoardWidget(Domineering()({BOARD!r}))\nw",
    "print('POSITION', position_text(w.position))",
    "print('HISTORY', [position_text(p) for p, side in w.history])",
    "c = BoardWidget(Cutcake()('3x2'))\nc",
    "ex = Explorer(Domineering()('...|...'))\nex",
    "print('SELECTION', position_text(ex.selection))",
    "big = BoardWidget(Domineering()('......|......|......|......'), budget=1000)\nbig",
    "class Chain:\n    def left_options(self, n):\n        return [n - k for k in (1, 2) if n >= k]\n"
    "    right_options = left_options\n\n"
    "slow = BoardWidget(cgt.GamePosition(Chain(), 3), budget=None)\nslow",
    "slow.position = cgt.GamePosition(Chain(), 5_000_000)",
    f"s = BoardWidget(cgt.games.Snort()({SNORT!r}), mode='play')\ns",
    "print('SNORT', position_text(s.position))",
    "import os\nos._exit(1)",
]


#: The notebook opened in Notebook 7: a board, and what the kernel has after a click.
NB7_CELLS = [
    f"from cgt.games import Domineering\nfrom cgt.widgets import BoardWidget\nw = BoardWidget(Domineering()({'...|...'!r}))\nw",
    "print('POSITION', w.text)",
]


def _notebook(cells: list[str]) -> dict:
    return {
        "cells": [{"cell_type": "code", "execution_count": None, "id": f"c{i}", "metadata": {}, "outputs": [],
                   "source": source} for i, source in enumerate(cells)],
        "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
        "nbformat": 4, "nbformat_minor": 5,
    }


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    """The Jupyter server on localhost (JupyterLab, and Notebook 7 where installed) and the browser: ``(browser, url, token)``."""
    home = tmp_path_factory.mktemp("lab")
    (home / "widgets.ipynb").write_text(json.dumps(_notebook(CELLS)))
    (home / "nb7.ipynb").write_text(json.dumps(_notebook(NB7_CELLS)))
    port, token = _free_port(), "cgt-widgets-test"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]),
           "JUPYTER_CONFIG_DIR": str(home / "config"), "JUPYTERLAB_SETTINGS_DIR": str(home / "settings"),
           "JUPYTERLAB_WORKSPACES_DIR": str(home / "workspaces"), "JUPYTER_RUNTIME_DIR": str(home / "runtime")}
    server = subprocess.Popen(
        [sys.executable, "-m", "jupyterlab", "--no-browser", f"--port={port}", "--ServerApp.ip=127.0.0.1",
         f"--ServerApp.token={token}", "--allow-root", f"--ServerApp.root_dir={home}",
         "--LabApp.news_url=", "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate"],
        cwd=home, env=env, stdout=subprocess.DEVNULL, stderr=(home / "server.log").open("w"),
    )
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/api?token={token}", timeout=2)
                break
            except OSError:
                if time.monotonic() > deadline or server.poll() is not None:
                    pytest.fail("JupyterLab did not start: " + (home / "server.log").read_text()[-2000:])
                time.sleep(0.3)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
            yield browser, f"http://127.0.0.1:{port}", token
            browser.close()
    finally:
        server.terminate()
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            server.kill()


@pytest.fixture(scope="module")
def page(lab):
    browser, url, token = lab
    tab = browser.new_page(viewport={"width": 1100, "height": 800})
    tab.goto(f"{url}/lab/tree/widgets.ipynb?token={token}")
    tab.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60_000)
    # The kernel is ready when the status bar says so.
    tab.get_by_text("Python 3 (ipykernel) | Idle").wait_for(timeout=60_000)
    tab.keyboard.press("Control+b")  # the file browser closed: the notebook has the width
    yield tab
    tab.close()


def run(page: Page, cell: int) -> None:
    """Run cell number `cell` as a person does: click into it, Shift+Enter (again if the kernel missed it)."""
    prompt = page.locator(".jp-Notebook .jp-Cell").nth(cell).locator(".jp-InputArea-prompt")
    before = prompt.inner_text()
    for _ in range(3):
        page.locator(".jp-Notebook .jp-Cell").nth(cell).locator(".jp-InputArea-editor").click()
        page.keyboard.press("Shift+Enter")
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            if prompt.inner_text() != before:
                return
            time.sleep(0.1)
    pytest.fail(f"cell {cell} did not run: its prompt stayed {before!r}")


def printed(page: Page, cell: int, marker: str) -> str:
    """Run `cell` and return what it printed after `marker`."""
    run(page, cell)
    output = page.locator(".jp-Notebook .jp-Cell").nth(cell).locator(".jp-OutputArea-output")
    output.filter(has_text=marker).wait_for(timeout=30_000)
    return output.inner_text().split(marker, 1)[1].strip()


def pane_value(widget, expected: str) -> None:
    widget.locator(".cgt-canonical-form").filter(has_text=expected).wait_for(timeout=30_000)


def shot(widget, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    widget.screenshot(path=str(SHOTS / name))


# The click, and the wait for the pane to show the new canonical form, timed inside the page.
CLICK_TO_ANALYSIS = """async ([row, column, expected]) => {
  const cell = document.querySelector(`.cgt-board-widget rect[data-row="${row}"][data-column="${column}"]`);
  const began = performance.now();
  cell.dispatchEvent(new MouseEvent("click", {bubbles: true}));
  await new Promise((resolve) => {
    const look = () => {
      const shown = document.querySelector(".cgt-board-widget .cgt-canonical-form");
      if (shown && shown.textContent === expected) resolve(); else requestAnimationFrame(look);
    };
    look();
  });
  return performance.now() - began;
}"""


def test_the_board_is_drawn_and_a_click_edits_the_position_in_the_kernel(page):
    run(page, 0)
    widget = page.locator(".cgt-board-widget").first
    widget.locator("rect.cgt-cell").nth(15).wait_for(timeout=60_000)
    assert widget.locator("rect.cgt-cell").count() == 16
    pane_value(widget, str(cgt.canonical_form(Domineering(), BOARD)))
    widget.locator('rect[data-row="1"][data-column="1"]').click()
    assert widget.locator('rect[data-row="1"][data-column="1"]').get_attribute("data-piece") in (".", "#")
    pane_value(widget, str(cgt.canonical_form(Domineering(), "#...|....|....|....")))
    assert widget.locator('rect[data-row="1"][data-column="1"]').get_attribute("data-piece") == "#"
    assert printed(page, 1, "POSITION") == "#...|....|....|...."
    shot(widget, "board-edit.png")
    # Resize: a column more, then less again.
    widget.get_by_role("button", name="+col").click()
    widget.locator("rect.cgt-cell").nth(19).wait_for(timeout=30_000)
    assert printed(page, 1, "POSITION") == "#....|.....|.....|....."
    widget.get_by_role("button", name="-col").click()
    widget.locator("rect.cgt-cell").nth(16).wait_for(state="detached", timeout=30_000)
    assert printed(page, 1, "POSITION") == "#...|....|....|...."


def test_click_to_analysis_time_on_4x4_domineering(page, record_property):
    # A warm kernel: the board's values are cached from the first analysis, as after any use; each click
    # still travels page -> kernel -> worker thread -> page. Reported, not asserted (the 200 ms).
    times = []
    text = "#...|....|....|...."
    for row, column in [(2, 2), (2, 2), (3, 4), (3, 4), (4, 1), (4, 1)]:
        cells = [list(r) for r in text.split("|")]
        cells[row - 1][column - 1] = "#" if cells[row - 1][column - 1] == "." else "."
        text = "|".join("".join(r) for r in cells)
        expected = str(cgt.canonical_form(Domineering(), text))
        times.append(page.evaluate(CLICK_TO_ANALYSIS, [row, column, expected]))
    median = statistics.median(times)
    record_property("click_to_analysis_ms", round(median, 1))
    print(f"\nclick to analysis on 4x4 Domineering: median {median:.0f} ms, all {[round(t) for t in times]} ms")
    assert printed(page, 1, "POSITION") == text


def test_a_move_played_updates_the_pane_and_the_library_answers_with_a_winning_move(page):
    widget = page.locator(".cgt-board-widget").first
    widget.locator('rect[data-row="1"][data-column="1"]').click()  # back to the empty board
    pane_value(widget, str(cgt.canonical_form(Domineering(), BOARD)))
    assert printed(page, 1, "POSITION") == BOARD
    widget.locator("select.cgt-mode").select_option("play")
    widget.locator("select.cgt-library").select_option("right")
    # Hints: one green segment for each of Left's winning moves, red for the others.
    widget.locator("input.cgt-hints").check()
    widget.locator(".cgt-hint-wins, .cgt-hint-loses").first.wait_for(state="attached", timeout=30_000)
    left_moves = Domineering()(BOARD).left_moves
    assert widget.locator(".cgt-hint-wins").count() == len(cgt.winning_moves(Domineering(), BOARD, "left")) > 0
    assert widget.locator(".cgt-hint-wins, .cgt-hint-loses").count() == len(left_moves)
    shot(widget, "board-hints.png")
    # Left's vertical domino in column 2: two clicks, top then bottom.
    widget.locator('rect[data-row="1"][data-column="2"]').click()
    widget.locator('rect[data-row="2"][data-column="2"]').click()
    widget.locator(".cgt-turn").filter(has_text="Left to move").wait_for(timeout=30_000)
    history = printed(page, 2, "HISTORY")
    after_left = eval(history)[-1]  # noqa: S307 -- the list of texts the kernel printed
    assert after_left == ".#..|.#..|....|...."
    now = printed(page, 1, "POSITION")
    # The library's answer as Right: a winning move when Right has one.
    winning = cgt.winning_moves(Domineering(), after_left, "right")
    assert (Domineering().position(now) in winning) if winning else now != after_left
    pane_value(widget, str(cgt.canonical_form(Domineering(), now)))
    shot(widget, "board-play.png")


def test_an_illegal_edit_is_refused_in_the_page_with_the_librarys_message(page):
    run(page, 3)
    widget = page.locator(".cgt-board-widget").nth(1)
    box = widget.locator("input.cgt-text")
    box.wait_for(timeout=30_000)
    box.fill("3y2")
    box.press("Enter")
    with pytest.raises(cgt.InvalidPositionError) as refusal:
        Cutcake()("3y2")
    widget.locator(".cgt-error").filter(has_text=str(refusal.value)).wait_for(timeout=30_000)
    assert widget.locator("input.cgt-text").input_value() == "3x2"  # the position kept
    assert widget.locator(".cgt-picture svg").count() == 1  # the cake's own picture
    shot(widget, "refused.png")
    # A ruleset without named moves is played by its options' buttons: Left cuts.
    widget.locator("select.cgt-mode").select_option("play")
    first = Cutcake()("3x2").left_options[0]
    widget.locator("button.cgt-option").first.click()
    widget.locator(".cgt-turn").filter(has_text="Right").wait_for(timeout=30_000)
    assert widget.locator("input.cgt-text").input_value() == Cutcake().text(first.position)
    pane_value(widget, str(first.canonical_form))
    assert widget.locator(".cgt-turn").inner_text() in ("Right to move", "Right has no move: the game is over")


def test_the_explorer_expands_and_a_selection_reaches_the_kernel(page):
    run(page, 4)
    tree = page.locator(".cgt-explorer .cgt-tree")
    tree.locator(".cgt-node").first.wait_for(timeout=30_000)
    root = Domineering()("...|...")
    children = root.left_options + root.right_options
    tree.locator(".cgt-node .cgt-toggle").first.click()
    tree.locator(".cgt-node").nth(len(children)).wait_for(timeout=30_000)
    shown = [tree.locator(".cgt-node .cgt-value").nth(i).inner_text() for i in range(1 + len(children))]
    assert shown == [str(p.canonical_form) for p in [root] + children]
    tree.locator(".cgt-node").nth(2).click()
    page.locator(".cgt-explorer .cgt-node.cgt-selected").filter(has_text=Domineering().text(children[1].position)).wait_for()
    assert printed(page, 5, "SELECTION") == Domineering().text(children[1].position)
    # The keyboard: down one node, the analysis follows.
    tree.focus()
    page.keyboard.press("ArrowDown")
    expected = str(children[2].canonical_form)
    page.locator(".cgt-explorer .cgt-pane .cgt-canonical-form").filter(has_text=expected).wait_for(timeout=30_000)
    assert printed(page, 5, "SELECTION") == Domineering().text(children[2].position)
    shot(page.locator(".cgt-explorer").first, "explorer.png")


def test_a_position_too_large_says_so_with_its_estimate(page):
    run(page, 6)
    widget = page.locator(".cgt-board-widget").nth(2)
    text = "......|......|......|......"
    estimate = Domineering().estimated_positions(text)
    widget.locator(".cgt-message").filter(has_text=f"would visit about {estimate:.2g} positions").wait_for(timeout=60_000)
    assert widget.locator(".cgt-status").inner_text() == "Too large for a canonical form within the budget"
    # Who wins, from the outcome search, instead of the canonical form.
    assert widget.locator(".cgt-outcome").inner_text() == str(cgt.solve(Domineering(), text, line=False).outcome)
    shot(widget, "too-large.png")


# Timestamps of the pane's states, taken in the page as they appear.
WATCH_PROGRESS = """() => {
  window.cgtSeen = {};
  const pane = document.querySelectorAll(".cgt-board-widget")[3].querySelector(".cgt-pane");
  const look = () => {
    const now = performance.now();
    if (pane.dataset.state === "running" && !window.cgtSeen.running) window.cgtSeen.running = now;
    if (/positions/.test(pane.querySelector(".cgt-status").textContent) && !window.cgtSeen.progress) window.cgtSeen.progress = now;
    if (!window.cgtSeen.progress) requestAnimationFrame(look);
  };
  look();
}"""


def test_a_long_analysis_shows_progress_and_stops(page, record_property):
    run(page, 7)
    widget = page.locator(".cgt-board-widget").nth(3)
    widget.locator(".cgt-canonical-form").wait_for(timeout=30_000)
    page.evaluate(WATCH_PROGRESS)
    run(page, 8)  # a search of 5,000,000 positions
    widget.locator(".cgt-status").filter(has_text="positions").wait_for(timeout=30_000)
    # The watcher's next animation frame notes it (frames may lag a loaded machine).
    page.wait_for_function("window.cgtSeen.progress", timeout=10_000)
    seen = page.evaluate("window.cgtSeen")
    shown = seen["progress"] - seen["running"]
    record_property("progress_shown_ms", round(shown))
    print(f"\nprogress shown {shown:.0f} ms after the analysis started")
    widget.locator("button.cgt-stop").click()
    widget.locator(".cgt-status").filter(has_text="Stopped").wait_for(timeout=10_000)


def test_a_click_on_a_snort_vertex_plays_it_and_the_pane_follows(page):
    run(page, 9)
    widget = page.locator(".cgt-board-widget").nth(4)
    start = Snort()(SNORT)
    graph = start.position
    widget.locator("circle.cgt-vertex").nth(graph.vertex_count - 1).wait_for(timeout=30_000)
    assert widget.locator("circle.cgt-vertex").count() == graph.vertex_count
    assert widget.locator("svg.cgt-graph line").count() == len(graph.edges)
    pane_value(widget, str(cgt.canonical_form(Snort(), graph)))
    # Left may not colour a vertex next to Right's colour (tinted R): refused, the position kept.
    refused = graph.tints.index("R")
    widget.locator(f'circle[data-vertex="{refused}"]').click()
    widget.locator(".cgt-error").filter(has_text=f"may not colour vertex {refused}").wait_for(timeout=30_000)
    assert printed(page, 10, "SNORT") == SNORT
    # The untinted vertex next to Left's tint: Left colours it (Right has moves left after it).
    vertex = next(v for v, t in enumerate(graph.tints) if t == "." and "L" in (graph.tints[w] for w in graph.neighbours(v)))
    widget.locator(f'circle[data-vertex="{vertex}"]').click()
    widget.locator(".cgt-turn").filter(has_text="Right to move").wait_for(timeout=30_000)
    after = Snort()(printed(page, 10, "SNORT"))
    assert after in start.left_options
    assert after.position == graph.after_colouring(vertex, "L", *Snort().idle_edges)
    pane_value(widget, str(cgt.canonical_form(Snort(), after.position)))
    assert widget.locator("circle.cgt-vertex").count() == after.position.vertex_count
    shot(widget, "graph-play.png")


def test_notebook_7_draws_the_widget_and_a_click_reaches_the_kernel(lab):
    pytest.importorskip("notebook", reason="notebook not installed (pip install -e '.[browser]'): Notebook 7 test skipped")
    browser, url, token = lab
    tab = browser.new_page(viewport={"width": 1100, "height": 800})
    try:
        # Notebook 7's own pages: its file tree, then the notebook (not JupyterLab's /lab).
        tab.goto(f"{url}/tree/?token={token}")
        tab.locator(".jp-DirListing-item").filter(has_text="nb7.ipynb").wait_for(timeout=60_000)
        tab.goto(f"{url}/notebooks/nb7.ipynb?token={token}")
        tab.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60_000)
        assert "/notebooks/nb7.ipynb" in tab.url  # Notebook 7 kept it (no redirect to JupyterLab)
        run(tab, 0)
        widget = tab.locator(".cgt-board-widget").first
        widget.locator("rect.cgt-cell").nth(5).wait_for(timeout=60_000)
        assert widget.locator("rect.cgt-cell").count() == 6
        pane_value(widget, str(cgt.canonical_form(Domineering(), "...|...")))
        widget.locator('rect[data-row="1"][data-column="1"]').click()
        pane_value(widget, str(cgt.canonical_form(Domineering(), "#..|...")))
        assert printed(tab, 1, "POSITION") == "#..|..."
        shot(widget, "notebook7.png")
    finally:
        tab.close()


def test_a_dead_kernel_leaves_the_page_readable_with_a_notice(page):
    run(page, 11)  # the kernel exits
    widget = page.locator(".cgt-board-widget").first
    widget.locator(".cgt-dead").wait_for(state="visible", timeout=30_000)
    ok = page.get_by_role("button", name="Ok")  # JupyterLab's own dialog about the restart, closed
    if ok.count():
        ok.first.click()
    assert widget.locator("rect.cgt-cell").count() == 16  # the board is still drawn
    widget.scroll_into_view_if_needed()
    # The last analysis the kernel sent is still shown (text_content: the cell may be out of JupyterLab's window).
    assert widget.locator(".cgt-canonical-form").text_content()
    shot(widget, "dead-kernel.png")


def test_screenshots_were_saved_for_the_docs():
    names = {"board-edit.png", "board-hints.png", "board-play.png", "refused.png", "explorer.png", "too-large.png", "dead-kernel.png",
             "graph-play.png"} | ({"notebook7.png"} if importlib.util.find_spec("notebook") else set())
    assert names <= {p.name for p in SHOTS.glob("*.png")}
