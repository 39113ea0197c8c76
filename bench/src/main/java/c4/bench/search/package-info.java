/**
 * JMH benchmarks of the search's internal kernels: the transposition table and endgame cache
 * probes and stores, and the move ordering of one node.
 */
package c4.bench.search;
