package c4.gui;

import java.util.ArrayDeque;
import java.util.concurrent.TimeUnit;

/**
 * One session's events on their way to the browser's event stream (Server-Sent Events), and whether
 * a stream is attached. Events wait here while no stream is attached (up to {@value #CAPACITY}; beyond
 * that the oldest are dropped, since a page that reads nothing needs no backlog). At most one stream
 * is current: attaching a new one ends the old one at once (its {@link #next} returns null), so a
 * page that reconnects, or a client that opens many streams, never holds more than one connection
 * and thread per session.
 *
 * <p>All state is guarded by the monitor of this; waiting streams are woken by {@code notifyAll}.
 */
final class EventStream {
    static final int CAPACITY = 2_000;

    private final ArrayDeque<String> queue = new ArrayDeque<>();
    private int generation;
    private boolean attached;
    private boolean ended;
    /** System.nanoTime() since when no stream has been attached. */
    private long detachedSince = System.nanoTime();

    /** Queues one event (a JSON object). */
    synchronized void send(String event) {
        if (queue.size() == CAPACITY) queue.poll();
        queue.add(event);
        notifyAll();
    }

    /** Marks a new stream as the current one, ending the previous one; returns its generation for {@link #next} and {@link #detach}. */
    synchronized int attach() {
        generation++;
        attached = true;
        notifyAll();
        return generation;
    }

    synchronized void detach(int gen) {
        if (gen == generation && attached) {
            attached = false;
            detachedSince = System.nanoTime();
        }
    }

    /** How long no stream has been attached, in ms (0 while one is). */
    synchronized long detachedMillis(long nowNanos) {
        return attached ? 0 : TimeUnit.NANOSECONDS.toMillis(nowNanos - detachedSince);
    }

    /**
     * The next event for stream {@code gen}, or "" when none came within {@code timeoutMs} (time for a
     * heartbeat), or null when the stream must end: a newer stream replaced it, or the session ended
     * and every event queued before that has been given out.
     */
    synchronized String next(int gen, long timeoutMs) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
        while (true) {
            if (gen != generation) return null; // replaced: the queued events are the newer stream's
            if (!queue.isEmpty()) return queue.poll();
            if (ended) return null;
            long left = end - System.nanoTime();
            if (left <= 0) return "";
            TimeUnit.NANOSECONDS.timedWait(this, left);
        }
    }

    /** Ends the current stream for good (the session is closed) once it has sent what is queued. */
    synchronized void end() {
        ended = true;
        notifyAll();
    }
}
