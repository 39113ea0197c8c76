package c4.uci;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The {@code setoption} values, with their UCI declarations. Setting validates the value and
 * changes nothing on error.
 */
final class EngineOptions {
    static final int DEFAULT_HASH_MB = 64;

    long hash = DEFAULT_HASH_MB;
    int threads = 1;
    int width = 7;
    int height = 6;
    boolean ponder;
    int multiPv = 1;
    boolean weak;
    boolean randomize;
    long moveOverhead = 30;

    List<String> declarations() {
        List<String> lines = new ArrayList<>();
        lines.add("option name Hash type spin default " + DEFAULT_HASH_MB + " min 1 max 16384");
        lines.add("option name Threads type spin default 1 min 1 max 256");
        lines.add("option name Width type spin default 7 min 1 max 64");
        lines.add("option name Height type spin default 6 min 1 max 63");
        lines.add("option name Ponder type check default false");
        lines.add("option name MultiPV type spin default 1 min 1 max 64");
        lines.add("option name Weak type check default false");
        lines.add("option name Randomize type check default false");
        lines.add("option name MoveOverhead type spin default 30 min 0 max 10000");
        return lines;
    }

    /**
     * Applies {@code setoption name NAME value VALUE} (names are case-insensitive).
     *
     * @return the canonical option name that changed
     */
    String set(String name, String value) throws ProtocolException {
        String key = name.toLowerCase(Locale.ROOT);
        switch (key) {
            case "hash" -> hash = spin(name, value, 1, 16384);
            case "threads" -> threads = (int) spin(name, value, 1, 256);
            case "width" -> width = (int) spin(name, value, 1, 64);
            case "height" -> height = (int) spin(name, value, 1, 63);
            case "ponder" -> ponder = check(name, value);
            case "multipv" -> multiPv = (int) spin(name, value, 1, 64);
            case "weak" -> weak = check(name, value);
            case "randomize" -> randomize = check(name, value);
            case "moveoverhead" -> moveOverhead = spin(name, value, 0, 10000);
            default -> throw new ProtocolException("setoption: unknown option '" + name
                    + "' (options: Hash, Threads, Width, Height, Ponder, MultiPV, Weak, Randomize, MoveOverhead)");
        }
        return key;
    }

    private static long spin(String name, String value, long min, long max) throws ProtocolException {
        if (value == null) throw new ProtocolException("setoption: option " + name + " needs 'value N' (" + min + ".." + max + ")");
        long n;
        try {
            n = Long.parseLong(value.trim());
        } catch (NumberFormatException e) {
            throw new ProtocolException("setoption: option " + name + " needs a whole number, got '" + value + "'");
        }
        if (n < min || n > max) {
            throw new ProtocolException("setoption: option " + name + " value " + n + " is out of range " + min + ".." + max);
        }
        return n;
    }

    private static boolean check(String name, String value) throws ProtocolException {
        if (value == null) throw new ProtocolException("setoption: option " + name + " needs 'value true' or 'value false'");
        return switch (value.trim().toLowerCase(Locale.ROOT)) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new ProtocolException("setoption: option " + name + " needs true or false, got '" + value + "'");
        };
    }
}
