/**
 * The board and what every layer shares: {@link c4.core.BoardSize} (any W x H with W(H+1) <= 64),
 * {@link c4.core.Position} (two 64-bit bitboards, a column of H+1 bits each), the move
 * {@link c4.core.Notation}, Zobrist keys, the {@link c4.core.Score} units, and the one atomic file
 * writer ({@link c4.core.AtomicFile}). Depends on nothing else in the project.
 */
package c4.core;
