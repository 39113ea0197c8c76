package c4.gui;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * One session's events on their way to the browser's event stream (Server-Sent Events), and whether
 * a stream is attached. Events wait here while no stream is attached (up to {@value #CAPACITY}; beyond
 * that the oldest are dropped, since a page that reads nothing needs no backlog). At most one stream
 * is current: attaching a new one retires the old one.
 */
final class EventStream {
    static final int CAPACITY = 2_000;
    /** Put in the queue to wake the current stream when the session closes. */
    private static final String END = new String("end");

    private final BlockingQueue<String> queue = new LinkedBlockingQueue<>(CAPACITY);
    private int generation;
    private boolean attached;
    private boolean ended;
    /** System.nanoTime() since when no stream has been attached. */
    private long detachedSince = System.nanoTime();

    /** Queues one event (a JSON object). */
    void send(String event) {
        while (!queue.offer(event)) queue.poll();
    }

    /** Marks a new stream as the current one; returns its generation for {@link #next} and {@link #detach}. */
    synchronized int attach() {
        generation++;
        attached = true;
        return generation;
    }

    synchronized void detach(int gen) {
        if (gen == generation && attached) {
            attached = false;
            detachedSince = System.nanoTime();
        }
    }

    synchronized boolean isCurrent(int gen) {
        return gen == generation && !ended;
    }

    /** How long no stream has been attached, in ms (0 while one is). */
    synchronized long detachedMillis(long nowNanos) {
        return attached ? 0 : TimeUnit.NANOSECONDS.toMillis(nowNanos - detachedSince);
    }

    /** The next event for stream {@code gen}, or "" when none came within {@code timeoutMs} (time for a heartbeat), or null when the stream must end. */
    String next(int gen, long timeoutMs) throws InterruptedException {
        if (!isCurrent(gen)) return null;
        String e = queue.poll(timeoutMs, TimeUnit.MILLISECONDS);
        if (e == END || !isCurrent(gen)) {
            if (e != null && e != END) queue.offer(e); // a newer stream gets it (order may change; rare)
            return null;
        }
        return e == null ? "" : e;
    }

    /** Ends the current stream for good (the session is closed). */
    void end() {
        synchronized (this) {
            ended = true;
        }
        send(END);
    }
}
