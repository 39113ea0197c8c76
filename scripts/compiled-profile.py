#!/usr/bin/env python3
"""Annotates a method's last C2-compiled code with perf's samples (for scripts/profile-solve).

The JVM prints compiled code (-XX:CompileCommand=print) as hex when it has no disassembler
plugin; objdump decodes the bytes of the last C2 version's main code, and each instruction gets
the share of all samples whose address is its own (a timer sample lands on the instruction after
the one that stalled, so a slow load shows on its successor).

usage: scripts/compiled-profile.py PRINTED_CODE SAMPLE_ADDRESSES
  PRINTED_CODE: the JVM's output with the method's compiled code; SAMPLE_ADDRESSES: one hex
  address a line (`perf script -F ip`).
Prints the method's share, then one line per instruction: share, address, instruction.
"""
import collections
import re
import subprocess
import sys
import tempfile

ADDRESS = re.compile(r"\s*0x([0-9a-f]+):\s*(.*)")
MAIN_CODE = re.compile(r"main code\s+\[0x([0-9a-f]+),0x([0-9a-f]+)\]")
DECODED = re.compile(r"\s*([0-9a-f]+):\s+(?:[0-9a-f]{2} )+\s*(.*)")


def fail(message):
    print("compiled-profile: " + message, file=sys.stderr)
    sys.exit(1)


def last_c2_section(lines):
    starts = [i for i, line in enumerate(lines) if line.startswith("Compiled method (c2)")]
    if not starts:
        fail("no C2-compiled code in the printed output (was the method compiled?)")
    start = starts[-1]
    end = next((i for i in range(start + 1, len(lines))
                if lines[i].startswith("Compiled method") or lines[i].startswith("=====")), len(lines))
    return lines[start:end]


def code_bytes(section):
    """The main code's start address and bytes, and the comment lines by address."""
    bounds = MAIN_CODE.search("\n".join(section[:8]))
    if not bounds:
        fail("the compiled method's main code range is missing")
    low, high = int(bounds.group(1), 16), int(bounds.group(2), 16)
    memory, comments = {}, collections.defaultdict(list)
    for line in section:
        match = ADDRESS.match(line)
        if not match:
            continue
        address, rest = int(match.group(1), 16), match.group(2)
        if rest.startswith(";"):
            comments[address].append(rest[:120])
            continue
        digits = rest.replace("|", "").replace(" ", "")
        if re.fullmatch(r"[0-9a-f]*", digits):
            for k in range(0, len(digits), 2):
                memory[address + k // 2] = int(digits[k:k + 2], 16)
        else:
            fail("the code is already disassembled (a plugin is installed): read it as printed")
    return low, bytes(memory.get(a, 0x90) for a in range(low, high)), comments


def main():
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    with open(sys.argv[1], encoding="utf-8", errors="replace") as f:
        lines = f.read().split("\n")
    with open(sys.argv[2]) as f:
        samples = collections.Counter(int(line, 16) for line in f if line.strip())
    total = sum(samples.values()) or 1
    low, code, comments = code_bytes(last_c2_section(lines))
    with tempfile.NamedTemporaryFile(suffix=".bin") as blob:
        blob.write(code)
        blob.flush()
        decoded = subprocess.run(["objdump", "-D", "-b", "binary", "-mi386:x86-64", "-Mintel",
                                  "--adjust-vma=%#x" % low, blob.name],
                                 capture_output=True, text=True, check=True).stdout
    inside = sum(c for a, c in samples.items() if low <= a < low + len(code))
    print("method: %.1f%% of %d samples" % (100 * inside / total, total))
    for line in decoded.split("\n"):
        match = DECODED.match(line)
        if not match or not match.group(2):  # no text: the rest of a long instruction's bytes
            continue
        address = int(match.group(1), 16)
        for comment in comments.get(address, []):
            print(" " * 22 + comment)
        print("%6.2f %x  %s" % (100 * samples.get(address, 0) / total, address, match.group(2)))


if __name__ == "__main__":
    main()
