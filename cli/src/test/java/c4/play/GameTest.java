package c4.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import c4.core.Position;
import java.util.function.ToIntFunction;
import org.junit.jupiter.api.Test;

/** Games between scripted in-process players: every way a player can fail ends in a forfeit record. */
class GameTest {
    private static final BoardSize SMALL = BoardSize.of(5, 4);

    /** A player whose column comes from {@code move}; {@code startFailure} non-null makes start() fail. */
    private record Scripted(String name, ToIntFunction<Position> move, String startFailure) implements Player {
        Scripted(String name, ToIntFunction<Position> move) {
            this(name, move, null);
        }

        @Override
        public void start() {
            if (startFailure != null) throw new PlayerFailure(name, startFailure);
        }

        @Override
        public Choice choose(Position position) {
            return Choice.unscored(move.applyAsInt(position));
        }
    }

    /** The leftmost column with room. */
    private static int leftmost(Position p) {
        int c = 0;
        while (!p.canPlay(c)) c++;
        return c;
    }

    private static final Player LEFTMOST = new Scripted("leftmost", GameTest::leftmost);

    @Test
    void aGameOnTheBoardHasNoForfeit() {
        GameRecord r = Game.play(1, new Position(SMALL), LEFTMOST, new Scripted("second", p -> 4));
        assertFalse(r.forfeited());
        assertNull(r.forfeit());
        assertEquals("1111", r.moves().replace("5", ""), "X stacks column 1 and wins vertically");
        assertEquals(1, r.result());
        assertEquals("1 leftmost second - 1515151 1-0", r.line());
    }

    @Test
    void aColumnOffTheBoardForfeits() {
        GameRecord r = Game.play(2, Position.parse("3", SMALL), LEFTMOST, new Scripted("wild", p -> 8));
        assertEquals(1, r.result(), "O forfeits: X wins");
        assertEquals("", r.moves());
        assertEquals("illegal move: column 9 is off the 5x4 board", r.forfeit());
        assertEquals("2 leftmost wild 3 - 1-0 {O forfeits: illegal move: column 9 is off the 5x4 board}", r.line());
    }

    @Test
    void aFullColumnForfeits() {
        // the opening fills column 1 (X, O, X, O: no four); the next stone there is illegal
        Player stubborn = new Scripted("stubborn", p -> 0);
        GameRecord r = Game.play(3, Position.parse("12121", SMALL), LEFTMOST, stubborn);
        assertEquals("illegal move: column 1 is full", r.forfeit(), r.line());
        assertEquals(1, r.result());
        r = Game.play(3, Position.parse("1111", SMALL), stubborn, LEFTMOST);
        assertEquals(-1, r.result());
        assertEquals("", r.moves());
        assertEquals("3 stubborn leftmost 1111 - 0-1 {X forfeits: illegal move: column 1 is full}", r.line());
    }

    @Test
    void aFailureOrACrashInTheMiddleForfeits() {
        int[] calls = {0};
        Player failing = new Scripted("failing", p -> {
            if (++calls[0] == 3)
                throw new PlayerFailure("failing", "exited with status 2 instead of sending 'bestmove'");
            return leftmost(p);
        });
        GameRecord r = Game.play(4, new Position(SMALL), new Scripted("right", p -> 4), failing);
        assertEquals(1, r.result());
        assertEquals(5, r.moves().length(), "two moves each, then X's third, then O fails");
        assertEquals("O forfeits: exited with status 2 instead of sending 'bestmove'", r.forfeitText());

        Player buggy = new Scripted("buggy", p -> {
            throw new IllegalStateException("boom\nsecond line");
        });
        r = Game.play(5, new Position(SMALL), buggy, LEFTMOST);
        assertEquals(-1, r.result());
        assertEquals("crashed: IllegalStateException: boom\\nsecond line", r.forfeit(), "one line");
        Player deep = new Scripted("deep", p -> {
            throw new StackOverflowError();
        });
        assertEquals(
                "crashed: StackOverflowError",
                Game.play(6, new Position(SMALL), LEFTMOST, deep).forfeit());
    }

    @Test
    void aPlayerThatCannotStartForfeitsBeforeTheFirstMove() {
        boolean[] asked = {false};
        Player never = new Scripted(
                "never",
                p -> {
                    asked[0] = true;
                    return 0;
                },
                "cannot run 'nothing': not found on PATH");
        GameRecord r = Game.play(7, new Position(SMALL), LEFTMOST, never);
        assertEquals(1, r.result());
        assertEquals("", r.moves());
        assertFalse(asked[0]);
        assertTrue(r.line().endsWith(" - - 1-0 {O forfeits: cannot run 'nothing': not found on PATH}"), r.line());
    }
}
