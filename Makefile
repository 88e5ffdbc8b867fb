# Throughline. `make run` serves the seed story; `make test` runs every test. Both set themselves up.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PG_TEST_URL ?= postgres://postgres@127.0.0.1:5432/throughline

.PHONY: run test test-fast lint format docs test-sqlite test-postgres install fixtures bench-quotes train-attribution serve serve-cached bench bench-newsroom bench-scale bench-addresses bench-cast bench-walk bench-import bench-import-quotes bench-file-cache bench-follow loadtest

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip

# Reinstall only when the requirement files change.
$(VENV)/.installed: requirements.txt requirements-dev.txt | $(BIN)/python
	$(BIN)/python -m pip install -q -r requirements-dev.txt
	touch $@

install: $(VENV)/.installed

run: install
	$(BIN)/python manage.py migrate --noinput
	$(BIN)/python manage.py sync_groups
	$(BIN)/python manage.py load_seed
	$(BIN)/python manage.py render_quote_cards
	$(BIN)/python manage.py create_dev_editor
	$(BIN)/python manage.py runserver 127.0.0.1:8000

test: install test-sqlite test-postgres

# Everything but the browser and Varnish tests, on SQLite only: the quick loop while working (a few minutes).
test-fast: install
	DATABASE_URL= $(BIN)/python -m pytest -m "not browser and not varnish" -q

# The documentation site (docs/, mkdocs.yml) into site/; strict, so a broken link or a page missing
# from the navigation fails the build.
docs: install
	$(BIN)/mkdocs build --strict --site-dir site

# Python and template style, checked as CI checks it (`make format` rewrites the files instead).
TEMPLATES = $$(git ls-files '*.html' | grep '/templates/\|^templates/')
lint: install
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/djhtml --tabwidth 2 --check $(TEMPLATES)

format: install
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .
	$(BIN)/djhtml --tabwidth 2 $(TEMPLATES)

test-sqlite: install
	DATABASE_URL= $(BIN)/python manage.py check
	DATABASE_URL= $(BIN)/python manage.py makemigrations --check --dry-run
	DATABASE_URL= $(BIN)/python -m pytest

# PostgreSQL is optional on a laptop; CI sets REQUIRE_POSTGRES=1 so a missing server fails the run.
test-postgres: install
	@if $(BIN)/python scripts/postgres_ready.py "$(PG_TEST_URL)"; then \
		DATABASE_URL=$(PG_TEST_URL) DJANGO_SETTINGS_MODULE=config.settings.test $(BIN)/python manage.py check --database default && \
		DATABASE_URL=$(PG_TEST_URL) $(BIN)/python -m pytest; \
	elif [ -n "$$REQUIRE_POSTGRES" ]; then \
		echo "PostgreSQL is required (REQUIRE_POSTGRES is set) but not reachable at $(PG_TEST_URL)"; exit 1; \
	else \
		echo "Skipping the PostgreSQL run: no server at $(PG_TEST_URL)."; \
	fi

# Production-like: gunicorn + WhiteNoise, prod settings from the environment, plain http on loopback
# (DJANGO_SECURE_SSL_REDIRECT=0 unless set; a random DJANGO_SECRET_KEY when none is given).
serve: install
	$(BIN)/python manage.py migrate --noinput -v0
	$(BIN)/python manage.py sync_groups
	$(BIN)/python manage.py load_seed
	@echo "Sign in at http://127.0.0.1:8000/admin/ with an account of this database: make run creates editor / throughline;"
	@echo "without one, run: $(BIN)/python manage.py createsuperuser"
	PYTHON_BIN=$(BIN)/python SERVE_SKIP_SETUP= scripts/serve.sh

# `make serve` behind Varnish with xkey (deploy/varnish/): readers on VARNISH_ADDR (127.0.0.1:8000), gunicorn on
# SERVE_ADDR (127.0.0.1:8001); edits purge Varnish by key.
serve-cached: install
	$(BIN)/python manage.py migrate --noinput -v0
	$(BIN)/python manage.py sync_groups
	$(BIN)/python manage.py load_seed
	@echo "Sign in at http://127.0.0.1:8000/admin/ (through Varnish) with an account of this database: make run creates editor / throughline;"
	@echo "without one, run: $(BIN)/python manage.py createsuperuser"
	PYTHON_BIN=$(BIN)/python SERVE_SKIP_SETUP= scripts/serve_cached.sh

# Query counts, server times and throughput per page type on SQLite and PostgreSQL (bench/run.py --help), then
# what the biggest editor and token-holder inputs cost at 1x, 4x and 16x size (bench/inputs.py --help), and
# the article change form's queries and save time at 10 and 20 quotes (bench/desk_form.py --help), what
# reading an article's bylines as a JSON aggregate saves over Prefetch (bench/bylines.py --help), and what the
# arc page's hand-built rows save over the plain ORM per cold render (bench/arc_rows.py --help), what the person
# page's list of what someone said saves as values (bench/person_rows.py --help), and what writing "published" into
# the SQL saves over binding it, per page (bench/inline_sql.py --help).
BENCH_ARGS ?=
bench: install
	$(BIN)/python bench/run.py $(BENCH_ARGS)
	$(BIN)/python bench/inputs.py
	$(BIN)/python bench/desk_form.py
	$(BIN)/python bench/bylines.py
	$(BIN)/python bench/arc_rows.py
	$(BIN)/python bench/person_rows.py
	$(BIN)/python bench/inline_sql.py

# Readers (wrk, Zipf over articles, arcs, people) while an editor saves at 0, 0.2, 1 and 5 saves a second:
# generation-wide vs precise invalidation, then through Varnish, and Varnish vs nginx serving a static copy
# (bench/newsroom.py --help; BENCH_NEWSROOM_ARGS="--articles 100000 --engines postgres" for the large run).
BENCH_NEWSROOM_ARGS ?=
bench-newsroom: install
	$(BIN)/python bench/newsroom.py $(BENCH_NEWSROOM_ARGS)

# Server time of every page at 100,000 articles / 1,000,000 quotes on PostgreSQL (bench/scale.py --help).
BENCH_SCALE_ARGS ?=
bench-scale: install
	$(BIN)/python bench/scale.py $(BENCH_SCALE_ARGS)

# What sitewide/addresses.py saves over reverse() on real pages, rendered in-process (bench/addresses.py --help).
BENCH_ADDRESSES_ARGS ?=
bench-addresses: install
	$(BIN)/python bench/addresses.py $(BENCH_ADDRESSES_ARGS)

# The arc's cast in SQL against the same cast through the ORM, in-process (bench/cast.py --help).
BENCH_CAST_ARGS ?=
bench-cast: install
	$(BIN)/python bench/cast.py $(BENCH_CAST_ARGS)

# The walk of the arc, article and person pages' requests: project files and templates run, entries into
# pagecache, every part built (bench/walk.py --help).
BENCH_WALK_ARGS ?= --page arc --page article --page person
bench-walk: install
	$(BIN)/python bench/walk.py $(BENCH_WALK_ARGS)

# 16 clients x 30 s per page type, then a burst of 128 clients (bench/loadtest.py --help).
LOADTEST_ARGS ?=
loadtest: install
	$(BIN)/python bench/loadtest.py $(LOADTEST_ARGS)

# Regenerate fixtures/*.json from the database (DATABASE_URL, default db.sqlite3): natural keys, stable order.
fixtures: install
	$(BIN)/python manage.py export_fixtures

# Quote extraction measured on the evaluation set beside the checkout (skipped when it is absent).
QUOTEBENCH ?= ../shared/quotebench
bench-quotes: install
	$(BIN)/python -m importing.parsing.bench $(QUOTEBENCH)

# Rebuild the learned speaker attributor (importing/parsing/attribution_model.json) from the train split,
# its threshold chosen on dev; the training extra (LightGBM) is installed by this target only.
train-attribution: install
	$(BIN)/pip install -q -r requirements-train.txt
	$(BIN)/python -m training.train_attribution $(QUOTEBENCH)

# One long article (2,000 to 50,000 paragraphs) written by the importer with search 0005's per-paragraph
# search refresh and with 0007's once-per-article one, in the same run (bench/import_paragraphs.py --help).
BENCH_IMPORT_ARGS ?=
bench-import: install
	$(BIN)/python bench/import_paragraphs.py $(BENCH_IMPORT_ARGS)

# An import of 800 quotes, one paragraph of 4,000, and a dry run of 100 articles (bench/import_quotes.py --help).
BENCH_IMPORT_QUOTES_ARGS ?=
bench-import-quotes: install
	$(BIN)/python bench/import_quotes.py $(BENCH_IMPORT_QUOTES_ARGS)

# What an edit's invalidation costs in Django's file cache and in pagecache/filecache.py, by files held.
BENCH_FILE_CACHE_ARGS ?=
bench-file-cache: install
	$(BIN)/python bench/file_cache.py $(BENCH_FILE_CACHE_ARGS)

# One digest to 10,000 followers through a real Celery worker and a loopback SMTP server (Redis needed).
bench-follow: install
	$(BIN)/python bench/follow_fanout.py $(BENCH_FOLLOW_ARGS)
