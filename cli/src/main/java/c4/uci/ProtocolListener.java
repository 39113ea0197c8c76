package c4.uci;

import c4.core.Notation;
import c4.search.SearchInfo;
import c4.search.SearchListener;

/** Writes a search's records as protocol lines: the one place where search output becomes wire text. */
final class ProtocolListener implements SearchListener {
    private final ProtocolOutput out;

    ProtocolListener(ProtocolOutput out) {
        this.out = out;
    }

    @Override
    public void info(SearchInfo info) {
        out.line(InfoLine.format(info));
    }

    @Override
    public void exactScore(int score, boolean weak) {
        out.line("info string exact score " + score + (weak ? " (weak: sign only)" : ""));
    }

    @Override
    public void fromBook() {
        out.line("info string book");
    }

    @Override
    public void drawProven() {
        out.line("info string draw proven");
    }

    @Override
    public void columnScore(int column, int score) {
        out.line("info string column " + Notation.token(column) + " score " + score);
    }
}
