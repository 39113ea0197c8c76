package c4.protocol.server;

import c4.core.BoardSize;
import c4.core.Echo;
import c4.core.IllegalMoveException;
import c4.core.Notation;
import c4.core.Position;
import c4.core.WholeNumber;

/**
 * Parses {@code position startpos [moves M ...]}. A move token is a 1-based column number; a
 * token of several characters is read as packed moves ({@code 4453} = 4, 4, 5, 3), except on
 * boards 10 or more columns wide, where a number up to the width is one column (columns from 10
 * on are packed as letters a, b, ...). Every move is checked; on error nothing changes.
 */
final class PositionParser {
    private PositionParser() {}

    static Position parse(String[] tokens, BoardSize size) throws ProtocolException {
        if (tokens.length < 2) throw new ProtocolException("position: expected 'position startpos [moves ...]'");
        if (!tokens[1].equals("startpos")) {
            throw new ProtocolException(
                    "position: " + Echo.quote(tokens[1]) + " is not supported, only 'startpos [moves ...]'");
        }
        Position p = new Position(size);
        if (tokens.length == 2) return p;
        if (!tokens[2].equals("moves")) {
            throw new ProtocolException("position: expected 'moves' after startpos, got " + Echo.quote(tokens[2]));
        }
        int played = 0;
        for (int i = 3; i < tokens.length; i++) {
            String t = tokens[i];
            String packed;
            if (t.length() == 1) {
                packed = t;
            } else if (size.width >= 10
                    && WholeNumber.isDigits(t)
                    && t.length() <= 2
                    && Integer.parseInt(t) >= 1
                    && Integer.parseInt(t) <= size.width) {
                packed = String.valueOf(Notation.charOf(Integer.parseInt(t) - 1));
            } else {
                packed = t;
            }
            try {
                p.playAll(packed);
            } catch (IllegalMoveException e) {
                int at = played + e.moveIndex();
                throw new ProtocolException("position: move " + at + " (token " + Echo.quote(t) + "): " + e.problem());
            }
            played += packed.length();
        }
        return p;
    }
}
