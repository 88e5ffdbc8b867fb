"""Who among a quotation's candidates may have spoken it: not a name its cue gives to describe someone else, not
the outlet someone told, not someone the described speaker appeared with, not a person of the other gender than
a `he` or `she` the rules fit to no one."""

from __future__ import annotations

import re

from importing.parsing.candidates import FEATURES, Candidate
from importing.parsing.name_words import LEGISLATURES, POSTS
from importing.parsing.person_names import EVENTS_AND_WATERS, is_person_name
from importing.parsing.reader import Evidence
from importing.parsing.reporting import recipient_of_telling
from importing.parsing.roles import nominal_role
from importing.parsing.spokespeople import speaks_for
from importing.parsing.sentences import after_in_sentence, before_in_sentence, sentence_of
from importing.parsing.subjects import ONE_PERSON_AFTER
from importing.parsing.verbs import described_by_others


def speaking(item: Evidence, options: list[Candidate]) -> list[Candidate]:
    """The candidates who may have spoken: not a name the quotation's cue gives to describe someone else (`the
    former Manchester United forward said`, `The 23-time Grand Slam winner ... telling the reporter`,
    `the Chamber's chief political strategist`), which the model, having learned that `a spokesman for Acme`
    is Acme's, would otherwise name (as a body, or as the person two capitalised words look like). A body's
    spokesperson speaks for it (`a Qantas spokesperson said`)."""
    described = item.source.description
    # `“...,” he said.`, read by the rules as a person: a body is no `he` (`He also hit out at the Cheltenham
    # Festival.` / `“It’s probably an absolute cesspit right now,” he said.`).
    a_person = item.subject_kind == "pronoun" and bool(item.source.speaker)
    # `“...,” remarked the judge when ... attending Economic Coordination Committee`: nor is a body a judge (the
    # body the post is of stays).
    post = item.subject_kind == "nominal" and _a_person_s_post(described)
    told = _told(item)
    # `“I want the public to know that I’m voting for Joe Biden,” he said`: one the words name in full is spoken of.
    quoted = item.block.text[item.span.start : item.span.end]
    named_by_its_cue = item.source.speaker if item.subject_kind == "name" else None
    # `Harbour Hospital in particular was singled out as being “`: the one others describe in the words.
    described_subject = _described_by_others(item)
    return [
        c
        for c in options
        if not (
            c.name in described
            and describes_one_of(described, c.name)
            and not (c.organisation and speaks_for(described, c.name))
        )
        and not _obtained_by(described, c.name)
        and not (
            not c.organisation and " " in c.name and c.name in quoted and c.name != named_by_its_cue
        )
        and not _appearing_with_the_described(item, c)
        and not _relaying(item, c)
        and not (described_subject and c.name in described_subject)
        and not (a_person and c.organisation)
        and not (post and c.organisation and not _of_the_post(item, c.name))
        and not (c.organisation and c.name == told)
        and not (c.organisation and _a_legislature(c.name) and c.name != item.source.organisation)
        and not _an_event_or_a_sea(c.name)
        and not (not c.organisation and _a_post(c.name))
        and not (item.subject_kind == "pronoun" and not item.source.speaker and _other_gender(c))
    ]


def _an_event_or_a_sea(name: str) -> bool:
    """`the Tokyo Olympics gold medal winner`, `the French Open`: a contest is held, never speaks (its organisers
    do, by their names); nor does a sea, whatever the model makes of two capitalised words."""
    return name.split()[-1].lower() in EVENTS_AND_WATERS


def _a_post(name: str) -> bool:
    """`Opposition Whip` of `the Chief Opposition Whip said`: a post a title stood before, no one's name."""
    return " " in name and name.split()[-1].lower() in POSTS and not is_person_name(name)


def _a_legislature(name: str) -> bool:
    """`disqualified from Lok Sabha`: a chamber votes and passes; its words are its members' or its
    secretariat's, unless a cue gives them to it."""
    return name.split()[-1].lower() in LEGISLATURES


def _a_person_s_post(description: str) -> bool:
    """`the judge`, `the Premier`, `the coach`: one person's post, which no body holds (a spokesperson speaks for
    one)."""
    role = nominal_role(description) if description else None
    return role is not None and role[0] not in _SPEAKING_FOR


# Posts whose holder speaks for a body (`the spokesperson said`: the police's).
_SPEAKING_FOR = frozenset({"spokesperson", "representative"})


def _of_the_post(item: Evidence, body: str) -> bool:
    """`said the chief executive of AT&T`: the body the cue's post is of."""
    post = re.escape(item.source.description)
    of_body = rf"{post}\s+(?:of|at|for)\s+(?:the\s+)?{re.escape(body)}"
    return bool(re.search(of_body, _near(item, item.block.text)))


def _near(item: Evidence, text: str) -> str:
    """The text around the quotation, where its cue and its neighbour's stand (whole paragraphs would make a
    paragraph of thousands of quotations quadratic)."""
    return text[max(0, item.span.mark_start - _NEAR) : item.span.mark_end + _NEAR]


_NEAR = 400


def _other_gender(candidate: Candidate) -> bool:
    """`Ana Pell thanked her husband. “We are proud,” he said.`: where the rules fit the cue's `he` or `she` to no
    one, a person whose gender is known to be the other is not who it means (the model named her at 0.45). On
    train, 3 of the 20 such candidates were gold's."""
    cue, gender = candidate.features[_CUE_PRONOUN], candidate.features[_GENDER]
    return {cue, gender} == {1.0, 2.0}  # one `he` (1) and one woman (2), or `she` and a man


_CUE_PRONOUN, _GENDER = FEATURES.index("cue_pronoun"), FEATURES.index("gender")


def _told(item: Evidence) -> str | None:
    """`Crews encountered “heavy fire conditions”, Rob Hogan ... told CBC on Saturday.`: the outlet or body the
    quotation's sentence has someone tell is no speaker of it (a person told may speak next, and stays)."""
    start, end = sentence_of(item.block.bounds, item.span.mark_start)
    # Near the quotation only: linear in a sentence of thousands of quotations.
    text, span = item.block.masked, item.span
    after = recipient_of_telling(after_in_sentence(text, span.mark_end, end))
    return after or recipient_of_telling(before_in_sentence(text, start, span.mark_start))


def _described_by_others(item: Evidence) -> str:
    """`Harbour Hospital in particular was singled out as being “out of control”`: the subject the quotation's
    sentence has others describe in its words, who said none of them."""
    start, _ = sentence_of(item.block.bounds, item.span.mark_start)
    before = before_in_sentence(item.block.masked, start, item.span.mark_start)
    found = described_by_others(before)
    return before[: found.start()] if found else ""


def _obtained_by(described: str, name: str) -> bool:
    """`the letter obtained by NBC News said`: the outlet that obtained a document did not write it."""
    at = described.find(name)
    return at > 0 and bool(_OBTAINED_BY.search(described, 0, at))


_OBTAINED_BY = re.compile(
    r"\b(?:obtained|seen|reviewed|viewed|published|reported|shared|provided|sent|leaked)\s+(?:by|to|with)\s+"
    r"(?:the\s+)?$"
)


def _appearing_with_the_described(item: Evidence, candidate: Candidate) -> bool:
    """`“We are optimistic,” said the Qatari leader, ... at a press conference with Secretary of State Antony
    Blinken`: where the cue after the quotation describes its speaker, someone the sentence then has them
    appear with is someone else."""
    if item.subject_kind != "nominal" or candidate.name in item.source.description:
        return False
    block, span = item.block, item.span
    _, end = sentence_of(block.bounds, span.mark_start)
    after = block.masked[span.mark_end : end]
    at = after.find(candidate.name)
    return at > 0 and bool(_APPEARING_WITH.search(after, 0, at))


def _relaying(item: Evidence, candidate: Candidate) -> bool:
    """`“I’ve got Pat Mahomes,” the coach said, via ESPN’s Adam Teicher. “You give me a minute ...”`: one the
    text near the quotation names only as whom the words came through reported them, and said none of them. So
    is one it names only as whom they were said to (`the New York Democrat told George Stephanopoulos`, `In an
    interview with Fox News host Harris Faulkner, ... he said, “`), where the rules read the cue as another's."""
    text = _near(item, item.block.masked)
    at, found = text.find(candidate.name), False
    own = candidate.name in (item.source.speaker, item.source.organisation)
    # `“...,” the health ministry said, according to the state-affiliated Al-Ekhbariya channel`: the outlet
    # only passed on what a cue gave someone else.
    through = _VIA if own else _VIA_TOLD_OR_ACCORDING if item.subject_kind else _VIA_OR_TOLD
    while at >= 0:
        if not through.search(text, max(0, at - 60), at):
            return False
        at, found = text.find(candidate.name, at + 1), True
    return found


_VIA = re.compile(r"\bvia\s+(?:[A-Z][\w.’']*\s+){0,4}$")
_VIA_OR_TOLD = re.compile(
    r"\b(?:via|told|tells|telling|interview\s+with|interviewed\s+by|host|anchor|moderator)\s+"
    r"(?:[A-Z][\w.’']*\s+){0,4}$"
)
_VIA_TOLD_OR_ACCORDING = re.compile(
    r"\b(?:via|according\s+to(?:\s+the)?(?:\s+[a-z][\w-]*){0,2}|told|tells|telling|interview\s+with|"
    r"interviewed\s+by|host|anchor|moderator)\s+(?:[A-Z][\w.’']*\s+){0,4}$"
)
# `with Secretary of State Antony Blinken`, `alongside President Ray Dunne`: titles may stand between.
_APPEARING_WITH = re.compile(r"\b(?:with|alongside|beside)\s+(?:[A-Z][\w.]*\s+(?:of\s+)?){0,4}$")


def describes_one_of(description: str, name: str) -> bool:
    """`the former Manchester United forward`, `The 23-time Grand Slam winner`, `the Chamber's chief
    political strategist`, `The chairman of Acme Trust`: the description is of one of the name's people, or of
    someone who won it."""
    found = re.search(rf"\b{re.escape(name)}(?:['’]s?)?(?=\s)", description)
    head = re.search(rf"\b{re.escape(name)}\b", description)
    return bool(
        found
        and (
            ONE_PERSON_AFTER.match(description, found.end())
            or _A_CASE_AFTER.match(description, found.end())
        )
    ) or bool(
        head
        and (
            _HEAD_OF.search(description, 0, head.start())
            or _PEOPLE_OF.search(description, 0, head.start())
        )
    )


# A case named after someone (`The lead prosecutor in the Ahmaud Arbery murder case`): not who it describes.
_A_CASE_AFTER = re.compile(
    r"\s+(?:(?:murder|killing|death|shooting|manslaughter|rape|abuse|fraud|assault|corruption|libel)\s+)?"
    r"(?:case|trial|inquiry|investigation|inquest|probe|lawsuit|suit)\b"
)


# Someone's people (`The family of Chris Kaba have said`): they speak of that person, who said none of it.
_PEOPLE_OF = re.compile(
    r"(?i)\b(?:family|relatives|parents|widow|widower|lawyers?|attorneys?|friends)\s+of\s+(?:the\s+late\s+)?$"
)
# One person at the head of a body (`The chairman of Acme Trust`), not one who speaks for it (`a spokesman for`).
_HEAD_OF = re.compile(
    r"(?i)\b(?:chair(?:man|woman|person)?|head|president|chief executive|director|leader|founder|owner|boss|"
    r"(?:vice[- ])?chancellor|principal|provost|dean|rector|governor|commissioner)\s+of\s+"
    r"(?:the\s+)?$"
)
