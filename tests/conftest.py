from pathlib import Path

import pytest
from django.core.management import call_command
from django.db import transaction

FIXTURES = [
    Path(__file__).resolve().parent.parent / "fixtures" / name
    for name in ("people.json", "stories.json")
]


@pytest.fixture
def seed(db):
    """The shipped seed story, loaded the way `make run` loads it."""
    call_command("loaddata", *FIXTURES, verbosity=0)


@pytest.fixture(scope="module")
def _seed_for_module(django_db_setup, django_db_blocker):
    # One load per module inside an outer transaction; each test's own transaction nests inside
    # it and rolls back, and the module's rollback leaves the database empty for the next one.
    with django_db_blocker.unblock(), transaction.atomic():
        call_command("loaddata", *FIXTURES, verbosity=0)
        yield
        transaction.set_rollback(True)


@pytest.fixture
def seeded(_seed_for_module, db):
    """The seed story like `seed`, loaded once per test module: for the many tests that read pages."""


@pytest.fixture(autouse=True)
def _media_root(settings, tmp_path):
    # Uploaded files from tests never land in the project's media folder.
    settings.MEDIA_ROOT = tmp_path / "media"


@pytest.fixture
def kept_parts(settings):
    """Parts of pages kept between renders (`{% fragment %}`), with the page cache still off: every request
    renders its page. For modules that test what is kept: `pytest.mark.usefixtures("kept_parts")`."""
    settings.FRAGMENT_CACHE_SECONDS = 300


@pytest.fixture(autouse=True)
def _empty_cache():
    # Page-cache generations must not leak from one test to the next, nor parts of pages kept in this process.
    from django.core.cache import cache

    from pagecache import fragments

    cache.clear()
    fragments.local_copies.pages.clear()


@pytest.fixture
def editor(db):
    from tests.factories import staff_user

    return staff_user("Editors", "editor")


@pytest.fixture
def reporter(db):
    from tests.factories import staff_user

    return staff_user("Reporters", "reporter")


@pytest.fixture(autouse=True)
def _editorial_groups(request):
    """A transactional test (a live server's) empties every table after it, the migrations' groups included:
    give the next one the groups back, as the migrations left them."""
    marker = request.node.get_closest_marker("django_db")
    marked = marker is not None and bool(marker.kwargs.get("transaction"))
    if marked or {"transactional_db", "live_server"} & set(request.fixturenames):
        request.getfixturevalue("transactional_db")
        from django.core.management import call_command

        call_command("sync_groups", verbosity=0)
