package c4.protocol.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.search.TranspositionTable;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongFunction;
import org.junit.jupiter.api.Test;

/** setoption Hash when the heap runs short: the new table beside the old when both fit, and a usable table whatever fails. */
class HashResizeTest {
    private final List<Long> allocations = new ArrayList<>();

    /** Tables as asked, except that after the first one nothing above {@code laterLimit} MiB fits. */
    private LongFunction<TranspositionTable> heap(long laterLimit) {
        return megabytes -> {
            allocations.add(megabytes);
            if (allocations.size() > 1 && megabytes > laterLimit) throw new OutOfMemoryError("test heap is full");
            return new TranspositionTable(megabytes);
        };
    }

    @Test
    void theNewTableIsMadeBesideTheOldWhenBothFit() throws Exception {
        List<String> out = session(
                heap(Long.MAX_VALUE), "setoption name Hash value 8", "setoption name Hash value 16", "go depth 3");
        assertEquals(List.of(8L, 16L), allocations);
        assertTrue(out.stream().noneMatch(l -> l.startsWith("info string error")), out.toString());
        assertTrue(out.get(out.size() - 1).startsWith("bestmove "), out.toString());
    }

    @Test
    void whenNotEvenTheOldSizeFitsAgainASmallerTableIsKeptAndSaidSo() throws Exception {
        List<String> out =
                session(heap(4), "setoption name Hash value 8", "setoption name Hash value 16", "go depth 3");
        // 16 beside 8, 16 alone, 8 again, then its half
        assertEquals(List.of(8L, 16L, 16L, 8L, 4L), allocations);
        List<String> errors =
                out.stream().filter(l -> l.startsWith("info string error")).toList();
        assertEquals(
                List.of(
                        "info string error: setoption: option Hash: hash size 16 MB could not be allocated (test heap"
                                + " is full), nor the old 8 MB again after letting it go; raise the heap with C4_HEAP; keeping 4 MB"),
                errors);
        assertTrue(out.get(out.size() - 1).startsWith("bestmove "), "the next search runs: " + out);
    }

    @Test
    void whenOnlyTheNewSizeFailsTheOldSizeIsKept() throws Exception {
        List<String> out =
                session(heap(8), "setoption name Hash value 8", "setoption name Hash value 16", "go depth 3");
        assertEquals(List.of(8L, 16L, 16L, 8L), allocations);
        assertTrue(
                out.contains("info string error: setoption: option Hash: hash size 16 MB could not be allocated (test"
                        + " heap is full); raise the heap with C4_HEAP; keeping 8 MB"),
                out.toString());
        assertTrue(out.get(out.size() - 1).startsWith("bestmove "), out.toString());
    }

    /** Runs the commands, the last a search, and returns the output up to its bestmove. */
    private static List<String> session(LongFunction<TranspositionTable> heap, String... commands) throws Exception {
        PipedOutputStream input = new PipedOutputStream();
        PipedInputStream output = new PipedInputStream(1 << 16);
        Protocol protocol = new Protocol(
                new PipedInputStream(input),
                new PrintStream(new PipedOutputStream(output), true, StandardCharsets.UTF_8),
                new PrintStream(OutputStream.nullOutputStream()),
                new EngineSlot(heap));
        Thread loop = new Thread(() -> {
            try {
                protocol.run();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        loop.start();
        for (String c : commands) input.write((c + "\n").getBytes(StandardCharsets.UTF_8));
        input.flush();
        BufferedReader reader = new BufferedReader(new InputStreamReader(output, StandardCharsets.UTF_8));
        List<String> lines = new ArrayList<>();
        for (String line = reader.readLine(); line != null; line = reader.readLine()) {
            lines.add(line);
            if (line.startsWith("bestmove")) break;
        }
        input.write("quit\n".getBytes(StandardCharsets.UTF_8));
        input.close();
        loop.join(10_000);
        return lines;
    }
}
