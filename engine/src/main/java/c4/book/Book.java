package c4.book;

import c4.core.BoardSize;
import c4.core.Plural;
import c4.core.PositionCodes;
import c4.core.Score;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import org.agrona.DirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * An opening book: the exact score of every position of at most {@link #depth()} stones that is
 * not over, and a best move of it, keyed by the canonical position code (the lower of the
 * position's code {@code current + mask} and its mirror image's), so mirror images share an
 * entry.
 *
 * <p>The book keeps the file's bytes ({@link BookFormat}: a header, then entries sorted by key)
 * as they are and searches them in place, with nothing decoded (a cold JVM spent 10-20 ms
 * decoding the 7x6 book's 130,000 entries). A book file over {@link #HEAP_MAX_BYTES} is
 * memory-mapped ({@link #read(Path)}, {@link BookFiles}); a smaller one, a book from a stream or
 * one built in memory is on the heap; both are read
 * through one {@link DirectBuffer}. Lookups are a binary search over those bytes and allocate
 * nothing.
 */
public final class Book {
    /** What {@link #moveAt} and {@link #move} return when the book records no move. */
    public static final int NO_MOVE = -1;
    /**
     * The largest book file read, 1 GiB: four times a 7x6 book of depth 13 (about 25 million
     * entries, 226 MB; the shipped one, depth 8, is 1.2 MB), and a size one byte array holds. A
     * larger file, or a header announcing one, is refused before its entries are read.
     */
    public static final long MAX_FILE_BYTES = 1L << 30;
    /**
     * The largest book file read onto the heap, 64 MiB (a 7x6 book of depth 10 or so); a larger one
     * is memory-mapped. A copy on the heap answers what its checksum covered even if the file is
     * changed in place later; a mapped file would answer from the new bytes.
     */
    public static final long HEAP_MAX_BYTES = 64L << 20;

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
        this(size, depth, BookFormat.encode(size, depth, keys, scores, moves), keys.length, BookFormat.VERSION);
    }

    private Book(BoardSize size, int depth, byte[] bytes, int entries, int version) {
        this(size, depth, new UnsafeBuffer(bytes), entries, version);
    }

    /**
     * The book of a file's bytes, {@code bytes}: exactly the header and {@code entries} entries of
     * the format {@code version}, checked by the caller ({@link BookFiles}) or encoded here.
     */
    Book(BoardSize size, int depth, DirectBuffer bytes, int entries, int version) {
        assert bytes.capacity() == BookFormat.HEADER_BYTES + (long) entries * BookFormat.entryBytes(size, version)
                : "the buffer holds exactly the header and the entries";
        this.size = size;
        this.depth = depth;
        this.bytes = bytes;
        this.keyBytes = BookFormat.keyBytes(size);
        this.entryBytes = BookFormat.entryBytes(size, version);
        this.entries = entries;
        this.lastLongRead = bytes.capacity() - Long.BYTES;
        this.keyShift = Long.SIZE - Byte.SIZE * keyBytes;
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
     * The key of the entry of the fewest stones (the first in key order of those): a whole book's
     * root, the empty board or a sub-book's {@code --root}; -1 for a book without entries.
     */
    public long rootKey() {
        long root = -1;
        int fewest = Integer.MAX_VALUE;
        for (int i = 0; i < entries; i++) {
            int stones = PositionCodes.stonesOf(size, keyAt(i));
            if (stones < fewest) {
                fewest = stones;
                root = keyAt(i);
            }
        }
        return root;
    }

    /**
     * The key of entry {@code i}, {@code 0 <= i < entries()}; keys ascend with i in a well-formed
     * book (book info checks a file's).
     */
    public long keyAt(int i) {
        int at = BookFormat.HEADER_BYTES + i * entryBytes;
        // one 8-byte read where the buffer has 8 bytes from here (all but the last entry or so)
        if (at <= lastLongRead) return bytes.getLong(at, ByteOrder.BIG_ENDIAN) >>> keyShift;
        long key = 0;
        for (int j = 0; j < keyBytes; j++) key = key << 8 | (bytes.getByte(at + j) & 0xFF);
        return key;
    }

    /** The score of entry {@code i}. */
    public int scoreAt(int i) {
        return bytes.getByte(BookFormat.HEADER_BYTES + i * entryBytes + keyBytes);
    }

    /**
     * The move of entry {@code i}: a column of the canonical position {@link #keyAt}{@code (i)}
     * whose value is the entry's score, or {@link #NO_MOVE}.
     */
    public int moveAt(int i) {
        return entryBytes == keyBytes + 1
                ? NO_MOVE
                : bytes.getByte(BookFormat.HEADER_BYTES + i * entryBytes + keyBytes + 1);
    }

    /** True when the file has room for moves (version 2), whether or not it records any. */
    public boolean holdsMoves() {
        return entryBytes == keyBytes + 2;
    }

    /** How the programs that verify a book report one with no entries. */
    public static final String NO_ENTRIES = "the book has no entries: not even the empty board (the book is malformed)";

    /** How the programs report {@code n} {@link #entriesOutOfOrder}: "1 entry out of key order (...)". */
    public static String outOfOrder(long n) {
        return Plural.count(n, "entry", "entries") + " out of key order (lookups miss them: the book is malformed)";
    }

    /**
     * The entries whose key is not above the one before: a lookup's binary search can miss them.
     * Reading a book does not look (the checksum rules out damage); info and verify do.
     */
    public long entriesOutOfOrder() {
        long n = 0;
        for (int i = 1; i < entries(); i++) if (keyAt(i - 1) >= keyAt(i)) n++;
        return n;
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

    /** The file's bytes; the same book always gives the same bytes. */
    public byte[] toBytes() {
        byte[] copy = new byte[bytes.capacity()];
        bytes.getBytes(0, copy);
        return copy;
    }

    /** The checksum stored in the file (as {@link #toBytes} computes it). */
    public int checksum() {
        return bytes.getInt(BookFormat.CHECKSUM_AT, ByteOrder.BIG_ENDIAN);
    }

    /** The book's bytes as a buffer of their own (position 0, limit the file's length). */
    ByteBuffer view() {
        ByteBuffer b = bytes.byteBuffer() != null ? bytes.byteBuffer().duplicate() : ByteBuffer.wrap(bytes.byteArray());
        return b.clear();
    }

    /**
     * Writes the book to {@code file} atomically ({@link c4.core.AtomicFile AtomicFile}): the file is either the old
     * one or the whole new one, even after a crash; a symbolic link is written through, and a
     * target that is not a regular file is refused.
     *
     * @throws IOException naming {@code file} and the cause (a full disk says only "No space left on device")
     */
    public void write(Path file) throws IOException {
        BookFiles.write(this, file, true);
    }

    /**
     * {@link #write}; unless {@code replace}, only where no file is by then: one that appeared at
     * {@code file} while the book was made is kept, and this throws a {@link BookFileExistsException}.
     *
     * @throws BookFileExistsException a file is there, kept (not {@code replace})
     * @throws IOException naming {@code file}, as {@link #write}
     */
    public void write(Path file, boolean replace) throws IOException {
        BookFiles.write(this, file, replace);
    }

    /** Where the book shipped with the engine for a board size lives on the class path. */
    public static String shippedResource(BoardSize size) {
        return BookFiles.shippedResource(size);
    }

    /**
     * The book shipped with the engine for this board size, or null when there is none.
     *
     * @throws BookException when the shipped book is unusable
     */
    public static Book shipped(BoardSize size) throws BookException {
        return BookFiles.shipped(size);
    }

    /**
     * Reads a book file that must be for {@code size}.
     *
     * @throws BookException as {@link #read(Path)}, and when the book is of another board size
     */
    public static Book read(Path file, BoardSize size) throws BookException {
        return BookFiles.read(file, size);
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
        return BookFiles.read(file);
    }

    /** Reads a book from a stream (a file or a resource); {@code name} is how messages call it. */
    public static Book read(InputStream in, String name) throws BookException, IOException {
        return BookFiles.read(in, name, -1);
    }

    /**
     * The first entry whose score or move no position of the board can have, described; null
     * when there is none. A lookup returns both as they are, so they are checked once, here: the
     * score within [{@code -winScore(1)}, {@code winScore(0)}] (no position of any ply has a
     * larger one; book info checks each entry against its own ply), the move a column of the
     * board (whether it is playable in the entry's position is checked where a move is played,
     * and by book info, which decodes every key). One pass over the score and move bytes.
     */
    String firstBadEntry() {
        int lowest = -size.winScore(1);
        int highest = size.winScore(0);
        boolean moves = holdsMoves();
        for (int i = 0, at = BookFormat.HEADER_BYTES + keyBytes; i < entries; i++, at += entryBytes) {
            int score = bytes.getByte(at);
            if (score < lowest || score > highest) {
                return "entry " + i + " has the score " + score + ", out of range " + lowest + ".." + highest;
            }
            if (!moves) continue;
            int move = bytes.getByte(at + 1);
            if (move == NO_MOVE) continue;
            if (move < 0 || move >= size.width)
                return "entry " + i + " has the move " + move + ", not a column of " + size;
        }
        return null;
    }
}
