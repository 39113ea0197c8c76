package c4.search;

import c4.core.BoardSize;
import c4.core.Position;
import c4.core.Score;
import java.util.Arrays;
import java.util.function.IntConsumer;
import java.util.function.IntUnaryOperator;
import java.util.function.LongSupplier;
import java.util.function.ToIntFunction;

/**
 * The values of a position's moves for {@link Solver}: every column's, centre first (an
 * analysis), and the first column that keeps a score. A move decided at once (a win, a move that
 * fills the board) is never searched; the others are worth minus the score of the position after
 * them, which the caller's function gives (a solve, the book, a null-window search).
 */
final class MoveValues {
    private MoveValues() {}

    /** A child's score by {@code score}, summing the nodes each such solve reports (an analysis gives their sum). */
    static final class Tally implements ToIntFunction<Position> {
        private final ToIntFunction<Position> score;
        private final LongSupplier solveNodes;
        private long nodes;

        Tally(ToIntFunction<Position> score, LongSupplier solveNodes) {
            this.score = score;
            this.solveNodes = solveNodes;
        }

        @Override
        public int applyAsInt(Position child) {
            int s = score.applyAsInt(child);
            nodes += solveNodes.getAsLong();
            return s;
        }

        long nodes() {
            return nodes;
        }
    }

    /**
     * The columns of {@code p} centre first, each decided at once or scored by {@code childScore}
     * (the child's score in {@link Score} units, or {@link Score#NONE} when it has none: then the
     * answer is null); in exact units (weak: signs), {@link Solver#INVALID_MOVE} for a full
     * column, each reported to {@code out} as it is found.
     */
    static int[] columns(
            BoardSize size, Position p, boolean weak, SearchListener out, ToIntFunction<Position> childScore) {
        int[] scores = new int[size.width];
        Arrays.fill(scores, Solver.INVALID_MOVE);
        Position child = p.copy();
        for (int i = 0; i < size.width; i++) {
            int c = size.centreOrder(i);
            if (!p.canPlay(c)) continue;
            int v = of(p, c, child, decided -> weak ? Outcomes.sign(decided) : decided, childScore);
            if (v == Score.NONE) return null;
            scores[c] = Score.exact(v);
            out.columnScore(c, scores[c]);
        }
        return scores;
    }

    /**
     * The first column, {@code first} (when legal) and then centre first, whose value is at
     * least {@code score} ({@link Score} units), the children scored by {@code childScore}; tells
     * {@code refuted} each column worth less. -1 if none.
     */
    static int keeping(
            BoardSize size, Position p, int score, int first, IntConsumer refuted, ToIntFunction<Position> childScore) {
        Position child = p.copy();
        for (int i = -1; i < size.width; i++) {
            int c = i < 0 ? first : size.centreOrder(i);
            if (c < 0 || !p.canPlay(c) || (i >= 0 && c == first)) continue;
            int v = of(p, c, child, decided -> decided, childScore);
            if (v >= score) return c;
            refuted.accept(c);
        }
        return -1;
    }

    /**
     * The value of playing legal column {@code c}: decided at once (passed through
     * {@code decided}), or the negated {@code childScore} of the child, which is played into
     * {@code child}; {@link Score#NONE} when {@code childScore} gives that.
     */
    static int of(Position p, int c, Position child, IntUnaryOperator decided, ToIntFunction<Position> childScore) {
        int v = Outcomes.ofMove(p, c);
        if (v != Score.NONE) return decided.applyAsInt(v);
        child.copyFrom(p);
        child.play(c);
        int s = childScore.applyAsInt(child);
        return s == Score.NONE ? Score.NONE : -s;
    }
}
