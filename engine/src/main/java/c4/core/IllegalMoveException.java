package c4.core;

/** A move string or move that cannot be applied; the message names the move index and the reason. */
public final class IllegalMoveException extends IllegalArgumentException {
    private final int moveIndex;

    public IllegalMoveException(int moveIndex, String message) {
        super(message);
        this.moveIndex = moveIndex;
    }

    /** 1-based index of the offending move in its string (0 when not from a string). */
    public int moveIndex() {
        return moveIndex;
    }
}
