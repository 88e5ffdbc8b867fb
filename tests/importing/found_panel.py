"""The found-quotes panel as an editor uses it: add an article through the admin form, open the review the
save redirects to, and confirm the panel with some of its fields changed."""

from django.urls import reverse

from tests.admin_forms import change_form_data, panel_data


def add_article(client, *paragraphs, published_on="2021-02-01"):
    url = reverse("admin:stories_article_add")
    data = change_form_data(client.get(url))
    data.update(
        {
            "headline": "Alderson answers",
            "slug": "alderson-answers",
            "published_on": published_on,
            "published_precision": "day",
            "status": "draft",
            "body": "\n\n".join(paragraphs),
        }
    )
    return client.post(url, data)


def review_page(client, response):
    assert response.status_code == 302, response.context["errors"] if response.context else response
    assert "?review=" in response.url and response.url.endswith("#found-quotes")
    return client.get(response.url)


def confirm(client, page, **changes):
    """Save the form as shown, panel included, with `changes` to the panel's fields (None unticks or clears)."""
    data = {
        **change_form_data(page),
        **panel_data(page.content.decode(), "found"),
        "_continue": "1",
    }
    for name, value in changes.items():
        name = name.replace("_", "-", 1) if name.startswith("found_") else name
        if value is None:
            data.pop(name, None)
        else:
            data[name] = value
    return client.post(page.request["PATH_INFO"], data)
