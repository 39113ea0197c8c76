package c4.core;

/**
 * Allis' claimeven rule as an exact bound on a position's score. When every column has an even
 * number of empty cells, the opponent of the side to move can answer each of its moves with a
 * stone right on top of it, in the same column. Played to the end that way, the side to move
 * gets exactly the first, third, fifth... empty cell of every column (on 7x6: the empty cells of
 * rows 0, 2 and 4 counted from the bottom), and the opponent all the others. Hence:
 * <ul>
 * <li>when no four-cell line lies within the side to move's stones and its cells, it cannot win:
 *     its score is at most 0 ({@link #cap});
 * <li>when, besides, a line lies within the opponent's stones and the opponent's cells, the
 *     opponent wins, at the latest with its last stone: the score is at most -1.
 * </ul>
 * The opponent never has to leave the rule to stop an immediate win: every cell the side to
 * move can play is one of its own cells, so such a win would complete a line within its stones
 * and cells, which the first condition excludes. One move earlier, when exactly one column has
 * an odd number of empty cells, the side to move can play there and leave the opponent under the
 * rule: then its score is at least the negated bound of that position, 0 or 1 ({@link #floor}).
 * Scores are in whole steps, as {@link BoardSize#winScore} counts them.
 */
public final class ClaimEven {
    /** What {@link #cap} returns when the rule does not apply. */
    public static final int NONE = Integer.MAX_VALUE;
    /** What {@link #floor} returns when the rule does not apply. */
    public static final int NO_FLOOR = Integer.MIN_VALUE;

    private static final int STANDARD_STRIDE = 7;
    private static final long STANDARD_BOTTOM = 0x0040810204081L;
    private static final long STANDARD_BOARD = STANDARD_BOTTOM * 0x3F;
    /** On 7x6, a column's lowest empty cell (or spare bit) on row 1, 3 or 5: an odd number of empty cells. */
    private static final long STANDARD_ODD_MARKERS = STANDARD_BOTTOM * 0b101010;
    private static final long STANDARD_MOVER_ROWS = STANDARD_BOTTOM * 0b010101;
    private static final long STANDARD_FOLLOWER_ROWS = STANDARD_BOTTOM * 0b101010;

    private final int stride;
    private final long bottom;
    private final long board;
    /** Cells (spare row included) where a column's lowest empty cell means an odd number of empty cells. */
    private final long oddMarkers;
    /** The cells the side to move gets under the rule: rows whose distance to the top is even. */
    private final long moverRows;
    private final long followerRows;

    public ClaimEven(BoardSize size) {
        stride = size.stride;
        bottom = size.bottomMask;
        board = size.boardMask;
        long odd = 0;
        long mover = 0;
        for (int row = 0; row <= size.height; row++) {
            // a column whose lowest empty cell is on this row has height - row empty cells
            if ((size.height - row) % 2 != 0) {
                odd |= bottom << row;
            } else if (row < size.height) {
                mover |= bottom << row;
            }
        }
        oddMarkers = odd;
        moverRows = mover;
        followerRows = board & ~mover;
        assert size != BoardSize.STANDARD || oddMarkers == STANDARD_ODD_MARKERS && moverRows == STANDARD_MOVER_ROWS
                && followerRows == STANDARD_FOLLOWER_ROWS && board == STANDARD_BOARD && stride == STANDARD_STRIDE
                : "the 7x6 constants disagree with the board's geometry";
    }

    /**
     * The highest score, in whole steps, that the rule allows the side to move of the position
     * ({@code current}: its stones, {@code mask}: all stones): 0, -1, or {@link #NONE} when the
     * rule does not apply. A handful of shifts when some column has an odd number of empty cells
     * (most positions), two line scans otherwise.
     */
    public int cap(long current, long mask) {
        if (((mask + bottom) & oddMarkers) != 0) return NONE;
        long empty = board ^ mask;
        if (Lines.hasFour(current | empty & moverRows, stride)) return NONE;
        return Lines.hasFour(current ^ mask | empty & followerRows, stride) ? -1 : 0;
    }

    /**
     * The lowest score, in whole steps, that playing into the only column with an odd number of
     * empty cells guarantees the side to move: 0, 1, or {@link #NO_FLOOR} when the rule does not
     * apply (no column or several are odd, or the opponent is not bound after that move).
     */
    public int floor(long current, long mask) {
        long odd = (mask + bottom) & oddMarkers; // the lowest empty cells of the odd columns
        if (odd == 0 || (odd & odd - 1) != 0) return NO_FLOOR;
        int cap = cap(current ^ mask, mask | odd);
        return cap == NONE ? NO_FLOOR : -cap;
    }

    /** {@link #cap} on the standard 7x6 board, with its geometry as constants (the exact endgame's copy). */
    public static int capStandard(long current, long mask) {
        if (((mask + STANDARD_BOTTOM) & STANDARD_ODD_MARKERS) != 0) return NONE;
        long empty = STANDARD_BOARD ^ mask;
        if (Lines.hasFour(current | empty & STANDARD_MOVER_ROWS, STANDARD_STRIDE)) return NONE;
        return Lines.hasFour(current ^ mask | empty & STANDARD_FOLLOWER_ROWS, STANDARD_STRIDE) ? -1 : 0;
    }

    /** {@link #floor} on the standard 7x6 board, with its geometry as constants. */
    public static int floorStandard(long current, long mask) {
        long odd = (mask + STANDARD_BOTTOM) & STANDARD_ODD_MARKERS;
        if (odd == 0 || (odd & odd - 1) != 0) return NO_FLOOR;
        int cap = capStandard(current ^ mask, mask | odd);
        return cap == NONE ? NO_FLOOR : -cap;
    }
}
