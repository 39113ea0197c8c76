# Sourced by the launchers (scripts/c4, scripts/c4-cluster): the JVM options a user adds.
# C4_JAVA_OPTS is split at spaces (no quoting) into extra_opts; gc holds the default collector,
# ParallelGC, unless C4_JAVA_OPTS names one (the JVM refuses two: "Multiple garbage collectors
# selected").
read -r -a extra_opts <<< "${C4_JAVA_OPTS:-}"
gc=(-XX:+UseParallelGC)
for o in ${extra_opts[@]+"${extra_opts[@]}"}; do
  case "$o" in -XX:+Use*GC) gc=() ;; esac
done
