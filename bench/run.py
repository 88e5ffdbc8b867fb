"""`make bench`: query counts, server time and throughput of every public page type, against gunicorn.

For each engine (SQLite, and PostgreSQL when one answers): build small and large demo data,
count each page's queries at both sizes, then serve the large data with `scripts/serve.sh`
twice, page cache off and on, and measure each page's median and p99 server time (sequential
requests, from Server-Timing) and its requests/second under concurrent load (wrk when installed).
The floor is bench/floor/, a bare Django project whose one view renders a 30 KB page from a template
in memory, served by the same gunicorn on the next port; "× floor" is a page's throughput over the
floor's, measured in alternating slices. /healthz (a one-line view inside Throughline) is kept beside it.
"""

import argparse
import json
import os
import secrets
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.load import median, percentile, run_load, run_wrk, server_times, wrk_available  # noqa: E402

HOST = "127.0.0.1"


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--engines", default="sqlite,postgres")
    parser.add_argument("--small", default="3x5", help="arcs x articles per arc")
    parser.add_argument("--large", default="20x50", help="arcs x articles per arc")
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument(
        "--rounds",
        type=int,
        default=3,
        help="alternating slices of each page's load and the floor's",
    )
    parser.add_argument(
        "--seconds", type=float, default=8.0, help="load per round, for the page and for the floor"
    )
    parser.add_argument(
        "--worker-class",
        default=os.environ.get("GUNICORN_WORKER_CLASS", "sync"),
        help="gunicorn's, for the site and the floor alike (sync: one request per process at a time)",
    )
    parser.add_argument(
        "--latency-seconds", type=float, default=2.0, help="sequential requests per page"
    )
    parser.add_argument(
        "--pages", default="", help="comma-separated page names from bench/pages.py (default: all)"
    )
    parser.add_argument(
        "--no-generate", action="store_true", help="measure the demo data already in the database"
    )
    parser.add_argument(
        "--cold",
        action="store_true",
        help="keep no part of any page between renders (DJANGO_FRAGMENT_CACHE_SECONDS=0): the uncached "
        "column then builds every part, as the first render after an edit to everything on it would",
    )
    parser.add_argument(
        "--no-prepared",
        action="store_true",
        help="build and compile every queryset on every render (DJANGO_PREPARED_QUERIES=0): what "
        "sitewide/prepared.py saves is the difference from a run without it",
    )
    parser.add_argument("--port", type=int, default=int(os.environ.get("BENCH_PORT", "8103")))
    parser.add_argument(
        "--sqlite-url",
        default=os.environ.get("BENCH_SQLITE_URL", "sqlite:////tmp/throughline-bench.sqlite3"),
    )
    parser.add_argument(
        "--redis-url",
        default=os.environ.get("REDIS_URL", ""),
        help="measure with this shared Redis cache (its database is emptied first) instead of "
        "the file cache `make serve` uses without REDIS_URL, e.g. redis://127.0.0.1:6379/9",
    )
    parser.add_argument(
        "--postgres-url",
        default=os.environ.get(
            "BENCH_PG_URL", "postgres://postgres@127.0.0.1:5432/throughline_bench"
        ),
    )
    return parser.parse_args()


def redis_ready(url: str) -> bool:
    """True when measuring with Redis: its database emptied, so no page or generation survives an earlier run."""
    if not url:
        return False
    import redis

    try:
        redis.Redis.from_url(url, socket_connect_timeout=1).flushdb()
    except redis.RedisError as error:
        raise SystemExit(f"--redis-url {url}: {error}") from error
    return True


def environment(database_url: str, engine: str, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_") and k != "REDIS_URL"}
    env.update(
        DATABASE_URL=database_url,
        DJANGO_SETTINGS_MODULE="config.settings.prod",
        DJANGO_SECRET_KEY=secrets.token_urlsafe(50),
        DJANGO_ALLOWED_HOSTS="127.0.0.1,localhost,testserver",
        DJANGO_SECURE_SSL_REDIRECT="0",
        DJANGO_SERVER_TIMING="1",
        # Every request comes from this machine's one address: counted by the API's limit, never refused by it.
        DJANGO_API_RATE="1000000000/minute",
        DJANGO_CACHE_DIR=f"/tmp/throughline-bench-cache-{engine}-{os.getpid()}",
        PYTHON_BIN=sys.executable,
        **extra,
    )
    return env


def manage(env: dict[str, str], *args: str) -> str:
    result = subprocess.run(
        [sys.executable, "manage.py", *args], cwd=ROOT, env=env, capture_output=True, text=True
    )
    if result.returncode:
        raise SystemExit(f"manage.py {' '.join(args)} failed:\n{result.stderr[-3000:]}")
    return result.stdout


def prepare_postgres(url: str) -> bool:
    if subprocess.run(
        [sys.executable, "scripts/postgres_ready.py", url], cwd=ROOT, capture_output=True
    ).returncode:
        return False
    import psycopg

    name = url.rsplit("/", 1)[1]
    with psycopg.connect(url.rsplit("/", 1)[0] + "/postgres", autocommit=True) as connection:
        if not connection.execute(
            "SELECT 1 FROM pg_database WHERE datname = %s", [name]
        ).fetchone():
            connection.execute(f'CREATE DATABASE "{name}"')
    return True


def generate(env: dict[str, str], size: str) -> dict:
    arcs, per_arc = size.split("x")
    # About 500 quotes per person at any size (ten quotes per article), as in a real archive.
    persons = str(max(50, int(arcs) * int(per_arc) // 50))
    manage(
        env, "generate_demo", "--arcs", arcs, "--articles-per-arc", per_arc, "--persons", persons
    )
    return measure_queries(env)


def measure_queries(env: dict[str, str]) -> dict:
    result = subprocess.run(
        [sys.executable, "bench/pages.py"],
        cwd=ROOT,
        env=env,
        check=True,
        capture_output=True,
        text=True,
    )
    return json.loads(result.stdout.strip().splitlines()[-1])


class Server:
    """scripts/serve.sh in its own process group, stopped by that group's id."""

    def __init__(self, env: dict[str, str], port: int):
        self.url = f"http://{HOST}:{port}"
        env = dict(env, SERVE_ADDR=f"{HOST}:{port}", SERVE_SKIP_SETUP="1", SERVE_WORKER="0")
        self.process = subprocess.Popen(
            ["bash", "scripts/serve.sh"],
            cwd=ROOT,
            env=env,
            start_new_session=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )

    def __enter__(self) -> "Server":
        for _ in range(100):
            try:
                urllib.request.urlopen(self.url + "/healthz", timeout=1).read()
                return self
            except OSError:
                time.sleep(0.2)
        self.stop()
        raise SystemExit(f"gunicorn did not answer: {self.process.stderr.read().decode()[-2000:]}")

    def stop(self) -> None:
        os.killpg(self.process.pid, signal.SIGTERM)
        self.process.wait(timeout=30)

    def __exit__(self, *exc) -> None:
        self.stop()


class FloorServer(Server):
    """bench/floor/ under the same gunicorn options as scripts/serve.sh."""

    def __init__(self, env: dict[str, str], port: int):
        self.url = f"http://{HOST}:{port}"
        env = dict(env, DJANGO_SETTINGS_MODULE="bench.floor.settings")
        command = [
            sys.executable,
            "-m",
            "gunicorn",
            "bench.floor.wsgi",
            "--bind",
            f"{HOST}:{port}",
            "--workers",
            os.environ.get("WEB_CONCURRENCY", "2"),
            "--worker-class",
            env["GUNICORN_WORKER_CLASS"],
            "--threads",
            env["GUNICORN_THREADS"],
            "--keep-alive",
            "5",
        ]
        self.process = subprocess.Popen(
            command,
            cwd=ROOT,
            env=env,
            start_new_session=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )

    def __enter__(self) -> "FloorServer":
        for _ in range(100):
            try:
                urllib.request.urlopen(self.url + "/", timeout=1).read()
                return self
            except OSError:
                time.sleep(0.2)
        self.stop()
        raise SystemExit(
            f"the floor's gunicorn did not answer: {self.process.stderr.read().decode()[-2000:]}"
        )


def load(port: int, path: str, args, seconds: float) -> tuple[int, float, int]:
    """(requests, seconds, errors) of `args.clients` clients on `path` for `seconds`."""
    if wrk_available():
        result = run_wrk(HOST, port, path, clients=args.clients, seconds=seconds)
        return result.requests, result.seconds, result.errors
    result = run_load(HOST, port, path, clients=args.clients, seconds=seconds)
    return result.requests, result.seconds, result.errors


def measure(port: int, floor_port: int, urls: dict[str, str], args) -> dict[str, dict]:
    """Each page's figures; its load alternates slices with the floor's (bench/floor/ on `floor_port`),
    so that both see the same machine (other processes come and go) and their ratio holds."""
    figures = {}
    floor_totals = {"requests": 0, "seconds": 0.0}
    for name, path in {"floor": "/", **urls}.items():
        on = floor_port if name == "floor" else port
        server_times(HOST, on, path, seconds=0.3)  # warm up: connections, caches, imports
        times = server_times(HOST, on, path, seconds=args.latency_seconds)
        rounds = args.rounds
        page = {"requests": 0, "seconds": 0.0, "errors": 0}
        floor = {"requests": 0, "seconds": 0.0, "errors": 0}
        for _ in range(rounds):
            for totals, (target_port, target) in ((floor, (floor_port, "/")), (page, (on, path))):
                requests, seconds, errors = load(target_port, target, args, args.seconds)
                totals["requests"] += requests
                totals["seconds"] += seconds
                totals["errors"] += errors
        floor_totals["requests"] += floor["requests"]
        floor_totals["seconds"] += floor["seconds"]
        rps, floor_rps = page["requests"] / page["seconds"], floor["requests"] / floor["seconds"]
        figures[name] = {
            "median": median(times),
            "p99": percentile(times, 0.99),
            "rps": rps,
            "ratio": rps / floor_rps,
            "errors": page["errors"] + floor["errors"],
        }
    figures["floor"]["rps"] = floor_totals["requests"] / floor_totals["seconds"]
    return figures


def bench_engine(engine: str, url: str, args) -> None:
    env = environment(
        url,
        engine,
        BENCH_PAGES=args.pages,
        GUNICORN_WORKER_CLASS=args.worker_class,
        # gunicorn turns a sync worker with more than one thread into a gthread one.
        GUNICORN_THREADS="1"
        if args.worker_class == "sync"
        else os.environ.get("GUNICORN_THREADS", "4"),
        **({"REDIS_URL": args.redis_url} if args.redis else {}),
        **({"DJANGO_FRAGMENT_CACHE_SECONDS": "0"} if args.cold else {}),
        **({"DJANGO_PREPARED_QUERIES": "0"} if args.no_prepared else {}),
    )
    manage(env, "migrate", "--noinput", "-v0")
    manage(env, "collectstatic", "--noinput", "-v0")
    if args.no_generate:
        manage(env, "load_seed")
        large = measure_queries(env)
        small = {"queries": {}}
    else:
        small = generate(env, args.small)
        large = generate(env, args.large)
    runs = {}
    urls = large["urls"]
    large["queries"]["floor"] = small["queries"]["floor"] = 0
    for mode, seconds in (("uncached", "0"), ("cached", "300")):
        with (
            Server(dict(env, DJANGO_PAGE_CACHE_SECONDS=seconds), args.port),
            FloorServer(env, args.port + 1),
        ):
            runs[mode] = measure(args.port, args.port + 1, urls, args)
    print_table(engine, args, small, large, runs)


def print_table(engine: str, args, small: dict, large: dict, runs: dict) -> None:
    print(
        f"\n## {engine}: small = {args.small} arcs x articles, large = {args.large}; "
        f"{args.clients} clients, {args.rounds} rounds x {args.seconds:g} s per page; "
        f"times in ms at {'the data in the database' if args.no_generate else 'large data'}\n"
    )
    print(
        "| page | queries small | queries large | uncached median | p99 | req/s | × floor "
        "| cached median | p99 | req/s | × floor | errors |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for name in ["floor", *large["urls"]]:
        row = [name, small["queries"].get(name, "-"), large["queries"][name]]
        errors = 0
        for mode in ("uncached", "cached"):
            figures = runs[mode][name]
            row += [
                _ms(figures["median"]),
                _ms(figures["p99"]),
                f"{figures['rps']:.0f}",
                f"{figures['ratio']:.2f}",
            ]
            errors += figures["errors"]
        print("| " + " | ".join(str(cell) for cell in row + [errors]) + " |")
    print(
        f"\nURLs: floor=bench/floor/ (its own gunicorn), {', '.join(f'{k}={v}' for k, v in large['urls'].items())}"
    )
    print(
        f"× floor: the page's req/s over the floor's (a bare Django view rendering a 30 KB template from memory), "
        f"measured in alternating slices with {'wrk' if wrk_available() else 'bench/load.py'}; "
        "targets for the uncached render: article ≥ 0.15, arc ≥ 0.13, person ≥ 0.13."
    )


def _ms(value: float) -> str:
    return "-" if value != value else f"{value:.2f}"  # NaN: no Server-Timing (the floor sends none)


def main() -> None:
    args = arguments()
    args.redis = redis_ready(args.redis_url)
    engines = args.engines.split(",")
    print(
        f"Throughline bench: gunicorn {os.environ.get('WEB_CONCURRENCY', '2')} {args.worker_class} workers"
        f"{'' if args.worker_class == 'sync' else ' x ' + os.environ.get('GUNICORN_THREADS', '4') + ' threads'}, cache: {f'Redis at {args.redis_url}' if args.redis else 'file (prod default without REDIS_URL)'}, "
        f"{os.cpu_count()} CPUs shared by server and load generator, loopback; uncached: page cache off, "
        f"{'no part of a page kept (--cold)' if args.cold else 'parts of pages kept between renders (pagecache.fragments)'}, "
        f"{'querysets compiled on every render (--no-prepared)' if args.no_prepared else 'prepared querysets (sitewide/prepared.py)'}."
    )
    if "sqlite" in engines:
        if not args.no_generate:
            Path(args.sqlite_url.removeprefix("sqlite:///")).unlink(missing_ok=True)
        bench_engine("sqlite", args.sqlite_url, args)
    if "postgres" in engines:
        if prepare_postgres(args.postgres_url):
            bench_engine("postgres", args.postgres_url, args)
        else:
            print(f"\n## postgres: skipped, no server at {args.postgres_url}")


if __name__ == "__main__":
    main()
