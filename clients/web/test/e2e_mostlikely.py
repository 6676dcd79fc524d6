"""Most Likely To in headless Chromium (a step of e2e_web.py, or alone: ONLY=mostlikely
run_e2e.sh): a Python host over TCP adds a prompt of its own and starts a round for 8 players (five
more Python bots); two browser players (phone portrait 390x844 and landscape 844x390) vote by
tapping while a TV page watches. No page offers a vote for oneself; held sideways, every vote
button is on screen beside the prompt without scrolling, and so is every line of the tally; no frame any page receives says who voted
for whom; the tally and the player on top show on every page and on the TV. Screenshots at phone,
landscape and TV size (1920x1080, and 1280x800 in Chinese)."""

import json

from e2e_guest import assert_all_on_screen
from e2e_scenario import join
from e2e_web import DESKTOP, WIDE_LANDSCAPE, Client, main

PROMPT = "Who is most likely to bring a cake to a picnic?"
PHONE = (390, 844)
TV = (1920, 1080)
BOTS = ("Bo", "Cy", "Di", "Ed", "Flo")  # with the host, Dana and Eli: 8 players


def most_likely(run, base):
    host = Client(run.args.tcp_host, run.args.tcp_port)
    host.create_room("Hosty")
    code = host.room
    dana, eli = run.page("ml-dana", PHONE), run.page("ml-eli", WIDE_LANDSCAPE)
    join(dana, base, code, "Dana")
    join(eli, base, code, "Eli")
    bots = []
    for name in BOTS:
        bot = Client(run.args.tcp_host, run.args.tcp_port, timeout=10)
        bot.join_room(code, name)
        bots.append(bot)
    tv = run.page("ml-tv", TV, mobile=False)
    tv.d.get(f"{base}/tv/{code}")
    tv_zh = run.page("ml-tv-zh", DESKTOP, mobile=False)  # the same stage in a second language
    tv_zh.d.get(f"{base}/tv/{code}?lang=zh-Hans")
    assert host.request("ml.add", text=PROMPT)["count"] == 1
    host.request("game.start", game="most_likely", rounds=1, vote_seconds=120)
    prompt = host.next_event("ml.prompt")
    assert prompt["text"] == PROMPT, prompt

    # Every phone shows the prompt and a button per other player: never one for oneself.
    for page in (dana, eli):
        page.wait(lambda p=page: PROMPT in p.one(".ml-prompt").text, "the prompt")
        names = [b.text for b in page.css(".ml-players button")]
        me = "Dana" if page is dana else "Eli"
        assert me not in names and "Hosty" in names and len(names) == 7, names
    # Held sideways, all seven buttons sit beside the prompt: none needs a scroll to reach.
    assert_all_on_screen(eli, ".ml-players button", 7, "Eli's vote buttons at 844x390")
    assert_all_on_screen(eli, ".ml-prompt", 1, "the prompt beside them")
    run.shot(dana, "ml-phone-vote")
    run.shot(eli, "ml-landscape-vote")
    tv.wait(lambda: tv.visible(".tv-ml-prompt") and PROMPT in tv.one(".tv-ml-prompt").text, "the TV's prompt")
    assert "secret" in tv.one(".tv-ml").text, tv.one(".tv-ml").text
    run.shot(tv, "ml-tv-vote")
    tv_zh.wait(lambda: tv_zh.visible(".tv-ml-prompt"), "the Chinese TV's prompt")
    run.shot(tv_zh, "ml-tv-vote-zh")

    # Dana and Eli name the host; the host names Dana. Dana first taps Eli, then changes her mind.
    dana.click(".ml-players button:not([data-player=%s])" % host.player_id)
    dana.wait(lambda: dana.visible(".ml-players button[aria-pressed=true]"), "my vote marked")
    for page in (dana, eli):
        page.click(f".ml-players button[data-player={host.player_id}]")
        page.wait(lambda p=page: p.one(f".ml-players button[data-player={host.player_id}]").get_attribute("aria-pressed") == "true",
                  "my vote for the host")
    for bot in bots:
        bot.request("ml.vote", player_id=host.player_id)
    host.request("ml.vote", player_id=player_id(host, "Dana"))
    results = host.next_event("ml.results")
    assert results["most"] == [host.player_id], results
    host.pause_game()  # the results stay up while four pages are looked at on a loaded machine
    for page in (dana, eli):
        page.wait(lambda p=page: p.visible(".ml-results"), "the results")
        assert "Hosty" in page.one(".ml-results h3").text, page.one(".ml-results h3").text
    tv.wait(lambda: "Hosty" in tv.one(".tv-ml").text and "Most likely" in tv.one(".tv-ml").text, "the results on the TV")
    eli.wait(lambda: len(eli.css(".ml-tally li")) == len(results["tally"]), "the tally's lines")
    assert_all_on_screen(eli, ".ml-tally li", len(results["tally"]), "the tally held sideways", from_top=True)
    assert_all_on_screen(eli, ".ml-results h3", 1, "who came out on top, held sideways")
    run.shot(dana, "ml-phone-results")
    run.shot(eli, "ml-landscape-results")
    run.shot(tv, "ml-tv-results")
    tv_zh.wait(lambda: "最有可能" in tv_zh.one(".tv-ml").text, "the Chinese TV's results")
    run.shot(tv_zh, "ml-tv-results-zh")

    # Secret ballots: no frame any page received names a voter's choice.
    for page in (dana, eli, tv):
        for raw in page.d.execute_script("return window.__frames ?? []"):
            frame = json.loads(raw)
            if frame.get("type") == "ml.vote_cast":
                assert set(frame) <= {"type", "room", "seq", "votes_in", "voters"}, frame
            assert "votes" not in frame or frame.get("type") != "ml.results" or "points" not in frame, frame
    host.request("game.stop")
    heading = tv.wait(lambda: (tv.visible(".tv-board .tv-heading") or [None])[0], "the last game's board on the TV", timeout=30).text
    assert heading.startswith("Most Likely To"), heading
    run.shot(tv, "ml-tv-board")
    for page in (dana, eli, tv, tv_zh):
        assert not page.errors(), page.errors()
    for bot in bots:
        bot.close()
    host.close()


def player_id(host, name):
    """The id of the member called `name`, from a fresh snapshot."""
    snapshot = host.request("room.snapshot")["snapshot"]
    return next(m["player_id"] for m in snapshot["members"] if m["name"] == name)


if __name__ == "__main__":
    main(most_likely)
