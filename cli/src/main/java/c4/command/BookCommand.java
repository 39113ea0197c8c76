package c4.command;

import c4.book.Book;
import c4.book.BookException;
import c4.book.build.BookBuilder;
import c4.book.build.BookPlies;
import c4.book.build.DeepestPly;
import c4.book.build.EntryVerifier;
import c4.core.AtomicFile;
import c4.core.BoardSize;
import c4.core.Position;
import c4.core.PositionCodes;
import c4.core.Score;
import c4.io.Progress;
import c4.io.UsageException;
import c4.io.Values;
import c4.search.Solver;
import c4.search.TranspositionTable;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine;

/**
 * {@code c4 book}: builds an opening book with the solver, and verifies, describes and probes book
 * files; one subcommand per class. A book file that cannot be used is a bad input (exit 2).
 */
@CommandLine.Command(name = "book", header = "build an opening book with the solver; verify, describe or probe a book file",
        customSynopsis = {
            "usage: scripts/c4 book build --depth D [--size WxH] [--root MOVES] [OPTIONS]",
            "       scripts/c4 book moves FILE [OPTIONS]",
            "       scripts/c4 book verify FILE [--sample N] [--seed S] [--min-ply P] [OPTIONS]",
            "       scripts/c4 book info [FILE]",
            "       scripts/c4 book probe FILE MOVES ...",
            "       scripts/c4 book build|verify ... --spark MASTER",
            "         (on Apache Spark: the same bytes; scripts/c4-cluster --help, README \"Scaling out\")"},
        description = {"", "scripts/c4 book SUBCOMMAND --help describes each one's options.", "",
            "MOVES are the columns played, 1-based (4453 = 4,4,5,3); '-' is the empty board. Every FILE must be a "
                    + "regular file of at most " + Book.MAX_FILE_BYTES + " bytes (no pipe or device).",
            "Exit status: 0 done; 1 verify found a mismatch or a malformed book, probe a position not in the book, or "
                    + "info a malformed entry; 2 bad command line or unusable file (not a book, damaged, other journal)."},
        subcommands = {BookCommand.Build.class, BookCommand.Moves.class, BookCommand.Verify.class, BookCommand.Info.class,
            BookCommand.Probe.class})
public final class BookCommand implements Command {
    static final int DEFAULT_SAMPLE = 100;

    @CommandLine.Mixin
    private HelpOption help;

    @Override
    public int run(InputStream in, PrintStream out, PrintStream err) {
        throw new UsageException("book: build, moves, verify, info or probe expected (see c4 book --help)");
    }

    /** Runs a subcommand's work: a book file it cannot use is a bad input ({@code NAME: why}, exit 2). */
    private static int withBookErrors(String command, Callable<Integer> work) throws Exception {
        try {
            return work.call();
        } catch (BookException e) {
            throw new UsageException(command + ": " + e.getMessage());
        }
    }

    @CommandLine.Command(name = "build", header = "build a book with the solver, resumably",
            customSynopsis = "usage: scripts/c4 book build --depth D [--size WxH] [--root MOVES] [--threads N] [--hash MB] "
                    + "[--out FILE] [--journal FILE] [--no-moves]",
            description = {"",
                "Solves every position of at most D stones that is not over (mirror images once; a position whose side "
                        + "to move wins at once is included) exactly, deepest ply first: each shallower ply is then "
                        + "answered from the deeper ones in a few nodes. Then finds a best move of every position (the "
                        + "first in centre order that keeps its score; the engine plays it at once): from the book for "
                        + "the shallower plies, by proof for the deepest one, a fraction of the time its scores took (a "
                        + "sixth on 7x6 depth 8); none for the deepest ply's lost positions. Progress and a line per ply "
                        + "go to stderr, a summary to stdout.",
                "Every solved position is recorded in a journal (the moves in a second one: the journal's name + "
                        + ".moves); a build that was stopped (even by kill -9) resumes from them when run again with the "
                        + "same size and depth, and a journal of another build is refused. The book is written "
                        + "atomically (a temporary file, then a rename), then the journals are deleted. The same size "
                        + "and depth give the same bytes. With --spark MASTER the build runs on Apache Spark "
                        + "(scripts/c4-cluster)."})
    static final class Build implements Command {
        @CommandLine.Mixin
        private HelpOption help;

        @CommandLine.Option(names = "--depth", paramLabel = "D", required = true, converter = Values.Plies.class,
                description = "the deepest ply (stones on the board) the book holds")
        private int depth;

        @CommandLine.Option(names = "--size", paramLabel = "WxH", converter = Values.Size.class,
                description = "board size (default ${DEFAULT-VALUE}; width*(height+1) <= 64)")
        private BoardSize size = BoardSize.STANDARD;

        @CommandLine.Option(names = "--root", paramLabel = "MOVES", description = "the sub-book of this position: every "
                + "position reachable from it (or its mirror image) of at most D stones, D counted from the empty board as "
                + "always; the root's entry is its exact score. solve --book and probe use it like any book")
        private String rootMoves;

        @CommandLine.Mixin
        private SearchOptions search = new SearchOptions(TranspositionTable.DEFAULT_MEGABYTES);

        @CommandLine.Option(names = "--out", paramLabel = "FILE",
                description = "the book file (default book-WxH-dD.c4b, with -rMOVES for a --root)")
        private String outName;

        @CommandLine.Option(names = "--journal", paramLabel = "FILE",
                description = "the checkpoint journal (default FILE.journal beside --out)")
        private String journalName;

        @CommandLine.Option(names = "--no-moves", description = "scores only (the book records no moves)")
        private boolean noMoves;

        @Override
        public int run(InputStream in, PrintStream out, PrintStream err) throws Exception {
            return withBookErrors("book build", () -> build(out, err));
        }

        private int build(PrintStream out, PrintStream err) throws Exception {
            boolean moves = !noMoves;
            if (depth > size.cells) {
                throw new UsageException("book build: option --depth value " + depth + " is out of range 0.." + size.cells
                        + " on " + size);
            }
            Position root = rootMoves == null ? null : rootOf(rootMoves, size, depth);
            Path file = Path.of(outName != null ? outName
                    : "book-" + size + "-d" + depth + (root == null ? "" : "-r" + rootMoves) + ".c4b");
            Path journal = Path.of(journalName != null ? journalName : file + ".journal");
            checkFiles("book build", file, journal);
            if (moves) checkFiles("book build", file, BookBuilder.movesJournal(journal));
            int threads = search.threads("book build", err);
            err.println("book build: " + size + " depth " + depth + (root == null ? "" : ", root " + rootMoves)
                    + ", " + threads + " threads, table " + search.hash()
                    + " MiB, journal " + journal);
            long start = System.nanoTime();
            BookBuilder.Result r = new BookBuilder(size, depth, root, threads, search.hash(), moves, DeepestPly.LOCAL)
                    .build(file, journal, new BuildProgress(err, size));
            out.println(String.format(Locale.ROOT,
                    "book %s: %s depth %d, %d entries, %d bytes, checksum %08x; %d solved, %d from the journal; "
                            + "%d moves found, %d from the journal; %d nodes, %.1f s",
                    file, size, depth, r.book().entries(), Files.size(file), r.book().checksum(), r.solved(), r.resumed(),
                    r.moved(), r.movesResumed(), r.nodes(), (System.nanoTime() - start) / 1e9));
            return 0;
        }

        /** The position of {@code --root}'s MOVES ('-': the empty board); a usage error names what is wrong. */
        static Position rootOf(String moves, BoardSize size, int depth) {
            try {
                return BookPlies.root(moves, size, depth);
            } catch (IllegalArgumentException e) {
                throw new UsageException("book build: " + e.getMessage());
            }
        }
    }

    @CommandLine.Command(name = "moves", header = "add the best moves to a book made without them",
            customSynopsis = "usage: scripts/c4 book moves FILE [--out FILE] [--journal FILE] [--threads N] [--hash MB]",
            description = {"",
                "Finds the moves of a book's positions as build does (a book made with --no-moves or by an older "
                        + "version), resumably, and writes the book with them (default: over FILE, atomically)."})
    static final class Moves implements Command {
        @CommandLine.Mixin
        private HelpOption help;

        @CommandLine.Mixin
        private SearchOptions search = new SearchOptions(TranspositionTable.DEFAULT_MEGABYTES);

        @CommandLine.Option(names = "--out", paramLabel = "FILE", description = "the book with moves (default: the input FILE)")
        private String outName;

        @CommandLine.Option(names = "--journal", paramLabel = "FILE", description = "the moves' journal (default "
                + "FILE.journal.moves beside --out, as build names it)")
        private String journalName;

        @CommandLine.Parameters(paramLabel = "FILE", description = "the book")
        private String file;

        @Override
        public int run(InputStream in, PrintStream out, PrintStream err) throws Exception {
            return withBookErrors("book moves", () -> moves(out, err));
        }

        private int moves(PrintStream out, PrintStream err) throws Exception {
            Path in = Path.of(file);
            Book scores = Book.read(in);
            Path target = outName != null ? Path.of(outName) : in;
            Path journal = journalName != null ? Path.of(journalName) : BookBuilder.movesJournal(Path.of(target + ".journal"));
            checkFiles("book moves", target, journal);
            int threads = search.threads("book moves", err);
            err.println("book moves: " + in + ", " + scores.size() + " depth " + scores.depth() + ", " + threads
                    + " threads, table " + search.hash() + " MiB, journal " + journal);
            long start = System.nanoTime();
            BookBuilder.Result r = new BookBuilder(scores.size(), scores.depth(), threads, search.hash())
                    .addMoves(scores, target, journal, new BuildProgress(err, scores.size()));
            out.println(String.format(Locale.ROOT,
                    "book %s: %s depth %d, %d entries, %d with a move, %d bytes, checksum %08x; %d moves found, "
                            + "%d from the journal, %d nodes, %.1f s",
                    target, scores.size(), scores.depth(), r.book().entries(), withMoves(r.book()), Files.size(target),
                    r.book().checksum(), r.moved(), r.movesResumed(), r.nodes(), (System.nanoTime() - start) / 1e9));
            return 0;
        }
    }

    @CommandLine.Command(name = "verify", header = "re-solve a sample of a book's entries and check them",
            customSynopsis = "usage: scripts/c4 book verify FILE [--sample N] [--seed S] [--min-ply P] [--threads N] [--hash MB]",
            description = {"",
                "Solves a random sample of the book's positions without the book and compares the scores, and checks "
                        + "that each sampled move keeps its position's score, that the book has entries and that every "
                        + "key is in order; prints each mismatch and a summary to stdout. Positions near the empty board "
                        + "of a large board take long to solve without a book: --min-ply skips them. Every entry, on a "
                        + "cluster: --all --spark MASTER (scripts/c4-cluster)."})
    static final class Verify implements Command {
        @CommandLine.Mixin
        private HelpOption help;

        @CommandLine.Option(names = "--sample", paramLabel = "N", converter = Values.Positive.class,
                description = "positions to re-solve (default ${DEFAULT-VALUE}; all when N >= entries)")
        private int sample = DEFAULT_SAMPLE;

        @CommandLine.Option(names = "--seed", paramLabel = "S", converter = Values.AnyLong.class,
                description = "seed of the sample (default: random, printed)")
        private Long seed;

        @CommandLine.Option(names = "--min-ply", paramLabel = "P", converter = Values.Plies.class,
                description = "sample only positions of at least P stones (default ${DEFAULT-VALUE})")
        private int minPly;

        @CommandLine.Mixin
        private SearchOptions search = new SearchOptions(TranspositionTable.DEFAULT_MEGABYTES);

        @CommandLine.Parameters(paramLabel = "FILE", description = "the book")
        private String file;

        @Override
        public int run(InputStream in, PrintStream out, PrintStream err) throws Exception {
            return withBookErrors("book verify", () -> verify(out, err));
        }

        private int verify(PrintStream out, PrintStream err) throws Exception {
            Book book = Book.read(Path.of(file));
            if (book.entries() == 0) {
                out.println("the book has no entries: not even the empty board (the book is malformed)");
                return 1;
            }
            long misordered = outOfOrder(book);
            if (misordered > 0) out.println("order: " + misordered + OUT_OF_ORDER);
            if (minPly > book.depth()) {
                throw new UsageException("book verify: --min-ply " + minPly + " is beyond the book's depth " + book.depth()
                        + ": nothing to verify");
            }
            long s = seed != null ? seed : new SplittableRandom().nextLong();
            int[] chosen = sample(book, minPly, sample, s);
            Progress progress = new Progress(err, "book verify", chosen.length);
            int mismatches = 0;
            try (Solver solver = new Solver(book.size(), search.threads("book verify", err), search.hash())) {
                for (int n = 0; n < chosen.length; n++) {
                    EntryVerifier.Check check = EntryVerifier.check(solver, book, chosen[n]);
                    mismatches += check.mismatches().size();
                    check.mismatches().forEach(out::println);
                    progress.update(n + 1, mismatches + " mismatches");
                }
            }
            progress.finish();
            out.println("verified " + chosen.length + " of " + book.entries() + " entries (plies " + minPly + ".."
                    + book.depth() + ", seed " + s + "), scores and moves: " + mismatches + " mismatches"
                    + (misordered > 0 ? "; " + misordered + " entries out of key order" : ""));
            return mismatches == 0 && misordered == 0 ? 0 : 1;
        }
    }

    @CommandLine.Command(name = "info", header = "describe a book file, or the book built into c4.jar, and check its entries",
            customSynopsis = "usage: scripts/c4 book info [FILE]",
            description = {"",
                "The book's bytes, board size, depth, entries, moves, checksum (CRC-32C, as stored in the header) and "
                        + "the entries of each ply; checks that every entry is a position of at most the depth, in key "
                        + "order, with a score its ply allows and a legal move or none (a lookup trusts them all). "
                        + "Without FILE, the 7x6 book built into c4.jar, which solve, the engine and the GUI use by "
                        + "default."})
    static final class Info implements Command {
        @CommandLine.Mixin
        private HelpOption help;

        @CommandLine.Parameters(paramLabel = "FILE", arity = "0..1", description = "the book (default: the built-in one)")
        private String file;

        @Override
        public int run(InputStream in, PrintStream out, PrintStream err) throws Exception {
            return withBookErrors("book info", () -> {
                if (file != null) return info(Book.read(Path.of(file)), file, Files.size(Path.of(file)), out);
                Book shipped = Book.shipped(BoardSize.STANDARD);
                if (shipped == null) throw new UsageException("book info: this c4.jar has no built-in book; give a FILE");
                return info(shipped, "(built into c4.jar) " + Book.shippedResource(BoardSize.STANDARD),
                        shipped.toBytes().length, out);
            });
        }

        private static int info(Book book, String name, long bytes, PrintStream out) {
            // a book is read without checking its entries (see Book.read); info is where they are checked
            long[] perPly = new long[book.depth() + 1];
            long deeper = 0;
            long outOfOrder = outOfOrder(book);
            long moves = 0;
            long badMoves = 0;
            long badScores = 0;
            for (int i = 0; i < book.entries(); i++) {
                long key = book.keyAt(i);
                int stones = PositionCodes.stonesOf(book.size(), key);
                if (stones < perPly.length) perPly[stones]++;
                else deeper++;
                // a win with this stone at best, a loss to the opponent's next stone at worst
                int score = book.scoreAt(i);
                if (score > book.size().winScore(stones) || score < -book.size().winScore(stones + 1)) badScores++;
                int move = book.moveAt(i);
                if (move == Book.NO_MOVE) continue;
                if (move >= 0 && move < book.size().width && PositionCodes.positionOf(book.size(), key).canPlay(move)) moves++;
                else badMoves++;
            }
            out.println("file     " + name);
            out.println("bytes    " + bytes);
            out.println("size     " + book.size());
            out.println("depth    " + book.depth());
            out.println("entries  " + book.entries());
            out.println("moves    " + (book.holdsMoves() ? moves + " (none for the others)" : "none (format version 1)"));
            out.println(String.format("checksum %08x", book.checksum()));
            for (int p = 0; p <= book.depth(); p++) out.println("ply " + p + "    " + perPly[p]);
            if (deeper > 0) out.println("deeper   " + deeper + " (entries beyond the depth: the book is malformed)");
            if (outOfOrder > 0) out.println("order    " + outOfOrder + OUT_OF_ORDER);
            if (badMoves > 0) out.println("illegal  " + badMoves + " moves not playable in their position (the book is malformed)");
            if (badScores > 0) out.println("scores   " + badScores + " scores no position of their ply can have (the book is malformed)");
            if (book.entries() == 0) out.println("empty    no entries, not even the empty board (the book is malformed)");
            return deeper > 0 || outOfOrder > 0 || badMoves > 0 || badScores > 0 || book.entries() == 0 ? 1 : 0;
        }
    }

    @CommandLine.Command(name = "probe", header = "look positions up in a book",
            customSynopsis = "usage: scripts/c4 book probe FILE MOVES ...",
            description = {"",
                "The exact score of each position from the book, as MOVES SCORE (SCORE for the side to move, as c4 "
                        + "solve prints it) and, when the book has one, \"best\" and the move's column, or why it is "
                        + "not in the book (deeper than the book, game over)."})
    static final class Probe implements Command {
        @CommandLine.Mixin
        private HelpOption help;

        @CommandLine.Parameters(index = "0", paramLabel = "FILE", description = "the book")
        private String file;

        @CommandLine.Parameters(index = "1..*", paramLabel = "MOVES", arity = "1..*", description = "the positions")
        private List<String> positions = new ArrayList<>();

        @Override
        public int run(InputStream in, PrintStream out, PrintStream err) throws Exception {
            return withBookErrors("book probe", () -> probe(out));
        }

        private int probe(PrintStream out) throws Exception {
            Book book = Book.read(Path.of(file));
            boolean allFound = true;
            for (String moves : positions) {
                Position p;
                try {
                    p = Position.parse(moves.equals("-") ? "" : moves, book.size());
                } catch (IllegalArgumentException e) {
                    throw new UsageException("book probe: MOVES " + moves + ": " + e.getMessage());
                }
                int score = book.score(p.currentStones(), p.mask());
                if (score != Score.NONE) {
                    int move = book.move(p.currentStones(), p.mask());
                    out.println(moves + " " + score + (move == Book.NO_MOVE ? "" : " best " + (move + 1)));
                    continue;
                }
                allFound = false;
                String why;
                if (p.isGameOver()) why = "the game is over (" + (p.isWon() ? "won" : "board full") + ")";
                else if (p.moveCount() > book.depth()) why = p.moveCount() + " stones, deeper than the book's depth " + book.depth();
                else why = "missing, though within the book's depth " + book.depth() + " (the book is incomplete)";
                out.println(moves + " not in the book: " + why);
            }
            return allFound ? 0 : 1;
        }
    }

    private static final String OUT_OF_ORDER = " entries out of key order (lookups miss them: the book is malformed)";

    /** The entries whose key is not above the one before: a lookup's binary search can miss them. */
    private static long outOfOrder(Book book) {
        long n = 0;
        for (int i = 1; i < book.entries(); i++) if (book.keyAt(i - 1) >= book.keyAt(i)) n++;
        return n;
    }

    private static int withMoves(Book book) {
        int n = 0;
        for (int i = 0; i < book.entries(); i++) if (book.moveAt(i) != Book.NO_MOVE) n++;
        return n;
    }

    /**
     * Refuses, before any work, a book and journal that could not be written: either is a
     * directory, or its directory is missing or read-only; or they are the same file.
     */
    private static void checkFiles(String command, Path book, Path journal) {
        checkWritableDirectory(command, "--out", book);
        checkWritableDirectory(command, "--journal", journal);
        if (book.toAbsolutePath().normalize().equals(journal.toAbsolutePath().normalize())) {
            throw new UsageException(command + ": the book and the journal are the same file " + book);
        }
    }

    private static void checkWritableDirectory(String command, String option, Path file) {
        String what = command + ": " + option + " " + file;
        if (Files.isDirectory(file)) throw new UsageException(what + " is a directory");
        try {
            file = AtomicFile.resolve(file); // a link: the file it names is the one written
        } catch (java.io.IOException e) {
            throw new UsageException(what + ": " + e.getMessage());
        }
        Path dir = file.toAbsolutePath().getParent();
        if (!Files.isDirectory(dir)) throw new UsageException(what + ": no such directory " + dir);
        if (!Files.isWritable(dir)) throw new UsageException(what + ": directory " + dir + " is not writable");
    }

    /**
     * The indices of {@code count} distinct entries of at least {@code minPly} stones, drawn
     * uniformly with {@code seed} (all of them when there are no more), in key order.
     */
    static int[] sample(Book book, int minPly, int count, long seed) {
        int[] candidates = new int[book.entries()];
        int n = 0;
        for (int i = 0; i < book.entries(); i++) {
            if (PositionCodes.stonesOf(book.size(), book.keyAt(i)) >= minPly) candidates[n++] = i;
        }
        int k = Math.min(count, n);
        SplittableRandom rnd = new SplittableRandom(seed);
        for (int i = 0; i < k; i++) { // partial Fisher-Yates: candidates[0, k) become the sample
            int j = i + rnd.nextInt(n - i);
            int t = candidates[i];
            candidates[i] = candidates[j];
            candidates[j] = t;
        }
        int[] chosen = Arrays.copyOf(candidates, k);
        Arrays.sort(chosen);
        return chosen;
    }
}
