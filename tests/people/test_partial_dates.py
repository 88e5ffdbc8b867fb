import datetime

import pytest

from people.partial_dates import (
    DatePrecision,
    format_partial_date,
    iso_partial_date,
    partial_date_is_normalised,
)


@pytest.mark.parametrize(
    ("value", "precision", "expected"),
    [
        (datetime.date(2016, 1, 1), DatePrecision.YEAR, "2016"),
        (datetime.date(2017, 1, 1), DatePrecision.MONTH, "January 2017"),
        (datetime.date(2017, 1, 12), DatePrecision.DAY, "Jan. 12, 2017"),
        (datetime.date(2017, 3, 5), DatePrecision.DAY, "March 5, 2017"),
        (datetime.date(2017, 9, 1), DatePrecision.DAY, "Sept. 1, 2017"),
        (None, DatePrecision.DAY, ""),
    ],
)
def test_dates_print_no_more_than_their_precision(value, precision, expected):
    assert format_partial_date(value, precision) == expected


def test_iso_dates_are_reduced_to_their_precision():
    assert iso_partial_date(datetime.date(2017, 10, 1), DatePrecision.MONTH) == "2017-10"
    assert iso_partial_date(datetime.date(2021, 1, 1), DatePrecision.YEAR) == "2021"


def test_a_month_must_be_stored_as_its_first_day():
    assert partial_date_is_normalised(datetime.date(2017, 10, 1), DatePrecision.MONTH)
    assert not partial_date_is_normalised(datetime.date(2017, 10, 30), DatePrecision.MONTH)
    assert not partial_date_is_normalised(datetime.date(2017, 10, 1), DatePrecision.YEAR)
