package c4.gui;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/**
 * One HTTP/1.1 exchange over a plain socket, for what the JDK's HttpClient will not send (a Host
 * header of the test's choosing). The request is sent with {@code Connection: close}, so the answer
 * is everything read until the server closes.
 */
final class RawHttp {
    /** The answer's status code and the whole text after the status line (headers and body). */
    record Answer(int status, String text) {}

    private RawHttp() {}

    /** Sends {@code METHOD PATH} with the given Host header (null: none) and reads the answer within {@code timeoutMs}. */
    static Answer exchange(
            InetSocketAddress server, String method, String path, String host, String extraHeaders, int timeoutMs)
            throws IOException {
        try (Socket s = new Socket()) {
            s.connect(server, timeoutMs);
            s.setSoTimeout(timeoutMs);
            String request = method + " " + path + " HTTP/1.1\r\n" + (host == null ? "" : "Host: " + host + "\r\n")
                    + extraHeaders + "Content-Length: 0\r\nConnection: close\r\n\r\n";
            s.getOutputStream().write(request.getBytes(StandardCharsets.US_ASCII));
            s.getOutputStream().flush();
            String text = readAll(s.getInputStream());
            int sp = text.indexOf(' ');
            if (!text.startsWith("HTTP/1.1 ") || sp < 0 || text.length() < sp + 4)
                throw new IOException("no HTTP answer: " + text);
            return new Answer(Integer.parseInt(text.substring(sp + 1, sp + 4)), text.substring(sp + 4));
        }
    }

    private static String readAll(InputStream in) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        byte[] buf = new byte[4096];
        int n;
        while ((n = in.read(buf)) >= 0) b.write(buf, 0, n);
        return b.toString(StandardCharsets.UTF_8);
    }
}
