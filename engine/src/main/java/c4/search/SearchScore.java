package c4.search;

import c4.core.BoardSize;
import c4.core.Score;

/**
 * A score as the search reports it, from the side to move's view: a heuristic evaluation, or a
 * proven result — a win or a loss with its distance, or a draw.
 *
 * <p>{@code value} is the evaluation for {@link Kind#HEURISTIC} (within
 * {@code ±Score.EVAL_LIMIT}); for {@link Kind#WIN} the side to move wins with its N-th next
 * stone, for {@link Kind#LOSS} it loses after the opponent's N-th next stone (N >= 1, or 0 when
 * only the outcome is known, as in weak solving); 0 for {@link Kind#DRAW}.
 */
public record SearchScore(Kind kind, int value) {
    /** What the score says. */
    public enum Kind {
        HEURISTIC,
        WIN,
        LOSS,
        DRAW
    }

    public SearchScore {
        switch (kind) {
            case HEURISTIC -> {
                if (Math.abs(value) > Score.EVAL_LIMIT) throw new IllegalArgumentException("evaluation " + value);
            }
            case WIN, LOSS -> {
                if (value < 0) throw new IllegalArgumentException("distance " + value);
            }
            case DRAW -> {
                if (value != 0) throw new IllegalArgumentException("a draw has value 0, got " + value);
            }
        }
    }

    public static SearchScore heuristic(int evaluation) {
        return new SearchScore(Kind.HEURISTIC, evaluation);
    }

    public static SearchScore draw() {
        return new SearchScore(Kind.DRAW, 0);
    }

    /**
     * The report of a search value ({@link Score} units) after {@code moves} stones: proven when
     * it is a win or loss ({@code |score| >= UNIT}) or when the search was exact ({@code exact}),
     * which makes 0 a proven draw; heuristic otherwise.
     */
    public static SearchScore of(int score, BoardSize size, int moves, boolean exact) {
        if (Score.isProven(score)) {
            int mate = Score.mateIn(size, moves, score);
            return mate > 0 ? new SearchScore(Kind.WIN, mate) : new SearchScore(Kind.LOSS, -mate);
        }
        if (exact && score == 0) return draw();
        return heuristic(score);
    }

    /** The report of a weak (sign-only) proven result: 1 win, 0 draw, -1 loss (or any sign). */
    public static SearchScore ofSign(int sign) {
        return sign > 0 ? new SearchScore(Kind.WIN, 0) : sign < 0 ? new SearchScore(Kind.LOSS, 0) : draw();
    }

    boolean isProven() {
        return kind != Kind.HEURISTIC;
    }
}
