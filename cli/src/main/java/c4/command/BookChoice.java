package c4.command;

import c4.book.Book;
import c4.book.BookAudit;
import c4.book.BookException;
import c4.core.BoardSize;
import c4.options.UsageException;
import java.io.PrintStream;
import java.nio.file.Path;
import picocli.CommandLine;

/**
 * The {@code --book FILE} and {@code --no-book} options of the commands that solve: by default
 * the book shipped for the board size, if there is one. A book file that cannot be used ends
 * the command (exit 2); an unusable shipped book is reported on stderr and the command goes on
 * without it.
 */
public final class BookChoice {
    @CommandLine.Option(
            names = "--book",
            paramLabel = "FILE",
            description = "use this opening book (default: the "
                    + "shipped book for the board size, when there is one; positions it holds are answered at once)")
    private String file;

    @CommandLine.Option(names = "--no-book", description = "no opening book (pure search, as the benchmarks measure)")
    private boolean none;

    /** The book file given with --book, or null. */
    String file() {
        return file;
    }

    /** How a report names the book {@link #load} gave: its file, "shipped", or null for none. */
    String label(Book loaded) {
        if (loaded == null) return null;
        return file != null ? file : "shipped";
    }

    /**
     * The chosen book for this board size, or null (none chosen, or none shipped). A book given
     * with {@code --book} that cannot be used (missing, not a regular file, damaged, of another
     * board size) is a bad input file: a {@link UsageException} (exit 2), since going on without
     * it would answer more slowly than asked, and silently. An unusable shipped book is reported
     * on {@code err} and the command goes on without it.
     */
    Book load(BoardSize size, String command, PrintStream err) {
        if (file != null && none) throw new UsageException(command + ": give either --book or --no-book, not both");
        if (none) return null;
        if (file != null) {
            try {
                return BookAudit.requireSoundForLookups(Book.read(Path.of(file), size), Path.of(file));
            } catch (BookException e) {
                throw new UsageException(command + ": --book: " + e.getMessage());
            }
        }
        try {
            return Book.shipped(size);
        } catch (BookException e) {
            err.println(command + ": " + e.getMessage() + "; going on without a book");
            return null;
        }
    }
}
