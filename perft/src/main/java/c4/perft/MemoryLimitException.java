package c4.perft;

/** Expanding a layer would not fit the heap; the message says which ply, how much, and what to do. */
public final class MemoryLimitException extends Exception {
    public MemoryLimitException(String message) {
        super(message);
    }
}
