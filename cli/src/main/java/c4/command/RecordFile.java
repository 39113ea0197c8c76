package c4.command;

import c4.core.BoardSize;
import c4.core.Plural;
import c4.options.UsageException;
import c4.options.WritableFiles;
import c4.play.GameRecord;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The match record ({@code match --record FILE}), written as the games end: each game's line is
 * written as soon as the game is over (as cutechess-cli does), so a match that is interrupted
 * keeps every game it finished, each line whole. A file that cannot be written is refused when it
 * is opened, before the first game; a line that fails to write (a full disk) is cut off again, so
 * the record still ends with a whole line, and no line follows it.
 */
final class RecordFile implements AutoCloseable {
    private final Path path;
    private final FileChannel channel; // guarded by this
    private int games; // guarded by this
    /** The bytes of the whole lines written: where a line that failed is cut off. Guarded by this. */
    private long written;
    /** What the first write that failed said, null while none has. Guarded by this. */
    private String failure;

    private RecordFile(Path path, FileChannel channel) {
        this.path = path;
        this.channel = channel;
    }

    /** The first line of a record, before the board: {@code # c4 match record: board 7x6}. */
    static final String BOARD_LINE = "# c4 match record: board ";

    /**
     * Creates (or, with {@code replace}, empties) {@code path} and writes its first line, the
     * board of the games ({@link #BOARD_LINE}), so that audit reads them on it. Usage errors,
     * worded as every command words a file it cannot write ({@link WritableFiles#checkInPlace}): a
     * directory, a missing directory, a file that is there but not regular (a device, a FIFO), a
     * file that cannot be written, and without {@code replace} a file that already holds games
     * (the record of an earlier match, which a rerun would otherwise lose). A file it created and
     * then could not write (a full disk) is removed again.
     */
    static RecordFile open(Path path, boolean replace, BoardSize size) {
        // a FIFO with no reader would block the match for good before its first game; a device
        // would take the games and keep none, while the match said they were written
        WritableFiles.checkInPlace("match", "--record", path);
        if (!replace) {
            String held = heldIn(path);
            if (held != null) throw WritableFiles.taken("match", "--record", path, "holds " + held, true);
        }
        boolean existed = Files.exists(path);
        boolean created = !Files.exists(path, java.nio.file.LinkOption.NOFOLLOW_LINKS); // removed if unwritable
        FileChannel channel = null;
        try {
            channel = FileChannel.open(
                    path, StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING);
            ByteBuffer board = ByteBuffer.wrap((BOARD_LINE + size + "\n").getBytes(StandardCharsets.UTF_8));
            while (board.hasRemaining()) channel.write(board);
            RecordFile file = new RecordFile(path, channel);
            file.written = channel.position();
            return file;
        } catch (IOException e) {
            if (channel != null) {
                try {
                    channel.close();
                } catch (IOException closing) {
                    e.addSuppressed(closing);
                }
            }
            if (created) {
                try {
                    Files.deleteIfExists(path); // no empty file left behind for a match that never started
                } catch (IOException deleting) {
                    e.addSuppressed(deleting);
                }
            }
            // the file system's reason, when it gives one, without the file name it repeats
            throw WritableFiles.cannotOpen("match", "--record", path, existed, e);
        }
    }

    /**
     * What {@code path} already holds that replacing it would lose, or null when it is missing,
     * empty, or a record of no games (its board line only: a match ended before its first game):
     * when it is UTF-8 text, its games (lines a record's reader takes for one) and its other
     * non-blank lines; else its size (a book, a binary, text in another encoding: never taken for
     * an empty record).
     */
    private static String heldIn(Path path) {
        try {
            if (!Files.isRegularFile(path) || Files.size(path) == 0) return null;
            long games = 0;
            long others = 0;
            long boards = 0;
            try (java.util.stream.Stream<String> lines = Files.lines(path, StandardCharsets.UTF_8)) {
                for (String line : (Iterable<String>) lines::iterator) { // one pass, one line in memory
                    if (isGame(line)) games++;
                    else if (line.startsWith(BOARD_LINE)) boards++;
                    else if (!line.isBlank()) others++;
                }
            } catch (UncheckedIOException e) { // not UTF-8
                return Files.size(path) + " bytes that are not a match record";
            }
            if (games == 0 && others == 0) return boards > 0 ? null : "blank lines";
            String gameCount = Plural.count(games, "game");
            if (others == 0) return gameCount;
            if (games > 0) return gameCount + " and " + Plural.count(others, "other line");
            return others + (others == 1 ? " line that is not a game record" : " lines that are not game records");
        } catch (IOException e) {
            return null; // opening it for writing says why it cannot be used
        }
    }

    /** Whether {@code line} is a game of a match record ({@link RecordLine}). */
    private static boolean isGame(String line) {
        try {
            RecordLine.parse(line, "");
            return true;
        } catch (UsageException e) {
            return false;
        }
    }

    /**
     * Appends the game's line (to the file, not a buffer); called from the game threads as games
     * end. After a line failed, appends nothing more: a game still in play then (with
     * {@code --concurrency}) would land behind the one that is missing, in a record the failure
     * said keeps only the games before it; it gets the first failure's message instead.
     */
    synchronized void write(GameRecord game) {
        if (failure != null) throw new UncheckedIOException(failure, new IOException("an earlier line failed"));
        ByteBuffer line = ByteBuffer.wrap((game.line() + "\n").getBytes(StandardCharsets.UTF_8));
        try {
            while (line.hasRemaining()) channel.write(line);
            written = channel.position();
            games++;
        } catch (IOException e) {
            try {
                channel.truncate(written); // the part of the line that got in
            } catch (IOException stillFailing) {
                e.addSuppressed(stillFailing);
            }
            String kept = games == 0
                    ? "it holds no game: game " + game.number() + " was the first to end"
                    : "it keeps the " + Plural.count(games, "game") + " written before game " + game.number();
            // Main prefixes "c4 match: "
            failure = WritableFiles.cannotWrite(WritableFiles.name("--record", path), e) + "; " + kept;
            throw new UncheckedIOException(failure, e);
        }
    }

    synchronized int games() {
        return games;
    }

    Path path() {
        return path;
    }

    @Override
    public synchronized void close() throws IOException {
        channel.close();
    }
}
