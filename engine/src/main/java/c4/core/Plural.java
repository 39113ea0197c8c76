package c4.core;

/** A count with its noun, for messages: "1 game", "2 games", "0 games". */
public final class Plural {
    private Plural() {}

    /** {@code n} and {@code noun}, with an s unless {@code n} is 1 (nouns whose plural adds an s). */
    public static String count(long n, String noun) {
        return count(n, noun, noun + "s");
    }

    /** {@code n} and {@code singular} when {@code n} is 1, else {@code plural}: "1 mismatch", "2 mismatches". */
    public static String count(long n, String singular, String plural) {
        return n + " " + (n == 1 ? singular : plural);
    }
}
