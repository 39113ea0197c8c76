package c4.perft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import c4.core.Position;
import java.util.List;
import org.junit.jupiter.api.Test;

class PerftReportTest {
    @Test
    void onePlyLinePerPlyThenTheSummary() throws Exception {
        List<String> lines = PerftReport.lines(new Position(BoardSize.of(4, 4)), 3, 2, ProgressMeter.Factory.NONE);
        assertEquals(List.of("ply 1 nodes 4", "ply 2 nodes 16", "ply 3 nodes 64"), lines.subList(0, 3));
        assertEquals(4, lines.size(), lines.toString());
        assertTrue(lines.get(3).matches("total 84 nodes in \\d+\\.\\d{3} s, \\d+ nodes/s, threads 2"), lines.get(3));
    }
}
