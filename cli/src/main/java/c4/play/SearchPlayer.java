package c4.play;

import c4.core.Position;
import c4.core.Score;
import c4.reference.AlphaBeta;
import c4.reference.Minimax;
import c4.reference.MoveOrder;
import c4.reference.SearchResult;
import c4.search.SearchAborted;

/**
 * A player built on a reference searcher. With a depth only, one search to that depth. With a
 * movetime, iterative deepening: depth 1, 2, ... until the time is up (the unfinished depth is
 * thrown away; depth 1 always finishes), the depth limit, the end of the game, or a proven result.
 */
public final class SearchPlayer implements Player {
    private final String name;
    private final boolean alphaBeta;
    private final Minimax minimax;
    private final AlphaBeta alphaBetaSearch;
    private final int depthLimit;
    private final int movetimeMs;

    public SearchPlayer(PlayerSpec spec) {
        if (spec.kind() != PlayerSpec.Kind.MINIMAX && spec.kind() != PlayerSpec.Kind.ALPHABETA) {
            throw new IllegalArgumentException("player '" + spec + "' is not a built-in searcher");
        }
        this.name = spec.text();
        this.alphaBeta = spec.kind() == PlayerSpec.Kind.ALPHABETA;
        this.minimax = alphaBeta ? null : new Minimax(spec.evaluator(), spec.order());
        this.alphaBetaSearch = alphaBeta ? new AlphaBeta(spec.evaluator(), spec.variant(), spec.order()) : null;
        this.depthLimit = spec.depth() > 0 ? spec.depth() : Integer.MAX_VALUE;
        this.movetimeMs = spec.movetimeMs();
    }

    /** Convenience for tests and the play command. */
    public static SearchPlayer alphaBeta(int depth, int movetimeMs, MoveOrder order) {
        String text = "alphabeta:" + (depth > 0 ? "depth=" + depth : "")
                + (depth > 0 && movetimeMs > 0 ? "," : "") + (movetimeMs > 0 ? "movetime=" + movetimeMs : "")
                + (order == MoveOrder.ENGINE ? ",order=engine" : "");
        return new SearchPlayer(PlayerSpec.parse(text));
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Choice choose(Position position) {
        int maxDepth = Math.min(depthLimit, position.size().cells - position.moveCount());
        long totalNodes = 0;
        if (movetimeMs == 0) {
            SearchResult r = search(position.copy(), maxDepth, Long.MAX_VALUE);
            return new Choice(r.column(), true, r.value(), r.depth(), r.nodes());
        }
        long deadline = System.nanoTime() + movetimeMs * 1_000_000L;
        SearchResult best = null;
        for (int depth = 1; depth <= maxDepth; depth++) {
            // a fresh copy each time: an aborted search leaves its moves on the board
            try {
                best = search(position.copy(), depth, depth == 1 ? Long.MAX_VALUE : deadline);
            } catch (SearchAborted aborted) {
                totalNodes += nodes();
                break;
            }
            totalNodes += best.nodes();
            if (Score.isProven(best.value()) || System.nanoTime() > deadline) break;
        }
        return new Choice(best.column(), true, best.value(), best.depth(), totalNodes);
    }

    private SearchResult search(Position p, int depth, long deadline) {
        if (alphaBeta) {
            alphaBetaSearch.setDeadline(deadline);
            return alphaBetaSearch.search(p, depth);
        }
        minimax.setDeadline(deadline);
        return minimax.search(p, depth);
    }

    private long nodes() {
        return alphaBeta ? alphaBetaSearch.nodes() : minimax.nodes();
    }
}
