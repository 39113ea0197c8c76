package c4.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class WholeNumberTest {
    private static String error(String text, long min, long max) {
        return assertThrows(IllegalArgumentException.class, () -> WholeNumber.parse("n", text, min, max))
                .getMessage();
    }

    @Test
    void asciiDigitsWithAnOptionalMinusAndSpacesAround() {
        assertEquals(42, WholeNumber.parse("n", " 42\t", 0, 100));
        assertEquals(-7, WholeNumber.parse("n", "-7", -10, 10));
        assertEquals(Long.MIN_VALUE, WholeNumber.parse("n", "-9223372036854775808", Long.MIN_VALUE, Long.MAX_VALUE));
    }

    @Test
    void otherDigitsSignsAndJunkAreNotNumbers() {
        // Long.parseLong reads all of these but the last three as numbers
        for (String bad :
                new String[] {"\u0665", "\u0661\u0660", "\uff15", "+5", "", "-", "5x", "0x10", "1e3", "5 6"}) {
            assertEquals("n needs a whole number, got " + Echo.quote(bad), error(bad, 0, 100), bad);
        }
    }

    @Test
    void numbersOutsideTheRangeAlsoThoseBeyondALongAreOutOfRange() {
        assertEquals("n value 101 is out of range 0..100", error("101", 0, 100));
        assertEquals("n value -1 is out of range 0..100", error("-1", 0, 100));
        assertEquals("n value 99999999999999999999 is out of range 0..100", error("99999999999999999999", 0, 100));
        assertEquals(
                "n value -99999999999999999999 is out of range " + Long.MIN_VALUE + ".." + Long.MAX_VALUE,
                error("-99999999999999999999", Long.MIN_VALUE, Long.MAX_VALUE));
    }
}
