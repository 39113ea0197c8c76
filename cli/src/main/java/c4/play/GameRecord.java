package c4.play;

/**
 * One finished game: its number (1-based), who played first (X) and second (O), the opening it
 * started from and the moves played after it (both in move notation), the result from X's view
 * (1 win, 0 draw, -1 loss) and, when a player lost by forfeit, why (one line, braces made
 * parentheses; null otherwise).
 * Invariant: a forfeit is never a draw; the player that forfeited is the loser.
 */
public record GameRecord(
        int number, String first, String second, String opening, String moves, int result, String forfeit) {
    public GameRecord {
        if (forfeit != null && result == 0) throw new IllegalArgumentException("a forfeit is not a draw");
        // the note in braces that carries it holds no braces, whatever an engine sent that it quotes
        if (forfeit != null) forfeit = forfeit.replace('{', '(').replace('}', ')');
    }

    /** A game that ended on the board. */
    public GameRecord(int number, String first, String second, String opening, String moves, int result) {
        this(number, first, second, opening, moves, result, null);
    }

    public boolean forfeited() {
        return forfeit != null;
    }

    /** {@code 1-0}, {@code 1/2-1/2} or {@code 0-1}. */
    public String resultText() {
        return result > 0 ? "1-0" : result < 0 ? "0-1" : "1/2-1/2";
    }

    /** {@code X forfeits: REASON} (O when O lost); only for a forfeit. */
    public String forfeitText() {
        return (result > 0 ? "O" : "X") + " forfeits: " + forfeit;
    }

    /**
     * The record file line: {@code NUMBER FIRST SECOND OPENING MOVES RESULT} ({@code -} for an
     * empty opening or no moves), and after a forfeit {@code {X forfeits: REASON}} (as PGN puts a
     * comment on the result): the first six fields are the same for every game.
     */
    public String line() {
        return number + " " + first + " " + second + " " + (opening.isEmpty() ? "-" : opening) + " "
                + (moves.isEmpty() ? "-" : moves) + " " + resultText()
                + (forfeit == null ? "" : " {" + forfeitText() + "}");
    }
}
