import json

from importing.parsing import KnownPerson, document_to_json, parse_document

TEXT = """Headline about the game

“We played hard, and we lost,” coach Wanda Example said after the game, adding that her team “needs rest.”

[Update May 2, 2020]: Example later said, “We will be back.”
"""


def test_document_to_json_is_serialisable_and_has_the_required_keys():
    data = document_to_json(parse_document(TEXT, name="game"))
    json.dumps(data)
    assert {"headline", "updates", "paragraphs", "embedded_posts", "quotes"} <= set(data)
    paragraph_quotes = [q for q in data["quotes"] if q["location"] == "paragraph"]
    assert paragraph_quotes[0] == {
        "text": "We played hard, and we lost",
        "speaker": "Wanda Example",
        "speaker_description": "",
        "speaker_organisation": "",
        "location": "paragraph",
        "index": 1,
        "partial": False,
        "continues": False,
        "parent": None,
        "start": 1,
        "end": 28,
    }


def test_update_quotes_are_located_in_the_update():
    doc = parse_document(TEXT, name="game")
    assert [(q.location, q.index, q.speaker) for q in doc.quotes if q.location == "update"] == [
        ("update", 1, "Wanda Example")
    ]


def test_people_are_proposed_and_matched_to_known_people():
    doc = parse_document(
        TEXT, name="game", known_people=[KnownPerson("Wanda Example", "wanda-example")]
    )
    assert [(p.name, p.matched_slug) for p in doc.people] == [("Wanda Example", "wanda-example")]


def test_unknown_person_is_proposed_without_slug():
    doc = parse_document(TEXT, name="game")
    assert [(p.name, p.matched_slug) for p in doc.people] == [("Wanda Example", None)]


def test_partial_quote_inside_writers_sentence():
    doc = parse_document(TEXT, name="game")
    assert [(q.text, q.partial) for q in doc.quotes if q.text == "needs rest."] == [
        ("needs rest.", True)
    ]


def test_empty_document_does_not_fail():
    doc = parse_document("", name="empty")
    assert doc.headline is None and doc.headline_missing and doc.quotes == ()


def test_a_quotation_left_open_at_the_end_of_the_document_is_warned_about():
    doc = parse_document(
        "Headline\n\nThe mayor spoke.\n\n“We will build it by June, she said.", name="cut"
    )
    assert doc.quotes[0].continues
    assert any("never closed" in warning and "paragraph 2" in warning for warning in doc.warnings)


def test_a_quotation_continued_in_the_next_paragraph_is_not_warned_about():
    doc = parse_document(
        "Headline\n\n“We will build it,” she said. “And more.\n\n“It opens in June.”", name="ok"
    )
    assert not any("never closed" in warning for warning in doc.warnings)
