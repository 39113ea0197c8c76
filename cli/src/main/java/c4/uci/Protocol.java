package c4.uci;

import c4.cli.PerftCommand;
import c4.core.BoardRenderer;
import c4.core.BoardSize;
import c4.core.Notation;
import c4.core.Position;
import c4.perft.ProgressMeter;
import c4.search.Engine;
import c4.search.SearchLimits;
import c4.search.SearchResult;
import c4.search.StaticEvaluation;
import c4.search.TranspositionTable;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The UCI-like protocol loop (see docs/PROTOCOL.md): reads commands from {@code in}, answers on
 * {@code out} (protocol lines only), logs to {@code err}. Searches ({@code go}, {@code analyze})
 * run on one background thread while this loop keeps reading, so {@code isready}, {@code stop},
 * {@code ponderhit} and {@code quit} are handled at once.
 */
public final class Protocol {
    static final String NAME = "c4";
    static final String VERSION = "0.1.0";
    static final String AUTHOR = "the c4 developers";
    /** The largest {@code perft} depth accepted here (deeper ones: use scripts/c4 perft). */
    static final int MAX_PERFT_DEPTH = 9;

    private final BufferedReader in;
    private final ProtocolOutput out;
    private final ProtocolListener listener;
    private final PrintStream err;
    private final EngineOptions options = new EngineOptions();
    private final ExecutorService searchThread = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "c4-protocol-search");
        t.setDaemon(true);
        return t;
    });
    private final AtomicBoolean searching = new AtomicBoolean();
    private Future<?> job;

    private TranspositionTable table;
    private long tableMegabytes;
    private Engine engine;
    private Position position = new Position(BoardSize.STANDARD);

    public Protocol(InputStream in, PrintStream out, PrintStream err) {
        this.in = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        this.out = new ProtocolOutput(out);
        this.listener = new ProtocolListener(this.out);
        this.err = err;
    }

    /** Runs until {@code quit} or end of input. */
    public void run() throws IOException {
        try {
            String line;
            while ((line = in.readLine()) != null) {
                if (!handle(line)) break;
            }
        } finally {
            shutdown();
        }
    }

    /** Handles one line; false for quit. */
    boolean handle(String line) {
        String[] t = line.trim().split("\\s+");
        if (t[0].isEmpty()) return true;
        try {
            switch (t[0]) {
                case "uci" -> uci();
                case "isready" -> out.line("readyok");
                case "setoption" -> setOption(line.trim());
                case "ucinewgame" -> newGame();
                case "position" -> position(t);
                case "go" -> go(t);
                case "stop" -> stop();
                case "ponderhit" -> {
                    if (searching.get()) engine.ponderhit();
                }
                case "quit" -> {
                    return false;
                }
                case "d" -> display();
                case "eval" -> eval();
                case "perft" -> perft(t);
                case "analyze" -> analyze();
                case "bench" -> bench(t);
                default -> throw new ProtocolException("unknown command '" + t[0]
                        + "' (commands: uci, isready, setoption, ucinewgame, position, go, stop, ponderhit, quit, "
                        + "d, eval, perft, analyze, bench)");
            }
        } catch (ProtocolException e) {
            out.error(e.getMessage());
        } catch (RuntimeException | OutOfMemoryError e) {
            out.error(t[0] + ": internal error: " + e);
            e.printStackTrace(err);
        }
        return true;
    }

    private void uci() {
        out.line("id name " + NAME + " " + VERSION);
        out.line("id author " + AUTHOR);
        for (String o : options.declarations()) out.line(o);
        out.line("uciok");
    }

    private void requireIdle(String command) throws ProtocolException {
        if (searching.get()) throw new ProtocolException(command + ": a search is running (send stop first)");
    }

    private void setOption(String line) throws ProtocolException {
        requireIdle("setoption");
        String[] t = line.split("\\s+");
        if (t.length < 2 || !t[1].equals("name")) {
            throw new ProtocolException("setoption: expected 'setoption name <id> [value <x>]'");
        }
        int v = 2;
        while (v < t.length && !t[v].equals("value")) v++;
        String name = String.join(" ", java.util.Arrays.copyOfRange(t, 2, v));
        String value = v + 1 < t.length ? String.join(" ", java.util.Arrays.copyOfRange(t, v + 1, t.length)) : null;
        if (name.isEmpty()) throw new ProtocolException("setoption: the option name is missing");
        String changed = options.set(name, value);
        if (engine != null) {
            switch (changed) {
                case "multipv" -> engine.setMultiPv(options.multiPv);
                case "randomize" -> engine.setRandomize(options.randomize);
                case "weak" -> engine.setWeak(options.weak);
                case "moveoverhead" -> engine.setMargin(options.moveOverhead);
                default -> { }
            }
        }
        err.println("c4 engine: option " + changed + " set");
    }

    private void newGame() throws ProtocolException {
        requireIdle("ucinewgame");
        if (table != null) table.clear();
        position = new Position(position.size());
    }

    private void position(String[] t) throws ProtocolException {
        requireIdle("position");
        BoardSize size;
        try {
            size = BoardSize.of(options.width, options.height);
        } catch (IllegalArgumentException e) {
            throw new ProtocolException("position: options Width/Height: " + e.getMessage());
        }
        position = PositionParser.parse(t, size);
    }

    /** The engine for the current position's size and the options; rebuilt only when they changed. */
    private Engine engine() {
        if (table == null || tableMegabytes != options.hash) {
            if (engine != null) {
                engine.close();
                engine = null;
            }
            table = null; // let the old table go before allocating the new one
            table = new TranspositionTable(options.hash);
            tableMegabytes = options.hash;
        }
        if (engine == null || engine.size() != position.size() || engine.threads() != options.threads) {
            // Entries are verified by the position code, which means nothing across board sizes.
            if (engine != null && engine.size() != position.size()) table.clear();
            if (engine != null) engine.close();
            engine = new Engine(position.size(), options.threads, table);
        }
        engine.setMultiPv(options.multiPv);
        engine.setRandomize(options.randomize);
        engine.setWeak(options.weak);
        engine.setMargin(options.moveOverhead);
        return engine;
    }

    private void go(String[] t) throws ProtocolException {
        requireIdle("go");
        SearchLimits limits;
        try {
            limits = GoParser.parse(t, 1, position);
            if (position.isGameOver()) {
                throw new ProtocolException("go: the game is over (" + (position.isWon() ? "won" : "board full")
                        + " after " + position.moveCount() + " moves); no move to search");
            }
        } catch (ProtocolException e) {
            out.error(e.getMessage());
            out.line("bestmove (none)");
            return;
        }
        Engine e = engine();
        Position root = position.copy();
        startJob(e, () -> e.go(root, limits, listener));
    }

    private void analyze() throws ProtocolException {
        requireIdle("analyze");
        if (position.isGameOver()) {
            out.error("analyze: the game is over; nothing to analyze");
            out.line("bestmove (none)");
            return;
        }
        Engine e = engine();
        Position root = position.copy();
        boolean weak = options.weak;
        startJob(e, () -> e.analyze(root, weak, listener));
    }

    private interface Job {
        SearchResult call();
    }

    /** Runs a search in the background; exactly one bestmove follows, whatever happens. */
    private void startJob(Engine e, Job body) {
        e.begin();
        searching.set(true);
        job = searchThread.submit(() -> {
            SearchResult result = SearchResult.NONE;
            try {
                result = body.call();
            } catch (Throwable x) {
                out.error("search failed: " + x);
                x.printStackTrace(err);
            }
            searching.set(false);
            StringBuilder sb = new StringBuilder("bestmove ");
            sb.append(result.column() >= 0 ? Notation.token(result.column()) : "(none)");
            if (result.column() >= 0 && result.ponder() >= 0) sb.append(" ponder ").append(Notation.token(result.ponder()));
            out.line(sb.toString());
        });
    }

    private void stop() {
        if (engine != null && searching.get()) engine.stop();
    }

    private void display() {
        for (String row : BoardRenderer.render(position).split("\n")) out.line("info string " + row);
        out.line("info string board " + position.size() + ", moves " + (position.moveCount() == 0 ? "-" : position.moveString()));
        out.line("info string side to move " + (position.sideToMove() == 0 ? "X (first player)" : "O (second player)"));
        out.line(String.format("info string key %016x", position.key()));
        String known = "unknown";
        if (position.isWon()) {
            known = "game over: won by " + (position.sideToMove() == 0 ? "O" : "X");
        } else if (position.isFull()) {
            known = "game over: draw";
        } else if (engine != null && engine.size() == position.size()) {
            java.util.OptionalInt s = engine.knownExactScore(position);
            if (s.isPresent()) known = Integer.toString(s.getAsInt());
        }
        out.line("info string exact score " + known);
    }

    private void eval() throws ProtocolException {
        if (position.isGameOver()) throw new ProtocolException("eval: the game is over; nothing to evaluate");
        BoardSize size = position.size();
        long cur = position.currentStones();
        long mask = position.mask();
        int moves = position.moveCount();
        out.line("info string eval for " + (position.sideToMove() == 0 ? "X" : "O") + " to move (positive = good for it)");
        int sum = 0;
        for (StaticEvaluation.Term term : StaticEvaluation.INSTANCE.explain(cur, mask, moves, size)) {
            out.line("info string eval " + term.name() + " mine " + term.mine() + " theirs " + term.theirs()
                    + " weight " + term.weight() + " value " + term.value());
            sum += term.value();
        }
        int total = StaticEvaluation.INSTANCE.evaluate(cur, mask, moves, size);
        out.line("info string eval total " + total + (total != sum ? " (sum " + sum + " clamped)" : ""));
    }

    private void perft(String[] t) throws ProtocolException {
        requireIdle("perft");
        if (t.length != 2) throw new ProtocolException("perft: expected 'perft D' with D in 1.." + MAX_PERFT_DEPTH);
        int depth;
        try {
            depth = Integer.parseInt(t[1]);
        } catch (NumberFormatException e) {
            throw new ProtocolException("perft: depth must be a whole number, got '" + t[1] + "'");
        }
        if (depth < 1 || depth > MAX_PERFT_DEPTH) {
            throw new ProtocolException("perft: depth " + depth + " is out of range 1.." + MAX_PERFT_DEPTH
                    + " (deeper: scripts/c4 perft)");
        }
        try {
            for (String l : PerftCommand.countLines(position, depth, 1, ProgressMeter.Factory.NONE)) {
                out.line("info string perft " + l);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ProtocolException("perft: interrupted");
        }
    }

    private void bench(String[] t) throws ProtocolException {
        requireIdle("bench");
        int depth = Bench.DEFAULT_DEPTH;
        if (t.length > 2) throw new ProtocolException("bench: expected 'bench [depth]'");
        if (t.length == 2) {
            try {
                depth = Integer.parseInt(t[1]);
            } catch (NumberFormatException e) {
                throw new ProtocolException("bench: depth must be a whole number, got '" + t[1] + "'");
            }
            if (depth < 1 || depth > 20) throw new ProtocolException("bench: depth " + depth + " is out of range 1..20");
        }
        Bench.run(depth, out);
    }

    private void shutdown() {
        if (engine != null) engine.stop();
        Future<?> j = job;
        if (j != null) {
            try {
                j.get(10, TimeUnit.SECONDS);
            } catch (Exception e) {
                err.println("c4 engine: search did not end cleanly: " + e);
            }
        }
        searchThread.shutdownNow();
        if (engine != null) engine.close();
    }
}
