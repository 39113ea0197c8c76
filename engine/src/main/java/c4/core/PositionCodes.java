package c4.core;

import java.util.HashSet;
import java.util.Set;

/**
 * Positions back from their codes ({@code current + mask}, the form of a book key): the occupied
 * cells, whether the game is over, and a move sequence that reaches the position, so a book
 * entry can be shown, solved and replayed.
 */
public final class PositionCodes {
    private PositionCodes() {}

    /**
     * The occupied cells of a code. Per column the code is {@code 2^k - 1 + stones} for k stones
     * (the mask's k bits plus the side to move's stones, which lie inside them), so adding one
     * at the bottom of the column puts its highest set bit just above the stones.
     */
    public static long maskOf(BoardSize size, long code) {
        long marked = code + size.bottomMask;
        long columnBits = -1L >>> (64 - size.stride);
        long mask = 0;
        for (int c = 0; c < size.width; c++) {
            int shift = c * size.stride;
            long top = Long.highestOneBit((marked >>> shift) & columnBits);
            mask |= (top - 1) << shift;
        }
        return mask;
    }

    /** The number of stones of the position of {@code code}. */
    public static int stonesOf(BoardSize size, long code) {
        return Long.bitCount(maskOf(size, code));
    }

    /** True when the player who moved last has four in a row or the board is full. */
    public static boolean isOver(BoardSize size, long current, long mask) {
        return Lines.hasFour(current ^ mask, size.stride) || mask == size.boardMask;
    }

    /**
     * A move string that reaches the position of {@code code} from the empty board, in the
     * project's notation.
     *
     * @throws IllegalArgumentException when no sequence of legal moves reaches it
     */
    public static String movesOf(BoardSize size, long code) {
        long mask = maskOf(size, code);
        char[] moves = new char[Long.bitCount(mask)];
        if (!back(size, code - mask, mask, moves.length, moves, new HashSet<>())) {
            throw new IllegalArgumentException(
                    "code " + Long.toHexString(code) + " is not a reachable " + size + " position");
        }
        return new String(moves);
    }

    /** The position of {@code code} (reached by {@link #movesOf}). */
    public static Position positionOf(BoardSize size, long code) {
        return Position.parse(movesOf(size, code), size);
    }

    /**
     * Takes stones back, last mover's first, until the board is empty, writing the columns into
     * {@code moves[0, n)} from the end. Any order works as long as each removed stone is on top
     * of its column and belongs to the player who moved last: taking stones away never makes a
     * four, so no earlier position was over when the target is not. (A target with a four is
     * accepted when the four's last stone can be the last move; {@link #isOver} tells them
     * apart.) {@code failed} holds the masks from which no way back exists; the mask alone
     * determines the state, since the colours of the remaining stones are fixed.
     */
    private static boolean back(BoardSize size, long current, long mask, int n, char[] moves, Set<Long> failed) {
        if (n == 0) return true;
        if (failed.contains(mask)) return false;
        long last = current ^ mask;
        if (Lines.hasFour(current, size.stride)) return false; // the side to move cannot already have won
        for (int c = 0; c < size.width; c++) {
            long column = mask & size.columnMask(c);
            if (column == 0) continue;
            long top = Long.highestOneBit(column);
            if ((last & top) == 0) continue;
            moves[n - 1] = Notation.charOf(c);
            if (back(size, last ^ top, mask ^ top, n - 1, moves, failed)) return true;
        }
        failed.add(mask);
        return false;
    }
}
