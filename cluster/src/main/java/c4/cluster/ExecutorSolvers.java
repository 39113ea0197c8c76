package c4.cluster;

import c4.book.Book;
import c4.book.BookException;
import c4.core.BoardSize;
import c4.search.Solver;
import c4.search.TranspositionTable;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.Map;

/**
 * What an executor JVM keeps between the tasks it runs: one transposition table per board size,
 * shared by a one-thread {@link Solver} per task thread (as the single-machine builder's workers
 * share theirs), and the last book it was sent. Tables are lock-free and checked, so sharing
 * one across tasks and jobs never changes an exact result; it only saves the work of
 * transpositions between neighbouring positions.
 */
final class ExecutorSolvers {
    private static final Map<BoardSize, TranspositionTable> TABLES = new HashMap<>();
    private static final ThreadLocal<Map<BoardSize, Solver>> SOLVERS = ThreadLocal.withInitial(HashMap::new);
    private static Book book;
    private static int bookChecksum;

    private ExecutorSolvers() {}

    /** This thread's solver for {@code size}, on this JVM's table of {@code hashMegabytes} (the first call's size wins). */
    static Solver solver(BoardSize size, long hashMegabytes) {
        return SOLVERS.get().computeIfAbsent(size, s -> new Solver(s, 1, table(s, hashMegabytes)));
    }

    private static synchronized TranspositionTable table(BoardSize size, long hashMegabytes) {
        return TABLES.computeIfAbsent(size, s -> new TranspositionTable(hashMegabytes));
    }

    /** The book whose file bytes are {@code bytes}, read once per JVM and book. */
    static synchronized Book book(byte[] bytes, int checksum) {
        if (book == null || bookChecksum != checksum) {
            try {
                book = Book.read(new ByteArrayInputStream(bytes), "the driver's book");
            } catch (BookException e) {
                throw new IllegalStateException(e.getMessage(), e);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            bookChecksum = checksum;
        }
        return book;
    }
}
