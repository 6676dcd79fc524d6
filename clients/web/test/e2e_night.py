#!/usr/bin/env python3
"""End-to-end test of game nights in the web client (issue 23), in headless Chromium against a
real partyd: the host plans a night from the home screen of a phone (390×844) with a playlist
made with the games' own start forms; its page shows the night in the reader's timezone; a
guest on a landscape phone (844×390) answers the RSVP and changes the answer; the calendar file
is checked field by field; the host opens the room from the night's page and joins it as host;
the guest joins; a TV (1920×1080) watches; Would You Rather is played from the playlist (a
Python bot votes too); the night's scoreboard shows in the lobby and on the TV with what is
next; the host ends the night and everyone's recap opens at phone, landscape and TV sizes.
No raw string key on any screen, no browser error; every screenshot is checked to be non-blank.

    python3 clients/web/test/e2e_night.py --base-url http://127.0.0.1:8080 --tcp-port 7777 --out OUT

Needs Debian's chromium + chromium-driver and PyPI selenium. Exit status 0 when every check passed.
"""

import calendar as calendar_module
import re
import sys
import time
import urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from e2e_web import Client, main  # noqa: E402

PHONE = (390, 844)
LANDSCAPE = (844, 390)
TV = (1920, 1080)
RAW_KEY = re.compile(r"\b(?:webNight|webRsvp|webRecap|webAward)[A-Za-z]*\b")


def http_text(url):
    with urllib.request.urlopen(url, timeout=10) as reply:
        return reply.status, reply.headers.get("Content-Type", ""), reply.read().decode("utf-8")


def unfold(ics):
    """RFC 5545 lines: CRLF ends, a line starting with a space continues the one before."""
    assert "\r\n" in ics, "iCalendar lines end in CRLF"
    lines = []
    for line in ics.split("\r\n"):
        if line.startswith(" ") and lines:
            lines[-1] += line[1:]
        elif line:
            lines.append(line)
    return lines


def no_raw_keys(page):
    text = page.text()
    found = RAW_KEY.findall(text)
    assert not found, f"{page.name}: raw string keys on screen: {found}"
    errors = page.errors()
    assert not errors, f"{page.name}: browser errors: {errors}"


def fits_width(page):
    """Nothing wider than the viewport (the page never scrolls sideways)."""
    wide = page.d.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert wide <= 1, f"{page.name}: the page is {wide}px wider than the screen"


def readable(page):
    """No text on the TV's recap under 24 px (read from the sofa), and a share card large enough to read."""
    small = page.d.execute_script("""
      const out = [];
      for (const el of document.querySelectorAll('.recap-page *')) {
        if (!el.offsetParent || ![...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())) continue;
        const size = parseFloat(getComputedStyle(el).fontSize);
        if (size < 24) out.push(`${el.className || el.tagName}: ${size}px "${el.textContent.trim().slice(0, 30)}"`);
      }
      return out;""")
    assert not small, f"{page.name}: text under 24px on the TV's recap: {small[:8]}"
    card = page.d.execute_script("const c = document.querySelector('.recap-card'); return c && c.offsetParent ? c.getBoundingClientRect().width : null")
    assert card is None or card >= 560, f"the share card is {card}px wide on the TV: unreadable"


def plan(run, base):
    """The host plans the night from the home screen; returns (host page, code)."""
    host = run.page("night-host", PHONE)
    host.d.get(base + "/")
    host.click("[data-action=plan-night]")
    host.one(".plan-form input[name=title]", "the plan form")
    host.type(".plan-form input[name=title]", "Friday games")
    host.type(".plan-form input[name=host_name]", "Ana")
    host.type(".plan-form input[name=place]", "Ana's living room")
    host.type(".plan-form input[name=hours]", "2.5")
    run.shot(host, "night-plan-phone")
    # The playlist: Would You Rather (short votes) then Guess or Pass, each with its own form.
    host.click(".plan-add > summary")
    wyr = host.one(".plan-add .start-wyr", "Would You Rather's form in the picker")
    # A queued Guess or Pass has no first guesser (nobody has joined) and no custom category (its words are added in the room).
    assert not host.css(".plan-add .start-gop [name=guesser]"), "the planner offers a first guesser before anyone joined"
    categories = host.d.execute_script("return [...document.querySelectorAll('.plan-add .start-gop [name=category] option')].map((o) => o.value)")
    assert "custom" not in categories and "mixed" in categories, categories
    host.d.execute_script("""
      const f = arguments[0];
      f.querySelector('[name=vote_seconds]').value = '10';
      f.querySelector('[name=results_seconds]').value = '3';""", wyr)
    host.click(".plan-add .start-wyr button[type=submit]")
    host.click(".plan-add .start-gop button[type=submit]")
    host.wait(lambda: len(host.css(".plan-playlist li")) == 2, "two games on the plan's playlist")
    items = [e.text for e in host.css(".plan-item-game")]
    assert items == ["Would You Rather", "Guess or Pass"], items
    host.click(".plan-submit button[type=submit]")
    code = host.one(".plan-result .night-code", "the planned night's code").text.strip()
    assert "2 h 30 min" in host.one(".plan-result").text, "the night's length in the plan's result"
    assert re.fullmatch(r"[A-HJ-NP-Z]{4}", code), code
    link = host.one("[data-action=night-link]").get_attribute("href")
    assert link.endswith(f"/n/{code}"), link
    assert host.one("[data-action=calendar]").get_attribute("href").endswith(f"/n/{code}.ics")
    qr = host.one(".plan-result .share-qr")
    host.wait(lambda: host.d.execute_script("return arguments[0].naturalWidth", qr) > 0, "the QR code loaded")
    assert host.d.execute_script(f"return localStorage.getItem('partyline.night.{code}')"), "the host's key stays in this browser"
    run.shot(host, "night-planned-phone")
    no_raw_keys(host)
    return host, code


def calendar(base, code, announced):
    status, kind, ics = http_text(f"{base}/n/{code}.ics")
    assert status == 200 and kind.startswith("text/calendar"), (status, kind)
    lines = unfold(ics)
    fields = {}
    for line in lines:
        name, _, value = line.partition(":")
        fields.setdefault(name.split(";")[0], value)
    assert lines[0] == "BEGIN:VCALENDAR" and lines[-1] == "END:VCALENDAR", lines
    for name in ("UID", "DTSTAMP", "DTSTART", "SUMMARY", "LOCATION", "URL", "TRIGGER"):
        assert name in fields, f"{name} missing from the calendar file: {lines}"
    assert re.fullmatch(r"\d{8}T\d{6}Z", fields["DTSTART"]), fields["DTSTART"]
    assert fields["SUMMARY"] == "Friday games", fields["SUMMARY"]
    assert fields["LOCATION"].replace("\\", "") == "Ana's living room", fields["LOCATION"]
    assert fields["URL"].endswith(f"/n/{code}"), fields["URL"]
    if announced:  # the advertised address (--public-url), not the Host this file was fetched with
        assert fields["URL"] == f"{announced}/n/{code}", (fields["URL"], announced)
    # A night lasts its length (2.5 h, as planned): not a zero-length event.
    assert "DTEND" in fields, f"DTEND missing from the calendar file: {lines}"
    start, end = (time.strptime(fields[k], "%Y%m%dT%H%M%SZ") for k in ("DTSTART", "DTEND"))
    assert calendar_module.timegm(end) - calendar_module.timegm(start) == 150 * 60, (fields["DTSTART"], fields["DTEND"])
    assert fields["TRIGGER"] == "-PT1H", fields["TRIGGER"]
    assert "BEGIN:VALARM" in lines


def night_page(run, host, guest, code):
    """The host's and the guest's view of the night's page; the guest answers, then changes."""
    host.click("[data-action=open-night]")
    host.wait(lambda: host.d.current_url.endswith(f"/n/{code}"), "the night's page")
    host.wait(lambda: host.one(".night-title").text == "Friday games", "the night's title")
    when = host.one(".night-when").text
    assert re.search(r"\d", when), when
    assert "Ana's living room" in host.one(".night-place").text
    assert "Ana" in host.one(".night-host").text, "the host's name from the plan form"
    games = [e.text for e in host.css(".night-games li strong")]
    assert games == ["Would You Rather", "Guess or Pass"], games
    host.one("[data-action=open-room]", "the host's Open the room now")
    fits_width(host)
    run.shot(host, "night-page-phone")

    guest.d.get(f"{guest.base}/n/{code}")
    guest.wait(lambda: guest.one(".night-title").text == "Friday games", "the guest's night page")
    assert not guest.visible("[data-action=open-room]"), "only the host may open the room"
    assert not guest.visible("[data-action=join-night]"), "no Join before the room opens"
    guest.type("#rsvp-name", "Bea")
    guest.click("button[data-answer=yes]")
    guest.wait(lambda: "Bea" in guest.one(".rsvp-group-yes").text, "Bea among those coming")
    guest.click("button[data-answer=maybe]")
    guest.wait(lambda: "Bea" in guest.one(".rsvp-group-maybe").text and "Bea" not in guest.one(".rsvp-group-yes").text,
               "Bea's answer changed to maybe")
    assert guest.one("button[data-answer=maybe]").get_attribute("aria-pressed") == "true"
    fits_width(guest)
    run.shot(guest, "night-page-landscape")
    no_raw_keys(guest)

    # Someone else typing Bea's name cannot change her answer (only her browser, or the host).
    other = run.page("night-stranger", PHONE)
    other.d.get(f"{guest.base}/n/{code}?lang=tr")
    other.wait(lambda: other.one(".night-title").text == "Friday games", "the night's page in Turkish")
    other.type("#rsvp-name", "bea")
    other.click("button[data-answer=no]")
    note = other.wait(lambda: other.one(".rsvp-form .notice").text, "the refusal")
    assert "bea" in note, note
    assert "Bea" in other.one(".rsvp-group-maybe").text and "Bea" not in other.one(".rsvp-group-no").text, "Bea's answer did not change"
    assert not other.css("button[data-answer][aria-pressed=true]"), "Bea's answer is not shown as this browser's own"
    run.shot(other, "night-page-rsvp-taken-phone-tr")
    no_raw_keys(other)


def open_and_join(run, host, guest, code):
    # "Open the room now" seats the host at once (no join form to tap through).
    host.click("[data-action=open-room]")
    host.one(".night-lobby", "the night's card in the host's lobby")
    host.wait(lambda: host.d.current_url.rstrip("/").endswith(f"/{code}"), "the room's address")
    host.one("[data-action=playlist-next]", "the host's playlist controls")
    host.wait(lambda: "Would You Rather" in host.one(".night-next").text, "what is next")

    guest.d.refresh()
    guest.click("[data-action=join-night]")
    guest.one(".night-lobby", "the night's card in the guest's lobby: Join seats her with the name she gave")
    guest.wait(lambda: guest.d.current_url.rstrip("/").endswith(f"/{code}"), "the room's address")
    assert not guest.visible("[data-action=playlist-next]"), "playlist controls are the host's"
    run.shot(host, "night-lobby-phone")
    run.shot(guest, "night-lobby-landscape")


def play_wyr(run, host, guest, tv, bot):
    host.click("[data-action=playlist-next]")
    for page in (host, guest):
        page.click("button.option-a")
    bot.request("wyr.vote", choice="a")
    for page in (host, guest):
        page.wait(lambda p=page: p.visible(".bars") or p.visible(".results-q"), "Would You Rather's results", timeout=30)
    for page in (host, tv):  # the 3 s of results count from when they show, on the phones and the TV alike
        text = page.wait(lambda p=page: next((e.text for e in p.visible("p") if re.search(r"Next question in \d+s", e.text)), None),
                         "the results' countdown", timeout=30)
        assert int(re.search(r"(\d+)s", text).group(1)) >= 2, f"{page.name}: {text!r} as the results appear"
    host.stop_game()
    for page in (host, guest):
        page.wait(lambda p=page: p.visible(".night-board li"), "the night's scoreboard in the lobby", timeout=30)
    board = host.one(".night-board").text
    assert "Ana" in board and "Bea" in board and "1 pt" in board, board
    assert "Guess or Pass" in host.one(".night-next").text, "Guess or Pass is next"
    tv.wait(lambda: tv.visible(".tv-night .night-board li"), "the night's scoreboard on the TV", timeout=30)
    assert "Guess or Pass" in tv.one(".tv-night-next").text
    run.shot(host, "night-scoreboard-phone")
    run.shot(tv, "night-scoreboard-tv")
    no_raw_keys(tv)


def end_and_recap(run, host, guest, tv, code, bot):
    host.click("[data-action=night-end]")
    host.click("[data-confirm=yes]")
    # The room closes and everyone gets the recap: both phones and the TV go there by themselves.
    for page in (host, guest, tv):
        page.wait(lambda p=page: p.d.current_url.endswith(f"/n/{code}/recap"), "the recap page", timeout=30)
        page.wait(lambda p=page: p.visible(".recap-standings li"), "the recap's standings", timeout=30)
    closed = bot.next_event("room.closed", timeout=10)
    assert closed["reason"] == "night_ended", closed
    awards = host.one(".award-list").text
    assert "in sync with the room" in awards.lower(), awards
    assert "Would You Rather" in host.one(".recap-games").text
    host.wait(lambda: host.d.execute_script("return document.querySelector('.recap-card').naturalWidth") > 0, "the share card")
    for page, label in ((host, "night-recap-phone"), (guest, "night-recap-landscape")):
        fits_width(page)
        run.shot(page, label)
        no_raw_keys(page)
    tv.wait(lambda: tv.visible(".recap-standings li"), "the recap on the TV")
    side_by_side = tv.d.execute_script("""
      const a = document.querySelector('.recap-standings').getBoundingClientRect();
      const b = document.querySelector('.recap-awards').getBoundingClientRect();
      return b.left >= a.right;""")
    assert side_by_side, "the TV's recap is in columns"
    overflow = tv.d.execute_script("return document.documentElement.scrollHeight - window.innerHeight")
    assert overflow <= 1, f"the TV's recap fits the screen ({overflow}px too tall)"
    fits_width(tv)
    readable(tv)
    run.shot(tv, "night-recap-tv")
    no_raw_keys(tv)
    tv.d.get(f"{tv.base}/n/{code}/recap?lang=tr")
    tv.wait(lambda: tv.visible(".recap-standings li"), "the recap on the TV in Turkish")
    readable(tv)
    run.shot(tv, "night-recap-tv-tr")
    no_raw_keys(tv)
    # The night's page says it is over: no planned time, no games still queued, no RSVP.
    guest.d.get(f"{tv.base}/n/{code}")
    guest.wait(lambda: guest.one(".night-state").get_attribute("data-state") == "ended", "the night's page after the end")
    assert guest.one(".night-when").text.startswith("Ended"), guest.one(".night-when").text
    assert not guest.visible(".night-playlist") and not guest.visible(".rsvp-form"), "an ended night lists no games to come and takes no RSVP"
    guest.one("[data-action=recap]", "the recap's button")
    run.shot(guest, "night-page-ended-landscape")
    status, kind, svg = http_text(f"{tv.base}/n/{code}/recap.svg")
    assert status == 200 and "svg" in kind and "<svg" in svg, (status, kind)


def night(run, base, tcp_host, tcp_port):
    host, code = plan(run, base)
    guest = run.page("night-guest", LANDSCAPE)
    guest.base = base
    with Client(tcp_host, tcp_port, timeout=10) as probe:
        announced = (probe.welcome or {}).get("web")
    calendar(base, code, announced)
    night_page(run, host, guest, code)
    open_and_join(run, host, guest, code)
    tv = run.page("night-tv", TV, mobile=False)
    tv.d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": TV[0], "height": TV[1], "deviceScaleFactor": 1, "mobile": False})
    tv.base = base
    tv.d.get(f"{base}/tv/{code}")
    tv.one(".tv-code", "the TV joined")
    # While people arrive the TV keeps the big join layout (code, large QR code, link), night or not.
    tv.wait(lambda: tv.one(".tv-screen").get_attribute("data-mode") == "join", "the TV's join layout")
    run.shot(tv, "night-tv-arriving")
    bot = Client(tcp_host, tcp_port, timeout=10)
    try:
        bot.join_room(code, "Cy")
        host.wait(lambda: "Cy" in host.text(), "the bot in the room")
        play_wyr(run, host, guest, tv, bot)
        end_and_recap(run, host, guest, tv, code, bot)
    finally:
        bot.close()


if __name__ == "__main__":
    main(lambda run, base: night(run, base, run.args.tcp_host, run.args.tcp_port), done="OK: game nights,")
