package c4.gui;

import static c4.gui.GuiServerFixtures.number;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import c4.core.Position;
import c4.search.Solver;
import java.net.http.HttpRequest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The GUI server's API over real HTTP, with real engine processes: this program's engine and misbehaving fakes.
 * The page and its files, searches and analyses, and the requests it refuses; engines that fail:
 * {@link GuiServerEngineFailureTest}; sessions: {@link GuiServerSessionTest}.
 */
@Tag("slow")
class GuiServerTest {
    /** 20 stones, X to move: quick to search and to solve. */
    private static final String MIDDLE_GAME = "24133561733211371541";
    /** 22 stones with column 1 full. */
    private static final String WITH_FULL_COLUMN = "7614371112561123346756";

    private final GuiServerFixtures servers = new GuiServerFixtures();

    @AfterEach
    void stopServers() {
        servers.close();
    }

    /** On a wildcard host the address it names is one a browser can open: the loopback one, which the Host check takes. */
    @Test
    void aWildcardHostNamesTheLoopbackAddress() throws Exception {
        GuiServer server = servers.start(GuiConfig.defaults(
                        "0.0.0.0",
                        0,
                        List.of("bash", c4.play.MisbehavingEngine.script().toString(), "normal"))
                .withTimeouts(500, 5_000, 60_000, 200));
        assertEquals("http://127.0.0.1:" + server.address().getPort() + "/", server.url());
        ApiClient.Answer page =
                new ApiClient(server).send(new ApiClient(server).request("/").GET());
        assertEquals(200, page.status(), "the named address passes the Host check");
    }

    /** --host [::1] (brackets given) and ::1 name the same address, one a browser opens: in brackets once. */
    @Test
    void anIpv6HostIsNamedInBracketsOnce() throws Exception {
        for (String host : List.of("[::1]", "::1")) {
            GuiServer server;
            try {
                server = servers.start(GuiConfig.defaults(
                                host,
                                0,
                                List.of(
                                        "bash",
                                        c4.play.MisbehavingEngine.script().toString(),
                                        "normal"))
                        .withTimeouts(500, 5_000, 60_000, 200));
            } catch (java.net.SocketException e) { // a machine without IPv6 loopback
                org.junit.jupiter.api.Assumptions.abort("no IPv6 loopback here: " + e.getMessage());
                return;
            }
            assertEquals("http://[::1]:" + server.address().getPort() + "/", server.url(), host);
            java.net.http.HttpResponse<Void> page = java.net.http.HttpClient.newHttpClient()
                    .send(
                            java.net.http.HttpRequest.newBuilder(java.net.URI.create(server.url()))
                                    .GET()
                                    .build(),
                            java.net.http.HttpResponse.BodyHandlers.discarding());
            assertEquals(200, page.statusCode(), host + ": the named address opens, and passes the Host check");
        }
    }

    @Test
    void servesThePageAndItsFilesOnly() throws Exception {
        ApiClient api = new ApiClient(servers.fakeEngineServer("normal"));
        ApiClient.Answer page = api.send(api.request("/?pos=4453").GET());
        assertEquals(200, page.status());
        assertTrue(page.body().contains("<div id=\"board\""), "the page has the board");
        assertEquals(200, api.send(api.request("/app.js").GET()).status());
        assertEquals(200, api.send(api.request("/style.css").GET()).status());
        java.net.http.HttpResponse<Void> head = java.net.http.HttpClient.newHttpClient()
                .send(
                        api.request("/app.js")
                                .method("HEAD", HttpRequest.BodyPublishers.noBody())
                                .build(),
                        java.net.http.HttpResponse.BodyHandlers.discarding());
        assertEquals(200, head.statusCode());
        assertEquals(
                String.valueOf(api.send(api.request("/app.js").GET())
                        .body()
                        .getBytes(java.nio.charset.StandardCharsets.UTF_8)
                        .length),
                head.headers().firstValue("Content-Length").orElse("none"),
                "HEAD gives the length a GET has");
        for (String path : List.of("/c4/gui/app.js", "/engines/misbehaving-engine.sh", "/api/nothing")) {
            ApiClient.Answer a = api.send(api.request(path).GET());
            assertEquals(404, a.status(), path);
        }
        assertEquals(
                400, api.send(api.request("/../../etc/passwd").GET()).status(), "a path above the root is malformed");
        assertEquals(405, api.send(api.request("/api/go").GET()).status());
        assertEquals(405, api.post("/app.js").status());
    }

    @Test
    void goAnswersALegalBestmoveAndLiveInfoOverTheEventStream() throws Exception {
        GuiServer server = servers.ownEngineServer();
        ApiClient api = new ApiClient(server);
        String id = api.session();
        try (EventClient events = new EventClient(server.address(), id)) {
            ApiClient.Answer go = api.post("/api/go?session=" + id + "&pos=" + MIDDLE_GAME + "&movetime=200");
            assertEquals(200, go.status(), go.body());
            int request = number(go.json(), "request");
            List<Map<String, Object>> seen = events.until("bestmove", 30);
            Map<String, Object> best = seen.get(seen.size() - 1);
            assertEquals(request, number(best, "request"));
            Position p = Position.parse(MIDDLE_GAME);
            int column = number(best, "move");
            assertTrue(column >= 1 && column <= 7 && p.canPlay(column - 1), "legal: " + best);
            List<Map<String, Object>> infos =
                    seen.stream().filter(e -> "info".equals(e.get("type"))).toList();
            assertFalse(infos.isEmpty(), "live info before the bestmove: " + seen);
            for (Map<String, Object> info : infos) {
                assertEquals(request, number(info, "request"));
                assertTrue(number(info, "depth") >= 1);
                assertNotNull(((Map<?, ?>) info.get("score")).get("kind"));
                List<?> pv = (List<?>) info.get("pv");
                int first = ((Number) pv.get(0)).intValue();
                assertTrue(p.canPlay(first - 1), "the pv starts with a legal column: " + info);
            }
            // the session keeps working: depth limits too
            ApiClient.Answer depth = api.post("/api/go?session=" + id + "&pos=" + MIDDLE_GAME + "&depth=3");
            assertEquals(200, depth.status(), depth.body());
            assertEquals(number(depth.json(), "request"), number(events.next("bestmove", 30), "request"));
        }
    }

    @Test
    void analyzeGivesEveryColumnTheSolversExactScore() throws Exception {
        GuiServer server = servers.ownEngineServer();
        ApiClient api = new ApiClient(server);
        String id = api.session();
        int[] expected;
        try (Solver solver = new Solver(BoardSize.STANDARD, 1, 16)) {
            expected = solver.analyze(Position.parse(WITH_FULL_COLUMN), false).scores();
        }
        try (EventClient events = new EventClient(server.address(), id)) {
            ApiClient.Answer a = api.post("/api/analyze?session=" + id + "&pos=" + WITH_FULL_COLUMN);
            assertEquals(200, a.status(), a.body());
            int[] shown = new int[7];
            java.util.Arrays.fill(shown, Solver.INVALID_MOVE); // a full column gets no event
            List<Map<String, Object>> seen = events.until("bestmove", 60);
            for (Map<String, Object> e : seen) {
                if ("column".equals(e.get("type"))) shown[number(e, "column") - 1] = number(e, "score");
            }
            assertEquals(java.util.Arrays.toString(expected), java.util.Arrays.toString(shown));
            int best = number(seen.get(seen.size() - 1), "move");
            assertEquals(
                    java.util.Arrays.stream(expected).max().getAsInt(),
                    expected[best - 1],
                    "the bestmove is a best column");
        }
    }

    @Test
    void badParametersAre400WithAMessageNamingWhatIsWrong() throws Exception {
        ApiClient api = new ApiClient(servers.fakeEngineServer("normal"));
        String id = api.session();
        String go = "/api/go?session=" + id;
        Map<String, String> cases = new java.util.LinkedHashMap<>();
        cases.put(go + "&pos=44444444&movetime=100", "pos: move 7 ('4'): column 4 is full");
        cases.put(go + "&pos=12-4&movetime=100", "pos: move 3 ('-'): '-' is not a column");
        cases.put(go + "&pos=12x4&movetime=100", "pos: move 3 ('x'): column 33 ('x') is off the 7x6 board");
        cases.put(go + "&pos=8&movetime=100", "column 8 ('8') is off the 7x6 board");
        cases.put(go + "&pos=1212121&movetime=100", "pos: the game is over (X has four in a row)");
        cases.put(go + "&movetime=100", "pos: missing");
        cases.put(go + "&pos=4&movetime=5", "movetime: 5 ms is out of range 10..60000");
        cases.put(go + "&pos=4&movetime=abc", "movetime: expected a whole number of ms in 10..60000, got 'abc'");
        cases.put(go + "&pos=4&depth=0", "depth: 0 plies is out of range 1..42");
        cases.put(go + "&pos=4", "give exactly one of movetime");
        cases.put(go + "&pos=4&depth=3&movetime=100", "give exactly one of movetime");
        cases.put(go + "&pos=4&depth=3&depth=4", "parameter depth is given twice");
        cases.put(go + "&pos=4&depth=3&engine=sh", "unknown parameter 'engine'");
        cases.put("/api/go?session=../../x&pos=4&depth=3", "session: '../../x' is not a session id");
        cases.put("/api/analyze?pos=4", "session: missing");
        cases.put("/api/session?engine=sh", "unknown parameter 'engine' (this request takes none)");
        for (Map.Entry<String, String> c : cases.entrySet()) {
            ApiClient.Answer a = api.post(c.getKey());
            assertEquals(400, a.status(), c.getKey() + " -> " + a.body());
            assertTrue(a.error().contains(c.getValue()), c.getKey() + " -> " + a.error());
        }
        ApiClient.Answer junk = api.post(go + "&pos=" + "9".repeat(100) + "&depth=3");
        assertTrue(junk.error().length() < 200, "echoed input is cut: " + junk.error());
        ApiClient.Answer unknown = api.post("/api/go?session=" + "0".repeat(32) + "&pos=4&depth=3");
        assertEquals(404, unknown.status());
        assertTrue(unknown.error().contains("no open session"), unknown.error());
        // after all that, the session still works
        assertEquals(200, api.post(go + "&pos=4&depth=3").status());
    }

    @Test
    void oversizedRequestsAreRefused() throws Exception {
        GuiServer server = servers.fakeEngineServer("normal");
        ApiClient api = new ApiClient(server);
        String id = api.session();
        ApiClient.Answer longQuery =
                api.post("/api/go?session=" + id + "&pos=4&depth=3&x=" + "a".repeat(GuiServer.MAX_QUERY_CHARS));
        assertEquals(414, longQuery.status(), longQuery.body());
        assertTrue(longQuery.error().contains("at most 4096"), longQuery.error());
        ApiClient.Answer bigBody = api.send(api.request("/api/stop?session=" + id)
                .POST(HttpRequest.BodyPublishers.ofString("x".repeat(GuiServer.MAX_BODY_BYTES + 1))));
        assertEquals(413, bigBody.status(), bigBody.body());
        assertEquals(
                200,
                api.send(api.request("/api/stop?session=" + id).POST(HttpRequest.BodyPublishers.ofString("small")))
                        .status());
    }

    @Test
    void anotherSitesPageCannotDriveTheEngines() throws Exception {
        ApiClient api = new ApiClient(servers.fakeEngineServer("normal"));
        ApiClient.Answer a = api.send(api.request("/api/session")
                .header("Origin", "http://evil.example")
                .POST(HttpRequest.BodyPublishers.noBody()));
        assertEquals(403, a.status());
        assertTrue(a.error().contains("cross-origin request from 'http://evil.example' refused"), a.error());
    }
}
