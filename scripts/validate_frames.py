#!/usr/bin/env python3
"""Validate PartyLine frames against Protocol/schema/.

Usage:
    python3 scripts/validate_frames.py LOG.ndjson [LOG2.ndjson ...]
    python3 scripts/validate_frames.py --requests REQUESTS.ndjson [...]

Each non-empty line must be one JSON object: a server frame (validated against
Protocol/schema/server-frame.json) or, with --requests, a client request (validated against
Protocol/schema/client-request.json). Failures are printed as FILE:LINE: reason. The last
line is "N passed, M failed". The exit status is 0 only when nothing failed and at least
one frame was checked.

Needs the `jsonschema` package (4.18 or newer, which brings `referencing`).
"""
import argparse
import json
import pathlib
import sys

try:
    from jsonschema import Draft202012Validator
    from referencing import Registry, Resource
    from referencing.jsonschema import DRAFT202012
except ImportError:  # pragma: no cover - environment problem, not a validation failure
    sys.exit("validate_frames.py needs the 'jsonschema' package (pip install 'jsonschema>=4.18')")

SCHEMA_DIR = pathlib.Path(__file__).resolve().parent.parent / "Protocol" / "schema"


def load_registry(schema_dir: pathlib.Path):
    """Every schema file, registered under its $id (and its path relative to schema_dir)."""
    registry = Registry()
    by_path = {}
    for path in sorted(schema_dir.rglob("*.json")):
        contents = json.loads(path.read_text(encoding="utf-8"))
        resource = Resource.from_contents(contents, default_specification=DRAFT202012)
        rel = path.relative_to(schema_dir).as_posix()
        registry = registry.with_resource(contents.get("$id", rel), resource)
        by_path[rel] = contents
    return registry, by_path


def describe(error) -> str:
    where = "/".join(str(p) for p in error.absolute_path) or "(frame)"
    return f"{where}: {error.message}"


def validate_file(path: str, validator, counts: dict) -> None:
    try:
        handle = open(path, encoding="utf-8")
    except OSError as e:
        print(f"{path}: cannot read: {e}")
        counts["failed"] += 1
        return
    with handle:
        for number, raw in enumerate(handle, start=1):
            line = raw.rstrip("\r\n")
            if not line.strip():
                continue
            try:
                frame = json.loads(line)
            except json.JSONDecodeError as e:
                print(f"{path}:{number}: not JSON: {e}")
                counts["failed"] += 1
                continue
            errors = sorted(validator.iter_errors(frame), key=lambda e: list(e.absolute_path))
            if errors:
                counts["failed"] += 1
                kind = frame.get("type", "?") if isinstance(frame, dict) else "?"
                for e in errors[:5]:
                    print(f"{path}:{number}: [{kind}] {describe(e)}")
            else:
                counts["passed"] += 1


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Validate PartyLine NDJSON frames against Protocol/schema.")
    parser.add_argument("files", nargs="+", help="NDJSON files, one frame per line")
    parser.add_argument("--requests", action="store_true",
                        help="validate client requests (client-request.json) instead of server frames")
    parser.add_argument("--schema-dir", default=str(SCHEMA_DIR), help="schema folder (default: Protocol/schema)")
    args = parser.parse_args(argv)

    registry, by_path = load_registry(pathlib.Path(args.schema_dir))
    root = by_path["client-request.json" if args.requests else "server-frame.json"]
    Draft202012Validator.check_schema(root)
    validator = Draft202012Validator(root, registry=registry)

    counts = {"passed": 0, "failed": 0}
    for path in args.files:
        validate_file(path, validator, counts)
    print(f"{counts['passed']} passed, {counts['failed']} failed")
    return 0 if counts["failed"] == 0 and counts["passed"] > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
