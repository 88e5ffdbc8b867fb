"""Values a hostile client puts in a query parameter or a path segment: bytes Python or a database
rejects, numbers past every column's range, impossible dates, markup and full-text syntax."""

HOSTILE = {
    "nul": "%00",
    "nul-inside": "a%00b",
    "huge": "99999999999999999999",
    "just-past-bigint": "9223372036854775808",
    "negative-bigint": "-9223372036854775809",
    "negative": "-1",
    "zero": "0",
    "not-a-number": "abc",
    "float": "1e999",
    "nan": "NaN",
    "10-kb": "x" * 10240,
    "10-kb-accents": "%C3%A9" * 5120,
    "bad-utf8": "%FF%FE",
    "overlong-nul": "%C0%80",
    "lone-surrogate": "%ED%A0%80",
    "bad-escape": "%zz%",
    "impossible-date": "2017-02-31",
    "five-digit-year": "99999-01-01",
    "quotes-and-markup": "%22%27%3Cscript%3E",
    "fts-syntax": "%22a%22%20NEAR%20*%20OR%20-",
}
