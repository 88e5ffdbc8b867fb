"""The three seed documents import exactly as they read: each quote, who said it (or how an unnamed source is described), where it sits."""

import datetime

import pytest

from importing.parsing import KnownPerson, parse_document
from tests.seed_slugs import DOCUMENTS

WALLY = "Wally Backman"
SANDY = "Sandy Alderson"


def parse(stem, **kwargs):
    path = next(DOCUMENTS.glob(f"{stem}_*.txt"))
    return parse_document(path.read_text(encoding="utf-8"), name=path.stem, **kwargs)


def summary(doc):
    return [
        (
            q.text,
            q.speaker if q.speaker else f"UNNAMED: {q.speaker_description}",
            q.location,
            q.index,
            q.partial,
            q.continues,
            q.parent,
        )
        for q in doc.quotes
    ]


EXPECTED_000 = [
    (
        "I guess I will say this: Wally did a good job for us at Las Vegas. Nobody has called about Wally.",
        SANDY,
        "update",
        1,
        False,
        False,
        None,
    ),
    ("blackballed", WALLY, "paragraph", 3, True, False, None),
    (
        "In the last phone call I had with Sandy [in September] he said, ‘I will do anything I can to help you.’ "
        "But he is not an honest man. People are telling me, ‘Sandy has it in for you. You’re being blackballed.",
        WALLY,
        "paragraph",
        5,
        False,
        False,
        None,
    ),
    ("I will do anything I can to help you.", SANDY, "paragraph", 5, False, False, 2),
    (
        "Sandy has it in for you. You’re being blackballed.",
        "UNNAMED: people telling Backman",
        "paragraph",
        5,
        False,
        False,
        2,
    ),
    (
        "I’ve talked to several teams, and every one of them has said, ‘You’re overqualified.’ How can you be "
        "overqualified when you’re trying to win? No one is overqualified unless there’s something else going on.",
        WALLY,
        "paragraph",
        7,
        False,
        False,
        None,
    ),
    (
        "You’re overqualified.",
        "UNNAMED: teams Backman has talked to",
        "paragraph",
        7,
        False,
        False,
        5,
    ),
    (
        "It’s not Sandy’s nature",
        "UNNAMED: a non-Mets executive that has known Alderson for some time",
        "paragraph",
        8,
        False,
        False,
        None,
    ),
    ("I’ve been betrayed", WALLY, "paragraph", 9, True, False, None),
    ("Jeff didn’t stand up", WALLY, "paragraph", 9, True, False, None),
]

EXPECTED_001 = [
    (
        "After expressing his interest to the Mets, a source said that Backman received a curt e-mail from Alderson "
        "that sounded like a form letter basically saying thanks for the interest, but no thanks.",
        "Kristie Ackert",
        "paragraph",
        4,
        False,
        False,
        None,
    ),
]

EXPECTED_002 = [
    ("Not with who’s the president", WALLY, "paragraph", 3, False, False, None),
    (
        "It wouldn’t happen. He doesn’t like me because I’ve always been very close to the media. I’m still close to "
        "the media that was there when I played. That’s not what he likes. He doesn’t like that, he’s told me that before.",
        WALLY,
        "paragraph",
        3,
        False,
        True,
        None,
    ),
    (
        "It got to the point in ’16, Terry [Collins] wanted me to be his bench coach and Sandy said that’s not gonna "
        "happen. That’s when they hired Dick Scott. Then I was going to be the third base coach one year and that didn’t "
        "happen. So I don’t know what I ever did. I never disrespected the man ever – ever. I did what he asked me to do.",
        WALLY,
        "paragraph",
        4,
        False,
        False,
        None,
    ),
    ("blackballed", WALLY, "paragraph", 5, True, False, None),
    (
        "[Alderson] had the one issue with Brandon Nimmo, I was supposed to hit him first, second and I hit him eighth "
        "eight or nine times during the regular season when we were facing one of the toughest left-handers in the PCL "
        "and I was just trying to protect the kid",
        WALLY,
        "paragraph",
        6,
        False,
        False,
        None,
    ),
    (
        "I had to get all the statistics and show it to everybody because he said I wasn’t doing what I was told to do. "
        "I know how to protect players. I played the game. I didn’t mind being protected because I couldn’t hit a lefty "
        "to save my a–. So I was just trying to help the kids, protect them and do things like that.",
        WALLY,
        "paragraph",
        6,
        False,
        False,
        None,
    ),
    (
        "I’d love to be the guy that ran that team [the Mets] because I know the players and I know how to run the "
        "game, but that’s not going to happen",
        WALLY,
        "paragraph",
        8,
        False,
        False,
        None,
    ),
    ("It’s not going to happen.", WALLY, "paragraph", 8, False, False, None),
]


@pytest.mark.parametrize(
    ("stem", "expected"), [("000", EXPECTED_000), ("001", EXPECTED_001), ("002", EXPECTED_002)]
)
def test_seed_quotes_match_the_notes_exactly(stem, expected):
    assert summary(parse(stem)) == expected


def test_seed_000_structure():
    doc = parse("000")
    assert doc.headline == "Wally Backman says he was “betrayed” by the Wilpons and the Mets"
    assert not doc.headline_missing
    assert doc.dek == ""
    assert doc.paragraphs[0].startswith("Former Mets player")
    assert len(doc.paragraphs) == 11
    assert [(u.date, u.kind) for u in doc.updates] == [(datetime.date(2017, 1, 12), "update")]
    assert doc.teasers == ("Next: Braves interested in Kelly Johnson, again",)
    assert not any("Original article follows" in p for p in doc.paragraphs)


def test_seed_001_opens_with_a_post_so_headline_is_proposed():
    doc = parse("001")
    assert doc.headline_missing
    assert doc.headline == "Wally Backman asked to come home, back to the New York Mets"
    assert doc.paragraphs[3].startswith("“After expressing")
    posts = [(p.author_name, p.handle, p.posted_on, p.after_paragraph) for p in doc.embedded_posts]
    assert posts == [
        ("NY Daily News Sports", "@NYDNSports", datetime.date(2017, 10, 30), 0),
        ("New York Sports Guys", "@NYSportsGuys5", datetime.date(2017, 10, 3), 9),
    ]
    assert doc.embedded_posts[0].text.startswith("Wally Backman reached out to Mets for job")
    assert doc.embedded_posts[1].text.endswith("let Wally Backman go and done better")


def test_seed_002_opens_with_its_lede_and_has_no_podcast_title_quote():
    doc = parse("002")
    assert doc.headline == "Wally Backman-Sandy Alderson feud is still going quite strong"
    assert doc.dek == ""
    assert doc.paragraphs[0].startswith("Time may heal a lot of things")
    assert all("Amazin" not in q.text for q in doc.quotes)


def test_seed_people_match_known_people_by_alias_without_merging_wilpons():
    known = [
        KnownPerson("Sandy Alderson", "sandy-alderson", ("Sandy",)),
        KnownPerson("Wally Backman", "wally-backman", ()),
        KnownPerson("Fred Wilpon", "fred-wilpon", ()),
        KnownPerson("Jeff Wilpon", "jeff-wilpon", ()),
    ]
    doc = parse("000", known_people=known)
    assert {(p.name, p.matched_slug) for p in doc.people} == {
        ("Sandy Alderson", "sandy-alderson"),
        ("Wally Backman", "wally-backman"),
    }
    assert summary(doc) == EXPECTED_000
