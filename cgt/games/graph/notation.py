"""Reading CGSuite's graph notation, for Col, Snort and Arc Kayles.

The text is CGSuite's (``Graph.Parse``), read once for tinted graphs (Col,
Snort) and arc graphs (Arc Kayles); the games differ only in the letters a
vertex or an edge may be and in what they refuse, which :func:`read_graph`
takes as parameters:

* a vertex is one of the vertex letters (``.`` untinted, or a tint such as
  ``L``); the first letter may be left out where a vertex is implied;
* an edge is written between its ends as one of the edge letters (``-``, or a
  colour such as ``l``); letters may be upper or lower case;
* parentheses hold branches from the vertex before them, separated by ``;``;
* ``:A`` after a vertex names it (``:{name}`` for a longer name), and every
  vertex of that name is the same vertex, which makes cycles;
* ``;`` between graphs puts them side by side.
"""

from __future__ import annotations

from typing import Optional

from ...errors import InvalidPositionError

__all__ = ["read_graph", "MAX_NESTING"]

#: How deep branches may nest in a graph's text (``-(-(-(...)))``); deeper text is refused.
MAX_NESTING = 200


def _tokens(text: str) -> list[tuple[str, int]]:
    """The tokens of `text` with their places: one character each, or a ``{name}``."""
    tokens = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == "{":
            end = text.find("}", i + 1)
            if end < 0:
                raise InvalidPositionError(f"graph {text!r}: character {i + 1} opens a '{{' that is never closed")
            tokens.append((text[i : end + 1], i))
            i = end + 1
            continue
        if not ch.isspace():
            tokens.append((ch, i))
        i += 1
    return tokens


def read_graph(
    text: str,
    edge_letters: str,
    vertex_letters: str = ".",
    *,
    edge_word: str,
    loops: bool = True,
    reserved: str = ".();:",
) -> tuple[str, list[tuple[int, int, str]]]:
    """Read a graph in CGSuite's notation: its vertices' letters and its edges.

    Vertices are numbered from 0 in the order the text first mentions them.

    Parameters
    ----------
    text : str
        The graph, e.g. ``'L-.(-R;-.)'`` or ``':A llr:A'``; an empty text is
        the empty graph.
    edge_letters : str
        The letters an edge may be, in lower case (``'-'``, ``'lre'``).
    vertex_letters : str, optional
        The letters a vertex may be, in upper case; the first is the letter of
        a vertex the text implies (``'.'``, the default, or ``'.LR'``). When
        it is the only one, messages do not mention it.
    edge_word : str
        What messages call an edge (``"'-'"``, ``"an edge ('l', 'r', 'e')"``).
    loops : bool, optional
        Whether an edge may join a vertex to itself; refused if not.
    reserved : str, optional
        The characters that are not a name after ``:``.

    Returns
    -------
    letters : str
        One upper-case vertex letter a vertex.
    edges : list of (int, int, str)
        The edges as written, each ``(u, v, letter)`` with ``u <= v`` and the
        edge letter in lower case; an edge written twice is there twice.

    Raises
    ------
    InvalidPositionError
        If the text has another character, misplaced parentheses, branches
        nested more than :data:`MAX_NESTING` deep, a name without a vertex, a
        named vertex with two letters or a refused loop; the message says where.

    Examples
    --------
    >>> from cgt.games.graph.notation import read_graph
    >>> read_graph("L-.(-R;-.)", "-", ".LR", edge_word="'-'")
    ('L.R.', [(0, 1, '-'), (1, 2, '-'), (1, 3, '-')])
    >>> read_graph(":A llr:A", "lre", edge_word="an edge")
    ('...', [(0, 1, 'l'), (1, 2, 'l'), (0, 2, 'r')])
    >>> read_graph(".:A-.:A", "-", ".LR", edge_word="'-'", loops=False)
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidPositionError: graph '.:A-.:A': character 4 joins vertex A to itself (a self-loop)
    """
    tokens = _tokens(text)
    # Letters are read in either case: a token is looked up by its upper case.
    edge_set = set(edge_letters.upper())
    vertex_set = set(vertex_letters)
    known = edge_set | vertex_set | set("();:")
    # A lone '.' goes unmentioned: where vertices carry nothing, the text is its edges.
    vertices = f"{' '.join(vertex_letters)} for vertices, " if len(vertex_letters) > 1 else ""
    usage = f"use {vertices}{' '.join(edge_letters)} for edges, ( ; ) for branches and :A to name a vertex"
    letters: list[str] = []
    edges: list[tuple[int, int, str]] = []
    names: dict[str, int] = {}
    at = 0

    def fail(index: int, problem: str) -> InvalidPositionError:
        return InvalidPositionError(f"graph {text!r}: character {index + 1} {problem}")

    def unexpected(index: int, hint: str) -> InvalidPositionError:
        token = tokens[index][0]
        if len(token) == 1 and token.upper() not in known:
            hint = usage
        return fail(tokens[index][1], f"is {token!r}; {hint}")

    def peek() -> Optional[str]:
        return tokens[at][0] if at < len(tokens) else None

    def is_edge(token: Optional[str]) -> bool:
        return token is not None and len(token) == 1 and token.upper() in edge_set

    def vertex() -> int:
        nonlocal at
        token = peek()
        letter = vertex_letters[0]
        if token is not None and len(token) == 1 and token.upper() in vertex_set:
            letter = token.upper()
            at += 1
        if peek() != ":":
            letters.append(letter)
            return len(letters) - 1
        colon = tokens[at][1]
        at += 1
        name = peek()
        if name is None or (len(name) == 1 and name in reserved):
            raise fail(colon, "is ':' with no name after it")
        at += 1
        name = name.strip("{}") if name.startswith("{") else name
        if name in names:
            v = names[name]
            if letters[v] != letter:
                raise fail(colon, f"names vertex {name} again with tint {letter!r}, but it was {letters[v]!r}")
            return v
        letters.append(letter)
        names[name] = len(letters) - 1
        return len(letters) - 1

    def label(v: int) -> str:
        return next((name for name, w in names.items() if w == v), str(v))

    def chain(v: int, depth: int = 0) -> None:
        """Read the edges, vertices and branches that follow vertex `v` (`depth` branches deep)."""
        nonlocal at
        while True:
            token = peek()
            if token == "(":
                opened = tokens[at][1]
                if depth >= MAX_NESTING:
                    # Branches are read by recursion: bounded, never Python's RecursionError.
                    raise fail(opened, f"opens a branch nested more than {MAX_NESTING} deep")
                at += 1
                while True:
                    if is_edge(peek()):
                        chain(v, depth + 1)  # the branch begins with its edge
                    token = peek()
                    if token is None:
                        raise fail(opened, "opens a '(' that is never closed")
                    at += 1
                    if token == ")":
                        return
                    if token != ";":
                        raise unexpected(at - 1, f"a branch begins with {edge_word}")
            if token is None or not is_edge(token):
                return
            edge = tokens[at][1]
            at += 1
            w = vertex()
            if w == v and not loops:
                raise fail(edge, f"joins vertex {label(v)} to itself (a self-loop)")
            edges.append((min(v, w), max(v, w), token.lower()))
            v = w

    if tokens:
        while True:
            chain(vertex())
            token = peek()
            if token is None:
                break
            if token != ";":
                raise unexpected(at, "')' closes no '('" if token == ")" else f"a graph goes on with {edge_word} or '('")
            at += 1
            if peek() is None:
                break
    return "".join(letters), edges
