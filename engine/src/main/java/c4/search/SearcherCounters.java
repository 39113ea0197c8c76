package c4.search;

/**
 * The fields a search thread writes at every node ({@link Searcher#nodes}, {@link Searcher#selDepth}),
 * with 128 bytes of unused fields on each side (Java lays out a superclass's fields before its
 * subclass's): another thread's hot data can then never share their cache line, nor the line
 * the CPU's adjacent-line prefetcher pairs with it, however the heap places the searchers.
 * The Agrona and JCTools way of padding, without {@code @Contended} (closed to applications).
 */
abstract class SearcherCounters extends SearcherCountersPadBefore {
    /** Nodes visited since the last new search; read racily by other threads (approximate while searching). */
    long nodes;
    /** The deepest ply entered since the last new search. */
    int selDepth;
}

/** Padding before {@link SearcherCounters}' fields. */
abstract class SearcherCountersPadBefore {
    long before00, before01, before02, before03;
    long before04, before05, before06, before07;
    long before08, before09, before10, before11;
    long before12, before13, before14, before15;
}

/** Padding after {@link SearcherCounters}' fields. */
abstract class SearcherCountersPadAfter extends SearcherCounters {
    long after00, after01, after02, after03;
    long after04, after05, after06, after07;
    long after08, after09, after10, after11;
    long after12, after13, after14, after15;
}
