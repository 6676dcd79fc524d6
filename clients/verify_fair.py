#!/usr/bin/env python3
"""Re-derive PartyLine randomizer results from a saved event log and revealed server seeds.

Usage:
    python3 clients/verify_fair.py LOG.ndjson [--server-seed HEX [--server-seed HEX2 ...]]

LOG.ndjson holds one server frame (JSON object) per line, as a client received them.
Every `dice.rolled`, `wheel.spun` and `coin.flipped` frame is re-derived from the seed
whose SHA-256 equals the frame's `commitment`, the frame's `client_seed` and `nonce`,
following Protocol/FAIRNESS.md. Seeds revealed in the log itself (`fair.rotated`
{revealed_server_seed, previous_commitment}) are read from it and checked against their
commitment, so a log that contains its reveals needs no --server-seed; give --server-seed
for a seed revealed elsewhere (for example the room's current seed, revealed later).
Other frames are ignored. Standard library only.

Exit status: 0 only if every check passed and at least one result was checked.
"""

import argparse
import hashlib
import hmac
import json
import math
import sys

RESULT_TYPES = {"dice.rolled", "wheel.spun", "coin.flipped"}


class Stream:
    """Word i = big-endian uint64 of HMAC-SHA256(seed, f"{client_seed}:{nonce}:{i // 4}")[8*(i%4):+8]."""

    def __init__(self, seed: bytes, client_seed: str, nonce: int):
        self.seed = seed
        self.prefix = f"{client_seed}:{nonce}:"
        self.index = 0
        self.block = b""

    def next(self) -> int:
        within = self.index % 4
        if within == 0:
            msg = (self.prefix + str(self.index // 4)).encode("utf-8")
            self.block = hmac.new(self.seed, msg, hashlib.sha256).digest()
        self.index += 1
        return int.from_bytes(self.block[8 * within:8 * within + 8], "big")

    def uniform(self, bound: int) -> int:
        """Rejection sampling: accept x < floor(2^64 / bound) * bound, return x mod bound."""
        limit = (2 ** 64 // bound) * bound
        while True:
            x = self.next()
            if x < limit:
                return x % bound


def round_angle(x: float) -> float:
    """Round half away from zero to 6 decimals, exactly as Swift's (x * 1e6).rounded() / 1e6."""
    r = x * 1000000.0
    fl = math.floor(r)
    r = fl + (1.0 if r - fl >= 0.5 else 0.0)
    return r / 1000000.0


def derive_dice(s: Stream, frame):
    sides = frame["sides"]
    dice = frame["dice"]
    values = [d["value"] if d.get("locked") else None for d in dice]
    for i, d in enumerate(dice):
        if not d.get("locked"):
            values[i] = 1 + s.uniform(sides)
    problems = []
    for i, d in enumerate(dice):
        delay = s.uniform(251)
        duration = 500 + s.uniform(501)
        if d["value"] != values[i]:
            problems.append(f"dice[{i}].value {d['value']} != {values[i]}")
        if d.get("delay_ms") != delay:
            problems.append(f"dice[{i}].delay_ms {d.get('delay_ms')} != {delay}")
        if d.get("duration_ms") != duration:
            problems.append(f"dice[{i}].duration_ms {d.get('duration_ms')} != {duration}")
        if not 1 <= d["value"] <= sides:
            problems.append(f"dice[{i}].value {d['value']} outside 1..{sides}")
    total = sum(d["value"] for d in dice)
    if frame.get("total") != total:
        problems.append(f"total {frame.get('total')} != {total}")
    return problems


def derive_wheel(s: Stream, frame):
    options = frame["options"]
    weights = [o["weight"] for o in options]
    total = sum(weights)
    r = s.uniform(total)
    cumulative = 0
    index = len(weights) - 1
    for i, w in enumerate(weights):
        cumulative += w
        if cumulative > r:
            index = i
            break
    turns = 5 + s.uniform(3)
    f = float(50000 + s.uniform(900001)) / 1000000.0
    before = sum(weights[:index])
    start = 360.0 * float(before) / float(total)
    end = 360.0 * float(before + weights[index]) / float(total)
    phi = start + f * (end - start)
    angle = round_angle(float(turns) * 360.0 + (270.0 - phi) % 360.0)
    problems = []
    if frame.get("index") != index:
        problems.append(f"index {frame.get('index')} != {index}")
    if frame.get("label") != options[index]["label"]:
        problems.append(f"label {frame.get('label')!r} != {options[index]['label']!r}")
    if frame.get("turns") != turns:
        problems.append(f"turns {frame.get('turns')} != {turns}")
    got = frame.get("angle_deg")
    if not isinstance(got, (int, float)) or abs(float(got) - angle) > 1e-7:
        problems.append(f"angle_deg {got} != {angle}")
    return problems


def derive_coin(s: Stream, frame):
    side = "heads" if s.uniform(2) == 0 else "tails"
    spins = 5 + s.uniform(3)
    problems = []
    if frame.get("side") != side:
        problems.append(f"side {frame.get('side')} != {side}")
    if frame.get("spins") != spins:
        problems.append(f"spins {frame.get('spins')} != {spins}")
    return problems


DERIVE = {"dice.rolled": derive_dice, "wheel.spun": derive_wheel, "coin.flipped": derive_coin}


# Frames after which the turns-mode table starts fresh (no die can be locked yet).
TABLE_RESETS = {"dice.turn", "dice.config"}


def check_locked(table, room, frame):
    """A locked die is not re-derived: it must keep the value it had in the previous roll of the
    same turn. Records this roll's values for the next check."""
    problems = []
    dice = frame.get("dice") or []
    previous = table.get(room)
    for index, die in enumerate(dice):
        if not die.get("locked"):
            continue
        if previous is None or index >= len(previous):
            problems.append(f"die {index} is locked but nothing was rolled before it in this turn")
        elif die.get("value") != previous[index]:
            problems.append(f"locked die {index} changed from {previous[index]} to {die.get('value')}")
    table[room] = [die.get("value") for die in dice]
    return problems


def describe(frame):
    room = frame.get("room", "?")
    return f"{frame.get('type')} room={room} nonce={frame.get('nonce')}"


def parse_seed(text, what):
    """The seed's bytes, or None after printing a MISMATCH line naming `what`."""
    try:
        return bytes.fromhex(text.strip())
    except ValueError:
        print(f"MISMATCH {what} {text!r}: not hexadecimal")
        return None


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Verify PartyLine provably fair results.")
    parser.add_argument("log", help="saved event log, one server frame per line (NDJSON)")
    parser.add_argument("--server-seed", action="append", default=[], metavar="HEX",
                        help="a revealed server seed (64 hex digits) not in the log; repeat for several "
                             "(seeds revealed in the log by fair.rotated are read from it)")
    args = parser.parse_args(argv)

    passed = failed = 0
    seeds = {}
    for text in args.server_seed:
        raw = parse_seed(text, "seed")
        if raw is None:
            failed += 1
            continue
        seeds[hashlib.sha256(raw).hexdigest()] = raw

    frames = []
    revealed = []  # (line number, frame) of every frame revealing a server seed
    with open(args.log, encoding="utf-8") as log:
        for number, line in enumerate(log, 1):
            line = line.strip()
            if not line:
                continue
            try:
                frame = json.loads(line)
            except json.JSONDecodeError:
                continue
            if isinstance(frame, dict) and frame.get("type") in RESULT_TYPES | TABLE_RESETS:
                frames.append((number, frame))
            elif isinstance(frame, dict) and "revealed_server_seed" in frame:
                revealed.append((number, frame))

    # Seeds revealed in the log: each must hash to the commitment it was revealed for.
    log_seeds = {}
    for number, frame in revealed:
        raw = parse_seed(str(frame.get("revealed_server_seed", "")), f"line {number}: revealed seed")
        if raw is None:
            failed += 1
            continue
        digest = hashlib.sha256(raw).hexdigest()
        expected = str(frame.get("previous_commitment", digest)).lower()
        if digest != expected:
            print(f"MISMATCH line {number}: revealed seed hashes to {digest}, not its commitment {expected}")
            failed += 1
            continue
        if digest not in seeds:
            log_seeds[digest] = number
        seeds[digest] = raw

    commitments_seen = set()
    last_nonce = {}
    table = {}  # room -> die values of the last roll in the current turn (locked dice must keep them)
    for number, frame in frames:
        if frame["type"] in TABLE_RESETS:
            table.pop(frame.get("room", ""), None)
            continue
        what = f"line {number}: {describe(frame)}"
        commitment = str(frame.get("commitment", "")).lower()
        commitments_seen.add(commitment)
        problems = []
        room = frame.get("room", "")
        nonce = frame.get("nonce")
        if not isinstance(nonce, int) or isinstance(nonce, bool):
            problems.append("nonce missing or not an integer")
        else:
            if room in last_nonce and nonce <= last_nonce[room]:
                problems.append(f"nonce {nonce} not greater than previous {last_nonce[room]} in room {room}")
            last_nonce[room] = nonce
        if frame["type"] == "dice.rolled":
            problems += check_locked(table, room, frame)
        seed = seeds.get(commitment)
        if seed is None:
            problems.append(f"no revealed seed for commitment {commitment}")
        if seed is not None and not problems:
            try:
                problems = DERIVE[frame["type"]](Stream(seed, str(frame["client_seed"]), nonce), frame)
            except (KeyError, TypeError, ValueError, IndexError, ZeroDivisionError) as error:
                problems = [f"malformed frame: {error!r}"]
        if problems:
            failed += 1
            print(f"MISMATCH {what}: " + "; ".join(problems))
        else:
            passed += 1
            print(f"OK {what}")

    for commitment in seeds:
        if commitment in log_seeds:
            passed += 1
            print(f"OK seed with commitment {commitment} revealed in the log (line {log_seeds[commitment]})")
        elif commitment in commitments_seen:
            passed += 1
            print(f"OK seed with commitment {commitment} appears in the log")
        else:
            failed += 1
            print(f"MISMATCH seed with commitment {commitment}: no result in the log uses it")

    checked = sum(1 for _, frame in frames if frame["type"] in RESULT_TYPES)
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 and checked > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
