"""Cues that name their speaker outright, wherever the verb stands: `according to Reuters`, a colon or
dash straight after a name (`Smith: “`), a claim's owner (`Dunne’s claim that the bridge is “`) and a
passive's agent (`was told by the Speaker to “`)."""

from __future__ import annotations

import re

from importing.parsing.names import find_mentions
from importing.parsing.subjects import SubjectPhrase, subject_of
from importing.parsing.verbs import find_verbs


# `has been told by the Deputy Speaker to “`, `was branded by critics as “`: the quoted words are the agent's.
PASSIVE_AGENT = re.compile(
    r"\b(?:was|were|been|is|are|being)\s+(?:\w+ly\s+)?(?:told|described|called|branded|labell?ed|dubbed|urged|"
    r"ordered|warned|accused|asked|reminded|advised|assured|pressed|quizzed)\s+by\s+([^,;:“\"]{2,80}?)\s+"
    # `was asked by a questioner whether it was necessary for countries to have “`: a question's words
    r"(?:(?:to|as|of)\s+(?:[\w’'-]+\s+){0,5}|(?:that|whether|if|about)\s+(?:[\w’'-]+\s+){0,20})$"
)
# `Dunne’s claim that the bridge is “`: whoever made the claim said the words it quotes.
_CLAIM = re.compile(
    r"((?:[A-Z][\w.-]*\s+){0,3}[A-Z][\w-]*)['’]s\s+(?:[a-z]+\s+)?(?:claims?|statements?|remarks?|assertions?|"
    r"promises?|pledges?|warnings?|suggestions?|predictions?|insistence|argument)\s+that\s+[^“\"]{0,100}$"
)


def claim_owner(text: str) -> SubjectPhrase | None:
    owner = _CLAIM.search(text[-200:])
    mentions = find_mentions(owner.group(1)) if owner else ()
    if not mentions or mentions[-1].end != len(owner.group(1)):
        return None
    return SubjectPhrase("name", mentions[-1].name, mentions[-1].title_gender, mentions[-1].titled)


def words_owner(before: str, after: str) -> SubjectPhrase | None:
    """`Donald Trump’s “woman’s card” remark`, `Clinton’s “basket of deplorables” comment`: a possessive
    name right before the quotation and a noun for words right after it; the words are the owner's. So are
    those a copula after the quotation gives someone's (`“A real great advert for Scottish football,” was
    Rodgers' assessment.`)."""
    verdict = _VERDICT.match(after)
    if _WORDS_NOUN.match(after) or verdict:
        owner = verdict or _OWNER.search(before[-80:])
    else:
        # `Angela Merkel's 2015 pledge that “we can do this”`: the noun for words stands before them.
        owner = _OWNED_WORDS_BEFORE.search(before[-120:])
        # `Stephanopoulos cited this warning from House Speaker Kevin McCarthy in November: “`: the words are
        # whom they came from, not the one citing them.
        came_from = None if owner else _WORDS_FROM.search(before[-160:])
        if came_from:
            return subject_of(came_from.group(1))
        # `criticize President Trump over ... his allegation that Democrats “stole”`: the one `his` means.
        theirs = None if owner else _PRONOUN_S_WORDS.search(before[-120:])
        if theirs and not find_verbs(theirs.group(2)):
            return SubjectPhrase("pronoun", _OWNERS[theirs.group(1)])
    mentions = find_mentions(owner.group(1) + "’s") if owner else ()
    if not mentions or not mentions[-1].possessive:
        return None
    return SubjectPhrase("name", mentions[-1].name, mentions[-1].title_gender, mentions[-1].titled)


_OWNER = re.compile(r"((?:[A-Z][\w.-]*\s+){0,3}[A-Z][\w-]*)['’]s?\s*$")
_VERDICT = re.compile(
    r"[,.!?]?\s*(?:was|is)\s+((?:[A-Z][\w.-]*\s+){0,3}[A-Z][\w-]*)['’]s?\s+(?:[a-z-]+\s+)?(?:assessment|verdict|"
    r"view|reaction|response|message|take|summary|analysis|explanation|answer|reply|description|prediction)\b"
)
_WORDS_NOUN = re.compile(
    r"\s*(?:remarks?|comments?|quips?|lines?|jabs?|jibes?|claims?|promises?|pledges?|slogans?|phrases?|"
    r"insults?|nicknames?|tweets?|assertions?|warnings?|vows?|boasts?|catchphrases?|rhetoric|"
    r"characteri[sz]ations?|descriptions?|retorts?|taunts?|barbs?|quotes?)\b"
)
# A noun for what someone said that introduces it (`that`, `to`, a comma or a colon): `Trump's comments “are based
# on his opinion”` is another's verdict on them, and a slogan (`Trump's slogan, “Make America Great Again”`) is
# quoted as a name.
# So is what follows `that` in a few words (`Mr. Ravi’s contention that he had “withheld” eight Bills`), and what
# `of` gives (`Mueller’s statement of “insufficient evidence”`).
_OWNED_WORDS_BEFORE = re.compile(
    r"((?:[A-Z][\w.-]*\s+){0,3}[A-Z][\w-]*)['’]s?\s+(?:[\w-]+\s+){0,2}?(?:pledge|promise|vow|words|warning|"
    r"claim|assertion|boast|insistence|contention|allegation|accusation|argument|suggestion|statement)"
    r"(?:\s+that\s+(?:[a-z][\w’'-]*\s+){0,5}|\s+(?:that|to|of)\s*|\s*[,:]\s*)$"
)

# A noun for words and whom they came from, introducing them with a colon: `this warning from Kevin McCarthy in
# November:`, `a statement from the White House:`.
_WORDS_FROM = re.compile(
    r"\b(?:warning|statement|message|words|remarks|comments?|letter|tweet|post|note|memo|threat|pledge|"
    r"promise|quote|response|reply)\s+(?:from|by)\s+([^,;:“”\"]{2,60}?)"
    r"(?:\s+(?:in|on|last|earlier|this|that)(?:\s+[\w’'-]+){1,3})?\s*:\s*$"
)


def according_to(text: str) -> SubjectPhrase | None:
    according = re.search(r"\baccording to\s+([^,;]+)", text, re.IGNORECASE)
    if according:
        # `According to him, the parties “...`: the one he means.
        pronoun = _OBJECTS.get(according.group(1).strip().rstrip(".").lower())
        found = SubjectPhrase("pronoun", pronoun) if pronoun else subject_of(according.group(1))
        # `According to Pelosi's deputy chief of staff, Drew Hammill, “`: the name set off after the post.
        named = _NAME_SET_OFF.match(text, according.end())
        named = subject_of(named.group(1)) if named and found and found.kind == "nominal" else None
        return named if named is not None and named.kind == "name" else found
    # `in Forbes’ words, “`, `in the words of Ana Pell, “`, `in his words, “`, `His words, “`: whose words follow.
    words = _IN_THE_WORDS.search(text)
    if words:
        owner = (
            words.group(1) or words.group(2) or _OWNERS[(words.group(3) or words.group(4)).lower()]
        )
        return subject_of(owner)
    return None


_NAME_SET_OFF = re.compile(r",\s+((?:[A-Z][\w.’'-]*\s+){0,4}[A-Z][\w’'-]*),\s*$")
_PRONOUN_S_WORDS = re.compile(
    r"\b(his|her)\s+(?:[\w-]+\s+){0,2}?(?:pledge|promise|vow|warning|claim|assertion|boast|insistence|"
    r"contention|allegation|accusation|suggestion)\s+that\s+((?:[\w’'-]+\s+){0,5})$"
)
_OWNERS = {"his": "he", "her": "she", "their": "they"}
_OBJECTS = {"him": "he", "her": "she", "them": "they"}
# `In her opinion, “`, `in Pell's view, “`: whose opinion the words give.
_OWN_WORDS = r"(?:words|opinion|view|estimation|judg(?:e)?ment)"
_IN_THE_WORDS = re.compile(
    rf"\b[Ii]n\s+(?:the\s+{_OWN_WORDS}\s+of\s+([^,;]+?)|([A-Z][\w.’' -]*?)(?:['’]s|['’])\s+(?:own\s+)?"
    rf"{_OWN_WORDS}|(his|her|their)\s+(?:own\s+)?{_OWN_WORDS})\s*[,:]?\s*$"
    # `His words, “Defending the Naira ...”`: a sentence opening on whose words follow, as some newsrooms write.
    r"|^\s*(His|Her|Their)\s+(?:own\s+)?words\s*[,:]\s*$"
)


def introducing_name(text: str) -> SubjectPhrase | None:
    """`the candidate Ray Dunne -- “`, `Smith: “`: a dash or colon straight after a name introduces its words."""
    introduced = _INTRODUCING_NAME.search(text)
    if not introduced or re.search(
        # `... said of the remarks in the Commons:`: a name after a preposition is a place or a topic; so is the
        # second of two it joins (`a battle between Hancock and Kanye West:`); one a thing was once called, its
        # old name (`Altman posted on X, formerly Twitter:`).
        r"\b(?:of|to|for|with|by|about|from|in|on|at|into|like|against|over|between|formerly|known\s+as)\s+"
        r"(?:the\s+)?"
        r"(?:(?:[A-Z][\w.’'-]*\s+){1,3}(?:and|&)\s+)?$",
        text[: introduced.start()],
    ):
        return None
    if _TELLING.search(text[: introduced.start()]):
        return None  # `Pell told Judge Marsh:` or `telling Marsh:`: the one told is not the one speaking
    if find_verbs(re.split(r"[,.;:!?]", text[: introduced.start()])[-1]):
        # `While King acknowledged the gulf between Sainsbury and Tesco – “`: the clause's verb has its own
        # subject; the name before the dash is its object.
        return None
    if TOPIC_LINE.match(text):
        return None  # `On facing Ray Dunne on Sunday: “...”`: a press conference's topic, not its speaker
    mentions = find_mentions(introduced.group(1))
    if not mentions or mentions[-1].possessive:
        return None
    return SubjectPhrase("name", mentions[-1].name, mentions[-1].title_gender, mentions[-1].titled)


_TELLING = re.compile(
    r"\b(?:told|tells|tell|telling|asked|asks|asking|warned|warns|warning|urged|urges|urging|reminded|reminds|"
    r"reminding|assured|assures|assuring|informed|informs|thanked|thanks|thanking|answered|answering|"
    r"interrupted|interrupting|pressed|pressing|questioned|questioning)\s+(?:[a-z’'-]+,?\s+){0,3}$",
    re.IGNORECASE,
)
TOPIC_LINE = re.compile(r"\s*(?:On|About|Regarding|Asked about|When asked about)\s")
_INTRODUCING_NAME = re.compile(r"((?:[A-Z][\w.’'-]*\s+){0,3}[A-Z][\w’'-]+)\s*(?:--|—|–|:)\s*$")


def agent_of_a_view(sentence: str) -> SubjectPhrase | None:
    """`This view was echoed by Brian Gaze, Chief Forecaster ...`: the one a view or a claim is echoed, backed or
    disputed by speaks in the sentence, and is whom the next `he` means."""
    agent = _VIEW_AGENT.search(sentence)
    found = subject_of(agent.group(1)) if agent else None
    return found if found is not None and found.kind == "name" else None


_VIEW_AGENT = re.compile(
    r"\b(?:was|were|is|are|has\s+been|have\s+been)\s+(?:also\s+)?(?:echoed|backed|supported|seconded|shared|"
    r"endorsed|disputed|rejected|challenged|critici[sz]ed)\s+by\s+((?:[A-Z][\w.’'-]*\s*){1,4})"
)
