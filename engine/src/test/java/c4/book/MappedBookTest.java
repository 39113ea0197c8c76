package c4.book;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import c4.core.Position;
import c4.core.RandomPositions;
import c4.core.Score;
import java.io.ByteArrayInputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A large book file is memory-mapped ({@link BookFiles#read(Path, long)}), a smaller one and a
 * stream's book are on the heap: the two give the same answers for every entry, only the heap's
 * keep them when the file is changed in place, and replacing a mapped book while another thread
 * looks up in it (the BookFile option's case) never crashes or mixes two books.
 */
class MappedBookTest {
    @TempDir
    Path dir;

    private static Book shipped() throws Exception {
        Book book = Book.shipped(BoardSize.STANDARD);
        assertTrue(book != null && book.entries() > 100_000, "the shipped 7x6 book is on the class path");
        return book;
    }

    @Test
    void aMappedFileAnswersAsTheSameBytesOnTheHeap() throws Exception {
        Book heap = shipped();
        Path file = dir.resolve("7x6.c4b");
        heap.write(file);
        Book mapped = BookFiles.read(file, 0); // mapped, whatever its size
        assertEquals(heap.entries(), mapped.entries());
        assertEquals(heap.depth(), mapped.depth());
        assertEquals(heap.checksum(), mapped.checksum());
        assertArrayEquals(heap.toBytes(), mapped.toBytes());
        for (int i = 0; i < heap.entries(); i++) {
            assertEquals(heap.keyAt(i), mapped.keyAt(i), "key of entry " + i);
            assertEquals(heap.scoreAt(i), mapped.scoreAt(i), "score of entry " + i);
            assertEquals(heap.moveAt(i), mapped.moveAt(i), "move of entry " + i);
        }
        RandomPositions random = new RandomPositions(BoardSize.STANDARD, 5);
        int held = 0;
        for (int n = 0; n < 2000; n++) {
            Position p = random.next(n % (heap.depth() + 1));
            if (p == null) continue; // a walk that could not go on; the next one is another
            int score = heap.score(p.currentStones(), p.mask());
            assertEquals(score, mapped.score(p.currentStones(), p.mask()), p.moveString());
            assertEquals(
                    heap.move(p.currentStones(), p.mask()), mapped.move(p.currentStones(), p.mask()), p.moveString());
            if (score != Score.NONE) held++;
        }
        assertTrue(held > 1000, "positions of the book's plies are found: " + held);
        // a mapped book writes the same file again, and reads back through a stream as well
        Path again = dir.resolve("again.c4b");
        mapped.write(again);
        assertArrayEquals(Files.readAllBytes(file), Files.readAllBytes(again));
        assertEquals(
                heap.checksum(),
                Book.read(new ByteArrayInputStream(mapped.toBytes()), "copy").checksum());
    }

    @Test
    void aDamagedFileIsRefusedMappedOrOnTheHeap() throws Exception {
        for (long heapMax : new long[] {0, Book.HEAP_MAX_BYTES}) {
            byte[] bytes = shipped().toBytes();
            Path file = dir.resolve("bad.c4b");
            bytes[bytes.length / 2] ^= 1;
            Files.write(file, bytes);
            BookException e = assertThrows(BookException.class, () -> BookFiles.read(file, heapMax));
            assertEquals("book " + file + ": checksum mismatch (the file is corrupt)", e.getMessage());
            Files.write(file, Arrays.copyOf(shipped().toBytes(), bytes.length - 3));
            e = assertThrows(BookException.class, () -> BookFiles.read(file, heapMax));
            assertTrue(
                    e.getMessage()
                            .contains("truncated (" + (bytes.length - 3) + " bytes, the header says " + bytes.length
                                    + ")"),
                    e.getMessage());
            Files.write(file, new byte[10]);
            e = assertThrows(BookException.class, () -> BookFiles.read(file, heapMax));
            assertEquals("book " + file + ": not a c4 book (no C4BOOK header)", e.getMessage());
        }
    }

    /**
     * A book file overwritten in place after it was read (a copy over it, or damage): a book of at
     * most {@link Book#HEAP_MAX_BYTES}, read to the heap, answers what its checksum covered; a
     * mapped one would answer from the new bytes.
     */
    @Test
    void aBookOnTheHeapKeepsItsAnswersWhenItsFileChanges() throws Exception {
        byte[] original = shipped().toBytes();
        assertTrue(original.length <= Book.HEAP_MAX_BYTES);
        Path file = dir.resolve("live.c4b");
        Files.write(file, original);
        Book read = Book.read(file);
        Book mapped = BookFiles.read(file, 0);
        byte[] changed = original.clone();
        for (int i = original.length / 2; i < original.length / 2 + 64; i++) changed[i] ^= 0x55;
        try (FileChannel c = FileChannel.open(file, StandardOpenOption.WRITE)) {
            c.write(ByteBuffer.wrap(changed)); // in place: the same file, its bytes changed
        }
        assertArrayEquals(original, read.toBytes(), "the heap's copy is the bytes that were checked");
        assertArrayEquals(changed, mapped.toBytes(), "a mapping shows the file as it is now");
        BookException e = assertThrows(BookException.class, () -> Book.read(file));
        assertEquals("book " + file + ": checksum mismatch (the file is corrupt)", e.getMessage());
    }

    /**
     * One thread looks up positions while another keeps replacing the book with a freshly mapped
     * one, the old ones left to the garbage collector (which unmaps them): every answer is the
     * score both books hold, and a move of one of them (the second book records none).
     */
    @Test
    @Tag("slow")
    void replacingAMappedBookWhileAnotherThreadLooksUpIsSafe() throws Exception {
        Book heap = shipped();
        Path withMoves = dir.resolve("moves.c4b");
        heap.write(withMoves);
        long[] keys = new long[heap.entries()];
        byte[] scores = new byte[heap.entries()];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = heap.keyAt(i);
            scores[i] = (byte) heap.scoreAt(i);
        }
        Path withoutMoves = dir.resolve("scores.c4b");
        new Book(heap.size(), heap.depth(), keys, scores, null).write(withoutMoves);

        AtomicReference<Book> current = new AtomicReference<>(BookFiles.read(withMoves, 0));
        AtomicBoolean stop = new AtomicBoolean();
        AtomicLong lookups = new AtomicLong();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread reader = new Thread(() -> {
            RandomPositions random = new RandomPositions(BoardSize.STANDARD, 9);
            try {
                while (!stop.get()) {
                    Position p = random.next(lookups.get() % 2 == 0 ? 4 : 8);
                    if (p == null) continue;
                    Book book = current.get();
                    int score = book.score(p.currentStones(), p.mask());
                    int move = book.move(p.currentStones(), p.mask());
                    int want = heap.score(p.currentStones(), p.mask());
                    int wantMove = heap.move(p.currentStones(), p.mask());
                    if (score != want || (move != wantMove && move != Book.NO_MOVE)) {
                        throw new AssertionError(p.moveString() + ": score " + score + " move " + move + ", expected "
                                + want + " and " + wantMove + " or none");
                    }
                    lookups.incrementAndGet();
                }
            } catch (Throwable t) {
                failure.set(t);
            }
        });
        reader.start();
        for (int swap = 0; swap < 200 && failure.get() == null; swap++) {
            current.set(BookFiles.read(swap % 2 == 0 ? withoutMoves : withMoves, 0));
            if (swap % 20 == 0) System.gc(); // unreachable mappings are unmapped now, not at the end
        }
        stop.set(true);
        reader.join();
        if (failure.get() != null) throw new AssertionError("the reader failed", failure.get());
        assertTrue(lookups.get() > 1000, "lookups made while swapping: " + lookups.get());
    }
}
