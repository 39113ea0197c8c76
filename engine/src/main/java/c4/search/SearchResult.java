package c4.search;

/**
 * The answer of one search: the 0-based column to play (-1 when there is none), the expected
 * reply to ponder on (-1 when unknown), and the score from the side to move's view.
 */
public record SearchResult(int column, int ponder, int score) {
    public static final SearchResult NONE = new SearchResult(-1, -1, 0);
}
