package c4.search;

/**
 * What one thread of a solver did since the solver was made ({@link Solver#threadCounters}):
 * nodes, CPU time (-1 where the JVM does not measure it), time spent idle waiting for work,
 * split points opened and joined (all, and of them the speculative ones: opened before their
 * first move, at predicted ALL nodes), and nodes wasted under split points that were cut.
 */
public record ThreadCounters(
        int thread,
        long nodes,
        long cpuNanos,
        long idleNanos,
        long splits,
        long speculativeSplits,
        long joins,
        long speculativeJoins,
        long wastedNodes) {}
