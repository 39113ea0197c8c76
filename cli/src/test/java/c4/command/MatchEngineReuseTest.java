package c4.command;

import static c4.command.MatchCommandFixtures.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.play.MisbehavingEngine;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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

    @Test
    void anEngineThatForfeitedIsReplaced() throws Exception {
        List<String> lines = match("illegal", 2, "--timeout-margin", "30000");
        assertEquals(3, count(lines, "uci"), lines.toString());
        assertEquals(0, count(lines, "ucinewgame"), lines.toString());
    }
}
