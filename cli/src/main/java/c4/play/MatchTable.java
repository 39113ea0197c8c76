package c4.play;

import c4.core.BoardSize;
import c4.core.Position;

/**
 * One table of a match: the players of PLAYER1 and PLAYER2 that play its games one after another.
 * An external engine that did not fail plays the next game too, told of it with
 * {@code ucinewgame} (as cutechess-cli's engines with {@code restart=off}): a match then starts
 * each engine once per table, not twice per game. One that lost a game by forfeit is ended (one
 * that failed was killed already), and a fresh one is made for the next game; with
 * {@code restart}, every game gets fresh ones. Built-in players are made for each game (cheap,
 * and nothing of one game carries into the next).
 *
 * <p>One game at a time: {@link #play} is called by one thread at a time; {@link #close} may come
 * from another thread while a game runs, and ends its engines (the game then forfeits).
 */
public final class MatchTable implements AutoCloseable {
    private final PlayerSpec[] specs;
    private final BoardSize size;
    private final EngineTimeouts timeouts;
    private final boolean restart;
    /** PLAYER1's and PLAYER2's player, or null where the next game makes one; guarded by this. */
    private final Player[] players = new Player[2];

    private boolean closed;

    public MatchTable(
            PlayerSpec player1, PlayerSpec player2, BoardSize size, EngineTimeouts timeouts, boolean restart) {
        this.specs = new PlayerSpec[] {player1, player2};
        this.size = size;
        this.timeouts = timeouts;
        this.restart = restart;
    }

    /** Plays game {@code number} from {@code opening}, PLAYER1 moving first (X) when {@code player1First}. */
    public GameRecord play(int number, Position opening, boolean player1First) {
        Player one = seat(0);
        Player two = seat(1);
        GameRecord r = null;
        try {
            r = player1First ? Game.play(number, opening, one, two) : Game.play(number, opening, two, one);
            return r;
        } finally {
            int forfeiter = r == null || !r.forfeited() ? -1 : (r.result() < 0) == player1First ? 0 : 1;
            release(0, forfeiter == 0);
            release(1, forfeiter == 1);
        }
    }

    /** The player of {@code role} for the next game: the last one, told of a new game, or a new one. */
    private synchronized Player seat(int role) {
        if (closed) throw new IllegalStateException("the match table is closed");
        if (players[role] == null) players[role] = Players.create(specs[role], size, timeouts);
        else players[role].newGame();
        return players[role];
    }

    /**
     * After a game ({@code forfeited}: this player lost it by forfeit): keeps the player of
     * {@code role} for the next one when it can play it, else ends it.
     */
    private synchronized void release(int role, boolean forfeited) {
        Player p = players[role];
        if (p == null || (!restart && !forfeited && p.reusable())) return;
        players[role] = null;
        p.close();
    }

    /** Ends the players (their engines quit or are killed); the table plays no more games. */
    @Override
    public synchronized void close() {
        closed = true;
        for (int role = 0; role < 2; role++) {
            if (players[role] != null) players[role].close();
            players[role] = null;
        }
    }
}
