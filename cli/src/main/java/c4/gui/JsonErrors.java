package c4.gui;

import c4.io.Json;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * Jetty's own refusals (a request it cannot parse or will not take: no Host, a request line or
 * headers over its limits, a bad Content-Length, an odd path) in the API's form, JSON
 * {@code {"error": ...}}, instead of Jetty's HTML page; short, with no stack traces.
 */
final class JsonErrors extends ErrorHandler {
    JsonErrors() {
        setShowStacks(false);
        setShowCauses(false);
    }

    /**
     * Why Jetty refused with {@code status}: its own words when they say more than the status's
     * name (as "No Host"), from {@code message} or else {@code cause} (null: none), without the
     * "400: " Jetty puts before them; else the status's name.
     */
    static String reason(int status, String message, Throwable cause) {
        String standard = HttpStatus.getMessage(status);
        for (String m : new String[] {message, cause == null ? null : cause.getMessage()}) {
            if (m == null) continue;
            String r = m.replaceFirst("^[0-9]{3}: ", "").strip();
            if (!r.isEmpty() && !r.equals("null") && !r.equals(standard)) return r;
        }
        return standard;
    }

    /** The body of a refusal of {@code status} for {@code why}. */
    static String body(int status, String why) {
        return Json.object()
                .put(
                        "error",
                        "the server refused the request before the API read it: " + why + " (HTTP " + status + ")")
                .toString();
    }

    /** A refusal made while the request was parsed, before any handler saw it. */
    @Override
    public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
        fields.put(HttpHeader.CONTENT_TYPE, Replies.JSON);
        return ByteBuffer.wrap(body(status, reason(status, reason, null)).getBytes(StandardCharsets.UTF_8));
    }

    /** A refusal after parsing (a path Jetty will not route, for one). */
    @Override
    protected void generateResponse(
            Request request, Response response, int code, String message, Throwable cause, Callback callback) {
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, Replies.JSON);
        String json = body(code, reason(code, message, cause)); // Jetty's reason (as "No Host") may be the cause's
        response.write(true, ByteBuffer.wrap(json.getBytes(StandardCharsets.UTF_8)), callback);
    }
}
