package c4.search;

/**
 * Receives what a search finds, as data, in order; the protocol turns it into {@code info}
 * lines. Called on the search thread (only the main search thread reports).
 */
public interface SearchListener {
    /** Listens to nothing. */
    SearchListener NONE = info -> {};

    /** An iteration's line, or an exact solve's. */
    void info(SearchInfo info);

    /** The solve of the root ended: its exact score ({@code weak}: only the sign is meaningful). */
    default void exactScore(int score, boolean weak) {}

    /** The root is a proven draw (after the lines of the iteration or solve that proved it). */
    default void drawProven() {}

    /** The answer of this search came from the opening book. */
    default void fromBook() {}

    /** {@code analyze}: the exact score of playing {@code column} (0-based), as soon as it is known. */
    default void columnScore(int column, int score) {}
}
