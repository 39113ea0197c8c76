package c4.search;

import java.util.ArrayList;
import java.util.List;

/** Keeps every record a search reports, in order, for tests to assert on. */
final class RecordingListener implements SearchListener {
    final List<SearchInfo> infos = new ArrayList<>();
    final List<Integer> exactScores = new ArrayList<>();
    /** Column scores of analyze: {column, score} in the order reported. */
    final List<int[]> columnScores = new ArrayList<>();

    int drawProven;
    /** Every event in order, as short text (for failure messages and order checks). */
    final List<String> events = new ArrayList<>();

    @Override
    public void info(SearchInfo info) {
        infos.add(info);
        events.add("info " + info.depth() + " " + info.multiPv() + " " + info.score());
    }

    @Override
    public void exactScore(int score, boolean weak) {
        exactScores.add(score);
        events.add("exact " + score + (weak ? " weak" : ""));
    }

    @Override
    public void drawProven() {
        drawProven++;
        events.add("draw proven");
    }

    @Override
    public void columnScore(int column, int score) {
        columnScores.add(new int[] {column, score});
        events.add("column " + column + " " + score);
    }

    @Override
    public void fromBook() {
        events.add("book");
    }

    SearchInfo last() {
        return infos.get(infos.size() - 1);
    }

    @Override
    public String toString() {
        return events.toString();
    }
}
