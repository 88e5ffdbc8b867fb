"""`make bench-newsroom`: readers reading while editors save, with whole-cache and precise invalidation.

For each engine: build (or reuse) the demo data, serve it with the prod settings under gunicorn with
Redis as the shared cache, and read with 16 wrk connections over Zipf-distributed article, arc and
person pages for a fixed period per save rate (none, every 5 s, every second, five a second) while
bench/newsroom_desk.py saves random published articles (--edits: by default nine body edits to one dek
edit, as an editor's saves to a published article mostly are; an arc page shows its articles' deks, not
their bodies). Printed per rate: req/s, p50, p99 and the
page-cache hit ratio, for the generation-wide invalidation (DJANGO_PAGE_CACHE_INVALIDATION=generation)
and the precise one (tags), in the same run; then the same through Varnish (deploy/varnish/, purged by
tag), and Varnish against nginx serving a static copy of the same page. Throughout, one reader checks
that no answer is older than a save committed before it was asked for: an article page against every
save of it, each timeline line of an arc page against its article's dek edits.

Varnish against nginx is measured twice. As a browser asks (Accept-Encoding: gzip), both send the same
gzipped bytes: Varnish keeps the page as Django compressed it, nginx sends a copy of those bytes
(gzip_static). This is the reading held to the target. Asked with no Accept-Encoding (wrk's default),
Varnish un-gzips its copy for every answer while nginx sends its file as it is: the two then do
different jobs, and that line is printed for reference.

Fair to every rate: the rates take turns in --rounds slices each, each round starting one rate
later (other work on the machine then weighs on all of them alike), every slice starts from a full cache (every page asked for once,
unmeasured), and the editor's process is started and set up (Django, the article ids) before its
slice begins, so what a slice measures is the saves themselves. p50 and p99 are the means of a
rate's slices. The editor runs on the same 2 CPUs as the server and wrk: its saves' own work (and
the renders they cause) is counted against the readers, as it would be on one small server. Before
reading, it prints what a save of a random published article makes stale (bench/newsroom_desk.py
breadth): the tags, the pages carrying them and the time to render those again.
"""

import argparse
import bisect
import http.client
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.load import run_wrk, wrk_available  # noqa: E402
from bench.run import HOST, Server, environment, manage, prepare_postgres, redis_ready  # noqa: E402

RATE_NAMES = {0.0: "none", 0.2: "every 5 s", 1.0: "every second", 5.0: "5 a second"}
SETUPS = ("generation", "tags", "varnish")
BREADTH_MOST_ARTICLES = 5000
# Warming asks for every page once before each slice; at 100,000 articles that would be renders for an
# hour, so only the most read pages are warmed and the rest of the long tail is a miss at every rate alike.
WARMED_MOST = 5000
SEEN = re.compile(rb"\(rev (\d+)\)")
# A timeline line of an arc page: its article's address and the revision its dek shows
# (templates/stories/timeline_line.html).
LINE_SEEN = re.compile(
    rb'<h3 class="timeline__title"><a href="/articles/([^"/]+)/">[^<]*</a></h3>\s*(?:<p>([^<]*)</p>)?'
)


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--engines", default="sqlite,postgres")
    parser.add_argument(
        "--articles",
        type=int,
        default=1000,
        help="demo articles (20 arcs; 100,000 takes long, on PostgreSQL)",
    )
    parser.add_argument(
        "--no-generate", action="store_true", help="reuse the demo data already in the databases"
    )
    parser.add_argument(
        "--seconds", type=float, default=20.0, help="reading per save rate (over all its rounds)"
    )
    parser.add_argument(
        "--rounds", type=int, default=2, help="slices per rate, the rates taking turns"
    )
    parser.add_argument(
        "--rates", default="0,0.2,1,5", help="saves a second, comma-separated (0: none)"
    )
    parser.add_argument("--setups", default=",".join(SETUPS), help="of " + ", ".join(SETUPS))
    parser.add_argument(
        "--edits",
        default="body=9,dek=1",
        help="the editor's kinds of save, weighed: body (its first paragraph, then the article) and "
        "dek; dek=1 alone is every save changing what an arc page shows of the article",
    )
    parser.add_argument(
        "--breadth-sample",
        type=int,
        default=40,
        help="articles whose save's breadth is reported (0: skip)",
    )
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument(
        "--port",
        type=int,
        default=int(os.environ.get("BENCH_PORT", "8120")),
        help="gunicorn; Varnish and nginx take the next two",
    )
    parser.add_argument(
        "--redis-url",
        default=os.environ.get("BENCH_REDIS_URL", "redis://127.0.0.1:6379/0"),
        help="the shared cache (its database is emptied)",
    )
    parser.add_argument(
        "--sqlite-url",
        default=os.environ.get("BENCH_SQLITE_URL", "sqlite:////tmp/throughline-newsroom.sqlite3"),
    )
    parser.add_argument(
        "--postgres-url",
        default=os.environ.get(
            "BENCH_PG_URL", "postgres://postgres@127.0.0.1:5432/throughline_newsroom"
        ),
    )
    return parser.parse_args()


def demo_urls(env: dict[str, str], args) -> dict[str, list[str]]:
    def read() -> dict[str, list[str]]:
        out = subprocess.run(
            [sys.executable, "bench/newsroom_desk.py", "urls"],
            cwd=ROOT,
            env=env,
            check=True,
            capture_output=True,
            text=True,
        ).stdout
        return json.loads(out.strip().splitlines()[-1])

    found = read()
    if not args.no_generate and len(found["articles"]) < args.articles * 0.95:
        per_arc = max(1, args.articles // 20)
        manage(
            env,
            "generate_demo",
            "--arcs",
            "20",
            "--articles-per-arc",
            str(per_arc),
            "--persons",
            str(max(50, args.articles // 50)),
        )
        found = read()
    return found


def zipf_paths(urls: dict[str, list[str]], path: Path, count: int = 200_000) -> list[str]:
    """Every demo page ranked in a fixed random order, drawn with weight 1/rank; written one per line."""
    pages = urls["articles"] + urls["arcs"] + urls["people"]
    random.Random(7).shuffle(pages)
    weights = [1.0 / rank for rank in range(1, len(pages) + 1)]
    drawn = random.Random(11).choices(pages, weights=weights, k=count)
    path.write_text("\n".join(drawn) + "\n")
    return pages


def get(connection: http.client.HTTPConnection, path: str) -> tuple[int, bytes]:
    connection.request("GET", path)
    response = connection.getresponse()
    return response.status, response.read()


def warm(port: int, pages: list[str], clients: int = 4) -> None:
    """Every page (the WARMED_MOST most read) asked for once, by a few clients at a time, so each rate starts from a full cache."""
    pages = pages[:WARMED_MOST]

    def read(share: list[str]) -> None:
        connection = http.client.HTTPConnection(HOST, port, timeout=60)
        for page in share:
            get(connection, page)
        connection.close()

    threads = [threading.Thread(target=read, args=(pages[n::clients],)) for n in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()


class StaleCheck(threading.Thread):
    """One reader asking for article and arc pages in turn, each in the Zipf order, noting the revision
    each answer shows: (asked at, slug, revision, "article") for an article page, the newest of its marks
    (its dek's and its body's); and (asked at, slug, revision, "dek") for each article line of an arc page
    (0: its dek shows no mark)."""

    def __init__(self, port: int, paths: list[str], until: float):
        super().__init__(daemon=True)
        articles = [p for p in paths if p.startswith("/articles/")]
        arcs = [p for p in paths if p.startswith("/arcs/")] or articles
        self.port, self.paths, self.until, self.readings = (
            port,
            [page for pair in zip(articles, arcs * len(articles), strict=False) for page in pair],
            until,
            [],
        )

    def run(self) -> None:
        connection = http.client.HTTPConnection(HOST, self.port, timeout=30)
        index = 0
        while time.time() < self.until:
            path, index = self.paths[index % len(self.paths)], index + 1
            started = time.time()
            try:
                status, body = get(connection, path)
            except (OSError, http.client.HTTPException):
                connection.close()
                continue
            if status != 200:
                pass
            elif path.startswith("/arcs/"):
                for slug, dek in LINE_SEEN.findall(body):
                    seen = max(map(int, SEEN.findall(dek)), default=0)
                    self.readings.append((started, slug.decode(), seen, "dek"))
            else:
                seen = max(map(int, SEEN.findall(body)), default=0)
                self.readings.append((started, path.strip("/").split("/")[-1], seen, "article"))
            time.sleep(0.01)


def stale_answers(readings: list[tuple[float, str, int, str]], saves: list[dict]) -> int:
    """Readings older than a save committed before they were asked for: an article page against every
    save of it, an arc page's line against its article's dek edits (all it shows of them)."""
    committed: dict[tuple[str, str], list[tuple[float, int]]] = {}
    for save in saves:
        if "committed" in save:
            for shown in ("article", save["edit"]):
                committed.setdefault((shown, save["slug"]), []).append(
                    (save["committed"], save["number"])
                )
    stale = 0
    for started, slug, seen, shown in readings:
        history = committed.get((shown, slug), [])
        before = bisect.bisect_left(history, (started, 0))
        if before and seen < history[before - 1][1]:
            stale += 1
    return stale


def read_while_saving(
    env: dict[str, str],
    port: int,
    paths_file: Path,
    pages: list[str],
    rate: float,
    first_number: int,
    seconds: float,
    args,
) -> dict:
    """One slice: `seconds` of reading while the editor saves `rate` articles a second (it is ready first)."""
    saver = None
    if rate:
        saver = subprocess.Popen(
            [
                sys.executable,
                "bench/newsroom_desk.py",
                "save",
                str(rate),
                str(seconds + 1),
                str(first_number),
                args.edits,
            ],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stdin=subprocess.PIPE,
            text=True,
        )
        if saver.stdout.readline().strip() != "ready":
            raise SystemExit("bench/newsroom_desk.py save did not start")
        saver.stdin.write("go\n")
        saver.stdin.flush()
    check = StaleCheck(port, pages, time.time() + seconds)
    check.start()
    result = run_wrk(
        HOST,
        port,
        "/",
        clients=args.clients,
        seconds=seconds,
        script=str(ROOT / "bench" / "newsroom.lua"),
        script_args=(str(paths_file),),
    )
    check.join(30)
    saves = []
    if saver:
        out, _ = saver.communicate(timeout=60)
        saves = [json.loads(line) for line in out.splitlines() if line.startswith("{")]
    counts = dict(item.split("=") for item in re.search(r"NEWSROOM (.*)", result.output)[1].split())
    return {
        "requests": result.requests,
        "seconds": result.seconds,
        "p50": result.p50,
        "p99": result.p99,
        "hits": int(counts["hits"]),
        "answers": int(counts["answers"]),
        "arc_hits": int(counts["arc_hits"]),
        "arc_answers": int(counts["arc_answers"]),
        "errors": result.errors + int(counts["not_ok"]),
        "saves": len([s for s in saves if "committed" in s]),
        "lost": len([s for s in saves if "error" in s]),
        "stale": stale_answers(check.readings, saves),
        "checked": sum(reading[3] == "article" for reading in check.readings),
        "lines_checked": sum(reading[3] == "dek" for reading in check.readings),
    }


def combined(slices: list[dict]) -> dict:
    """A rate's slices as one reading: totals, and the means of their p50 and p99."""
    total = {
        key: sum(piece[key] for piece in slices)
        for key in (
            "requests",
            "seconds",
            "hits",
            "answers",
            "arc_hits",
            "arc_answers",
            "errors",
            "saves",
            "lost",
            "stale",
            "checked",
            "lines_checked",
        )
    }
    return dict(
        total,
        rps=total["requests"] / total["seconds"],
        hits=total["hits"] / (total["answers"] or 1),
        arc_hit_ratio=total["arc_hits"] / (total["arc_answers"] or 1),
        p50=sum(piece["p50"] for piece in slices) / len(slices),
        p99=sum(piece["p99"] for piece in slices) / len(slices),
    )


def breadth(env: dict[str, str], sample: int, edits: str) -> None:
    """What one save makes stale, from bench/newsroom_desk.py breadth (renders every page once, in-process).

    Every part of each page is built: parts kept from an earlier run would make the render times depend on
    what that run left in the shared cache. So "rendering again" is an upper bound (kept parts not showing the
    saved article are reused by the real renders)."""
    out = subprocess.run(
        [sys.executable, "bench/newsroom_desk.py", "breadth", str(sample), edits],
        cwd=ROOT,
        env=dict(env, DJANGO_PAGE_CACHE_SECONDS="0", DJANGO_FRAGMENT_CACHE_SECONDS="0"),
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    found = json.loads(out.strip().splitlines()[-1])
    print(
        "| pages | count | tags each (mean, most) | uncached render, every part built, in-process (mean) |"
    )
    print("|---|---:|---:|---:|")
    for kind, figures in found["kinds"].items():
        print(
            f"| {kind} | {figures['pages']} | {figures['mean_tags']:.0f}, {figures['max_tags']} | {figures['mean_render_ms']:.0f} ms |"
        )
    print()
    for edited, saves in found["saves"].items():
        stale = {
            kind: sum(save["stale"][kind] for save in saves) / len(saves) for kind in found["kinds"]
        }
        tags = sorted(
            {
                "-".join(p for p in tag.split("-") if not p.isdigit())
                for save in saves
                for tag in save["tags"]
            }
        )
        print(
            f"A {edited} edit of one of {len(saves)} random published articles invalidates "
            f"{', '.join(tags)} tags and makes stale on average "
            + ", ".join(f"{n:.2f} {kind}" for kind, n in stale.items())
            + f" page(s): at most {sum(s['rerender_ms'] for s in saves) / len(saves):.0f} ms of rendering again "
            f"(most {max(s['rerender_ms'] for s in saves):.0f} ms; kept parts that do not show it are reused)."
        )
    print()


class Varnish:
    def __init__(self, port: int, backend_port: int, workdir: str):
        self.port = port
        self.process = subprocess.Popen(
            ["bash", "deploy/varnish/run.sh", f"{HOST}:{port}", f"{HOST}:{backend_port}", workdir],
            cwd=ROOT,
            start_new_session=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )

    def __enter__(self) -> "Varnish":
        for _ in range(100):
            try:
                http.client.HTTPConnection(HOST, self.port, timeout=1).request("HEAD", "/healthz")
                return self
            except OSError:
                time.sleep(0.2)
        raise SystemExit("varnishd did not start")

    def __exit__(self, *exc) -> None:
        os.killpg(self.process.pid, signal.SIGTERM)
        self.process.wait(30)


class Nginx:
    """nginx with its own configuration in a temporary directory, serving `body` at `path`, and `gzipped` (the
    same page compressed) to clients that accept gzip."""

    def __init__(self, port: int, path: str, body: bytes, gzipped: bytes, workdir: Path):
        site = workdir / "site" / path.strip("/")
        site.mkdir(parents=True, exist_ok=True)
        # nginx started by root reads files as `nobody`: the folders down to the page must be open to it (mkdtemp
        # makes its folder 0700, and nginx would answer 403).
        for folder in (site, *site.parents):
            folder.chmod(0o755)
            if folder == workdir.parent:
                break
        (site / "index.html").write_bytes(body)
        (site / "index.html.gz").write_bytes(gzipped)
        conf = workdir / "nginx.conf"
        conf.write_text(f"""worker_processes 2;
daemon off;
pid {workdir}/nginx.pid;
error_log {workdir}/error.log;
events {{ worker_connections 1024; }}
http {{
  access_log off;
  client_body_temp_path {workdir}/tmp-body; proxy_temp_path {workdir}/tmp-proxy;
  fastcgi_temp_path {workdir}/tmp-fcgi; uwsgi_temp_path {workdir}/tmp-uwsgi; scgi_temp_path {workdir}/tmp-scgi;
  default_type text/html;
  server {{ listen {HOST}:{port}; root {workdir}/site; location / {{ index index.html; gzip_static on; gzip_vary on; }} }}
}}
""")
        self.port = port
        self.process = subprocess.Popen(
            ["/usr/sbin/nginx", "-c", str(conf), "-p", str(workdir)],
            start_new_session=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )

    def __enter__(self) -> "Nginx":
        time.sleep(0.5)
        return self

    def __exit__(self, *exc) -> None:
        os.killpg(self.process.pid, signal.SIGTERM)
        self.process.wait(30)


GZIP = "Accept-Encoding: gzip"


def static_comparison(
    varnish_port: int, nginx_port: int, path: str, args
) -> dict[str, tuple[float, float]]:
    """req/s of Varnish answering `path` from its cache and of nginx serving a copy, in alternating slices,
    as a browser asks (gzip) and with no Accept-Encoding: {"gzip" | "identity": (varnish, nginx)}."""
    totals = {
        (encoding, name): [0, 0.0]
        for encoding in ("gzip", "identity")
        for name in ("varnish", "nginx")
    }
    for _ in range(2):
        for encoding, headers in (("gzip", (GZIP,)), ("identity", ())):
            for name, port in (("varnish", varnish_port), ("nginx", nginx_port)):
                result = run_wrk(
                    HOST,
                    port,
                    path,
                    clients=args.clients,
                    seconds=args.seconds / 8,
                    headers=headers,
                )
                if result.errors:
                    raise SystemExit(
                        f"{name} answered {path} with {result.errors} errors or non-2xx answers:\n{result.output}"
                    )
                totals[encoding, name][0] += result.requests
                totals[encoding, name][1] += result.seconds
    rps = {key: requests / seconds for key, (requests, seconds) in totals.items()}
    return {
        encoding: (rps[encoding, "varnish"], rps[encoding, "nginx"])
        for encoding in ("gzip", "identity")
    }


def row(label: str, rate_name: str, figures: dict) -> str:
    return (
        f"| {label} | {rate_name} | {figures['rps']:.0f} | {figures['p50']:.1f} ms | {figures['p99']:.1f} ms "
        f"| {100 * figures['hits']:.1f}% | {100 * figures['arc_hit_ratio']:.2f}% | {figures['saves']} | {figures['errors']} | {figures['lost']} "
        f"| {figures['stale']} of {figures['checked']} + {figures['lines_checked']} lines |"
    )


def bench_engine(engine: str, url: str, args) -> list[str]:
    failures: list[str] = []
    base = environment(url, engine, REDIS_URL=args.redis_url, DJANGO_PAGE_CACHE_SECONDS="300")
    manage(base, "migrate", "--noinput", "-v0")
    manage(base, "collectstatic", "--noinput", "-v0")
    urls = demo_urls(base, args)
    workdir = Path(tempfile.mkdtemp(prefix="throughline-newsroom-"))
    paths_file = workdir / "paths.txt"
    pages = zipf_paths(urls, paths_file)
    rates = {
        RATE_NAMES.get(float(rate), f"{float(rate):g} a second"): float(rate)
        for rate in args.rates.split(",")
    }
    print(
        f"\n## {engine}: {len(urls['articles'])} articles, {len(urls['arcs'])} arcs, {len(urls['people'])} people; "
        f"{args.clients} wrk connections x {args.seconds:g} s per rate ({args.rounds} turns) over Zipf-distributed pages; "
        f"the editor's saves: {args.edits}\n"
    )
    if len(pages) > WARMED_MOST:
        print(
            f"(Each slice starts with the {WARMED_MOST:,} most read of the {len(pages):,} pages cached; the others are misses "
            f"until read, at every rate alike.)\n"
        )
    if args.breadth_sample and len(urls["articles"]) <= BREADTH_MOST_ARTICLES:
        breadth(base, args.breadth_sample, args.edits)
    elif args.breadth_sample:
        print(
            f"(What one save makes stale: not measured above {BREADTH_MOST_ARTICLES:,} articles, it renders every page.)\n"
        )
    print(
        "| invalidation | saves | req/s | p50 | p99 | hit ratio | arc pages | saves made | errors | saves lost "
        "| stale answers (of pages + arc lines) |"
    )
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    # Revisions count up across runs too: a run starting at 0 again would rewrite the very deks and bodies an
    # earlier run wrote (the same seeds pick the same articles), saves that change nothing a page shows, and a
    # page left stale from an earlier run could show a higher revision than a save it missed.
    number = int(time.time()) * 1_000_000
    results: dict[tuple[str, str], dict] = {}
    setups = {
        "generation": ("generation", {"DJANGO_PAGE_CACHE_INVALIDATION": "generation"}, False),
        "tags": ("tags", {"DJANGO_PAGE_CACHE_INVALIDATION": "tags"}, False),
        "varnish": (
            "tags + Varnish",
            {
                "DJANGO_PAGE_CACHE_INVALIDATION": "tags",
                "DJANGO_PURGE_BACKEND": "varnish",
                "DJANGO_PURGE_URLS": f"http://{HOST}:{args.port + 1}",
                "DJANGO_PUBLIC_S_MAXAGE": "300",
            },
            True,
        ),
    }
    comparison = None
    for label, extra, varnish in (setups[name] for name in args.setups.split(",")):
        redis_ready(args.redis_url)
        with Server(dict(base, **extra), args.port):
            with (
                Varnish(args.port + 1, args.port, str(workdir / "varnish"))
                if varnish
                else _nothing()
            ):
                port = args.port + 1 if varnish else args.port
                slices: dict[str, list[dict]] = {rate_name: [] for rate_name in rates}
                order = list(rates.items())
                for turn in range(args.rounds):
                    # Each round starts one rate later: no rate is always the first after a warm-up, or after the busiest.
                    for rate_name, rate in order[turn % len(order) :] + order[: turn % len(order)]:
                        warm(port, pages)
                        number += 100_000
                        slices[rate_name].append(
                            read_while_saving(
                                dict(base, **extra),
                                port,
                                paths_file,
                                pages,
                                rate,
                                number,
                                args.seconds / args.rounds,
                                args,
                            )
                        )
                for rate_name in rates:
                    results[label, rate_name] = combined(slices[rate_name])
                    print(row(label, rate_name, results[label, rate_name]), flush=True)
                if varnish:
                    hottest = pages[0]
                    connection = http.client.HTTPConnection(HOST, port, timeout=30)
                    _, content = get(connection, hottest)
                    connection.request("GET", hottest, headers={"Accept-Encoding": "gzip"})
                    answer = connection.getresponse()
                    gzipped = answer.read()
                    if (
                        answer.getheader("Content-Encoding") != "gzip"
                    ):  # else nginx would label plain bytes as gzip
                        raise SystemExit(
                            f"Varnish did not answer {hottest} gzipped to a client asking for gzip"
                        )
                    with Nginx(args.port + 2, hottest, content, gzipped, workdir / "nginx"):
                        comparison = (
                            hottest,
                            static_comparison(port, args.port + 2, hottest, args),
                        )
    shutil.rmtree(workdir, ignore_errors=True)
    print()
    for label in ("generation", "tags", "tags + Varnish"):
        if (label, "none") not in results or (label, "every second") not in results:
            continue
        none, busy = results[label, "none"], results[label, "every second"]
        print(
            f"- {label}, one save a second: {100 * busy['rps'] / none['rps']:.0f}% of the no-save req/s, "
            f"{'Varnish ' if 'Varnish' in label else ''}hit ratio {100 * busy['hits']:.1f}%, "
            f"arc pages {100 * busy['arc_hit_ratio']:.2f}%"
        )
    if comparison:
        path, readings = comparison
        for encoding, asked in (
            ("gzip", "as a browser asks (gzip)"),
            ("identity", "with no Accept-Encoding"),
        ):
            varnish_rps, nginx_rps = readings[encoding]
            print(
                f"- {path} {asked}, from Varnish's cache: {varnish_rps:.0f} req/s; nginx serving a static copy: "
                f"{nginx_rps:.0f} req/s ({100 * varnish_rps / nginx_rps:.0f}%"
                + (
                    "; target ≥ 30%)"
                    if encoding == "gzip"
                    else "; Varnish un-gzips each answer, nginx does not)"
                )
            )
    if ("tags", "none") in results and ("tags", "every second") in results:
        busy = results["tags", "every second"]
        if busy["rps"] < 0.9 * results["tags", "none"]["rps"] or busy["hits"] < 0.95:
            failures.append(f"{engine}: precise invalidation at one save a second below target")
    for (label, rate_name), figures in results.items():
        if (
            "Varnish" in label
            and rates[rate_name] <= 1
            and figures["arc_answers"]
            and figures["arc_hit_ratio"] < 0.999
        ):
            failures.append(
                f"{engine}: {label}, {rate_name}: arc pages from Varnish's cache below 99.9%"
            )
    if comparison and comparison[1]["gzip"][0] < 0.3 * comparison[1]["gzip"][1]:
        failures.append(f"{engine}: Varnish's cached reads below 30% of nginx's static copy")
    for (label, rate_name), figures in results.items():
        if figures["stale"] or figures["lost"]:
            failures.append(
                f"{engine}: {label}, {rate_name}: {figures['stale']} stale answers, {figures['lost']} saves lost"
            )
    return failures


class _nothing:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return None


def main() -> int:
    args = arguments()
    if not wrk_available():
        raise SystemExit("make bench-newsroom needs wrk (apt-get install wrk).")
    print(
        f"Throughline newsroom bench: gunicorn {os.environ.get('WEB_CONCURRENCY', '2')} workers x "
        f"{os.environ.get('GUNICORN_THREADS', '4')} threads, Redis at {args.redis_url}, prod settings, "
        f"{os.cpu_count()} CPUs shared by server, Varnish, wrk and the editor, loopback."
    )
    failures: list[str] = []
    for engine in args.engines.split(","):
        if engine == "sqlite":
            failures += bench_engine("sqlite", args.sqlite_url, args)
        elif prepare_postgres(args.postgres_url):
            failures += bench_engine("postgres", args.postgres_url, args)
        else:
            print(f"\n## postgres: skipped, no server at {args.postgres_url}")
    print(
        "\n"
        + (
            "\n".join(f"NOT MET: {failure}" for failure in failures)
            if failures
            else "MET: no stale answer, no lost save, precise invalidation within its targets at one save a second, "
            "Varnish within its target against nginx."
        )
    )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
