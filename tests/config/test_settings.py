import json
import os
import secrets
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
SHOW = "import json; from django.conf import settings as s; print(json.dumps([s.CACHES['default']['BACKEND'], s.STORAGES['staticfiles']['BACKEND']]))"


def prod_settings(**env: str) -> list[str]:
    environment = {
        k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "REDIS_URL"))
    }
    environment.update(
        DJANGO_SETTINGS_MODULE="config.settings.prod",
        DJANGO_SECRET_KEY=secrets.token_urlsafe(50),
        **env,
    )
    result = subprocess.run(
        [sys.executable, "manage.py", "shell", "-c", SHOW],
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(result.stdout.strip().splitlines()[-1])


def test_production_serves_hashed_compressed_static_files():
    assert prod_settings()[1] == "whitenoise.storage.CompressedManifestStaticFilesStorage"


def test_production_processes_share_a_cache_without_redis():
    assert prod_settings()[0] == "pagecache.filecache.FileCache"


def test_redis_url_selects_the_redis_cache():
    assert (
        prod_settings(REDIS_URL="redis://127.0.0.1:6379/0")[0]
        == "django.core.cache.backends.redis.RedisCache"
    )


def test_make_serve_serves_uploads_with_debug_off(settings, tmp_path):
    import importlib

    from django.test import Client
    from django.urls import clear_url_caches

    import config.urls

    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "quote-1.png").write_bytes(b"\x89PNG\r\n\x1a\n")
    settings.DEBUG, settings.SERVE_MEDIA, settings.MEDIA_ROOT = False, True, tmp_path
    try:
        importlib.reload(config.urls)
        clear_url_caches()
        client = Client()
        assert client.get("/media/cards/quote-1.png").status_code == 200
        assert client.get("/media/%2E%2E/manage.py").status_code in (
            400,
            404,
        )  # never a file outside
    finally:
        settings.SERVE_MEDIA = False
        importlib.reload(config.urls)
        clear_url_caches()


# Each writer reads, then writes, inside one transaction, as a save in the admin does.
WRITER = """
import django, sys, time
django.setup()
from django.db import OperationalError, connection, transaction
lost = 0
for n in range(40):
    try:
        with transaction.atomic():
            with connection.cursor() as cursor:
                cursor.execute("SELECT COUNT(*) FROM edits")
                time.sleep(0.002)
                cursor.execute("INSERT INTO edits (writer) VALUES (%s)", [sys.argv[1]])
    except OperationalError:
        lost += 1
print(lost)
"""


def test_editors_saving_at_once_on_sqlite_all_get_their_saves_through(tmp_path):
    import sqlite3

    database = tmp_path / "newsroom.sqlite3"
    with sqlite3.connect(database) as db:
        db.execute("CREATE TABLE edits (id INTEGER PRIMARY KEY, writer TEXT)")
    environment = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_")}
    environment.update(
        DJANGO_SETTINGS_MODULE="config.settings.dev", DATABASE_URL=f"sqlite:///{database}"
    )
    writers = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, str(n)],
            cwd=ROOT,
            env=environment,
            stdout=subprocess.PIPE,
            text=True,
        )
        for n in range(4)
    ]
    lost = [int(writer.communicate(timeout=120)[0].strip()) for writer in writers]
    assert lost == [0, 0, 0, 0]
    with sqlite3.connect(database) as db:
        assert db.execute("SELECT COUNT(*) FROM edits").fetchone() == (160,)
        assert db.execute("PRAGMA journal_mode").fetchone() == ("wal",)


def test_a_mistyped_number_stops_the_process_naming_the_variable():
    with pytest.raises(subprocess.CalledProcessError) as failure:
        prod_settings(DJANGO_HSTS_SECONDS="a year")
    assert "DJANGO_HSTS_SECONDS must be a whole number, not 'a year'" in failure.value.stderr
