package c4.search;

/**
 * The stop signal shared by the threads of one search (node limits are per thread:
 * {@link Searcher#newSearch}). Threads poll {@link #stopped()} every few thousand nodes, so a
 * stop takes effect within well under a millisecond of search time.
 */
final class SearchControl {
    private volatile boolean stop;

    void reset() {
        stop = false;
    }

    void stop() {
        stop = true;
    }

    boolean stopped() {
        return stop;
    }
}
