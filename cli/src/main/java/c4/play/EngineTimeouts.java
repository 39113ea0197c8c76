package c4.play;

/**
 * How long an external engine may take: {@code startMs} from launching it until its
 * {@code uciok} and {@code readyok}, and {@code marginMs} on top of its movetime for a
 * {@code bestmove} (network and process latency, as cutechess-cli's timemargin). A depth-limited
 * move gets {@link #DEPTH_MOVE_MS}, a bound only against an engine that never answers.
 */
public record EngineTimeouts(long startMs, long marginMs) {
    public static final long DEFAULT_START_MS = 10_000;
    public static final long DEFAULT_MARGIN_MS = 1_000;
    public static final long DEPTH_MOVE_MS = 600_000;
    public static final EngineTimeouts DEFAULT = new EngineTimeouts(DEFAULT_START_MS, DEFAULT_MARGIN_MS);

    public EngineTimeouts {
        if (startMs < 1 || marginMs < 0) throw new IllegalArgumentException("timeouts " + startMs + ", " + marginMs);
    }
}
