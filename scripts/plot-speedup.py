#!/usr/bin/env python3
"""Draws scripts/bench-span's TSV as an SVG chart: speed-up against threads (both log 2), the
span probe's prediction per set for the YBW rules as lines (a colour per set; ybw16 solid, ybw20
dashed), the ideal (P) dashed grey, and measured speed-ups, if given, as points (standard
library only).

usage: scripts/plot-speedup.py SPAN.tsv OUT.svg [MEASURED.tsv]
  MEASURED.tsv: lines LABEL<TAB>THREADS<TAB>SPEEDUP (a header line starting with 'label' is skipped)
"""
import math
import sys
from html import escape

WIDTH, HEIGHT = 760, 440
LEFT, RIGHT, TOP, BOTTOM = 60, 250, 30, 50
COLOURS = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b", "#e377c2"]
THREADS = [1, 2, 4, 8, 16, 64]
RULES = ["ybw16", "ybw20"]  # the eager rules predict < 1 and would only flatten the chart


def read_span(path):
    curves = []
    with open(path, encoding="utf-8") as f:
        header = f.readline().rstrip("\n").split("\t")
        for line in f:
            row = dict(zip(header, line.rstrip("\n").split("\t")))
            if row["rule"] not in RULES:
                continue
            ys = [1.0] + [float(row["x" + str(p)]) for p in THREADS[1:]]
            curves.append((row["set"], row["rule"], ys))
    return curves


def read_measured(path):
    points = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            cells = line.rstrip("\n").split("\t")
            if len(cells) != 3 or cells[0] == "label":
                continue
            points.append((cells[0], int(cells[1]), float(cells[2])))
    return points


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    curves = read_span(sys.argv[1])
    points = read_measured(sys.argv[3]) if len(sys.argv) == 4 else []
    top = max(THREADS)

    def x(p):
        return LEFT + (WIDTH - LEFT - RIGHT) * math.log2(p) / math.log2(top)

    def y(s):
        s = max(1.0, min(top, s))
        return HEIGHT - BOTTOM - (HEIGHT - TOP - BOTTOM) * math.log2(s) / math.log2(top)

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
           f'font-family="sans-serif" font-size="12">',
           f'<rect width="{WIDTH}" height="{HEIGHT}" fill="white"/>',
           f'<text x="{LEFT}" y="18" font-size="14">Speed-up against threads: span probe (lines), '
           f'measured (points)</text>']
    for p in THREADS:
        out.append(f'<line x1="{x(p):.1f}" y1="{TOP}" x2="{x(p):.1f}" y2="{HEIGHT - BOTTOM}" stroke="#eee"/>')
        out.append(f'<text x="{x(p):.1f}" y="{HEIGHT - BOTTOM + 16}" text-anchor="middle">{p}</text>')
        out.append(f'<line x1="{LEFT}" y1="{y(p):.1f}" x2="{WIDTH - RIGHT}" y2="{y(p):.1f}" stroke="#eee"/>')
        out.append(f'<text x="{LEFT - 6}" y="{y(p) + 4:.1f}" text-anchor="end">{p}x</text>')
    out.append(f'<text x="{(LEFT + WIDTH - RIGHT) / 2:.0f}" y="{HEIGHT - 12}" text-anchor="middle">threads</text>')
    out.append(f'<line x1="{x(1):.1f}" y1="{y(1):.1f}" x2="{x(top):.1f}" y2="{y(top):.1f}" stroke="#999" '
               f'stroke-dasharray="4 4"/>')
    legend = [("ideal (P)", "#999", "dash"), ("ybw16 (solid), ybw20 (dashed)", "#444", "line")]
    sets = []
    for label, _, _ in curves:
        if label not in sets:
            sets.append(label)
    for label, rule, ys in curves:
        colour = COLOURS[sets.index(label) % len(COLOURS)]
        path = " ".join(f"{x(p):.1f},{y(s):.1f}" for p, s in zip(THREADS, ys))
        dash = ' stroke-dasharray="8 3"' if rule == "ybw20" else ""
        out.append(f'<polyline points="{path}" fill="none" stroke="{colour}" stroke-width="2"{dash}/>')
    for i, label in enumerate(sets):
        legend.append((label, COLOURS[i % len(COLOURS)], "line"))
    for i, (label, p, s) in enumerate(points):
        colour = "#000"
        out.append(f'<circle cx="{x(p):.1f}" cy="{y(s):.1f}" r="4" fill="none" stroke="{colour}" stroke-width="1.5"/>')
        out.append(f'<text x="{x(p) + 6:.1f}" y="{y(s) + 4:.1f}" font-size="10">{escape(label)}</text>')
    for i, (label, colour, kind) in enumerate(legend):
        ly = TOP + 10 + 18 * i
        lx = WIDTH - RIGHT + 15
        dash = ' stroke-dasharray="4 4"' if kind == "dash" else ""
        out.append(f'<line x1="{lx}" y1="{ly}" x2="{lx + 25}" y2="{ly}" stroke="{colour}" stroke-width="2"{dash}/>')
        out.append(f'<text x="{lx + 32}" y="{ly + 4}">{escape(label)}</text>')
    out.append("</svg>")
    with open(sys.argv[2], "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
