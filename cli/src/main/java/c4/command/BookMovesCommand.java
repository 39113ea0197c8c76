package c4.command;

import c4.book.Book;
import c4.book.BookAudit;
import c4.book.build.BookBuilder;
import c4.core.Echo;
import c4.core.Plural;
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

/** {@code c4 book moves}: adds the best moves to a book of scores, as {@code book build} finds them. */
@CommandLine.Command(
        name = "moves",
        header = "add the best moves to a book made without them",
        customSynopsis =
                "usage: scripts/c4 book moves FILE [--out FILE [--force]] [--journal FILE] [--threads N] [--hash MB]",
        description = {
            "",
            "Finds the moves of a book's positions as build does (a book made with --no-moves or by an older "
                    + "version), resumably (stopped by Ctrl-C or SIGTERM, it says on stderr how many its journal "
                    + "keeps), and writes the book with them (default: over FILE, atomically). "
                    + "An --out file other than FILE that exists is replaced only with --force."
        })
final class BookMovesCommand implements Command {
    @CommandLine.Mixin
    private HelpOption help;

    @CommandLine.Mixin
    private SearchOptions search = new SearchOptions(TranspositionTable.DEFAULT_MEGABYTES);

    @CommandLine.Option(
            names = "--out",
            paramLabel = "FILE",
            description = "the book with moves (default: the input FILE)")
    private String outName;

    @CommandLine.Option(
            names = "--force",
            description = "replace an --out file that exists (without it, the command refuses to start then)")
    private boolean force;

    @CommandLine.Option(
            names = "--journal",
            paramLabel = "FILE",
            description = "the moves' journal (default FILE.journal.moves beside --out, as build names it)")
    private String journalName;

    @CommandLine.Parameters(paramLabel = "FILE", description = "the book")
    private String file;

    @Override
    public int run(InputStream in, PrintStream out, PrintStream err) throws Exception {
        return BookCommand.withBookErrors("book moves", () -> moves(out, err));
    }

    private int moves(PrintStream out, PrintStream err) throws Exception {
        Path in = Path.of(file);
        Book read = Book.read(in);
        Book scores = BookCommand.audited("book moves", read, err, c -> BookAudit.requireSound(read, in, c));
        Path target = outName != null ? Path.of(outName) : in;
        Path journal =
                journalName != null ? Path.of(journalName) : BookBuilder.movesJournal(Path.of(target + ".journal"));
        Path written = WritableFiles.check("book moves", "--out", target);
        BookCommand.checkJournal("book moves", written, target, journal);
        boolean overInput = Files.exists(written) && Files.isSameFile(written, in); // the default: replaced
        if (outName != null && !force && !overInput) {
            WritableFiles.refuseExisting("book moves", "--out", target, written);
        }
        int threads = search.threads("book moves", err);
        err.println("book moves: " + Echo.text(in.toString()) + ", " + scores.size() + " depth " + scores.depth() + ", "
                + Plural.count(threads, "thread") + ", table " + search.hash() + " MiB, journal "
                + Echo.text(journal.toString()));
        long start = System.nanoTime();
        BookBuilder.Result r;
        try (BuildProgress progress = new BuildProgress("book moves", err, scores.size())) {
            progress.sayWhenInterrupted(target); // Ctrl-C or a kill: how far it came, what the journal keeps
            r = new BookBuilder(scores.size(), scores.depth(), threads, search.hash())
                    .addMoves(scores, target, force || overInput, journal, progress);
        }
        out.println(String.format(
                Locale.ROOT,
                "book %s: %s depth %d, %d entries, %d with a move, %d bytes, checksum %08x; %d moves found, "
                        + "%d from the journal, %d nodes, %.1f s",
                target,
                scores.size(),
                scores.depth(),
                r.book().entries(),
                withMoves(r.book()),
                Files.size(target),
                r.book().checksum(),
                r.moved(),
                r.movesResumed(),
                r.nodes(),
                (System.nanoTime() - start) / 1e9));
        return 0;
    }

    private static int withMoves(Book book) {
        int n = 0;
        for (int i = 0; i < book.entries(); i++) if (book.moveAt(i) != Book.NO_MOVE) n++;
        return n;
    }
}
