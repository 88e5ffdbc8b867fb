"""Score the importer on a quotebench folder: `python -m importing.parsing.bench QUOTEBENCH_DIR`."""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from importing.parsing.adversarial import ADVERSARIAL
from importing.parsing.parser import clear_caches, parse_document
from importing.parsing.records import ParsedDocument, ParsedQuote


def predictions_for(doc: ParsedDocument) -> list[dict[str, str]]:
    """Quotations in double marks (the benchmark's gold), each with its speaker alone (a person, or an organisation
    that speaks): a description is no speaker."""
    return [
        {"text": quote.text, "speaker": quote.speaker or quote.speaker_organisation}
        for quote in doc.quotes
        if quote.parent is None or _in_double_marks(doc, quote)
    ]


def _in_double_marks(doc: ParsedDocument, quote: ParsedQuote) -> bool:
    texts = {
        "paragraph": doc.paragraphs,
        "update": [u.text for u in doc.updates],
        "embedded_post": [p.text for p in doc.embedded_posts],
    }[quote.location]
    text = texts[quote.index - 1]
    return quote.start > 0 and text[quote.start - 1] in '“"'


def run(folder: Path) -> int:
    articles = sorted((folder / "dev").glob("*.json"))
    if not articles:
        print(f"quotebench not found at {folder}: skipped")
        return 0
    texts = {path.stem: json.loads(path.read_text(encoding="utf-8"))["text"] for path in articles}
    predictions, wall, cpu = _timed_parse(texts)
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False, encoding="utf-8") as handle:
        json.dump(predictions, handle, ensure_ascii=False)
    scored = subprocess.run(
        [sys.executable, "score.py", "dev/", handle.name, "--by-outlet", *sys.argv[2:]],
        cwd=folder,
        capture_output=True,
        text=True,
        check=False,
    )
    Path(handle.name).unlink(missing_ok=True)
    print(scored.stdout, end="")
    print(scored.stderr, end="", file=sys.stderr)
    per_100 = 100 / len(texts)
    print(
        f"parsing {len(texts)} articles (best of {_RUNS} runs): wall {wall:.3f} s = {wall * per_100:.3f} s per 100 articles;"
        f" CPU {cpu:.3f} s = {cpu * per_100:.3f} s per 100 articles"
    )
    print_adversarial_timings()
    return scored.returncode


_RUNS = 3
# Two sizes of each adversarial input: linear parsing takes about 8 times as long for the larger one.
_ADVERSARIAL_SIZES = (25_000, 200_000)


def print_adversarial_timings() -> None:
    print(
        f"adversarial inputs (CPU seconds at {_ADVERSARIAL_SIZES[0]:,} and {_ADVERSARIAL_SIZES[1]:,} characters; linear = x8):"
    )
    for shape, build in ADVERSARIAL.items():
        unit = len(build(100)) / 100
        seconds = [_cpu_seconds(build(max(1, round(size / unit)))) for size in _ADVERSARIAL_SIZES]
        print(
            f"  {shape:24s} {seconds[0]:7.3f} s {seconds[1]:7.3f} s  x{seconds[1] / max(seconds[0], 1e-3):.1f}"
        )


def _cpu_seconds(text: str) -> float:
    clear_caches()
    start = time.process_time()
    parse_document(text, name="adversarial")
    return time.process_time() - start


def _timed_parse(texts: dict[str, str]) -> tuple[dict[str, list[dict[str, str]]], float, float]:
    """Predictions plus the best wall-clock and CPU time over a few cold runs (a shared machine is noisy)."""
    walls, cpus = [], []
    for _ in range(_RUNS):
        clear_caches()  # each run starts cold, as a single import would
        wall, cpu = time.perf_counter(), time.process_time()
        predictions = {
            key: predictions_for(parse_document(text, name=key)) for key, text in texts.items()
        }
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
    return predictions, min(walls), min(cpus)


def main() -> int:
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/work/shared/quotebench")
    return run(folder)


if __name__ == "__main__":
    sys.exit(main())
