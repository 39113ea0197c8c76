package c4.reference;

import c4.core.Position;
import c4.core.Score;
import c4.search.Evaluator;
import c4.search.SearchAborted;
import c4.search.StaticEvaluation;

/**
 * What {@link Minimax} and {@link AlphaBeta} share: the position they play moves on, the node
 * counter, the values of terminal and horizon positions, and an optional deadline.
 *
 * <p>Values are from the view of MAX, the side to move at the root. A finished game is worth its
 * exact score: a win with the stone played after {@code m} stones is worth
 * {@code Score.winNow(size, m)} to the winner (faster wins are worth more), a full board 0. At the
 * horizon the evaluation decides; it lies strictly inside {@code (-Score.UNIT, Score.UNIT)}, so
 * any proven result outranks any guess. These are exactly the solver's scores times UNIT.
 */
abstract class ReferenceSearch {
    /** Nodes between two looks at the clock. */
    private static final int CLOCK_MASK = 1023;

    protected final Evaluator evaluator;
    protected final MoveOrder order;
    protected Position position;
    protected long nodes;
    /** System.nanoTime() after which the search gives up (Long.MAX_VALUE = never). */
    private long deadline = Long.MAX_VALUE;

    protected ReferenceSearch(Evaluator evaluator, MoveOrder order) {
        this.evaluator = evaluator;
        this.order = order;
    }

    protected ReferenceSearch(MoveOrder order) {
        this(StaticEvaluation.INSTANCE, order);
    }

    /** Makes later searches throw {@link SearchAborted} once {@code System.nanoTime()} passes it. */
    public void setDeadline(long nanoTime) {
        deadline = nanoTime;
    }

    public long nodes() {
        return nodes;
    }

    /** Checks the root; the searchers play moves on {@code p} and leave it as they found it. */
    protected void start(Position p, int depth) {
        if (depth < 1) throw new IllegalArgumentException("search depth " + depth + ": must be at least 1");
        if (p.isGameOver()) throw new IllegalArgumentException("the game is already over: " + p.moveString());
        position = p;
        nodes = 0;
    }

    /** Counts a node and looks at the clock now and then. */
    protected void visit() {
        nodes++;
        if ((nodes & CLOCK_MASK) == 0 && System.nanoTime() > deadline) throw SearchAborted.INSTANCE;
    }

    /**
     * The value of a finished game for the side to move, who has lost if the last stone made
     * four (the winner played it after {@code moveCount - 1} stones) and drawn if the board is full.
     */
    protected int finishedValueForSideToMove() {
        if (position.isWon()) return -Score.winNow(position.size(), position.moveCount() - 1);
        return 0;
    }

    /** The evaluation for the side to move (used at the horizon, when the game goes on). */
    protected int evaluationForSideToMove() {
        return evaluator.evaluate(position.currentStones(), position.mask(), position.moveCount(), position.size());
    }
}
