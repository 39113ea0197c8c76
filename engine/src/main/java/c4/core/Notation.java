package c4.core;

/**
 * The move-string notation: the columns played, 1-based, one character each ({@code 4453} =
 * 4, 4, 5, 3), as in the field's benchmark files. Columns 10 and beyond (boards wider than 9)
 * are written as letters: {@code a} = 10, {@code b} = 11, ... (either case).
 */
public final class Notation {
    private Notation() {}

    /** The 0-based column for a notation character, or -1 if it is not a column character. */
    public static int columnOf(char ch) {
        if (ch >= '1' && ch <= '9') return ch - '1';
        if (ch >= 'a' && ch <= 'z') return ch - 'a' + 9;
        if (ch >= 'A' && ch <= 'Z') return ch - 'A' + 9;
        return -1;
    }

    /** The notation character for a 0-based column. */
    public static char charOf(int column) {
        return column < 9 ? (char) ('1' + column) : (char) ('a' + column - 9);
    }

    /** The 1-based column number as a protocol token ("4", "10"). */
    public static String token(int column) {
        return Integer.toString(column + 1);
    }
}
