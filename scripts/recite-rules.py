#!/usr/bin/env python3
"""Rewrites citations of the old rules digest ("RULES §4.2", "RULES.md §13.2", "RULES §12 U28", "规则§2.3") into citations of
the rule documents' own sections ("MCR 2006 §3.9.2-2") or of docs/RULINGS.md ("RULINGS §3") for the website's own
decisions.

The digest (RULES.md) lived outside the repository, so a clone could not follow its citations. Each of its sections
says which section of which original document it digests; the table below carries that over once and for all.

Idempotent: a rewritten citation no longer reads "RULES §", so a second run changes nothing. Re-run it after
merging branches that added new "RULES §" citations:

    python3 scripts/recite-rules.py          # rewrites in place, prints what it changed
    python3 scripts/recite-rules.py --check  # exits 1 if any citation is left to rewrite
"""
import os
import re
import sys

# The digest's section -> the original documents' sections (see docs/RULINGS.md §1 for the short names).
SECTIONS = {
    "0": "RULINGS §1",
    "1": "MCR 2006 §3.4",
    "1.1": "MCR 2006 §3.9.2",
    "1.2": "MCR 2006 §3.5.5",
    "2": "MCR 2006 §3.5",
    "2.1": "MCR 2006 §3.5.2-§3.5.4",
    "2.2": "MCR 2006 §3.4.3-§3.4.8",
    "2.3": "MCR 2006 §3.5.6",
    "2.4": "MCR 2006 附件4",
    "2.5": "MCR 2006 附件3",
    "2.6": "RULINGS §4.4",
    "2.7": "MCR 2006 §3.5.7-§3.7",
    "3": "MCR 2006 §3.9.1",
    "3.1": "MCR 2006 §3.9.1-1",
    "3.2": "MCR 2006 §3.9.1-2",
    "3.3": "MCR 2006 §3.9.1",
    "3.4": "MCR 2014 付録5",
    "3.5": "MCR 2006 §3.9.1-4",
    "3.6": "CN trial 第五条三十四",
    "4": "MCR 2006 §3.9.2",
    "4.1": "MCR 2006 §3.9.2-1",
    "4.2": "MCR 2006 §3.9.2-2",
    "4.3": "CN 2017 L119",
    "4.4": "MCR 2006 §3.10.1",
    "4.5": "RULINGS §3.5",
    "5": "MCR 2006 附件1",
    "5.1": "MCR 2006 附件1",
    "5.2": "MCR 2006 §3.9.1-5",
    "5.3": "MCR 2006 附件1",
    "5.4": "RULINGS §2",
    "5.4.1": "RULINGS §2",
    "5.4.2": "RULINGS §2",
    "5.4.3": "RULINGS §2",
    "5.4.4": "RULINGS §2",
    "5.4.5": "RULINGS §2",
    "5.5": "RULINGS §2",
    "5.6": "MCR 2006 附件8",
    "6": "MCR 2006 §3.11",
    "6.1": "MCR 2006 §3.11.1-§3.11.5",
    "6.2": "MCR 2006 §3.11.2-1",
    "6.3": "MCR 2006 §3.11.6",
    "7": "MCR 2006 §3.12-§3.13",
    "8": "Swiss rules",
    "8.1": "Swiss §1",
    "8.2": "Swiss §3-§4",
    "8.3": "Swiss §5",
    "8.4": "Swiss §6",
    "8.5": "Swiss §7",
    "8.6": "Swiss §7.7",
    "8.7": "Swiss score sheets",
    "9": "CN trial rules",
    "9.1": "CN trial 第六条",
    "9.2": "CN trial 第九条",
    "9.3": "CN trial 第九条",
    "10": "MCR 2014 付録9",
    "10.1": "MCR 2014 付録9 §2-§3",
    "10.2": "MCR 2014 付録9 §4.1-§4.5",
    "10.3": "MCR 2014 付録9 §4.6",
    "10.4": "MCR 2014 付録9 §4.7",
    "10.5": "MCR 2014 付録9 §5",
    "10.6": "MCR 2014 付録9 §6-§8",
    "11": "MCR 2006 附件2-附件8",
    "11.1": "MCR 2006 附件2",
    "11.2": "MCR 2006 附件3",
    "11.3": "MCR 2006 附件4",
    "11.4": "MCR 2006 附件5",
    "11.5": "MCR 2006 附件6",
    "11.6": "MCR 2006 附件7",
    "11.7": "MCR 2006 附件8",
    "11.8": "Swiss score sheets",
    "11.9": "MCR 2014 付録10",
    "12": "RULINGS",
    "12.1": "RULINGS §2",
    "12.2": "RULINGS",
    "13": "RULINGS",
    "13.1": "RULINGS §2",
    "13.2": "RULINGS §3",
    "13.3": "RULINGS §4",
    "13.4": "RULINGS §5",
    "13.5": "RULINGS §6",
    "13.6": "RULINGS §7",
}

# The digest's register of open points (§12): each to the section of docs/RULINGS.md that decides it.
OPEN_POINTS = {
    "U1": "RULINGS §1", "U2": "RULINGS §8", "U3": "RULINGS §8", "U4": "RULINGS §8.2", "U5": "RULINGS §3.5",
    "U6": "RULINGS §4.4", "U7": "RULINGS §4.3", "U8": "RULINGS §3.1", "U9": "RULINGS §3.4", "U10": "RULINGS §3.3",
    "U11": "RULINGS §3", "U12": "RULINGS §3.2", "U13": "RULINGS §8.5", "U14": "RULINGS §2", "U15": "RULINGS §2",
    "U16": "RULINGS §2", "U17": "RULINGS §2", "U18": "RULINGS §4.1", "U19": "RULINGS §9", "U20": "RULINGS §9",
    "U21": "RULINGS §5", "U22": "RULINGS §2", "U23": "RULINGS §8", "U24": "RULINGS §8.4", "U25": "RULINGS §1",
    "U26": "RULINGS §2", "U27": "RULINGS §7", "U28": "RULINGS §6", "U29": "RULINGS §1",
    "C14": "RULINGS §3.4", "C15": "RULINGS §4", "C16": "RULINGS §4", "C17": "RULINGS §4", "C18": "RULINGS §4",
    "C19": "RULINGS §4", "C20": "RULINGS §4", "C21": "RULINGS §4", "C22": "RULINGS §4.3", "C27": "RULINGS §6",
    "C29": "RULINGS §8.2",
}

# "RULES §4.2", "RULES.md §13.2", "RULES §12 U28", "RULES §12.1 C6", and the sections listed after one
# ("RULES §7, §13.4", "RULES §6 and §11.5"); never "RULINGS §3".
ONE = r"§(\d+(?:\.\d+)*)(?: ([UC]\d+)\b)?"
CITATION = re.compile(r"(?:\bRULES(?:\.md)? |规则|規則)" + ONE + r"((?:(?:, | and | or |/)" + ONE + r")*)")
# A digest section cited bare after one of the documents' ("000 §3.12.2, §13.4") or in brackets ("(§13.3)"): only
# the digest's own sections 8 and 10-13 are read so, as the documents number their articles 1-3 (and 付録9's items,
# cited after the appendix, never follow a bracket or a comma).
BARE = re.compile(r"(?:(?<=[(（])|(?<=, )|(?<=; )|(?<=/ )|(?<=\| )|(?<=of ))§(1[0-3](?:\.\d+)*|8(?:\.\d+)*)\b")
FOLLOWING = re.compile(r"(, | and | or |/)" + ONE)

SUFFIXES = (".java", ".html", ".properties", ".md", ".sql", ".js", ".css", ".py", ".sh", ".scala", ".xml",
            ".txt", ".json", ".csv")
SKIP_DIRS = {".git", "target", "node_modules"}
SKIP_FILES = {os.path.join("scripts", "recite-rules.py"), os.path.join("docs", "RULINGS.md")}


def replacement(match):
    cited = [one(match.group(1), match.group(2))]
    for more in FOLLOWING.finditer(match.group(3) or ""):
        target = one(more.group(2), more.group(3))
        if target not in cited:
            cited.append(target)
    return ", ".join(cited)


def one(section, point):
    if point is not None:
        if point in OPEN_POINTS:
            return OPEN_POINTS[point]
        return "RULINGS §2"  # the remaining contradictions (C1-C13, C23-C26, C28) are the scoring profiles
    while section not in SECTIONS and "." in section:
        section = section.rsplit(".", 1)[0]
    if section not in SECTIONS:
        raise SystemExit(f"no mapping for RULES §{section}: add it to SECTIONS")
    return SECTIONS[section]


def files(root):
    for directory, dirs, names in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS)
        for name in sorted(names):
            path = os.path.join(directory, name)
            # A migration once applied is never edited: Flyway checks every applied migration's checksum at start,
            # so a changed comment would stop every existing database from starting (UpgradeTest).
            if os.path.join("db", "migration") in directory:
                continue
            if name.endswith(SUFFIXES) and os.path.relpath(path, root) not in SKIP_FILES:
                yield path


def main():
    check = "--check" in sys.argv[1:]
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    changed = 0
    for path in files(root):
        try:
            with open(path, encoding="utf-8") as f:
                text = f.read()
        except UnicodeDecodeError:
            continue
        rewritten, count = CITATION.subn(replacement, text)
        rewritten, bare = BARE.subn(lambda m: one(m.group(1), None), rewritten)
        count += bare
        if count:
            changed += count
            print(f"{os.path.relpath(path, root)}: {count}")
            if not check:
                with open(path, "w", encoding="utf-8", newline="") as f:
                    f.write(rewritten)
    print(f"{changed} citation(s) {'left to rewrite' if check else 'rewritten'}")
    return 1 if check and changed else 0


if __name__ == "__main__":
    sys.exit(main())
