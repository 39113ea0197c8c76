package c4.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class QueryTest {
    private static String refusal(String raw, List<String> allowed) {
        ApiError e = assertThrows(ApiError.class, () -> Query.parse(raw, allowed));
        assertEquals(400, e.status());
        return e.getMessage();
    }

    @Test
    void decodesAllowedParameters() {
        Query q = Query.parse("pos=4453&session=ab%20c&flag", List.of("pos", "session", "flag"));
        assertEquals("4453", q.position("pos").moveString());
        assertEquals("ab c", q.get("session"));
        assertEquals("", q.get("flag"));
        assertEquals("", Query.parse("pos=", List.of("pos")).position("pos").moveString());
    }

    @Test
    void refusesWhatItCannotRead() {
        assertEquals("bad percent-encoding in 'pos=%zz'", refusal("pos=%zz", List.of("pos")));
        assertEquals("unknown parameter 'x\\n' (expected pos)", refusal("x%0a=1", List.of("pos")));
        assertEquals("parameter pos is given twice", refusal("pos=1&pos=2", List.of("pos")));
    }

    @Test
    void rangesNumbers() {
        Query q = Query.parse("movetime=99999999999&depth=-1", List.of("movetime", "depth"));
        assertEquals(
                "movetime: expected a whole number of ms in 10..60000, got '99999999999'",
                assertThrows(ApiError.class, () -> q.number("movetime", 10, 60_000, "ms"))
                        .getMessage());
        assertEquals(
                "depth: -1 plies is out of range 1..42",
                assertThrows(ApiError.class, () -> q.number("depth", 1, 42, "plies"))
                        .getMessage());
    }

    @Test
    void takesOnlyAsciiDigits() {
        // Devanagari digits (one hundred) and a plus sign: Integer.parseInt would take both
        Query q = Query.parse("movetime=%E0%A5%A7%E0%A5%A6%E0%A5%A6&depth=%2B5", List.of("movetime", "depth"));
        assertEquals(
                "movetime: expected a whole number of ms in 10..60000, got '\u0967\u0966\u0966'",
                assertThrows(ApiError.class, () -> q.number("movetime", 10, 60_000, "ms"))
                        .getMessage());
        assertEquals(
                "depth: expected a whole number of plies in 1..42, got '+5'",
                assertThrows(ApiError.class, () -> q.number("depth", 1, 42, "plies"))
                        .getMessage());
        assertEquals(100, Query.parse("movetime=100", List.of("movetime")).number("movetime", 10, 60_000, "ms"));
    }
}
