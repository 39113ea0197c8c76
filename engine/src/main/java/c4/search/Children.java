package c4.search;

import c4.core.BoardSize;
import c4.core.Zobrist;

/**
 * Writes a child's position into its {@link Frame}: the stones, their mirror image and both
 * Zobrist keys, each updated from the parent's by the one stone played (tables precomputed per
 * board size, so a move costs a few loads and XORs).
 */
final class Children {
    private final int[] mirrorBit = new int[64];
    /** Key contributions per (side to move, bit): the first player's and the second's. */
    private final long[] zobristFirst = new long[64];

    private final long[] zobristSecond = new long[64];

    Children(BoardSize size) {
        for (int bit = 0; bit < size.width * size.stride; bit++) mirrorBit[bit] = size.mirrorBit(bit);
        for (int bit = 0; bit < 64; bit++) {
            zobristFirst[bit] = Zobrist.of(0, bit);
            zobristSecond[bit] = Zobrist.of(1, bit);
        }
    }

    /** The position of {@code parent} (after {@code moves} stones) with {@code move} played, into {@code child}. */
    void play(Frame parent, Frame child, long move, int moves) {
        int bit = Long.numberOfTrailingZeros(move);
        int mirrored = mirrorBit[bit];
        long[] zobrist = (moves & 1) == 0 ? zobristFirst : zobristSecond;
        child.current = parent.current ^ parent.mask;
        child.mask = parent.mask | move;
        child.mirrorCurrent = parent.mirrorCurrent ^ parent.mirrorMask;
        child.mirrorMask = parent.mirrorMask | 1L << mirrored;
        child.key = parent.key ^ zobrist[bit];
        child.mirrorKey = parent.mirrorKey ^ zobrist[mirrored];
    }
}
