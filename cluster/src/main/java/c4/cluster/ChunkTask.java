package c4.cluster;

import c4.book.Book;
import c4.book.build.BookMove;
import c4.core.BoardSize;
import c4.core.Position;
import c4.core.PositionCodes;
import c4.core.Score;
import c4.search.Solver;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.function.VoidFunction;
import org.apache.spark.broadcast.Broadcast;

/**
 * The Spark task of a distributed build: solves one chunk's positions on the executor's solver
 * and writes the chunk's file to the work directory. {@link Kind#SCORES}: each position's exact
 * score, with no book. {@link Kind#MOVES}: each position's book move (the first column in centre
 * order that keeps its score), with the book of scores, as the single-machine builder finds them.
 */
final class ChunkTask implements VoidFunction<Chunk> {
    private static final long serialVersionUID = 1L;

    enum Kind {
        SCORES("scores"),
        MOVES("moves");

        final String dir;

        Kind(String dir) {
            this.dir = dir;
        }
    }

    private final Kind kind;
    private final int width;
    private final int height;
    private final int depth;
    private final long hashMegabytes;
    private final WorkDir workDir;
    private final Broadcast<byte[]> book;
    private final int bookChecksum;
    private final TestHooks hooks;

    ChunkTask(
            Kind kind,
            BoardSize size,
            int depth,
            long hashMegabytes,
            WorkDir workDir,
            Broadcast<byte[]> book,
            int bookChecksum,
            TestHooks hooks) {
        assert (kind == Kind.MOVES) == (book != null) : "moves need the book of scores, scores no book";
        this.kind = kind;
        this.width = size.width;
        this.height = size.height;
        this.depth = depth;
        this.hashMegabytes = hashMegabytes;
        this.workDir = workDir;
        this.book = book;
        this.bookChecksum = bookChecksum;
        this.hooks = hooks;
    }

    @Override
    public void call(Chunk chunk) throws Exception {
        TaskContext context = TaskContext.get();
        hooks.beforeChunk(chunk.id(), context == null ? 0 : context.attemptNumber());
        BoardSize size = BoardSize.of(width, height);
        Solver solver = ExecutorSolvers.solver(size, hashMegabytes);
        Book scores = book == null ? null : ExecutorSolvers.book(book.value(), bookChecksum);
        solver.setBook(scores);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long cpuStart = threads.getCurrentThreadCpuTime();
        long nodes = 0;
        long[] keys = chunk.keys();
        int[] values = new int[keys.length];
        for (int i = 0; i < keys.length; i++) {
            Position p = PositionCodes.positionOf(size, keys[i]);
            if (kind == Kind.SCORES) {
                Solver.Result r = solver.solve(p, false);
                values[i] = r.score();
                nodes += r.nodes();
            } else {
                int score = scores.score(p.currentStones(), p.mask());
                assert score != Score.NONE && score >= 0
                        : "a move is only searched for a position the book holds, not lost";
                values[i] = BookMove.of(solver, size, keys[i], score);
                nodes += solver.nodes();
            }
        }
        long cpu = threads.getCurrentThreadCpuTime() - cpuStart;
        workDir.writeChunk(kind.dir, chunk.id(), chunk.file(kind.dir, size.toString(), depth, values, nodes, cpu));
    }
}
