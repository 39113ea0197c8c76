#!/usr/bin/env bash
# A protocol engine that misbehaves on purpose, for the match tests (run as: bash THIS MODE [N [LOG]]).
# Until it misbehaves it plays the leftmost column that is not full. With LOG, it appends every line
# it reads to that file (so tests can count launches, by 'uci', and new games). MODE:
#   exit      exits at once with status 3, before any protocol
#   no-uciok  answers 'uci' with a junk line and never with 'uciok'
#   garbage   answers 'go' with junk lines (a control byte, invalid UTF-8) and never 'bestmove'
#   flood     answers 'go' with a 10 MB junk line, then a legal 'bestmove'
#   illegal   answers 'go' with 'bestmove 9'
#   full      always answers 'bestmove 1' (illegal once column 1 is full)
#   silent N  never answers 'go': runs 'sleep N' (a child process) and ignores 'quit'
#   crash N   plays N moves, then exits with status 2 when asked for the next one
#   orphan N  plays, but each 'go' also starts 'sleep N' in the background, left running when it quits
#   stray     answers each 'go' twice: at once, and again, late, when it reads the next 'position'
set -f
mode=$1
n=${2:-0}
log=${3:-}
height=6
moves=()
[ "$mode" = exit ] && exit 3

leftmost() {
  local c count m
  for ((c = 1; ; c++)); do
    count=0
    for m in "${moves[@]}"; do [ "$m" = "$c" ] && count=$((count + 1)); done
    if [ "$count" -lt "$height" ]; then echo "$c"; return; fi
  done
}

while IFS= read -r line; do
  [ -n "$log" ] && printf '%s\n' "$line" >>"$log"
  set -- $line
  case "$1" in
    uci)
      if [ "$mode" = no-uciok ]; then echo "hello there"; else echo "id name misbehaving $mode"; echo uciok; fi ;;
    isready) echo readyok ;;
    setoption) [ "$3" = Height ] && height=$5 ;;
    position)
      [ "$mode" = stray ] && [ -n "$answered" ] && echo "bestmove $answered"
      shift 2
      [ "$1" = moves ] && shift
      moves=("$@") ;;
    go)
      case "$mode" in
        garbage) printf 'garbage \001 \377\376 no move here\n'; echo "more junk" ;;
        flood) head -c 10000000 /dev/zero | tr '\0' x; echo; echo "bestmove $(leftmost)" ;;
        illegal) echo "bestmove 9" ;;
        full) echo "bestmove 1" ;;
        silent) sleep "$n" ;;
        orphan)
          sleep "$n" </dev/null >/dev/null 2>&1 &
          echo "bestmove $(leftmost)" ;;
        crash)
          [ "$n" -le 0 ] && exit 2
          n=$((n - 1))
          echo "bestmove $(leftmost)" ;;
        stray) answered=$(leftmost); echo "bestmove $answered" ;;
        *) echo "bestmove $(leftmost)" ;;
      esac ;;
    quit) [ "$mode" = silent ] || exit 0 ;;
  esac
done
