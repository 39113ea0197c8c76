package c4.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import c4.core.Score;
import org.junit.jupiter.api.Test;

/** The log of stored keys that lets a sparsely used table be cleared cheaply. */
class TableAccessTest {
    private static final BoardSize SIZE = BoardSize.of(7, 6);

    /** Puts a made-up position of key {@code key} in the frame (its own mirror image). */
    private static void setPosition(Frame f, long key) {
        f.key = key;
        f.mirrorKey = key;
        f.current = key & 0xFFFF;
        f.mask = key >>> 16;
    }

    private static void store(TableAccess access, Frame f, long key) {
        setPosition(f, key);
        access.probeNode(f, 30);
        access.storeNode(f, -Score.UNIT, Score.UNIT, 0, TranspositionTable.DEPTH_EXACT, 1);
    }

    @Test
    void theLogIsCompleteUpToItsSizeAndClearingItForgetsTheStoredEntries() {
        TranspositionTable table = new TranspositionTable(1);
        TableAccess access = new TableAccess(table, SIZE);
        Frame f = new Frame(SIZE.width);
        for (int i = 1; i <= TableAccess.STORE_LOG; i++) store(access, f, i * 0x9E3779B97F4A7C15L);
        assertTrue(access.logComplete());
        assertEquals(TableAccess.STORE_LOG, access.storeCount());
        access.clearLogged();
        assertEquals(0, access.storeCount());
        for (int i = 1; i <= TableAccess.STORE_LOG; i++) {
            setPosition(f, i * 0x9E3779B97F4A7C15L);
            assertEquals(0, access.peek(f, 30), "entry " + i + " is gone");
        }
    }

    /** A thread that never clears (a book build, a long analysis) stores billions of entries: the count must not wrap round. */
    @Test
    void theCountStopsOnePastTheLogSoThatItCannotOverflow() {
        TableAccess access = new TableAccess(new TranspositionTable(1), SIZE);
        Frame f = new Frame(SIZE.width);
        for (int i = 1; i <= TableAccess.STORE_LOG + 1000; i++) store(access, f, i * 0x9E3779B97F4A7C15L);
        assertFalse(access.logComplete());
        assertEquals(TableAccess.STORE_LOG + 1, access.storeCount());
    }
}
