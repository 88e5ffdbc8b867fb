from importing.parsing import parse_document
from importing.parsing.bench import predictions_for, run


def test_missing_quotebench_folder_is_skipped(tmp_path, capsys):
    assert run(tmp_path / "nowhere") == 0
    assert "skipped" in capsys.readouterr().out


def test_predictions_use_the_description_for_unnamed_sources():
    doc = parse_document("Headline\n\n“It is over,” a senior official said.", name="x")
    assert predictions_for(doc) == [{"text": "It is over", "speaker": "a senior official"}]


def test_predictions_leave_out_single_mark_nested_quotes():
    doc = parse_document("Headline\n\n“He told me, ‘Go home,’ and I did,” Jane Smith said.", name="x")
    assert [p["text"] for p in predictions_for(doc)] == ["He told me, ‘Go home,’ and I did"]
