"""Sphinx configuration of the cgt documentation (``make docs``)."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE / "_ext"))
sys.path.insert(0, str(HERE.parent))  # the checkout's cgt, even when not installed

import cgt  # noqa: E402

project = "cgt"
author = "The cgt developers"
copyright = "The cgt developers"
release = version = cgt.__version__

extensions = [
    "sphinx.ext.autodoc",
    "sphinx.ext.napoleon",
    "matplotlib.sphinxext.plot_directive",
    # local, in _ext/
    "offline_intersphinx",
    "cgt_api",
    "cgt_benchmarks",
    "cgt_census",
    "cgt_svg",
]

exclude_patterns = ["_build", "_figures", "_ext"]
templates_path: list[str] = []
# Every reference must resolve: a broken one fails the -W build.
nitpicky = True
# The intersphinx inventory of the standard library has no entry for os.PathLike.
nitpick_ignore = [("py:class", "os.PathLike")]
# numpydoc style: `name` in a docstring is a parameter; objects are linked with
# explicit roles (:func:, :class:...), so a broken link fails the build.
default_role = "emphasis"
pygments_style = "friendly"
pygments_dark_style = "monokai"

# -- autodoc / napoleon: numpydoc docstrings ---------------------------------
autodoc_member_order = "bysource"
autodoc_typehints = "signature"
autodoc_preserve_defaults = True
napoleon_google_docstring = False
napoleon_numpy_docstring = True
# Types in "Parameters" are prose ("iterable of int", "hashable"): show them as
# written instead of turning every word into a cross-reference.
napoleon_use_param = False
napoleon_use_rtype = False

# -- intersphinx: see _ext/offline_intersphinx.py (no network at build time) --
intersphinx_mapping: dict[str, tuple[str, str]] = {}

# -- figures drawn from the library at build time (_figures/*.py) ------------
plot_basedir = str(HERE / "_figures")
plot_formats = [("svg", 96)]
plot_html_show_formats = False
plot_html_show_source_link = False
plot_rcparams = {
    "font.size": 10,
    "axes.spines.top": False,
    "axes.spines.right": False,
    "svg.hashsalt": "cgt",  # reproducible SVG ids
}

# -- HTML ---------------------------------------------------------------------
html_theme = "furo"
html_title = f"cgt {release}"
html_static_path = ["_static"]
html_css_files = ["cgt.css"]
html_theme_options = {"navigation_with_keys": True}
html_show_sourcelink = False


# napoleon reads the first line of an attribute's docstring as "type: text"
# (Google style), so cgt's prose ("The previous player (the one who just moved)
# wins: Grundy value 0.") would render as a type. numpydoc has no inline types:
# attribute and property docstrings are shown as written.
_ATTRIBUTES = ("attribute", "property", "data")
_as_written: dict[str, list[str]] = {}


def _keep_attribute_docstring(app, what, name, obj, options, lines):  # type: ignore[no-untyped-def]
    if what in _ATTRIBUTES:
        _as_written[name] = list(lines)


def _restore_attribute_docstring(app, what, name, obj, options, lines):  # type: ignore[no-untyped-def]
    if what in _ATTRIBUTES and name in _as_written:
        lines[:] = _as_written.pop(name)


def _redraw_figures(app):  # type: ignore[no-untyped-def]
    # The plot directive reuses an image while its script is unchanged; but the
    # figures show the library and the benchmark results as they are now.
    shutil.rmtree(Path(app.doctreedir).parent / "plot_directive", ignore_errors=True)


def setup(app):  # type: ignore[no-untyped-def]
    app.connect("builder-inited", _redraw_figures)
    # Around napoleon's own handler (priority 500).
    app.connect("autodoc-process-docstring", _keep_attribute_docstring, priority=400)
    app.connect("autodoc-process-docstring", _restore_attribute_docstring, priority=600)
