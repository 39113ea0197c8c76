package c4.search;

import c4.core.BoardSize;
import c4.core.Lines;
import c4.core.Score;
import java.util.ArrayList;
import java.util.List;

/**
 * The heuristic evaluation at the horizon, from the side to move's view, strictly inside
 * {@code (-Score.UNIT, Score.UNIT)}. Terms (each "mine minus the opponent's"):
 * <ul>
 * <li>threats: empty cells that would complete four;</li>
 * <li>parity threats: threats on the row parity that favours their owner — odd rows (1, 3, 5
 *     counted from the bottom) for the first player, even rows for the second (the zugzwang rule:
 *     when the board fills up, the first player gets the odd cells);</li>
 * <li>shared threats: a cell both sides threaten goes to the player whose parity it has, so it
 *     counts once more for that player;</li>
 * <li>low threats: a threat with no threat of the opponent below it in the same column (it can
 *     actually come into play);</li>
 * <li>centre: each stone weighted by the number of four-cell lines through its cell.</li>
 * </ul>
 * Symmetric: the value for one side is minus the value for the other. The masks are the board's
 * own ({@link BoardSize#oddRows}, {@link BoardSize#linesThroughPlane}), built once per size and
 * published with it; {@link #evaluate} allocates nothing (a test measures it).
 */
public final class StaticEvaluation implements Evaluator {
    public static final StaticEvaluation INSTANCE = new StaticEvaluation();

    static final int THREAT = 30;
    static final int PARITY_THREAT = 50;
    static final int SHARED_THREAT = 20;
    static final int LOW_THREAT = 20;
    static final int CENTRE = 2;

    /** One named term of the evaluation, for {@code eval}. */
    public record Term(String name, int mine, int theirs, int weight) {
        public int value() {
            return weight * (mine - theirs);
        }
    }

    @Override
    public int evaluate(long current, long mask, int moves, BoardSize size) {
        // the terms of Counts, summed in registers: this is called at every horizon node
        long opponent = current ^ mask;
        long empty = size.boardMask ^ mask;
        long mine = Lines.completingCells(current, size.stride) & empty;
        long theirs = Lines.completingCells(opponent, size.stride) & empty;
        long myParity = (moves & 1) == 0 ? size.oddRows : ~size.oddRows;
        long shared = mine & theirs;
        int score = THREAT * (Long.bitCount(mine) - Long.bitCount(theirs))
                + PARITY_THREAT * (Long.bitCount(mine & myParity) - Long.bitCount(theirs & ~myParity))
                + SHARED_THREAT * (Long.bitCount(shared & myParity) - Long.bitCount(shared & ~myParity))
                + LOW_THREAT * (Long.bitCount(low(mine, theirs, size)) - Long.bitCount(low(theirs, mine, size)))
                + CENTRE * (weighted(current, size) - weighted(opponent, size));
        return Score.clampEvaluation(score);
    }

    /** The terms of {@link #evaluate}, in order; their values add up to it (before clamping). */
    public List<Term> explain(long current, long mask, int moves, BoardSize size) {
        Counts c = Counts.of(current, mask, moves, size);
        List<Term> terms = new ArrayList<>();
        for (int term = 0; term < WEIGHTS.length; term++) {
            terms.add(new Term(NAMES[term], c.mine(term), c.theirs(term), WEIGHTS[term]));
        }
        return terms;
    }

    private static final String[] NAMES = {"threats", "parity-threats", "shared-threats", "low-threats", "centre"};
    private static final int[] WEIGHTS = {THREAT, PARITY_THREAT, SHARED_THREAT, LOW_THREAT, CENTRE};

    /** What each term counts for the side to move (mine) and its opponent (theirs), in the order of {@link #NAMES}. */
    private record Counts(
            long mineThreats,
            long theirThreats,
            long myParity,
            long theirParity,
            long shared,
            long mineLow,
            long theirLow,
            int mineCentre,
            int theirCentre) {
        static Counts of(long current, long mask, int moves, BoardSize size) {
            long opponent = current ^ mask;
            long empty = size.boardMask ^ mask;
            long mine = Lines.completingCells(current, size.stride) & empty;
            long theirs = Lines.completingCells(opponent, size.stride) & empty;
            long myParity = (moves & 1) == 0 ? size.oddRows : ~size.oddRows;
            return new Counts(
                    mine,
                    theirs,
                    myParity,
                    ~myParity,
                    mine & theirs,
                    low(mine, theirs, size),
                    low(theirs, mine, size),
                    weighted(current, size),
                    weighted(opponent, size));
        }

        int mine(int term) {
            return count(term, mineThreats, myParity, mineLow, mineCentre);
        }

        int theirs(int term) {
            return count(term, theirThreats, theirParity, theirLow, theirCentre);
        }

        /** Term {@code term} of one side, from that side's threats, parity rows, low threats and centre. */
        private int count(int term, long threats, long parity, long low, int centre) {
            return switch (term) {
                case 0 -> Long.bitCount(threats);
                case 1 -> Long.bitCount(threats & parity);
                case 2 -> Long.bitCount(shared & parity);
                case 3 -> Long.bitCount(low);
                default -> centre;
            };
        }
    }

    /** Threats of {@code a} with no threat of {@code b} below them in the same column. */
    private static long low(long a, long b, BoardSize size) {
        // Kogge-Stone fill of b's threats upwards, never across the spare bit into the next column
        long g = b;
        long p = size.boardMask;
        g |= p & (g << 1);
        p &= p << 1;
        g |= p & (g << 2);
        p &= p << 2;
        g |= p & (g << 4);
        p &= p << 4;
        g |= p & (g << 8);
        p &= p << 8;
        g |= p & (g << 16);
        p &= p << 16;
        g |= p & (g << 32);
        long above = (g << 1) & size.boardMask;
        return a & ~above;
    }

    /** The stones weighted by the number of four-cell lines through their cells. */
    private static int weighted(long stones, BoardSize size) {
        return Long.bitCount(stones & size.linesThroughPlane(0))
                + 2 * Long.bitCount(stones & size.linesThroughPlane(1))
                + 4 * Long.bitCount(stones & size.linesThroughPlane(2))
                + 8 * Long.bitCount(stones & size.linesThroughPlane(3));
    }
}
