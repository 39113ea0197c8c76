package c4.gui;

import c4.core.Echo;
import c4.io.Json;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * How the GUI server answers: JSON with its status and headers, a static page of the jar, a chunk
 * of an event stream, and the methods a path allows. Every answer says {@code nosniff}; pages carry
 * their content security policy, API answers are never cached.
 */
final class Replies {
    /** The content type of every JSON answer, the API's and its refusals'. */
    static final String JSON = "application/json; charset=utf-8";

    private Replies() {}

    static void write(Response response, boolean last, String s) throws IOException {
        Content.Sink.write(response, last, ByteBuffer.wrap(s.getBytes(StandardCharsets.UTF_8)));
    }

    static void serveFile(Response response, Callback callback, String path, String method) throws IOException {
        StaticResources.Resource r = StaticResources.find(path);
        if (r == null) throw new ApiError(404, "no page " + Echo.quote(path));
        allow(response, method, "GET", "HEAD");
        byte[] body = StaticResources.read(r);
        HttpFields.Mutable h = response.getHeaders();
        h.put(HttpHeader.CONTENT_TYPE, r.contentType());
        h.put(HttpHeader.CACHE_CONTROL, "no-cache");
        h.put("X-Content-Type-Options", "nosniff");
        h.put("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'");
        h.put(HttpHeader.CONTENT_LENGTH, body.length);
        response.setStatus(200);
        if (method.equals("HEAD")) {
            callback.succeeded(); // the headers only, with the length a GET would have
            return;
        }
        response.write(true, ByteBuffer.wrap(body), callback);
    }

    static void allow(Response response, String method, String... allowed) {
        if (!List.of(allowed).contains(method)) {
            response.getHeaders().put(HttpHeader.ALLOW, String.join(", ", allowed));
            throw new ApiError(
                    405,
                    "method " + Echo.quote(method) + " is not allowed here (use " + String.join(" or ", allowed) + ")");
        }
    }

    static void ok(Response response, Callback callback, Json body) {
        sendJson(response, callback, 200, body.toString());
    }

    static void sendJson(Response response, Callback callback, int status, String json) {
        if (response.isCommitted()) { // an event stream that already started: nothing more to say
            callback.failed(new IOException("HTTP " + status + " after the answer began: " + json));
            return;
        }
        byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
        HttpFields.Mutable h = response.getHeaders();
        response.setStatus(status);
        h.put(HttpHeader.CONTENT_TYPE, JSON);
        h.put(HttpHeader.CACHE_CONTROL, "no-store");
        h.put("X-Content-Type-Options", "nosniff");
        h.put(HttpHeader.CONTENT_LENGTH, bytes.length);
        response.write(true, ByteBuffer.wrap(bytes), callback);
    }
}
