package c4.play;

import c4.core.Position;

/**
 * Something that chooses moves: a built-in searcher or an external engine. Each player serves
 * one game at a time (matches give every game its own players) and owns its resources until
 * {@link #close}.
 */
public interface Player extends AutoCloseable {
    /** A legal column for {@code position}, which is not over and is left unchanged. */
    Choice choose(Position position);

    /** The spec it was made from, e.g. {@code alphabeta:movetime=100}. */
    String name();

    @Override
    default void close() {
    }
}
