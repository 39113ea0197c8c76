package c4.protocol;

import c4.core.Notation;
import c4.core.Score;
import c4.search.SearchInfo;
import c4.search.SearchScore;
import java.util.Arrays;

/**
 * The protocol's {@code info depth ...} line, both ways: {@link #format} writes the engine's
 * {@link SearchInfo} records, {@link #parse} reads any engine's lines back into them (for GUIs and
 * match runners).
 *
 * <p>Scores: a heuristic value is {@code cp V}; a proven win or loss {@code mate N} (N < 0:
 * the side to move loses); a proven draw {@code cp 0}; a weak result without its distance
 * {@code cp ±}{@link Score#EVAL_LIMIT}. Columns are 1-based.
 */
public final class InfoLine {
    private InfoLine() {}

    public static String format(SearchInfo info) {
        StringBuilder sb = new StringBuilder("info depth ")
                .append(info.depth())
                .append(" seldepth ")
                .append(info.selDepth())
                .append(" multipv ")
                .append(info.multiPv())
                .append(" score ")
                .append(score(info.score()))
                .append(" nodes ")
                .append(info.nodes())
                .append(" nps ")
                .append(info.nps())
                .append(" time ")
                .append(info.millis())
                .append(" hashfull ")
                .append(info.hashfull())
                .append(" pv");
        for (int c : info.pv()) sb.append(' ').append(Notation.token(c));
        return sb.toString();
    }

    /** {@code cp V} or {@code mate N}. */
    public static String score(SearchScore s) {
        return switch (s.kind()) {
            case HEURISTIC -> "cp " + s.value();
            case DRAW -> "cp 0";
            case WIN -> s.value() > 0 ? "mate " + s.value() : "cp " + Score.EVAL_LIMIT;
            case LOSS -> s.value() > 0 ? "mate -" + s.value() : "cp " + -Score.EVAL_LIMIT;
        };
    }

    /**
     * The record of an {@code info} line with a score and a principal variation, or null for any
     * other line ({@code info string ...}, {@code info currmove ...}, malformed numbers). Fields
     * may come in any order; missing ones are 0 (multipv: 1). {@code cp} values beyond the
     * heuristic range are clamped to it, and {@code cp 0} reads as heuristic (a draw is proven
     * only by the text that follows it).
     */
    public static SearchInfo parse(String line) {
        String[] t = line.trim().split("\\s+");
        if (t.length < 2 || !t[0].equals("info") || t[1].equals("string")) return null;
        int depth = 0;
        int selDepth = 0;
        int multiPv = 1;
        SearchScore score = null;
        long nodes = 0;
        long millis = 0;
        int hashfull = 0;
        int[] pv = null;
        try {
            for (int i = 1; i < t.length; i++) {
                switch (t[i]) {
                    case "depth" -> depth = Integer.parseInt(t[++i]);
                    case "seldepth" -> selDepth = Integer.parseInt(t[++i]);
                    case "multipv" -> multiPv = Integer.parseInt(t[++i]);
                    case "nodes" -> nodes = Long.parseLong(t[++i]);
                    case "time" -> millis = Long.parseLong(t[++i]);
                    case "hashfull" -> hashfull = Integer.parseInt(t[++i]);
                    case "nps" -> Long.parseLong(t[++i]);
                    case "score" -> {
                        String kind = t[++i];
                        int v = Integer.parseInt(t[++i]);
                        score = switch (kind) {
                            case "cp" -> SearchScore.heuristic(Score.clampEvaluation(v));
                            case "mate" ->
                                v > 0
                                        ? new SearchScore(SearchScore.Kind.WIN, v)
                                        : new SearchScore(SearchScore.Kind.LOSS, -v);
                            default -> null;
                        };
                        if (score == null) return null;
                    }
                    case "pv" -> {
                        pv = new int[t.length - i - 1];
                        for (int k = 0; k < pv.length; k++) pv[k] = Integer.parseInt(t[i + 1 + k]) - 1;
                        i = t.length;
                    }
                    default -> {
                        // fields this record does not carry (lowerbound, currmove, ...)
                    }
                }
            }
        } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
            return null;
        }
        if (score == null || pv == null || pv.length == 0 || Arrays.stream(pv).anyMatch(c -> c < 0)) return null;
        return new SearchInfo(depth, selDepth, multiPv, score, nodes, millis, hashfull, pv);
    }
}
