package c4.gui;

import c4.core.Position;
import c4.io.Json;
import c4.protocol.Bestmove;
import c4.protocol.InfoString;
import c4.protocol.client.EngineClient;
import c4.protocol.client.EngineFailure;
import c4.protocol.client.Go;
import c4.search.SearchInfo;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One browser tab's game: its protocol engine (an {@link EngineClient}, started on first use,
 * replaced on request) and the events the page receives about it.
 *
 * <p>Every {@code go} or {@code analyze} gets the next request number; every event about it carries
 * that number. A new search while one runs first stops the running one (the client waits for its
 * {@code bestmove}). When the client finds the engine failed (see its time limits) it is already
 * killed; the page gets a fatal error event, and the session refuses searches until {@link #restart}.
 *
 * <p>Locking: {@code operations} serializes the page's requests (held while they wait for the
 * engine); the monitor of {@code this} only guards which client is current and is never held while
 * calling the client, whose callbacks (under its own lock) only send events.
 */
final class EngineSession {
    private final String id;
    private final GuiConfig config;
    private final EventStream events = new EventStream();
    private final Object operations = new Object();
    /** The number of the latest request, which an engine failure's event carries. */
    private final AtomicLong request = new AtomicLong();

    private EngineClient client;
    private boolean closed;

    EngineSession(String id, GuiConfig config) {
        this.id = id;
        this.config = config;
    }

    String id() {
        return id;
    }

    EventStream events() {
        return events;
    }

    /** The running engine process, if any (for tests). */
    Process process() {
        EngineClient c = current();
        return c == null ? null : c.process();
    }

    /**
     * Starts a search of {@code position} (the server built {@code go} from checked numbers).
     *
     * @return the request number its events carry
     */
    long search(Position position, Go go) {
        synchronized (operations) {
            EngineClient c = started();
            long number = request.incrementAndGet();
            try {
                c.go(position, go, new PageEvents(number));
            } catch (EngineFailure e) {
                throw unusable(e);
            }
            return number;
        }
    }

    /** Asks the running search to stop (its bestmove follows); nothing when none runs. */
    void stop() {
        EngineClient c = current();
        if (c != null) c.stop();
    }

    /** Ends the engine if there is one and starts a fresh one; the page gets a {@code ready} event. */
    void restart() {
        synchronized (operations) {
            EngineClient old;
            synchronized (this) {
                if (closed) throw closedError();
                old = client;
                client = null;
            }
            if (old != null) old.close();
            started();
        }
    }

    /** Quits the engine (killing it and what it started when it does not exit within a second) and ends the event stream. */
    void close() {
        EngineClient c;
        synchronized (this) {
            if (closed) return;
            closed = true;
            c = client;
            client = null;
        }
        events.end();
        if (c != null) c.close();
    }

    /** The watchdog's look at the engine (see {@link EngineClient#check}). */
    void check(long now) {
        EngineClient c = current();
        if (c != null) c.check(now);
    }

    private synchronized EngineClient current() {
        return client;
    }

    /** The current client, made and started when there is none (the page then gets a {@code ready} event). */
    private EngineClient started() {
        EngineClient c;
        synchronized (this) {
            if (closed) throw closedError();
            if (client == null) {
                client = new EngineClient(
                        null, config.engineCommand(), config.startTimeoutMs(), config.timeoutMarginMs(), this::failed);
            }
            c = client;
        }
        try {
            if (c.start(Map.of()))
                events.send(Json.object()
                        .put("type", "ready")
                        .put("engine", c.engineName())
                        .toString());
        } catch (EngineFailure e) {
            throw unusable(e);
        }
        return c;
    }

    private ApiError closedError() {
        return new ApiError(410, "session " + id + " is closed");
    }

    /** A request refused because the engine failed; closed when the session closed meanwhile. */
    private ApiError unusable(EngineFailure e) {
        synchronized (this) {
            if (closed) return closedError();
        }
        return new ApiError(502, e.getMessage() + " (restart the engine)");
    }

    /** The client's report of a failure (the engine is already killed): logged and told the page. */
    private void failed(EngineFailure e) {
        System.err.println("gui: session " + id.substring(0, 8) + ": " + e.getMessage());
        events.send(EngineLines.event("error", request.get())
                .put("fatal", true)
                .put("message", e.getMessage())
                .toString());
    }

    /** One search's lines as the page's events, tagged with its request number. */
    private final class PageEvents implements EngineClient.Listener {
        private final long number;

        PageEvents(long number) {
            this.number = number;
        }

        @Override
        public void info(SearchInfo info) {
            events.send(EngineLines.info(info, number));
        }

        @Override
        public void note(InfoString.Note note) {
            String event = EngineLines.note(note, number);
            if (event != null) events.send(event);
        }

        @Override
        public void bestmove(Bestmove move) {
            Json event = EngineLines.event("bestmove", number);
            if (move.isNone()) {
                events.send(event.put("move", (String) null).toString());
                return;
            }
            event.put("move", move.column() + 1);
            if (move.ponder() != Bestmove.NO_MOVE) event.put("ponder", move.ponder() + 1);
            events.send(event.toString());
        }
    }
}
