"""`make bench-file-cache`: what an edit's invalidation costs in the file cache, by how much it holds.

An edit writes one stamp per tag it makes stale (pagecache.invalidation). Django's FileBasedCache
lists its whole folder on every write to decide whether to cull; pagecache.filecache.FileCache looks
once every tenth of MAX_ENTRIES writes. For caches holding 1,000 to 40,000 files (MAX_ENTRIES 50,000,
production's), each backend writes the stamps of 200 edits of 10 tags, alternating; the median time
of one edit is printed, and its ratio to the smallest cache's: flat is the goal.
Run: `make bench-file-cache` (BENCH_FILE_CACHE_ARGS="--help").
"""

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

BACKENDS = {
    "Django's FileBasedCache": "django.core.cache.backends.filebased.FileBasedCache",
    "pagecache.filecache.FileCache": "pagecache.filecache.FileCache",
}


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--sizes", default="1000,10000,40000", help="files in the cache")
    parser.add_argument("--edits", type=int, default=200)
    parser.add_argument("--tags", type=int, default=10, help="stamps an edit writes")
    return parser.parse_args()


def edit_seconds(cache, edits: int, tags: int) -> float:
    times = []
    for edit in range(edits):
        started = time.perf_counter()
        cache.set_many({f"public-pages:tag:t{edit}-{n}": time.time() for n in range(tags)}, 360)
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def main() -> None:
    args = arguments()
    import django
    from django.conf import settings
    from django.utils.module_loading import import_string

    settings.configure()
    django.setup()
    sizes = [int(size) for size in args.sizes.split(",")]
    print(
        f"one edit's invalidation ({args.tags} stamps), median of {args.edits}, MAX_ENTRIES 50,000"
    )
    print(f"{'files held':>10}  " + "  ".join(f"{name:>30}" for name in BACKENDS))
    first: dict[str, float] = {}
    for size in sizes:
        row = []
        for name, path in BACKENDS.items():
            with tempfile.TemporaryDirectory() as folder:
                cache = import_string(path)(folder, {"OPTIONS": {"MAX_ENTRIES": 50_000}})
                for n in range(size):
                    (Path(folder) / f"filler{n:06d}.djcache").write_bytes(b"")
                seconds = edit_seconds(cache, args.edits, args.tags)
            first.setdefault(name, seconds)
            row.append(f"{seconds * 1000:>18.2f} ms ({seconds / first[name]:>4.1f}x)")
        print(f"{size:>10,}  " + "  ".join(row))


if __name__ == "__main__":
    main()
