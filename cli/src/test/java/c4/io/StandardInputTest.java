package c4.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StandardInputTest {
    @TempDir
    Path dir;

    private final InputStream stdin = new ByteArrayInputStream("4453\n".getBytes());

    /** /proc/self/fd/0 is a link to the file descriptor 0 holds: a symbolic link stands in for it. */
    private Path descriptorOn(Path file) throws IOException {
        return Files.createSymbolicLink(dir.resolve("fd0"), file);
    }

    @Test
    void standardInputThatIsTheRuntimesModuleImageReadsAsEmpty() throws IOException {
        Path javaHome = Files.createDirectories(dir.resolve("jdk/lib"));
        Path modules = Files.write(javaHome.resolve("modules"), new byte[] {(byte) 0xDA, (byte) 0xDA});

        InputStream in = StandardInput.unlessRuntimeFile(stdin, descriptorOn(modules), dir.resolve("jdk"), null);

        assertNotSame(stdin, in);
        assertEquals(-1, in.read(), "the runtime's bytes must not be read as input");
    }

    @Test
    void standardInputThatIsTheProgramsOwnJarReadsAsEmpty() throws IOException {
        Path jar = Files.write(dir.resolve("c4.jar"), new byte[] {'P', 'K', 3, 4});

        InputStream in = StandardInput.unlessRuntimeFile(stdin, descriptorOn(jar), dir.resolve("jdk"), jar);

        assertEquals(-1, in.read());
    }

    @Test
    void anyOtherStandardInputIsKept() throws IOException {
        Path jdk = Files.createDirectories(dir.resolve("jdk"));
        Path jar = Files.write(dir.resolve("c4.jar"), new byte[] {'P', 'K', 3, 4});
        Path positions = Files.writeString(dir.resolve("positions.txt"), "4453\n");

        assertSame(stdin, StandardInput.unlessRuntimeFile(stdin, descriptorOn(positions), jdk, jar));
        assertSame(stdin, StandardInput.unlessRuntimeFile(stdin, dir.resolve("closed"), jdk, jar), "no descriptor");
        assertSame(stdin, StandardInput.unlessRuntimeFile(stdin, dir, jdk, dir), "a folder");
        assertSame(stdin, StandardInput.unlessRuntimeFile(stdin, positions, null, null), "nothing known");
    }
}
