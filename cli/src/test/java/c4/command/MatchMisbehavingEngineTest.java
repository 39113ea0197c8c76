package c4.command;

import static c4.command.MatchCommandFixtures.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.app.Main;
import c4.core.Echo;
import c4.options.UsageException;
import c4.play.EngineTimeouts;
import c4.play.MisbehavingEngine;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code c4 match} against misbehaving engines: an illegal move, junk, an exit or silence forfeits the game,
 * and an engine that cannot start ends the match before the first game.
 */
@Tag("slow")
class MatchMisbehavingEngineTest {
    /**
     * The margin of a match whose engine must forfeit on time: long enough that a loaded machine
     * still delivers the junk a garbage engine sends at once, short enough to keep the test quick.
     */
    private static final int TIMEOUT_MARGIN_MS = 1000;
    /**
     * The margin of a match whose engine must forfeit for another reason (an illegal move, an
     * exit): never reached, so a bash script slow to answer under load cannot forfeit on time.
     */
    private static final int AMPLE_MARGIN_MS = 30_000;

    @TempDir
    Path dir;

    /** A 2-game match of a misbehaving engine (PLAYER1) against alpha-beta; the record's lines. */
    private List<String> forfeitMatch(String mode, int marginMs, String... more) throws Exception {
        Path record = dir.resolve("forfeits.txt");
        List<String> args = new ArrayList<>(List.of(
                "--games",
                "2",
                "--size",
                "5x4",
                "--opening-plies",
                "0",
                "--timeout-margin",
                Integer.toString(marginMs),
                "--record",
                record.toString()));
        args.addAll(List.of(more));
        args.add(MisbehavingEngine.spec(mode, "movetime=50"));
        args.add("alphabeta:depth=2");
        String out = run(args.toArray(String[]::new));
        assertTrue(out.contains("W/D/L 0/0/2, score 0.0%"), out);
        assertTrue(
                out.contains("forfeits: " + MisbehavingEngine.spec(mode, "movetime=50") + " 2, alphabeta:depth=2 0\n"),
                out);
        assertTrue(out.contains(" {X forfeits: "), "game 1 is lost as X: " + out);
        assertTrue(out.contains(" {O forfeits: "), "game 2 as O: " + out);
        // with --concurrency 2 the games are written as they end, not always in order
        List<String> lines =
                MatchCommandFixtures.games(record, "5x4").stream().sorted().toList();
        assertEquals(2, lines.size());
        assertTrue(lines.get(0).matches("1 \\S+ .* 0-1 \\{X forfeits: .+}"), lines.get(0));
        assertTrue(lines.get(1).matches("2 alphabeta:depth=2 .* 1-0 \\{O forfeits: .+}"), lines.get(1));
        return lines;
    }

    /** The MOVES field of a record line (the player names may hold spaces: counted from the result). */
    private static String movesOf(String line) {
        Matcher m = Pattern.compile(" (\\S+) (1-0|0-1|1/2-1/2)( \\{.*})?$").matcher(line);
        assertTrue(m.find(), line);
        return m.group(1);
    }

    @Test
    void anIllegalMoveForfeits() throws Exception {
        for (String line : forfeitMatch("illegal", AMPLE_MARGIN_MS)) {
            assertTrue(
                    line.endsWith("forfeits: illegal move: sent 'bestmove 9' (column 9 is off the 5x4 board)}"), line);
        }
    }

    @Test
    void garbageInsteadOfAMoveForfeitsOnTime() throws Exception {
        for (String line : forfeitMatch("garbage", TIMEOUT_MARGIN_MS)) {
            assertTrue(
                    line.endsWith("forfeits: sent no 'bestmove' within 1050 ms (movetime 50 + margin 1000)"
                            + " (last line: 'more junk')}"),
                    line);
        }
    }

    @Test
    void anEngineThatExitsMidGameForfeitsAndIsRestartedForTheNextGame() throws Exception {
        List<String> lines = forfeitMatch("crash 2", AMPLE_MARGIN_MS);
        for (String line : lines) {
            assertTrue(line.endsWith("forfeits: exited with status 2 instead of sending 'bestmove'}"), line);
        }
        // both games have the engine's two moves: the second game ran a fresh process
        assertEquals(4, movesOf(lines.get(0)).length(), "X, O, X, O, then X fails: " + lines.get(0));
        assertEquals(5, movesOf(lines.get(1)).length(), "X, O, X, O, X, then O fails: " + lines.get(1));
    }

    @Test
    void aHungEngineForfeitsOnTimeAndLeavesNoProcessOrThreadBehind() throws Exception {
        String sleep = Long.toString(900_000 + System.nanoTime() % 90_000); // a command line to look for
        for (String line : forfeitMatch("silent " + sleep, TIMEOUT_MARGIN_MS, "--concurrency", "2")) {
            assertTrue(line.endsWith("forfeits: sent no 'bestmove' within 1050 ms (movetime 50 + margin 1000)}"), line);
        }
        List<String> left = ProcessHandle.allProcesses()
                .map(p -> p.info().commandLine().orElse(""))
                .filter(c -> c.contains("misbehaving-engine.sh silent " + sleep) || c.endsWith("sleep " + sleep))
                .toList();
        assertEquals(List.of(), left);
        assertTrue(Thread.getAllStackTraces().keySet().stream()
                .noneMatch(t ->
                        t.getName().startsWith("engine-reader ") && t.getName().contains(sleep)));
    }

    @Test
    void forfeitsOfTheSecondPlayerCountForTheFirst() throws Exception {
        String bad = MisbehavingEngine.spec("illegal", "movetime=50");
        String out = run(
                "--games",
                "4",
                "--size",
                "5x4",
                "--concurrency",
                "2",
                "--timeout-margin",
                Integer.toString(AMPLE_MARGIN_MS),
                "alphabeta:depth=2",
                bad);
        assertTrue(out.contains("W/D/L 4/0/0, score 100.0%"), out);
        assertTrue(out.contains("forfeits: alphabeta:depth=2 0, " + bad + " 4\n"), out);
        assertEquals(
                4,
                out.lines()
                        .filter(s -> s.startsWith("game ") && s.contains("forfeits: illegal move"))
                        .count(),
                out);
    }

    @Test
    void anEngineThatCannotStartEndsTheMatchBeforeTheFirstGame() {
        String exits = MisbehavingEngine.spec("exit", "movetime=50");
        UsageException e = assertThrows(UsageException.class, () -> run("alphabeta:depth=2", exits));
        assertTrue(
                e.getMessage()
                        .startsWith("match: PLAYER2 '" + Echo.text(exits) + "' cannot start: exited with status 3"),
                e.getMessage());
        e = assertThrows(UsageException.class, () -> run("cmd:/no/such/engine", "alphabeta:depth=2"));
        assertEquals(
                "match: PLAYER1 'cmd:/no/such/engine' cannot start: cannot run '/no/such/engine': no such file",
                e.getMessage());
        // through the entry point: exit status 2, one line on stderr, no game played
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(
                new String[] {"match", "cmd:/no/such/engine", "alphabeta:depth=2"},
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(2, status);
        assertEquals("c4 " + e.getMessage() + "\n", err.toString(StandardCharsets.UTF_8));
        assertEquals("", out.toString(StandardCharsets.UTF_8));
    }

    /** No uciok: the match ends when the start timeout (10 s, no option shortens it) runs out, before any game. */
    @Test
    void anEngineWithoutUciokEndsTheMatchBeforeTheFirstGame() {
        String mark = Long.toString(800_000 + System.nanoTime() % 90_000); // an argument to look for
        String mute = MisbehavingEngine.spec("no-uciok " + mark, "movetime=50");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(
                new String[] {"match", "--games", "2", "--size", "5x4", "alphabeta:depth=2", mute},
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(2, status);
        assertEquals(
                "c4 match: PLAYER2 '" + Echo.text(mute) + "' cannot start: sent no 'uciok' within "
                        + EngineTimeouts.DEFAULT_START_MS + " ms of starting (last line: 'hello there')\n",
                err.toString(StandardCharsets.UTF_8));
        assertEquals("", out.toString(StandardCharsets.UTF_8));
        assertEquals(
                List.of(),
                ProcessHandle.allProcesses()
                        .map(p -> p.info().commandLine().orElse(""))
                        .filter(c -> c.contains("misbehaving-engine.sh no-uciok " + mark))
                        .toList(),
                "the engine is killed");
    }
}
