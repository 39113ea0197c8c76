package c4.cluster;

import java.io.Serializable;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.spark.SparkConf;

/**
 * Test-only switches, read from the Spark configuration (never set in normal use):
 * {@code spark.c4.test.failChunk=ID} makes the first attempt of chunk ID of every phase fail,
 * to show that Spark's retry gives the same book; {@code spark.c4.test.chunkDelayMs=MS} makes
 * every chunk take at least that long, so a test can kill a driver or a worker mid-job.
 */
record TestHooks(int failChunk, long chunkDelayMs) implements Serializable {
    static final String FAIL_CHUNK = "spark.c4.test.failChunk";
    static final String CHUNK_DELAY_MS = "spark.c4.test.chunkDelayMs";

    /** Failures injected in this JVM (local mode: the tests' own JVM). */
    static final AtomicInteger INJECTED = new AtomicInteger();

    static TestHooks from(SparkConf conf) {
        return new TestHooks(conf.getInt(FAIL_CHUNK, -1), conf.getLong(CHUNK_DELAY_MS, 0));
    }

    void beforeChunk(int id, int attempt) throws InterruptedException {
        if (id == failChunk && attempt == 0) {
            INJECTED.incrementAndGet();
            throw new IllegalStateException("injected failure of chunk " + id + " (" + FAIL_CHUNK + ")");
        }
        if (chunkDelayMs > 0) Thread.sleep(chunkDelayMs);
    }
}
