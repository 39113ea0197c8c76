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
 * and cells, which the first condition excludes.
 *
 * <p>With exactly two odd columns the opponent answers on top as well, until the side to move
 * fills one of them; then it plays the lowest cell of the other, and every column is even from
 * there on. The side to move chooses which of the two it fills first, and how far it plays into
 * the other before: there it may get any cell but the top (an odd cell below the opponent's
 * switch, an even one above), one per line across the columns, never two stacked. The bound
 * holds when no line fits the side to move's cells in either order, and is -1 when a line fits
 * the opponent's cells in both, counting in the other column only its top, which the opponent
 * gets in every case.
 *
 * <p>One move earlier, when exactly one or three columns have an odd number of empty cells, the
 * side to move can play into one of them and leave the opponent under the rule: then its score is
 * at least the negated bound of that position, 0 or 1 ({@link #floor}). Scores are in whole
 * steps, as {@link BoardSize#winScore} counts them.
 *
 * <p>Each rule is one static method of the board's geometry, which the instance methods call
 * with their fields and the standard ones with constants, so that the 7x6 endgame's copy
 * compiles to immediates.
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

    private final int stride;
    private final long bottom;
    private final long board;
    /** Cells (spare row included) where a column's lowest empty cell means an odd number of empty cells. */
    private final long oddMarkers;
    /**
     * The cells the side to move gets in an even column under the rule: rows whose distance to
     * the top is even. The others ({@code board & ~moverRows}) are the opponent's, and the side
     * to move's in an odd column.
     */
    private final long moverRows;

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
        assert size != BoardSize.STANDARD
                        || oddMarkers == STANDARD_ODD_MARKERS
                                && moverRows == STANDARD_MOVER_ROWS
                                && board == STANDARD_BOARD
                                && stride == STANDARD_STRIDE
                                && bottom == STANDARD_BOTTOM
                : "the 7x6 constants disagree with the board's geometry";
    }

    /**
     * The highest score, in whole steps, that the rule allows the side to move of the position
     * ({@code current}: its stones, {@code mask}: all stones): 0, -1, or {@link #NONE} when the
     * rule does not apply. A handful of instructions when one column or more than two are odd,
     * two to four line scans otherwise.
     */
    public int cap(long current, long mask) {
        return cap(current, mask, bottom, board, oddMarkers, moverRows, stride);
    }

    /**
     * The lowest score, in whole steps, that playing into a column with an odd number of empty
     * cells guarantees the side to move: 0, 1, or {@link #NO_FLOOR} when the rule does not apply
     * (other than one or three columns odd, or the opponent bound after none of those moves).
     */
    public int floor(long current, long mask) {
        return floor(current, mask, bottom, board, oddMarkers, moverRows, stride);
    }

    /** {@link #cap} on the standard 7x6 board, with its geometry as constants (the exact endgame's). */
    public static int capStandard(long current, long mask) {
        return cap(
                current,
                mask,
                STANDARD_BOTTOM,
                STANDARD_BOARD,
                STANDARD_ODD_MARKERS,
                STANDARD_MOVER_ROWS,
                STANDARD_STRIDE);
    }

    /** {@link #floor} on the standard 7x6 board, with its geometry as constants. */
    public static int floorStandard(long current, long mask) {
        return floor(
                current,
                mask,
                STANDARD_BOTTOM,
                STANDARD_BOARD,
                STANDARD_ODD_MARKERS,
                STANDARD_MOVER_ROWS,
                STANDARD_STRIDE);
    }

    private static int cap(
            long current, long mask, long bottom, long board, long oddMarkers, long moverRows, int stride) {
        long odd = (mask + bottom) & oddMarkers; // the lowest empty cells of the odd columns
        if (odd == 0) return capAllEven(current, mask, board, moverRows, stride);
        long second = odd & odd - 1;
        if (second == 0 || (second & second - 1) != 0) return NONE;
        return capTwoOdd(current, mask, odd ^ second, second, bottom, board, moverRows, stride);
    }

    private static int capAllEven(long current, long mask, long board, long moverRows, int stride) {
        long empty = board ^ mask;
        if (Lines.hasFour(current | empty & moverRows, stride)) return NONE;
        return Lines.hasFour(current ^ mask | empty & ~moverRows & board, stride) ? -1 : 0;
    }

    /**
     * The bound with the lowest empty cells of the two odd columns at {@code a} and {@code b}.
     * Kept apart from {@link #cap} so that each stays small enough for the JIT to inline, and to
     * compile with the standard board's constants.
     */
    private static int capTwoOdd(
            long current, long mask, long a, long b, long bottom, long board, long moverRows, int stride) {
        // a vertical win now: the only one the cells allow
        if (Lines.hasFourVertical(current | (mask + bottom) & board)) return NONE;
        long spare = bottom << (stride - 1);
        long spareA = spare & -a; // the spare bits of A's column and of the columns after it
        spareA &= -spareA;
        long spareB = spare & -b;
        spareB &= -spareB;
        long emptyA = spareA - a;
        long emptyB = spareB - b;
        long topA = spareA >>> 1;
        long topB = spareB >>> 1;
        long followerRows = board & ~moverRows;
        long others = (board ^ mask) & ~(emptyA | emptyB);
        long moverRest = current | others & moverRows;
        if (Lines.hasFourAcross(moverRest | emptyA & followerRows | emptyB ^ topB, stride))
            return NONE; // A filled first
        if (Lines.hasFourAcross(moverRest | emptyB & followerRows | emptyA ^ topA, stride))
            return NONE; // B filled first
        long followerRest = current ^ mask | others & followerRows;
        return Lines.hasFour(followerRest | emptyA & moverRows | topB, stride)
                        && Lines.hasFour(followerRest | emptyB & moverRows | topA, stride)
                ? -1
                : 0;
    }

    private static int floor(
            long current, long mask, long bottom, long board, long oddMarkers, long moverRows, int stride) {
        long odd = (mask + bottom) & oddMarkers;
        if (odd == 0) return NO_FLOOR;
        long rest = odd & odd - 1;
        if (rest != 0) {
            long last = rest & rest - 1;
            if (last == 0 || (last & last - 1) != 0) return NO_FLOOR; // two odd columns, or more than three
        }
        int best = NO_FLOOR;
        for (long moves = odd; moves != 0; moves &= moves - 1) {
            int cap = cap(current ^ mask, mask | moves & -moves, bottom, board, oddMarkers, moverRows, stride);
            if (cap != NONE && -cap > best) {
                best = -cap;
                if (best == 1) break;
            }
        }
        return best;
    }
}
