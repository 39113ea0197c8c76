package c4.search;

/**
 * Thrown (preallocated, without a stack trace) to unwind a thread's search to an ancestor node
 * whose result another thread has meanwhile stored in the table: the subtree below it no longer
 * matters. Caught by that ancestor, which returns the stored bound; see {@link Searcher}.
 */
final class SubtreeResolved extends RuntimeException {
    static final SubtreeResolved INSTANCE = new SubtreeResolved();

    private SubtreeResolved() {
        super("subtree resolved by another thread", null, false, false);
    }
}
