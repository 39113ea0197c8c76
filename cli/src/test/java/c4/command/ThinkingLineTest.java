package c4.command;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The line {@code play} shows on stderr while its AI searches. */
class ThinkingLineTest {
    @Test
    void itNamesTheSearchsBudget() {
        assertEquals("thinking (depth 10)...", ThinkingLine.text(10, 0));
        assertEquals("thinking (movetime 500 ms)...", ThinkingLine.text(0, 500));
        assertEquals("thinking (depth 8, movetime 100 ms)...", ThinkingLine.text(8, 100));
    }

    /** On a terminal the line is drawn without a newline and erased once the move is chosen. */
    @Test
    void onATerminalItIsErasedWhenTheSearchEnds() {
        assertEquals("thinking (depth 10)...\r\u001b[K", shown(true));
        assertEquals("thinking (depth 10)...\n", shown(false), "a log keeps a line");
    }

    private static String shown(boolean terminal) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ThinkingLine line = new ThinkingLine(new PrintStream(bytes, true, StandardCharsets.UTF_8), 10, 0, terminal);
        line.begin();
        line.end();
        return bytes.toString(StandardCharsets.UTF_8);
    }
}
