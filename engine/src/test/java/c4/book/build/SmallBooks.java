package c4.book.build;

import c4.book.Book;
import c4.core.BoardSize;
import c4.core.Position;
import c4.search.Solver;
import java.util.Map;
import java.util.TreeMap;

/** Books built the plain way for tests: every position up to the depth, solved without a book. */
public final class SmallBooks {
    private SmallBooks() {}

    /** The book of every position of at most {@code depth} stones that is not over, solved one by one. */
    public static Book build(BoardSize size, int depth) {
        Map<Long, Byte> scores = new TreeMap<>();
        try (Solver solver = new Solver(size, 1, 16)) {
            collect(new Position(size), depth, solver, scores);
        }
        long[] keys = new long[scores.size()];
        byte[] values = new byte[scores.size()];
        int i = 0;
        for (Map.Entry<Long, Byte> e : scores.entrySet()) {
            keys[i] = e.getKey();
            values[i++] = e.getValue();
        }
        return new Book(size, depth, keys, values);
    }

    /** The keys of {@code book}'s entries, in its order. */
    public static long[] keys(Book book) {
        long[] keys = new long[book.entries()];
        for (int i = 0; i < keys.length; i++) keys[i] = book.keyAt(i);
        return keys;
    }

    /** The scores of {@code book}'s entries, in its order. */
    public static byte[] scores(Book book) {
        byte[] scores = new byte[book.entries()];
        for (int i = 0; i < scores.length; i++) scores[i] = (byte) book.scoreAt(i);
        return scores;
    }

    private static void collect(Position p, int depth, Solver solver, Map<Long, Byte> scores) {
        if (p.isGameOver()) return;
        long key = Book.key(p.size(), p.currentStones(), p.mask());
        if (scores.containsKey(key)) return;
        scores.put(key, (byte) solver.solve(p, false).score());
        if (p.moveCount() == depth) return;
        for (int c = 0; c < p.size().width; c++) {
            if (!p.canPlay(c)) continue;
            Position child = p.copy();
            child.play(c);
            collect(child, depth, solver, scores);
        }
    }
}
