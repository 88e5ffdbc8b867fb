"""Following an arc or a person: the sign-up form's page and its answer, the same for everyone."""

from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.decorators import method_decorator
from django.views import View
from django.views.decorators.cache import never_cache
from django.views.decorators.csrf import csrf_exempt

from people.models import Person
from sitewide.trust import client_address
from stories.models import StoryArc
from stories.models.naming import people_with_page

from .. import services
from ..forms import FollowForm


def public_target(kind: str, slug: str):
    """The arc or person a reader may follow: only what has a public page."""
    if kind == "arc":
        return get_object_or_404(StoryArc.objects.published(), slug=slug)
    if kind == "person":
        return get_object_or_404(people_with_page(Person.objects.filter(slug=slug)))
    raise Http404


# The form sits on cached public pages, which carry no CSRF token; a forged sign-up can only
# send a confirmation mail, which the owner of the address ignores (double opt-in), and both the
# address and the client are rate-limited.
@method_decorator([csrf_exempt, never_cache], name="dispatch")
class FollowView(View):
    template_name = "following/follow.html"

    def get(self, request, kind, slug):
        target = public_target(kind, slug)
        return self.page(request, kind, target, FollowForm())

    def post(self, request, kind, slug):
        target = public_target(kind, slug)
        if not services.signups_allowed(client_address(request)):
            context = {"target": target, "kind": kind}
            answer = render(request, "following/too_many.html", context, status=429)
            answer["Retry-After"] = "3600"
            return answer
        form = FollowForm(request.POST)
        if form.is_bot():
            return redirect("following:sent", kind=kind, slug=slug)
        if not form.is_valid():
            return self.page(request, kind, target, form, status=400)
        services.sign_up(email=form.cleaned_data["email"], target=target)
        return redirect("following:sent", kind=kind, slug=slug)

    def page(self, request, kind, target, form, status=200):
        name = target.title if kind == "arc" else target.name
        context = {"target": target, "kind": kind, "form": form, "name": name}
        return render(request, self.template_name, context, status=status)


@method_decorator(never_cache, name="dispatch")
class SentView(View):
    """What every sign-up gets: whether the address already followed is not told."""

    def get(self, request, kind, slug):
        target = public_target(kind, slug)
        return render(request, "following/sent.html", {"target": target, "kind": kind})
