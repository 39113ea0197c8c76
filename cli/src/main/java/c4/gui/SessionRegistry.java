package c4.gui;

import c4.core.Echo;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The open sessions, at most {@code maxEngines} of them (so at most that many engine processes), by
 * unguessable id. A watchdog thread looks at every session five times a second: it lets each check
 * its engine ({@link EngineSession#check}) and closes sessions that have had no event stream for
 * {@code noStreamTimeoutMs} (a tab that never connected, or went away without closing its stream).
 */
final class SessionRegistry implements AutoCloseable {
    static final long WATCHDOG_PERIOD_MS = 200;

    private final GuiConfig config;
    private final Map<String, EngineSession> sessions = new ConcurrentHashMap<>();
    private final SecureRandom random = new SecureRandom();
    private final ScheduledExecutorService watchdog = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "gui-watchdog");
        t.setDaemon(true);
        return t;
    });

    SessionRegistry(GuiConfig config) {
        this.config = config;
        watchdog.scheduleWithFixedDelay(this::tick, WATCHDOG_PERIOD_MS, WATCHDOG_PERIOD_MS, TimeUnit.MILLISECONDS);
    }

    /** A new session; 503 when {@code maxEngines} are open. */
    synchronized EngineSession create() {
        if (sessions.size() >= config.maxEngines()) {
            throw new ApiError(
                    503,
                    (config.maxEngines() == 1
                                    ? "the one engine is in use (the server holds at most 1, --max-engines)"
                                    : "all " + config.maxEngines() + " engines are in use (the server holds at most "
                                            + config.maxEngines() + ", --max-engines)")
                            + ": close another tab, or try again in a minute");
        }
        byte[] bytes = new byte[16];
        random.nextBytes(bytes);
        String id = HexFormat.of().formatHex(bytes);
        EngineSession s = new EngineSession(id, config);
        sessions.put(id, s);
        return s;
    }

    /** The session named by a request's {@code session} parameter: 400 when malformed, 404 when unknown or closed. */
    EngineSession get(String id) {
        if (id == null) throw new ApiError(400, "session: missing (create one with POST /api/session)");
        if (!id.matches("[0-9a-f]{32}"))
            throw new ApiError(400, "session: " + Echo.quote(id) + " is not a session id (32 hex digits, 0-9 and a-f)");
        EngineSession s = sessions.get(id);
        if (s == null)
            throw new ApiError(404, "session: no open session " + Echo.quote(id) + " (it was closed; reload the page)");
        return s;
    }

    /** Closes and forgets a session (its engine quits or is killed); nothing when it is already gone. */
    void close(String id, String why) {
        EngineSession s = sessions.remove(id);
        if (s == null) return;
        s.close();
        System.err.println(
                "gui: session " + id.substring(0, 8) + " closed (" + why + "); " + sessions.size() + " open");
    }

    int size() {
        return sessions.size();
    }

    private void tick() {
        long now = System.nanoTime();
        for (EngineSession s : List.copyOf(sessions.values())) {
            try {
                s.check(now);
                if (s.events().detachedMillis(now) > config.noStreamTimeoutMs()) {
                    close(s.id(), "no event stream for " + config.noStreamTimeoutMs() / 1000 + " s");
                }
            } catch (RuntimeException e) {
                System.err.println("gui: watchdog: " + e); // keep watching the others
            }
        }
    }

    @Override
    public void close() {
        watchdog.shutdownNow();
        for (String id : List.copyOf(sessions.keySet())) close(id, "server stopping");
    }
}
