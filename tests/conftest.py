from pathlib import Path

import pytest
from django.core.management import call_command

FIXTURES = [Path(__file__).resolve().parent.parent / "fixtures" / name for name in ("people.json", "stories.json")]


@pytest.fixture
def seed(db):
    """The shipped seed story, loaded the way `make run` loads it."""
    call_command("loaddata", *FIXTURES, verbosity=0)


@pytest.fixture(autouse=True)
def _media_root(settings, tmp_path):
    # Uploaded files from tests never land in the project's media folder.
    settings.MEDIA_ROOT = tmp_path / "media"


@pytest.fixture
def editor(db):
    from tests.factories import staff_user

    return staff_user("Editors", "editor")


@pytest.fixture
def reporter(db):
    from tests.factories import staff_user

    return staff_user("Reporters", "reporter")
