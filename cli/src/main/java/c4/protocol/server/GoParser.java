package c4.protocol.server;

import c4.core.Echo;
import c4.core.Position;
import c4.core.WholeNumber;
import c4.search.SearchLimits;
import java.util.ArrayList;
import java.util.List;

/** Parses the arguments of {@code go} into {@link SearchLimits}, naming the bad token on error. */
final class GoParser {
    /** Times beyond this (about 73 million years) are refused: they overflow the clock arithmetic. */
    private static final long MAX_MILLIS = Long.MAX_VALUE / 4;

    /** The parameters, each of which a {@code go} may give once. */
    private static final java.util.Set<String> PARAMETERS = java.util.Set.of(
            "depth",
            "nodes",
            "movetime",
            "wtime",
            "btime",
            "winc",
            "binc",
            "movestogo",
            "mate",
            "infinite",
            "ponder",
            "solve",
            "searchmoves");

    private GoParser() {}

    static SearchLimits parse(String[] tokens, int from, Position position) throws ProtocolException {
        SearchLimits.Builder limits = SearchLimits.builder();
        int i = from;
        java.util.Set<String> given = new java.util.HashSet<>();
        int mate = 0;
        while (i < tokens.length) {
            String t = tokens[i++];
            if (PARAMETERS.contains(t) && !given.add(t)) {
                throw new ProtocolException("go: parameter " + t + " is given twice (token " + (i - from) + ")");
            }
            switch (t) {
                case "depth" -> limits.depth((int) number(tokens, i++, t, 1, 1000));
                case "nodes" -> limits.nodes(number(tokens, i++, t, 1, Long.MAX_VALUE));
                case "movetime" -> limits.moveTime(number(tokens, i++, t, 1, MAX_MILLIS));
                // some GUIs send negative times when a flag fell: every time value reads them as 0
                case "wtime" -> limits.clock(0, time(tokens, i++, t));
                case "btime" -> limits.clock(1, time(tokens, i++, t));
                case "winc" -> limits.increment(0, time(tokens, i++, t));
                case "binc" -> limits.increment(1, time(tokens, i++, t));
                case "movestogo" -> limits.movesToGo((int) number(tokens, i++, t, 1, 10000));
                case "mate" -> {
                    mate = (int) number(tokens, i++, t, 1, 1000);
                    limits.mate(mate);
                }
                case "infinite" -> limits.infinite();
                case "ponder" -> limits.ponder();
                case "solve" -> limits.solve();
                case "searchmoves" -> {
                    List<Integer> cols = new ArrayList<>();
                    // a signed number is a column too, out of range: no parameter starts with a sign
                    while (i < tokens.length && isNumber(signless(tokens[i]))) {
                        String c = tokens[i++];
                        int column = (int) number(new String[] {c}, 0, "searchmoves", 1, position.size().width) - 1;
                        if (!position.canPlay(column)) {
                            throw new ProtocolException("go: searchmoves column " + c + " is full");
                        }
                        if (cols.contains(column)) {
                            throw new ProtocolException("go: searchmoves column " + c + " is given twice");
                        }
                        cols.add(column);
                    }
                    if (cols.isEmpty()) {
                        throw new ProtocolException("go: searchmoves needs at least one column"
                                + (i < tokens.length ? ", got " + Echo.quote(tokens[i]) : ""));
                    }
                    limits.searchMoves(cols.stream().mapToInt(Integer::intValue).toArray());
                }
                default ->
                    throw new ProtocolException("go: unknown parameter " + Echo.quote(t) + " (token " + (i - from)
                            + "; expected depth, nodes, movetime, wtime, btime, winc, binc, movestogo, mate, infinite, "
                            + "ponder, solve, searchmoves)");
            }
        }
        if (given.contains("solve")) { // the exact score of the position: no move is left out, nothing cut short
            for (String p : new String[] {"searchmoves", "depth", "nodes", "mate"}) {
                if (given.contains(p)) {
                    throw new ProtocolException(
                            "go: solve proves the position's exact score over every move; it takes no " + p);
                }
            }
        }
        if (given.contains("mate") && !given.contains("depth")) {
            // a win with the side to move's N-th stone lies within 2N - 1 plies: no need to look deeper
            limits.depth(2 * mate - 1);
        }
        if (!given.contains("wtime") && !given.contains("btime")) {
            for (String p : new String[] {"winc", "binc", "movestogo"}) {
                if (given.contains(p)) { // else the search would run until a stop, with no message
                    throw new ProtocolException("go: " + p + " needs a clock, wtime or btime");
                }
            }
        }
        return limits.build();
    }

    /** A clock or increment in milliseconds; negative values read as 0. */
    private static long time(String[] tokens, int index, String name) throws ProtocolException {
        return Math.max(0, number(tokens, index, name, -MAX_MILLIS, MAX_MILLIS));
    }

    private static boolean isNumber(String s) {
        return WholeNumber.isDigits(s);
    }

    /** {@code s} without one leading sign. */
    private static String signless(String s) {
        return s.length() > 1 && (s.charAt(0) == '-' || s.charAt(0) == '+') ? s.substring(1) : s;
    }

    private static long number(String[] tokens, int index, String name, long min, long max) throws ProtocolException {
        if (index >= tokens.length) throw new ProtocolException("go: " + name + " needs a number");
        try {
            return WholeNumber.parse("go: " + name, tokens[index], min, max);
        } catch (IllegalArgumentException e) {
            throw new ProtocolException(e.getMessage());
        }
    }
}
