package c4.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import c4.protocol.InfoLine;
import c4.protocol.InfoString;
import c4.search.SearchInfo;
import org.junit.jupiter.api.Test;

class EngineLinesTest {
    /** The event for a line as the engine client reads it: an info line, or else a note; null for other lines. */
    private static String toEvent(String line, long request) {
        SearchInfo info = InfoLine.parse(line);
        if (info != null) return EngineLines.info(info, request);
        InfoString.Note note = InfoString.parse(line);
        return note == null ? null : EngineLines.note(note, request);
    }

    @Test
    void searchInfoBecomesAnInfoEventWithOneBasedColumns() {
        assertEquals(
                "{\"type\":\"info\",\"request\":3,\"depth\":12,\"seldepth\":14,\"multipv\":1,"
                        + "\"score\":{\"kind\":\"cp\",\"value\":-14},\"nodes\":102980,\"time\":75,\"pv\":[4,3,6]}",
                toEvent(
                        "info depth 12 seldepth 14 multipv 1 score cp -14 nodes 102980 nps 1373066 time 75 hashfull 13 pv 4 3 6",
                        3));
        assertEquals(
                "{\"type\":\"info\",\"request\":1,\"depth\":32,\"seldepth\":0,\"multipv\":1,"
                        + "\"score\":{\"kind\":\"loss\",\"value\":7},\"nodes\":0,\"time\":0,\"pv\":[3]}",
                toEvent("info depth 32 score mate -7 pv 3", 1));
    }

    @Test
    void infoStringsThePageShows() {
        assertEquals(
                "{\"type\":\"column\",\"request\":2,\"column\":4,\"score\":-3}",
                toEvent("info string column 4 score -3", 2));
        assertEquals("{\"type\":\"exact\",\"request\":2,\"score\":10}", toEvent("info string exact score 10", 2));
        assertEquals(
                "{\"type\":\"note\",\"request\":2,\"note\":\"draw proven\"}", toEvent("info string draw proven", 2));
        assertEquals("{\"type\":\"note\",\"request\":2,\"note\":\"book\"}", toEvent("info string book", 2));
        assertEquals(
                "{\"type\":\"error\",\"request\":2,\"fatal\":false,\"message\":\"the engine refused a command: go: depth needs a whole number, got 'x'\"}",
                toEvent("info string error: go: depth needs a whole number, got 'x'", 2));
    }

    @Test
    void otherLinesAreNotShown() {
        assertNull(toEvent("info string eval total -20", 1));
        assertNull(toEvent("info string column x score 3", 1));
        assertNull(toEvent("info string exact score 1 (weak: sign only)", 1));
        assertNull(toEvent("info depth x score cp 3 pv 4", 1));
        assertNull(toEvent("id name c4", 1));
        assertNull(toEvent("", 1));
    }
}
