package c4.play;

import c4.core.BoardSize;
import c4.core.Position;
import c4.protocol.Bestmove;
import c4.protocol.client.EngineClient;
import c4.protocol.client.EngineFailure;
import c4.protocol.client.Go;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An engine process speaking the project's protocol, as a {@link Player}: an {@link EngineClient}
 * that sets {@code Width} and {@code Height} when the board is not 7x6 and asks for each move with
 * {@code go movetime MS} or {@code go depth N} (bounded by {@link EngineTimeouts#DEPTH_MOVE_MS}).
 * Whatever the engine does wrong ends in a {@link PlayerFailure} with the client's reason; it sticks,
 * and the engine is already killed.
 */
final class ExternalPlayer implements Player {
    private final String name;
    private final BoardSize size;
    private final Go go;
    private final EngineClient client;
    /** The first failure; once set, every call fails with it. */
    private PlayerFailure failure;
    /** Whether a new game began since the engine last heard of one ({@link #newGame}). */
    private boolean newGame;

    ExternalPlayer(
            String name, List<String> command, BoardSize size, int depth, int movetimeMs, EngineTimeouts timeouts) {
        this.name = name;
        this.size = size;
        this.go = movetimeMs > 0 ? Go.movetime(movetimeMs) : Go.depth(depth).within(EngineTimeouts.DEPTH_MOVE_MS);
        this.client = new EngineClient(name, command, timeouts.startMs(), timeouts.marginMs(), f -> {});
    }

    /**
     * Launches the engine and does the handshake, once; after {@link #newGame}, tells a started
     * engine ({@code ucinewgame}). {@link #choose} calls it when needed.
     */
    @Override
    public void start() {
        if (failure != null) throw failure;
        Map<String, String> options = new LinkedHashMap<>();
        if (size != BoardSize.STANDARD) {
            options.put("Width", Integer.toString(size.width));
            options.put("Height", Integer.toString(size.height));
        }
        try {
            if (!client.start(options) && newGame) client.newGame();
            newGame = false;
        } catch (EngineFailure e) {
            throw fail(e.reason());
        }
    }

    @Override
    public void newGame() {
        newGame = true;
    }

    /** Whether the engine is still healthy: one that failed was killed. */
    @Override
    public boolean reusable() {
        return failure == null && client.failure() == null;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Choice choose(Position position) {
        start();
        Bestmove move;
        try {
            move = client.search(position, go);
        } catch (EngineFailure e) {
            throw fail(e.reason());
        }
        if (move.isNone()) throw fail("illegal move: sent 'bestmove (none)' (no move in a game that is not over)");
        return Choice.unscored(move.column());
    }

    private PlayerFailure fail(String reason) {
        if (failure == null) failure = new PlayerFailure(name, reason);
        return failure;
    }

    /** Ends the engine (see {@link EngineClient#close}). */
    @Override
    public void close() {
        client.close();
    }
}
