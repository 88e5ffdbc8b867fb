"""`make loadtest`: the page types under sustained and burst load, against gunicorn on loopback.

Sustained: CLIENTS concurrent clients for SECONDS per page type, expecting no error at all.
Burst: BURST clients at once (each a bounded number of requests), expecting no 5xx; then the
server must still answer every page normally. Breaking news: CLIENTS readers load an article while
an editor (bench/newsdesk.py, a separate process) corrects it every half second, expecting no
error, no lost edit, and no answer older than a correction committed before it was asked for.
Uses the demo data bench builds (generated if absent). Exits non-zero when an expectation fails.
"""

import argparse
import bisect
import json
import os
import secrets
import subprocess
import sys
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.load import percentile, read_while, run_load  # noqa: E402
from bench.run import HOST, Server, environment, generate, manage, prepare_postgres  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--engine", choices=["sqlite", "postgres"], default="sqlite")
    parser.add_argument("--size", default="20x50", help="arcs x articles per arc")
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--burst", type=int, default=128)
    parser.add_argument("--burst-requests", type=int, default=20, help="requests per burst client")
    parser.add_argument(
        "--news-seconds", type=float, default=20.0, help="length of the breaking-news phase"
    )
    parser.add_argument(
        "--news-interval", type=float, default=0.5, help="seconds between two corrections"
    )
    parser.add_argument(
        "--cache-seconds", default="300", help="DJANGO_PAGE_CACHE_SECONDS for the server (0: off)"
    )
    parser.add_argument("--port", type=int, default=int(os.environ.get("BENCH_PORT", "8104")))
    args = parser.parse_args()
    if args.engine == "postgres":
        url = os.environ.get("BENCH_PG_URL", "postgres://postgres@127.0.0.1:5432/throughline_bench")
        if not prepare_postgres(url):
            print(f"No PostgreSQL at {url}")
            return 1
    else:
        url = os.environ.get("BENCH_SQLITE_URL", "sqlite:////tmp/throughline-loadtest.sqlite3")
    env = environment(url, args.engine, DJANGO_PAGE_CACHE_SECONDS=args.cache_seconds)
    manage(env, "migrate", "--noinput", "-v0")
    manage(env, "collectstatic", "--noinput", "-v0")
    urls = generate(env, args.size)["urls"]
    failed = False
    print(
        f"Load test ({args.engine}, {args.size} demo data, page cache {args.cache_seconds} s): "
        f"{args.clients} clients x {args.seconds:g} s per page, then a burst of {args.burst} clients.\n"
    )
    print("| page | requests | req/s | errors | statuses |\n|---|---:|---:|---:|---|")
    with Server(env, args.port):
        for name, path in urls.items():
            load = run_load(HOST, args.port, path, clients=args.clients, seconds=args.seconds)
            failed |= load.errors > 0
            print(
                f"| {name} | {load.requests} | {load.rps:.0f} | {load.errors} | {dict(load.statuses)} |",
                flush=True,
            )
        burst_path = urls.get("article", "/")
        burst = run_load(
            HOST,
            args.port,
            burst_path,
            clients=args.burst,
            seconds=60,
            processes=4,
            max_requests=args.burst_requests,
        )
        failed |= burst.server_errors > 0
        print(
            f"\nBurst: {args.burst} clients x {args.burst_requests} requests on {burst_path}: {burst.requests} answers "
            f"in {burst.seconds:.1f} s, {burst.server_errors} 5xx, {burst.failures} connection failures, "
            f"statuses {dict(burst.statuses)}"
        )
        after = {
            name: urllib.request.urlopen(f"http://{HOST}:{args.port}{path}", timeout=10).status
            for name, path in urls.items()
        }
        failed |= any(status != 200 for status in after.values())
        print(f"After the burst: {after}")
        failed |= not breaking_news(env, args, urls.get("article", "/"))
    print(
        "\nFAILED"
        if failed
        else "\nPASSED: no errors under sustained load, no 5xx in the burst, normal answers after, "
        "and every correction on every answer asked for after it was saved."
    )
    return 1 if failed else 0


def breaking_news(env: dict[str, str], args, path: str) -> bool:
    """Readers load the article while an editor corrects it: True when no answer failed, no edit was
    lost and no answer was older than a correction committed before the reader asked."""
    slug, tag = path.rstrip("/").rsplit("/", 1)[-1], secrets.token_hex(4)
    desk = subprocess.Popen(
        [
            sys.executable,
            "bench/newsdesk.py",
            slug,
            "--tag",
            tag,
            "--seconds",
            str(args.news_seconds),
            "--interval",
            str(args.news_interval),
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        text=True,
    )
    readings = read_while(
        HOST,
        args.port,
        path,
        pattern=rf"\[DEMO\] Correction {tag}-(\d+)\.",
        clients=args.clients,
        seconds=args.news_seconds + 1,
    )
    output, _ = desk.communicate(timeout=120)
    events = [json.loads(line) for line in output.splitlines() if line.startswith("{")]
    commits = sorted(
        (event["committed"], event["number"]) for event in events if "committed" in event
    )
    lost = [event for event in events if "error" in event]
    committed_at = [at for at, _ in commits]
    # The newest correction committed before the reader asked; numbers grow with time.
    expected = [
        commits[i - 1][1] if i else 0
        for i in (bisect.bisect_left(committed_at, r.started) for r in readings)
    ]
    stale = sum(
        1
        for reading, wanted in zip(readings, expected, strict=True)
        if reading.status == 200 and reading.number < wanted
    )
    errors = sum(1 for reading in readings if reading.status != 200)
    latency = [1000 * (reading.finished - reading.started) for reading in readings]
    lost_note = f" ({lost[0]['error']})" if lost else ""
    print(
        f"\nBreaking news on {path}: {len(commits)} corrections committed, one every {args.news_interval:g} s, "
        f"{len(lost)} lost{lost_note}; {args.clients} readers: {len(readings)} answers "
        f"({len(readings) / args.news_seconds:.0f}/s), latency median {percentile(latency, 0.5):.0f} ms, "
        f"p99 {percentile(latency, 0.99):.0f} ms; {errors} errors; {stale} answers older than a correction "
        f"committed before they were asked for."
    )
    return bool(commits) and not lost and not errors and not stale


if __name__ == "__main__":
    sys.exit(main())
