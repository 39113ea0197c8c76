package c4.book;

import c4.core.Echo;
import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Path;

/**
 * A book not written because a file was at its path when it came to be written and the writer
 * was not to replace one ({@link Book#write(Path, boolean)} without {@code replace}): that file
 * is kept. A build checks its output at the start, so this is a file that appeared there while
 * the book was made (another program's, another build's); a caller can keep its work for a rerun
 * and say so. The message names the file and says it is kept.
 */
public final class BookFileExistsException extends IOException {
    private final transient Path file;

    BookFileExistsException(Path file, FileAlreadyExistsException cause) {
        super(
                "cannot write the book " + Echo.text(file.toString())
                        + ": a file appeared there while the book was made;" + " it is kept (--force replaces it)",
                cause);
        this.file = file;
    }

    /** The book's path, where the kept file is. */
    public Path file() {
        return file;
    }
}
