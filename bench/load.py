"""A small HTTP load generator: keep-alive clients in threads, spread over processes (the GIL).

Loopback only, bounded in time: every client stops at its deadline.
"""

import http.client
import multiprocessing
import re
import statistics
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import NamedTuple

LOOPBACK = ("127.0.0.1", "localhost", "::1")


@dataclass
class LoadResult:
    seconds: float
    statuses: Counter = field(default_factory=Counter)
    failures: int = 0  # connection errors and time-outs

    @property
    def requests(self) -> int:
        return sum(self.statuses.values())

    @property
    def rps(self) -> float:
        return self.requests / self.seconds if self.seconds else 0.0

    @property
    def errors(self) -> int:
        return self.failures + sum(n for status, n in self.statuses.items() if status >= 400)

    @property
    def server_errors(self) -> int:
        return sum(n for status, n in self.statuses.items() if status >= 500)


def _client(
    host: str,
    port: int,
    path: str,
    start: float,
    deadline: float,
    max_requests: int | None,
    out: list,
) -> None:
    statuses, failures, done = Counter(), 0, 0
    connection = http.client.HTTPConnection(host, port, timeout=30)
    time.sleep(max(0.0, start - time.time()))
    while time.time() < deadline and (max_requests is None or done < max_requests):
        try:
            connection.request("GET", path)
            response = connection.getresponse()
            response.read()
            statuses[response.status] += 1
        except (OSError, http.client.HTTPException):
            failures += 1
            connection.close()
        done += 1
    connection.close()
    out.append((statuses, failures))


def _process(host, port, path, clients, start, deadline, max_requests, queue) -> None:
    out: list = []
    threads = [
        threading.Thread(
            target=_client, args=(host, port, path, start, deadline, max_requests, out)
        )
        for _ in range(clients)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    queue.put(out)


def run_load(
    host: str,
    port: int,
    path: str,
    *,
    clients: int,
    seconds: float,
    processes: int = 2,
    max_requests: int | None = None,
) -> LoadResult:
    """`clients` concurrent keep-alive clients GET `path` until `seconds` pass (or each made `max_requests`)."""
    if host not in LOOPBACK:
        raise ValueError("Load is only ever sent to this machine's loopback address.")
    queue = multiprocessing.Queue()
    # Every client starts at the same wall-clock instant, once the processes are up.
    start = time.time() + 0.5
    deadline = start + seconds
    shares = [clients // processes + (n < clients % processes) for n in range(processes)]
    workers = [
        multiprocessing.Process(
            target=_process, args=(host, port, path, share, start, deadline, max_requests, queue)
        )
        for share in shares
        if share
    ]
    for worker in workers:
        worker.start()
    result = LoadResult(seconds=0.0)
    for _ in workers:
        for statuses, failures in queue.get(timeout=seconds + 120):
            result.statuses.update(statuses)
            result.failures += failures
    for worker in workers:
        worker.join()
    # Bounded by max_requests, clients may finish early: count the time they actually took.
    result.seconds = min(seconds, time.time() - start) if max_requests else seconds
    return result


class Reading(NamedTuple):
    """One answer as a reader got it: when asked and answered (time.time()), and the highest number the
    page showed for a pattern (0: none), so a test can tell whether it was already out of date."""

    started: float
    finished: float
    status: int
    number: int


def _reader(
    host: str, port: int, path: str, pattern: str, start: float, deadline: float, out: list
) -> None:
    numbers, readings = re.compile(pattern.encode()), []
    connection = http.client.HTTPConnection(host, port, timeout=30)
    time.sleep(max(0.0, start - time.time()))
    while time.time() < deadline:
        started = time.time()
        try:
            connection.request("GET", path)
            response = connection.getresponse()
            body = response.read()
        except (OSError, http.client.HTTPException):
            readings.append(Reading(started, time.time(), 0, 0))
            connection.close()
            continue
        found = [int(number) for number in numbers.findall(body)]
        readings.append(Reading(started, time.time(), response.status, max(found, default=0)))
    connection.close()
    out.extend(readings)


def _read_in_process(host, port, path, pattern, clients, start, deadline, queue) -> None:
    out: list = []
    threads = [
        threading.Thread(target=_reader, args=(host, port, path, pattern, start, deadline, out))
        for _ in range(clients)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    queue.put(out)


def read_while(
    host: str,
    port: int,
    path: str,
    *,
    pattern: str,
    clients: int,
    seconds: float,
    processes: int = 2,
) -> list[Reading]:
    """`clients` keep-alive readers GET `path` for `seconds`, each answer recorded with the highest
    number `pattern` (a regular expression with one group of digits) finds in it."""
    if host not in LOOPBACK:
        raise ValueError("Load is only ever sent to this machine's loopback address.")
    queue = multiprocessing.Queue()
    start = time.time() + 0.5
    shares = [clients // processes + (n < clients % processes) for n in range(processes)]
    workers = [
        multiprocessing.Process(
            target=_read_in_process,
            args=(host, port, path, pattern, share, start, start + seconds, queue),
        )
        for share in shares
        if share
    ]
    for worker in workers:
        worker.start()
    readings = [reading for _ in workers for reading in queue.get(timeout=seconds + 120)]
    for worker in workers:
        worker.join()
    return readings


_APP_DURATION = re.compile(r"app;dur=([\d.]+)")


def server_times(
    host: str, port: int, path: str, *, seconds: float, max_requests: int = 2000
) -> list[float]:
    """Milliseconds Django spent on each of a series of sequential requests (its Server-Timing header)."""
    connection = http.client.HTTPConnection(host, port, timeout=30)
    times: list[float] = []
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and len(times) < max_requests:
        connection.request("GET", path)
        response = connection.getresponse()
        response.read()
        timing = response.getheader("Server-Timing", "")
        found = _APP_DURATION.search(timing)
        if response.status == 200 and found:
            times.append(float(found[1]))
    connection.close()
    return times


def percentile(values: list[float], fraction: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def median(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


WRK = "/usr/bin/wrk"
_WRK_REQUESTS = re.compile(r"(\d+) requests in ([\d.]+)(m?s)")
_WRK_ERRORS = re.compile(
    r"Non-2xx or 3xx responses: (\d+)|Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)"
)
_WRK_PERCENTILE = re.compile(r"^\s+(50|99)(?:\.000)?%\s+([\d.]+)(us|ms|s)\s*$", re.M)
_UNITS = {"us": 0.001, "ms": 1.0, "s": 1000.0}


@dataclass
class WrkResult:
    requests: int
    seconds: float
    errors: int
    p50: float  # milliseconds
    p99: float
    output: str  # what wrk printed, for Lua scripts' own lines

    @property
    def rps(self) -> float:
        return self.requests / self.seconds if self.seconds else 0.0


def wrk_available() -> bool:
    import os

    return os.access(WRK, os.X_OK)


def run_wrk(
    host: str,
    port: int,
    path: str = "/",
    *,
    clients: int,
    seconds: float,
    threads: int = 2,
    script: str | None = None,
    script_args: tuple[str, ...] = (),
    headers: tuple[str, ...] = (),
) -> WrkResult:
    """wrk with `clients` keep-alive connections for `seconds` (loopback only), sending `headers` ("Name: value")
    with every request; latencies from --latency."""
    import subprocess

    if host not in LOOPBACK:
        raise ValueError("Load is only ever sent to this machine's loopback address.")
    command = [
        WRK,
        f"-t{threads}",
        f"-c{clients}",
        f"-d{max(1, round(seconds))}s",
        "--latency",
        "--timeout",
        "10s",
    ]
    for header in headers:
        command += ["-H", header]
    if script:
        command += ["-s", script]
    command.append(f"http://{host}:{port}{path}")
    if script_args:
        command += ["--", *script_args]
    output = subprocess.run(
        command, capture_output=True, text=True, check=True, timeout=seconds + 60
    ).stdout
    found = _WRK_REQUESTS.search(output)
    requests, elapsed = int(found[1]), float(found[2]) * (0.001 if found[3] == "ms" else 1.0)
    errors = 0
    for match in _WRK_ERRORS.finditer(output):
        errors += sum(int(group) for group in match.groups() if group)
    latency = {
        int(number): float(value) * _UNITS[unit]
        for number, value, unit in _WRK_PERCENTILE.findall(output)
    }
    return WrkResult(
        requests,
        elapsed,
        errors,
        latency.get(50, float("nan")),
        latency.get(99, float("nan")),
        output,
    )
