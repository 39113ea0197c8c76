package c4.protocol.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class EngineOutputTest {
    private static EngineOutput output(String text, int max) {
        return new EngineOutput(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), max);
    }

    @Test
    void linesEndAtNewlineWithoutACarriageReturnAndTheLastNeedsNone() throws IOException {
        EngineOutput out = output("uciok\r\n\nbestmove 4\nlast", 100);
        assertEquals("uciok", out.readLine());
        assertEquals("", out.readLine());
        assertEquals("bestmove 4", out.readLine());
        assertEquals("last", out.readLine());
        assertNull(out.readLine());
    }

    @Test
    void aLineUpToTheCapIsReadAndALongerOneIsAnError() throws IOException {
        EngineOutput out = output("12345\n12345\r\n123456\nnext\n", 5);
        assertEquals("12345", out.readLine());
        assertEquals("12345", out.readLine(), "the \\r is not part of the line");
        assertEquals(
                "123456",
                assertThrows(EngineOutput.TooLong.class, out::readLine).start());
        EngineOutput endless = output("x".repeat(1000), 5);
        assertEquals(
                "x".repeat(6),
                assertThrows(EngineOutput.TooLong.class, endless::readLine).start(),
                "found before its end");
    }
}
