package c4.cluster;

import c4.book.Book;
import c4.book.BookException;
import c4.book.build.BookBuilder;
import c4.book.build.BookJournal;
import c4.book.build.BookPlies;
import c4.book.build.BuildListener;
import c4.core.BoardSize;
import c4.core.PositionCodes;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;

/**
 * A book build on Spark: the deepest ply, nearly all of the work, solved in chunks by the
 * executors (each chunk's file written to the work directory as it finishes, so a rerun skips
 * it), then the shallower plies and the moves exactly as {@link BookBuilder} does them, from a
 * journal holding the deepest ply's results: the book's bytes are those of the single-machine
 * build of the same size and depth. The deepest ply's moves are found on the executors too.
 */
final class ClusterBuild {
    /** What to build and with what. */
    record Options(BoardSize size, int depth, Path out, WorkDir workDir, int chunks, long hashMegabytes,
                   int driverThreads, boolean moves) {
    }

    private final JavaSparkContext spark;
    private final Options o;
    private final PrintStream err;
    private final TestHooks hooks;
    private final List<String> summary = new ArrayList<>();

    ClusterBuild(JavaSparkContext spark, Options options, PrintStream err) {
        this.spark = spark;
        this.o = options;
        this.err = err;
        this.hooks = TestHooks.from(spark.getConf());
    }

    /** Builds the book and writes it to the options' file atomically; returns it. */
    Book run() throws IOException, BookException {
        long[] deepest = BookPlies.enumerate(o.size, o.depth)[o.depth];
        checkPlan(deepest.length);
        int[] scores = runPhase(ChunkTask.Kind.SCORES, deepest, -o.size.cells, o.size.cells, null, 0,
                "ply " + o.depth + " scores");
        Path local = Files.createTempDirectory("c4-cluster-");
        try {
            Path journal = local.resolve("scores.journal");
            try (BookJournal log = BookJournal.open(journal, o.size, o.depth, BookJournal.Kind.SCORES)) {
                for (int i = 0; i < deepest.length; i++) log.append(o.depth, deepest[i], scores[i]);
            }
            BookBuilder builder = new BookBuilder(o.size, o.depth, o.driverThreads, o.hashMegabytes, false);
            Book book = builder.build(null, journal, new ShallowPlies()).book();
            if (o.moves) {
                book = addMoves(book, local);
            } else {
                book.write(o.out);
            }
            return book;
        } finally {
            deleteTree(local);
        }
    }

    /** The lines of the final summary: positions/s and CPU-seconds per position for each ply and for the moves. */
    List<String> summary() {
        return summary;
    }

    private Book addMoves(Book scores, Path local) throws IOException, BookException {
        long[] keys = new long[scores.entries()];
        int n = 0;
        for (int i = 0; i < scores.entries(); i++) {
            long key = scores.keyAt(i);
            if (PositionCodes.stonesOf(o.size, key) == o.depth && scores.scoreAt(i) >= 0) keys[n++] = key;
        }
        keys = java.util.Arrays.copyOf(keys, n);
        byte[] bytes = scores.toBytes();
        Broadcast<byte[]> shared = spark.broadcast(bytes);
        int[] moves;
        try {
            moves = runPhase(ChunkTask.Kind.MOVES, keys, 0, o.size.width - 1, shared, scores.checksum(),
                    "ply " + o.depth + " moves");
        } finally {
            shared.destroy();
        }
        Path journal = local.resolve("moves.journal");
        try (BookJournal log = BookJournal.open(journal, o.size, o.depth, BookJournal.Kind.MOVES)) {
            for (int i = 0; i < keys.length; i++) log.append(o.depth, keys[i], moves[i]);
        }
        BookBuilder builder = new BookBuilder(o.size, o.depth, o.driverThreads, o.hashMegabytes, true);
        return builder.addMoves(scores, o.out, journal, BuildListener.NONE).book();
    }

    /** Refuses a work directory made for another build; records the plan in a new one. */
    private void checkPlan(int positions) throws IOException, BookException {
        String plan = "c4-cluster-plan 1\nsize " + o.size + "\ndepth " + o.depth + "\nroot -\npositions " + positions
                + "\nchunks " + (o.chunks > 0 ? String.valueOf(o.chunks) : "default");
        Optional<String> recorded = o.workDir.plan();
        if (recorded.isPresent() && !recorded.get().equals(plan)) {
            throw new BookException("work directory " + o.workDir.uri() + " holds another build's chunks ("
                    + recorded.get().replace('\n', ' ') + "; this one: " + plan.replace('\n', ' ')
                    + "); use another --work-dir, or delete it to start again");
        }
        if (recorded.isEmpty()) o.workDir.writePlan(plan);
    }

    /**
     * Solves the chunks of {@code keys} not yet in the work directory on the executors, then
     * reads every chunk back; returns each key's value, in the order of {@code keys}.
     */
    private int[] runPhase(ChunkTask.Kind kind, long[] keys, int min, int max, Broadcast<byte[]> book,
                           int bookChecksum, String label) throws IOException {
        ChunkPlan plan = new ChunkPlan(keys.length, o.chunks > 0 ? o.chunks : ChunkPlan.defaultChunks(keys.length));
        TreeSet<Integer> finished = o.workDir.finished(kind.dir);
        List<Chunk> todo = new ArrayList<>();
        long resumed = 0;
        for (int id = 0; id < plan.chunks(); id++) {
            if (finished.contains(id)) {
                resumed += plan.chunk(id).length;
            } else {
                todo.add(chunk(plan, id, keys));
            }
        }
        err.printf(Locale.ROOT, "book build: %s: %,d positions in %d chunks, %d finished before (%,d positions)%n",
                label, keys.length, plan.chunks(), plan.chunks() - todo.size(), resumed);
        long start = System.nanoTime();
        if (!todo.isEmpty()) {
            int[] lengths = todo.stream().mapToInt(c -> c.keys().length).toArray();
            try (PhaseProgress progress = new PhaseProgress(err, "book build: " + label, lengths, keys.length, resumed)) {
                spark.sc().addSparkListener(progress);
                try {
                    ChunkTask task = new ChunkTask(kind, o.size, o.depth, o.hashMegabytes, o.workDir, book, bookChecksum, hooks);
                    spark.parallelize(todo, todo.size()).foreach(task);
                } finally {
                    spark.sc().removeSparkListener(progress);
                }
                err.println(progress.line());
            }
        }
        double wall = (System.nanoTime() - start) / 1e9;
        int[] values = new int[keys.length];
        long cpu = 0;
        for (int id = 0; id < plan.chunks(); id++) {
            Chunk c = chunk(plan, id, keys);
            Chunk.Done done = c.read(o.workDir.readChunk(kind.dir, id), kind.dir, o.size.toString(), o.depth, min, max,
                    o.workDir.uri() + "/" + kind.dir + "/chunk " + id);
            int[] at = plan.chunk(id);
            for (int i = 0; i < at.length; i++) values[at[i]] = done.values()[i];
            cpu += done.cpuNanos();
        }
        long solvedNow = keys.length - resumed;
        summary.add(String.format(Locale.ROOT, "%s: %,d positions (%,d this run) in %.1f s: %.1f positions/s, %.6f CPU-s a position",
                label, keys.length, solvedNow, wall, wall > 0 ? solvedNow / wall : 0.0,
                keys.length == 0 ? 0.0 : cpu / 1e9 / keys.length));
        return values;
    }

    private static Chunk chunk(ChunkPlan plan, int id, long[] keys) {
        int[] at = plan.chunk(id);
        long[] k = new long[at.length];
        for (int i = 0; i < at.length; i++) k[i] = keys[at[i]];
        return new Chunk(id, k);
    }

    /** The shallower plies, solved on the driver by the single-machine builder: their line of the summary. */
    private final class ShallowPlies implements BuildListener {
        private long cpuAtStart;

        @Override
        public void plyStarted(int ply, int total, int resumed) {
            cpuAtStart = processCpuNanos();
        }

        @Override
        public void plyFinished(int ply, int total, int solved, long nodes, long nanos) {
            if (ply == o.depth) return; // the deepest ply came from the chunks
            double cpu = (processCpuNanos() - cpuAtStart) / 1e9;
            summary.add(String.format(Locale.ROOT, "ply %d scores: %,d positions in %.2f s on the driver: %.0f positions/s, %.6f CPU-s a position",
                    ply, total, nanos / 1e9, nanos > 0 ? solved / (nanos / 1e9) : 0.0, total == 0 ? 0.0 : cpu / total));
        }
    }

    private static long processCpuNanos() {
        java.lang.management.OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
        return os instanceof com.sun.management.OperatingSystemMXBean sun ? sun.getProcessCpuTime() : 0;
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
        }
    }
}
