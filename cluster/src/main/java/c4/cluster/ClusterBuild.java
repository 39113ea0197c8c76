package c4.cluster;

import c4.book.Book;
import c4.book.BookException;
import c4.book.build.BookBuilder;
import c4.book.build.BuildListener;
import c4.book.build.DeepestPly;
import c4.core.BoardSize;
import c4.core.Echo;
import c4.core.Position;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.TreeSet;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;

/**
 * A book build on Spark: {@link BookBuilder} with this class as its {@link DeepestPly}, so the
 * deepest ply's scores and moves, nearly all of the work, are solved in chunks by the executors
 * (each chunk's file written to the work directory as it finishes, so a rerun skips it), and the
 * shallower plies and their moves are the builder's own work on the driver: the book's bytes are
 * those of the single-machine build of the same size, depth and root.
 */
final class ClusterBuild implements DeepestPly {
    /**
     * What to build and with what; {@code root} null: the empty board's book. Unless {@code
     * replace}, a file that appears at {@code out} during the build is kept, and the build fails.
     */
    record Options(
            BoardSize size,
            int depth,
            Position root,
            Path out,
            boolean replace,
            WorkDir workDir,
            int chunks,
            long hashMegabytes,
            int driverThreads,
            boolean moves) {}

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
        BookBuilder builder = new BookBuilder(o.size, o.depth, o.root, o.driverThreads, o.hashMegabytes, o.moves, this);
        return builder.build(o.out, o.replace, null, new ShallowPlies()).book();
    }

    /** The lines of the final summary: positions/s and CPU-seconds per position for each ply and for the moves. */
    List<String> summary() {
        return summary;
    }

    @Override
    public long solve(BoardSize size, int ply, long[] keys, byte[] scores, boolean[] known, BuildListener listener)
            throws IOException {
        assert size == o.size && ply == o.depth : "the builder hands over its deepest ply only";
        try {
            checkPlan(keys.length);
        } catch (BookException e) {
            throw new WorkDirectoryException(e.getMessage());
        }
        Phase done =
                runPhase(ChunkTask.Kind.SCORES, keys, -o.size.cells, o.size.cells, null, 0, "ply " + ply + " scores");
        for (int i = 0; i < keys.length; i++) {
            scores[i] = (byte) done.values[i];
            known[i] = true;
        }
        return done.nodes;
    }

    @Override
    public long moves(Book scores, long[] keys, byte[] scoreOf, byte[] moveOf, boolean[] known, BuildListener listener)
            throws IOException {
        Broadcast<byte[]> shared = spark.broadcast(scores.toBytes());
        try {
            Phase done = runPhase(
                    ChunkTask.Kind.MOVES,
                    keys,
                    0,
                    o.size.width - 1,
                    shared,
                    scores.checksum(),
                    "ply " + o.depth + " moves");
            for (int i = 0; i < keys.length; i++) {
                moveOf[i] = (byte) done.values[i];
                known[i] = true;
            }
            return done.nodes;
        } finally {
            shared.destroy();
        }
    }

    /** A work directory of another build: a bad input, reported as such by {@link ClusterMain}. */
    static final class WorkDirectoryException extends RuntimeException {
        WorkDirectoryException(String message) {
            super(message);
        }
    }

    /** The first line where a work directory's {@code recorded} plan and this build's {@code plan} differ, said. */
    static String planDifference(String recorded, String plan) {
        if (recorded.isBlank()) return "its plan is empty";
        String[] theirs = recorded.split("\n", -1);
        String[] ours = plan.split("\n", -1);
        for (int i = 0; i < ours.length; i++) {
            if (i >= theirs.length) return "its plan ends before " + Echo.quote(ours[i]);
            if (!theirs[i].equals(ours[i])) {
                return "its plan says " + Echo.quote(theirs[i]) + " where this build's says " + Echo.quote(ours[i]);
            }
        }
        return "its plan goes on after this build's, with " + Echo.quote(theirs[ours.length]);
    }

    /** Refuses a work directory made for another build; records the plan in a new one. */
    private void checkPlan(int positions) throws IOException, BookException {
        String root = o.root == null || o.root.moveCount() == 0 ? "-" : o.root.moveString();
        String plan = "c4-cluster-plan 1\nsize " + o.size + "\ndepth " + o.depth + "\nroot " + root + "\npositions "
                + positions + "\nchunks " + (o.chunks > 0 ? String.valueOf(o.chunks) : "default");
        Optional<String> recorded = o.workDir.plan();
        if (recorded.isPresent() && !recorded.get().equals(plan)) {
            throw new BookException("work directory " + o.workDir.uri() + " holds another build's chunks: "
                    + planDifference(recorded.get(), plan) + "; use another --work-dir, or delete it to start again");
        }
        if (recorded.isEmpty()) {
            try {
                o.workDir.writePlan(plan);
            } catch (IOException e) { // not a directory that can be made or written: a bad --work-dir
                throw new WorkDirectoryException(
                        "--work-dir " + o.workDir.uri() + " cannot be made or written (" + e.getMessage() + ")");
            }
        }
    }

    /** What a phase found: each key's value, and the nodes searched for them (this run and before). */
    private record Phase(int[] values, long nodes) {}

    /**
     * Solves the chunks of {@code keys} not yet in the work directory on the executors, then
     * reads every chunk back; returns each key's value, in the order of {@code keys}, and the nodes.
     */
    private Phase runPhase(
            ChunkTask.Kind kind, long[] keys, int min, int max, Broadcast<byte[]> book, int bookChecksum, String label)
            throws IOException {
        ChunkPlan plan = new ChunkPlan(keys.length, o.chunks > 0 ? o.chunks : ChunkPlan.defaultChunks(keys.length));
        TreeSet<Integer> finished = o.workDir.finished(kind.dir);
        List<Chunk> todo = new ArrayList<>();
        long resumed = 0;
        for (int id = 0; id < plan.chunks(); id++) {
            if (finished.contains(id) && whole(kind, plan, id, keys, min, max)) {
                resumed += plan.chunk(id).length;
            } else {
                todo.add(chunk(plan, id, keys));
            }
        }
        err.printf(
                Locale.ROOT,
                "book build: %s: %,d positions in %d chunks, %d finished before (%,d positions)%n",
                label,
                keys.length,
                plan.chunks(),
                plan.chunks() - todo.size(),
                resumed);
        long start = System.nanoTime();
        if (!todo.isEmpty()) {
            int[] lengths = todo.stream().mapToInt(c -> c.keys().length).toArray();
            try (PhaseProgress progress =
                    new PhaseProgress(err, "book build: " + label, lengths, keys.length, resumed)) {
                spark.sc().addSparkListener(progress);
                try {
                    ChunkTask task =
                            new ChunkTask(kind, o.size, o.depth, o.hashMegabytes, o.workDir, book, bookChecksum, hooks);
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
        long nodes = 0;
        for (int id = 0; id < plan.chunks(); id++) {
            Chunk c = chunk(plan, id, keys);
            Chunk.Done done;
            try {
                done = c.read(
                        o.workDir.readChunk(kind.dir, id),
                        kind.dir,
                        o.size.toString(),
                        o.depth,
                        min,
                        max,
                        o.workDir.chunkName(kind.dir, id));
            } catch (IllegalStateException | IllegalArgumentException e) { // changed since this run wrote it
                throw new WorkDirectoryException(e.getMessage() + "; the book is not written");
            }
            int[] at = plan.chunk(id);
            for (int i = 0; i < at.length; i++) values[at[i]] = done.values()[i];
            cpu += done.cpuNanos();
            nodes += done.nodes();
        }
        long solvedNow = keys.length - resumed;
        summary.add(String.format(
                Locale.ROOT,
                "%s: %,d positions (%,d this run) in %.1f s: %.1f positions/s, %.6f CPU-s a position",
                label,
                keys.length,
                solvedNow,
                wall,
                wall > 0 ? solvedNow / wall : 0.0,
                keys.length == 0 ? 0.0 : cpu / 1e9 / keys.length));
        return new Phase(values, nodes);
    }

    /**
     * True when the finished chunk {@code id} reads back whole and as written; a damaged one
     * (its checksum fails: a disk error, a truncation, an edit), or one that is not this chunk's
     * (moved, or solved against scores that changed since), is named, deleted, and solved again.
     */
    private boolean whole(ChunkTask.Kind kind, ChunkPlan plan, int id, long[] keys, int min, int max)
            throws IOException {
        try {
            chunk(plan, id, keys)
                    .read(
                            o.workDir.readChunk(kind.dir, id),
                            kind.dir,
                            o.size.toString(),
                            o.depth,
                            min,
                            max,
                            o.workDir.chunkName(kind.dir, id));
            return true;
        } catch (IllegalStateException | IllegalArgumentException e) { // damaged, or not this chunk: no trust
            if (!o.workDir.isChunkFile(kind.dir, id)) { // named as a chunk, but not a build's: not ours to delete
                throw new WorkDirectoryException(
                        o.workDir.chunkName(kind.dir, id) + " is not a chunk of a build (it" + " does not begin '"
                                + WorkDir.CHUNK_MAGIC.strip() + "'): remove it, or use another --work-dir");
            }
            err.println("book build: " + e.getMessage() + ": deleted, solving it again");
            o.workDir.deleteChunk(kind.dir, id);
            return false;
        }
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
            if (ply == o.depth) return; // the deepest ply's line comes from the chunks
            double cpu = (processCpuNanos() - cpuAtStart) / 1e9;
            summary.add(String.format(
                    Locale.ROOT,
                    "ply %d scores: %,d positions in %.2f s on the driver: %.0f positions/s, %.6f CPU-s a position",
                    ply,
                    total,
                    nanos / 1e9,
                    nanos > 0 ? solved / (nanos / 1e9) : 0.0,
                    total == 0 ? 0.0 : cpu / total));
        }
    }

    private static long processCpuNanos() {
        java.lang.management.OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
        return os instanceof com.sun.management.OperatingSystemMXBean sun ? sun.getProcessCpuTime() : 0;
    }
}
