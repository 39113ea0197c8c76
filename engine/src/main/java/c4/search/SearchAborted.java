package c4.search;

/** Thrown (preallocated, without a stack trace) to unwind a search that was told to stop. */
public final class SearchAborted extends RuntimeException {
    public static final SearchAborted INSTANCE = new SearchAborted();

    private SearchAborted() {
        super("search stopped", null, false, false);
    }
}
