"""Dates known only to the year or month, as newsroom documents often give them.

A partial date is stored as a real `date` (the first day of the period it names, or the exact day)
plus a precision, so it sorts with exact dates and prints no more than the source supports.
"""

import datetime

from django.core.exceptions import ValidationError
from django.db import models


class DatePrecision(models.TextChoices):
    DAY = "day", "Exact day"
    MONTH = "month", "Month only"
    YEAR = "year", "Year only"


# AP style abbreviates these months in dates; the rest are written out.
_AP_MONTHS = {1: "Jan.", 2: "Feb.", 8: "Aug.", 9: "Sept.", 10: "Oct.", 11: "Nov.", 12: "Dec."}


def format_partial_date(value: datetime.date | None, precision: str) -> str:
    """'2016', 'January 2017' or 'Jan. 12, 2017' (AP style), as the precision allows."""
    if value is None:
        return ""
    if precision == DatePrecision.YEAR:
        return str(value.year)
    if precision == DatePrecision.MONTH:
        return value.strftime("%B %Y")
    month = _AP_MONTHS.get(value.month) or value.strftime("%B")
    return f"{month} {value.day}, {value.year}"


def iso_partial_date(value: datetime.date | None, precision: str) -> str:
    """ISO 8601 reduced precision ('2016', '2017-01', '2017-01-12'), for machine-readable output."""
    if value is None:
        return ""
    if precision == DatePrecision.YEAR:
        return f"{value.year:04d}"
    if precision == DatePrecision.MONTH:
        return f"{value.year:04d}-{value.month:02d}"
    return value.isoformat()


def validate_partial_dates(instance: models.Model, *fields: tuple[str, str]) -> None:
    """Model.clean() helper: each (date field, precision field) pair must be stored normalised."""
    errors = {
        date_field: "For a month or year, enter the first day of that month or year."
        for date_field, precision_field in fields
        if not partial_date_is_normalised(
            getattr(instance, date_field), getattr(instance, precision_field)
        )
    }
    if errors:
        raise ValidationError(errors)


def partial_date_is_normalised(value: datetime.date | None, precision: str) -> bool:
    """A month or year is stored as its first day, so equal periods compare equal."""
    if value is None:
        return True
    if precision == DatePrecision.YEAR:
        return value.month == 1 and value.day == 1
    if precision == DatePrecision.MONTH:
        return value.day == 1
    return True
