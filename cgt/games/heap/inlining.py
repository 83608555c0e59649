"""A user's heap function rewritten so that its options go straight into the mex, for the compiled fill.

``HeapRuleset(fn)`` fills its Grundy table by asking ``fn(n)`` for the options
of every heap. Called as it is, a compiled ``fn`` that returns a list builds
the list (``n / 2`` tuples a heap for Grundy's game), and one that yields runs
as a generator, a state machine numba resumes once an option (slower with
each loop it nests). Here the function's own source is rewritten instead:
each option it yields, or each element of the list (tuple, comprehension,
``a + b``, ``x if c else y``) it returns, becomes the few statements that
nim-add the option's heaps and mark the sum, so numba compiles the rules and
the marking as one loop, with nothing allocated: the loop a user would write
by hand. Two forms are made, one per scheme of ``cgt._kernels.heap.function_fill``:
``bits(n, values) -> (bits, ok)`` ORs each option's value into a register
(every value below 64), ``marks(n, values, seen) -> ok`` sets
``seen[value]`` to 1; ``ok`` is false at an option that lists a heap outside
``0..n-1``. A function whose source cannot be read or rewritten (one made
by ``exec``, a ``yield`` inside an expression) is called as it is, compiled,
inside the same two forms.
"""

from __future__ import annotations

import ast
import copy
import inspect
import itertools
import types
from collections.abc import Callable
from typing import Any, Optional, Union

import numpy as np

__all__ = ["option_markers"]

#: The names the rewritten forms use, kept apart from the user's.
_N, _VALUES, _SEEN, _BITS, _FN, _NP = "_cgt_n", "_cgt_values", "_cgt_seen", "_cgt_bits", "_cgt_fn", "_cgt_np"

#: The names of the two forms in the namespace they are made in (a copy of the user's globals).
_FORMS = {False: "_cgt_bits_form", True: "_cgt_marks_form"}

#: The calls that make an empty collection when given nothing.
_EMPTY = ("list", "set", "tuple")

_Function = Union[ast.FunctionDef, ast.Lambda]
#: The two forms of a function: bits, then marks.
_Forms = tuple[Callable[..., Any], Callable[..., Any]]


class _Unsupported(Exception):
    """The source has a form the rewriting does not read: the function is called as it is."""


def _within(node: ast.AST, code: types.CodeType, first: int) -> bool:
    """Whether every instruction of `code` comes from the source span of `node` (line `first` of the file is line 1)."""
    positions = getattr(code, "co_positions", None)  # Python 3.11 on
    if positions is None:
        return False
    start = (node.lineno + first - 1, node.col_offset)
    end = (node.end_lineno + first - 1, node.end_col_offset)  # type: ignore[operator]
    # (the instructions of no width, such as the one that starts every function, are placed at column 0)
    return all(start <= (line, column) <= end for line, end_line, column, end_column in positions()
               if line is not None and column is not None and (line, column) != (end_line, end_column))


def _parse(fn: types.FunctionType) -> _Function:
    """The syntax tree of `fn`: its ``def``, or the lambda of its line(s) whose span its instructions come from."""
    try:
        source = inspect.getsource(fn)
    except (OSError, TypeError) as exc:
        raise _Unsupported("no source") from exc
    indented = source[:1].isspace()
    try:
        # an indented block parses under an "if": the columns stay those of the file, for _within
        tree = ast.parse("if 1:\n" + source if indented else source)
    except SyntaxError as exc:  # a lambda in the middle of a statement that spans lines
        raise _Unsupported("the source does not parse alone") from exc
    code = fn.__code__
    names = list(code.co_varnames[: code.co_argcount])
    if fn.__name__ == "<lambda>":
        found: list[_Function] = [node for node in ast.walk(tree) if isinstance(node, ast.Lambda)]
    else:
        found = [node for node in ast.walk(tree) if isinstance(node, ast.FunctionDef) and node.name == fn.__name__]
    found = [node for node in found if [a.arg for a in node.args.args] == names]
    if len(found) > 1:  # lambdas on one line, or defs of one name: the one whose span holds the function's code
        found = [node for node in found if _within(node, code, code.co_firstlineno - indented)]
    if len(found) != 1:
        raise _Unsupported("not one function of that name and those parameters in the source")
    node = found[0]
    args = node.args
    if args.posonlyargs or args.vararg or args.kwonlyargs or args.kwarg or args.defaults:
        raise _Unsupported("parameters beyond the positional ones")
    return node


class _Renamer(ast.NodeTransformer):
    """Renames the variables of a comprehension, which are its own in Python but would not be once inlined."""

    def __init__(self, names: dict[str, str]) -> None:
        self.names = names

    def visit_Name(self, node: ast.Name) -> ast.Name:
        return ast.Name(self.names.get(node.id, node.id), node.ctx)

    def visit_Lambda(self, node: ast.Lambda) -> ast.Lambda:
        return node  # a lambda has its own scope: left alone


class _Rewriter:
    """Rewrites a function body: each option it gives becomes `mark`'s statements."""

    def __init__(self, marks: bool) -> None:
        self.marks = marks
        self.fresh = (f"_cgt_{i}" for i in itertools.count())

    def done(self, ok: bool) -> ast.Return:
        result = ast.Constant(ok) if self.marks else ast.Tuple([ast.Name(_BITS, ast.Load()), ast.Constant(ok)],
                                                                 ast.Load())
        return ast.Return(result)

    def mark(self, option: ast.expr) -> list[ast.stmt]:
        """The statements that nim-add the heaps of `option` and mark the sum (a bad heap: return not ok)."""
        x = next(self.fresh)
        if isinstance(option, (ast.Tuple, ast.List)) and not any(isinstance(e, ast.Starred) for e in option.elts):
            # a literal option: its heaps one by one, unrolled. "| 0" lets numba type integers only (a float heap
            # is refused, and the Python fill names it); unsigned indices spare numba's negative-index test, and a
            # uint64 index is what made this fill as fast as the octal engine's.
            heaps = [next(self.fresh) for _ in option.elts]
            total = " ^ ".join(f"{_VALUES}[{_NP}.uint64({h})]" for h in heaps) or "0"
            statements: list[ast.stmt] = [
                ast.Assign([ast.Name(h, ast.Store())], ast.BinOp(e, ast.BitOr(), ast.Constant(0)))
                for h, e in zip(heaps, option.elts)]
            statements += self.parsed([f"if {h} < 0 or {h} >= {_N}:\n    return {{bad}}" for h in heaps]
                                      + [f"{x} = {total}"])
        else:
            h = next(self.fresh)
            statements = [ast.Assign([ast.Name(h + "o", ast.Store())], option)] + self.parsed([
                f"{x} = 0",
                f"for {h} in {h}o:\n    if {h} < 0 or {h} >= {_N}:\n        return {{bad}}\n"
                f"    {x} ^= {_VALUES}[{_NP}.uint64({h} | 0)]",
            ])
        marked = f"{_SEEN}[{_NP}.uint64({x})] = 1" if self.marks else f"{_BITS} |= {_NP}.int64(1) << {x}"
        return statements + self.parsed([marked])

    def parsed(self, lines: list[str]) -> list[ast.stmt]:
        bad = "False" if self.marks else f"{_BITS}, False"
        return ast.parse("\n".join(line.replace("{bad}", bad) for line in lines)).body

    def options(self, given: ast.expr) -> list[ast.stmt]:
        """The statements that mark every option of the collection `given` (a function's result)."""
        if isinstance(given, (ast.Tuple, ast.List, ast.Set)):
            out: list[ast.stmt] = []
            for element in given.elts:
                out += self.options(element.value) if isinstance(element, ast.Starred) else self.mark(element)
            return out
        if isinstance(given, ast.IfExp):
            return [ast.If(given.test, self.options(given.body), self.options(given.orelse))]
        if isinstance(given, ast.BinOp) and isinstance(given.op, ast.Add):
            return self.options(given.left) + self.options(given.right)
        if isinstance(given, (ast.ListComp, ast.GeneratorExp, ast.SetComp)):
            return self.comprehension(given)
        if (isinstance(given, ast.Call) and isinstance(given.func, ast.Name) and given.func.id in _EMPTY
                and not given.args and not given.keywords):
            return []  # list(), set(), tuple(): no option (numba cannot type an empty set alone)
        item = next(self.fresh)
        return [ast.For(ast.Name(item, ast.Store()), given, self.mark(ast.Name(item, ast.Load())), [])]

    def comprehension(self, node: Union[ast.ListComp, ast.GeneratorExp, ast.SetComp]) -> list[ast.stmt]:
        names = {}
        for generator in node.generators:
            if generator.is_async:
                raise _Unsupported("async comprehension")
            for target in ast.walk(generator.target):
                if isinstance(target, ast.Name):
                    names[target.id] = next(self.fresh)
        rename = _Renamer(names)
        body = self.mark(rename.visit(node.elt))
        for generator in reversed(node.generators):
            for test in reversed(generator.ifs):
                body = [ast.If(rename.visit(test), body, [])]
            # the first iterable is read where the comprehension stands: no variable of it is bound yet
            source = generator.iter if generator is node.generators[0] else rename.visit(generator.iter)
            body = [ast.For(rename.visit(generator.target), source, body, [])]
        return body

    def body(self, statements: list[ast.stmt]) -> list[ast.stmt]:
        out: list[ast.stmt] = []
        for statement in statements:
            if isinstance(statement, ast.Return):
                out += (self.options(statement.value) if statement.value is not None else []) + [self.done(True)]
            elif isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Yield):
                if statement.value.value is None:
                    raise _Unsupported("a bare yield")
                out += self.mark(statement.value.value)
            elif isinstance(statement, ast.Expr) and isinstance(statement.value, ast.YieldFrom):
                out += self.options(statement.value.value)
            elif isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                out.append(statement)  # its own scope: its yields and returns are its own
            else:
                for field in ("body", "orelse", "finalbody"):
                    if isinstance(getattr(statement, field, None), list):
                        setattr(statement, field, self.body(getattr(statement, field)))
                for block in getattr(statement, "handlers", []) + getattr(statement, "cases", []):
                    block.body = self.body(block.body)
                if any(isinstance(node, (ast.Yield, ast.YieldFrom)) for node in _own_nodes(statement)):
                    raise _Unsupported("a yield inside an expression")
                out.append(statement)
        return out


def _own_nodes(statement: ast.stmt) -> list[ast.AST]:
    """The expression nodes of `statement` itself, not of the statements nested in it."""
    found = []
    for field, value in ast.iter_fields(statement):
        if field in ("body", "orelse", "finalbody", "handlers", "cases"):
            continue
        for item in value if isinstance(value, list) else [value]:
            if isinstance(item, ast.AST):
                found += list(ast.walk(item))
    return found


def _form(node: _Function, parameter: str, marks: bool) -> ast.FunctionDef:
    """The form marks (or bits) of the function `node` of one parameter, `parameter`."""
    rewriter = _Rewriter(marks)
    node = copy.deepcopy(node)  # the rewriting changes statements in place
    body = node.body if isinstance(node, ast.FunctionDef) else [ast.Return(node.body)]
    start = ast.parse(f"{_N} = {parameter}\n" + ("" if marks else f"{_BITS} = {_NP}.int64(0)")).body
    statements = start + rewriter.body(body) + [rewriter.done(True)]
    if any(isinstance(part, (ast.Yield, ast.YieldFrom)) for statement in statements for part in ast.walk(statement)):
        raise _Unsupported("a yield the rewriting does not reach (in a nested function)")
    extra = [_VALUES] + ([_SEEN] if marks else [])
    arguments = ast.arguments([], [ast.arg(a) for a in [parameter] + extra], None, [], [], None, [])
    return ast.FunctionDef(_FORMS[marks], arguments, statements, [], None, None)


def _namespace(fn: types.FunctionType) -> dict[str, Any]:
    """The names `fn` reads: its globals and the values of its closure's cells (numba reads both as constants)."""
    names = dict(fn.__globals__)
    for name, cell in zip(fn.__code__.co_freevars, fn.__closure__ or ()):
        try:
            names[name] = cell.cell_contents
        except ValueError as exc:  # an empty cell: a name bound later
            raise _Unsupported(f"the closure's {name} is not bound yet") from exc
    names[_NP] = np
    return names


def _rewritten(fn: Callable[..., Any]) -> Optional[_Forms]:
    """The two forms of `fn` rewritten from its source, as Python functions; None if it cannot be."""
    fn = getattr(fn, "py_func", fn)  # a numba dispatcher: its Python function
    if not isinstance(fn, types.FunctionType) or fn.__code__.co_argcount != 1:
        return None
    try:
        node = _parse(fn)
        parameter = node.args.args[0].arg
        forms = [_form(node, parameter, marks) for marks in (False, True)]
        names = _namespace(fn)
    except _Unsupported:
        return None
    return _made(forms, names, f"<cgt rewriting of {fn.__qualname__}>")


def _called(fn: Callable[..., Any]) -> _Forms:
    """The two forms that call `fn` (compiled) and mark each option it lists, for a function not rewritten."""
    node = ast.parse(f"lambda n: {_FN}(n)").body[0].value  # type: ignore[attr-defined]
    return _made([_form(node, "n", marks) for marks in (False, True)], {_NP: np, _FN: fn},
                 "<cgt marking of a heap function>")


def _made(forms: list[ast.FunctionDef], names: dict[str, Any], label: str) -> _Forms:
    """The Python functions of the two `forms` (bits, then marks), made in the namespace `names`."""
    exec(compile(ast.fix_missing_locations(ast.Module(forms, [])), label, "exec"), names)
    return names[_FORMS[False]], names[_FORMS[True]]


def option_markers(fn: Callable[..., Any], jit: Callable[..., Any]) -> list[tuple[Any, Any]]:
    """Return the forms of the heap function `fn` for ``cgt._kernels.heap.function_fill``, best first.

    The first pair is `fn` rewritten from its source, when it can be; the
    last calls ``jit(fn)`` and marks what it lists. Each form is compiled by
    `jit` (``numba.njit``); the caller tries them in turn, keeping the first
    that numba compiles.

    Parameters
    ----------
    fn : callable
        ``fn(n)``: the options of a heap of ``n`` (returned or yielded).
    jit : callable
        The compiler, ``numba.njit``.

    Returns
    -------
    list of (bits, marks)
        ``bits(n, values) -> (int, bool)``, ``marks(n, values, seen) -> bool``, compiled.

    Examples
    --------
    >>> def grundys(n):
    ...     return [(a, n - a) for a in range(1, (n + 1) // 2)]
    >>> bits, marks = option_markers(grundys, lambda f: f)[0]   # not compiled, to show what they do
    >>> values = np.array([0, 0, 0, 1, 0, 2, 1])
    >>> found, ok = bits(6, values)      # the options (1, 5) and (2, 4): values 2 and 0
    >>> bin(found), ok
    ('0b101', True)
    >>> seen = np.zeros(4, np.uint8)
    >>> marks(6, values, seen), seen.tolist()
    (True, [1, 0, 1, 0])
    """
    forms = []
    rewritten = _rewritten(fn)
    if rewritten is not None:
        forms.append((jit(rewritten[0]), jit(rewritten[1])))
    called = _called(jit(getattr(fn, "py_func", fn)))
    forms.append((jit(called[0]), jit(called[1])))
    return forms
