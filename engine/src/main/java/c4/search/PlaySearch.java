package c4.search;

import c4.core.BoardSize;
import c4.core.Position;
import c4.core.Score;
import java.util.Random;
import java.util.function.BooleanSupplier;

/**
 * The play engine's search: iterative deepening with aspiration windows over a PVS root loop,
 * with MultiPV and searchmoves, on every thread of the team (Lazy SMP: helpers start one ply
 * deeper on odd ids and share the table). The main thread reports each completed iteration and
 * decides when to stop; the answer is its best move, or a helper's when a helper completed a
 * deeper iteration.
 */
final class PlaySearch {
    private static final int ASPIRATION_DELTA = 50;

    private final SearchTeam team;
    private final BoardSize size;
    private final TimeManager clock;
    private final BooleanSupplier pondering;
    private final Random random = new Random();
    private int multiPv = 1;
    private boolean randomize;

    // the deepest iteration completed by any thread (guarded by this)
    private int completedDepth;
    private int completedColumn;
    private int completedScore;

    PlaySearch(SearchTeam team, TimeManager clock, BooleanSupplier pondering) {
        this.team = team;
        this.size = team.size;
        this.clock = clock;
        this.pondering = pondering;
    }

    void setMultiPv(int lines) {
        multiPv = Math.max(1, lines);
    }

    int multiPv() {
        return multiPv;
    }

    void setRandomize(boolean on) {
        randomize = on;
    }

    void setRandomSeed(long seed) {
        random.setSeed(seed);
    }

    /** With Randomize, a random index below {@code ties} (the moves scoring equal to the best); else 0. */
    int pickAmongTies(int ties) {
        assert ties >= 1 : ties;
        return randomize && ties > 1 ? random.nextInt(ties) : 0;
    }

    /** Searches a position that is not over within the limits; {@code start} is when the search began. */
    SearchResult run(Position position, SearchLimits limits, SearchListener out, long start) {
        int moves = position.moveCount();
        for (int i = 0; i < size.width; i++) {
            int c = size.centreOrder(i);
            if (position.canPlay(c) && limits.allows(c) && position.isWinningMove(c)) {
                int score = Score.winNow(size, moves);
                out.info(new SearchInfo(
                        1,
                        1,
                        1,
                        SearchScore.of(score, size, moves, false),
                        0,
                        millis(start),
                        team.table.hashfull(),
                        new int[] {c}));
                return new SearchResult(c, -1, score);
            }
        }
        synchronized (this) {
            completedDepth = 0;
            completedColumn = -1;
            completedScore = 0;
        }
        team.newSearch(limits.nodes() > 0 ? limits.nodes() : Long.MAX_VALUE, true);
        RootMoves[] roots = new RootMoves[team.threads()];
        for (int i = 0; i < roots.length; i++) roots[i] = new RootMoves(position, limits);
        int mainDepth = team.pool.run(id -> {
            if (id > 0 && team.control.stopped()) return 0;
            return iterativeDeepening(id, roots[id], position, limits, out, start);
        });
        return answer(position, roots[0], mainDepth);
    }

    private SearchResult answer(Position position, RootMoves main, int mainDepth) {
        int column = main.column[0];
        int score = main.score[0];
        synchronized (this) {
            if (completedDepth > mainDepth && completedColumn >= 0) {
                column = completedColumn;
                score = completedScore;
            } else if (randomize && mainDepth > 0) {
                int ties = 1;
                while (ties < main.count && main.score[ties] == main.score[0]) ties++;
                column = main.column[random.nextInt(ties)];
            }
        }
        int[] pv = PrincipalVariation.of(team.main().table(), position, column, 2);
        return new SearchResult(column, pv.length > 1 ? pv[1] : -1, score);
    }

    /**
     * One thread's iterations, depth 1, 2, ... (odd helper ids start at 2) up to the depth limit
     * or the empty cells, until a stop, a proven score or (main thread) the soft time limit. Each
     * completed depth's value is exact at that depth (see {@link #aspiration}: no bound), with
     * {@code rm} sorted best first; it goes to {@link #offer}, and the main thread reports it. An
     * iteration cut short by a stop is thrown away: {@code rm} keeps the last completed one.
     * Returns the last depth the main thread completed and reported (0: none); a helper's is unused.
     */
    private int iterativeDeepening(
            int id, RootMoves rm, Position position, SearchLimits limits, SearchListener out, long start) {
        Searcher s = team.searchers[id];
        if (id == 0 && team.threads() > 1) team.pool.startHelpers();
        int empty = size.cells - position.moveCount();
        int maxDepth = limits.depth() > 0 ? Math.min(limits.depth(), empty) : empty;
        int[] scores = new int[rm.count];
        int previous = 0;
        int previousBest = -1;
        int stable = 0;
        int reported = 0;
        for (int depth = 1 + (id & 1); depth <= maxDepth; depth++) {
            // stopped (the hard limit, a stop): no new iteration. A search polls every few
            // thousand nodes, which the first iterations, cold, do not reach for milliseconds.
            if (depth > 1 + (id & 1) && team.control.stopped()) break;
            int best;
            try {
                best = aspiration(s, rm, position, scores, depth, previous);
            } catch (SearchAborted aborted) {
                break;
            }
            rm.sort(scores);
            boolean exact = depth >= empty;
            boolean proven = exact || Score.isProven(best);
            offer(depth, rm.column[0], best);
            if (id != 0) {
                if (proven) break;
                previous = best;
                continue;
            }
            reported = depth;
            report(s, rm, position, depth, exact, out, start);
            if (proven || (limits.mate() > 0 && Score.isProvenWin(best))) break;
            stable = rm.column[0] == previousBest ? stable + 1 : 0;
            previousBest = rm.column[0];
            previous = best;
            if (clock.pastSoftLimit(stable, rm.count, pondering.getAsBoolean())) break;
        }
        if (id == 0) team.control.stop(); // ends the helpers' iterations
        return reported;
    }

    /**
     * The root's value at {@code depth}, exact: {@link #rootSearch} in a window of
     * {@link #ASPIRATION_DELTA} around {@code previous} (the last iteration's value), widened
     * fourfold on the side it fails (v <= alpha: a fail-soft upper bound, v >= beta: a lower
     * one) and opened fully once wider than any heuristic value, until the value lies strictly
     * inside. The full window at once for the first depths, with MultiPV, and after a proven
     * value. {@code scores} keeps the last root search's per-move values.
     */
    private int aspiration(Searcher s, RootMoves rm, Position root, int[] scores, int depth, int previous) {
        if (depth < 4 || multiPv > 1 || Score.isProven(previous)) {
            return rootSearch(s, rm, root, scores, depth, -Score.INFINITE, Score.INFINITE);
        }
        int delta = ASPIRATION_DELTA;
        int alpha = previous - delta;
        int beta = previous + delta;
        while (true) {
            int v = rootSearch(s, rm, root, scores, depth, alpha, beta);
            if (v <= alpha) {
                delta *= 4;
                alpha = delta >= Score.UNIT ? -Score.INFINITE : previous - delta;
            } else if (v >= beta) {
                delta *= 4;
                beta = delta >= Score.UNIT ? Score.INFINITE : previous + delta;
            } else {
                return v;
            }
        }
    }

    /**
     * One root iteration, fail-soft within (alpha, beta): the first {@code multiPv} moves get the
     * full window, the rest a null window at the current K-th best score (one below it with
     * Randomize, so equal moves get exact scores too) and a re-search when they beat it.
     */
    private int rootSearch(Searcher s, RootMoves rm, Position root, int[] scores, int depth, int alpha, int beta) {
        int moves = root.moveCount();
        java.util.Arrays.fill(scores, -Score.INFINITE);
        int best = -Score.INFINITE;
        for (int i = 0; i < rm.count; i++) {
            int v;
            if (rm.decided[i] != Score.NONE) {
                v = rm.decided[i];
            } else if (i < multiPv) {
                v = -s.search(
                        rm.current[i], rm.mask[i], moves + 1, rm.key[i], rm.mirrorKey[i], -beta, -alpha, depth - 1, 1);
            } else {
                int floor = Math.max(alpha, kthBest(scores, i, multiPv) - (randomize ? 1 : 0));
                v = -s.search(
                        rm.current[i],
                        rm.mask[i],
                        moves + 1,
                        rm.key[i],
                        rm.mirrorKey[i],
                        -floor - 1,
                        -floor,
                        depth - 1,
                        1);
                if (v > floor && v < beta) {
                    v = -s.search(
                            rm.current[i],
                            rm.mask[i],
                            moves + 1,
                            rm.key[i],
                            rm.mirrorKey[i],
                            -beta,
                            -floor,
                            depth - 1,
                            1);
                }
            }
            scores[i] = v;
            if (v > best) best = v;
            if (v >= beta) break;
        }
        return best;
    }

    /** The k-th highest of the first n scores (counting equal scores once), -INFINITE when fewer. */
    private static int kthBest(int[] scores, int n, int k) {
        int result = Integer.MAX_VALUE;
        for (int round = 0; round < k; round++) {
            int next = -Score.INFINITE - 1;
            for (int i = 0; i < n; i++) if (scores[i] < result && scores[i] > next) next = scores[i];
            if (next < -Score.INFINITE) return -Score.INFINITE;
            result = next;
        }
        return result;
    }

    private synchronized void offer(int depth, int column, int score) {
        if (depth > completedDepth) {
            completedDepth = depth;
            completedColumn = column;
            completedScore = score;
        }
    }

    private void report(
            Searcher s, RootMoves rm, Position position, int depth, boolean exact, SearchListener out, long start) {
        long nodes = team.nodes();
        long ms = millis(start);
        int lines = Math.min(multiPv, rm.count);
        for (int k = 0; k < lines; k++) {
            out.info(new SearchInfo(
                    depth,
                    Math.max(depth, s.selDepth()),
                    k + 1,
                    SearchScore.of(rm.score[k], size, position.moveCount(), exact),
                    nodes,
                    ms,
                    team.table.hashfull(),
                    PrincipalVariation.of(s.table(), position, rm.column[k], depth)));
        }
        if (exact && rm.score[0] == 0) out.drawProven();
    }

    static long millis(long start) {
        return (System.nanoTime() - start) / 1_000_000;
    }
}
