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

    private static boolean isSeparator(char c) {
        return c == ' ' || c == '\t';
    }
}
