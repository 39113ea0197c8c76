package c4.protocol.client;

import c4.core.Echo;
import c4.core.Notation;
import c4.core.Position;

/** The command lines a client sends an engine, made so that each stays one line of the protocol. */
final class ClientLines {
    private ClientLines() {}

    /** {@code position startpos [moves C ...]}, one token per move, so boards of 10 or more columns work too. */
    static String position(Position p) {
        StringBuilder line = new StringBuilder("position startpos");
        if (p.moveCount() > 0) line.append(" moves");
        for (int i = 0; i < p.moveCount(); i++) line.append(' ').append(Notation.token(p.column(i)));
        return line.toString();
    }

    /** {@code setoption name NAME value VALUE}; a name or value that would break the line is refused. */
    static String setOption(String name, String value) {
        return "setoption name " + field(name) + " value " + field(value);
    }

    private static String field(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) < ' ')
                throw new IllegalArgumentException("option text " + Echo.quote(text) + " has a control character");
        }
        return text;
    }
}
