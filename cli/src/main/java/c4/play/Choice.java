package c4.play;

/**
 * A player's move: the 0-based column, and what it knows about it when it searched: the value
 * for the side that moved (in {@link c4.core.Score} units; meaningful only if {@code scored}),
 * the depth reached and the nodes visited (0 when unknown, e.g. for external engines).
 */
public record Choice(int column, boolean scored, int value, int depth, long nodes) {
    public static Choice unscored(int column) {
        return new Choice(column, false, 0, 0, 0);
    }
}
