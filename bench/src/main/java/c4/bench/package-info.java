/**
 * JMH benchmarks of the kernels through the engine's public API: win checks, play and undo, perft,
 * evaluation, the reference searches, the solver, the table's clear. {@code scripts/bench}
 * runs them.
 */
package c4.bench;
