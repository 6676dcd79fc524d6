#!/usr/bin/env python3
"""The web client as a phone app (issue 36), in headless Chromium against partyd processes of its
own (it stops and restarts them):

- light: the join page at 390x844, cache off, settles in at most 12 responses and 80 KB;
- fast: at 150 ms latency and 1.6 Mbit/s (CDP emulation) the name field is usable and Create
  enabled within 1.5 s, and the room code shows within 2.5 s of tapping Create (the best of three
  cold loads, so a load spike on a shared machine does not fail it; the medians are printed);
- installable: the manifest (name, short name, start URL, standalone, theme colour, PNG icons
  192 and 512 whose sizes are read from the files); the service worker serves the shell offline (a
  reload with partyd stopped and the network off shows the join screen saying it is offline), the
  page reconnects by itself when partyd is back, and a new partyd's client replaces the cached one
  on the next load with one cache left (never a mix);
- awake: a wake lock is asked for while a Would You Rather vote runs on a player's phone and let go
  when the game stops, and asked for on the TV;
- at home over plain HTTP (the page opened through the machine's LAN address, not a secure context):
  no service worker, a muted inline video playing during the round instead, and the settings sheet
  saying what HTTPS would add;
- link previews: /n/CODE, /n/CODE/recap and /CODE have their title, og:title, og:description
  (escaped) and an og:image that is a PNG; the night's page without JavaScript shows what, when, where;
- the host's QR code at 360x640: one tap shows it full width, and zbarimg reads the room's link from it;
- partyd --https-local: /trust offers the iOS profile and the certificate with the steps, the
  fingerprint and the HTTPS address, in English and Turkish.

    python3 clients/web/test/e2e_app.py --partyd .build/debug/partyd --out OUT

Needs chromium, chromium-driver, selenium, zbar-tools. Screenshots go to OUT.
"""

import argparse
import html
import json
import re
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent.parent / "python"))
from e2e_room import decode_qr  # noqa: E402
from e2e_web import Client, Page, browser  # noqa: E402
from join_path import PROBE, emulate, measure, phone  # noqa: E402
from pngcheck import assert_not_blank  # noqa: E402

# Records every wake lock asked for and let go (the page's own API, wrapped).
WAKE_PROBE = """
window.__wake = { asked: 0, held: 0 };
if (navigator.wakeLock) {
  const real = navigator.wakeLock.request.bind(navigator.wakeLock);
  navigator.wakeLock.request = async (type) => {
    window.__wake.asked += 1;
    let s;
    try { s = await real(type); } catch (e) { s = new EventTarget(); s.release = async () => {}; }
    window.__wake.held += 1;
    const release = s.release.bind(s);
    s.release = async () => { window.__wake.held -= 1; return release(); };
    return s;
  };
}
"""
CREATE = ".join-form button.secondary.big"
# The join screen is drawn and connected: Create is there and enabled.
CONNECTED = f"const b = document.querySelector('{CREATE}'); return !!b && !b.disabled && !!document.querySelector('#join-name')"


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def lan_address():
    """This machine's address on its network (not a loopback), or None."""
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        s.connect(("10.255.255.255", 1))
        address = s.getsockname()[0]
    except OSError:
        return None
    finally:
        s.close()
    return None if address.startswith("127.") else address


class Server:
    """A partyd on fixed ports that can be stopped and started again (same data folder)."""

    def __init__(self, binary, work):
        self.binary, self.work = binary, Path(work)
        self.tcp, self.http = free_port(), free_port()
        self.proc = None

    def start(self, *extra):
        self.proc = subprocess.Popen([self.binary, "serve", "--host", "0.0.0.0", "--port", str(self.tcp), "--http-port", str(self.http),
                                      "--tls-port", "0", "--data-dir", str(self.work / "data"), *extra],
                                     stdout=open(self.work / "partyd.log", "ab"), stderr=subprocess.STDOUT)
        for _ in range(200):
            try:
                socket.create_connection(("127.0.0.1", self.http), 0.2).close()
                return
            except OSError:
                time.sleep(0.05)
        raise AssertionError("partyd did not start")

    def stop(self):
        if self.proc:
            self.proc.terminate()
            self.proc.wait(timeout=20)
            self.proc = None

    @property
    def base(self):
        return f"http://127.0.0.1:{self.http}"


def fetch(url, accept_gzip=False):
    request = urllib.request.Request(url, headers={"Accept-Encoding": "gzip"} if accept_gzip else {})
    with urllib.request.urlopen(request, timeout=10) as reply:
        return reply.status, dict(reply.headers), reply.read()


def png_size(body):
    assert body[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    return struct.unpack(">II", body[16:24])


class Shots:
    def __init__(self, out):
        self.out = Path(out)
        self.out.mkdir(parents=True, exist_ok=True)
        self.count = 0

    def take(self, driver, label):
        png = driver.get_screenshot_as_png()
        (self.out / f"app-{label}.png").write_bytes(png)
        colours = assert_not_blank(png)
        self.count += 1
        print(f"screenshot app-{label}.png ({colours} colours)", flush=True)
        return png


def wait(driver, script, what, limit=20):
    start = time.time()
    while time.time() - start < limit:
        try:
            value = driver.execute_script(script)
        except Exception:  # noqa: BLE001 - the page may be navigating
            value = None
        if value:
            return value
        time.sleep(0.1)
    raise AssertionError(f"timed out: {what}")


def light_and_fast(server, shots):
    fast = measure(server.base, 0, 0, 0, runs=1, create=False)
    worker_responses, worker_bytes = fast["worker_extra"]  # the service worker's shell beyond the page's own files
    print(f"join page, cache off: {fast['responses']} responses, {fast['wire_bytes']} bytes: {fast['urls']}; "
          f"the service worker's shell adds {worker_responses} responses, {worker_bytes} bytes", flush=True)
    assert fast["responses"] + worker_responses <= 12, f"{fast['responses']} + {worker_responses} responses (at most 12): {fast['urls']}"
    assert fast["wire_bytes"] + worker_bytes <= 80_000, f"{fast['wire_bytes']} + {worker_bytes} bytes (at most 80 KB)"
    slow = measure(server.base, 150, 1600, 750, runs=3)
    print(f"150 ms, 1.6 Mbit/s: usable {slow['usable_ms']} ms (median {slow['usable_ms_median']}), "
          f"room code {slow['code_ms']} ms after Create (median {slow['code_ms_median']})", flush=True)
    assert min(slow["usable_ms"]) <= 1500, f"name field usable after {slow['usable_ms']} ms (target 1.5 s)"
    assert min(slow["code_ms"]) <= 2500, f"room code after {slow['code_ms']} ms (target 2.5 s)"
    d = phone()
    try:
        d.get(server.base + "/")
        wait(d, CONNECTED, "join screen")
        shots.take(d, "join-390x844")
    finally:
        d.quit()


def installable(server):
    status, headers, body = fetch(server.base + "/manifest.webmanifest")
    assert status == 200 and headers["Content-Type"] == "application/manifest+json", headers
    manifest = json.loads(body)
    for key in ("name", "short_name", "start_url", "theme_color", "icons"):
        assert manifest.get(key), key
    assert manifest["display"] == "standalone" and manifest["start_url"] == "/"
    sizes = set()
    for icon in manifest["icons"]:
        _, h, png = fetch(server.base + icon["src"])
        assert h["Content-Type"] == "image/png"
        w, hh = png_size(png)
        assert icon["sizes"] == f"{w}x{hh}", (icon, w, hh)
        sizes.add(w)
    assert {192, 512} <= sizes, sizes
    _, _, index = fetch(server.base + "/")
    assert b'rel="manifest" href="/manifest.webmanifest"' in index
    _, sw_headers, _ = fetch(server.base + "/sw.js")
    assert sw_headers["Cache-Control"] == "no-cache", sw_headers
    asset = re.search(rb'src="(/assets/main-[^"]+)"', index).group(1).decode()
    assert fetch(server.base + asset)[1]["Cache-Control"] == "public, max-age=31536000, immutable"
    print("manifest, icons 192 and 512, caching: ok", flush=True)


def previews(server, shots):
    bot = Client("127.0.0.1", server.tcp, timeout=10)
    title = 'Ana\'s <b>"big"</b> night & more'
    try:
        bot.create_night(title, int(time.time() * 1000) + 86_400_000, place="Ana's <flat>")
        night = bot.night
        bot.create_room("Bo")
        room = bot.room
    finally:
        bot.close()
    _, _, page = fetch(f"{server.base}/n/{night}")
    text = page.decode()
    escaped = html.escape(title, quote=True).replace("&#x27;", "&#39;")
    assert f"<title>{escaped} · game night</title>" in text, text[:800]
    assert f'<meta property="og:title" content="{escaped} · game night">' in text
    description = re.search(r'<meta property="og:description" content="([^"]*)">', text).group(1)
    assert "Ana&#39;s &lt;flat&gt;" in description and re.search(r"\d{4}, \d\d:\d\d", description), description
    image = re.search(r'<meta property="og:image" content="([^"]+)">', text).group(1)
    _, h, png = fetch(image)
    assert h["Content-Type"] == "image/png" and png_size(png) == (1200, 630), (image, h)
    assert "<b>" not in text.split("<body>")[1], "unescaped markup in the page"
    _, _, recap = fetch(f"{server.base}/n/{night}/recap")
    assert f"<title>{escaped} · recap</title>" in recap.decode()
    _, _, join = fetch(f"{server.base}/{room}")
    assert f"<title>Join room {room} on PartyLine</title>" in join.decode()
    assert f'<meta property="og:title" content="Join room {room} on PartyLine">' in join.decode()
    # Without JavaScript the night's page still says what, when and where.
    d = browser((390, 844), True)
    try:
        d.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
        d.get(f"{server.base}/n/{night}")
        body = d.find_element("tag name", "body").text
        assert title in body and "Ana's <flat>" in body and re.search(r"\d{4}, \d\d:\d\d", body), body
        shots.take(d, "night-without-javascript-390x844")
    finally:
        d.quit()
    print("previews: ok", flush=True)


def qr_full_width(server, shots):
    p = Page("host", browser((360, 640), True), shots.out)
    try:
        p.d.get(server.base + "/")
        p.type("#join-name", "Host")
        p.wait(lambda: p.one(CREATE).is_enabled(), "connected")
        p.click(CREATE)
        p.wait(lambda: re.fullmatch(r"[A-Z]{4}", p.one(".room-code").text or ""), "room code")
        code = p.one(".room-code").text
        qr = p.one(".share-qr")
        assert qr.size["width"] >= 120, qr.size
        p.d.execute_script("document.querySelector('[data-action=qr-large]').scrollIntoView({block: 'center'})")
        p.click("[data-action=qr-large]")
        p.wait(lambda: p.visible(".qr-sheet .qr-large"), "the QR sheet")
        time.sleep(0.3)
        large = p.one(".qr-sheet .qr-large")
        assert large.size["width"] >= 300, large.size
        png = shots.take(p.d, "qr-full-width-360x640")
        link = decode_qr(png)
        assert link.endswith("/" + code), link
    finally:
        p.d.quit()
    print(f"QR full width: ok ({link})", flush=True)


def join_as_player(d, base, code, name):
    d.get(f"{base}/{code}")
    wait(d, CONNECTED, "connected")
    d.execute_script(f"document.querySelector('#join-name').value = {json.dumps(name)};"
                     "document.querySelector('.join-form button[type=submit]').click();")
    wait(d, "return /^[A-Z]{4}$/.test(document.querySelector('.room-code')?.textContent ?? '')", "seated")


def awake(server, shots):
    host = Client("127.0.0.1", server.tcp, timeout=10)
    try:
        host.create_room("Quizmaster")
        code = host.room
        d = browser((390, 844), True)
        tv = browser((1920, 1080), False)
        try:
            d.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": WAKE_PROBE})
            tv.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": WAKE_PROBE})
            join_as_player(d, server.base, code, "Ada")
            assert d.execute_script("return window.__wake.asked") == 0, "no lock before a game"
            host.request("game.start", game="would_you_rather")
            wait(d, "return window.__wake.held === 1", "a wake lock during the vote")
            shots.take(d, "awake-vote-390x844")
            host.request("game.stop")
            wait(d, "return window.__wake.held === 0", "the lock let go after the game")
            tv.get(f"{server.base}/tv/{code}")
            wait(tv, "return window.__wake.held === 1", "a wake lock on the TV")
        finally:
            d.quit()
            tv.quit()
    finally:
        host.close()
    print("wake lock: ok", flush=True)


def plain_http_at_home(server, shots):
    lan = lan_address()
    if not lan:
        print("skip: no LAN address on this machine (the plain-HTTP fallbacks need one)", flush=True)
        return
    base = f"http://{lan}:{server.http}"
    host = Client("127.0.0.1", server.tcp, timeout=10)
    try:
        host.create_room("Quizmaster")
        code = host.room
        d = browser((390, 844), True)
        try:
            join_as_player(d, base, code, "Lan")
            assert d.execute_script("return window.isSecureContext") is False
            assert d.execute_script("return !('wakeLock' in navigator) && !navigator.serviceWorker"), "insecure: no wake lock API, no worker"
            host.request("game.start", game="would_you_rather")
            wait(d, "const v = document.querySelector('video.wake-video'); return v && !v.paused && v.muted && v.loop", "the silent video playing")
            d.find_element("css selector", ".settings-open").click()
            wait(d, "return document.querySelector('.settings-sheet .https-note li')", "what HTTPS would add")
            d.execute_script("document.querySelector('.https-note').scrollIntoView()")
            shots.take(d, "plain-http-settings-390x844")
            host.request("game.stop")
            wait(d, "return document.querySelector('video.wake-video').paused", "the video paused after the game")
        finally:
            d.quit()
    finally:
        host.close()
    print(f"plain HTTP at {base}: ok", flush=True)


def offline_and_update(server, shots, dist):
    d = phone()
    try:
        d.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": PROBE})
        emulate(d, 0, 0, 0, cache=True)
        d.get(server.base + "/")
        wait(d, "return window.__marks.usable", "usable")
        wait(d, "return navigator.serviceWorker.controller && navigator.serviceWorker.controller.state === 'activated'",
             "the service worker in control", 30)
        first = d.execute_script("return document.querySelector('meta[name=partyline-build]').content")
        keys = wait(d, "return caches.keys().then((k) => k.length ? k : null)", "the shell cached")
        assert keys == [f"partyline-{first}"], keys
        # Offline: partyd stopped and the network off; the reload is the cached join screen, saying so.
        server.stop()
        d.execute_cdp_cmd("Network.emulateNetworkConditions", {"offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
        d.refresh()
        wait(d, "return document.querySelector('#join-name') && document.querySelector('.status-pill')?.dataset.status === 'offline' && /offline/i.test(document.querySelector('.join-form .notice')?.textContent ?? '')",
             "the offline join screen")
        shots.take(d, "offline-join-390x844")
        # Back: it reconnects by itself.
        server.start()
        emulate(d, 0, 0, 0, cache=True)
        wait(d, CONNECTED, "reconnected by itself", 30)
        # A new partyd's client: served from a folder with another version; the next load is it, whole.
        newer = Path(tempfile.mkdtemp(prefix="partyline-web-newer-"))
        try:
            shutil.copytree(dist, newer / "dist")
            index = (newer / "dist" / "index.html").read_text()
            (newer / "dist" / "index.html").write_text(index.replace(f'content="{first}"', 'content="newer"'))
            sw = (newer / "dist" / "sw.js").read_text()
            (newer / "dist" / "sw.js").write_text(sw.replace(f'"version":"{first}"', '"version":"newer"'))
            server.stop()
            server.start("--web-dir", str(newer / "dist"))
            d.refresh()
            wait(d, "return document.querySelector('meta[name=partyline-build]')?.content === 'newer'", "the new page on the next load")
            wait(d, "return caches.keys().then((k) => k.length === 1 && k[0] === 'partyline-newer')", "one cache: the new version's", 30)
            server.stop()
            d.execute_cdp_cmd("Network.emulateNetworkConditions", {"offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
            d.refresh()
            wait(d, "return document.querySelector('#join-name') && document.querySelector('meta[name=partyline-build]')?.content === 'newer'",
                 "offline: the new version's shell")
        finally:
            shutil.rmtree(newer, ignore_errors=True)
            server.stop()
            server.start()
    finally:
        d.quit()
    print("service worker: offline shell, reconnect, update: ok", flush=True)


def trust_page(server, shots):
    """partyd --https-local: /trust offers the iOS profile and the certificate, with the steps, in the page's language."""
    server.stop()
    https = free_port()
    server.start("--https-local", "--https-port", str(https))
    try:
        for lang, size in (("en", (390, 844)), ("tr", (360, 640))):
            d = browser(size, True)
            try:
                d.get(f"{server.base}/trust?lang={lang}")
                wait(d, "return document.querySelector('[data-action=trust-profile]') && document.querySelectorAll('.trust-system li').length >= 5",
                     "the trust page")
                hrefs = d.execute_script("return [...document.querySelectorAll('.trust-page a')].map((a) => a.getAttribute('href'))")
                assert "/trust/partyline.mobileconfig" in hrefs and "/trust/partyline-ca.crt" in hrefs, hrefs
                assert any(h.startswith("https://") and h.endswith(f":{https}/") for h in hrefs), hrefs
                assert re.search(r"[0-9A-F]{2}(:[0-9A-F]{2}){31}", d.find_element("css selector", ".trust-fingerprint").text)
                shots.take(d, f"trust-{lang}-{size[0]}x{size[1]}")
            finally:
                d.quit()
        _, headers, profile = fetch(server.base + "/trust/partyline.mobileconfig")
        assert headers["Content-Type"] == "application/x-apple-aspen-config" and b"com.apple.security.root" in profile
    finally:
        server.stop()
        server.start()
    print("trust page: ok", flush=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--partyd", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--dist", default=str(HERE.parent.parent / "web-dist"), help="the built client partyd embeds")
    parser.add_argument("--only", help="comma-separated steps")
    args = parser.parse_args()
    shots = Shots(args.out)
    work = tempfile.mkdtemp(prefix="partyline-app-")
    server = Server(args.partyd, work)
    server.start()
    steps = {"weight": lambda: light_and_fast(server, shots), "install": lambda: installable(server),
             "previews": lambda: previews(server, shots), "qr": lambda: qr_full_width(server, shots),
             "awake": lambda: awake(server, shots), "http": lambda: plain_http_at_home(server, shots),
             "offline": lambda: offline_and_update(server, shots, args.dist), "trust": lambda: trust_page(server, shots)}
    try:
        for name, step in steps.items():
            if not args.only or name in args.only.split(","):
                step()
    except Exception:
        server.stop()
        print("--- partyd log (last lines)", file=sys.stderr)
        print("\n".join((Path(work) / "partyd.log").read_text(errors="replace").splitlines()[-30:]), file=sys.stderr)
        raise
    finally:
        server.stop()
        shutil.rmtree(work, ignore_errors=True)
    print(f"OK: app checks, {shots.count} screenshots checked in {args.out}")


if __name__ == "__main__":
    main()
