package c4.gui;

import static c4.gui.GuiServerFixtures.ANSWER_SECONDS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The GUI server against slow or idle clients: neither half-sent requests, idle sockets nor a pile
 * of event streams keep a real browser's request from being answered. "Answered" means within a
 * generous timeout ({@value GuiServerFixtures#ANSWER_SECONDS} s): the old server never answered
 * these until the sockets closed. A request that is not all in (headers and body) by
 * {@link GuiServer#REQUEST_DEADLINE_MS} is cut: the tests allow {@value #CLOSE_MARGIN_MS} ms more,
 * a liveness bound for a loaded machine.
 */
@Tag("slow")
class GuiServerSlowClientTest {
    private static final int CLOSE_MARGIN_MS = 10_000;

    private final GuiServerFixtures servers = new GuiServerFixtures();
    private final List<AutoCloseable> clients = new ArrayList<>();

    @AfterEach
    void stop() throws Exception {
        for (AutoCloseable c : clients) c.close();
        servers.close();
    }

    /** A browser's client: gives up on a connection or an answer after {@value GuiServerFixtures#ANSWER_SECONDS} s. */
    private static HttpResponse<String> browserRequest(GuiServer server, String method, String pathAndQuery)
            throws Exception {
        HttpClient http = HttpClient.newBuilder()
                .connectTimeout(Duration.ofSeconds(ANSWER_SECONDS))
                .build();
        HttpRequest r = HttpRequest.newBuilder(
                        URI.create("http://127.0.0.1:" + server.address().getPort() + pathAndQuery))
                .timeout(Duration.ofSeconds(ANSWER_SECONDS))
                .method(method, HttpRequest.BodyPublishers.noBody())
                .build();
        return http.send(r, HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void fiftyIdleOrHalfSentRequestsDoNotKeepABrowserOut() throws Exception {
        GuiServer server = servers.normalEngineServer(200);
        InetSocketAddress at = server.address();
        for (int i = 0; i < 50; i++) {
            Socket s = connect(at);
            if (i % 2 == 0) { // half a request: the headers never end
                s.getOutputStream()
                        .write(("GET / HTTP/1.1\r\nHost: 127.0.0.1:" + at.getPort() + "\r\nUser-Agent: sl")
                                .getBytes(StandardCharsets.US_ASCII));
                s.getOutputStream().flush();
            } // else idle: connected, nothing sent
        }
        HttpResponse<String> page = browserRequest(server, "GET", "/");
        assertEquals(200, page.statusCode());
        assertTrue(page.body().contains("<div id=\"board\""), "the page itself");
        HttpResponse<String> session = browserRequest(server, "POST", "/api/session");
        assertEquals(200, session.statusCode(), session.body());
    }

    @Test
    void aConnectionThatMakesNoProgressIsClosedAfterTheIdleTimeout() throws Exception {
        GuiServer server = servers.start(GuiConfig.defaults("127.0.0.1", 0, List.of("true"))
                .withTimeouts(500, 5_000, 60_000, 200)
                .withIdleTimeout(500));
        InetSocketAddress at = server.address();
        List<Socket> sockets = new ArrayList<>();
        for (String sent : List.of("GET / HTTP/1.1\r\nHost: 127.0.0.1:" + at.getPort() + "\r\nUser-Agent: sl", "")) {
            Socket s = connect(at);
            sockets.add(s);
            s.getOutputStream().write(sent.getBytes(StandardCharsets.US_ASCII));
            s.getOutputStream().flush();
        }
        for (Socket s : sockets) {
            s.setSoTimeout(ANSWER_SECONDS * 1000);
            // the server may say 408 first; then it closes
            while (s.getInputStream().read() >= 0) {
                /* until closed: a SocketTimeoutException fails the test */
            }
        }
        assertEquals(200, browserRequest(server, "GET", "/").statusCode());
    }

    @Test
    void manyEventStreamsOnOneSessionDoNotBlockOtherRequests() throws Exception {
        // a heartbeat far beyond the test: a stream that is not ended when it is replaced stays open
        GuiServer server = servers.normalEngineServer(600_000);
        ApiClient api = new ApiClient(server);
        String id = api.session();
        List<EventClient> streams = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            EventClient e = new EventClient(server.address(), id);
            clients.add(e);
            streams.add(e);
            String status = e.awaitStatus(ANSWER_SECONDS);
            assertTrue(status.startsWith("HTTP/1.1 200"), "stream " + (i + 1) + " is answered: '" + status + "'");
        }
        assertEquals(200, browserRequest(server, "GET", "/").statusCode());
        HttpResponse<String> go = browserRequest(server, "POST", "/api/go?session=" + id + "&pos=4&movetime=50");
        assertEquals(200, go.statusCode(), go.body());
        EventClient newest = streams.get(streams.size() - 1);
        assertEquals(
                1,
                ((Number) newest.next("bestmove", ANSWER_SECONDS).get("move")).intValue(),
                "the newest stream gets the events");
        for (int i = 0; i < streams.size() - 1; i++) {
            assertTrue(
                    streams.get(i).awaitEnd(ANSWER_SECONDS),
                    "stream " + (i + 1) + " was ended when a newer one replaced it");
        }
        assertEquals(1, server.registry().size(), "a replaced stream does not close the session");
    }

    @Test
    void fortySlowBodiesKeepNoBrowserOutAndAreCutAtTheDeadline() throws Exception {
        // the default --max-engines: a pool of 40 threads, which forty bodies read on threads would all hold
        Path script = Path.of(GuiServerSlowClientTest.class
                .getResource("/engines/misbehaving-engine.sh")
                .toURI());
        GuiServer server =
                servers.start(GuiConfig.defaults("127.0.0.1", 0, List.of("bash", script.toString(), "normal")));
        InetSocketAddress at = server.address();
        String id = new ApiClient(server).session();
        EventClient stream = new EventClient(at, id);
        clients.add(stream);
        assertTrue(stream.awaitStatus(ANSWER_SECONDS).startsWith("HTTP/1.1 200"), "the stream is answered");
        List<Socket> slow = new ArrayList<>();
        long sent = System.nanoTime();
        for (int i = 0; i < 40; i++) { // 3 bytes of the 4000 announced, then nothing
            Socket s = connect(at);
            slow.add(s);
            send(
                    s,
                    "POST /api/session HTTP/1.1\r\nHost: 127.0.0.1:" + at.getPort()
                            + "\r\nContent-Length: 4000\r\n\r\nabc");
        }
        HttpResponse<String> page = browserRequest(server, "GET", "/");
        assertEquals(200, page.statusCode());
        assertTrue(page.body().contains("<div id=\"board\""), "the page itself");
        assertEquals(200, browserRequest(server, "GET", "/style.css").statusCode());
        for (Socket s : slow) {
            long left = GuiServer.REQUEST_DEADLINE_MS + CLOSE_MARGIN_MS - (System.nanoTime() - sent) / 1_000_000;
            awaitClosed(s, Math.max(left, 1));
        }
        assertEquals(1, server.registry().size(), "no cut request opened a session");
        // an answer that lasts is no request still coming in: the stream, older than the deadline, still works
        HttpResponse<String> go = browserRequest(server, "POST", "/api/go?session=" + id + "&pos=4&movetime=50");
        assertEquals(200, go.statusCode(), go.body());
        assertEquals(1, ((Number) stream.next("bestmove", ANSWER_SECONDS).get("move")).intValue());
    }

    @Test
    void aBodyTrickledByteByByteIsCutAtTheDeadline() throws Exception {
        GuiServer server = servers.normalEngineServer(200);
        InetSocketAddress at = server.address();
        Socket s = connect(at);
        long start = System.nanoTime();
        send(s, "POST /api/session HTTP/1.1\r\nHost: 127.0.0.1:" + at.getPort() + "\r\nContent-Length: 4000\r\n\r\n");
        assertCutAtTheDeadline(s, start);
        assertEquals(0, server.registry().size(), "the cut request opened no session");
    }

    @Test
    void headersTrickledByteByByteAreCutAtTheDeadline() throws Exception {
        GuiServer server = servers.normalEngineServer(200);
        InetSocketAddress at = server.address();
        Socket s = connect(at);
        long start = System.nanoTime();
        send(s, "GET / HTTP/1.1\r\nHost: 127.0.0.1:" + at.getPort() + "\r\nX-Slow: ");
        assertCutAtTheDeadline(s, start);
    }

    @Test
    void connectionsBeyondThePerAddressCapAreClosed() throws Exception {
        GuiServer server = servers.normalEngineServer(200);
        InetSocketAddress at = server.address();
        int cap = server.maxConnectionsPerAddress();
        List<Socket> open = new ArrayList<>();
        for (int i = 0; i < cap + 3; i++) { // idle: nothing sent, so no deadline runs
            Socket s = connect(at);
            open.add(s);
        }
        // which ones: Jetty opens accepted connections in parallel, not always in the order they came
        List<Socket> refused = new ArrayList<>();
        long until = System.nanoTime() + ANSWER_SECONDS * 1_000_000_000L;
        while (refused.size() < 3 && System.nanoTime() < until) {
            for (Socket s : open) {
                if (!refused.contains(s) && closedWithin(s, 5)) refused.add(s);
            }
        }
        assertEquals(3, refused.size(), "the connections beyond " + cap + " are closed");
        for (Socket s : open) {
            assertTrue(refused.contains(s) || !closedWithin(s, 5), "no more: " + cap + " stay open");
        }
        Socket kept =
                open.stream().filter(s -> !refused.contains(s)).findFirst().orElseThrow();
        send(kept, "GET / HTTP/1.1\r\nHost: 127.0.0.1:" + at.getPort() + "\r\nConnection: close\r\n\r\n");
        kept.setSoTimeout(ANSWER_SECONDS * 1000);
        String answer = new String(kept.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1);
        assertTrue(
                answer.startsWith("HTTP/1.1 200"),
                "a connection within the cap is served: "
                        + answer.lines().findFirst().orElse("nothing"));
        for (Socket s : open) s.close();
        // the closed ones are counted out: a new connection is served again (once the server has seen them close)
        until = System.nanoTime() + ANSWER_SECONDS * 1_000_000_000L;
        while (true) {
            try {
                String host = "127.0.0.1:" + at.getPort();
                RawHttp.Answer a = RawHttp.exchange(at, "GET", "/", host, "", ANSWER_SECONDS * 1000);
                assertEquals(200, a.status(), a.text());
                break;
            } catch (IOException e) {
                if (System.nanoTime() > until) throw e;
                Thread.sleep(100);
            }
        }
    }

    private static void send(Socket s, String text) throws IOException {
        s.getOutputStream().write(text.getBytes(StandardCharsets.US_ASCII));
        s.getOutputStream().flush();
    }

    /** Waits until the server closes {@code s} (an answer before that, such as a 408, is read and dropped). */
    private static void awaitClosed(Socket s, long timeoutMs) throws IOException {
        s.setSoTimeout((int) Math.min(timeoutMs, Integer.MAX_VALUE));
        try {
            while (s.getInputStream().read() >= 0) {
                /* until closed */
            }
        } catch (SocketTimeoutException e) {
            fail("the server did not close the connection within " + timeoutMs + " ms");
        } catch (SocketException e) {
            // reset: closed too
        }
    }

    /** Whether the server has closed {@code s} (or does within {@code ms}); what it sent before is dropped. */
    private static boolean closedWithin(Socket s, int ms) throws IOException {
        s.setSoTimeout(ms);
        try {
            while (s.getInputStream().read() >= 0) {
                /* until closed */
            }
            return true;
        } catch (SocketTimeoutException e) {
            return false;
        } catch (SocketException e) {
            return true; // reset
        }
    }

    /** Sends one more byte each second until the server closes {@code s}; that must come after the deadline. */
    private static void assertCutAtTheDeadline(Socket s, long start) throws IOException {
        s.setSoTimeout(1_000);
        long limitMs = GuiServer.REQUEST_DEADLINE_MS + CLOSE_MARGIN_MS;
        while (true) {
            long ms = (System.nanoTime() - start) / 1_000_000;
            try {
                if (s.getInputStream().read() < 0) break;
            } catch (SocketTimeoutException e) {
                if (ms > limitMs) {
                    fail("still open after " + ms + " ms of a byte a second (the deadline is "
                            + GuiServer.REQUEST_DEADLINE_MS + " ms)");
                }
                try {
                    send(s, "x");
                } catch (IOException closed) {
                    break;
                }
            } catch (SocketException reset) {
                break;
            }
        }
        long ms = (System.nanoTime() - start) / 1_000_000;
        assertTrue(ms >= GuiServer.REQUEST_DEADLINE_MS, "cut after " + ms + " ms, before the deadline");
        assertTrue(ms <= limitMs, "cut after " + ms + " ms, not within " + limitMs);
    }

    /** A client socket connected to {@code at}, closed after the test. */
    private Socket connect(InetSocketAddress at) throws java.io.IOException {
        Socket s = new Socket();
        clients.add(s);
        s.connect(at, ANSWER_SECONDS * 1000);
        return s;
    }
}
