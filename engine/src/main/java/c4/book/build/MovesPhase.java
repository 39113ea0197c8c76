package c4.book.build;

import c4.book.Book;
import c4.book.BookException;
import c4.core.BoardSize;
import c4.core.PositionCodes;
import c4.search.Solver;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The moves phase of a {@link BookBuilder}: a best move ({@link BookMove#of}) for every
 * entry of a book of scores. The deepest ply's positions that are not lost get theirs by proof,
 * on the workers (journalled, and resumed from the journal) or from {@link DeepestPly}; the
 * shallower plies' come from the book's scores on the calling thread, a few nodes each; the
 * deepest ply's lost positions get none. Every move is exact, so the book's bytes do not depend
 * on where or in what order the moves were found.
 */
final class MovesPhase {
    private final BoardSize size;
    private final int depth;
    private final DeepestPly deepestPly;

    /** A book with moves; moves of the deepest ply found now and taken from the journal. */
    record Moves(Book book, int found, int resumed) {
        Moves(int found, int resumed) {
            this(null, found, resumed);
        }
    }

    MovesPhase(BoardSize size, int depth, DeepestPly deepestPly) {
        this.size = size;
        this.depth = depth;
        this.deepestPly = deepestPly;
    }

    /**
     * The moves of {@code scores}' entries: those of the deepest ply that is not lost by proof on
     * the workers (journalled), the others from the book's scores on the calling thread.
     */
    Moves run(Book scores, BookJournal log, BuildWorkers workers, BuildListener listener, AtomicLong nodes)
            throws IOException, BookException {
        int n = scores.entries();
        long[] keys = new long[n];
        byte[] scoreOf = new byte[n];
        byte[] moveOf = new byte[n];
        Arrays.fill(moveOf, (byte) Book.NO_MOVE);
        int[] deepest = new int[n];
        int deep = 0;
        for (int i = 0; i < n; i++) {
            keys[i] = scores.keyAt(i);
            scoreOf[i] = (byte) scores.scoreAt(i);
            if (PositionCodes.stonesOf(size, keys[i]) == depth && scoreOf[i] >= 0) deepest[deep++] = i;
        }
        boolean[] known = new boolean[n];
        int resumed = log == null ? 0 : resumeMoves(log, scores, keys, moveOf, known);
        listener.movesStarted(deep, resumed);
        long start = System.nanoTime();
        workers.setBook(scores);
        if (deepestPly != DeepestPly.LOCAL) {
            long[] dKeys = new long[deep];
            byte[] dScores = new byte[deep];
            byte[] dMoves = new byte[deep];
            boolean[] dKnown = new boolean[deep];
            for (int k = 0; k < deep; k++) {
                dKeys[k] = keys[deepest[k]];
                dScores[k] = scoreOf[deepest[k]];
                dMoves[k] = moveOf[deepest[k]];
                dKnown[k] = known[deepest[k]];
            }
            long searched = deepestPly.moves(scores, dKeys, dScores, dMoves, dKnown, listener);
            assert BookBuilder.allTrue(dKnown) : "the deepest ply's work left moves unfound";
            for (int k = 0; k < deep; k++) moveOf[deepest[k]] = dMoves[k];
            nodes.addAndGet(searched);
            listener.movesFinished(deep, deep - resumed, searched, System.nanoTime() - start);
        } else {
            findMoves(
                    keys,
                    scoreOf,
                    moveOf,
                    known,
                    Arrays.copyOf(deepest, deep),
                    resumed,
                    log,
                    workers,
                    listener,
                    nodes,
                    start);
        }
        Solver solver = workers.first();
        for (int i = 0; i < n; i++) {
            if (PositionCodes.stonesOf(size, keys[i]) < depth) moveOf[i] = (byte) bestMove(solver, keys[i], scoreOf[i]);
        }
        return new Moves(new Book(size, depth, keys, scoreOf, moveOf), deep - resumed, resumed);
    }

    /** The moves of the deepest ply's positions {@code work} (indices into keys) on this JVM's workers. */
    private void findMoves(
            long[] keys,
            byte[] scoreOf,
            byte[] moveOf,
            boolean[] known,
            int[] work,
            int resumed,
            BookJournal log,
            BuildWorkers workers,
            BuildListener listener,
            AtomicLong nodes,
            long start)
            throws IOException {
        long nodesBefore = nodes.get();
        AtomicInteger done = new AtomicInteger(resumed);
        int deep = work.length;
        int total = deep;
        workers.run(total, (solver, k) -> {
            int i = work[k];
            if (known[i]) return;
            moveOf[i] = (byte) bestMove(solver, keys[i], scoreOf[i]);
            nodes.addAndGet(solver.nodes());
            if (log != null) log.append(depth, keys[i], moveOf[i]);
            listener.moveFound(done.incrementAndGet(), total);
        });
        listener.movesFinished(deep, done.get() - resumed, nodes.get() - nodesBefore, System.nanoTime() - start);
    }

    private int bestMove(Solver solver, long key, int score) {
        return BookMove.of(solver, size, key, score);
    }

    /** Takes the journal's moves as found; returns how many. */
    private int resumeMoves(BookJournal log, Book scores, long[] keys, byte[] moveOf, boolean[] known)
            throws BookException {
        List<BookJournal.Entry> entries = log.recovered();
        for (int r = 0; r < entries.size(); r++) {
            BookJournal.Entry e = entries.get(r);
            int i = e.ply() == depth ? Arrays.binarySearch(keys, e.key()) : -1;
            String problem = null;
            if (i < 0 || scores.scoreAt(i) < 0) {
                problem = "holds a position whose move this book does not search";
            } else if (e.value() < 0
                    || e.value() >= size.width
                    || !PositionCodes.positionOf(size, e.key()).canPlay(e.value())) {
                problem = "holds the impossible move " + e.value();
            } else if (known[i] && moveOf[i] != e.value()) {
                problem = "holds two moves for one position";
            }
            if (problem != null) {
                throw new BookException(BookJournal.named(log.file()) + ": record " + (r + 1) + " " + problem
                        + " (the journal is damaged or of another book)" + BookJournal.DELETE_OR_CHOOSE);
            }
            moveOf[i] = (byte) e.value();
            known[i] = true;
        }
        int count = 0;
        for (boolean b : known) if (b) count++;
        return count;
    }
}
