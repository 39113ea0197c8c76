package c4.core;

import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/** Why an I/O operation failed, for a message that names the file itself. */
public final class IoReason {
    private IoReason() {}

    /**
     * The file system's reason when it gives one, else what the exception's class says (a file
     * system exception's message is only the file's name, which the caller's message names), else
     * the message, else the class's name: never null or empty.
     */
    public static String of(Exception e) {
        if (e instanceof FileSystemException f) {
            if (f.getReason() != null) return f.getReason();
            if (f instanceof AccessDeniedException) return "permission denied";
            if (f instanceof NoSuchFileException) return "no such file or directory";
            if (f instanceof FileAlreadyExistsException) return "file exists";
            if (f instanceof NotDirectoryException) return "not a directory";
            if (f instanceof DirectoryNotEmptyException) return "directory not empty";
            return f.getClass().getSimpleName();
        }
        String message = e.getMessage();
        return message != null && !message.isEmpty() ? message : e.getClass().getSimpleName();
    }
}
