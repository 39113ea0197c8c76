package c4.command;

import c4.book.Book;
import c4.book.BookAudit;
import c4.core.BoardSize;
import c4.io.Progress;
import c4.options.Command;
import c4.options.HelpOption;
import c4.options.UsageException;
import c4.perft.ProgressMeter;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine;

/**
 * {@code c4 book info}: describes a book file, or the one built into c4.jar, and checks each entry
 * against its ply and its position, which reading a book does not.
 */
@CommandLine.Command(
        name = "info",
        header = "describe a book file, or the book built into c4.jar, and check its entries",
        customSynopsis = "usage: scripts/c4 book info [FILE]",
        description = {
            "",
            "The book's bytes, board size, depth, root (- for the empty board, or a sub-book's --root), entries, moves, checksum (CRC-32C, as stored in the header) and "
                    + "the entries of each ply; checks that every entry is a position of at most the depth, in key "
                    + "order, with a score its ply allows and a legal move or none (a lookup trusts them all), "
                    + "that the depth's ply has entries, and that the book is whole: one root (the empty board, or "
                    + "the --root of a sub-book) and every position within the depth one move from an entry. "
                    + "Without FILE, the 7x6 book built into c4.jar, which solve, the engine and the GUI use by "
                    + "default. The checks of a book of at least " + BookCommand.AUDIT_PROGRESS_ENTRIES
                    + " entries (seconds or more) show their progress on stderr."
        })
final class BookInfoCommand implements Command {
    @CommandLine.Mixin
    private HelpOption help;

    @CommandLine.Parameters(paramLabel = "FILE", arity = "0..1", description = "the book (default: the built-in one)")
    private String file;

    @Override
    public int run(InputStream in, PrintStream out, PrintStream err) throws Exception {
        return BookCommand.withBookErrors("book info", () -> {
            ProgressMeter.Factory meters = Progress.on(err);
            if (file != null) {
                return info(
                        Book.read(Path.of(file)),
                        file,
                        Files.size(Path.of(file)),
                        out,
                        BookCommand.AUDIT_PROGRESS_ENTRIES,
                        meters);
            }
            Book shipped = Book.shipped(BoardSize.STANDARD);
            if (shipped == null) throw new UsageException("book info: this c4.jar has no built-in book; give a FILE");
            return info(
                    shipped,
                    "(built into c4.jar) " + Book.shippedResource(BoardSize.STANDARD),
                    shipped.toBytes().length,
                    out,
                    BookCommand.AUDIT_PROGRESS_ENTRIES,
                    meters);
        });
    }

    /**
     * Describes {@code book} on {@code out} and audits it; the audit of a book of at least
     * {@code progressFrom} entries reports to a meter from {@code meters}, a small one's to none.
     */
    static int info(
            Book book, String name, long bytes, PrintStream out, int progressFrom, ProgressMeter.Factory meters) {
        // a book is read without checking its entries (see Book.read); info is where they are checked
        BookAudit audit = BookCommand.audited("book info", book, meters, progressFrom, c -> BookAudit.of(book, c));
        out.println("file     " + name);
        out.println("bytes    " + bytes);
        out.println("size     " + book.size());
        out.println("depth    " + book.depth());
        String root = book.entries() == 0 ? null : BookProbeCommand.rootMoves(book.size(), book.rootKey());
        if (root != null) out.println("root     " + root); // else the keys line below says why
        out.println("entries  " + book.entries());
        out.println("moves    "
                + (!book.holdsMoves()
                        ? "none (format version 1)"
                        : audit.moves() + (audit.moves() < book.entries() ? " (none for the others)" : "")));
        out.println(String.format("checksum %08x", book.checksum()));
        plyLines(audit.perPly()).forEach(out::println);
        List<String> problems = audit.problems(book);
        problems.forEach(out::println);
        return problems.isEmpty() ? 0 : 1;
    }

    /**
     * A line a ply, {@code ply P  N}: the plies and the counts right-aligned in columns as wide as
     * the widest of each; the widest count starts in column 9, as the other lines' values do (a
     * ply has at most 2 digits: a board has fewer than 64 cells).
     */
    static List<String> plyLines(long[] perPly) {
        int plyWidth = Integer.toString(perPly.length - 1).length();
        int countWidth = 1;
        for (long n : perPly) countWidth = Math.max(countWidth, Long.toString(n).length());
        String format = "ply %" + plyWidth + "d%" + (9 - "ply ".length() - plyWidth + countWidth) + "d";
        List<String> lines = new ArrayList<>(perPly.length);
        for (int p = 0; p < perPly.length; p++) lines.add(String.format(Locale.ROOT, format, p, perPly[p]));
        return lines;
    }
}
