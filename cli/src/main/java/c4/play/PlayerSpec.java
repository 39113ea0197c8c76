package c4.play;

import c4.core.BoardSize;
import c4.core.Echo;
import c4.core.Fields;
import c4.core.WholeNumber;
import c4.reference.AlphaBeta;
import c4.reference.MoveOrder;
import c4.search.CentreEvaluation;
import c4.search.Evaluator;
import c4.search.StaticEvaluation;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A parsed player description:
 * <pre>
 *   minimax[:KEY=VALUE,...]      alphabeta[:KEY=VALUE,...]     engine[:KEY=VALUE,...]
 *   cmd:"COMMAND WITH ARGS"[:KEY=VALUE,...]
 * </pre>
 * Keys: {@code depth=N} (plies), {@code movetime=MS} (per move), {@code order=column|engine} and
 * {@code variant=hard|soft} (alphabeta only; order also for minimax), {@code eval=full|centre}
 * (minimax and alphabeta: the engine's evaluation or the centre-only baseline). With neither depth nor
 * movetime a player gets {@link #DEFAULT_MOVETIME_MS}. A depth is at most {@link #MAX_DEPTH} on any
 * board, and at most the board's cells where the board is known ({@link #parse(String, BoardSize)}).
 * Invariant: depth and movetime are 0 when
 * absent, positive otherwise; {@code command} is non-empty exactly for kind CMD.
 */
public record PlayerSpec(
        Kind kind,
        int depth,
        int movetimeMs,
        MoveOrder order,
        AlphaBeta.Variant variant,
        Evaluator evaluator,
        List<String> command,
        String text) {
    public static final int DEFAULT_MOVETIME_MS = 100;
    public static final int MAX_DEPTH = 64;
    public static final int MAX_MOVETIME_MS = 3_600_000;

    public enum Kind {
        MINIMAX,
        ALPHABETA,
        ENGINE,
        CMD
    }

    /** Parses a spec; the exception message names the spec and what is wrong in it. */
    public static PlayerSpec parse(String text) {
        String t = Fields.strip(text);
        int colon = t.indexOf(':');
        String kindWord = colon < 0 ? t : t.substring(0, colon);
        String rest = colon < 0 ? "" : t.substring(colon + 1);
        Kind kind = kind(text, kindWord);
        List<String> command = List.of();
        if (kind == Kind.CMD) {
            CommandPart part = commandPart(text, rest);
            command = part.command();
            rest = part.rest();
        }
        Options o = new Options(text, kind);
        if (!rest.isEmpty()) {
            for (String option : rest.split(",", -1)) o.set(option);
        }
        if ((kind == Kind.ENGINE || kind == Kind.CMD) && o.depth > 0 && o.movetime > 0) {
            throw bad(text, "an external engine gets either depth or movetime, not both");
        }
        if (o.depth == 0 && o.movetime == 0) o.movetime = DEFAULT_MOVETIME_MS;
        return new PlayerSpec(kind, o.depth, o.movetime, o.order, o.variant, o.evaluator, command, t);
    }

    /**
     * {@link #parse(String)} for games on {@code size}: a depth beyond the board's cells is refused
     * as well, since no search goes deeper than the board's empty cells.
     */
    public static PlayerSpec parse(String text, BoardSize size) {
        PlayerSpec spec = parse(text);
        String deep = depthBeyond(spec.depth, size);
        if (deep != null) throw bad(text, deep);
        return spec;
    }

    /**
     * Why a search of {@code depth} plies makes no sense on {@code size} ("depth value 43 is out of
     * range 1..42: ..."), or null when it fits: no search goes deeper than the board's cells.
     */
    public static String depthBeyond(int depth, BoardSize size) {
        if (depth <= size.cells) return null;
        return "depth value " + depth + " is out of range 1.." + size.cells + ": no search goes deeper than the "
                + size.cells + " cells of a " + size + " board";
    }

    private static Kind kind(String text, String word) {
        return switch (word) {
            case "minimax" -> Kind.MINIMAX;
            case "alphabeta" -> Kind.ALPHABETA;
            case "engine" -> Kind.ENGINE;
            case "cmd" -> Kind.CMD;
            default ->
                throw bad(
                        text,
                        "unknown player kind " + Echo.quote(word) + " (expected minimax, alphabeta, engine or cmd)");
        };
    }

    /** A cmd spec's command, and what follows it (its options, without the ':'). */
    private record CommandPart(List<String> command, String rest) {}

    /**
     * Options after an unquoted command ({@code cmd:prog arg:movetime=100}), which that form would
     * pass to the program as part of its last argument.
     */
    private static final Pattern UNQUOTED_OPTIONS = Pattern.compile(":(depth|movetime|order|variant|eval)=");

    /**
     * The command at the start of {@code rest} (after "cmd:"): quoted, then options; or all of it,
     * refused when it ends in what looks like options.
     */
    private static CommandPart commandPart(String text, String rest) {
        List<String> command;
        String options = "";
        if (rest.startsWith("\"")) {
            int close = rest.indexOf('"', 1);
            if (close < 0) throw bad(text, "the command has no closing quote");
            command = words(text, rest.substring(1, close));
            String after = rest.substring(close + 1);
            if (!after.isEmpty() && !after.startsWith(":")) {
                throw bad(text, "expected ':' after the quoted command, got " + Echo.quote(after));
            }
            options = after.isEmpty() ? "" : after.substring(1);
        } else {
            Matcher trailing = UNQUOTED_OPTIONS.matcher(rest);
            if (trailing.find()) {
                throw bad(
                        text,
                        "the command is not quoted, so " + Echo.quote(rest.substring(trailing.start()))
                                + " would reach it as an argument; quote the command to give options, e.g. cmd:\""
                                + rest.substring(0, trailing.start()) + "\"" + rest.substring(trailing.start()));
            }
            command = words(text, rest);
        }
        if (command.isEmpty()) throw bad(text, "cmd needs a command, e.g. cmd:\"scripts/c4 engine\"");
        return new CommandPart(command, options);
    }

    /** The KEY=VALUE options of one spec, as they are read: absent ones keep their defaults. */
    private static final class Options {
        private final String text;
        private final Kind kind;
        int depth;
        int movetime;
        MoveOrder order = MoveOrder.COLUMN;
        AlphaBeta.Variant variant = AlphaBeta.Variant.FAIL_HARD;
        Evaluator evaluator = StaticEvaluation.INSTANCE;
        /** The keys set so far: each at most once. */
        private final Set<String> seen = new HashSet<>();

        Options(String text, Kind kind) {
            this.text = text;
            this.kind = kind;
        }

        void set(String option) {
            int eq = option.indexOf('=');
            if (eq <= 0) throw bad(text, "option " + Echo.quote(option) + " is not KEY=VALUE");
            String key = option.substring(0, eq);
            String value = option.substring(eq + 1);
            if (!seen.add(key)) throw bad(text, "option " + Echo.quote(key) + " is given twice");
            switch (key) {
                case "depth" -> depth = number(text, key, value, MAX_DEPTH);
                case "movetime" -> movetime = number(text, key, value, MAX_MOVETIME_MS);
                case "order" -> {
                    requireReference(key);
                    try {
                        order = MoveOrder.parse(value);
                    } catch (IllegalArgumentException e) {
                        throw bad(text, e.getMessage());
                    }
                }
                case "variant" -> {
                    if (kind != Kind.ALPHABETA) throw bad(text, "variant applies to alphabeta only");
                    variant = switch (value) {
                        case "hard" -> AlphaBeta.Variant.FAIL_HARD;
                        case "soft" -> AlphaBeta.Variant.FAIL_SOFT;
                        default -> throw bad(text, "variant " + Echo.quote(value) + ": expected hard or soft");
                    };
                }
                case "eval" -> {
                    requireReference(key);
                    evaluator = switch (value) {
                        case "full" -> StaticEvaluation.INSTANCE;
                        case "centre", "center" -> CentreEvaluation.INSTANCE;
                        default -> throw bad(text, "eval " + Echo.quote(value) + ": expected full or centre");
                    };
                }
                default ->
                    throw bad(
                            text,
                            "unknown key " + Echo.quote(key) + " (expected depth, movetime, order, variant or eval)");
            }
        }

        /** Refuses {@code key} unless the player is one of the reference searches (minimax, alphabeta). */
        private void requireReference(String key) {
            if (kind != Kind.MINIMAX && kind != Kind.ALPHABETA) {
                throw bad(text, key + " applies to minimax and alphabeta only");
            }
        }
    }

    private static int number(String text, String key, String value, int max) {
        try {
            return WholeNumber.parseInt(key, value, 1, max);
        } catch (IllegalArgumentException e) {
            throw bad(text, e.getMessage());
        }
    }

    /** {@link #splitCommand} of the spec {@code text}'s command {@code line}, its refusal as a bad spec. */
    private static List<String> words(String text, String line) {
        try {
            return splitCommand(line);
        } catch (IllegalArgumentException e) {
            throw bad(text, e.getMessage());
        }
    }

    /**
     * Splits a command line on spaces, keeping single-quoted parts together.
     *
     * @throws IllegalArgumentException when a single quote is not closed
     */
    public static List<String> splitCommand(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean quoted = false;
        boolean any = false;
        for (char ch : line.toCharArray()) {
            if (ch == '\'') {
                quoted = !quoted;
                any = true;
            } else if (Character.isWhitespace(ch) && !quoted) {
                if (any) out.add(word.toString());
                word.setLength(0);
                any = false;
            } else {
                word.append(ch);
                any = true;
            }
        }
        if (quoted) throw new IllegalArgumentException("the command has a single quote that is not closed");
        if (any) out.add(word.toString());
        return out;
    }

    private static IllegalArgumentException bad(String text, String problem) {
        return new IllegalArgumentException("player " + Echo.quote(text) + ": " + problem);
    }

    @Override
    public String toString() {
        return text;
    }
}
