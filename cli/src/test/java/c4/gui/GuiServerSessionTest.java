package c4.gui;

import static c4.gui.GuiServerFixtures.awaitTrue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.play.MisbehavingEngine;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The GUI server's sessions: no more than the registry holds, and each closed (when its event stream goes
 * or never opens) with its engine and what the engine left running.
 */
@Tag("slow")
class GuiServerSessionTest {
    private final GuiServerFixtures servers = new GuiServerFixtures();

    @AfterEach
    void stopServers() {
        servers.close();
    }

    @Test
    void aFullRegistryAnswers503UntilASessionCloses() throws Exception {
        GuiServer server = servers.start(GuiConfig.defaults(
                        "127.0.0.1",
                        0,
                        List.of("bash", MisbehavingEngine.script().toString(), "normal"))
                .withMaxEngines(2));
        ApiClient api = new ApiClient(server);
        String first = api.session();
        api.session();
        ApiClient.Answer third = api.post("/api/session");
        assertEquals(503, third.status());
        assertTrue(third.error().contains("all 2 engines are in use"), third.error());
        assertEquals(200, api.post("/api/close?session=" + first).status());
        assertEquals(200, api.post("/api/session").status(), "a closed session frees its place");
    }

    @Test
    void aServerOfOneEngineSaysSoInTheSingular() throws Exception {
        GuiServer server = servers.start(GuiConfig.defaults(
                        "127.0.0.1",
                        0,
                        List.of("bash", MisbehavingEngine.script().toString(), "normal"))
                .withMaxEngines(1));
        ApiClient api = new ApiClient(server);
        api.session();
        ApiClient.Answer second = api.post("/api/session");
        assertEquals(503, second.status());
        assertTrue(
                second.error().startsWith("the one engine is in use (the server holds at most 1, --max-engines): "),
                second.error());
    }

    @Test
    void closingTheEventStreamQuitsTheEngine() throws Exception {
        GuiServer server = servers.fakeEngineServer("normal");
        ApiClient api = new ApiClient(server);
        String id = api.session();
        Process engine;
        try (EventClient events = new EventClient(server.address(), id)) {
            assertEquals(
                    200, api.post("/api/go?session=" + id + "&pos=&movetime=50").status());
            events.next("bestmove", 10);
            engine = server.registry().get(id).process();
            assertTrue(engine.isAlive());
        } // the tab goes away
        assertTrue(engine.waitFor(15, TimeUnit.SECONDS), "the engine exits once the stream is gone");
        awaitTrue(() -> server.registry().size() == 0, 5, "the session is closed");
        assertEquals(404, api.post("/api/stop?session=" + id).status());
    }

    @Test
    void closingASessionKillsWhatItsEngineLeftRunning() throws Exception {
        String sleep = Long.toString(700_000 + System.nanoTime() % 90_000); // a command line to look for
        GuiServer server =
                servers.fakeEngineServer("orphan", sleep); // each go starts 'sleep N' and leaves it when it quits
        ApiClient api = new ApiClient(server);
        String id = api.session();
        try (EventClient events = new EventClient(server.address(), id)) {
            assertEquals(
                    200, api.post("/api/go?session=" + id + "&pos=&movetime=50").status());
            events.next("bestmove", 10);
            awaitTrue(() -> !sleeping(sleep).isEmpty(), 5, "the engine starts its sleep");
        }
        assertEquals(200, api.post("/api/close?session=" + id).status());
        awaitTrue(() -> sleeping(sleep).isEmpty(), 10, "the engine's child is killed with it");
    }

    private static List<ProcessHandle> sleeping(String seconds) {
        return ProcessHandle.allProcesses()
                .filter(p -> p.info().commandLine().orElse("").endsWith("sleep " + seconds))
                .toList();
    }

    @Test
    void aSessionThatNeverOpensItsStreamIsClosed() throws Exception {
        GuiServer server = servers.start(GuiConfig.defaults(
                        "127.0.0.1",
                        0,
                        List.of("bash", MisbehavingEngine.script().toString(), "normal"))
                .withTimeouts(500, 5_000, 300, 200));
        ApiClient api = new ApiClient(server);
        api.session();
        assertEquals(1, server.registry().size());
        awaitTrue(() -> server.registry().size() == 0, 10, "the session without a stream is closed");
    }
}
