package c4.gui;

import c4.play.MisbehavingEngine;
import c4.play.Players;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * The servers of one test of the GUI server's API, each closed by {@link #close} (the test's
 * {@code @AfterEach}), and the helpers those tests share.
 */
final class GuiServerFixtures implements AutoCloseable {
    /** How long the refused-request and slow-client tests give a request (a connection, an answer): generous. */
    static final int ANSWER_SECONDS = 10;

    private final List<GuiServer> servers = new ArrayList<>();

    GuiServer start(GuiConfig config) throws Exception {
        GuiServer s = GuiServer.start(config);
        servers.add(s);
        return s;
    }

    GuiServer ownEngineServer() throws Exception {
        return start(GuiConfig.defaults("127.0.0.1", 0, Players.ownEngineCommand()));
    }

    /** A server whose engine is the test's misbehaving script in {@code mode}; short timeouts, so the tests are quick. */
    GuiServer fakeEngineServer(String... mode) throws Exception {
        List<String> command =
                new ArrayList<>(List.of("bash", MisbehavingEngine.script().toString()));
        command.addAll(List.of(mode));
        return start(GuiConfig.defaults("127.0.0.1", 0, command).withTimeouts(500, 5_000, 60_000, 200));
    }

    /** A server with the well-behaved fake engine ('normal'), room for 8 sessions and the given heartbeat. */
    GuiServer normalEngineServer(int heartbeatMs) throws Exception {
        return start(GuiConfig.defaults("127.0.0.1", 0, MisbehavingEngine.command("normal"))
                .withMaxEngines(8)
                .withTimeouts(500, 5_000, 60_000, heartbeatMs));
    }

    @Override
    public void close() {
        servers.forEach(GuiServer::close);
    }

    static int number(Map<String, Object> event, String key) {
        return ((Number) event.get(key)).intValue();
    }

    static void awaitTrue(BooleanSupplier condition, int seconds, String what) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > end) throw new AssertionError(what + ": not within " + seconds + " s");
            Thread.sleep(50);
        }
    }
}
