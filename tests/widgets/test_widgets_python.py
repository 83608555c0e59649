"""The widgets' Python side, without a browser: traits, sync both ways, analysis, refusals, play.

The page talks to a widget by messages (``{"type": "edit", "text": ...}``);
these tests send the same messages as the page does (``widget._message``
is where anywidget delivers them), so what the kernel does with a click is
checked here, and tests/widgets/test_widgets_browser.py checks the clicks.
"""

from __future__ import annotations

import subprocess
import sys
import time
from functools import lru_cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.games import Amazons, Clobber, Cutcake, Domineering, Hackenbush, Konane, Nim, ToadsAndFrogs
from cgt.widgets import BoardWidget, Explorer, analyse, board_view, library_move
from cgt.widgets.view import position_text

pytest.importorskip("anywidget")


def page(widget, **content):
    """What the page sends when a person clicks: a custom message, delivered where anywidget delivers it."""
    widget._message(None, content, [])
    widget.wait()


def boards(max_rows=3, max_columns=4):
    return st.integers(1, max_rows).flatmap(lambda h: st.integers(1, max_columns).flatmap(
        lambda w: st.lists(st.sampled_from("..#"), min_size=h * w, max_size=h * w).map(
            lambda cs: "|".join("".join(cs[r * w:(r + 1) * w]) for r in range(h)))))


@lru_cache(maxsize=None)
def naive_wins(game, position, mover):
    """Whether `mover` ("left" or "right"), moving first, wins: plain minimax on the options, no values."""
    other = "right" if mover == "left" else "left"
    options = game.left_options(position) if mover == "left" else game.right_options(position)
    return any(not naive_wins(game, q, other) for q in options)


# -- sync both ways ---------------------------------------------------------------------------------


def test_assigning_a_position_redraws_and_the_page_edit_sets_the_position():
    w = BoardWidget(Domineering()("..|.."))
    assert (w.text, w.view["rows"], w.view["kind"]) == ("..|..", ["..", ".."], "cells")
    w.position = Domineering()("...|...|...")
    assert w.text == "...|...|..." and w.view["rows"] == ["...", "...", "..."]
    # A click on cell (1, 2) in the page: the piece cycles from '.' to '#', the page sends the new text.
    page(w, type="edit", text=".#.|...|...")
    assert w.position == Domineering()(".#.|...|...") and w.error == ""
    page(w, type="undo")
    assert w.position == Domineering()("...|...|...")


@pytest.mark.parametrize("position, pieces, kind", [
    (Domineering()("..|.#"), ".#", "cells"),
    (Clobber()("xo.|.ox"), "xo.", "cells"),
    (Konane()("xo.|.ox"), "xo.#", "cells"),
    (Amazons()("x..|...|..o"), "xo.#", "cells"),
    (ToadsAndFrogs()("TT..FF"), "TF.", "cells"),
    (cgt.GamePosition(Nim(), (1, 2, 3)), "", "heaps"),
    (Cutcake()("3x2, 1x2"), "", "text"),
    # Hackenbush is drawn as its edges since the widget cuts them (issue #31), Snort as its graph.
    (Hackenbush()("BRR, B(R,G)"), "", "edges"),
    (cgt.games.Snort()("L-.-.(-R;-.)"), "", "graph"),
])
def test_every_ruleset_is_drawn_and_its_text_reads_back(position, pieces, kind):
    w = BoardWidget(position)
    assert (w.view["kind"], w.view["pieces"]) == (kind, pieces)
    # The sync format is the ruleset's own text: an edit of the same text gives the same position.
    page(w, type="edit", text=w.text + "")
    assert w.position == position and w.error == ""
    # Every move the page can click is one of the position's options, in the widget's order.
    for side, options in (("left", position.left_options), ("right", position.right_options)):
        assert sorted(m["text"] for m in w.view["moves"][side]) == sorted(position_text(q) for q in options)


def test_a_position_drawn_as_text_shows_its_own_picture():
    for position in (Cutcake()("3x2, 1x2"), cgt.GamePosition(cgt.games.ArcKayles(), ".-.-.")):
        assert board_view(position)["picture"] == position._repr_svg_() and position._repr_svg_().startswith("<svg")
    assert board_view(Domineering()("..|.."))["picture"] == ""  # cells are drawn by the page


def test_moves_name_their_cells_where_the_ruleset_names_its_moves():
    moves = board_view(Amazons()("x..|...|..o"))["moves"]["left"]
    # An amazon's move: from, to, then the arrow's cell (BoardMove); all on the board.
    assert moves and all(len(m["cells"]) == 3 and m["cells"][0] == [1, 1] for m in moves)
    assert [m["cells"] for m in board_view(ToadsAndFrogs()("T.F"))["moves"]["left"]] == [[[1, 1], [1, 2]]]


# -- bad input: refused with the library's words -----------------------------------------------------


@pytest.mark.parametrize("position, text", [
    (Clobber()("xo"), "xq"),
    (Domineering()("..|.."), "..|x."),
    (ToadsAndFrogs()("TT..FF"), "TT..FX"),
    (Cutcake()("3x2"), "3y2"),
])
def test_an_illegal_edit_is_refused_with_the_rulesets_message(position, text):
    w = BoardWidget(position)
    sent = []
    w.send = sent.append
    page(w, type="edit", text=text)
    with pytest.raises(cgt.InvalidPositionError) as refusal:
        position.game(text)
    assert w.error == str(refusal.value) and w.position == position
    assert sent == [{"type": "refused", "text": text, "message": str(refusal.value)}]


def test_bad_arguments_are_refused_with_the_offending_value():
    with pytest.raises(cgt.InvalidPositionError, match="'..' of type str: not a position"):
        BoardWidget("..")
    w = BoardWidget(Domineering()("..|.."))
    with pytest.raises(cgt.InvalidPositionError, match=r"position = \(1, 2\) of type tuple"):
        w.position = (1, 2)
    assert w.position == Domineering()("..|..")
    with pytest.raises(cgt.InvalidValueError, match="'middle'"):
        w.mode = "middle"
    with pytest.raises(cgt.InvalidValueError, match="no move number 7"):
        w.play("left", 7)
    page(w, type="play", side="up", index=0)
    assert "side 'up'" in w.error
    with pytest.raises(cgt.InvalidValueError, match="no node 5"):
        Explorer(Domineering()("..")).select(5)


def test_heaps_are_read_as_whole_numbers():
    w = BoardWidget(cgt.GamePosition(Nim(), (3,)))
    page(w, type="edit", text="1, 4, 5")
    assert w.position == cgt.GamePosition(Nim(), (1, 4, 5)) and w.view["heaps"] == [1, 4, 5]
    page(w, type="edit", text="1, four")
    assert "'1, four' are not whole numbers" in w.error and w.position.position == (1, 4, 5)


# -- the analysis pane ---------------------------------------------------------------------------------


@settings(max_examples=25, deadline=None)
@given(boards())
def test_the_pane_shows_the_librarys_values(text):
    p = Domineering()(text)
    w = BoardWidget(p)
    w.wait()
    g = cgt.canonical_form(Domineering(), text)
    a = w.analysis
    assert (a["state"], a["text"], a["canonical_form"], a["outcome"]) == ("done", text, str(g), str(g.outcome))
    assert a["temperature"] == str(g.temperature) and a["mean"] == str(g.mean)
    assert a["thermograph"] == g.thermograph().to_svg()
    assert a["atomic_weight"] == (str(g.atomic_weight) if g.is_atomic else None)


@pytest.mark.parametrize("position, printed", [
    # CGSuite 2.2 printed (game.grid.Domineering("....|....|....|....").CanonicalForm, /tmp/cgs-build/cgs-eval)
    (Domineering()("....|....|....|...."), "+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}"),
    # CGSuite 2.2 printed (game.grid.Clobber("xo.|.ox|xxo").CanonicalForm)
    (Clobber()("xo.|.ox|xxo"), "{{^^*|*,^},{*,^|*,v[2]}|0,*}"),
    # CGSuite 2.2 printed (game.strip.ToadsAndFrogs("TT..FF").CanonicalForm)
    (ToadsAndFrogs()("TT..FF"), "*"),
    # CGSuite 2.2 printed (game.grid.Domineering("...|...|...").CanonicalForm)
    (Domineering()("...|...|..."), "+-1"),
])
def test_canonical_forms_print_as_cgsuite_prints_them(position, printed):
    assert analyse(position)["canonical_form"] == printed


def test_atomic_weight_where_it_exists():
    # CGSuite 2.2 printed 1 (game.grid.Clobber("xxo").AtomicWeight)
    assert analyse(Clobber()("xxo"))["atomic_weight"] == "1"
    assert analyse(Domineering()("...|..."))["atomic_weight"] is None  # {2|-1/2} is hot


def test_a_position_over_the_budget_says_who_wins_and_the_estimate():
    text = "......|......|......|......"
    a = analyse(Domineering()(text), budget=1000)
    assert a["state"] == "over" and a["canonical_form"] is None
    assert a["outcome"] == str(cgt.solve(Domineering(), text, line=False).outcome)
    estimate = Domineering().estimated_positions(text)
    assert f"would visit about {estimate:.2g} positions" in a["message"]


class Chain:
    """A game whose search is long and plain Python (no compiled kernel): a move of either side takes 1 or 2 from n."""

    def left_options(self, n):
        return [n - k for k in (1, 2) if n >= k]

    right_options = left_options

    def __repr__(self):
        return "Chain()"


def test_progress_shows_then_the_stop_button_stops_a_long_analysis():
    w = BoardWidget(cgt.GamePosition(Chain(), 3), budget=None)
    w.wait()
    seen = []
    w.observe(lambda change: seen.append(change["new"]), names="progress")
    w.position = cgt.GamePosition(Chain(), 3_000_000)
    assert w.analysis == {"state": "running", "text": "3000000"}  # at once, before any result
    time.sleep(1.2)
    assert any(p.get("searched", 0) > 0 for p in seen)  # progress within the first second
    page(w, type="stop")  # the pane's stop button
    assert w.analysis["state"] == "stopped"
    # The kernel answers a new position at once after it.
    w.position = cgt.GamePosition(Chain(), 4)
    w.wait()
    assert w.analysis["canonical_form"] == str(cgt.canonical_form(Chain(), 4))


# -- play against the library ----------------------------------------------------------------------------


@settings(max_examples=30, deadline=None)
@given(boards(), st.sampled_from(["left", "right"]))
def test_the_library_answers_with_a_winning_move_when_it_has_one(text, side):
    p = Domineering()(text)
    answer = library_move(p, side)
    options = p.left_options if side == "left" else p.right_options
    if not options:
        assert answer is None
        return
    assert answer in options
    if naive_wins(Domineering(), p.position, side):  # a win exists: the answer is one
        other = "right" if side == "left" else "left"
        assert not naive_wins(Domineering(), answer.position, other)


def test_the_widget_answers_the_humans_move():
    w = BoardWidget(Domineering()("...|...|..."), mode="play", library="right")
    page(w, type="play", side="left", index=0)
    # Left's move, then the library's as Right: Left to move again, two positions in the history.
    assert w.to_move == "left" and len(w.history) == 2
    after_left = w.history[1][0]
    assert w.history[1][1] == "right"
    if naive_wins(Domineering(), after_left.position, "right"):
        assert not naive_wins(Domineering(), w.position.position, "left")
    page(w, type="undo")  # undoes the library's answer and the move it answered
    assert w.position == Domineering()("...|...|...") and w.to_move == "left"


def test_hints_colour_each_move_by_its_outcome():
    p = Domineering()("...|...|..#")
    w = BoardWidget(p, mode="play", hints=True)
    w.wait()
    wins = w.hint_outcomes["wins"]
    expected = [not naive_wins(Domineering(), q.position, "right") for _, q in p.left_moves]
    assert w.hint_outcomes["side"] == "left" and wins == expected and True in wins


# -- the explorer ----------------------------------------------------------------------------------------


def test_the_explorer_expands_with_values_and_sends_the_selection_back():
    p = Clobber()("xo.|.ox")
    ex = Explorer(p)
    page(ex, type="expand", id=0)
    children = ex.nodes[1:]
    assert [n["text"] for n in children] == [position_text(q) for q in p.left_options + p.right_options]
    assert [n["value"] for n in children] == [str(q.canonical_form) for q in p.left_options + p.right_options]
    assert {n["side"] for n in children} == {"L", "R"} and all(n["parent"] == 0 for n in children)
    page(ex, type="select", id=2)
    assert ex.selection == (p.left_options + p.right_options)[1]
    assert ex.analysis["canonical_form"] == str(ex.selection.canonical_form)
    # Hide and show again: the children are kept, not searched again.
    page(ex, type="expand", id=0)
    assert ex.nodes[0]["expanded"] is False and len(ex.nodes) == 1 + len(children)


def test_sensible_options_only():
    p = Domineering()("...|...|...")
    ex = Explorer(p, sensible=True)
    page(ex, type="expand", id=0)
    assert [n["text"] for n in ex.nodes[1:]] == [position_text(q) for q in p.sensible_left_options + p.sensible_right_options]
    assert len(ex.nodes) - 1 < len(p.left_options + p.right_options)


# -- packaging ---------------------------------------------------------------------------------------------


def test_import_cgt_imports_neither_the_widgets_nor_anywidget():
    code = "import sys, cgt; cgt.widgets; print(sorted(m for m in sys.modules if 'anywidget' in m or 'cgt.widgets.' in m))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert out.stdout == "[]\n"


def test_without_anywidget_the_widgets_name_the_extra():
    code = "import sys; sys.modules['anywidget'] = None\nfrom cgt.widgets import BoardWidget"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 1
    assert out.stderr.strip().splitlines()[-1] == (
        "cgt.errors.MissingExtraError: the notebook widgets (cgt.widgets) need anywidget: "
        "pip install 'cgt-games[widgets]'")


def test_a_selection_right_after_an_expansion_does_not_drop_it():
    # The keyboard sends both at once (right arrow, down arrow): a newer analysis replaces an older
    # analysis, not the expansion asked for before it.
    p = Domineering()("...|...")
    ex = Explorer(p)
    ex._message(None, {"type": "expand", "id": 0}, [])
    ex._message(None, {"type": "select", "id": 0}, [])
    ex.wait()
    assert len(ex.nodes) == 1 + len(p.left_options + p.right_options) and ex.nodes[0]["expanded"]


def test_the_front_end_ships_in_the_wheel():
    # The front end is read from the package's files at import time: pyproject's package-data must
    # carry each of them (a wheel without them would fail at `import cgt.widgets.board`).
    import fnmatch
    import tomllib
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    data = tomllib.loads((root / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]["cgt"]
    files = [p.relative_to(root / "cgt").as_posix() for p in (root / "cgt" / "widgets").glob("*.*")
             if p.suffix in (".js", ".css")]
    assert {"widgets/pane.js", "widgets/board.js", "widgets/explorer.js", "widgets/widgets.css"} <= set(files)
    assert all(any(fnmatch.fnmatch(f, pattern) for pattern in data) for f in files)


# -- graphs: a click on a vertex -------------------------------------------------------------------

# Who may colour what, from the rules (Winning Ways, chapter 2): in Col no vertex next to one of your
# own colour (tinted yours), in Snort none next to one of the other's colour.
MAY_COLOUR = {"Col": {"left": ".R", "right": ".L"}, "Snort": {"left": ".L", "right": ".R"}}


def graphs(max_vertices=6):
    return st.integers(1, max_vertices).flatmap(lambda n: st.tuples(
        st.text(".LR", min_size=n, max_size=n),
        st.lists(st.tuples(st.integers(0, n - 1), st.integers(0, n - 1)).filter(lambda e: e[0] != e[1]), max_size=2 * n)))


def naive_colouring(tints, edges, vertex, tint):
    """The graph after `vertex` is coloured `tint`, by the rules: it goes, its untinted neighbours take
    the tint, its neighbours of the other tint (touching both colours now) go."""
    tints = list(tints)
    gone = {vertex}
    for u, w in edges:
        if vertex in (u, w):
            other = w if u == vertex else u
            if tints[other] == ".":
                tints[other] = tint
            elif tints[other] != tint:
                gone.add(other)
    keep = [v for v in range(len(tints)) if v not in gone]
    number = {v: i for i, v in enumerate(keep)}
    return cgt.games.TintedGraph.from_edges(
        "".join(tints[v] for v in keep), [(number[u], number[w]) for u, w in edges if u in number and w in number])


@settings(max_examples=40, deadline=None)
@given(graphs(), st.sampled_from(["Col", "Snort"]), st.sampled_from(["left", "right"]), st.integers(0, 6))
def test_a_click_on_a_vertex_plays_the_colouring_it_names_and_nothing_else(graph, name, side, vertex):
    tints, edges = graph
    game = getattr(cgt.games, name)()
    p = cgt.GamePosition(game, cgt.games.TintedGraph.from_edges(tints, edges))
    w = BoardWidget(p, mode="play", to_move=side, budget=None)
    assert w.view["kind"] == "graph"
    graph_tints = p.position.tints
    page(w, type="vertex", vertex=vertex)
    if vertex < len(graph_tints) and graph_tints[vertex] in MAY_COLOUR[name][side]:
        # The move played is one of the game's options, and has the value of the colouring the click named.
        options = p.left_options if side == "left" else p.right_options
        assert w.position in options and w.error == "" and w.to_move != side
        named = naive_colouring(graph_tints, p.position.edges, vertex, "L" if side == "left" else "R")
        assert cgt.canonical_form(game, w.position.position) == cgt.canonical_form(game, named)
    else:
        assert w.position == p and w.to_move == side
        assert f"may not colour vertex {vertex}" in w.error


def test_the_graph_view_draws_every_vertex_and_edge_with_its_tint():
    p = cgt.games.Col()("L-.(-.;-R); .:A-.-.:A")
    v = BoardWidget(p).view
    assert [x["tint"] for x in v["graph"]["vertices"]] == list(p.position.tints)
    assert sorted(map(tuple, v["graph"]["edges"])) == sorted(p.position.edges)
    # Distinct vertices are drawn at distinct places.
    assert len({(x["x"], x["y"]) for x in v["graph"]["vertices"]}) == p.position.vertex_count


def test_in_edit_mode_a_vertex_click_cycles_its_tint_and_undo_restores_it():
    w = BoardWidget(cgt.games.Snort()("L-.-R"))
    page(w, type="vertex", vertex=1)        # . -> L
    assert sorted(w.position.position.tints) == sorted("LLR") and len(w.position.position.edges) == 2
    middle = next(i for i, (x, y) in enumerate(w.position.position.layout()) if x == 1)
    page(w, type="vertex", vertex=middle)   # L -> R
    assert sorted(w.position.position.tints) == sorted("LRR")
    page(w, type="vertex", vertex=9)
    assert "no vertex 9" in w.error and sorted(w.position.position.tints) == sorted("LRR")
    page(w, type="undo")
    page(w, type="undo")
    assert w.position == cgt.games.Snort()("L-.-R")


# -- heaps: a click on a counter ------------------------------------------------------------------


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(0, 6), min_size=1, max_size=3),
       st.sampled_from([cgt.games.Nim(), cgt.games.SubtractionGame([1, 3]), cgt.games.OctalGame("0.07")]),
       st.data())
def test_a_click_on_counter_k_leaves_k_counters_in_its_heap_where_that_is_a_move(heaps, game, data):
    p = cgt.GamePosition(game, tuple(heaps))
    w = BoardWidget(p, mode="play")
    counters = w.view["counters"]["left"]
    assert [len(row) for row in counters] == heaps
    for i, h in enumerate(heaps):
        for k in range(h):
            index = counters[i][k]
            # Whether leaving k counters in heap i is a move, by the rules: Nim takes any number, the
            # subtraction game 1 or 3, the octal game 0.07 (Dawson's Kayles) exactly two.
            taken = h - k
            legal = {"Nim()": True, "SubtractionGame({1, 3})": taken in (1, 3),
                     "OctalGame('0.07')": taken == 2}[repr(game)]
            assert (index is not None) == legal, (heaps, i, k)
            if legal:
                # The move it plays has the value of the heaps the click names (its own option, as the game keeps it).
                named = cgt.GamePosition(game, tuple(heaps[:i] + [k] + heaps[i + 1:]))
                assert p.left_options[index].canonical_form == named.canonical_form
    # A click in the page: the move of counter k of the first heap that has one.
    playable = [(i, k) for i, row in enumerate(counters) for k, index in enumerate(row) if index is not None]
    if playable:
        i, k = data.draw(st.sampled_from(playable))
        page(w, type="play", side="left", index=counters[i][k])
        assert w.position == p.left_options[counters[i][k]] and w.to_move == "right"


# -- Hackenbush: a click on an edge ---------------------------------------------------------------


def pictures(max_vertices=5):
    """Hackenbush pictures on vertices 0 (the ground) to n: each vertex on an edge down to an earlier one, and a
    few more edges (cycles, loops, edges twice)."""
    colour = st.sampled_from("BRG")
    return st.integers(1, max_vertices).flatmap(lambda n: st.tuples(
        st.tuples(*[st.tuples(st.integers(0, v - 1), colour) for v in range(1, n + 1)]),
        st.lists(st.tuples(st.integers(0, n), st.integers(0, n), colour), max_size=2),
    ).map(lambda t: [(u, v + 1, c) for v, (u, c) in enumerate(t[0])] + [(min(a, b), max(a, b), c) for a, b, c in t[1]]))


def naive_cut(edges, index):
    """The edges left after edge `index` is cut: those still joined to the ground."""
    rest = edges[:index] + edges[index + 1:]
    reached, grew = {0}, True
    while grew:
        grew = False
        for u, v, _ in rest:
            if (u in reached) != (v in reached):
                reached |= {u, v}
                grew = True
    return [e for e in rest if e[0] in reached]


@settings(max_examples=40, deadline=None)
@given(pictures(), st.sampled_from(["Hackenbush", "ChildishHackenbush"]), st.sampled_from(["left", "right"]),
       st.integers(0, 7))
def test_a_click_on_an_edge_cuts_it_where_the_rules_allow_and_nothing_else(edges, name, side, edge):
    game = getattr(cgt.games, name)()
    graph = cgt.games.HackenbushGraph.from_edges(edges)
    p = game(str(graph))
    w = BoardWidget(p, mode="play", to_move=side, budget=None)
    assert w.view["kind"] == "edges"
    drawn = [tuple(e) for e in w.view["edges"]["edges"]]
    assert len(drawn) == len(graph)
    page(w, type="edge", edge=edge)
    # By the rules: Left cuts blue or green, Right red or green; in Childish Hackenbush a blue or red
    # edge only when nothing else falls with it.
    legal = edge < len(drawn) and drawn[edge][2] in ("BG" if side == "left" else "RG")
    if legal and name == "ChildishHackenbush" and drawn[edge][2] != "G":
        legal = len(naive_cut(drawn, edge)) == len(drawn) - 1
    if legal:
        options = p.left_options if side == "left" else p.right_options
        assert w.position in options and w.error == "" and w.to_move != side
        named = cgt.games.HackenbushGraph.from_edges(naive_cut(drawn, edge))
        assert cgt.canonical_form(game, w.position.position) == cgt.canonical_form(game, named)
    else:
        assert w.position == p and w.to_move == side
        assert f"may not cut edge {edge}" in w.error


def test_in_edit_mode_an_edge_click_cycles_its_colour():
    w = BoardWidget(Hackenbush()("BR"))
    colours = [e[2] for e in w.view["edges"]["edges"]]
    page(w, type="edge", edge=colours.index("R"))
    assert w.position == Hackenbush()("BG") and w.error == ""
    page(w, type="edge", edge=5)
    assert "no edge 5" in w.error and w.position == Hackenbush()("BG")
