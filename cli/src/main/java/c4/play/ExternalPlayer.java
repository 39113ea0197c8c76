package c4.play;

import c4.core.BoardSize;
import c4.core.Echo;
import c4.core.Position;
import c4.core.WholeNumber;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * An engine process speaking the project's protocol (UCI-like, columns 1-based). {@link #start}
 * launches it and does the handshake: {@code uci} / {@code uciok}, {@code setoption name
 * Width|Height value N} when the board is not 7x6, {@code isready} / {@code readyok}. Per move:
 * {@code position startpos moves ...}, {@code go movetime MS} or {@code go depth N}, answered by
 * {@code bestmove C}. Output lines that are not the awaited answer (info, unknown words) are
 * skipped, as UCI asks. The engine's stderr goes to ours.
 *
 * <p>Whatever the engine does wrong (cannot be run, exits, closes its output, sends no answer
 * within {@link EngineTimeouts}, answers with something that is not a legal column) ends in a
 * {@link PlayerFailure} whose reason says what it did and what we waited for. A failed engine is
 * not asked to quit: {@link #close} kills it and the processes it started, so a hung engine
 * leaves no process and no reader thread behind.
 */
final class ExternalPlayer implements Player {
    /**
     * Longest output line kept (an info line with a full pv is a few hundred characters); the
     * rest of a longer line is dropped. With {@link #QUEUE_LINES} this bounds the memory an engine
     * that floods us with junk can take to a few MB.
     */
    static final int MAX_LINE_CHARS = 4096;
    /** Output lines buffered; beyond this the reader waits (and so does the engine, writing). */
    private static final int QUEUE_LINES = 1024;
    /** How long an engine gets to exit after {@code quit}, or to report the status it exited with. */
    private static final long EXIT_MS = 2_000;
    /** The end of the engine's output; compared by identity. */
    private static final String EOF = new String("end of output");

    private final String name;
    private final List<String> command;
    private final BoardSize size;
    private final int depth;
    private final int movetimeMs;
    private final EngineTimeouts timeouts;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>(QUEUE_LINES);
    private Process process;
    private PrintWriter toEngine;
    private Thread reader;
    /** The first failure; once set, every call fails with it and close kills the engine. */
    private PlayerFailure failure;
    /** The last output line skipped while waiting for an answer, shown when the answer never comes. */
    private String lastSkipped;

    ExternalPlayer(String name, List<String> command, BoardSize size, int depth, int movetimeMs,
                          EngineTimeouts timeouts) {
        this.name = name;
        this.command = List.copyOf(command);
        this.size = size;
        this.depth = depth;
        this.movetimeMs = movetimeMs;
        this.timeouts = timeouts;
    }

    /** Launches the engine and does the handshake, once; {@link #choose} calls it when needed. */
    @Override
    public void start() {
        if (failure != null) throw failure;
        if (process != null) return;
        try {
            process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        } catch (IOException e) {
            String why = e.getCause() != null ? e.getCause().getMessage() : e.getMessage();
            throw fail("cannot run " + Echo.quote(command.get(0)) + ": " + Echo.text(String.valueOf(why)));
        }
        toEngine = new PrintWriter(process.getOutputStream(), true, StandardCharsets.UTF_8);
        reader = new Thread(this::readLines, "engine-reader " + name);
        reader.setDaemon(true);
        reader.start();
        String limit = timeouts.startMs() + " ms of starting";
        send("uci");
        await("uciok", timeouts.startMs(), limit);
        if (size != BoardSize.STANDARD) {
            send("setoption name Width value " + size.width);
            send("setoption name Height value " + size.height);
        }
        send("isready");
        await("readyok", timeouts.startMs(), limit);
    }

    /** Reads the engine's output into {@link #lines}, line by line, then {@link #EOF}. */
    private void readLines() {
        try {
            try (Reader in = new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8)) {
                StringBuilder line = new StringBuilder();
                char[] chunk = new char[8192];
                int n;
                while ((n = in.read(chunk)) >= 0) {
                    for (int i = 0; i < n; i++) {
                        if (chunk[i] == '\n') {
                            lines.put(line.toString().trim());
                            line.setLength(0);
                        } else if (line.length() < MAX_LINE_CHARS) {
                            line.append(chunk[i]);
                        }
                    }
                }
                if (!line.isEmpty()) lines.put(line.toString().trim());
            } catch (IOException e) {
                // the pipe broke: the engine is gone, as at the end of its output
            }
            lines.put(EOF);
        } catch (InterruptedException e) {
            // close() stops us; nobody reads the queue any more
        }
    }

    private void send(String line) {
        toEngine.println(line);
        if (toEngine.checkError()) throw fail(gone("stopped reading its input") + " when we sent '" + line + "'");
    }

    /**
     * Waits for a line starting with {@code word} and returns it; other lines are skipped.
     * {@code limit} describes the time allowed, for the failure's reason.
     */
    private String await(String word, long timeoutMs, String limit) {
        long deadline = System.nanoTime() + timeoutMs * 1_000_000L;
        lastSkipped = null;
        try {
            while (true) {
                long left = deadline - System.nanoTime();
                String line = left <= 0 ? null : lines.poll(left, TimeUnit.NANOSECONDS);
                if (line == null) {
                    throw fail("sent no '" + word + "' within " + limit
                            + (lastSkipped == null ? "" : " (last line: " + Echo.quote(lastSkipped) + ")"));
                }
                if (line == EOF) throw fail(gone("closed its output") + " instead of sending '" + word + "'");
                if (line.equals(word) || line.startsWith(word + " ")) return line;
                lastSkipped = line;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw fail("interrupted while we waited for '" + word + "'");
        }
    }

    /** {@code exited with status N} when the process ends soon, otherwise {@code otherwise}. */
    private String gone(String otherwise) {
        try {
            if (process.waitFor(EXIT_MS, TimeUnit.MILLISECONDS)) return "exited with status " + process.exitValue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return otherwise;
    }

    private PlayerFailure fail(String reason) {
        if (failure == null) failure = new PlayerFailure(name, reason);
        return failure;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Choice choose(Position position) {
        start();
        StringBuilder pos = new StringBuilder("position startpos");
        if (position.moveCount() > 0) {
            pos.append(" moves");
            for (int i = 0; i < position.moveCount(); i++) pos.append(' ').append(position.column(i) + 1);
        }
        send(pos.toString());
        send(movetimeMs > 0 ? "go movetime " + movetimeMs : "go depth " + depth);
        long allowed = timeouts.moveMs(movetimeMs);
        String limit = allowed + " ms (" + (movetimeMs > 0 ? "movetime " + movetimeMs : "depth " + depth)
                + " + margin " + timeouts.marginMs() + ")";
        String line = await("bestmove", allowed, limit);
        String[] words = line.split("\\s+");
        int column;
        try {
            column = words.length < 2 || !WholeNumber.isDigits(words[1]) ? -1 : Integer.parseInt(words[1]) - 1;
        } catch (NumberFormatException e) {
            column = -1;
        }
        String problem = column < 0 ? "not a column number" : Game.illegal(position, column);
        if (problem != null) throw fail("illegal move: sent " + Echo.quote(line) + " (" + problem + ")");
        return Choice.unscored(column);
    }

    /**
     * Ends the engine: a healthy one is asked to quit and gets {@link #EXIT_MS}; a failed or
     * lingering one is killed, with every process it started. Returns when the process and the
     * reader thread are gone (the reader within a bound: it ends when the pipe closes).
     */
    @Override
    public void close() {
        if (process == null) return;
        List<ProcessHandle> started = process.descendants().toList(); // while they still have their parent
        try {
            if (failure == null && process.isAlive()) {
                toEngine.println("quit");
                process.waitFor(EXIT_MS, TimeUnit.MILLISECONDS);
            }
            // children first, so that the engine, not init, is their parent when they end
            for (ProcessHandle p : started) p.destroyForcibly();
            for (ProcessHandle p : started) awaitEnd(p);
            process.destroyForcibly();
            process.waitFor(EXIT_MS, TimeUnit.MILLISECONDS);
            reader.interrupt();
            reader.join(EXIT_MS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            toEngine.close();
        }
    }

    /** Waits a bounded time for a killed process to be gone. */
    private static void awaitEnd(ProcessHandle p) throws InterruptedException {
        try {
            p.onExit().get(EXIT_MS, TimeUnit.MILLISECONDS);
        } catch (ExecutionException | TimeoutException e) {
            // one that outlives SIGKILL this long is beyond our reach; the match goes on
        }
    }

    /** For tests: the engine process, once started. */
    Process process() {
        return process;
    }

    /** For tests: whether the thread reading the engine's output still runs. */
    boolean readerAlive() {
        return reader != null && reader.isAlive();
    }
}
