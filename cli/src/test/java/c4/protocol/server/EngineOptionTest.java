package c4.protocol.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** How an option is declared and shown: a check option as true or false, as GUIs set it, never as 1 or 0. */
class EngineOptionTest {
    @Test
    void checkOptionsAreShownAsTrueOrFalse() throws Exception {
        EngineOption split = EngineOptions.SPLIT_POINTS;
        assertEquals("option name SplitPoints type check default false", split.declaration());
        assertEquals("true", split.show(split.parse("true")));
        assertEquals("false", split.show(split.parse(" FALSE ")));
        EngineOption threads = EngineOptions.THREADS;
        assertEquals("3", threads.show(threads.parse("3")));
    }
}
