#!/usr/bin/env python3
"""Draws scripts/bench-plies' TSV as an SVG line chart: mean seconds per position against the
ply, log scale, one line per solver (standard library only).

usage: scripts/plot-plies.py PLIES.tsv OUT.svg
"""
import math
import sys
from html import escape

WIDTH, HEIGHT = 720, 420
LEFT, RIGHT, TOP, BOTTOM = 70, 170, 30, 50
COLOURS = ["#888888", "#d62728", "#1f77b4", "#2ca02c", "#17becf", "#ff7f0e", "#9467bd"]
NAMES = {"pons": "reference (Pons)", "bitbully": "BitBully", "c4_1": "c4, 1 thread",
         "c4_2": "c4, 2 threads", "c4_1w": "c4, 1 thread, warm",
         "c4_2w": "c4, 2 threads, warm", "c4_book": "c4 with the book"}


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    with open(sys.argv[1], encoding="utf-8") as f:
        rows = [line.rstrip("\n").split("\t") for line in f if line.strip()]
    header, data = rows[0], rows[1:]
    if not data:
        sys.exit("plot-plies: no rows in " + sys.argv[1])
    plies = [int(r[0]) for r in data]
    series = [(header[i], [float(r[i]) for r in data]) for i in range(2, len(header))]
    values = [v for _, vs in series for v in vs if v > 0]
    lo = math.floor(math.log10(min(values)))
    hi = math.ceil(math.log10(max(values)))
    pw, ph = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def x(ply):
        return LEFT + (ply - plies[0]) * pw / max(1, plies[-1] - plies[0])

    def y(v):
        return TOP + ph - (math.log10(v) - lo) * ph / max(1, hi - lo)

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" font-family="sans-serif" font-size="12">',
           f'<rect width="{WIDTH}" height="{HEIGHT}" fill="white"/>',
           f'<text x="{LEFT}" y="18" font-size="14">Mean solve time per position by ply (log scale; table cleared before each)</text>']
    for e in range(lo, hi + 1):
        yy = y(10 ** e)
        out.append(f'<line x1="{LEFT}" y1="{yy:.1f}" x2="{LEFT + pw}" y2="{yy:.1f}" stroke="#dddddd"/>')
        label = f"{10 ** e:g} s"
        out.append(f'<text x="{LEFT - 6}" y="{yy + 4:.1f}" text-anchor="end">{escape(label)}</text>')
    for p in plies:
        out.append(f'<text x="{x(p):.1f}" y="{TOP + ph + 18}" text-anchor="middle">{p}</text>')
    out.append(f'<text x="{LEFT + pw / 2}" y="{HEIGHT - 10}" text-anchor="middle">ply (stones on the board)</text>')
    for k, (name, vs) in enumerate(series):
        colour = COLOURS[k % len(COLOURS)]
        points = " ".join(f"{x(p):.1f},{y(max(v, 10 ** lo)):.1f}" for p, v in zip(plies, vs))
        out.append(f'<polyline points="{points}" fill="none" stroke="{colour}" stroke-width="2"/>')
        ly = TOP + 16 * k
        out.append(f'<line x1="{LEFT + pw + 12}" y1="{ly}" x2="{LEFT + pw + 32}" y2="{ly}" stroke="{colour}" stroke-width="2"/>')
        out.append(f'<text x="{LEFT + pw + 36}" y="{ly + 4}">{escape(NAMES.get(name, name))}</text>')
    out.append("</svg>")
    with open(sys.argv[2], "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
