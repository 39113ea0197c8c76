package c4.core;

/**
 * User input repeated in a message, made safe to print: at most {@value #MAX_CHARS} characters
 * of it, then {@value #CUT}, and every character that would be invisible or would move the cursor
 * written as an escape, so that a message stays one short readable line whatever it echoes (a
 * 10 MB junk line, a NUL, a terminal escape sequence).
 *
 * <p>Escapes, as in Java string literals: {@code \n}, {@code \r}, {@code \t}, {@code \\} for a
 * backslash (so that an escape in the output always stands for one character of the input), and
 * {@code \}{@code uXXXX} for every other control character (U+0000..U+001F, U+007F..U+009F),
 * format character (BOM, zero-width and bidirectional controls), line or paragraph separator,
 * space other than U+0020 (a no-break space looks like the space that separates fields, but does
 * not), and unpaired surrogate. Everything else is kept as it is. Characters are counted as code points of
 * the input, before escaping, so a character outside the BMP is never cut in half.
 */
public final class Echo {
    /** The most input characters shown. */
    public static final int MAX_CHARS = 60;
    /** Appended when the input was longer. */
    public static final String CUT = "…";

    private Echo() {}

    /** The input cut and escaped, without quotes. */
    public static String text(CharSequence input) {
        StringBuilder sb = new StringBuilder(Math.min(input.length(), MAX_CHARS) + 8);
        int shown = 0;
        int i = 0;
        while (i < input.length()) {
            if (shown == MAX_CHARS) return sb.append(CUT).toString();
            char ch = input.charAt(i);
            if (Character.isHighSurrogate(ch)
                    && i + 1 < input.length()
                    && Character.isLowSurrogate(input.charAt(i + 1))) {
                sb.append(ch).append(input.charAt(i + 1));
                i += 2;
            } else {
                escape(ch, sb);
                i++;
            }
            shown++;
        }
        return sb.toString();
    }

    /** The whole text escaped as {@link #text} does, but not cut (a message of the program's own). */
    public static String escape(CharSequence text) {
        StringBuilder sb = new StringBuilder(text.length() + 8);
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            if (Character.isHighSurrogate(ch)
                    && i + 1 < text.length()
                    && Character.isLowSurrogate(text.charAt(i + 1))) {
                sb.append(ch).append(text.charAt(++i));
            } else {
                escape(ch, sb);
            }
        }
        return sb.toString();
    }

    /** One character (for example the one a parser stopped at), escaped. */
    public static String text(char ch) {
        return escape(ch, new StringBuilder(6)).toString();
    }

    /** The input cut and escaped, in single quotes: {@code 'abc'}. */
    public static String quote(CharSequence input) {
        return "'" + text(input) + "'";
    }

    private static StringBuilder escape(char ch, StringBuilder sb) {
        switch (ch) {
            case '\n' -> sb.append("\\n");
            case '\r' -> sb.append("\\r");
            case '\t' -> sb.append("\\t");
            case '\\' -> sb.append("\\\\");
            default -> {
                if (needsEscape(ch)) sb.append(String.format("\\u%04X", (int) ch));
                else sb.append(ch);
            }
        }
        return sb;
    }

    private static boolean needsEscape(char ch) {
        if (Character.isISOControl(ch) || Character.isSurrogate(ch)) return true; // paired ones never get here
        int type = Character.getType(ch);
        return type == Character.FORMAT
                || type == Character.LINE_SEPARATOR
                || type == Character.PARAGRAPH_SEPARATOR
                || type == Character.SPACE_SEPARATOR && ch != ' '; // looks like the space that parsers split at
    }
}
