package c4.search;

/**
 * Thrown (preallocated, without a stack trace) to stop a thread's search under a split point
 * that another thread has cut: the moves still searched there no longer matter. Each split
 * point's work loop in the thread catches it; the one that was cut ends there, the others pass
 * it up once their helpers have left ({@link SplitSearch}).
 */
final class SplitCut extends RuntimeException {
    static final SplitCut INSTANCE = new SplitCut();

    private SplitCut() {
        super("split point cut by another thread", null, false, false);
    }
}
