package c4.core;

/**
 * The one value that stands for "no score" wherever an int score may be missing: a position the
 * book does not hold, a position or move that is not decided before a search, a node whose
 * checks do not cut it. No score of any unit (exact, search units, bounds) reaches it.
 */
public final class Scores {
    /** No score. */
    public static final int NONE = Integer.MIN_VALUE;

    private Scores() {
    }
}
