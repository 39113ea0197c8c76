package c4.gui;

import java.io.IOException;
import java.io.Reader;

/**
 * Reads an engine's output line by line, keeping at most {@code maxChars} of each line (the rest is
 * skipped), so an engine that floods one endless line cannot exhaust the server's memory.
 */
final class BoundedLineReader {
    private final Reader in;
    private final int maxChars;

    BoundedLineReader(Reader in, int maxChars) {
        this.in = in;
        this.maxChars = maxChars;
    }

    /** The next line without its terminator ({@code \n}, {@code \r\n}), or null at the end of the input. */
    String readLine() throws IOException {
        StringBuilder sb = new StringBuilder();
        int ch;
        boolean any = false;
        while ((ch = in.read()) >= 0) {
            any = true;
            if (ch == '\n') break;
            if (sb.length() < maxChars) sb.append((char) ch);
        }
        if (!any) return null;
        int last = sb.length() - 1;
        if (last >= 0 && sb.charAt(last) == '\r') sb.setLength(last);
        return sb.toString();
    }
}
