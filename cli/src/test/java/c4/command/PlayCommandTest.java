package c4.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import c4.core.Notation;
import c4.core.Position;
import c4.core.Score;
import c4.options.CommandLines;
import c4.options.UsageException;
import c4.search.Solver;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Scripted games on stdin, run in process. */
class PlayCommandTest {
    private static String play(String input, String... args) throws Exception {
        return play(new ByteArrayOutputStream(), input, args);
    }

    /** The game's stdout; its stderr goes to {@code err}. */
    private static String play(ByteArrayOutputStream err, String input, String... args) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = CommandLines.execute(
                new PlayCommand(),
                args,
                new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void badEntriesAskAgainAndUndoTakesBackBothMoves() throws Exception {
        String out =
                play("x\n9\nundo\n4\nhint\nundo\n1\n1\n1\n1\n1\n1\n1\nquit\n", "--ai", "alphabeta", "--depth", "2");
        assertTrue(out.contains("'x' is not a column"), out);
        assertTrue(out.contains("Column 9 is off the board"), out);
        String big = play("2147483647\n99999999999\n-3\nquit\n", "--ai", "alphabeta", "--depth", "2");
        for (String n : new String[] {"2147483647", "99999999999", "-3"}) {
            assertTrue(big.contains("Column " + n + " is off the board: enter 1-7."), "any whole number: " + big);
        }
        assertTrue(out.contains("Nothing to undo"), out);
        assertTrue(out.contains("Hint: column "), out);
        assertTrue(out.contains("Took back your last move and my reply.\n"), out);
        // after the undo the board is empty again
        int undo = out.indexOf("Took back");
        assertTrue(out.startsWith("X to move, moves played: 0", out.indexOf("X to move", undo)), out);
        assertTrue(out.contains("Game over") || out.contains("Game abandoned after "), out);
    }

    /** On a board wider than 9 the board's letters name columns 10 and up, as they are shown. */
    @Test
    void aWideBoardsColumnsCanBeTypedAsTheBoardShowsThem() throws Exception {
        String out = play("a\nk\nquit\n", "--size", "10x5", "--first", "human", "--ai", "minimax", "--depth", "1");
        assertTrue(out.contains("Game abandoned after 2 moves: a"), out);
        assertTrue(out.contains("Column k is off the board: enter 1-10."), out);
        String ai = play(
                "quit\n",
                "--size",
                "10x5",
                "--first",
                "ai",
                "--random-first-move",
                "--seed",
                "4",
                "--ai",
                "minimax",
                "--depth",
                "1");
        assertTrue(ai.contains("I play 10 (a) (a random first move)."), ai);
    }

    @Test
    void aBadEntryIsEchoedShortAndEscaped() throws Exception {
        String out = play("4\u001b[2J\n" + "x".repeat(100_000) + "\nquit\n", "--ai", "alphabeta", "--depth", "2");
        assertTrue(out.contains("'4\\u001B[2J' is not a column"), out);
        assertTrue(out.contains("'" + "x".repeat(60) + "…' is not a column"), out);
        assertTrue(out.length() < 10_000, "the long entry is not echoed whole");
        out = play("4\u0001\nquit\n", "--ai", "alphabeta", "--depth", "2");
        assertTrue(out.contains("'4\\u0001' is not a column"), "a control character is not trimmed away: " + out);
    }

    @Test
    void aFullColumnAsksAgain() throws Exception {
        // 4x4: X stacks column 1; O must block its top, so the fourth "1" hits a full column
        String out = play("1\n1\n1\n1\nquit\n", "--ai", "alphabeta", "--depth", "2", "--size", "4x4");
        assertTrue(out.contains("Column 1 is full: choose another."), out);
        assertTrue(out.contains("Game abandoned after 6 moves: "), out);
    }

    @Test
    void aScriptedGameEndsWithItsResult() throws Exception {
        // on 5x4 the AI moves first with a random move; the human plays the columns in turn
        String moves = "1\n2\n3\n4\n5\n".repeat(8);
        String out = play(
                moves,
                "--ai",
                "alphabeta",
                "--depth",
                "6",
                "--size",
                "5x4",
                "--first",
                "ai",
                "--random-first-move",
                "--seed",
                "3");
        assertTrue(out.contains("(a random first move)"), out);
        int over = out.indexOf("Game over: ");
        assertTrue(over >= 0, out);
        String line = out.substring(over, out.indexOf('\n', over));
        String moveList = out.substring(out.indexOf("Moves: ") + 7).trim();
        Position end = Position.parse(moveList, BoardSize.of(5, 4));
        assertTrue(end.isGameOver(), moveList);
        // the AI is X (moves first): X won when O is to move
        String expected = end.isWon()
                ? (end.sideToMove() == 1 ? "Game over: I win." : "Game over: you win. Well played.")
                : "Game over: draw, the board is full.";
        assertEquals(expected, line);
        // every "I win in N" announcement is borne out: the AI wins
        if (out.contains("I win in ")) assertEquals("Game over: I win.", line);
    }

    @Test
    void theAiAnnouncesTheSolvedResultOnSmallBoards() throws Exception {
        // on 4x4 every position is solved after the AI moves, so each AI move that does not end
        // the game carries a verdict: the one the solver gives the human's position
        BoardSize size = BoardSize.of(4, 4);
        String out =
                play("2\n2\n2\n1\n1\n3\n3\n4\n4\n4\n4\n3\n1\n", "--ai", "alphabeta", "--depth", "8", "--size", "4x4");
        assertTrue(out.contains("Game over"), out);
        String moves = out.substring(out.indexOf("Moves: ") + 7).trim();
        List<String> verdicts = new ArrayList<>();
        for (String line : out.split("\n")) {
            if (line.startsWith("I win in ")
                    || line.equals("With best play this game is a draw.")
                    || line.equals("You can win with best play.")) {
                verdicts.add(line);
            }
        }
        List<String> expected = new ArrayList<>();
        try (Solver solver = new Solver(size, 1, 4)) {
            Position p = new Position(size);
            for (int i = 0; i < moves.length(); i++) {
                p.play(Notation.columnOf(moves.charAt(i)));
                if (i % 2 == 0 || p.isGameOver()) continue; // the human is X: the AI's moves are the odd ones
                int human = solver.solve(p, false).score();
                int n = -Score.mateIn(size, p.moveCount(), Score.ofExact(human));
                expected.add(
                        human < 0
                                ? "I win in " + n + (n == 1 ? " move." : " moves.")
                                : human == 0 ? "With best play this game is a draw." : "You can win with best play.");
            }
        }
        assertTrue(!expected.isEmpty(), out);
        assertEquals(expected, verdicts, out);
    }

    /** Each search of the AI is said on stderr (here not a terminal: a line each); stdout is the dialogue alone. */
    @Test
    void theAiSaysOnStderrThatItIsThinking() throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        // the AI moves first, then after each of the human's two moves: three searches
        String out = play(err, "1\n1\nquit\n", "--ai", "alphabeta", "--depth", "3", "--first", "ai");
        assertEquals("thinking (depth 3)...\n".repeat(3), err.toString(StandardCharsets.UTF_8));
        assertEquals(3, out.lines().filter(l -> l.startsWith("I play ")).count(), out);
        assertFalse(out.contains("thinking"), out);

        err.reset();
        play(err, "quit\n", "--ai", "minimax", "--movetime", "20", "--first", "ai", "--random-first-move");
        assertEquals("", err.toString(StandardCharsets.UTF_8), "a random move is no search");
        play(err, "1\nquit\n", "--ai", "minimax", "--movetime", "20", "--first", "ai", "--random-first-move");
        assertEquals("thinking (movetime 20 ms)...\n", err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void badOptionsAreRejected() {
        UsageException e = assertThrows(UsageException.class, () -> play("", "--ai", "random"));
        assertTrue(
                e.getMessage().contains("option --ai value 'random': expected one of minimax, alphabeta, engine"),
                e.getMessage());
        e = assertThrows(UsageException.class, () -> play("", "--first", "nobody"));
        assertTrue(
                e.getMessage().contains("option --first value 'nobody': expected one of human, ai, random"),
                e.getMessage());
        e = assertThrows(UsageException.class, () -> play("", "--size", "9x9"));
        assertTrue(e.getMessage().contains("does not fit"), e.getMessage());
    }

    /** A depth past the chosen board's cells is refused with the board's limit; up to it, a depth is searched. */
    @Test
    void aDepthBeyondTheBoardsCellsIsRefused() throws Exception {
        UsageException e = assertThrows(UsageException.class, () -> play("", "--depth", "43"));
        assertEquals(
                "play: option --depth value 43 is out of range 1..42: no search goes deeper than the 42 cells of a 7x6"
                        + " board",
                e.getMessage());
        e = assertThrows(UsageException.class, () -> play("", "--size", "4x4", "--ai", "engine", "--depth", "17"));
        assertEquals(
                "play: option --depth value 17 is out of range 1..16: no search goes deeper than the 16 cells of a 4x4"
                        + " board",
                e.getMessage());
        String out = play("quit\n", "--size", "4x4", "--depth", "16", "--first", "ai");
        assertTrue(out.contains("I play "), out);
    }
}
