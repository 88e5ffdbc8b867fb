// The editors' desk beside the article form (templates: admin/desk/side.html): autosave, live
// preview, presence and notes. Everything posts the page's own CSRF token; nothing runs inline.
"use strict";
document.addEventListener("DOMContentLoaded", () => {
  const side = document.getElementById("desk");
  const form = side && document.getElementById(side.dataset.form);
  if (!form) return;
  const token = () => form.querySelector("input[name=csrfmiddlewaretoken]").value;
  const debounce = (run, ms) => {
    let timer;
    return () => {
      clearTimeout(timer);
      timer = setTimeout(run, ms);
    };
  };
  const post = (url, body, keepalive = false) =>
    fetch(url, {
      method: "POST",
      body,
      keepalive,
      credentials: "same-origin",
      headers: { "X-CSRFToken": token(), "X-Desk": "fetch" },
    }).then((response) => (response.ok ? response : Promise.reject(response)));
  // The form as it would be posted, less files (a snapshot or a preview never carries an upload).
  const typed = () => {
    const data = new FormData(form);
    for (const [name, value] of [...data.entries()]) if (value instanceof File) data.delete(name);
    return data;
  };
  const same = (a, b) => String(a).replace(/\r\n/g, "\n").trim() === String(b).replace(/\r\n/g, "\n").trim();
  const loaded = form.querySelector("input[name=loaded_version]");

  // Autosave: a snapshot of the typed form every few seconds after typing stops.
  const status = side.querySelector(".desk-autosave__status");
  if (side.dataset.autosaveUrl) {
    const autosave = debounce(() => {
      post(side.dataset.autosaveUrl, typed())
        .then((response) => response.json())
        .then((answer) => {
          status.textContent = `Unsaved changes kept at ${answer.saved_at}. They are not saved to the article until you save.`;
        })
        .catch(() => {
          status.textContent = "Your unsaved changes could not be kept: check your connection.";
        });
    }, 2000);
    form.addEventListener("input", autosave);
    form.addEventListener("change", autosave);
    if (!loaded) {
      // A new article: once saved, its snapshot is no longer needed (the add form starts empty).
      form.addEventListener("submit", (event) => {
        if (event.submitter && event.submitter.name === "_desk_preview") return;
        post(side.dataset.discardUrl, new FormData(), true).catch(() => {});
      });
    }
    const stored = document.getElementById("desk-snapshot");
    const offer = side.querySelector(".desk-autosave__restore");
    if (stored && offer) {
      const snapshot = JSON.parse(stored.textContent);
      const now = new FormData(form);
      const list = (value) => (Array.isArray(value) ? value : [value]);
      const differs = Object.entries(snapshot).some(([name, value]) => {
        if (name === "loaded_version" || !form.querySelector(`[name="${CSS.escape(name)}"]`)) return false;
        const current = now.getAll(name);
        const wanted = list(value);
        return current.length !== wanted.length || wanted.some((v, i) => !same(v, current[i]));
      });
      offer.hidden = !differs;
      offer.querySelector("[data-desk-restore]").addEventListener("click", () => {
        for (const [name, value] of Object.entries(snapshot)) {
          const values = list(value);
          for (const field of form.querySelectorAll(`[name="${CSS.escape(name)}"]`)) {
            if (field.type === "file") continue;
            if (field.type === "checkbox" || field.type === "radio") field.checked = values.includes(field.value);
            else if (field.tagName === "SELECT" && field.multiple)
              for (const option of field.options) option.selected = values.includes(option.value);
            else field.value = values[0];
            field.dispatchEvent(new Event("input", { bubbles: true }));
          }
        }
        offer.hidden = true;
        status.textContent = "Your unsaved changes are back in the form. Save to keep them.";
      });
      offer.querySelector("[data-desk-discard]").addEventListener("click", () => {
        post(side.dataset.discardUrl, new FormData()).then(() => {
          offer.hidden = true;
          status.textContent = "Unsaved changes discarded.";
        });
      });
    }
  }

  // Live preview: the public page with the typed text, shown in a sandboxed frame (no scripts).
  const frame = side.querySelector(".desk-preview__frame");
  if (frame && side.dataset.previewUrl) {
    const refresh = debounce(() => {
      post(side.dataset.previewUrl, typed())
        .then((response) => response.text())
        .then((html) => {
          frame.srcdoc = html;
          frame.hidden = false;
        })
        .catch(() => {});
    }, 700);
    form.addEventListener("input", refresh);
    refresh();
  }

  // Presence: a heartbeat says who else is here, and whether someone saved since this form loaded.
  if (side.dataset.presenceUrl) {
    const list = side.querySelector(".desk-presence__list");
    const clash = side.querySelector(".desk-presence__clash");
    const beat = () => {
      const data = new FormData();
      data.append("loaded_version", loaded ? loaded.value : "");
      post(side.dataset.presenceUrl, data)
        .then((response) => response.json())
        .then((answer) => {
          list.replaceChildren();
          if (answer.others.length) {
            const ul = document.createElement("ul");
            for (const other of answer.others) {
              const li = document.createElement("li");
              const name = document.createElement("strong");
              name.textContent = other.name;
              li.append(name, ` has this article open since ${other.since}`);
              ul.append(li);
            }
            list.append(ul);
          } else {
            const p = document.createElement("p");
            p.textContent = "No one else has this article open.";
            list.append(p);
          }
          const saved = answer.saved_since;
          clash.hidden = !saved;
          if (saved)
            clash.textContent = `${saved.by} saved this article at ${saved.at}, after you opened it. When you save, changes to different fields are merged; a field you both changed is refused, showing both versions.`;
        })
        .catch(() => {});
    };
    beat();
    setInterval(beat, Number(side.dataset.heartbeat || 15) * 1000);
    window.addEventListener("pagehide", () => post(side.dataset.leaveUrl, new FormData(), true).catch(() => {}));
  }

  // Notes: posted in place, the panel swapped for the answer (the forms work without this too).
  const notes = document.getElementById("desk-notes");
  if (notes) {
    notes.addEventListener("submit", (event) => {
      event.preventDefault();
      post(event.target.action, new FormData(event.target))
        .then((response) => response.text())
        .then((html) => {
          notes.innerHTML = html;
        })
        .catch(() => event.target.submit());
    });
  }
});
