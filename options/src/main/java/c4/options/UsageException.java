package c4.options;

/**
 * A bad command line: the message says what and where, starting with the command's name as the
 * command line gives it ({@code perft: DEPTH is missing}, {@code book build: ...}); the program
 * prints it after {@code c4 } and exits with status 2.
 */
public final class UsageException extends RuntimeException {
    public UsageException(String message) {
        super(message);
    }
}
