"""A queryset compiled once per process gives what building it afresh gives, at every call (sitewide/prepared.py)."""

import datetime
import threading
from unittest import mock

import pytest
import time_machine
from django.db import connection, connections
from django.db.models.sql.compiler import SQLCompiler
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from sitewide.prepared import Prepared
from stories.models import Article, Status
from tests.factories import ArticleFactory, OrganisationFactory

pytestmark = pytest.mark.django_db

NOON = datetime.datetime(2024, 5, 1, 12, 0, tzinfo=datetime.UTC)


@pytest.fixture(autouse=True)
def prepared_on(settings):
    settings.PREPARED_QUERIES = True


def headlines(queryset) -> list[str]:
    return [article.headline for article in queryset]


def test_each_call_finds_the_rows_of_its_own_values():
    by_outlet = Prepared(
        lambda outlet_id: (
            Article.objects.published()
            .filter(outlet_id=outlet_id)
            .select_related("outlet")
            .order_by("headline")
        )
    )
    one, two = OrganisationFactory(name="One"), OrganisationFactory(name="Two")
    ArticleFactory(headline="From one", outlet=one)
    ArticleFactory(headline="From two", outlet=two)
    ArticleFactory(headline="Also from two", outlet=two)
    assert headlines(by_outlet(one.pk)) == ["From one"]
    with CaptureQueriesContext(connection) as queries:
        rows = list(by_outlet(two.pk))
    assert [a.headline for a in rows] == ["Also from two", "From two"] and len(queries) == 1
    assert {a.outlet.name for a in rows} == {
        "Two"
    }  # select_related rows built as the ORM builds them
    assert by_outlet._compiled  # compiled once, and not given up on


def test_what_is_published_is_decided_at_each_call_not_when_it_was_compiled():
    by_slug = Prepared(lambda slug: Article.objects.published().filter(slug=slug))
    ArticleFactory(
        headline="Comes out at one",
        slug="at-one",
        status=Status.PUBLISHED,
        publish_at=NOON + datetime.timedelta(hours=1),
    )
    with time_machine.travel(NOON, tick=False):
        assert headlines(by_slug("at-one")) == []
    with time_machine.travel(NOON + datetime.timedelta(hours=2), tick=False):
        assert timezone.now() > NOON
        assert headlines(by_slug("at-one")) == ["Comes out at one"]


def test_a_queryset_derived_from_a_prepared_one_is_built_with_the_same_values():
    by_outlet = Prepared(lambda outlet_id: Article.objects.published().filter(outlet_id=outlet_id))
    one, two = OrganisationFactory(), OrganisationFactory()
    ArticleFactory(headline="First", outlet=one)
    ArticleFactory(headline="Second", outlet=two)
    list(by_outlet(one.pk))
    assert by_outlet(two.pk).count() == 1
    assert headlines(by_outlet(two.pk).filter(headline="Second")) == ["Second"]
    assert headlines(by_outlet(two.pk)[:1]) == ["Second"]


def test_sql_that_changes_with_the_values_is_built_afresh_each_time():
    def by_outlet(outlet_id: int):  # branches on its value: the SQL differs, so nothing is prepared
        ids = [outlet_id] if outlet_id % 2 else [outlet_id, outlet_id]
        return Article.objects.filter(outlet_id__in=ids).order_by("headline")

    prepared = Prepared(by_outlet)
    one, two = OrganisationFactory(), OrganisationFactory()
    ArticleFactory(headline="First", outlet=one)
    ArticleFactory(headline="Second", outlet=two)
    assert headlines(prepared(one.pk)) == ["First"]
    assert headlines(prepared(two.pk)) == ["Second"]


def test_with_the_setting_off_every_call_builds_its_queryset(settings):
    settings.PREPARED_QUERIES = False
    by_slug = Prepared(lambda slug: Article.objects.published().filter(slug=slug))
    ArticleFactory(headline="Built", slug="built")
    assert headlines(by_slug("built")) == ["Built"] and not by_slug._compiled


def test_a_tuple_of_ids_is_prepared_for_its_length_and_finds_its_own_rows():
    by_outlets = Prepared(
        lambda outlet_ids: Article.objects.filter(outlet_id__in=outlet_ids).order_by("headline")
    )
    outlets = [OrganisationFactory() for _ in range(3)]
    for n, outlet in enumerate(outlets):
        ArticleFactory(headline=f"Article {n}", outlet=outlet)
    assert headlines(by_outlets((outlets[0].pk, outlets[1].pk))) == ["Article 0", "Article 1"]
    assert headlines(by_outlets((outlets[2].pk, outlets[1].pk))) == ["Article 1", "Article 2"]
    assert headlines(by_outlets((outlets[2].pk,))) == ["Article 2"]
    assert all(hasattr(compiled, "sql") for compiled in by_outlets._compiled.values())  # compiled
    assert len(by_outlets._compiled) == 2  # one per length


def test_a_query_compiled_in_one_thread_runs_in_another():
    # A threaded server (gthread, the live server) compiles in one thread and serves in others, each
    # with its own database connection; the compiled query must use the serving thread's.
    by_slug = Prepared(lambda slug: Article.objects.published().filter(slug=slug))
    assert list(by_slug("compiled-here")) == [] and by_slug._compiled
    outcome = []

    def serve():
        try:
            outcome.append(list(by_slug("served-there")))
        except Exception as error:  # the assertion below shows it
            outcome.append(error)
        finally:
            connections.close_all()

    thread = threading.Thread(target=serve)
    thread.start()
    thread.join()
    assert outcome == [[]]


def test_a_later_call_converts_its_dates_without_working_out_the_converters_again():
    by_slug = Prepared(lambda slug: Article.objects.published().filter(slug=slug))
    ArticleFactory(slug="first", published_on=datetime.date(2017, 1, 12))
    ArticleFactory(slug="second", published_on=datetime.date(2019, 3, 4))
    assert [a.published_on for a in by_slug("first")] == [datetime.date(2017, 1, 12)]
    with mock.patch.object(SQLCompiler, "get_converters", side_effect=AssertionError):
        rows = list(by_slug("second"))
    assert [a.published_on for a in rows] == [datetime.date(2019, 3, 4)]
