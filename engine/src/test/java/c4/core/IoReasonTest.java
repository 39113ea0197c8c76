package c4.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import org.junit.jupiter.api.Test;

class IoReasonTest {
    @Test
    void theFileSystemsReasonWithoutTheFileNamesItsMessageRepeats() {
        FileSystemException e = new AccessDeniedException("/a/book", null, "Permission denied");
        assertEquals("/a/book: Permission denied", e.getMessage());
        assertEquals("Permission denied", IoReason.of(e));
    }

    @Test
    void withoutAReasonWhatTheClassSaysNotTheFileAgain() {
        assertEquals("permission denied", IoReason.of(new AccessDeniedException("/a/book")));
        assertEquals("no such file or directory", IoReason.of(new NoSuchFileException("/a/book")));
        assertEquals("FileSystemException", IoReason.of(new FileSystemException("/a/book")));
    }

    @Test
    void otherwiseTheMessageElseTheClass() {
        assertEquals("No space left on device", IoReason.of(new IOException("No space left on device")));
        assertEquals("IOException", IoReason.of(new IOException()));
        assertEquals("IOException", IoReason.of(new IOException("")));
        assertEquals("IllegalArgumentException", IoReason.of(new IllegalArgumentException()));
    }
}
