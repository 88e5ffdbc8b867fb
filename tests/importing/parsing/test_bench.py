from importing.parsing import parse_document, ranker
from importing.parsing.bench import predictions_at, predictions_for, run, scored_reads
from importing.parsing.candidates import FEATURES
from tests.importing.parsing.test_ranker import FirstSure


def test_missing_quotebench_folder_is_skipped(tmp_path, capsys):
    assert run(tmp_path / "nowhere") == 0
    assert "skipped" in capsys.readouterr().out


def test_predictions_give_no_speaker_for_an_unnamed_source():
    # The scorer compares the speaker field alone: a description ("a senior official") is not a speaker.
    doc = parse_document("Headline\n\n“It is over,” a senior official said.", name="x")
    assert predictions_for(doc) == [{"text": "It is over", "speaker": ""}]


def test_predictions_name_the_speaker():
    doc = parse_document("Headline\n\n“It is over,” Nora Vance said.", name="x")
    assert predictions_for(doc) == [{"text": "It is over", "speaker": "Nora Vance"}]


_FAKE_SCORER = """
def load_gold(folder):
    return {"a": folder}

def score(gold, predictions, min_words=1):
    return predictions, None

def metrics(predictions):
    named = sum(bool(q["speaker"]) for quotes in predictions.values() for q in quotes)
    return {"overlap": {"F1": 1.0, "joint_F1": 0.5, "named_precision": 1.0, "named_ok": named,
                        "named": named, "attr_scorable": 3}}
"""


def test_dev_and_train_are_scored_with_the_threshold_curve_and_adversarial_timings(
    tmp_path, capsys, monkeypatch
):
    monkeypatch.setattr("importing.parsing.bench._ADVERSARIAL_SIZES", (200, 1_600))
    for split in ("dev", "train"):
        (tmp_path / split).mkdir()
        (tmp_path / split / "a.json").write_text(
            '{"id": "a", "outlet": "wire", "text": "Headline\\n\\n“Go,” Nora Vance said.", "quotes": []}',
            encoding="utf-8",
        )
    (tmp_path / "score.py").write_text(_FAKE_SCORER, encoding="utf-8")
    run(tmp_path)
    out = capsys.readouterr().out
    lines = {line.split()[0]: line.split() for line in out.splitlines() if line.strip()}
    # The one quotation is named (Nora Vance) on both splits: named 1, unnamed 3 - 1.
    assert lines["dev"][1:4] == ["1", "1.000", "0.5000"] and lines["train"][-2] == "2"
    assert "threshold curve on dev" in out and "<- chosen" in out
    assert "said between marks" in out


def test_predictions_leave_out_single_mark_nested_quotes():
    doc = parse_document(
        "Headline\n\n“He told me, ‘Go home,’ and I did,” Jane Smith said.", name="x"
    )
    assert [p["text"] for p in predictions_for(doc)] == ["He told me, ‘Go home,’ and I did"]


def test_the_threshold_curve_reads_as_the_importer_does(monkeypatch):
    # The curve and train's out-of-fold figures are built from each quotation's stored best candidate; they
    # had left out the readings that stand whatever the model weighs (the only person a short story names),
    # so they did not score what an import gives.
    story = (
        "Thefts\n\nInspector Rod Pell from the district office warned people.\n\n"
        "Thefts were occurring at all times of day.\n\n“A car theft is an inconvenience,” he said."
    )
    unsure = ranker.Forest(
        {
            "features": list(FEATURES),
            "threshold": 0.6,
            "base": 0.0,
            "trees": [
                {"feature": [0], "split": [1e9], "left": [-1], "right": [-2], "leaf": [-1.0, -1.0]}
            ],
        }
    )
    monkeypatch.setattr(ranker, "MODEL", unsure)
    imported = predictions_for(parse_document(story, name="s"))
    assert imported == [{"text": "A car theft is an inconvenience", "speaker": "Rod Pell"}]
    assert predictions_at(scored_reads({"s": story}), 0.6)["s"] == imported


def test_the_threshold_curve_gives_a_quotation_borrowing_a_cue_to_whom_the_one_before_went(
    monkeypatch,
):
    story = (
        "Beds\n\nCouncillor Ray Dunne spoke.\n\n“I cannot see why,” he said. “Open the full 60.”"
    )
    monkeypatch.setattr(ranker, "MODEL", FirstSure())
    imported = predictions_for(parse_document(story, name="s"))
    assert [q["speaker"] for q in imported] == ["Ray Dunne", "Ray Dunne"]
    monkeypatch.setattr(ranker, "MODEL", FirstSure())
    assert predictions_at(scored_reads({"s": story}), 0.5)["s"] == imported


def test_the_threshold_curve_names_bodies_as_the_importer_s_last_pass_does():
    # The importer names `the zoo` as the body the story named and an acronym as the story spelt it out; the
    # curve and train's out-of-fold figures had scored the description as no one and the acronym as it stood.
    story = (
        "Panda cub\n\nThe Smithsonian’s National Zoo examined its cub.\n\n"
        "“The cub is strong,” the zoo said.\n\n"
        "The Electronic Privacy Information Center (EPIC) sued. “We are grateful,” EPIC said."
    )
    imported = predictions_for(parse_document(story, name="s"))
    assert [q["speaker"] for q in imported] == [
        "Smithsonian’s National Zoo",
        "Electronic Privacy Information Center (EPIC)",
    ]
    assert predictions_at(scored_reads({"s": story}), ranker.current().threshold)["s"] == imported
