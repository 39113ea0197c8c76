package c4.uci;

import c4.core.BoardSize;
import c4.search.Engine;
import c4.search.TranspositionTable;

/**
 * The engine and the table the options ask for. The table is allocated when Hash is set (a size
 * that cannot be allocated is refused there, and the old table kept); the engine is rebuilt when
 * the board size or the thread count changes, and keeps the table.
 */
final class EngineSlot implements AutoCloseable {
    private TranspositionTable table;
    private Engine engine;

    /** The table, allocated with {@code megabytes} on first use. */
    private TranspositionTable table(long megabytes) {
        if (table == null) table = new TranspositionTable(megabytes);
        return table;
    }

    /**
     * Replaces the table by one of {@code megabytes} MiB now (the engine goes with it).
     *
     * @throws IllegalArgumentException naming why when it cannot be allocated; nothing changed then
     */
    void resize(long megabytes) {
        long released = table == null ? 0 : table.bytes();
        TranspositionTable.checkAllocatable(megabytes, released);
        long oldMegabytes = table == null ? 0 : table.bytes() >> 20;
        closeEngine();
        table = null; // let the old table go before allocating the new one
        try {
            table = new TranspositionTable(megabytes);
        } catch (OutOfMemoryError | IllegalArgumentException e) {
            if (oldMegabytes > 0) table = new TranspositionTable(oldMegabytes);
            throw new IllegalArgumentException("hash size " + megabytes + " MB could not be allocated (" + e.getMessage()
                    + "); raise the heap with C4_HEAP");
        }
    }

    /** The engine for this board size and thread count with a table of {@code megabytes} (if none yet). */
    Engine engine(BoardSize size, int threads, long megabytes) {
        TranspositionTable t = table(megabytes);
        if (engine == null || engine.size() != size || engine.threads() != threads) {
            // entries are verified by the position code, which means nothing across board sizes
            if (engine != null && engine.size() != size) t.clear();
            closeEngine();
            engine = new Engine(size, threads, t);
        }
        return engine;
    }

    /** The current engine, or null before the first search. */
    Engine current() {
        return engine;
    }

    void clearTable() {
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
