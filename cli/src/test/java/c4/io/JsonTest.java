package c4.io;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonTest {
    @Test
    void writesObjectsThatAJsonParserReadsBack() {
        String text = "quote \" backslash \\ newline \n tab \t nul \0 </script> & \u2028 emoji \uD83D\uDE00";
        String json = Json.object()
                .put("s", text)
                .put("n", -42)
                .put("b", true)
                .put("none", (String) null)
                .put("list", List.of(1, 2, 3))
                .put("nested", Json.object().put("k", "v"))
                .toString();
        Map<String, Object> back =
                new org.openqa.selenium.json.Json().toType(json, org.openqa.selenium.json.Json.MAP_TYPE);
        assertEquals(text, back.get("s"));
        assertEquals(-42L, back.get("n"));
        assertEquals(true, back.get("b"));
        assertEquals(null, back.get("none"));
        assertEquals(List.of(1L, 2L, 3L), back.get("list"));
        assertEquals(Map.of("k", "v"), back.get("nested"));
    }

    @Test
    void escapesALoneSurrogateAndKeepsAPair() {
        assertEquals(
                "{\"s\":\"\\ud800x\uD83D\uDE00\"}",
                Json.object().put("s", "\uD800x\uD83D\uDE00").toString());
    }

    @Test
    void neverEndsAnEventLineOrAScriptEarly() {
        String json = Json.object().put("s", "a\nb\r</script>\u2028").toString();
        assertEquals("{\"s\":\"a\\nb\\r\\u003c/script\\u003e\\u2028\"}", json);
    }
}
