#!/usr/bin/env python3
"""One-off conversion of the Swift word lists and question bank into pack files.

Reads Sources/PartyCore/GuessOrPass/Words/Words+*.swift and
Sources/PartyCore/WouldYouRather/Bank/Questions+*.swift and writes Packs/en/*.json,
keeping every word (in order) and every question id. Run from the repository root.
"""
import json, pathlib, re

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "Packs" / "en"
GOP_TITLES = {"animals": "Animals", "food": "Food", "sports": "Sports", "technology": "Technology",
              "music": "Music", "nature": "Nature"}
WYR_FILES = {"superpowers": "Superpowers", "lifestyle": "Lifestyle", "silly": "Silly",
             "philosophical": "Philosophical", "daily_life": "DailyLife", "fantasy": "Fantasy"}
WYR_TITLES = {"superpowers": "Superpowers", "lifestyle": "Lifestyle", "silly": "Silly dilemmas",
              "philosophical": "Philosophical", "daily_life": "Daily life", "fantasy": "Fantasy"}
# Words and questions honestly not for every family table (mildly gross or scary).
NOT_FAMILY_SAFE = {"cockroach"}


def header(pack_id, game, category, title):
    return (f'{{\n  "id": {json.dumps(pack_id)},\n  "language": "en",\n  "game": "{game}",\n'
            f'  "category": "{category}",\n  "title": {json.dumps(title)},\n  "items": [\n')


def write(path, head, lines):
    path.write_text(head + ",\n".join(lines) + "\n  ]\n}\n", encoding="utf-8")


def words():
    for category, title in GOP_TITLES.items():
        src = ROOT / f"Sources/PartyCore/GuessOrPass/Words/Words+{title}.swift"
        body = src.read_text().split('"""')[1]
        items = [w.strip() for w in body.splitlines() if w.strip()]
        lines = [f'    {json.dumps({"word": w, "family_safe": False}, ensure_ascii=False)}' if w in NOT_FAMILY_SAFE
                 else f"    {json.dumps(w, ensure_ascii=False)}" for w in items]
        write(OUT / f"gop-{category}.json", header(f"en-gop-{category}", "guess_or_pass", category, title), lines)


def questions():
    row = re.compile(r'^\s*\("([a-z]{2}-\d{3})", "((?:[^"\\]|\\.)*)", "((?:[^"\\]|\\.)*)"\),\s*$')
    for category, name in WYR_FILES.items():
        src = ROOT / f"Sources/PartyCore/WouldYouRather/Bank/Questions+{name}.swift"
        lines = []
        for line in src.read_text().splitlines():
            m = row.match(line)
            if m:
                item = {"id": m[1], "a": m[2], "b": m[3]}
                if m[1] in NOT_FAMILY_SAFE:
                    item["family_safe"] = False
                lines.append(f"    {json.dumps(item, ensure_ascii=False)}")
        write(OUT / f"wyr-{category}.json",
              header(f"en-wyr-{category}", "would_you_rather", category, WYR_TITLES[category]), lines)


if __name__ == "__main__":
    OUT.mkdir(parents=True, exist_ok=True)
    words()
    questions()
