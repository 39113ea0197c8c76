package c4.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class PluralTest {
    @Test
    void oneIsSingularEveryOtherCountPlural() {
        assertEquals("1 game", Plural.count(1, "game"));
        assertEquals("0 games", Plural.count(0, "game"));
        assertEquals("2 other lines", Plural.count(2, "other line"));
        assertEquals("-1 moves", Plural.count(-1, "move"));
    }
}
