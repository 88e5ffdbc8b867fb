// Keeps the body's word count (the first words of its help text, counted by the server on load) current while typing.
"use strict";
document.addEventListener("DOMContentLoaded", () => {
  const body = document.querySelector("textarea.article-body");
  const help = body && document.getElementById(`${body.id}_helptext`);
  if (!help) return;
  const text = help.querySelector("div") || help;
  const rest = text.textContent.replace(/^[\d,]+ words?\. /, "");
  const update = () => {
    const words = body.value.split(/\s+/).filter(Boolean).length;
    text.textContent = `${words.toLocaleString("en")} word${words === 1 ? "" : "s"}. ${rest}`;
  };
  body.addEventListener("input", update);
});
