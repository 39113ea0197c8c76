package c4.gui;

import com.sun.net.httpserver.Headers;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import c4.core.Echo;
import c4.core.Position;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The GUI's web server (the JDK's {@code com.sun.net.httpserver}): the page's files and a small JSON
 * API over {@link SessionRegistry}. Every input is checked here, before it reaches an engine: query
 * strings and bodies are bounded, positions are parsed as 7x6 move strings, limits are ranged, and the
 * engine's commands are built only from those checked values. Errors are JSON {@code {"error": ...}}.
 *
 * <p>Threads: a fixed pool of {@code maxEngines + 4}; each open event stream holds one of them (at most
 * one current stream per session, so at most {@code maxEngines}), the rest answer requests.
 */
final class GuiServer implements AutoCloseable {
    static final int MAX_QUERY_CHARS = 4_096;
    static final int MAX_BODY_BYTES = 4_096;
    static final int MIN_MOVETIME_MS = 10;
    static final int MAX_MOVETIME_MS = 60_000;
    static final int MAX_DEPTH = 42;
    private static final List<String> API_PATHS = List.of("/api/session", "/api/events", "/api/go", "/api/analyze",
            "/api/stop", "/api/restart", "/api/close");

    private final GuiConfig config;
    private final SessionRegistry registry;
    private final HttpServer server;
    private final ExecutorService pool;

    private GuiServer(GuiConfig config) throws IOException {
        this.config = config;
        this.server = HttpServer.create(new InetSocketAddress(config.host(), config.port()), 0);
        AtomicInteger n = new AtomicInteger();
        this.pool = Executors.newFixedThreadPool(config.maxEngines() + 4, r -> {
            Thread t = new Thread(r, "gui-http-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        this.registry = new SessionRegistry(config);
        server.setExecutor(pool);
        server.createContext("/", this::handle);
    }

    /** Binds and starts serving; throws when the address cannot be bound. */
    static GuiServer start(GuiConfig config) throws IOException {
        GuiServer s = new GuiServer(config);
        s.server.start();
        return s;
    }

    /** The address actually bound (the port is the free one chosen for port 0). */
    InetSocketAddress address() {
        return server.getAddress();
    }

    /** {@code http://HOST:PORT/}. */
    String url() {
        String host = config.host().contains(":") ? "[" + config.host() + "]" : config.host();
        return "http://" + host + ":" + address().getPort() + "/";
    }

    SessionRegistry registry() {
        return registry;
    }

    @Override
    public void close() {
        server.stop(0);
        registry.close();
        pool.shutdownNow();
    }

    private void handle(HttpExchange ex) {
        try {
            route(ex);
        } catch (ApiError e) {
            sendJson(ex, e.status(), Json.object().put("error", e.getMessage()).toString());
        } catch (IOException e) {
            // the browser went away mid-answer: nothing to tell it
        } catch (RuntimeException e) {
            System.err.println("gui: internal error on " + ex.getRequestMethod() + " " + ex.getRequestURI().getRawPath() + ": " + e);
            sendJson(ex, 500, Json.object().put("error", "internal error: " + e).toString());
        } finally {
            ex.close();
        }
    }

    private void route(HttpExchange ex) throws IOException {
        String rawQuery = ex.getRequestURI().getRawQuery();
        if (rawQuery != null && rawQuery.length() > MAX_QUERY_CHARS) {
            throw new ApiError(414, "the query string has " + rawQuery.length() + " characters; at most " + MAX_QUERY_CHARS + " are accepted");
        }
        readBoundedBody(ex);
        String path = ex.getRequestURI().getRawPath();
        String method = ex.getRequestMethod();
        if (!path.startsWith("/api/")) {
            serveFile(ex, path, method);
            return;
        }
        if (!API_PATHS.contains(path)) throw new ApiError(404, "no API endpoint " + Echo.quote(path));
        if (path.equals("/api/events")) {
            allow(ex, method, "GET");
            streamEvents(ex, Query.parse(rawQuery, List.of("session")));
            return;
        }
        allow(ex, method, "POST");
        refuseCrossOrigin(ex);
        switch (path) {
            case "/api/session" -> {
                Query.parse(rawQuery, List.of());
                EngineSession s = registry.create();
                System.err.println("gui: session " + s.id().substring(0, 8) + " opened; " + registry.size() + " open");
                ok(ex, Json.object().put("id", s.id()).put("maxEngines", config.maxEngines()));
            }
            case "/api/go" -> {
                Query q = Query.parse(rawQuery, List.of("session", "pos", "movetime", "depth"));
                EngineSession s = registry.get(q.get("session"));
                Position p = playable(q);
                if (q.has("movetime") == q.has("depth")) {
                    throw new ApiError(400, "give exactly one of movetime (ms, " + MIN_MOVETIME_MS + ".." + MAX_MOVETIME_MS
                            + ") and depth (plies, 1.." + MAX_DEPTH + ")");
                }
                long request;
                if (q.has("movetime")) {
                    int ms = q.number("movetime", MIN_MOVETIME_MS, MAX_MOVETIME_MS, "ms");
                    request = s.search(p, "go movetime " + ms, ms);
                } else {
                    int depth = q.number("depth", 1, MAX_DEPTH, "plies");
                    request = s.search(p, "go depth " + depth, 0);
                }
                ok(ex, Json.object().put("request", request));
            }
            case "/api/analyze" -> {
                Query q = Query.parse(rawQuery, List.of("session", "pos"));
                EngineSession s = registry.get(q.get("session"));
                Position p = playable(q);
                ok(ex, Json.object().put("request", s.search(p, "analyze", 0)));
            }
            case "/api/stop" -> {
                registry.get(Query.parse(rawQuery, List.of("session")).get("session")).stop();
                ok(ex, Json.object().put("stopped", true));
            }
            case "/api/restart" -> {
                registry.get(Query.parse(rawQuery, List.of("session")).get("session")).restart();
                ok(ex, Json.object().put("restarted", true));
            }
            case "/api/close" -> {
                EngineSession s = registry.get(Query.parse(rawQuery, List.of("session")).get("session"));
                registry.close(s.id(), "the page closed it");
                ok(ex, Json.object().put("closed", true));
            }
            default -> throw new ApiError(404, "no API endpoint " + Echo.quote(path));
        }
    }

    /** The position in {@code pos}, which must not be a finished game. */
    private static Position playable(Query q) {
        Position p = q.position("pos");
        if (p.isWon()) throw new ApiError(400, "pos: the game is over (" + (p.moveCount() % 2 == 1 ? "X" : "O") + " has four in a row)");
        if (p.isFull()) throw new ApiError(400, "pos: the game is over (the board is full: a draw)");
        return p;
    }

    private void streamEvents(HttpExchange ex, Query q) throws IOException {
        EngineSession s = registry.get(q.get("session"));
        Headers h = ex.getResponseHeaders();
        h.set("Content-Type", "text/event-stream; charset=utf-8");
        h.set("Cache-Control", "no-store");
        ex.sendResponseHeaders(200, 0);
        EventStream events = s.events();
        int gen = events.attach();
        boolean lost = false;
        OutputStream out = ex.getResponseBody();
        try {
            write(out, ": c4 events\n\n");
            String e;
            while ((e = events.next(gen, config.heartbeatMs())) != null) {
                write(out, e.isEmpty() ? ":\n\n" : "data: " + e + "\n\n");
            }
        } catch (IOException e) {
            lost = true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            events.detach(gen);
        }
        // a stream that broke is a tab that was closed (or lost): its engine is freed now
        if (lost) registry.close(s.id(), "its event stream was closed");
    }

    private static void write(OutputStream out, String s) throws IOException {
        out.write(s.getBytes(StandardCharsets.UTF_8));
        out.flush();
    }

    private void serveFile(HttpExchange ex, String path, String method) throws IOException {
        StaticResources.Resource r = StaticResources.find(path);
        if (r == null) throw new ApiError(404, "no page " + Echo.quote(path));
        allow(ex, method, "GET", "HEAD");
        byte[] body = StaticResources.read(r);
        Headers h = ex.getResponseHeaders();
        h.set("Content-Type", r.contentType());
        h.set("Cache-Control", "no-cache");
        h.set("X-Content-Type-Options", "nosniff");
        h.set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'");
        if (method.equals("HEAD")) {
            ex.sendResponseHeaders(200, -1);
            return;
        }
        ex.sendResponseHeaders(200, body.length);
        ex.getResponseBody().write(body);
    }

    private static void allow(HttpExchange ex, String method, String... allowed) {
        if (!List.of(allowed).contains(method)) {
            ex.getResponseHeaders().set("Allow", String.join(", ", allowed));
            throw new ApiError(405, "method " + Echo.quote(method) + " is not allowed here (use " + String.join(" or ", allowed) + ")");
        }
    }

    /** Another site's page may not drive the engines (the page itself sends its own origin or none). */
    private static void refuseCrossOrigin(HttpExchange ex) {
        String origin = ex.getRequestHeaders().getFirst("Origin");
        String host = ex.getRequestHeaders().getFirst("Host");
        if (origin != null && !origin.equals("http://" + host)) {
            throw new ApiError(403, "cross-origin request from " + Echo.quote(origin) + " refused");
        }
    }

    /** Reads (and ignores) the request body, refusing one over {@value #MAX_BODY_BYTES} bytes; the API takes no bodies. */
    private static void readBoundedBody(HttpExchange ex) throws IOException {
        String length = ex.getRequestHeaders().getFirst("Content-Length");
        if (length != null) {
            long n;
            try {
                n = Long.parseLong(length.trim());
            } catch (NumberFormatException e) {
                throw new ApiError(400, "Content-Length " + Echo.quote(length) + " is not a number");
            }
            if (n > MAX_BODY_BYTES) throw tooLarge(n);
        }
        InputStream in = ex.getRequestBody();
        byte[] buf = in.readNBytes(MAX_BODY_BYTES + 1);
        if (buf.length > MAX_BODY_BYTES) throw tooLarge(-1);
    }

    private static ApiError tooLarge(long n) {
        return new ApiError(413, "the request body " + (n >= 0 ? "has " + n + " bytes" : "is too large") + "; at most "
                + MAX_BODY_BYTES + " are accepted (the API takes its parameters in the query string)");
    }

    private static void ok(HttpExchange ex, Json body) throws IOException {
        sendJson(ex, 200, body.toString());
    }

    private static void sendJson(HttpExchange ex, int status, String json) {
        try {
            byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
            Headers h = ex.getResponseHeaders();
            h.set("Content-Type", "application/json; charset=utf-8");
            h.set("Cache-Control", "no-store");
            h.set("X-Content-Type-Options", "nosniff");
            ex.sendResponseHeaders(status, bytes.length);
            ex.getResponseBody().write(bytes);
        } catch (IOException e) {
            // the browser went away, or the headers were already sent (an event stream): nothing more to say
        }
    }
}
