package c4.book.build;

import c4.book.Book;
import c4.book.BookException;
import c4.core.AtomicFile;
import c4.core.BoardSize;
import c4.core.Plural;
import c4.core.Position;
import c4.core.PositionCodes;
import c4.search.Solver;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Builds an opening book with the project's own solver: the exact score of every position of
 * at most {@code depth} stones that is not over ({@link BookPlies}), mirror images once, and
 * then a best move of each ({@link Book}: the first in centre order that keeps the score).
 *
 * <p>The deepest ply is solved first; before each shallower ply the solvers get a book of every
 * deeper position solved so far, so a position of ply p is answered from its children (all in
 * the book or decided at once) in a handful of nodes. The deepest ply is thus nearly all the
 * work. So it is for the moves: those of the shallower plies come from the book's scores, those
 * of the deepest ply (but its lost positions: none) from null-window proofs, a fraction of the
 * time its scores took (on 7x6 to depth 8 about a sixth): the {@link MovesPhase}.
 *
 * <p>The work runs on {@link BuildWorkers}. Every score and move is exact, so the book, and its
 * file's bytes, depend only on the board size and the depth: not on the threads, the table
 * size, the order, or on resuming.
 */
public final class BookBuilder {
    private final BoardSize size;
    private final int depth;
    private final int threads;
    private final long hashMegabytes;
    private final boolean moves;
    /** The position whose sub-book is built (null: the empty board's, every position). */
    private final Position root;

    private final DeepestPly deepestPly;
    private final MovesPhase movesPhase;

    /**
     * The outcome of a build: the book; positions solved by this run and taken from the journal,
     * for scores and for moves of the deepest ply; nodes searched.
     */
    public record Result(Book book, int solved, int resumed, int moved, int movesResumed, long nodes) {}

    /**
     * @param depth plies the book covers, 0..size.cells
     * @param threads worker threads, at least 1
     * @param hashMegabytes the transposition table the workers share, in MiB
     * @param moves whether to find the moves too (otherwise the book records none)
     */
    public BookBuilder(BoardSize size, int depth, int threads, long hashMegabytes, boolean moves) {
        this(size, depth, null, threads, hashMegabytes, moves, DeepestPly.LOCAL);
    }

    /**
     * A builder of the sub-book of {@code root}: every position reachable from it (or its mirror
     * image) with at most {@code depth} stones counted from the empty board, the root included
     * with its exact score; the deepest ply's work done by {@code deepestPly}.
     *
     * @param root a position of at most {@code depth} stones that is not over; null: the empty board
     * @param deepestPly {@link DeepestPly#LOCAL}: on this builder's threads and journal
     */
    public BookBuilder(
            BoardSize size,
            int depth,
            Position root,
            int threads,
            long hashMegabytes,
            boolean moves,
            DeepestPly deepestPly) {
        if (depth < 0 || depth > size.cells) {
            throw new IllegalArgumentException("depth " + depth + " is out of range 0.." + size.cells + " on " + size);
        }
        if (threads < 1) throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        if (root != null && (root.size() != size || root.isGameOver() || root.moveCount() > depth)) {
            throw new IllegalArgumentException(
                    "the root " + root.moveString() + " is over, of another size or deeper than " + depth);
        }
        this.size = size;
        this.depth = depth;
        this.threads = threads;
        this.hashMegabytes = hashMegabytes;
        this.moves = moves;
        this.root = root;
        this.deepestPly = deepestPly;
        this.movesPhase = new MovesPhase(size, depth, deepestPly);
    }

    /** A builder of books with moves. */
    public BookBuilder(BoardSize size, int depth, int threads, long hashMegabytes) {
        this(size, depth, threads, hashMegabytes, true);
    }

    /**
     * The journal of the moves of a build whose scores' journal is {@code journal}: beside the file
     * written, through symbolic links, so a build resumed by the link or by its target finds it.
     */
    public static Path movesJournal(Path journal) {
        Path written = journal;
        try {
            written = AtomicFile.resolve(journal);
        } catch (IOException e) { // not a regular file: the journal itself is refused, by its name
        }
        return written.resolveSibling(written.getFileName() + ".moves");
    }

    /** Builds the book in memory, without a journal. */
    public Result build(BuildListener listener) throws IOException, BookException {
        return build(null, null, listener);
    }

    /**
     * Builds the book, recording each solved position in {@code journal} (null: none) and each
     * move in {@link #movesJournal}, resuming from what they already hold; writes the book to
     * {@code out} atomically (null: not written) and then deletes the journals.
     *
     * @throws BookException when a journal is not one of this build or is damaged
     * @throws RuntimeException what a worker or the listener threw; the journals keep every
     *     position solved before it
     */
    public Result build(Path out, Path journal, BuildListener listener) throws IOException, BookException {
        return build(out, true, journal, listener);
    }

    /**
     * {@link #build(Path, Path, BuildListener)}; unless {@code replace}, a file that is at
     * {@code out} when the book is written (one that appeared during the build) is kept and the
     * write fails with a {@link c4.book.BookFileExistsException} ({@link Book#write(Path, boolean)}),
     * the journals kept for a rerun.
     */
    public Result build(Path out, boolean replace, Path journal, BuildListener listener)
            throws IOException, BookException {
        long[][] plies = root == null ? BookPlies.enumerate(size, depth) : BookPlies.enumerate(size, depth, root);
        byte[][] scores = new byte[depth + 1][];
        boolean[][] known = new boolean[depth + 1][];
        for (int p = 0; p <= depth; p++) {
            scores[p] = new byte[plies[p].length];
            known[p] = new boolean[plies[p].length];
        }
        BookJournal log = journal == null ? null : openJournal(journal, BookJournal.Kind.SCORES, listener);
        BookJournal movesLog = null;
        try {
            // both journals checked before any work: a moves journal of another kind is refused at once
            if (moves && journal != null) {
                try {
                    movesLog = openJournal(movesJournal(journal), BookJournal.Kind.MOVES, listener);
                } catch (BookException | IOException e) {
                    log.deleteIfUnused(); // refused before any work: no new file left behind
                    throw e;
                }
            }
            try (BuildWorkers workers = new BuildWorkers(size, threads, hashMegabytes)) {
                int resumed = log == null ? 0 : resume(log, plies, scores, known);
                boolean deepestResumed = resumed > 0 && !noneTrue(known[depth]);
                AtomicLong nodes = new AtomicLong();
                Entries solved = solve(plies, scores, known, log, workers, listener, nodes);
                Book book = new Book(size, depth, solved.keys, solved.scores);
                int solvedNow = countKnown(known) - resumed;
                MovesPhase.Moves found = new MovesPhase.Moves(0, 0);
                if (moves) {
                    try {
                        found = movesPhase.run(book, movesLog, workers, listener, nodes);
                    } catch (BookMove.ScoreNotKept e) {
                        // the deepest ply's journalled scores are the only ones no deeper ply checked
                        if (deepestResumed) throw new BookException(e.recordedIn(log, depth));
                        throw e;
                    }
                    book = found.book();
                }
                listener.finishing();
                if (out != null) book.write(out, replace);
                // the moves' journal first: a scores journal left alone still resumes the whole build
                if (movesLog != null) movesLog.delete();
                if (log != null) log.delete();
                return new Result(book, solvedNow, resumed, found.found(), found.resumed(), nodes.get());
            }
        } catch (BookException e) { // a journal refused: no moves journal left that this run just made
            if (movesLog != null) movesLog.deleteIfUnused();
            throw e;
        } finally {
            if (movesLog != null) movesLog.close();
            if (log != null) log.close();
        }
    }

    /**
     * Adds moves to a book of scores (a book with moves gets them again, as they would be found
     * now), recording each move of the deepest ply in {@code journal} (null: none) and resuming
     * from what it holds; writes the book to {@code out} atomically (null: not written) and then
     * deletes the journal. The book's depth and size are this builder's.
     *
     * @throws BookException when the journal is not one of this book's moves or is damaged
     * @throws IllegalArgumentException when the book's size or depth are not this builder's
     */
    public Result addMoves(Book scores, Path out, Path journal, BuildListener listener)
            throws IOException, BookException {
        return addMoves(scores, out, true, journal, listener);
    }

    /** {@link #addMoves(Book, Path, Path, BuildListener)}; {@code replace} as for {@link #build(Path, boolean, Path, BuildListener)}. */
    public Result addMoves(Book scores, Path out, boolean replace, Path journal, BuildListener listener)
            throws IOException, BookException {
        if (scores.size() != size || scores.depth() != depth) {
            throw new IllegalArgumentException("the book is " + scores.size() + " depth " + scores.depth()
                    + ", the builder " + size + " depth " + depth);
        }
        try (BuildWorkers workers = new BuildWorkers(size, threads, hashMegabytes);
                BookJournal log = journal == null ? null : openJournal(journal, BookJournal.Kind.MOVES, listener)) {
            AtomicLong nodes = new AtomicLong();
            MovesPhase.Moves found = movesPhase.run(scores, log, workers, listener, nodes);
            listener.finishing();
            if (out != null) found.book().write(out, replace);
            if (log != null) log.delete();
            return new Result(found.book(), 0, 0, found.found(), found.resumed(), nodes.get());
        }
    }

    private static int countKnown(boolean[][] known) {
        int count = 0;
        for (boolean[] k : known) {
            for (boolean b : k) if (b) count++;
        }
        return count;
    }

    /** Opens a journal of this build, telling {@code listener} of a torn tail it cut off. */
    private BookJournal openJournal(Path file, BookJournal.Kind kind, BuildListener listener)
            throws BookException, IOException {
        BookJournal j = BookJournal.open(file, size, depth, kind);
        if (j.cutRecords() > 0) {
            listener.notice(BookJournal.named(file) + ": cut off " + Plural.count(j.cutRecords(), "damaged record")
                    + " at its end (the tail a crash left); their positions are solved again");
        }
        return j;
    }

    /** Takes the journal's entries as solved; returns how many. */
    private int resume(BookJournal log, long[][] plies, byte[][] scores, boolean[][] known) throws BookException {
        List<BookJournal.Entry> entries = log.recovered();
        for (int i = 0; i < entries.size(); i++) {
            BookJournal.Entry e = entries.get(i);
            int at = e.ply() >= 0 && e.ply() <= depth ? Arrays.binarySearch(plies[e.ply()], e.key()) : -1;
            String problem = null;
            String why = "the journal is damaged";
            if (at < 0) {
                problem = "holds a position that is not of ply " + e.ply() + " of this build";
                // its header names no root: one of a build from another root has such records
                if (root != null) why = "the journal is of a build from another root, or damaged";
            } else if (Math.abs(e.value()) > size.winScore(e.ply())) { // no win or loss comes sooner
                problem = "holds the impossible score " + e.value();
            } else if (known[e.ply()][at] && scores[e.ply()][at] != e.value()) {
                problem = "holds two scores for one position";
            }
            if (problem != null) {
                throw new BookException(BookJournal.named(log.file()) + ": record " + (i + 1) + " " + problem + " ("
                        + why + ")" + BookJournal.DELETE_OR_CHOOSE);
            }
            scores[e.ply()][at] = (byte) e.value();
            known[e.ply()][at] = true;
        }
        return countKnown(known);
    }

    /** Sorted, distinct keys and their scores. */
    private record Entries(long[] keys, byte[] scores) {
        /** The union with another set of entries whose keys are sorted and disjoint from these. */
        Entries merge(long[] otherKeys, byte[] otherScores) {
            int n = keys.length + otherKeys.length;
            long[] k = new long[n];
            byte[] s = new byte[n];
            int i = 0;
            int j = 0;
            for (int at = 0; at < n; at++) {
                if (j == otherKeys.length || (i < keys.length && keys[i] < otherKeys[j])) {
                    k[at] = keys[i];
                    s[at] = scores[i++];
                } else {
                    k[at] = otherKeys[j];
                    s[at] = otherScores[j++];
                }
            }
            return new Entries(k, s);
        }
    }

    /** Solves every ply not yet {@code known}, deepest first; returns the book's entries. */
    private Entries solve(
            long[][] plies,
            byte[][] scores,
            boolean[][] known,
            BookJournal log,
            BuildWorkers workers,
            BuildListener listener,
            AtomicLong nodes)
            throws IOException, BookException {
        Entries solved = new Entries(new long[0], new byte[0]);
        int rootPly = root == null ? 0 : root.moveCount();
        for (int p = depth; p >= rootPly; p--) {
            // the deeper plies, all solved: exact leaves for this one
            workers.setBook(new Book(size, depth, solved.keys, solved.scores));
            solvePly(p, plies[p], scores[p], known[p], workers, log, listener, nodes);
            solved = solved.merge(plies[p], scores[p]);
        }
        return solved;
    }

    /**
     * Solves the positions of one ply not yet {@code known} on the workers. A position's score is
     * journalled before it counts as done, so the journal never lags behind what the listener
     * was told. Below the deepest ply, the scores a journal gave are solved again (a few nodes
     * each, from the deeper plies) and must agree: a record that does not is damage that no
     * check of its bytes caught.
     *
     * @throws BookException naming the journal and the first record its deeper plies contradict
     */
    private void solvePly(
            int ply,
            long[] keys,
            byte[] scores,
            boolean[] known,
            BuildWorkers workers,
            BookJournal log,
            BuildListener listener,
            AtomicLong nodes)
            throws IOException, BookException {
        int resumed = 0;
        for (boolean k : known) if (k) resumed++;
        listener.plyStarted(ply, keys.length, resumed);
        long start = System.nanoTime();
        long nodesBefore = nodes.get();
        if (ply == depth && deepestPly != DeepestPly.LOCAL) {
            long n = deepestPly.solve(size, ply, keys, scores, known, listener);
            nodes.addAndGet(n);
            assert allTrue(known) : "the deepest ply's work left positions unsolved";
            listener.plyFinished(ply, keys.length, keys.length - resumed, n, System.nanoTime() - start);
            return;
        }
        AtomicInteger done = new AtomicInteger(resumed);
        // a shallower ply's scores follow from the deeper ones in a few nodes: a journal's are checked
        boolean recheck = ply < depth && resumed > 0;
        AtomicReference<String> contradiction = new AtomicReference<>();
        workers.run(keys.length, (solver, i) -> {
            if (known[i] && !recheck) return;
            Position position = PositionCodes.positionOf(size, keys[i]);
            Solver.Result r = solver.solve(position, false);
            if (known[i]) {
                if (r.score() != scores[i]) {
                    contradiction.compareAndSet(
                            null,
                            "records the score " + scores[i] + " for "
                                    + (ply == 0 ? "-" : position.moveString()) + " (ply " + ply
                                    + "), whose moves give " + r.score());
                }
                return;
            }
            scores[i] = (byte) r.score();
            known[i] = true;
            nodes.addAndGet(r.nodes());
            if (log != null) log.append(ply, keys[i], r.score());
            listener.solved(ply, done.incrementAndGet(), keys.length);
        });
        if (contradiction.get() != null) {
            throw new BookException(BookJournal.named(log.file()) + " " + contradiction.get()
                    + " (the journal is damaged)" + BookJournal.DELETE_OR_CHOOSE);
        }
        listener.plyFinished(
                ply, keys.length, done.get() - resumed, nodes.get() - nodesBefore, System.nanoTime() - start);
    }

    private static boolean noneTrue(boolean[] b) {
        for (boolean x : b) if (x) return false;
        return true;
    }

    /** Whether every element is true: what the deepest ply's work must leave in its {@code known}. */
    static boolean allTrue(boolean[] b) {
        for (boolean x : b) if (!x) return false;
        return true;
    }
}
