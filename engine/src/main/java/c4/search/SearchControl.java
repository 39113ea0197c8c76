package c4.search;

/**
 * Shared stop signal and limits of one search. Threads poll {@link #stopped()} every few thousand
 * nodes, so a stop takes effect within well under a millisecond of search time.
 */
public final class SearchControl {
    private volatile boolean stop;
    /** Node budget over all threads (Long.MAX_VALUE = none); checked approximately. */
    private volatile long nodeLimit = Long.MAX_VALUE;

    public void reset() {
        stop = false;
        nodeLimit = Long.MAX_VALUE;
    }

    public void stop() {
        stop = true;
    }

    public boolean stopped() {
        return stop;
    }

    public void setNodeLimit(long limit) {
        nodeLimit = limit;
    }

    public long nodeLimit() {
        return nodeLimit;
    }
}
