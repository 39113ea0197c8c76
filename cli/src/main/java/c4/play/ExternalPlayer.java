package c4.play;

import c4.core.BoardSize;
import c4.core.Position;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * An engine process speaking the project's protocol (UCI-like, columns 1-based): at start
 * {@code uci} / {@code uciok}, {@code setoption name Width|Height value N} when the board is not
 * 7x6, {@code isready} / {@code readyok}; per move {@code position startpos moves ...},
 * {@code go movetime MS} or {@code go depth N}, answered by {@code bestmove C}. The engine's
 * stderr goes to ours. Every failure names the command and what it was waiting for.
 */
public final class ExternalPlayer implements Player {
    /** Time allowed for the handshake and on top of the movetime for an answer. */
    static final long GRACE_MS = 20_000;
    /** Time allowed for a depth-limited move. */
    static final long DEPTH_MOVE_MS = 600_000;
    private static final String EOF = "\u0000eof";

    private final String name;
    private final List<String> command;
    private final BoardSize size;
    private final int depth;
    private final int movetimeMs;
    private final Process process;
    private final PrintWriter toEngine;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();

    public ExternalPlayer(String name, List<String> command, BoardSize size, int depth, int movetimeMs) {
        this.name = name;
        this.command = command;
        this.size = size;
        this.depth = depth;
        this.movetimeMs = movetimeMs;
        try {
            process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        } catch (IOException e) {
            throw new IllegalStateException("player '" + name + "': cannot start " + String.join(" ", command)
                    + ": " + e.getMessage());
        }
        toEngine = new PrintWriter(process.getOutputStream(), true, StandardCharsets.UTF_8);
        Thread reader = new Thread(this::readLines, "engine-reader");
        reader.setDaemon(true);
        reader.start();
        try {
            send("uci");
            await("uciok", GRACE_MS);
            if (size != BoardSize.STANDARD) {
                send("setoption name Width value " + size.width);
                send("setoption name Height value " + size.height);
            }
            send("isready");
            await("readyok", GRACE_MS);
        } catch (RuntimeException e) {
            close();
            throw e;
        }
    }

    private void readLines() {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = in.readLine()) != null) lines.add(line.trim());
        } catch (IOException e) {
            // the process went away; the waiting side reports it
        }
        lines.add(EOF);
    }

    private void send(String line) {
        toEngine.println(line);
    }

    /** Waits for a line starting with {@code word}; returns it. Other lines (info ...) are skipped. */
    private String await(String word, long timeoutMs) {
        long deadline = System.nanoTime() + timeoutMs * 1_000_000L;
        try {
            while (true) {
                long left = deadline - System.nanoTime();
                String line = left <= 0 ? null : lines.poll(left, TimeUnit.NANOSECONDS);
                if (line == null) {
                    throw new IllegalStateException("player '" + name + "': no '" + word + "' from "
                            + String.join(" ", command) + " within " + timeoutMs + " ms");
                }
                if (line == EOF) {
                    String status = process.isAlive() ? "closed its output" : "exited with status " + waitExit();
                    throw new IllegalStateException("player '" + name + "': " + String.join(" ", command) + " "
                            + status + " while we waited for '" + word + "'");
                }
                if (line.equals(word) || line.startsWith(word + " ")) return line;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("player '" + name + "': interrupted while waiting for '" + word + "'");
        }
    }

    private int waitExit() {
        try {
            return process.waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -1;
        }
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Choice choose(Position position) {
        StringBuilder pos = new StringBuilder("position startpos");
        if (position.moveCount() > 0) {
            pos.append(" moves");
            for (int i = 0; i < position.moveCount(); i++) pos.append(' ').append(position.column(i) + 1);
        }
        send(pos.toString());
        send(movetimeMs > 0 ? "go movetime " + movetimeMs : "go depth " + depth);
        String line = await("bestmove", movetimeMs > 0 ? movetimeMs + GRACE_MS : DEPTH_MOVE_MS);
        String[] words = line.split("\\s+");
        int column;
        try {
            column = words.length < 2 ? -1 : Integer.parseInt(words[1]) - 1;
        } catch (NumberFormatException e) {
            column = -1;
        }
        if (column < 0 || column >= size.width || !position.canPlay(column)) {
            throw new IllegalStateException("player '" + name + "': answered '" + line + "' to position "
                    + (position.moveCount() == 0 ? "(empty)" : position.moveString()) + ": not a legal column");
        }
        return Choice.unscored(column);
    }

    @Override
    public void close() {
        if (process.isAlive()) {
            send("quit");
            try {
                if (!process.waitFor(2, TimeUnit.SECONDS)) process.destroyForcibly();
            } catch (InterruptedException e) {
                process.destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }
    }
}
