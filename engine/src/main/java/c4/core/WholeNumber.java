package c4.core;

/**
 * Whole numbers in user input (command-line options and arguments, protocol lines, player
 * specs), parsed one way everywhere: an optional {@code -} and ASCII digits {@code 0-9}, nothing
 * else ({@link Long#parseLong} would also take {@code +} and other scripts' digits, such as
 * Arabic-Indic {@code ٥}). Two messages: text that is not such a number, and a number outside
 * the range (also one too long for a {@code long}).
 */
public final class WholeNumber {
    private WholeNumber() {}

    /**
     * The number {@code text} (spaces and tabs around it dropped) in {@code min..max}.
     *
     * @param name what the number is, starting the message (for example {@code option --games})
     * @throws IllegalArgumentException {@code NAME needs a whole number, got 'TEXT'} or
     *     {@code NAME value TEXT is out of range MIN..MAX}
     */
    public static long parse(String name, String text, long min, long max) {
        try {
            return parse(text, min, max);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(name + " " + e.getMessage());
        }
    }

    /**
     * {@link #parse(String, String, long, long)} for a caller that names the number itself: the
     * message is {@code needs a whole number, got 'TEXT'} or {@code value TEXT is out of range MIN..MAX}.
     */
    public static long parse(String text, long min, long max) {
        assert min <= max;
        String t = Fields.strip(text);
        if (!isNumber(t)) throw new IllegalArgumentException("needs a whole number, got " + Echo.quote(text));
        long n;
        try {
            n = Long.parseLong(t);
        } catch (NumberFormatException e) {
            throw outOfRange(t, min, max); // digits only, so too long for a long: beyond any range
        }
        if (n < min || n > max) throw outOfRange(t, min, max);
        return n;
    }

    /** {@link #parse(String, String, long, long)} for an int range. */
    public static int parseInt(String name, String text, int min, int max) {
        return (int) parse(name, text, min, max);
    }

    private static IllegalArgumentException outOfRange(String text, long min, long max) {
        return new IllegalArgumentException("value " + Echo.text(text) + " is out of range " + min + ".." + max);
    }

    /** True for an optional {@code -} followed by one or more ASCII digits. */
    public static boolean isNumber(String text) {
        int start = text.startsWith("-") ? 1 : 0;
        if (text.length() == start) return false;
        for (int i = start; i < text.length(); i++) if (!isDigit(text.charAt(i))) return false;
        return true;
    }

    /** True for one or more ASCII digits only (no sign). */
    public static boolean isDigits(String text) {
        if (text.isEmpty()) return false;
        for (int i = 0; i < text.length(); i++) if (!isDigit(text.charAt(i))) return false;
        return true;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
