package c4.gui;

import static c4.gui.GuiServerFixtures.ANSWER_SECONDS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetSocketAddress;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The GUI server against other sites' pages and malformed requests: a foreign Host header (DNS
 * rebinding) or Origin is refused before anything happens, and what Jetty refuses before the API
 * sees it is answered in the API's form.
 */
@Tag("slow")
class GuiServerRefusedRequestTest {
    private final GuiServerFixtures servers = new GuiServerFixtures();

    @AfterEach
    void stop() {
        servers.close();
    }

    @Test
    void aRequestForAnotherHostIsRefusedAndOpensNoSession() throws Exception {
        GuiServer server = servers.normalEngineServer(200);
        InetSocketAddress at = server.address();
        int port = at.getPort();
        // a DNS-rebinding page: the browser sends the attacker's name, which now resolves to 127.0.0.1
        List<String> foreign = List.of(
                "evil.example:" + port,
                "evil.example",
                "127.0.0.1.evil.example:" + port,
                "localhost.evil.example:" + port,
                "localhost",
                "localhost:" + (port == 1 ? 2 : 1),
                "127.0.0.1");
        for (String host : foreign) {
            for (String method : List.of("POST", "GET")) {
                String path = method.equals("POST") ? "/api/session" : "/";
                RawHttp.Answer a = RawHttp.exchange(at, method, path, host, "", ANSWER_SECONDS * 1000);
                assertTrue(
                        a.status() == 403 || a.status() == 421,
                        method + " " + path + " with Host " + host + ": " + a.status() + a.text());
                assertTrue(a.text().contains("Host"), "the answer says why: " + a.text());
                assertTrue(a.text().length() < 1_000, "a short answer: " + a.text());
            }
        }
        // a foreign origin with the right Host is refused too
        RawHttp.Answer crossOrigin = RawHttp.exchange(
                at,
                "POST",
                "/api/session",
                "127.0.0.1:" + port,
                "Origin: http://evil.example:" + port + "\r\n",
                ANSWER_SECONDS * 1000);
        assertEquals(403, crossOrigin.status(), crossOrigin.text());
        assertEquals(0, server.registry().size(), "no session was opened");

        // this machine's own names, with the port, work; the page's own origin too
        for (String host : List.of("127.0.0.1:" + port, "localhost:" + port, "LocalHost:" + port, "[::1]:" + port)) {
            RawHttp.Answer a = RawHttp.exchange(
                    at, "POST", "/api/session", host, "Origin: http://" + host + "\r\n", ANSWER_SECONDS * 1000);
            assertEquals(200, a.status(), "Host " + host + ": " + a.text());
            assertTrue(a.text().contains("\"id\""), a.text());
            assertEquals(
                    200,
                    RawHttp.exchange(at, "GET", "/", host, "", ANSWER_SECONDS * 1000)
                            .status(),
                    "GET / with Host " + host);
        }
        assertEquals(4, server.registry().size());
    }

    /**
     * What Jetty refuses before the API sees it (no Host, a request line over its limit, a path it
     * will not route, a bad Content-Length) is answered in the API's form: JSON with an "error".
     */
    @Test
    void jettysOwnRefusalsAreJsonLikeTheApis() throws Exception {
        GuiServer server = servers.normalEngineServer(200);
        InetSocketAddress at = server.address();
        String host = "127.0.0.1:" + at.getPort();
        record Case(String path, String host, String headers, int status) {}
        List<Case> cases = List.of(
                new Case("/", null, "", 400),
                new Case("/api/go?pos=" + "4".repeat(20_000), host, "", 414),
                new Case("/%00", host, "", 400),
                new Case("/", host, "X-Big: " + "x".repeat(20_000) + "\r\n", 431));
        for (Case c : cases) {
            RawHttp.Answer a = RawHttp.exchange(at, "GET", c.path(), c.host(), c.headers(), ANSWER_SECONDS * 1000);
            String shown = c.path().substring(0, Math.min(20, c.path().length())) + ": " + a.text();
            assertEquals(c.status(), a.status(), shown);
            assertTrue(a.text().toLowerCase(java.util.Locale.ROOT).contains("content-type: application/json"), shown);
            assertTrue(
                    a.text().contains("{\"error\":\"the server refused the request before the API read it: "), shown);
            assertTrue(a.text().length() < 1_000, "a short answer: " + shown);
        }
    }
}
