package c4.cluster;

import c4.book.Book;
import c4.book.build.EntryVerifier;
import c4.core.BoardSize;
import c4.search.Solver;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.broadcast.Broadcast;

/**
 * {@code book verify FILE --all} on Spark: every entry re-solved without the book and every
 * move checked by solving the position after it ({@link EntryVerifier}), in chunks on the
 * executors; the mismatches come back to the driver.
 */
final class ClusterVerify {
    private ClusterVerify() {}

    /** The mismatch lines of every entry of {@code book}, chunk by chunk (chunk {@code keys} hold entry indices here). */
    static List<String> run(JavaSparkContext spark, Book book, int chunks, long hashMegabytes, PrintStream err) {
        ChunkPlan plan = new ChunkPlan(book.entries(), chunks > 0 ? chunks : ChunkPlan.defaultChunks(book.entries()));
        List<Chunk> work = new ArrayList<>();
        int[] lengths = new int[plan.chunks()];
        for (int id = 0; id < plan.chunks(); id++) {
            int[] at = plan.chunk(id).clone();
            java.util.Arrays.sort(at);
            long[] indices = new long[at.length];
            for (int i = 0; i < at.length; i++) indices[i] = at[i];
            work.add(new Chunk(id, indices));
            lengths[id] = at.length;
        }
        Broadcast<byte[]> shared = spark.broadcast(book.toBytes());
        BoardSize size = book.size();
        int checksum = book.checksum();
        int width = size.width;
        int height = size.height;
        FlatMapFunction<Chunk, String> check = chunk -> {
            Book b = ExecutorSolvers.book(shared.value(), checksum);
            Solver solver = ExecutorSolvers.solver(BoardSize.of(width, height), hashMegabytes);
            solver.setBook(null);
            List<String> lines = new ArrayList<>();
            for (long i : chunk.keys())
                lines.addAll(EntryVerifier.check(solver, b, (int) i).mismatches());
            return lines.iterator();
        };
        try (PhaseProgress progress = new PhaseProgress(err, "book verify", lengths, book.entries(), 0)) {
            spark.sc().addSparkListener(progress);
            try {
                List<String> mismatches =
                        spark.parallelize(work, work.size()).flatMap(check).collect();
                err.println(progress.line());
                return mismatches;
            } finally {
                spark.sc().removeSparkListener(progress);
                shared.destroy();
            }
        }
    }
}
