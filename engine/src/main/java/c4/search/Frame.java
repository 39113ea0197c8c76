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

    /**
     * The node's predicted type (Knuth and Moore): {@link #PV}, {@link #CUT} or {@link #ALL}. Set
     * by whoever enters the node: the root search, the parent's move loop, a split point's helper.
     */
    byte nodeType;

    static final byte PV = 0;
    static final byte CUT = 1;
    static final byte ALL = 2;

    /**
     * The predicted type of a child of a node of {@code type}: the first child of a PV node is PV,
     * its other children CUT; the children of a CUT node are ALL nodes, those of an ALL node CUT.
     */
    static byte childType(byte type, boolean first) {
        return type == PV ? (first ? PV : CUT) : type == CUT ? ALL : CUT;
    }

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
