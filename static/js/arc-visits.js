// "New since your last visit" on an arc page, worked out in the browser so that every reader gets the
// same cached bytes (the page cache, Varnish). The page lists the timeline's entries the filter keeps
// (#timeline-marks: key, what, page, first seen, last edited, in seconds since 1970); the last visit is
// kept in localStorage as "<what the visit marks against>.<last request>", per arc. Coming back within
// 30 minutes continues the same visit (reading an article and returning keeps the marks); a first visit
// marks against its own first request, so what is added while the reader reads is marked on return.
(function () {
  "use strict";
  var VISIT_GAP = 30 * 60;
  var ORDER = ["article", "update", "correction", "editors_note"];
  var NAMES = {
    article: ["article", "articles"],
    update: ["update", "updates"],
    correction: ["correction", "corrections"],
    editors_note: ["editor\u2019s note", "editor\u2019s notes"],
  };
  // Django's "N j, Y", as the rest of the page dates things.
  var MONTHS = ["Jan.", "Feb.", "March", "April", "May", "June", "July", "Aug.", "Sept.", "Oct.",
    "Nov.", "Dec."];

  var note = document.getElementById("visit-note");
  var data = document.getElementById("timeline-marks");
  if (!note || !data) return;

  function number(text) {
    return /^\d+$/.test(text) ? parseInt(text, 10) : null;
  }

  function visits(stored, now) {
    var cut = stored.lastIndexOf(".");
    var previous = number(stored.slice(0, Math.max(cut, 0)));
    var last = cut < 0 ? null : number(stored.slice(cut + 1));
    var sameVisit = last !== null && now - last < VISIT_GAP;
    var since = sameVisit ? (previous !== null ? previous : last) : last;
    return [since, (since === null ? "" : since) + "." + now];
  }

  function remember(key, value) {
    try {
      var stored = window.localStorage.getItem(key) || "";
      if (value !== undefined) window.localStorage.setItem(key, value);
      return stored;
    } catch (error) {
      return null; // storage refused (private browsing, policy): no marks, and nothing breaks
    }
  }

  function pageAddress(page) {
    var url = new URL(window.location.href);
    url.hash = "";
    if (page === 1) url.searchParams.delete("page");
    else url.searchParams.set("page", page);
    return url.pathname + url.search;
  }

  function link(text, href) {
    var a = document.createElement("a");
    a.href = href;
    a.textContent = text;
    return a;
  }

  function badge(text) {
    var span = document.createElement("span");
    span.className = "badge badge--new";
    span.textContent = text;
    return span;
  }

  function dated(seconds) {
    var day = new Date(seconds * 1000);
    return MONTHS[day.getMonth()] + " " + day.getDate() + ", " + day.getFullYear();
  }

  function mark(item, change) {
    item.classList.add("is-new");
    var label = change === "new" ? "New" : "Edited";
    var kind = item.querySelector(".timeline__kind");
    if (item.classList.contains("timeline__item--article") && kind) {
      kind.append(" ", badge(label));
    } else {
      var line = document.createElement("p");
      line.className = "timeline__kind";
      line.append(badge(label));
      var title = item.querySelector(".timeline__title");
      if (title) title.after(line);
    }
  }

  var now = Math.floor(Date.now() / 1000);
  var storageKey = "arc-" + note.dataset.arc + "-seen";
  var stored = remember(storageKey);
  if (stored === null) return;
  var since = visits(stored, now)[0];
  remember(storageKey, visits(stored, now)[1]);

  var here = number(note.dataset.page) || 1;
  var person = note.dataset.person;
  if (since === null) {
    note.append("Next time you visit, what is added or changed from now on will be marked ",
      badge("New"), ".");
    note.hidden = false;
    return;
  }

  var groups = {};
  var first = null;
  JSON.parse(data.textContent).forEach(function (entry) {
    var key = entry[0], what = entry[1], page = entry[2], seen = entry[3], edited = entry[4];
    var change = seen !== null && seen > since ? "new"
      : edited !== null && edited > since ? "edited" : null;
    if (change === null) return;
    if (first === null) first = { page: page, key: key };
    var id = what + ":" + change;
    if (!groups[id]) groups[id] = { what: what, change: change, count: 0, page: page, key: key };
    groups[id].count += 1;
    if (page === here) {
      var item = document.getElementById(key);
      if (item) mark(item, change);
    }
  });
  var changed = Object.keys(groups).map(function (id) { return groups[id]; });
  changed.sort(function (a, b) {
    return (a.change !== "new") - (b.change !== "new") || ORDER.indexOf(a.what) - ORDER.indexOf(b.what);
  });

  if (!changed.length) {
    note.append("Nothing " + (person ? "involving " + person + " " : "on the timeline ") +
      "changed after your last visit on " + dated(since) + ".");
  } else {
    var strong = document.createElement("strong");
    strong.textContent = "Since your last visit";
    note.append(strong, " on " + dated(since) + (person ? ", involving " + person : "") + ": ");
    changed.forEach(function (group, n) {
      var names = NAMES[group.what] || [group.what, group.what + "s"];
      var text = group.count + " " + (group.what === "article" && group.change === "new" ? "new " : "") +
        names[group.count === 1 ? 0 : 1] + (group.change === "edited" ? " edited" : "");
      var href = (group.page === here ? "" : pageAddress(group.page)) + "#" + group.key;
      note.append(link(text, href), n < changed.length - 1 ? ", " : ".");
    });
    note.append(" They are marked ", badge("New"), " or ", badge("Edited"), " below");
    if (note.dataset.paged && first.page !== here) {
      note.append(", the earliest ", link("on page " + first.page, pageAddress(first.page) + "#" + first.key));
    }
    note.append(".");
  }
  note.hidden = false;
})();
