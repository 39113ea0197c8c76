package c4.command;

import c4.core.Echo;
import c4.core.Fields;
import c4.core.WholeNumber;
import c4.options.UsageException;

/**
 * One line of a match record: {@code NUMBER FIRST SECOND OPENING MOVES RESULT [...]}. Player
 * specs may contain spaces (a quoted command), so the line is read from both ends: the number
 * first, then the result (the first token from the end that is 1-0, 0-1 or 1/2-1/2), the moves
 * and the opening before it; what lies between the number and the opening is the two players.
 * After the result may come one note in braces, a forfeit's ({@code {X forfeits: REASON}}, of the
 * side the result says lost): that game may end before it is over.
 */
record RecordLine(int number, String players, String opening, String moves, String result, boolean forfeit) {
    static RecordLine parse(String line, int lineNumber) {
        String[] t = Fields.split(line);
        int r = -1;
        for (int i = t.length - 1; i >= 4 && r < 0; i--) {
            if (t[i].equals("1-0") || t[i].equals("0-1") || t[i].equals("1/2-1/2")) r = i;
        }
        if (r < 0)
            throw new UsageException("audit: record line " + lineNumber + ": no result (1-0, 0-1 or 1/2-1/2) found");
        int number;
        try {
            number = WholeNumber.parseInt("the game number", t[0], 1, Integer.MAX_VALUE);
        } catch (IllegalArgumentException e) {
            throw new UsageException("audit: record line " + lineNumber + ": " + e.getMessage());
        }
        StringBuilder players = new StringBuilder();
        for (int i = 1; i < r - 2; i++) players.append(i > 1 ? " " : "").append(t[i]);
        String opening = t[r - 2].equals("-") ? "" : t[r - 2];
        String moves = t[r - 1].equals("-") ? "" : t[r - 1];
        if (r < t.length - 1)
            checkForfeit(String.join(" ", java.util.Arrays.copyOfRange(t, r + 1, t.length)), t[r], lineNumber);
        return new RecordLine(number, players.toString(), opening, moves, t[r], r < t.length - 1); // {a forfeit}
    }

    /**
     * Refuses what follows the result {@code result} unless it is one note in braces, as a match
     * writes a forfeit's: {@code {X forfeits: REASON}} or {@code {O forfeits: REASON}}, which must
     * name the side the result says lost.
     */
    private static void checkForfeit(String note, String result, int lineNumber) {
        String where = "audit: record line " + lineNumber + ": ";
        if (!note.startsWith("{") || !note.endsWith("}") || note.indexOf('}') != note.length() - 1) {
            throw new UsageException(where + "after the result " + result + " comes " + Echo.quote(note)
                    + ", not one note in braces such as {X forfeits: REASON}");
        }
        boolean x = note.startsWith("{X forfeits: ");
        if ((x || note.startsWith("{O forfeits: ")) && !result.equals(x ? "0-1" : "1-0")) {
            throw new UsageException(
                    where + "its note says " + (x ? "X" : "O") + " forfeits, but it records " + result);
        }
    }
}
