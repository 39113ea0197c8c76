package c4.protocol.server;

import c4.core.BoardSize;
import c4.core.Position;
import c4.search.Engine;
import c4.search.SearchLimits;
import c4.search.SearchListener;
import c4.search.TranspositionTable;
import java.util.Locale;

/**
 * {@code bench [depth]}: a fixed list of 7x6 positions, each searched to a fixed depth with one
 * thread and a freshly cleared table of fixed size, so the total node count is a signature that
 * changes only when the search (or the evaluation) changes. Time and nodes/s vary with the machine.
 * It runs on a thread of its own while the protocol's command thread watches the lines read
 * meanwhile, so a {@code stop}, {@code quit} or the end of input ends it.
 */
final class Bench {
    static final int DEFAULT_DEPTH = 12;
    static final int TABLE_MB = 16;

    /** Openings, middle games (benchmark-set style) and end games; none is over. */
    static final String[] POSITIONS = {
        "",
        "4",
        "44",
        "43",
        "4453",
        "3",
        "2",
        "444",
        "4455",
        "45",
        "4444",
        "453",
        "4256",
        "434",
        "32164625",
        "54243616127",
        "6454214344",
        "13116246361136",
        "274552224131661",
        "6746621145113653",
    };

    private final int depth;
    private final ProtocolOutput out;
    private volatile boolean stopped;
    /** The engine of the position under way, for {@link #stop}; guarded by this. */
    private Engine engine;

    /** A bench to {@code depth}; {@link #run} runs it (on a thread of its own: {@link #stop} may come from another). */
    Bench(int depth, ProtocolOutput out) {
        this.depth = depth;
        this.out = out;
    }

    /** Ends the bench as soon as possible: the position under way is stopped, no other is started. */
    void stop() {
        stopped = true;
        synchronized (this) {
            if (engine != null) engine.stop();
        }
    }

    /** Searches every position (until stopped) and reports the total. */
    void run() {
        long totalNodes = 0;
        long start = System.nanoTime();
        TranspositionTable table = new TranspositionTable(TABLE_MB);
        int done = 0;
        try (Engine e = new Engine(BoardSize.STANDARD, 1, table)) {
            for (int i = 0; i < POSITIONS.length && !stopped; i++) {
                Position p = Position.parse(POSITIONS[i]);
                table.clear();
                synchronized (this) {
                    e.begin();
                    engine = e;
                    if (stopped) break; // a stop that came before the engine was known
                }
                e.go(p, SearchLimits.depth(depth), SearchListener.NONE);
                if (stopped) break; // the position was cut short: its nodes are no signature
                long nodes = e.nodes();
                totalNodes += nodes;
                done++;
                out.line("info string bench position " + (i + 1) + "/" + POSITIONS.length + " moves "
                        + (POSITIONS[i].isEmpty() ? "-" : POSITIONS[i]) + " nodes " + nodes);
            }
        } finally {
            synchronized (this) {
                engine = null;
            }
        }
        if (stopped) {
            out.line("info string bench stopped after " + done + " of " + POSITIONS.length + " positions");
            return;
        }
        long ms = Math.max(1, (System.nanoTime() - start) / 1_000_000);
        out.line(String.format(
                Locale.ROOT,
                "info string bench depth %d positions %d nodes %d time %d nps %d",
                depth,
                POSITIONS.length,
                totalNodes,
                ms,
                totalNodes * 1000 / ms));
    }
}
