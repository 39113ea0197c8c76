package c4.book;

/** A book file that cannot be used: the message names the file and what is wrong with it. */
public final class BookException extends Exception {
    public BookException(String message) {
        super(message);
    }
}
