package c4.protocol;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import c4.search.SearchInfo;
import c4.search.SearchScore;
import org.junit.jupiter.api.Test;

class InfoLineTest {
    @Test
    void formatsEveryKindOfScore() {
        SearchInfo heuristic = new SearchInfo(12, 14, 1, SearchScore.heuristic(-16), 237674, 151, 19, new int[] {3, 2});
        assertEquals(
                "info depth 12 seldepth 14 multipv 1 score cp -16 nodes 237674 nps 1574000 time 151 hashfull 19 pv 4 3",
                InfoLine.format(heuristic));
        assertEquals("mate 7", InfoLine.score(new SearchScore(SearchScore.Kind.WIN, 7)));
        assertEquals("mate -3", InfoLine.score(new SearchScore(SearchScore.Kind.LOSS, 3)));
        assertEquals("cp 0", InfoLine.score(SearchScore.draw()));
        assertEquals("cp 999", InfoLine.score(SearchScore.ofSign(1)));
        assertEquals("cp -999", InfoLine.score(SearchScore.ofSign(-1)));
    }

    @Test
    void parseReadsBackWhatFormatWrites() {
        SearchInfo[] infos = {
            new SearchInfo(1, 1, 1, SearchScore.heuristic(102), 8, 0, 0, new int[] {5}),
            new SearchInfo(32, 16, 2, new SearchScore(SearchScore.Kind.WIN, 7), 7632, 12, 3, new int[] {2, 0, 4, 0}),
            new SearchInfo(9, 9, 3, new SearchScore(SearchScore.Kind.LOSS, 2), 21992, 40, 6, new int[] {6, 4, 6}),
        };
        for (SearchInfo i : infos) assertEquals(i, InfoLine.parse(InfoLine.format(i)));
    }

    @Test
    void parseAcceptsOtherEnginesOrderAndExtraFields() {
        SearchInfo i = InfoLine.parse("info score cp 1500 lowerbound depth 5 time 10 nodes 99 string-less pv 4 4 3");
        assertEquals(5, i.depth());
        assertEquals(1, i.multiPv());
        assertEquals(SearchScore.heuristic(999), i.score()); // clamped to the heuristic range
        assertArrayEquals(new int[] {3, 3, 2}, i.pv());
        assertEquals(99, i.nodes());
        assertEquals(10, i.millis());
    }

    @Test
    void parseRejectsOtherLines() {
        assertNull(InfoLine.parse("info string draw proven"));
        assertNull(InfoLine.parse("info depth 5 currmove 4"));
        assertNull(InfoLine.parse("info depth x score cp 1 pv 4"));
        assertNull(InfoLine.parse("info depth 5 score cp 1 pv"));
        assertNull(InfoLine.parse("info depth 5 score cp 1 pv 0"));
        assertNull(InfoLine.parse("info depth 5 score wdl 1 pv 4"));
        assertNull(InfoLine.parse("bestmove 4"));
        assertNull(InfoLine.parse(""));
    }
}
