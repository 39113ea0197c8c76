package c4.uci;

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
 */
final class Bench {
    static final int DEFAULT_DEPTH = 12;
    static final int TABLE_MB = 16;

    /** Openings, middle games (benchmark-set style) and end games; none is over. */
    static final String[] POSITIONS = {
        "", "4", "44", "43", "4453", "3", "2", "444", "4455", "45", "4444", "453", "4256", "434",
        "32164625", "54243616127", "6454214344", "13116246361136", "274552224131661", "6746621145113653",
    };

    private Bench() {
    }

    static void run(int depth, ProtocolOutput out) {
        long totalNodes = 0;
        long start = System.nanoTime();
        TranspositionTable table = new TranspositionTable(TABLE_MB);
        try (Engine engine = new Engine(BoardSize.STANDARD, 1, table)) {
            for (int i = 0; i < POSITIONS.length; i++) {
                Position p = Position.parse(POSITIONS[i]);
                table.clear();
                engine.begin();
                engine.go(p, SearchLimits.depth(depth), SearchListener.NONE);
                long nodes = engine.nodes();
                totalNodes += nodes;
                out.line("info string bench position " + (i + 1) + "/" + POSITIONS.length + " moves "
                        + (POSITIONS[i].isEmpty() ? "-" : POSITIONS[i]) + " nodes " + nodes);
            }
        }
        long ms = Math.max(1, (System.nanoTime() - start) / 1_000_000);
        out.line(String.format(Locale.ROOT, "info string bench depth %d positions %d nodes %d time %d nps %d",
                depth, POSITIONS.length, totalNodes, ms, totalNodes * 1000 / ms));
    }
}
