"""Django's file cache, culled once in a while instead of listed on every write.

`FileBasedCache.set()` lists its whole folder to decide whether to cull, so each write costs time in
proportion to what the cache holds: an edit's invalidation writes a stamp per tag, and an import
that writes hundreds of rows wrote thousands of stamps, each listing thousands of files
(`make bench-file-cache` prints both). Here a process looks at the folder once every `CULL_EVERY`
of its writes (a tenth of MAX_ENTRIES, at least one): a write then costs the same whatever the
cache holds, and the folder grows past MAX_ENTRIES by at most that many files per process before
it is culled as Django culls it. Culling is safe for the page cache: an evicted stamp fails closed
(`pagecache.invalidation.changed_since`).
"""

import itertools
import random
import threading

from django.core.cache.backends.filebased import FileBasedCache


class FileCache(FileBasedCache):
    def __init__(self, dir, params):
        super().__init__(dir, params)
        options = params.get("OPTIONS", {})
        self.cull_every = int(options.get("CULL_EVERY") or max(1, self._max_entries // 10))
        # Begun at random, so that processes that live for fewer writes than CULL_EVERY still cull.
        self._writes = itertools.count(random.randrange(self.cull_every))
        self._lock = threading.Lock()

    def _cull(self):
        with self._lock:
            due = next(self._writes) % self.cull_every == 0
        if due:
            super()._cull()
