package c4.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.Echo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code c4 match} ended by a signal says so on stderr, in one line: how many games it finished
 * and, with {@code --record}, that the record keeps them. SIGTERM (what {@link Process#destroy}
 * sends), which no shell ignores; Ctrl-C's SIGINT takes the same path, the JVM's shutdown hooks.
 */
@Tag("slow")
class MatchInterruptedTest {
    private static final int GAMES = 1000; // far more than are played before the signal

    @TempDir
    Path dir;

    @Test
    void anInterruptedMatchSaysHowManyGamesItsRecordKeeps() throws Exception {
        Path record = dir.resolve("record.txt");
        Ended ended = interrupt(record);
        List<String> games = MatchCommandFixtures.games(record, "7x6");
        assertEquals(ended.printed, games.size(), "each game printed is recorded: " + games);
        assertTrue(games.stream().noneMatch(l -> l.contains("forfeits")), "no game cut short is recorded: " + games);
        assertEquals(
                "c4 match: interrupted after " + games.size() + " of " + GAMES + " games; --record "
                        + Echo.text(record.toString())
                        + " keeps the " + games.size() + " finished",
                ended.said);
    }

    @Test
    void withoutARecordItSaysHowManyWereNotFinished() throws Exception {
        Ended ended = interrupt(null);
        assertEquals(
                "c4 match: interrupted after " + ended.printed + " of " + GAMES + " games; the other "
                        + (GAMES - ended.printed) + " were not finished",
                ended.said);
    }

    /** What an interrupted match printed: its game lines, and its one line on stderr. */
    private record Ended(long printed, String said) {}

    /**
     * Starts a long match (7x6, alpha-beta at 50 ms a move against itself), recorded to
     * {@code record} unless that is null, sends it SIGTERM once a game is in the record (else on
     * standard output), and returns what it printed once it has ended with SIGTERM's status.
     */
    private Ended interrupt(Path record) throws Exception {
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        List<String> args = new ArrayList<>(List.of("match", "--games", Integer.toString(GAMES)));
        if (record != null) args.addAll(List.of("--record", record.toString()));
        args.addAll(List.of("alphabeta:movetime=50", "alphabeta:movetime=50"));
        Process match = MainProcess.start(out, err, args.toArray(String[]::new));
        MainProcess.terminateWhen(
                match, err, "no game ended", () -> record != null ? lines(record) >= 2 : lines(out) >= 1);
        long printed =
                Files.readString(out).lines().filter(l -> l.startsWith("game ")).count();
        assertTrue(printed >= 1 && printed < GAMES, "games printed: " + printed);
        List<String> said = Files.readAllLines(err);
        assertEquals(1, said.size(), "one line on stderr: " + said);
        return new Ended(printed, said.get(0));
    }

    /** The whole lines in {@code file} so far (0 while it is missing). */
    private static long lines(Path file) throws java.io.IOException {
        if (!Files.exists(file)) return 0;
        return Files.readString(file).chars().filter(c -> c == '\n').count();
    }
}
