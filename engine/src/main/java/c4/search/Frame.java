package c4.search;

/**
 * One ply of a thread's search: the position searched there, its move list, and the record of
 * the table node it is, preallocated for every ply so that no node allocates.
 *
 * <p>Table nodes keep their position here: the parent writes the child's position before
 * searching it, the child writes everything else. Endgame nodes get their position in registers
 * and use only the move list. A frame's position stays valid while its subtree is searched (descendants write only
 * deeper frames), which is what re-searches and the unwinding to ancestors rely on.
 */
public final class Frame {
    /** Stones of the side to move and all stones. */
    long current;

    long mask;
    /** The mirror images of both and the Zobrist keys of the position and its mirror. */
    long mirrorCurrent;

    long mirrorMask;
    long key;
    long mirrorKey;

    /** The side to move's threat cells (empty cells completing four). */
    long ownThreats;

    /** The move list: each move's bit, best first, and the sort keys that ordered them. */
    final long[] moves;

    final int[] sortKeys;
    /** Indices into the move list of the moves deferred because another thread was searching them. */
    final int[] deferred;

    /** The table node of this ply: the key and code it is stored under (mirrored or not). */
    long tableKey;

    long tableCode;
    boolean mirrored;
    /** Its window and depth once the table has narrowed them, for ancestors' unwinding. */
    int alpha;

    int beta;
    int entryDepth;

    /** The column that last cut this ply off (killer move; -1 none) and this node's best column. */
    int killer;

    int bestColumn;

    public Frame(int width) {
        moves = new long[width];
        sortKeys = new int[width];
        deferred = new int[width];
    }
}
