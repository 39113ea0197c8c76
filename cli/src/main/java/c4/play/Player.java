package c4.play;

import c4.core.Position;

/**
 * Something that chooses moves: a built-in searcher or an external engine. Each player serves
 * one game at a time (a match keeps a {@link #reusable} one for its table's next game,
 * {@link MatchTable}) and owns its resources until {@link #close}. A player that cannot do its
 * part throws, preferably a {@link PlayerFailure} saying why; {@link Game} turns that into a lost
 * game.
 */
public interface Player extends AutoCloseable {
    /** Gets ready to play (an external engine: launches it and does the handshake); {@link #choose} does it when needed. */
    default void start() {}

    /** A column for {@code position}, which is not over and is left unchanged; legal unless the player fails. */
    Choice choose(Position position);

    /**
     * Another game begins after the one this player played: {@link #start} tells an engine (with
     * {@code ucinewgame}). Only for a {@link #reusable} player.
     */
    default void newGame() {}

    /** Whether it can play another game after this one; built-in players are made anew for each. */
    default boolean reusable() {
        return false;
    }

    /** The spec it was made from, e.g. {@code alphabeta:movetime=100}. */
    String name();

    @Override
    default void close() {}
}
