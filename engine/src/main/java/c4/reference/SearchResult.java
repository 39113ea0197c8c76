package c4.reference;

/**
 * The answer of one depth-limited reference search: the root value (from the side to move's
 * view, in {@link c4.core.Score} units), the column that achieves it (the first in move order
 * on ties), the depth searched and the nodes visited (every position entered, root included).
 */
public record SearchResult(int value, int column, int depth, long nodes) {}
