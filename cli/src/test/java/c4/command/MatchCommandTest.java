package c4.command;

import static c4.command.MatchCommandFixtures.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import c4.core.Position;
import c4.options.UsageException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code c4 match}: the results it counts, its openings and the command lines it refuses. */
@Tag("slow")
class MatchCommandTest {
    @TempDir
    Path dir;

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
        List<String> lines = new ArrayList<>(MatchCommandFixtures.games(record, "5x4"));
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

    @Test
    void openingsAreNotAlreadyDecided() {
        for (Position p : MatchOpenings.random(BoardSize.of(4, 4), 7, 50, 3)) {
            assertEquals(7, p.moveCount());
            assertTrue(!p.isGameOver() && !p.canWinNow(), p.moveString());
        }
    }

    /** A transposition is one opening: 1-2-3 and 3-2-1 reach the same position. */
    @Test
    void allOpeningsHoldsEachPositionOnce() {
        BoardSize size = BoardSize.STANDARD;
        List<Position> all = MatchOpenings.all(size, 3);
        java.util.Set<Long> codes = new java.util.HashSet<>();
        for (Position p : all) {
            assertTrue(codes.add(p.code()), "twice: " + p.moveString());
            assertEquals(3, p.moveCount());
        }
        assertTrue(codes.contains(Position.parse("123", size).code()), "1-2-3 is an opening");
        assertEquals(
                Position.parse("123", size).code(), Position.parse("321", size).code());
        java.util.Set<Long> reached = new java.util.HashSet<>(); // every sequence of 3 moves, by brute force
        for (int s = 0; s < 343; s++)
            reached.add(Position.parse("" + (1 + s / 49) + (1 + s / 7 % 7) + (1 + s % 7), size)
                    .code());
        assertEquals(reached, codes, "no position of 3 stones left out (none is over or won at once)");
        assertTrue(all.size() < 343, all.size() + " openings");
    }

    @Test
    void badCommandLinesNameTheProblem() {
        UsageException e = assertThrows(UsageException.class, () -> run("minimax:depth=2"));
        assertTrue(e.getMessage().contains("expected two players, got 1"), e.getMessage());
        e = assertThrows(UsageException.class, () -> run("minimax:depth=2", "alphabet:depth=2"));
        assertTrue(e.getMessage().contains("player 'alphabet:depth=2': unknown player kind"), e.getMessage());
        e = assertThrows(UsageException.class, () -> run("--games", "0", "minimax", "alphabeta"));
        assertTrue(e.getMessage().contains("--games value 0 is out of range"), e.getMessage());
        Path missing = dir.resolve("no/such/f");
        e = assertThrows(UsageException.class, () -> run("--record", missing.toString(), "minimax", "alphabeta"));
        assertEquals("match: --record " + missing + ": no such directory " + missing.getParent(), e.getMessage());
    }

    /** A spec's depth is held to the cells of the match's board (--size), naming the spec. */
    @Test
    void aDepthBeyondTheBoardsCellsIsRefused() throws Exception {
        UsageException e = assertThrows(UsageException.class, () -> run("minimax:depth=2", "alphabeta:depth=60"));
        assertEquals(
                "match: player 'alphabeta:depth=60': depth value 60 is out of range 1..42: no search goes deeper than"
                        + " the 42 cells of a 7x6 board",
                e.getMessage());
        e = assertThrows(UsageException.class, () -> run("--size", "4x4", "engine:depth=17", "alphabeta:depth=1"));
        assertEquals(
                "match: player 'engine:depth=17': depth value 17 is out of range 1..16: no search goes deeper than"
                        + " the 16 cells of a 4x4 board",
                e.getMessage());
        String out = run("--games", "1", "--size", "4x3", "minimax:depth=1", "alphabeta:depth=12");
        assertTrue(out.contains("match: minimax:depth=1 vs alphabeta:depth=12, 1 game on 4x3"), out);
    }

    /** The line of a match ended by a signal (MatchInterruptedTest sends one): its counts in words. */
    @Test
    void anInterruptionCountsTheGamesInWords() {
        assertEquals(
                "match: interrupted after 1 of 2 games; the other one was not finished",
                MatchCommand.interrupted(1, 2, null));
        assertEquals(
                "match: interrupted after 0 of 1 game; --record r.txt holds no game",
                MatchCommand.interrupted(0, 1, "r.txt"));
        assertEquals(
                "match: interrupted after 1 of 3 games; --record r.txt keeps the 1 finished",
                MatchCommand.interrupted(1, 3, "r.txt"));
        assertEquals("match: interrupted after 2 of 2 games, before the summary", MatchCommand.interrupted(2, 2, null));
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
        List<String> lines = MatchCommandFixtures.games(record, "4x4");
        assertEquals(8, lines.size(), out);
        java.util.Map<String, Integer> perOpening = new java.util.TreeMap<>();
        for (String l : lines) perOpening.merge(l.split(" ")[3], 1, Integer::sum);
        assertEquals(java.util.Map.of("1", 2, "2", 2, "3", 2, "4", 2), perOpening);
        UsageException e = assertThrows(
                UsageException.class,
                () -> run("--all-openings", "--opening-plies", "6", "minimax:depth=1", "alphabeta:depth=1"));
        assertTrue(e.getMessage().contains("makes more than"), e.getMessage());
    }
}
