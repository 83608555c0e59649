"""The graph-notation reader that tinted graphs and arc graphs share: what its parameters change."""

from __future__ import annotations

import re

import pytest

import cgt
from cgt.games.graph.notation import MAX_NESTING, read_graph

TINTED = {"edge_letters": "-", "vertex_letters": ".LR", "edge_word": "'-'", "loops": False, "reserved": ".-();:"}
ARCS = {"edge_letters": "lre", "edge_word": "an edge ('l', 'r', 'e')"}


@pytest.mark.parametrize(
    "text, options, read",
    [
        ("", ARCS, ("", [])),
        ("lr", ARCS, ("...", [(0, 1, "l"), (1, 2, "r")])),
        ("LRe", ARCS, ("....", [(0, 1, "l"), (1, 2, "r"), (2, 3, "e")])),  # letters in either case
        (":A l:A; e", ARCS, ("...", [(0, 0, "l"), (1, 2, "e")])),  # a loop, then a second graph
        (":- l", ARCS, ("..", [(0, 1, "l")])),  # '-' is a name where it is no letter of the graph
        ("l-.(-r;-.)", TINTED, ("L.R.", [(0, 1, "-"), (1, 2, "-"), (1, 3, "-")])),
        (".:A-.-.-.-.:A", TINTED, ("....", [(0, 1, "-"), (1, 2, "-"), (2, 3, "-"), (0, 3, "-")])),
        (":A-:B; :B-:A", TINTED, ("..", [(0, 1, "-"), (0, 1, "-")])),  # an edge written twice
    ],
)
def test_the_text_is_read_with_the_letters_of_its_game(text, options, read):
    assert read_graph(text, **options) == read


@pytest.mark.parametrize(
    "text, options, message",
    [
        ("lx", ARCS, "character 2 is 'x'; use l r e for edges, ( ; ) for branches"),
        ("-x", TINTED, "character 2 is 'x'; use . L R for vertices, - for edges, ( ; ) for branches"),
        ("l(l;.)", ARCS, "character 5 is '.'; a branch begins with an edge ('l', 'r', 'e')"),
        ("-..", TINTED, "character 3 is '.'; a graph goes on with '-' or '('"),
        (":-", TINTED, "character 1 is ':' with no name after it"),
        (".:A-.:A", TINTED, "character 4 joins vertex A to itself"),
        ("L:A-R:A", TINTED, "character 6 names vertex A again with tint 'R', but it was 'L'"),
        ("l:{A", ARCS, "character 3 opens a '{' that is never closed"),
        ("l(" * (MAX_NESTING + 1), ARCS, f"opens a branch nested more than {MAX_NESTING} deep"),
    ],
)
def test_bad_text_is_refused_with_its_place(text, options, message):
    with pytest.raises(cgt.InvalidPositionError, match=re.escape(message)):
        read_graph(text, **options)
