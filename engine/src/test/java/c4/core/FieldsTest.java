package c4.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class FieldsTest {
    @Test
    void onlySpacesAndTabsSeparateAndSurround() {
        assertEquals("4 \u00014", Fields.strip(" \t4 \u00014\t "));
        assertEquals("64\u0001", Fields.strip("64\u0001"));
        assertEquals("\u000b7x6\r", Fields.strip("\u000b7x6\r"));
        assertArrayEquals(new String[] {"value", "64\u0001"}, Fields.split("\tvalue  64\u0001 "));
        assertArrayEquals(new String[] {"a\u001fb", "c"}, Fields.split("a\u001fb\tc"));
        assertArrayEquals(new String[] {""}, Fields.split(" \t "));
    }

    @Test
    void theRestOfALineKeepsItsInnerSeparators() {
        String line = " setoption name\tBookFile value  /tmp/two  spaces.c4b \t";
        assertEquals("/tmp/two  spaces.c4b", Fields.after(line, 4));
        assertEquals("value  /tmp/two  spaces.c4b", Fields.after(line, 3));
        assertEquals(Fields.strip(line), Fields.after(line, 0));
        assertEquals("", Fields.after(line, 6));
        assertEquals("", Fields.after(line, 99));
    }
}
