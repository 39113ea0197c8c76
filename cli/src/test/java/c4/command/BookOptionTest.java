package c4.command;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.book.build.BookBuilder;
import c4.book.build.BuildListener;
import c4.core.BoardSize;
import c4.options.Command;
import c4.options.CommandLines;
import c4.options.UsageException;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --book FILE} of solve and audit: a file that cannot be used is a bad input file (exit
 * 2, message naming it), never a silent fall back to no book; a pipe is refused without blocking.
 */
class BookOptionTest {
    private static final BoardSize SIZE = BoardSize.of(5, 4);

    @TempDir
    Path dir;

    private static void run(Command command, String... args) throws Exception {
        CommandLines.execute(
                command,
                args,
                new ByteArrayInputStream(new byte[0]),
                new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    }

    private static String refusal(Command command, String... args) {
        return assertTimeoutPreemptively(
                Duration.ofSeconds(20),
                () -> assertThrows(UsageException.class, () -> run(command, args))
                        .getMessage());
    }

    /** The unusable files, each with what its message must say. */
    private List<String[]> unusable() throws Exception {
        Path corrupt = dir.resolve("corrupt.c4b");
        byte[] bytes =
                new BookBuilder(SIZE, 3, 1, 4).build(BuildListener.NONE).book().toBytes();
        bytes[bytes.length - 1] ^= 1;
        Files.write(corrupt, bytes);
        Path other = dir.resolve("4x4.c4b");
        new BookBuilder(BoardSize.of(4, 4), 2, 1, 4)
                .build(BuildListener.NONE)
                .book()
                .write(other);
        Path missing = dir.resolve("missing.c4b");
        List<String[]> files = new java.util.ArrayList<>(List.of(
                new String[] {missing.toString(), "book " + missing + ": no such file"},
                new String[] {corrupt.toString(), "book " + corrupt + ": checksum mismatch"},
                new String[] {other.toString(), "book " + other + " is for 4x4 boards, not 5x4"},
                new String[] {dir.toString(), "book " + dir + ": is a directory"}));
        if (Files.exists(Path.of("/dev/zero"))) {
            files.add(new String[] {"/dev/zero", "book /dev/zero: not a regular file"});
        }
        Path pipe = dir.resolve("pipe");
        Process p = new ProcessBuilder("mkfifo", pipe.toString())
                .redirectErrorStream(true)
                .start();
        if (p.waitFor() == 0) files.add(new String[] {pipe.toString(), "book " + pipe + ": not a regular file"});
        else System.err.println("BookOptionTest: mkfifo failed; no named pipe tested");
        return files;
    }

    @Test
    void solveWithAnUnusableBookIsAnInputError() throws Exception {
        for (String[] f : unusable()) {
            String m =
                    refusal(new SolveCommand(), "--size", "5x4", "--threads", "1", "--hash", "4", "--book", f[0], "44");
            assertTrue(m.startsWith("solve: --book: " + f[1]), f[0] + " -> " + m);
        }
    }

    @Test
    void auditWithAnUnusableBookIsAnInputError() throws Exception {
        Path record = dir.resolve("games.txt");
        Files.write(record, List.of("1 first second - 1525314 1-0"));
        for (String[] f : unusable()) {
            String m = refusal(
                    new AuditCommand(),
                    record.toString(),
                    "--player",
                    "second",
                    "--size",
                    "5x4",
                    "--threads",
                    "1",
                    "--hash",
                    "4",
                    "--book",
                    f[0]);
            assertTrue(m.startsWith("audit: --book: " + f[1]), f[0] + " -> " + m);
        }
    }
}
