// Rows not saved yet can be dragged like saved ones. django-admin-sortable2 drags only the rows that
// have a handle (td.original p) and the class has_original, which Django gives saved rows alone, so
// on an add form (or a row added with "Add another") nothing could move until the first save.
// Each new row gets both, and a position after the others: saved as shown, or where it is dragged.
"use strict";
(function () {
  function draggable(row) {
    const fieldset = row.closest("fieldset.sortable");
    const cell = row.querySelector("td.original");
    if (!fieldset || !cell || row.classList.contains("empty-form") || row.classList.contains("has_original")) {
      return;
    }
    row.classList.add("has_original");
    const handle = document.createElement("p");
    handle.textContent = "New: drag to place";
    handle.title = "Drag to reorder";
    cell.prepend(handle);
    const position = row.querySelector("input._reorder_");
    if (position) {
      position.value = String(fieldset.querySelectorAll("tbody tr.has_original").length);
    }
  }
  document.addEventListener("formset:added", (event) => {
    if (event.target instanceof HTMLTableRowElement) {
      draggable(event.target);
    }
  });
  document.addEventListener("DOMContentLoaded", () => {
    document.querySelectorAll("fieldset.sortable tbody tr.form-row").forEach(draggable);
  });
})();
