"""pytest runs the pages' examples (``docs/*.rst``) as doctests, not the build code."""

collect_ignore = ["conf.py"]
collect_ignore_glob = ["_ext/*", "_figures/*", "_build/*"]
