package c4.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class ArgsTest {
    private static UsageException error(String option, String value) {
        Args args = new Args("solve", new String[] {option, value});
        String name = args.next();
        return assertThrows(UsageException.class, () -> args.intValue(name, 1, 1024));
    }

    @Test
    void badValuesAreNamedAndEchoedShortAndEscaped() {
        assertEquals("solve: option --threads needs a whole number, got 'x'", error("--threads", "x").getMessage());
        assertEquals("solve: option --threads value 5000 is out of range 1..1024", error("--threads", "5000").getMessage());
        // ASCII digits only: Arabic-Indic and full-width digits, or a plus sign, are not numbers here
        assertEquals("solve: option --threads needs a whole number, got '\u0662'", error("--threads", "\u0662").getMessage());
        assertEquals("solve: option --threads needs a whole number, got '\uFF12'", error("--threads", "\uff12").getMessage());
        assertEquals("solve: option --threads needs a whole number, got '+2'", error("--threads", "+2").getMessage());
        assertEquals("solve: option --threads value 99999999999999999999 is out of range 1..1024",
                error("--threads", "99999999999999999999").getMessage());
        assertEquals("solve: option --threads needs a whole number, got '4\\u001B[31m'",
                error("--threads", "4\u001b[31m").getMessage());
        assertEquals("solve: option --threads needs a whole number, got '4\\u0001'", error("--threads", "4\u0001").getMessage());
        Args spaced = new Args("solve", new String[] {"--threads", " 7\t"});
        assertEquals(7, spaced.intValue(spaced.next(), 1, 1024), "spaces and tabs around a number go");
        Args size = new Args("solve", new String[] {"--size", "5x4\u0001"});
        assertEquals("solve: option --size: board size '5x4\\u0001': expected WxH, for example 7x6",
                assertThrows(UsageException.class, () -> size.sizeValue(size.next())).getMessage());
        String huge = "7".repeat(100_000);
        assertEquals("solve: option --threads value " + "7".repeat(60) + "… is out of range 1..1024",
                error("--threads", huge).getMessage());
    }

    @Test
    void unknownOptionsAndPositionalNumbersAreEchoedEscaped() {
        Args args = new Args("perft", new String[0]);
        assertEquals("perft: unknown option '--x\\ty' (see c4 perft --help)", args.unknown("--x\ty").getMessage());
        assertEquals("perft: DEPTH needs a whole number, got '1\\n2'",
                assertThrows(UsageException.class, () -> args.intArgument("DEPTH", "1\n2", 0, 60)).getMessage());
        assertEquals("perft: DEPTH needs a whole number, got '2\\u001F'",
                assertThrows(UsageException.class, () -> args.intArgument("DEPTH", "2\u001f", 0, 60)).getMessage());
    }
}
