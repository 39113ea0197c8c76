package c4.protocol.client;

import c4.core.Echo;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;

/**
 * An engine's standard output, line by line (UTF-8; a line ends at {@code \n}, a {@code \r} before
 * it is dropped). A line longer than {@code maxChars} is a protocol error ({@link TooLong}): an
 * engine that floods us with one endless line cannot take the memory of the program reading it.
 */
final class EngineOutput {
    /** A line past the cap; {@link #start} is its first characters, for the message. */
    static final class TooLong extends IOException {
        private final String start;

        TooLong(String start) {
            super("line too long");
            this.start = start;
        }

        String start() {
            return start;
        }
    }

    private final Reader in;
    private final int maxChars;
    private final StringBuilder line = new StringBuilder();
    private final char[] chunk = new char[8192];
    private int next;
    private int end;

    EngineOutput(InputStream in, int maxChars) {
        assert maxChars > 0;
        this.in = new InputStreamReader(in, StandardCharsets.UTF_8);
        this.maxChars = maxChars;
    }

    /** The next line without its terminator, or null at the end of the output (a last line without {@code \n} counts). */
    String readLine() throws IOException {
        line.setLength(0);
        while (true) {
            if (next == end) {
                end = in.read(chunk);
                next = 0;
                if (end < 0) {
                    end = 0;
                    return line.isEmpty() ? null : finish();
                }
            }
            char c = chunk[next++];
            if (c == '\n') return finish();
            // the cap counts the \r of a \r\n too: it is kept until the line ends
            if (line.length() == maxChars + 1) throw tooLong();
            line.append(c);
        }
    }

    private String finish() throws TooLong {
        int n = line.length();
        if (n > 0 && line.charAt(n - 1) == '\r') line.setLength(--n);
        if (n > maxChars) throw tooLong();
        return line.toString();
    }

    /** Enough of the line for {@link Echo} to show its start and that it was cut. */
    private TooLong tooLong() {
        return new TooLong(line.substring(0, Math.min(line.length(), Echo.MAX_CHARS + 1)));
    }
}
