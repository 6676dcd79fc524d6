"""The steps of the web end-to-end test (see e2e_web.py)."""

import json
import re
import time
from pathlib import Path

from e2e_web import DESKTOP, LANDSCAPE, PHONE, Client


def join(page, base, code, name, role="player"):
    page.d.get(f"{base}/{code}")
    page.type("#join-name", name)
    if role == "audience":
        page.click("input[value=audience]")
    page.wait(lambda: page.one(".join-form button[type=submit]").is_enabled(), "connected")
    page.click(".join-form button[type=submit]")
    page.wait(lambda: page.visible(".room-code"), "the room screen")


def word_on(page):
    words = page.visible(".word-card .word")
    return words[0].text.strip() if words else None


def next_word(page, word):
    """Wait until the page shows a card other than `word`; return it."""
    def changed():
        w = word_on(page)
        return w if w and w != word else None
    return page.wait(changed, "the next card")


def swipe(page, direction):
    """Drag across the card with pointer events, as a finger would."""
    page.d.execute_script("""
      const el = document.querySelector('.word-card');
      const r = el.getBoundingClientRect();
      const y = r.top + r.height / 2, x0 = r.left + r.width / 2, dx = arguments[0] === 'right' ? 140 : -140;
      const ev = (type, x) => el.dispatchEvent(new PointerEvent(type, { pointerId: 7, clientX: x, clientY: y, bubbles: true }));
      ev('pointerdown', x0); ev('pointermove', x0 + dx / 2); ev('pointerup', x0 + dx);""", direction)


PAGE_WORDS = """
  const parts = [document.body.textContent];
  for (const el of document.body.querySelectorAll('*')) {
    for (const a of ['aria-label', 'title', 'placeholder', 'alt']) parts.push(el.getAttribute(a) ?? '');
    parts.push(...Object.values(el.dataset));
    if (typeof el.value === 'string') parts.push(el.value);
  }
  return parts.join('\\n');"""


WEB = Path(__file__).resolve().parent.parent


def interface_words():
    """Every word of the client's own text in every language (its string tables), lower case: a
    dealt word may be one of them ("seed" is also the verify panel's "Client seed")."""
    words = set()
    for path in [*WEB.glob("js/locales/*.js"), *WEB.glob("js/games/*/strings.js")]:
        words.update(w.lower() for w in re.findall(r"[^\W\d_]+", path.read_text(encoding="utf-8")))
    return words


INTERFACE_WORDS = interface_words()


# Keys whose values are the protocol's own names, never a dealt word: a card may be "screen",
# and a TV's join answer says "role":"screen" (a false leak seen in a full run).
PROTOCOL_NAME_KEYS = {"type", "role", "phase", "mode", "reason", "kind", "game", "lang", "transport", "status", "state"}


def frame_strings(value):
    """Every string value in a decoded frame (not its keys: `client_seed` names no card; nor the
    values of PROTOCOL_NAME_KEYS)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            if k in PROTOCOL_NAME_KEYS and isinstance(v, str):
                continue
            yield from frame_strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from frame_strings(v)


def shows_word(page, word):
    """Where `word` reached `page`, or None. A page can only show what it was sent, so first every
    string of every frame its WebSocket received (window.__frames: the complete check); then the live
    body — every text, label, data attribute and field value, as a whole word (not tag, class or type
    names: a card may be "button"; nor the static <head>, whose viewport meta says "scale") — unless the
    word is one of the interface's own words, which the page shows whatever was dealt."""
    pattern = re.compile(r"\b" + re.escape(word.lower()) + r"\b")
    for raw in page.d.execute_script("return window.__frames ?? []"):
        frame = json.loads(raw)
        if any(pattern.search(s.lower()) for s in frame_strings(frame)):
            return f"a {frame.get('type')} frame"
    if word.lower() not in INTERFACE_WORDS and pattern.search(page.d.execute_script(PAGE_WORDS).lower()):
        return "the page"
    return None


def assert_hidden(run, pages, word):
    for p in pages:
        where = shows_word(p, word)
        assert not where, f"{p.name} got the unresolved word {word!r} in {where}"
    run.hidden_checks += 1


def scenario(run, base):
    run.hidden_checks = 0
    alice = run.page("alice")
    alice.d.get(base + "/")
    run.shot(alice, "phone-join")
    alice.type("#join-name", "Alice")
    alice.wait(lambda: alice.one(".join-form button[type=button]").is_enabled(), "connected")
    alice.button("Create a new room")
    code = alice.wait(lambda: (alice.visible(".room-code") or [None])[0], "room code").text.strip()
    assert len(code) == 4, code
    print("room", code, flush=True)

    bob, carol = run.page("bob"), run.page("carol")
    join(bob, base, code, "Bob")
    join(carol, base, code, "Carol")
    bot = Client(run.args.tcp_host, run.args.tcp_port)
    bot.join_room(code, "Botty")
    tv = run.page("tv", DESKTOP, mobile=False)
    tv.d.get(f"{base}/tv/{code}")
    tv.wait(lambda: code in tv.text() and "Botty" in tv.text(), "TV shows the room")
    tv.wait(lambda: tv.d.execute_script("const q = document.querySelector('.tv-qr'); return q.complete && q.naturalWidth > 0"), "the QR code")
    alice.wait(lambda: all(n in alice.text() for n in ("Bob", "Carol", "Botty")), "everyone in Alice's lobby")
    # The TV is a screen (PROTOCOL-CONTRACT section 8), not a member: no seat, no kick button.
    assert "TV" not in [e.text for e in alice.visible(".member-name")], "the TV is listed as a member"
    run.shot(alice, "phone-lobby-host")
    run.shot(tv, "tv-lobby")

    guess_or_pass(run, alice, bob, carol, tv, bot)
    would_you_rather(run, alice, bob, carol, tv, bot)
    randomizers(run, alice, bob, carol, tv)
    reload_resumes(run, bob, code)
    reconnects(run, carol, code)
    desktop(run, base, code)
    other_looks(run, base, code)
    from e2e_forehead import forehead
    forehead(run, base)
    for p in run.pages:
        errors = p.errors()
        assert not errors, f"{p.name} console errors: {errors}"
    bot.close()


def guess_or_pass(run, alice, bob, carol, tv, bot):
    alice.d.execute_script("""
      const f = document.querySelector('.start-form');
      f.querySelector('[name=round_seconds]').value = '90'; // every step below fits in the round, however loaded the machine
      f.querySelector('[name=countdown_seconds]').value = '2';
      f.querySelector('[name=break_seconds]').value = '15';""")
    alice.click(".game-options > summary")  # the start forms fold away under the quick start buttons
    guesser = alice.one(".start-form [name=guesser]")
    for option in guesser.find_elements("css selector", "option"):
        if option.text == "Bob":
            option.click()
    alice.button("Start Guess or Pass")
    bob.wait(lambda: bob.visible(".countdown"), "the countdown")
    run.shot(bob, "phone-gop-countdown")
    bob.wait(lambda: bob.visible(".hidden-card"), "the hidden card")
    bob.click(".fh-start")  # the forehead screen's first tap: full screen, then the stage answers
    word = alice.wait(lambda: word_on(alice), "the word for clue-givers")
    assert not [b for b in bob.visible("button") if b.text.strip() == "Correct"], "the guesser has a Correct button"
    assert_hidden(run, [bob, tv], word)
    run.shot(bob, "phone-gop-guesser")
    run.shot(alice, "phone-gop-giver")
    run.shot(tv, "tv-gop")
    alice.button("Correct")
    word = next_word(alice, word)
    assert_hidden(run, [bob, tv], word)
    bob.button("Pass")
    word = next_word(alice, word)
    assert_hidden(run, [bob, tv], word)
    bob.type(".guess-form input", "definitely-not-it")
    bob.button("Guess")
    alice.wait(lambda: "definitely-not-it" in alice.text(), "the missed guess shown to clue-givers")
    bob.type(".guess-form input", word)
    bob.button("Guess")
    word = next_word(carol, word)
    assert_hidden(run, [bob, tv], word)
    run.shot(carol, "phone-gop-giver-2")
    swipe(carol, "right")  # a clue-giver's swipe right marks the card correct
    word = next_word(carol, word)
    assert_hidden(run, [bob, tv], word)
    swipe(bob, "left")  # the guesser's swipe left passes
    word = next_word(carol, word)
    assert_hidden(run, [bob, tv], word)
    swipe(bob, "right")  # the guesser's swipe right only opens the guess box
    bob.wait(lambda: bob.d.execute_script("return document.activeElement.name") == "guess", "the guess box focused")
    assert word_on(carol) == word, "a guesser's swipe right resolved the card"

    title = bob.wait(lambda: [e.text for e in bob.visible(".summary h3")] or None, "the round summary", timeout=120)
    run.shot(bob, "phone-gop-summary")
    assert "3 points" in title[0], title
    alice.stop_game()
    alice.wait(lambda: alice.visible(".lobby .final"), "the final scoreboard")


def would_you_rather(run, alice, bob, carol, tv, bot):
    alice.d.execute_script("""const f = document.querySelectorAll('.start-form')[1];
      f.querySelector('[name=vote_seconds]').value = '30';
      f.querySelector('[name=results_seconds]').value = '20';""")
    alice.button("Start Would You Rather")
    for p in (alice, bob, carol):
        p.wait(lambda p=p: p.visible(".option-a"), "a question")
    run.shot(carol, "phone-wyr-question")
    alice.click(".option-a")
    bob.click(".option-b")
    bob.wait(lambda: "2/4 voted" in bob.text() or "2/5 voted" in bob.text(), "votes counted")
    bob.click(".option-a")  # change of vote
    bob.wait(lambda: bob.one(".option-a").get_attribute("aria-pressed") == "true", "the changed vote")
    bob.wait(lambda: bob.d.execute_script("const o = document.querySelector('.option.chosen'); return o && new DOMMatrix(getComputedStyle(o).transform).a > 1.01"), "the chosen option scaled up")
    run.shot(bob, "phone-wyr-voted")
    run.shot(tv, "tv-wyr")
    carol.click(".option-b")
    bot.request("wyr.vote", choice="b")
    alice.wait(lambda: alice.visible(".bars"), "the results")
    tv.wait(lambda: tv.visible(".tv-pct"), "the results on the TV")
    time.sleep(1.2)  # the bars grow
    run.shot(alice, "phone-wyr-results")
    run.shot(tv, "tv-wyr-results")
    alice.button("Question history")
    alice.wait(lambda: alice.one(".wyr .row button[aria-expanded]").get_attribute("aria-expanded") == "true", "the history to open")
    alice.wait(lambda: alice.visible(".history-list li"), "the history")
    run.shot(alice, "phone-wyr-history")
    alice.button("Close")
    alice.button("Reset this room's statistics")
    alice.one(".confirm")
    alice.button("Yes, reset")
    alice.wait(lambda: "reset the Would You Rather statistics" in alice.text() or alice.visible(".tab"), "the reset")
    alice.stop_game()
    alice.wait(lambda: alice.visible(".lobby"), "the lobby")


def randomizers(run, alice, bob, carol, tv):
    bob.tab("dice")
    bob.type(".roll-form [name=count]", "5")
    bob.button("Roll")
    bob.wait(lambda: bob.visible(".tray .die"), "dice")
    bob.wait(lambda: not bob.visible(".die.rolling"), "the dice to settle", timeout=10)
    run.shot(bob, "phone-dice")
    carol.tab("wheel")
    carol.button("New wheel")
    carol.type(".wheel-editor [name=name]", "Lunch")
    labels = carol.visible(".wheel-editor [name=label]")
    labels[0].send_keys("Soup")
    labels[1].send_keys("Pizza")
    carol.button("Add an option")
    carol.visible(".wheel-editor [name=label]")[2].send_keys("Tacos")
    weight = carol.visible(".wheel-editor [name=weight]")[2]
    weight.clear()
    weight.send_keys("3")
    carol.button("Save")
    carol.wait(lambda: any("Lunch" in e.text for e in carol.visible(".wheel-tile")), "the new wheel in the grid")
    carol.retry(lambda: [e for e in carol.visible(".wheel-tile") if "Lunch" in e.text][0].click())
    carol.wait(lambda: "Lunch" in carol.one(".wheel-tile[aria-pressed=true]").text, "the new wheel picked")
    carol.button("Spin")
    carol.wait(lambda: "Winner" in carol.one(".wheel-result").text, "the wheel to stop", timeout=15)
    run.shot(carol, "phone-wheel")
    tv.wait(lambda: "Winner" in tv.text(), "the TV shows the wheel")  # the TV shows the latest result
    alice.tab("coin")
    alice.button("Flip the coin")
    alice.wait(lambda: ":" in alice.one(".coin-result").text, "the coin", timeout=10)
    run.shot(alice, "phone-coin")
    tv.wait(lambda: "flipped the coin" in tv.text(), "the TV shows the coin")
    long_press_delete(carol, "Lunch")
    run.shot(tv, "tv-randomizers")
    alice.tab("fair")
    alice.button("Reveal the server seed and commit a new one")
    alice.wait(lambda: alice.visible(".results-list button"), "a verify button")
    for b in alice.visible(".results-list button")[:3]:
        b.click()
    alice.wait(lambda: len([e for e in alice.visible(".verify-outcome.good")]) >= 3, "three verified results")
    assert not alice.visible(".verify-outcome.bad")
    run.shot(alice, "phone-verify")


def long_press_delete(page, name):
    """Long-press one of your wheels in the grid: its menu; Delete asks first; Yes deletes."""
    from selenium.webdriver.common.action_chains import ActionChains
    tile = [e for e in page.visible(".wheel-tile") if name in e.text][0]
    ActionChains(page.d).click_and_hold(tile).pause(0.8).release().perform()
    page.one(".wheel-menu")
    page.button("Delete", ".wheel-menu")
    page.wait(lambda: name in page.one(".wheel-menu").text and "cannot be undone" in page.one(".wheel-menu").text, "the delete confirmation")
    assert any(name in e.text for e in page.visible(".wheel-tile")), "deleted without a confirmation"
    page.button("Delete", ".wheel-menu")
    page.wait(lambda: not any(name in e.text for e in page.visible(".wheel-tile")), "the wheel deleted")


def reload_resumes(run, bob, code):
    bob.d.refresh()
    bob.wait(lambda: bob.visible(".room-code") and bob.one(".room-code").text == code, "the resumed room")
    bob.tab("play")
    members = [e.text for e in bob.visible(".member-name")]
    assert members.count("Bob") == 1, members
    assert bob.visible(".badge-you"), "Bob's seat is his"


def reconnects(run, carol, code):
    carol.tab("chat")
    carol.d.execute_script("window.__blockSockets = true; window.__sockets.at(-1).close();")
    carol.wait(lambda: carol.visible(".banner") and "reconnecting" in carol.one(".banner").text, "the reconnecting banner")
    run.shot(carol, "phone-reconnecting")
    carol.d.execute_script("window.__blockSockets = false;")
    carol.wait(lambda: not carol.visible(".banner"), "the link back", timeout=30)
    carol.wait(lambda: "connected" == carol.one(".top .status-pill").text, "connected")
    carol.type(".chat-form input", "back again")
    carol.button("Send")
    carol.wait(lambda: "back again" in carol.text(), "chat after the resume")


def other_looks(run, base, code):
    """Dark mode, Turkish and Chinese, a landscape phone, and reduced motion (no animation)."""
    eve = run.page("eve", LANDSCAPE, dark=True, reduced_motion=True)
    eve.d.get(f"{base}/{code}?lang=tr")
    eve.type("#join-name", "Eve")
    eve.wait(lambda: eve.one(".join-form button[type=submit]").is_enabled(), "connected")
    eve.click(".join-form button[type=submit]")
    eve.wait(lambda: eve.visible(".room-code"), "the room screen")
    assert "Oyun" in eve.text(), "Turkish tabs"
    run.shot(eve, "phone-landscape-dark-tr")
    eve.tab("dice")
    eve.button("At")
    eve.wait(lambda: "Eve" in eve.one(".dice-caption").text, "Eve's roll")
    assert not eve.visible(".die.rolling"), "dice tumble although the user asked for less motion"
    run.shot(eve, "phone-landscape-dice-tr")
    eve.one(".top select.lang").send_keys("简体中文")
    eve.wait(lambda: "骰子" in eve.text(), "Chinese")
    run.shot(eve, "phone-landscape-dice-zh")


def desktop(run, base, code):
    dave = run.page("dave", DESKTOP, mobile=False)
    join(dave, base, code, "Dave")
    run.shot(dave, "desktop-lobby")
    dave.tab("wheel")
    run.shot(dave, "desktop-wheel")
