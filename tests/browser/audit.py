"""What every browser test checks on a page: axe-core's accessibility audit at phone and desktop widths, a
full-page screenshot to look at, and the content-security-policy violations the browser reports."""

from pathlib import Path

AXE = Path(__file__).resolve().parent / "vendor" / "axe.min.js"
WIDTHS = {"phone": 390, "desktop": 1280}
BLOCKING = {"serious", "critical"}


def check_page(page, name, width_name, screenshot_dir, results):
    """Run axe-core on the page, save a full-page screenshot, and return serious or critical violations."""
    page.add_script_tag(path=str(AXE))
    report = page.evaluate("async () => await axe.run(document, {resultTypes: ['violations']})")
    violations = [
        {
            "id": v["id"],
            "impact": v["impact"],
            "help": v["help"],
            "nodes": [n["target"] for n in v["nodes"]],
        }
        for v in report["violations"]
    ]
    results[f"{name} ({width_name})"] = violations
    page.screenshot(path=str(screenshot_dir / f"{name}-{width_name}.png"), full_page=True)
    return [v for v in violations if v["impact"] in BLOCKING]


# Recorded before any of the page's own content runs, so nothing the page does escapes it.
RECORD_VIOLATIONS = """
window.__violations = [];
document.addEventListener("securitypolicyviolation", (event) => {
  window.__violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
});
"""
