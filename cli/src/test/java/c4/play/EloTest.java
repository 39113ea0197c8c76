package c4.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class EloTest {
    @Test
    void handComputedSeventyPercent() {
        // 6/2/2: p = 0.7, Elo = 400 log10(0.7/0.3) = 147.19; per-game variance
        // (6*0.3^2 + 2*0.2^2 + 2*0.7^2)/10 = 0.16, SE = sqrt(0.016) = 0.12649;
        // p +- 1.96 SE = 0.45208 .. 0.94792 -> Elo -33.40 .. 504.03, margin 268.72
        Elo e = Elo.of(6, 2, 2);
        assertEquals(0.7, e.score(), 1e-12);
        assertEquals(147.19, e.elo(), 0.01);
        assertEquals(268.72, e.margin(), 0.01);
        assertEquals("W/D/L 6/2/2, score 70.0%, Elo +147.2 +- 268.7", e.toString());
    }

    @Test
    void evenScoreIsZeroAndSymmetric() {
        Elo e = Elo.of(5, 0, 5);
        assertEquals(0.0, e.elo(), 1e-12);
        Elo a = Elo.of(3, 4, 13);
        Elo b = Elo.of(13, 4, 3);
        assertEquals(-a.elo(), b.elo(), 1e-9);
        assertEquals(a.margin(), b.margin(), 1e-9);
        assertEquals(-190.85, a.elo(), 0.01); // p = 0.25: -400 log10(3)
    }

    @Test
    void perfectScoresAreInfinite() {
        Elo all = Elo.of(4, 0, 0);
        assertEquals(Double.POSITIVE_INFINITY, all.elo());
        assertEquals(Double.POSITIVE_INFINITY, all.margin());
        assertTrue(all.toString().contains("Elo +inf +- inf"), all.toString());
        assertEquals(Double.NEGATIVE_INFINITY, Elo.of(0, 0, 3).elo());
    }
}
