"""What a document tells of its people beyond their names, for ranking a pronoun's antecedent.

Two readings, each linear in the text: the gender the writer's own pronouns give a person (`Kellyanne
Conway ... she`, where no list of first names knows her), and who the recent sentences were about, most
recent first.
"""

from __future__ import annotations

import bisect
import re

# Pronouns outside quotations (the blocks' masked text hides the quoted words, whose "he" is the
# speaker's, not the writer's).
_HE = re.compile(r"\b(?:he|him|his|himself)\b", re.IGNORECASE)
_SHE = re.compile(r"\b(?:she|her|hers|herself)\b", re.IGNORECASE)
# How far back the recent sentence subjects are read, in sentences.
_SUBJECT_REACH = 8


def pronoun_genders(blocks, by_block: dict, starts: dict) -> dict[str, str]:
    """For each person, "m" or "f" when the sentences naming that person alone go on with that gender's
    pronouns at least twice as often as with the other's (and at least twice); else nothing."""
    votes: dict[str, list[int]] = {}
    for block in blocks:
        found, at = by_block.get(id(block), []), starts.get(id(block), [])
        for number, (start, end) in enumerate(block.bounds):
            first, stop = bisect.bisect_left(at, start), bisect.bisect_left(at, end)
            people = {full for full, _ in found[first:stop]}
            if len(people) != 1:
                continue
            name = people.pop()
            text = block.masked[found[first][1].end : end]
            # The next sentence, if it names no one, goes on about the same person.
            if number + 1 < len(block.bounds):
                following = block.bounds[number + 1]
                if bisect.bisect_left(at, following[1]) == stop:
                    text += " " + block.masked[following[0] : following[1]]
            count = votes.setdefault(name, [0, 0])
            count[0] += len(_HE.findall(text))
            count[1] += len(_SHE.findall(text))
    genders = {}
    for name, (male, female) in votes.items():
        if male >= 2 and male >= 2 * female:
            genders[name] = "m"
        elif female >= 2 and female >= 2 * male:
            genders[name] = "f"
    return genders


def recent_subjects(blocks, position: int, start: int, subject, reach_blocks: int) -> list[str]:
    """The people the sentences before a quotation's were about (by `subject(block, start, end)`),
    most recent first, each once: a pronoun most often means the last of them whose gender fits."""
    block = blocks[position]
    number = bisect.bisect_left(block.bounds, (start,))
    names: list[str] = []
    read = 0
    for back in range(reach_blocks + 1):
        if position - back < 0:
            break
        earlier = blocks[position - back]
        sentences = earlier.bounds[:number] if back == 0 else earlier.bounds
        for bounds in reversed(sentences):
            name = subject(earlier, *bounds)
            if name and name not in names:
                names.append(name)
            read += 1
            if read >= _SUBJECT_REACH:
                return names
    return names


EXTRA_FEATURES = (
    "text_gender",
    "text_gender_agrees",
    "either_gender_agrees",
    "subject_recency",
    "speaker_recency",
    "closer_same_gender",
    "fitting_count",
)
_CODE = {"": 0, "m": 1, "f": 2}


def extra_features(
    names: list[str],
    distance: dict[str, tuple[int, int]],
    genders: tuple[dict[str, str], dict[str, str]],
    wanted: str,
    subjects: list[str],
    speakers: list[str],
) -> dict[str, tuple[float, ...]]:
    """Each candidate's EXTRA_FEATURES: the gender the text's pronouns give it and whether it fits the
    cue's pronoun (by that alone, and by that or the name's), how recently it was a sentence's subject
    and a quotation's speaker (0: the latest), how many nearer candidates share its gender, and how
    many candidates the cue's pronoun can mean."""
    known, from_text = genders

    def gender(name: str) -> str:
        return known.get(name, "") or from_text.get(name, "")

    def agrees(found: str) -> float:
        return float(1 if wanted and found == wanted else (-1 if wanted and found else 0))

    fitting = sum(1 for name in names if not wanted or gender(name) in ("", wanted))
    far = (99, 3000)
    out = {}
    for name in names:
        mine = gender(name)
        closer = sum(
            1
            for other in names
            if other != name
            and distance.get(other, far) < distance.get(name, far)
            and gender(other) == mine
        )
        out[name] = (
            float(_CODE[from_text.get(name, "")]),
            agrees(from_text.get(name, "")),
            agrees(mine),
            float(subjects.index(name) if name in subjects else 99),
            float(speakers.index(name) if name in speakers else 99),
            float(closer),
            float(fitting),
        )
    return out
