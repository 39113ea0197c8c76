package c4.book;

import c4.core.AtomicFile;
import c4.core.BoardSize;
import c4.core.Echo;
import c4.core.IoReason;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Arrays;
import org.agrona.DirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * Reading and writing book files ({@link BookFormat}) for {@link Book}'s {@code read},
 * {@code shipped} and {@code write}; every error names the file, or the stream as its caller
 * calls it.
 *
 * <p>A book file is memory-mapped: however deep, it takes no heap, and the operating system
 * pages in what lookups touch; loading it is the checks of one pass over the mapped bytes
 * (checksum, score and move ranges). A book from a stream (the one shipped in the jar, one sent
 * to a cluster's executors) is read onto the heap, after the same checks.
 *
 * <p>A mapping is never unmapped explicitly: it is released when the book becomes unreachable,
 * so a search still probing a book that was just replaced (the BookFile option) reads valid
 * memory. Book files are written under a temporary name and renamed, so c4 never changes a
 * mapped file; a file truncated in place by another program after loading makes lookups fail
 * with an {@link InternalError} (the JVM's report of a fault on mapped memory): the protocol's
 * book option checks the file's size before each search and drops a book cut short.
 */
final class BookFiles {
    private BookFiles() {}

    /**
     * {@link Book#write}: atomically, with an error that names the file; unless {@code replace},
     * a file there is kept ({@link AtomicFile#write(Path, java.nio.ByteBuffer, boolean)}) and this
     * throws a {@link BookFileExistsException}.
     */
    static void write(Book book, Path file, boolean replace) throws IOException {
        try {
            AtomicFile.write(file, book.view(), replace);
        } catch (IOException e) {
            if (!replace && e instanceof FileAlreadyExistsException taken) {
                throw new BookFileExistsException(file, taken);
            }
            // a full disk says only "No space left on device": name the file, and what is kept
            // worded as the commands word a file they cannot write (c4.options.WritableFiles)
            throw new IOException("book " + Echo.text(file.toString()) + ": cannot be written (" + reason(e) + ")", e);
        }
    }

    /** {@link Book#shippedResource}. */
    static String shippedResource(BoardSize size) {
        return "/c4/book/" + size + ".c4b";
    }

    /** {@link Book#shipped}: the resource read as a stream, or null when there is none. */
    static Book shipped(BoardSize size) throws BookException {
        String name = shippedResource(size);
        try (InputStream in = Book.class.getResourceAsStream(name)) {
            if (in == null) return null;
            Book book = read(in, "(shipped) " + name, -1);
            if (book.size() != size) throw new BookException("book (shipped) " + name + ": it is for " + book.size());
            return book;
        } catch (IOException e) {
            throw new BookException("book (shipped) " + name + ": cannot be read (" + reason(e) + ")");
        }
    }

    /** {@link Book#read(Path, BoardSize)}. */
    static Book read(Path file, BoardSize size) throws BookException {
        Book book = read(file);
        if (book.size() != size) {
            throw new BookException(
                    "book " + Echo.text(file.toString()) + " is for " + book.size() + " boards, not " + size);
        }
        return book;
    }

    /** {@link Book#read(Path)}: a file of at most {@link Book#HEAP_MAX_BYTES} is read onto the heap, a larger one mapped. */
    static Book read(Path file) throws BookException {
        return read(file, Book.HEAP_MAX_BYTES);
    }

    /**
     * {@link Book#read(Path)}: only a regular file is opened, its size is checked against
     * {@link Book#MAX_FILE_BYTES} and then against its header; a file of at most {@code heapMaxBytes}
     * is copied to the heap (the checksum is of the copy, so a later change to the file changes
     * nothing), a larger one is mapped read-only.
     */
    static Book read(Path file, long heapMaxBytes) throws BookException {
        String name = Echo.text(file.toString()); // as every message echoes a name the user gave
        if (name.isEmpty()) throw new BookException("book '': no file name given"); // '' is the directory
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(file, BasicFileAttributes.class); // follows links
        } catch (NoSuchFileException e) {
            throw new BookException("book " + name + ": no such file");
        } catch (AccessDeniedException e) {
            throw new BookException("book " + name + ": permission denied");
        } catch (IOException e) {
            throw new BookException("book " + name + ": cannot be read (" + reason(e) + ")");
        }
        if (attributes.isDirectory()) throw new BookException("book " + name + ": is a directory, not a book file");
        if (!attributes.isRegularFile()) {
            throw new BookException(
                    "book " + name + ": not a regular file (a pipe or a device is never read as a book)");
        }
        // the mapping lives as long as the buffer does: closing the channel does not end it
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            long length = channel.size(); // the file's size now, in case it changed since its attributes were read
            if (length > Book.MAX_FILE_BYTES) {
                throw new BookException("book " + name + ": " + length + " bytes, more than any book file ("
                        + Book.MAX_FILE_BYTES + " bytes at most)");
            }
            if (length <= heapMaxBytes) return read(Channels.newInputStream(channel), name, length);
            return check(channel.map(FileChannel.MapMode.READ_ONLY, 0, length), name, length);
        } catch (NoSuchFileException e) {
            throw new BookException("book " + name + ": no such file");
        } catch (AccessDeniedException e) {
            throw new BookException("book " + name + ": permission denied");
        } catch (IOException e) {
            throw new BookException("book " + name + ": cannot be read (" + reason(e) + ")");
        }
    }

    /**
     * Why a file could not be read, without the file's name, which the message already gives
     * (the JDK's own message repeats it whole: a name of 65,000 characters came back twice).
     */
    private static String reason(IOException e) {
        return Echo.text(IoReason.of(e));
    }

    /**
     * Reads a book from a stream of {@code length} bytes (-1: unknown): the header first, then
     * exactly the entries it announces (at most {@link Book#MAX_FILE_BYTES} in all), so a stream
     * that is too long or never ends is refused after one byte more than the header says.
     */
    static Book read(InputStream in, String name, long length) throws BookException, IOException {
        byte[] header = in.readNBytes(BookFormat.HEADER_BYTES);
        BookFormat.Header h = BookFormat.header(ByteBuffer.wrap(header), header.length, name);
        if (length >= 0 && length != h.length()) throw lengthMismatch(name, length, h.length());
        byte[] bytes = Arrays.copyOf(header, (int) h.length());
        int read = BookFormat.HEADER_BYTES
                + in.readNBytes(bytes, BookFormat.HEADER_BYTES, bytes.length - BookFormat.HEADER_BYTES);
        if (read < h.length()) throw lengthMismatch(name, read, h.length());
        if (in.read() >= 0) { // a file that grew since its size was taken, or a resource of unknown length
            throw new BookException(
                    "book " + name + ": too long (more than the " + h.length() + " bytes the header says)");
        }
        return checked(ByteBuffer.wrap(bytes), new UnsafeBuffer(bytes), h, name);
    }

    /** A mapped file of {@code length} bytes, checked as a stream's bytes are. */
    private static Book check(ByteBuffer mapped, String name, long length) throws BookException {
        BookFormat.Header h = BookFormat.header(mapped, (int) Math.min(length, BookFormat.HEADER_BYTES), name);
        if (length != h.length()) throw lengthMismatch(name, length, h.length());
        return checked(mapped, new UnsafeBuffer(mapped), h, name);
    }

    /** The book of a file's bytes ({@code file} and {@code bytes} the same memory), after its checksum and entry checks. */
    private static Book checked(ByteBuffer file, DirectBuffer bytes, BookFormat.Header h, String name)
            throws BookException {
        if (BookFormat.checksum(file) != h.checksum()) {
            throw new BookException("book " + name + ": checksum mismatch (the file is corrupt)");
        }
        Book book = new Book(h.size(), h.depth(), bytes, (int) h.count(), h.version());
        String bad = book.firstBadEntry();
        if (bad != null) throw new BookException("book " + name + ": " + bad + " (the file is malformed)");
        // The entries are not checked for order: the checksum rules out damage, and misordered
        // entries (a faulty writer) could only make lookups miss, never give a wrong score;
        // book info and book verify report them.
        return book;
    }

    private static BookException lengthMismatch(String name, long length, long expected) {
        return new BookException("book " + name + ": " + (length < expected ? "truncated" : "too long") + " (" + length
                + " bytes, the header says " + expected + ")");
    }
}
