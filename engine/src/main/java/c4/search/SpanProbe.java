package c4.search;

/**
 * A work/span model of one thread's exact search, for predicting how a parallel search of the
 * same tree would scale. The work W is the nodes searched; the span C of a splitting rule is the
 * longest chain of nodes that must run one after another when every node the rule lets split
 * searches its children in parallel. With P threads and greedy scheduling, a search takes at
 * most {@code (W - C) / P + C} node times (Brent's bound), so the predicted speed-up is
 * {@code W / ((W - C) / P + C)}: P when C is one node, 1 when C is all of W.
 *
 * <p>A node's span, given its searched children c1..ck in order:
 * <ul>
 * <li>serial (the rule does not split it): {@code 1 + s(c1) + ... + s(ck)};</li>
 * <li>young brothers wait (YBW): {@code 1 + s(c1) + max(s(c2), ..., s(ck))}: the first child
 *     alone, then the others side by side (a probe made with a least first-child work splits
 *     only where the first child took that much, as the split search does on two threads); a
 *     rule that waits for two brothers, {@code 1 + s(c1) + s(c2) + max(s(c3), ..., s(ck))};</li>
 * <li>eager, at a node predicted to be an ALL node (every move searched):
 *     {@code 1 + max(s(c1), ..., s(ck))}.</li>
 * </ul>
 * Node types are predicted as Knuth and Moore did: a root is a PV node, the first child of a PV
 * node is PV and the others CUT, the child of a CUT node is ALL and the child of an ALL node CUT.
 * A split node that cut before its last move has its unsearched moves counted as wasted work,
 * since they ran beside the searched ones until the cut: each as much as the mean of its searched
 * children, but no more than the time the split part took (the node's span at an eager split,
 * the longest of the side-by-side children at a YBW split), and on P threads at most P - 1 such
 * moves a node. This is an estimate (the serial search never saw those moves); the model keeps
 * the serial tree, while a real parallel search also changes which positions the table holds
 * when.
 *
 * <p>Only nodes with at least {@link #MIN_EMPTY} empty cells report to the probe: below that
 * every rule is serial, and a subtree's span is its work (the nodes the parent saw it add). The
 * hooks cost a field test at the searches' sorted nodes when no probe is set; a probed search
 * runs on one thread.
 */
public final class SpanProbe {
    /** The splitting rules, in the order of {@link #RULE_NAMES}. */
    public static final int RULES = 5;
    /**
     * Each rule's name: YBW from 20 (the exact table nodes) or from 16 empty cells (the endgame's
     * top levels too, as the split search does), without and with eager ALL splits; then YBW from
     * 16 that waits for two brothers, not one, before a node splits ({@code w2}).
     */
    public static final String[] RULE_NAMES = {"ybw20", "ybw16", "ybw20+all", "ybw16+all", "ybw16+w2"};

    private static final int[] SPLIT_MIN_EMPTY = {
        Searcher.EXACT_TT_MIN_EMPTY,
        SplitSearch.ENDGAME_MIN_EMPTY,
        Searcher.EXACT_TT_MIN_EMPTY,
        SplitSearch.ENDGAME_MIN_EMPTY,
        SplitSearch.ENDGAME_MIN_EMPTY
    };
    private static final boolean[] EAGER = {false, false, true, true, false};
    /** How many brothers a node searches before it may split under each rule. */
    private static final int[] WAIT = {1, 1, 1, 1, 2};
    /** The thread counts the probe predicts speed-ups for (its waste depends on them). */
    public static final int[] THREADS = {2, 4, 8, 16, 64};
    /** The fewest empty cells of a node that reports to the probe: the lowest split threshold. */
    static final int MIN_EMPTY = SplitSearch.ENDGAME_MIN_EMPTY;

    private static final byte PV = 0;
    private static final byte CUT = 1;
    private static final byte ALL = 2;

    private final int cells;
    /** YBW splits only nodes whose first child's work is at least this. */
    private final long minFirstWork;
    /** Per number of stones: whether a node of that size is between its enter and exit. */
    private final boolean[] active;

    private final byte[] type;
    /** Children begun so far, and the nodes counter when the last one began. */
    private final int[] children;

    private final long[] childStart;
    private final long[] childWork;
    private final long[] firstWork;
    /**
     * Per stones * RULES + rule: the summed spans of the children searched before the node may
     * split (the first, or the first two), then the sum and the maximum of the others' spans.
     */
    private final long[] head;

    private final long[] restSum;
    private final long[] restMax;
    /** The spans of the node that exited last, per rule, valid until the next child begins. */
    private final long[] last = new long[RULES];

    private boolean lastValid;
    /** Totals since {@link #reset}: spans of the root searches per rule, wasted work per rule and thread count. */
    private final long[] span = new long[RULES];

    private final long[] waste = new long[RULES * THREADS.length];
    private long rootStart;
    private long work;

    /** A probe for boards of {@code cells} cells that splits every eligible node (the split search from 3 threads up). */
    public SpanProbe(int cells) {
        this(cells, 0);
    }

    /** A probe whose YBW rules split only nodes whose first child took at least {@code minFirstWork} nodes. */
    SpanProbe(int cells, long minFirstWork) {
        this.minFirstWork = minFirstWork;
        this.cells = cells;
        active = new boolean[cells + 2];
        type = new byte[cells + 2];
        children = new int[cells + 2];
        childStart = new long[cells + 2];
        childWork = new long[cells + 2];
        firstWork = new long[cells + 2];
        head = new long[(cells + 2) * RULES];
        restSum = new long[(cells + 2) * RULES];
        restMax = new long[(cells + 2) * RULES];
    }

    /** Forgets the totals, for a new position. */
    public void reset() {
        java.util.Arrays.fill(span, 0);
        java.util.Arrays.fill(waste, 0);
        work = 0;
    }

    /** The nodes searched by the root searches since {@link #reset}. */
    public long work() {
        return work;
    }

    /** The span of {@code rule} since {@link #reset}: the sum over the root searches, which run one after another. */
    public long span(int rule) {
        return span[rule];
    }

    /**
     * The estimated work that {@code rule}'s splits would have wasted since {@link #reset} on
     * {@code threads} threads (one of {@link #THREADS}): moves a cut stopped, at most threads - 1
     * of them at a node.
     */
    public long waste(int rule, int threads) {
        return waste[rule * THREADS.length + threadsIndex(threads)];
    }

    private static int threadsIndex(int threads) {
        for (int i = 0; i < THREADS.length; i++) if (THREADS[i] == threads) return i;
        throw new IllegalArgumentException("no prediction for " + threads + " threads");
    }

    /** The predicted speed-up of {@code rule} at {@code threads} (one of {@link #THREADS}): W / ((W + waste - C) / P + C). */
    public double speedup(int rule, int threads) {
        return predictedSpeedup(work, span[rule], waste(rule, threads), threads);
    }

    /** {@code work / ((work + waste - span) / threads + span)}; 1 for no work. */
    public static double predictedSpeedup(long work, long span, long waste, int threads) {
        if (work == 0) return 1;
        return work / ((double) (work + waste - span) / threads + span);
    }

    /** A root search begins; {@code nodes}: the searcher's counter. */
    void beforeRoot(long nodes) {
        rootStart = nodes;
        lastValid = false;
    }

    /** The root search begun at {@link #beforeRoot} has returned; adds its work and spans. */
    void afterRoot(long nodes) {
        long w = nodes - rootStart;
        work += w;
        for (int r = 0; r < RULES; r++) span[r] += lastValid ? last[r] : w;
        lastValid = false;
    }

    /** A node of {@code moves} stones, with at least {@link #MIN_EMPTY} empty cells, starts its moves. */
    void enterNode(int moves) {
        assert cells - moves >= MIN_EMPTY && !active[moves];
        byte t;
        if (moves == 0 || !active[moves - 1]) {
            t = PV;
        } else {
            byte parent = type[moves - 1];
            t = parent == PV ? (children[moves - 1] == 1 ? PV : CUT) : parent == CUT ? ALL : CUT;
        }
        type[moves] = t;
        active[moves] = true;
        children[moves] = 0;
        childWork[moves] = 0;
    }

    /** The node of {@code moves} stones begins searching a child. */
    void beforeChild(int moves, long nodes) {
        children[moves]++;
        childStart[moves] = nodes;
        lastValid = false;
    }

    /** The child begun last by the node of {@code moves} stones has returned. */
    void afterChild(int moves, long nodes) {
        long w = nodes - childStart[moves];
        childWork[moves] += w;
        int base = moves * RULES;
        int index = children[moves];
        if (index == 1) firstWork[moves] = w;
        for (int r = 0; r < RULES; r++) {
            long s = lastValid ? last[r] : w;
            if (index == 1) {
                head[base + r] = s;
                restSum[base + r] = 0;
                restMax[base + r] = 0;
            } else if (index <= WAIT[r]) {
                head[base + r] += s;
            } else {
                restSum[base + r] += s;
                restMax[base + r] = Math.max(restMax[base + r], s);
            }
        }
        lastValid = false;
    }

    /** The node of {@code moves} stones, which had {@code available} moves to search, returns. */
    void exitNode(int moves, int available) {
        assert active[moves];
        int searched = children[moves];
        int empty = cells - moves;
        int base = moves * RULES;
        int unsearched = available - searched;
        for (int r = 0; r < RULES; r++) {
            long s;
            if (searched == 0) {
                s = 1;
            } else if (empty < SPLIT_MIN_EMPTY[r]) {
                s = 1 + head[base + r] + restSum[base + r];
            } else if (EAGER[r] && type[moves] == ALL) {
                s = 1 + Math.max(head[base + r], restMax[base + r]);
                // each unsearched move runs beside the others until the cut stops it
                if (unsearched > 0) addWaste(r, unsearched, Math.min(childWork[moves] / searched, s));
            } else if (firstWork[moves] < minFirstWork || searched <= WAIT[r]) {
                s = 1 + head[base + r] + restSum[base + r]; // too small to split, or cut before it could
            } else {
                s = 1 + head[base + r] + restMax[base + r];
                // the moves the cut found unsearched ran beside the split part until it came
                if (unsearched > 0) addWaste(r, unsearched, Math.min(childWork[moves] / searched, restMax[base + r]));
            }
            last[r] = s;
        }
        lastValid = true;
        active[moves] = false;
    }

    /** Adds the waste of {@code moves} unsearched moves of {@code each} nodes: on P threads, at most P - 1 of them ran. */
    private void addWaste(int rule, int moves, long each) {
        for (int i = 0; i < THREADS.length; i++) {
            waste[rule * THREADS.length + i] += Math.min(moves, THREADS[i] - 1) * each;
        }
    }
}
