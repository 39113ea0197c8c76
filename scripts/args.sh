# Sourced by the scripts that read options. In an option's case, `need "$@"` refuses the option
# given last without its value: one line naming it, status 2 (a usage error), where bash would
# stop at an unbound $2 with status 1. The scripts set `me` to their name first.
need() {
  [ $# -ge 2 ] || { echo "${me:-$(basename "$0")}: $1 needs a value (see --help)" >&2; exit 2; }
}
