package c4.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import org.junit.jupiter.api.Test;

class InputLinesTest {
    private static byte[] bytes(Object... parts) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        for (Object p : parts) {
            if (p instanceof String s) b.writeBytes(s.getBytes(StandardCharsets.UTF_8));
            else for (int x : (int[]) p) b.write(x);
        }
        return b.toByteArray();
    }

    /** Each line as its text, or "!" + its error. */
    private static List<String> read(byte[] input) throws IOException {
        List<String> out = new ArrayList<>();
        int expectedNumber = 1;
        for (InputLines.Line l : InputLines.readAll(new ByteArrayInputStream(input))) {
            assertEquals(expectedNumber++, l.number());
            out.add(l.ok() ? l.text() : "!" + l.error());
        }
        return out;
    }

    @Test
    void splitsOnLineFeedsAndDropsCarriageReturns() throws IOException {
        assertEquals(List.of("a", "b", "", "c"), read(bytes("a\r\nb\n\nc")));
        assertEquals(List.of("a", " b "), read(bytes("a\n b \n")));
        assertEquals(List.of("a\rb"), read(bytes("a\rb\n")), "only a carriage return at the end is a line end");
        assertEquals(List.of(), read(bytes("")));
        assertEquals(List.of(""), read(bytes("\n")));
    }

    @Test
    void aLineThatIsNotUtf8IsOneBadLine() throws IOException {
        List<String> lines = read(bytes("4453\n", new int[] {0xff, 0xfe}, "\n44455554221\n"));
        assertEquals(List.of("4453", "!not valid UTF-8 (byte 1 of the line is 0xFF)", "44455554221"), lines);
        assertEquals(List.of("größe ✓"), read(bytes("größe ✓\n")));
        // a sequence cut short by the line end, an overlong '/', an encoded surrogate
        assertEquals(
                List.of("!not valid UTF-8 (byte 2 of the line is 0xE2)", "ok"),
                read(bytes("4", new int[] {0xe2, 0x82}, "\nok")));
        assertEquals(
                "!not valid UTF-8 (byte 1 of the line is 0xC0)",
                read(bytes(new int[] {0xc0, 0xaf})).get(0));
        assertEquals(
                "!not valid UTF-8 (byte 3 of the line is 0xED)",
                read(bytes("44", new int[] {0xed, 0xa0, 0x80})).get(0));
    }

    @Test
    void aByteOrderMarkAtTheStartIsSkipped() throws IOException {
        int[] bom = {0xef, 0xbb, 0xbf};
        assertEquals(List.of("4453", "44"), read(bytes(bom, "4453\r\n44\n")));
        assertEquals(List.of("4453", "\uFEFF44"), read(bytes(bom, "4453\n", bom, "44\n")), "only at the start");
        assertEquals(List.of(), read(bytes(bom)), "a mark alone is no line");
        assertEquals(List.of(""), read(bytes(bom, "\n")));
    }

    @Test
    void aHugeLineIsReportedNotKept() throws IOException {
        byte[] huge = new byte[InputLines.MAX_LINE_BYTES + 1];
        Arrays.fill(huge, (byte) '7');
        byte[] input = bytes(new String(huge, StandardCharsets.US_ASCII), "\n4453\n");
        assertEquals(List.of("!longer than " + InputLines.MAX_LINE_BYTES + " bytes", "4453"), read(input));
        String limit = "7".repeat(InputLines.MAX_LINE_BYTES);
        assertEquals(List.of(limit), read(bytes(limit)), "exactly the limit is kept");
    }

    @Test
    void linesSplitAcrossReadsComeOutWhole() throws IOException {
        byte[] input = bytes(
                new int[] {0xef, 0xbb, 0xbf}, "4453\r\n", new int[] {0xc3}, "\n", "gr", new int[] {0xc3, 0xb6}, "\n");
        InputStream oneByteAtATime = new ByteArrayInputStream(input) {
            @Override
            public synchronized int read(byte[] b, int off, int len) {
                return super.read(b, off, Math.min(len, 1));
            }
        };
        List<String> out = new ArrayList<>();
        for (InputLines.Line l : InputLines.readAll(oneByteAtATime)) out.add(l.ok() ? l.text() : "!" + l.error());
        assertEquals(List.of("4453", "!not valid UTF-8 (byte 1 of the line is 0xC3)", "grö"), out);
    }

    /** A stream fed chunk by chunk, like a pipe: a read waits for the next chunk; an empty chunk ends it. */
    private static final class Feed extends InputStream {
        private final BlockingQueue<byte[]> chunks = new LinkedBlockingQueue<>();
        private byte[] current = new byte[0];
        private int at;

        void send(String s) {
            chunks.add(s.getBytes(StandardCharsets.UTF_8));
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            try {
                while (current != null && at == current.length) {
                    current = chunks.take();
                    at = 0;
                    if (current.length == 0) current = null;
                }
            } catch (InterruptedException e) {
                throw new IOException(e);
            }
            if (current == null) return -1;
            int n = Math.min(len, current.length - at);
            System.arraycopy(current, at, b, off, n);
            at += n;
            return n;
        }
    }

    @Test
    void aLineIsReturnedAsSoonAsItIsComplete() throws Exception {
        Feed feed = new Feed();
        InputLines lines = new InputLines(feed);
        feed.send("4453\n44");
        // more input has not come yet: reading past the first line would wait forever (a liveness bound)
        InputLines.Line first = assertTimeoutPreemptively(Duration.ofSeconds(20), lines::next);
        assertEquals("4453", first.text());
        feed.send("5\n");
        feed.send("");
        assertEquals("445", lines.next().text());
        assertNull(lines.next());
        assertNull(lines.next(), "the end stays the end");
    }
}
