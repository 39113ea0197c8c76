package c4.core;

/**
 * A move string or move that cannot be applied: the message is {@code move N ('C'): PROBLEM}, and
 * the index and the problem are kept apart for a caller that names the move its own way.
 */
public final class IllegalMoveException extends IllegalArgumentException {
    private final int moveIndex;
    private final String problem;

    /** The move at {@code moveIndex} (1-based), written {@code move}, cannot be played: {@code problem}. */
    public IllegalMoveException(int moveIndex, String move, String problem) {
        super("move " + moveIndex + " ('" + Echo.text(move) + "'): " + problem);
        this.moveIndex = moveIndex;
        this.problem = problem;
    }

    /** 1-based index of the offending move in its string. */
    public int moveIndex() {
        return moveIndex;
    }

    /** Why the move cannot be played, without the move's index. */
    public String problem() {
        return problem;
    }
}
