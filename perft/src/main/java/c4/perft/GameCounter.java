package c4.perft;

import c4.core.BoardSize;
import c4.core.Lines;
import c4.core.SearchBits;
import it.unimi.dsi.fastutil.longs.Long2LongOpenHashMap;
import it.unimi.dsi.fastutil.longs.Long2ObjectOpenHashMap;
import java.math.BigInteger;

/**
 * Counts complete games (move sequences from the empty board that end in a win or a full
 * board): games(p) = 1 when p is won or full, else the sum over its children. Values are
 * memoised per position under the smaller of its code and its mirror's code (mirror images
 * have equal counts). Counting is exact: in longs with {@link Math#addExact}, and if any sum
 * overflows, all over again in BigIntegers.
 */
public final class GameCounter {
    /** Positions with this few empty cells or fewer are counted directly, not memoised. */
    private static final int DIRECT_EMPTY_CELLS = 3;

    private static final int PROGRESS_EVERY = 1 << 20;

    private final BoardSize size;
    private final ProgressMeter.Factory meters;
    private ProgressMeter progress;
    private long calls;

    public GameCounter(BoardSize size, ProgressMeter.Factory meters) {
        this.size = size;
        this.meters = meters;
    }

    public BigInteger count() {
        progress = meters.start("games " + size, 0);
        try {
            Long2LongOpenHashMap memo = new Long2LongOpenHashMap();
            memo.defaultReturnValue(-1);
            return BigInteger.valueOf(countLong(0L, 0L, 0, memo));
        } catch (ArithmeticException overflow) {
            meters.note("games " + size + ": counts exceed 64 bits, counting again with BigInteger");
            return countBig(0L, 0L, 0, new Long2ObjectOpenHashMap<>());
        } finally {
            progress.finish();
        }
    }

    /** The count done in BigIntegers from the start (the overflow path, exposed for tests). */
    BigInteger countWithBigIntegers() {
        return countBig(0L, 0L, 0, new Long2ObjectOpenHashMap<>());
    }

    private long key(long current, long mask) {
        long code = current + mask;
        return Math.min(code, size.mirror(code));
    }

    /** Games below a position that is neither won nor full, after {@code moves} moves. */
    private long countLong(long current, long mask, int moves, Long2LongOpenHashMap memo) {
        boolean memoised = size.cells - moves > DIRECT_EMPTY_CELLS;
        long key = 0;
        if (memoised) {
            key = key(current, mask);
            long known = memo.get(key);
            if (known >= 0) return known;
            tick(memo.size());
        }
        long legal = SearchBits.legalMoves(mask, size);
        long wins = Lines.winningCells(current, mask, size);
        long total = Long.bitCount(legal & wins); // winning moves end the game: one game each
        boolean lastMove = moves + 1 == size.cells;
        for (long m = legal & ~wins; m != 0; m &= m - 1) {
            total = Math.addExact(total, lastMove ? 1 : countLong(current ^ mask, mask | (m & -m), moves + 1, memo));
        }
        if (memoised) memo.put(key, total);
        return total;
    }

    private BigInteger countBig(long current, long mask, int moves, Long2ObjectOpenHashMap<BigInteger> memo) {
        boolean memoised = size.cells - moves > DIRECT_EMPTY_CELLS;
        long key = 0;
        if (memoised) {
            key = key(current, mask);
            BigInteger known = memo.get(key);
            if (known != null) return known;
            tick(memo.size());
        }
        long legal = SearchBits.legalMoves(mask, size);
        long wins = Lines.winningCells(current, mask, size);
        BigInteger total = BigInteger.valueOf(Long.bitCount(legal & wins));
        boolean lastMove = moves + 1 == size.cells;
        for (long m = legal & ~wins; m != 0; m &= m - 1) {
            total = total.add(lastMove ? BigInteger.ONE : countBig(current ^ mask, mask | (m & -m), moves + 1, memo));
        }
        if (memoised) memo.put(key, total);
        return total;
    }

    private void tick(int memoSize) {
        if ((++calls & (PROGRESS_EVERY - 1)) == 0) {
            progress.update(memoSize, "positions memoised");
        }
    }
}
