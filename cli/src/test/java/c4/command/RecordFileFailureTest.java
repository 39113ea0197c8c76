package c4.command;

import static org.junit.jupiter.api.Assertions.assertEquals;

import c4.core.BoardSize;
import c4.play.GameRecord;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A record that failed to take a game takes none after it: with {@code --concurrency} games end
 * in any order, and one that ends after the failure must not land behind the missing game in a
 * record the failure said keeps only the games before it. The writes run in a process of their
 * own under a file-size limit of 1 KiB (a full disk), where a long line fails and a short one
 * would still fit.
 */
class RecordFileFailureTest {
    @TempDir
    Path dir;

    /** Game lines of the test's writes: a short one, one too long for the limit, a short one. */
    private static final List<GameRecord> GAMES = List.of(
            new GameRecord(1, "p", "q", "", "4453", 1),
            new GameRecord(2, "p", "q", "", "44", -1, "x".repeat(2_000)),
            new GameRecord(3, "p", "q", "", "43", 1));

    /** Writes {@link #GAMES} to the record {@code args[0]}, one line on stdout per game: "ok" or what failed. */
    public static void main(String[] args) throws Exception {
        try (RecordFile record = RecordFile.open(Path.of(args[0]), false, BoardSize.STANDARD)) {
            for (GameRecord game : GAMES) {
                try {
                    record.write(game);
                    System.out.println(game.number() + " ok");
                } catch (UncheckedIOException e) {
                    System.out.println(game.number() + " " + e.getMessage());
                }
            }
        }
    }

    @Test
    void aGameEndingAfterAFailedWriteIsNotAppended() throws Exception {
        Path file = dir.resolve("record.txt");
        MainProcess.Result r = MainProcess.run(
                List.of("bash", "-c", "ulimit -f 1 && exec \"$@\"", "bash"),
                List.of("-Xmx64m", "-XX:-UsePerfData"),
                RecordFileFailureTest.class,
                file.toString());
        assertEquals(0, r.status(), r.err());
        String failed = "--record " + file + ": cannot be written (File too large); it keeps the 1 game written before"
                + " game 2";
        assertEquals("1 ok\n2 " + failed + "\n3 " + failed + "\n", r.out());
        assertEquals(RecordFile.BOARD_LINE + "7x6\n" + GAMES.get(0).line() + "\n", Files.readString(file));
    }
}
