package c4.book.build;

import c4.book.Book;
import c4.core.BoardSize;
import java.io.IOException;

/**
 * Where a {@link BookBuilder} has the deepest ply's work done: its scores (each position solved
 * without a book) and its moves (each found with the book of scores). That ply is nearly all of
 * a build's work, so a distributed implementation can take it over while the builder keeps the
 * shallower plies and their moves. Every answer is exact, so the book's bytes do not depend on
 * where or in what order the work ran.
 *
 * <p>{@link #LOCAL} runs it on the builder's own {@link BuildWorkers} (and journal).
 */
public interface DeepestPly {
    /** The builder's own threads; the builder recognises it by identity. */
    DeepestPly LOCAL = new DeepestPly() {
        @Override
        public long solve(
                BoardSize size, int ply, long[] keys, byte[] scores, boolean[] known, BuildListener listener) {
            throw new UnsupportedOperationException("the builder runs LOCAL itself");
        }

        @Override
        public long moves(
                Book scores, long[] keys, byte[] scoreOf, byte[] moveOf, boolean[] known, BuildListener listener) {
            throw new UnsupportedOperationException("the builder runs LOCAL itself");
        }
    };

    /**
     * Sets {@code scores[i]} to the exact score of the position of canonical key {@code keys[i]}
     * (solved without a book) and {@code known[i]} for every i not yet {@code known}, reporting
     * each through {@link BuildListener#solved}; returns the nodes searched.
     *
     * @param keys the deepest ply's sorted canonical keys ({@link BookPlies})
     */
    long solve(BoardSize size, int ply, long[] keys, byte[] scores, boolean[] known, BuildListener listener)
            throws IOException;

    /**
     * Sets {@code moveOf[i]} to {@link BookMove#of} of {@code keys[i]}, whose exact score
     * is {@code scoreOf[i]} (not negative), with the solver using {@code scores} as leaves, and
     * {@code known[i]}, for every i not yet {@code known}, reporting each through
     * {@link BuildListener#moveFound}; returns the nodes searched.
     */
    long moves(Book scores, long[] keys, byte[] scoreOf, byte[] moveOf, boolean[] known, BuildListener listener)
            throws IOException;
}
