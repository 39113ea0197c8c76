/**
 * The search. {@link c4.search.Solver} gives exact scores by null-window questions to a
 * {@link c4.search.Searcher} per thread (negamax alpha-beta: {@code TableMoves.search}); below
 * the table's threshold the endgame searches take over ({@link c4.search.StandardEndgame} for 7x6,
 * {@link c4.search.EndgameSearch} for other sizes). {@link c4.search.Engine} plays under a time
 * control (iterative deepening, {@code PlaySearch}). Threads: a persistent {@code SearchPool}, with
 * Lazy SMP ({@code SharedSearch}) or split points ({@code SplitSearch}). docs/ARCHITECTURE.md walks
 * one solve through these classes; docs/DESIGN.md gives each constant's reason.
 */
package c4.search;
