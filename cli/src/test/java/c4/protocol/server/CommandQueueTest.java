package c4.protocol.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The queue between the protocol's reader and its command thread, with a command waiting for a search. */
class CommandQueueTest {
    /**
     * A reader that fills the queue behind a waiting command (a GUI flooding lines behind a 'go'
     * that waits for an infinite search) would wait for room for ever, never reading the stop
     * that ends the search. The full queue stops the search itself, and every line is then
     * carried out in order.
     */
    @Test
    @Timeout(60) // a liveness bound: without the stop the test would wait for ever
    void aFullQueueBehindAWaitingCommandStopsTheSearch() throws Exception {
        CommandQueue queue = new CommandQueue();
        AtomicBoolean searching = new AtomicBoolean(true);
        AtomicInteger stops = new AtomicInteger();
        Thread reader = new Thread(() -> {
            try {
                for (int i = 0; i < CommandQueue.CAPACITY + 10; i++) queue.put("isready");
                queue.put("stop");
                queue.end();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        reader.start();
        queue.awaitSearchEnd(
                searching::get,
                CommandQueue.Urgent.of(
                        () -> { // the search ends on its own thread, which then wakes the waiting command
                            stops.incrementAndGet();
                            new Thread(() -> {
                                        searching.set(false);
                                        queue.wake();
                                    })
                                    .start();
                        },
                        () -> {}));
        assertFalse(searching.get());
        assertEquals(1, stops.get(), "the full queue stopped the search once");
        int taken = 0;
        String last = null;
        for (String line = queue.take(); line != null; line = queue.take()) {
            taken++;
            last = line;
        }
        reader.join(TimeUnit.SECONDS.toMillis(10)); // liveness bound
        assertFalse(reader.isAlive());
        assertEquals(CommandQueue.CAPACITY + 11, taken, "no line lost");
        assertEquals("stop", last, "in order");
        assertTrue(stops.get() == 1);
    }
}
