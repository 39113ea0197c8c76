package c4.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import c4.core.Position;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MatchCommandTest {
    @TempDir
    Path dir;

    private String run(String... args) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = new MatchCommand().run(args, new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void smallMatchCountsEveryGameAndRecordsReplayableMoves() throws Exception {
        Path record = dir.resolve("games.txt");
        String out = run("--games", "4", "--opening-plies", "3", "--size", "5x4", "--seed", "9",
                "--concurrency", "2", "--record", record.toString(), "minimax:depth=2", "alphabeta:depth=3");
        Matcher m = Pattern.compile("W/D/L (\\d+)/(\\d+)/(\\d+), score").matcher(out);
        assertTrue(m.find(), out);
        int w = Integer.parseInt(m.group(1));
        int d = Integer.parseInt(m.group(2));
        int l = Integer.parseInt(m.group(3));
        assertEquals(4, w + d + l, out);
        List<String> lines = Files.readAllLines(record);
        assertEquals(4, lines.size());
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
        e = assertThrows(UsageException.class, () -> run("--record", dir.resolve("no/such/f").toString(), "minimax", "alphabeta"));
        assertTrue(e.getMessage().contains("does not exist"), e.getMessage());
    }
}
