#!/usr/bin/env python3
"""How heavy the join screen is: requests, bytes on the wire and time until it can be used
(the Join button enabled: the modules, the language table and the WebSocket's welcome are in),
in headless Chromium at 360×640 with the browser cache off and CDP adding `--latency` ms to
every request. Bytes are what the browser received (`encodedDataLength`: compressed when the
server compressed), and, for comparison, every file gzipped at level 9.

    python3 clients/web/test/weight.py --base-url http://127.0.0.1:8080 [--latency 0 20 100] [--runs 5]

Measures BENCHMARKS.md's "Web client weight". Needs chromium, chromium-driver, selenium.
"""

import argparse
import gzip
import json
import statistics
import time
import urllib.request

from e2e_web import PHONE, browser

# Marks the moment the join screen's Join button becomes usable.
PROBE = """
window.__usable = null;
new MutationObserver(() => {
  const b = document.querySelector('.join-form button[type=submit]');
  if (b && !b.disabled && window.__usable == null) window.__usable = performance.now();
}).observe(document, { subtree: true, childList: true, attributes: true });
"""


def measure(base, latency, runs, lang):
    d = browser(PHONE, True)
    d.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": PROBE})
    d.execute_cdp_cmd("Network.enable", {})
    d.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
    d.execute_cdp_cmd("Network.emulateNetworkConditions",
                      {"offline": False, "latency": latency, "downloadThroughput": -1, "uploadThroughput": -1})
    times, entries = [], []
    try:
        for _ in range(runs):
            d.get(f"{base}/?lang={lang}")
            start = time.time()
            while d.execute_script("return window.__usable") is None and time.time() - start < 30:
                time.sleep(0.02)
            times.append(d.execute_script("return window.__usable"))
            # What the page fetched until it was usable (not what loads in the background after).
            entries = d.execute_script("""
              const until = window.__usable;
              const nav = performance.getEntriesByType('navigation')[0];
              return [nav, ...performance.getEntriesByType('resource').filter((e) => e.startTime <= until)]
                .map((e) => ({ url: e.name, wire: e.transferSize || 0 }));""")
    finally:
        d.quit()
    urls = sorted({e["url"].split("?")[0] for e in entries if "/ws" not in e["url"]})
    wire = sum(e["wire"] for e in entries if "/ws" not in e["url"])
    raw = gz = 0
    for url in urls:
        with urllib.request.urlopen(url, timeout=10) as reply:
            body = reply.read()
        raw += len(body)
        gz += len(gzip.compress(body, 9))
    return {"latency_ms": latency, "requests": len(urls), "wire_bytes": wire, "raw_bytes": raw, "gzip9_bytes": gz,
            "usable_ms_median": round(statistics.median(times)), "usable_ms": [round(t) for t in times], "files": urls}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--base-url", required=True)
    parser.add_argument("--latency", type=int, nargs="+", default=[0, 20, 100])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--lang", default="tr")
    parser.add_argument("--json", help="also write the results here")
    args = parser.parse_args()
    results = [measure(args.base_url.rstrip("/"), lat, args.runs, args.lang) for lat in args.latency]
    for r in results:
        print({k: v for k, v in r.items() if k != "files"}, flush=True)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)


if __name__ == "__main__":
    main()
