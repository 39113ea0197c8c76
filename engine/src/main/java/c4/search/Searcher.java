package c4.search;

import c4.core.BoardSize;
import c4.core.Lines;
import c4.core.SearchBits;
import c4.core.Zobrist;

/**
 * One thread's negamax alpha-beta search (fail-soft, principal variation search) over raw
 * bitboards {@code (current, mask)}; see {@link c4.core.Position} for the encoding.
 *
 * <p>Invariant on entry to {@link #search}: the side to move has no immediate win (callers
 * play only non-losing moves, which leave the opponent no immediate win, and the root checks
 * for one). Scores are in {@link Score} units; with a depth at least the number of empty cells
 * the search is exact and its results are stored as proven.
 *
 * <p>Per-thread state (move lists, killers, history) lives here so nothing is allocated per node
 * and threads share only the transposition table.
 */
public final class Searcher {
    private static final int POLL_MASK = 4095;
    private static final int TT_MOVE_BONUS = 1 << 30;
    private static final int THREAT_SHIFT = 24;
    private static final int KILLER_BONUS = 1 << 22;
    private static final int HISTORY_LIMIT = 1 << 21;
    /*
     * Tuning, measured with --reset on fixed samples of the benchmark sets (1 thread, 4 MiB table;
     * see the closing notes of the solver issue). Nodes with fewer than TT_MIN_EMPTY empty cells
     * skip the shared table, whose probes mostly miss the CPU caches there; from CACHE_MIN_EMPTY
     * up they use this thread's small EndgameCache instead, which stays in the core's L2 cache.
     * The cache took the Test_L1_R2 sample from 144 ms to 88 ms (3.54 M to 1.52 M nodes) and the
     * first 6 of Test_L1_R3 from 2.45 s to 1.45 s; thresholds between 14 and 18 (table) and 6 and
     * 8 (cache) measured within noise of each other. Below SORT_MIN_EMPTY plain centre-first order
     * beats threat sorting. From ETC_MIN_EMPTY up, probing the children first (enhanced
     * transposition cutoff) saves about 7% of the nodes. Iterative deepening on depth before the
     * exact search did not pay for solving (+8% to +38% nodes for depth-limited passes to 6-20
     * plies on the Test_L1_R2 sample), so solve() searches exactly from the start; the play
     * engine iterates on depth.
     */
    static final int TT_MIN_EMPTY = 16;
    static final int CACHE_MIN_EMPTY = 7;
    static final int CACHE_BITS = 16;
    /** Searches from roots with fewer empty cells use only 2^SMALL_CACHE_BITS cache entries. */
    static final int SMALL_ROOT_EMPTY = 16;
    static final int SMALL_CACHE_BITS = 12;
    static final int SORT_MIN_EMPTY = 12;
    static final int ETC_MIN_EMPTY = 20;
    /*
     * Lazy SMP with deferral (BusyTable) at nodes with at least PARALLEL_MIN_EMPTY empty cells:
     * a thread defers a busy move unless it is the node's first (the young-brothers-wait rule), so
     * a thread that finds another inside a node's first move follows it down, and splits off only
     * where the other has gone past a first move without a cutoff. With more than one thread a
     * poll also unwinds to any ancestor another thread has resolved (unwindIfAncestorResolved), so
     * following costs little: when the other thread finishes the shared first move, the follower
     * is pulled back to that node at once and takes a sibling. Measured with 2 threads on Test_L1_R3
     * 21-50: 1.86 s and 79.6 M nodes when helpers also deferred busy first moves, 1.56 s and 64.3 M
     * nodes with this rule (Test_L1_R2 sample the same); the unwinding itself saved 8-10% of the
     * nodes. Without deferral and with random ordering noise in the helpers (the usual Lazy SMP),
     * 2 threads were slower than 1: the helpers' noisy best moves made the main thread's ordering
     * worse. Thresholds 16 to 24 measured the same.
     */
    static final int PARALLEL_MIN_EMPTY = 20;

    private final BoardSize size;
    private final int cells;
    private final int width;
    private final long boardMask;
    private final int stride;
    private final TranspositionTable tt;
    private final SearchControl control;
    private final Evaluator evaluator;

    private final long[] columnMask;
    private final int[] centreOrder;
    /** width - 1 - (index of the column in centre order): the most central column has the highest. */
    private final int[] centrePriority;
    private final int[] columnOfBit = new int[64];
    private final int[] mirrorBit = new int[64];
    private final long[] zobristFirst = new long[64];
    private final long[] zobristSecond = new long[64];

    private final long[][] moveBits;
    private final int[][] moveScores;
    private final int[][] moveColumns;
    private final int[] killer;
    private final int[][] deferredMoves;
    /** Keys this thread stored since the last clear, so that a sparse table clears cheaply. */
    private static final int STORE_LOG = 8192;
    private final long[] storedKeys = new long[STORE_LOG];
    private int storeCount;
    /** Shared with the other threads of a multi-threaded search; null when alone. */
    private BusyTable busy;
    private final int[] history = new int[128];
    /*
     * The table nodes on this thread's current path (ply -> what it stored under, its window and
     * depth), so that with several threads a poll can find an ancestor another thread has since
     * resolved and unwind to it (SubtreeResolved) instead of finishing a subtree that no longer
     * matters. Entries at plies below the current node are its ancestors' (each is written before
     * its node searches any child).
     */
    private final long[] pathKey;
    private final long[] pathCode;
    private final int[] pathAlpha;
    private final int[] pathBeta;
    private final int[] pathDepth;
    /** Moves played at ply 0 of the current search: ply q is a table node iff cells - (this + q) >= TT_MIN_EMPTY. */
    private int pathBaseMoves;
    /** The ply {@link #search} was called at (the play engine searches root moves from ply 1). */
    private int pathRootPly;
    private int unwindPly;
    private int unwindValue;
    private final EndgameCache endgame = new EndgameCache(CACHE_BITS);
    /** Set by {@link #newSearch}: the first root search clears the cache, sized for its root. */
    private boolean endgamePending;

    /** Positions with fewer stones than this are stored under the lower of their own and their mirror's key. */
    private final int symmetryPlies;
    /**
     * Killer and history move ordering. Measured on the benchmark sets they more than double the
     * node count of exact solving (they override the centre-first tie-break, which is better
     * there), so the solver turns them off; the depth-limited play search uses them.
     */
    private boolean heuristicOrdering;

    long nodes;
    int selDepth;
    /** The solve question under search ("is the score above question?") and where its answer may come from. */
    private int question;
    private SolveWindow answers;
    private volatile int windowMin;
    private volatile int windowMax;
    private long nodeBudget = Long.MAX_VALUE;
    private Runnable longSearchHook;
    private long longSearchNodes = Long.MAX_VALUE;

    public Searcher(BoardSize size, TranspositionTable tt, SearchControl control, Evaluator evaluator) {
        this.size = size;
        this.cells = size.cells;
        this.width = size.width;
        this.stride = size.stride;
        this.boardMask = size.boardMask;
        this.tt = tt;
        this.control = control;
        this.evaluator = evaluator;
        columnMask = new long[width];
        centreOrder = new int[width];
        centrePriority = new int[width];
        for (int c = 0; c < width; c++) {
            columnMask[c] = size.columnMask(c);
            centreOrder[c] = size.centreOrder(c);
        }
        for (int i = 0; i < width; i++) centrePriority[centreOrder[i]] = width - 1 - i;
        for (int bit = 0; bit < 64; bit++) columnOfBit[bit] = Math.min(width - 1, bit / stride);
        for (int bit = 0; bit < width * stride; bit++) mirrorBit[bit] = size.mirrorBit(bit);
        for (int bit = 0; bit < 64; bit++) {
            zobristFirst[bit] = Zobrist.of(0, bit);
            zobristSecond[bit] = Zobrist.of(1, bit);
        }
        moveBits = new long[cells + 2][width];
        moveScores = new int[cells + 2][width];
        moveColumns = new int[cells + 2][width];
        killer = new int[cells + 2];
        deferredMoves = new int[cells + 2][width];
        pathKey = new long[cells + 2];
        pathCode = new long[cells + 2];
        pathAlpha = new int[cells + 2];
        pathBeta = new int[cells + 2];
        pathDepth = new int[cells + 2];
        symmetryPlies = Math.min(cells, 20);
    }

    /**
     * The searchers of one multi-threaded search (index = pool thread id) sharing the table, the
     * stop signal and (with more than one thread) a {@link BusyTable}.
     */
    static Searcher[] team(int threads, BoardSize size, TranspositionTable tt, SearchControl control) {
        Searcher[] team = new Searcher[threads];
        BusyTable busy = threads > 1 ? new BusyTable() : null;
        for (int i = 0; i < threads; i++) {
            team[i] = new Searcher(size, tt, control, StaticEvaluation.INSTANCE);
            team[i].setBusyTable(busy);
        }
        return team;
    }

    /**
     * Clears just the buckets this thread stored into since the last clear, when it logged them
     * all; returns false (nothing done) when there were too many, and a full clear is needed.
     */
    boolean clearStoredBuckets() {
        if (storeCount > STORE_LOG) return false;
        for (int i = 0; i < storeCount; i++) tt.clearBucketOf(storedKeys[i]);
        storeCount = 0;
        return true;
    }

    boolean storeCountWithinLog() {
        return storeCount <= STORE_LOG;
    }

    /** Forgets the store log (after a full clear of the table). */
    void resetStoreLog() {
        storeCount = 0;
    }

    /** Shares a {@link BusyTable} with the other threads of the same search (null: none). */
    public void setBusyTable(BusyTable table) {
        busy = table;
    }

    public void setHeuristicOrdering(boolean on) {
        heuristicOrdering = on;
    }

    public long nodes() {
        return nodes;
    }

    public int selDepth() {
        return selDepth;
    }

    /** Clears killers and history and the node counters; done before each new root search. */
    public void newSearch(long budget) {
        endgamePending = true;
        java.util.Arrays.fill(killer, -1);
        java.util.Arrays.fill(history, 0);
        nodes = 0;
        selDepth = 0;
        nodeBudget = budget;
        longSearchNodes = Long.MAX_VALUE;
        longSearchHook = null;
    }

    /** Runs {@code hook} once when this search has visited {@code afterNodes} nodes (used to wake helpers). */
    public void onLongSearch(long afterNodes, Runnable hook) {
        longSearchNodes = afterNodes;
        longSearchHook = hook;
    }

    private void poll(int ply) {
        if (control.stopped() || nodes >= nodeBudget) throw SearchAborted.INSTANCE;
        SolveWindow w = answers;
        if (w != null && w.answered(question)) throw SearchAborted.INSTANCE;
        if (busy != null) unwindIfAncestorResolved(ply);
        if (nodes >= longSearchNodes) {
            longSearchNodes = Long.MAX_VALUE;
            Runnable hook = longSearchHook;
            longSearchHook = null;
            if (hook != null) hook.run();
        }
    }


    /**
     * With other threads sharing the table: if an ancestor's stored entry now decides that
     * ancestor's window, unwinds to the shallowest such one, which returns the stored bound
     * (exactly what a table hit on entry would have returned).
     */
    private void unwindIfAncestorResolved(int ply) {
        for (int q = pathRootPly; q < ply && cells - (pathBaseMoves + q) >= TT_MIN_EMPTY; q++) {
            long data = tt.probe(pathKey[q], pathCode[q]);
            if (data == 0 || TranspositionTable.depth(data) < pathDepth[q]) continue;
            int cut = boundCutoff(pathAlpha[q], pathBeta[q], TranspositionTable.lower(data), TranspositionTable.upper(data));
            if (cut != NO_CUTOFF) {
                unwindPly = q;
                unwindValue = cut;
                throw SubtreeResolved.INSTANCE;
            }
        }
    }

    /**
     * The score of the position within the window (fail-soft): a value {@code v} with
     * {@code alpha < v < beta} is exact, {@code v <= alpha} an upper bound, {@code v >= beta} a lower
     * bound.
     */
    public int search(long current, long mask, int moves, long key, long mirrorKey,
                      int alpha, int beta, int depth, int ply) {
        if (endgamePending) {
            endgamePending = false;
            endgame.newGeneration(cells - moves < SMALL_ROOT_EMPTY ? SMALL_CACHE_BITS : CACHE_BITS);
        }
        pathBaseMoves = moves - ply;
        pathRootPly = ply;
        return searchNode(current, mask, size.mirror(current), size.mirror(mask), moves, key, mirrorKey,
                alpha, beta, depth, ply);
    }

    /**
     * {@link #search} with the mirror images of both bitboards carried along (updated per move
     * like the keys), so that the mirror-canonical table lookups in the opening cost no more than
     * plain ones.
     */
    private int searchNode(long current, long mask, long mirrorCurrent, long mirrorMask, int moves, long key,
                           long mirrorKey, int alpha, int beta, int depth, int ply) {
        if ((++nodes & POLL_MASK) == 0) poll(ply);
        if (ply > selDepth) selDepth = ply;

        long next = SearchBits.nonLosingMoves(current, mask, size);
        if (next == 0) return -((cells - moves) / 2) * Score.UNIT;
        if (moves >= cells - 2) return 0; // two plies left and neither side can win in them

        int min = -((cells - 2 - moves) / 2) * Score.UNIT; // the opponent cannot win next move
        int max = ((cells - 1 - moves) / 2) * Score.UNIT;  // we cannot win this move
        if (alpha < min) {
            alpha = min;
            if (alpha >= beta) return alpha;
        }
        if (beta > max) {
            beta = max;
            if (alpha >= beta) return beta;
        }

        boolean exact = depth >= cells - moves;
        if (depth <= 0 && !exact) {
            int e = evaluator.evaluate(current, mask, moves, size);
            return Math.max(min, Math.min(max, e));
        }
        int entryDepth = exact ? TranspositionTable.DEPTH_EXACT : depth;

        if (cells - moves < TT_MIN_EMPTY) return searchEndgame(current, mask, moves, next, alpha, beta, depth, ply);

        // Transposition table: verified by the unique code, mirror-canonical in the opening.
        long tableKey = key;
        long code = current + mask;
        boolean mirrored = false;
        if (moves < symmetryPlies && mirrorKey < key) {
            tableKey = mirrorKey;
            code = mirrorCurrent + mirrorMask;
            mirrored = true;
        }
        int ttColumn = -1;
        long data = tt.probe(tableKey, code);
        if (data != 0) {
            ttColumn = TranspositionTable.bestColumn(data);
            if (mirrored && ttColumn >= 0) ttColumn = width - 1 - ttColumn;
            if (TranspositionTable.depth(data) >= entryDepth) {
                int lower = TranspositionTable.lower(data);
                int upper = TranspositionTable.upper(data);
                int cut = boundCutoff(alpha, beta, lower, upper);
                if (cut != NO_CUTOFF) return cut;
                alpha = Math.max(alpha, lower);
                beta = Math.min(beta, upper);
            }
        }

        if (cells - moves >= ETC_MIN_EMPTY) {
            // Enhanced transposition cutoff: a child whose stored upper bound already refutes
            // the window cuts this node without searching anything.
            long[] zobrist0 = (moves & 1) == 0 ? zobristFirst : zobristSecond;
            long childCurrent = current ^ mask;
            long childMirrorCurrent = mirrorCurrent ^ mirrorMask;
            boolean symmetric = moves + 1 < symmetryPlies;
            for (long rest = next; rest != 0; rest &= rest - 1) {
                long move = rest & -rest;
                int bit = Long.numberOfTrailingZeros(move);
                long childKey = key ^ zobrist0[bit];
                long childMirrorKey = mirrorKey ^ zobrist0[mirrorBit[bit]];
                long childData = symmetric && childMirrorKey < childKey
                        ? tt.probe(childMirrorKey, childMirrorCurrent + (mirrorMask | 1L << mirrorBit[bit]))
                        : tt.probe(childKey, childCurrent + (mask | move));
                if (childData != 0) {
                    int childDepth = TranspositionTable.depth(childData);
                    if (childDepth == TranspositionTable.DEPTH_EXACT || childDepth >= entryDepth - 1) {
                        int v = -TranspositionTable.upper(childData);
                        if (v >= beta) return v;
                    }
                }
            }
        }

        // Staged ordering: the table's move is searched before the others are scored, since in
        // null-window searches it usually cuts the node and the scoring would be wasted.
        long[] bits = moveBits[ply];
        int[] columns = moveColumns[ply];
        long ttMove = ttColumn >= 0 ? next & columnMask[ttColumn] : 0;
        int n;
        if (ttMove != 0) {
            bits[0] = ttMove;
            columns[0] = ttColumn;
            n = 1;
        } else {
            n = orderMoves(current, mask, moves, next, ttColumn, ply, 0);
        }
        int player = moves & 1;
        int historyBase = player << 6;

        int alphaIn = alpha;
        long nodesBefore = nodes;
        int best = -Score.INFINITE;
        int bestColumn = -1;
        long opponent = current ^ mask;
        long mirrorOpponent = mirrorCurrent ^ mirrorMask;
        long[] zobrist = player == 0 ? zobristFirst : zobristSecond;
        boolean shared = busy != null && cells - moves >= PARALLEL_MIN_EMPTY;
        int[] deferred = deferredMoves[ply];
        int deferredCount = 0;
        pathKey[ply] = tableKey;
        pathCode[ply] = code;
        pathAlpha[ply] = alpha;
        pathBeta[ply] = beta;
        pathDepth[ply] = entryDepth;
        try {
            for (int k = 0, pass = 0; ; k++) {
                if (k == n && ttMove != 0) {
                    n = orderMoves(current, mask, moves, next ^ ttMove, -1, ply, 1);
                    ttMove = 0;
                }
                if (k == n) {
                    // second pass: the moves deferred because another thread was searching them
                    if (pass == 1 || deferredCount == 0) break;
                    pass = 1;
                    k = -1;
                    n = deferredCount;
                    continue;
                }
                int index = pass == 0 ? k : deferred[k];
                long move = bits[index];
                int bit = Long.numberOfTrailingZeros(move);
                long childKey = key ^ zobrist[bit];
                long childMirrorKey = mirrorKey ^ zobrist[mirrorBit[bit]];
                long childMask = mask | move;
                long childMirrorMask = mirrorMask | 1L << mirrorBit[bit];
                if (shared && pass == 0 && k > 0 && busy.isBusy(childKey)) {
                    deferred[deferredCount++] = index;
                    continue;
                }
                if (shared) busy.enter(childKey);
                int v;
                try {
                    if (k == 0 && pass == 0 || beta - alpha == 1) {
                        v = -searchNode(opponent, childMask, mirrorOpponent, childMirrorMask, moves + 1, childKey,
                                childMirrorKey, -beta, -alpha, depth - 1, ply + 1);
                    } else {
                        v = -searchNode(opponent, childMask, mirrorOpponent, childMirrorMask, moves + 1, childKey,
                                childMirrorKey, -alpha - 1, -alpha, depth - 1, ply + 1);
                        if (v > alpha && v < beta) {
                            v = -searchNode(opponent, childMask, mirrorOpponent, childMirrorMask, moves + 1, childKey,
                                childMirrorKey, -beta, -alpha, depth - 1, ply + 1);
                        }
                    }
                } finally {
                    if (shared) busy.leave(childKey);
                }
                if (v > best) {
                    best = v;
                    bestColumn = columns[index];
                    if (v > alpha) {
                        alpha = v;
                        if (alpha >= beta) {
                            killer[ply] = bestColumn;
                            int h = history[historyBase + bit] + (cells - moves) * (cells - moves);
                            history[historyBase + bit] = h;
                            if (h > HISTORY_LIMIT) ageHistory();
                            break;
                        }
                    }
                }
            }
        } catch (SubtreeResolved resolved) {
            if (unwindPly != ply) throw resolved;
            return unwindValue;
        }

        int lower = lowerBound(best, alphaIn, beta);
        int upper = upperBound(best, alphaIn, beta);
        int storedColumn = mirrored ? width - 1 - bestColumn : bestColumn;
        tt.store(tableKey, code, lower, upper, storedColumn, entryDepth, nodes - nodesBefore);
        if (storeCount < STORE_LOG) storedKeys[storeCount] = tableKey;
        storeCount++;
        return best;
    }

    /**
     * The table entry for a position (0 if none), looked up exactly as the search stores it
     * (mirror-canonical in the opening). Its best column, if any, is returned through
     * {@link #tableColumn}, already mapped back to this position's orientation.
     */
    public long probe(long current, long mask, int moves, long key, long mirrorKey) {
        if (moves < symmetryPlies && mirrorKey < key) {
            long data = tt.probe(mirrorKey, size.mirror(current) + size.mirror(mask));
            if (data == 0) return 0;
            int c = TranspositionTable.bestColumn(data);
            // re-pack the column in this orientation so callers need not know about mirroring
            return c < 0 ? data : (data & ~(0x3FL << 32)) | (long) (width - c) << 32;
        }
        return tt.probe(key, current + mask);
    }

    /** Best column (0-based, -1 if none) of an entry returned by {@link #probe}. */
    public static int tableColumn(long data) {
        return data == 0 ? -1 : TranspositionTable.bestColumn(data);
    }

    /**
     * Fills the move list of {@code ply} with the moves of {@code next}, best first: the table
     * move, then by the number of cells each move makes into a four-completing threat, then
     * killer and history (when enabled); centre columns first among equals (the sort is stable
     * and moves are inserted centre-first). Returns the number of moves.
     */
    public int orderMoves(long current, long mask, int moves, long next, int ttColumn, int ply) {
        return orderMoves(current, mask, moves, next, ttColumn, ply, 0);
    }

    /**
     * {@link #orderMoves} without killers and history (the solver's order): the table move, then
     * by threat cells made, centre first among equals. Each move is one int sort key
     * {@code threats << 6 | centre priority}, so the insertion sort moves one array instead of
     * three (about 18% faster in JMH, 8-10% on Test_L1_R1, same nodes); a count of 63 or more
     * threat cells (not possible on 7x6) would only tie with the table move.
     */
    private int orderByThreats(long current, long mask, long next, int ttColumn, int ply, int start) {
        long[] bits = moveBits[ply];
        int[] keys = moveScores[ply];
        int[] columns = moveColumns[ply];
        long empty = boardMask ^ mask;
        int n = start;
        for (long rest = next; rest != 0; rest &= rest - 1) {
            long move = rest & -rest;
            int c = columnOfBit[Long.numberOfTrailingZeros(move)];
            int threats = c == ttColumn ? 63 : Long.bitCount(Lines.completingCells(current | move, stride) & (empty ^ move));
            int key = Math.min(63, threats) << 6 | centrePriority[c];
            int j = n++;
            while (j > start && keys[j - 1] < key) {
                keys[j] = keys[j - 1];
                j--;
            }
            keys[j] = key;
        }
        for (int j = start; j < n; j++) {
            int c = centreOrder[width - 1 - (keys[j] & 63)];
            columns[j] = c;
            bits[j] = next & columnMask[c];
        }
        return n;
    }

    /** {@link #orderMoves} into the list from index {@code start} on (the entries before it stay). */
    private int orderMoves(long current, long mask, int moves, long next, int ttColumn, int ply, int start) {
        if (!heuristicOrdering) return orderByThreats(current, mask, next, ttColumn, ply, start);
        long[] bits = moveBits[ply];
        int[] scores = moveScores[ply];
        int[] columns = moveColumns[ply];
        int historyBase = (moves & 1) << 6;
        int killerColumn = killer[ply];
        int n = start;
        for (int i = 0; i < width; i++) {
            int c = centreOrder[i];
            long move = next & columnMask[c];
            if (move == 0) continue;
            int s;
            if (c == ttColumn) {
                s = TT_MOVE_BONUS;
            } else {
                s = Long.bitCount(Lines.completingCells(current | move, stride) & (boardMask ^ (mask | move))) << THREAT_SHIFT;
                if (heuristicOrdering) {
                    if (c == killerColumn) s += KILLER_BONUS;
                    s += history[historyBase + Long.numberOfTrailingZeros(move)];
                }
            }
            int j = n++;
            while (j > start && scores[j - 1] < s) {
                bits[j] = bits[j - 1];
                scores[j] = scores[j - 1];
                columns[j] = columns[j - 1];
                j--;
            }
            bits[j] = move;
            scores[j] = s;
            columns[j] = c;
        }
        return n;
    }

    /**
     * Near the end of the game: no shared table (its memory traffic costs more than it saves
     * there); exact searches from {@link #CACHE_MIN_EMPTY} empty cells up use this thread's
     * {@link EndgameCache}.
     */
    private int searchEndgame(long current, long mask, int moves, long next, int alpha, int beta, int depth, int ply) {
        boolean cached = cells - moves >= CACHE_MIN_EMPTY && depth >= cells - moves;
        long code = current + mask;
        if (cached) {
            long data = endgame.probe(code);
            if (data != 0) {
                int lower = EndgameCache.lower(data);
                int upper = EndgameCache.upper(data);
                int cut = boundCutoff(alpha, beta, lower, upper);
                if (cut != NO_CUTOFF) return cut;
                alpha = Math.max(alpha, lower);
                beta = Math.min(beta, upper);
            }
        }
        int alphaIn = alpha;
        long[] bits = moveBits[ply];
        int n = 0;
        if (cells - moves >= SORT_MIN_EMPTY) {
            n = orderByThreats(current, mask, next, -1, ply, 0);
        } else {
            for (int i = 0; i < width; i++) {
                long move = next & columnMask[centreOrder[i]];
                if (move != 0) bits[n++] = move;
            }
        }
        int best = -Score.INFINITE;
        long opponent = current ^ mask;
        for (int k = 0; k < n; k++) {
            int v = -searchNode(opponent, mask | bits[k], 0, 0, moves + 1, 0, 0, -beta, -alpha, depth - 1, ply + 1);
            if (v > best) {
                best = v;
                if (v > alpha) {
                    alpha = v;
                    if (alpha >= beta) break;
                }
            }
        }
        if (cached) {
            endgame.store(code, lowerBound(best, alphaIn, beta), upperBound(best, alphaIn, beta));
        }
        return best;
    }

    /** {@link #boundCutoff}'s answer when stored bounds leave the window open. */
    private static final int NO_CUTOFF = Integer.MIN_VALUE;

    /**
     * The fail-soft value to return at once when stored bounds [lower, upper] of a position
     * decide the window (alpha, beta) (alpha < beta), else {@link #NO_CUTOFF}: a lower bound at or
     * above beta, or an upper bound at or below the window's new low end.
     */
    private static int boundCutoff(int alpha, int beta, int lower, int upper) {
        if (lower >= beta) return lower;
        if (upper <= Math.max(alpha, lower)) return upper;
        return NO_CUTOFF;
    }

    /** The lower bound a fail-soft result {@code best} of the window (alpha, beta) proves. */
    private static int lowerBound(int best, int alpha, int beta) {
        return best >= beta || best > alpha ? best : -Score.INFINITE;
    }

    /** The upper bound a fail-soft result {@code best} of the window (alpha, beta) proves. */
    private static int upperBound(int best, int alpha, int beta) {
        return best <= alpha || best < beta ? best : Score.INFINITE;
    }

    private void ageHistory() {
        for (int i = 0; i < history.length; i++) history[i] >>= 1;
    }

    /**
     * The exact score (in {@link Score} units) of a position that is not over, by null-window
     * narrowing: each search answers "is the score above med?" and the interval [min, max] of
     * possible exact scores shrinks until it is one value. Weak mode only decides the sign.
     */
    public int solve(long current, long mask, int moves, long key, long mirrorKey, boolean weak) {
        return solve(current, mask, moves, key, mirrorKey, weak, null);
    }

    /** The first and widest interval of exact scores {@link #solve} starts from. */
    static SolveWindow initialWindow(int cells, int moves, boolean weak) {
        return weak ? new SolveWindow(-1, 1) : new SolveWindow(-(cells - moves) / 2, (cells + 1 - moves) / 2);
    }

    /**
     * {@link #solve} as one of several threads sharing {@code shared} (null: alone): every
     * thread asks the question the current interval calls for, and a thread whose question is
     * answered by another while it searches drops it and asks the next.
     */
    int solve(long current, long mask, int moves, long key, long mirrorKey, boolean weak, SolveWindow shared) {
        if ((Lines.winningCells(current, mask, size) & SearchBits.legalMoves(mask, size)) != 0) {
            return weak ? Score.UNIT : size.winScore(moves) * Score.UNIT;
        }
        if (SearchBits.nonLosingMoves(current, mask, size) == 0) {
            return weak ? -Score.UNIT : -((cells - moves) / 2) * Score.UNIT;
        }
        SolveWindow window = shared != null ? shared : initialWindow(cells, moves, weak);
        while (true) {
            int min = window.min();
            int max = window.max();
            windowMin = min;
            windowMax = max;
            if (min >= max) return min * Score.UNIT;
            int med = min + (max - min) / 2;
            if (med <= 0 && min / 2 < med) med = min / 2;
            else if (med >= 0 && max / 2 > med) med = max / 2;
            int r;
            question = med;
            answers = shared;
            try {
                r = search(current, mask, moves, key, mirrorKey, med * Score.UNIT, med * Score.UNIT + 1,
                        TranspositionTable.DEPTH_EXACT, 0) / Score.UNIT;
            } catch (SearchAborted aborted) {
                if (control.stopped() || !window.answered(med)) throw aborted;
                continue; // another thread answered this question first
            } finally {
                answers = null;
            }
            window.narrow(med, r);
        }
    }

    /** The interval of exact scores {@link #solve} has not yet ruled out (for progress reports). */
    public int windowMin() {
        return windowMin;
    }

    public int windowMax() {
        return windowMax;
    }
}
