package c4.search;

/** How the threads of a team share an exact search (depth-limited play searches are always {@link #LAZY}). */
public enum ParallelMode {
    /**
     * Lazy SMP: every thread searches from the root, sharing the table and the solve's window,
     * and defers moves another thread is searching ({@link SharedSearch}).
     */
    LAZY,
    /** Split points: young brothers wait with work stealing ({@link SplitSearch}). */
    SPLIT;

    /** The mode of a solver until told otherwise; the command line's default and its help follow it. */
    public static final ParallelMode SOLVER_DEFAULT = LAZY;

    /** The mode named {@code name} ("lazy" or "split"), case-insensitive. */
    public static ParallelMode parse(String name) {
        for (ParallelMode m : values()) if (m.name().equalsIgnoreCase(name)) return m;
        throw new IllegalArgumentException("parallel mode '" + name + "' is not lazy or split");
    }

    /** The name as the command line and the protocol spell it: "lazy" or "split". */
    @Override
    public String toString() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
