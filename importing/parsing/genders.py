"""Common English first names, to tell "he" from "she" when resolving pronouns."""

from __future__ import annotations

_MALE = set(
    """aaron adam alan albert alex alexander andrew andy anthony arthur ben benjamin bill billy bob
    bobby brad bradley brandon brian bruce bryan carl carlos charles charlie chris christopher chuck clarence
    colin craig dan daniel danny darren dave david dennis derek dick don donald doug douglas dwight ed eddie
    edward eric ernest frank fred gary george gerald glenn greg gregory harold harry henry howard ian jack jacob
    jake james jason jeff jeffrey jeremy jerry jesse jim jimmy joe joel john johnny jon jonathan jose joseph
    josh joshua juan justin keith ken kenneth kevin kyle larry lawrence lee leonard louis luis luke marco mark
    martin matt matthew michael mike mitch nathan neil nicholas nick noah oliver patrick paul pete
    peter phil philip ralph randy ray raymond richard rick rob robert roger ron ronald roy rudy russell
    ryan sam samuel scott sean sergio seth stephen steve steven stuart ted terry thomas tim timothy todd tom
    tony travis troy tyler victor vincent wally walter wayne william willie""".split()
)
_FEMALE = set(
    """abby alice alicia allison amanda amber amy andrea angela ann anna anne annie ashley barbara betty beverly
    brenda brittany carol caroline carolyn catherine cathy cheryl chelsea christina christine cindy claire
    cynthia dana debbie deborah debra denise diana diane donna doris dorothy elaine elizabeth ellen emily emma
    erin evelyn frances gloria grace hannah heather heidi helen holly hope jane janet janice
    jean jennifer jessica jill joan joanne joyce judith judy julia julie karen kate katherine kathleen kathy
    katie kim kimberly kristie laura lauren linda lisa lori louise lynn margaret maria
    marie marilyn martha mary megan melanie melissa michelle monica nancy natalie nicole nikki olivia pam
    pamela patricia paula rachel rebecca rose ruth sally samantha sandra sara sarah sharon shirley sophia
    stephanie susan suzanne tammy teresa theresa tiffany tina valerie victoria virginia wendy""".split()
)


def gender_of_first_name(name: str) -> str:
    """ "m", "f" or "" for a full name, judged by its first word."""
    first = name.split()[0].lower().strip(".") if name.split() else ""
    if first in _MALE:
        return "m"
    if first in _FEMALE:
        return "f"
    return ""
