# Two commands set everything up on a fresh machine: `make demo` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python

.PHONY: demo test explore docs bench clean regions

$(PY):
	$(PYTHON) -m venv $(VENV)
	PYTHONDONTWRITEBYTECODE= $(PY) -m pip install --quiet --upgrade pip

# Stamps re-run the install only when the packaging metadata changes.
# pip writes bytecode even where PYTHONDONTWRITEBYTECODE is set in the
# environment: without it every process would compile numpy from source again
# (about 0.12 s a start, paid by each command-line run and test subprocess).
PIP := PYTHONDONTWRITEBYTECODE= $(PY) -m pip install --quiet

# cgt itself is installed editable, so its bytecode is refreshed on every run
# (compileall skips files that did not change).
COMPILE := PYTHONDONTWRITEBYTECODE= $(PY) -m compileall -q cgt

$(VENV)/.stamp-install: pyproject.toml | $(PY)
	$(PIP) -e .
	touch $@

$(VENV)/.stamp-test: pyproject.toml | $(PY)
	$(PIP) -e '.[test,docs,census,widgets,browser]'
	touch $@ $(VENV)/.stamp-install

# The demo runs the quick start and the contest example of docs/getting-started.rst,
# which shows its output (tests/test_docs.py runs these lines and compares).
demo: $(VENV)/.stamp-install
	@$(COMPILE)
	@echo "== examples/quickstart.py: a ten-line game, its values, a sum with Nim"
	@$(PY) examples/quickstart.py
	@echo "== examples/hdu5724.py --explain < examples/hdu5724_sample.txt: who wins each board, and how"
	@$(PY) examples/hdu5724.py --explain < examples/hdu5724_sample.txt

# Any warning fails the docs build (-W), a broken cross-reference included; -E
# rereads every page, so the warnings of unchanged pages are not skipped.
SPHINX := $(PY) -m sphinx -W --keep-going -E -q -b html docs docs/_build/html

test: $(VENV)/.stamp-test
	@$(COMPILE)
	$(PY) -m pytest
	$(SPHINX)

# The property tests with fresh random examples (make test draws the same ones every run).
explore: $(VENV)/.stamp-test
	@$(COMPILE)
	$(PY) -m pytest tests -q --hypothesis-profile=explore

docs: $(VENV)/.stamp-test
	$(SPHINX)
	@echo "docs built: docs/_build/html/index.html"

# Each benchmark prints ratios measured in one run and saves them to
# benchmarks/results/, which the docs' Performance page draws.
BENCHMARKS := bench_solver bench_heap_games bench_heap_rulesets bench_jumpchess bench_cli bench_winning_move bench_misere bench_partizan bench_partizan_misere bench_misere_general bench_misere_dead_ending bench_misere_augmented bench_sparse bench_census bench_batch bench_loopy bench_estimates bench_solve bench_take_and_break bench_families bench_solve_database bench_solve_narrow bench_solve_keys

bench: $(VENV)/.stamp-install
	@$(COMPILE)
	for b in $(BENCHMARKS); do $(PY) benchmarks/$$b.py || exit 1; done

# The database of every Domineering region up to CELLS squares (docs/solve.rst), kept out of git:
# resumable (run again, it values only what the file lacks) and growable (a larger CELLS adds sizes).
CELLS ?= 14
regions: $(VENV)/.stamp-install
	@mkdir -p regions
	$(PY) -m cgt solve domineering --build-database regions/domineering.sqlite --cells $(CELLS)

clean:
	rm -rf $(VENV) build dist *.egg-info docs/_build .pytest_cache .hypothesis
