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
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;
import java.util.function.IntConsumer;

/**
 * The games of {@code c4 match}, played at once on as many threads as the match asks, each at a
 * table of its own, and what a signal that ends the match leaves of them.
 */
final class MatchGames {
    private MatchGames() {}

    /** How long the shutdown hook waits for a game that is ending to be printed and recorded. */
    private static final long FINISHING_WAIT_SECONDS = 2;

    /**
     * Plays the games on {@code concurrency} threads, each at its own {@link MatchTable} (whose
     * engines play game after game unless {@code restart}); prints a line per game and hands it to
     * {@code ended} as it ends (so with concurrency not always in number order); returns them by number.
     * When a signal ends the JVM first, the shutdown hook tells {@code interrupted} how many games
     * finished (each printed and handed to {@code ended}: a game cut short is neither).
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
            IntConsumer interrupted)
            throws InterruptedException {
        // a game ends (is counted, printed, handed on) under this lock, so that the hook's count
        // is that of the games printed and recorded
        ReentrantLock finishing = new ReentrantLock();
        int[] tally = new int[3]; // wins, draws, losses of p1, guarded by finishing
        AtomicInteger finished = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(concurrency);
        List<MatchTable> all = new ArrayList<>();
        BlockingQueue<MatchTable> free = new ArrayBlockingQueue<>(concurrency);
        for (int t = 0; t < concurrency; t++) all.add(new MatchTable(p1, p2, size, timeouts, restart));
        free.addAll(all);
        // Ctrl-C or a kill: the engines go with every process they started, and the games they
        // were playing (which then forfeit) are neither printed nor recorded
        AtomicBoolean ending = new AtomicBoolean();
        Thread hook = new Thread(
                () -> {
                    ending.set(true);
                    for (MatchTable table : all) table.close();
                    // a game that is ending is let end; but one whose line is stuck on an output
                    // that nobody reads must not keep the JVM from exiting
                    boolean locked = false;
                    try {
                        locked = finishing.tryLock(FINISHING_WAIT_SECONDS, TimeUnit.SECONDS);
                    } catch (InterruptedException e) {
                        // counted as it stands
                    }
                    try {
                        interrupted.accept(finished.get());
                    } finally {
                        if (locked) finishing.unlock();
                    }
                },
                "match-shutdown");
        Runtime.getRuntime().addShutdownHook(hook);
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
                    finishing.lock();
                    try {
                        if (ending.get()) return null; // cut short by the shutdown: not a result
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
                    } finally {
                        finishing.unlock();
                    }
                    return r;
                }));
            }
            List<GameRecord> records = new ArrayList<>();
            for (Future<GameRecord> f : futures) {
                try {
                    records.add(f.get());
                } catch (ExecutionException e) {
                    if (ending.get()) awaitExit();
                    Throwable cause = e.getCause();
                    // Main prefixes "c4 match: "
                    throw new IllegalStateException(cause.getMessage(), cause);
                }
                if (ending.get()) awaitExit();
            }
            records.sort(Comparator.comparingInt(GameRecord::number));
            return records;
        } finally {
            pool.shutdownNow();
            for (MatchTable table : all) table.close();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // the JVM is shutting down: the hook runs (closing a table twice does nothing)
            }
        }
    }

    /**
     * Once the JVM shuts down (the match's hook has run), the match prints nothing more: no
     * summary of games cut short; the JVM ends this thread when its hooks are done.
     */
    private static void awaitExit() {
        while (true) {
            try {
                Thread.sleep(Long.MAX_VALUE);
            } catch (InterruptedException e) {
                // still shutting down
            }
        }
    }
}
