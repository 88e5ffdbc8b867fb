"""Score the importer on quotebench with its shared scorer: `python -m importing.parsing.bench QUOTEBENCH_DIR`.

Prints, for the dev and train splits: quote F1, end to end, named-speaker precision, quotes left
unnamed and seconds per 100 articles; then, on dev, the threshold curve of the learned attributor
(named precision against end to end), and the timings of adversarial inputs.
"""

from __future__ import annotations

import importlib.util
import json
import sys
import time
from pathlib import Path
from types import ModuleType

from importing.parsing.adversarial import ADVERSARIAL
from importing.parsing.parser import Read, clear_caches, parse_document, read_candidates
from importing.parsing import ranker
from importing.parsing.bodies import organisation_as_named
from importing.parsing.records import ParsedDocument, ParsedQuote

SPLITS = ("dev", "train")
CURVE = (0.0, 0.1, 0.2, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.8, 0.9)


def predictions_for(doc: ParsedDocument) -> list[dict[str, str]]:
    """Quotations in double marks (the benchmark's gold), each with its speaker alone (a person, or an organisation
    that speaks): a description is no speaker."""
    texts = {
        "paragraph": doc.paragraphs,
        "update": [u.text for u in doc.updates],
        "embedded_post": [p.text for p in doc.embedded_posts],
    }
    return [
        {"text": quote.text, "speaker": quote.speaker or quote.speaker_organisation}
        for quote in doc.quotes
        if quote.parent is None or _in_double_marks(texts[quote.location], quote)
    ]


def _in_double_marks(texts, quote: ParsedQuote) -> bool:
    text = texts[quote.index - 1]
    return quote.start > 0 and text[quote.start - 1] in '“"'


def load_scorer(folder: Path) -> ModuleType:
    """The shared scorer, `score.py` beside the splits, imported as it is."""
    spec = importlib.util.spec_from_file_location("quotebench_score", folder / "score.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def split_texts(folder: Path, split: str) -> dict[str, str]:
    return {
        path.stem: json.loads(path.read_text(encoding="utf-8"))["text"]
        for path in sorted((folder / split).glob("*.json"))
    }


def figures(scorer: ModuleType, folder: Path, split: str, predictions: dict) -> dict:
    gold = scorer.load_gold(str(folder / split))
    overlap = scorer.metrics(scorer.score(gold, predictions)[0])["overlap"]
    return {
        "quote_f1": overlap["F1"],
        "end_to_end": overlap["joint_F1"],
        "named": overlap["named_precision"],
        "named_ok": overlap["named_ok"],
        "named_count": overlap["named"],
        "unnamed": overlap["attr_scorable"] - overlap["named"],
    }


def scored_reads(texts: dict[str, str]) -> dict[str, list[tuple[Read, list]]]:
    """Each article's readings, with each quotation's best candidate and its probability."""
    return {key: scored(read_candidates(text)) for key, text in texts.items()}


def scored(reads: list[Read]) -> list[tuple[Read, list]]:
    """One article's readings, each with its quotations' best candidates by the current model."""
    return [(read, ranker.choices(read.evidence, read.candidates, ranker.MODEL)) for read in reads]


def predictions_at(scored: dict, threshold: float) -> dict[str, list[dict[str, str]]]:
    """What the attributor would predict with another threshold (nested quotations as the rules say)."""
    out = {}
    for key, reads in scored.items():
        items = []
        for read, choices in reads:
            decided = ranker.decide(read.quotes, read.evidence, choices, threshold)
            for quote, item, choice, named in zip(read.quotes, read.evidence, choices, decided):
                if choice is None and named is None:
                    if quote.parent is not None and not _nested_in_double_marks(read, quote):
                        continue
                    body = (quote.speaker_organisation, quote.speaker_description)
                    name = _named(read, quote.speaker, *body)
                elif named is None:
                    name = _named(read, None, "", ranker.unnamed_description(item))
                elif named.organisation:
                    name = _named(read, None, named.name, "")
                else:
                    name = named.name
                items.append({"text": quote.text, "speaker": name})
        out[key] = items
    return out


def _named(read: Read, person: str | None, organisation: str, description: str) -> str:
    """The speaker as the importer's last pass names them (parser._body_in_full)."""
    return person or organisation_as_named(organisation, description, read.acronyms, read.bodies)


def _nested_in_double_marks(read: Read, quote: ParsedQuote) -> bool:
    block = next(
        e.block
        for e in read.evidence
        if e is not None and (e.block.location, e.block.index) == (quote.location, quote.index)
    )
    return quote.start > 0 and block.text[quote.start - 1] in '“"'


def _timed(texts: dict[str, str]) -> tuple[dict, float]:
    """Predictions and the best CPU seconds over a few cold runs (a shared machine is noisy)."""
    cpus = []
    for _ in range(_RUNS):
        clear_caches()  # each run starts cold, as a single import would
        cpu = time.process_time()
        predictions = {
            key: predictions_for(parse_document(t, name=key)) for key, t in texts.items()
        }
        cpus.append(time.process_time() - cpu)
    return predictions, min(cpus)


_RUNS = 2
# Two sizes of each adversarial input: linear parsing takes about 8 times as long for the larger one.
_ADVERSARIAL_SIZES = (25_000, 200_000)


def run(folder: Path) -> int:
    if not (folder / "dev").is_dir():
        print(f"quotebench not found at {folder}: skipped")
        return 0
    scorer = load_scorer(folder)
    print("split  articles  quote F1  end to end  named right         unnamed  CPU s/100")
    for split in SPLITS:
        texts = split_texts(folder, split)
        predictions, cpu = _timed(texts)
        f = figures(scorer, folder, split, predictions)
        print(
            f"{split:6s} {len(texts):8d}  {f['quote_f1']:8.3f}  {f['end_to_end']:10.4f}  "
            f"{f['named']:.4f} ({f['named_ok']}/{f['named_count']})  {f['unnamed']:7d}  "
            f"{cpu * 100 / len(texts):9.3f}"
        )
    if ranker.MODEL is not None:
        print_curve(scorer, folder, "dev")
        print_forest_timings(folder)
    print_adversarial_timings()
    return 0


def print_curve(scorer: ModuleType, folder: Path, split: str) -> None:
    scored = scored_reads(split_texts(folder, split))
    print(f"threshold curve on {split} (the model uses {ranker.MODEL.threshold:.2f}):")
    print("  threshold  named right  end to end  unnamed")
    for threshold in sorted({*CURVE, ranker.MODEL.threshold}):
        f = figures(scorer, folder, split, predictions_at(scored, threshold))
        mark = "  <- chosen" if threshold == ranker.MODEL.threshold else ""
        print(
            f"  {threshold:9.2f}  {f['named']:11.4f}  {f['end_to_end']:10.4f}  {f['unnamed']:7d}{mark}"
        )


def print_forest_timings(folder: Path) -> None:
    """The forest walked node by node and compiled to `if` statements (compiled_forest), on dev's candidates."""
    rows = [
        candidate.features
        for reads in scored_reads(split_texts(folder, "dev")).values()
        for read, _ in reads
        for options in read.candidates
        for candidate in options or ()
    ]
    seconds = {}
    for name, probability in (
        ("walked", ranker.MODEL.walked_probability),
        ("compiled", ranker.MODEL.probability),
    ):
        start = time.process_time()
        results = [probability(row) for row in rows]
        seconds[name] = (time.process_time() - start) / max(len(rows), 1)
        seconds[name, "results"] = results
    agree = seconds["walked", "results"] == seconds["compiled", "results"]
    print(
        f"forest per candidate ({len(rows)} on dev): walked {seconds['walked'] * 1e6:.1f} µs, compiled "
        f"{seconds['compiled'] * 1e6:.1f} µs; the same probabilities: {agree}"
    )


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


def main() -> int:
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/work/shared/quotebench")
    return run(folder)


if __name__ == "__main__":
    sys.exit(main())
