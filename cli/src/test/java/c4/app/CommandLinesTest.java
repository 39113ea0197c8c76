package c4.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.options.Values;
import c4.search.ParallelMode;
import org.junit.jupiter.api.Test;

/** What a bad command line says (picocli's errors in the project's words) and what --help shows. */
class CommandLinesTest {
    /** The one line on stderr of a run that must be refused as a bad command line (exit 2, nothing on stdout). */
    private static String refused(String... args) {
        MainTest.Run r = MainTest.run(args);
        assertEquals(2, r.status(), r.err());
        assertEquals("", r.out());
        assertTrue(r.err().endsWith("\n") && r.err().indexOf('\n') == r.err().length() - 1, "one line: " + r.err());
        return r.err().substring(0, r.err().length() - 1);
    }

    private static String threads(String value) {
        return refused("perft", "4", "--threads", value);
    }

    @Test
    void badValuesAreNamedAndEchoedShortAndEscaped() {
        assertEquals("c4 perft: option --threads needs a whole number, got 'x'", threads("x"));
        assertEquals("c4 perft: option --threads value 5000 is out of range 1..1024", threads("5000"));
        // ASCII digits only: Arabic-Indic and full-width digits, or a plus sign, are not numbers here
        assertEquals("c4 perft: option --threads needs a whole number, got '\u0662'", threads("\u0662"));
        assertEquals("c4 perft: option --threads needs a whole number, got '\uFF12'", threads("\uff12"));
        assertEquals("c4 perft: option --threads needs a whole number, got '+2'", threads("+2"));
        assertEquals(
                "c4 perft: option --threads value 99999999999999999999 is out of range 1..1024",
                threads("99999999999999999999"));
        assertEquals("c4 perft: option --threads needs a whole number, got '4\\u001B[31m'", threads("4\u001b[31m"));
        assertEquals("c4 perft: option --threads needs a whole number, got '4\\u0001'", threads("4\u0001"));
        assertEquals(
                "c4 perft: option --threads value " + "7".repeat(60) + "… is out of range 1..1024",
                threads("7".repeat(100_000)));
        assertEquals(
                "c4 perft: option --size: board size '5x4\\u0001': expected WxH, for example 7x6",
                refused("perft", "4", "--size", "5x4\u0001"));
    }

    @Test
    void unknownOptionsMissingValuesAndStrayArgumentsAreNamed() {
        assertEquals("c4 perft: unknown option '--x\\ty' (see c4 perft --help)", refused("perft", "4", "--x\ty"));
        assertEquals("c4 perft: unknown option '--fast' (see c4 perft --help)", refused("perft", "4", "--fast=yes"));
        // the cluster's options, which book's help names, point to the cluster's launcher
        String spark = ": --spark runs on Apache Spark through scripts/c4-cluster (scripts/c4 hands it over); c4.jar"
                + " has no Spark";
        assertEquals("c4 book build" + spark, refused("book", "build", "--depth", "2", "--spark", "spark://h:7077"));
        assertEquals("c4 book verify" + spark, refused("book", "verify", "b.c4b", "--all", "--spark=spark://h:7077"));
        // verify's --all alone: named as the cluster's, not as an option unknown to the help that lists it
        String all = "c4 book verify: --all (every entry) runs only on Apache Spark: give it with --spark MASTER"
                + " (scripts/c4 hands it to scripts/c4-cluster); without it, --sample N checks N entries"
                + " (see c4 book verify --help)";
        assertEquals(all, refused("book", "verify", "b.c4b", "--all"));
        assertEquals(all, refused("book", "verify", "--all", "b.c4b", "--sample", "3"));
        assertEquals(
                "c4 book build: unknown option '--all' (see c4 book build --help)",
                refused("book", "build", "--depth", "2", "--all"));
        assertEquals("c4 perft: option --size needs a value", refused("perft", "4", "--size"));
        assertEquals("c4 perft: DEPTH needs a whole number, got '1\\n2'", refused("perft", "1\n2"));
        assertEquals("c4 perft: DEPTH value -3 is out of range 1..42", refused("perft", "-3"));
        assertEquals("c4 gui: unexpected argument 'now' (see c4 gui --help)", refused("gui", "now"));
        assertEquals(
                "c4 book: unknown subcommand 'make'; build, moves, verify, info or probe expected (see c4 book --help)",
                refused("book", "make"));
        assertEquals("c4 book build: --depth D is missing (see c4 book build --help)", refused("book", "build"));
        assertEquals(
                "c4 positions: --ply N|A-B and --count K are missing (see c4 positions --help)", refused("positions"));
        assertEquals(
                "c4 play: option --ai value 'best\\u001B[2J': expected one of minimax, alphabeta, engine",
                refused("play", "--ai", "best\u001b[2J"));
        // picocli's message for a boolean ran past what a message echoes: "'yes' is not…"
        assertEquals(
                "c4 play: option --random-first-move value 'yes': expected true or false",
                refused("play", "--random-first-move=yes"));
        assertEquals(
                "c4 perft: option --positions value 'maybe': expected true or false",
                refused("perft", "--positions=maybe", "3"));
    }

    @Test
    void aRepeatedOptionIsRefusedAndAtFilesAreNotExpanded() {
        MainTest.Run r = MainTest.run("perft", "2", "--size", "4x4", "--size", "5x4");
        assertEquals(2, r.status(), r.err());
        assertEquals("c4 perft: option --size is given more than once (see c4 perft --help)\n", r.err());
        assertEquals("", r.out());
        String atFile = refused("book", "info", "@nowhere");
        assertTrue(atFile.startsWith("c4 book info: ") && atFile.contains("@nowhere"), atFile);
    }

    @Test
    void helpComesFromTheDefinitionsWithTheirDefaults() {
        MainTest.Run solve = MainTest.run("solve", "--help");
        assertEquals(0, solve.status());
        assertTrue(solve.out().startsWith("usage: scripts/c4 solve [OPTIONS] [MOVES ...]"), solve.out());
        String text = solve.out().replaceAll("\\s+", " ");
        assertTrue(text.contains("(default " + Values.defaultThreads() + ": one per core here;"), solve.out());
        assertTrue(
                text.contains("default " + Values.defaultHash(64) + "; at most " + Values.maxHash() + " here"),
                solve.out());
        assertTrue(solve.out().contains("--report-positions"), solve.out());
        // a default is written as the value is given (--parallel lazy), not as the enum's constant
        assertTrue(text.contains("sharing the table) (default " + ParallelMode.SOLVER_DEFAULT + ")"), solve.out());
        assertEquals("lazy", ParallelMode.LAZY.toString());
        assertTrue(!solve.out().contains("LAZY"), solve.out());
        MainTest.Run build = MainTest.run("book", "build", "-h");
        assertEquals(0, build.status());
        assertTrue(build.out().startsWith("usage: scripts/c4 book build --depth D"), build.out());
        assertTrue(build.out().contains("board size (default 7x6;"), build.out());
    }
}
