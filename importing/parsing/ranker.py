"""The learned speaker attributor: scores each quotation's candidates and names the best one, or no one.

The model is a small forest of regression trees trained on the quotebench train split
(`make train-attribution`), stored as JSON beside this module and read once, when the importing app starts
(its `ready()`), or on first use outside Django. Not at import: training imports this module while the file
may still describe other features, the file it is about to replace. A candidate's
score is the probability that it is the speaker; below the threshold chosen on the dev split the
quotation is given no speaker, only the description the rules found: a wrong name is worse than none.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import replace
from pathlib import Path
from typing import NamedTuple

from importing.parsing.antecedents import cue_gender
from importing.parsing.candidates import FEATURES, Candidate
from importing.parsing.compiled_forest import compile_trees, logistic
from importing.parsing.records import ParsedQuote
from importing.parsing.reader import Evidence
from importing.parsing.speaking import speaking
from importing.parsing.sentences import without_full_stop

MODEL_PATH = Path(__file__).with_name("attribution_model.json")


class Forest:
    """Gradient-boosted trees in flat lists: each node is (feature, threshold, left, right); a negative
    child -k-1 is leaf k of that tree."""

    def __init__(self, data: dict) -> None:
        if tuple(data["features"]) != FEATURES:
            raise ValueError("the attribution model was trained on other features: retrain it")
        self.threshold: float = data["threshold"]
        self.base: float = data["base"]
        self.trees = [
            (tree["feature"], tree["split"], tree["left"], tree["right"], tree["leaf"])
            for tree in data["trees"]
        ]
        self._score = compile_trees(self.trees, self.base)

    def probability(self, features: tuple[float, ...]) -> float:
        return logistic(self._score(features))

    def walked_probability(self, features: tuple[float, ...]) -> float:
        """The same probability by walking the lists: what the compiled function is checked against."""
        total = self.base
        for feature, split, left, right, leaf in self.trees:
            node = 0
            while node >= 0:
                node = left[node] if features[feature[node]] <= split[node] else right[node]
            total += leaf[-node - 1]
        return 1.0 / (1.0 + math.exp(-total))


def load(path: Path = MODEL_PATH) -> Forest | None:
    if not path.exists():
        return None
    return Forest(json.loads(path.read_text(encoding="utf-8")))


def current() -> Forest | None:
    """The model in use: the file's, read on first use, unless training has set `MODEL` to its own."""
    if "MODEL" not in globals():
        globals()["MODEL"] = load(MODEL_PATH)
    return globals()["MODEL"]


def __getattr__(name: str):
    # `ranker.MODEL` before anything has read the file (PEP 562: only names the module lacks come here).
    if name == "MODEL":
        return current()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def best(candidates: list[Candidate], model: Forest) -> tuple[Candidate | None, float]:
    """The most probable speaker among the candidates, with its probability."""
    scored = [(model.probability(c.features), c) for c in candidates]
    if not scored:
        return None, 0.0
    probability, candidate = max(scored, key=lambda pair: pair[0])
    return candidate, probability


def choose(
    quotes: list[ParsedQuote],
    evidence: list[Evidence | None],
    candidates: list[list[Candidate] | None],
    model: Forest | None = None,
) -> list[ParsedQuote]:
    """The quotations with the model's speakers: the best candidate above the threshold, else no one.
    With no model file (before the first training) the rules' sources stand."""
    model = model or current()
    if model is None:
        return quotes
    options = choices(evidence, candidates, model)
    return [
        quote if choice is None and named is None else _credited(quote, item, named)
        for quote, item, choice, named in zip(
            quotes, evidence, options, decide(quotes, evidence, options, model.threshold)
        )
    ]


class Choice(NamedTuple):
    """A quotation's most probable candidate, its probability, and whether it is named whatever the model
    weighs (`stands`)."""

    candidate: Candidate | None
    probability: float
    stands: bool


def choices(
    evidence: list[Evidence | None], candidates: list[list[Candidate] | None], model: Forest
) -> list[Choice | None]:
    """Each quotation's best candidate by the model; None where the model has no say (a nested quotation, or
    one its own cue leaves unnamed): there the rules' reading stands."""
    out: list[Choice | None] = []
    for item, options in zip(evidence, candidates):
        if item is None or options is None or unnamed_by_its_cue(item, options):
            out.append(None)
            continue
        may_speak = speaking(item, options)
        candidate, probability = _the_cues_own(item, may_speak, *best(may_speak, model), model)
        out.append(Choice(candidate, probability, stands(item, candidate, options)))
    return out


def _the_cues_own(item: Evidence, options: list[Candidate], candidate, probability, model: Forest):
    """`“...,” said Bayliss, who replaced the sacked Peter Moores in May`: the person the quotation's own cue
    names outranks another whom the model weighs above them (it preferred Moores). On train the model overrode
    such a reading 22 times: 20 times for another form of the same name, once rightly and once wrongly."""
    named = item.source.speaker
    if (
        candidate is None
        or item.how != "cue"
        or item.subject_kind not in ("name", "nominal")
        or candidate.name == named
    ):
        return candidate, probability
    if item.subject_kind == "nominal" and not (
        candidate.organisation and named and candidate.name in item.source.described_as
    ):
        # `said the Congress president`, the role the text gave Mallikarjun Kharge: his words, not those of the
        # body his role is named by.
        return candidate, probability
    own = next((c for c in options if c.name == named and not c.organisation), None)
    return (own, model.probability(own.features)) if own else (candidate, probability)


def decide(
    quotes: list[ParsedQuote],
    evidence: list[Evidence | None],
    options: list[Choice | None],
    threshold: float,
) -> list[Candidate | None]:
    """Whom each quotation is given at this threshold: its best candidate, or no one (None, also where the
    model has no say and the rules' reading stands). Read in turn: a quotation that goes on from the one
    before it in its paragraph may borrow that one's speaker (`goes_on_from`). The importer and the
    benchmark's threshold curve both decide here."""
    named: list[Candidate | None] = []
    latest: dict[int, str | None] = {}  # each block's latest quotation's speaker, as decided
    # The latest quotation's speaker, if the text names them by one word alone.
    bare: Candidate | None = None
    for quote, item, choice in zip(quotes, evidence, options):
        if choice is None:
            # `Wolff said he can give no guarantees ... “...,” he explained.`: a cue the model has no say on
            # whose `he` the rules fit to the bare surname still speaking.
            kept = still_speaking(item, bare) if item is not None and quote.parent is None else None
            named.append(kept)
            if item is not None:
                latest[id(item.block)] = kept.name if kept else quote.speaker
            bare = kept
            continue
        candidate, probability, agreed = choice
        agreed = agreed or goes_on_from(item, candidate, latest.get(id(item.block)))
        given = (
            candidate if candidate is not None and names(probability, threshold, agreed) else None
        )
        given = given or still_speaking(item, bare)
        named.append(given)
        latest[id(item.block)] = given.name if given and not given.organisation else None
        bare = given if given and not given.organisation and " " not in given.name else None
    return named


def still_speaking(item: Evidence, bare: Candidate | None) -> Candidate | None:
    """`“...,” said Pedrosa.` / `“I tried to correct the bike ...`: a quotation the rules read as going on from
    the one before, whose speaker the text names by one word alone (a bare surname, no candidate where that
    word does not stand beside the quotation), is that speaker's too."""
    going_on = item.how in ("continuing", "last_speaker", "neighbour")
    if bare is None or not going_on or item.source.speaker or item.source.organisation:
        return None
    return bare if item.source.description == bare.name else None


def goes_on_from(item: Evidence, candidate: Candidate | None, before: str | None) -> bool:
    """`“I cannot see why the beds cannot be opened,” he said. “Dingle was built for 60 beds.”`: a quotation that
    borrows the cue of the one before it in its paragraph is by whoever that one was given to, where the rules
    and the model's best candidate say so too (the model weighs the second below the first)."""
    return bool(
        candidate is not None
        and item.how == "neighbour"
        and before is not None
        and candidate.name == item.source.speaker == before
    )


def stands(item: Evidence, candidate: Candidate | None, options: list[Candidate]) -> bool:
    """Whether the best candidate is named whatever the model weighs: the rules' reading agrees with it, or it
    is the only person the window offers for the cue's `he` or `she`."""
    return agrees_with_the_rules(item, candidate) or _the_only_one(item, candidate, options)


def _the_only_one(item: Evidence, candidate: Candidate | None, options: list[Candidate]) -> bool:
    """`“...,” he said.`, where the rules' `he` is the only person the window names: the model weighs a
    pronoun whose antecedent stands paragraphs back below the threshold, though no one else could be meant."""
    people = [c for c in options if not c.organisation]
    return bool(
        candidate is not None
        and item.subject_kind == "pronoun"
        and item.how == "cue"
        and len(people) == 1
        and candidate == people[0]
        and candidate.name == item.source.speaker
    )


def names(probability: float, threshold: float, agreed: bool) -> bool:
    """Whether the best candidate is named: above the threshold; or where the rules' reading of the cue
    names the same one (see `agrees_with_the_rules`)."""
    return probability >= threshold or agreed


def agrees_with_the_rules(item: Evidence, candidate: Candidate | None) -> bool:
    """Whether the model's best candidate is the one the quotation's own cue names by a role or a body."""
    return (
        named_by_its_role(item, candidate)
        or named_by_its_body(item, candidate)
        or named_by_its_closing_cue(item, candidate)
    )


def named_by_its_closing_cue(item: Evidence, candidate: Candidate | None) -> bool:
    """`“We were never asked. Not once.` / `“This is a park nobody wanted,” said Ray Dunne.`: the paragraph
    that opens a quotation running on is the speaker's whom its closing cue names (`runs_on`), and the
    model's best candidate is that speaker. The model, having few such quotations to learn from, weighs
    them either side of its threshold from one retraining to the next."""
    return bool(
        candidate is not None and item.how == "runs_on" and candidate.name == item.source.speaker
    )


def named_by_its_body(item: Evidence, candidate: Candidate | None) -> bool:
    """`“...,” the Trump campaign explained`: a description the rules read as a body's (the only such
    descriptions: a named person's campaign), and the model's best candidate is that body. The model weighs
    these below the threshold (0.33-0.47 in the tests) for want of examples: train holds eight."""
    source = item.source
    return bool(
        candidate is not None
        and item.subject_kind == "nominal"
        and source.organisation
        and candidate.name == source.organisation
    )


def named_by_its_role(item: Evidence, candidate: Candidate | None) -> bool:
    """`“...,” the manager said`, where the text gave that role to one person and the model's best candidate
    is that person: two readings agree, and the name is given whatever the model's probability. The model
    cannot learn these: quotebench's gold records such a source as its description (`the Florida senator`,
    `the judge`), which the scorer cannot match to the name, so every such row is labelled wrong (all
    such names on train were right by reading), and its probability for them falls with each retraining
    (0.52 -> 0.28 for `the Harbour senator` in the tests)."""
    source = item.source
    return bool(
        candidate is not None
        and source.speaker
        and source.described_as
        and candidate.name == source.speaker
    )


def unnamed_by_its_cue(item: Evidence, options: list[Candidate]) -> bool:
    """The rules' precision the model keeps: a quotation whose own cue names no one the text identifies
    (`an executive said`, `they said`), whose sentence is about someone else's people (`her aides pushed
    through “a review”`) is given to no one; the model may not name a neighbour."""
    nobody = not (item.source.speaker or item.source.organisation)
    # A `he` or `she` the rules' resolver (the latest sentence subject of that gender) fits to no one may
    # still mean someone the sentence names (`The promise Mrs. Clinton made is that she will not
    # overpromise. “...,” she has said.`): the model weighs every antecedent's prominence. `They`, `we`
    # or `it` name no one person.
    # A pronoun the rules fit to someone they could only describe (`Pell spoke to a rival executive ...
    # “Not true,” he said.`) stays that description's.
    singular = (
        item.subject_kind == "pronoun"
        and not item.source.description
        and bool(cue_gender(item.block, item.span.mark_start, item.span.mark_end, item.how))
    )
    own_cue = item.subject_kind in ("nominal", "pronoun") and not singular
    # A speech verb beside it whose subject the rules could not read as anyone (`several harbour groups
    # granted Mr. Dunne more time, saying his “money ran short”`) is a cue of its own too.
    unread_cue = (
        item.how == "none"
        and not singular
        and bool(options)
        and options[0].features[_VERB_NEAR] > 0
    )
    # A definite description (`the former secretary of state said`) means someone the text has named:
    # the model may name them, or no one. An indefinite one (`an executive said`) stays no one's.
    definite = item.subject_kind == "nominal" and _DEFINITE.match(item.source.description)
    own_cue = own_cue and not definite
    # A quotation that goes on from an indefinite speaker's (`said one former executive. “...”`) is theirs too.
    continued = item.how in _GOING_ON_FROM and bool(_INDEFINITE.match(item.source.description))
    # `Corridor care in the NHS has become “normalised”, it has been claimed`: a claim no one is given for.
    impersonal = bool(_IMPERSONAL.match(item.block.masked, item.span.mark_end))
    return nobody and (
        own_cue or unread_cue or continued or impersonal or item.how == "someone_else"
    )


_DEFINITE = re.compile(r"the\s", re.IGNORECASE)
_IMPERSONAL = re.compile(
    r"[,.]?[”\"]?,?\s+it\s+(?:has\s+been|had\s+been|was|is)\s+(?:claimed|said|reported|alleged|suggested|argued)\b"
)
_INDEFINITE = re.compile(r"(?:a|an|one|another|some|several|two|three|many|other)\s", re.IGNORECASE)
# The rules that give a quotation the speaker of one before it, or of the paragraph before it.
_GOING_ON_FROM = (
    "neighbour",
    "continuing",
    "last_speaker",
    "previous_sentence",
    "topic",
    "runs_on",
)


_VERB_NEAR = FEATURES.index("verb_in_sentence")


def unnamed_description(item: Evidence) -> str:
    """How a quotation the model names no one for describes its speaker: the rules' description stays, as it
    does when the rules name no one, and a role the rules resolved to someone (`the manager said`) is described
    in the cue's words. A one-word name the rules gave and the model doubts (`MARSH:`, `Hale said`) is how the
    text calls the speaker: the editor sees it as the description."""
    source = item.source
    bare = source.speaker if source.speaker and " " not in source.speaker else ""
    return without_full_stop(source.description or source.described_as or bare)


def _credited(quote: ParsedQuote, item: Evidence, candidate: Candidate | None) -> ParsedQuote:
    source = item.source
    if candidate is None:
        return replace(
            quote,
            speaker=None,
            speaker_organisation="",
            speaker_description=unnamed_description(item),
        )
    if candidate.organisation:
        # The rules' description stays when it speaks of this organisation (`a spokesman for Acme`, or `the
        # spokesperson` the rules gave Acme); one the rules gave someone else (`Turnout was “low,” reported
        # Reuters.` read as `Turnout`) does not.
        ours = candidate.name in source.description or candidate.name == source.organisation
        described = source.description if ours else ""
        return replace(
            quote,
            speaker=None,
            speaker_organisation=candidate.name,
            speaker_description=described or candidate.name,
        )
    return replace(quote, speaker=candidate.name, speaker_organisation="", speaker_description="")
