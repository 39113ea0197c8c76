package c4.play;

/**
 * Elo difference from a match's W/D/L, logistic model: score p = (W + D/2) / N and
 * Elo = -400 log10(1/p - 1). The 95% margin comes from a normal approximation of the mean
 * per-game score: its standard error is sqrt(var / N) with var the variance of the per-game
 * results (1, 1/2, 0); the interval p +- 1.96 SE is mapped through the same curve and the margin
 * is half its width. At p = 0 or 1 (or when the interval reaches them) the values are infinite.
 */
public record Elo(int wins, int draws, int losses, double score, double elo, double margin) {
    static final double Z95 = 1.959963984540054;

    public static Elo of(int wins, int draws, int losses) {
        if (wins < 0 || draws < 0 || losses < 0) throw new IllegalArgumentException("negative W/D/L count");
        int n = wins + draws + losses;
        if (n == 0) return new Elo(0, 0, 0, Double.NaN, Double.NaN, Double.NaN);
        double p = (wins + 0.5 * draws) / n;
        double variance = (wins * sq(1 - p) + draws * sq(0.5 - p) + losses * sq(p)) / n;
        double se = Math.sqrt(variance / n);
        double low = fromScore(p - Z95 * se);
        double high = fromScore(p + Z95 * se);
        double margin = (high - low) / 2;
        if (Double.isNaN(margin)) margin = Double.POSITIVE_INFINITY; // inf - inf when p is 0 or 1
        return new Elo(wins, draws, losses, p, fromScore(p), margin);
    }

    /** Elo difference for an expected score p; +-infinity outside (0, 1). */
    public static double fromScore(double p) {
        if (p <= 0) return Double.NEGATIVE_INFINITY;
        if (p >= 1) return Double.POSITIVE_INFINITY;
        return -400 * Math.log10(1 / p - 1);
    }

    private static double sq(double x) {
        return x * x;
    }

    public int games() {
        return wins + draws + losses;
    }

    /** {@code W/D/L 6/2/2, score 70.0%, Elo +147.2 +- 268.7}. */
    @Override
    public String toString() {
        return String.format(
                java.util.Locale.ROOT,
                "W/D/L %d/%d/%d, score %.1f%%, Elo %s +- %s",
                wins,
                draws,
                losses,
                100 * score,
                signed(elo),
                number(margin));
    }

    private static String signed(double x) {
        if (Double.isInfinite(x)) return x > 0 ? "+inf" : "-inf";
        return String.format(java.util.Locale.ROOT, "%+.1f", x + 0.0); // + 0.0 turns -0.0 into 0.0
    }

    private static String number(double x) {
        return Double.isInfinite(x) ? "inf" : String.format(java.util.Locale.ROOT, "%.1f", x);
    }
}
