package c4.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import c4.core.Position;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code c4 audit} ended by a signal says so on stderr, in one line: the moves it checked, and
 * how many of them (each printed) were value-losing; it prints no summary then. SIGTERM (what
 * {@link Process#destroy} sends); Ctrl-C's SIGINT takes the same path, the JVM's shutdown hooks.
 */
@Tag("slow")
class AuditInterruptedTest {
    /** 34 moves on 7x6 that win nothing: after 30 of them, a position the solver proves at once. */
    private static final String LATE = "6434264212523616773171534145343715";

    @TempDir
    Path dir;

    @Test
    void anInterruptedAuditSaysHowManyMovesItChecked() throws Exception {
        Position end = Position.parse(LATE, BoardSize.STANDARD);
        assertTrue(!end.isWon() && !end.isFull(), "not over: a forfeit ends it");
        Path record = dir.resolve("games.txt");
        Files.write(
                record,
                List.of(
                        "# c4 match record: board 7x6",
                        // a (X) plays plies 31 and 33: proved in moments
                        "1 a b " + LATE.substring(0, 30) + " " + LATE.substring(30) + " 0-1 {X forfeits: a test}",
                        // then the empty board (a plays ply 1), which the solver takes minutes to prove without the
                        // book
                        "2 a b - 44 0-1 {X forfeits: a test}"));
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Process p = MainProcess.start(
                out, err, "audit", record.toString(), "--player", "a", "--no-book", "--threads", "1", "--hash", "16");
        // the long solve's report: the first game's moves are checked, the empty board's proof is under way
        MainProcess.terminateWhen(
                p, err, "no long solve", () -> Files.readString(err).contains("audit: '-' running"));
        List<String> printed = Files.readAllLines(out);
        assertTrue(printed.stream().allMatch(l -> l.startsWith("game 1 ply ")), "no summary: " + printed);
        List<String> said = Files.readAllLines(err);
        assertEquals(
                "c4 audit: interrupted after 2 of 3 moves checked, " + printed.size() + " value-losing",
                said.get(said.size() - 1),
                said.toString());
        assertEquals(1, said.stream().filter(l -> l.startsWith("c4 ")).count(), "one line of its own: " + said);
    }
}
