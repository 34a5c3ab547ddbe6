"""Look at the built docs site in a real browser: headless Chromium driven by Selenium.

    python benchmarks/docs_browser.py [--build] [--site build/site] [--out build/docs-browser]

Serves the site on localhost, then checks, each with a screenshot in ``--out``: the home page
(its title and the env table), an env page (its ``render()`` frame loaded, not broken), the
search box finding an env id, the widest pages (leaderboard, benchmark suite, agent cards,
papers) at 1,280 and 800 px (a table cut at 1,280 px, a table with an empty header row or the
home page's command cut inside its code block fails; at 800 px a table wider than the column
scrolls, listed), the paper pages' charts and an agent card's figure loaded inside the text
column at both widths (a screenshot scrolled to each), and that no page logged a console
error. Prints one line per
check and the time each took; exits 1 if one fails. Needs Debian's ``chromium`` and
``chromium-driver`` (``apt-get install -y chromium chromium-driver``) and the ``docs`` extra
(``pip install -e ".[docs]"``: MkDocs and selenium); ``--build`` builds the site first.
"""

from __future__ import annotations

import argparse
import functools
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--window-size=1280,900",
)
ENV_PAGE = "environments/Dispatch-v0/"
SEARCH = "WorkflowSubmit-v0"


class Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


def serve(site: Path) -> ThreadingHTTPServer:
    """The site on an ephemeral localhost port, served from a daemon thread."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def browser():  # -> selenium.webdriver.Chrome
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which("chromedriver")
    if not chromium or not driver:
        sys.exit(
            "docs_browser: chromium and chromedriver not found; on Debian: "
            "apt-get install -y chromium chromium-driver"
        )
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for flag in FLAGS:
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service(executable_path=driver), options=options)


def wait_for(condition: Callable[[], object], timeout: float = 20.0) -> object:
    """The first truthy value of ``condition()``, polled until ``timeout`` seconds pass."""
    end = time.monotonic() + timeout
    while True:
        value = condition()
        if value or time.monotonic() > end:
            return value
        time.sleep(0.2)


def check_home(drv, base: str, out: Path) -> str:
    drv.get(base)
    wait_for(lambda: drv.execute_script("return document.readyState") == "complete")
    title = drv.title
    ids = drv.execute_script(
        "return [...document.querySelectorAll('table a code')].map(e => e.textContent)"
    )
    drv.save_screenshot(str(out / "home.png"))
    assert "hpcgym" in title, f"title {title!r}"
    assert "hpcgym/Dispatch-v0" in ids, f"env table links: {ids}"
    return f"title {title!r}; env table links {len(ids)} ids"


def check_env_page(drv, base: str, out: Path) -> str:
    drv.get(base + ENV_PAGE)
    img = wait_for(
        lambda: drv.execute_script(
            "const i = document.querySelector('img[src$=\"Dispatch-v0.png\"]');"
            "return i && i.complete ? [i.naturalWidth, i.naturalHeight, i.currentSrc] : null"
        )
    )
    drv.execute_script(
        "document.querySelector('img[src$=\"Dispatch-v0.png\"]').scrollIntoView({block: 'center'})"
    )
    drv.save_screenshot(str(out / "env-page.png"))
    headings = drv.execute_script(
        "return [...document.querySelectorAll('article h2')].map(e => e.textContent.replace('¶', '').trim())"
    )
    assert img and img[0] > 0, f"the frame did not load: {img}"
    assert "Action Space" in headings and "Benchmark task" in headings, headings
    return f"frame {img[0]}x{img[1]} loaded; {len(headings)} sections: {', '.join(headings)}"


def check_search(drv, base: str, out: Path) -> str:
    drv.get(base)
    drv.execute_script(
        "document.querySelector('label.md-search__icon, .md-header__button[for=__search]')?.click()"
    )
    box = wait_for(
        lambda: drv.execute_script("return document.querySelector('input.md-search__input')")
    )
    assert box is not None, "no search box"
    drv.execute_script("document.getElementById('__search').checked = true")
    box.send_keys(SEARCH)
    hrefs = wait_for(
        lambda: drv.execute_script(
            "return [...document.querySelectorAll('.md-search-result__link')].map(a => a.href)"
        )
    )
    drv.save_screenshot(str(out / "search.png"))
    assert hrefs, f"search for {SEARCH!r} found nothing"
    hit = [h for h in hrefs if "environments/WorkflowSubmit-v0" in h]
    assert hit, f"search for {SEARCH!r}: no result on its env page; results: {hrefs[:5]}"
    rank = hrefs.index(hit[0]) + 1
    return f"{len(hrefs)} results for {SEARCH!r}; its env page is result {rank}: {hit[0].removeprefix(base)}"


WIDE_PAGES = (
    "",
    "bench/leaderboard/",
    "bench/",
    "bench/agents/dispatch-lublin1/",
    "bench/agents/task-dispatch/",
    "bench/agents/walltime/",
    "papers/rodrigo2018/",
    "papers/zhang2020/",
    "papers/lublin2003/",
    "environments/Dispatch-v0/",
)
# Pages whose code blocks must not scroll at 1,280 px (the home page's main command)
WHOLE_CODE = ("",)
CODE = """
return [...document.querySelectorAll('article pre > code')]
  .filter(c => c.scrollWidth > c.clientWidth + 1).map(c => c.textContent.slice(0, 60));
"""
# The paper pages' charts (docs/gen/paper_charts.py) and the agent cards' figures (their
# score charts, docs/gen/card_charts.py, and a shipped validation plot): (page, image)
CHARTED = ("zhang2020", "ilyushkin2015", "lubrano2024", "rodrigo2017", "rodrigo2018", "gainaru2019")
FIGURES = (
    *((f"papers/{k}/", f"{k}-chart.png") for k in CHARTED),
    ("papers/lublin2003/", "lublin2003-fit.png"),
    ("bench/agents/dispatch-lublin1/", "dispatch-lublin1-scores.png"),
    ("bench/agents/walltime/", "walltime-scores.png"),
    ("bench/agents/walltime/", "walltime-curve.png"),
)
FIGURE = """
const i = document.querySelector(`article img[src$="${arguments[0]}"]`);
if (!i || !i.complete) return null;
i.scrollIntoView({block: 'center'});
const box = i.getBoundingClientRect(), col = i.closest('article').getBoundingClientRect();
return [i.naturalWidth, Math.round(box.left), Math.round(box.right), Math.round(col.left),
        Math.round(col.right)];
"""
TABLES = """
return [...document.querySelectorAll('article .md-typeset__scrollwrap')].map(w => {
  const heads = [...w.querySelectorAll('thead th')];
  return [w.scrollWidth, w.clientWidth, heads.length > 0 && heads.every(h => !h.textContent.trim())];
});
"""


def check_widths(drv, base: str, out: Path) -> str:
    said = []
    try:
        for width in (1280, 800):
            drv.set_window_size(width, 900)
            for page in WIDE_PAGES:
                drv.get(base + page)
                wait_for(lambda: drv.execute_script("return document.readyState") == "complete")
                tables = drv.execute_script(TABLES)
                name = page.strip("/").replace("/", "-") or "home"
                drv.save_screenshot(str(out / f"{name}-{width}.png"))
                cut = drv.execute_script(CODE)
                assert width < 1280 or page not in WHOLE_CODE or not cut, (
                    f"{page or 'home'} at {width} px: code cut inside its block: {cut}"
                )
                wide = [t for t in tables if t[0] > t[1] + 1]
                empty = sum(1 for t in tables if t[2])
                assert not empty, f"{page}: {empty} table(s) with an empty header row"
                assert width < 1280 or not wide, (
                    f"{page} at {width} px: {len(wide)} table(s) cut ({wide[0][0]} px in {wide[0][1]})"
                )
                if wide:
                    said.append(f"{page} scrolls {len(wide)} at {width} px")
    finally:
        drv.set_window_size(1280, 900)
    return f"{len(WIDE_PAGES)} pages fit 1,280 px; " + ("; ".join(said) or "all fit 800 px")


def check_figures(drv, base: str, out: Path) -> str:
    """Each chart loaded and inside the text column (not cut) at 1,280 and 800 px, each with
    a screenshot scrolled to it."""
    try:
        for width in (1280, 800):
            drv.set_window_size(width, 900)
            for page, src in FIGURES:
                drv.get(base + page)
                box = wait_for(lambda: drv.execute_script(FIGURE, src))  # noqa: B023
                assert box and box[0] > 0, f"{page}: {src} did not load ({box})"
                _, left, right, col_left, col_right = box
                assert col_left - 1 <= left and right <= col_right + 1, (
                    f"{page} at {width} px: {src} spans {left}-{right}, the column {col_left}-{col_right}"
                )
                drv.save_screenshot(str(out / f"figure-{src.removesuffix('.png')}-{width}.png"))
    finally:
        drv.set_window_size(1280, 900)
    return f"{len(FIGURES)} figures loaded inside the column at 1,280 and 800 px"


def console_errors(drv) -> list[str]:
    return [e["message"] for e in drv.get_log("browser") if e["level"] == "SEVERE"]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--site", type=Path, default=ROOT / "build" / "site", help="the built site")
    ap.add_argument("--out", type=Path, default=ROOT / "build" / "docs-browser", help="screenshots")
    ap.add_argument("--build", action="store_true", help="run mkdocs build --strict first")
    args = ap.parse_args(argv)
    if args.build:
        t0 = time.perf_counter()
        subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict"], cwd=ROOT, check=True)
        print(f"built the site in {time.perf_counter() - t0:.1f} s")
    if not (args.site / "index.html").is_file():
        sys.exit(f"docs_browser: no site in {args.site}; run mkdocs build (or pass --build)")
    args.out.mkdir(parents=True, exist_ok=True)
    server = serve(args.site)
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    drv = browser()
    failed = 0
    errors: list[str] = []
    try:
        print(f"serving {args.site} at {base}; {drv.capabilities.get('browserVersion')}")
        for name, check in (
            ("home page", check_home),
            ("env page", check_env_page),
            ("search", check_search),
            ("widths", check_widths),
            ("figures", check_figures),
        ):
            t0 = time.perf_counter()
            try:
                result = check(drv, base, args.out)
                print(f"ok    {name} ({time.perf_counter() - t0:.1f} s): {result}")
            except AssertionError as e:
                failed += 1
                print(f"FAIL  {name} ({time.perf_counter() - t0:.1f} s): {e}")
            errors += console_errors(drv)
        if errors:
            failed += 1
            print(f"FAIL  console: {len(errors)} errors")
            for message in errors:
                print(f"        {message}")
        else:
            print("ok    console: no errors on any page")
    finally:
        drv.quit()
        server.shutdown()
    print(f"screenshots in {args.out}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
