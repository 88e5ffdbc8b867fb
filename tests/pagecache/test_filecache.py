"""The production file cache: a write costs the same whatever the cache holds, and it still culls."""

import os

import pytest

from pagecache.filecache import FileCache


def file_cache(tmp_path, **options) -> FileCache:
    return FileCache(str(tmp_path / "cache"), {"OPTIONS": options})


def test_a_write_does_not_list_the_folder_each_time(tmp_path, monkeypatch):
    cache = file_cache(tmp_path, MAX_ENTRIES=1000)
    listings = []
    original = cache._list_cache_files
    monkeypatch.setattr(cache, "_list_cache_files", lambda: listings.append(1) or original())
    for n in range(300):
        cache.set(f"stamp-{n}", n, None)
    # Django's FileBasedCache lists its folder on every one of these 300 writes.
    assert len(listings) <= 300 // cache.cull_every + 1


@pytest.mark.parametrize("cull_every", [1, 5])
def test_the_folder_is_still_culled_past_its_size(tmp_path, cull_every):
    cache = file_cache(tmp_path, MAX_ENTRIES=20, CULL_EVERY=cull_every)
    for n in range(200):
        cache.set(f"page-{n}", n, None)
    # Culled as Django culls (a share of the files at random) once the folder is looked at.
    assert len(os.listdir(tmp_path / "cache")) <= 20 + cull_every


def test_culling_is_a_tenth_of_the_size_by_default(tmp_path):
    assert file_cache(tmp_path, MAX_ENTRIES=50_000).cull_every == 5_000
    assert file_cache(tmp_path, MAX_ENTRIES=3).cull_every == 1
