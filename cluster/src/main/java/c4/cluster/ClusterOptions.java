package c4.cluster;

import c4.options.UsageException;
import c4.options.Values;
import c4.search.TranspositionTable;
import picocli.CommandLine;

/**
 * The options both Spark jobs take beside their own (a picocli mixin): the master, the chunks of
 * a distributed phase, and each executor's table.
 */
final class ClusterOptions {
    @CommandLine.Option(
            names = "--spark",
            paramLabel = "MASTER",
            description = "Spark master: local[N] (this JVM, N "
                    + "cores; local[N,F]: F tries per task), local[*], spark://HOST:PORT; required but under spark-submit, "
                    + "whose master it is then")
    String master;

    @CommandLine.Option(
            names = "--chunks",
            paramLabel = "N",
            converter = Chunks.class,
            description = "chunks per distributed phase (default: one per " + ChunkPlan.MIN_DEFAULT_CHUNK
                    + " positions, at most " + ChunkPlan.DEFAULT_CHUNKS + "); a rerun must use the same")
    int chunks; // 0: the default for each phase

    @CommandLine.Option(
            names = "--hash",
            paramLabel = "MB",
            converter = ExecutorHash.class,
            description = "transposition table of each executor JVM, and in a build of the driver, in MiB (default "
                    + "${DEFAULT-VALUE}, at most " + TranspositionTable.MAX_MEGABYTES + "; refused at once when this "
                    + "JVM's heap, see C4_HEAP, cannot hold what it makes: a local build, two)")
    int hash = TranspositionTable.DEFAULT_MEGABYTES;

    /** Read by {@link ClusterMain#run} from the arguments, so that it also covers a failure before parsing ends. */
    @CommandLine.Option(
            names = "--verbose",
            description = "the stack trace of an unexpected failure, after its one line")
    boolean verbose;

    /**
     * Refuses, before Spark or Hadoop starts (and logs), a master this driver cannot use, or none
     * at all: neither {@code --spark} nor spark-submit's {@code spark.master}; a usage error of
     * {@code command} ({@code book build}, {@code book verify}).
     */
    void checkMaster(String command) {
        if (master != null) ClusterMain.checkMaster(command, master);
        else if (System.getProperty("spark.master") == null) throw noMaster(command);
    }

    /** The usage error of {@code command} run with no master at all. */
    static UsageException noMaster(String command) {
        return new UsageException(command + ": --spark MASTER is required (for example --spark 'local[*]')");
    }

    /**
     * Refuses, before Spark starts, a {@code --hash} that this JVM's heap cannot hold where this
     * JVM makes such a table: in a build, whose driver solves the shallower plies itself
     * ({@code driverSolves}), and under a local master, whose executors are this JVM (a local
     * build: two tables at once). Else the table's failure came after Spark had started, as an
     * unexpected error (exit 1).
     */
    void checkHashHere(String command, boolean driverSolves) {
        boolean local = master != null && master.startsWith("local");
        if (!driverSolves && !local) return;
        try {
            TranspositionTable.checkAllocatable(hash, 0);
        } catch (IllegalArgumentException e) {
            throw new UsageException(command + ": --hash " + hash + ": " + e.getMessage());
        }
        // a local build holds the driver's table and its executors' at once, in this JVM
        long table = Long.highestOneBit(hash); // a table's size, rounded down to a power of two
        int most = TranspositionTable.maxMegabytesForHeap();
        if (driverSolves && local && 2 * table > most) {
            throw new UsageException(
                    command + ": --hash " + hash + ": under a local master this JVM holds two tables of "
                            + table + " MB, the driver's and its executors', more than its heap has room for (at most "
                            + Math.max(1, most / 2) + " MB each; raise it with C4_HEAP, e.g. C4_HEAP=16g)");
        }
    }

    /** 1 to a million chunks. */
    static final class Chunks extends Values.IntRange {
        Chunks() {
            super(1, 1_000_000);
        }
    }

    /** A table each executor makes in its own heap: the table's own range, not this JVM's heap. */
    static final class ExecutorHash extends Values.IntRange {
        ExecutorHash() {
            super(1, TranspositionTable.MAX_MEGABYTES);
        }
    }
}
