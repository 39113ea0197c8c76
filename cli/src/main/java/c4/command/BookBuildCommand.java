package c4.command;

import c4.book.build.BookBuilder;
import c4.book.build.BookPlies;
import c4.book.build.DeepestPly;
import c4.core.BoardSize;
import c4.core.Position;
import c4.io.UsageException;
import c4.io.Values;
import c4.search.TranspositionTable;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import picocli.CommandLine;

/**
 * {@code c4 book build}: builds a book with the solver ({@link BookBuilder}), resuming from its journals;
 * the file it writes is checked before any work.
 */
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
final class BookBuildCommand implements Command {
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
        return BookCommand.withBookErrors("book build", () -> build(out, err));
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
        BookCommand.checkFiles("book build", file, journal);
        if (moves) BookCommand.checkFiles("book build", file, BookBuilder.movesJournal(journal));
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
