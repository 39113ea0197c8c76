package c4.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class BoardRendererTest {
    @Test
    void drawsStonesSideToMoveAndMoveCount() {
        Position p = Position.parse("4453", BoardSize.of(5, 4));
        String expected = ""
                + "| . . . . . |\n"
                + "| . . . . . |\n"
                + "| . . . O . |\n"
                + "| . . O X X |\n"
                + "+-----------+\n"
                + "  1 2 3 4 5\n"
                + "X to move, moves played: 4\n";
        assertEquals(expected, BoardRenderer.render(p));
        p.play(0);
        assertTrue(p.toString().endsWith("O to move, moves played: 5\n"), p.toString());
    }

    @Test
    void namesTheWinnerAndADraw() {
        assertTrue(Position.parse("1212121").toString().endsWith("X has won, moves played: 7\n"));
        assertTrue(Position.parse("12323232", BoardSize.of(7, 6)).toString().endsWith("O has won, moves played: 8\n"));
        assertTrue(
                Position.parse("111", BoardSize.of(1, 3)).toString().endsWith("draw (board full), moves played: 3\n"));
    }
}
