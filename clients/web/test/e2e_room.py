"""The room side of the web end-to-end test (issue 22), run by e2e_web.py after the games:

- the TV at 1920×1080 and 1280×720 with 12 players: the join screen, Guess or Pass (countdown,
  round, summary), Would You Rather (question, results), 100 dice, a wheel and a coin; the
  document never scrolls, nothing is clipped, no text is smaller than 28 px at 1080p (the same
  share of the screen at 720p); the join link shown is the address the server announces (its
  --public-url) and the QR code, decoded with zbarimg, is that link;
  the TV is no member of the room;
- the host's phone at 360×640: the start buttons of every game inside the first screen; the
  invite card (QR, Copy); Leave, Kick and Make host ask first, and Cancel keeps everything;
- a taken name is said under the name field; a full room offers the audience;
- a vote tapped while the browser is offline (CDP network emulation) or the socket is cut is
  sent once when the link is back, or reported as not sent when the question is gone;
- every screen in four languages holds no raw string key;
- axe-core (the newest on PyPI here, bundled by axe-playwright-python) finds nothing critical
  or serious on any screen.
"""

import re
import subprocess
import tempfile
import time
from pathlib import Path

from e2e_web import PHONE, Client

TV_SIZES = [(1920, 1080), (1280, 720)]
MIN_PX_1080 = 28
NAMES = ["Bo", "Carmen", "Dmitri", "Esperanza", "Fatima", "Guo", "Hannah-Marie", "Ines", "Jamal", "Kaito", "Lena"]
RAW_KEY = re.compile(r"\b(?:web|gop|wyr|dice|wheel|coin|sys|conn|err|form)[A-Z][A-Za-z0-9]+\b")
LANGS = {"en": "Dice", "tr": "Zar", "es": "Dados", "zh-Hans": "骰子"}

# What the TV measures: document scroll size, elements outside the viewport or clipped by a
# box that hides its overflow (ellipsis on purpose excepted), the smallest text.
TV_MEASURE = """
const d = document.documentElement;
const shown = (e) => e.getClientRects().length > 0 && !e.closest('.visually-hidden,[hidden]');
let min = 1e9, smallest = '';
for (const el of document.querySelectorAll('.tv-screen *')) {
  if (!shown(el) || ![...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())) continue;
  const px = parseFloat(getComputedStyle(el).fontSize);
  if (px < min) { min = px; smallest = `${el.className}: ${el.textContent.trim().slice(0, 30)}`; }
}
const outside = [...document.querySelectorAll('.tv-screen *')].filter((e) => {
  if (!shown(e)) return false;
  const r = e.getBoundingClientRect();
  return r.width > 0 && (r.bottom > innerHeight + 1 || r.right > innerWidth + 1 || r.top < -1 || r.left < -1);
}).map((e) => e.className);
const clipped = [...document.querySelectorAll('.tv-screen, .tv-screen *')].filter((e) => {
  const cs = getComputedStyle(e);
  if (!shown(e) || cs.overflow === 'visible' || cs.textOverflow === 'ellipsis') return false;
  return e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1;
}).map((e) => e.className);
return {sw: d.scrollWidth, sh: d.scrollHeight, w: innerWidth, h: innerHeight, min, smallest, outside, clipped};
"""

# Every text and label a user or a screen reader meets.
PAGE_WORDS = """
const parts = [document.body.innerText, document.title];
for (const el of document.querySelectorAll('[aria-label],[title],[alt],[placeholder],[aria-description]')) {
  for (const a of ['aria-label', 'title', 'alt', 'placeholder', 'aria-description']) if (el.getAttribute(a)) parts.push(el.getAttribute(a));
}
return parts.join('\\n');
"""


def axe_source():
    import axe_playwright_python
    return (Path(axe_playwright_python.__file__).parent / "axe.min.js").read_text()


class Checks:
    """The room checks' shared helpers: axe, raw keys, TV fit."""

    def __init__(self, run):
        self.run = run
        self.axe = axe_source()
        self.axe_version = None
        self.axe_screens = []
        self.raw_key_scans = 0

    def accessible(self, page, label):
        if not page.d.execute_script("return !!window.axe"):
            page.d.execute_script(self.axe)
        result = page.d.execute_async_script("""
          const done = arguments[arguments.length - 1];
          axe.run(document, { resultTypes: ['violations'] })
            .then((r) => done({ version: axe.version, violations: r.violations.map((v) => ({ id: v.id, impact: v.impact,
              nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ') + ' ' + (n.failureSummary || '').slice(0, 160)) })) }))
            .catch((e) => done({ version: '?', violations: [{ id: 'axe-error', impact: 'critical', nodes: [String(e)] }] }));""")
        self.axe_version = result["version"]
        bad = [v for v in result["violations"] if v["impact"] in ("critical", "serious")]
        assert not bad, f"axe on {label} ({page.name}): {bad}"
        self.axe_screens.append(label)

    def no_raw_keys(self, page, label):
        text = page.d.execute_script(PAGE_WORDS)
        found = sorted(set(RAW_KEY.findall(text)))
        assert not found, f"{label} ({page.name}) shows raw keys {found}"
        self.raw_key_scans += 1

    def tv_fits(self, tv, label, size):
        m = tv.d.execute_script(TV_MEASURE)
        assert (m["sw"], m["sh"]) == (m["w"], m["h"]) == size, f"TV {label} at {size} scrolls: {m}"
        assert not m["outside"], f"TV {label} at {size}: outside the screen {m['outside']}"
        assert not m["clipped"], f"TV {label} at {size}: clipped {m['clipped']}"
        floor = MIN_PX_1080 * size[1] / 1080 - 0.01
        assert m["min"] >= floor, f"TV {label} at {size}: text of {m['min']:.1f} px ({m['smallest']}), at least {floor:.1f} wanted"


def room_checks(run, base):
    checks = Checks(run)
    host_phone(run, checks, base)
    tv_sofa(run, checks, base)
    offline_votes(run, checks, base)
    print(f"room checks: axe {checks.axe_version} on {len(checks.axe_screens)} screens, "
          f"{checks.raw_key_scans} raw-key scans", flush=True)


def host_phone(run, checks, base):
    """The host's phone at 360×640: start buttons at once, invite card, confirmations, four languages."""
    host = run.page("host-phone", PHONE)
    host.d.get(base + "/?lang=en")
    checks.accessible(host, "join")
    host.type("#join-name", "Hana")
    host.wait(lambda: host.one(".join-form button[type=button]").is_enabled(), "connected")
    host.button("Create a new room")
    code = host.wait(lambda: (host.visible(".room-code") or [None])[0], "room code").text.strip()
    guest = Client(run.args.tcp_host, run.args.tcp_port)
    guest.join_room(code, "Kim")
    host.wait(lambda: "Kim" in host.text(), "Kim in the lobby")

    # Every game's start button inside the first screen, above the tab bar.
    tabs_top = host.d.execute_script("return document.querySelector('.tabs').getBoundingClientRect().top")
    quick = host.visible(".quick-start button")
    assert len(quick) >= 2, "a start button per game"
    for b in quick:
        assert b.rect["y"] + b.rect["height"] <= tabs_top, f"{b.text!r} is below the fold at 360×640"
    host.wait(lambda: host.d.execute_script("const q = document.querySelector('.share-qr'); return q.complete && q.naturalWidth > 0"), "the invite QR")
    host.click("[data-action=copy]")
    host.wait(lambda: "Link copied." in host.text(), "the copy toast")
    run.shot(host, "phone-lobby-share")
    checks.accessible(host, "lobby as host")

    # Leave, Kick and Make host ask first; Cancel keeps everything.
    host.click("[data-action=leave]")
    dialog = host.one("dialog.confirm-dialog[open]", "the leave confirmation")
    assert "Leave the room?" in dialog.text
    run.shot(host, "phone-confirm-leave")
    checks.accessible(host, "leave confirmation")
    host.click("dialog [data-confirm=no]")
    host.wait(lambda: not host.visible("dialog[open]"), "the dialog to close")
    assert host.visible(".room-code"), "Cancel keeps the seat"
    kim = [m for m in guest.request("room.snapshot").get("snapshot", {}).get("members", []) if m["name"] == "Kim"]
    kim_id = kim[0]["player_id"] if kim else guest.player_id
    host.click(f"[data-key='host-{kim_id}']")
    assert "Make Kim host?" in host.one("dialog.confirm-dialog[open]").text
    host.click("dialog [data-confirm=no]")
    host.click(f"[data-key='kick-{kim_id}']")
    assert "Remove Kim?" in host.one("dialog.confirm-dialog[open]").text
    host.click("dialog [data-confirm=no]")
    time.sleep(0.3)
    assert "Kim" in host.text() and host.visible(".badge-host"), "Cancel kicks nobody and keeps the host"
    host.click(f"[data-key='kick-{kim_id}']")
    host.click("dialog [data-confirm=yes]")
    guest.next_event("room.kicked", timeout=5)
    host.wait(lambda: "Kim" not in [e.text for e in host.visible(".member-name")], "Kim removed")
    guest.close()

    # Four languages: every tab of the lobby, no raw key; the tab bar fits at 360 px.
    for lang, dice in LANGS.items():
        if lang != "en":  # a reload in another language resumes the seat
            host.d.get(f"{base}/{code}?lang={lang}")
            host.wait(lambda: host.visible("#tab-dice") and dice in host.one("#tab-dice").text, f"the {lang} tabs")
        heights = {round(t.rect["height"]) for t in host.visible(".tab")}
        widths = host.d.execute_script("return [...document.querySelectorAll('.tab')].filter((t) => t.offsetParent).map((t) => t.scrollWidth <= t.clientWidth + 1)")
        assert len(heights) == 1 and all(widths), f"{lang}: tab labels overflow or differ in height {heights}"
        for tab in ("play", "dice", "wheel", "coin", "chat", "fair"):
            host.tab(tab)
            checks.no_raw_keys(host, f"{tab} tab in {lang}")
            if lang == "en" and tab != "play":
                checks.accessible(host, f"{tab} tab")
        if lang == "tr":
            run.shot(host, "phone-tabs-tr")
        host.tab("play")
    host.d.get(f"{base}/{code}?lang=en")
    host.wait(lambda: host.visible("#tab-dice") and "Dice" in host.one("#tab-dice").text, "English again")
    host.click(".top .settings-open")
    host.one("dialog.settings-sheet[open]", "the settings sheet")
    checks.no_raw_keys(host, "settings")
    checks.accessible(host, "settings")
    run.host_phone = host
    run.host_code = code


def tv_sofa(run, checks, base):
    """A dozen players and a TV; every stage at both sizes."""
    host = Client(run.args.tcp_host, run.args.tcp_port)
    host.create_room("Alice")
    code = host.room
    bots = []
    for n in NAMES:
        b = Client(run.args.tcp_host, run.args.tcp_port)
        b.join_room(code, n)
        bots.append(b)
    tv = run.page("tv-sofa", TV_SIZES[0], mobile=False)

    def size(s):
        tv.d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": s[0], "height": s[1], "deviceScaleFactor": 1, "mobile": False})
        time.sleep(0.25)

    def stage(label, axe=False):
        for s in TV_SIZES:
            size(s)
            checks.tv_fits(tv, label, s)
            run.shot(tv, f"tv-{label}-{s[1]}")
        checks.no_raw_keys(tv, f"TV {label}")
        if axe:
            checks.accessible(tv, f"TV {label}")
        size(TV_SIZES[0])

    size(TV_SIZES[0])
    tv.d.get(f"{base}/tv/{code}")
    tv.wait(lambda: "Lena" in tv.text(), "the TV shows the players")
    tv.wait(lambda: tv.d.execute_script("const q = document.querySelector('.tv-qr'); return q.complete && q.naturalWidth > 0"), "the QR code")
    members = [m["name"] for m in host.request("room.snapshot").get("snapshot", {}).get("members", [])]
    assert len(members) == 12 and "TV" not in members, f"the TV is no member: {members}"
    # The room is full (12 players): a phone is offered the audience instead.
    late = run.page("late-guest", PHONE)
    late.d.get(f"{base}/{code}")
    late.type("#join-name", "Zoe")
    late.wait(lambda: late.one(".join-form button[type=submit]").is_enabled(), "connected")
    late.click(".join-form button[type=submit]")
    late.wait(lambda: "The room is full." in late.text(), "the room-full sentence")
    run.shot(late, "phone-room-full")
    checks.accessible(late, "join error")
    late.click("[data-action=join-audience]")
    late.wait(lambda: late.visible(".room-code") and late.visible(".badge-audience"), "joined as audience")
    late.d.quit()
    run.pages.remove(late)
    link = tv.one(".tv-url").text.replace("\n", "")
    web = announced_web(run)
    if web:
        # The link and the QR code are the address the server announces (--public-url in
        # run_e2e.sh), never the address the TV page was opened with.
        assert link == f"{web}/{code}", f"the TV's link {link} is not the announced {web}/{code}"
        assert decode_qr(tv.one(".tv-qr").screenshot_as_png) == link, "the QR code is the join link shown"
    else:
        print(f"this partyd announces no web address (no HTTP port): link {link}, no QR to decode", flush=True)
    stage("join", axe=True)

    host.request("game.start", game="guess_or_pass", round_seconds=10, countdown_seconds=3, break_seconds=30, guesser=host.player_id)
    tv.wait(lambda: tv.visible(".tv-countdown"), "the countdown")
    stage("gop-countdown")
    for i in range(5):
        card = bots[0].next_event("gop.card", timeout=8)
        bots[0].request("gop.correct" if i % 2 == 0 else "gop.pass", index=card["index"])
    tv.wait(lambda: tv.visible(".tv-round .tv-last"), "the round")
    stage("gop-round", axe=True)
    tv.wait(lambda: tv.visible(".tv-summary"), "the round summary", timeout=20)
    stage("gop-summary")
    host.request("game.stop")

    host.request("game.start", game="would_you_rather", vote_seconds=60, results_seconds=30)
    tv.wait(lambda: tv.visible(".tv-option-a"), "a question")
    for i, b in enumerate(bots[:6]):
        b.request("wyr.vote", choice="a" if i % 3 else "b")
    tv.wait(lambda: "6/12" in tv.text(), "the vote count")
    stage("wyr-question", axe=True)
    host.request("wyr.vote", choice="a")
    for b in bots[6:]:
        b.request("wyr.vote", choice="b")
    tv.wait(lambda: tv.visible(".tv-pct"), "the results", timeout=15)
    time.sleep(1)  # the bars grow
    stage("wyr-results", axe=True)
    host.request("game.stop")

    host.request("dice.roll", count=100, sides=6)
    tv.wait(lambda: len(tv.visible(".tv-die")) == 100, "100 dice")
    stage("dice-100", axe=True)
    made = host.request("wheel.create", name="Lunch", options=[{"label": "Soup"}, {"label": "Pizza"}, {"label": "Tacos", "weight": 3}])
    host.request("wheel.spin", wheel_id=(made.get("wheel") or made)["wheel_id"])
    tv.wait(lambda: "Winner" in tv.text(), "the wheel to stop", timeout=15)
    stage("wheel")
    host.request("coin.flip")
    tv.wait(lambda: tv.visible(".tv-coin-face"), "the coin")
    stage("coin")
    for b in [host, *bots]:
        b.close()


def announced_web(run):
    """The web client's base URL this partyd's welcome announces (`web`), or None."""
    probe = Client(run.args.tcp_host, run.args.tcp_port)
    try:
        return (probe.welcome or {}).get("web")
    finally:
        probe.close()


def decode_qr(png):
    """The text of the QR code in a PNG (Debian's zbar-tools)."""
    with tempfile.NamedTemporaryFile(suffix=".png") as f:
        f.write(png)
        f.flush()
        out = subprocess.run(["zbarimg", "--raw", "-q", f.name], capture_output=True, text=True, timeout=20)
    assert out.returncode == 0, f"zbarimg found no QR code ({out.returncode}): {out.stderr}"
    return out.stdout.strip()


def offline_votes(run, checks, base):
    """A vote tapped with the link down: sent once when it is back, or said not sent."""
    host = Client(run.args.tcp_host, run.args.tcp_port)
    host.create_room("Quizmaster")
    code = host.room
    olga = run.page("olga", PHONE)
    olga.d.get(f"{base}/{code}")
    olga.type("#join-name", "Quizmaster")
    olga.wait(lambda: olga.one(".join-form button[type=submit]").is_enabled(), "connected")
    olga.click(".join-form button[type=submit]")
    # A server error about a field shows under that field, in the page's language.
    olga.wait(lambda: olga.one("#join-name-error").text == "That name is taken in this room.", "the error under the name")
    assert olga.one("#join-name").get_attribute("aria-invalid") == "true"
    olga.type("#join-name", "Olga")
    olga.click(".join-form button[type=submit]")
    olga.wait(lambda: olga.visible(".room-code"), "the room")
    checks.accessible(olga, "lobby as player")
    host.request("game.start", game="would_you_rather", vote_seconds=120, results_seconds=4)
    olga.wait(lambda: olga.visible(".option-a"), "a question")
    checks.accessible(olga, "wyr question")
    for lang in ("tr", "es", "zh-Hans", "en"):
        olga.d.get(f"{base}/{code}?lang={lang}")
        olga.wait(lambda: olga.d.execute_script("return document.documentElement.lang") == lang and olga.visible(".option-a"), f"the question in {lang}")
        checks.no_raw_keys(olga, f"wyr question in {lang}")
    host.discard_events()

    def votes_cast(wait=1.0):
        frames = []
        end = time.time() + wait
        while time.time() < end:
            try:
                frames.append(host.next_event("wyr.vote_cast", timeout=max(0.05, end - time.time())))
            except TimeoutError:
                break
        return frames

    # 1. The browser goes offline (CDP): the controls say so; the tap waits and goes out once.
    olga.d.execute_cdp_cmd("Network.enable", {})
    olga.d.execute_cdp_cmd("Network.emulateNetworkConditions", {"offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    olga.wait(lambda: olga.d.execute_script("return document.querySelector('.room-screen').dataset.link") == "down", "the controls to say offline")
    olga.click(".option-a")
    olga.wait(lambda: "Not sent yet" in olga.text(), "the held tap's note")
    run.shot(olga, "phone-offline-held")
    assert not votes_cast(0.8), "a vote left while offline"
    olga.d.execute_cdp_cmd("Network.emulateNetworkConditions", {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    olga.wait(lambda: olga.one(".option-a").get_attribute("aria-pressed") == "true", "the vote delivered", timeout=30)
    cast = votes_cast(1.5)
    assert len(cast) == 1 and cast[0]["votes_in"] == 1, f"the held vote is sent once: {cast}"

    # 2. The socket is cut: the changed vote waits and goes out once.
    olga.d.execute_script("window.__blockSockets = true; window.__sockets.at(-1).close();")
    olga.wait(lambda: olga.visible(".banner"), "the banner")
    olga.click(".option-b")
    olga.wait(lambda: "waiting to be sent" in olga.one(".banner").text, "the banner counts the held tap")
    olga.d.execute_script("window.__blockSockets = false;")
    olga.wait(lambda: olga.one(".option-b").get_attribute("aria-pressed") == "true", "the changed vote delivered", timeout=30)
    cast = votes_cast(1.5)
    assert len(cast) == 1, f"the changed vote is sent once: {cast}"

    # Everyone voted: the results (accessible), then the next question.
    host.request("wyr.vote", choice="a")
    olga.wait(lambda: olga.visible(".bars"), "the results")
    checks.accessible(olga, "wyr results")
    olga.wait(lambda: olga.visible(".option-a") and olga.one(".option-a").get_attribute("aria-pressed") == "false", "the next question", timeout=15)
    host.discard_events()

    # 3. Cut again, tap, and the question goes away meanwhile: the page says it was not sent.
    olga.d.execute_script("window.__blockSockets = true; window.__sockets.at(-1).close();")
    olga.wait(lambda: olga.visible(".banner"), "the banner")
    olga.click(".option-a")
    host.request("game.stop")
    olga.d.execute_script("window.__blockSockets = false;")
    olga.wait(lambda: "Not sent: it no longer applies." in olga.text(), "the not-sent note", timeout=30)
    run.shot(olga, "phone-offline-not-sent")
    assert not votes_cast(0.5), "a stale vote was sent"

    # Guess or Pass on the phone, as a clue-giver and as the guesser: accessible too.
    members = host.request("room.snapshot")["snapshot"]["members"]
    olga_id = next(m["player_id"] for m in members if m["name"] == "Olga")
    for guesser, label in ((host.player_id, "gop as clue-giver"), (olga_id, "gop as guesser")):
        host.request("game.start", game="guess_or_pass", round_seconds=30, countdown_seconds=0, break_seconds=5, guesser=guesser)
        olga.wait(lambda: olga.visible(".word-card"), f"the card ({label})")
        checks.no_raw_keys(olga, label)
        checks.accessible(olga, label)
        host.request("game.stop")
        olga.wait(lambda: olga.visible(".lobby"), "the lobby")
    host.close()
