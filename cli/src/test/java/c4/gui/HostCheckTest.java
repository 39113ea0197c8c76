package c4.gui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetSocketAddress;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which Host headers name the server, for each kind of bound address; nothing here may need DNS. */
class HostCheckTest {
    @Test
    void loopbackAcceptsThisMachinesNamesWithThePortOnly() {
        HostCheck c = new HostCheck("127.0.0.1", new InetSocketAddress("127.0.0.1", 8080));
        for (String ok : List.of(
                "127.0.0.1:8080",
                "localhost:8080",
                "LOCALHOST:8080",
                "[::1]:8080",
                "[0:0:0:0:0:0:0:1]:8080",
                " localhost:8080 ")) {
            assertTrue(c.allows(ok), ok);
        }
        for (String bad : List.of(
                "evil.example:8080",
                "localhost",
                "127.0.0.1",
                "localhost:8081",
                "localhost.:8080",
                "127.0.0.2:8080",
                "127.0.0.1.nip.io:8080",
                "999.0.0.1:8080",
                "[::1%lo]:8080",
                "[fe80::zz]:8080",
                "localhost:8080:8080",
                "user@localhost:8080",
                "",
                "[::1]")) {
            assertFalse(c.allows(bad), bad);
        }
        assertFalse(c.allows(null), "no Host header");
    }

    @Test
    void port80MayBeLeftOut() {
        HostCheck c = new HostCheck("localhost", new InetSocketAddress("127.0.0.1", 80));
        assertTrue(c.allows("localhost"));
        assertTrue(c.allows("localhost:80"));
        assertFalse(c.allows("evil.example"));
    }

    @Test
    void aNamedHostIsAcceptedAsGivenAndAnAddressAsItself() {
        HostCheck named = new HostCheck("gui.lan", new InetSocketAddress("192.0.2.7", 9000));
        assertTrue(named.allows("GUI.lan:9000"));
        assertTrue(named.allows("192.0.2.7:9000"));
        assertFalse(named.allows("localhost:9000"), "not bound to loopback");
        assertFalse(named.allows("other.lan:9000"));
    }

    @Test
    void everyInterfaceAcceptsThisMachinesAddressesButNoOtherName() {
        HostCheck any = new HostCheck("0.0.0.0", new InetSocketAddress("0.0.0.0", 9000));
        assertTrue(any.allows("127.0.0.1:9000"));
        assertTrue(any.allows("localhost:9000"));
        assertFalse(any.allows("192.0.2.99:9000"), "an address that is not this machine's (TEST-NET-1)");
        assertFalse(any.allows("evil.example:9000"));
    }
}
