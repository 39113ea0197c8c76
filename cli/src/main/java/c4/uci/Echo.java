package c4.uci;

/** Temporary: user input echoed in protocol errors, quoted, cut and with control characters escaped. */
final class Echo {
    private static final int MAX = 60;

    private Echo() {
    }

    static String quote(String text) {
        StringBuilder sb = new StringBuilder("'");
        int n = Math.min(text.length(), MAX);
        for (int i = 0; i < n; i++) {
            char ch = text.charAt(i);
            if (Character.isISOControl(ch)) sb.append(String.format("\\u%04x", (int) ch));
            else sb.append(ch);
        }
        if (text.length() > MAX) sb.append('…');
        return sb.append('\'').toString();
    }
}
