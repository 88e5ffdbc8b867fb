from importing.parsing import parse_document
from importing.parsing.bench import predictions_for, run


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


def test_scores_are_printed_per_outlet_with_the_adversarial_timings(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr("importing.parsing.bench._ADVERSARIAL_SIZES", (200, 1_600))
    (tmp_path / "dev").mkdir()
    (tmp_path / "dev" / "a.json").write_text(
        '{"id": "a", "outlet": "wire", "text": "Headline\\n\\n“Go,” Nora Vance said.", "quotes": []}',
        encoding="utf-8",
    )
    (tmp_path / "score.py").write_text(
        "import sys; print('scored', sys.argv[1:])", encoding="utf-8"
    )
    run(tmp_path)
    out = capsys.readouterr().out
    assert "--by-outlet" in out
    assert "said between marks" in out and "per 100 articles" in out


def test_predictions_leave_out_single_mark_nested_quotes():
    doc = parse_document(
        "Headline\n\n“He told me, ‘Go home,’ and I did,” Jane Smith said.", name="x"
    )
    assert [p["text"] for p in predictions_for(doc)] == ["He told me, ‘Go home,’ and I did"]
