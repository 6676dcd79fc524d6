"""Odd One Out in headless Chromium (a step of e2e_web.py, or alone: ONLY=oddone run_e2e.sh): a
Python host over TCP and two browser players (phone portrait and landscape 844x390) play a round
while a TV page watches. Each page shows only its own word; the TV shows no word before the reveal;
clues and votes are made by tapping, held sideways every vote button beside the word without
scrolling; the reveal names the odd one on every page. Screenshots at phone, landscape and TV size."""

from e2e_guest import assert_all_on_screen
from e2e_scenario import join, shows_word
from e2e_web import DESKTOP, PHONE, WIDE_LANDSCAPE, Client, main


def odd_one_out(run, base):
    host = Client(run.args.tcp_host, run.args.tcp_port)
    host.create_room("Hosty")
    code = host.room
    dana, eli = run.page("dana", PHONE), run.page("eli", WIDE_LANDSCAPE)
    join(dana, base, code, "Dana")
    join(eli, base, code, "Eli")
    tv = run.page("odd-tv", DESKTOP, mobile=False)
    tv.d.get(f"{base}/tv/{code}")
    tv_tr = run.page("odd-tv-tr", DESKTOP, mobile=False)  # the same stage in a second language
    tv_tr.d.get(f"{base}/tv/{code}?lang=tr")
    # A long reveal: the two TVs are looked at before the game ends by itself.
    host.request("game.start", game="odd_one_out", category="animals", rounds=1, reveal_seconds=60)
    host_word = host.next_event("odd.word")["word"]
    players = host.next_event("odd.round_started")["players"]
    assert len(players) == 3, players

    words = {}
    for page in (dana, eli):
        words[page.name] = page.wait(lambda p=page: (p.visible(".odd-word .word") or [None])[0], "my word").text.strip()
    run.shot(dana, "odd-phone-clues")
    run.shot(eli, "odd-landscape-clues")
    all_words = set(words.values()) | {host_word}
    assert len(all_words) == 2, all_words
    tv.wait(lambda: tv.visible(".tv-odd"), "the TV's game")
    run.shot(tv, "odd-tv-clues")
    for word in all_words:
        assert not shows_word(tv, word), f"the TV got the word {word!r} in {shows_word(tv, word)}"
    for page in (dana, eli):
        other = (all_words - {words[page.name]}).pop()
        assert not shows_word(page, other), f"{page.name} got the other word {other!r} in {shows_word(page, other)}"

    # Clues by typing, then the vote by tapping the host's button.
    for page in (dana, eli):
        page.type(".odd-clue input", f"clue from {page.name}")
        page.click(".odd-clue button[type=submit]")
    host.request("odd.clue", text="clue from the host")
    for page in (dana, eli):
        page.wait(lambda p=page: p.visible(".odd-suspects"), "the vote")
    run.shot(dana, "odd-phone-vote")
    run.shot(eli, "odd-landscape-vote")
    assert_all_on_screen(eli, ".odd-suspects button", 3, "Eli's vote buttons at 844x390")
    tv.wait(lambda: "Vote on your phones" in tv.one(".tv-odd").text, "the TV asks the room to vote on their phones (it has nothing to tap)")
    assert "Tap them" not in tv.one(".tv-odd").text
    run.shot(tv, "odd-tv-vote")
    tv_tr.wait(lambda: tv_tr.visible(".tv-odd"), "the Turkish TV's vote")
    run.shot(tv_tr, "odd-tv-vote-tr")
    for page in (dana, eli):
        page.click(f".odd-suspects button[data-player={host.player_id}]")
    suspect = next(p for p in players if p != host.player_id)
    host.request("odd.vote", player_id=suspect)
    for page in (dana, eli):
        page.wait(lambda p=page: p.visible(".odd-reveal"), "the reveal")
    tv.wait(lambda: "odd one" in tv.one(".tv-odd").text, "the reveal on the TV")
    reveal_text = dana.one(".odd-reveal").text
    assert "odd one" in reveal_text, reveal_text
    run.shot(dana, "odd-phone-reveal")
    run.shot(eli, "odd-landscape-reveal")
    # The TV says which word was the odd one (and whose), not just two coloured words.
    common = tv.one(".tv-odd-word.common").text
    odd = tv.one(".tv-odd-word.odd").text
    assert "Everyone" in common and "odd word" in odd.lower(), (common, odd)
    assert words.get("dana") in common + odd and words.get("eli") in common + odd, (common, odd, words)
    run.shot(tv, "odd-tv-reveal")
    tv_tr.wait(lambda: tv_tr.visible(".tv-odd-word.odd"), "the Turkish TV's reveal")
    run.shot(tv_tr, "odd-tv-reveal-tr")
    host.request("game.stop")
    # Between games the TV's board is Odd One Out's, titled so (not "Guess or Pass · Scoreboard").
    heading = tv.wait(lambda: (tv.visible(".tv-board .tv-heading") or [None])[0], "the last game's board on the TV", timeout=30).text
    assert heading.startswith("Odd One Out"), heading
    # The side column's room totals now hold Odd One Out's points too (game.stopped's totals).
    def pairs(selector):
        return sorted((e.find_element("css selector", ".tv-name").text, e.find_element("css selector", ".tv-score").text) for e in tv.css(selector))
    tv.wait(lambda: tv.one(".tv-score-label").text == "Room total", "the room's totals between games")
    tv.wait(lambda: pairs(".tv-board-list li[data-place]") == pairs(".tv-player"), "the room totals to match the game's board (its first game)")
    run.shot(tv, "odd-tv-board")
    tv_tr.wait(lambda: tv_tr.visible(".tv-board .tv-heading"), "the Turkish TV's board")
    run.shot(tv_tr, "odd-tv-board-tr")
    for page in (dana, eli, tv, tv_tr):
        assert not page.errors(), page.errors()
    host.close()


if __name__ == "__main__":
    main(odd_one_out)
