package c4.gui;

import java.io.IOException;
import java.io.InputStream;
import java.util.Map;

/** The page's files, served from the jar: a fixed list of paths, nothing else (no path is ever taken from a request). */
final class StaticResources {
    /** A file to serve: where it is in the jar and its media type. */
    record Resource(String classpathName, String contentType) {}

    private static final Map<String, Resource> BY_PATH = Map.of(
            "/", new Resource("index.html", "text/html; charset=utf-8"),
            "/index.html", new Resource("index.html", "text/html; charset=utf-8"),
            "/app.js", new Resource("app.js", "text/javascript; charset=utf-8"),
            "/style.css", new Resource("style.css", "text/css; charset=utf-8"),
            "/favicon.svg", new Resource("favicon.svg", "image/svg+xml"));

    private StaticResources() {}

    /** The resource served at {@code path}, or null. */
    static Resource find(String path) {
        return BY_PATH.get(path);
    }

    static byte[] read(Resource r) throws IOException {
        try (InputStream in = StaticResources.class.getResourceAsStream(r.classpathName())) {
            if (in == null) throw new IOException("resource c4/gui/" + r.classpathName() + " is missing from the jar");
            return in.readAllBytes();
        }
    }
}
