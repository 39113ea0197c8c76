package c4.command;

import static c4.command.MatchCommandFixtures.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.play.MisbehavingEngine;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code c4 match} keeps an engine from game to game (told of each with {@code ucinewgame}), starts
 * a fresh one after a forfeit, and a fresh one for every game with {@code --restart}: counted in the
 * lines the engine logs ({@code uci} once per launch, the match's start check included).
 */
@Tag("slow")
class MatchEngineReuseTest {
    @TempDir
    Path dir;

    /** A match of the logging engine in {@code mode} against alpha-beta; the lines the engines read. */
    private List<String> match(String mode, int games, String... more) throws Exception {
        Path log = dir.resolve("lines.txt");
        List<String> args = new ArrayList<>(List.of("--games", Integer.toString(games), "--size", "5x4"));
        args.addAll(List.of(more));
        args.add(MisbehavingEngine.spec(mode + " 0 '" + log + "'", "movetime=50"));
        args.add("alphabeta:depth=2");
        String out = run(args.toArray(String[]::new));
        assertTrue(out.contains("forfeits: "), out);
        return Files.readAllLines(log);
    }

    private static long count(List<String> lines, String line) {
        return lines.stream().filter(line::equals).count();
    }

    @Test
    void anEnginePlaysGameAfterGameToldOfEachNewOne() throws Exception {
        List<String> lines = match("good", 4);
        assertEquals(2, count(lines, "uci"), "the start check, then one engine for the 4 games: " + lines);
        assertEquals(3, count(lines, "ucinewgame"), lines.toString());
    }

    @Test
    void eachTableKeepsItsOwnEngine() throws Exception {
        List<String> lines = match("good", 6, "--concurrency", "2");
        assertEquals(3, count(lines, "uci"), "the start check, then one engine per table: " + lines);
        assertEquals(4, count(lines, "ucinewgame"), lines.toString());
    }

    @Test
    void restartStartsAFreshEngineForEveryGame() throws Exception {
        List<String> lines = match("good", 3, "--restart");
        assertEquals(4, count(lines, "uci"), lines.toString());
        assertEquals(0, count(lines, "ucinewgame"), lines.toString());
    }

    /**
     * A match ended by a signal (here SIGTERM, which no shell ignores; Ctrl-C's SIGINT takes the
     * same path) ends its kept engines with every process they started, and records no game cut short.
     */
    @Test
    void aKilledMatchLeavesNoEngineProcessBehind() throws Exception {
        String sleep = Long.toString(800_000 + System.nanoTime() % 90_000); // a command line to look for
        Path out = dir.resolve("out.txt");
        Path record = dir.resolve("record.txt");
        Process match = MainProcess.start(
                out,
                dir.resolve("err.txt"),
                "match",
                "--games",
                "100000",
                "--size",
                "5x4",
                "--record",
                record.toString(),
                MisbehavingEngine.spec("orphan " + sleep, "movetime=50"),
                "alphabeta:depth=2");
        try {
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (!Files.readString(out).contains("game 2:")) { // the engine has played game after game
                assertTrue(System.nanoTime() < end && match.isAlive(), "no second game: " + Files.readString(out));
                Thread.sleep(50);
            }
            assertTrue(sleeps(sleep) > 0, "the engine's processes run");
            new ProcessBuilder("kill", "-TERM", Long.toString(match.pid()))
                    .start()
                    .waitFor();
            assertTrue(match.waitFor(30, TimeUnit.SECONDS));
            assertEquals(143, match.exitValue());
        } finally {
            match.destroyForcibly();
        }
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (sleeps(sleep) > 0 && System.nanoTime() < end) Thread.sleep(50);
        assertEquals(0, sleeps(sleep), "processes the engine started are left");
        List<String> games = MatchCommandFixtures.games(record, "5x4");
        long printed =
                Files.readString(out).lines().filter(l -> l.startsWith("game ")).count();
        assertEquals(printed, games.size(), "each game printed is recorded: " + games);
        assertTrue(games.stream().noneMatch(l -> l.contains("forfeits")), "no game cut short is recorded: " + games);
    }

    /** How many {@code sleep SECONDS} processes run. */
    private static long sleeps(String seconds) {
        return ProcessHandle.allProcesses()
                .filter(p -> p.info().commandLine().orElse("").endsWith("sleep " + seconds))
                .count();
    }

    @Test
    void anEngineThatForfeitedIsReplaced() throws Exception {
        List<String> lines = match("illegal", 2, "--timeout-margin", "30000");
        assertEquals(3, count(lines, "uci"), lines.toString());
        assertEquals(0, count(lines, "ucinewgame"), lines.toString());
    }
}
