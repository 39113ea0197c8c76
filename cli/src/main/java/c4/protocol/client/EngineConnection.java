package c4.protocol.client;

import c4.core.Echo;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * What an {@link EngineClient} speaks the protocol over: the engine's process
 * ({@link EngineProcess}), the thread that reads its output a line at a time, the sending of a
 * line, the waiting for an answer within a deadline, and the one {@link EngineFailure} that ends
 * them all. The client adds what the lines mean ({@link #onLine}) and when they are sent.
 *
 * <p>The state is guarded by the monitor of this (the client): the reader thread takes it for
 * each line it hands to {@link #onLine}, and a caller waiting for an answer waits on it
 * ({@link #awaitUntil}), releasing it; {@link #onLine} and {@link #fail} wake such a caller.
 * It is the client's superclass, not an object the client holds, so that this one monitor
 * guards both halves of the state: a line read changes the connection's and the protocol's at
 * once.
 */
abstract sealed class EngineConnection permits EngineClient {
    enum State {
        NEW,
        STARTING,
        READY,
        SEARCHING,
        FAILED,
        CLOSED
    }

    /** The reason for the failure of a wait for the engine that was interrupted. */
    static final String INTERRUPTED = "interrupted while waiting for the engine";

    /** The engine as messages name it. */
    final String name;

    private final Consumer<EngineFailure> onFailure;

    // ---- guarded by this ----
    State state = State.NEW;
    /** The engine's process; null until it is launched, or when it could not be. */
    EngineProcess engine;

    Thread reader;
    EngineFailure failure;
    /** The last line read that was not an answer we wait for, shown when that answer never comes. */
    String lastLine;

    EngineConnection(String name, Consumer<EngineFailure> onFailure) {
        this.name = name;
        this.onFailure = onFailure;
    }

    /** Takes a line the engine sent; under the monitor, on the reader thread, while not failed or closed. */
    abstract void onLine(String line);

    /** The answer waited for now, named when the output ends before it; null when none is. */
    abstract String awaited();

    // ---- under the monitor of this ----

    /** Starts the engine's process, and the thread that reads its output; a failure to start fails the engine. */
    void launch(List<String> command) {
        try {
            engine = EngineProcess.launch(command);
        } catch (IOException e) {
            String program = command.get(0);
            throw fail("cannot run " + Echo.quote(program) + ": " + Echo.text(LaunchFailure.reason(program, e)));
        }
        EngineProcess launched = engine;
        reader = new Thread(() -> readLoop(launched), "engine-reader " + name);
        reader.setDaemon(true);
        reader.start();
    }

    /** Throws when no request can be made now: the failure, or that the client is closed. */
    void usable() {
        if (failure != null) throw failure;
        if (state == State.CLOSED) throw new EngineFailure(name, "was closed");
    }

    /**
     * Waits on this (woken by the reader) until {@code end}; when it has passed, fails the engine:
     * it sent no {@code word} within {@code limit}.
     */
    void awaitUntil(long end, String word, String limit) {
        long left = end - System.nanoTime();
        if (left <= 0) throw fail(noAnswer(word, limit));
        waitNanos(left);
    }

    /** The reason for a failure: no {@code word} came within {@code limit}. */
    String noAnswer(String word, String limit) {
        return "sent no '" + word + "' within " + limit + lastLine();
    }

    void waitNanos(long nanos) {
        try {
            TimeUnit.NANOSECONDS.timedWait(this, nanos);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw fail(INTERRUPTED);
        }
    }

    String lastLine() {
        return lastLine == null ? "" : " (last line: " + Echo.quote(lastLine) + ")";
    }

    /** Sends {@code line}; an engine that does not take it is failed (and the failure thrown). Nothing once failed. */
    void send(String line) {
        if (failure != null) return;
        try {
            engine.send(line);
        } catch (IOException e) {
            throw fail(engine.exitStatus("stopped reading its input") + " when we sent " + Echo.quote(line));
        }
    }

    /** {@link #send} for the calls that do not throw: a failure is reported through {@code onFailure} only. */
    void sendOrFail(String line) {
        try {
            send(line);
        } catch (EngineFailure e) {
            assert e == failure;
        }
    }

    /** Records the first failure, kills the engine's process tree and reports it; returns the failure to throw. */
    EngineFailure fail(String reason) {
        if (failure != null) return failure;
        if (state == State.CLOSED) return new EngineFailure(name, "was closed");
        failure = new EngineFailure(name, reason);
        state = State.FAILED;
        if (engine != null) engine.kill();
        notifyAll();
        onFailure.accept(failure);
        return failure;
    }

    // ---- the reader thread ----

    private void readLoop(EngineProcess p) {
        EngineOutput output = new EngineOutput(p.process().getInputStream(), EngineClient.MAX_LINE_CHARS);
        try {
            String line;
            while ((line = output.readLine()) != null) {
                synchronized (this) {
                    if (state == State.FAILED || state == State.CLOSED) return;
                    onLine(line);
                }
            }
        } catch (EngineOutput.TooLong e) {
            synchronized (this) {
                fail("sent a line longer than " + EngineClient.MAX_LINE_CHARS + " characters: "
                        + Echo.quote(e.start()));
            }
            return;
        } catch (IOException e) {
            // the pipe broke: the engine is gone, as at the end of its output
        }
        String status = p.exitStatus("closed its output");
        synchronized (this) {
            String awaited = awaited();
            fail(status + (awaited == null ? "" : " instead of sending '" + awaited + "'"));
        }
    }
}
