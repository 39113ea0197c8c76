package c4.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.URISyntaxException;
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
 * The GUI server against other sites' pages and against slow or idle clients: a foreign Host header
 * (DNS rebinding) is refused before anything happens, and neither half-sent requests, idle sockets
 * nor a pile of event streams keep a real browser's request from being answered. "Answered" means
 * within a generous timeout (10 s): the old server never answered these until the sockets closed.
 */
@Tag("slow")
class GuiServerHostileClientTest {
    private static final int ANSWER_SECONDS = 10;

    private final List<GuiServer> servers = new ArrayList<>();
    private final List<AutoCloseable> clients = new ArrayList<>();

    @AfterEach
    void stop() throws Exception {
        for (AutoCloseable c : clients) c.close();
        servers.forEach(GuiServer::close);
    }

    private GuiServer server(GuiConfig config) throws IOException {
        GuiServer s = GuiServer.start(config);
        servers.add(s);
        return s;
    }

    /** A server with the test's well-behaved fake engine, room for 8 sessions and the given heartbeat. */
    private GuiServer fakeEngineServer(int heartbeatMs) throws IOException, URISyntaxException {
        Path script = Path.of(GuiServerHostileClientTest.class.getResource("/engines/misbehaving-engine.sh").toURI());
        return server(GuiConfig.defaults("127.0.0.1", 0, List.of("bash", script.toString(), "normal"))
                .withMaxEngines(8).withTimeouts(500, 5_000, 60_000, heartbeatMs));
    }

    /** A browser's client: gives up on a connection or an answer after {@value #ANSWER_SECONDS} s. */
    private static HttpResponse<String> browserRequest(GuiServer server, String method, String pathAndQuery) throws Exception {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(ANSWER_SECONDS)).build();
        HttpRequest r = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.address().getPort() + pathAndQuery))
                .timeout(Duration.ofSeconds(ANSWER_SECONDS)).method(method, HttpRequest.BodyPublishers.noBody()).build();
        return http.send(r, HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void aRequestForAnotherHostIsRefusedAndOpensNoSession() throws Exception {
        GuiServer server = fakeEngineServer(200);
        InetSocketAddress at = server.address();
        int port = at.getPort();
        // a DNS-rebinding page: the browser sends the attacker's name, which now resolves to 127.0.0.1
        List<String> foreign = List.of("evil.example:" + port, "evil.example", "127.0.0.1.evil.example:" + port,
                "localhost.evil.example:" + port, "localhost", "localhost:" + (port == 1 ? 2 : 1), "127.0.0.1");
        for (String host : foreign) {
            for (String method : List.of("POST", "GET")) {
                String path = method.equals("POST") ? "/api/session" : "/";
                RawHttp.Answer a = RawHttp.exchange(at, method, path, host, "", ANSWER_SECONDS * 1000);
                assertTrue(a.status() == 403 || a.status() == 421, method + " " + path + " with Host " + host + ": " + a.status() + a.text());
                assertTrue(a.text().contains("Host"), "the answer says why: " + a.text());
                assertTrue(a.text().length() < 1_000, "a short answer: " + a.text());
            }
        }
        // a foreign origin with the right Host is refused too
        RawHttp.Answer crossOrigin = RawHttp.exchange(at, "POST", "/api/session", "127.0.0.1:" + port,
                "Origin: http://evil.example:" + port + "\r\n", ANSWER_SECONDS * 1000);
        assertEquals(403, crossOrigin.status(), crossOrigin.text());
        assertEquals(0, server.registry().size(), "no session was opened");

        // this machine's own names, with the port, work; the page's own origin too
        for (String host : List.of("127.0.0.1:" + port, "localhost:" + port, "LocalHost:" + port, "[::1]:" + port)) {
            RawHttp.Answer a = RawHttp.exchange(at, "POST", "/api/session", host, "Origin: http://" + host + "\r\n", ANSWER_SECONDS * 1000);
            assertEquals(200, a.status(), "Host " + host + ": " + a.text());
            assertTrue(a.text().contains("\"id\""), a.text());
            assertEquals(200, RawHttp.exchange(at, "GET", "/", host, "", ANSWER_SECONDS * 1000).status(), "GET / with Host " + host);
        }
        assertEquals(4, server.registry().size());
    }

    @Test
    void fiftyIdleOrHalfSentRequestsDoNotKeepABrowserOut() throws Exception {
        GuiServer server = fakeEngineServer(200);
        InetSocketAddress at = server.address();
        for (int i = 0; i < 50; i++) {
            Socket s = new Socket();
            clients.add(s);
            s.connect(at, ANSWER_SECONDS * 1000);
            if (i % 2 == 0) { // half a request: the headers never end
                s.getOutputStream().write(("GET / HTTP/1.1\r\nHost: 127.0.0.1:" + at.getPort() + "\r\nUser-Agent: sl")
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
        GuiServer server = server(GuiConfig.defaults("127.0.0.1", 0, List.of("true")).withTimeouts(500, 5_000, 60_000, 200)
                .withIdleTimeout(500));
        InetSocketAddress at = server.address();
        List<Socket> sockets = new ArrayList<>();
        for (String sent : List.of("GET / HTTP/1.1\r\nHost: 127.0.0.1:" + at.getPort() + "\r\nUser-Agent: sl", "")) {
            Socket s = new Socket();
            clients.add(s);
            sockets.add(s);
            s.connect(at, ANSWER_SECONDS * 1000);
            s.getOutputStream().write(sent.getBytes(StandardCharsets.US_ASCII));
            s.getOutputStream().flush();
        }
        for (Socket s : sockets) {
            s.setSoTimeout(ANSWER_SECONDS * 1000);
            // the server may say 408 first; then it closes
            while (s.getInputStream().read() >= 0) { /* until closed: a SocketTimeoutException fails the test */ }
        }
        assertEquals(200, browserRequest(server, "GET", "/").statusCode());
    }

    @Test
    void manyEventStreamsOnOneSessionDoNotBlockOtherRequests() throws Exception {
        // a heartbeat far beyond the test: a stream that is not ended when it is replaced stays open
        GuiServer server = fakeEngineServer(600_000);
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
        assertEquals(1, ((Number) newest.next("bestmove", ANSWER_SECONDS).get("move")).intValue(), "the newest stream gets the events");
        for (int i = 0; i < streams.size() - 1; i++) {
            assertTrue(streams.get(i).awaitEnd(ANSWER_SECONDS), "stream " + (i + 1) + " was ended when a newer one replaced it");
        }
        assertEquals(1, server.registry().size(), "a replaced stream does not close the session");
    }
}
