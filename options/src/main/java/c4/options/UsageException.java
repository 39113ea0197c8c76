package c4.options;

/** A bad command line: the message says what and where; the program exits with status 2. */
public final class UsageException extends RuntimeException {
    public UsageException(String message) {
        super(message);
    }
}
