#!/usr/bin/env python3
"""A PartyLine bot that plays every game: Guess or Pass, Would You Rather, dice, wheel, coin.

    python3 clients/python/bot.py --host H --port P [--tls --cafile F | --insecure]
        (--create NAME | --join CODE --name NAME) [--play gop|wyr|odd|ml|dice|wheel|coin|all]
        [--rounds N] [--seed N]
    python3 clients/python/bot.py --demo --bots 3 [--forever]
    python3 clients/python/bot.py --night TITLE [--name NAME] [--place P] [--play gop,wyr] [--wait-players N]

The room creator is the host: it waits for enough players, starts the games in plan
order (gop, wyr, then the randomizers) and stops them. A joined bot follows: it plays
whatever game the host starts and does its own randomizer actions; it is done once every
planned game ran once. Games or randomizers the server answers with `unknown_type` are
skipped with a line saying so (or fail the run with --strict).

With --night the bot plans a game night whose playlist holds the planned games (gop, wyr),
answers its own RSVP, opens the night's room, waits for the players, starts each game with
`playlist.next`, logs the night's scoreboard after each one, ends the night and prints the
recap (from the server's HTTP port, `/n/CODE/recap.json`). Others join the room with --join.

While the host (or the server, for a guesser who dropped) has the game paused, the bot makes
no move: what it was about to do waits for `game.resumed`.

Prints one line per action. Exit status: 0 when the plan completed, 1 on failure
(timeout, lost connection, refused request), 2 on bad arguments. Standard library only.
"""

import argparse
import heapq
import itertools
import os
import random
import re
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from partyline import Client, ConnectionClosed, PartyError, DEFAULT_PORT, DEFAULT_TLS_PORT, night_recap, web_base  # noqa: E402

GAMES = {"gop": "guess_or_pass", "wyr": "would_you_rather", "odd": "odd_one_out", "ml": "most_likely"}
PLAN_ORDER = ["gop", "wyr", "dice", "wheel", "coin"]
# Games a plan may name besides `all` (Odd One Out and Most Likely To need three players, so `all` leaves them out).
EXTRA_PLANS = ["odd", "ml"]
GUESSES = ["cat", "pizza", "guitar", "river", "robot", "soccer", "banana", "piano", "tiger", "laptop",
           "mountain", "drum", "apple", "tennis", "ocean", "phone"]
WYR_CUSTOM = ("always be ten minutes late", "always be twenty minutes early")
PRINT_LOCK = threading.Lock()


class Unsupported(Exception):
    """The server answered `unknown_type`: the feature is not wired on this server."""


class BotFailure(Exception):
    """The plan cannot complete."""


class Bot:
    """One bot seat: a connected `Client` plus the game state it needs to act."""

    def __init__(self, client, name, seed=None, rounds=2, round_seconds=10, vote_seconds=5,
                 strict=False, timeout=300):
        self.c = client
        self.name = name
        self.rng = random.Random(seed)
        self.rounds = rounds
        self.round_seconds = round_seconds
        self.vote_seconds = vote_seconds
        self.strict = strict
        self.timeout = timeout
        self.is_audience = False
        self.game = None  # running game name, as the server calls it
        self.paused = False  # the game is paused: scheduled moves wait (game.paused / game.resumed)
        self.held = False  # a move came due while paused (logged once per pause)
        self.ended = {g: 0 for g in GAMES.values()}
        self.gop_rounds = 0
        self.wyr_results = 0
        self.open_card = None  # index of the unresolved card this bot may act on
        self.stop_after = {}  # game -> number of rounds after which this bot (host) stops it
        self._due = []  # heap of (time, n, action)
        self._n = itertools.count()
        self._seen = []  # recent events, for await_event()
        self.joined_players = set()  # players seen joining (room.player_joined)
        self.moderating = False  # a moderator bot decides held items (on_mod_pending)
        self.reject_words = []
        self.pending_at_join = []
        self.decided = 0

    # ------------------------------------------------------------------ output

    def log(self, text):
        with PRINT_LOCK:
            print(f"[{self.name}] {text}", flush=True)

    # ------------------------------------------------------------------ requests

    def call(self, type, **params):
        """A request whose `unknown_type` means "the server does not support it"."""
        try:
            return self.c.request(type, **params)
        except PartyError as e:
            if e.code == "unknown_type":
                raise Unsupported(type) from e
            raise

    def soft(self, type, **params):
        """A request that may lose a race (card already resolved...): returns the error code or None."""
        try:
            self.c.request(type, **params)
            return None
        except PartyError as e:
            return e.code

    def skipped(self, what, type):
        message = f"{what}: skipped, the server does not support {type} yet (unknown_type)"
        if self.strict:
            raise BotFailure(message)
        self.log(message)

    # ------------------------------------------------------------------ event loop

    def later(self, seconds, action):
        heapq.heappush(self._due, (time.monotonic() + seconds, next(self._n), action))

    def pump(self, done, timeout, what):
        """Handles events and scheduled actions until `done()` returns something truthy."""
        deadline = time.monotonic() + timeout
        while True:
            while self._due and self._due[0][0] <= time.monotonic():
                if self.paused:  # a paused game takes no move: it waits for game.resumed
                    if not self.held:
                        self.held = True
                        self.log(f"paused: holding {len(self._due)} move(s) until the game goes on")
                    break
                heapq.heappop(self._due)[2]()
            result = done()
            if result:
                return result
            now = time.monotonic()
            if now >= deadline:
                raise BotFailure(f"timed out after {timeout:.0f} s waiting for {what}")
            wait = min(0.25, deadline - now)
            if self._due and not self.paused:
                wait = max(0.0, min(wait, self._due[0][0] - now))
            try:
                event = self.c.next_event(timeout=wait)
            except TimeoutError:
                continue
            self.handle(event)

    def await_event(self, type, predicate, timeout, what):
        def take():
            for i, ev in enumerate(self._seen):
                if ev.get("type") == type and predicate(ev):
                    return self._seen.pop(i)
            return None
        return self.pump(take, timeout, what)

    def idle(self, seconds):
        """Keeps handling events for `seconds`."""
        end = time.monotonic() + seconds
        self.pump(lambda: time.monotonic() >= end, seconds + 1, "a pause")

    # ------------------------------------------------------------------ event handlers

    def handle(self, ev):
        self._seen.append(ev)
        del self._seen[:-200]
        kind = ev.get("type", "")
        handler = getattr(self, "on_" + kind.replace(".", "_"), None)
        if handler is not None:
            handler(ev)

    def on_error(self, ev):
        self.log(f"server error {ev.get('code')}: {ev.get('message')}")

    def on_room_kicked(self, ev):
        raise BotFailure("banned from the room" if ev.get("banned") else "kicked from the room")

    def on_mod_pending(self, ev):
        """A moderator bot (--moderate) decides every held item: it rejects those containing one
        of its --reject-words and approves the rest."""
        if not self.moderating:
            return
        text = ev.get("text", "").lower()
        verdict = "reject" if any(w in text for w in self.reject_words) else "approve"
        code = self.soft("mod." + verdict, item_id=ev.get("item_id"))
        self.log(f"{verdict} {ev.get('item_id')} from {ev.get('name')}: {ev.get('text')!r}" + (f" ({code})" if code else ""))
        self.decided += 1

    def on_mod_rejected(self, ev):
        self.log(f"my held item {ev.get('item_id')} was not published ({ev.get('reason')})")

    def moderate(self, items):
        """--moderate: decides the held items already waiting (the snapshot's `pending`), then
        those that arrive, until `items` were decided (0: until interrupted)."""
        for item in list(self.pending_at_join):
            self.on_mod_pending(item)
        self.pump(lambda: items and self.decided >= items, float("inf") if not items else self.timeout, "held items to decide")

    def on_game_paused(self, ev):
        self.paused = True
        self.held = False
        who = f", waiting for {ev['waiting_for']}" if ev.get("waiting_for") else ""
        left = ev.get("remaining_ms")
        self.log(f"game paused ({ev.get('reason')}{who})" + (f", {left / 1000:.0f} s left" if left is not None else ""))

    def on_game_resumed(self, ev):
        self.paused = False
        self.log("game resumed")

    def on_game_started(self, ev):
        self.paused = False
        self.game = ev.get("game")
        self.gop_rounds = 0
        self.wyr_results = 0
        self.open_card = None

    def game_ended(self, game):
        if self.game == game:
            self.game = None
            self.open_card = None
            self.ended[game] = self.ended.get(game, 0) + 1

    def on_game_stopped(self, ev):
        self.paused = False
        self.game_ended(ev.get("game") or self.game)

    # Guess or Pass ----------------------------------------------------

    def on_gop_round_started(self, ev):
        self.game = GAMES["gop"]
        self.open_card = None
        if ev.get("guesser") == self.c.player_id:
            self.log(f"gop: round {ev.get('round')} — I am the guesser ({ev.get('category')})")

    def on_gop_card(self, ev):
        """A clue-giver (or, in classic mode, the guesser) sees the word: after a moment, press
        correct (mostly) or pass."""
        if self.is_audience:
            return
        index, word = ev.get("index"), ev.get("word")
        self.open_card = index
        delay = self.rng.uniform(0.4, 1.5)
        outcome = "correct" if self.rng.random() < 0.7 else "pass"

        def press():
            if self.open_card != index:
                return
            code = self.soft("gop." + outcome, index=index)
            self.log(f'gop: card #{index} "{word}" -> {outcome}' + (f" (too late: {code})" if code else ""))
        self.later(delay, press)

    def on_gop_card_hidden(self, ev):
        """The guesser sees only an index: guess a word, sometimes pass."""
        if self.is_audience:
            return
        index = ev.get("index")
        self.open_card = index
        guess = self.rng.choice(GUESSES)

        def act():
            if self.open_card != index:
                return
            code = self.soft("gop.guess", text=guess)
            self.log(f'gop: guess "{guess}" on card #{index}' + (f" (refused: {code})" if code else ""))
        self.later(self.rng.uniform(0.3, 1.0), act)

    def on_gop_card_resolved(self, ev):
        if self.open_card == ev.get("index"):
            self.open_card = None

    def on_gop_round_ended(self, ev):
        self.gop_rounds += 1
        self.open_card = None
        if ev.get("guesser") == self.c.player_id:
            self.log(f"gop: my round {ev.get('round')} ended with score {ev.get('score')}")
        limit = self.stop_after.get(GAMES["gop"])
        if limit is not None and self.gop_rounds >= limit and ev.get("next_round_at_ms") is not None:
            code = self.soft("game.stop")
            self.log(f"gop: stopping after {self.gop_rounds} round(s)" + (f" (refused: {code})" if code else ""))

    def on_gop_game_over(self, ev):
        board = ", ".join(f"{s.get('player_id')}={s.get('score')}" for s in ev.get("scoreboard", []))
        if self.stop_after.get(GAMES["gop"]) is not None:
            self.log(f"gop: game over ({ev.get('reason')}): {board}")
        self.game_ended(GAMES["gop"])

    # Would You Rather ---------------------------------------------------

    def on_wyr_question(self, ev):
        self.game = GAMES["wyr"]
        choice = self.rng.choice("ab")
        text = ev.get(choice, "")

        def vote():
            code = self.soft("wyr.vote", choice=choice)
            self.log(f'wyr: round {ev.get("round")} voted {choice} ("{text}")'
                     + (f" (refused: {code})" if code else ""))
        self.later(self.rng.uniform(0.2, 1.0), vote)

    def on_wyr_results(self, ev):
        self.wyr_results += 1
        limit = self.stop_after.get(GAMES["wyr"])
        if limit is not None:
            self.log(f"wyr: results a={ev.get('a_votes')} ({ev.get('a_pct')}%) b={ev.get('b_votes')} "
                     f"({ev.get('b_pct')}%)")
            if self.wyr_results >= limit:
                code = self.soft("game.stop")
                self.log(f"wyr: stopping after {self.wyr_results} question(s)"
                         + (f" (refused: {code})" if code else ""))

    def on_wyr_game_over(self, ev):
        self.game_ended(GAMES["wyr"])

    # Odd One Out ------------------------------------------------------

    def on_odd_round_started(self, ev):
        self.game = GAMES["odd"]
        self.odd_players = list(ev.get("players", []))

    def on_odd_word(self, ev):
        # The bot's word stays its own: its clue never repeats it (the server would refuse that).
        round_no = ev.get("round")

        def clue():
            code = self.soft("odd.clue", text=f"{self.name} thinks of round {round_no}")
            self.log(f"odd: round {round_no} gave a clue" + (f" (refused: {code})" if code else ""))
        self.later(self.rng.uniform(0.2, 1.0), clue)

    def on_odd_voting(self, ev):
        others = [p for p in getattr(self, "odd_players", []) if p != self.c.player_id]
        if self.c.player_id not in getattr(self, "odd_players", []) or not others:
            return
        suspect = self.rng.choice(others)

        def vote():
            code = self.soft("odd.vote", player_id=suspect)
            self.log(f"odd: round {ev.get('round')} voted for {suspect}" + (f" (refused: {code})" if code else ""))
        self.later(self.rng.uniform(0.2, 1.0), vote)

    def on_odd_round_ended(self, ev):
        verdict = "caught" if ev.get("caught") else "got away"
        self.log(f"odd: round {ev.get('round')} — {ev.get('odd_player')} was odd and {verdict} "
                 f"({ev.get('common_word')} / {ev.get('odd_word')})")

    def on_odd_game_over(self, ev):
        self.game_ended(GAMES["odd"])

    # Most Likely To ---------------------------------------------------

    def on_ml_prompt(self, ev):
        # Secret ballots: the bot names another connected player, never itself.
        self.game = GAMES["ml"]

        def vote():
            others = [m.get("player_id") for m in self.players_in_room() if m.get("player_id") != self.c.player_id]
            if not others:
                return
            code = self.soft("ml.vote", player_id=self.rng.choice(others))
            self.log(f"ml: round {ev.get('round')} voted" + (f" (refused: {code})" if code else ""))
        self.later(self.rng.uniform(0.2, 1.0), vote)

    def on_ml_results(self, ev):
        self.log(f"ml: round {ev.get('round')} most likely: {', '.join(ev.get('most', [])) or 'nobody'}")

    def on_ml_game_over(self, ev):
        self.game_ended(GAMES["ml"])

    # ------------------------------------------------------------------ snapshot

    def adopt_snapshot(self, snapshot):
        """Joining mid-game: take the running game from the snapshot."""
        game = (snapshot or {}).get("game")
        if not isinstance(game, dict):
            return
        self.game = game.get("game")
        if game.get("paused"):
            self.on_game_paused({"reason": game.get("pause_reason"), "waiting_for": game.get("waiting_for"),
                                 "remaining_ms": game.get("remaining_ms")})
        card = game.get("card", game.get("current_card"))
        if self.game == GAMES["gop"] and isinstance(card, dict):
            if "word" in card:
                self.on_gop_card({"index": card.get("index"), "word": card["word"]})
            else:
                self.on_gop_card_hidden({"index": card.get("index")})

    # ------------------------------------------------------------------ host: games

    def players_in_room(self):
        snap = self.c.request("room.snapshot").get("snapshot", {})
        return [m for m in snap.get("members", []) if m.get("role") == "player" and m.get("connected")]

    def on_room_player_joined(self, ev):
        if ev.get("role", "player") == "player":
            self.joined_players.add(ev.get("player_id"))

    def wait_for_players(self, count):
        """Waits until `count` players are connected, or that many have joined at some point
        (a quick joiner may already have finished and left)."""
        def enough():
            return (len(self.players_in_room()) >= count
                    or len(self.joined_players | {self.c.player_id}) >= count)
        if enough():
            return
        self.log(f"waiting for {count} players (join with: room {self.c.room})")
        end = time.monotonic() + self.timeout
        while not enough():
            if time.monotonic() > end:
                raise BotFailure(f"fewer than {count} players joined within {self.timeout} s")
            self.idle(0.5)

    def host_gop(self):
        self.wait_for_players(2)
        players = len(self.players_in_room())
        options = dict(category=self.rng.choice(["animals", "food", "sports", "technology", "music",
                                                  "nature", "mixed"]),
                       round_seconds=self.round_seconds, countdown_seconds=0, break_seconds=0)
        try:
            self.call("game.start", game=GAMES["gop"], **options)
        except Unsupported:
            return self.skipped("gop", "game.start")
        self.log(f"gop: started ({options['category']}, {self.round_seconds} s rounds, {players} players)")
        before = self.ended[GAMES["gop"]]
        self.stop_after[GAMES["gop"]] = self.rounds
        rounds = min(self.rounds, players)
        self.pump(lambda: self.ended[GAMES["gop"]] > before,
                  rounds * (self.round_seconds + 6) + 30, "the end of Guess or Pass")

    def host_wyr(self):
        self.wait_for_players(1)
        try:
            self.call("game.start", game=GAMES["wyr"], vote_seconds=self.vote_seconds, results_seconds=2)
        except Unsupported:
            return self.skipped("wyr", "game.start")
        self.log(f"wyr: started ({self.vote_seconds} s to vote, {self.rounds} question(s))")
        code = self.soft("wyr.add", a=WYR_CUSTOM[0], b=WYR_CUSTOM[1], category="daily_life")
        self.log("wyr: added a custom question" + (f" (refused: {code})" if code else ""))
        before = self.ended[GAMES["wyr"]]
        self.stop_after[GAMES["wyr"]] = self.rounds
        self.pump(lambda: self.ended[GAMES["wyr"]] > before,
                  self.rounds * (self.vote_seconds + 5) + 30, "the end of Would You Rather")
        try:
            questions = self.c.request("wyr.history").get("questions", [])
            self.log(f"wyr: history has {len(questions)} question(s)")
        except PartyError as e:
            self.log(f"wyr: history refused ({e.code})")

    def host_odd(self):
        self.wait_for_players(3)
        try:
            self.call("game.start", game=GAMES["odd"], rounds=self.rounds, clue_seconds=10, vote_seconds=10, reveal_seconds=2)
        except Unsupported:
            return self.skipped("odd", "game.start")
        self.log(f"odd: started ({self.rounds} round(s))")
        before = self.ended[GAMES["odd"]]
        self.pump(lambda: self.ended[GAMES["odd"]] > before, self.rounds * 25 + 30, "the end of Odd One Out")

    def host_ml(self):
        self.wait_for_players(3)
        code = self.soft("ml.add", text=f"Who is most likely to host the next party, says {self.name}?")
        self.log("ml: added a prompt" + (f" (refused: {code})" if code else ""))
        try:
            self.call("game.start", game=GAMES["ml"], rounds=self.rounds, vote_seconds=10)
        except Unsupported:
            return self.skipped("ml", "game.start")
        self.log(f"ml: started ({self.rounds} round(s))")
        before = self.ended[GAMES["ml"]]
        self.pump(lambda: self.ended[GAMES["ml"]] > before, self.rounds * 20 + 30, "the end of Most Likely To")

    # ------------------------------------------------------------------ host: a night

    def night_playlist(self, plan):
        """The playlist of a night that plays the planned games, with the same options as
        host_gop and host_wyr."""
        items = []
        for p in plan:
            if p == "gop":
                items.append(dict(game=GAMES["gop"], category=self.rng.choice(["animals", "food", "music", "nature"]),
                                  round_seconds=self.round_seconds, countdown_seconds=0, break_seconds=0))
            elif p == "wyr":
                items.append(dict(game=GAMES["wyr"], vote_seconds=self.vote_seconds, results_seconds=2))
        return items

    def host_night(self, count):
        """Plays the night's `count` queued games in order: `playlist.next`, the game (stopped
        after --rounds like a hosted one), then the night's scoreboard."""
        for _ in range(count):
            self.call("playlist.next")
            started = self.await_event("game.started", lambda ev: True, 30, "the next game on the playlist")
            game = started.get("game")
            self.log(f"night: playlist started {game}")
            self.stop_after[game] = self.rounds
            before = self.ended.get(game, 0)
            self.pump(lambda: self.ended.get(game, 0) > before, self.timeout, f"the end of {game}")
            board = self.await_event("night.scoreboard", lambda ev: True, 30, "the night's scoreboard")
            self.log("night: scoreboard " + ", ".join(f"{s.get('name')}={s.get('points')}" for s in board.get("standings", [])))

    def on_playlist_changed(self, ev):
        items = ev.get("items", [])
        self.log(f"night: playlist has {len(items)} game(s), current {ev.get('current')}")

    # ------------------------------------------------------------------ randomizers

    def mine(self, ev):
        return ev.get("player_id") == self.c.player_id

    def play_dice(self):
        for i in range(self.rounds):
            count = self.rng.randint(1, 3)
            try:
                self.call("dice.roll", count=count, sides=6)
            except Unsupported:
                return self.skipped("dice", "dice.roll")
            except PartyError as e:
                if e.code != "dice_rolling":
                    raise
                self.idle(0.5)
                continue
            ev = self.await_event("dice.rolled", self.mine, 15, "my dice.rolled")
            faces = "+".join(str(d.get("value")) for d in ev.get("dice", []))
            self.log(f"dice: rolled {faces} = {ev.get('total')} (nonce {ev.get('nonce')})")
            settle = max((d.get("delay_ms", 0) + d.get("duration_ms", 0) for d in ev.get("dice", [])), default=0)
            self.idle(settle / 1000 + 0.1)

    def play_wheel(self):
        options = [{"label": "Pizza", "weight": 1}, {"label": "Sushi", "weight": 2},
                   {"label": "Tacos", "weight": 1}]
        try:
            reply = self.call("wheel.create", name=f"{self.name}'s dinner"[:40], options=options)
        except Unsupported:
            return self.skipped("wheel", "wheel.create")
        wheel_id = reply.get("wheel_id")
        listing = self.c.request("wheel.list")  # the first page; "total" counts every wheel
        self.log(f"wheel: created {wheel_id} (room has {listing.get('total', len(listing.get('wheels', [])))} wheel(s))")
        for _ in range(self.rounds):
            self.call("wheel.spin", wheel_id=wheel_id)
            ev = self.await_event("wheel.spun", lambda e: self.mine(e) and e.get("wheel_id") == wheel_id,
                                  15, "my wheel.spun")
            self.log(f"wheel: spun {ev.get('label')} (angle {ev.get('angle_deg')}, nonce {ev.get('nonce')})")

    def play_coin(self):
        for _ in range(self.rounds):
            try:
                self.call("coin.flip")
            except Unsupported:
                return self.skipped("coin", "coin.flip")
            ev = self.await_event("coin.flipped", self.mine, 15, "my coin.flipped")
            self.log(f"coin: {ev.get('side')} (nonce {ev.get('nonce')})")

    RANDOMIZERS = {"dice": "play_dice", "wheel": "play_wheel", "coin": "play_coin"}

    # ------------------------------------------------------------------ plans

    def run_host(self, plan):
        """The room's host: run the games and randomizers in plan order."""
        for item in plan:
            if item == "gop":
                self.host_gop()
            elif item == "wyr":
                self.host_wyr()
            elif item == "odd":
                self.host_odd()
            elif item == "ml":
                self.host_ml()
            else:
                getattr(self, self.RANDOMIZERS[item])()

    def games_supported(self):
        """Probe without side effects: a non-host `game.stop` is refused, but not as unknown_type."""
        try:
            self.c.request("game.stop")
        except PartyError as e:
            return e.code != "unknown_type"
        return True

    def run_follower(self, plan, until=None):
        """A joined bot: its own randomizers first, then it plays the games the host starts
        until each planned game ran once (or `until()` is true)."""
        wanted = [GAMES[p] for p in plan if p in GAMES]
        if wanted and not self.games_supported():
            for p in plan:
                if p in GAMES:
                    self.skipped(p, "game.start")
            wanted = []
        for item in plan:
            if item in self.RANDOMIZERS:
                getattr(self, self.RANDOMIZERS[item])()
        if until is not None:
            self.pump(until, 10 ** 9, "the demo to end")
            return
        for game in wanted:
            self.pump(lambda: self.ended[game] > 0, self.timeout, f"the host to run {game}")


# ---------------------------------------------------------------------- CLI


def parse_plan(text):
    parts = [p.strip() for p in text.split(",") if p.strip()]
    if parts == ["all"]:
        return list(PLAN_ORDER)
    for p in parts:
        if p not in PLAN_ORDER + EXTRA_PLANS:
            raise argparse.ArgumentTypeError(f"unknown game {p!r}: choose from {', '.join(PLAN_ORDER + EXTRA_PLANS)} or all")
    order = PLAN_ORDER[:2] + EXTRA_PLANS + PLAN_ORDER[2:]
    return [p for p in order if p in parts]


def connect(args, history=1000):
    port = args.port or (DEFAULT_TLS_PORT if args.tls else DEFAULT_PORT)
    return Client(args.host, port, tls=args.tls, cafile=args.cafile, insecure=args.insecure,
                  server_hostname=args.server_hostname, timeout=10, history_limit=history)


def make_bot(args, client, name, seed):
    return Bot(client, name, seed=seed, rounds=args.rounds, round_seconds=args.round_seconds,
               vote_seconds=args.vote_seconds, strict=args.strict, timeout=args.timeout)


def run_single(args):
    client = connect(args)
    try:
        if args.moderate:
            reply = client.moderate_room(args.moderate.upper(), args.name, args.mod_token)
            bot = make_bot(args, client, args.name, args.seed)
            bot.moderating = True
            bot.reject_words = [w.lower() for w in args.reject_words.split(",") if w] if args.reject_words else []
            bot.pending_at_join = reply.get("snapshot", {}).get("pending", [])
            bot.log(f"moderating room {client.room} as {client.player_id}")
            bot.moderate(args.decide)
            return 0
        if args.create:
            name = args.create
            client.create_room(name)
            bot = make_bot(args, client, name, args.seed)
            bot.log(f"room {client.room} created, I am {client.player_id} (host)")
            if args.wait_players > 1:
                bot.wait_for_players(args.wait_players)
            bot.run_host(args.play)
        else:
            name = args.name
            reply = client.join_room(args.join.upper(), name, role="audience" if args.audience else "player")
            bot = make_bot(args, client, name, args.seed)
            bot.is_audience = args.audience
            bot.log(f"joined room {client.room} as {client.player_id}")
            bot.adopt_snapshot(reply.get("snapshot"))
            bot.run_follower(args.play)
        bot.log("plan complete")
        try:
            client.request("room.leave")
        except (PartyError, TimeoutError):
            pass
        return 0
    finally:
        client.close()


def run_night(args):
    """Plans a night with the planned games as its playlist, opens it and hosts it to the recap."""
    client = connect(args)
    name = args.name or "Host"
    try:
        seed = args.seed if args.seed is not None else random.randrange(1 << 30)
        bot = make_bot(args, client, name, seed)
        playlist = bot.night_playlist(args.play)
        client.create_night(args.night, time.time() * 1000 + 60_000, place=args.place, playlist=playlist)
        code = client.night
        bot.log(f"night {code} planned with {len(playlist)} game(s): room {code} opens next")
        client.rsvp(code, name, "yes")
        client.open_night()
        client.join_room(code, name, token=client.night_token)  # the host's token seats the host
        bot.log(f"room {client.room} open for the night, I am {client.player_id}")
        bot.wait_for_players(args.wait_players)
        bot.host_night(len(playlist))
        client.end_night()
        base = args.web_url or web_base(client.welcome, args.host)
        recap = None
        try:
            for _ in range(40):
                recap = night_recap(base, code)
                if recap is not None:
                    break
                time.sleep(0.25)
        except OSError as e:  # no web port where we looked: the night itself went fine
            if args.strict:
                raise BotFailure(f"cannot read the recap at {base}: {e}") from e
            bot.log(f"night: recap skipped, {base} does not answer ({e}); --web-url names the server's web address")
            bot.log("plan complete")
            return 0
        if recap is None:
            raise BotFailure(f"no recap at {base}/n/{code}/recap.json after the night ended")
        standings = ", ".join(f"{s.get('name')}={s.get('points')}" for s in recap.get("standings", []))
        awards = ", ".join(f"{a.get('award')}:{a.get('name')}={a.get('value')}" for a in recap.get("awards", []))
        bot.log(f"night: recap standings {standings}; awards {awards or 'none'}; {len(recap.get('games', []))} game(s)")
        bot.log("plan complete")
        return 0
    finally:
        client.close()


def run_demo(args):
    """One host and `--bots` followers, each a thread with its own connection, in one room."""
    host_client = connect(args)
    host_client.create_room("Host")
    seed = args.seed if args.seed is not None else random.randrange(1 << 30)
    host = make_bot(args, host_client, "Host", seed)
    host.log(f"room {host_client.room} created for the demo (seed {seed})")
    finished = threading.Event()
    failures = []
    threads = []
    clients = [host_client]
    for i in range(args.bots):
        c = connect(args)
        clients.append(c)
        name = f"Bot{i + 1}"
        c.join_room(host_client.room, name)
        follower = make_bot(args, c, name, seed + i + 1)
        follower.log(f"joined room {c.room} as {c.player_id}")

        def follow(bot=follower):
            try:
                bot.run_follower(["dice", "coin"], until=finished.is_set)
            except Exception as e:  # report, do not hang the demo
                failures.append(f"{bot.name}: {e}")
                bot.log(f"failed: {e}")
        t = threading.Thread(target=follow, name=name, daemon=True)
        t.start()
        threads.append(t)
    try:
        loop = 0
        while True:
            loop += 1
            host.log(f"demo round {loop}")
            host.run_host(list(PLAN_ORDER))
            if failures:
                raise BotFailure("; ".join(failures))
            if not args.forever:
                break
            host_client.discard_events(keep_history=False)
            host.idle(2)
    finally:
        finished.set()
        for t in threads:
            t.join(timeout=10)
        for c in clients:
            c.close()
    if failures:
        raise BotFailure("; ".join(failures))
    host.log("demo complete")
    return 0


def main(argv=None):
    p = argparse.ArgumentParser(description="A PartyLine bot that plays every game.")
    p.add_argument("--host", default=os.environ.get("PARTYLINE_HOST", "localhost"))
    p.add_argument("--port", type=int, default=None, help="default 7777, or 7778 with --tls")
    p.add_argument("--tls", action="store_true", help="connect with TLS (certificate verified)")
    p.add_argument("--cafile", help="PEM file of CA certificates to trust (default: system store)")
    p.add_argument("--insecure", action="store_true", help="TLS without verification (development only)")
    p.add_argument("--server-hostname", help="name to verify and send as SNI (default: --host)")
    who = p.add_mutually_exclusive_group(required=True)
    who.add_argument("--create", metavar="NAME", help="create a room and host it as NAME")
    who.add_argument("--join", metavar="CODE", help="join room CODE (needs --name)")
    who.add_argument("--demo", action="store_true", help="create a room and play with --bots more bots")
    who.add_argument("--night", metavar="TITLE", help="plan a game night of the planned games and host it to the recap")
    who.add_argument("--moderate", metavar="CODE", help="moderate room CODE (needs --name and --mod-token): decide held items")
    p.add_argument("--name", help="display name with --join (and --night's host name)")
    p.add_argument("--place", help="--night: where it happens")
    p.add_argument("--web-url", help="--night: the server's web address for the recap (default: the welcome's, else http://HOST:8080)")
    p.add_argument("--audience", action="store_true", help="join as audience instead of player")
    p.add_argument("--mod-token", help="--moderate: the host's moderator invitation (room.mod_invite)")
    p.add_argument("--reject-words", help="--moderate: reject held items containing any of these comma-separated words")
    p.add_argument("--decide", type=int, default=0, help="--moderate: stop after deciding this many items (0: run until interrupted)")
    p.add_argument("--play", type=parse_plan, default=list(PLAN_ORDER),
                   help="gop, wyr, dice, wheel, coin, a comma list, or all (default)")
    p.add_argument("--rounds", type=int, default=2,
                   help="Guess or Pass rounds, WYR questions, and rolls/spins/flips per randomizer")
    p.add_argument("--seed", type=int, help="seed for the bot's choices (reproducible votes and presses)")
    p.add_argument("--round-seconds", type=int, default=10, help="Guess or Pass round length (10-300)")
    p.add_argument("--vote-seconds", type=int, default=5, help="Would You Rather vote time (5-120)")
    p.add_argument("--wait-players", type=int, default=1,
                   help="host: wait until this many players are in the room before starting")
    p.add_argument("--bots", type=int, default=3, help="--demo: extra bot connections")
    p.add_argument("--forever", action="store_true", help="--demo: repeat until interrupted")
    p.add_argument("--strict", action="store_true", help="fail instead of skipping unsupported games")
    p.add_argument("--timeout", type=float, default=300, help="seconds to wait for any one step")
    args = p.parse_args(argv)
    if args.join and not args.name:
        p.error("--join needs --name")
    if args.moderate and not (args.name and args.mod_token):
        p.error("--moderate needs --name and --mod-token")
    if args.insecure and args.cafile:
        p.error("--insecure and --cafile do not go together")
    if args.rounds < 1:
        p.error("--rounds must be at least 1")
    if args.join and not re.fullmatch(r"[A-Za-z]{4}", args.join):
        p.error("a room code is 4 letters")
    if args.insecure and not args.tls:
        args.tls = True
    try:
        if args.night:
            return run_night(args)
        return run_demo(args) if args.demo else run_single(args)
    except (BotFailure, PartyError, ConnectionClosed, TimeoutError, OSError) as e:
        with PRINT_LOCK:
            print(f"bot: failed: {e}", file=sys.stderr, flush=True)
        return 1
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
