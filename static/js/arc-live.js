// Live coverage on an arc page: every data-live-poll seconds (while the tab is visible) fetch this same
// page, which the page cache and Varnish serve to every reader alike, and add the timeline entries it
// has and this page lacks, each where it belongs, marked "New"; the key events and pinned entry are
// replaced by the fetched ones. The page is complete without this script: a reload shows the same.
(function () {
  "use strict";
  var live = document.getElementById("live");
  var timeline = document.querySelector("ol.timeline");
  var status = document.getElementById("live-status");
  if (!live || !timeline || !status || !window.DOMParser || !window.fetch) return;
  var seconds = parseInt(live.dataset.livePoll, 10);
  if (!(seconds > 0)) return;
  var added = 0;
  status.textContent = "Live coverage: new entries appear on the timeline as they are published.";

  function badge() {
    var span = document.createElement("span");
    span.className = "badge badge--new";
    span.textContent = "New";
    return span;
  }

  function addEntries(fetched) {
    var items = fetched.querySelectorAll("ol.timeline > li.timeline__item[id]");
    var count = 0;
    var previous = null;
    items.forEach(function (item) {
      var here = document.getElementById(item.id);
      if (here) {
        previous = here;
        return;
      }
      var entry = document.importNode(item, true);
      entry.classList.add("is-new");
      var title = entry.querySelector(".timeline__title");
      if (title) title.append(" ", badge());
      if (previous) previous.after(entry);
      else timeline.prepend(entry);
      previous = entry;
      count += 1;
    });
    return count;
  }

  function replace(fetched, selector) {
    var fresh = fetched.querySelector(selector);
    var current = live.querySelector(selector);
    if (fresh && current) current.replaceWith(document.importNode(fresh, true));
    else if (fresh) live.querySelector("h2").after(document.importNode(fresh, true));
    else if (current) current.remove();
  }

  function check() {
    if (document.hidden) return;
    // "no-cache": revalidate rather than reuse the browser's copy; unchanged, the server answers 304.
    fetch(window.location.pathname + window.location.search, {
      credentials: "same-origin",
      cache: "no-cache",
    })
      .then(function (response) { return response.ok ? response.text() : null; })
      .then(function (html) {
        if (html === null) return;
        var fetched = new DOMParser().parseFromString(html, "text/html");
        if (!fetched.querySelector("#live[data-live-poll]")) {
          status.textContent = "Live coverage has ended: this page no longer checks for new entries.";
          window.clearInterval(timer);
          return;
        }
        replace(fetched, ".pinned");
        replace(fetched, ".key-events");
        var count = addEntries(fetched);
        if (count) {
          added += count;
          status.textContent = added + " new entr" + (added === 1 ? "y" : "ies") +
            " added to the timeline since you opened this page, marked New.";
        }
      })
      .catch(function () { /* offline for a moment: the next check tries again */ });
  }

  var timer = window.setInterval(check, seconds * 1000);
})();
