package c4.protocol.server;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/** The protocol's input as lines of at most {@link #MAX_CHARS} characters (read by one thread). */
final class ProtocolLines {
    /**
     * The longest line taken, in characters (docs/PROTOCOL.md): a longer one is dropped with an
     * error as it is read, so a flood without line ends cannot fill the memory. Far above any
     * real command (a position of 64 moves is about 160).
     */
    static final int MAX_CHARS = 65_536;
    /** Returned in place of a line longer than {@link #MAX_CHARS} (told apart by identity; blank to every other reader). */
    static final String TOO_LONG = new String("");

    private final BufferedReader in;

    ProtocolLines(InputStream in) {
        this.in = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    }

    /**
     * The next line without its end ({@code \n}, {@code \r\n} or {@code \r}, as
     * {@link BufferedReader#readLine}), {@link #TOO_LONG} for one over {@link #MAX_CHARS} (its
     * characters are read and dropped), null at the end of the input.
     */
    String next() throws IOException {
        StringBuilder line = new StringBuilder();
        boolean tooLong = false;
        int c;
        while ((c = in.read()) != -1 && c != '\n') {
            if (c == '\r') {
                in.mark(1);
                if (in.read() != '\n') in.reset();
                break;
            }
            if (line.length() < MAX_CHARS) line.append((char) c);
            else tooLong = true;
        }
        if (c == -1 && line.length() == 0 && !tooLong) return null;
        return tooLong ? TOO_LONG : line.toString();
    }
}
