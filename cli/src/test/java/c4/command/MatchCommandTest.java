package c4.command;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.app.Main;
import c4.core.BoardSize;
import c4.core.Echo;
import c4.core.Position;
import c4.options.CommandLines;
import c4.options.UsageException;
import c4.play.EngineTimeouts;
import c4.play.MisbehavingEngine;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@Tag("slow")
class MatchCommandTest {
    @TempDir
    Path dir;

    private String run(String... args) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = CommandLines.execute(
                new MatchCommand(),
                args,
                new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void smallMatchCountsEveryGameAndRecordsReplayableMoves() throws Exception {
        Path record = dir.resolve("games.txt");
        String out = run(
                "--games",
                "4",
                "--opening-plies",
                "3",
                "--size",
                "5x4",
                "--seed",
                "9",
                "--concurrency",
                "2",
                "--record",
                record.toString(),
                "minimax:depth=2",
                "alphabeta:depth=3");
        Matcher m = Pattern.compile("W/D/L (\\d+)/(\\d+)/(\\d+), score").matcher(out);
        assertTrue(m.find(), out);
        int w = Integer.parseInt(m.group(1));
        int d = Integer.parseInt(m.group(2));
        int l = Integer.parseInt(m.group(3));
        assertEquals(4, w + d + l, out);
        List<String> lines = new ArrayList<>(Files.readAllLines(record));
        assertEquals(4, lines.size());
        // written as games end: with concurrency 2 not always in number order
        lines.sort(java.util.Comparator.comparingInt(x -> Integer.parseInt(x.split(" ")[0])));
        int p1Wins = 0;
        int p1Losses = 0;
        for (int i = 0; i < 4; i++) {
            String[] f = lines.get(i).split(" ");
            assertEquals(6, f.length, lines.get(i));
            assertEquals(Integer.toString(i + 1), f[0]);
            boolean p1First = i % 2 == 0;
            assertEquals(p1First ? "minimax:depth=2" : "alphabeta:depth=3", f[1]);
            assertEquals(3, f[3].length(), "opening of 3 plies: " + lines.get(i));
            if (i % 2 == 1) assertEquals(lines.get(i - 1).split(" ")[3], f[3], "a pair shares its opening");
            Position end = Position.parse(f[3] + f[4], BoardSize.of(5, 4));
            assertTrue(end.isGameOver(), "the recorded game ends: " + lines.get(i));
            String result = end.isWon() ? (end.sideToMove() == 1 ? "1-0" : "0-1") : "1/2-1/2";
            assertEquals(result, f[5], lines.get(i));
            if (!result.equals("1/2-1/2")) {
                boolean firstWon = result.equals("1-0");
                if (firstWon == p1First) p1Wins++;
                else p1Losses++;
            }
        }
        assertEquals(p1Wins, w, out);
        assertEquals(p1Losses, l, out);
        assertEquals(4, out.lines().filter(s -> s.startsWith("game ")).count(), out);
    }

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
        List<String> lines = Files.readAllLines(record).stream().sorted().toList();
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
        assertEquals(e.getMessage() + "\n", err.toString(StandardCharsets.UTF_8));
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
                "match: PLAYER2 '" + Echo.text(mute) + "' cannot start: sent no 'uciok' within "
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

    @Test
    void openingsAreNotAlreadyDecided() {
        for (Position p : MatchCommand.openings(BoardSize.of(4, 4), 7, 50, 3)) {
            assertEquals(7, p.moveCount());
            assertTrue(!p.isGameOver() && !p.canWinNow(), p.moveString());
        }
    }

    @Test
    void badCommandLinesNameTheProblem() {
        UsageException e = assertThrows(UsageException.class, () -> run("minimax:depth=2"));
        assertTrue(e.getMessage().contains("expected two players, got 1"), e.getMessage());
        e = assertThrows(UsageException.class, () -> run("minimax:depth=2", "alphabet:depth=2"));
        assertTrue(e.getMessage().contains("player 'alphabet:depth=2': unknown player kind"), e.getMessage());
        e = assertThrows(UsageException.class, () -> run("--games", "0", "minimax", "alphabeta"));
        assertTrue(e.getMessage().contains("--games value 0 is out of range"), e.getMessage());
        e = assertThrows(
                UsageException.class,
                () -> run("--record", dir.resolve("no/such/f").toString(), "minimax", "alphabeta"));
        assertTrue(e.getMessage().contains("does not exist"), e.getMessage());
    }

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
            while (lines(record) < 3 && p.isAlive() && System.nanoTime() < deadline) Thread.sleep(20);
            assertTrue(p.isAlive(), "the 100-game match ended (or failed) before it could be interrupted");
        } finally {
            p.destroyForcibly(); // kill -9: nothing runs at exit
            p.waitFor();
        }
        List<String> lines = Files.readAllLines(record);
        assertTrue(lines.size() >= 3 && lines.size() < 100, "games played before the kill are in the record: " + lines);
        for (String line : lines) {
            String[] f = line.split(" ");
            assertEquals(6, f.length, line);
            Position end = Position.parse((f[3].equals("-") ? "" : f[3]) + f[4]);
            assertTrue(end.isGameOver(), "a whole game: " + line);
        }
        assertTrue(Files.readString(record).endsWith("\n"), "the last line is whole");
    }

    private static long lines(Path file) throws Exception {
        return Files.exists(file)
                ? Files.readString(file).chars().filter(c -> c == '\n').count()
                : 0;
    }

    /** A record that fails to write (a full disk) ends the match at once with one line naming the file and the game. */
    @Test
    void aRecordThatFailsToWriteIsNamed() throws Exception {
        Path full = Path.of("/dev/full");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isWritable(full), "Linux /dev/full");
        MainProcess.Result r = MainProcess.run(
                List.of("-Xmx256m"),
                "match",
                "--size",
                "5x4",
                "--record",
                full.toString(),
                "minimax:depth=1",
                "minimax:depth=1");
        assertEquals(1, r.status(), r.err());
        assertEquals("c4 match: --record /dev/full: could not write game 1 (No space left on device)\n", r.err());
    }

    /** A record that is a directory, or a file that cannot be written, ends the match before the first game with status 2. */
    @Test
    void aRecordThatCannotBeWrittenIsRefusedBeforeTheFirstGame() throws Exception {
        MainProcess.Result r = MainProcess.run(
                List.of("-Xmx256m"), "match", "--record", dir.toString(), "minimax:depth=1", "minimax:depth=1");
        assertEquals(2, r.status(), r.err());
        assertEquals("", r.out(), "no game is played");
        assertEquals("match: --record " + dir + ": is a directory\n", r.err());

        Path f = Files.writeString(dir.resolve("readonly.txt"), "kept\n");
        Files.setPosixFilePermissions(f, java.nio.file.attribute.PosixFilePermissions.fromString("r--r--r--"));
        List<String> prefix = List.of();
        if (Files.isWritable(f)) {
            // permission bits do not stop root: the program runs as the unprivileged user nobody
            Path runuser = java.util.stream.Stream.of("/usr/sbin/runuser", "/sbin/runuser", "/usr/bin/runuser")
                    .map(Path::of)
                    .filter(Files::isExecutable)
                    .findFirst()
                    .orElse(null);
            org.junit.jupiter.api.Assumptions.assumeTrue(runuser != null, "root, and no runuser");
            prefix = List.of(runuser.toString(), "-u", "nobody", "--");
            Files.setPosixFilePermissions(dir, java.nio.file.attribute.PosixFilePermissions.fromString("rwxr-xr-x"));
            Process probe =
                    new ProcessBuilder(runuser.toString(), "-u", "nobody", "--", "test", "-r", f.toString()).start();
            org.junit.jupiter.api.Assumptions.assumeTrue(probe.waitFor() == 0, "user nobody cannot reach " + dir);
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
        assertTrue(r.err().startsWith("match: --record " + f + ": cannot be written (AccessDeniedException"), r.err());
        assertEquals("kept\n", Files.readString(f));
    }

    @Test
    void allOpeningsPlaysEachOpeningTwiceWithColoursSwapped() throws Exception {
        Path record = dir.resolve("all.txt");
        String out = run(
                "--all-openings",
                "--opening-plies",
                "1",
                "--size",
                "4x4",
                "--record",
                record.toString(),
                "minimax:depth=1",
                "alphabeta:depth=2");
        List<String> lines = Files.readAllLines(record);
        assertEquals(8, lines.size(), out);
        java.util.Map<String, Integer> perOpening = new java.util.TreeMap<>();
        for (String l : lines) perOpening.merge(l.split(" ")[3], 1, Integer::sum);
        assertEquals(java.util.Map.of("1", 2, "2", 2, "3", 2, "4", 2), perOpening);
        UsageException e = assertThrows(
                UsageException.class,
                () -> run("--all-openings", "--opening-plies", "6", "minimax:depth=1", "alphabeta:depth=1"));
        assertTrue(e.getMessage().contains("makes more than"), e.getMessage());
    }

    /** A rerun with the record of a finished (or killed) match would lose its games: refused without --force. */
    @Test
    void aRecordThatHoldsGamesIsKeptUnlessForced() throws Exception {
        Path record = dir.resolve("games.txt");
        run("--games", "2", "--size", "4x4", "--record", record.toString(), "minimax:depth=1", "alphabeta:depth=1");
        List<String> first = Files.readAllLines(record);
        assertEquals(2, first.size());
        UsageException e = assertThrows(
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
        assertEquals(1, Files.readAllLines(record).size(), "replaced");
        Path empty = Files.writeString(dir.resolve("empty.txt"), "");
        run("--games", "1", "--size", "4x4", "--record", empty.toString(), "minimax:depth=1", "alphabeta:depth=1");
        assertEquals(1, Files.readAllLines(empty).size(), "an empty file holds no games to lose");
    }

    /**
     * A file that is not UTF-8 text (a book, a binary, Latin-1 notes) is not an empty record: it is
     * kept without --force; a pipe is refused at once rather than blocking the match.
     */
    @Test
    void aFileThatIsNotARecordIsKeptAndAPipeRefused() throws Exception {
        byte[] latin1 = {'r', (byte) 0xe9, 's', 'u', 'm', (byte) 0xe9, '\n'};
        Path notes = Files.write(dir.resolve("notes.txt"), latin1);
        UsageException e = assertThrows(
                UsageException.class,
                () -> run(
                        "--games",
                        "1",
                        "--size",
                        "4x4",
                        "--record",
                        notes.toString(),
                        "minimax:depth=1",
                        "minimax:depth=1"));
        assertEquals(
                "match: --record " + notes + ": already holds 7 bytes that are not a match record; give --force to "
                        + "replace it, or name another file",
                e.getMessage());
        assertArrayEquals(latin1, Files.readAllBytes(notes), "kept");
        Path pipe = dir.resolve("pipe");
        Process p = new ProcessBuilder("mkfifo", pipe.toString())
                .redirectErrorStream(true)
                .start();
        org.junit.jupiter.api.Assumptions.assumeTrue(p.waitFor() == 0, "no mkfifo here");
        UsageException f = assertThrows(
                UsageException.class,
                () -> run(
                        "--games",
                        "1",
                        "--size",
                        "4x4",
                        "--record",
                        pipe.toString(),
                        "minimax:depth=1",
                        "minimax:depth=1"));
        assertEquals("match: --record " + pipe + ": is a named pipe, never written as a record", f.getMessage());
    }
}
