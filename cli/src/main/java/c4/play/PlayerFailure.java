package c4.play;

import c4.core.Echo;

/**
 * A player that could not give a move: an engine that cannot start, exits, closes its output,
 * answers with something that is not a column, or does not answer in time. In a match the game
 * is lost by forfeit with {@link #reason()}; elsewhere the message names the player.
 */
public final class PlayerFailure extends RuntimeException {
    private final String reason;

    /** {@code reason} is one line that does not name the player, e.g. {@code exited with status 1}. */
    public PlayerFailure(String playerName, String reason) {
        super("player " + Echo.quote(playerName) + ": " + reason);
        this.reason = reason;
    }

    public String reason() {
        return reason;
    }
}
