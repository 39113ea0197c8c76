# Sourced by the benchmark scripts (not run): where their position sets come from.
#  - the project's own sets, shipped in the repository (scripts/make-positions made them, both C++
#    peers confirmed every score: see their README), named by their file name: begin-hard,
#    by-ply/ply-12, ...
#  - the field's standard sets (Test_L3_R1 .. Test_L1_R3), an optional input: Pascal Pons'
#    benchmark files, looked up in $C4_PONS_DIR (default ../shared/data/pons beside the repository).
# Needs $root (the repository) and $me (the script's name, for messages).
shipped_dir="$root/engine/src/test/resources/positions"
pons_dir="${C4_PONS_DIR:-$root/../shared/data/pons}"
SHIPPED_SETS=(end-easy middle-easy middle-medium begin-easy begin-medium begin-hard)
PONS_SETS=(Test_L3_R1 Test_L2_R1 Test_L2_R2 Test_L1_R1 Test_L1_R2 Test_L1_R3)

# Says once that the field's sets are missing, what they are and how to get them.
pons_missing() {
  [ -n "${pons_reported:-}" ] && return 0
  pons_reported=1
  echo "$me: the field's standard sets (Test_L*_R*) are not in $pons_dir: skipping them." >&2
  echo "$me:   They are Pascal Pons' benchmark files, from the test protocol page of his blog's solver" >&2
  echo "$me:   tutorial (http://blog.gamesolver.org/solving-connect-four/02-test-protocol/); put the six" >&2
  echo "$me:   files in that directory or set C4_PONS_DIR to theirs." >&2
}

# True when the field's sets are there.
pons_present() { [ -f "$pons_dir/Test_L3_R1" ]; }

# The file of set NAME (a shipped set, a field's set or a file path) on stdout; status 1 with a
# message when it is not there (a missing field's set is reported as skipped, status 3).
set_file() {
  local name="$1"
  if [ -f "$shipped_dir/$name" ]; then echo "$shipped_dir/$name"
  elif [[ " ${PONS_SETS[*]} " == *" $name "* ]]; then
    if [ -f "$pons_dir/$name" ]; then echo "$pons_dir/$name"; else pons_missing; return 3; fi
  elif [[ "$name" == Test_* ]] && [ ! -f "$name" ]; then
    echo "$me: no set $name: the field's sets are ${PONS_SETS[*]}" >&2; return 1
  elif [ -f "$name" ]; then echo "$name"
  else echo "$me: no set $name: neither a file nor a set of $shipped_dir (see its README)" >&2; return 1
  fi
}

# set_input SPEC DEST: writes the positions of SPEC (SET or SET:FIRST, the first FIRST lines) to
# DEST; the status of set_file when the set is not there (3: a missing field's set, skipped).
set_input() {
  local spec="$1" dest="$2" name first="" file
  name="${spec%%:*}"; [ "$spec" != "$name" ] && first="${spec#*:}"
  file="$(set_file "$name")" || return $?
  if [ -n "$first" ]; then head -n "$first" "$file" > "$dest"; else cp "$file" "$dest"; fi
}
