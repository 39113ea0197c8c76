package c4.protocol.server;

import c4.core.BoardSize;
import c4.core.Echo;
import c4.core.Fields;
import c4.core.Position;
import c4.core.WholeNumber;
import c4.perft.PerftReport;
import c4.perft.ProgressMeter;
import c4.search.Engine;
import c4.search.ParallelMode;
import c4.search.SearchLimits;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * The UCI-like protocol loop (see docs/PROTOCOL.md): reads commands from {@code in}, answers on
 * {@code out} (protocol lines only), logs to {@code err}. Searches ({@code go}, {@code analyze})
 * run in the background ({@link SearchRunner}). A bad line gets one
 * {@code info string error: ...} and changes nothing.
 *
 * <p>Commands take effect in the order sent. A reader thread queues the lines ({@link
 * CommandQueue}); the thread that called {@link #run} carries them out one by one. A command that
 * needs the search idle ({@code go}, {@code analyze}, {@code ucinewgame}, {@code setoption},
 * {@code perft}, {@code bench}) first waits for the running search's bestmove; a {@code stop},
 * {@code quit} or end of input read meanwhile ends that search at once. So no command is ever
 * refused because a search was still ending.
 */
public final class Protocol {
    static final String NAME = "c4";
    static final String VERSION = c4.protocol.Version.VERSION;
    static final String AUTHOR = "the c4 developers";
    /** The largest {@code perft} depth accepted here (deeper ones: use scripts/c4 perft). */
    static final int MAX_PERFT_DEPTH = 9;

    static final int MAX_BENCH_DEPTH = 20;
    private final ProtocolLines in;
    private final ProtocolOutput out;
    private final ProtocolListener listener;
    private final PrintStream err;
    private final EngineOptions options = new EngineOptions();
    private final EngineSlot slot;
    private final BookSlot books = new BookSlot();
    private final SearchRunner runner;
    private final CommandQueue queue = new CommandQueue();
    /** How the input failed, if it did (set by the reader before it ends the queue). */
    private volatile IOException readFailure;

    private Position position = new Position(BoardSize.STANDARD);

    public Protocol(InputStream in, PrintStream out, PrintStream err) {
        this(in, out, err, new EngineSlot());
    }

    /** A protocol whose engine and table live in {@code slot}. */
    Protocol(InputStream in, PrintStream out, PrintStream err, EngineSlot slot) {
        this.slot = slot;
        this.in = new ProtocolLines(in);
        this.out = new ProtocolOutput(out);
        this.listener = new ProtocolListener(this.out);
        this.err = err;
        this.runner = new SearchRunner(this.out, err, () -> options.isOn(EngineOptions.DEBUG), queue::wake);
    }

    /** Runs until {@code quit} or end of input. */
    public void run() throws IOException {
        Thread reader = new Thread(this::read, "c4-protocol-reader");
        reader.setDaemon(true); // blocked in a read after quit: it must not keep the program alive
        reader.start();
        try {
            String line;
            while ((line = queue.take()) != null) {
                String head = ProtocolLines.tooLongHead(line);
                if (head != null) {
                    tooLong(head);
                    continue;
                }
                if (!handle(line)) break;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            runner.close();
            slot.close();
        }
        IOException failure = readFailure;
        if (failure != null) throw failure;
    }

    /** The reader thread: queues every line of the input, then the end. */
    private void read() {
        try {
            String line;
            while ((line = in.next()) != null) queue.put(line);
        } catch (IOException e) {
            readFailure = e;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            queue.end();
        }
    }

    /**
     * A line longer than {@link ProtocolLines#MAX_CHARS}, which began with {@code head}: one
     * error naming it, and nothing run. A {@code go} or {@code analyze} line still gets its
     * {@code bestmove (none)}, after the running search's bestmove as a refused {@code go}'s, so a
     * GUI waiting for it never hangs.
     */
    private void tooLong(String head) {
        String command = Fields.split(head)[0];
        boolean search = command.equals("go") || command.equals("analyze");
        try {
            if (search) awaitIdle(command);
        } catch (ProtocolException e) {
            out.error(e.getMessage());
        }
        out.error("a line longer than " + ProtocolLines.MAX_CHARS + " characters was ignored"
                + (head.isEmpty() ? "" : ": " + Echo.quote(head)));
        if (search) out.line("bestmove (none)");
    }

    /** The commands that take no arguments: one that comes with any is refused, not run. */
    private static final java.util.Set<String> NO_ARGUMENTS =
            java.util.Set.of("uci", "isready", "ucinewgame", "stop", "ponderhit", "quit", "d", "eval", "analyze");

    /** Handles one line; false for quit. */
    boolean handle(String line) {
        String[] t = Fields.split(line);
        if (t[0].isEmpty()) return true;
        try {
            if (t.length > 1 && NO_ARGUMENTS.contains(t[0])) {
                throw new ProtocolException(
                        t[0] + ": takes no arguments, got " + Echo.quote(t[1]) + " (the line was not run)");
            }
            switch (t[0]) {
                case "uci" -> uci();
                case "isready" -> isready();
                case "setoption" -> setOption(t, line);
                case "ucinewgame" -> newGame();
                case "position" -> position(t);
                case "go" -> go(t);
                case "stop" -> runner.stop();
                case "ponderhit" -> runner.ponderhit();
                case "quit" -> {
                    return false;
                }
                case "d" -> Inspection.display(position, slot.current(), out);
                case "eval" -> Inspection.eval(position, out);
                case "perft" -> perft(t);
                case "analyze" -> analyze();
                case "bench" -> bench(t);
                default ->
                    throw new ProtocolException("unknown command " + Echo.quote(t[0])
                            + " (commands: uci, isready, setoption, ucinewgame, position, go, stop, ponderhit, quit, "
                            + "d, eval, perft, analyze, bench)");
            }
        } catch (ProtocolException e) {
            out.error(e.getMessage());
        } catch (RuntimeException | OutOfMemoryError e) {
            out.error(SearchRunner.internalError(t[0], e));
            if (options.isOn(EngineOptions.DEBUG)) e.printStackTrace(err);
        }
        return true;
    }

    private void uci() {
        out.line("id name " + NAME + " " + VERSION);
        out.line("id author " + AUTHOR);
        for (EngineOption o : EngineOptions.ALL) out.line(o.declaration());
        out.line("uciok");
    }

    /** {@code isready}: also makes the engine for the current options, so the next search starts at once. */
    private void isready() throws ProtocolException {
        // a stopped search's bestmove is an effect of the stop sent before: it comes first
        if (runner.stopping()) awaitIdle("isready");
        if (!runner.searching()) {
            try {
                engine();
            } catch (IllegalArgumentException e) {
                // the board options do not fit: reported by the next position or go
            }
        }
        out.line("readyok");
    }

    /**
     * Waits until no search runs (its bestmove is out), so that {@code command} takes effect
     * after it, in the order sent. A search that ends only on stop (infinite, ponder) is waited
     * for until a stop, quit or the end of input, read after this command, ends it.
     */
    private void awaitIdle(String command) throws ProtocolException {
        try {
            queue.awaitSearchEnd(runner::searching, CommandQueue.Urgent.of(runner::stop, runner::ponderhit));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ProtocolException(command + ": interrupted while waiting for the search to end");
        }
    }

    /** {@code setoption}, tokens {@code t} of {@code line}: the value is the rest of the line as written. */
    private void setOption(String[] t, String line) throws ProtocolException {
        awaitIdle("setoption");
        if (t.length < 2 || !t[1].equals("name")) {
            throw new ProtocolException("setoption: expected 'setoption name <id> [value <x>]'");
        }
        int v = 2;
        while (v < t.length && !t[v].equals("value")) v++;
        String name = String.join(" ", Arrays.copyOfRange(t, 2, v));
        String text = v + 1 < t.length ? Fields.after(line, v + 1) : null;
        if (name.isEmpty()) throw new ProtocolException("setoption: the option name is missing");
        EngineOption option = EngineOptions.find(name);
        if (option == EngineOptions.BOOK_FILE) {
            String file = text == null ? "" : Fields.strip(text);
            books.choose(file);
            err.println("c4 engine: option BookFile set to " + (file.isEmpty() ? "<empty> (the shipped book)" : file));
            return;
        }
        long value = option.parse(text);
        if (option == EngineOptions.HASH && value != options.get(option)) {
            try {
                slot.resize(value);
            } catch (IllegalArgumentException e) {
                // the table the slot kept; with none yet, the next search makes one of the option's size
                long kept = slot.megabytes() > 0 ? slot.megabytes() : options.get(option);
                options.set(option, kept);
                throw new ProtocolException("setoption: option Hash: " + e.getMessage() + "; keeping " + kept + " MB");
            }
        }
        options.set(option, value);
        err.println("c4 engine: option " + option.name() + " set to " + option.show(value));
        String warning = options.warning(option);
        if (warning != null) out.line("info string warning: " + warning);
    }

    private void newGame() throws ProtocolException {
        awaitIdle("ucinewgame");
        slot.clearTable();
        position = new Position(position.size());
    }

    /** Takes effect at once, also while a search runs: a search works on its own copy of the position. */
    private void position(String[] t) throws ProtocolException {
        BoardSize size;
        try {
            size = options.boardSize();
        } catch (IllegalArgumentException e) {
            throw new ProtocolException("position: options Width/Height: " + e.getMessage());
        }
        position = PositionParser.parse(t, size);
    }

    /** The engine for the current position and options, with the options that may change between searches applied. */
    private Engine engine() {
        Engine e =
                slot.engine(position.size(), (int) options.get(EngineOptions.THREADS), options.get(EngineOptions.HASH));
        e.setMultiPv((int) options.get(EngineOptions.MULTI_PV));
        e.setRandomize(options.isOn(EngineOptions.RANDOMIZE));
        e.setWeak(options.isOn(EngineOptions.WEAK));
        e.setParallelMode(options.isOn(EngineOptions.SPLIT_POINTS) ? ParallelMode.SPLIT : ParallelMode.LAZY);
        e.setMargin(options.get(EngineOptions.MOVE_OVERHEAD));
        e.setBook(options.isOn(EngineOptions.OWN_BOOK) ? books.forSize(position.size(), out) : null);
        return e;
    }

    private void go(String[] t) throws ProtocolException {
        awaitIdle("go");
        SearchLimits limits;
        try {
            limits = GoParser.parse(t, 1, position);
            requireNotOver("go");
        } catch (ProtocolException e) {
            out.error(e.getMessage());
            out.line("bestmove (none)");
            return;
        }
        startSearch("go", (e, root) -> () -> e.go(root, limits, listener));
    }

    private void analyze() throws ProtocolException {
        awaitIdle("analyze");
        try {
            requireNotOver("analyze");
        } catch (ProtocolException e) {
            out.error(e.getMessage());
            out.line("bestmove (none)");
            return;
        }
        boolean weak = options.isOn(EngineOptions.WEAK);
        startSearch("analyze", (e, root) -> () -> e.analyze(root, weak, listener));
    }

    private void requireNotOver(String command) throws ProtocolException {
        if (position.isGameOver()) {
            throw new ProtocolException(command + ": the game is over (" + (position.isWon() ? "won" : "board full")
                    + " after " + position.moveCount() + " moves); "
                    + (command.equals("go") ? "no move to search" : "nothing to " + command));
        }
    }

    /** How a search command makes its job from the engine and a copy of the position. */
    private interface SearchStart {
        SearchRunner.Job job(Engine engine, Position root);
    }

    private void startSearch(String command, SearchStart start) {
        Position root = position.copy();
        Engine e;
        try {
            e = engine();
        } catch (RuntimeException | OutOfMemoryError x) {
            runner.refuse(root, command, x);
            return;
        }
        runner.start(e, root, command, start.job(e, root));
    }

    private void perft(String[] t) throws ProtocolException {
        awaitIdle("perft");
        if (t.length != 2) throw new ProtocolException("perft: expected 'perft D' with D in 1.." + MAX_PERFT_DEPTH);
        int empty = position.size().cells - position.moveCount();
        int depth = number("perft", t[1], 1, MAX_PERFT_DEPTH, " (deeper: scripts/c4 perft)");
        if (depth > Math.max(1, empty)) { // as Perft counts: a full board still has its depth-1 count (0)
            throw new ProtocolException("perft: depth " + depth + " is beyond the " + empty + " empty cells left after "
                    + position.moveCount() + " moves (depth 1.." + Math.max(1, empty) + ")");
        }
        Position from = position.copy();
        runBeside("perft", Thread::interrupt, () -> {
            try {
                for (String l : PerftReport.lines(from, depth, 1, ProgressMeter.Factory.NONE)) {
                    out.line("info string perft " + l);
                }
            } catch (InterruptedException e) {
                out.line("info string perft " + depth + " stopped");
            }
        });
    }

    private void bench(String[] t) throws ProtocolException {
        awaitIdle("bench");
        if (t.length > 2) throw new ProtocolException("bench: expected 'bench [depth]'");
        int depth = t.length == 2 ? number("bench", t[1], 1, MAX_BENCH_DEPTH, "") : Bench.DEFAULT_DEPTH;
        Bench bench = new Bench(depth, out);
        runBeside("bench", worker -> bench.stop(), bench::run);
    }

    /**
     * Runs a long command's {@code work} on a thread of its own, {@code command}'s, while this thread
     * watches the input as during a search: a stop, quit or the end of input read meanwhile calls
     * {@code stop} with that thread. Returns once the work has ended.
     */
    private void runBeside(String command, Consumer<Thread> stop, Runnable work) throws ProtocolException {
        AtomicBoolean running = new AtomicBoolean(true);
        Thread thread = new Thread(
                () -> {
                    try {
                        work.run();
                    } finally {
                        running.set(false);
                        queue.wake();
                    }
                },
                "c4-" + command);
        thread.setDaemon(true);
        thread.start();
        try {
            queue.awaitSearchEnd(running::get, CommandQueue.Urgent.of(() -> stop.accept(thread), () -> {}));
            thread.join();
        } catch (InterruptedException e) {
            stop.accept(thread);
            Thread.currentThread().interrupt();
            throw new ProtocolException(command + ": interrupted");
        }
    }

    /** The depth argument of {@code command}, checked. */
    private static int number(String command, String token, int min, int max, String hint) throws ProtocolException {
        try {
            return WholeNumber.parseInt(command + ": depth", token, min, max);
        } catch (IllegalArgumentException e) {
            throw new ProtocolException(e.getMessage() + (e.getMessage().contains(" is out of range ") ? hint : ""));
        }
    }
}
