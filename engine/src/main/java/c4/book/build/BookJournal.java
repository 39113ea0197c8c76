package c4.book.build;

import c4.book.BookException;
import c4.core.AtomicFile;
import c4.core.BoardSize;
import c4.core.Echo;
import c4.core.IoReason;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import java.util.zip.CRC32C;

/**
 * The checkpoint journal of a book build: an append-only file of the positions solved so far
 * (their scores, or their moves), so that a build killed at any moment (even by {@code kill -9})
 * resumes without solving them again.
 *
 * <p>Format (integers big-endian):
 * <pre>
 *   header, 12 bytes:  magic "C4BJRNL" (7 bytes), version 1, width, height, depth,
 *                      kind (0: scores, 1: moves)
 *   records, 12 bytes each:  key (8 bytes), ply (1), value (1, signed: the score, or the move),
 *                            check (2: the low 16 bits of the CRC-32C of the record's first 10 bytes)
 * </pre>
 * Each record is handed to the operating system as soon as it is appended (a killed process
 * loses none), and forced to the disk at most once every {@link #SYNC_NANOS} and on
 * {@link #close}, so a power loss costs at most about a second of work. Bad records after the
 * last good one (a torn tail: the write the process died in, or blocks a crash left zeroed) are
 * cut off, and {@link #cutRecords} says how many; a bad record before a good one means the file
 * is damaged, and the journal is refused.
 */
public final class BookJournal implements AutoCloseable {
    static final byte[] MAGIC = {'C', '4', 'B', 'J', 'R', 'N', 'L'};
    static final int VERSION = 1;
    static final int HEADER_BYTES = 12;
    static final int RECORD_BYTES = 12;
    /** Longest time between forcing records to the disk. */
    static final long SYNC_NANOS = 1_000_000_000L;

    /** What a journal records: each position's score, or its move. */
    public enum Kind {
        SCORES("scores"),
        MOVES("moves");

        final String noun;

        Kind(String noun) {
            this.noun = noun;
        }
    }

    /** One solved position: its score or its move, as the journal's {@link Kind} says. */
    public record Entry(int ply, long key, int value) {}

    private final Path file;
    /** The file written: {@link #file}, or the file its symbolic links name (deleted, the links kept). */
    private final Path written;

    private final FileChannel channel;
    private final List<Entry> recovered;
    private final int cut;
    private final ByteBuffer record = ByteBuffer.allocate(RECORD_BYTES).order(ByteOrder.BIG_ENDIAN);
    private long lastSync = System.nanoTime();
    private boolean unsynced;

    /** Whether {@link #open} created the file: nothing of the user's is in it. */
    private final boolean created;

    private BookJournal(Path file, Path written, FileChannel channel, List<Entry> recovered, int cut, boolean created) {
        this.file = file;
        this.written = written;
        this.channel = channel;
        this.recovered = recovered;
        this.cut = cut;
        this.created = created;
    }

    /**
     * Removes the journal if this open created it and it holds no record yet: a build refused
     * after opening it (its other journal unusable) leaves no file behind.
     */
    public void deleteIfUnused() throws IOException {
        if (created && channel.position() == HEADER_BYTES) delete();
        else close();
    }

    /**
     * The records at the end of the file (a torn tail: bad ones, and one written in part) that
     * {@link #open} cut off; 0 for none.
     */
    public int cutRecords() {
        return cut;
    }

    /**
     * Opens the journal of a build of {@code size} to {@code depth}: creates it when there is
     * none, otherwise reads the entries it holds (see {@link #recovered}) and appends after them.
     * A journal is created whole (its header written under a name of its own, then moved to
     * {@code file}), so an existing file without a whole header is never one of a build's, and is
     * refused and kept. The journal stays locked while it is open ({@link #lock}).
     *
     * @throws BookException when the file is not a journal, is of another build or kind, is damaged,
     *     or is in use by another build
     */
    public static BookJournal open(Path file, BoardSize size, int depth, Kind kind) throws BookException, IOException {
        byte[] header = header(size, depth, kind);
        if (!Files.exists(file)) return create(file, header);
        if (!Files.isRegularFile(file)) { // in the words of the commands' refusals (c4.options.WritableFiles)
            throw new BookException(named(file) + ": "
                    + (Files.isDirectory(file) ? AtomicFile.DIRECTORY : AtomicFile.NOT_REGULAR)
                    + CHOOSE_ANOTHER);
        }
        Path written;
        FileChannel channel;
        try {
            written = AtomicFile.resolve(file);
            channel = FileChannel.open(written, StandardOpenOption.READ, StandardOpenOption.WRITE);
        } catch (IOException e) {
            throw cannotWrite(file, e);
        }
        boolean opened = false;
        try {
            lock(file, channel); // before reading: another build may be appending to it
            byte[] bytes = Files.readAllBytes(written);
            checkHeader(file, bytes, size, depth, kind);
            int whole = (bytes.length - HEADER_BYTES) / RECORD_BYTES;
            int kept = lastGood(bytes, whole);
            List<Entry> entries = entries(file, bytes, whole, kept);
            try {
                channel.truncate(HEADER_BYTES + (long) kept * RECORD_BYTES);
                channel.position(HEADER_BYTES + (long) kept * RECORD_BYTES);
            } catch (IOException e) {
                throw cannotWrite(file, e);
            }
            boolean partial = (bytes.length - HEADER_BYTES) % RECORD_BYTES != 0; // the write the process died in
            opened = true;
            return new BookJournal(file, written, channel, entries, whole - kept + (partial ? 1 : 0), false);
        } finally {
            if (!opened) channel.close();
        }
    }

    /** The number of records up to the last good one, of the {@code whole} records in {@code bytes}. */
    private static int lastGood(byte[] bytes, int whole) {
        ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.BIG_ENDIAN);
        int kept = 0;
        for (int i = 0; i < whole; i++) {
            if (good(bytes, b, HEADER_BYTES + i * RECORD_BYTES)) kept = i + 1;
        }
        return kept;
    }

    /** The first {@code kept} records, every one good: a bad one before a good one is damage, refused. */
    private static List<Entry> entries(Path file, byte[] bytes, int whole, int kept) throws BookException {
        ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.BIG_ENDIAN);
        List<Entry> entries = new ArrayList<>(kept);
        for (int i = 0; i < kept; i++) {
            int at = HEADER_BYTES + i * RECORD_BYTES;
            if (!good(bytes, b, at)) {
                throw new BookException(named(file) + ": record " + (i + 1) + " of " + whole
                        + " is damaged (bad check), and record " + kept + " after it is whole" + DELETE_OR_CHOOSE);
            }
            entries.add(new Entry(bytes[at + 8], b.getLong(at), bytes[at + 9]));
        }
        return List.copyOf(entries);
    }

    /**
     * Takes the journal's lock for this process (released when {@code channel} closes): two builds
     * appending to one journal, and deleting it when the first is done, would spoil both.
     */
    private static void lock(Path file, FileChannel channel) throws BookException, IOException {
        FileLock lock;
        try {
            lock = channel.tryLock();
        } catch (OverlappingFileLockException e) { // this JVM holds it already
            lock = null;
        }
        if (lock == null) {
            throw new BookException(named(file) + " is in use by another build; wait for it to end or choose"
                    + " another journal file");
        }
    }

    /**
     * A new journal holding only {@code header}, written aside and moved to {@code file} (through
     * a symbolic link, to the file it names), which must not exist.
     */
    private static BookJournal create(Path file, byte[] header) throws IOException, BookException {
        Path target;
        try {
            target = AtomicFile.resolve(file).toAbsolutePath();
        } catch (IOException e) {
            throw cannotWrite(file, e);
        }
        Path aside = target.resolveSibling(asideName(target.getFileName().toString()));
        FileChannel channel = null;
        try {
            try (FileChannel c = FileChannel.open(aside, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                c.write(ByteBuffer.wrap(header));
                c.force(true);
            }
            Files.move(aside, target); // no REPLACE_EXISTING: a file that appeared since is not replaced
            channel = FileChannel.open(target, StandardOpenOption.WRITE);
            lock(file, channel);
            channel.position(HEADER_BYTES);
        } catch (IOException | BookException e) {
            if (channel != null) channel.close();
            Files.deleteIfExists(aside);
            if (e instanceof BookException refused) throw refused;
            throw cannotWrite(file, (IOException) e);
        }
        return new BookJournal(file, target, channel, List.of(), 0, true);
    }

    /** The temporary name a journal called {@code name} is created under ({@link AtomicFile#asideName}). */
    private static String asideName(String name) {
        return AtomicFile.asideName(name, UUID.randomUUID() + ".tmp");
    }

    /** True when the record at byte {@code at} passes its check. */
    private static boolean good(byte[] bytes, ByteBuffer b, int at) {
        return check(bytes, at) == (b.getShort(at + 10) & 0xFFFF);
    }

    /**
     * {@code journal FILE}, how every message names a journal: the name escaped and cut as every
     * echoed input is, so that a newline or a terminal escape in it is not written out raw.
     */
    static String named(Path file) {
        return "journal " + Echo.text(file.toString());
    }

    /** What a refused journal's message tells the user to do. */
    static final String DELETE_OR_CHOOSE = "; delete it or choose another journal file";

    private static final String CHOOSE_ANOTHER = "; choose another journal file";

    /**
     * A write that failed (a full disk, a quota, an I/O error), naming the file: what was
     * written before it is kept, so the build resumes from it once the cause is fixed.
     */
    static IOException cannotWrite(Path file, IOException e) {
        return new IOException(
                named(file) + ": cannot be written (" + IoReason.of(e) + "); what it recorded so far is kept:"
                        + " run the same command again to resume once it can be written",
                e);
    }

    private static byte[] header(BoardSize size, int depth, Kind kind) {
        ByteBuffer b = ByteBuffer.allocate(HEADER_BYTES);
        b.put(MAGIC)
                .put((byte) VERSION)
                .put((byte) size.width)
                .put((byte) size.height)
                .put((byte) depth)
                .put((byte) kind.ordinal());
        return b.array();
    }

    /**
     * Whether {@code file} begins as a journal of a {@code size} depth {@code depth} build that
     * records {@code kind} does (its records are checked only when it is opened): false when it
     * cannot be read or is anything else.
     */
    public static boolean isOf(Path file, BoardSize size, int depth, Kind kind) {
        byte[] head;
        try (java.io.InputStream in = Files.newInputStream(file)) {
            head = in.readNBytes(HEADER_BYTES);
        } catch (IOException e) {
            return false;
        }
        try {
            checkHeader(file, head, size, depth, kind);
            return true;
        } catch (BookException e) {
            return false;
        }
    }

    private static void checkHeader(Path file, byte[] bytes, BoardSize size, int depth, Kind kind)
            throws BookException {
        if (bytes.length < HEADER_BYTES || !Arrays.equals(Arrays.copyOf(bytes, MAGIC.length), MAGIC)) {
            // not a build's (a build's journal always has its whole header): never to be deleted
            throw new BookException(named(file) + ": not a book journal (no C4BJRNL header)" + CHOOSE_ANOTHER);
        }
        if (bytes[7] != VERSION) {
            throw new BookException(
                    named(file) + ": format version " + bytes[7] + ", expected " + VERSION + DELETE_OR_CHOOSE);
        }
        int width = bytes[8];
        int height = bytes[9];
        int depth0 = bytes[10];
        if (width != size.width || height != size.height || depth0 != depth) {
            throw new BookException(named(file) + " is of a " + width + "x" + height + " depth " + depth0
                    + " build, not of this " + size + " depth " + depth + " one" + DELETE_OR_CHOOSE);
        }
        if (bytes[11] != kind.ordinal()) {
            String found = bytes[11] >= 0 && bytes[11] < Kind.values().length
                    ? Kind.values()[bytes[11]].noun
                    : "kind " + bytes[11];
            throw new BookException(named(file) + " records " + found + ", not " + kind.noun + DELETE_OR_CHOOSE);
        }
    }

    /** The low 16 bits of the CRC-32C of the record's key, ply and value. */
    private static int check(byte[] bytes, int at) {
        CRC32C crc = new CRC32C();
        crc.update(bytes, at, 10);
        return (int) crc.getValue() & 0xFFFF;
    }

    public Path file() {
        return file;
    }

    /** The entries the journal held when it was opened, in the order they were written. */
    public List<Entry> recovered() {
        return recovered;
    }

    /** Records a solved position's value: written at once, forced to the disk within about a second. */
    public synchronized void append(int ply, long key, int value) throws IOException {
        record.clear();
        record.putLong(key).put((byte) ply).put((byte) value);
        int check = check(record.array(), 0);
        record.putShort((short) check);
        record.flip();
        try {
            while (record.hasRemaining()) channel.write(record);
        } catch (IOException e) {
            throw cannotWrite(file, e);
        }
        unsynced = true;
        long now = System.nanoTime();
        if (now - lastSync >= SYNC_NANOS) sync(now);
    }

    /** Forces every record written so far to the disk. */
    public synchronized void sync() throws IOException {
        sync(System.nanoTime());
    }

    private void sync(long now) throws IOException {
        try {
            if (unsynced) channel.force(false);
        } catch (IOException e) {
            throw cannotWrite(file, e);
        }
        unsynced = false;
        lastSync = now;
    }

    /** Syncs and closes the file (it stays on disk: see {@link #delete}). */
    @Override
    public synchronized void close() throws IOException {
        if (!channel.isOpen()) return;
        try {
            sync();
        } finally {
            channel.close();
        }
    }

    /** Closes and removes the journal: the build it served is finished. */
    public void delete() throws IOException {
        close();
        Files.deleteIfExists(written); // never a user's symbolic link: the journal it led to
    }
}
