# Two commands set everything up on a fresh machine: `make demo` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python

.PHONY: demo test docs bench clean

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

# Stamps re-run the install only when the packaging metadata changes.
$(VENV)/.stamp-install: pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e .
	touch $@

$(VENV)/.stamp-test: pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e '.[test,docs]'
	touch $@ $(VENV)/.stamp-install

demo: $(VENV)/.stamp-install
	$(PY) examples/hdu5724.py < examples/hdu5724_sample.txt

# Any warning fails the docs build (-W), a broken cross-reference included; -E
# rereads every page, so the warnings of unchanged pages are not skipped.
SPHINX := $(PY) -m sphinx -W --keep-going -E -q -b html docs docs/_build/html

test: $(VENV)/.stamp-test
	$(PY) -m pytest
	$(SPHINX)

docs: $(VENV)/.stamp-test
	$(SPHINX)
	@echo "docs built: docs/_build/html/index.html"

bench: $(VENV)/.stamp-install
	$(PY) benchmarks/bench_solver.py

clean:
	rm -rf $(VENV) build dist *.egg-info docs/_build .pytest_cache .hypothesis
