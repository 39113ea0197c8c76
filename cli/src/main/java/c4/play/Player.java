package c4.play;

import c4.core.Position;

/**
 * Something that chooses moves: a built-in searcher or an external engine. Each player serves
 * one game at a time (matches give every game its own players) and owns its resources until
 * {@link #close}. A player that cannot do its part throws, preferably a {@link PlayerFailure}
 * saying why; {@link Game} turns that into a lost game.
 */
public interface Player extends AutoCloseable {
    /** Gets ready to play (an external engine: launches it and does the handshake); {@link #choose} does it when needed. */
    default void start() {}

    /** A column for {@code position}, which is not over and is left unchanged; legal unless the player fails. */
    Choice choose(Position position);

    /** The spec it was made from, e.g. {@code alphabeta:movetime=100}. */
    String name();

    @Override
    default void close() {}
}
