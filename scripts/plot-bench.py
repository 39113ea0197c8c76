#!/usr/bin/env python3
"""Draws JMH JSON results as an SVG bar chart with error bars (standard library only).

usage: scripts/plot-bench.py RESULTS.json [OUT.svg]     (default OUT: RESULTS with .svg)

One panel per score unit (ns/op, ops/s, ...), one horizontal bar per benchmark and parameter
set; the error bar is JMH's score error (its 99.9% confidence half-width). Bars and error bars
never extend below zero.
"""
import json
import sys
from html import escape

BAR_HEIGHT = 18
BAR_GAP = 6
LABEL_WIDTH = 360
PLOT_WIDTH = 460
VALUE_WIDTH = 170
PANEL_TITLE = 28
MARGIN = 16


def load(path):
    """The benchmark rows: (label, unit, score, error); raises ValueError naming the problem."""
    with open(path, encoding="utf-8") as f:
        try:
            data = json.load(f)
        except json.JSONDecodeError as e:
            raise ValueError(f"{path}: not JSON ({e})")
    if not isinstance(data, list):
        raise ValueError(f"{path}: expected a JSON list of JMH results")
    rows = []
    for i, run in enumerate(data):
        try:
            name = run["benchmark"].split(".")
            label = ".".join(name[-2:])
            params = run.get("params") or {}
            if params:
                label += " (" + ", ".join(f"{k}={v}" for k, v in sorted(params.items())) + ")"
            metric = run["primaryMetric"]
            score = float(metric["score"])
            error = metric.get("scoreError")
            error = 0.0 if error in (None, "NaN") else float(error)
            if error != error:  # NaN: a single iteration
                error = 0.0
            rows.append((label, metric["scoreUnit"], score, error))
        except (KeyError, TypeError, ValueError) as e:
            raise ValueError(f"{path}: result {i + 1} lacks a field JMH writes ({e})")
    return rows


def fmt(x):
    if x == 0:
        return "0"
    if abs(x) >= 1000:
        return f"{x:,.0f}"
    if abs(x) >= 10:
        return f"{x:.1f}"
    return f"{x:.3g}"


def svg(rows, title):
    panels = {}
    for row in rows:
        panels.setdefault(row[1], []).append(row)
    width = MARGIN * 2 + LABEL_WIDTH + PLOT_WIDTH + VALUE_WIDTH
    parts = []
    y = MARGIN + 20
    parts.append(f'<text x="{MARGIN}" y="{y}" font-size="16" font-weight="bold">{escape(title)}</text>')
    y += 12
    for unit, group in panels.items():
        y += PANEL_TITLE
        parts.append(f'<text x="{MARGIN}" y="{y - 8}" font-size="13" font-weight="bold">{escape(unit)}</text>')
        top = max(score + error for _, _, score, error in group) or 1.0
        x0 = MARGIN + LABEL_WIDTH
        for label, _, score, error in group:
            w = max(0.0, score) / top * PLOT_WIDTH
            cy = y + BAR_HEIGHT / 2
            parts.append(f'<text x="{x0 - 8}" y="{cy + 4}" font-size="12" text-anchor="end">{escape(label)}</text>')
            parts.append(f'<rect x="{x0}" y="{y}" width="{w:.1f}" height="{BAR_HEIGHT}" fill="#4e79a7"/>')
            if error > 0:
                lo = max(0.0, score - error) / top * PLOT_WIDTH
                hi = (score + error) / top * PLOT_WIDTH
                parts.append(f'<line x1="{x0 + lo:.1f}" y1="{cy}" x2="{x0 + hi:.1f}" y2="{cy}" stroke="#222" stroke-width="1.5"/>')
                for end in (lo, hi):
                    parts.append(f'<line x1="{x0 + end:.1f}" y1="{cy - 5}" x2="{x0 + end:.1f}" y2="{cy + 5}" stroke="#222" stroke-width="1.5"/>')
            text = fmt(score) + (f" \u00b1 {fmt(error)}" if error > 0 else "")
            parts.append(f'<text x="{x0 + PLOT_WIDTH + 8}" y="{cy + 4}" font-size="12">{escape(text)}</text>')
            y += BAR_HEIGHT + BAR_GAP
        parts.append(f'<line x1="{x0}" y1="{y - len(group) * (BAR_HEIGHT + BAR_GAP) - 2}" x2="{x0}" y2="{y - BAR_GAP + 2}" stroke="#000"/>')
    height = y + MARGIN
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'font-family="sans-serif">\n<rect width="100%" height="100%" fill="white"/>\n'
            + "\n".join(parts) + "\n</svg>\n")


def main(argv):
    if len(argv) not in (2, 3) or argv[1] in ("-h", "--help"):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    source = argv[1]
    target = argv[2] if len(argv) == 3 else (source[:-5] if source.endswith(".json") else source) + ".svg"
    try:
        rows = load(source)
    except (OSError, ValueError) as e:
        print(f"plot-bench: {e}", file=sys.stderr)
        return 1
    if not rows:
        print(f"plot-bench: {source}: no results to draw", file=sys.stderr)
        return 1
    with open(target, "w", encoding="utf-8") as f:
        f.write(svg(rows, "JMH results: " + source.split("/")[-1]))
    print(target)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
