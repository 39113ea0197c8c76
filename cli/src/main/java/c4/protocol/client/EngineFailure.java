package c4.protocol.client;

import c4.core.Echo;

/**
 * An engine that broke the protocol or its time limits, and was killed: it could not be run,
 * exited, closed its output, sent a line longer than the cap or an illegal move, or did not answer
 * in time. {@link #reason()} is one line that does not name the engine (what it did and what we
 * waited for, anything it sent escaped by {@link Echo}); the message names it.
 */
public final class EngineFailure extends RuntimeException {
    private final String reason;

    public EngineFailure(String engine, String reason) {
        super("engine " + Echo.quote(engine) + ": " + reason);
        this.reason = reason;
    }

    public String reason() {
        return reason;
    }
}
