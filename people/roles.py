"""Which role a person held on a given day, as far as the recorded roles can tell."""

import datetime
from collections.abc import Collection, Iterable

from .models import Role
from .partial_dates import DatePrecision


def _period_end(value: datetime.date, precision: str) -> datetime.date:
    """The last day a partial date covers: a role 'until 2016' lasts through Dec. 31, 2016."""
    if precision == DatePrecision.YEAR:
        return value.replace(month=12, day=31)
    if precision == DatePrecision.MONTH:
        following = (value.replace(day=28) + datetime.timedelta(days=4)).replace(day=1)
        return following - datetime.timedelta(days=1)
    return value


def _held_on(role: Role, day: datetime.date) -> bool:
    started = role.started_on is None or role.started_on <= day
    ended = role.ended_on is not None and _period_end(role.ended_on, role.ended_precision) < day
    return started and not ended


def role_held_on(
    roles: Iterable[Role], day: datetime.date, *, stated: Collection[Role] = ()
) -> Role | None:
    """The role held on `day`: first one of `stated` (those the document being read states), else
    one whose start and end span the day.

    A role with an open or unknown end only counts when the document that states it is the one
    being read: it describes the person as of that document. Beyond that, guessing would put
    words in the wrong mouth, so no role is better than a wrong one.
    """
    held = [role for role in roles if _held_on(role, day)]
    in_document = [role for role in held if role in stated]
    if in_document:
        return min(in_document, key=lambda role: role.started_on is None and role.ended_on is None)
    return next(
        (role for role in held if role.started_on is not None and role.ended_on is not None), None
    )
