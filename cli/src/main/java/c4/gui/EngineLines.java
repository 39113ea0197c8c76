package c4.gui;

import c4.core.Echo;
import c4.search.SearchInfo;
import c4.search.SearchScore;
import c4.uci.InfoLine;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns the engine's {@code info} lines into the page's events (JSON objects with a {@code type}),
 * each tagged with the request it answers so the page can drop answers to requests it has moved on from.
 * Columns are 1-based, as in the protocol.
 */
final class EngineLines {
    private EngineLines() {
    }

    /** The event for an {@code info} line, or null for lines the page does not show. */
    static String toEvent(String line, long request) {
        String[] t = line.trim().split("\\s+");
        if (t.length < 2 || !t[0].equals("info")) return null;
        if (!t[1].equals("string")) {
            SearchInfo info = InfoLine.parse(line);
            return info == null ? null : info(info, request);
        }
        // info string column C score S | exact score S | draw proven | book | error: MESSAGE
        if (t.length == 6 && t[2].equals("column") && t[4].equals("score")) {
            Integer column = number(t[3]);
            Integer score = number(t[5]);
            if (column == null || score == null) return null;
            return event("column", request).put("column", column).put("score", score).toString();
        }
        if (t.length == 5 && t[2].equals("exact") && t[3].equals("score")) {
            Integer score = number(t[4]);
            return score == null ? null : event("exact", request).put("score", score).toString();
        }
        String text = line.trim().substring("info".length()).trim().substring("string".length()).trim();
        if (text.equals("draw proven") || text.equals("book")) return event("note", request).put("note", text).toString();
        if (text.startsWith("error:")) {
            return event("error", request).put("fatal", false)
                    .put("message", "the engine refused a command: " + Echo.text(text.substring("error:".length()).trim()))
                    .toString();
        }
        return null;
    }

    static Json event(String type, long request) {
        return Json.object().put("type", type).put("request", request);
    }

    private static String info(SearchInfo info, long request) {
        SearchScore s = info.score();
        String kind = switch (s.kind()) {
            case HEURISTIC -> "cp";
            case WIN -> "win";
            case LOSS -> "loss";
            case DRAW -> "draw";
        };
        List<Integer> pv = new ArrayList<>();
        for (int c : info.pv()) pv.add(c + 1);
        return event("info", request).put("depth", info.depth()).put("seldepth", info.selDepth())
                .put("multipv", info.multiPv())
                .put("score", Json.object().put("kind", kind).put("value", s.value()))
                .put("nodes", info.nodes()).put("time", info.millis()).put("pv", pv).toString();
    }

    private static Integer number(String s) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
