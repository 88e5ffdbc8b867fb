// Quotes proposed as the editor writes (templates: admin/importing/article/found_quotes_panel.html).
// A moment after the body, dek or date stops changing, the form's text and the panel as it stands are
// posted to the finder (importing.views.FoundQuotesView); its answer is the panel again, shown beside the
// body. The rows go with the form's own save: one save writes the article and the quotes kept. Without
// this script the form proposes them after a save instead. Nothing runs inline (CSP).
"use strict";
document.addEventListener("DOMContentLoaded", () => {
  const panel = document.getElementById("found-quotes");
  const form = panel && panel.closest("form");
  const body = form && form.elements.namedItem("body");
  if (!body || !panel.dataset.findUrl) return;
  // Beside the body rather than at the top of the form: the proposals appear where the editor writes.
  const row = body.closest(".form-row");
  if (row) row.after(panel);

  const token = () => form.querySelector("input[name=csrfmiddlewaretoken]").value;
  let timer;
  let pending = null;
  const later = (ms) => {
    clearTimeout(timer);
    timer = setTimeout(find, ms);
  };
  const find = () => {
    // An answer never replaces a row the editor is in the middle of changing.
    if (panel.contains(document.activeElement)) return later(1000);
    const data = new FormData();
    for (const name of ["body", "dek", "published_on"]) {
      const field = form.elements.namedItem(name);
      if (field) data.append(name, field.value);
    }
    for (const field of panel.querySelectorAll("input[name]")) {
      if (field.type !== "checkbox") data.append(field.name, field.value);
      else if (field.checked) data.append(field.name, field.value);
    }
    if (pending) pending.abort();
    pending = new AbortController();
    fetch(panel.dataset.findUrl, {
      method: "POST",
      body: data,
      credentials: "same-origin",
      headers: { "X-CSRFToken": token() },
      signal: pending.signal,
    })
      .then((response) => (response.ok ? response.text() : Promise.reject(response)))
      .then((html) => {
        pending = null;
        if (panel.contains(document.activeElement)) return later(1000);
        panel.innerHTML = html;
        const count = panel.querySelector("input[name$='-count']");
        panel.hidden = !count || count.value === "0";
      })
      .catch(() => {}); // the save still proposes what it finds
  };
  for (const field of [body, form.elements.namedItem("dek"), form.elements.namedItem("published_on")])
    if (field) field.addEventListener("input", () => later(800));

  // A row the editor changed keeps their choice when the next answer comes.
  const edited = (event) => {
    const flag = event.target.closest("tr")?.querySelector("input[name$='-edited']");
    if (flag) flag.value = "1";
    if (pending) {
      // Asked before this change: ask again with it.
      pending.abort();
      pending = null;
      later(1000);
    }
  };
  panel.addEventListener("input", edited);
  panel.addEventListener("change", edited);
});
