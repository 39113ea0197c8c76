package c4.search;

/**
 * What ends one thread's search, checked at every poll (every few thousand nodes): the shared
 * stop signal, a node budget, a deadline, and, in a solve, the answer to its question found by
 * another thread. Also runs a hook once after a number of nodes (to wake the helpers).
 */
final class StopConditions {
    private final SearchControl control;
    private long nodeBudget = Long.MAX_VALUE;
    /** System.nanoTime() after which searches abort (Long.MAX_VALUE: none); survives {@link #newSearch}. */
    private long deadline = Long.MAX_VALUE;
    /** The solve question under search ("is the score above question?") and the window that may answer it first. */
    private SolveWindow answers;

    private int question;
    private Runnable hook;
    private long hookNodes = Long.MAX_VALUE;

    StopConditions(SearchControl control) {
        this.control = control;
    }

    /** A new root search: at most {@code budget} nodes, no hook. */
    void newSearch(long budget) {
        nodeBudget = budget;
        hookNodes = Long.MAX_VALUE;
        hook = null;
    }

    void setDeadline(long nanoTime) {
        deadline = nanoTime;
    }

    void onNodes(long afterNodes, Runnable hook) {
        hookNodes = afterNodes;
        this.hook = hook;
    }

    void ask(SolveWindow window, int v) {
        answers = window;
        question = v;
    }

    /** Throws {@link SearchAborted} when the search must end; runs the hook when its time has come. */
    void check(long nodes) {
        if (control.stopped() || nodes >= nodeBudget) throw SearchAborted.INSTANCE;
        if (deadline != Long.MAX_VALUE && System.nanoTime() > deadline) throw SearchAborted.INSTANCE;
        SolveWindow w = answers;
        if (w != null && w.answered(question)) throw SearchAborted.INSTANCE;
        if (nodes >= hookNodes) {
            hookNodes = Long.MAX_VALUE;
            Runnable h = hook;
            hook = null;
            if (h != null) h.run();
        }
    }
}
