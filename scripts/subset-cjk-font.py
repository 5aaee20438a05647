#!/usr/bin/env python3
"""Builds the web fonts that let Chinese and Japanese show on a machine without CJK fonts (issue 15).

It collects every CJK character the site itself writes (the message bundles, the fan and pattern names in the
engine, the demo's names) and cuts Noto Sans CJK (SIL Open Font License 1.1, Debian's fonts-noto-cjk) down to
them, once with the Simplified Chinese glyph forms and once with the Japanese ones, as WOFF2 under static/fonts/.
Names typed in by users that fall outside the subset use the system's fonts (the fallback stack in site.css).

Needs Debian's fonts-noto-cjk, python3-fonttools and python3-brotli:
    apt-get install -y fonts-noto-cjk python3-fonttools python3-brotli
    /usr/bin/python3 scripts/subset-cjk-font.py
"""
import pathlib
import re

from fontTools import subset
from fontTools.ttLib import TTCollection

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCES = [
    ("web/src/main/resources/messages", "*.properties"),
    ("engine/src/main/java", "*.java"),
    ("db/src/main/java/org/mahjongresults/db/demo", "*.java"),
    ("templates", "*.html"),
]
TTC = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
FACES = {"mr-cjk-sc": 2, "mr-cjk-jp": 0}  # the collection's Simplified Chinese and Japanese faces
# CJK punctuation, kana, ideographs, full-width forms
CJK = re.compile("[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]")


def characters():
    found = set()
    for folder, pattern in SOURCES:
        for path in (ROOT / folder).rglob(pattern):
            found.update(CJK.findall(path.read_text(encoding="utf-8")))
    return sorted(found)


def main():
    chars = characters()
    out = ROOT / "static" / "fonts"
    out.mkdir(parents=True, exist_ok=True)
    collection = TTCollection(TTC)
    for name, index in FACES.items():
        font = collection.fonts[index]
        options = subset.Options()
        options.flavor = "woff2"
        options.layout_features = ["locl", "vert", "palt"]
        options.name_IDs = ["*"]
        options.notdef_outline = True
        options.hinting = False
        subsetter = subset.Subsetter(options)
        subsetter.populate(unicodes=[ord(c) for c in chars])
        subsetter.subset(font)
        target = out / (name + ".woff2")
        font.flavor = "woff2"
        font.save(target)
        print(name, len(chars), "characters,", target.stat().st_size, "bytes")
        collection = TTCollection(TTC)  # fresh faces: subsetting changes the shared tables
    # The characters the fonts hold, for CjkFontCoverageTest: a new message with a character outside them fails it.
    coverage = ROOT / "web" / "src" / "test" / "resources" / "fonts" / "cjk-subset.txt"
    coverage.parent.mkdir(parents=True, exist_ok=True)
    coverage.write_text("".join(chars) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
