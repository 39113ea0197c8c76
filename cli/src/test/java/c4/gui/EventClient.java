package c4.gui;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.openqa.selenium.json.Json;

/**
 * A test's view of a session's event stream, over a plain socket (so that closing it really closes the
 * connection, as a closed tab does): decodes the chunked response and queues each {@code data:} event.
 */
final class EventClient implements AutoCloseable {
    private final Socket socket;
    private final BlockingQueue<Map<String, Object>> events = new LinkedBlockingQueue<>();
    private volatile String status = "";
    private final java.util.concurrent.CountDownLatch statusRead = new java.util.concurrent.CountDownLatch(1);
    private final java.util.concurrent.CountDownLatch ended = new java.util.concurrent.CountDownLatch(1);

    EventClient(InetSocketAddress server, String session) throws IOException {
        socket = new Socket();
        socket.connect(server, 5_000);
        OutputStream out = socket.getOutputStream();
        out.write(("GET /api/events?session=" + session + " HTTP/1.1\r\nHost: 127.0.0.1:" + server.getPort()
                        + "\r\nAccept: text/event-stream\r\n\r\n")
                .getBytes(StandardCharsets.US_ASCII));
        out.flush();
        Thread reader = new Thread(this::read, "test-events");
        reader.setDaemon(true);
        reader.start();
    }

    /** The response's status line, once read. */
    String status() {
        return status;
    }

    /** The response's status line, waiting up to {@code seconds} for it; "" when none came. */
    String awaitStatus(int seconds) throws InterruptedException {
        statusRead.await(seconds, TimeUnit.SECONDS);
        return status;
    }

    /** Whether the server ended the stream (or the connection closed) within {@code seconds}. */
    boolean awaitEnd(int seconds) throws InterruptedException {
        return ended.await(seconds, TimeUnit.SECONDS);
    }

    /** The next event of {@code type} within {@code seconds}, skipping others; fails the test when none comes. */
    Map<String, Object> next(String type, int seconds) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (true) {
            long left = end - System.nanoTime();
            Map<String, Object> e = left > 0 ? events.poll(left, TimeUnit.NANOSECONDS) : null;
            if (e == null) throw new AssertionError("no '" + type + "' event within " + seconds + " s");
            if (type.equals(e.get("type"))) return e;
        }
    }

    /** Every event that arrives within {@code seconds} up to and including the first of {@code type}. */
    java.util.List<Map<String, Object>> until(String type, int seconds) throws InterruptedException {
        java.util.List<Map<String, Object>> seen = new java.util.ArrayList<>();
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (true) {
            long left = end - System.nanoTime();
            Map<String, Object> e = left > 0 ? events.poll(left, TimeUnit.NANOSECONDS) : null;
            if (e == null) throw new AssertionError("no '" + type + "' event within " + seconds + " s; saw " + seen);
            seen.add(e);
            if (type.equals(e.get("type"))) return seen;
        }
    }

    private void read() {
        try (InputStream in = socket.getInputStream()) {
            status = line(in);
            statusRead.countDown();
            String h;
            while (!(h = line(in)).isEmpty()) {
                /* headers */
            }
            StringBuilder text = new StringBuilder();
            while (true) {
                String size = line(in).trim();
                if (size.isEmpty()) continue;
                int n = Integer.parseInt(size, 16);
                if (n == 0) return;
                text.append(new String(in.readNBytes(n), StandardCharsets.UTF_8));
                int end;
                while ((end = text.indexOf("\n\n")) >= 0) {
                    String block = text.substring(0, end);
                    text.delete(0, end + 2);
                    for (String l : block.split("\n")) {
                        if (l.startsWith("data: ")) events.add(new Json().toType(l.substring(6), Json.MAP_TYPE));
                    }
                }
            }
        } catch (IOException | RuntimeException e) {
            // closed: no more events
        } finally {
            statusRead.countDown();
            ended.countDown();
        }
    }

    private static String line(InputStream in) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        int ch;
        while ((ch = in.read()) >= 0 && ch != '\n') if (ch != '\r') b.write(ch);
        if (ch < 0 && b.size() == 0) throw new IOException("end of stream");
        return b.toString(StandardCharsets.UTF_8);
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
