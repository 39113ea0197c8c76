package c4.protocol.client;

/**
 * One search request to an engine: the {@code command} line sent after {@code position}
 * ({@code go movetime MS}, {@code go depth N} or the extension {@code analyze}), the {@code limit}
 * that names it in messages ({@code movetime 50}), and {@code boundMs}, how long the search may
 * take before the client's margin starts (0: no bound; the client then only checks that the engine
 * answers {@code isready}). Built only from checked numbers, so the line is always well formed.
 */
public record Go(String command, String limit, long boundMs) {
    public Go {
        assert command.indexOf('\n') < 0 && boundMs >= 0 : command;
    }

    /** {@code go movetime MS}, bounded by its own time. */
    public static Go movetime(long ms) {
        if (ms < 1) throw new IllegalArgumentException("movetime " + ms);
        return new Go("go movetime " + ms, "movetime " + ms, ms);
    }

    /** {@code go depth N}, without a time bound. */
    public static Go depth(int plies) {
        if (plies < 1) throw new IllegalArgumentException("depth " + plies);
        return new Go("go depth " + plies, "depth " + plies, 0);
    }

    /** {@code analyze} (every column's exact score, then a bestmove), without a time bound. */
    public static Go analyze() {
        return new Go("analyze", "analyze", 0);
    }

    /** The same request, bounded by {@code ms} (a match gives a depth-limited move a bound against a hung engine). */
    public Go within(long ms) {
        if (ms < 1) throw new IllegalArgumentException("bound " + ms);
        return new Go(command, limit, ms);
    }
}
