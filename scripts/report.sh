# Sourced by the benchmark scripts: reading `c4 solve --report FILE.tsv` (a header line and one
# summary row) instead of scraping the human-readable summary on stderr.

# report_field FILE NAME...: the values of the named columns of the summary row, space-separated
report_field() {
  local file="$1"; shift
  awk -F'\t' -v names="$*" 'NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
    NR == 2 { n = split(names, want, " "); out = "";
      for (k = 1; k <= n; k++) { if (!(want[k] in col)) { print "no column " want[k] > "/dev/stderr"; exit 1 }
        out = out (k > 1 ? " " : "") $col[want[k]] }
      print out }' "$file"
}

# fmt_time MICROS: a duration for tables (2.31 s, 43.62 ms, 512.0 us)
fmt_time() { awk -v us="$1" 'BEGIN { if (us >= 1e6) printf "%.2f s", us/1e6; else if (us >= 1e3) printf "%.2f ms", us/1e3; else printf "%.1f us", us }'; }
