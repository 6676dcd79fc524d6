#!/usr/bin/env python3
"""Generates Protocol/schema/*.json (JSON Schema draft 2020-12) from the tables below.

Run from the repository root: python3 Protocol/tools/make_schemas.py
The generated files are committed; edit this script, not the JSON, then re-run it.
"""
import json, os, shutil

BASE = "https://partyline.invalid/schema/"
OUT = os.path.join(os.path.dirname(__file__), "..", "schema")
DRAFT = "https://json-schema.org/draft/2020-12/schema"

def ref(name): return {"$ref": f"{BASE}common.json#/$defs/{name}"}
S = {"type": "string"}
I = {"type": "integer"}
B = {"type": "boolean"}
# `saved` is only ever sent as false: a result the store could not take (a full disk).
UNSAVED = {"const": False, "description": "present only when the server could not store this result"}
N = {"type": "number"}
NN = {"type": "integer", "minimum": 0}
PID = ref("player_id")
MS = ref("unix_ms")
def enum(*v): return {"type": "string", "enum": list(v)}
def arr(items, **kw): return {"type": "array", "items": items, **kw}
def obj(req, opt=None, extra=True):
    props = dict(req); props.update(opt or {})
    o = {"type": "object", "required": list(req), "properties": props}
    if not extra: o["additionalProperties"] = False
    return o

HEX64 = {"type": "string", "pattern": "^[0-9a-f]{64}$"}
VOTES = obj({"a_votes": NN, "b_votes": NN})
DIE = obj({"value": {"type": "integer", "minimum": 1}, "locked": B,
           "delay_ms": {"type": "integer", "minimum": 0, "maximum": 250},
           "duration_ms": {"type": "integer", "minimum": 500, "maximum": 1000}})
OPTION = obj({"label": S, "weight": {"type": "integer", "minimum": 1, "maximum": 1000}})
FAIR_RESULT = {"nonce": {"type": "integer", "minimum": 1}, "client_seed": S, "commitment": HEX64}
OUTCOME = enum("correct", "pass")
GOP_CATEGORY = enum("animals", "food", "sports", "technology", "music", "nature", "mixed", "custom")
LANG = enum("en", "tr", "es", "zh-Hans")
GOP_MODE = enum("secret", "classic")
AVATAR = obj({}, {"emoji": {"type": "string", "minLength": 1}, "color": {"type": "string", "pattern": "^#[0-9A-F]{6}$"}})
AVATAR_IN = obj({}, {"emoji": {"type": "string", "minLength": 1, "description": "One emoji (a single grapheme cluster of at most 32 UTF-8 bytes)."},
                     "color": {"type": "string", "pattern": "^#[0-9A-Fa-f]{6}$"}}, extra=False)
GAME_ID = enum("guess_or_pass", "would_you_rather", "odd_one_out")
ODD_SCORES = arr(obj({"player_id": PID, "score": NN}))
ODD_REVEAL = {"round": {"type": "integer", "minimum": 1}, "common_word": S, "odd_word": S, "category": S, "caught": B,
              "votes": arr(obj({"player_id": PID, "target": PID})), "points": ODD_SCORES, "scores": ODD_SCORES}
WYR_CATEGORY = enum("superpowers", "lifestyle", "silly", "philosophical", "daily_life", "fantasy")
FILTER_LEVEL = enum("off", "moderate", "strict")
# Why a game is paused: the host's game.pause, or a game's wait for a player who dropped.
PAUSE_REASON = {"type": "string", "pattern": "^[a-z][a-z0-9_]*$", "description": "host, or a game's wait (guesser_away)"}
TIMER_SCALE = {"enum": [1, 1.5, 2, 3]}
# Room settings (PROTOCOL.md, "Room settings"): the whole object as the server sends it, and the
# subset a client may send (room.create's settings, room.settings' fields).
SETTINGS_FIELDS = {"filter": FILTER_LEVEL, "review": B, "hide_code": B, "timer_scale": TIMER_SCALE, "audience_chat": B}
SETTINGS = obj(SETTINGS_FIELDS)
SETTINGS_IN = obj({}, SETTINGS_FIELDS, extra=False)
# Running a public room (PROTOCOL.md section 16): what the host and the moderators see.
MODERATOR = obj({"player_id": PID, "name": S, "connected": B})
REVIEW_KIND = enum("chat", "clue", "question")
PENDING = {"item_id": S, "kind": REVIEW_KIND, "player_id": PID, "name": S, "text": S, "expires_at_ms": MS}
BAN = obj({"ban_id": S, "name": S, "at_ms": MS, "address": B})
DEVICE = {"type": "string", "minLength": 1, "maxLength": 64,
          "description": "An opaque id the web client keeps per browser (for bans by device); never shown."}

COMMON = {
    "room_code": {"type": "string", "pattern": "^[A-HJ-NP-Z]{4}$",
                  "description": "4 letters from ABCDEFGHJKLMNPQRSTUVWXYZ (upper case on output)."},
    "seq": {"type": "integer", "minimum": 1},
    "player_id": {"type": "string", "minLength": 1},
    "request_id": {"type": ["string", "integer"], "description": "A request id; echoed as re."},
    "unix_ms": {"type": "integer", "minimum": 0, "description": "Unix time in milliseconds."},
    "role": enum("player", "audience"),
    "member": obj({"player_id": PID, "name": S, "role": ref("role"), "connected": B, "score": I}, {"avatar": AVATAR}),
    "fair": obj({"commitment": HEX64, "client_seed": S}, {"next_nonce": {"type": "integer", "minimum": 1}}),
    # While paused (PROTOCOL.md, "Timers and pauses") the game view adds paused, remaining_ms,
    # pause_reason and (for a wait) waiting_for; its own fields stand as they were when paused.
    "game_view": {"oneOf": [{"type": "null"}, obj({"game": GAME_ID, "phase": S},
                                                   {"ends_at_ms": MS, "paused": {"const": True},
                                                    "remaining_ms": {"type": ["integer", "null"], "minimum": 0},
                                                    "pause_reason": PAUSE_REASON, "waiting_for": PID})]},
    "snapshot": obj({"room": ref("room_code"), "host": {"type": ["string", "null"]}, "locked": B,
                     "members": arr(ref("member")), "audience": NN, "game": ref("game_view"), "fair": ref("fair"),
                     "dice": obj({"mode": enum("free", "turns"), "count": {"type": "integer", "minimum": 1},
                                  "sides": {"type": "integer", "minimum": 2}})},
                    {"lang": LANG, "custom_words": NN, "night": {"$ref": "#/$defs/night"}, "settings": {"$ref": "#/$defs/settings"},
                     "moderators": arr(MODERATOR, maxItems=4, description="The host's and the moderators' snapshots only."),
                     "pending": arr(obj(PENDING), description="The host's and the moderators' snapshots only: the review queue.")}),
    "settings": SETTINGS,
    "votes": VOTES,
    "playlist_item": obj({"item_id": S, "game": S, "options": {"type": "object"}}),
    "standing": obj({"player_id": PID, "name": S, "points": NN}, {"kicked": {"const": True}}),
    "recap": obj({"night": ref("room_code"), "title": S, "place": S, "starts_at_ms": MS,
                  "standings": arr({"$ref": "#/$defs/standing"}),
                  "awards": arr(obj({"award": enum("best_guesser", "in_sync", "free_spirit", "luckiest_roller", "wheel_winner"),
                                     "player_id": PID, "name": S, "value": {"type": "integer", "minimum": 1}})),
                  "games": arr(obj({"game": S, "rounds": NN})), "games_played": NN, "rounds": NN,
                  "started_at_ms": MS, "ended_at_ms": MS, "duration_ms": NN},
                 {"most_divided": obj({"question": S, "a_votes": NN, "b_votes": NN})}),
    "night": obj({"night": ref("room_code"), "title": S, "starts_at_ms": MS, "length_minutes": {"type": "integer", "minimum": 15, "maximum": 1440}, "place": S,
                  "host_name": {"type": ["string", "null"]}, "playlist": arr({"$ref": "#/$defs/playlist_item"}),
                  "current": {"oneOf": [{"type": "null"}, {"$ref": "#/$defs/playlist_item"}]},
                  "auto_advance": B, "state": enum("planned", "open", "ended"), "recap_ready": B},
                 {"rsvps": arr(obj({"name": S, "answer": enum("yes", "maybe", "no")}), maxItems=200),
                  "standings": arr({"$ref": "#/$defs/standing"})}),
}

TOKEN = {"type": "string", "pattern": "^[A-Za-z0-9_-]{16,128}$"}

# Server frames that are not room events: name -> (required, optional)
FRAMES = {
    "welcome": ({"protocol": {"const": 1}, "server": {"type": "string", "pattern": "^partyd/"}, "motd": S},
                {"web": {"type": "string", "pattern": "^https?://",
                         "description": "Base URL of the web client; a room's join link is web + '/' + code."}}),
    "pong": ({}, {"re": ref("request_id")}),
    "ok": ({"re": ref("request_id")}, {"snapshot": ref("snapshot"), "room": ref("room_code"), "player_id": PID,
                                       "token": TOKEN, "screen_id": S}),
    "error": ({"code": {"type": "string", "pattern": "^[a-z][a-z0-9_]*$"}, "message": S},
              {"re": ref("request_id"), "field": {**S, "description": "The request field the error is about (filtered)."}}),
    "room.replaced": ({"room": ref("room_code"), "player_id": PID}, {}),
    "room.closed": ({"room": ref("room_code")}, {"reason": enum("abandoned", "operator", "night_ended"), "message": S}),
    "server.notice": ({"text": S}, {}),
}
ERROR_CODES = ["bad_json", "bad_request", "unknown_type", "frame_too_large", "rate_limited", "not_in_room",
               "already_in_room", "room_not_found", "room_full", "room_locked", "name_taken", "not_host",
               "not_your_turn", "not_allowed", "wrong_phase", "dice_rolling", "invalid_token", "not_found",
               "server_shutting_down", "server_full", "idle_timeout", "storage_failed",
               "server_busy", "too_many_connections", "line_timeout", "limit_reached",
               "filtered", "banned", "maintenance"]

# Room events (room + seq added): name -> (required, optional, audience)
EVENTS = {
    "room.player_joined": ({"player_id": PID, "name": S, "role": ref("role")}, {"avatar": AVATAR}, "everyone except the joiner, and the screens"),
    "room.player_left": ({"player_id": PID, "name": S, "reason": enum("left", "kicked", "timeout")}, {}, "everyone in the room"),
    "room.player_disconnected": ({"player_id": PID, "name": S, "grace_ends_at_ms": MS}, {}, "everyone except that member"),
    "room.player_reconnected": ({"player_id": PID, "name": S}, {}, "everyone except that member"),
    "room.host_changed": ({"host": PID, "reason": enum("created", "transferred", "host_left", "host_away")}, {"previous": PID}, "everyone"),
    "room.kicked": ({"player_id": PID, "by": PID}, {"banned": {"const": True}}, "the kicked member (or moderator) only (`by` is \"operator\" when the server's operator removed them)"),
    "room.locked": ({"locked": B, "by": PID}, {}, "everyone"),
    "room.lang_changed": ({"lang": LANG, "by": PID}, {}, "everyone"),
    "room.settings_changed": ({"settings": ref("settings")}, {}, "everyone, and the screens"),
    "room.audience_changed": ({"audience": {"type": "integer", "minimum": 0}, "members": arr(ref("member")), "left": arr(PID)}, {},
                              "everyone (a room with a large audience, instead of the audience's join/leave/connection events)"),
    "chat.message": ({"player_id": PID, "name": S, "text": S}, {"role": {"const": "moderator"}}, "everyone, the sender included"),
    "mod.pending": (PENDING, {}, "the host and the moderators only"),
    "mod.resolved": ({"item_id": S, "outcome": enum("approved", "rejected", "expired", "invalid", "withdrawn")}, {"by": PID},
                     "the host and the moderators only"),
    "mod.approved": ({"item_id": S}, {}, "the item's sender only"),
    "mod.rejected": ({"item_id": S, "reason": enum("rejected", "expired", "invalid")}, {}, "the item's sender only"),
    "room.moderators_changed": ({"moderators": arr(MODERATOR, maxItems=4)}, {}, "the host and the moderators only"),
    "room.bans_changed": ({"bans": arr(BAN)}, {}, "the host and the moderators only"),
    "game.started": ({"game": GAME_ID, "options": {"type": "object"}}, {"by": PID}, "everyone"),
    "game.stopped": ({"game": GAME_ID},
                     {"reason": enum("stopped", "completed", "room_closed", "night_ended"),
                      "totals": arr(obj({"player_id": PID, "score": NN}))}, "everyone"),
    "game.paused": ({"remaining_ms": {"type": ["integer", "null"], "minimum": 0}, "reason": PAUSE_REASON},
                    {"waiting_for": PID}, "everyone, and the screens"),
    "game.resumed": ({"ends_at_ms": {"oneOf": [MS, {"type": "null"}]}}, {}, "everyone, and the screens"),
    "gop.countdown": ({"guesser": PID, "category": GOP_CATEGORY, "round": {"type": "integer", "minimum": 1},
                       "starts_at_ms": MS, "ends_at_ms": MS}, {}, "everyone"),
    "gop.round_started": ({"guesser": PID, "category": GOP_CATEGORY, "round": {"type": "integer", "minimum": 1},
                           "ends_at_ms": MS, "duration_ms": NN}, {}, "everyone"),
    "gop.word_added": ({"player_id": PID, "count": {"type": "integer", "minimum": 1}}, {}, "everyone; never carries the word"),
    "gop.card": ({"index": NN, "word": S}, {}, "the clue-givers, and in classic mode the guesser; never a screen"),
    "gop.card_hidden": ({"index": NN}, {}, "the screens, and in secret mode the guesser; never carries the word"),
    "gop.card_resolved": ({"index": NN, "word": S, "outcome": OUTCOME, "by": PID}, {}, "everyone"),
    "gop.guess_missed": ({"player_id": PID, "text": S}, {}, "everyone"),
    "gop.round_ended": ({"guesser": PID, "category": GOP_CATEGORY, "mode": GOP_MODE, "score": NN,
                         "cards": arr(obj({"index": NN, "word": S, "outcome": enum("correct", "pass", "unresolved")})),
                         "best_score": NN, "new_best": B}, {"next_round_at_ms": MS, "saved": UNSAVED}, "everyone"),
    "gop.game_over": ({"scoreboard": arr(obj({"player_id": PID, "score": I})),
                       "reason": enum("completed", "stopped", "not_enough_players", "no_connected_guesser")}, {}, "everyone"),
    "wyr.question": ({"question_id": S, "a": S, "b": S, "category": S, "round": {"type": "integer", "minimum": 1},
                      "ends_at_ms": MS}, {"custom": B}, "everyone"),
    "wyr.vote_cast": ({"player_id": PID, "votes_in": NN, "voters": NN}, {}, "everyone"),
    "wyr.results": ({"question_id": S, "a": S, "b": S, "a_votes": NN, "b_votes": NN,
                     "a_pct": {"type": "integer", "minimum": 0, "maximum": 100},
                     "b_pct": {"type": "integer", "minimum": 0, "maximum": 100},
                     "audience": ref("votes")},
                    {"all_time": ref("votes"), "category": S, "custom": B, "round": {"type": "integer", "minimum": 1},
                     "next_question_at_ms": MS, "saved": UNSAVED}, "everyone"),
    "wyr.question_added": ({"question_id": S, "player_id": PID, "category": S, "queued": {"type": "integer", "minimum": 1}}, {}, "everyone"),
    "wyr.reset": ({"by": PID}, {}, "everyone"),
    "wyr.game_over": ({"rounds": NN}, {}, "everyone"),
    "odd.round_started": ({"round": {"type": "integer", "minimum": 1}, "rounds": {"type": "integer", "minimum": 1},
                           "category": S, "players": arr(PID, minItems=3), "ends_at_ms": MS}, {}, "everyone"),
    "odd.word": ({"round": {"type": "integer", "minimum": 1}, "word": S}, {},
                 "one dealt player only (their own word); never the audience or a screen"),
    "odd.clue_given": ({"player_id": PID, "text": S, "clues_in": NN, "cluers": NN}, {}, "everyone"),
    "odd.voting": ({"round": {"type": "integer", "minimum": 1}, "ends_at_ms": MS}, {}, "everyone"),
    "odd.vote_cast": ({"player_id": PID, "votes_in": NN, "voters": NN}, {}, "everyone"),
    "odd.round_ended": (ODD_REVEAL, {"odd_player": PID, "next_round_at_ms": MS}, "everyone"),
    "odd.game_over": ({"scoreboard": ODD_SCORES}, {}, "everyone"),
    "dice.rolled": ({"player_id": PID, "mode": enum("free", "turns"), "sides": {"type": "integer", "minimum": 2, "maximum": 100},
                     "dice": arr(DIE, minItems=1, maxItems=100), "total": NN, "settles_at_ms": MS, **FAIR_RESULT},
                    {}, "everyone"),
    "dice.config": ({"mode": enum("free", "turns"), "count": {"type": "integer", "minimum": 1, "maximum": 100},
                     "sides": {"type": "integer", "minimum": 2, "maximum": 100}, "turn": {"type": ["string", "null"]}}, {}, "everyone"),
    "dice.locked": ({"player_id": PID, "index": NN, "locked": B}, {}, "everyone"),
    "dice.turn": ({"player_id": PID}, {"previous": PID, "dice": arr({"type": "integer", "minimum": 1}), "total": NN}, "everyone"),
    "wheel.spun": ({"player_id": PID, "wheel_id": S, "name": S, "options": arr(OPTION, minItems=2), "index": NN,
                    "label": S, "angle_deg": N, "turns": {"type": "integer", "minimum": 5, "maximum": 7}, **FAIR_RESULT},
                   {}, "everyone"),
    "wheel.changed": ({"action": enum("created", "updated", "deleted", "removed"), "wheel_id": S, "name": S, "owner": PID}, {}, "everyone"),
    "coin.flipped": ({"player_id": PID, "side": enum("heads", "tails"),
                      "spins": {"type": "integer", "minimum": 5, "maximum": 7}, **FAIR_RESULT}, {}, "everyone"),
    "fair.client_seed": ({"player_id": PID, "client_seed": S}, {}, "everyone"),
    "fair.rotated": ({"revealed_server_seed": HEX64, "previous_commitment": HEX64, "commitment": HEX64}, {}, "everyone"),
    "playlist.changed": ({"items": arr(ref("playlist_item"), maxItems=50),
                          "current": {"oneOf": [{"type": "null"}, ref("playlist_item")]}, "auto_advance": B},
                         {"next_at_ms": MS}, "everyone, and the screens"),
    "night.scoreboard": ({"standings": arr(ref("standing"))}, {}, "everyone, and the screens"),
    "night.ended": ({"night": ref("room_code"), "recap": ref("recap")}, {}, "everyone, and the screens"),
}

# A page of a list that can grow (PROTOCOL.md section 6, Pages); next_offset is absent on the last page.
PAGE = {"offset": NN, "total": NN}
PAGE_IN = {"offset": NN}
CHAT_LINES = arr(obj({"player_id": PID, "name": S, "text": S, "at_ms": MS}), maxItems=50)
GRACE = {"type": "integer", "minimum": 0}

# Typed replies (validate an ok frame when you know which request it answers).
REPLIES = {
    "room.create": {"room": ref("room_code"), "player_id": PID, "token": S, "snapshot": ref("snapshot"),
                    "resume_grace_seconds": GRACE},
    "room.join": {"room": ref("room_code"), "player_id": PID, "token": S, "snapshot": ref("snapshot"),
                  "resume_grace_seconds": GRACE},
    # room.join with role screen: no seat, so no player_id and no token.
    "room.join.screen": {"room": ref("room_code"), "role": {"const": "screen"}, "screen_id": S, "snapshot": ref("snapshot")},
    # room.join with role moderator: a seat (m1...), not a member.
    "room.join.moderator": {"room": ref("room_code"), "role": {"const": "moderator"}, "player_id": PID, "token": S,
                            "snapshot": ref("snapshot"), "resume_grace_seconds": GRACE},
    "room.resume": {"room": ref("room_code"), "player_id": PID, "snapshot": ref("snapshot"),
                    "resume_grace_seconds": GRACE, "chat": CHAT_LINES},
    "room.resume.moderator": {"room": ref("room_code"), "role": {"const": "moderator"}, "player_id": PID, "snapshot": ref("snapshot"),
                              "resume_grace_seconds": GRACE},
    # chat.send, odd.clue or wyr.add held for review.
    "held": {"held": {"const": True}, "item_id": S},
    "room.mod_invite": {"mod_token": TOKEN},
    "room.ban": {"ban_id": S, "address": B},
    "room.bans": {"bans": arr(BAN)},
    "chat.history": {"messages": CHAT_LINES},
    "room.snapshot": {"snapshot": ref("snapshot")},
    "room.settings": {"settings": ref("settings")},
    "wyr.history": {"questions": arr(obj({"question_id": S, "a": S, "b": S, "category": S, "a_votes": NN, "b_votes": NN,
                                          "audience": ref("votes"), "all_time": ref("votes")}), maxItems=100), **PAGE},
    "wyr.add": {"question_id": S},
    "gop.add": {"count": {"type": "integer", "minimum": 1}},
    "dice.history": {"entries": arr(obj({"player_id": PID, "name": S, "values": arr({"type": "integer", "minimum": 1}),
                                         "total": NN, "at_ms": MS}), maxItems=50)},
    "wheel.create": {"wheel_id": S},
    "wheel.list": {"wheels": arr(obj({"wheel_id": S, "name": S, "owner": PID, "options": arr(OPTION)}), maxItems=20), **PAGE},
    "night.create": {"night": ref("room_code"), "token": TOKEN, "url": S},
    "night.get": {"night": ref("room_code"), "title": S, "starts_at_ms": MS, "length_minutes": {"type": "integer", "minimum": 15, "maximum": 1440},
                  "place": S, "host_name": {"type": ["string", "null"]},
                  "rsvps": arr(obj({"name": S, "answer": enum("yes", "maybe", "no")}), maxItems=200),
                  "playlist": arr(ref("playlist_item"), maxItems=50),
                  "current": {"oneOf": [{"type": "null"}, ref("playlist_item")]}, "auto_advance": B,
                  "state": enum("planned", "open", "ended"), "recap_ready": B, "recap": ref("recap")},
    # A new name (or an answer kept before answers had tokens) gets its rsvp_token; a change with it echoes it; the host's change has none.
    "night.rsvp": ({"night": ref("room_code"), "name": S, "answer": enum("yes", "maybe", "no")}, {"rsvp_token": TOKEN}),
    "night.open": {"night": ref("room_code"), "room": ref("room_code")},
    "night.scoreboard": {"standings": arr(ref("standing"))},
    "night.end": {"night": ref("room_code"), "recap": ref("recap")},
    "playlist.add": {"item_id": S},
    "playlist.next": {"item_id": S, "game": S},
}

TOKEN = {"type": "string", "pattern": "^[A-Za-z0-9_-]{16,128}$"}
NAME = {"type": "string", "minLength": 1}
ROOM_IN = {"type": "string", "description": "A room code, case-insensitive; spaces around it are ignored."}
# Client requests: name -> (required, optional)
REQUESTS = {
    "ping": ({}, {}),
    "room.create": ({"name": NAME}, {"token": TOKEN, "lang": LANG, "avatar": AVATAR_IN, "settings": SETTINGS_IN, "device": DEVICE}),
    "room.join": ({"room": ROOM_IN}, {"name": {**NAME, "description": "Required unless role is screen."}, "token": TOKEN,
                                      "role": enum("player", "audience", "screen", "moderator"), "avatar": AVATAR_IN,
                                      "mod_token": {**S, "description": "Required with role moderator: the host's room.mod_invite."},
                                      "device": DEVICE}),
    "room.resume": ({"room": ROOM_IN, "token": S}, {}),
    "room.leave": ({}, {}),
    "room.kick": ({"player_id": PID}, {}),
    "room.lock": ({"locked": B}, {}),
    "room.transfer_host": ({"player_id": PID}, {}),
    "room.snapshot": ({}, {}),
    "room.set_lang": ({"lang": LANG}, {}),
    "room.settings": ({}, SETTINGS_FIELDS),
    "room.mod_invite": ({}, {}),
    "room.ban": ({"player_id": PID}, {"address": B}),
    "room.bans": ({}, {}),
    "room.unban": ({"ban_id": S}, {}),
    "mod.approve": ({"item_id": S}, {}),
    "mod.reject": ({"item_id": S}, {}),
    "chat.send": ({"text": {"type": "string", "minLength": 1}}, {}),
    "chat.history": ({}, {"limit": {"type": "integer", "minimum": 1, "maximum": 50}}),
    "game.start": ({"game": GAME_ID},
                   {"category": GOP_CATEGORY, "round_seconds": {"type": "integer", "minimum": 10, "maximum": 300},
                    "countdown_seconds": {"type": "integer", "minimum": 0, "maximum": 10},
                    "break_seconds": {"type": "integer", "minimum": 0, "maximum": 30}, "guesser": PID, "mode": GOP_MODE,
                    "categories": arr(WYR_CATEGORY, minItems=1),
                    "vote_seconds": {"type": "integer", "minimum": 5, "maximum": 120},
                    "results_seconds": {"type": "integer", "minimum": 1, "maximum": 30}, "family_safe": B,
                    "rounds": {"type": "integer", "minimum": 1, "maximum": 10},
                    "clue_seconds": {"type": "integer", "minimum": 10, "maximum": 300},
                    "reveal_seconds": {"type": "integer", "minimum": 2, "maximum": 60}}),
    "game.stop": ({}, {}),
    "game.pause": ({}, {}),
    "game.resume": ({}, {}),
    "gop.correct": ({"index": NN}, {}),
    "gop.pass": ({"index": NN}, {}),
    "gop.guess": ({"text": {"type": "string", "minLength": 1}}, {}),
    "gop.add": ({"word": {"type": "string", "minLength": 1}}, {}),
    "wyr.vote": ({"choice": enum("a", "b")}, {}),
    "odd.clue": ({"text": {"type": "string", "minLength": 1, "maxLength": 60}}, {}),
    "odd.vote": ({"player_id": PID}, {}),
    "wyr.history": ({}, {**PAGE_IN, "limit": {"type": "integer", "minimum": 1, "maximum": 100}}),
    "wyr.reset": ({"confirm": {"const": True}}, {}),
    "wyr.add": ({"a": {"type": "string", "minLength": 1}, "b": {"type": "string", "minLength": 1}}, {"category": WYR_CATEGORY}),
    "dice.roll": ({}, {"count": {"type": "integer", "minimum": 1, "maximum": 100}, "sides": {"type": "integer", "minimum": 2, "maximum": 100}}),
    "dice.config": ({"mode": enum("free", "turns"), "count": {"type": "integer", "minimum": 1, "maximum": 100},
                     "sides": {"type": "integer", "minimum": 2, "maximum": 100}}, {}),
    "dice.lock": ({"index": NN, "locked": B}, {}),
    "dice.end_turn": ({}, {}),
    "dice.history": ({}, {}),
    "wheel.create": ({"name": NAME, "options": arr(OPTION, minItems=2, maxItems=64)}, {}),
    "wheel.update": ({"wheel_id": S}, {"name": NAME, "options": arr(OPTION, minItems=2, maxItems=64)}),
    "wheel.rename": ({"wheel_id": S, "name": NAME}, {}),
    "wheel.delete": ({"wheel_id": S}, {}),
    "wheel.list": ({}, {**PAGE_IN, "limit": {"type": "integer", "minimum": 1, "maximum": 20}}),
    "wheel.spin": ({}, {"wheel_id": S, "wheel": S}),
    "coin.flip": ({}, {}),
    "fair.client_seed": ({"seed": {"type": "string", "pattern": "^[!-~]{1,64}$"}}, {}),
    "fair.rotate": ({}, {}),
    "night.create": ({"title": {"type": "string", "minLength": 1}, "starts_at_ms": I},
                     {"length_minutes": {"type": "integer", "minimum": 15, "maximum": 1440}, "place": S, "host_name": NAME, "token": TOKEN, "auto_advance": B,
                      "playlist": arr(obj({"game": S}), maxItems=50)}),
    "night.get": ({"night": ROOM_IN}, {}),
    "night.rsvp": ({"night": ROOM_IN, "name": NAME, "answer": enum("yes", "maybe", "no")}, {"rsvp_token": S, "token": TOKEN}),
    "night.open": ({"night": ROOM_IN, "token": TOKEN}, {}),
    "night.end": ({}, {}),
    "night.scoreboard": ({}, {}),
    "playlist.add": ({"game": S}, {}),
    "playlist.remove": ({"item_id": S}, {}),
    "playlist.move": ({"item_id": S, "index": NN}, {}),
    "playlist.next": ({}, {}),
    "playlist.auto": ({"enabled": B}, {}),
}

def head(path, title):
    return {"$schema": DRAFT, "$id": BASE + path, "title": title}

def write(path, schema):
    full = os.path.join(OUT, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w") as f:
        json.dump(schema, f, indent=2, ensure_ascii=False)
        f.write("\n")

def main():
    for sub in ("server", "client", "reply"):
        shutil.rmtree(os.path.join(OUT, sub), ignore_errors=True)
    write("common.json", {**head("common.json", "Shared definitions"), "$defs": COMMON})
    dispatch = []
    for t, (req, opt) in FRAMES.items():
        s = {**head(f"server/{t}.json", f"server frame {t}"), **obj({"type": {"const": t}, **req}, opt)}
        if t == "error":
            s["properties"]["code"]["description"] = "Known codes: " + ", ".join(ERROR_CODES) + ". New codes may be added."
        write(f"server/{t}.json", s)
        dispatch.append(t)
    for t, (req, opt, aud) in EVENTS.items():
        s = {**head(f"server/{t}.json", f"event {t}"), "description": f"Room event; sent to {aud}.",
             **obj({"type": {"const": t}, "room": ref("room_code"), "seq": ref("seq"), **req}, opt)}
        write(f"server/{t}.json", s)
        dispatch.append(t)
    for t, fields in REPLIES.items():
        required, optional = fields if isinstance(fields, tuple) else (fields, {})
        s = {**head(f"reply/{t}.json", f"ok reply to {t}"),
             **obj({"type": {"const": "ok"}, "re": ref("request_id"), **required}, optional)}
        write(f"reply/{t}.json", s)
    write("server-frame.json", {
        **head("server-frame.json", "Any frame the server sends in JSON mode"),
        "type": "object", "required": ["type"],
        "properties": {"type": {"enum": dispatch}},
        "allOf": [{"if": {"properties": {"type": {"const": t}}, "required": ["type"]},
                   "then": {"$ref": f"server/{t}.json"}} for t in dispatch],
    })
    for t, (req, opt) in REQUESTS.items():
        s = {**head(f"client/{t}.json", f"request {t}"),
             **obj({"type": {"const": t}, **req}, {"id": ref("request_id"), **opt})}
        write(f"client/{t}.json", s)
    write("client-request.json", {
        **head("client-request.json", "Any request a client sends in JSON mode"),
        "type": "object", "required": ["type"],
        "properties": {"type": {"enum": list(REQUESTS)}},
        "allOf": [{"if": {"properties": {"type": {"const": t}}, "required": ["type"]},
                   "then": {"$ref": f"client/{t}.json"}} for t in REQUESTS],
    })

if __name__ == "__main__":
    main()
