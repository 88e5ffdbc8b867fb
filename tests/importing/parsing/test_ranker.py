import importlib
import json
import math
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

import importing.parsing
from importing.parsing import ranker
from importing.parsing.candidates import FEATURES, Candidate
from importing.parsing.parser import parse_document, read_candidates

HEADLINE = "Harbour plan\n\n"


def _stump(threshold: float, leaves=(-2.0, 2.0)) -> ranker.Forest:
    """One tree: 'is the rules' choice' decides."""
    split = {"feature": [FEATURES.index("is_rule")], "split": [0.5], "left": [-1], "right": [-2]}
    tree = {**split, "leaf": list(leaves)}
    return ranker.Forest(
        {"features": list(FEATURES), "threshold": threshold, "base": 0.0, "trees": [tree]}
    )


def _candidate(name: str, is_rule: bool) -> Candidate:
    features = [0.0] * len(FEATURES)
    features[FEATURES.index("is_rule")] = float(is_rule)
    return Candidate(name, False, tuple(features))


def test_the_most_probable_candidate_is_named():
    model = _stump(0.5)
    found, probability = ranker.best(
        [_candidate("Ray Dunne", False), _candidate("Ana Pell", True)], model
    )
    assert found.name == "Ana Pell" and probability == pytest.approx(0.8808, abs=1e-4)


@given(st.floats(min_value=0.0, max_value=1.0))
def test_below_the_threshold_no_one_is_named(threshold):
    # A wrong speaker is worse than none: a name is given only at or above the threshold.
    read = read_candidates(HEADLINE + "“We will build it,” Ana Pell said.")[0]
    chosen = ranker.choose(read.quotes, read.evidence, read.candidates, _stump(threshold))
    named = chosen[0].speaker
    assert named == ("Ana Pell" if threshold <= 0.8808 else None)
    assert chosen[0].text == "We will build it"


def test_a_model_trained_on_other_features_is_refused():
    with pytest.raises(ValueError, match="retrain"):
        ranker.Forest({"features": ["x"], "threshold": 0.5, "base": 0.0, "trees": []})


def test_training_imports_the_ranker_while_the_model_file_still_describes_other_features(
    monkeypatch, tmp_path
):
    # `make train-attribution` after a feature change: the file on disk is the old model, the one being replaced.
    stale = tmp_path / "attribution_model.json"
    stale.write_text(
        json.dumps({"features": ["retired"], "threshold": 0.5, "base": 0.0, "trees": []})
    )
    monkeypatch.setattr(importing.parsing, "ranker", ranker)
    monkeypatch.delitem(sys.modules, "importing.parsing.ranker")
    fresh = importlib.import_module("importing.parsing.ranker")
    fresh.MODEL_PATH = stale

    fresh.MODEL = _stump(0.5)  # what training does with each model it fits
    read = read_candidates(HEADLINE + "“We will build it,” Ana Pell said.")[0]
    assert [q.speaker for q in fresh.choose(read.quotes, read.evidence, read.candidates)] == [
        "Ana Pell"
    ]
    del fresh.MODEL  # a process that never trained: the stale file is refused when first used
    with pytest.raises(ValueError, match="retrain"):
        fresh.current()


@given(
    st.lists(
        st.sampled_from([-1.0, 0.0, 0.5, 1.0, 2.0, 3.0, 7.0, 25.0, 300.0]),
        min_size=len(FEATURES),
        max_size=len(FEATURES),
    )
)
def test_the_compiled_forest_gives_the_walked_forests_probabilities(values):
    # The shipped model's trees written out as `if` statements must read every feature vector as the
    # lists do, thresholds and ties (<=) included.
    model = ranker.current()
    assert model.probability(tuple(values)) == model.walked_probability(tuple(values))


def test_the_compiled_forest_sends_a_tie_left_as_the_walk_does():
    forest = _stump(0.5)
    for is_rule in (0.0, 0.5, 1.0):
        features = _candidate("Ana Pell", False).features
        features = (
            features[: FEATURES.index("is_rule")]
            + (is_rule,)
            + features[FEATURES.index("is_rule") + 1 :]
        )
        assert forest.probability(features) == forest.walked_probability(features)
    assert forest.probability(_candidate("Ana Pell", False).features) == pytest.approx(
        1 / (1 + math.exp(2))
    )


def test_the_shipped_model_is_small_portable_json_for_these_features():
    assert ranker.MODEL_PATH.stat().st_size < 5_000_000
    data = json.loads(ranker.MODEL_PATH.read_text(encoding="utf-8"))
    assert data["features"] == list(FEATURES) and 0 < data["threshold"] < 1
    assert ranker.MODEL is not None


def test_a_quote_whose_own_cue_names_no_one_stays_unnamed_whatever_the_model_says():
    text = HEADLINE + "Ray Dunne met the voters.\n\n“We were not heard,” they said."
    read = read_candidates(text)[0]
    always = _stump(0.0, leaves=(5.0, 5.0))
    assert [
        q.speaker for q in ranker.choose(read.quotes, read.evidence, read.candidates, always)
    ] == [None]


def test_a_definite_description_is_the_models_to_resolve_an_indefinite_one_is_not():
    # `the mayor said` means someone the text has named, if the model finds them; `a mayor said` is no one.
    always = _stump(0.0, leaves=(5.0, 5.0))
    named = {}
    for cue in ("the mayor", "a mayor"):
        read = read_candidates(
            HEADLINE + f"Ana Pell spoke on Monday.\n\n“It is over,” {cue} said."
        )[0]
        chosen = ranker.choose(read.quotes, read.evidence, read.candidates, always)
        named[cue] = chosen[0].speaker
    assert named == {"the mayor": "Ana Pell", "a mayor": None}


def test_a_quotation_going_on_from_an_indefinite_speakers_stays_no_ones():
    # `said one former executive. “...”`: the next quotation is the executive's too, not Ana Pell's.
    always = _stump(0.0, leaves=(5.0, 5.0))
    read = read_candidates(
        HEADLINE
        + "Ana Pell ran the port. She was not one for “engaging her team,” said one former "
        "executive who requested anonymity. “When she had decided, she had made up her mind.”"
    )[0]
    chosen = ranker.choose(read.quotes, read.evidence, read.candidates, always)
    assert [q.speaker for q in chosen] == [None, None]


def test_a_role_the_model_declines_to_name_keeps_the_cues_words():
    # The rules give `the mayor` to Ana Pell; a model whose best candidate is someone else, below the
    # threshold, names no one and leaves the reader the text's words.
    prefers_others = _stump(0.5, leaves=(-1.0, -5.0))
    read = read_candidates(
        HEADLINE
        + "Ana Pell, the mayor, spoke on Monday with Ray Dunne.\n\n“It is over,” the mayor said."
    )[0]
    assert read.quotes[0].speaker == "Ana Pell"  # the rules' choice
    chosen = ranker.choose(read.quotes, read.evidence, read.candidates, prefers_others)
    assert (chosen[0].speaker, chosen[0].speaker_description) == (None, "the mayor")


def test_a_one_word_name_the_model_declines_stays_the_description():
    # `MARSH:` labels a transcript's speaker the text never spells out: a bare surname the model names only
    # when sure. Declined, the label is still what the reader is told of the speaker.
    never = _stump(0.5, leaves=(-5.0, -5.0))
    read = read_candidates(HEADLINE + '"MARSH: Well, look, this is serious business."')[0]
    assert read.quotes[0].speaker == "Marsh"  # the rules' choice
    [chosen] = ranker.choose(read.quotes, read.evidence, read.candidates, never)
    assert (chosen.speaker, chosen.speaker_description) == (None, "Marsh")


def test_an_organisation_the_model_names_is_described_by_its_name_not_the_rules_misreading():
    # The rules read `Turnout` as the source; a model that names Reuters describes the quote as Reuters.
    split = {"feature": [FEATURES.index("is_org")], "split": [0.5], "left": [-1], "right": [-2]}
    trusts_organisations = ranker.Forest(
        {
            "features": list(FEATURES),
            "threshold": 0.5,
            "base": 0.0,
            "trees": [{**split, "leaf": [-2.0, 2.0]}],
        }
    )
    read = read_candidates(
        HEADLINE + "Turnout was “very low” in the north, as reported by Reuters."
    )[0]
    assert read.quotes[0].speaker_description == "Turnout"  # the rules' reading
    [chosen] = ranker.choose(read.quotes, read.evidence, read.candidates, trusts_organisations)
    assert (chosen.speaker, chosen.speaker_organisation, chosen.speaker_description) == (
        None,
        "Reuters",
        "Reuters",
    )


def test_a_role_the_rules_and_the_model_agree_on_is_named_below_the_threshold():
    # The rules give `the mayor` to Ana Pell and the model's best candidate is Ana Pell: two readings agree,
    # so she is named however unsure the model is (gold never names a role's holder, so the model cannot
    # learn these; see ranker.named_by_its_role).
    text = HEADLINE + "Ana Pell, the mayor, spoke on Monday.\n\n“It is over,” the mayor said."
    read = read_candidates(text)[0]
    for probability in (0.4, 0.25, 0.05):
        unsure = _stump(0.6, leaves=(-3.0, math.log(probability / (1 - probability))))
        chosen = ranker.choose(read.quotes, read.evidence, read.candidates, unsure)
        assert chosen[0].speaker == "Ana Pell", probability
    # A name no role gives needs the threshold itself.
    unsure = _stump(0.6, leaves=(-3.0, math.log(0.4 / 0.6)))
    read = read_candidates(HEADLINE + "“It is over,” Ana Pell said.")[0]
    chosen = ranker.choose(read.quotes, read.evidence, read.candidates, unsure)
    assert chosen[0].speaker is None


def test_a_campaign_the_cue_names_and_the_model_ranks_first_is_named_below_the_threshold():
    text = HEADLINE + "Ana Pell spoke on Monday.\n\n“It is over,” the Pell campaign said."
    read = read_candidates(text)[0]
    unsure = _stump(0.6, leaves=(-3.0, math.log(0.3 / 0.7)))
    (chosen,) = ranker.choose(read.quotes, read.evidence, read.candidates, unsure)
    assert (chosen.speaker, chosen.speaker_organisation) == (None, "Pell campaign")
    # Where the model ranks someone else first, the threshold decides as for anyone.
    doubtful = _stump(0.6, leaves=(math.log(0.3 / 0.7), -3.0))
    (chosen,) = ranker.choose(read.quotes, read.evidence, read.candidates, doubtful)
    assert (chosen.speaker, chosen.speaker_organisation) == (None, "")


def test_a_he_or_she_the_rules_fit_to_no_one_is_left_to_the_model():
    # The rules' resolver knows only sentence subjects; Mrs. Pell is inside a nominal subject. The model
    # weighs every antecedent, so the quotation is its to name; `they` names no one person and stays gated.
    read = read_candidates(
        HEADLINE
        + "The most telling promise Mrs. Pell has made is that she will not overpromise. "
        + "“We need no more,” she has said."
    )[0]
    item, options = read.evidence[0], read.candidates[0]
    assert (item.how, item.subject_kind, item.source.speaker) == ("none", "pronoun", None)
    assert "Pell" in [c.name for c in options]
    assert not ranker.unnamed_by_its_cue(item, options)
    read = read_candidates(
        HEADLINE
        + "The promise the port board made is that it will not overpromise. “We need no more,” they have said."
    )[0]
    assert ranker.unnamed_by_its_cue(read.evidence[0], read.candidates[0])


def test_whom_a_described_speaker_appears_with_is_not_the_speaker():
    # `“We are optimistic ...,” said the Qatari leader, who is also the country’s foreign minister, at a press
    # conference with Secretary of State Antony Blinken.` was Blinken's (0.56, set 16).
    doc = parse_document(
        "Talks\n\nPrime Minister Ana Pell said the response was positive.\n\n"
        "“We are optimistic,” said the Harbour leader, who is also the foreign minister, at a press "
        "conference with Secretary of State Ray Dunne.",
        name="t",
    )
    assert (doc.quotes[0].speaker, doc.quotes[0].speaker_description) == (
        None,
        "the Harbour leader",
    )


def test_the_only_person_a_short_story_names_is_the_he_of_a_far_cue():
    # The model weighs an antecedent four paragraphs back below its threshold; no one else could be meant.
    story = (
        "Thieves target usual hiding spots\n\n"
        "Inspector Rod Pell from the district office said officers were keen to warn people.\n\n"
        "“When people leave items in their cars it is like a magnet to thieves,” he said.\n\n"
        "Thefts were occurring at all times of day, particularly in the evenings.\n\n"
        "The cost of repairing smashed windows should motivate people to be more careful.\n\n"
        "Cancelling credit cards and cleaning broken glass take hours.\n\n"
        "“A car theft is an inconvenience to people,” he said."
    )
    quotes = parse_document(story, name="story").quotes
    assert [quote.speaker for quote in quotes] == ["Rod Pell", "Rod Pell"]


def test_the_paragraphs_a_closing_cue_back_fills_are_named_however_unsure_the_model_is():
    text = HEADLINE + (
        "Not everyone agreed.\n\n“We were never asked. Not once.\n\n"
        "“This is a park nobody on our street wanted,” said Ray Dunne, who lives opposite."
    )
    read = read_candidates(text)[0]
    unsure = _stump(0.6, leaves=(-3.0, math.log(0.3 / 0.7)))
    opening, closing = ranker.choose(read.quotes, read.evidence, read.candidates, unsure)
    # The closing cue's own quotation needs the threshold, as any named cue does.
    assert (opening.speaker, closing.speaker) == ("Ray Dunne", None)


def test_the_only_person_named_is_the_he_of_the_cue_however_unsure_the_model_is():
    text = HEADLINE + "Inspector Ray Dunne spoke on Monday.\n\n“It is over,” he said."
    read = read_candidates(text)[0]
    unsure = _stump(0.6, leaves=(-3.0, math.log(0.3 / 0.7)))
    (chosen,) = ranker.choose(read.quotes, read.evidence, read.candidates, unsure)
    assert chosen.speaker == "Ray Dunne"
    # With someone else in the window, the threshold decides.
    text = (
        HEADLINE + "Inspector Ray Dunne met Ana Pell's brother Jo Pell.\n\n“It is over,” he said."
    )
    read = read_candidates(text)[0]
    (chosen,) = ranker.choose(read.quotes, read.evidence, read.candidates, unsure)
    assert chosen.speaker is None


def test_a_body_is_no_he_whatever_the_model_weighs():
    # `He also hit out at the Cheltenham Festival going ahead.` / `“It’s probably an absolute cesspit right
    # now,” he said.`: the model weighed the festival above the councillor the rules read as `he` (set 37).
    split = {"feature": [FEATURES.index("organisation_like")], "split": [0.5], "left": [-1]}
    fond_of_bodies = ranker.Forest(
        {
            "features": list(FEATURES),
            "threshold": 0.5,
            "base": 0.0,
            "trees": [{**split, "right": [-2], "leaf": [-2.0, 2.0]}],
        }
    )
    text = HEADLINE + (
        "Councillor Ray Dunne spoke at the meeting.\n\n“It is a disgrace,” he told the Harbour Trust."
    )
    read = read_candidates(text)[0]
    assert any(c.organisation for c in read.candidates[0])
    (chosen,) = ranker.choose(read.quotes, read.evidence, read.candidates, fond_of_bodies)
    assert (chosen.speaker, chosen.speaker_organisation) == ("Ray Dunne", "")


def test_a_quotation_borrowing_the_cue_before_it_goes_to_whom_that_one_went():
    # `“I cannot see why the extra beds cannot be opened,” he said. “Dingle was built for 60 beds.”`: the model
    # weighed the second just under its threshold, the first above it (set 37).
    text = (
        HEADLINE + "Councillor Ray Dunne spoke.\n\n“I cannot see why,” he said. “Open the full 60.”"
    )
    read = read_candidates(text)[0]
    assert [e.how for e in read.evidence] == ["cue", "neighbour"]
    chosen = ranker.choose(read.quotes, read.evidence, read.candidates, FirstSure())
    assert [q.speaker for q in chosen] == ["Ray Dunne", "Ray Dunne"]


class FirstSure:
    """A model sure of the first candidate it weighs (`first`), unsure of every other."""

    threshold = 0.5

    def __init__(self, first=0.9):
        self.weighed = [first]

    def probability(self, features):
        return self.weighed.pop() if self.weighed else 0.4


def test_the_person_the_quotations_own_cue_names_outranks_one_the_model_prefers():
    # `“...,” said Bayliss, who replaced the sacked Peter Moores in May`: the model named Moores (set 57).
    story = (
        HEADLINE + "“Results are close,” said Ray Dunne, who replaced the sacked Carl Pell in May."
    )
    read = read_candidates(story)[0]
    prefers_others = _stump(0.5, leaves=(2.0, -2.0))  # sure of anyone but the rules' choice
    (chosen,) = ranker.choose(read.quotes, read.evidence, read.candidates, prefers_others)
    assert chosen.speaker != "Carl Pell"
    assert {c.name for c in read.candidates[0]} >= {"Ray Dunne", "Carl Pell"}


def test_a_quotation_going_on_from_a_speaker_named_by_one_word_is_theirs():
    # `"...," said Pedrosa.` / `"I tried to correct the bike ...` / `"I am very disappointed ...`: the paragraphs
    # running on named no one, as the bare surname is a candidate only beside its cue (set 62: four of Dani
    # Pedrosa's quotations, whom the story never names in full).
    doc = parse_document(
        "Rider sorry for crash\n\nThe Spaniard had qualified sixth.\n\n“I got a good start,” said Pedrosa.\n\n"
        "“I tried to correct the bike but I crashed.\n\n“I am very disappointed.”\n\nThe team was upset.",
        name="t",
    )
    assert [q.speaker for q in doc.quotes] == ["Pedrosa", "Pedrosa", "Pedrosa"]


def test_a_pronoun_cue_the_rules_fit_to_that_speaker_is_theirs_too():
    # `Wolff said he can give no guarantees ... / “I would very much hope ...,” he explained.`: the model has no
    # say on a `he` the rules fit to someone they could only describe, but the bare surname still speaking is
    # that someone (set 88).
    doc = parse_document(
        "Team boss disillusioned\n\n“Lewis and I are disillusioned,” Wolff said on Thursday.\n\n"
        "“We love the sport.”\n\nWolff said he can give no guarantees over the driver's future.\n\n"
        "“I would very much hope that Lewis continues racing,” he explained.",
        name="t",
    )
    assert [q.speaker for q in doc.quotes] == ["Wolff", "Wolff", "Wolff"]


def test_a_claim_no_one_is_given_for_names_no_one():
    # `Corridor care in the NHS has become “normalised”, it has been claimed` had gone to the NHS (set 128).
    doc = parse_document(
        "Corridor care normalised\n\nCorridor care in the NHS has become “normalised”, it has been claimed – "
        "after it was revealed that trolley waits hit a record high.\n\nSome 518,000 patients waited more "
        "than 12 hours in NHS emergency departments.",
        name="t",
    )
    assert (doc.quotes[0].speaker, doc.quotes[0].speaker_organisation) == (None, "")
