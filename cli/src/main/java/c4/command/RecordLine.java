package c4.command;

import c4.core.Echo;
import c4.core.Fields;
import c4.core.WholeNumber;
import c4.options.UsageException;

/**
 * One line of a match record: {@code NUMBER FIRST SECOND OPENING MOVES RESULT [NOTE]}. Player
 * specs may contain spaces (a command), so the line is read from both ends: the number first,
 * then the result (the last field, or the one before the note), the moves and the opening before
 * it; what lies between the number and the opening is the two players. The note, after the
 * result, is a forfeit's ({@code {X forfeits: REASON}}, of the side the result says lost): that
 * game may end before it is over. It starts at the first {@code " {"} that follows a result and
 * runs to the end of the line, so whatever an engine sent that its reason quotes (a result, braces)
 * is never taken for a field. A result among the players' fields is refused: two games that a
 * lost newline ran together would otherwise read as the second game under the first's number.
 */
record RecordLine(int number, String players, String opening, String moves, String result, boolean forfeit) {
    private static final String FIELDS = "NUMBER FIRST SECOND OPENING MOVES RESULT";
    private static final String NOTES = "({X forfeits: REASON} or {O forfeits: REASON})";

    /** Parses {@code line}; a bad one is a {@link UsageException} whose message starts with {@code where}. */
    static RecordLine parse(String line, String where) {
        String text = Fields.strip(line);
        int noteAt = text.endsWith("}") ? noteStart(text) : -1;
        String[] t = Fields.split(noteAt < 0 ? text : text.substring(0, noteAt));
        int r = t.length - 1;
        if (!isResult(t[r])) {
            int result = r - 1;
            while (result >= 0 && !isResult(t[result])) result--;
            if (result < 0) throw new UsageException(where + "no result (1-0, 0-1 or 1/2-1/2) found");
            throw new UsageException(where + "after the result " + t[result] + " comes "
                    + Echo.quote(Fields.after(text, result + 1)) + ", not a forfeit's note " + NOTES);
        }
        if (r < 5) {
            throw new UsageException(
                    where + "it has " + (r + 1) + " fields up to its result, not the " + FIELDS + " of a game");
        }
        for (int i = 1; i < r - 2; i++) { // a result among the players: a line that lost its newline
            if (isResult(t[i])) {
                throw new UsageException(where + "field " + (i + 1) + " is a result (" + t[i]
                        + ") as well as its last, " + t[r] + ": two games on one line?");
            }
        }
        int number;
        try {
            number = WholeNumber.parseInt("the game number", t[0], 1, Integer.MAX_VALUE);
        } catch (IllegalArgumentException e) {
            throw new UsageException(where + e.getMessage());
        }
        StringBuilder players = new StringBuilder();
        for (int i = 1; i < r - 2; i++) players.append(i > 1 ? " " : "").append(t[i]);
        String opening = t[r - 2].equals("-") ? "" : t[r - 2];
        String moves = t[r - 1].equals("-") ? "" : t[r - 1];
        if (noteAt >= 0) checkForfeit(text.substring(noteAt + 1), t[r], where);
        return new RecordLine(number, players.toString(), opening, moves, t[r], noteAt >= 0);
    }

    private static boolean isResult(String field) {
        return field.equals("1-0") || field.equals("0-1") || field.equals("1/2-1/2");
    }

    /** Where the note of {@code text} starts: its first {@code " {"} after a result field; -1 when none. */
    private static int noteStart(String text) {
        for (int i = text.indexOf(" {"); i >= 0; i = text.indexOf(" {", i + 1)) {
            String[] before = Fields.split(text.substring(0, i));
            if (isResult(before[before.length - 1])) return i;
        }
        return -1;
    }

    /**
     * Refuses a note after the result {@code result} unless it is a forfeit's, as a match writes
     * it: {@code {X forfeits: REASON}} or {@code {O forfeits: REASON}}, naming the side the result
     * says lost.
     */
    private static void checkForfeit(String note, String result, String where) {
        boolean x = note.startsWith("{X forfeits: ");
        if (!x && !note.startsWith("{O forfeits: ")) {
            throw new UsageException(where + "after the result " + result + " comes " + Echo.quote(note)
                    + ", not a forfeit's note " + NOTES);
        }
        if (!result.equals(x ? "0-1" : "1-0")) {
            throw new UsageException(
                    where + "its note says " + (x ? "X" : "O") + " forfeits, but it records " + result);
        }
    }
}
