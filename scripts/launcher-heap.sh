# Sourced by the launchers (scripts/c4, scripts/c4-cluster) before they build or start anything.

# check_heap PROGRAM: sets heap to C4_HEAP (default 12g), or exits 2 with one line on stderr,
# naming PROGRAM, when it is not a size, under 256m, over 16 TiB, or (set by the user) over this
# machine's memory. Checked here because the JVM would print its own refusal on stdout (far
# over the memory, it fails to commit its own tables, and leaves an hs_err file behind), or
# start with a heap too small for the default table and fail later, far from the cause.
check_heap() {
  local program="$1" mib
  heap="${C4_HEAP:-12g}"
  if [[ ! "$heap" =~ ^([0-9]{1,15})([kKmMgG]?)$ ]]; then
    echo "$program: C4_HEAP=$heap is not a heap size (whole bytes, or with k, m or g: 512m, 12g)" >&2
    exit 2
  fi
  case "${BASH_REMATCH[2]}" in
    k|K) mib=$((10#${BASH_REMATCH[1]} / 1024)) ;;
    m|M) mib=$((10#${BASH_REMATCH[1]})) ;;
    g|G) mib=$((10#${BASH_REMATCH[1]} * 1024)) ;;
    *) mib=$((10#${BASH_REMATCH[1]} / 1048576)) ;;
  esac
  if [ "$mib" -lt 256 ]; then
    echo "$program: C4_HEAP=$heap is less than the 256m c4 needs (the default table alone is 64 MiB)" >&2
    exit 2
  fi
  if [ "$mib" -gt 16777216 ]; then # the JVM cannot reserve it, and says so on stdout
    echo "$program: C4_HEAP=$heap is more than 16 TiB, more than the JVM can reserve" >&2
    exit 2
  fi
  local pages page ram # the default may exceed a small machine's memory: only a reservation
  [ -n "${C4_HEAP:-}" ] || return 0
  pages=$(getconf _PHYS_PAGES 2>/dev/null) && page=$(getconf PAGE_SIZE 2>/dev/null) || return 0
  [[ "$pages" =~ ^[0-9]+$ && "$page" =~ ^[0-9]+$ ]] || return 0
  ram=$((pages * page / 1048576))
  if [ "$mib" -gt "$ram" ]; then
    echo "$program: C4_HEAP=$heap is more than this machine's memory (${ram}m)" >&2
    exit 2
  fi
}
