#!/usr/bin/env python3
"""The operator console's page in headless Chromium against a real partyd (issue 31), at laptop
(1366x768) and phone (390x844) size: a wrong token is refused, the right one opens the console;
the room list refreshes by itself within 2 s, is filtered by code and sorted by members; a room's
details show its members, roles and transports; closing asks first (Cancel changes nothing), then
closes — the bot in the room gets room.closed with the operator's message — and says so; a notice
reaches the players. Then the players' side: a phone (the web client) and a TV page show the
operator's notice, and the phone shows the operator's message when its room is closed.
Screenshots go to --out and are checked to be non-blank.

    python3 clients/admin/test/e2e_admin.py --admin-url http://127.0.0.1:9300 --web-url http://127.0.0.1:8080 \
        --tcp-port 7777 --token-file F --out OUT

Needs Debian's chromium + chromium-driver and PyPI selenium. Exit status 0 when every check passed.
"""

import argparse
import json
import urllib.request
import sys
import time
from pathlib import Path

from selenium.common.exceptions import StaleElementReferenceException, TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent.parent
sys.path.insert(0, str(ROOT / "clients" / "web" / "test"))
sys.path.insert(0, str(ROOT / "clients" / "python"))
from e2e_web import browser  # noqa: E402  (headless Chromium, as the web client's test starts it)
from pngcheck import assert_not_blank  # noqa: E402
from partyline import Client  # noqa: E402

LAPTOP = (1366, 768)
PHONE = (390, 844)


class Page:
    """One browser window on the console."""

    def __init__(self, name, driver, out):
        self.name, self.d, self.out = name, driver, out

    def wait(self, condition, what, timeout=20):
        try:
            return WebDriverWait(self.d, timeout, poll_frequency=0.1,
                                 ignored_exceptions=(StaleElementReferenceException,)).until(lambda d: condition())
        except TimeoutException:
            self.shot(f"FAILED-{what.replace(' ', '-')[:40]}")
            raise AssertionError(f"{self.name}: timed out waiting for {what}")

    def css(self, selector):
        return self.d.find_elements(By.CSS_SELECTOR, selector)

    def one(self, selector):
        return self.wait(lambda: next((e for e in self.css(selector) if e.is_displayed()), None), selector)

    def click(self, selector):
        for attempt in range(5):
            try:
                el = self.one(selector)
                self.d.execute_script("arguments[0].scrollIntoView({block: 'center'})", el)
                el.click()
                return
            except StaleElementReferenceException:
                if attempt == 4:
                    raise
                time.sleep(0.1)

    def type(self, selector, text):
        el = self.one(selector)
        el.clear()
        el.send_keys(text)

    def text(self, selector):
        """The visible text of every element `selector` matches, read at once (the list re-renders every 1.5 s)."""
        return self.d.execute_script(
            "return Array.from(document.querySelectorAll(arguments[0])).map((e) => e.innerText).join(' ')", selector)

    def codes(self):
        return self.d.execute_script("return Array.from(document.querySelectorAll('#room-rows tr')).map((r) => r.dataset.code)")

    def shot(self, label):
        path = Path(self.out) / f"{self.name}-{label}.png"
        self.d.save_screenshot(str(path))
        return path

    def check_shot(self, label):
        assert_not_blank(self.shot(label).read_bytes())

    def errors(self):
        return [entry for entry in self.d.get_log("browser") if entry.get("level") == "SEVERE"
                and "401" not in entry.get("message", "")]


# Wraps fetch so that the next GET of the room's details (arguments[0]) leaves 1.5 s late;
# window.__heldPolls counts those being held.
HOLD_DETAILS_POLL = """
const code = arguments[0];
const real = window.fetch.bind(window);
window.__heldPolls = 0;
let once = true;
window.fetch = async (path, init) => {
  if (once && (init?.method ?? 'GET') === 'GET' && String(path).endsWith('/admin/api/rooms/' + code)) {
    once = false;
    window.__heldPolls += 1;
    await new Promise((r) => setTimeout(r, 1500));
    window.__heldPolls -= 1;
  }
  return real(path, init);
};
"""


def scenario(name, size, mobile, args, token):
    out = args.out
    d = browser(size, mobile)
    page = Page(name, d, out)
    bots = []
    try:
        def bot(label):
            client = Client(host="127.0.0.1", port=args.tcp_port)
            bots.append(client)
            return client

        # Rooms: KQ… with three members, one with one, one with two; a Would You Rather running in the biggest.
        big = bot("Ann")
        big_room = big.create_room(f"Ann{name[:1]}")["room"]
        ben = bot("Ben")
        ben.join_room(big_room, "Ben")
        cat = bot("Cat")
        cat.join_room(big_room, "Cat", role="audience")
        big.request("game.start", game="would_you_rather", vote_seconds=120)
        small = bot("Dee")
        small_room = small.create_room("Dee")["room"]
        pair = bot("Eve")
        pair_room = pair.create_room("Eve")["room"]
        bot("Fay").join_room(pair_room, "Fay")

        d.get(args.admin_url + "/admin")
        page.one("#token")
        page.check_shot("1-login")
        page.type("#token", "not-the-token-0123456789")
        page.click("#login-button")
        page.wait(lambda: "not accepted" in page.text("#login-error"), "the wrong token refused")
        page.type("#token", token)
        page.click("#login-button")
        page.one("#console")
        page.wait(lambda: big_room in page.codes(), "the room list")
        codes = page.codes()
        assert codes.index(big_room) < codes.index(pair_room) < codes.index(small_room), f"sorted by members: {codes}"
        page.wait(lambda: page.text('[data-stat="rooms"] .value') != "", "the stats")
        assert "PartyLine console" in d.title
        assert d.execute_script("return document.cookie") == "", "the console sets no cookie"
        assert token not in d.current_url
        page.check_shot("2-rooms")

        # Live: a room opened now shows up within 2 s without touching the page.
        late = bot("Gus")
        late_room = late.create_room("Gus")["room"]
        started = time.monotonic()
        page.wait(lambda: late_room in page.codes(), "a new room to appear", timeout=5)
        assert time.monotonic() - started < 2.5, "the list refreshed within 2 s"

        # Filter by code (typed in lower case, with noise).
        page.type("#filter", big_room.lower())
        page.wait(lambda: page.codes() == [big_room], "the filter")
        page.check_shot("3-filtered")
        page.type("#filter", "io")  # no code holds I or O (the codes' alphabet leaves them out): "zz" matched a ZZ code
        page.wait(lambda: page.codes() == [] and "No room matches" in page.text("#rooms-empty"), "no match")
        page.type("#filter", "")
        d.find_element(By.ID, "filter").send_keys(" ")
        page.wait(lambda: len(page.codes()) >= 4, "the whole list back")

        # Details: members, roles, transports, the game.
        page.click(f'#room-rows tr[data-code="{big_room}"]')
        page.wait(lambda: "Ben" in page.text("#details-members"), "the room's members")
        details = page.text("#details")
        for part in ("Room " + big_room, "Ann", "host · player", "Cat", "audience", "tcp", "Would You Rather (voting)", "filter moderate"):
            assert part in details, f"{part!r} missing from the details: {details}"
        page.check_shot("4-details")

        # Close with a confirmation: Cancel first changes nothing.
        page.type("#close-message", "Closed by the operator: play nice")
        page.click("#close-room")
        page.one("#confirm")
        assert big_room in page.text("#confirm-text") and "play nice" in page.text("#confirm-text")
        page.check_shot("5-confirm")
        page.click("#confirm-no")
        page.wait(lambda: "Cancelled" in page.text("#result"), "the cancel to be said")
        time.sleep(0.3)
        assert big_room in page.codes(), "a cancelled close closed nothing"
        page.click("#close-room")
        page.one("#confirm")
        # A poll of this room's details held back 1.5 s on its way out, and the close confirmed
        # while it waits: the close must wait for the poll (else the poll reaches a closed room: a
        # 404 in the browser's console, which the check below fails on).
        d.execute_script(HOLD_DETAILS_POLL, big_room)
        page.wait(lambda: d.execute_script("return window.__heldPolls > 0"), "a poll of the details to be held")
        page.click("#confirm-yes")
        page.wait(lambda: f"room {big_room} closed" in page.text("#result"), "the close's result")
        closed = ben.next_event("room.closed", timeout=10)
        assert closed["reason"] == "operator" and closed["message"] == "Closed by the operator: play nice", closed
        page.wait(lambda: big_room not in page.codes(), "the closed room to leave the list")
        assert not any(e.is_displayed() for e in page.css("#details")), "the details closed with the room"
        page.check_shot("6-closed")

        # A notice to everyone, confirmed.
        page.type("#notice-text", "Restart in 5 minutes")
        page.click("#send-notice")
        page.click("#confirm-yes")
        page.wait(lambda: "notice sent" in page.text("#result"), "the notice's result")
        assert small.next_event("server.notice", timeout=10)["text"] == "Restart in 5 minutes"
        page.check_shot("7-notice")

        # Sign out forgets the token.
        page.click("#sign-out")
        page.one("#token")
        assert d.execute_script("return sessionStorage.getItem('partyline.admin.token')") is None
        errors = page.errors()
        assert not errors, f"console errors: {errors}"
        for c in (small, pair, late):
            c.request("room.leave")
        print(f"{name}: console scenario passed at {size[0]}x{size[1]}")
    finally:
        d.quit()
        for client in bots:
            try:
                client.close()
            except Exception:  # noqa: BLE001
                pass


def console_call(args, token, method, path, body=None):
    """One console API call (the page is tested above; this is the players' side)."""
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(args.admin_url + path, data=data, method=method,
                                     headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read())


def players_side(args, token):
    """A phone and a TV see the operator's notice; the phone sees why its room closed."""
    host = Client(host="127.0.0.1", port=args.tcp_port)
    room = host.create_room("Hana")["room"]
    phone = Page("player-phone", browser(PHONE, True), args.out)
    tv = Page("player-tv", browser((1280, 720), False), args.out)
    try:
        phone.d.get(f"{args.web_url}/{room}")
        phone.type("#join-name", "Pia")
        phone.wait(lambda: phone.one(".join-form button[type=submit]").is_enabled(), "connected")
        phone.click(".join-form button[type=submit]")
        phone.one(".room-code")
        tv.d.get(f"{args.web_url}/tv/{room}")
        tv.wait(lambda: "Pia" in tv.d.find_element(By.TAG_NAME, "body").text, "the TV shows the room")

        console_call(args, token, "POST", "/admin/api/notice", {"text": "The server restarts at 22:00"})
        for page in (phone, tv):
            page.wait(lambda p=page: "The server restarts at 22:00" in p.text(".server-notice"), "the notice banner")
            assert "Message from the server" in page.text(".server-notice")
        phone.check_shot("1-notice")
        tv.check_shot("1-notice")
        phone.click(".server-notice-ok")
        phone.wait(lambda: not any(e.is_displayed() for e in phone.css(".server-notice")), "the banner dismissed")

        console_call(args, token, "POST", f"/admin/api/rooms/{room}/close", {"message": "Closed by the operator: good night"})
        phone.one("#join-name")
        phone.wait(lambda: "closed this room: “Closed by the operator: good night”" in phone.d.find_element(By.TAG_NAME, "body").text,
                   "the operator's message on the phone")
        phone.check_shot("2-room-closed")
        tv.wait(lambda: "Closed by the operator: good night" in tv.text(".server-notice"), "the message on the TV")
        tv.check_shot("2-room-closed")
        assert host.next_event("room.closed", timeout=10)["message"] == "Closed by the operator: good night"
        print("players: the notice and the closed room shown on a phone and a TV")
    finally:
        phone.d.quit()
        tv.d.quit()
        host.close()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--admin-url", required=True)
    parser.add_argument("--web-url", required=True)
    parser.add_argument("--tcp-port", type=int, required=True)
    parser.add_argument("--token-file", required=True)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    Path(args.out).mkdir(parents=True, exist_ok=True)
    token = Path(args.token_file).read_text().strip()
    scenario("laptop", LAPTOP, False, args, token)
    scenario("phone", PHONE, True, args, token)
    players_side(args, token)
    shots = sorted(Path(args.out).glob("*.png"))
    print(f"{len(shots)} screenshots checked in {args.out}")


if __name__ == "__main__":
    main()
