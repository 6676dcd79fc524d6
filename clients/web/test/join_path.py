#!/usr/bin/env python3
"""The join path as a phone sees it (BENCHMARKS.md, "The join path"): headless Chromium at 390x844
with the browser cache off, CDP network emulation (added latency, download and upload rates).

- responses and bytes: every response the page received until the network was quiet for a second
  after the join screen became usable (background loads included; WebSocket frames excluded), bytes
  as on the wire (CDP `encodedDataLength`: headers and compressed bodies);
- usable: milliseconds from navigation until the name field is there and Create is enabled (the
  modules, the language table and the WebSocket's welcome are in);
- room code: milliseconds from tapping Create (a name typed) until the room code is on screen, and
  the responses and bytes the room screen then loaded until the network was quiet again.

    python3 clients/web/test/join_path.py --base-url http://127.0.0.1:8080 [--latency 150] [--down-kbit 1600]
        [--up-kbit 750] [--runs 5] [--lang en] [--json OUT]

Needs chromium, chromium-driver and selenium.
"""

import argparse
import json
import os
import re
import statistics
import time
import urllib.error
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

PHONE = (390, 844)
# Marks when the join screen is usable and when a room code shows, in the page's own clock.
PROBE = """
window.__marks = { usable: null, code: null, tapped: null };
new MutationObserver(() => {
  const m = window.__marks;
  const name = document.querySelector('#join-name');
  const create = document.querySelector('.join-form button.secondary.big');
  if (m.usable == null && name && create && !create.disabled) m.usable = performance.now();
  const code = document.querySelector('.room-code');
  if (m.tapped != null && m.code == null && code && /^[A-Z]{4}$/.test(code.textContent)) m.code = performance.now();
}).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
"""


def phone(size=PHONE):
    """A headless Chromium emulating a phone, logging the network (CDP events in the performance log)."""
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--lang=en-US",
                f"--window-size={size[0]},{size[1]}"):
        options.add_argument(arg)
    options.add_experimental_option("mobileEmulation", {"deviceMetrics": {"width": size[0], "height": size[1], "pixelRatio": 3}})
    options.set_capability("goog:loggingPrefs", {"performance": "ALL", "browser": "ALL"})
    return webdriver.Chrome(service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")), options=options)


def emulate(d, latency_ms, down_kbit, up_kbit, cache=False, bypass_worker=False):
    d.execute_cdp_cmd("Network.enable", {})
    # Measuring: requests the service worker answers (once it controls the page) still go to the
    # network and are counted here; its own fetches (the shell it caches) are counted by sw_shell_extra.
    d.execute_cdp_cmd("Network.setBypassServiceWorker", {"bypass": bypass_worker})
    d.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": not cache})
    rate = lambda kbit: -1 if not kbit else kbit * 1000 / 8  # noqa: E731 - bytes per second
    d.execute_cdp_cmd("Network.emulateNetworkConditions", {"offline": False, "latency": latency_ms,
                                                           "downloadThroughput": rate(down_kbit), "uploadThroughput": rate(up_kbit)})


def network_events(d):
    return [json.loads(e["message"])["message"] for e in d.get_log("performance")]


def wait_quiet(d, events, quiet_s=1.0, limit_s=20):
    """Collects network events until none came for `quiet_s` seconds."""
    start = last = time.time()
    while time.time() - last < quiet_s and time.time() - start < limit_s:
        got = [e for e in network_events(d) if e["method"].startswith("Network.")]
        if got:
            events.extend(got)
            last = time.time()
        time.sleep(0.1)
    return events


def tally(events):
    """Responses (WebSocket excluded) and their bytes on the wire, and the URLs."""
    kinds, finished, urls = {}, {}, {}
    for e in events:
        p = e.get("params", {})
        if e["method"] == "Network.responseReceived":
            kinds[p["requestId"]] = p.get("type")
            urls[p["requestId"]] = p["response"]["url"]
        elif e["method"] == "Network.loadingFinished":
            finished[p["requestId"]] = p.get("encodedDataLength", 0)
    ids = [i for i, kind in kinds.items() if kind != "WebSocket"]
    return len(ids), int(sum(finished.get(i, 0) for i in ids)), sorted(urls[i] for i in ids)


def wait_for(d, script, limit_s=30):
    start = time.time()
    while time.time() - start < limit_s:
        value = d.execute_script(script)
        if value is not None:
            return value
        time.sleep(0.02)
    raise AssertionError(f"timed out waiting for: {script}")


def measure_once(d, base, lang, create=True):
    """One cold load (no storage, no service worker, cache off) and, with `create`, one room created."""
    d.get("about:blank")
    d.execute_cdp_cmd("Storage.clearDataForOrigin", {"origin": base, "storageTypes": "all"})
    network_events(d)  # drop what came before
    d.delete_all_cookies()
    d.get(f"{base}/?lang={lang}")
    usable = wait_for(d, "return window.__marks && window.__marks.usable")
    events = wait_quiet(d, [])
    responses, wire, urls = tally(events)
    code_ms = None
    if create:
        d.execute_script("document.querySelector('#join-name').value = 'Ada';"
                         "window.__marks.tapped = performance.now();"
                         "document.querySelector('.join-form button.secondary.big').click();")
        code = wait_for(d, "return window.__marks.code")
        code_ms = code - d.execute_script("return window.__marks.tapped")
        room = tally(wait_quiet(d, []))
        d.execute_script("localStorage.clear(); sessionStorage.clear();")
        return {"usable_ms": usable, "responses": responses, "wire_bytes": wire, "urls": urls, "code_ms": code_ms,
                "room_responses": room[0], "room_bytes": room[1]}
    return {"usable_ms": usable, "responses": responses, "wire_bytes": wire, "urls": urls, "code_ms": code_ms,
            "room_responses": None, "room_bytes": None}


def sw_shell_extra(base, urls):
    """What the service worker fetches after the page has loaded that the page did not load itself
    (its shell minus the page's files), gzipped as partyd sends them: (responses, bytes of bodies).
    The rest of the shell comes from the browser's HTTP cache on a phone (hashed files are immutable)."""
    try:
        with urllib.request.urlopen(base + "/sw.js", timeout=10) as reply:
            source = reply.read().decode()
    except urllib.error.HTTPError:
        return 0, 0  # no service worker
    found = re.search(r"^const BUILD = (\{.*\});$", source, re.M)
    shell = json.loads(found.group(1))["shell"] if found else []
    loaded = {u.split("?")[0].replace(base, "") or "/" for u in urls}
    extra = [path for path in shell if path not in loaded]
    total = 0
    for path in extra:
        with urllib.request.urlopen(urllib.request.Request(base + path, headers={"Accept-Encoding": "gzip"}), timeout=10) as reply:
            total += len(reply.read())
    return len(extra), total


def measure(base, latency_ms=150, down_kbit=1600, up_kbit=750, runs=5, lang="en", create=True):
    """`runs` cold loads on one phone; medians and every run."""
    d = phone()
    try:
        d.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": PROBE})
        emulate(d, latency_ms, down_kbit, up_kbit, bypass_worker=True)
        results = [measure_once(d, base, lang, create) for _ in range(runs)]
    finally:
        d.quit()
    med = lambda k: round(statistics.median(r[k] for r in results)) if results[0][k] is not None else None  # noqa: E731
    return {"latency_ms": latency_ms, "down_kbit": down_kbit, "up_kbit": up_kbit, "runs": runs,
            "responses": med("responses"), "wire_bytes": med("wire_bytes"), "usable_ms_median": med("usable_ms"),
            "code_ms_median": med("code_ms"), "room_responses": med("room_responses"), "room_bytes": med("room_bytes"), "usable_ms": [round(r["usable_ms"]) for r in results],
            "code_ms": [round(r["code_ms"]) for r in results if r["code_ms"] is not None], "urls": results[-1]["urls"],
            "worker_extra": sw_shell_extra(base, results[-1]["urls"])}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--base-url", required=True)
    parser.add_argument("--latency", type=int, default=150)
    parser.add_argument("--down-kbit", type=int, default=1600)
    parser.add_argument("--up-kbit", type=int, default=750)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--json")
    args = parser.parse_args()
    result = measure(args.base_url.rstrip("/"), args.latency, args.down_kbit, args.up_kbit, args.runs, args.lang)
    print(json.dumps({k: v for k, v in result.items() if k != "urls"}), flush=True)
    for url in result["urls"]:
        print("  ", url, flush=True)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(result, f, indent=1)


if __name__ == "__main__":
    main()
