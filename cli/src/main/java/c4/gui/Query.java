package c4.gui;

import c4.core.BoardSize;
import c4.core.Echo;
import c4.core.Position;
import c4.core.WholeNumber;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A request's query parameters, checked: each allowed name at most once, no other names, values
 * percent-decoded as UTF-8. Every problem is a 400 whose message names the parameter and echoes the
 * value through {@link Echo}.
 */
final class Query {
    private final Map<String, String> values = new LinkedHashMap<>();

    private Query() {}

    /** Parses {@code rawQuery} (null: none), allowing only {@code allowed} names. */
    static Query parse(String rawQuery, List<String> allowed) {
        Query q = new Query();
        if (rawQuery == null || rawQuery.isEmpty()) return q;
        for (String pair : rawQuery.split("&", -1)) {
            if (pair.isEmpty()) continue;
            int eq = pair.indexOf('=');
            String name = decode(eq < 0 ? pair : pair.substring(0, eq), pair);
            String value = eq < 0 ? "" : decode(pair.substring(eq + 1), pair);
            if (!allowed.contains(name)) {
                throw new ApiError(
                        400,
                        "unknown parameter " + Echo.quote(name)
                                + (allowed.isEmpty()
                                        ? " (this request takes none)"
                                        : " (expected " + String.join(", ", allowed) + ")"));
            }
            if (q.values.put(name, value) != null) throw new ApiError(400, "parameter " + name + " is given twice");
        }
        return q;
    }

    private static String decode(String s, String pair) {
        try {
            return URLDecoder.decode(s, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            throw new ApiError(400, "bad percent-encoding in " + Echo.quote(pair));
        }
    }

    String get(String name) {
        return values.get(name);
    }

    boolean has(String name) {
        return values.containsKey(name);
    }

    /** The 7x6 position in parameter {@code name} (a move string, 1-based columns; may be empty). */
    Position position(String name) {
        String v = values.get(name);
        if (v == null)
            throw new ApiError(400, name + ": missing (the moves so far, e.g. " + name + "=4453; empty for the start)");
        try {
            return Position.parse(v, BoardSize.STANDARD);
        } catch (IllegalArgumentException e) {
            throw new ApiError(400, name + ": " + e.getMessage() + " (in " + Echo.quote(v) + ", a 7x6 board)");
        }
    }

    /** The whole number in parameter {@code name}, within {@code min..max}. */
    int number(String name, int min, int max, String unit) {
        String v = values.get(name);
        if (v == null) throw new ApiError(400, name + ": missing");
        int n;
        try {
            // ASCII digits only: Integer.parseInt also takes '+' and the digits of other scripts
            if (!WholeNumber.isNumber(v)) throw new NumberFormatException(v);
            n = Integer.parseInt(v);
        } catch (NumberFormatException e) {
            throw new ApiError(
                    400,
                    name + ": expected a whole number of " + unit + " in " + min + ".." + max + ", got "
                            + Echo.quote(v));
        }
        if (n < min || n > max)
            throw new ApiError(400, name + ": " + n + " " + unit + " is out of range " + min + ".." + max);
        return n;
    }
}
