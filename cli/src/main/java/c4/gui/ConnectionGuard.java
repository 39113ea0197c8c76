package c4.gui;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.io.NetworkTrafficListener;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.Scheduler;

/**
 * What Jetty's own limits leave open, per connection: a deadline for each request to be all in, and a cap
 * on the connections open from one client address. Jetty closes a connection only when it makes no
 * progress for the idle timeout, so one byte every few seconds held it for good, headers or body.
 *
 * <p>A request's deadline starts with its first byte (seen by {@link #incoming}, or when the handler
 * gets a request already read with the one before) and ends when the handler has its whole body
 * ({@link #received}); if it passes first, the connection is closed and the request is never routed.
 * Between requests, and while one is answered (an event stream lasts for hours), no deadline runs: the
 * idle timeout covers a silent connection. Installed as both the connector's {@link Connection.Listener}
 * and its {@link NetworkTrafficListener}.
 */
final class ConnectionGuard implements Connection.Listener, NetworkTrafficListener {
    /** At most one line on stderr per 10 s about closed or refused connections: a flood is only counted. */
    private static final long NOTE_INTERVAL_NANOS = TimeUnit.SECONDS.toNanos(10);

    private final Connector connector;
    private final long deadlineMs;
    private final int maxPerAddress;
    /** The admitted connections, by their socket (what {@link #incoming} is given). */
    private final Map<Socket, Watch> watches = new ConcurrentHashMap<>();
    /** Admitted connections per client address; an address with none has no entry. */
    private final Map<InetAddress, Integer> perAddress = new ConcurrentHashMap<>();

    private final AtomicLong lastNoteNanos = new AtomicLong(System.nanoTime() - NOTE_INTERVAL_NANOS);
    private final AtomicInteger unnoted = new AtomicInteger();

    ConnectionGuard(Connector connector, long deadlineMs, int maxPerAddress) {
        this.connector = connector;
        this.deadlineMs = deadlineMs;
        this.maxPerAddress = maxPerAddress;
    }

    @Override
    public void onOpened(Connection connection) {
        EndPoint endPoint = connection.getEndPoint();
        Socket socket = socketOf(connection);
        InetAddress address = addressOf(endPoint.getRemoteSocketAddress());
        if (socket == null || address == null) return; // not a TCP connection: nothing to watch
        if (perAddress.merge(address, 1, Integer::sum) > maxPerAddress) {
            release(address);
            note("refused a connection from " + address.getHostAddress() + ": " + maxPerAddress + " are open from it");
            endPoint.close();
            return;
        }
        watches.put(socket, new Watch(endPoint, address));
    }

    @Override
    public void onClosed(Connection connection) {
        Socket socket = socketOf(connection);
        Watch w = socket == null ? null : watches.remove(socket);
        if (w == null) return; // refused: never counted
        w.answered(); // stops a deadline that runs: the connection is gone
        release(w.address);
    }

    /** Bytes came in: they begin a request unless one is already under way. */
    @Override
    public void incoming(Socket socket, ByteBuffer bytes) {
        Watch w = watches.get(socket);
        if (w != null) w.begin();
    }

    /**
     * The handler has {@code request}'s headers: its deadline runs if it did not already (a request read
     * with the one before). Returns {@code done} wrapped so that the answer's end ends the request here too.
     */
    Callback track(Request request, Callback done) {
        Watch w = watchOf(request);
        if (w == null) return done;
        w.begin();
        return Callback.from(
                done.getInvocationType(),
                () -> {
                    w.answered();
                    done.succeeded();
                },
                x -> {
                    w.answered();
                    done.failed(x);
                });
    }

    /** The handler has all of {@code request}; false if its deadline passed first (the connection is then closed). */
    boolean received(Request request) {
        Watch w = watchOf(request);
        return w == null || w.received();
    }

    private Watch watchOf(Request request) {
        Socket socket = socketOf(request.getConnectionMetaData().getConnection());
        return socket == null ? null : watches.get(socket);
    }

    private static Socket socketOf(Connection connection) {
        return connection.getEndPoint().getTransport() instanceof SocketChannel c ? c.socket() : null;
    }

    private static InetAddress addressOf(SocketAddress a) {
        return a instanceof InetSocketAddress i ? i.getAddress() : null;
    }

    private void release(InetAddress address) {
        perAddress.computeIfPresent(address, (a, n) -> n == 1 ? null : n - 1);
    }

    /** Says {@code what} on stderr, unless another note came in the last 10 s: then it is only counted. */
    private void note(String what) {
        long now = System.nanoTime();
        long last = lastNoteNanos.get();
        if (now - last < NOTE_INTERVAL_NANOS || !lastNoteNanos.compareAndSet(last, now)) {
            unnoted.incrementAndGet();
            return;
        }
        int more = unnoted.getAndSet(0);
        System.err.println("gui: " + what + (more == 0 ? "" : "; " + more + " more before, not logged"));
    }

    private enum Phase {
        IDLE,
        RECEIVING,
        HANDLING,
        CUT
    }

    /** One connection's state; every change is under its lock. */
    private final class Watch {
        final EndPoint endPoint;
        final InetAddress address;
        private Phase phase = Phase.IDLE;
        /** Counts the requests begun, so that a late deadline check for an earlier one does nothing. */
        private long begun;

        private Scheduler.Task timer;

        Watch(EndPoint endPoint, InetAddress address) {
            this.endPoint = endPoint;
            this.address = address;
        }

        synchronized void begin() {
            if (phase != Phase.IDLE) return;
            phase = Phase.RECEIVING;
            long n = ++begun;
            timer = connector.getScheduler().schedule(() -> expire(n), deadlineMs, TimeUnit.MILLISECONDS);
        }

        synchronized boolean received() {
            if (phase == Phase.CUT) return false;
            stopTimer();
            phase = Phase.HANDLING;
            return true;
        }

        /** The request is answered (or failed): the connection waits for the next with no deadline. */
        synchronized void answered() {
            if (phase == Phase.CUT) return;
            stopTimer();
            phase = Phase.IDLE;
        }

        private void stopTimer() {
            if (timer != null) timer.cancel();
            timer = null;
        }

        private void expire(long n) {
            synchronized (this) {
                if (phase != Phase.RECEIVING || begun != n) return;
                phase = Phase.CUT;
                timer = null;
            }
            note("closed a connection from " + address.getHostAddress() + ": its request was not all in after "
                    + deadlineMs + " ms");
            endPoint.close(new TimeoutException("the request was not all in after " + deadlineMs + " ms"));
        }
    }
}
