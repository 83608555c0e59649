"""Partizan games: canonical forms, their arithmetic, notation and thermographs.

In a *partizan* game the two players, Left and Right, may have different moves.
Every short partizan game (finitely many positions, no cycles) has a value, and
each value has a unique simplest game, its *canonical form*:
:class:`~cgt.CanonicalForm` is that form, immutable and interned, so that equal
values are the same object.

* **Building values.** :meth:`CanonicalForm.from_options` gives the value of
  ``{L | R}`` from Left's and Right's options; :func:`~cgt.number`,
  :func:`~cgt.star`, :func:`~cgt.up` and :func:`~cgt.switch` give the common
  ones; :meth:`CanonicalForm.parse` reads CGSuite notation and ``str()``
  writes it (``repr`` is ``CanonicalForm.parse('...')``, evaluable).
* **Arithmetic and order.** ``g + h`` (disjunctive sum), ``-g``, ``g - h``;
  ``g <= h`` and friends, and ``g.is_confused_with(h)`` (``g || h``) when
  neither ``g <= h`` nor ``h <= g``. :attr:`CanonicalForm.outcome` is the
  outcome class: ``L`` when ``g > 0``, ``R`` when ``g < 0``, ``P`` when
  ``g == 0``, ``N`` when ``g || 0``.
* **Kinds of values.** Numbers (dyadic rationals, exact
  :class:`~fractions.Fraction` in and out; a value that is a number is a
  :class:`DyadicRational`, a Python number too: ``int``, ``float``,
  ``Fraction``, ``math.floor`` take it), nimbers ``*n``, infinitesimals
  such as ``^`` (up) and ``v`` (down), and hot games such as the switch
  ``+-1 = {1|-1}``.
* **Temperature theory.** ``left_stop``, ``right_stop``, ``mean`` and
  ``temperature`` are exact numbers; ``g.cool(t)`` cools by ``t`` (any
  number ``t > -1``: an int, a Fraction, a float or a number value);
  ``g.thermograph()`` gives the walls as exact breakpoints and draws them.
* **Heating and multiplication.** ``g.heat(t)``, ``g.overheat(s, t)`` (by
  any values, as CGSuite's ``Heat`` and ``Overheat``),
  ``g.freeze()``, ``g.norton_product(u)``, the incentives and the ordinal sum
  ``g.ordinal_sum(h)`` (modules ``heating`` and
  ``ordinal``); the compounds of Winning Ways ch. 9 on forms,
  ``g.conjunctive_sum(h)``, ``selective_sum``, ``ordinal_product`` and
  ``conway_product``, and explicit forms ``'{*|*}'`` (``compounds``).
* **Rationals.** ``1/3``, a number but no game (``rationals``).
* **Infinitesimals.** ``g.is_all_small``, ``g.atomic_weight``,
  ``g.uptimal_expansion`` (``^<n>`` and ``^[n]`` in the notation),
  ``g.companion`` (:mod:`~cgt.partizan.infinitesimals`); the reduced canonical
  form ``g.reduced_canonical_form`` (``reduced``); parity and
  stop counts (``parity``).

How it works: every value is a node with an integer id, stored once. Comparing
uses the recursive definition (``g <= h`` unless some ``g^L >= h`` or some
``h^R <= g``) with number avoidance (moves in a number never need to be
tried) and a cache on id pairs; sums are cached the same way. Numbers and
number-up-star values ``x + ^n + *m`` keep their three parts and are compared
and added arithmetically. Building a value removes dominated options and
bypasses reversible ones (as in CGSuite's ``CanonicalShortGameOps``). The store
is never emptied: values live as long as the process. The modules go one way,
bottom up: ``_dyadic`` (exact numbers), ``_store`` (interning, order, sums),
the theories (notation, thermographs, heating, ordinal sums, parity,
infinitesimals, reduced forms, conversions to Python numbers, typesetting in
LaTeX and HTML), then ``values`` (the public class, whose
methods are those theories' functions), then the search engine, and above it
``sensible`` (the real moves behind a canonical form's options) and ``tables``
(values laid out as CGSuite's tables).

Examples
--------
>>> import cgt
>>> from cgt import CanonicalForm, number, star, up, switch
>>> g = CanonicalForm.parse('{2|-1/2}')         # Domineering on a 2x3 board
>>> g.left_stop, g.right_stop, g.mean, g.temperature
(Fraction(2, 1), Fraction(-1, 2), Fraction(3, 4), Fraction(5, 4))
>>> print(g + g, g - g, g.cool(1))     # {a|b} + {a|b} = a + b for numbers a > b
3/2 0 {1|1/2}
>>> print(up() + up() + star(), number(3, 4) + star(), switch(1, -1))
^^* 3/4* +-1
>>> up() > 0, star().is_confused_with(0), (up() + star()).outcome
(True, True, Outcome.N)
"""

from .thermograph import Thermograph
from .values import ZERO, CanonicalForm, DyadicRational, miny, number, star, switch, tiny, up

__all__ = [
    "CanonicalForm",
    "DyadicRational",
    "ZERO",
    "number",
    "star",
    "up",
    "switch",
    "tiny",
    "miny",
    "Thermograph",
]
