package c4.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import c4.book.Book;
import c4.core.BoardSize;
import c4.options.CommandLines;
import c4.options.UsageException;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Runs of {@code c4 book} and the small books they build, shared by the tests of its subcommands. */
final class BookCommandFixtures {
    /** The board of the books the tests build. */
    static final BoardSize SIZE = BoardSize.of(5, 4);

    private BookCommandFixtures() {}

    /** What a run printed and returned. */
    record Run(int status, String out, String err) {}

    static Run run(String... args) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = CommandLines.execute(
                new BookCommand(),
                args,
                System.in,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    static String usageError(String... args) {
        return assertThrows(UsageException.class, () -> run(args)).getMessage();
    }

    /** A 5x4 book of {@code depth} built by {@code book build} into {@code dir}. */
    static Path build(Path dir, int depth) throws Exception {
        return buildInto(dir.resolve("b" + depth + ".c4b"), depth);
    }

    /** A 5x4 book of {@code depth} built into {@code file} on 2 threads, with the {@code extra} options. */
    static Path buildInto(Path file, int depth, String... extra) throws Exception {
        List<String> args = new ArrayList<>(List.of("build", "--size", "5x4", "--depth", Integer.toString(depth)));
        args.addAll(List.of(extra));
        args.addAll(List.of("--threads", "2", "--hash", "4", "--out", file.toString()));
        Run r = run(args.toArray(String[]::new));
        assertEquals(0, r.status(), r.err());
        return file;
    }

    static int countMoves(Book book) {
        int n = 0;
        for (int i = 0; i < book.entries(); i++) if (book.moveAt(i) != Book.NO_MOVE) n++;
        return n;
    }

    /**
     * A copy in {@code dir} of {@code book}'s file with entries {@code i} and {@code i + 1} swapped and a
     * checksum that matches (the 24-byte header's checksum is over the rest of the file).
     */
    static Path withEntriesSwapped(Path dir, Book book, int i) throws Exception {
        byte[] bytes = book.toBytes();
        int entry = (bytes.length - 24) / book.entries();
        int at = 24 + i * entry;
        byte[] first = java.util.Arrays.copyOfRange(bytes, at, at + entry);
        System.arraycopy(bytes, at + entry, bytes, at, entry);
        System.arraycopy(first, 0, bytes, at + entry, entry);
        java.util.zip.CRC32C crc = new java.util.zip.CRC32C();
        crc.update(bytes, 0, 20);
        crc.update(bytes, 24, bytes.length - 24);
        java.nio.ByteBuffer.wrap(bytes, 20, 4).putInt((int) crc.getValue());
        Path swapped = dir.resolve("swapped-" + i + ".c4b");
        Files.write(swapped, bytes);
        return swapped;
    }
}
