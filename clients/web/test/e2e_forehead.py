"""Forehead and sensor steps of the web end-to-end test (see e2e_web.py): a classic round from
an 844×390 landscape phone (word on the guesser's screen, answered by tilt and by tapping the
right half) and a secret round from a 640×360 one (hidden card, pass by tilt and by the left
half, a typed guess), with every control inside the viewport; shake to roll; avatars on the
member lists. Sensor readings are injected as DeviceOrientationEvent / DeviceMotionEvent."""

import json

from selenium.webdriver.common.action_chains import ActionChains

from e2e_web import LANDSCAPE, PHONE, WIDE_LANDSCAPE
from e2e_scenario import assert_hidden, join, word_on

IN_VIEW = """
  const vw = innerWidth, vh = innerHeight, out = [];
  const doc = document.scrollingElement;
  if (doc.scrollWidth > vw + 1 || doc.scrollHeight > vh + 1) out.push(`page scrolls: ${doc.scrollWidth}x${doc.scrollHeight} in ${vw}x${vh}`);
  for (const el of document.querySelectorAll(arguments[0])) {
    if (!el.getClientRects().length || getComputedStyle(el).visibility === 'hidden') continue;
    const r = el.getBoundingClientRect();
    if (r.left < -1 || r.top < -1 || r.right > vw + 1 || r.bottom > vh + 1 || r.width < 1 || r.height < 1)
      out.push(`${el.className || el.tagName} at ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)}`);
  }
  return out;"""
CONTROLS = ".fh-top, .fh-seconds, .fh-score, .fh-tilt, .fh-card, .fh-bottom button, .fh-guess input, .timer-bar"

TILT = """
  const rows = arguments[0];
  return new Promise((done) => {
    let i = 0;
    const next = () => {
      if (i >= rows.length) { done(document.querySelector('.forehead').dataset.last ?? ''); return; }
      const [beta, gamma] = rows[i++];
      window.dispatchEvent(new DeviceOrientationEvent('deviceorientation', { alpha: 0, beta, gamma, absolute: false }));
      setTimeout(next, 60);
    };
    next();
  });"""
REST = [[2, 88], [1, 87], [3, 89], [2, 86], [2, 88], [1, 88]]
FORWARD = [[170, -60], [175, -50], [176, -48]]  # the screen turns to the floor: guessed
BACK = [[2, 40], [1, 30], [2, 28]]  # the screen turns to the ceiling: pass

SHAKE = """
  const jolts = [[14, 20, 3], [-22, -6, 1], [18, 17, 2], [-15, 2, 0], [20, 10, 0]];
  jolts.forEach(([x, y, z], i) => setTimeout(() => window.dispatchEvent(new DeviceMotionEvent('devicemotion',
    { accelerationIncludingGravity: { x, y, z }, acceleration: { x, y, z }, interval: 16 })), i * 60));"""


def assert_in_view(page, what):
    problems = page.d.execute_script(IN_VIEW, CONTROLS)
    assert not problems, f"{page.name} ({what}): outside the viewport: {problems}"


def tilt(page, rows, expected):
    """Inject readings after a rest (which also re-arms after the lockout); wait for the answer."""
    page.d.execute_script(TILT, REST)
    page.d.execute_script("return new Promise((r) => setTimeout(r, 900))")  # past the lockout
    page.d.execute_script(TILT, REST)
    got = page.d.execute_script(TILT, rows)
    assert got == expected, f"{page.name}: tilt gave {got!r}, expected {expected!r}"


def tap_half(page, side):
    stage = page.one(".fh-stage")
    width = stage.size["width"]
    ActionChains(page.d).move_to_element_with_offset(stage, (width // 4) * (1 if side == "right" else -1), 0).click().perform()


def resolved(page):
    return [e.text for e in page.visible(".card-list li")]


def start_gop(host, guesser_name, mode):
    host.d.execute_script("""
      const f = document.querySelector('.start-gop');
      f.querySelector('[name=round_seconds]').value = '40';
      f.querySelector('[name=countdown_seconds]').value = '1';
      f.querySelector('[name=break_seconds]').value = '20';
      f.querySelector(`[name=mode][value=${arguments[0]}]`).checked = true;
      const g = f.querySelector('[name=guesser]');
      g.value = [...g.options].find((o) => o.text === arguments[1]).value;""", mode, guesser_name)
    host.button("Start Guess or Pass")


def forehead(run, base):
    hana = run.page("hana", PHONE)
    hana.d.get(base + "/")
    hana.type("#join-name", "Hana")
    hana.click(".avatar-toggle")
    hana.click(".avatar-choice[aria-label='🐙']")
    hana.wait(lambda: hana.one(".join-form button[type=button]").is_enabled(), "connected")
    run.shot(hana, "phone-join-avatar")
    assert hana.d.execute_script("return document.scrollingElement.scrollWidth <= innerWidth"), "the join screen is wider than the phone"
    hana.button("Create a new room")
    code = hana.wait(lambda: (hana.visible(".room-code") or [None])[0], "room code").text.strip()

    gus = run.page("gus", WIDE_LANDSCAPE)
    gus.d.get(base + "/")
    gus.d.execute_script("localStorage.setItem('partyline.settings', JSON.stringify({ controls: 'tilt' }))")
    join(gus, base, code, "Gus")
    gus.wait(lambda: "🐙" in gus.one(".members").text, "Hana's avatar on Gus's member list")
    sam = run.page("sam", LANDSCAPE)
    join(sam, base, code, "Sam")

    classic_round(run, hana, gus)
    secret_round(run, hana, sam)
    shake_to_roll(run, sam)
    settings_sheet(run, hana)


def classic_round(run, hana, gus):
    start_gop(hana, "Gus", "classic")
    gus.wait(lambda: gus.visible(".forehead .fh-start"), "the forehead screen's first tap")
    run.shot(gus, "landscape-844-classic-countdown")
    gus.click(".fh-start")
    gus.wait(lambda: gus.one(".forehead").get_attribute("data-tilt") == "on", "tilt on (controls: tilt, a localhost page)")
    word = gus.wait(lambda: (gus.visible(".fh-word") or [None])[0], "the word on the guesser's forehead").text.strip()
    assert word == word_on(hana), f"classic: the guesser sees {word!r}, the clue-giver {word_on(hana)!r}"
    assert_in_view(gus, "classic")
    size = gus.d.execute_script("return parseFloat(getComputedStyle(document.querySelector('.fh-word')).fontSize)")
    box = gus.d.execute_script("const c = document.querySelector('.fh-card'), w = document.querySelector('.fh-word'); return [c.clientWidth, c.clientHeight, w.scrollWidth, w.scrollHeight, w.textContent]")
    assert size >= 60, f"the classic word is {size}px in {box}: not readable from two metres"
    run.shot(gus, "landscape-844-classic-word")
    for width, height in ((740, 360), (640, 360)):  # the other landscape phones
        gus.d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": width, "height": height, "deviceScaleFactor": 2, "mobile": True})
        gus.d.execute_script("return new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
        assert_in_view(gus, f"classic at {width}x{height}")
        run.shot(gus, f"landscape-{width}-classic-word")
    gus.d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": WIDE_LANDSCAPE[0], "height": WIDE_LANDSCAPE[1], "deviceScaleFactor": 2, "mobile": True})
    tilt(gus, FORWARD, "correct:tilt")
    hana.wait(lambda: any(word in r and "correct" in r for r in resolved(hana)), "guessed by tilting forward")
    word = gus.wait(lambda: (lambda w: w if w and w != word else None)(gus.visible(".fh-word") and gus.one(".fh-word").text.strip()), "the next word")
    tilt(gus, BACK, "pass:tilt")
    hana.wait(lambda: any(word in r and "pass" in r for r in resolved(hana)), "passed by tilting back")
    word = gus.wait(lambda: (lambda w: w if w and w != word else None)(gus.visible(".fh-word") and gus.one(".fh-word").text.strip()), "the next word")
    tap_half(gus, "right")
    hana.wait(lambda: any(word in r and "correct" in r for r in resolved(hana)), "guessed by tapping the right half")
    gus.wait(lambda: "2" in gus.one(".fh-score").text, f"a score of 2 (the list: {resolved(hana)})")
    hana.stop_game()
    hana.wait(lambda: hana.visible(".lobby .final"), "the lobby after the classic round")
    gus.wait(lambda: not gus.visible(".forehead"), "the forehead screen closed")


def secret_round(run, hana, sam):
    sam.d.execute_script("window.__frames.length = 0")
    start_gop(hana, "Sam", "secret")
    sam.wait(lambda: sam.visible(".forehead .fh-start"), "the secret forehead screen")
    sam.click(".fh-start")
    sam.click(".fh-tilt")  # controls left at swipe: tilt is switched on from the bar
    sam.wait(lambda: sam.one(".forehead").get_attribute("data-tilt") == "on", "tilt on from the bar")
    sam.wait(lambda: sam.visible(".forehead .hidden-card .card-mark"), "the hidden card")
    words = [hana.wait(lambda: word_on(hana), "the word for the clue-giver")]
    assert_in_view(sam, "secret")
    assert not [b for b in sam.visible(".forehead button") if b.text.strip() in ("Got it", "Correct")], "a secret guesser can mark a card"
    assert_hidden(run, [sam], words[-1])
    run.shot(sam, "landscape-640-secret")
    tilt(sam, BACK, "pass:tilt")
    words.append(hana.wait(lambda: (lambda w: w if w and w != words[-1] else None)(word_on(hana)), "the next card"))
    assert_hidden(run, [sam], words[-1])
    tap_half(sam, "left")
    words.append(hana.wait(lambda: (lambda w: w if w and w != words[-1] else None)(word_on(hana)), "the next card"))
    assert_hidden(run, [sam], words[-1])
    tap_half(sam, "right")  # secret mode: the right half only opens the guess box
    sam.wait(lambda: sam.d.execute_script("return document.activeElement.name") == "guess", "the guess box focused")
    assert word_on(hana) == words[-1], "a secret guesser's right tap resolved the card"
    # A wrong typed guess: the guesser is told on the forehead screen (not only the clue-givers).
    sam.type(".fh-guess input", "zebracorn")
    sam.button("Guess")
    miss = sam.wait(lambda: (sam.visible(".forehead .fh-miss") or [None])[0], "the guesser's own 'not it'").text
    assert "zebracorn" in miss and "not it" in miss, miss
    run.shot(sam, "landscape-640-secret-miss")
    sam.type(".fh-guess input", words[-1])
    sam.button("Guess")
    hana.wait(lambda: any(words[-1] in r and "correct" in r for r in resolved(hana)), "a typed guess")
    run.shot(sam, "landscape-640-secret-after")
    assert_stream_clean(sam, words)
    hana.stop_game()
    hana.wait(lambda: hana.visible(".lobby .final"), "the lobby after the secret round")


def assert_stream_clean(page, words):
    """No frame the secret guesser received named a card's word before that card was resolved."""
    resolved_words = set()
    for raw in page.d.execute_script("return window.__frames"):
        f = json.loads(raw)
        if f.get("type") == "gop.card_resolved":
            resolved_words.add(f.get("word"))
            continue
        if f.get("type") in ("gop.card", "gop.card_hidden"):
            assert "word" not in f, f"the secret guesser was sent a word: {f}"
        for w in words:
            assert w in resolved_words or w not in raw, f"{page.name}'s stream held {w!r} before it was resolved: {raw}"


def shake_to_roll(run, sam):
    sam.tab("dice")
    sam.click(".shake-switch")
    sam.wait(lambda: sam.one(".shake-switch").get_attribute("aria-pressed") == "true", "shake on")
    sam.d.execute_script(SHAKE)
    sam.wait(lambda: "Sam" in sam.one(".dice-caption").text, "a roll by shaking")
    assert sam.d.execute_script("return !document.querySelector('.die.rolling') || document.querySelector('.roll-form button[type=submit]').disabled"), \
        "Roll stays enabled while a die rolls"
    run.shot(sam, "landscape-640-shaken-dice")


def settings_sheet(run, hana):
    """The sheet: a dark theme chosen by hand, sound off, a game's How to play; remembered on reload."""
    hana.click(".settings-open")
    hana.one(".settings-sheet")
    hana.click(".setting-theme input[value=dark]")
    hana.click(".setting-sound input")
    hana.click(".settings-sheet .how-to summary")
    hana.wait(lambda: hana.d.execute_script("return document.documentElement.dataset.theme") == "dark", "the dark theme")
    run.shot(hana, "phone-settings-dark")
    hana.button("Close")
    hana.d.refresh()
    hana.wait(lambda: hana.visible(".room-code"), "the room after a reload")
    saved = hana.d.execute_script("return [document.documentElement.dataset.theme, JSON.parse(localStorage.getItem('partyline.settings')).sound]")
    assert saved == ["dark", False], saved
