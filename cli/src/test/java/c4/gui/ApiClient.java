package c4.gui;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Map;
import org.openqa.selenium.json.Json;

/** The tests' HTTP client for the GUI server's API: requests in, status and parsed JSON out. */
final class ApiClient {
    /** An answer: its status, its JSON body as a map and as text. */
    record Answer(int status, Map<String, Object> json, String body) {
        String error() {
            return String.valueOf(json.get("error"));
        }
    }

    private final HttpClient http = HttpClient.newHttpClient();
    private final String base;

    ApiClient(GuiServer server) {
        this.base = "http://127.0.0.1:" + server.address().getPort();
    }

    Answer post(String pathAndQuery) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(URI.create(base + pathAndQuery)).POST(HttpRequest.BodyPublishers.noBody()));
    }

    Answer send(HttpRequest.Builder request) throws IOException, InterruptedException {
        HttpResponse<String> r = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        Map<String, Object> json = r.body().startsWith("{") ? new Json().toType(r.body(), Json.MAP_TYPE) : Map.of();
        return new Answer(r.statusCode(), json, r.body());
    }

    HttpRequest.Builder request(String pathAndQuery) {
        return HttpRequest.newBuilder(URI.create(base + pathAndQuery));
    }

    /** A new session's id (fails the test unless the server made one). */
    String session() throws IOException, InterruptedException {
        Answer a = post("/api/session");
        if (a.status() != 200) throw new AssertionError("POST /api/session: " + a.status() + " " + a.body());
        return (String) a.json().get("id");
    }
}
