package c4.search;

import java.util.concurrent.atomic.AtomicLong;

/**
 * The interval {@code [min, max]} of exact scores not yet ruled out in one solve, shared by all
 * its threads. Each thread asks null-window questions ("is the score above v?") about it; an
 * answer from any thread narrows it for all, and a thread whose question has been answered by
 * another drops that search at once (see {@link Searcher#solve}) instead of finishing subtrees
 * that no longer matter.
 *
 * <p>Both ends live in one {@link AtomicLong} so they always change together.
 */
final class SolveWindow {
    private final AtomicLong bounds = new AtomicLong();

    SolveWindow(int min, int max) {
        bounds.set(pack(min, max));
    }

    private static long pack(int min, int max) {
        return (long) min << 32 | (max & 0xFFFF_FFFFL);
    }

    int min() {
        return (int) (bounds.get() >> 32);
    }

    int max() {
        return (int) bounds.get();
    }

    /** True once the question "is the score above {@code v}?" has an answer. */
    boolean answered(int v) {
        long b = bounds.get();
        return v < (int) (b >> 32) || v >= (int) b;
    }

    /**
     * Records the fail-soft answer {@code r} of a null-window search around {@code v}:
     * {@code r <= v} proves the score is at most {@code r}, otherwise at least {@code r}.
     */
    void narrow(int v, int r) {
        while (true) {
            long b = bounds.get();
            int min = (int) (b >> 32);
            int max = (int) b;
            if (r <= v) max = Math.max(min, Math.min(max, r));
            else min = Math.min(max, Math.max(min, r));
            if (bounds.compareAndSet(b, pack(min, max))) return;
        }
    }
}
