package c4.book;

import c4.core.AtomicFile;
import c4.core.BoardSize;
import c4.core.Score;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Arrays;
import java.util.zip.CRC32C;
import org.agrona.DirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * An opening book: the exact score of every position of at most {@link #depth()} stones that is
 * not over, and a best move of it, keyed by the canonical position code (the lower of the
 * position's code {@code current + mask} and its mirror image's), so mirror images share an
 * entry.
 *
 * <p>File format (all integers big-endian):
 * <pre>
 *   0  magic "C4BOOK" (6 bytes)
 *   6  format version (2 bytes) = 2
 *   8  width, height, depth (1 byte each), key bytes K (1 byte)
 *  12  entry count (8 bytes)
 *  20  CRC-32C of bytes 0..19 and of every entry (4 bytes)
 *  24  entries, sorted by key: the key in K bytes, the score (1 signed byte), the move (1 signed
 *      byte: a column of the canonical position, 0-based, or -1 when none is recorded)
 * </pre>
 * K is the bytes a position code of the board needs (7 on 7x6), so an entry takes K + 2 bytes.
 * The move is the first column in centre order whose value is the score (so it depends only on
 * the scores); a book records none for the lost positions of its deepest ply, where finding the
 * longest resistance costs as much as the rest of the moves. Version 1 files (entries of K + 1
 * bytes, no moves) are still read: as a book without moves.
 *
 * <p>The book keeps the file's bytes as they are and searches them in place, with nothing
 * decoded (a cold JVM spent 10-20 ms decoding the 7x6 book's 130,000 entries). A book file is
 * memory-mapped ({@link #read(Path)}): however deep, it takes no heap, and the operating system
 * pages in what lookups touch; loading it is the checks of one pass over the mapped bytes
 * (checksum, score and move ranges). A book from a stream (the one shipped in the jar, one sent
 * to a cluster's executors) or built in memory is on the heap; both are read through one
 * {@link DirectBuffer}. Lookups are a binary search over those bytes and allocate nothing.
 *
 * <p>A mapping is never unmapped explicitly: it is released when the book becomes unreachable,
 * so a search still probing a book that was just replaced (the BookFile option) reads valid
 * memory. Book files are written under a temporary name and renamed, so c4 never changes a
 * mapped file; a file truncated in place by another program after loading makes lookups fail
 * with an {@link InternalError} (the JVM's report of a fault on mapped memory).
 */
public final class Book {
    static final byte[] MAGIC = {'C', '4', 'B', 'O', 'O', 'K'};
    static final int VERSION = 2;
    /** The first format: entries without a move. */
    static final int VERSION_WITHOUT_MOVES = 1;
    /** What {@link #moveAt} and {@link #move} return when the book records no move. */
    public static final int NO_MOVE = -1;
    static final int HEADER_BYTES = 24;
    /**
     * The largest book file read, 1 GiB: four times a 7x6 book of depth 13 (about 25 million
     * entries, 226 MB; the shipped one, depth 8, is 1.2 MB), and a size one byte array holds. A
     * larger file, or a header announcing one, is refused before its entries are read.
     */
    public static final long MAX_FILE_BYTES = 1L << 30;

    private final BoardSize size;
    private final int depth;
    /**
     * The file: header, then {@link #entries} entries of {@link #keyBytes} key bytes, a score
     * byte and (version 2) a move byte.
     */
    private final DirectBuffer bytes;
    private final int keyBytes;
    private final int entryBytes;
    private final int entries;
    /** The last offset an 8-byte read fits at, and the shift that keeps a key's bytes of such a read. */
    private final int lastLongRead;
    private final int keyShift;

    /** A book of sorted, distinct canonical keys and their scores, without moves. */
    public Book(BoardSize size, int depth, long[] keys, byte[] scores) {
        this(size, depth, keys, scores, null);
    }

    /**
     * A book of sorted, distinct canonical keys, their scores and their moves (columns of the
     * canonical positions, or {@link #NO_MOVE}; null: none at all).
     */
    public Book(BoardSize size, int depth, long[] keys, byte[] scores, byte[] moves) {
        this(size, depth, encode(size, depth, keys, scores, moves), keys.length, VERSION);
    }

    private Book(BoardSize size, int depth, byte[] bytes, int entries, int version) {
        this(size, depth, new UnsafeBuffer(bytes), entries, version);
    }

    private Book(BoardSize size, int depth, DirectBuffer bytes, int entries, int version) {
        assert bytes.capacity() == HEADER_BYTES + (long) entries * (keyBytes(size) + (version == VERSION_WITHOUT_MOVES ? 1 : 2))
                : "the buffer holds exactly the header and the entries";
        this.size = size;
        this.depth = depth;
        this.bytes = bytes;
        this.keyBytes = keyBytes(size);
        this.entryBytes = keyBytes + (version == VERSION_WITHOUT_MOVES ? 1 : 2);
        this.entries = entries;
        this.lastLongRead = bytes.capacity() - Long.BYTES;
        this.keyShift = Long.SIZE - Byte.SIZE * keyBytes;
    }

    /** The file's bytes for these entries, checksum included. */
    private static byte[] encode(BoardSize size, int depth, long[] keys, byte[] scores, byte[] moves) {
        if (keys.length != scores.length || (moves != null && moves.length != keys.length)) {
            throw new IllegalArgumentException("keys, scores and moves differ in length");
        }
        for (int i = 1; i < keys.length; i++) {
            if (keys[i - 1] >= keys[i]) throw new IllegalArgumentException("keys are not sorted and distinct at " + i);
        }
        if (moves != null) {
            for (int i = 0; i < moves.length; i++) {
                if (moves[i] < NO_MOVE || moves[i] >= size.width) {
                    throw new IllegalArgumentException("move " + moves[i] + " of entry " + i + " is not a column of " + size);
                }
            }
        }
        int k = keyBytes(size);
        ByteBuffer b = ByteBuffer.allocate(HEADER_BYTES + keys.length * (k + 2)).order(ByteOrder.BIG_ENDIAN);
        b.put(MAGIC).putShort((short) VERSION).put((byte) size.width).put((byte) size.height).put((byte) depth)
                .put((byte) k).putLong(keys.length).putInt(0);
        for (int i = 0; i < keys.length; i++) {
            for (int s = (k - 1) * 8; s >= 0; s -= 8) b.put((byte) (keys[i] >>> s));
            b.put(scores[i]).put(moves == null ? NO_MOVE : moves[i]);
        }
        byte[] bytes = b.array();
        ByteBuffer.wrap(bytes, 20, 4).putInt(checksum(bytes));
        return bytes;
    }

    public BoardSize size() {
        return size;
    }

    /** Positions with at most this many stones are in the book (unless the game is over). */
    public int depth() {
        return depth;
    }

    public int entries() {
        return entries;
    }

    /**
     * The key of entry {@code i}, {@code 0 <= i < entries()}; keys ascend with i in a well-formed
     * book (book info checks a file's).
     */
    public long keyAt(int i) {
        int at = HEADER_BYTES + i * entryBytes;
        // one 8-byte read where the buffer has 8 bytes from here (all but the last entry or so)
        if (at <= lastLongRead) return bytes.getLong(at, ByteOrder.BIG_ENDIAN) >>> keyShift;
        long key = 0;
        for (int j = 0; j < keyBytes; j++) key = key << 8 | (bytes.getByte(at + j) & 0xFF);
        return key;
    }

    /** The score of entry {@code i}. */
    public int scoreAt(int i) {
        return bytes.getByte(HEADER_BYTES + i * entryBytes + keyBytes);
    }

    /**
     * The move of entry {@code i}: a column of the canonical position {@link #keyAt}{@code (i)}
     * whose value is the entry's score, or {@link #NO_MOVE}.
     */
    public int moveAt(int i) {
        return entryBytes == keyBytes + 1 ? NO_MOVE : bytes.getByte(HEADER_BYTES + i * entryBytes + keyBytes + 1);
    }

    /** True when the file has room for moves (version 2), whether or not it records any. */
    public boolean holdsMoves() {
        return entryBytes == keyBytes + 2;
    }

    /** The canonical key of a position: the lower of its code and its mirror image's. */
    public static long key(BoardSize size, long current, long mask) {
        long code = current + mask;
        return Math.min(code, size.mirror(code));
    }

    /** The exact score of the position (side to move's view), or {@link Score#NONE}. */
    public int score(long current, long mask) {
        int i = indexOf(key(size, current, mask));
        return i < 0 ? Score.NONE : scoreAt(i);
    }

    /**
     * A column of the position (not of its mirror image) whose value is the position's score, or
     * {@link #NO_MOVE} when the book holds no move for it; a stored column that is not on the
     * board (a faulty writer) reads as none.
     */
    public int move(long current, long mask) {
        long code = current + mask;
        long key = Math.min(code, size.mirror(code));
        int i = indexOf(key);
        int c = i < 0 ? NO_MOVE : moveAt(i);
        if (c < 0 || c >= size.width) return NO_MOVE;
        return code == key ? c : size.width - 1 - c;
    }

    /** The entry holding {@code key}, or -1. */
    private int indexOf(long key) {
        int lo = 0;
        int hi = entries - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            long k = keyAt(mid);
            if (k < key) lo = mid + 1;
            else if (k > key) hi = mid - 1;
            else return mid;
        }
        return -1;
    }

    /** Key bytes of a board's position codes: the code uses width * (height + 1) bits. */
    static int keyBytes(BoardSize size) {
        return (size.width * size.stride + 7) / 8;
    }

    /** The file's bytes; the same book always gives the same bytes. */
    public byte[] toBytes() {
        byte[] copy = new byte[bytes.capacity()];
        bytes.getBytes(0, copy);
        return copy;
    }

    /** CRC-32C of the header without its checksum field, and of the entries. */
    static int checksum(byte[] bytes) {
        return checksum(ByteBuffer.wrap(bytes));
    }

    /** {@link #checksum(byte[])} of a file's bytes in a buffer (on the heap or mapped); its position is not used. */
    private static int checksum(ByteBuffer file) {
        CRC32C crc = new CRC32C();
        crc.update(file.duplicate().position(0).limit(20));
        crc.update(file.duplicate().position(HEADER_BYTES));
        return (int) crc.getValue();
    }

    /** The checksum stored in the file (as {@link #toBytes} computes it). */
    public int checksum() {
        return bytes.getInt(20, ByteOrder.BIG_ENDIAN);
    }

    /** The book's bytes as a buffer of their own (position 0, limit the file's length). */
    private ByteBuffer view() {
        ByteBuffer b = bytes.byteBuffer() != null ? bytes.byteBuffer().duplicate() : ByteBuffer.wrap(bytes.byteArray());
        return b.clear();
    }

    /**
     * Writes the book to {@code file} atomically ({@link AtomicFile}): the file is either the old
     * one or the whole new one, even after a crash; a symbolic link is written through, and a
     * target that is not a regular file is refused.
     *
     * @throws IOException naming {@code file} and the cause (a full disk says only "No space left on device")
     */
    public void write(Path file) throws IOException {
        try {
            AtomicFile.write(file, view());
        } catch (IOException e) {
            // a full disk says only "No space left on device": name the file, and what is kept
            String why = e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
            throw new IOException("cannot write the book " + file + " (" + why + ")", e);
        }
    }

    /** Where the book shipped with the engine for a board size lives on the class path. */
    public static String shippedResource(BoardSize size) {
        return "/c4/book/" + size + ".c4b";
    }

    /**
     * The book shipped with the engine for this board size, or null when there is none.
     *
     * @throws BookException when the shipped book is unusable
     */
    public static Book shipped(BoardSize size) throws BookException {
        String name = shippedResource(size);
        try (InputStream in = Book.class.getResourceAsStream(name)) {
            if (in == null) return null;
            Book book = read(in, "(shipped) " + name);
            if (book.size() != size) throw new BookException("book (shipped) " + name + ": it is for " + book.size());
            return book;
        } catch (IOException e) {
            throw new BookException("book (shipped) " + name + ": cannot be read (" + e.getMessage() + ")");
        }
    }

    /**
     * Forces the directory entry of a rename to the disk, where the platform allows opening a
     * directory (Linux does; elsewhere the rename is as durable as the file system makes it).
     */
    /**
     * Reads a book file that must be for {@code size}.
     *
     * @throws BookException as {@link #read(Path)}, and when the book is of another board size
     */
    public static Book read(Path file, BoardSize size) throws BookException {
        Book book = read(file);
        if (book.size != size) {
            throw new BookException("book " + file + " is for " + book.size + " boards, not " + size);
        }
        return book;
    }

    /**
     * Reads a book file; messages name the file. This is where every book named by a user is
     * read (the BookFile option, {@code --book}, every {@code book} subcommand), so its checks
     * hold for all of them: only a regular file is opened (a named pipe, a terminal or
     * {@code /dev/stdin} could block for ever, {@code /dev/zero} never ends), and its size is
     * checked against {@link #MAX_FILE_BYTES} and then against its header before its entries are
     * read, so no file can exhaust the heap.
     */
    public static Book read(Path file) throws BookException {
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(file, BasicFileAttributes.class); // follows links
        } catch (NoSuchFileException e) {
            throw new BookException("book " + file + ": no such file");
        } catch (IOException e) {
            throw new BookException("book " + file + ": cannot be read (" + e.getMessage() + ")");
        }
        if (attributes.isDirectory()) throw new BookException("book " + file + ": is a directory, not a book file");
        if (!attributes.isRegularFile()) {
            throw new BookException("book " + file + ": not a regular file (a pipe or a device is never read as a book)");
        }
        // the mapping lives as long as the buffer does: closing the channel does not end it
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            long length = channel.size(); // the file's size now, in case it changed since its attributes were read
            if (length > MAX_FILE_BYTES) {
                throw new BookException("book " + file + ": " + length + " bytes, more than any book file ("
                        + MAX_FILE_BYTES + " bytes at most)");
            }
            if (length < HEADER_BYTES) throw new BookException("book " + file + ": not a c4 book (no C4BOOK header)");
            return check(channel.map(FileChannel.MapMode.READ_ONLY, 0, length), file.toString(), length);
        } catch (NoSuchFileException e) {
            throw new BookException("book " + file + ": no such file");
        } catch (IOException e) {
            throw new BookException("book " + file + ": cannot be read (" + e.getMessage() + ")");
        }
    }

    /** Reads a book from a stream (a file or a resource); {@code name} is how messages call it. */
    public static Book read(InputStream in, String name) throws BookException, IOException {
        return read(in, name, -1);
    }

    /**
     * Reads a book from a stream of {@code length} bytes (-1: unknown): the header first, then
     * exactly the entries it announces (at most {@link #MAX_FILE_BYTES} in all), so a stream that
     * is too long or never ends is refused after one byte more than the header says.
     */
    private static Book read(InputStream in, String name, long length) throws BookException, IOException {
        byte[] header = in.readNBytes(HEADER_BYTES);
        Header h = header(ByteBuffer.wrap(header), header.length, name);
        if (length >= 0 && length != h.length) throw lengthMismatch(name, length, h.length);
        byte[] bytes = Arrays.copyOf(header, (int) h.length);
        int read = HEADER_BYTES + in.readNBytes(bytes, HEADER_BYTES, bytes.length - HEADER_BYTES);
        if (read < h.length) throw lengthMismatch(name, read, h.length);
        if (in.read() >= 0) { // a file that grew since its size was taken, or a resource of unknown length
            throw new BookException("book " + name + ": too long (more than the " + h.length + " bytes the header says)");
        }
        return checked(ByteBuffer.wrap(bytes), new UnsafeBuffer(bytes), h, name);
    }

    /** A mapped file of {@code length} bytes, checked as a stream's bytes are. */
    private static Book check(ByteBuffer mapped, String name, long length) throws BookException {
        Header h = header(mapped, (int) Math.min(length, HEADER_BYTES), name);
        if (length != h.length) throw lengthMismatch(name, length, h.length);
        return checked(mapped, new UnsafeBuffer(mapped), h, name);
    }

    /** What a file's header says. {@code length}: the bytes the file must have. */
    private record Header(BoardSize size, int depth, int version, long count, int checksum, long length) {
    }

    /**
     * The header at the start of {@code file}, of which {@code available} bytes exist, checked:
     * magic, version, a board size, key bytes, depth and an entry count that fits {@link #MAX_FILE_BYTES}.
     */
    private static Header header(ByteBuffer file, int available, String name) throws BookException {
        byte[] magic = new byte[MAGIC.length];
        if (available >= HEADER_BYTES) file.get(0, magic);
        if (available < HEADER_BYTES || !Arrays.equals(magic, MAGIC)) {
            throw new BookException("book " + name + ": not a c4 book (no C4BOOK header)");
        }
        ByteBuffer b = file.duplicate().order(ByteOrder.BIG_ENDIAN);
        b.position(6);
        int version = b.getShort();
        if (version != VERSION && version != VERSION_WITHOUT_MOVES) {
            throw new BookException("book " + name + ": format version " + version + ", expected " + VERSION_WITHOUT_MOVES
                    + " or " + VERSION);
        }
        int width = b.get();
        int height = b.get();
        int depth = b.get();
        int k = b.get();
        long count = b.getLong();
        int stored = b.getInt();
        BoardSize size;
        try {
            size = BoardSize.of(width, height);
        } catch (IllegalArgumentException e) {
            throw new BookException("book " + name + ": corrupt header (" + e.getMessage() + ")");
        }
        String problem = null;
        if (k != keyBytes(size)) problem = "keys of " + k + " bytes, where " + size + " needs " + keyBytes(size);
        else if (depth < 0 || depth > size.cells) problem = "depth " + depth + " on a board of " + size.cells + " cells";
        else if (count < 0 || count > (MAX_FILE_BYTES - HEADER_BYTES) / (k + 1)) problem = "entry count " + count;
        if (problem != null) throw new BookException("book " + name + ": corrupt header (" + problem + ")");
        long expected = HEADER_BYTES + count * (k + (version == VERSION_WITHOUT_MOVES ? 1 : 2));
        if (expected > MAX_FILE_BYTES) {
            throw new BookException("book " + name + ": corrupt header (" + count + " entries, more than a book file of "
                    + MAX_FILE_BYTES + " bytes holds)");
        }
        return new Header(size, depth, version, count, stored, expected);
    }

    /** The book of a file's bytes ({@code file} and {@code bytes} the same memory), after its checksum and entry checks. */
    private static Book checked(ByteBuffer file, DirectBuffer bytes, Header h, String name) throws BookException {
        if (checksum(file) != h.checksum) throw new BookException("book " + name + ": checksum mismatch (the file is corrupt)");
        Book book = new Book(h.size, h.depth, bytes, (int) h.count, h.version);
        String bad = book.firstBadEntry();
        if (bad != null) throw new BookException("book " + name + ": " + bad + " (the file is malformed)");
        // The entries are not checked for order: the checksum rules out damage, and misordered
        // entries (a faulty writer) could only make lookups miss, never give a wrong score;
        // book info and book verify report them.
        return book;
    }

    private static BookException lengthMismatch(String name, long length, long expected) {
        return new BookException("book " + name + ": " + (length < expected ? "truncated" : "too long") + " ("
                + length + " bytes, the header says " + expected + ")");
    }

    /**
     * The first entry whose score or move no position of the board can have, described; null
     * when there is none. A lookup returns both as they are, so they are checked once, here: the
     * score within [{@code -winScore(1)}, {@code winScore(0)}] (no position of any ply has a
     * larger one; book info checks each entry against its own ply), the move a column of the
     * board (whether it is playable in the entry's position is checked where a move is played,
     * and by book info, which decodes every key). One pass over the score and move bytes.
     */
    private String firstBadEntry() {
        int lowest = -size.winScore(1);
        int highest = size.winScore(0);
        boolean moves = holdsMoves();
        for (int i = 0, at = HEADER_BYTES + keyBytes; i < entries; i++, at += entryBytes) {
            int score = bytes.getByte(at);
            if (score < lowest || score > highest) {
                return "entry " + i + " has the score " + score + ", out of range " + lowest + ".." + highest;
            }
            if (!moves) continue;
            int move = bytes.getByte(at + 1);
            if (move == NO_MOVE) continue;
            if (move < 0 || move >= size.width) return "entry " + i + " has the move " + move + ", not a column of " + size;
        }
        return null;
    }
}
