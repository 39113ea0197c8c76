package c4.protocol;

import c4.core.Notation;

/**
 * The protocol's {@code info string} lines that carry results, both ways: the engine writes them
 * with the methods here and a GUI reads any engine's back with {@link #parse}.
 * <pre>
 *   info string column C score S                     analyze: column C (1-based) scores S
 *   info string exact score S [(weak: sign only)]    go solve: the root's exact score (weak: its sign)
 *   info string book | info string draw proven       where the answer came from, what is proven
 *   info string error: MESSAGE                       a refused command
 * </pre>
 */
public final class InfoString {
    public static final String PREFIX = "info string ";
    public static final String BOOK = "book";
    public static final String DRAW_PROVEN = "draw proven";
    private static final String WEAK = "(weak: sign only)";
    private static final String ERROR = "error:";

    private InfoString() {}

    /** What a line says. */
    public sealed interface Note permits Column, Exact, Remark, Error {}

    /** {@code analyze}'s score of a (0-based) column. */
    public record Column(int column, int score) implements Note {}

    /** The root's exact score; with {@code weak} only its sign means anything. */
    public record Exact(int score, boolean weak) implements Note {}

    /** {@link #BOOK} or {@link #DRAW_PROVEN}. */
    public record Remark(String text) implements Note {}

    /** The engine refused a command, saying why. */
    public record Error(String message) implements Note {}

    public static String column(int column, int score) {
        return PREFIX + "column " + Notation.token(column) + " score " + score;
    }

    public static String exactScore(int score, boolean weak) {
        return PREFIX + "exact score " + score + (weak ? " " + WEAK : "");
    }

    public static String remark(String text) {
        return PREFIX + text;
    }

    public static String error(String message) {
        return PREFIX + ERROR + " " + message;
    }

    /**
     * The note of one of the lines above, or null for any other line (other {@code info string}
     * text, malformed numbers). Tokens may be separated by any white space.
     */
    public static Note parse(String line) {
        String[] t = line.trim().split("\\s+");
        if (t.length < 3 || !t[0].equals("info") || !t[1].equals("string")) return null;
        if (t.length == 6 && t[2].equals("column") && t[4].equals("score")) {
            Integer column = number(t[3]);
            Integer score = number(t[5]);
            return column == null || column < 1 || score == null ? null : new Column(column - 1, score);
        }
        if (t[2].equals("exact") && t.length >= 5 && t[3].equals("score")) {
            Integer score = number(t[4]);
            String rest = String.join(" ", java.util.Arrays.copyOfRange(t, 5, t.length));
            if (score == null || !(rest.isEmpty() || rest.equals(WEAK))) return null;
            return new Exact(score, !rest.isEmpty());
        }
        String text = String.join(" ", java.util.Arrays.copyOfRange(t, 2, t.length));
        if (text.equals(BOOK) || text.equals(DRAW_PROVEN)) return new Remark(text);
        if (t[2].startsWith(ERROR)) {
            String after = line.trim()
                    .substring("info".length())
                    .trim()
                    .substring("string".length())
                    .trim();
            return new Error(after.substring(ERROR.length()).trim());
        }
        return null;
    }

    private static Integer number(String s) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
