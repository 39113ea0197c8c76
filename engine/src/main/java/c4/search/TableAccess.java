package c4.search;

import c4.core.BoardSize;
import c4.core.Position;

/**
 * One thread's way into the shared {@link TranspositionTable}: positions early in the game are
 * stored under the lower of their own and their mirror image's key (so mirror images share
 * entries), best columns are turned back into the position's own orientation, and the keys
 * stored since the last clear are logged so that a table that was used sparsely can be cleared
 * cheaply. Not thread-safe: one per search thread.
 */
final class TableAccess {
    /** Keys logged per thread; a thread that stored more leaves the clear to the table's written bits. */
    static final int STORE_LOG = 8192;

    private final TranspositionTable table;
    private final BoardSize size;
    /** Positions with fewer stones than this are stored mirror-canonically. */
    private final int symmetryPlies;

    private final long[] storedKeys = new long[STORE_LOG];
    /**
     * Keys stored since the last clear, counted up to STORE_LOG + 1 (the log is then incomplete)
     * and no further: a thread that never clears (a book build, a long analysis) stores billions,
     * and an int that counted them all would wrap round to a negative index.
     */
    private int storeCount;

    TableAccess(TranspositionTable table, BoardSize size) {
        this.table = table;
        this.size = size;
        this.symmetryPlies = Math.min(size.cells, 20);
    }

    TranspositionTable table() {
        return table;
    }

    private boolean mirrored(int moves, long key, long mirrorKey) {
        return moves < symmetryPlies && mirrorKey < key;
    }

    /**
     * Looks up the position of a frame after {@code moves} stones and records in the frame what
     * it is stored under ({@link Frame#tableKey}, {@link Frame#tableCode}, {@link Frame#mirrored}).
     * Returns the entry's data or 0.
     */
    long probeNode(Frame f, int moves) {
        boolean m = mirrored(moves, f.key, f.mirrorKey);
        f.mirrored = m;
        f.tableKey = m ? f.mirrorKey : f.key;
        f.tableCode = m ? f.mirrorCurrent + f.mirrorMask : f.current + f.mask;
        return table.probe(f.tableKey, f.tableCode);
    }

    /** The best column of an entry found by {@link #probeNode}, in the frame's orientation (-1: none). */
    int bestColumn(Frame f, long data) {
        int c = TranspositionTable.bestColumn(data);
        return f.mirrored && c >= 0 ? size.width - 1 - c : c;
    }

    /** Stores a frame's bounds under what {@link #probeNode} recorded; {@code column} in the frame's orientation. */
    void storeNode(Frame f, int lower, int upper, int column, int depth, long nodes) {
        table.store(f.tableKey, f.tableCode, lower, upper, f.mirrored ? size.width - 1 - column : column, depth, nodes);
        if (storeCount < STORE_LOG) {
            storedKeys[storeCount++] = f.tableKey;
        } else {
            storeCount = STORE_LOG + 1;
        }
    }

    /** The entry of a frame's position after {@code moves} stones, or 0; records nothing in the frame. */
    long peek(Frame f, int moves) {
        return mirrored(moves, f.key, f.mirrorKey)
                ? table.probe(f.mirrorKey, f.mirrorCurrent + f.mirrorMask)
                : table.probe(f.key, f.current + f.mask);
    }

    /** The entry of a frame's ancestor as it stored it (for the unwinding to resolved ancestors), or 0. */
    long probeStored(Frame f) {
        return table.probe(f.tableKey, f.tableCode);
    }

    /** What the table knows of a position, in its own orientation; null when nothing. */
    Entry lookup(Position p) {
        long key = p.key();
        long mirrorKey = p.mirrorKey();
        boolean m = mirrored(p.moveCount(), key, mirrorKey);
        long data = m
                ? table.probe(mirrorKey, size.mirror(p.currentStones()) + size.mirror(p.mask()))
                : table.probe(key, p.code());
        if (data == 0) return null;
        int c = TranspositionTable.bestColumn(data);
        return new Entry(
                TranspositionTable.lower(data),
                TranspositionTable.upper(data),
                m && c >= 0 ? size.width - 1 - c : c,
                TranspositionTable.depth(data) == TranspositionTable.DEPTH_EXACT);
    }

    /** A table entry as seen from a position: its bounds, best column (-1: none), and whether they are proven. */
    record Entry(int lower, int upper, int bestColumn, boolean proven) {}

    /** Keys stored since the last clear, or STORE_LOG + 1 when there were more than the log holds. */
    int storeCount() {
        return storeCount;
    }

    /** True when every key stored since the last clear is in the log. */
    boolean logComplete() {
        return storeCount <= STORE_LOG;
    }

    /** Clears the buckets of the logged keys (only when {@link #logComplete}) and empties the log. */
    void clearLogged() {
        for (int i = 0; i < storeCount; i++) table.clearBucketOf(storedKeys[i]);
        storeCount = 0;
    }

    /** Empties the log (after a full clear of the table). */
    void forgetLog() {
        storeCount = 0;
    }
}
