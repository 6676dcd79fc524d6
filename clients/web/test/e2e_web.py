#!/usr/bin/env python3
"""End-to-end test of the web client in headless Chromium: three browser players, a Python
bot and a TV page play Guess or Pass, Would You Rather, dice, a wheel and a coin in one room;
then e2e_room.py checks the TV with a dozen players, the host's phone, taps while offline,
raw keys in four languages and axe-core on every screen;
the guesser's page and the TV never contain an unresolved word; a reload resumes the seat;
the verify panel re-derives a result after the seed is revealed. Screenshots at phone and
desktop sizes go to --out and are checked to be non-blank.

    python3 clients/web/test/e2e_web.py --base-url http://127.0.0.1:8080 --tcp-port 7777 --out OUT

Needs Debian's chromium + chromium-driver and PyPI selenium. Exit status 0 when every check passed.
"""

import argparse
import os
import sys
import time
from pathlib import Path

from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException, TimeoutException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent.parent / "python"))
from pngcheck import assert_not_blank  # noqa: E402
from partyline import Client  # noqa: E402

PHONE = (360, 640)
LANDSCAPE = (640, 360)
WIDE_LANDSCAPE = (844, 390)
SOCKET_PROBE = """
(() => {
  const Real = window.WebSocket;
  window.__sockets = [];
  window.__blockSockets = false;
  function Probe(url, protocols) {
    if (window.__blockSockets) throw new Error('blocked by the test');
    const s = new Real(url, protocols);
    window.__sockets.push(s);
    window.__frames = window.__frames ?? [];
    s.addEventListener('message', (e) => { window.__frames.push(String(e.data)); if (window.__frames.length > 2000) window.__frames.shift(); });
    return s;
  }
  Probe.prototype = Real.prototype;
  window.WebSocket = Probe;
})();
"""
DESKTOP = (1280, 800)


def browser(size, mobile):
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--lang=en-US",
                f"--window-size={size[0]},{size[1]}"):
        options.add_argument(arg)
    if mobile:
        options.add_experimental_option("mobileEmulation", {"deviceMetrics": {"width": size[0], "height": size[1], "pixelRatio": 2}})
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    driver = webdriver.Chrome(service=service, options=options)
    return driver


class Page:
    """One browser window with helpers."""

    def __init__(self, name, driver, out):
        self.name, self.d, self.out = name, driver, out

    def wait(self, condition, what, timeout=20):
        try:
            return WebDriverWait(self.d, timeout, poll_frequency=0.1, ignored_exceptions=(StaleElementReferenceException,)).until(lambda d: condition())
        except TimeoutException:
            self.shot(f"FAILED-{self.name}")
            raise AssertionError(f"{self.name}: timed out waiting for {what}")

    def css(self, selector):
        return self.d.find_elements(By.CSS_SELECTOR, selector)

    def visible(self, selector):
        return [e for e in self.css(selector) if e.is_displayed()]

    def one(self, selector, what=None):
        return self.wait(lambda: (self.visible(selector) or [None])[0], what or selector)

    def retry(self, action):
        """Run `action`, again when the page re-rendered the element under it."""
        for attempt in range(5):
            try:
                return action()
            except StaleElementReferenceException:
                if attempt == 4:
                    raise
                time.sleep(0.1)

    def click(self, selector):
        def go():
            el = self.one(selector)
            self.d.execute_script("arguments[0].scrollIntoView({block: 'center'})", el)
            el.click()
        self.retry(go)

    def button(self, text, scope=""):
        """Click the visible button whose text is `text`."""
        def find():
            for b in self.visible(f"{scope} button".strip()):
                if b.text.strip() == text and b.is_enabled():
                    return b
            return None
        def go():
            b = self.wait(find, f"button '{text}'")
            self.d.execute_script("arguments[0].scrollIntoView({block: 'center'})", b)
            b.click()
        self.retry(go)

    def stop_game(self):
        """The host's "Stop the game", confirmed in its dialog."""
        self.button("Stop the game")
        self.click(".confirm-dialog [data-confirm=yes]")

    def type(self, selector, text):
        def go():
            el = self.one(selector)
            el.clear()
            el.send_keys(text)
        self.retry(go)

    def tab(self, name):
        self.click(f"#tab-{name}")

    def source(self):
        return self.d.page_source

    def text(self):
        return self.d.find_element(By.TAG_NAME, "body").text

    def shot(self, label):
        png = self.d.get_screenshot_as_png()
        path = self.out / f"{label}.png"
        path.write_bytes(png)
        return png

    def errors(self):
        return [e for e in self.d.get_log("browser") if e["level"] == "SEVERE" and "favicon" not in e["message"]]


class Run:
    def __init__(self, args):
        self.args = args
        self.out = Path(args.out)
        self.out.mkdir(parents=True, exist_ok=True)
        self.pages = []
        self.checked = []

    def page(self, name, size=PHONE, mobile=True, dark=False, reduced_motion=False):
        p = Page(name, browser(size, mobile), self.out)
        # Test-only: keep the page's WebSockets reachable so a step can drop the link.
        p.d.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": SOCKET_PROBE})
        features = [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"},
                    {"name": "prefers-reduced-motion", "value": "reduce" if reduced_motion else "no-preference"}]
        p.d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": features})
        self.pages.append(p)
        return p

    def shot(self, page, label):
        png = page.shot(label)
        colours = assert_not_blank(png)
        self.checked.append((label, colours))
        print(f"screenshot {label}.png ({colours} colours)", flush=True)

    def shot_png(self, png, label):
        """Keeps a screenshot taken earlier (by a page's own thread) as `label`, checked as ``shot`` does."""
        (self.out / f"{label}.png").write_bytes(png)
        colours = assert_not_blank(png)
        self.checked.append((label, colours))
        print(f"screenshot {label}.png ({colours} colours)", flush=True)

    def close(self):
        for p in self.pages:
            try:
                p.d.quit()
            except Exception:  # noqa: BLE001 - closing is best effort
                pass


def main(scenario=None, done="OK:"):
    """Parses the arguments, runs `scenario(run, base)` (default: every game) and closes the browsers."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--base-url", required=True)
    parser.add_argument("--tcp-host", default="127.0.0.1")
    parser.add_argument("--tcp-port", type=int, required=True)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    run = Run(args)
    try:
        (scenario or play)(run, args.base_url.rstrip("/"))
    finally:
        run.close()
    print(f"{done} {len(run.checked)} screenshots checked in {run.out}")


def play(run, base):
    from e2e_scenario import scenario
    from e2e_room import room_checks
    from e2e_oddone import odd_one_out
    from e2e_mostlikely import most_likely
    scenario(run, base)
    room_checks(run, base)
    odd_one_out(run, base)
    most_likely(run, base)


if __name__ == "__main__":
    main()
