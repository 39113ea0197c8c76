package c4.command;

import c4.book.build.BookBuilder;
import c4.book.build.BookJournal;
import c4.book.build.DeepestPly;
import c4.core.BoardSize;
import c4.core.Echo;
import c4.core.Plural;
import c4.core.Position;
import c4.options.BookBuildOptions;
import c4.options.Command;
import c4.options.HelpOption;
import c4.options.WritableFiles;
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
@CommandLine.Command(
        name = "build",
        header = "build a book with the solver, resumably",
        customSynopsis = "usage: scripts/c4 book build --depth D [--size WxH] [--root MOVES] [--threads N] [--hash MB] "
                + "[--out FILE [--force]] [--journal FILE] [--no-moves]",
        description = {
            "",
            "Solves every position of at most D stones that is not over (mirror images once; a position whose side "
                    + "to move wins at once is included) exactly, deepest ply first: each shallower ply is then "
                    + "answered from the deeper ones in a few nodes. Then finds a best move of every position (the "
                    + "first in centre order that keeps its score; the engine plays it at once): from the book for "
                    + "the shallower plies, by proof for the deepest one, a fraction of the time its scores took (a "
                    + "sixth on 7x6 depth 8); none for the deepest ply's lost positions. Progress and a line per ply "
                    + "go to stderr, a summary to stdout.",
            "Every solved position is recorded in a journal (the moves in a second one: the journal's name + "
                    + ".moves); a build that was stopped (even by kill -9) resumes from them when run again with the "
                    + "same size and depth, and a journal of another build is refused. One stopped by Ctrl-C or "
                    + "SIGTERM (exit 130 or 143) says on stderr how far it came, which the journals keep. The book "
                    + "is written atomically (a temporary file, then a rename), then the journals are deleted; an "
                    + "existing file is replaced only with --force. The same size "
                    + "and depth give the same bytes. With --spark MASTER the build runs on Apache Spark "
                    + "(scripts/c4-cluster)."
        })
final class BookBuildCommand implements Command {
    @CommandLine.Mixin
    private HelpOption help;

    @CommandLine.Mixin
    private BookBuildOptions book;

    @CommandLine.Mixin
    private SearchOptions search = new SearchOptions(TranspositionTable.DEFAULT_MEGABYTES);

    @CommandLine.Option(
            names = "--journal",
            paramLabel = "FILE",
            description = "the checkpoint journal (default FILE.journal beside --out)")
    private String journalName;

    @Override
    public int run(InputStream in, PrintStream out, PrintStream err) throws Exception {
        return BookCommand.withBookErrors("book build", () -> build(out, err));
    }

    private int build(PrintStream out, PrintStream err) throws Exception {
        boolean moves = book.moves();
        BoardSize size = book.size();
        int depth = book.depth();
        Position root = book.check("book build");
        Path file = book.file();
        Path journal = Path.of(journalName != null ? journalName : file + ".journal");
        Path written = WritableFiles.check("book build", "--out", file); // each file once, before any work
        BookCommand.checkJournal("book build", written, file, journal);
        if (moves) BookCommand.checkJournal("book build", written, file, BookBuilder.movesJournal(journal));
        book.refuseExisting("book build", written);
        int threads = search.threads("book build", err);
        err.println("book build: " + size + " depth " + depth + (root == null ? "" : ", root " + book.rootMoves())
                + ", " + Plural.count(threads, "thread") + ", table " + search.hash()
                + " MiB, journal " + Echo.text(journal.toString()));
        long start = System.nanoTime();
        BookBuilder.Result r;
        try (BuildProgress progress = new BuildProgress("book build", err, size)) {
            progress.sayWhenInterrupted(file); // Ctrl-C or a kill: how far it came, what the journals keep
            r = new BookBuilder(size, depth, root, threads, search.hash(), moves, DeepestPly.LOCAL)
                    .build(file, book.force(), journal, progress);
        }
        out.println(String.format(
                Locale.ROOT,
                "book %s: %s depth %d, %d entries, %d bytes, checksum %08x; %d solved, %d from the journal; "
                        + "%d moves found, %d from the journal; %d nodes, %.1f s",
                file,
                size,
                depth,
                r.book().entries(),
                Files.size(file),
                r.book().checksum(),
                r.solved(),
                r.resumed(),
                r.moved(),
                r.movesResumed(),
                r.nodes(),
                (System.nanoTime() - start) / 1e9));
        Path movesJournal = BookBuilder.movesJournal(journal);
        if (!moves && Files.exists(movesJournal)) { // an earlier build's, with moves: said, not deleted
            String journalName = Echo.text(movesJournal.toString());
            String bookName = Echo.text(file.toString());
            if (BookJournal.isOf(movesJournal, size, depth, BookJournal.Kind.MOVES)) {
                err.println("book build: " + journalName + " is kept: the moves an earlier build of " + bookName
                        + " found; 'scripts/c4 book moves " + bookName + "' resumes from it (delete it if it is not"
                        + " wanted)");
            } else {
                err.println("book build: " + journalName + " is kept as it is, though it holds no moves of this"
                        + " build: 'scripts/c4 book moves " + bookName + "' refuses it until it is moved away");
            }
        }
        return 0;
    }
}
