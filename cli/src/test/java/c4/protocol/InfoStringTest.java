package c4.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** The {@code info string} notes: what the engine writes reads back as the same note. */
class InfoStringTest {
    @Test
    void everyWrittenNoteParsesBack() {
        assertEquals("info string column 4 score -3", InfoString.column(3, -3));
        assertEquals(new InfoString.Column(3, -3), InfoString.parse(InfoString.column(3, -3)));
        assertEquals(new InfoString.Column(11, 2), InfoString.parse(InfoString.column(11, 2)));
        assertEquals("info string exact score 10", InfoString.exactScore(10, false));
        assertEquals(new InfoString.Exact(10, false), InfoString.parse(InfoString.exactScore(10, false)));
        assertEquals("info string exact score -1 (weak: sign only)", InfoString.exactScore(-1, true));
        assertEquals(new InfoString.Exact(-1, true), InfoString.parse(InfoString.exactScore(-1, true)));
        for (String remark : new String[] {InfoString.BOOK, InfoString.DRAW_PROVEN}) {
            assertEquals(new InfoString.Remark(remark), InfoString.parse(InfoString.remark(remark)));
        }
        assertEquals(
                "info string error: go: depth needs a whole number, got 'x'",
                InfoString.error("go: depth needs a whole number, got 'x'"));
        assertEquals(new InfoString.Error("go:  two  spaces"), InfoString.parse(InfoString.error("go:  two  spaces")));
    }

    @Test
    void otherLinesAreNoNote() {
        for (String line : new String[] {
            "info string eval total -20",
            "info string column x score 3",
            "info string column 0 score 3",
            "info string exact score 3 maybe",
            "info string book 4.c4b is for 6x5",
            "info depth 3 score cp 1 pv 4",
            "info string",
            "bestmove 4",
            ""
        }) {
            assertNull(InfoString.parse(line), line);
        }
        assertEquals(new InfoString.Remark("draw proven"), InfoString.parse("  info\tstring  draw proven "));
    }
}
