package c4.io;

import c4.options.UsageException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Lines of text read as bytes and decoded one line at a time, so that a line that is not text is
 * one bad line and the lines after it are still read. Lines end at {@code '\n'}; a {@code '\r'}
 * before it is dropped; the last line needs no {@code '\n'}. Each line is decoded strictly as
 * UTF-8. A UTF-8 byte-order mark at the start of the input is skipped. A line longer than
 * {@link #MAX_LINE_BYTES} is reported instead of kept, so input without line ends cannot fill the
 * memory. Reads no further than the line it returns needs, so lines of a pipe or a terminal come
 * as soon as they are complete.
 */
public final class InputLines {
    public static final int MAX_LINE_BYTES = 1 << 20;
    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    /**
     * True for a device or a socket (/dev/zero would be read for ever, a line of 1 MiB at a time);
     * a regular file or a named pipe is read. False where the file system does not say.
     */
    private static boolean isDevice(Path path) {
        try {
            int type = (Integer) Files.getAttribute(path, "unix:mode") & 0170000;
            return type == 0020000 || type == 0060000 || type == 0140000; // character, block, socket
        } catch (UnsupportedOperationException | IllegalArgumentException | IOException | ClassCastException e) {
            return false;
        }
    }

    /** Line {@code number} (1-based): its text, or null and what is wrong with it. */
    public record Line(int number, String text, String error) {
        public static Line good(int number, String text) {
            return new Line(number, text, null);
        }

        public boolean ok() {
            return error == null;
        }
    }

    private final InputStream in;
    private final byte[] buffer = new byte[1 << 16];
    private int position;
    private int limit;
    private byte[] line = new byte[256];
    private final CharsetDecoder utf8 = StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    private int number;

    public InputLines(InputStream in) {
        this.in = in;
    }

    /**
     * Every line of the file named {@code file}; a path that cannot be read (not a valid path,
     * missing, a directory, no permission, a read error) is a usage error, {@code shown} (for
     * example {@code "solve: --file F"}) followed by what is wrong.
     */
    public static List<Line> readFile(String shown, String file) {
        // "" would be the working directory; shown ends with the (empty) name
        if (file.isEmpty()) throw new UsageException(shown.stripTrailing() + " is empty, not a file name");
        Path path;
        try {
            path = Path.of(file);
        } catch (InvalidPathException e) {
            throw new UsageException(shown + ": not a valid path");
        }
        if (Files.isDirectory(path)) throw new UsageException(shown + ": is a directory");
        if (isDevice(path)) throw new UsageException(shown + ": is a device, not a file of lines");
        try (InputStream in = Files.newInputStream(path)) {
            return readAll(in);
        } catch (NoSuchFileException e) {
            throw new UsageException(shown + ": no such file");
        } catch (AccessDeniedException e) {
            throw new UsageException(shown + ": permission denied");
        } catch (IOException e) {
            throw new UsageException(shown + ": cannot be read (" + e.getMessage() + ")");
        }
    }

    /** Every line up to the end of the input. */
    static List<Line> readAll(InputStream in) throws IOException {
        InputLines lines = new InputLines(in);
        List<Line> all = new ArrayList<>();
        for (Line l = lines.next(); l != null; l = lines.next()) all.add(l);
        return all;
    }

    /** The next line, or null at the end of the input. */
    public Line next() throws IOException {
        long length = 0; // bytes of this line, also those beyond MAX_LINE_BYTES that are not kept
        boolean ended = false;
        while (!ended) {
            if (position == limit) {
                int n = in.read(buffer);
                if (n < 0) break;
                position = 0;
                limit = n;
            }
            int start = position;
            while (position < limit && buffer[position] != '\n') position++;
            keep(start, position - start, length);
            length += position - start;
            if (position < limit) {
                position++; // the '\n'
                ended = true;
            }
        }
        if (!ended && length == 0) return null;
        number++;
        if (length > MAX_LINE_BYTES) return new Line(number, null, "longer than " + MAX_LINE_BYTES + " bytes");
        int from = 0;
        int to = (int) length;
        if (number == 1 && startsWithBom(to)) {
            from = BOM.length;
            if (!ended && to == from) return null; // the input was only the mark
        }
        if (to > from && line[to - 1] == '\r') to--;
        return decode(from, to);
    }

    /** Appends bytes of the current line to {@link #line}, up to the limit. */
    private void keep(int start, int count, long kept) {
        if (kept + count > MAX_LINE_BYTES) return; // reported by length; the bytes are dropped
        int needed = (int) kept + count;
        if (needed > line.length)
            line = Arrays.copyOf(line, Math.max(needed, Math.min(2 * line.length, MAX_LINE_BYTES)));
        System.arraycopy(buffer, start, line, (int) kept, count);
    }

    private boolean startsWithBom(int length) {
        return length >= BOM.length && line[0] == BOM[0] && line[1] == BOM[1] && line[2] == BOM[2];
    }

    private Line decode(int from, int to) {
        ByteBuffer bytes = ByteBuffer.wrap(line, from, to - from);
        CharBuffer chars = CharBuffer.allocate(to - from); // UTF-8 never has more characters than bytes
        utf8.reset();
        CoderResult result = utf8.decode(bytes, chars, true);
        if (!result.isError()) result = utf8.flush(chars);
        if (result.isError()) {
            int at = bytes.position();
            return new Line(
                    number,
                    null,
                    String.format("not valid UTF-8 (byte %d of the line is 0x%02X)", at - from + 1, line[at] & 0xFF));
        }
        return Line.good(number, chars.flip().toString());
    }
}
