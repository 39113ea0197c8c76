package c4.gui;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which {@code Host} headers name this server, against DNS rebinding: a page of another site whose
 * name the attacker points at 127.0.0.1 reaches the server with the attacker's name in {@code Host}.
 * Accepted, always with the bound port (a missing port means 80): the name given to {@code --host},
 * the bound address, and, when bound to loopback, {@code localhost}, 127.0.0.1 and [::1]; when bound
 * to every interface (0.0.0.0 or ::), also any address of this machine. Nothing here ever asks DNS:
 * a name is compared as text, an address literal is parsed without a lookup.
 */
final class HostCheck {
    /** host part (a name, a dotted IPv4 address or a bracketed IPv6 address) and optional port. */
    private static final Pattern HOST = Pattern.compile("(\\[[0-9A-Fa-f:.]+\\]|[A-Za-z0-9._-]+)(?::([0-9]{1,5}))?");

    private static final Pattern IPV4 = Pattern.compile("([0-9]{1,3})\\.([0-9]{1,3})\\.([0-9]{1,3})\\.([0-9]{1,3})");

    private final int port;
    private final Set<String> names = new HashSet<>();
    private final Set<InetAddress> addresses = new HashSet<>();
    private final boolean anyLocalAddress;

    /** The check for a server asked to listen on {@code configuredHost} and bound to {@code bound}. */
    HostCheck(String configuredHost, InetSocketAddress bound) {
        this.port = bound.getPort();
        InetAddress a = bound.getAddress();
        addresses.add(a);
        InetAddress configured = literal(
                configuredHost.startsWith("[") || !configuredHost.contains(":")
                        ? configuredHost
                        : "[" + configuredHost + "]");
        if (configured != null) addresses.add(configured);
        else names.add(configuredHost.toLowerCase(Locale.ROOT));
        if (a.isLoopbackAddress()) {
            names.add("localhost");
            addresses.add(InetAddress.getLoopbackAddress());
            addresses.add(literal("127.0.0.1"));
            addresses.add(literal("[::1]"));
        }
        anyLocalAddress = a.isAnyLocalAddress();
        if (anyLocalAddress) names.add("localhost");
    }

    /** Whether a request with this {@code Host} header (null: none) is for this server. */
    boolean allows(String host) {
        if (host == null) return false;
        Matcher m = HOST.matcher(host.trim());
        if (!m.matches()) return false;
        int p = m.group(2) == null ? 80 : Integer.parseInt(m.group(2));
        if (p != port) return false;
        String name = m.group(1);
        InetAddress a = literal(name);
        if (a == null) return names.contains(name.toLowerCase(Locale.ROOT));
        return addresses.contains(a) || (anyLocalAddress && isThisMachine(a));
    }

    /** The address written as {@code text} (dotted IPv4, or IPv6 in brackets), or null when it is a name. */
    private static InetAddress literal(String text) {
        try {
            Matcher v4 = IPV4.matcher(text);
            if (v4.matches()) {
                byte[] b = new byte[4];
                for (int i = 0; i < 4; i++) {
                    int octet = Integer.parseInt(v4.group(i + 1));
                    if (octet > 255) return null;
                    b[i] = (byte) octet;
                }
                return InetAddress.getByAddress(b);
            }
            if (text.startsWith("[") && text.endsWith("]") && text.indexOf(':') > 0) {
                // in brackets, getByName only parses an IPv6 literal (an invalid one throws): it never looks it up
                return InetAddress.getByName(text);
            }
            return null;
        } catch (UnknownHostException e) {
            return null;
        }
    }

    private static boolean isThisMachine(InetAddress a) {
        if (a.isLoopbackAddress()) return true;
        try {
            return NetworkInterface.getByInetAddress(a) != null;
        } catch (SocketException e) {
            return false;
        }
    }
}
