package c4.protocol;

import c4.core.Echo;
import c4.core.Fields;
import c4.core.Position;
import c4.core.WholeNumber;

/**
 * An engine's {@code bestmove C [ponder C2]}, read against the position it searched: {@code column}
 * is 0-based and legal there, or {@link #NO_MOVE} for {@code bestmove (none)} (the engine could not
 * search, docs/PROTOCOL.md); {@code ponder} is the reply it expects, legal after the move, or
 * {@link #NO_MOVE}. The one parser of the line on the client side.
 */
public record Bestmove(int column, int ponder) {
    public static final int NO_MOVE = -1;

    /** Whether the engine answered {@code bestmove (none)}. */
    public boolean isNone() {
        return column == NO_MOVE;
    }

    /**
     * Reads a line whose first field is {@code bestmove}. A move that is not a legal column of
     * {@code searched} is an {@link IllegalArgumentException} saying why; a ponder move that is not
     * legal after it is dropped (it is only a hint). Fields after the ponder move are ignored.
     */
    public static Bestmove parse(String line, Position searched) {
        String[] t = Fields.split(line);
        assert t[0].equals("bestmove") : line;
        if (t.length < 2) throw new IllegalArgumentException("no move");
        if (t[1].equals("(none)")) return new Bestmove(NO_MOVE, NO_MOVE);
        Integer column = column(t[1]);
        if (column == null) throw new IllegalArgumentException(Echo.quote(t[1]) + " is not a column number");
        String problem = problem(searched, column);
        if (problem != null) throw new IllegalArgumentException(problem);
        int ponder = NO_MOVE;
        if (t.length >= 4 && t[2].equals("ponder")) {
            Integer reply = column(t[3]);
            Position after = searched.copy();
            after.play(column);
            if (reply != null && problem(after, reply) == null) ponder = reply;
        }
        return new Bestmove(column, ponder);
    }

    /** Why {@code column} (0-based) cannot be played in {@code p}, or null when it can. */
    public static String problem(Position p, int column) {
        if (column < 0 || column >= p.size().width)
            return "column " + (column + 1) + " is off the " + p.size() + " board";
        if (p.isGameOver()) return "the game is over";
        if (!p.canPlay(column)) return "column " + (column + 1) + " is full";
        return null;
    }

    /** The 0-based column of a protocol token (1-based ASCII digits), possibly off the board; null when it is no such number. */
    private static Integer column(String token) {
        if (!WholeNumber.isDigits(token) || token.length() > 9) return null; // 9 digits fit an int
        return Integer.parseInt(token) - 1;
    }
}
