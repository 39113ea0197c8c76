package c4.protocol.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** How the protocol's input is cut into lines, before any command is read. */
class ProtocolLinesTest {
    private static ProtocolLines of(String input) {
        return new ProtocolLines(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)));
    }

    /** A UTF-8 writer may begin the stream with a byte-order mark: it is no part of the first command. */
    @Test
    void aByteOrderMarkBeforeTheFirstLineIsDropped() throws IOException {
        ProtocolLines lines = of("\uFEFFuci\r\n\uFEFFisready\n");
        assertEquals("uci", lines.next());
        assertEquals("\uFEFFisready", lines.next(), "only the stream's first character can be its mark");
        assertNull(lines.next());
    }

    @Test
    void everyLineEndIsOneEndAndTheLastLineNeedsNone() throws IOException {
        ProtocolLines lines = of("uci\risready\r\n\nquit");
        assertEquals("uci", lines.next());
        assertEquals("isready", lines.next());
        assertEquals("", lines.next());
        assertEquals("quit", lines.next());
        assertNull(lines.next());
        assertNull(of("").next(), "empty input: no line, not an empty one");
    }
}
