package c4.gui;

import static c4.gui.GuiServerFixtures.awaitTrue;
import static c4.gui.GuiServerFixtures.number;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The GUI server's API with engines that crash, hang, cannot start or send what they should not: each
 * failure is reported, and a hung engine is killed with its children.
 */
@Tag("slow")
class GuiServerEngineFailureTest {
    private final GuiServerFixtures servers = new GuiServerFixtures();

    @AfterEach
    void stopServers() {
        servers.close();
    }

    @Test
    void aCrashingEngineIsReportedAndARestartGivesAWorkingOne() throws Exception {
        GuiServer server = servers.fakeEngineServer("crash", "1"); // answers one go, exits on the second
        ApiClient api = new ApiClient(server);
        String id = api.session();
        try (EventClient events = new EventClient(server.address(), id)) {
            assertEquals(
                    200, api.post("/api/go?session=" + id + "&pos=&movetime=50").status());
            assertEquals(1, number(events.next("bestmove", 10), "move"));
            assertEquals(
                    200,
                    api.post("/api/go?session=" + id + "&pos=1&movetime=50").status());
            Map<String, Object> error = events.next("error", 10);
            assertEquals(Boolean.TRUE, error.get("fatal"));
            assertTrue(
                    ((String) error.get("message")).contains("exited with status 2 instead of sending 'bestmove'"),
                    error.toString());
            ApiClient.Answer refused = api.post("/api/go?session=" + id + "&pos=1&movetime=50");
            assertEquals(502, refused.status());
            assertTrue(refused.error().contains("restart the engine"), refused.error());

            assertEquals(200, api.post("/api/restart?session=" + id).status());
            events.next("ready", 10);
            assertEquals(
                    200,
                    api.post("/api/go?session=" + id + "&pos=1&movetime=50").status());
            assertEquals(1, number(events.next("bestmove", 10), "move"), "the fresh engine answers");
        }
    }

    @Test
    void aHangingEngineIsKilledWithItsChildrenAndReported() throws Exception {
        GuiServer server = servers.fakeEngineServer(
                "silent", "60"); // a go makes it run 'sleep 60' and answer nothing, not even isready
        ApiClient api = new ApiClient(server);
        String id = api.session();
        try (EventClient events = new EventClient(server.address(), id)) {
            // with a movetime: no bestmove within movetime + margin
            assertEquals(
                    200,
                    api.post("/api/go?session=" + id + "&pos=4&movetime=100").status());
            Process engine = server.registry().get(id).process();
            List<ProcessHandle> family = new ArrayList<>(List.of(engine.toHandle()));
            awaitTrue(() -> engine.descendants().findAny().isPresent(), 5, "the engine starts its sleep");
            engine.descendants().forEach(family::add);
            Map<String, Object> error = events.next("error", 10);
            assertTrue(
                    ((String) error.get("message"))
                            .contains("sent no 'bestmove' within 600 ms (movetime 100 + margin 500)"),
                    error.toString());
            for (ProcessHandle h : family) awaitTrue(() -> !h.isAlive(), 5, "process " + h.pid() + " is killed");

            // without one (depth): the isready sent while it searches goes unanswered
            assertEquals(200, api.post("/api/restart?session=" + id).status());
            assertEquals(
                    200, api.post("/api/go?session=" + id + "&pos=4&depth=20").status());
            error = events.next("error", 10);
            assertTrue(
                    ((String) error.get("message")).contains("sent no 'readyok' within 500 ms of 'isready'"),
                    error.toString());
            assertEquals(200, api.post("/api/session").status(), "the server stays up");
        }
    }

    @Test
    void anEngineThatCannotStartIsAnError() throws Exception {
        GuiServer server = servers.start(GuiConfig.defaults("127.0.0.1", 0, List.of("/nonexistent/engine")));
        ApiClient api = new ApiClient(server);
        String id = api.session();
        ApiClient.Answer a = api.post("/api/go?session=" + id + "&pos=4&depth=2");
        assertEquals(502, a.status());
        assertTrue(a.error().contains("engine '/nonexistent/engine': cannot run '/nonexistent/engine'"), a.error());

        GuiServer mute = servers.fakeEngineServer("no-uciok");
        ApiClient api2 = new ApiClient(mute);
        String id2 = api2.session();
        ApiClient.Answer b = api2.post("/api/go?session=" + id2 + "&pos=4&depth=2");
        assertEquals(502, b.status());
        assertTrue(b.error().contains("sent no 'uciok' within 5000 ms"), b.error());
    }

    @Test
    void anIllegalBestmoveIsAnEngineFailure() throws Exception {
        GuiServer server = servers.fakeEngineServer("illegal"); // answers 'bestmove 9'
        ApiClient api = new ApiClient(server);
        String id = api.session();
        try (EventClient events = new EventClient(server.address(), id)) {
            assertEquals(
                    200,
                    api.post("/api/go?session=" + id + "&pos=4&movetime=50").status());
            Map<String, Object> error = events.next("error", 10);
            assertTrue(
                    ((String) error.get("message"))
                            .contains("illegal move: sent 'bestmove 9' (column 9 is off the 7x6 board)"),
                    error.toString());
        }
    }

    @Test
    void aFloodedLineIsAnEngineFailure() throws Exception {
        GuiServer server = servers.fakeEngineServer("flood"); // a 10 MB line, then a legal bestmove
        ApiClient api = new ApiClient(server);
        String id = api.session();
        try (EventClient events = new EventClient(server.address(), id)) {
            assertEquals(
                    200,
                    api.post("/api/go?session=" + id + "&pos=4&movetime=50").status());
            Map<String, Object> error = events.next("error", 20);
            assertEquals(Boolean.TRUE, error.get("fatal"));
            assertTrue(
                    ((String) error.get("message")).contains("sent a line longer than 16384 characters: 'xxx"),
                    error.toString());
        }
    }
}
