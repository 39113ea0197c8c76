package c4.protocol.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import c4.core.BoardSize;
import c4.core.Position;
import org.junit.jupiter.api.Test;

class ClientLinesTest {
    @Test
    void aPositionIsOneTokenAMove() {
        assertEquals("position startpos", ClientLines.position(new Position(BoardSize.STANDARD)));
        assertEquals(
                "position startpos moves 4 4 5 3", ClientLines.position(Position.parse("4453", BoardSize.STANDARD)));
        Position wide = new Position(BoardSize.of(12, 4));
        wide.play(11);
        wide.play(0);
        assertEquals(
                "position startpos moves " + c4.core.Notation.token(11) + " 1",
                ClientLines.position(wide),
                "column 12 is one token");
    }

    @Test
    void anOptionThatWouldBreakItsLineIsRefused() {
        assertEquals("setoption name Hash value 64", ClientLines.setOption("Hash", "64"));
        assertEquals(
                "option text 'a\\nquit' has a control character",
                assertThrows(IllegalArgumentException.class, () -> ClientLines.setOption("BookFile", "a\nquit"))
                        .getMessage());
        assertThrows(IllegalArgumentException.class, () -> ClientLines.setOption("Ha\rsh", "1"));
    }
}
