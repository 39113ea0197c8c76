package c4.gui;

import c4.core.Echo;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.util.Callback;

/**
 * A request's body, which the API does not take: bounded, and read to its end without a thread waiting
 * for it. When no bytes are there Jetty calls back once they come, so slow bodies hold sockets (which
 * {@link ConnectionGuard} cuts at the deadline), never the threads that serve the page.
 */
final class RequestBody {
    private RequestBody() {}

    /** Refuses a declared length over {@code maxBytes} (413) or one that is not a number (400), before reading any. */
    static void checkDeclared(Request request, int maxBytes) {
        String length = request.getHeaders().get(HttpHeader.CONTENT_LENGTH);
        if (length == null) return;
        long n;
        try {
            n = Long.parseLong(length.trim());
        } catch (NumberFormatException e) {
            throw new ApiError(400, "Content-Length " + Echo.quote(length) + " is not a number");
        }
        if (n > maxBytes) throw tooLarge(n, maxBytes);
    }

    /**
     * Reads and drops the body, then completes {@code done}: succeeded at its end, failed with a 413
     * {@link ApiError} once it passes {@code maxBytes}, or with the failure of a connection that broke or was cut.
     */
    static void drop(Request request, int maxBytes, Callback done) {
        new Runnable() {
            private long bytes;

            @Override
            public void run() {
                while (true) {
                    Content.Chunk chunk = request.read();
                    if (chunk == null) {
                        request.demand(this); // run again when bytes come; nothing waits meanwhile
                        return;
                    }
                    if (Content.Chunk.isFailure(chunk)) {
                        done.failed(chunk.getFailure());
                        return;
                    }
                    bytes += chunk.getByteBuffer().remaining();
                    boolean last = chunk.isLast();
                    chunk.release();
                    if (bytes > maxBytes) {
                        done.failed(tooLarge(-1, maxBytes));
                        return;
                    }
                    if (last) {
                        done.succeeded();
                        return;
                    }
                }
            }
        }.run();
    }

    private static ApiError tooLarge(long n, int maxBytes) {
        return new ApiError(
                413,
                "the request body " + (n >= 0 ? "has " + n + " bytes" : "is too large") + "; at most " + maxBytes
                        + " bytes are accepted (the API takes its parameters in the query string)");
    }
}
