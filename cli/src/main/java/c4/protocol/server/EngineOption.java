package c4.protocol.server;

import c4.core.Echo;
import c4.core.Fields;
import c4.core.WholeNumber;
import java.util.Locale;

/**
 * One option of the protocol, declared once: its name, type, default and range. The {@code uci}
 * declaration, the defaults and the validation of {@code setoption} all read it from here.
 * Values are longs; a check option is 0 (false) or 1 (true).
 */
record EngineOption(String name, Type type, long defaultValue, long min, long max) {
    /** The UCI option types this engine uses; a string option's value is kept by its user. */
    enum Type {
        SPIN,
        CHECK,
        STRING
    }

    static EngineOption spin(String name, long defaultValue, long min, long max) {
        return new EngineOption(name, Type.SPIN, defaultValue, min, max);
    }

    /** A string option whose default is shown as {@code <empty>}. */
    static EngineOption string(String name) {
        return new EngineOption(name, Type.STRING, 0, 0, 0);
    }

    static EngineOption check(String name, boolean defaultValue) {
        return new EngineOption(name, Type.CHECK, defaultValue ? 1 : 0, 0, 1);
    }

    /** The {@code option name ...} line of the {@code uci} answer. */
    String declaration() {
        return switch (type) {
            case SPIN -> "option name " + name + " type spin default " + defaultValue + " min " + min + " max " + max;
            case CHECK -> "option name " + name + " type check default " + (defaultValue != 0);
            case STRING -> "option name " + name + " type string default <empty>";
        };
    }

    /** {@code value} as the protocol writes it: a check option's as true or false. */
    String show(long value) {
        return type == Type.CHECK ? String.valueOf(value != 0) : String.valueOf(value);
    }

    /** The value of {@code setoption ... value VALUE} (null when there was none), checked against the range. */
    long parse(String value) throws ProtocolException {
        return switch (type) {
            case SPIN -> parseSpin(value);
            case CHECK -> parseCheck(value);
            case STRING -> 0;
        };
    }

    private long parseSpin(String value) throws ProtocolException {
        if (value == null)
            throw new ProtocolException("setoption: option " + name + " needs 'value N' (" + min + ".." + max + ")");
        try {
            return WholeNumber.parse("setoption: option " + name, value, min, max);
        } catch (IllegalArgumentException e) {
            throw new ProtocolException(e.getMessage());
        }
    }

    private long parseCheck(String value) throws ProtocolException {
        if (value == null)
            throw new ProtocolException("setoption: option " + name + " needs 'value true' or 'value false'");
        return switch (Fields.strip(value).toLowerCase(Locale.ROOT)) {
            case "true" -> 1;
            case "false" -> 0;
            default ->
                throw new ProtocolException(
                        "setoption: option " + name + " needs true or false, got " + Echo.quote(value));
        };
    }
}
