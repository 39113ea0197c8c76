package c4.search;

/**
 * Shared stop signal of one search (node limits are per thread: {@link Searcher#newSearch}). Threads poll {@link #stopped()} every few thousand
 * nodes, so a stop takes effect within well under a millisecond of search time.
 */
public final class SearchControl {
    private volatile boolean stop;

    public void reset() {
        stop = false;
    }

    public void stop() {
        stop = true;
    }

    public boolean stopped() {
        return stop;
    }

}
