#!/usr/bin/env python3
"""End-to-end test of a public room in the web client (contract §9, issue 30), in headless
Chromium against a real partyd:

- streamer mode: the host creates the room with "Streamer mode" ticked on the join screen (390×844);
  the host's phone shows the code only after "Show code", and the invite card says to share the
  link privately; the TV at 1920×1080 shows neither the code, nor a QR code, nor the link — not in
  its text, its attributes, its images or its title — and says the code is hidden; turned off from
  the host's phone the code is back on the TV (timed), and hidden again when turned on;
- the moderator view with two browsers: the host invites a moderator (the Safety panel), who opens the
  link on a landscape phone (844×390, Spanish) and joins by name (the invitation's QR code, drawn on
  the host's phone, is read back to the link by zbarimg); an audience member's chat waits
  ("waiting for a moderator") in the queue of both the moderator and the host, the moderator
  approves it (it reaches the room) and rejects another (only its sender hears);
- the banned screen: the moderator bans a troll (Turkish), who sees "You were removed from this room"
  and, trying again under a new name from the same browser, gets the same screen; the ban shows in
  the bans list and is lifted;
- a name the word filter refuses is said under the name field, in English and in Spanish;
- the paused round: the host pauses Guess or Pass (every phone and the TV say so, the moderator's
  screen too), resumes it; the guesser (a Python bot) drops and the TV says it waits for them; the
  host goes on without them; a game night in streamer mode ends and the TV's recap shows no code,
  QR code or card either.
No raw string key on any screen, axe finds nothing serious, no browser error; screenshots at
390×844, 844×390 and 1920×1080 in four languages, each checked to be non-blank.

    python3 clients/web/test/e2e_moderation.py --base-url http://127.0.0.1:8080 --tcp-port 7777 --out OUT
"""

import re
import sys
import time
from pathlib import Path
from urllib.parse import urlsplit

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from e2e_web import Client, main  # noqa: E402
from e2e_room import Checks, decode_qr  # noqa: E402

PHONE = (390, 844)
LANDSCAPE = (844, 390)
TV = (1920, 1080)

# Everything of the page a viewer or a capture could see: the body's text, every attribute of every
# element (an image's address, a link's href, data-*, aria-*), field values, the title.
CODE_SURFACES = """
const parts = [document.body.innerText, document.body.textContent, document.title];
for (const el of document.body.querySelectorAll('*')) {
  for (const a of el.attributes) parts.push(a.value);
  if (typeof el.value === 'string') parts.push(el.value);
  if (el.currentSrc) parts.push(el.currentSrc);
}
return parts.join('\\n');"""


def assert_no_code(page, code, where):
    """Nothing on `page` names the room: not its code, not a QR image, not the join link."""
    text = page.d.execute_script(CODE_SURFACES)
    assert not re.search(rf"(?<![A-Za-z0-9]){code}(?![A-Za-z0-9])", text), f"{where}: the code {code} is in the page"
    assert "/qr/" not in text, f"{where}: a QR code image is in the page"
    images = page.d.execute_script("return [...document.images].map((i) => i.getAttribute('src') || '').filter(Boolean)")
    assert not [s for s in images if code in s or "/qr/" in s], f"{where}: images {images}"


def enter_room(page, url, name, role="player"):
    """Open `url` and take a seat; wait for the room screen (its code may be hidden)."""
    page.d.get(url)
    page.type("#join-name", name)
    if role == "audience":
        page.click("input[value=audience]")
    page.wait(lambda: page.one(".join-form button[type=submit]").is_enabled(), "connected")
    page.click(".join-form button[type=submit]")
    page.wait(lambda: page.visible(".room-screen"), f"{name} in the room")


def chat_lines(page):
    return page.d.execute_script("return [...document.querySelectorAll('.chat-log li')].map((l) => [l.className, l.textContent])")


def item_button(page, text, action):
    """The Approve/Reject button of the visible queue item whose text is `text`."""
    def find():
        for item in page.visible(".mod-item"):
            if item.find_element("css selector", ".mod-item-text").text == text:
                return item.find_element("css selector", f"[data-action={action}]")
        return None
    return page.wait(find, f"the queue item {text!r}")


def moderation(run, base, tcp_host, tcp_port):
    checks = Checks(run)
    host, code = streamer_host(run, checks, base)
    tv = streamer_tv(run, checks, base, host, code)
    mod = invite_moderator(run, checks, base, host, code)
    fan = review_chat(run, checks, base, host, mod, code)
    banned(run, checks, base, mod, code)
    filtered_names(run, base, code)
    paused_round(run, checks, host, mod, fan, tv, code, tcp_host, tcp_port)
    other_sizes(run, checks, base, host, mod, tv, code)
    streamed_night(run, checks, base, tcp_host, tcp_port)
    # A moderator's page asks only what a moderator may (no wheels, no scoreboard): no refusal came back.
    for page in (mod, run.mod_portrait):
        refused = [f for f in page.d.execute_script("return (window.__frames ?? []).map((f) => JSON.parse(f))") if f.get("type") == "error"]
        assert not refused, f"{page.name} was refused: {refused}"
    for p in run.pages:
        errors = p.errors()
        assert not errors, f"{p.name} console errors: {errors}"
    print(f"moderation: axe {checks.axe_version} on {len(checks.axe_screens)} screens, {checks.raw_key_scans} raw-key scans", flush=True)


def streamer_host(run, checks, base):
    host = run.page("mod-host", PHONE)
    host.d.get(base + "/?lang=en")
    host.type("#join-name", "Sam")
    host.click(".new-room-settings > summary")
    host.click(".new-room-settings input[name=hide_code]")
    host.click(".new-room-settings input[name=review]")
    run.shot(host, "mod-create-settings-390")
    host.wait(lambda: host.one(".join-form button[type=button]").is_enabled(), "connected")
    host.button("Create a new room")
    host.wait(lambda: host.visible(".code-toggle"), "the room in streamer mode")
    code = urlsplit(host.d.current_url).path.strip("/")
    assert re.fullmatch(r"[A-Z]{4}", code), host.d.current_url
    assert not host.visible(".room-code"), "the header shows the code before Show code"
    assert code not in host.d.title, "the title names the room"
    note = host.one(".share-streamer").text
    assert "privately" in note and "Show code" in note, note
    assert not host.visible(".share-qr") and not host.visible(".share-link"), "the invite card shows the QR or link"
    run.shot(host, "mod-host-streamer-390")
    host.click(".code-toggle")
    host.wait(lambda: host.visible(".room-code") and host.one(".room-code").text == code, "the code after Show code")
    host.wait(lambda: host.visible(".share-qr") and code in host.one(".share-link").text, "the invite card's link after Show code")
    run.shot(host, "mod-host-code-shown-390")
    host.click(".code-toggle")
    host.wait(lambda: not host.visible(".room-code") and not host.visible(".share-link"), "the code hidden again")
    checks.no_raw_keys(host, "streamer lobby")
    checks.accessible(host, "streamer lobby")
    return host, code


def streamer_tv(run, checks, base, host, code):
    tv = run.page("mod-tv", TV, mobile=False)
    tv.d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": TV[0], "height": TV[1], "deviceScaleFactor": 1, "mobile": False})
    tv.d.get(f"{base}/tv/{code}")
    tv.wait(lambda: tv.visible(".tv-code-hidden"), "the TV says the code is hidden")
    assert "The room code is hidden" in tv.text()
    assert_no_code(tv, code, "the TV in streamer mode")
    checks.tv_fits(tv, "streamer join", TV)
    checks.no_raw_keys(tv, "TV streamer")
    run.shot(tv, "mod-tv-streamer-1080")

    # Off from the host's phone: the code, the QR and the link come back on the TV; on again: gone.
    host.tab("safety")
    toggle = host.one(".room-settings input[name=hide_code]")
    host.d.execute_script("arguments[0].scrollIntoView({block: 'center'})", toggle)
    started = time.monotonic()
    toggle.click()
    tv.wait(lambda: tv.visible(".tv-code") and tv.one(".tv-code").text == code, "the code back on the TV", timeout=10)
    back_in = time.monotonic() - started
    tv.wait(lambda: tv.d.execute_script("const q = document.querySelector('.tv-qr'); return !!q.getAttribute('src') && q.complete && q.naturalWidth > 0"), "the QR back")
    print(f"streamer mode off: the TV showed the code {back_in:.2f} s after the tap", flush=True)
    assert back_in < 10, back_in
    host.one(".room-settings input[name=hide_code]").click()
    tv.wait(lambda: tv.visible(".tv-code-hidden"), "hidden again")
    assert_no_code(tv, code, "the TV after streamer mode came back")
    host.wait(lambda: host.one(".room-settings input[name=hide_code]").is_selected(), "the host's switch on")
    return tv


def invite_moderator(run, checks, base, host, code):
    host.tab("safety")
    host.click("[data-action=mod-invite]")
    link = host.wait(lambda: host.one(".mod-invite-link").get_attribute("value") or None, "the invitation link")
    assert "#mod=" in link and link.split("#", 1)[0].endswith(f"/{code}"), link
    assert "privately" in host.one(".mod-invite-hint").text
    # The QR code drawn on the host's phone (never asked of the server) is the same link.
    qr = host.one(".mod-invite-qr")
    host.d.execute_script("arguments[0].scrollIntoView({block: 'center'})", qr)
    assert decode_qr(qr.screenshot_as_png) == link, "the invitation's QR code is not its link"
    run.shot(host, "mod-host-safety-390")
    checks.no_raw_keys(host, "safety tab")
    checks.accessible(host, "safety tab")
    token = link.split("#mod=", 1)[1]

    mod = run.page("mod-mo", LANDSCAPE)
    mod.d.get(f"{base}/{code}?lang=es#mod={token}")
    mod.wait(lambda: mod.visible("[data-action=join-moderator]"), "the moderator's invitation screen")
    assert "moderar" in mod.text().lower(), mod.text()
    run.shot(mod, "mod-invite-es-844")
    mod.type("#join-name", "Mo")
    mod.wait(lambda: mod.one("[data-action=join-moderator]").is_enabled(), "connected")
    mod.click("[data-action=join-moderator]")
    mod.wait(lambda: mod.visible(".mod-screen"), "the moderator's screen")
    assert "#mod=" not in mod.d.current_url, f"the invitation stays in the address bar: {mod.d.current_url}"
    host.wait(lambda: "Mo" in [e.text for e in host.visible(".mod-moderators .member-name")], "the host sees the moderator")
    # A moderator is not a member: no player list names them.
    assert "Mo" not in [e.text for e in host.visible(".mod-members .member-name")]
    checks.no_raw_keys(mod, "moderator screen (es)")
    checks.accessible(mod, "moderator screen")
    return mod


def review_chat(run, checks, base, host, mod, code):
    fan = run.page("mod-fan", PHONE)
    enter_room(fan, f"{base}/{code}?lang=en", "Fan", role="audience")
    fan.tab("chat")
    assert "A moderator reads each message" in fan.one(".chat-hint").text
    # A line the word filter refuses is said under the field, and stays there to be fixed.
    fan.type(".chat-form input", "what the fuck")
    fan.click(".chat-form button[type=submit]")
    note = fan.wait(lambda: (fan.visible(".chat .field-error") or [None])[0], "the filter's note under the chat field")
    assert "Your message has a word this room does not allow" in note.text, note.text
    assert fan.one(".chat-form input").get_attribute("value") == "what the fuck"
    assert fan.one(".chat-form input").get_attribute("aria-invalid") == "true"
    fan.type(".chat-form input", "hello stream")
    fan.click(".chat-form button[type=submit]")
    fan.wait(lambda: any("held-waiting" in c and "hello stream" in t and "waiting for a moderator" in t for c, t in chat_lines(fan)), "the line waiting")
    run.shot(fan, "mod-fan-held-390")
    # The host's Safety panel holds the same queue.
    host.tab("safety")
    host.wait(lambda: any(i.find_element("css selector", ".mod-item-text").text == "hello stream" for i in host.visible(".mod-item")), "the host's queue")
    host.wait(lambda: host.one("#tab-safety").get_attribute("data-count") == "1", "the Safety button counts the item")
    mod.tab("review")
    approve = item_button(mod, "hello stream", "approve")
    run.shot(mod, "mod-queue-es-844")
    approve.click()
    # The line comes (chat.message), then its sender hears it was approved (mod.approved): the waiting line goes.
    fan.wait(lambda: any("held" not in c and "Fan: hello stream" in t for c, t in chat_lines(fan))
             and not any("held" in c for c, _ in chat_lines(fan)), "the approved line in the chat, the waiting one gone")
    host.tab("chat")
    host.wait(lambda: any("Fan: hello stream" in t for _, t in chat_lines(host)), "the host gets the approved line")
    host.wait(lambda: not host.one("#tab-safety").get_attribute("data-count"), "the host's queue empty")

    fan.type(".chat-form input", "buy followers cheap")
    fan.click(".chat-form button[type=submit]")
    item_button(mod, "buy followers cheap", "reject").click()
    fan.wait(lambda: any("held-rejected" in c and "not approved" in t for c, t in chat_lines(fan)), "the rejected line")
    assert not any("buy followers" in t for _, t in chat_lines(host)), "the host saw a rejected line"
    mod.tab("chat")
    assert not any("buy followers" in t for _, t in chat_lines(mod)), "the moderator's chat shows a rejected line"
    run.shot(fan, "mod-fan-rejected-390")
    mod.tab("review")
    mod.wait(lambda: not mod.visible(".mod-item"), "the moderator's queue empty")
    return fan


def banned(run, checks, base, mod, code):
    troll = run.page("mod-troll", PHONE)
    enter_room(troll, f"{base}/{code}?lang=tr", "Troll")
    mod.tab("people")
    mod.wait(lambda: "Troll" in [e.text for e in mod.visible(".mod-members .member-name")], "the troll in the moderator's list")
    mod.click(".mod-members li[data-player] [data-action=ban][aria-label*=Troll]")
    dialog = mod.one("dialog.confirm-dialog[open]", "the ban confirmation")
    assert "Troll" in dialog.text
    run.shot(mod, "mod-confirm-ban-es-844")
    mod.click("dialog [data-confirm=yes]")
    troll.wait(lambda: troll.visible(".removed-screen"), "the removed screen")
    text = troll.one(".removed-screen").text
    assert "Bu odadan çıkarıldın" in text and "Bir moderatör" in text and "geri dönemezsin" in text, text
    assert troll.one(".removed-screen").get_attribute("data-banned") == "true"
    checks.no_raw_keys(troll, "removed screen (tr)")
    checks.accessible(troll, "removed screen")
    run.shot(troll, "mod-banned-tr-390")
    mod.wait(lambda: "Troll" in [e.text for e in mod.visible(".mod-bans .member-name")], "the ban listed")

    # The same browser under another name: `banned` by its device id, the same screen, no loop.
    troll.click("[data-action=removed-ok]")
    troll.wait(lambda: troll.visible("#join-name"), "back at the start")
    troll.d.get(f"{base}/{code}?lang=tr")
    troll.type("#join-name", "Nice Person")
    troll.wait(lambda: troll.one(".join-form button[type=submit]").is_enabled(), "connected")
    troll.click(".join-form button[type=submit]")
    troll.wait(lambda: troll.visible(".removed-screen"), "banned again under a new name")
    assert troll.one(".removed-screen").get_attribute("data-banned") == "true"
    run.shot(troll, "mod-banned-again-tr-390")
    # Nothing to retry with: no seat of the room is kept, so no reload or reconnect joins by itself.
    assert troll.d.execute_script("return localStorage.getItem('partyline.seat.' + arguments[0])", code) is None, "a banned seat is kept"

    # Lifted: the browser is welcome again.
    mod.click(".mod-bans [data-action=unban]")
    mod.wait(lambda: not mod.visible(".mod-bans [data-action=unban]"), "the ban lifted")
    troll.click("[data-action=removed-ok]")
    enter_room(troll, f"{base}/{code}?lang=tr", "Nice Person")
    troll.click("[data-action=leave]")
    troll.click("dialog [data-confirm=yes]")
    troll.wait(lambda: troll.visible("#join-name"), "left")


def filtered_names(run, base, code):
    page = run.page("mod-filtered", PHONE)
    for lang, name, expected in (("en", "fuck face", "This name has a word this room does not allow"),
                                 ("es", "puta madre", "Este nombre tiene una palabra que esta sala no permite")):
        page.d.get(f"{base}/{code}?lang={lang}")
        page.type("#join-name", name)
        page.wait(lambda: page.one(".join-form button[type=submit]").is_enabled(), "connected")
        page.click(".join-form button[type=submit]")
        note = page.wait(lambda: (page.visible("#join-name-error") or [None])[0], f"the filter's note in {lang}")
        assert expected in note.text, note.text
        assert page.one("#join-name").get_attribute("aria-invalid") == "true"
        assert page.one("#join-name").get_attribute("aria-describedby") == "join-name-error"
        assert not page.visible(".room-screen")
        run.shot(page, f"mod-filtered-name-{lang}-390")


def paused_round(run, checks, host, mod, fan, tv, code, tcp_host, tcp_port):
    bot = Client(tcp_host, tcp_port, timeout=10)
    try:
        bot.join_room(code, "Botty")
        host.tab("play")
        host.wait(lambda: "Botty" in host.text(), "the bot in the lobby")
        host.d.execute_script("""
          const f = document.querySelector('.start-gop');
          f.querySelector('[name=countdown_seconds]').value = '1';
          const g = f.querySelector('[name=guesser]');
          g.value = [...g.options].find((o) => o.text === 'Botty').value;""")
        host.button("Start Guess or Pass")
        bot.next_event("gop.round_started", timeout=15)
        host.one("[data-action=pause]", "the host's Pause")
        run.shot(host, "mod-running-host-390")
        host.click("[data-action=pause]")
        for page in (host, fan):
            page.wait(lambda p=page: p.visible(".pause-banner") and "The host paused the game" in p.one(".pause-banner").text, f"{page.name} paused")
        tv.wait(lambda: tv.visible(".tv-paused") and "paused" in tv.one(".tv-paused").text, "the TV paused")
        mod.wait(lambda: "en pausa" in mod.one(".mod-now").text, "the moderator sees the pause")
        # The timer stands at the time the pause left (`remaining_ms`), not the running clock's.
        left = host.wait(lambda: host.d.execute_script("return document.querySelector('.game-slot').dataset.pausedMs") or None, "the time left")
        shown = f"{-(-int(left) // 1000)}s left"
        host.wait(lambda: host.one(".round-timer .timer").text == shown, f"the timer standing at {shown}")
        run.shot(host, "mod-paused-host-390")
        checks.accessible(host, "paused round")
        host.click("[data-action=resume]")
        host.wait(lambda: not host.visible(".pause-banner"), "resumed")
        tv.wait(lambda: not tv.visible(".tv-paused"), "the TV resumed")

        # The guesser's phone dies: the round waits for them, the TV says so.
        bot.close()
        tv.wait(lambda: tv.visible(".tv-paused") and "waiting for Botty" in tv.one(".tv-paused").text, "the TV waiting for the guesser", timeout=20)
        checks.tv_fits(tv, "paused round", TV)
        assert_no_code(tv, code, "the TV during the round")
        run.shot(tv, "mod-tv-paused-1080")
        mod.wait(lambda: "Botty" in mod.one(".mod-now").text, "the moderator sees the wait")
        run.shot(mod, "mod-now-paused-es-844")
        resume = host.wait(lambda: (host.visible("[data-action=resume]") or [None])[0], "Go on without")
        assert "Go on without Botty" in resume.text, resume.text
        resume.click()
        tv.wait(lambda: not tv.visible(".tv-paused"), "the TV goes on")
        host.stop_game()
        tv.wait(lambda: tv.one(".tv-screen").get_attribute("data-game") == "none", "the game over on the TV")
    finally:
        bot.close()


def same_person(run, page, name, size, base):
    """A browser of another size holding what `page`'s holds (its seats): the same person turning the phone."""
    kept = page.d.execute_script("return Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)]))")
    other = run.page(name, size)
    other.d.get(f"{base}/favicon.svg")  # the origin, without the app (which would join)
    other.d.execute_script("for (const [k, v] of Object.entries(arguments[0])) localStorage.setItem(k, v)", kept)
    return other


def other_sizes(run, checks, base, host, mod, tv, code):
    """The same screens turned the other way and in the other languages: each seat resumed from its storage."""
    mod = run.mod_portrait = same_person(run, mod, "mod-mo-portrait", PHONE, base)
    mod.d.get(f"{base}/{code}?lang=zh-Hans")
    mod.wait(lambda: mod.visible(".mod-screen") and "房管" in mod.text(), "the moderator's seat resumed in Chinese")
    for tab in ("review", "people", "settings"):
        mod.tab(tab)
        checks.no_raw_keys(mod, f"moderator {tab} (zh-Hans)")
        run.shot(mod, f"mod-{tab}-zh-390")
    assert mod.d.execute_script("return [...document.querySelectorAll('.room-settings [data-setting=timer_scale] input')].every((i) => i.disabled)"), "a moderator may change the timers"
    host = same_person(run, host, "mod-host-landscape", LANDSCAPE, base)
    host.d.get(f"{base}/{code}?lang=tr")
    host.wait(lambda: host.visible("#tab-safety") and host.one("#tab-safety").get_attribute("aria-label") == "Denetim", "the host in Turkish")
    host.tab("safety")
    checks.no_raw_keys(host, "safety tab (tr)")
    run.shot(host, "mod-safety-tr-844")
    tv.d.get(f"{base}/tv/{code}?lang=es")
    tv.wait(lambda: tv.visible(".tv-code-hidden") and "oculto" in tv.text(), "the TV in Spanish")
    assert_no_code(tv, code, "the TV in Spanish")
    checks.tv_fits(tv, "streamer join (es)", TV)
    run.shot(tv, "mod-tv-streamer-es-1080")


def streamed_night(run, checks, base, tcp_host, tcp_port):
    """A game night in streamer mode: when it ends the TV goes to the recap, which shows no code either."""
    with Client(tcp_host, tcp_port, timeout=10) as host:
        host.create_night("Streamed night", int(time.time() * 1000) + 600_000)
        night = host.night
        host.open_night()
        host.join_room(night, "Nia", token=host.night_token)
        host.change_settings(hide_code=True)
        tv = run.page("mod-night-tv", TV, mobile=False)
        tv.d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": TV[0], "height": TV[1], "deviceScaleFactor": 1, "mobile": False})
        tv.d.get(f"{base}/tv/{night}")
        tv.wait(lambda: tv.visible(".tv-code-hidden"), "the night's TV in streamer mode")
        host.end_night()
        tv.wait(lambda: "/recap" in tv.d.current_url and tv.visible(".recap-standings"), "the TV's recap", timeout=30)
        assert tv.d.current_url.endswith(f"/n/{night}/recap?streamer=1"), tv.d.current_url
        assert not tv.css(".recap-qr") and not tv.css(".recap-card"), "the recap's QR code or card on a streamer's TV"
        assert_no_code(tv, night, "the TV's recap in streamer mode")
        checks.no_raw_keys(tv, "recap in streamer mode")
        run.shot(tv, "mod-night-recap-streamer-1080")


if __name__ == "__main__":
    main(lambda run, base: moderation(run, base, run.args.tcp_host, run.args.tcp_port), done="OK: a public room,")
