package c4.protocol.client;

import c4.core.Echo;
import c4.core.Fields;
import c4.core.Position;
import c4.protocol.Bestmove;
import c4.protocol.InfoLine;
import c4.protocol.InfoString;
import c4.search.SearchInfo;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * The client side of the protocol (docs/PROTOCOL.md): one external engine process, driven through
 * its standard input and output. The one place that starts an engine, does the handshake
 * ({@code uci} / {@code uciok}, {@code setoption}s, {@code isready} / {@code readyok}), sends
 * {@code position} and a {@link Go}, reads the {@code info} lines ({@link InfoLine},
 * {@link InfoString}) and the {@code bestmove} ({@link Bestmove}), and ends the process with every
 * process it started. {@code match} (through its player) and the GUI (a session per browser tab)
 * use it.
 *
 * <p>Time limits: the handshake gets {@code startMs}; a search's {@code bestmove} is due within its
 * bound plus {@code marginMs}; while a search runs, an {@code isready} is sent every
 * {@link #PING_INTERVAL_MS} and its {@code readyok} is due within {@code marginMs} (so an engine
 * that hangs in a search without a bound is found too); after {@code stop} the {@code bestmove} is
 * due within {@code marginMs}. Someone must look at the clock: {@link #search} does while it
 * waits, otherwise a watchdog calls {@link #check}.
 *
 * <p>Between {@code position} and {@code go} the client sends {@code isready} and waits for its
 * {@code readyok} (within {@code startMs}, as the handshake's: no clock runs yet, and a margin
 * of 0 must not fail a sound engine): whatever the engine sent before it read them comes
 * first, so a {@code bestmove} it should not have sent (a second answer to one {@code go}) is never
 * taken for the answer to the next one. A {@code bestmove} while no search runs fails the engine.
 *
 * <p>Whatever the engine does wrong (cannot be run, exits, closes its output, sends a line longer
 * than {@link #MAX_LINE_CHARS}, an illegal move, or no answer in time) makes one
 * {@link EngineFailure} naming the engine and what it sent: the process tree is killed at once,
 * the failure goes to {@code onFailure}, and every later call throws it. The engine's stderr is
 * inherited (it goes straight to ours: no pipe that could fill up and block it).
 *
 * <p>The protocol (what is sent when, what the lines mean) is here; the process, the reading of
 * its output, the sending of lines and the failure are the {@link EngineConnection} this client
 * is; the process tree is an {@link EngineProcess}; a search in flight, with its time limits, a
 * {@link RunningSearch}.
 *
 * <p>Thread safety: {@code operations} serializes the blocking calls ({@link #start}, {@link #go},
 * {@link #search}); the monitor of {@code this} guards the state, and is what the reader thread and
 * the watchdog take, so they never wait behind a blocking call (which waits on it, releasing it).
 * Listener and {@code onFailure} calls run under that monitor: they must be quick and must not
 * call the client.
 */
public final class EngineClient extends EngineConnection implements AutoCloseable {
    /** Longest output line; an info line with a full pv on the largest board is well under 1000 characters. */
    public static final int MAX_LINE_CHARS = 16_384;
    /** How often a running search gets an {@code isready}. */
    public static final long PING_INTERVAL_MS = 1_000;
    /** How long an engine gets to exit after {@code quit}, or to report its exit status, or a killed process to go. */
    static final long EXIT_MS = 1_000;

    /** What the engine says about one search; called on the reader thread (see the class comment). */
    public interface Listener {
        default void info(SearchInfo info) {}

        default void note(InfoString.Note note) {}

        /** The search's answer, legal in its position (or {@link Bestmove#isNone()}); the client is idle again. */
        default void bestmove(Bestmove move) {}
    }

    private final List<String> command;
    private final long startMs;
    private final long marginMs;
    private final Object operations = new Object();

    // ---- guarded by this, as the connection's state is ----
    private boolean uciok;
    /** The {@code isready}s sent and the {@code readyok}s received; an engine answers them in order. */
    private long readySent;

    private long readyReceived;
    /** Whether {@link #go} waits for the {@code readyok} before its {@code go}. */
    private boolean syncing;

    private String engineName = "";
    /** The search from {@code go} to its {@code bestmove}; set while the state is SEARCHING. */
    private RunningSearch running;

    /**
     * A client for {@code command} (program and arguments), not started yet; {@code name} names the
     * engine in messages (null: the command).
     */
    public EngineClient(
            String name, List<String> command, long startMs, long marginMs, Consumer<EngineFailure> onFailure) {
        super(checked(name, command, startMs, marginMs), onFailure);
        this.command = List.copyOf(command);
        this.startMs = startMs;
        this.marginMs = marginMs;
    }

    /** The engine's name in messages: {@code name}, or the command when it is null; once the arguments are checked. */
    private static String checked(String name, List<String> command, long startMs, long marginMs) {
        if (command.isEmpty()) throw new IllegalArgumentException("the engine command is empty");
        if (startMs < 1 || marginMs < 0) throw new IllegalArgumentException("timeouts " + startMs + ", " + marginMs);
        return name != null ? name : String.join(" ", command);
    }

    /**
     * Launches the engine and does the handshake, sending {@code options} (name to value, in order)
     * between {@code uciok} and {@code isready}; true when it did now, false when it was done before.
     */
    public boolean start(Map<String, String> options) {
        synchronized (operations) {
            synchronized (this) {
                usable();
                if (state != State.NEW) return false;
                List<String> settings = new ArrayList<>();
                options.forEach((k, v) -> settings.add(ClientLines.setOption(k, v)));
                state = State.STARTING;
                launch(command);
                long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(startMs);
                String limit = startMs + " ms of starting";
                lastLine = null;
                send("uci");
                while (state == State.STARTING && !uciok) awaitUntil(end, "uciok", limit);
                for (String line : settings) send(line);
                send("isready");
                long answer = ++readySent;
                while (state == State.STARTING && readyReceived < answer) awaitUntil(end, "readyok", limit);
                usable();
                state = State.READY;
                return true;
            }
        }
    }

    /**
     * Starts a search of {@code position} (left unchanged); {@code listener} hears about it. A search
     * still running is stopped first, and its bestmove awaited (within the margin). Starts the
     * engine without options when it is new.
     */
    public void go(Position position, Go request, Listener listener) {
        synchronized (operations) {
            start(Map.of());
            synchronized (this) {
                usable();
                endSearch();
                lastLine = null;
                send(ClientLines.position(position));
                awaitReady(startMs + " ms of 'isready' before 'go'");
                send(request.command());
                usable();
                state = State.SEARCHING;
                running = new RunningSearch(position, request, listener, marginMs, System.nanoTime());
            }
        }
    }

    /**
     * Tells a started engine that a new game begins ({@code ucinewgame}), a running search stopped
     * first; the next {@link #go} waits, through its {@code isready}, until the engine is ready
     * again. Nothing is sent to an engine not started yet: its first game is new anyway.
     */
    public void newGame() {
        synchronized (operations) {
            synchronized (this) {
                usable();
                if (state == State.NEW) return;
                endSearch();
                send("ucinewgame");
                usable();
            }
        }
    }

    /** When a search runs: sends {@code stop} and waits for its {@code bestmove}, within the margin, or fails. */
    private void endSearch() {
        if (state != State.SEARCHING) return;
        send("stop");
        try {
            if (!awaitSearchEnd()) throw fail(noAnswer("bestmove", marginMs + " ms of 'stop'"));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw fail(INTERRUPTED);
        }
        usable();
    }

    /**
     * Waits, within the margin, for the running search to end (its bestmove, a failure or a close);
     * false when the margin passed first. Fails nothing: the caller decides.
     */
    private boolean awaitSearchEnd() throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(marginMs);
        for (long left = end - System.nanoTime(); state == State.SEARCHING; left = end - System.nanoTime()) {
            if (left <= 0) return false;
            TimeUnit.NANOSECONDS.timedWait(this, left);
        }
        return true;
    }

    /**
     * Sends {@code isready} and waits for its {@code readyok}, every earlier one answered too,
     * within {@code startMs}; {@code limit} names that bound in the failure.
     */
    private void awaitReady(String limit) {
        send("isready");
        long answer = ++readySent;
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(startMs);
        syncing = true;
        try {
            while (state == State.READY && readyReceived < answer) awaitUntil(end, "readyok", limit);
        } finally {
            syncing = false;
        }
        usable();
    }

    /** {@link #search(Position, Go, Listener)} without listening to the info lines. */
    public Bestmove search(Position position, Go request) {
        return search(position, request, new Listener() {});
    }

    /**
     * {@link #go} and waits for the answer, keeping the time limits; throws the failure when there is
     * none. {@code listener} hears the search's lines as with {@link #go}.
     */
    public Bestmove search(Position position, Go request, Listener listener) {
        Bestmove[] answer = new Bestmove[1];
        synchronized (operations) {
            go(position, request, new Listener() {
                @Override
                public void info(SearchInfo info) {
                    listener.info(info);
                }

                @Override
                public void note(InfoString.Note note) {
                    listener.note(note);
                }

                @Override
                public void bestmove(Bestmove move) {
                    answer[0] = move;
                    listener.bestmove(move);
                }
            });
            synchronized (this) {
                while (state == State.SEARCHING) {
                    long now = System.nanoTime();
                    check(now);
                    if (state != State.SEARCHING) break;
                    waitNanos(Math.max(running.wakeAt() - now, 0) + 1_000_000);
                }
                usable();
                return answer[0];
            }
        }
    }

    /** Asks the running search to stop (its bestmove follows); nothing when none runs. */
    public synchronized void stop() {
        if (state == State.SEARCHING) sendOrFail("stop");
    }

    /** The watchdog's look at a running search: an overdue bestmove or readyok fails the engine; or time for an isready. */
    public synchronized void check(long now) {
        if (state != State.SEARCHING) return;
        String overdue = running.overdue(now);
        if (overdue != null) fail(overdue + lastLine());
        else if (running.pingDue(now)) {
            sendOrFail("isready");
            readySent++;
        }
    }

    /** The engine's {@code id name}, escaped; empty before the handshake or when it sent none. */
    public synchronized String engineName() {
        return engineName;
    }

    /** The failure that ended the engine, or null. */
    public synchronized EngineFailure failure() {
        return failure;
    }

    /** The engine process, once started (for tests and for the processes it starts). */
    public synchronized Process process() {
        return engine == null ? null : engine.process();
    }

    /** Whether the thread reading the engine's output still runs (for tests). */
    synchronized boolean readerAlive() {
        return reader != null && reader.isAlive();
    }

    /**
     * Ends the engine: a healthy one is asked to quit ({@code stop} first when it searches, and its
     * {@code bestmove} awaited within the margin) and gets {@link #EXIT_MS}; then it is killed with
     * every process it started (taken while they still have it as their parent, so one it left
     * running when it quit goes too). Returns when they and the reader thread are gone, each within
     * a bound (interrupted: once they are killed). Later calls throw; closing again does nothing.
     */
    @Override
    public void close() {
        EngineProcess p;
        Thread r;
        boolean quitting;
        List<ProcessHandle> family;
        synchronized (this) {
            if (state == State.CLOSED) return;
            p = engine;
            r = reader;
            if (state == State.SEARCHING && p != null && p.isAlive()) {
                // its bestmove first (within the margin): what the search started has started by
                // then, and is taken into the family below while the engine is still its parent
                p.sendQuietly("stop");
                try {
                    awaitSearchEnd(); // no bestmove in time: quit and the kill below end it anyway
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt(); // closing anyway, at once
                }
            }
            quitting = p != null && p.isAlive() && (state == State.READY || state == State.SEARCHING);
            family = p != null ? p.family() : new ArrayList<>();
            if (quitting) {
                if (state == State.SEARCHING) p.sendQuietly("stop");
                p.sendQuietly("quit");
            }
            state = State.CLOSED;
            notifyAll();
        }
        if (p == null) return;
        try {
            p.end(quitting, family);
            r.join(EXIT_MS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            p.closeInput();
        }
    }

    // ---- the reader thread's calls, under the monitor of this ----

    @Override
    void onLine(String line) {
        String[] t = Fields.split(line);
        switch (t[0]) {
            case "uciok" -> uciok = true;
            case "readyok" -> {
                if (readyReceived < readySent) readyReceived++; // one never asked for is ignored
                if (running != null) running.pingAnswered();
            }
            case "bestmove" -> {
                if (state == State.SEARCHING) {
                    bestmove(line);
                } else {
                    fail("sent " + Echo.quote(line) + " while no search was running (a second answer to one 'go'?)");
                }
            }
            default -> {
                if (state == State.STARTING && t[0].equals("id") && t.length > 2 && t[1].equals("name")) {
                    engineName = Echo.text(String.join(" ", Arrays.copyOfRange(t, 2, t.length)));
                } else if (state == State.SEARCHING) {
                    running.info(line);
                }
                lastLine = line;
            }
        }
        notifyAll();
    }

    @Override
    String awaited() {
        return switch (state) {
            case STARTING -> uciok ? "readyok" : "uciok";
            case READY -> syncing ? "readyok" : null;
            case SEARCHING -> "bestmove";
            default -> null;
        };
    }

    private void bestmove(String line) {
        Bestmove move;
        try {
            move = running.answer(line);
        } catch (IllegalArgumentException e) {
            fail("illegal move: sent " + Echo.quote(line) + " (" + e.getMessage() + ")");
            return;
        }
        Listener l = running.listener();
        state = State.READY;
        running = null;
        l.bestmove(move);
    }
}
