package c4.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A command whose standard output cannot be written (a full disk, as {@code > /dev/full}) says
 * so once and exits 1, instead of 0 with its results lost.
 */
class StandardOutputErrorsTest {
    /** Standard output on a full disk: every write fails. */
    private static final class FullDisk extends OutputStream {
        @Override
        public void write(int b) throws IOException {
            throw new IOException("No space left on device");
        }
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "solve --size 5x4 --no-book 4453",
                "perft 4",
                "perft --size 5x4 --positions 4",
                "positions --size 5x4 --ply 4 --count 3",
                "book info",
                "book probe ../engine/src/main/resources/c4/book/7x6.c4b 4453",
                "completion",
                "--help",
                "solve --help",
                "engine",
                "match --games 1 --size 4x4 minimax:depth=1 alphabeta:depth=1"
            })
    void aCommandThatCannotWriteItsResultsFails(String commandLine) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        byte[] input = "uci\nquit\n".getBytes(StandardCharsets.UTF_8); // for the engine
        String[] args = commandLine.equals("engine") ? new String[0] : commandLine.split(" ");
        int status = Main.run(
                args,
                new ByteArrayInputStream(input),
                new PrintStream(new FullDisk(), true),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        String said = err.toString(StandardCharsets.UTF_8);
        assertEquals(1, status, said);
        // a book subcommand's message names it
        String name = args.length == 0 ? "engine" : args[0].equals("book") ? "book " + args[1] : args[0];
        assertTrue(
                said.contains("c4 " + name + ": cannot write standard output (a full disk or a closed pipe?)\n"), said);
        assertEquals(1, said.split("cannot write standard output", -1).length - 1, "said once: " + said);
    }

    /** Standard error on a full disk: the summary is lost, so a solve that succeeded ends with 1; its results are out. */
    @Test
    void aCommandWhoseMessagesAreLostFails(@TempDir Path dir) throws IOException {
        Path positions = Files.writeString(dir.resolve("positions"), "4453\n44\n");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = Main.run(
                new String[] {"solve", "--size", "5x4", "--no-book", "--file", positions.toString()},
                new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new FullDisk(), true));
        assertEquals(1, status);
        assertEquals(2, out.toString(StandardCharsets.UTF_8).lines().count(), out.toString(StandardCharsets.UTF_8));
        // a failure keeps its own status
        status = Main.run(
                new String[] {"solve", "--size", "9x9", "4453"},
                new ByteArrayInputStream(new byte[0]),
                new PrintStream(new ByteArrayOutputStream(), true),
                new PrintStream(new FullDisk(), true));
        assertEquals(2, status);
    }
}
