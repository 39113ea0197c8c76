package c4.protocol.server;

import c4.book.Book;
import c4.book.BookException;
import c4.core.BoardSize;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/**
 * The opening book of the protocol ({@code OwnBook}, {@code BookFile}): the file chosen with
 * BookFile, read when it is set (an unusable file is refused there and the previous choice
 * kept), or the book shipped for the board size, read on first use. A book of another board
 * size is not used, and that is said once.
 */
final class BookSlot {
    /** The chosen file's book; null for the shipped book. */
    private Book chosen;

    private String chosenName;
    private Book shipped;
    private BoardSize shippedSize;
    private BoardSize warnedSize;

    /** BookFile: {@code file} ("" for the shipped book), read now. */
    void choose(String file) throws ProtocolException {
        if (file.isEmpty() || file.equals("<empty>")) {
            chosen = null;
            chosenName = null;
            return;
        }
        try {
            chosen = Book.read(Path.of(file));
            chosenName = file;
            warnedSize = null;
        } catch (BookException e) {
            throw new ProtocolException(
                    "setoption: option BookFile: " + e.getMessage() + "; keeping the previous book");
        } catch (InvalidPathException e) {
            throw new ProtocolException(
                    "setoption: option BookFile: not a file name (" + e.getMessage() + "); keeping the previous book");
        }
    }

    /** The book to use on this board size, or null; a mismatch or an unusable shipped book is said once on {@code out}. */
    Book forSize(BoardSize size, ProtocolOutput out) {
        if (chosen != null) {
            if (chosen.size() == size) return chosen;
            if (warnedSize != size) {
                out.line(
                        "info string book " + chosenName + " is for " + chosen.size() + ", not " + size + "; not used");
                warnedSize = size;
            }
            return null;
        }
        if (shippedSize != size) {
            shippedSize = size;
            try {
                shipped = Book.shipped(size);
            } catch (BookException e) {
                shipped = null;
                out.error(e.getMessage() + "; going on without a book");
            }
        }
        return shipped;
    }
}
