package c4.protocol.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.search.Engine;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Each kind of bad input: exactly one clear error line, and the previous state is kept. */
@Tag("slow")
class ProtocolErrorsTest {
    private static final String[][] BAD = {
        {"foo", "unknown command 'foo'"},
        {"position startpos moves 4444444", "position: move 7 (token '4444444'): column 4 is full"},
        {"position startpos moves 4 4 4 4 4 4 4", "position: move 7 (token '4'): column 4 is full"},
        {"position startpos moves 1!", "'!' is not a column"},
        {"position startpos moves 44\u0001", "position: move 3 (token '44\\u0001'): '\\u0001' is not a column"},
        {"position startpos moves 1x", "column 33 ('x') is off the 7x6 board"},
        {"position startpos moves 8", "column 8 ('8') is off the 7x6 board"},
        {"position startpos moves 12121213", "position: move 8 (token '12121213'): the game is already won"},
        {"position fen abc", "'fen' is not supported"},
        {"position startpos 44", "expected 'moves' after startpos"},
        {"position", "position: expected"},
        {"setoption name Hash value 0", "option Hash value 0 is out of range 1.."},
        {"setoption name Hash value abc", "option Hash needs a whole number, got 'abc'"},
        {"setoption name Hash value 64\u0001", "option Hash needs a whole number, got '64\\u0001'"},
        {"setoption name Weak value true\u0001", "option Weak needs true or false, got 'true\\u0001'"},
        {"\u0001d", "unknown command '\\u0001d'"},
        {"setoption name Threads", "option Threads needs 'value N'"},
        {"setoption name Nope value 1", "unknown option 'Nope'"},
        {"setoption name Weak value maybe", "option Weak needs true or false, got 'maybe'"},
        {"setoption foo", "setoption: expected 'setoption name <id> [value <x>]'"},
        {"perft x", "perft: depth needs a whole number, got 'x'"},
        {"perft 99", "perft: depth value 99 is out of range"},
        {"bench x", "bench: depth needs a whole number"},
        // ASCII digits only (Long.parseLong reads other scripts' digits); a number beyond a long is out of range
        {"setoption name Hash value \u0661\u0666", "option Hash needs a whole number, got '\u0661\u0666'"},
        {"setoption name Hash value 99999999999999999999", "option Hash value 99999999999999999999 is out of range 1.."
        },
        {"perft \u0663", "perft: depth needs a whole number, got '\u0663'"},
        {"quit x", "quit: takes no arguments, got 'x' (the line was not run)"},
        {"ucinewgame now", "ucinewgame: takes no arguments, got 'now'"},
        {"d x", "d: takes no arguments, got 'x'"},
        {"isready 1", "isready: takes no arguments, got '1'"},
    };

    private static final String[][] BAD_GO = {
        {"go depth x", "go: depth needs a whole number, got 'x'"},
        {"go depth", "go: depth needs a number"},
        {"go bogus", "go: unknown parameter 'bogus'"},
        {"go searchmoves 9", "go: searchmoves value 9 is out of range 1..7"},
        {"go searchmoves 4 -1", "go: searchmoves value -1 is out of range 1..7"}, // a column, not a parameter
        {"go searchmoves +3", "go: searchmoves needs a whole number, got '+3'"},
        {"go searchmoves", "go: searchmoves needs at least one column"},
        {"go depth \u0665", "go: depth needs a whole number, got '\u0665'"},
        {"go depth +5", "go: depth needs a whole number, got '+5'"},
        {"go nodes 99999999999999999999", "go: nodes value 99999999999999999999 is out of range 1.."},
        {"go searchmoves \u0664", "go: searchmoves needs at least one column"},
        {"go movetime 3000 movetime 200", "go: parameter movetime is given twice (token 3)"},
        {"go depth 3 infinite depth 4", "go: parameter depth is given twice (token 4)"},
        {"go searchmoves 4 4", "go: searchmoves column 4 is given twice"},
        {"go winc 100 binc 100", "go: winc needs a clock, wtime or btime"},
        {"go movestogo 5", "go: movestogo needs a clock, wtime or btime"},
        {"go searchmoves a", "go: searchmoves needs at least one column, got 'a'"},
        // an exact solve covers every move to the end: a limit that would cut it short is refused
        {
            "go solve searchmoves 4",
            "go: solve proves the position's exact score over every move; it takes no searchmoves"
        },
        {"go depth 3 solve", "it takes no depth"},
        {"go solve nodes 1000", "it takes no nodes"},
        {"go mate 2 solve", "it takes no mate"},
    };

    @Test
    void everyBadLineGetsOneErrorAndKeepsTheState() throws Exception {
        try (EngineProcess e = new EngineProcess()) {
            e.send("position startpos moves 4453");
            e.send("d");
            List<String> before = e.sync();
            for (String[] bad : BAD) {
                e.send(bad[0]);
                List<String> out = e.sync();
                assertEquals(1, out.size(), bad[0] + " -> " + out);
                assertTrue(out.get(0).startsWith("info string error: "), out.get(0));
                assertTrue(out.get(0).contains(bad[1]), bad[0] + " -> " + out.get(0));
                e.send("d");
                assertEquals(before, e.sync(), "state changed by " + bad[0]);
            }
            for (String[] bad : BAD_GO) {
                e.send(bad[0]);
                List<String> out = e.sync();
                assertEquals(2, out.size(), bad[0] + " -> " + out);
                assertTrue(
                        out.get(0).startsWith("info string error: ")
                                && out.get(0).contains(bad[1]),
                        bad[0] + " -> " + out.get(0));
                assertEquals("bestmove (none)", out.get(1));
            }
            e.send("d");
            assertEquals(before, e.sync());
        }
    }

    @Test
    void finishedGamesAreRefused() throws Exception {
        try (EngineProcess e = new EngineProcess()) {
            e.send("position startpos moves 1212121");
            for (String cmd : new String[] {"go depth 2", "analyze"}) {
                e.send(cmd);
                List<String> out = e.sync();
                assertEquals(2, out.size(), out.toString());
                assertTrue(
                        out.get(0).startsWith("info string error: ")
                                && out.get(0).contains("game is over"),
                        out.get(0));
                assertEquals("bestmove (none)", out.get(1));
            }
            e.send("eval");
            assertTrue(e.sync().get(0).contains("eval: the game is over"));
        }
    }

    @Test
    void boardSizeOptionsApplyFromTheNextPosition() throws Exception {
        try (EngineProcess e = new EngineProcess()) {
            e.send("setoption name Width value 10");
            List<String> warned = e.sync();
            assertEquals(1, warned.size(), warned.toString());
            assertTrue(
                    warned.get(0).startsWith("info string warning: options Width/Height: board size 10x6 does not fit"),
                    warned.get(0));
            e.send("position startpos moves 1");
            List<String> out = e.sync();
            assertEquals(1, out.size(), out.toString());
            assertTrue(out.get(0).contains("does not fit a 64-bit bitboard"), out.get(0));
            e.send("setoption name Height value 4");
            assertEquals(List.of(), e.sync(), "10x4 fits: no warning");
            e.send("position startpos moves 10 10 9");
            e.send("d");
            List<String> d = e.sync();
            assertTrue(d.contains("info string board 10x4, moves aa9"), d.toString());
            e.send("go depth 4");
            int c = ProtocolSessionTest.bestmove(e.untilPrefix("bestmove", 5_000));
            assertTrue(c >= 0 && c < 10);
        }
    }

    /**
     * The default collector (G1 here: a humongous array may take the whole heap) and the
     * launcher's ParallelGC, where one array must fit the old generation (512 of 768 MiB).
     */
    @ParameterizedTest
    @ValueSource(strings = {"-Xmx256m", "-Xmx768m -XX:+UseParallelGC"})
    void everyAdvertisedLimitIsAcceptedAndAllocatedAndNothingBeyond(String jvmOptions) throws Exception {
        try (EngineProcess e = new EngineProcess(jvmOptions.split(" "))) {
            e.send("uci");
            List<String> hello = e.untilPrefix("uciok", 10_000);
            for (String option : new String[] {"Hash", "Threads", "MultiPV", "MoveOverhead"}) {
                String decl = hello.stream()
                        .filter(l -> l.startsWith("option name " + option + " "))
                        .findFirst()
                        .orElseThrow();
                long max = Long.parseLong(decl.replaceAll(".* max (\\d+)$", "$1"));
                e.send("setoption name " + option + " value " + max);
                List<String> said = e.sync();
                if (option.equals("Threads") && max > Engine.CORES) { // more than the cores: for tests, with a warning
                    assertEquals(1, said.size(), said.toString());
                    assertTrue(said.get(0).startsWith("info string warning: Threads " + max), said.toString());
                } else {
                    assertEquals(List.of(), said, option + " " + max + " is advertised");
                }
                e.send("setoption name " + option + " value " + (max + 1));
                List<String> out = e.sync();
                assertEquals(1, out.size(), out.toString());
                assertTrue(
                        out.get(0).contains("option " + option + " value " + (max + 1) + " is out of range 1.." + max)
                                || out.get(0)
                                        .contains("option " + option + " value " + (max + 1) + " is out of range 0.."
                                                + max),
                        out.toString());
                e.send("position startpos moves 4453");
                e.send("go depth 4");
                List<String> search = e.untilPrefix("bestmove", 10_000);
                assertTrue(search.stream().noneMatch(l -> l.startsWith("info string error")), search.toString());
                ProtocolSessionTest.bestmove(search);
            }
            long hash = Long.parseLong(hello.stream()
                    .filter(l -> l.startsWith("option name Hash "))
                    .findFirst()
                    .orElseThrow()
                    .replaceAll(".* max (\\d+)$", "$1"));
            long heap = Long.parseLong(jvmOptions.replaceAll("-Xmx(\\d+)m.*", "$1"));
            assertTrue(hash < heap, "the advertised Hash maximum fits the " + heap + " MiB heap: " + hash);
        }
    }

    /** A table replaced after a search is free for the next: the maximum, half, the maximum again, after each search. */
    @Test
    void theHashMaximumCanBeSetAgainAfterEverySearch() throws Exception {
        try (EngineProcess e = new EngineProcess("-Xmx768m", "-XX:+UseParallelGC")) {
            e.send("uci");
            long max = Long.parseLong(e.untilPrefix("uciok", 10_000).stream()
                    .filter(l -> l.startsWith("option name Hash "))
                    .findFirst()
                    .orElseThrow()
                    .replaceAll(".* max (\\d+)$", "$1"));
            e.send("setoption name Hash value " + max);
            e.send("position startpos moves 4453");
            for (int round = 0; round < 3; round++) {
                e.send("go depth 6");
                List<String> search = e.untilPrefix("bestmove", 10_000);
                assertTrue(search.stream().noneMatch(l -> l.startsWith("info string error")), search.toString());
                e.send("setoption name Hash value " + max / 2);
                e.send("setoption name Hash value " + max);
                assertEquals(List.of(), e.sync(), "round " + round);
            }
        }
    }

    /**
     * Threads: more than the cores are taken with a warning (for tests), up to the fixed maximum;
     * whatever the machine (the JVM is told how many cores it has).
     */
    @ParameterizedTest
    @ValueSource(ints = {1, 3})
    void threadsBeyondTheCoresAreWarnedAboutAndBeyondTheMaximumRefused(int cores) throws Exception {
        try (EngineProcess e = new EngineProcess("-Xmx256m", "-XX:ActiveProcessorCount=" + cores)) {
            e.send("uci");
            assertTrue(e.untilPrefix("uciok", 10_000)
                    .contains("option name Threads type spin default 1 min 1 max " + Engine.MAX_THREADS));
            e.send("setoption name Threads value " + cores);
            assertEquals(List.of(), e.sync());
            e.send("setoption name Threads value " + (cores + 1));
            assertEquals(
                    List.of("info string warning: Threads " + (cores + 1) + " is more than the "
                            + (cores == 1 ? "1 core" : cores + " cores")
                            + " here: the search runs slower (for tests and experiments)"),
                    e.sync());
            e.send("setoption name Threads value " + (Engine.MAX_THREADS + 1));
            assertEquals(
                    List.of("info string error: setoption: option Threads value " + (Engine.MAX_THREADS + 1)
                            + " is out of range 1.." + Engine.MAX_THREADS),
                    e.sync());
        }
    }

    @Test
    void negativeClocksAndIncrementsReadAsZero() throws Exception {
        try (EngineProcess e = new EngineProcess()) {
            e.send("position startpos moves 4453");
            for (String go : new String[] {"go wtime -100 btime 5000", "go wtime 500 btime 500 winc -5 binc -5"}) {
                e.send(go);
                List<String> out = e.untilPrefix("bestmove", 10_000);
                assertTrue(out.stream().noneMatch(l -> l.startsWith("info string error")), go + " " + out);
                ProtocolSessionTest.bestmove(out);
            }
        }
    }

    @Test
    void echoedInputIsCutAndEscaped() throws Exception {
        try (EngineProcess e = new EngineProcess()) {
            e.send("x".repeat(10_000) + "\u0000\u0007");
            e.send("setoption name Weak value tr\u0001ue" + "y".repeat(100));
            List<String> out = e.sync();
            assertEquals(2, out.size(), out.toString());
            for (String l : out) {
                assertTrue(l.length() < 250, "cut: " + l.length() + " characters");
                assertTrue(l.chars().noneMatch(ch -> ch < 0x20), "escaped: " + l);
                assertTrue(l.contains("…"), l);
            }
            assertTrue(out.get(1).contains("tr\\u0001ue"), out.get(1));
        }
    }

    /** A line over the documented maximum is dropped as it is read (memory stays bounded), with one error; the session goes on. */
    @Test
    void aLineLongerThanTheMaximumIsIgnoredWithAnError() throws Exception {
        try (EngineProcess e = new EngineProcess("-Xmx64m")) {
            e.sendRaw("position startpos moves " + "4 ".repeat(2_000_000)
                    + "\n"); // 4 MB: more than the heap holds as a String
            e.send("isready");
            List<String> out = e.untilPrefix("readyok", 30_000);
            assertEquals(
                    List.of(
                            "info string error: a line longer than " + ProtocolLines.MAX_CHARS
                                    + " characters was ignored: 'position startpos moves "
                                    + "4 ".repeat(18) + "…'",
                            "readyok"),
                    out);
            e.send("position startpos moves 4453");
            e.send("d");
            assertTrue(e.sync().contains("info string board 7x6, moves 4453"), "the session goes on");
        }
    }

    /**
     * A {@code go} line over the maximum is refused as the other long lines, but still gets its
     * {@code bestmove (none)}: after the bestmove of the search it waits for, as a refused {@code go}.
     */
    @Test
    void aGoLineLongerThanTheMaximumStillGetsItsBestmove() throws Exception {
        try (EngineProcess e = new EngineProcess()) {
            String go = "go " + "depth 3 ".repeat(10_000);
            String error = "info string error: a line longer than " + ProtocolLines.MAX_CHARS
                    + " characters was ignored: '" + go.substring(0, 60) + "…'";
            e.send(go);
            assertEquals(List.of(error, "bestmove (none)"), e.untilPrefix("bestmove", 30_000));
            e.send("position startpos moves 4453");
            e.send("go infinite");
            e.send(go);
            e.send("stop");
            List<String> out = e.untilPrefix("bestmove (none)", 30_000);
            out.removeIf(l -> l.startsWith("info ") && !l.startsWith("info string error"));
            assertEquals(3, out.size(), out.toString());
            assertTrue(out.get(0).startsWith("bestmove ") && !out.get(0).equals("bestmove (none)"), out.toString());
            assertEquals(List.of(error, "bestmove (none)"), out.subList(1, 3));
            e.send("analyze" + " ".repeat(ProtocolLines.MAX_CHARS) + "x");
            assertEquals(
                    List.of(
                            "info string error: a line longer than " + ProtocolLines.MAX_CHARS
                                    + " characters was ignored: 'analyze'",
                            "bestmove (none)"),
                    e.untilPrefix("bestmove", 30_000));
            e.send("d");
            assertTrue(e.sync().contains("info string board 7x6, moves 4453"), "the session goes on");
        }
    }
}
