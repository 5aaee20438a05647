#!/usr/bin/env python3
"""Draws the project's own tile set (issue 15) as small SVG files under static/img/tiles/.

Every tile is a 60 x 80 drawing: an ivory face over a green edge. Characters, winds and dragons are drawn as
strokes on a 20 x 20 grid (no font, so they look the same on every machine and in print), circles and bamboos as
shapes. Run it again after changing a drawing: python3 scripts/draw-tiles.py
"""
import math
import os

OUT = os.path.join(os.path.dirname(__file__), "..", "static", "img", "tiles")
INK = "#1d2b5c"
RED = "#b3261e"
GREEN = "#1f7a4a"
BLUE = "#1d4f91"

# Strokes of the characters on a 20 x 20 grid (SVG path data, drawn with round caps and joins).
GLYPHS = {
    "1": "M2 10H18",
    "2": "M4 6H16M2 15H18",
    "3": "M4 4H16M5 10H15M2 17H18",
    "4": "M3 4V17M3 4H17V17M3 17H17M8 4Q8 11 5 13M12 4V11Q12 12 15 12",
    "5": "M4 3H16M9 3L7 17M5 9H14V17M2 17H18",
    "6": "M10 2L11 5M2 8H18M8 11L4 17M12 11L16 17",
    "7": "M2 10L18 7M8 3V15Q8 18 12 18H17V15",
    "8": "M8 4Q8 13 3 17M12 4Q13 13 18 17",
    "9": "M9 2V10Q9 15 3 18M3 7H14V16Q14 18 16 18H18V15",
    "wan": "M2 4H18M9 4Q8 14 3 18M8 9H15Q15 16 13 18L11 17",
    "E": "M3 5H17M9 2L5 11H16M11 5V17Q11 19 8.5 18M6 13L4 16M14 13L17 16",
    "S": "M3 4H17M10 1V4M4 8V19M4 8H16V18Q16 19 14 19M7 10L8 12M13 10L12 12M6 13H14M10 13V19M6 16H14",
    "W": "M2 3H18M4 7H16V18M4 7V18M4 17H16M8 3V10Q8 12 5 13M12 3V11Q12 12 16 12",
    "N": "M7 2V17M2 8H7M2 17L7 14M13 2V16Q13 18 16 18H18V16M13 10L18 7",
    "C": "M4 6H16V13H4ZM10 1V19",
    "F": "M6 2L4 7H17M13 2L15 4M9 7Q8 15 3 19M8 11H14Q12 16 6 19M9 13Q13 17 18 19",
}


def glyph(key, x, y, scale, colour, width):
    return (f'<path transform="translate({x} {y}) scale({scale})" d="{GLYPHS[key]}" fill="none" stroke="{colour}" '
            f'stroke-width="{width}" stroke-linecap="round" stroke-linejoin="round"/>')


def tile(body, back=False):
    face = "#2f7a5a" if back else "#fbf7ea"
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80" width="60" height="80">'
            '<rect x="2" y="6" width="56" height="72" rx="7" fill="#2f7a5a"/>'
            f'<rect x="2" y="2" width="56" height="72" rx="7" fill="{face}" stroke="#7d7563" stroke-width="1.5"/>'
            + body + '</svg>\n')


def dot(x, y, r, colour):
    return (f'<circle cx="{x}" cy="{y}" r="{r}" fill="{colour}"/>'
            f'<circle cx="{x}" cy="{y}" r="{r * 0.62:.2f}" fill="#fbf7ea"/>'
            f'<circle cx="{x}" cy="{y}" r="{r * 0.32:.2f}" fill="{colour}"/>')


CIRCLES = {
    2: [(30, 22, 11, GREEN), (30, 54, 11, BLUE)],
    3: [(16, 17, 9, BLUE), (30, 38, 9, RED), (44, 59, 9, GREEN)],
    4: [(18, 22, 9.5, BLUE), (42, 22, 9.5, GREEN), (18, 54, 9.5, GREEN), (42, 54, 9.5, BLUE)],
    5: [(17, 19, 8.5, BLUE), (43, 19, 8.5, GREEN), (30, 38, 8.5, RED), (17, 57, 8.5, GREEN), (43, 57, 8.5, BLUE)],
    6: [(18, 16, 8, GREEN), (42, 16, 8, GREEN), (18, 40, 8, RED), (42, 40, 8, RED), (18, 60, 8, RED),
        (42, 60, 8, RED)],
    7: [(14, 13, 7, GREEN), (30, 19, 7, GREEN), (46, 25, 7, GREEN), (19, 44, 7.5, RED), (41, 44, 7.5, RED),
        (19, 62, 7.5, RED), (41, 62, 7.5, RED)],
    8: [(x, y, 7, BLUE) for y in (13, 29, 45, 61) for x in (19, 41)],
    9: [(x, y, 7.5, c) for y, c in ((15, BLUE), (38, RED), (61, GREEN)) for x in (14, 30, 46)],
}


def stick(x, y, colour, h=20):
    top = y - h / 2
    return (f'<rect x="{x - 3.2}" y="{top}" width="6.4" height="{h}" rx="3.2" fill="{colour}"/>'
            f'<path d="M{x - 3.8} {y}H{x + 3.8}M{x} {top + 2.5}V{top + h - 2.5}" stroke="#fbf7ea" '
            f'stroke-width="1.2"/>')


BAMBOOS = {
    2: [(30, 24, BLUE), (30, 52, GREEN)],
    3: [(30, 24, GREEN), (20, 52, BLUE), (40, 52, BLUE)],
    4: [(20, 24, BLUE), (40, 24, GREEN), (20, 52, GREEN), (40, 52, BLUE)],
    5: [(16, 24, GREEN), (44, 24, BLUE), (30, 38, RED), (16, 52, BLUE), (44, 52, GREEN)],
    6: [(x, y, GREEN) for y in (24, 52) for x in (16, 30, 44)],
    7: [(30, 15, RED)] + [(x, y, GREEN) for y in (39, 61) for x in (16, 30, 44)],
    8: [(x, y, GREEN if x in (13, 47) else BLUE) for y in (24, 52) for x in (13, 24.3, 35.7, 47)],
    9: [(x, y, RED if x == 30 else GREEN) for y in (15, 38, 61) for x in (16, 30, 44)],
}

BIRD = ('<path d="M18 52Q14 34 26 26Q34 20 40 26L46 22L43 30Q44 44 34 52Z" fill="' + GREEN + '"/>'
        '<path d="M26 32Q30 44 38 40" fill="none" stroke="#fbf7ea" stroke-width="2"/>'
        '<circle cx="40" cy="27" r="2" fill="#fbf7ea"/><circle cx="40" cy="27" r="1" fill="' + INK + '"/>'
        '<path d="M46 22L52 21L46.5 25Z" fill="' + RED + '"/>'
        '<path d="M20 50L10 66M24 52L18 70M29 52L28 70" stroke="' + RED + '" stroke-width="3" '
        'stroke-linecap="round"/><path d="M30 52V60M36 51L38 60" stroke="' + INK + '" stroke-width="2" '
        'stroke-linecap="round"/>')

WHITE = ('<rect x="12" y="12" width="36" height="52" rx="3" fill="none" stroke="' + BLUE + '" stroke-width="3.5"/>'
         '<rect x="17.5" y="17.5" width="25" height="41" rx="1.5" fill="none" stroke="' + BLUE
         + '" stroke-width="1.5"/>')


def petals(n, r, pr, rx, ry, colour, cx=30, cy=40):
    out = []
    for i in range(n):
        a = 360 * i / n
        x = cx + r * math.sin(math.radians(a))
        y = cy - r * math.cos(math.radians(a))
        out.append(f'<ellipse cx="{x:.1f}" cy="{y:.1f}" rx="{rx}" ry="{ry}" transform="rotate({a:.0f} {x:.1f} '
                   f'{y:.1f})" fill="{colour}"/>')
    return "".join(out)


FLOWERS = {
    # 梅 plum: a branch and a five-petal blossom
    "flower1": '<path d="M12 68Q22 56 30 44M24 54L40 60" stroke="#6b4a2b" stroke-width="3" fill="none" '
               'stroke-linecap="round"/>' + petals(5, 7, 0, 5.5, 5.5, RED, 32, 36)
               + '<circle cx="32" cy="36" r="3" fill="#f2c230"/>',
    # 兰 orchid: three long leaves and a purple flower
    "flower2": '<path d="M30 68Q16 48 14 26M30 68Q32 44 46 28M30 68Q26 52 30 36" stroke="' + GREEN
               + '" stroke-width="2.5" fill="none" stroke-linecap="round"/>'
               + petals(3, 5, 0, 3.5, 6, "#7b3f98", 30, 30) + '<circle cx="30" cy="30" r="2" fill="#f2c230"/>',
    # 菊 chrysanthemum: many narrow petals
    "flower3": petals(14, 10, 0, 2.6, 7, "#e08a12", 30, 40) + petals(8, 5, 0, 2.2, 4.5, "#f2c230", 30, 40)
               + '<circle cx="30" cy="40" r="3" fill="#a4500c"/>',
    # 竹 bamboo: a stalk with nodes and leaves
    "flower4": '<path d="M27 70V12" stroke="' + GREEN + '" stroke-width="5" stroke-linecap="round"/>'
               '<path d="M24 28H30M24 46H30M24 62H30" stroke="#fbf7ea" stroke-width="1.5"/>'
               '<path d="M29 28Q40 20 50 22Q40 28 29 28ZM29 46Q42 42 50 48Q38 52 29 46ZM25 38Q16 32 10 34Q18 42 25 38Z"'
               ' fill="' + GREEN + '"/>',
    # 春 spring: a sprout over the ground
    "season1": '<path d="M12 62H48" stroke="#6b4a2b" stroke-width="3" stroke-linecap="round"/>'
               '<path d="M30 62V36" stroke="' + GREEN + '" stroke-width="3" stroke-linecap="round"/>'
               '<path d="M30 44Q14 44 12 28Q28 28 30 44ZM30 38Q32 22 48 20Q48 36 30 38Z" fill="' + GREEN + '"/>',
    # 夏 summer: the sun
    "season2": '<circle cx="30" cy="40" r="10" fill="#e0620f"/>'
               + "".join(f'<path d="M{30 + 14 * math.sin(math.radians(a)):.1f} {40 - 14 * math.cos(math.radians(a)):.1f}'
                         f'L{30 + 20 * math.sin(math.radians(a)):.1f} {40 - 20 * math.cos(math.radians(a)):.1f}" '
                         f'stroke="#e0620f" stroke-width="3" stroke-linecap="round"/>' for a in range(0, 360, 45)),
    # 秋 autumn: a falling leaf
    "season3": '<path d="M30 18L35 30L46 26L41 38L50 44L38 47L40 60L30 52L20 60L22 47L10 44L19 38L14 26L25 30Z" '
               'fill="#c4471b"/><path d="M30 26V68" stroke="#6b4a2b" stroke-width="2" stroke-linecap="round"/>',
    # 冬 winter: a snowflake
    "season4": "".join(f'<g transform="rotate({a} 30 40)"><path d="M30 40V20M30 26L25 22M30 26L35 22M30 33L26 30M30 33L34 30" '
                       f'stroke="' + BLUE + '" stroke-width="2.4" stroke-linecap="round" fill="none"/></g>'
                       for a in range(0, 360, 60)),
}

BACK = ('<rect x="8" y="8" width="44" height="60" rx="4" fill="none" stroke="#8fc7a8" stroke-width="2"/>'
        '<path d="M30 16L44 38L30 60L16 38Z" fill="none" stroke="#8fc7a8" stroke-width="2"/>'
        '<circle cx="30" cy="38" r="4" fill="#8fc7a8"/>')


def main():
    os.makedirs(OUT, exist_ok=True)
    tiles = {}
    for n in range(1, 10):
        tiles[f"{n}m"] = tile(glyph(str(n), 16, 6, 1.4, INK, 2.4) + glyph("wan", 16, 40, 1.4, RED, 2.4))
        tiles[f"{n}p"] = tile(dot(30, 38, 20, BLUE) + '<circle cx="30" cy="38" r="16.5" fill="none" stroke="'
                              + RED + '" stroke-width="1.5" stroke-dasharray="3 2.2"/>' if n == 1
                              else "".join(dot(*d) for d in CIRCLES[n]))
        tiles[f"{n}s"] = tile(BIRD if n == 1 else "".join(stick(*b) for b in BAMBOOS[n]))
    for wind in "ESWN":
        tiles[wind] = tile(glyph(wind, 8, 16, 2.2, INK, 2.1))
    tiles["C"] = tile(glyph("C", 8, 16, 2.2, RED, 2.3))
    tiles["F"] = tile(glyph("F", 8, 16, 2.2, GREEN, 2.2))
    tiles["P"] = tile(WHITE)
    for name, body in FLOWERS.items():
        number = name[-1]
        colour = RED if name.startswith("flower") else BLUE
        tiles[name] = tile(body + glyph(number, 6, 6, 0.6, colour, 3))
    tiles["back"] = tile(BACK, back=True)
    for name, svg in tiles.items():
        with open(os.path.join(OUT, name + ".svg"), "w", encoding="utf-8", newline="\n") as f:
            f.write(svg)
    print(len(tiles), "tiles written to", os.path.normpath(OUT))


if __name__ == "__main__":
    main()
