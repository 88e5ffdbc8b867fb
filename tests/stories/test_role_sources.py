"""The article that states a role is recorded on the stories side (RoleSource): `people` knows
nothing of stories, and editors state a role from the article's own form."""

import pytest
from django.apps import apps
from django.db.migrations.loader import MigrationLoader
from django.urls import reverse

from stories.models import RoleSource
from tests.admin_forms import change_form_data
from tests.factories import ArticleFactory, RoleFactory

pytestmark = pytest.mark.django_db


def test_no_people_model_points_at_a_stories_model():
    pointing = [
        f"{model.__name__}.{field.name}"
        for model in apps.get_app_config("people").get_models()
        for field in model._meta.get_fields()
        if field.concrete and field.is_relation and field.related_model._meta.app_label == "stories"
    ]
    assert pointing == []


def test_no_new_people_migration_depends_on_stories():
    # 0002 predates the rule (Role.source was created there); every later one stands alone.
    graph = MigrationLoader(None, ignore_no_migrations=True).graph
    seen, stack = set(), list(graph.leaf_nodes("people"))
    while stack:
        key = stack.pop()
        if key in seen or key[0] != "people" or key[1][:4] <= "0002":
            continue
        seen.add(key)
        migration = graph.nodes[key]
        assert all(app != "stories" for app, _ in migration.dependencies), key
        stack.extend(migration.dependencies)
    assert seen  # the walk reached the migrations it checks


def test_an_editor_states_a_role_on_the_article_form_and_readers_see_its_source(client, editor):
    article = ArticleFactory(status="published", headline="Backman named manager")
    role = RoleFactory(title="Manager", started_on=None, ended_on=None)
    client.force_login(editor)
    url = reverse("admin:stories_article_change", args=[article.pk])
    data = change_form_data(client.get(url))
    data.update({"stated_roles-TOTAL_FORMS": "1", "stated_roles-0-role": str(role.pk)})
    response = client.post(url, data)
    assert response.status_code == 302, response.context and response.context["errors"]
    assert RoleSource.objects.get(role=role).article == article
    page = client.get(role.person.get_absolute_url()).content.decode()
    assert "Source: <a href=" in page and "Backman named manager" in page


def test_a_role_stated_only_by_a_draft_shows_no_source_to_readers(client):
    draft = ArticleFactory(status="draft", headline="Secret appointment")
    published = ArticleFactory(status="published")
    role = RoleFactory(title="Manager", source=draft, started_on=None, ended_on=None)
    RoleFactory(person=role.person, title="Coach", source=published)
    page = client.get(role.person.get_absolute_url()).content.decode()
    assert "Secret appointment" not in page
