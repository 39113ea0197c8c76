package c4.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class EchoTest {
    @Test
    void plainTextIsKept() {
        assertEquals("4453 -2", Echo.text("4453 -2"));
        assertEquals("'größe 7×6 ✓'", Echo.quote("größe 7×6 ✓"));
        assertEquals("", Echo.text(""));
    }

    @Test
    void longInputIsCutAfterSixtyCharacters() {
        String sixty = "x".repeat(Echo.MAX_CHARS);
        assertEquals(sixty, Echo.text(sixty), "exactly the limit: not cut");
        assertEquals(sixty + "…", Echo.text(sixty + "y"));
        String tenMegabytes = "7".repeat(10_000_000);
        assertEquals("7".repeat(60) + "…", Echo.text(tenMegabytes));
    }

    @Test
    void controlAndInvisibleCharactersAreEscaped() {
        assertEquals("a\\nb\\rc\\td", Echo.text("a\nb\rc\td"));
        assertEquals("\\u0000\\u0001\\u001B[31m\\u007F\\u0085", Echo.text("\u0000\u0001\u001b[31m\u007f\u0085"));
        assertEquals("\\uFEFF4453", Echo.text("\uFEFF4453"), "byte-order mark");
        assertEquals(
                "\\u202E\\u200B\\u2028\\u2029", Echo.text("\u202e\u200b\u2028\u2029"), "bidi, zero-width, separators");
        assertEquals(
                "isready\\u00A0a\\u3000b c",
                Echo.text("isready\u00a0a\u3000b c"),
                "spaces other than U+0020 look like the separator, but are not");
        assertEquals("C:\\\\dir", Echo.text("C:\\dir"), "a backslash is doubled so every escape is unambiguous");
        assertEquals("\\u0000", Echo.text('\0'));
        assertEquals("#", Echo.text('#'));
    }

    @Test
    void surrogatePairsStayWholeAndUnpairedHalvesAreEscaped() {
        String smile = "\uD83D\uDE00";
        assertEquals("a" + smile, Echo.text("a" + smile));
        assertEquals("\\uD83D", Echo.text('\uD83D'), "half of a character");
        assertEquals("\\uDE00x", Echo.text("\uDE00x"));
        // the 60th character is outside the BMP: it is shown whole, then the cut
        String input = "x".repeat(59) + smile + "tail";
        assertEquals("x".repeat(59) + smile + "…", Echo.text(input));
    }

    @Test
    void escapesDoNotCountAgainstTheLimit() {
        String nuls = "\0".repeat(61);
        String shown = Echo.text(nuls);
        assertEquals("\\u0000".repeat(60) + "…", shown);
        assertTrue(shown.chars().noneMatch(c -> c < ' '), shown);
    }
}
