package c4.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import c4.core.Position;
import c4.reference.AlphaBeta;
import c4.reference.MoveOrder;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Drives a real child process through the protocol. */
class ExternalPlayerTest {
    private static List<String> fakeEngine() {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return List.of(java, "-cp", System.getProperty("java.class.path"), FakeProtocolEngine.class.getName());
    }

    @Test
    void playsTheEnginesAnswerOnASmallBoard() {
        BoardSize size = BoardSize.of(5, 4);
        try (ExternalPlayer player = new ExternalPlayer("fake", fakeEngine(), size, 3, 0)) {
            Position p = Position.parse("3322", size);
            int expected = new AlphaBeta(AlphaBeta.Variant.FAIL_HARD, MoveOrder.COLUMN).search(p.copy(), 3).column();
            assertEquals(expected, player.choose(p).column());
            assertEquals("3322", p.moveString(), "the position is not changed");
            // a whole game against a built-in player ends with a legal record
            GameRecord r = Game.play(1, new Position(size), player, new SearchPlayer(PlayerSpec.parse("minimax:depth=2")));
            Position replay = Position.parse(r.moves(), size);
            assertTrue(replay.isGameOver());
        }
    }

    @Test
    void aMissingProgramIsReportedByName() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> new ExternalPlayer("nothing", List.of("/nonexistent/engine"), BoardSize.STANDARD, 0, 10));
        assertTrue(e.getMessage().contains("/nonexistent/engine"), e.getMessage());
    }

    @Test
    void anEngineThatExitsIsReported() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> new ExternalPlayer("true", List.of("true"), BoardSize.STANDARD, 0, 10));
        assertTrue(e.getMessage().contains("while we waited for 'uciok'"), e.getMessage());
    }
}
