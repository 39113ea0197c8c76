package c4.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import c4.core.Position;
import c4.reference.AlphaBeta;
import c4.reference.MoveOrder;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Drives real child processes through the protocol: a working fake engine and misbehaving ones. The
 * client's own cases (line cap, timeouts, the process tree) are in c4.protocol.client.EngineClientTest.
 */
@Tag("slow")
class ExternalPlayerTest {
    private static final BoardSize SMALL = BoardSize.of(5, 4);
    /** Short limits, so a test that waits for a timeout is quick. */
    private static final EngineTimeouts SHORT = new EngineTimeouts(2_000, 200);

    private static List<String> fakeEngine() {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return List.of(java, "-cp", System.getProperty("java.class.path"), FakeProtocolEngine.class.getName());
    }

    private static ExternalPlayer misbehaving(EngineTimeouts timeouts, String mode, String... args) {
        return new ExternalPlayer("bad", MisbehavingEngine.command(mode, args), SMALL, 0, 50, timeouts);
    }

    /** The reason of the failure {@code action} throws. */
    private static String failure(Runnable action) {
        return assertThrows(PlayerFailure.class, action::run).reason();
    }

    @Test
    void playsTheEnginesAnswerOnASmallBoard() {
        try (ExternalPlayer player = new ExternalPlayer("fake", fakeEngine(), SMALL, 3, 0, EngineTimeouts.DEFAULT)) {
            Position p = Position.parse("3322", SMALL);
            int expected = new AlphaBeta(AlphaBeta.Variant.FAIL_HARD, MoveOrder.COLUMN)
                    .search(p.copy(), 3)
                    .column();
            assertEquals(expected, player.choose(p).column());
            assertEquals("3322", p.moveString(), "the position is not changed");
            // a whole game against a built-in player ends with a legal record
            GameRecord r =
                    Game.play(1, new Position(SMALL), player, new SearchPlayer(PlayerSpec.parse("minimax:depth=2")));
            assertFalse(r.forfeited(), r.line());
            Position replay = Position.parse(r.moves(), SMALL);
            assertTrue(replay.isGameOver());
        }
    }

    @Test
    void aMissingProgramCannotStart() {
        ExternalPlayer player = new ExternalPlayer("nothing", List.of("/nonexistent/engine"), SMALL, 0, 10, SHORT);
        PlayerFailure e = assertThrows(PlayerFailure.class, player::start);
        assertEquals("cannot run '/nonexistent/engine': no such file", e.reason());
        assertEquals("player 'nothing': " + e.reason(), e.getMessage());
        player.close();
    }

    @Test
    void anEngineThatExitsAtOnceCannotStart() {
        try (ExternalPlayer player = misbehaving(SHORT, "exit")) {
            assertTrue(failure(player::start).startsWith("exited with status 3 "), "before or while we send uci");
        }
    }

    @Test
    void anEngineWithoutUciokCannotStart() {
        try (ExternalPlayer player = misbehaving(new EngineTimeouts(300, 200), "no-uciok")) {
            assertEquals(
                    "sent no 'uciok' within 300 ms of starting (last line: 'hello there')", failure(player::start));
        }
    }

    @Test
    void anAnswerThatIsNotALegalColumnIsAnIllegalMove() {
        try (ExternalPlayer player = misbehaving(SHORT, "illegal")) {
            assertEquals(
                    "illegal move: sent 'bestmove 9' (column 9 is off the 5x4 board)",
                    failure(() -> player.choose(new Position(SMALL))));
        }
        try (ExternalPlayer player = misbehaving(SHORT, "full")) {
            assertEquals(0, player.choose(new Position(SMALL)).column(), "column 1 while it has room");
            assertEquals(
                    "illegal move: sent 'bestmove 1' (column 1 is full)",
                    failure(() -> player.choose(Position.parse("1111", SMALL))));
        }
    }

    @Test
    void garbageInsteadOfBestmoveRunsOutOfTime() {
        try (ExternalPlayer player = misbehaving(SHORT, "garbage")) {
            assertEquals(
                    "sent no 'bestmove' within 250 ms (movetime 50 + margin 200) (last line: 'more junk')",
                    failure(() -> player.choose(new Position(SMALL))));
        }
    }

    @Test
    void anEngineThatExitsMidGameIsReportedAndTheFailureSticks() {
        try (ExternalPlayer player = misbehaving(SHORT, "crash", "1")) {
            assertEquals(0, player.choose(new Position(SMALL)).column());
            String reason = failure(() -> player.choose(Position.parse("12", SMALL)));
            assertEquals("exited with status 2 instead of sending 'bestmove'", reason);
            assertEquals(reason, failure(() -> player.choose(Position.parse("12", SMALL))), "no restart within a game");
        }
    }
}
