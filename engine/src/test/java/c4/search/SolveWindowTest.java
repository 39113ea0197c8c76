package c4.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

class SolveWindowTest {
    @Test
    void answersNarrowTheInterval() {
        SolveWindow w = new SolveWindow(-10, 10);
        assertFalse(w.answered(0));
        w.narrow(0, -2); // "above 0?" no, and at most -2 (fail-soft)
        assertEquals(-10, w.min());
        assertEquals(-2, w.max());
        assertTrue(w.answered(0));
        assertTrue(w.answered(-2));
        assertFalse(w.answered(-3));
        w.narrow(-6, -4); // above -6, at least -4
        assertEquals(-4, w.min());
        assertTrue(w.answered(-5));
        w.narrow(-4, -30); // a fail-soft bound below the interval still leaves one value
        assertEquals(-4, w.min());
        assertEquals(-4, w.max());
    }

    @Test
    void concurrentAnswersAlwaysKeepTheTrueScore() throws InterruptedException {
        for (int round = 0; round < 50; round++) {
            int score = new SplittableRandom(round).nextInt(-20, 21);
            SolveWindow w = new SolveWindow(-21, 21);
            AtomicBoolean lost = new AtomicBoolean();
            List<Thread> threads = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                SplittableRandom rnd = new SplittableRandom(round * 31L + t);
                threads.add(new Thread(() -> {
                    while (w.min() < w.max()) {
                        int v = rnd.nextInt(w.min(), Math.max(w.min() + 1, w.max()));
                        // a true fail-soft answer: a bound on the right side of v that holds
                        int r = score <= v ? rnd.nextInt(score, v + 1) : rnd.nextInt(v + 1, score + 1);
                        w.narrow(v, r);
                        if (w.min() > score || score > w.max()) lost.set(true);
                    }
                }));
            }
            threads.forEach(Thread::start);
            for (Thread t : threads) t.join();
            assertFalse(lost.get(), "the interval lost the true score " + score);
            assertEquals(score, w.min());
            assertEquals(score, w.max());
        }
    }
}
