package c4.play;

/**
 * One finished game: its number (1-based), who played first (X) and second (O), the opening it
 * started from and the moves played after it (both in move notation), and the result from X's
 * view: 1 win, 0 draw, -1 loss.
 */
public record GameRecord(int number, String first, String second, String opening, String moves, int result) {
    /** {@code 1-0}, {@code 1/2-1/2} or {@code 0-1}. */
    public String resultText() {
        return result > 0 ? "1-0" : result < 0 ? "0-1" : "1/2-1/2";
    }

    /** The record file line: {@code NUMBER FIRST SECOND OPENING MOVES RESULT} ({@code -} for an empty opening). */
    public String line() {
        return number + " " + first + " " + second + " " + (opening.isEmpty() ? "-" : opening) + " "
                + (moves.isEmpty() ? "-" : moves) + " " + resultText();
    }
}
