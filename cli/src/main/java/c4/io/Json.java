package c4.io;

import java.util.List;

/**
 * A tiny JSON object writer, for the GUI server's answers and events and for {@code solve --report}:
 * {@code Json.object().put("a", 1).toString()}.
 * Strings are escaped per RFC 8259 (quote, backslash, every control character as {@code \}{@code uXXXX}),
 * plus {@code <}, {@code >} and {@code &} and the line separators U+2028/U+2029, so a value can never
 * end a script or an event-stream line early.
 */
public final class Json {
    private final StringBuilder sb = new StringBuilder("{");
    private boolean first = true;

    private Json() {}

    public static Json object() {
        return new Json();
    }

    public Json put(String key, String value) {
        key(key);
        if (value == null) sb.append("null");
        else string(value, sb);
        return this;
    }

    public Json put(String key, long value) {
        key(key);
        sb.append(value);
        return this;
    }

    public Json put(String key, boolean value) {
        key(key);
        sb.append(value);
        return this;
    }

    /** A nested object, written as it is. */
    public Json put(String key, Json value) {
        key(key);
        sb.append(value);
        return this;
    }

    public Json put(String key, List<Integer> numbers) {
        return array(key, numbers);
    }

    /** A finite number ({@code NaN} and the infinities have no JSON form: written as null). */
    public Json put(String key, double value) {
        key(key);
        if (Double.isFinite(value)) sb.append(value);
        else sb.append("null");
        return this;
    }

    /** An array of objects, each written as it is. */
    public Json putObjects(String key, List<Json> objects) {
        return array(key, objects);
    }

    /** An array of values whose text is already JSON (numbers, objects). */
    private Json array(String key, List<?> values) {
        key(key);
        sb.append('[');
        for (int i = 0; i < values.size(); i++) {
            if (i > 0) sb.append(',');
            sb.append(values.get(i));
        }
        sb.append(']');
        return this;
    }

    private void key(String key) {
        if (!first) sb.append(',');
        first = false;
        string(key, sb);
        sb.append(':');
    }

    public static void string(String s, StringBuilder out) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            switch (ch) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (ch < 0x20
                            || ch == '<'
                            || ch == '>'
                            || ch == '&'
                            || ch == '\u2028'
                            || ch == '\u2029'
                            || Character.isSurrogate(ch) && !pairedAt(s, i)) {
                        out.append(String.format("\\u%04x", (int) ch));
                    } else {
                        out.append(ch);
                    }
                }
            }
        }
        out.append('"');
    }

    /** Whether the surrogate at {@code i} is half of a valid pair (kept as it is; a lone one is escaped). */
    private static boolean pairedAt(String s, int i) {
        char ch = s.charAt(i);
        if (Character.isHighSurrogate(ch)) return i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1));
        return i > 0 && Character.isHighSurrogate(s.charAt(i - 1));
    }

    @Override
    public String toString() {
        return sb + "}";
    }
}
