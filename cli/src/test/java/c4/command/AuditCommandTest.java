package c4.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import c4.core.Position;
import c4.options.CommandLines;
import c4.options.UsageException;
import c4.play.GameRecord;
import c4.search.Solver;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AuditCommandTest {
    @TempDir
    Path dir;

    private int status;

    private String audit(String... args) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        status = CommandLines.execute(
                new AuditCommand(),
                args,
                new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream()));
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aMissedBlockIsValueLosingAndTheWinnerIsAuditedToo() throws Exception {
        BoardSize size = BoardSize.of(5, 4);
        // X builds 1-2-3 on the bottom row; O (two stones in column 5) fails to block column 4 and X wins
        String moves = "1525314";
        Position beforeBlunder = Position.parse("15253", size);
        try (Solver solver = new Solver(size, 1, 4)) {
            assertEquals(0, solver.solve(beforeBlunder, true).score(), "O could still draw before its move");
        }
        Path record = dir.resolve("games.txt");
        Files.write(
                record,
                List.of(
                        "1 cmd:\"x y\":movetime=5 second - " + moves + " 1-0",
                        "2 first second - 152531 0-1 {X forfeits: nothing, a test}"));
        String out = audit(record.toString(), "--player", "second", "--size", "5x4", "--no-book", "--threads", "1");
        assertEquals(1, status, out);
        assertTrue(out.contains("game 1 ply 6: 15253, 1 turns a DRAW into a LOSS"), out);
        assertTrue(out.contains("game 2 ply 6: 15253, 1 turns a DRAW into a LOSS"), out);
        long flagged = out.lines().filter(l -> l.contains(" turns a ")).count();
        assertTrue(out.trim().endsWith("audit: second: 6 moves in 2 games checked, " + flagged + " value-losing"), out);
        out = audit(record.toString(), "--player", "cmd:\"x y\":movetime=5", "--size", "5x4", "--no-book");
        assertTrue(out.contains("audit: cmd:\"x y\":movetime=5: 4 moves in 1 game checked"), out);
        // a part of a spec, up to or from the space inside its quotes, is no player
        for (String part : new String[] {"cmd:\"x", "y\":movetime=5 second"}) {
            UsageException e = assertThrows(
                    UsageException.class,
                    () -> audit(record.toString(), "--player", part, "--size", "5x4", "--no-book"));
            assertTrue(e.getMessage().contains("plays in none of the 2 games"), e.getMessage());
        }
        for (String blank : new String[] {"", " "}) { // refused before the record is read
            UsageException e = assertThrows(
                    UsageException.class, () -> audit(dir.resolve("none.txt").toString(), "--player", blank));
            assertEquals(
                    "audit: --player needs a player spec as the record writes it, got '" + blank + "'", e.getMessage());
        }
    }

    /** What an audit ended by a signal says (AuditInterruptedTest sends one): the moves checked, and the value-losing. */
    @Test
    void anInterruptedAuditSaysHowManyMovesItChecked() {
        assertEquals("audit: interrupted after 0 of 1 move checked, 0 value-losing", AuditCommand.interrupted(0, 1, 0));
        assertEquals(
                "audit: interrupted after 12 of 30 moves checked, 2 value-losing", AuditCommand.interrupted(12, 30, 2));
    }

    /**
     * The moves checked are counted on a progress meter (stderr), of a total counted before the
     * first proof: the audited player's moves after the opening, in games it plays on either side.
     */
    @Test
    void theMovesCheckedAreCountedOnAProgressMeter() throws Exception {
        Path record = dir.resolve("games.txt");
        Files.write(
                record,
                List.of(
                        "# c4 match record: board 5x4",
                        "1 a b 1 525314 1-0", // a is X: after the opening 1, it plays 2, 3, 4 (3 moves)
                        "2 b a 1 525314 1-0", // a is O: 5, 5, 1 (3 moves)
                        "3 a a - 1525314 1-0")); // self-play: all 7 moves
        List<String> events = new java.util.ArrayList<>();
        AuditCommand command = new AuditCommand();
        command.meters = (label, total) -> {
            events.add("start " + label + " " + total);
            return new c4.perft.ProgressMeter() {
                @Override
                public void update(long done, String detail) {
                    events.add(done + " " + detail);
                }

                @Override
                public void finish() {
                    events.add("finish");
                }
            };
        };
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = CommandLines.execute(
                command,
                new String[] {record.toString(), "--player", "a", "--no-book", "--threads", "1"},
                new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream()));
        String text = out.toString(StandardCharsets.UTF_8);
        assertTrue(code == 0 || code == 1, text);
        assertTrue(text.contains("audit: a: 13 moves in 3 games checked, "), text);
        assertEquals("start audit 13", events.get(0), events.toString());
        assertEquals("finish", events.get(events.size() - 1), events.toString());
        List<String> updates = events.subList(1, events.size() - 1);
        assertEquals(13, updates.size(), events.toString());
        for (int i = 0; i < updates.size(); i++) {
            assertEquals(String.valueOf(i + 1), updates.get(i).split(" ")[0], "moves checked so far: " + events);
        }
        assertTrue(text.lines().allMatch(l -> l.startsWith("game ") || l.startsWith("audit: ")), "stdout: " + text);
    }

    @Test
    void badInputIsAUsageError() throws Exception {
        Path record = dir.resolve("bad.txt");
        String at = "audit: " + record + " line "; // a bad line is named by its file and line
        Files.write(record, List.of("1 a b - 1111111 1-0"));
        UsageException e = assertThrows(UsageException.class, () -> audit(record.toString(), "--player", "a"));
        assertTrue(e.getMessage().startsWith(at + "1: "), e.getMessage());
        Files.write(record, List.of("1 a b - 44"));
        e = assertThrows(UsageException.class, () -> audit(record.toString(), "--player", "a"));
        assertEquals(at + "1: no result (1-0, 0-1 or 1/2-1/2) found", e.getMessage());
        Files.write(record, List.of("1 a b - 44 1-0\u0001"));
        e = assertThrows(UsageException.class, () -> audit(record.toString(), "--player", "a"));
        assertEquals(at + "1: no result (1-0, 0-1 or 1/2-1/2) found", e.getMessage(), "not trimmed away");
        String notes = " not a forfeit's note ({X forfeits: REASON} or {O forfeits: REASON})";
        String[][] refused = {
            {"1 a b - 44 1/2-1/2 extra fields", at + "1: after the result 1/2-1/2 comes 'extra fields'," + notes},
            {
                "1 a b - 44 1-0 {O forfeits: crash} x",
                at + "1: after the result 1-0 comes '{O forfeits: crash} x'," + notes
            },
            // any other note would turn off the check of the result
            {"1 a b - 44 1-0 {a comment}", at + "1: after the result 1-0 comes '{a comment}'," + notes},
            {
                "1 a b 23 131313 1-0 {O forfeits: crash}",
                at + "1: its moves end in 0-1 on 7x6, but it records a forfeit, which ends only a game"
                        + " that is not over"
            },
            {
                "1 a 23 131313 0-1",
                at + "1: it has 5 fields up to its result, not the NUMBER FIRST SECOND OPENING MOVES"
                        + " RESULT of a game"
            },
            {"1 a b - 44 1-0 {X forfeits: timeout}", at + "1: its note says X forfeits, but it records 1-0"},
            {"1 a b - 44 1/2-1/2 {O forfeits: crash}", at + "1: its note says O forfeits, but it records 1/2-1/2"},
        };
        for (String[] bad : refused) {
            Files.write(record, List.of(bad[0]));
            e = assertThrows(UsageException.class, () -> audit(record.toString(), "--player", "a"));
            assertEquals(bad[1], e.getMessage());
        }
        Files.write(record, List.of("1 a b - 44 0-1 {X forfeits: timeout}", "", "1 a b - 43 0-1 {X forfeits: crash}"));
        e = assertThrows(UsageException.class, () -> audit(record.toString(), "--player", "a"));
        assertEquals(at + "3: game 1 again (line 1 is game 1)", e.getMessage());
        e = assertThrows(UsageException.class, () -> audit(record.toString()));
        assertEquals("audit: --player NAME is missing (see c4 audit --help)", e.getMessage());
        e = assertThrows(UsageException.class, () -> audit(dir.resolve("none").toString(), "--player", "a"));
        assertTrue(e.getMessage().endsWith("no such file"), e.getMessage());
    }

    /**
     * An engine's text that a forfeit's reason quotes (a result, braces) is never read as the
     * line's fields: the note starts at the first brace after a result, and a match writes braces
     * in a reason as parentheses.
     */
    @Test
    void aForfeitsReasonIsNeverReadAsFields() throws Exception {
        Path record = dir.resolve("quoted.txt");
        // written before reasons lost their braces: the quoted text ends like a game of its own
        Files.write(
                record,
                List.of("1 p q 23 - 0-1 {X forfeits: sent no 'bestmove' (last line: 'info string 23 1 0-1 {X forfeits:"
                        + " z')}"));
        String out = audit(record.toString(), "--player", "p", "--size", "5x4", "--no-book");
        assertEquals(0, status, out);
        assertTrue(out.endsWith("audit: p: 0 moves in 1 game checked, 0 value-losing\n"), out);
        GameRecord written = new GameRecord(1, "p", "q", "23", "", -1, "illegal move: sent 'bestmove }'");
        assertEquals("1 p q 23 - 0-1 {X forfeits: illegal move: sent 'bestmove )'}", written.line());
        Files.write(record, List.of(written.line()));
        out = audit(record.toString(), "--player", "q", "--size", "5x4", "--no-book");
        assertEquals(0, status, out);
    }

    /**
     * A record's board line (as match writes it) sets the board: a 5x4 record whose games all end
     * in a win reads the same on 7x6, so without it a missing --size audited the wrong board. A
     * --size that differs from it is refused.
     */
    @Test
    void theRecordsBoardLineSetsTheBoard() throws Exception {
        Path record = dir.resolve("5x4.txt");
        Files.write(record, List.of("# c4 match record: board 5x4", "1 P Q 23 131313 0-1"));
        String out = audit(record.toString(), "--player", "P", "--no-book");
        assertEquals(1, status, out);
        assertTrue(out.endsWith("audit: P: 3 moves in 1 game checked, 1 value-losing\n"), out);
        UsageException e = assertThrows(
                UsageException.class, () -> audit(record.toString(), "--player", "P", "--size", "7x6", "--no-book"));
        assertEquals("audit: --size 7x6, but " + record + " records games on 5x4 (line 1)", e.getMessage());
        Files.write(record, List.of("1 P Q 23 131313 0-1", "# c4 match record: board 5x4"));
        String at = "audit: " + record + " line ";
        e = assertThrows(UsageException.class, () -> audit(record.toString(), "--player", "P", "--no-book"));
        assertEquals(at + "2: a board line after games (one record a file)", e.getMessage());
    }

    /**
     * A line's result must be what its moves reach on the given board: a 4x4 record audited as 7x6
     * (--size left out) is refused, where it was audited as games that never ended.
     */
    @Test
    void aResultTheMovesDoNotReachIsABadRecord() throws Exception {
        Path record = dir.resolve("4x4.txt");
        Files.write(record, List.of("1 a b 22 12433323111444 1/2-1/2"));
        java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
        int status = c4.app.Main.run(
                new String[] {"audit", record.toString(), "--player", "b", "--no-book"},
                new PrintStream(new java.io.ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(2, status);
        assertEquals(
                "c4 audit: " + record
                        + " line 1: its moves do not end the game on 7x6, but it records 1/2-1/2 (is --size the "
                        + "board of the match?)\n",
                err.toString(StandardCharsets.UTF_8));
        int right = c4.app.Main.run(
                new String[] {"audit", record.toString(), "--player", "b", "--size", "4x4", "--no-book"},
                new PrintStream(new java.io.ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(new java.io.ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        assertTrue(right != 2, "the right board audits the game (0 or 1): " + right);
    }

    /**
     * Two games run together on one line (a newline lost) are refused: read from its end, the line
     * would be the second game under the first one's number, with the first game in its players.
     */
    @Test
    void twoGamesOnOneLineAreABadRecord() throws Exception {
        Path record = dir.resolve("merged.txt");
        String game = "a b 22 12433323111444 1/2-1/2";
        Files.write(record, List.of("1 " + game + " 2 " + game));
        java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
        int status = c4.app.Main.run(
                new String[] {"audit", record.toString(), "--player", "b", "--size", "4x4", "--no-book"},
                new PrintStream(new java.io.ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(2, status);
        assertEquals(
                "c4 audit: " + record
                        + " line 1: field 6 is a result (1/2-1/2) as well as its last, 1/2-1/2: two games on one line?\n",
                err.toString(StandardCharsets.UTF_8));
    }

    /** Status 1 means only "a move lost value": a record that cannot be read, or a player in no game, is status 2. */
    @Test
    void aBinaryOrDirectoryRecordOrAnAbsentPlayerIsStatus2() throws Exception {
        Path record = dir.resolve("games.txt");
        // games cut short by a forfeit: their moves need not end them
        Files.write(
                record,
                List.of(
                        "1 a b - 44 1-0 {O forfeits: no move in time}",
                        "2 b a - 44 0-1 {X forfeits: no move in time}"));
        Path binary = dir.resolve("binary.txt");
        Files.write(
                binary,
                ("1 a b - 44 1-0 {O forfeits: gone}\n\u00ff\u00fe\u0000\n").getBytes(StandardCharsets.ISO_8859_1));
        String[][] cases = {
            {binary.toString(), "a", "c4 audit: " + binary + " line 2: "},
            {dir.toString(), "a", "c4 audit: RECORD " + dir + ": is a directory"},
            {
                record.toString(),
                "c",
                "c4 audit: --player 'c' plays in none of the 2 games of " + record + " (their players: a b, b a)"
            },
        };
        for (String[] c : cases) {
            java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
            java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
            int status = c4.app.Main.run(
                    new String[] {"audit", c[0], "--player", c[1], "--size", "5x4", "--no-book"},
                    new PrintStream(out, true, StandardCharsets.UTF_8),
                    new PrintStream(err, true, StandardCharsets.UTF_8));
            String e = err.toString(StandardCharsets.UTF_8);
            assertEquals(2, status, c[0] + ": " + e);
            assertTrue(e.startsWith(c[2]) && e.indexOf('\n') == e.length() - 1, e);
            assertEquals("", out.toString(StandardCharsets.UTF_8), "nothing checked");
        }
    }

    /** As for solve: with ParallelGC at 768 MiB, --help's maximum is the range of a --hash beyond it (exit 2, nothing done). */
    @Tag("slow")
    @Test
    void aHashBeyondWhatTheHeapHoldsIsABadCommandLine() throws Exception {
        Path record = dir.resolve("games.txt");
        Files.write(record, List.of("1 first second - 1525314 1-0"));
        List<String> jvm = List.of("-Xmx768m", "-XX:+UseParallelGC");
        long max = SolveCommandOptionsTest.helpHashMaximum(
                MainProcess.run(jvm, "audit", "--help").out());
        MainProcess.Result beyond = MainProcess.run(
                jvm,
                "audit",
                record.toString(),
                "--player",
                "second",
                "--size",
                "5x4",
                "--hash",
                Long.toString(2 * max));
        assertEquals(2, beyond.status(), beyond.err());
        assertEquals("c4 audit: option --hash value " + 2 * max + " is out of range 1.." + max + "\n", beyond.err());
        assertEquals("", beyond.out());
        MainProcess.Result ok = MainProcess.run(
                jvm,
                "audit",
                record.toString(),
                "--player",
                "second",
                "--size",
                "5x4",
                "--threads",
                "1",
                "--no-book",
                "--hash",
                Long.toString(max));
        assertEquals(1, ok.status(), ok.err());
        assertTrue(ok.out().contains("audit: second: 3 moves in 1 game checked"), ok.out());
    }
}
