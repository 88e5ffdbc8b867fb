from importing.parsing import document_to_json, parse_document
from importing.parsing.bylines import parse_byline


def test_by_line_names_its_writer():
    assert parse_byline("By Ritsuko Ando") == ("Ritsuko Ando",)


def test_by_line_names_several_writers_and_drops_the_credit():
    assert parse_byline("By Ritsuko Ando and Ed Marsh, The Associated Press") == (
        "Ritsuko Ando",
        "Ed Marsh",
    )
    assert parse_byline("By Ana Pell, Ed Marsh and Jo Lee") == ("Ana Pell", "Ed Marsh", "Jo Lee")


def test_name_and_wire_credit_is_a_byline():
    assert parse_byline("Ritsuko Ando, Reuters") == ("Ritsuko Ando",)


def test_capitalised_byline_reads_as_a_name():
    assert parse_byline("BY ANA PELL") == ("Ana Pell",)


def test_name_and_title_is_not_a_byline():
    assert parse_byline("Nora Vance, Mayor") is None


def test_sentences_starting_with_by_are_not_bylines():
    assert parse_byline("By the way, it rained") is None
    assert parse_byline("By Monday the vote was over.") is None


def test_byline_under_the_headline_is_not_the_dek():
    doc = parse_document(
        "Talks resume\n\nBy Ritsuko Ando\n\n“It is over,” Ray Dunne said.", name="x"
    )
    assert doc.dek == ""
    assert doc.bylines == ("Ritsuko Ando",)
    assert doc.paragraphs == ("“It is over,” Ray Dunne said.",)


def test_byline_after_the_dek_is_kept_apart_from_both():
    doc = parse_document(
        "Talks resume\n\nBoth sides return to Geneva\n\nRitsuko Ando, Reuters\n\nThe talks resumed.",
        name="x",
    )
    assert (doc.dek, doc.bylines, doc.paragraphs) == (
        "Both sides return to Geneva",
        ("Ritsuko Ando",),
        ("The talks resumed.",),
    )


def test_bylines_are_in_the_json():
    doc = parse_document("Talks resume\n\nBy Ritsuko Ando\n\nThe talks resumed.", name="x")
    assert document_to_json(doc)["bylines"] == ["Ritsuko Ando"]


def test_a_name_and_wire_credit_under_the_headline_is_a_byline_not_the_dek():
    doc = parse_document(
        "Talks resume\n\nRitsuko Ando, Reuters\n\n“It is over,” Ray Dunne said.", name="x"
    )
    assert (doc.dek, doc.bylines) == ("", ("Ritsuko Ando",))


def test_an_agency_credit_after_the_name_with_no_comma_is_a_credit():
    # AP's style: `By ANA PELL Associated Press`. Under the headline it was taken for the dek.
    assert parse_byline("By ANA PELL Associated Press") == ("Ana Pell",)
    assert parse_byline("By Ana Pell and Tom Reyes Associated Press") == ("Ana Pell", "Tom Reyes")
    doc = parse_document(
        "Talks stall\n\nBy ANA PELL Associated Press\n\nThe talks stalled on Monday.", name="t"
    )
    assert (doc.dek, doc.bylines) == ("", ("Ana Pell",))


def test_a_credit_that_reads_like_a_name_is_not_a_writer():
    assert parse_byline("By Ana Pell, AP Business Writer") == ("Ana Pell",)
    assert parse_byline("By Ana Pell and Tom Reyes, Staff Reporters") == ("Ana Pell", "Tom Reyes")
