package c4.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The time-left estimate, the counts and durations shown, and when a meter draws as on a terminal. */
class ProgressTest {
    @Test
    void onlyATerminalDeviceOnStderrGetsABar() {
        assertTrue(Progress.isTerminalDevice("/dev/pts/3"));
        assertTrue(Progress.isTerminalDevice("/dev/tty1"));
        assertTrue(Progress.isTerminalDevice("/dev/console"));
        assertFalse(Progress.isTerminalDevice("/tmp/solve.log"), "2>log: lines, no control codes");
        assertFalse(Progress.isTerminalDevice("pipe:[48213]"));
        assertFalse(Progress.isTerminalDevice("/dev/null"));
        // the test JVM's stderr is the build tool's pipe (or a file), never a terminal
        assertFalse(Progress.terminal());
    }

    @Test
    void etaFollowsTheRateSinceTheStart() {
        assertEquals("ETA 30s", Progress.eta(10, 25, 0, 100)); // 25 in 10 s: 75 more take 30 s
        assertEquals("ETA 1m40s", Progress.eta(20, 50, 40, 100)); // resumed 40: 10 in 20 s, 50 left take 100 s
        assertEquals("ETA 2h05m", Progress.eta(3600, 1000, 0, 3084));
    }

    @Test
    void noEstimateWithoutARateOrATotal() {
        assertEquals("", Progress.eta(5, 0, 0, 100));
        assertEquals("", Progress.eta(5, 40, 40, 100), "nothing done since the resumed 40");
        assertEquals("", Progress.eta(5, 10, 0, 0), "unknown total");
        assertEquals("", Progress.eta(5, 100, 0, 100), "finished");
    }

    @Test
    void aCountWithoutATotalShowsNoSlash() {
        assertEquals("4/625", Progress.count(4, 625));
        assertEquals("6291426", Progress.count(6_291_426, 0), "perft --games: no '/0'");
    }

    @Test
    void durationsRoundToWholeSeconds() {
        assertEquals("0s", Progress.duration(0.4));
        assertEquals("59s", Progress.duration(59.4));
        assertEquals("1m00s", Progress.duration(59.6));
        assertEquals("1h01m", Progress.duration(3661));
    }
}
