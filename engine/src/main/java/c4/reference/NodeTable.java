package c4.reference;

import c4.core.BoardSize;
import c4.core.Position;
import c4.search.Engine;
import c4.search.SearchLimits;
import c4.search.SearchListener;
import c4.search.TranspositionTable;

/**
 * Prints the README's node table (Markdown on stdout): nodes visited by minimax, alpha-beta in
 * column order, alpha-beta in the engine's order and the engine itself (iterative deepening to
 * that depth from an empty table, 1 thread: all its iterations count), per depth, for the
 * positions given as arguments ({@code -} = empty board). Usage:
 * {@code java -cp engine/target/classes c4.reference.NodeTable MAX_DEPTH MINIMAX_MAX_DEPTH POSITION...}
 */
public final class NodeTable {
    private NodeTable() {}

    /** Nodes the play engine visits searching to {@code depth} (all iterations) from an empty table. */
    static long engineNodes(Position p, int depth) {
        try (Engine engine = new Engine(BoardSize.STANDARD, 1, new TranspositionTable(16))) {
            engine.begin();
            engine.go(p, SearchLimits.depth(depth), SearchListener.NONE);
            return engine.nodes();
        }
    }

    public static void main(String[] args) {
        if (args.length < 3) {
            System.err.println("usage: NodeTable MAX_DEPTH MINIMAX_MAX_DEPTH POSITION...  (- = empty board)");
            System.exit(2);
        }
        int maxDepth = Integer.parseInt(args[0]);
        int minimaxMax = Integer.parseInt(args[1]);
        for (int i = 2; i < args.length; i++) {
            Position p = Position.parse(args[i].equals("-") ? "" : args[i]);
            System.out.println("\nPosition `" + (args[i].equals("-") ? "(empty)" : args[i]) + "`\n");
            System.out.println(
                    "| depth | minimax | alpha-beta (columns) | alpha-beta (engine order) | engine | minimax / alpha-beta |");
            System.out.println("|---:|---:|---:|---:|---:|---:|");
            for (int d = 1; d <= maxDepth; d++) {
                long m = d <= minimaxMax
                        ? new Minimax(MoveOrder.COLUMN).search(p, d).nodes()
                        : -1;
                long a = new AlphaBeta(AlphaBeta.Variant.FAIL_HARD, MoveOrder.COLUMN)
                        .search(p, d)
                        .nodes();
                long e = new AlphaBeta(AlphaBeta.Variant.FAIL_HARD, MoveOrder.ENGINE)
                        .search(p, d)
                        .nodes();
                long g = engineNodes(p, d);
                System.out.printf(
                        "| %d | %s | %,d | %,d | %,d | %s |%n",
                        d,
                        m < 0 ? "-" : String.format("%,d", m),
                        a,
                        e,
                        g,
                        m < 0 ? "-" : String.format("%.1f", (double) m / a));
                System.out.flush();
            }
        }
    }
}
