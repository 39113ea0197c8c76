package c4.gui;

import c4.core.Echo;
import c4.core.Position;
import c4.io.Json;
import c4.protocol.client.Go;
import java.io.IOException;
import java.net.BindException;
import java.net.InetSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.util.List;
import java.util.concurrent.TimeoutException;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.eclipse.jetty.server.NetworkTrafficServerConnector;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * The GUI's web server (Jetty's core server, no servlets): the page's files and a small JSON API over
 * {@link SessionRegistry}. Every input is checked here, before it reaches an engine: the {@code Host}
 * header must name this server ({@link HostCheck}), query strings and bodies are bounded, positions are
 * parsed as 7x6 move strings, limits are ranged, and the engine's commands are built only from those
 * checked values. Errors are JSON {@code {"error": ...}}.
 *
 * <p>Connections: Jetty reads headers without blocking, and bodies are read the same way
 * ({@link RequestBody}), so a client that sends half a request or nothing holds a socket, not a thread.
 * A request must be all in {@value #REQUEST_DEADLINE_MS} ms after its first byte, one address may hold
 * {@link #maxConnectionsPerAddress()} connections ({@link ConnectionGuard}), a connection that makes no
 * progress is closed after {@code idleTimeoutMs}, and beyond {@value #MAX_CONNECTIONS} connections the
 * server stops accepting and cuts idle ones after {@value #CROWDED_IDLE_TIMEOUT_MS} ms. Threads: a
 * request that waits for an engine, and each open event stream, holds one pool thread; a session has at
 * most one current stream (a new one ends the old one at once), so streams hold at most {@code maxEngines}.
 */
public final class GuiServer implements AutoCloseable {
    static final int MAX_QUERY_CHARS = 4_096;
    static final int MAX_BODY_BYTES = 4_096;
    static final int MIN_MOVETIME_MS = 10;
    static final int MAX_MOVETIME_MS = 60_000;
    static final int MAX_DEPTH = 42;
    /** Far more than a browser opens (six per server, one per tab's event stream among them); bounds the file descriptors. */
    static final int MAX_CONNECTIONS = 256;

    static final int CROWDED_IDLE_TIMEOUT_MS = 2_000;
    /**
     * A request must be all in (headers and body, at most {@value #MAX_BODY_BYTES} bytes) this many ms after
     * its first byte, or its connection is closed: a browser sends one in milliseconds, and the idle timeout
     * alone let a client that sends one byte every few seconds hold a connection for good.
     */
    static final int REQUEST_DEADLINE_MS = 5_000;
    /**
     * Connections open at once from one address: a browser opens at most six per host name (its event
     * streams among them), so this leaves room for several browsers and names (127.0.0.1, localhost) and
     * keeps one client from taking all {@value #MAX_CONNECTIONS}. On loopback the page and any local
     * client share an address: there the deadline is what frees the slots a slow client holds.
     */
    static final int MAX_CONNECTIONS_PER_ADDRESS = 64;

    private static final List<String> API_PATHS = List.of(
            "/api/session", "/api/events", "/api/go", "/api/analyze", "/api/stop", "/api/restart", "/api/close");

    private final GuiConfig config;
    private final SessionRegistry registry;
    private final Server server;
    private final NetworkTrafficServerConnector connector;
    private final ConnectionGuard guard;
    /** Set once bound, before the server starts its threads (which publishes them to those threads). */
    private InetSocketAddress bound;

    private HostCheck hosts;

    private GuiServer(GuiConfig config) {
        this.config = config;
        // every stream and every request waiting on an engine holds a thread; Jetty's acceptor and selector take a few
        QueuedThreadPool threads = new QueuedThreadPool(2 * config.maxEngines() + 32, 4);
        threads.setName("gui-http");
        threads.setDaemon(true);
        this.server = new Server(threads);
        HttpConfiguration http = new HttpConfiguration();
        http.setSendServerVersion(false);
        http.setSendXPoweredBy(false);
        HttpConnectionFactory http1 = new HttpConnectionFactory(http);
        this.connector = new NetworkTrafficServerConnector(server, null, null, null, 1, 1, http1);
        this.guard = new ConnectionGuard(connector, REQUEST_DEADLINE_MS, maxConnectionsPerAddress());
        connector.setNetworkTrafficListener(guard); // sees each request's first byte: its deadline starts there
        connector.addEventListener(guard); // counts each address's connections
        connector.setHost(config.host());
        connector.setPort(config.port());
        // a quiet event stream sends a heartbeat: the idle timeout must leave room for it
        connector.setIdleTimeout(Math.max(config.idleTimeoutMs(), 2L * config.heartbeatMs()));
        server.addConnector(connector);
        NetworkConnectionLimit limit = new NetworkConnectionLimit(MAX_CONNECTIONS, connector);
        limit.setEndPointIdleTimeout(CROWDED_IDLE_TIMEOUT_MS);
        server.addBean(limit);
        server.setErrorHandler(new JsonErrors()); // Jetty's own refusals (a malformed request), as the API's
        server.setHandler(new Handler.Abstract() {
            @Override
            public boolean handle(Request request, Response response, Callback callback) {
                GuiServer.this.handle(request, response, callback);
                return true;
            }
        });
        server.setStopTimeout(0); // stop at once: no graceful wait for idle keep-alive connections
        this.registry = new SessionRegistry(config);
    }

    /** Binds and starts serving; throws when the address cannot be bound. */
    public static GuiServer start(GuiConfig config) throws IOException {
        GuiServer s = new GuiServer(config);
        try {
            s.connector.open(); // bind first: the Host check needs the bound address before the first request
            s.bound = (InetSocketAddress) ((ServerSocketChannel) s.connector.getTransport()).getLocalAddress();
            s.hosts = new HostCheck(config.host(), s.bound);
            s.server.start();
        } catch (Exception e) {
            s.close();
            for (Throwable t = e; t != null; t = t.getCause()) {
                if (t instanceof BindException b) throw b; // Jetty wraps it; the gui command names the port
            }
            if (e instanceof IOException io) throw io;
            throw new IOException("cannot start the web server: " + e.getMessage(), e);
        }
        return s;
    }

    /** The address actually bound (the port is the free one chosen for port 0). */
    public InetSocketAddress address() {
        return bound;
    }

    /** {@code http://HOST:PORT/}, an address a browser can open: the loopback one for a wildcard host (0.0.0.0, ::). */
    public String url() {
        String host = config.host();
        // a wildcard (0.0.0.0, ::) serves every address, but no browser can open it: the loopback one
        if (bound.getAddress().isAnyLocalAddress()) host = host.contains(":") ? "::1" : "127.0.0.1";
        if (host.contains(":") && !host.startsWith("[")) host = "[" + host + "]"; // --host [::1] has them
        return "http://" + host + ":" + bound.getPort() + "/";
    }

    /** {@value #MAX_CONNECTIONS_PER_ADDRESS}, or room for every engine's event stream and a few more, if more. */
    int maxConnectionsPerAddress() {
        return Math.max(MAX_CONNECTIONS_PER_ADDRESS, config.maxEngines() + 8);
    }

    SessionRegistry registry() {
        return registry;
    }

    @Override
    public void close() {
        registry.close(); // first: it ends the event streams, whose threads the server would wait for
        try {
            server.stop();
        } catch (Exception e) {
            System.err.println("gui: stopping the web server: " + e);
        }
        connector.close(); // the listening socket, also when it was bound but the server never started
    }

    /**
     * Checks what the headers say, reads the body (no thread waits for it), then routes; the request's
     * deadline runs until the body is in ({@link ConnectionGuard}).
     */
    private void handle(Request request, Response response, Callback done) {
        Callback callback = guard.track(request, done);
        attempt(request, response, callback, () -> {
            checkHost(request);
            String rawQuery = request.getHttpURI().getQuery();
            if (rawQuery != null && rawQuery.length() > MAX_QUERY_CHARS) {
                throw new ApiError(
                        414,
                        "the query string has " + rawQuery.length() + " characters; at most " + MAX_QUERY_CHARS
                                + " are accepted");
            }
            RequestBody.checkDeclared(request, MAX_BODY_BYTES);
            RequestBody.drop(
                    request,
                    MAX_BODY_BYTES,
                    Callback.from(
                            () -> {
                                if (!guard.received(request))
                                    callback.failed(new TimeoutException("cut at the request deadline"));
                                else attempt(request, response, callback, () -> route(request, response, callback));
                            },
                            x -> {
                                if (x instanceof ApiError e) refuse(response, callback, e);
                                else callback.failed(x); // the connection broke or was cut: nothing to tell it
                            }));
        });
    }

    /** A step of answering a request: it completes the callback, or throws (then {@link #attempt} does). */
    private interface Step {
        void run() throws IOException;
    }

    /** Runs {@code step}, answering what it throws: an {@link ApiError} as its JSON message. */
    private void attempt(Request request, Response response, Callback callback, Step step) {
        try {
            step.run();
        } catch (ApiError e) {
            refuse(response, callback, e);
        } catch (IOException e) {
            callback.failed(e); // the browser went away mid-answer: nothing to tell it
        } catch (RuntimeException e) {
            System.err.println("gui: internal error on " + request.getMethod() + " "
                    + request.getHttpURI().getPath() + ": " + e);
            Replies.sendJson(
                    response,
                    callback,
                    500,
                    Json.object().put("error", "internal error: " + e).toString());
        }
    }

    private static void refuse(Response response, Callback callback, ApiError e) {
        // a body left unread ends the connection: say so, or a client reuses it and finds it closed
        if (e.status() == 413) response.getHeaders().put(HttpHeader.CONNECTION, "close");
        Replies.sendJson(
                response,
                callback,
                e.status(),
                Json.object().put("error", e.getMessage()).toString());
    }

    /** Answers the request, whose body is read; completes {@code callback} unless it throws. */
    private void route(Request request, Response response, Callback callback) throws IOException {
        String rawQuery = request.getHttpURI().getQuery();
        String path = request.getHttpURI().getPath();
        String method = request.getMethod();
        if (!path.startsWith("/api/")) {
            Replies.serveFile(response, callback, path, method);
            return;
        }
        if (!API_PATHS.contains(path)) throw new ApiError(404, "no API endpoint " + Echo.quote(path));
        refuseCrossOrigin(request);
        if (path.equals("/api/events")) {
            Replies.allow(response, method, "GET");
            streamEvents(response, callback, Query.parse(rawQuery, List.of("session")));
            return;
        }
        Replies.allow(response, method, "POST");
        switch (path) {
            case "/api/session" -> {
                Query.parse(rawQuery, List.of());
                EngineSession s = registry.create();
                System.err.println("gui: session " + s.id().substring(0, 8) + " opened; " + registry.size() + " open");
                Replies.ok(response, callback, Json.object().put("id", s.id()).put("maxEngines", config.maxEngines()));
            }
            case "/api/go" -> {
                Query q = Query.parse(rawQuery, List.of("session", "pos", "movetime", "depth"));
                EngineSession s = registry.get(q.get("session"));
                Position p = playable(q);
                Replies.ok(response, callback, Json.object().put("request", s.search(p, goLimit(q))));
            }
            case "/api/analyze" -> {
                Query q = Query.parse(rawQuery, List.of("session", "pos"));
                EngineSession s = registry.get(q.get("session"));
                Position p = playable(q);
                Replies.ok(response, callback, Json.object().put("request", s.search(p, Go.analyze())));
            }
            case "/api/stop" -> {
                registry.get(Query.parse(rawQuery, List.of("session")).get("session"))
                        .stop();
                Replies.ok(response, callback, Json.object().put("stopped", true));
            }
            case "/api/restart" -> {
                registry.get(Query.parse(rawQuery, List.of("session")).get("session"))
                        .restart();
                Replies.ok(response, callback, Json.object().put("restarted", true));
            }
            case "/api/close" -> {
                EngineSession s =
                        registry.get(Query.parse(rawQuery, List.of("session")).get("session"));
                registry.close(s.id(), "the page closed it");
                Replies.ok(response, callback, Json.object().put("closed", true));
            }
            default -> throw new ApiError(404, "no API endpoint " + Echo.quote(path));
        }
    }

    /** The limit of a {@code go} request: exactly one of {@code movetime} and {@code depth}. */
    private static Go goLimit(Query q) {
        if (q.has("movetime") == q.has("depth")) {
            throw new ApiError(
                    400,
                    "give exactly one of movetime (ms, " + MIN_MOVETIME_MS + ".." + MAX_MOVETIME_MS
                            + ") and depth (plies, 1.." + MAX_DEPTH + ")");
        }
        return q.has("movetime")
                ? Go.movetime(q.number("movetime", MIN_MOVETIME_MS, MAX_MOVETIME_MS, "ms"))
                : Go.depth(q.number("depth", 1, MAX_DEPTH, "plies"));
    }

    /** The position in {@code pos}, which must not be a finished game. */
    private static Position playable(Query q) {
        Position p = q.position("pos");
        if (p.isWon())
            throw new ApiError(
                    400, "pos: the game is over (" + (p.moveCount() % 2 == 1 ? "X" : "O") + " has four in a row)");
        if (p.isFull()) throw new ApiError(400, "pos: the game is over (the board is full: a draw)");
        return p;
    }

    /** Streams session {@code q}'s engine events until the stream or the session ends. */
    private void streamEvents(Response response, Callback callback, Query q) {
        EngineSession s = registry.get(q.get("session"));
        HttpFields.Mutable h = response.getHeaders();
        h.put(HttpHeader.CONTENT_TYPE, "text/event-stream; charset=utf-8");
        h.put(HttpHeader.CACHE_CONTROL, "no-store");
        response.setStatus(200);
        EventStream events = s.events();
        int gen = events.attach();
        IOException lost = null;
        try {
            Replies.write(response, false, ": c4 events\n\n");
            String e;
            while ((e = events.next(gen, config.heartbeatMs())) != null) {
                Replies.write(response, false, e.isEmpty() ? ":\n\n" : "data: " + e + "\n\n");
            }
            Replies.write(response, true, "");
        } catch (IOException e) {
            lost = e;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            lost = new IOException("interrupted");
        } finally {
            events.detach(gen);
        }
        if (lost == null) {
            callback.succeeded();
            return;
        }
        callback.failed(lost);
        // a stream that broke is a tab that was closed (or lost): its engine is freed now
        registry.close(s.id(), "its event stream was closed");
    }

    /**
     * A request must name this server in {@code Host} (and in its target, when that is absolute): a
     * DNS-rebinding page sends its own name, and gets nothing, not even the page.
     */
    private void checkHost(Request request) {
        String host = request.getHeaders().get(HttpHeader.HOST);
        String authority = request.getHttpURI().getAuthority();
        if (!hosts.allows(host) || (authority != null && !authority.isEmpty() && !hosts.allows(authority))) {
            throw new ApiError(
                    403,
                    "Host " + (host == null ? "missing" : Echo.quote(host)) + " is not this server: use " + url()
                            + " (a request for another name is refused, as another site's page would send)");
        }
    }

    /** Another site's page may not drive the engines (the page itself sends its own origin or none); the Host is already checked. */
    private static void refuseCrossOrigin(Request request) {
        String origin = request.getHeaders().get(HttpHeader.ORIGIN);
        String host = request.getHeaders().get(HttpHeader.HOST);
        if (origin != null && !origin.equalsIgnoreCase("http://" + host)) {
            throw new ApiError(403, "cross-origin request from " + Echo.quote(origin) + " refused");
        }
    }
}
