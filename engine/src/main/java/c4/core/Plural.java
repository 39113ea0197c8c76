package c4.core;

/** A count with its noun, for messages: "1 game", "2 games", "0 games". */
public final class Plural {
    private Plural() {}

    /** {@code n} and {@code noun}, with an s unless {@code n} is 1 (nouns whose plural adds an s). */
    public static String count(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }
}
