package c4.book;

import c4.core.BoardSize;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.zip.CRC32C;

/**
 * The book file format, stated once for the writer ({@link #encode}) and the reader
 * ({@link #header}, {@link #checksum}). All integers are big-endian:
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
 */
final class BookFormat {
    static final byte[] MAGIC = {'C', '4', 'B', 'O', 'O', 'K'};
    static final int VERSION = 2;
    /** The first format: entries without a move. */
    static final int VERSION_WITHOUT_MOVES = 1;

    static final int HEADER_BYTES = 24;
    /** Where the header's checksum field starts; the checksum covers the bytes before it and the entries. */
    static final int CHECKSUM_AT = 20;

    private BookFormat() {}

    /** What a file's header says. {@code length}: the bytes the file must have. */
    record Header(BoardSize size, int depth, int version, long count, int checksum, long length) {}

    /** Key bytes of a board's position codes: the code uses width * (height + 1) bits. */
    static int keyBytes(BoardSize size) {
        return (size.width * size.stride + 7) / 8;
    }

    /** Bytes of one entry of a file of this format version: the key, the score and (version 2) the move. */
    static int entryBytes(BoardSize size, int version) {
        return keyBytes(size) + (version == VERSION_WITHOUT_MOVES ? 1 : 2);
    }

    /**
     * The file's bytes for these entries, checksum included: sorted, distinct canonical keys,
     * their scores and their moves (null: none at all).
     */
    static byte[] encode(BoardSize size, int depth, long[] keys, byte[] scores, byte[] moves) {
        if (keys.length != scores.length || (moves != null && moves.length != keys.length)) {
            throw new IllegalArgumentException("keys, scores and moves differ in length");
        }
        for (int i = 1; i < keys.length; i++) {
            if (keys[i - 1] >= keys[i]) throw new IllegalArgumentException("keys are not sorted and distinct at " + i);
        }
        if (moves != null) {
            for (int i = 0; i < moves.length; i++) {
                if (moves[i] < Book.NO_MOVE || moves[i] >= size.width) {
                    throw new IllegalArgumentException(
                            "move " + moves[i] + " of entry " + i + " is not a column of " + size);
                }
            }
        }
        int k = keyBytes(size);
        ByteBuffer b = ByteBuffer.allocate(HEADER_BYTES + keys.length * (k + 2)).order(ByteOrder.BIG_ENDIAN);
        b.put(MAGIC)
                .putShort((short) VERSION)
                .put((byte) size.width)
                .put((byte) size.height)
                .put((byte) depth)
                .put((byte) k)
                .putLong(keys.length)
                .putInt(0);
        for (int i = 0; i < keys.length; i++) {
            for (int s = (k - 1) * 8; s >= 0; s -= 8) b.put((byte) (keys[i] >>> s));
            b.put(scores[i]).put(moves == null ? Book.NO_MOVE : moves[i]);
        }
        byte[] bytes = b.array();
        ByteBuffer.wrap(bytes, CHECKSUM_AT, 4).putInt(checksum(bytes));
        return bytes;
    }

    /** CRC-32C of the header without its checksum field, and of the entries. */
    static int checksum(byte[] bytes) {
        return checksum(ByteBuffer.wrap(bytes));
    }

    /** {@link #checksum(byte[])} of a file's bytes in a buffer (on the heap or mapped); its position is not used. */
    static int checksum(ByteBuffer file) {
        CRC32C crc = new CRC32C();
        crc.update(file.duplicate().position(0).limit(CHECKSUM_AT));
        crc.update(file.duplicate().position(HEADER_BYTES));
        return (int) crc.getValue();
    }

    /**
     * The header at the start of {@code file}, of which {@code available} bytes exist, checked:
     * magic, version, a board size, key bytes, depth and an entry count that fits
     * {@link Book#MAX_FILE_BYTES}; {@code name} is how messages call the file.
     */
    static Header header(ByteBuffer file, int available, String name) throws BookException {
        byte[] magic = new byte[MAGIC.length];
        if (available >= MAGIC.length) file.get(0, magic);
        if (available < MAGIC.length || !Arrays.equals(magic, MAGIC)) {
            throw new BookException("book " + name + ": not a c4 book (no C4BOOK header)");
        }
        if (available < HEADER_BYTES) {
            throw new BookException(
                    "book " + name + ": truncated (" + available + " bytes, the header alone is " + HEADER_BYTES + ")");
        }
        ByteBuffer b = file.duplicate().order(ByteOrder.BIG_ENDIAN);
        b.position(6);
        int version = b.getShort();
        if (version != VERSION && version != VERSION_WITHOUT_MOVES) {
            throw new BookException("book " + name + ": format version " + version + ", expected "
                    + VERSION_WITHOUT_MOVES + " or " + VERSION);
        }
        int width = b.get() & 0xFF; // unsigned bytes: 200 is 200, not -56
        int height = b.get() & 0xFF;
        int depth = b.get() & 0xFF;
        int k = b.get() & 0xFF;
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
        else if (depth < 0 || depth > size.cells)
            problem = "depth " + depth + " on a board of " + size.cells + " cells";
        else if (count < 0 || count > (Book.MAX_FILE_BYTES - HEADER_BYTES) / (k + 1)) problem = "entry count " + count;
        if (problem != null) throw new BookException("book " + name + ": corrupt header (" + problem + ")");
        long expected = HEADER_BYTES + count * entryBytes(size, version);
        if (expected > Book.MAX_FILE_BYTES) {
            throw new BookException("book " + name + ": corrupt header (" + count
                    + " entries, more than a book file of " + Book.MAX_FILE_BYTES + " bytes holds)");
        }
        return new Header(size, depth, version, count, stored, expected);
    }
}
