package c4.gui;

/** A request the server refuses: the HTTP status and a message naming what is wrong (sent as JSON {@code {"error":...}}). */
final class ApiError extends RuntimeException {
    private final int status;

    ApiError(int status, String message) {
        super(message);
        this.status = status;
    }

    int status() {
        return status;
    }
}
