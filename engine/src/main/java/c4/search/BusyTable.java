package c4.search;

import java.util.concurrent.atomic.AtomicLongArray;

/**
 * Which positions other threads are searching right now (the "simplified ABDADA" idea): at a
 * node high in the tree, a thread defers a move whose position another thread is already
 * searching, searches its other moves first and comes back to the deferred ones, by which time
 * the table usually holds their result. This makes Lazy-SMP threads split the work instead of
 * searching the same subtrees side by side.
 *
 * <p>A small direct-mapped table of Zobrist keys; collisions and races only change the order of
 * moves, never a result.
 */
final class BusyTable {
    private static final int SLOTS = 1 << 14;

    private final AtomicLongArray slots = new AtomicLongArray(SLOTS);

    private static int index(long key) {
        return (int) (key >>> 50);
    }

    boolean isBusy(long key) {
        return slots.getOpaque(index(key)) == key;
    }

    void enter(long key) {
        slots.setOpaque(index(key), key);
    }

    void leave(long key) {
        int i = index(key);
        if (slots.getOpaque(i) == key) slots.setOpaque(i, 0);
    }
}
