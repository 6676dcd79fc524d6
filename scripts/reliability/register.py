"""A value acknowledged last, and the values of requests sent since that may have replaced it.

The kill loop's check at each kill (acked.py) keeps one per thing a later write overwrites: an
RSVP's answer, a room's setting, whether a ban stands. At a kill, the file must hold the value
acknowledged last, or the value of a request sent since (it may have taken effect before the
kill, its answer still on its way). The kill settles those: everything sent before it took
effect or died with the server, so the file's value, when it is one of them, is from then on
the one to keep.
"""

from collections import defaultdict


def same(a, b):
    """Values compare as the server keeps them: 1 and 1.0 are one timer scale."""
    if isinstance(a, bool) or isinstance(b, bool) or a is None or b is None:
        return a == b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return float(a) == float(b)
    return a == b


class Register:
    def __init__(self):
        self.acked = {}                  # key -> (value, t acknowledged)
        self.open = defaultdict(dict)    # key -> {request: (value, t sent)}: no ok or definite refusal yet

    def sent(self, key, request, value, t):
        self.open[key][request] = (value, t)

    def answered(self, key, request, value, t, ok, definite):
        """The answer to `request`: `ok`, or a refusal that is `definite` (nothing changed)."""
        if ok:
            self.acked[key] = (value, t)
        if ok or definite:
            self.open[key].pop(request, None)

    def check(self, found, before, what):
        """Problems (strings) with the values `found(key)` reads from a file a kill at `before` left."""
        problems = []
        for key, (value, t) in list(self.acked.items()):
            if t >= before:
                continue
            held = found(key)
            sent = [v for v, at in self.open[key].values() if at < before]
            if not same(held, value) and not any(same(held, v) for v in sent):
                problems.append(f"{what(key)} = {value} (ok at {t:.3f}), the file has {held}")
                continue
            if not same(held, value):
                self.acked[key] = (held, before)
            self.open[key] = {r: v for r, v in self.open[key].items() if v[1] >= before}
        return problems

    def __len__(self):
        return len(self.acked)
