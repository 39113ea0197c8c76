package c4.core;

import java.util.regex.Pattern;

/**
 * Fields of a line of user input (command lines, entries, protocol commands, files): separated
 * by spaces and tabs, and nothing else is dropped. A control character stays in its field, where
 * the parser reports it, escaped by {@link Echo} ({@link String#trim} would drop those below
 * U+0020 silently, {@link String#strip} some of them).
 */
public final class Fields {
    private static final Pattern SEPARATORS = Pattern.compile("[ \t]+");

    private Fields() {}

    /** {@code text} without leading and trailing spaces and tabs. */
    public static String strip(String text) {
        int start = 0;
        int end = text.length();
        while (start < end && isSeparator(text.charAt(start))) start++;
        while (end > start && isSeparator(text.charAt(end - 1))) end--;
        return text.substring(start, end);
    }

    /** The fields of {@code line}; a blank line is one empty field. */
    public static String[] split(String line) {
        return SEPARATORS.split(strip(line));
    }

    /**
     * What follows the first {@code n} fields of {@code line}, as it was written: the separators
     * around it dropped, those inside kept (a value that is the rest of a line, such as a file
     * name with two spaces in it). Empty when the line has no more fields.
     */
    public static String after(String line, int n) {
        assert n >= 0 : n;
        String s = strip(line);
        int i = 0;
        for (int field = 0; field < n && i < s.length(); field++) {
            while (i < s.length() && !isSeparator(s.charAt(i))) i++;
            while (i < s.length() && isSeparator(s.charAt(i))) i++;
        }
        return s.substring(i);
    }

    private static boolean isSeparator(char c) {
        return c == ' ' || c == '\t';
    }
}
