package c4.search;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * The split points of one team: each thread's, preallocated per ply, and which of them are open
 * (a bit per ply, written only by the owner), so that an idle thread finds the shallowest open
 * split point with moves left. Also counts the threads looking for work, which is what lets a
 * node split at all, and says whether a split search is under way.
 */
final class SplitRegistry {
    /** Longs between two threads' open-ply words: each on a cache line of its own. */
    private static final int STRIDE = 16;

    final SplitPoint[][] points;
    private final AtomicLongArray openPlies;
    private final AtomicInteger idle = new AtomicInteger();
    private volatile boolean searching;
    /** Split at every eligible node, whether or not a thread is idle (tests: every split path taken). */
    private volatile boolean forceSplits;
    /** Whether the team has no more threads than cores: idle threads then never park (SplitSearch's idle strategy). */
    final boolean coreEach;
    /** The least work of a node's first move for the node to split ({@link SplitSearch#TWO_THREADS_MIN_FIRST_MOVE_NODES}). */
    final long minFirstMoveNodes;

    SplitRegistry(int threads, int plies, int width) {
        if (plies > 64) throw new IllegalArgumentException(plies + " plies do not fit the open-ply bits");
        points = new SplitPoint[threads][plies];
        for (int t = 0; t < threads; t++) {
            for (int p = 0; p < plies; p++) points[t][p] = new SplitPoint(t, width);
        }
        openPlies = new AtomicLongArray(threads * STRIDE);
        coreEach = threads <= Engine.CORES;
        minFirstMoveNodes = threads == 2 ? SplitSearch.TWO_THREADS_MIN_FIRST_MOVE_NODES : 0;
    }

    void forceSplits(boolean force) {
        forceSplits = force;
    }

    boolean forced() {
        return forceSplits;
    }

    /** A split search starts: helpers look for split points until {@link #endSearch}. */
    void startSearch() {
        searching = true;
    }

    void endSearch() {
        searching = false;
    }

    boolean searching() {
        return searching;
    }

    /** True when a node should split: some thread is looking for work, or splits are forced. */
    boolean wantsSplit() {
        return idle.get() > 0 || forceSplits;
    }

    void idle(boolean looking) {
        idle.getAndAdd(looking ? 1 : -1);
    }

    /** Marks {@code thread}'s split point at {@code ply} open (after {@link SplitPoint#open}) or not. */
    void publish(int thread, int ply, boolean open) {
        int i = thread * STRIDE;
        long bits = openPlies.get(i); // only the owner writes its word
        openPlies.set(i, open ? bits | 1L << ply : bits & ~(1L << ply));
    }

    /**
     * Joins the shallowest open split point with moves left, of any thread but {@code self}; only
     * one that lies under {@code under} when that is not null (a waiting owner helps only its own
     * helpers). A speculative one only when no other has moves left: confirmed work first.
     * Returns it joined (the caller must leave it), or null.
     */
    SplitPoint join(int self, SplitPoint under) {
        while (true) {
            SplitPoint best = null;
            long bestState = -1;
            SplitPoint speculative = null; // the shallowest speculative one, for want of another
            long speculativeState = -1;
            for (int t = 0; t < points.length; t++) {
                if (t == self) continue;
                for (long bits = openPlies.get(t * STRIDE); bits != 0; bits &= bits - 1) {
                    int ply = Long.numberOfTrailingZeros(bits);
                    if (best != null && ply >= best.ply) break;
                    SplitPoint sp = points[t][ply];
                    long s = sp.joinableState();
                    // read racily, so checked again once joined; a slot's ply is fixed and a
                    // parent's is always lower, so the chain ends even while slots are reused
                    if (s < 0 || !sp.hasMoves() || under != null && !sp.isUnder(under)) continue;
                    if (sp.speculative) {
                        if (speculative == null || ply < speculative.ply) {
                            speculative = sp;
                            speculativeState = s;
                        }
                        continue; // a deeper one of this thread may be confirmed
                    }
                    best = sp;
                    bestState = s;
                    break;
                }
            }
            if (best == null) {
                best = speculative;
                bestState = speculativeState;
            }
            if (best == null) return null;
            if (!best.tryJoin(bestState)) continue; // closed or reused meanwhile: look again
            if (under == null || best.isUnder(under)) return best;
            best.leave();
            return null;
        }
    }
}
