package c4.protocol.server;

import c4.protocol.InfoString;
import java.io.PrintStream;
import java.util.List;

/** stdout of the protocol: whole lines only, flushed at once, safe to call from the search thread. */
final class ProtocolOutput {
    private final PrintStream out;

    ProtocolOutput(PrintStream out) {
        this.out = out;
    }

    synchronized void line(String text) {
        out.print(text);
        out.print('\n');
        out.flush();
    }

    /** Several lines together: no line of the search thread comes between them. */
    synchronized void lines(List<String> texts) {
        for (String text : texts) {
            out.print(text);
            out.print('\n');
        }
        out.flush();
    }

    /** The single error format: {@code info string error: <what and where>}. */
    void error(String message) {
        line(InfoString.error(message));
    }
}
