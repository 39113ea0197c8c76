package c4.core;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Random positions for benchmarks and test data: from the empty board, each move is drawn
 * uniformly among the legal columns that do not win at once (so no game ends on the way), and a
 * position where the side to move could win at once is refused (it is trivial to solve).
 *
 * <p>Reproducible: the same seed, size and ply give the same positions on every JVM, because
 * {@link Random}'s sequence is fixed by its specification.
 */
public final class RandomPositions {
    private final BoardSize size;
    private final Random random;
    private final Position position;

    public RandomPositions(BoardSize size, long seed) {
        this.size = size;
        this.random = new Random(seed);
        this.position = new Position(size);
    }

    /**
     * One attempt at a random position of {@code ply} stones (less than a full board): the position, or null when the walk
     * had no non-winning move left or ended where the side to move can win at once (the caller
     * tries again; the random sequence moves on either way). The result is a fresh copy.
     */
    public Position next(int ply) {
        if (ply < 0 || ply >= size.cells) {
            throw new IllegalArgumentException(
                    "ply " + ply + " is out of range 0.." + (size.cells - 1) + " on " + size);
        }
        while (position.moveCount() > 0) position.undo();
        int[] choices = new int[size.width];
        for (int i = 0; i < ply; i++) {
            int n = 0;
            for (int c = 0; c < size.width; c++) {
                if (position.canPlay(c) && !position.isWinningMove(c)) choices[n++] = c;
            }
            if (n == 0) return null;
            position.play(choices[random.nextInt(n)]);
        }
        assert !position.isWon() : "no move on the way wins: " + position.moveString();
        if (position.canWinNow()) return null;
        return position.copy();
    }

    /** A ply drawn uniformly from {@code from..to}, from the same random sequence. */
    public int nextPly(int from, int to) {
        assert 0 <= from && from <= to : from + ".." + to;
        return from + random.nextInt(to - from + 1);
    }

    /**
     * Up to {@code count} distinct positions (by position, not by move order), each of a ply drawn
     * from {@code fromPly..toPly}, that {@code keep} accepts, in the order found; fewer when
     * {@code tries} attempts run out. {@code keep} sees each distinct position once.
     */
    public List<Position> distinct(int fromPly, int toPly, int count, long tries, Predicate<Position> keep) {
        List<Position> found = new ArrayList<>();
        distinct(fromPly, toPly, count, tries, keep, (p, n) -> found.add(p));
        return found;
    }

    /** What {@link #distinct(int, int, int, long, Predicate, Listener)} reports as it goes. */
    public interface Listener {
        /** {@code p} was accepted, the {@code found}-th position (from 1). */
        void found(Position p, int found);

        /** {@code tries} attempts are over, of which {@code found} gave a position accepted. */
        default void tried(long tries, int found) {}
    }

    /**
     * The positions of {@link #distinct(int, int, int, long, Predicate)}, the same ones in the
     * same order, each handed to {@code listener} as soon as it is accepted (a caller that
     * writes them keeps those found so far when the search is cut short); the number found.
     */
    public int distinct(int fromPly, int toPly, int count, long tries, Predicate<Position> keep, Listener listener) {
        Set<Long> seen = new HashSet<>();
        int found = 0;
        for (long t = 0; t < tries && found < count; ) {
            Position p = next(nextPly(fromPly, toPly));
            t++;
            if (p != null && seen.add(p.code()) && keep.test(p)) listener.found(p, ++found);
            listener.tried(t, found);
        }
        return found;
    }
}
