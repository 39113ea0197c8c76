package c4.protocol.server;

import c4.book.Book;
import c4.book.BookAudit;
import c4.book.BookException;
import c4.core.BoardSize;
import c4.core.Echo;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

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
    /**
     * The chosen file's identity (inode) and size when it was read: a file cut short since is not
     * used (a mapped book would fault on the pages cut; a book on the heap is the file no longer).
     */
    private Object chosenFileKey;

    private long chosenBytes;
    /**
     * The chosen file was dropped (cut short on disk): no book until BookFile is set again, not the
     * shipped one, which the user did not choose.
     */
    private boolean dropped;

    private Book shipped;
    private BoardSize shippedSize;
    private BoardSize warnedSize;

    /** BookFile: {@code file} ("" for the shipped book), read now. */
    void choose(String file) throws ProtocolException {
        if (file.isEmpty() || file.equals("<empty>")) {
            chosen = null;
            chosenName = null;
            dropped = false;
            return;
        }
        try {
            BasicFileAttributes before = attributes(Path.of(file));
            chosen = BookAudit.requireSoundForLookups(Book.read(Path.of(file)), Path.of(file));
            chosenName = file;
            chosenFileKey = before == null ? null : before.fileKey();
            chosenBytes = before == null ? -1 : before.size();
            warnedSize = null;
            dropped = false;
        } catch (BookException e) {
            throw new ProtocolException(
                    "setoption: option BookFile: " + e.getMessage() + "; keeping the previous book");
        } catch (InvalidPathException e) {
            throw new ProtocolException("setoption: option BookFile: " + Echo.quote(file) + " is not a file name ("
                    + e.getReason() + "); keeping the previous book");
        }
    }

    /**
     * Whether the chosen file is the one read and is now shorter: its mapping would fault (the JVM's
     * InternalError) on the pages that were cut. A file replaced or deleted leaves the mapping of the
     * old one intact, and so does a file that only grew.
     */
    private boolean truncated() {
        BasicFileAttributes now = attributes(Path.of(chosenName));
        return now != null && chosenFileKey != null && chosenFileKey.equals(now.fileKey()) && now.size() < chosenBytes;
    }

    private static BasicFileAttributes attributes(Path file) {
        try {
            return Files.readAttributes(file, BasicFileAttributes.class);
        } catch (IOException e) {
            return null;
        }
    }

    /** The book to use on this board size, or null; a mismatch or an unusable shipped book is said once on {@code out}. */
    Book forSize(BoardSize size, ProtocolOutput out) {
        if (chosen != null && truncated()) {
            out.error("book " + chosenName + " was cut short on disk since it was read; not used (setoption name "
                    + "BookFile value " + chosenName + " reads it again)");
            chosen = null;
            chosenName = null;
            dropped = true;
            return null;
        }
        if (dropped) return null;
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
