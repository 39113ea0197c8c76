package c4.protocol.server;

/** A bad command line: the message says what and where; the engine keeps its previous state. */
final class ProtocolException extends Exception {
    ProtocolException(String message) {
        super(message, null, false, false);
    }
}
