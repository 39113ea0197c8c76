package c4.protocol.client;

import c4.core.Position;
import c4.protocol.Bestmove;
import c4.protocol.InfoLine;
import c4.protocol.InfoString;
import c4.search.SearchInfo;
import java.util.concurrent.TimeUnit;

/**
 * One search in flight, from {@code go} to its {@code bestmove}: the position searched (in which
 * the answer must be legal), the request, who listens, and its time limits: the {@code bestmove}
 * is due within the request's bound plus the margin; an {@code isready} is due every
 * {@link EngineClient#PING_INTERVAL_MS}, and its {@code readyok} within the margin.
 *
 * <p>Guarded by the monitor of the {@link EngineClient} that started it; times are
 * {@code System.nanoTime()} values.
 */
final class RunningSearch {
    private final Position position;
    private final Go request;
    private final EngineClient.Listener listener;
    private final long marginMs;
    /** When the bestmove is due; 0: no bound. */
    private final long deadline;

    private long lastPing;
    /** When the unanswered isready was sent; 0: none outstanding. */
    private long pingSentAt;

    /** A search of {@code position} (copied) started at {@code now}. */
    RunningSearch(Position position, Go request, EngineClient.Listener listener, long marginMs, long now) {
        this.position = position.copy();
        this.request = request;
        this.listener = listener;
        this.marginMs = marginMs;
        this.deadline = request.boundMs() > 0 ? now + TimeUnit.MILLISECONDS.toNanos(request.boundMs() + marginMs) : 0;
        this.lastPing = now;
        this.pingSentAt = 0;
    }

    EngineClient.Listener listener() {
        return listener;
    }

    /** What the engine failed to send in time by {@code now}: an overdue bestmove, or readyok; null when neither. */
    String overdue(long now) {
        if (deadline != 0 && now - deadline > 0) {
            return "sent no 'bestmove' within " + (request.boundMs() + marginMs) + " ms (" + request.limit()
                    + " + margin " + marginMs + ")";
        }
        if (pingSentAt != 0 && now - pingSentAt > TimeUnit.MILLISECONDS.toNanos(marginMs)) {
            return "sent no 'readyok' within " + marginMs + " ms of 'isready' while searching";
        }
        return null;
    }

    /** Whether an {@code isready} is due at {@code now}; when it is, it counts as sent now. */
    boolean pingDue(long now) {
        long interval = TimeUnit.MILLISECONDS.toNanos(EngineClient.PING_INTERVAL_MS);
        if (pingSentAt != 0 || now - lastPing < interval) return false;
        lastPing = now;
        pingSentAt = now;
        return true;
    }

    /** The {@code readyok} to the outstanding {@code isready} came. */
    void pingAnswered() {
        pingSentAt = 0;
    }

    /** When to look at the clock next: the readyok's or the next isready's due time, or the deadline if sooner. */
    long wakeAt() {
        long wake = pingSentAt != 0
                ? pingSentAt + TimeUnit.MILLISECONDS.toNanos(marginMs)
                : lastPing + TimeUnit.MILLISECONDS.toNanos(EngineClient.PING_INTERVAL_MS);
        if (deadline != 0 && deadline - wake < 0) wake = deadline;
        return wake;
    }

    /** Tells the listener of an {@code info} line ({@link InfoLine} or {@link InfoString}); other lines are ignored. */
    void info(String line) {
        SearchInfo info = InfoLine.parse(line);
        if (info != null) {
            listener.info(info);
            return;
        }
        InfoString.Note note = InfoString.parse(line);
        if (note != null) listener.note(note);
    }

    /**
     * The move of a {@code bestmove} line, legal in the searched position (or none).
     *
     * @throws IllegalArgumentException when it is not
     */
    Bestmove answer(String line) {
        return Bestmove.parse(line, position);
    }
}
