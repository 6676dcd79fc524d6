#!/usr/bin/env python3
"""What a guest hit on a game night (issue 35), checked in headless Chromium, as a step of
e2e_web.py (or alone: `ONLY=guest clients/web/test/run_e2e.sh`). A host phone in English
(390x844), a guest in Turkish holding the phone sideways (844x390), a guest in Chinese (390x844),
a Python bot and a TV (1920x1080, English then Turkish):

- the avatar picker's buttons are at least 44x44 and its colours have names;
- the coin shows heads and tails, both visible and labelled (read from the screenshot's pixels), and
  held sideways the coin, who flipped it and the Flip button are all on screen;
- 100 dice leave who rolled and the total on screen; the wheel's stage names the wheel and the spinner;
- counted words take their plural form ("1 player"), Turkish writes "%50";
- Would You Rather: held sideways, both options are wholly on screen; the chosen option never covers "or"; the results' 3 s count from when they show,
  on the phone and the TV; "Stop the game" asks first;
- Guess or Pass: "Tap to play full screen" never covers the countdown or the card; a secret-mode
  guesser is not told to hold the phone to the forehead; a wrong typed guess tells the guesser; a card whose time ran out says so; the TV's words fit the mode;
- the score beside each player says whose points it is.

Screenshots at each size go to --out.
"""

import re
import threading

from e2e_web import Client, main
from e2e_scenario import join
from pngcheck import pixels

PHONE = (390, 844)
LAND = (844, 390)
TV = (1920, 1080)

RECT = "const r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom];"


def rect(page, el):
    return page.d.execute_script(RECT, el)


def overlaps(a, b):
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def in_view(page, el):
    left, top, right, bottom = rect(page, el)
    width, height = page.d.execute_script("return [innerWidth, innerHeight]")
    return left >= -1 and top >= -1 and right <= width + 1 and bottom <= height + 1


def settled(page, selector, what):
    """Waits until nothing in `selector` is still moving (no running CSS transition or animation)."""
    page.wait(lambda: page.d.execute_script(
        "const e = document.querySelector(arguments[0]); return !!e && e.getAnimations({subtree: true}).length === 0;", selector), what)


def uncovered(page, el):
    """Whether `el`'s middle is on screen and is `el` itself (nothing fixed, like the tab bar, over it)."""
    return page.d.execute_script("""
      const r = arguments[0].getBoundingClientRect();
      const x = r.left + r.width / 2, y = r.top + r.height / 2;
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
      const hit = document.elementFromPoint(x, y);
      return !!hit && (arguments[0].contains(hit) || hit.contains(arguments[0]));""", el)


WHOLLY_SHOWN = """
  const el = arguments[0], r = el.getBoundingClientRect(), area = document.querySelector('.panels').getBoundingClientRect();
  const inside = r.left >= area.left - 1 && r.top >= area.top - 1 && r.right <= area.right + 1 && r.bottom <= area.bottom + 1
    && r.left >= -1 && r.top >= -1 && r.right <= innerWidth + 1 && r.bottom <= innerHeight + 1;
  const corners = [[r.left + 3, r.top + 3], [r.right - 3, r.top + 3], [r.left + 3, r.bottom - 3], [r.right - 3, r.bottom - 3]];
  return inside && corners.every(([x, y]) => { const hit = document.elementFromPoint(x, y); return !!hit && (el.contains(hit) || hit.contains(el)); });"""


def assert_all_on_screen(page, selector, count, what, from_top=False):
    """Every one of the `count` elements `selector` names is wholly on screen on a page nobody has
    scrolled: inside the room's panels (between the header and the tab bar) and the viewport, each
    corner its own (nothing over it), and the column holding them needs no scrolling of its own.
    `from_top`: first scroll the panels back to the top, as a page that earlier steps' clicks
    scrolled (Selenium scrolls to what it clicks) would be for a guest arriving at this screen."""
    if from_top:
        page.d.execute_script("document.querySelector('.panels').scrollTop = 0; window.scrollTo(0, 0);")
    found = page.css(selector)
    assert len(found) == count, f"{what}: {len(found)} of {count}"
    scrolled = page.d.execute_script(
        "return [document.scrollingElement.scrollTop, document.querySelector('.panels')?.scrollTop ?? 0]")
    assert scrolled == [0, 0], f"{what}: scrolled {scrolled}"
    for el in found:
        assert page.d.execute_script(WHOLLY_SHOWN, el), f"{what}: {el.text!r} at {rect(page, el)} is not wholly on screen"
    inner = page.d.execute_script("const c = arguments[0].parentElement; return c.scrollHeight - c.clientHeight", found[0])
    assert inner <= 1, f"{what}: the column scrolls by {inner} px"


def colour_at(page, el, fx, fy):
    """The RGB of element `el`'s own screenshot at fractions (fx, fy) of its size."""
    width, height, channels, rows = pixels(el.screenshot_as_png)
    x, y = int(width * fx), int(height * fy)
    row = rows[y]
    return tuple(row[x * channels:x * channels + 3])


def seconds_left(text):
    found = re.search(r"(\d+)\s*(s|sn|秒)", text)
    return int(found.group(1)) if found else None


def guest(run, base):
    host = run.page("guest-host", PHONE)
    host.d.get(base + "/")
    avatars(run, host, "phone-en")
    host.type("#join-name", "Ana")
    host.wait(lambda: host.one(".join-form button[type=button]").is_enabled(), "connected")
    host.button("Create a new room")
    code = host.wait(lambda: (host.visible(".room-code") or [None])[0], "the room code").text.strip()
    tv = run.page("guest-tv", TV, mobile=False)
    tv.d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": TV[0], "height": TV[1], "deviceScaleFactor": 1, "mobile": False})
    tv.d.get(f"{base}/tv/{code}")
    heading = tv.wait(lambda: (tv.visible(".tv-players .tv-heading") or [None])[0], "the TV's players").text
    assert heading == "1 player", f"a counted word in its singular form: {heading!r}"

    deniz = run.page("guest-deniz", LAND)
    deniz.d.get(base + "/?lang=tr")
    avatars(run, deniz, "landscape-tr")
    # The night planner: a length, and a queued Guess or Pass without a first guesser or the custom category.
    deniz.click("[data-action=plan-night]")
    hours = deniz.one(".plan-form input[name=hours]", "the plan form's length")
    assert hours.get_attribute("value") == "3", "a night lasts 3 hours unless the host says otherwise"
    deniz.d.execute_script("arguments[0].scrollIntoView({block: 'start'})", deniz.one(".plan-form"))
    run.shot(deniz, "guest-plan-form-landscape-tr")
    deniz.click(".plan-add > summary")
    deniz.one(".plan-add .start-gop", "Guess or Pass in the planner")
    assert not deniz.css(".plan-add .start-gop [name=guesser]"), "a first guesser before anyone joined"
    run.shot(deniz, "guest-plan-landscape-tr")
    join(deniz, base, code, "Deniz")
    wei = run.page("guest-wei", PHONE)
    wei.d.get(base + "/?lang=zh-Hans")
    join(wei, base, code, "Wei")
    bot = Client(run.args.tcp_host, run.args.tcp_port, timeout=10)
    try:
        bot.join_room(code, "Bot")
        tv.wait(lambda: tv.one(".tv-players .tv-heading").text == "4 players", "four players on the TV")
        label = host.one(".lobby .score-label").text
        assert label == "Room total", f"the lobby's scores are labelled: {label!r}"
        run.shot(host, "guest-lobby-phone")
        qr_loaded(tv)
        run.shot(tv, "guest-tv-join")

        coin(run, host, deniz, tv)
        dice_and_wheel(run, host, deniz, tv, bot)
        verify_tab(run, host, deniz)
        would_you_rather(run, host, deniz, wei, tv, bot)
        guess_or_pass(run, host, deniz, wei, tv)
        tv.d.get(f"{base}/tv/{code}?lang=tr")
        tv.wait(lambda: tv.visible(".tv-players"), "the TV in Turkish")
        qr_loaded(tv)
        run.shot(tv, "guest-tv-between-tr")
        for page in (host, deniz, wei, tv):
            assert not page.errors(), (page.name, page.errors())
    finally:
        bot.close()


def qr_loaded(tv):
    tv.wait(lambda: tv.d.execute_script("const q = document.querySelector('.tv-qr'); return q && q.complete && q.naturalWidth > 0"), "the TV's QR code")


def avatars(run, page, label):
    """Avatar buttons at least 44x44; colour swatches announced by name, never as "#d6336c"."""
    page.click(".avatar-toggle")
    page.one(".avatar-panel")
    small = page.d.execute_script("""
      return [...document.querySelectorAll('.avatar-choice, .colour-choice')]
        .map((b) => b.getBoundingClientRect()).filter((r) => r.width < 44 || r.height < 44).map((r) => [r.width, r.height]);""")
    assert not small, f"{page.name}: avatar buttons under 44x44: {small}"
    names = [b.get_attribute("aria-label") for b in page.css(".colour-choice")]
    assert names and not any(n.startswith("#") for n in names), f"{page.name}: colours announced as {names}"
    run.shot(page, f"guest-avatars-{label}")
    page.click(".avatar-toggle")


def coin(run, host, deniz, tv):
    """Flip until both sides have come up; each is seen on the coin (a gold or a silver face, not the blank edge)."""
    host.tab("coin")
    deniz.tab("coin")
    seen = set()
    for _ in range(30):
        host.button("Flip the coin")
        host.wait(lambda: ":" not in host.one(".coin-result").text, "the coin in the air (the result comes when it lands)", timeout=10)
        host.wait(lambda: ":" in host.one(".coin-result").text, "the coin to land", timeout=10)
        settled(host, ".coin", "the flip's last frame")
        side = "tails" if "TAILS" in host.one(".coin-result").text else "heads"
        r, g, b = colour_at(host, host.one(".coin"), 0.5, 0.8)
        if side == "heads":
            assert r > 180 and b < 120, f"heads should show the gold face, saw {(r, g, b)}"
        else:
            assert b > 140 and b >= r - 10, f"tails should show the silver face, not the edge: saw {(r, g, b)}"
        label = host.one(".coin").get_attribute("aria-label")
        assert side.upper() in label.upper(), label
        if side not in seen:
            seen.add(side)
            run.shot(host, f"guest-coin-{side}-phone")
            deniz.wait(lambda: ":" in deniz.one(".coin-result").text, "the coin on the Turkish phone", timeout=10)
            deniz.d.execute_script("window.scrollTo(0, 0)")
            for part in (".coin", ".coin-result", ".coin-panel > button"):
                assert uncovered(deniz, deniz.one(part)), f"held sideways, {part} is off screen or under the tabs"
            run.shot(deniz, f"guest-coin-{side}-landscape-tr")
            tv.wait(lambda: tv.visible(".tv-coin-face"), "the coin on the TV")
            run.shot(tv, f"guest-tv-coin-{side}")
        if seen == {"heads", "tails"}:
            return
    raise AssertionError(f"30 flips gave only {seen}")


def dice_and_wheel(run, host, deniz, tv, bot):
    host.tab("dice")
    host.type(".roll-form [name=count]", "100")
    host.button("Roll")
    host.wait(lambda: len(host.visible(".tray .die")) == 100, "100 dice")
    host.wait(lambda: not host.visible(".die.rolling"), "the dice to settle", timeout=15)
    caption = host.one(".dice-caption")
    host.d.execute_script("window.scrollTo(0, 0)")
    assert "100" in caption.text and re.search(r"\d{3}", caption.text), caption.text
    assert in_view(host, caption), "who rolled and the total stay on screen with 100 dice"
    tray = host.one(".tray")
    assert rect(host, tray)[3] - rect(host, tray)[1] < PHONE[1], "100 dice fit in about a screen"
    run.shot(host, "guest-dice-100-phone")
    tv.wait(lambda: tv.visible(".tv-dice .tv-total"), "the dice on the TV")
    run.shot(tv, "guest-tv-dice-100")
    deniz.tab("dice")
    run.shot(deniz, "guest-dice-100-landscape-tr")

    # The wheel form's weight column has a header.
    host.tab("wheel")
    host.button("New wheel")
    head = host.one(".wheel-editor .option-head").text
    assert "Weight" in head and "Label" in head, head
    run.shot(host, "guest-wheel-form-phone")
    host.button("Cancel")
    deniz.tab("wheel")
    deniz.button("Yeni çark")
    head = deniz.one(".wheel-editor .option-head").text
    assert "Ağırlık" in head or len(head.split()) >= 2, head
    run.shot(deniz, "guest-wheel-form-landscape-tr")
    deniz.click(".wheel-editor .row button.secondary")
    # A spin by the bot: the TV names who spun which wheel, as it does for the dice and the coin.
    wheel = bot.request("wheel.create", name="Lunch", options=[{"label": "Soup", "weight": 1}, {"label": "Pizza", "weight": 2}])
    bot.request("wheel.spin", wheel_id=wheel["wheel_id"])
    head = tv.wait(lambda: (tv.visible(".tv-wheel .tv-game-head") or [None])[0], "the wheel on the TV").text
    assert "Bot" in head and "Lunch" in head, f"the wheel's stage says who spun which wheel: {head!r}"
    tv.wait(lambda: "Winner" in tv.one(".tv-wheel .tv-result").text, "the wheel to stop", timeout=15)
    run.shot(tv, "guest-tv-wheel")


def verify_tab(run, host, deniz):
    for page, label in ((host, "phone"), (deniz, "landscape-tr")):
        page.tab("fair")
        box = page.one(".seed-form input[name=seed]")
        width = page.d.execute_script("return arguments[0].closest('section').getBoundingClientRect().width", box)
        left, _, right, _ = rect(page, box)
        assert right - left >= max(280, 0.55 * width), f"{page.name}: the seed box is {right - left}px of the panel's {width}"
        run.shot(page, f"guest-verify-{label}")
        page.tab("play")


def would_you_rather(run, host, deniz, wei, tv, bot):
    host.button("Start Would You Rather")
    deniz.wait(lambda: deniz.visible("button.option-a"), "the question on the Turkish phone")
    assert_all_on_screen(deniz, ".options .option", 2, "both options held sideways", from_top=True)
    run.shot(deniz, "guest-wyr-vote-landscape-tr")
    deniz.click("button.option-a")
    deniz.wait(lambda: deniz.visible("button.option-a.chosen"), "the chosen option")
    settled(deniz, ".options", "the chosen option to grow")
    covered = deniz.d.execute_script("""
      const or = document.querySelector('.options .or');
      const r = or.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return or.contains(hit) ? null : (hit?.className ?? String(hit));""")
    assert covered is None, f"the chosen option covers 'or' in landscape: {covered}"
    run.shot(deniz, "guest-wyr-chosen-landscape-tr")
    # The results last 3 s: each screen is watched in its own thread, so all four are caught (and
    # photographed) at once, however slow the machine; a screenshot counts only when the results
    # were still up after it was taken (else the next question is voted the same way and caught).
    watched = ((tv, ".tv-wyr.has-results"), (host, ".wyr .bars"), (deniz, ".wyr .bars"), (wei, ".wyr .bars"))
    first = None
    for attempt in range(3):
        if attempt:
            for page in (deniz, host):
                page.wait(lambda p=page: p.visible("button.option-a") and not p.visible(".wyr .bars"), "the next question")
            deniz.click("button.option-a")
        caught = {}
        threads = [threading.Thread(target=catch_results, args=(page, selector, caught)) for page, selector in watched]
        for thread in threads:
            thread.start()
        wei.click("button.option-b")
        bot.request("wyr.vote", choice="a")
        host.click("button.option-a")
        for thread in threads:
            thread.join()
        for outcome in caught.values():
            if isinstance(outcome, Exception):
                raise outcome
        first = first or caught
        if all(caught[page.name][1] for page, _ in watched):
            break
    else:
        raise AssertionError("three rounds of results went by before every screen could be photographed")
    for page, label in ((tv, "guest-tv-wyr-results"), (host, "guest-wyr-results-phone"), (deniz, "guest-wyr-results-landscape-tr"),
                        (wei, "guest-wyr-results-phone-zh")):
        run.shot_png(caught[page.name][1], label)
    # The 3 s count from when the results show, on the phone and the TV alike.
    for page in (tv, host):
        left = seconds_left(first[page.name][0]["next"] or "")
        assert left is not None and left >= 2, f"{page.name}: the results appear with {first[page.name][0]!r}: 3 s count from when they show"
    bars = first[deniz.name][0]["text"]
    assert re.search(r"%\d", bars) and not re.search(r"\d%", bars), f"Turkish writes %75: {bars!r}"
    tv_text = first[tv.name][0]["text"]
    assert re.search(r"\b3 votes\b", tv_text) and re.search(r"\b1 vote\b", tv_text), f"counted votes in their plural forms: {tv_text!r}"
    assert re.search(r"\b4 votes\b", first[host.name][0]["text"]), first[host.name][0]["text"]
    host.button("Stop the game")
    dialog = host.one(".confirm-dialog", "Stop asks first")
    assert "Stop the game?" in dialog.text, dialog.text
    run.shot(host, "guest-stop-confirm-phone")
    host.click(".confirm-dialog [data-confirm=yes]")
    host.wait(lambda: host.visible(".lobby"), "the lobby after Would You Rather")


RESULTS = """
  const box = [...document.querySelectorAll(arguments[0])].find((e) => e.offsetParent);
  if (!box) return null;
  const next = [...document.querySelectorAll('p')].find((p) => p.offsetParent && /Next question in \\d+s/.test(p.textContent));
  return {text: box.innerText, next: next ? next.textContent : null};"""


def catch_results(page, selector, caught):
    """Waits for Would You Rather's results on `page` (in a thread of its own), reads them and
    screenshots them at once: caught[page.name] = (what they said, the PNG or None when the
    results were gone by the time the screenshot was taken)."""
    try:
        seen = page.wait(lambda: page.d.execute_script(RESULTS, selector), "the results", timeout=40)
        png = page.d.get_screenshot_as_png()
        still = page.d.execute_script(RESULTS, selector)
        caught[page.name] = (seen, png if still else None)
    except Exception as error:  # noqa: BLE001 - raised again by the main thread
        caught[page.name] = error


def start_gop(host, guesser, mode, countdown, round_seconds):
    host.d.execute_script("""
      const f = document.querySelector('.lobby .start-gop');
      f.querySelector('[name=round_seconds]').value = String(arguments[3]);
      f.querySelector('[name=countdown_seconds]').value = String(arguments[2]);
      f.querySelector('[name=break_seconds]').value = '30';
      f.querySelector(`[name=mode][value=${arguments[1]}]`).checked = true;
      const g = f.querySelector('[name=guesser]');
      g.value = [...g.options].find((o) => o.text === arguments[0]).value;
      f.requestSubmit();""", guesser, mode, countdown, round_seconds)


def guess_or_pass(run, host, deniz, wei, tv):
    # Secret mode, Deniz (Turkish, sideways) guesses: the countdown is never under "Tap to play full screen".
    start_gop(host, "Deniz", "secret", 5, 12)
    deniz.wait(lambda: deniz.one(".forehead").get_attribute("data-phase") == "countdown", "the guesser's countdown")
    number = deniz.one(".fh-card .big-number")
    bar = deniz.one(".forehead .fh-start")
    card = deniz.one(".fh-card")
    assert not overlaps(rect(deniz, bar), rect(deniz, card)), "the full-screen offer covers the card"
    hit = deniz.d.execute_script("""
      const n = arguments[0].getBoundingClientRect();
      return arguments[1].contains(document.elementFromPoint(n.left + n.width / 2, n.top + n.height / 2));""", number, card)
    assert hit, "the countdown is covered"
    run.shot(deniz, "guest-gop-countdown-landscape-tr")
    # A secret-mode guesser only sees "?" and a text box: nothing tells them to hold the phone to the forehead.
    said = deniz.d.execute_script("return document.querySelector('.forehead').textContent")
    assert "alnın" not in said, f"the secret guesser is told to hold the phone to the forehead: {said!r}"
    tv.wait(lambda: tv.visible(".tv-countdown"), "the TV's countdown")
    deniz.wait(lambda: deniz.one(".forehead").get_attribute("data-phase") == "round", "the round", timeout=15)
    deniz.wait(lambda: deniz.visible(".forehead .hidden-card .card-mark"), "the hidden card")
    assert not overlaps(rect(deniz, deniz.one(".forehead .fh-start")), rect(deniz, deniz.one(".fh-card"))), "the offer covers the card"
    # The text is read inside the wait: the TV may re-render the card between a wait and a later read.
    tv_text = tv.wait(lambda: next((e.text for e in tv.visible(".tv-hidden-card")), None), "the TV's hidden card")
    assert "clue-givers" in tv_text, tv_text
    label = tv.one(".tv-score-label").text
    assert label == "Points this game", f"the TV's scores during a game: {label!r}"
    run.shot(tv, "guest-tv-gop-secret")
    deniz.type(".fh-guess input", "zebracorn")
    deniz.click(".fh-guess button[type=submit]")
    miss = deniz.wait(lambda: (deniz.visible(".forehead .fh-miss") or [None])[0], "the guesser's own 'not it'").text
    assert "zebracorn" in miss, miss
    run.shot(deniz, "guest-gop-miss-landscape-tr")
    # Nobody answers: the time runs out on the open card, which the summary says (not "not reached").
    host.wait(lambda: host.visible(".summary .card-list li"), "the round's summary", timeout=30)
    outcomes = [e.text for e in host.visible(".summary .card-list li")]
    assert any("time ran out" in o for o in outcomes) and not any("not reached" in o for o in outcomes), outcomes
    run.shot(host, "guest-gop-summary-phone")
    run.shot(deniz, "guest-gop-summary-landscape-tr")
    tv.wait(lambda: tv.visible(".tv-summary"), "the TV's summary")
    run.shot(tv, "guest-tv-gop-summary")
    host.stop_game()
    host.wait(lambda: host.visible(".lobby"), "the lobby after the secret round")

    # Classic mode, Wei guesses: the TV says the word is on Wei's phone.
    start_gop(host, "Wei", "classic", 1, 30)
    text = tv.wait(lambda: (tv.visible(".tv-hidden-card") or [None])[0], "the classic round on the TV", timeout=15).text
    assert "Wei" in text and "clue-givers" not in text, f"the TV's words for classic mode: {text!r}"
    run.shot(tv, "guest-tv-gop-classic")
    wei.wait(lambda: wei.visible(".forehead .fh-word"), "the word on Wei's forehead")
    run.shot(wei, "guest-gop-classic-phone-zh")
    host.stop_game()
    host.wait(lambda: host.visible(".lobby .final"), "the lobby after the classic round")
    heading = tv.wait(lambda: (tv.visible(".tv-board .tv-heading") or [None])[0], "the TV's board", timeout=20).text
    assert heading.startswith("Guess or Pass"), heading
    assert tv.one(".tv-score-label").text == "Room total"


if __name__ == "__main__":
    main(guest, done="OK: a guest's evening,")
