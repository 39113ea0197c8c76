package c4.command;

import c4.core.BoardSize;
import c4.core.Plural;
import c4.core.Position;
import c4.play.EngineTimeouts;
import c4.play.GameRecord;
import c4.play.MatchTable;
import c4.play.PlayerSpec;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.IntFunction;

/**
 * The games of {@code c4 match}, played at once on as many threads as the match asks, each at a
 * table of its own, and what a signal that ends the match leaves of them.
 */
final class MatchGames {
    private MatchGames() {}

    /**
     * Plays the games on {@code concurrency} threads, each at its own {@link MatchTable} (whose
     * engines play game after game unless {@code restart}); prints a line per game and hands it to
     * {@code ended} as it ends (so with concurrency not always in number order); returns them by number.
     * When a signal ends the JVM first, {@code err} gets the line that {@code interrupted} makes of
     * how many games finished (each printed and handed to {@code ended}: a game cut short is
     * neither; {@link InterruptedLine}).
     */
    static List<GameRecord> play(
            PlayerSpec p1,
            PlayerSpec p2,
            BoardSize size,
            EngineTimeouts timeouts,
            boolean restart,
            List<Position> openings,
            int games,
            int concurrency,
            PrintStream out,
            Consumer<GameRecord> ended,
            PrintStream err,
            IntFunction<String> interrupted)
            throws InterruptedException {
        int[] tally = new int[3]; // wins, draws, losses of p1, guarded by the line's output lock
        AtomicInteger finished = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(concurrency);
        List<MatchTable> all = new ArrayList<>();
        BlockingQueue<MatchTable> free = new ArrayBlockingQueue<>(concurrency);
        for (int t = 0; t < concurrency; t++) all.add(new MatchTable(p1, p2, size, timeouts, restart));
        free.addAll(all);
        // Ctrl-C or a kill: the engines go at once with every process they started, and the games
        // they were playing (which then forfeit) are neither printed nor recorded
        AtomicBoolean ending = new AtomicBoolean();
        InterruptedLine line = new InterruptedLine(
                "match",
                err,
                () -> {
                    ending.set(true);
                    for (MatchTable table : all) table.close();
                },
                () -> interrupted.apply(finished.get()));
        List<Future<GameRecord>> futures = new ArrayList<>();
        try {
            for (int g = 0; g < games; g++) {
                int number = g + 1;
                boolean p1First = g % 2 == 0;
                Position opening = openings.get(g / 2);
                futures.add(pool.submit(() -> {
                    GameRecord r;
                    MatchTable table = free.take(); // one is free: as many tables as threads
                    try {
                        if (ending.get()) return null;
                        r = table.play(number, opening, p1First);
                    } finally {
                        free.add(table);
                    }
                    int forP1 = p1First ? r.result() : -r.result();
                    boolean[] shown = {false};
                    // a game ends (is counted, printed, handed on) as one, so that the line's count
                    // is that of the games printed and recorded
                    line.emit(() -> {
                        if (ending.get()) return; // cut short by the shutdown: not a result
                        tally[forP1 > 0 ? 0 : forP1 == 0 ? 1 : 2]++;
                        int length = r.opening().length() + r.moves().length();
                        out.printf(
                                "game %d: %s (X) vs %s (O), opening %s: %s in %s%s; %s: W/D/L %d/%d/%d%n",
                                number,
                                r.first(),
                                r.second(),
                                r.opening().isEmpty() ? "-" : r.opening(),
                                r.resultText(),
                                Plural.count(length, "move"),
                                r.forfeited() ? " {" + r.forfeitText() + "}" : "",
                                p1.text(),
                                tally[0],
                                tally[1],
                                tally[2]);
                        out.flush();
                        ended.accept(r);
                        finished.incrementAndGet();
                        shown[0] = true;
                    });
                    return shown[0] ? r : null;
                }));
            }
            List<GameRecord> records = new ArrayList<>();
            for (Future<GameRecord> f : futures) {
                try {
                    records.add(f.get());
                } catch (ExecutionException e) {
                    if (ending.get()) InterruptedLine.awaitExit(); // no summary of games cut short
                    Throwable cause = e.getCause();
                    // Main prefixes "c4 match: "
                    throw new IllegalStateException(cause.getMessage(), cause);
                }
                if (ending.get()) InterruptedLine.awaitExit(); // no summary of games cut short
            }
            records.sort(Comparator.comparingInt(GameRecord::number));
            return records;
        } finally {
            pool.shutdownNow();
            for (MatchTable table : all) table.close();
            line.close(); // shutting down already: the hook runs (closing a table twice does nothing)
        }
    }
}
