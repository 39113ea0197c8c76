package c4.core;

/**
 * Static bitboard helpers over raw {@code (current, mask)} pairs, shared by {@link Position} and
 * the search, which works on primitives to allocate nothing.
 */
public final class SearchBits {
    private SearchBits() {}

    public static long legalMoves(long mask, BoardSize size) {
        return (mask + size.bottomMask) & size.boardMask;
    }

    /**
     * Moves that do not let the opponent win at once. Assumes the side to move has no immediate
     * win. Returns 0 when every move loses.
     */
    public static long nonLosingMoves(long current, long mask, BoardSize size) {
        long possible = legalMoves(mask, size);
        long opponentWins = Lines.winningCells(current ^ mask, mask, size);
        long forced = possible & opponentWins;
        if (forced != 0) {
            if ((forced & (forced - 1)) != 0) return 0; // two threats: cannot block both
            possible = forced;
        }
        return possible & ~(opponentWins >>> 1); // never play right below an opponent threat
    }
}
