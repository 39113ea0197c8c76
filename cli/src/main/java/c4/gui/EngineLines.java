package c4.gui;

import c4.core.Echo;
import c4.io.Json;
import c4.protocol.InfoString;
import c4.search.SearchInfo;
import c4.search.SearchScore;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns what the engine reports (read by the client) into the page's events (JSON objects with a {@code type}),
 * each tagged with the request it answers so the page can drop answers to requests it has moved on from.
 * Columns are 1-based, as in the protocol.
 */
final class EngineLines {
    private EngineLines() {}

    /** The event for a note the page shows, or null for one it does not. */
    static String note(InfoString.Note note, long request) {
        if (note instanceof InfoString.Column c) {
            return event("column", request)
                    .put("column", c.column() + 1)
                    .put("score", c.score())
                    .toString();
        }
        if (note instanceof InfoString.Exact e && !e.weak()) { // a weak sign is no exact score for the page
            return event("exact", request).put("score", e.score()).toString();
        }
        if (note instanceof InfoString.Remark r)
            return event("note", request).put("note", r.text()).toString();
        if (note instanceof InfoString.Error e) {
            return event("error", request)
                    .put("fatal", false)
                    .put("message", "the engine refused a command: " + Echo.text(e.message()))
                    .toString();
        }
        return null;
    }

    static Json event(String type, long request) {
        return Json.object().put("type", type).put("request", request);
    }

    /** The event for a search's {@code info} line. */
    static String info(SearchInfo info, long request) {
        SearchScore s = info.score();
        String kind = switch (s.kind()) {
            case HEURISTIC -> "cp";
            case WIN -> "win";
            case LOSS -> "loss";
            case DRAW -> "draw";
        };
        List<Integer> pv = new ArrayList<>();
        for (int c : info.pv()) pv.add(c + 1);
        return event("info", request)
                .put("depth", info.depth())
                .put("seldepth", info.selDepth())
                .put("multipv", info.multiPv())
                .put("score", Json.object().put("kind", kind).put("value", s.value()))
                .put("nodes", info.nodes())
                .put("time", info.millis())
                .put("pv", pv)
                .toString();
    }
}
