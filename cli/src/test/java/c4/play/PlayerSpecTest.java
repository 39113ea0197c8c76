package c4.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import c4.reference.AlphaBeta;
import c4.reference.MoveOrder;
import c4.search.CentreEvaluation;
import c4.search.StaticEvaluation;
import java.util.List;
import org.junit.jupiter.api.Test;

class PlayerSpecTest {
    @Test
    void parsesBuiltInPlayers() {
        PlayerSpec m = PlayerSpec.parse("minimax:depth=6");
        assertEquals(PlayerSpec.Kind.MINIMAX, m.kind());
        assertEquals(6, m.depth());
        assertEquals(0, m.movetimeMs());
        PlayerSpec a = PlayerSpec.parse("alphabeta:movetime=100,depth=8,order=engine,variant=soft");
        assertEquals(PlayerSpec.Kind.ALPHABETA, a.kind());
        assertEquals(8, a.depth());
        assertEquals(100, a.movetimeMs());
        assertEquals(MoveOrder.ENGINE, a.order());
        assertEquals(AlphaBeta.Variant.FAIL_SOFT, a.variant());
        assertEquals(
                PlayerSpec.DEFAULT_MOVETIME_MS, PlayerSpec.parse("alphabeta").movetimeMs());
        assertEquals(
                PlayerSpec.Kind.ENGINE, PlayerSpec.parse("engine:movetime=100").kind());
        assertEquals(
                StaticEvaluation.INSTANCE, PlayerSpec.parse("alphabeta:depth=4").evaluator());
        assertEquals(
                CentreEvaluation.INSTANCE,
                PlayerSpec.parse("alphabeta:depth=4,eval=centre").evaluator());
        assertEquals(
                StaticEvaluation.INSTANCE, PlayerSpec.parse("minimax:eval=full").evaluator());
    }

    @Test
    void parsesExternalCommands() {
        PlayerSpec c = PlayerSpec.parse("cmd:\"scripts/c4 engine\"");
        assertEquals(List.of("scripts/c4", "engine"), c.command());
        assertEquals(PlayerSpec.DEFAULT_MOVETIME_MS, c.movetimeMs());
        PlayerSpec d = PlayerSpec.parse("cmd:\"java -cp 'a b' Main\":depth=3");
        assertEquals(List.of("java", "-cp", "a b", "Main"), d.command());
        assertEquals(3, d.depth());
        assertEquals(
                List.of("./my-engine", "--fast"),
                PlayerSpec.parse("cmd:./my-engine --fast").command());
    }

    @Test
    void errorsNameTheSpecAndTheProblem() {
        bad("random:depth=2", "unknown player kind 'random'");
        bad("minimax:deep=2", "unknown key 'deep'");
        bad("minimax:depth=x", "depth needs a whole number, got 'x'");
        bad("alphabeta:depth=0", "depth value 0 is out of range");
        bad("alphabeta:movetime=-5", "movetime value -5 is out of range");
        bad("alphabeta:depth", "option 'depth' is not KEY=VALUE");
        bad("minimax:variant=soft", "variant applies to alphabeta only");
        bad("alphabeta:order=random", "move order 'random'");
        bad("cmd:\"scripts/c4 engine", "no closing quote");
        bad("cmd:\"\"", "cmd needs a command");
        bad("cmd:\"'unterminated\"", "the command has a single quote that is not closed");
        bad("cmd:engine 'a b", "the command has a single quote that is not closed");
        bad(
                "cmd:scripts/c4 engine:movetime=100",
                "the command is not quoted, so ':movetime=100' would reach it as an argument;"
                        + " quote the command to give options, e.g. cmd:\"scripts/c4 engine\":movetime=100");
        bad("cmd:./engine:depth=3", "e.g. cmd:\"./engine\":depth=3");
        bad("engine:depth=3,movetime=10", "either depth or movetime");
        bad("minimax:depth=2,depth=3", "option 'depth' is given twice");
        bad("cmd:\"./engine\":movetime=5,movetime=5", "option 'movetime' is given twice");
        bad("alphabeta:eval=material", "eval 'material': expected full or centre");
        bad("engine:eval=centre", "eval applies to minimax and alphabeta only");
    }

    @Test
    void errorsEchoTheSpecShortAndEscaped() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> PlayerSpec.parse("mi\u0001ni\tmax"));
        assertEquals(
                "player 'mi\\u0001ni\\tmax': unknown player kind 'mi\\u0001ni\\tmax' (expected minimax, alphabeta,"
                        + " engine or cmd)",
                e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> PlayerSpec.parse("minimax:depth=3\u0001"));
        assertEquals(
                "player 'minimax:depth=3\\u0001': depth needs a whole number, got '3\\u0001'",
                e.getMessage(),
                "a control character is not trimmed away");
        e = assertThrows(IllegalArgumentException.class, () -> PlayerSpec.parse("\u0001alphabeta"));
        assertTrue(e.getMessage().startsWith("player '\\u0001alphabeta': unknown player kind"), e.getMessage());
        assertEquals(3, PlayerSpec.parse(" alphabeta:depth=3\t").depth(), "spaces and tabs around it go");
        String junk = "minimax:depth=" + "9".repeat(1_000_000);
        e = assertThrows(IllegalArgumentException.class, () -> PlayerSpec.parse(junk));
        assertTrue(e.getMessage().length() < 300, e.getMessage());
        assertTrue(
                e.getMessage()
                        .startsWith("player '" + junk.substring(0, 60) + "…': depth value " + "9".repeat(60)
                                + "… is out of range 1.."),
                e.getMessage());
    }

    /** Where the board is known, a depth beyond its cells is refused, naming the spec and the board. */
    @Test
    void aDepthBeyondTheBoardsCellsIsRefused() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> PlayerSpec.parse("alphabeta:depth=60", BoardSize.STANDARD));
        assertEquals(
                "player 'alphabeta:depth=60': depth value 60 is out of range 1..42: no search goes deeper than the 42"
                        + " cells of a 7x6 board",
                e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> PlayerSpec.parse("engine:depth=17", BoardSize.of(4, 4)));
        assertEquals(
                "player 'engine:depth=17': depth value 17 is out of range 1..16: no search goes deeper than the 16"
                        + " cells of a 4x4 board",
                e.getMessage());
        e = assertThrows(
                IllegalArgumentException.class,
                () -> PlayerSpec.parse("cmd:\"./engine\":depth=43", BoardSize.STANDARD));
        assertTrue(e.getMessage().startsWith("player 'cmd:\"./engine\":depth=43': depth value 43"), e.getMessage());
        assertEquals(
                42, PlayerSpec.parse("minimax:depth=42", BoardSize.STANDARD).depth(), "the cells themselves");
        assertEquals(
                16, PlayerSpec.parse("alphabeta:depth=16", BoardSize.of(4, 4)).depth());
        assertEquals(
                PlayerSpec.DEFAULT_MOVETIME_MS,
                PlayerSpec.parse("alphabeta", BoardSize.of(4, 4)).movetimeMs(),
                "no depth: nothing to check");
        assertEquals(60, PlayerSpec.parse("alphabeta:depth=60").depth(), "without a board, any board's limit");
        e = assertThrows(
                IllegalArgumentException.class, () -> PlayerSpec.parse("alphabeta:depth=65", BoardSize.STANDARD));
        assertTrue(e.getMessage().endsWith("depth value 65 is out of range 1..64"), e.getMessage());
    }

    private static void bad(String spec, String expected) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PlayerSpec.parse(spec));
        assertTrue(e.getMessage().startsWith("player '" + spec + "'"), e.getMessage());
        assertTrue(e.getMessage().contains(expected), e.getMessage());
    }
}
