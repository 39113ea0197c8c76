package c4.protocol.server;

import c4.core.Fields;
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
    /** How much of a line longer than {@link #MAX_CHARS} is kept, to name it and its command in the error. */
    static final int HEAD_CHARS = 200;
    /**
     * Starts the stand-in for a line longer than {@link #MAX_CHARS}: a low surrogate, which no
     * line decoded from UTF-8 can start with (it follows a high one), so no line sent is taken
     * for it. Its first field is never a command (a {@code stop} there is dropped with the line).
     */
    private static final char TOO_LONG = '\uDFFF';

    /** U+FEFF, which a GUI's UTF-8 writer may put before its first line (.NET's does). */
    private static final char BYTE_ORDER_MARK = '\uFEFF';

    private final BufferedReader in;
    /** No line read yet: a byte-order mark here is the stream's, not part of a command. */
    private boolean atStart = true;

    ProtocolLines(InputStream in) {
        this.in = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    }

    /**
     * The next line without its end ({@code \n}, {@code \r\n} or {@code \r}, as
     * {@link BufferedReader#readLine}; a byte-order mark before the first is dropped), a stand-in
     * for one over {@link #MAX_CHARS} (its characters past the first {@link #HEAD_CHARS} are read
     * and dropped; see {@link #tooLongHead}), null at the end of the input.
     */
    String next() throws IOException {
        StringBuilder line = new StringBuilder();
        boolean tooLong = false;
        int c;
        if (atStart) {
            atStart = false;
            in.mark(1);
            if (in.read() != BYTE_ORDER_MARK) in.reset();
        }
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
        if (!tooLong) return line.toString();
        String head = Fields.strip(line.substring(0, Math.min(line.length(), 2 * HEAD_CHARS)));
        return TOO_LONG + head.substring(0, Math.min(head.length(), HEAD_CHARS));
    }

    /**
     * The start of the line that {@code line} stands in for when {@link #next} returned it for a
     * line longer than {@link #MAX_CHARS} (separators before it dropped, at most {@link
     * #HEAD_CHARS} characters); null for a line as sent.
     */
    static String tooLongHead(String line) {
        return !line.isEmpty() && line.charAt(0) == TOO_LONG ? line.substring(1) : null;
    }
}
