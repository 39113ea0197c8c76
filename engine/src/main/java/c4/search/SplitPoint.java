package c4.search;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * A node whose remaining moves several threads search side by side (young brothers wait: its
 * first move has been searched and did not cut), or, at a node predicted to be an ALL node, all
 * its moves from the start ({@link #speculative} until the first of them fails). Preallocated
 * per thread and ply, so splitting allocates nothing; the owner fills it, then opens it
 * ({@link #open}), which publishes the plain fields to every thread that joins afterwards.
 *
 * <p>The state word packs a sequence number, a closed flag and the number of helpers inside:
 * a thread joins with one compare-and-set on the state it saw, so it never joins a split point
 * that has closed, nor the next use of the same object ({@link #tryJoin}). The owner closes it
 * once its moves are out or cut, then waits until no helper is inside before it reads the result
 * or reuses the object. The fields that threads write while searching (next move, result, cut
 * flag, state) each sit on cache lines of their own, away from the read-only data.
 */
final class SplitPoint extends SplitPointShared {
    /** A split at a table node of {@link Searcher}, whose helpers search with frames. */
    static final int TABLE = 0;
    /** A split at a node of {@link StandardEndgame}, whose helpers search with registers. */
    static final int STANDARD_ENDGAME = 1;
    /** A split at an exact node of {@link EndgameSearch} (boards other than 7x6). */
    static final int ENDGAME = 2;

    // --- written by the owner before open(), read-only while open ---
    int kind;
    /** The owner's thread index, and the split point it was itself working under (null: none). */
    final int owner;

    SplitPoint parent;
    /** The node: its position (stones of the side to move, all stones, keys) and its size. */
    long current;

    long mask;
    long mirrorCurrent;
    long mirrorMask;
    long key;
    long mirrorKey;
    int moves;
    int ply;
    /** The null window, in the node's units (score units at table nodes, steps in the endgame). */
    int alpha;

    int beta;
    int depth;
    /** The searcher's settings for the subtree, copied to helpers ({@link Searcher#joinSearch}). */
    int rootMoves;

    int tableMinEmpty;
    boolean standardExact;
    /** The node's predicted type (a table node's; {@link Frame#PV}, CUT or ALL). */
    byte nodeType;
    /** The moves left to search, best first, and per move what the child needs (endgame: its opponent's cells). */
    final long[] moveList;

    final long[] childCells;
    int moveCount;
    /** The endgame child's own completing cells (its parent's opponent's), the same for every move. */
    long childOwnCells;

    SplitPoint(int owner, int width) {
        this.owner = owner;
        moveList = new long[width];
        childCells = new long[width];
    }

    /** Takes the position of a table node's frame. */
    void positionFrom(Frame f) {
        current = f.current;
        mask = f.mask;
        mirrorCurrent = f.mirrorCurrent;
        mirrorMask = f.mirrorMask;
        key = f.key;
        mirrorKey = f.mirrorKey;
    }

    /** Gives its position to a helper's frame, as its parent would. */
    void positionTo(Frame f) {
        f.current = current;
        f.mask = mask;
        f.mirrorCurrent = mirrorCurrent;
        f.mirrorMask = mirrorMask;
        f.key = key;
        f.mirrorKey = mirrorKey;
    }

    /**
     * Opens the split point, filled by its owner, for helpers; the first move left is index 0. A
     * {@code speculative} one (no move of its node searched yet) is taken only by threads that
     * find no other ({@link SplitRegistry#join}).
     */
    void open(boolean speculative) {
        this.speculative = speculative;
        NEXT.setVolatile(this, 0);
        DONE.setVolatile(this, 0);
        RESULT.setVolatile(this, packResult(Integer.MIN_VALUE, -1));
        cut = false;
        long s = (long) STATE.getVolatile(this);
        assert (s & CLOSED) != 0 && (s & HELPERS) == 0 : "reopened while in use";
        // a new sequence number, open, nobody inside; the volatile write publishes the fields above
        STATE.setVolatile(this, (s & ~(CLOSED | HELPERS)) + SEQUENCE_ONE);
    }

    /** The state a helper must see to join, or -1 when closed. */
    long joinableState() {
        long s = (long) STATE.getVolatile(this);
        return (s & CLOSED) != 0 ? -1 : s;
    }

    /**
     * Joins as a helper if the state is still {@code seen} (open, the same sequence) apart from
     * helpers joining or leaving meanwhile. True when joined: the caller must {@link #leave}.
     */
    boolean tryJoin(long seen) {
        while (true) {
            long s = (long) STATE.getVolatile(this);
            if ((s & CLOSED) != 0 || (s & ~HELPERS) != (seen & ~HELPERS)) return false;
            if (STATE.compareAndSet(this, s, s + 1)) return true;
        }
    }

    void leave() {
        long s = (long) STATE.getAndAdd(this, -1L);
        assert (s & HELPERS) > 0 : "left a split point it was not inside";
    }

    /** Closes it to helpers not yet inside (idempotent). */
    void close() {
        while (true) {
            long s = (long) STATE.getVolatile(this);
            if ((s & CLOSED) != 0 || STATE.compareAndSet(this, s, s | CLOSED)) return;
        }
    }

    /** Helpers still inside. */
    int helpers() {
        return (int) ((long) STATE.getVolatile(this) & HELPERS);
    }

    /** The index of a move to search, or -1 when none is left or the node is cut. */
    int takeMove() {
        if (cut) return -1;
        int i = (int) NEXT.getAndAdd(this, 1);
        return i < moveCount ? i : -1;
    }

    /** True while moves are left to take. */
    boolean hasMoves() {
        return !cut && (int) NEXT.getVolatile(this) < moveCount;
    }

    /** Records move {@code i}'s value for the node; a value of at least beta cuts it. */
    void report(int value, int i) {
        long packed = packResult(value, i);
        while (true) {
            long r = (long) RESULT.getVolatile(this);
            if (value <= resultValue(r) || RESULT.compareAndSet(this, r, packed)) break;
        }
        DONE.getAndAdd(this, 1);
        if (value >= beta) cut = true;
        else if (i == 0 && speculative) speculative = false; // its first move failed: young brothers may go
    }

    /** The moves whose values were reported. */
    int completed() {
        return (int) DONE.getVolatile(this);
    }

    /** The best value reported (Integer.MIN_VALUE: none), and the index of its move (-1: none). */
    int bestValue() {
        return resultValue((long) RESULT.getVolatile(this));
    }

    int bestIndex() {
        return (int) (long) RESULT.getVolatile(this);
    }

    /** True when this split point or one it lies under has been cut. */
    boolean cutOnChain() {
        for (SplitPoint s = this; s != null; s = s.parent) {
            if (s.cut) return true;
        }
        return false;
    }

    /** True when {@code ancestor} is this split point or one it lies under. */
    boolean isUnder(SplitPoint ancestor) {
        for (SplitPoint s = this; s != null; s = s.parent) {
            if (s == ancestor) return true;
        }
        return false;
    }

    private static long packResult(int value, int index) {
        return (long) value << 32 | (index & 0xFFFF_FFFFL);
    }

    private static int resultValue(long r) {
        return (int) (r >> 32);
    }
}

/** The fields of a {@link SplitPoint} that threads write while it is open, padded on both sides. */
abstract class SplitPointShared extends SplitPointPadBefore {
    static final long HELPERS = 0xFFFF;
    static final long CLOSED = 1L << 16;
    static final long SEQUENCE_ONE = 1L << 17;

    static final VarHandle STATE;
    static final VarHandle NEXT;
    static final VarHandle RESULT;
    static final VarHandle DONE;

    static {
        try {
            MethodHandles.Lookup lookup = MethodHandles.lookup();
            STATE = lookup.findVarHandle(SplitPointShared.class, "state", long.class);
            NEXT = lookup.findVarHandle(SplitPointShared.class, "next", int.class);
            RESULT = lookup.findVarHandle(SplitPointShared.class, "result", long.class);
            DONE = lookup.findVarHandle(SplitPointShared.class, "done", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** Sequence number (bits 17 up), closed flag (bit 16), helpers inside (bits 0-15); through {@link #STATE}. */
    private long state = CLOSED;
    /** The index of the next move to take; through {@link #NEXT}. */
    private int next;
    /** The best value and its move's index, packed; through {@link #RESULT}. */
    private long result;
    /** The moves whose values were reported; through {@link #DONE}. */
    private int done;

    volatile boolean cut;
    /** Opened before its first move was searched (an eager split at a predicted ALL node), until that move failed. */
    volatile boolean speculative;

    long after00, after01, after02, after03, after04, after05, after06, after07;
    long after08, after09, after10, after11, after12, after13, after14, after15;
}

/** Padding before {@link SplitPointShared}'s fields. */
abstract class SplitPointPadBefore {
    long before00, before01, before02, before03, before04, before05, before06, before07;
    long before08, before09, before10, before11, before12, before13, before14, before15;
}
