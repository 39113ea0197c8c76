package c4.book.build;

import c4.book.Book;
import c4.core.BoardSize;
import c4.core.Echo;
import c4.core.Position;
import c4.core.PositionCodes;
import c4.core.SearchBits;
import java.util.Arrays;

/**
 * The positions a book of depth D holds: for each ply p = 0..D, the canonical keys
 * ({@link Book#key}) of every position of exactly p stones that is not over, sorted and
 * distinct. A position whose side to move can win at once is not over and is included.
 *
 * <p>Counted breadth first over canonical keys only: the children of a position's mirror image
 * are the mirror images of its children, so expanding one of each mirror pair reaches the
 * canonical key of every position of the next ply. Positions that are over have no children.
 */
public final class BookPlies {
    private BookPlies() {}

    /** Element p is the sorted canonical keys of the positions of p stones that are not over. */
    public static long[][] enumerate(BoardSize size, int depth) {
        if (depth < 0 || depth > size.cells) {
            throw new IllegalArgumentException("depth " + depth + " is out of range 0.." + size.cells + " on " + size);
        }
        long[][] plies = new long[depth + 1][];
        long[] layer = {0L};
        for (int p = 0; p <= depth; p++) {
            layer = playable(size, layer);
            plies[p] = layer;
            if (p < depth) layer = children(size, layer);
        }
        return plies;
    }

    /**
     * The positions of {@code root}'s sub-book: element p is the sorted canonical keys of the
     * positions of p stones, reachable from {@code root} (or its mirror image), that are not over;
     * empty for p below the root's stones, the root's key alone for p equal to them.
     */
    public static long[][] enumerate(BoardSize size, int depth, Position root) {
        int r = root.moveCount();
        if (depth < r || depth > size.cells || root.size() != size) {
            throw new IllegalArgumentException(
                    "depth " + depth + " is out of range " + r + ".." + size.cells + " on " + size);
        }
        long[][] plies = new long[depth + 1][];
        for (int p = 0; p < r; p++) plies[p] = new long[0];
        long[] layer = {Book.key(size, root.currentStones(), root.mask())};
        for (int p = r; p <= depth; p++) {
            layer = playable(size, layer);
            plies[p] = layer;
            if (p < depth) layer = children(size, layer);
        }
        return plies;
    }

    /**
     * The root of a sub-book of {@code depth} from the MOVES of the command-line option
     * {@code --root} ({@code -}: the empty board).
     *
     * @throws IllegalArgumentException {@code option --root MOVES: ...} naming what is wrong (a
     *     bad move, a finished game) or {@code option --root MOVES has N stones, more than --depth D}
     */
    public static Position root(String moves, BoardSize size, int depth) {
        Position root;
        String shown = Echo.quote(moves);
        try {
            root = Position.parseArgument(moves, size);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("option --root " + shown + ": " + e.getMessage(), e);
        }
        if (root.isGameOver()) throw new IllegalArgumentException("option --root " + shown + ": the game is over");
        if (root.moveCount() > depth) {
            throw new IllegalArgumentException(
                    "option --root " + shown + " has " + root.moveCount() + " stones, more than --depth " + depth);
        }
        return root;
    }

    /** The keys of {@code layer} whose positions are not over, in the same order. */
    private static long[] playable(BoardSize size, long[] layer) {
        long[] out = new long[layer.length];
        int n = 0;
        for (long key : layer) {
            long mask = PositionCodes.maskOf(size, key);
            if (!PositionCodes.isOver(size, key - mask, mask)) out[n++] = key;
        }
        return Arrays.copyOf(out, n);
    }

    /** The sorted, distinct canonical keys of the children of the (playable) positions of {@code layer}. */
    private static long[] children(BoardSize size, long[] layer) {
        long[] out = new long[Math.max(1, layer.length * size.width)];
        int n = 0;
        for (long key : layer) {
            long mask = PositionCodes.maskOf(size, key);
            long childCurrent = (key - mask) ^ mask;
            for (long moves = SearchBits.legalMoves(mask, size); moves != 0; moves &= moves - 1) {
                long childMask = mask | (moves & -moves);
                out[n++] = Book.key(size, childCurrent, childMask);
            }
        }
        Arrays.sort(out, 0, n);
        int distinct = 0;
        for (int i = 0; i < n; i++) {
            if (distinct == 0 || out[i] != out[distinct - 1]) out[distinct++] = out[i];
        }
        return Arrays.copyOf(out, distinct);
    }
}
