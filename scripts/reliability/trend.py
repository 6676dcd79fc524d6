"""Trends in a soak's samples, and their plot.

After the warm-up (the first `warmup` fraction of the run), each series gets a least-squares
line. A series *grows* when the rise that line predicts over the measured span is larger than
both the noise (three times the spread of the samples around the line) and the series' own
allowance (`BOUNDS`: a few MB of RSS, a few descriptors or threads, some milliseconds). So a
leak must be steady and larger than what the load itself moves up and down.

`svg(...)` draws the series one above the other against minutes, as plain SVG (no plotting
library), with the warm-up shaded and each panel titled with its fitted slope.
"""

import csv
import statistics

# series: (label, unit, scale from the CSV value, allowance over the span in that unit)
SERIES = {
    "rss_kb": ("RSS", "MB", 1 / 1024, 8.0),
    "fds": ("open descriptors", "", 1, 8.0),
    "threads": ("threads", "", 1, 2.0),
    "lag_ms": ("event-loop lag (worst ping)", "ms", 1, 50.0),
    "p99_ms": ("chat p99 (canary)", "ms", 1, 50.0),
}


def read(path):
    with open(path) as f:
        return list(csv.DictReader(f))


def fit(xs, ys):
    """Slope, intercept and the residuals' standard deviation of a least-squares line."""
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    sxx = sum((x - mx) ** 2 for x in xs) or 1.0
    slope = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sxx
    intercept = my - slope * mx
    residuals = [y - (slope * x + intercept) for x, y in zip(xs, ys)]
    return slope, intercept, statistics.pstdev(residuals) if len(residuals) > 1 else 0.0


def analyse(rows, warmup=0.2):
    """Per series: slope per minute, the rise over the measured span, the bound, and whether it grows."""
    out = {}
    start = int(len(rows) * warmup)
    measured = rows[start:]
    for key, (label, unit, scale, allowance) in SERIES.items():
        points = [(int(r["seconds"]) / 60, float(r[key]) * scale) for r in measured if r.get(key) not in (None, "")]
        if len(points) < 3:
            continue
        xs, ys = zip(*points)
        slope, _, noise = fit(xs, ys)
        span = xs[-1] - xs[0]
        rise = slope * span
        bound = max(3 * noise, allowance)
        out[key] = {"label": label, "unit": unit, "slope_per_min": slope, "rise": rise, "bound": bound,
                    "mean": statistics.fmean(ys), "max": max(ys), "grows": rise > bound, "span_min": span}
    return out


def describe(result):
    lines = []
    for key, r in result.items():
        lines.append(f"  {r['label']:<28} mean {r['mean']:.1f} {r['unit']}, max {r['max']:.1f}; slope {r['slope_per_min']:+.3f} "
                     f"{r['unit']}/min, rise over {r['span_min']:.0f} min {r['rise']:+.1f} (bound {r['bound']:.1f})"
                     f"{'  GROWS' if r['grows'] else ''}")
    return "\n".join(lines)


def svg(rows, result, title, warmup=0.2, width=760, panel=120):
    """The samples as an SVG document (a string)."""
    keys = [k for k in SERIES if k in result]
    height = 40 + panel * len(keys) + 30
    left, right = 70, width - 20
    minutes = [int(r["seconds"]) / 60 for r in rows]
    tmax = max(minutes) if minutes else 1
    x = lambda m: left + (right - left) * m / (tmax or 1)  # noqa: E731
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="sans-serif" font-size="11">',
             f'<rect width="{width}" height="{height}" fill="white"/>',
             f'<text x="{left}" y="20" font-size="14" font-weight="bold">{title}</text>']
    warm = minutes[int(len(minutes) * warmup)] if minutes else 0
    for i, key in enumerate(keys):
        label, unit, scale, _ = SERIES[key]
        top = 40 + i * panel
        bottom = top + panel - 30
        points = [(int(r["seconds"]) / 60, float(r[key]) * scale) for r in rows if r.get(key) not in (None, "")]
        if not points:
            continue
        lo, hi = min(y for _, y in points), max(y for _, y in points)
        lo, hi = (0, hi * 1.1 or 1) if lo >= 0 and lo < hi * 0.5 else (lo - (hi - lo) * 0.1 - 0.5, hi + (hi - lo) * 0.1 + 0.5)
        y = lambda v: bottom - (bottom - top) * (v - lo) / ((hi - lo) or 1)  # noqa: E731
        r = result[key]
        parts.append(f'<rect x="{left}" y="{top}" width="{x(warm) - left:.1f}" height="{bottom - top}" fill="#eee"/>')
        parts.append(f'<rect x="{left}" y="{top}" width="{right - left}" height="{bottom - top}" fill="none" stroke="#999"/>')
        parts.append(f'<text x="{left}" y="{top - 4}">{label}{f" ({unit})" if unit else ""}: slope {r["slope_per_min"]:+.3f}/min '
                     f'after warm-up, rise {r["rise"]:+.1f} (bound {r["bound"]:.1f}){" — GROWS" if r["grows"] else ""}</text>')
        for v in (lo, hi):
            parts.append(f'<text x="{left - 6}" y="{y(v) + 4:.1f}" text-anchor="end">{v:.0f}</text>')
        path = " ".join(f"{'M' if j == 0 else 'L'}{x(m):.1f},{y(v):.1f}" for j, (m, v) in enumerate(points))
        parts.append(f'<path d="{path}" fill="none" stroke="#1f6fb2" stroke-width="1.3"/>')
    axis = 40 + panel * len(keys)
    for m in range(0, int(tmax) + 1, max(1, int(tmax) // 10 or 1)):
        parts.append(f'<text x="{x(m):.1f}" y="{axis}" text-anchor="middle">{m}</text>')
    parts.append(f'<text x="{(left + right) / 2}" y="{axis + 16}" text-anchor="middle">minutes (shaded: warm-up)</text>')
    parts.append("</svg>")
    return "\n".join(parts)
