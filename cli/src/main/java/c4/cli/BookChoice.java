package c4.cli;

import c4.book.Book;
import c4.book.BookException;
import c4.core.BoardSize;
import java.io.PrintStream;
import java.nio.file.Path;

/**
 * The {@code --book FILE} and {@code --no-book} options of the commands that solve: by default
 * the book shipped for the board size, if there is one. An unusable book is reported in one
 * line on stderr and the command goes on without it.
 */
final class BookChoice {
    static final String HELP = """
              --book FILE       use this opening book (default: the shipped book for the board
                                size, when there is one; positions it holds are answered at once)
              --no-book         no opening book (pure search, as the benchmarks measure)
            """;

    private String file;
    private boolean none;

    /** Takes {@code --book} or {@code --no-book} from {@code args}; false for any other option. */
    boolean accept(String option, Args args) {
        switch (Args.name(option)) {
            case "--book" -> file = args.value(option);
            case "--no-book" -> none = true;
            default -> {
                return false;
            }
        }
        if (file != null && none) throw new UsageException(args.command() + ": give either --book or --no-book, not both");
        return true;
    }

    /** The chosen book for this board size, or null (none chosen, none shipped, or unusable: reported on err). */
    Book load(BoardSize size, String command, PrintStream err) {
        if (none) return null;
        try {
            Book book = file == null ? Book.shipped(size) : Book.read(Path.of(file));
            if (book != null && book.size() != size) {
                err.println(command + ": book " + (file == null ? "(shipped)" : file) + " is for " + book.size()
                        + ", not " + size + "; going on without a book");
                return null;
            }
            return book;
        } catch (BookException e) {
            err.println(command + ": " + e.getMessage() + "; going on without a book");
            return null;
        }
    }
}
