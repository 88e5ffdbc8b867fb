"""Which role a person held on a given day, as far as the recorded roles can tell."""

import datetime
from collections.abc import Iterable

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


def role_held_on(roles: Iterable[Role], day: datetime.date | None, *, source_id: int | None = None) -> Role | None:
    """The role a document gives the person (`source_id`), else the one whose known dates span `day`.

    Roles without any dates only count when the document itself states them: an undated role
    cannot be placed in time, and guessing would put words in the wrong mouth.
    """
    roles = list(roles)
    for role in roles:
        if source_id is not None and role.source_id == source_id:
            return role
    if day is None:
        return None
    for role in roles:
        if role.started_on is None and role.ended_on is None:
            continue
        started = role.started_on is None or role.started_on <= day
        ended = role.ended_on is not None and _period_end(role.ended_on, role.ended_precision) < day
        if started and not ended:
            return role
    return None
