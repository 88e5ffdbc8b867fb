import datetime

from importing.parsing.dates import parse_date


def test_month_name_date():
    assert parse_date("January 12, 2017") == datetime.date(2017, 1, 12)


def test_abbreviated_month_with_period():
    assert parse_date("Sept. 3, 2016") == datetime.date(2016, 9, 3)


def test_us_numeric_date():
    assert parse_date("1/12/2017") == datetime.date(2017, 1, 12)


def test_text_without_date_gives_none():
    assert parse_date("Thursday") is None


def test_impossible_date_gives_none():
    assert parse_date("February 31, 2017") is None
