package c4.gui;

import c4.cli.Json;
import c4.core.Echo;
import c4.core.Position;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

/**
 * One browser tab's game: its protocol engine process (started on first use, restarted on request)
 * and the events the page receives about it.
 *
 * <p>Every {@code go} or {@code analyze} gets the next request number; every event about it carries
 * that number. A new search while one runs first stops the running one and waits for its
 * {@code bestmove}. The engine is declared failed, killed and reported with a fatal error event
 * when it exits, does not finish its handshake in time, sends no {@code bestmove} within its movetime
 * plus the margin, or leaves an {@code isready} (sent every second while it searches) unanswered for
 * longer than the margin. A failed engine stays failed until {@link #restart}.
 *
 * <p>Locking: {@code operations} serializes the page's requests (it is held while they wait for the
 * engine); the monitor of {@code this} guards the state and is what the reader thread and the
 * watchdog take, so they never wait behind a request.
 */
final class EngineSession {
    enum State { NEW, STARTING, READY, SEARCHING, FAILED, CLOSED }

    static final long PING_INTERVAL_MS = 1_000;
    private static final int MAX_LINE_CHARS = 16_384;

    private final String id;
    private final GuiConfig config;
    private final EventStream events = new EventStream();
    private final Object operations = new Object();

    private State state = State.NEW;
    private Process process;
    private Writer stdin;
    /** Incremented per process, so the reader of a dead process cannot touch its successor's state. */
    private int generation;
    private boolean uciok;
    private boolean readyok;
    private String engineName = "";
    private String failure = "";
    private long request;
    /** The position of the running search, to check its bestmove. */
    private Position searched;
    /** System.nanoTime() by which the running search's bestmove is due; 0 = no time bound. */
    private long deadline;
    private long lastPing;
    /** System.nanoTime() of the unanswered isready; 0 = none outstanding. */
    private long pingSentAt;

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

    synchronized State state() {
        return state;
    }

    /** The running engine process, if any (for tests). */
    synchronized Process process() {
        return process;
    }

    /**
     * Starts a search of {@code position}: {@code command} is {@code go movetime MS}, {@code go depth N}
     * or {@code analyze}, built by the server from checked numbers; {@code boundMs} is the movetime (0: none).
     *
     * @return the request number its events carry
     */
    long search(Position position, String command, long boundMs) {
        synchronized (operations) {
            synchronized (this) {
                usable();
                if (state == State.NEW) handshake();
                if (state == State.SEARCHING) {
                    send("stop");
                    waitWhile(State.SEARCHING, config.timeoutMarginMs());
                    if (state == State.SEARCHING) {
                        fail("the engine sent no bestmove within " + config.timeoutMarginMs() + " ms of 'stop'");
                    }
                    usable();
                }
                request++;
                String moves = position.moveString();
                send(moves.isEmpty() ? "position startpos" : "position startpos moves " + moves);
                send(command);
                usable();
                state = State.SEARCHING;
                searched = position.copy();
                long now = System.nanoTime();
                deadline = boundMs > 0 ? now + TimeUnit.MILLISECONDS.toNanos(boundMs + config.timeoutMarginMs()) : 0;
                lastPing = now;
                pingSentAt = 0;
                return request;
            }
        }
    }

    /** Asks the running search to stop (its bestmove follows); nothing when none runs. */
    void stop() {
        synchronized (this) {
            if (state == State.CLOSED) throw new ApiError(410, "session " + id + " is closed");
            if (state == State.SEARCHING) send("stop");
        }
    }

    /** Kills the engine if there is one and starts a fresh one; the page gets a {@code ready} event. */
    void restart() {
        synchronized (operations) {
            synchronized (this) {
                if (state == State.CLOSED) throw new ApiError(410, "session " + id + " is closed");
                kill();
                state = State.NEW;
                handshake();
            }
        }
    }

    /** Quits the engine (killing it when it does not exit within a second) and ends the event stream. */
    void close() {
        Process p;
        synchronized (this) {
            if (state == State.CLOSED) return;
            if (process != null && process.isAlive() && (state == State.READY || state == State.SEARCHING)) {
                if (state == State.SEARCHING) sendQuietly("stop");
                sendQuietly("quit");
            }
            state = State.CLOSED;
            generation++;
            p = process;
            process = null;
            notifyAll();
        }
        events.end();
        if (p == null) return;
        try {
            if (!p.waitFor(1, TimeUnit.SECONDS)) destroy(p);
        } catch (InterruptedException e) {
            destroy(p);
            Thread.currentThread().interrupt();
        }
    }

    /** The watchdog's look at a searching engine: overdue bestmove, unanswered isready, or time for a new isready. */
    synchronized void check(long now) {
        if (state != State.SEARCHING) return;
        if (deadline != 0 && now - deadline > 0) {
            fail("the engine sent no bestmove within its movetime plus " + config.timeoutMarginMs() + " ms: it was killed");
        } else if (pingSentAt != 0 && now - pingSentAt > TimeUnit.MILLISECONDS.toNanos(config.timeoutMarginMs())) {
            fail("the engine did not answer 'isready' within " + config.timeoutMarginMs() + " ms: it was killed");
        } else if (pingSentAt == 0 && now - lastPing >= TimeUnit.MILLISECONDS.toNanos(PING_INTERVAL_MS)) {
            lastPing = now;
            pingSentAt = now;
            send("isready");
        }
    }

    // ---- under the monitor of this ----

    /** Throws the request's error when the session cannot take a request now. */
    private void usable() {
        switch (state) {
            case CLOSED -> throw new ApiError(410, "session " + id + " is closed");
            case FAILED -> throw new ApiError(502, failure + " (restart the engine)");
            default -> {
            }
        }
    }

    /** Starts the process and waits for uciok and readyok; on failure throws after reporting it. */
    private void handshake() {
        ProcessBuilder pb = new ProcessBuilder(config.engineCommand()).redirectError(ProcessBuilder.Redirect.INHERIT);
        state = State.STARTING;
        uciok = false;
        readyok = false;
        engineName = "";
        try {
            process = pb.start();
        } catch (IOException e) {
            process = null;
            fail("cannot run the engine " + Echo.quote(String.join(" ", config.engineCommand())) + ": " + e.getMessage());
            usable();
        }
        generation++;
        stdin = new BufferedWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8));
        Thread reader = new Thread(readLoop(process, generation), "gui-engine-" + id.substring(0, 8));
        reader.setDaemon(true);
        reader.start();
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(config.startTimeoutMs());
        send("uci");
        while (state == State.STARTING && !uciok && waitUntil(end)) { /* woken by the reader */ }
        if (state == State.STARTING && !uciok) fail("the engine sent no 'uciok' within " + config.startTimeoutMs() + " ms of starting");
        if (state == State.STARTING) send("isready");
        while (state == State.STARTING && !readyok && waitUntil(end)) { /* woken by the reader */ }
        if (state == State.STARTING && !readyok) fail("the engine sent no 'readyok' within " + config.startTimeoutMs() + " ms of starting");
        usable();
        state = State.READY;
        events.send(Json.object().put("type", "ready").put("engine", engineName).toString());
    }

    /** Waits on this until {@code end} (System.nanoTime()); false once it has passed. */
    private boolean waitUntil(long end) {
        long left = end - System.nanoTime();
        if (left <= 0) return false;
        try {
            TimeUnit.NANOSECONDS.timedWait(this, left);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
        return true;
    }

    private void waitWhile(State s, long ms) {
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(ms);
        while (state == s && waitUntil(end)) { /* woken by the reader */ }
    }

    private void send(String line) {
        if (stdin == null) return;
        try {
            stdin.write(line + "\n");
            stdin.flush();
        } catch (IOException e) {
            fail("cannot write to the engine (" + e.getMessage() + "): it has probably exited");
        }
    }

    private void sendQuietly(String line) {
        try {
            stdin.write(line + "\n");
            stdin.flush();
        } catch (IOException e) {
            // quitting anyway: a dead engine is what we want
        }
    }

    /** Marks the engine failed, kills it and tells the page (once). */
    private void fail(String reason) {
        if (state == State.FAILED || state == State.CLOSED) return;
        failure = reason;
        state = State.FAILED;
        kill();
        System.err.println("gui: session " + id.substring(0, 8) + ": " + reason);
        events.send(EngineLines.event("error", request).put("fatal", true).put("message", reason).toString());
        notifyAll();
    }

    private void kill() {
        generation++;
        if (process != null) destroy(process);
        process = null;
        stdin = null;
    }

    private static void destroy(Process p) {
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
    }

    // ---- the reader thread ----

    private Runnable readLoop(Process p, int gen) {
        return () -> {
            BoundedLineReader lines = new BoundedLineReader(
                    new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8)), MAX_LINE_CHARS);
            try {
                String line;
                while ((line = lines.readLine()) != null) {
                    synchronized (this) {
                        if (gen != generation) return;
                        onLine(line.trim());
                    }
                }
            } catch (IOException e) {
                // the pipe broke: handled as an exit below
            }
            String status;
            try {
                status = p.waitFor(2, TimeUnit.SECONDS) ? "status " + p.exitValue() : "its output closed";
            } catch (InterruptedException e) {
                status = "interrupted";
            }
            synchronized (this) {
                if (gen == generation) fail("the engine exited (" + status + ")");
            }
        };
    }

    private void onLine(String line) {
        if (line.equals("uciok")) {
            uciok = true;
            notifyAll();
        } else if (line.equals("readyok")) {
            if (state == State.STARTING) readyok = true;
            pingSentAt = 0;
            notifyAll();
        } else if (line.startsWith("id name ")) {
            engineName = Echo.text(line.substring("id name ".length()).trim());
        } else if (line.equals("bestmove") || line.startsWith("bestmove ")) {
            bestmove(line);
        } else if (state == State.SEARCHING) {
            String event = EngineLines.toEvent(line, request);
            if (event != null) events.send(event);
        }
    }

    private void bestmove(String line) {
        if (state != State.SEARCHING) return; // a late answer to a search already given up
        state = State.READY;
        deadline = 0;
        pingSentAt = 0;
        notifyAll();
        String[] t = line.split("\\s+");
        Json event = EngineLines.event("bestmove", request);
        if (t.length < 2 || t[1].equals("(none)")) {
            events.send(event.put("move", (String) null).toString());
            return;
        }
        int column = columnOf(t[1]);
        if (column < 1 || column > searched.size().width || !searched.canPlay(column - 1) || searched.isGameOver()) {
            fail("the engine answered an illegal move: " + Echo.quote(line));
            return;
        }
        event.put("move", column);
        if (t.length >= 4 && t[2].equals("ponder") && columnOf(t[3]) > 0) event.put("ponder", columnOf(t[3]));
        events.send(event.toString());
    }

    private static int columnOf(String token) {
        try {
            return Integer.parseInt(token);
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
