package c4.command;

import static c4.command.MatchCommandFixtures.run;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.Position;
import c4.options.UsageException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code c4 match --record}: the record keeps every finished game, even of a killed match, and a file
 * that cannot be written or holds something else is refused or named.
 */
@Tag("slow")
class MatchRecordTest {
    @TempDir
    Path dir;

    /** A killed match keeps every game it finished, each line whole: lines are flushed as games end. */
    @Test
    void anInterruptedMatchKeepsTheGamesItPlayed() throws Exception {
        Path record = dir.resolve("killed.txt");
        List<String> command = List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m",
                "-cp",
                System.getProperty("java.class.path"),
                "c4.app.Main",
                "match",
                "--games",
                "100",
                "--record",
                record.toString(),
                "alphabeta:movetime=50",
                "alphabeta:movetime=50");
        Process p = new ProcessBuilder(command)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        try {
            long deadline = System.nanoTime() + 30_000_000_000L; // the whole match takes minutes
            while (lines(record) < 4 && p.isAlive() && System.nanoTime() < deadline) Thread.sleep(20);
            assertTrue(p.isAlive(), "the 100-game match ended (or failed) before it could be interrupted");
        } finally {
            p.destroyForcibly(); // kill -9: nothing runs at exit
            p.waitFor();
        }
        List<String> lines = MatchCommandFixtures.games(record, "7x6");
        assertTrue(lines.size() >= 3 && lines.size() < 100, "games played before the kill are in the record: " + lines);
        for (String line : lines) {
            String[] f = line.split(" ");
            assertEquals(6, f.length, line);
            Position end = Position.parse((f[3].equals("-") ? "" : f[3]) + f[4]);
            assertTrue(end.isGameOver(), "a whole game: " + line);
        }
        assertTrue(Files.readString(record).endsWith("\n"), "the last line is whole");
    }

    /** The refusal of a one-game match (4x4, depth 1) recorded into {@code record}. */
    private static UsageException refusedRecord(Path record) {
        return assertThrows(
                UsageException.class,
                () -> run(
                        "--games",
                        "1",
                        "--size",
                        "4x4",
                        "--record",
                        record.toString(),
                        "minimax:depth=1",
                        "alphabeta:depth=1"));
    }

    private static long lines(Path file) throws Exception {
        return Files.exists(file)
                ? Files.readString(file).chars().filter(c -> c == '\n').count()
                : 0;
    }

    /**
     * A record that fails to write (a full disk; here the file-size limit of the process) ends the
     * match with one line naming the file, as one that cannot be opened is named, and the games it
     * keeps; it keeps only whole lines: the part of the line that got in is cut off again.
     */
    @Test
    void aRecordThatFailsToWriteIsNamedAndKeepsWholeLines() throws Exception {
        Path record = dir.resolve("limited.txt");
        MainProcess.Result r = MainProcess.run(
                List.of("bash", "-c", "ulimit -f 1 && exec \"$@\" >/dev/null", "bash"), // 1 KiB a file
                List.of("-Xmx256m", "-XX:-UsePerfData"),
                "match",
                "--size",
                "5x4",
                "--games",
                "60",
                "--record",
                record.toString(),
                "minimax:depth=1",
                "minimax:depth=1");
        assertEquals(1, r.status(), r.err());
        java.util.regex.Matcher said = java.util.regex.Pattern.compile(
                        "c4 match: --record " + java.util.regex.Pattern.quote(record.toString())
                                + ": cannot be written \\(File too large\\); it keeps the ([0-9]+) games written"
                                + " before game ([0-9]+)\n")
                .matcher(r.err());
        assertTrue(said.matches(), r.err());
        String kept = Files.readString(record);
        assertTrue(kept.endsWith("\n") && kept.length() <= 1024, kept); // at most the limit
        String[] lines = kept.split("\n");
        assertEquals(RecordFile.BOARD_LINE + "5x4", lines[0]);
        for (int i = 1; i < lines.length; i++)
            RecordLine.parse(lines[i], "line " + (i + 1) + ": "); // each a whole game
        assertTrue(lines.length >= 3, kept);
        assertEquals(lines.length - 1, Integer.parseInt(said.group(1)), "the games it says the record keeps");
        assertEquals(lines.length, Integer.parseInt(said.group(2)), "one game at a time: the next one failed");
    }

    /** A record the match created but could not write its first line to (a full disk) is not left behind, empty. */
    @Test
    void aNewRecordThatCannotBeWrittenIsNotLeftBehind() throws Exception {
        Path record = dir.resolve("new.txt");
        MainProcess.Result r = MainProcess.run(
                MainProcess.NO_ROOM_IN_FILES,
                List.of("-Xmx256m", "-XX:-UsePerfData"),
                "match",
                "--size",
                "4x4",
                "--games",
                "1",
                "--record",
                record.toString(),
                "minimax:depth=1",
                "minimax:depth=1");
        assertEquals(2, r.status(), r.err());
        assertEquals("c4 match: --record " + record + ": cannot be written (File too large)\n", r.err());
        assertTrue(Files.notExists(record), "the empty file it created is removed");
    }

    /** A record that is a directory, or a file that cannot be written, ends the match before the first game with status 2. */
    @Test
    void aRecordThatCannotBeWrittenIsRefusedBeforeTheFirstGame() throws Exception {
        MainProcess.Result r = MainProcess.run(
                List.of("-Xmx256m"), "match", "--record", dir.toString(), "minimax:depth=1", "minimax:depth=1");
        assertEquals(2, r.status(), r.err());
        assertEquals("", r.out(), "no game is played");
        assertEquals("c4 match: --record " + dir + ": is a directory\n", r.err());

        Path f = Files.writeString(dir.resolve("readonly.txt"), "kept\n");
        Files.setPosixFilePermissions(f, java.nio.file.attribute.PosixFilePermissions.fromString("r--r--r--"));
        List<String> prefix = List.of();
        if (Files.isWritable(f)) {
            // permission bits do not stop root: the program runs as the unprivileged user nobody
            Files.setPosixFilePermissions(dir, java.nio.file.attribute.PosixFilePermissions.fromString("rwxr-xr-x"));
            prefix = MainProcess.asNobody(dir);
        }
        r = MainProcess.run(
                prefix,
                List.of("-Xmx256m"),
                "match",
                "--force",
                "--record",
                f.toString(),
                "minimax:depth=1",
                "minimax:depth=1");
        assertEquals(2, r.status(), r.err());
        assertEquals("", r.out(), "no game is played");
        assertTrue(r.err().startsWith("c4 match: --record " + f + ": no permission to write it\n"), r.err());
        assertEquals("kept\n", Files.readString(f));
    }

    /** A rerun with the record of a finished (or killed) match would lose its games: refused without --force. */
    @Test
    void aRecordThatHoldsGamesIsKeptUnlessForced() throws Exception {
        Path record = dir.resolve("games.txt");
        run("--games", "2", "--size", "4x4", "--record", record.toString(), "minimax:depth=1", "alphabeta:depth=1");
        List<String> first = Files.readAllLines(record);
        assertEquals(2, MatchCommandFixtures.games(record, "4x4").size());
        UsageException e = refusedRecord(record);
        assertEquals(
                "match: --record " + record
                        + ": already holds 2 games; give --force to replace it, or name another file",
                e.getMessage());
        assertEquals(first, Files.readAllLines(record), "kept");
        run(
                "--games",
                "1",
                "--size",
                "4x4",
                "--force",
                "--record",
                record.toString(),
                "minimax:depth=1",
                "alphabeta:depth=1");
        assertEquals(1, MatchCommandFixtures.games(record, "4x4").size(), "replaced");
        Path empty = Files.writeString(dir.resolve("empty.txt"), "");
        run("--games", "1", "--size", "4x4", "--record", empty.toString(), "minimax:depth=1", "alphabeta:depth=1");
        assertEquals(1, MatchCommandFixtures.games(empty, "4x4").size(), "an empty file holds no games to lose");
        // a match killed before its first game leaves the board line alone: nothing to lose either
        Path none = Files.writeString(dir.resolve("none.txt"), RecordFile.BOARD_LINE + "5x4\n");
        run("--games", "1", "--size", "4x4", "--record", none.toString(), "minimax:depth=1", "alphabeta:depth=1");
        assertEquals(1, MatchCommandFixtures.games(none, "4x4").size(), "a record of no games is replaced");
    }

    /**
     * A file that is not UTF-8 text (a book, a binary, Latin-1 notes) is not an empty record: it is
     * kept without --force; a pipe is refused at once rather than blocking the match.
     */
    @Test
    void aFileThatIsNotARecordIsKeptAndADeviceOrPipeRefused() throws Exception {
        byte[] latin1 = {'r', (byte) 0xe9, 's', 'u', 'm', (byte) 0xe9, '\n'};
        Path notes = Files.write(dir.resolve("notes.txt"), latin1);
        UsageException e = refusedRecord(notes);
        assertEquals(
                "match: --record " + notes + ": already holds 7 bytes that are not a match record; give --force to "
                        + "replace it, or name another file",
                e.getMessage());
        assertArrayEquals(latin1, Files.readAllBytes(notes), "kept");
        Path text = Files.writeString(dir.resolve("text.txt"), "hello world\n\n");
        UsageException notGames = refusedRecord(text);
        assertEquals(
                "match: --record " + text + ": already holds 1 line that is not a game record; give --force to "
                        + "replace it, or name another file",
                notGames.getMessage());
        assertEquals("hello world\n\n", Files.readString(text), "kept");
        Path pipe = dir.resolve("pipe");
        Process p = new ProcessBuilder("mkfifo", pipe.toString())
                .redirectErrorStream(true)
                .start();
        org.junit.jupiter.api.Assumptions.assumeTrue(p.waitFor() == 0, "no mkfifo here");
        UsageException f = refusedRecord(pipe);
        assertEquals(
                "match: --record " + pipe + ": is not a regular file (a device, a FIFO or a socket): only a regular"
                        + " file is written",
                f.getMessage());
        Path loop = Files.createSymbolicLink(dir.resolve("loop"), dir.resolve("loop"));
        String loopRefusal = refusedRecord(loop).getMessage();
        assertEquals("match: --record " + loop + ": too many levels of symbolic links", loopRefusal);
        Path device = Path.of("/dev/null");
        Path link = Files.createSymbolicLink(dir.resolve("null-link"), device);
        for (Path notRegular : new Path[] {device, link}) {
            assertTrue(refusedRecord(notRegular)
                    .getMessage()
                    .endsWith(": is not a regular file (a device, a FIFO or a"
                            + " socket): only a regular file is written"));
        }
    }
}
