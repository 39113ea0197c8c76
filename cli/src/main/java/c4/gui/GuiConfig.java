package c4.gui;

import java.util.List;

/**
 * Everything fixed when the server starts. The engine command in particular is never taken from a
 * request.
 *
 * @param host the address to bind (127.0.0.1 unless asked otherwise)
 * @param port the port, 0 for any free one
 * @param engineCommand the protocol engine to start for each browser tab (program and arguments)
 * @param maxEngines the most sessions (each with at most one engine process) held at once
 * @param timeoutMarginMs how long past its movetime an engine may take to send {@code bestmove}, and how
 *     long it may take to answer {@code isready}, before it counts as hung and is killed
 * @param startTimeoutMs how long a starting engine may take to answer {@code uci} and {@code isready}
 * @param noStreamTimeoutMs how long a session may go without an open event stream before it is closed
 * @param heartbeatMs how often an idle event stream gets a comment line (that is how a closed tab is noticed)
 * @param idleTimeoutMs how long a connection may make no progress (a request's headers that do not
 *     come, an idle keep-alive connection) before the server closes it
 */
public record GuiConfig(
        String host,
        int port,
        List<String> engineCommand,
        int maxEngines,
        int timeoutMarginMs,
        int startTimeoutMs,
        int noStreamTimeoutMs,
        int heartbeatMs,
        int idleTimeoutMs) {
    public static final int DEFAULT_PORT = 8080;
    public static final String DEFAULT_HOST = "127.0.0.1";
    public static final int DEFAULT_MAX_ENGINES = 4;
    public static final int DEFAULT_TIMEOUT_MARGIN_MS = 3_000;
    public static final int DEFAULT_START_TIMEOUT_MS = 15_000;
    public static final int DEFAULT_NO_STREAM_TIMEOUT_MS = 60_000;
    public static final int DEFAULT_HEARTBEAT_MS = 5_000;
    static final int DEFAULT_IDLE_TIMEOUT_MS = 30_000;

    public GuiConfig {
        engineCommand = List.copyOf(engineCommand);
        if (engineCommand.isEmpty()) throw new IllegalArgumentException("the engine command is empty");
    }

    /** The defaults, with the given address and engine. */
    public static GuiConfig defaults(String host, int port, List<String> engineCommand) {
        return new GuiConfig(
                host,
                port,
                engineCommand,
                DEFAULT_MAX_ENGINES,
                DEFAULT_TIMEOUT_MARGIN_MS,
                DEFAULT_START_TIMEOUT_MS,
                DEFAULT_NO_STREAM_TIMEOUT_MS,
                DEFAULT_HEARTBEAT_MS,
                DEFAULT_IDLE_TIMEOUT_MS);
    }

    public GuiConfig withMaxEngines(int n) {
        return new GuiConfig(
                host,
                port,
                engineCommand,
                n,
                timeoutMarginMs,
                startTimeoutMs,
                noStreamTimeoutMs,
                heartbeatMs,
                idleTimeoutMs);
    }

    public GuiConfig withTimeouts(int margin, int start, int noStream, int heartbeat) {
        return new GuiConfig(host, port, engineCommand, maxEngines, margin, start, noStream, heartbeat, idleTimeoutMs);
    }

    GuiConfig withIdleTimeout(int ms) {
        return new GuiConfig(
                host,
                port,
                engineCommand,
                maxEngines,
                timeoutMarginMs,
                startTimeoutMs,
                noStreamTimeoutMs,
                heartbeatMs,
                ms);
    }
}
