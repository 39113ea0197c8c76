package c4.protocol.server;

import c4.core.BoardSize;
import c4.search.Engine;
import c4.search.TranspositionTable;
import java.util.function.LongFunction;

/**
 * The engine and the table the options ask for. The table is allocated when Hash is set (a size
 * that cannot be allocated is refused there, and a table kept); the engine is rebuilt when the
 * board size or the thread count changes, and keeps the table.
 */
final class EngineSlot implements AutoCloseable {
    private final LongFunction<TranspositionTable> allocator;
    private TranspositionTable table;
    /** The size {@link #table} was asked for (a Hash value), 0 while there is none. */
    private long megabytes;

    private Engine engine;

    EngineSlot() {
        this(TranspositionTable::new);
    }

    /** A slot whose tables come from {@code allocator} (tests make it fail). */
    EngineSlot(LongFunction<TranspositionTable> allocator) {
        this.allocator = allocator;
    }

    /** The table, allocated with {@code megabytes} when there is none. */
    private TranspositionTable table(long megabytes) {
        if (table == null) {
            table = allocator.apply(megabytes);
            this.megabytes = megabytes;
        }
        return table;
    }

    /** The Hash size of the table held now, 0 when there is none (none was made yet, or none could be). */
    long megabytes() {
        return table == null ? 0 : megabytes;
    }

    /**
     * Replaces the table by one of {@code megabytes} MiB now (the engine goes with it): made
     * beside the old one when the heap holds both, otherwise once the old one is let go.
     *
     * @throws IllegalArgumentException naming why it cannot be allocated. The slot keeps a table
     *     then: the old one, or when its size could not be made again after letting it go, the
     *     largest half, quarter, ... of it that could ({@link #megabytes} says which)
     */
    void resize(long megabytes) {
        TranspositionTable.checkAllocatable(megabytes, table == null ? 0 : table.bytes());
        long oldMegabytes = megabytes();
        TranspositionTable fresh = tryAllocate(megabytes);
        if (fresh == null) {
            closeEngine();
            table = null; // the old table goes first
            try {
                fresh = allocator.apply(megabytes);
            } catch (OutOfMemoryError | IllegalArgumentException e) {
                throw new IllegalArgumentException("hash size " + megabytes + " MB could not be allocated ("
                        + e.getMessage() + ")" + restore(oldMegabytes) + "; raise the heap with C4_HEAP");
            }
        }
        closeEngine();
        table = fresh;
        this.megabytes = megabytes;
    }

    /** A table of {@code megabytes}, or null when the heap has no room for it now. */
    private TranspositionTable tryAllocate(long megabytes) {
        try {
            return allocator.apply(megabytes);
        } catch (OutOfMemoryError | IllegalArgumentException e) {
            return null;
        }
    }

    /**
     * Makes a table of {@code oldMegabytes} again after it was let go, or the largest half,
     * quarter, ... of it that fits; returns what could not be made ("" when the old size could).
     */
    private String restore(long oldMegabytes) {
        if (oldMegabytes == 0) return "";
        for (long size = oldMegabytes; size >= 1; size /= 2) {
            table = tryAllocate(size);
            if (table != null) {
                megabytes = size;
                return size == oldMegabytes ? "" : ", nor the old " + oldMegabytes + " MB again after letting it go";
            }
        }
        return ", nor any table after letting the old " + oldMegabytes + " MB go";
    }

    /** The engine for this board size and thread count with a table of {@code megabytes} (if none yet). */
    Engine engine(BoardSize size, int threads, long megabytes) {
        TranspositionTable t = table(megabytes);
        if (engine == null || engine.size() != size || engine.threads() != threads) {
            // entries are verified by the position code, which means nothing across board sizes;
            // the old engine's helpers have stopped storing once it is closed
            boolean otherSize = engine != null && engine.size() != size;
            closeEngine();
            if (otherSize) t.clear();
            engine = new Engine(size, threads, t);
        }
        return engine;
    }

    /** The current engine, or null before the first search. */
    Engine current() {
        return engine;
    }

    void clearTable() {
        if (engine != null) engine.awaitIdle(); // helpers still stopping may store
        if (table != null) table.clear();
    }

    private void closeEngine() {
        if (engine != null) engine.close();
        engine = null;
    }

    @Override
    public void close() {
        closeEngine();
    }
}
