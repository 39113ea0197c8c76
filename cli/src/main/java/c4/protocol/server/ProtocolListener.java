package c4.protocol.server;

import c4.protocol.InfoLine;
import c4.protocol.InfoString;
import c4.search.SearchInfo;
import c4.search.SearchListener;

/** Writes a search's records as protocol lines ({@link InfoLine}, {@link InfoString}): where search output becomes wire text. */
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
        out.line(InfoString.exactScore(score, weak));
    }

    @Override
    public void fromBook() {
        out.line(InfoString.remark(InfoString.BOOK));
    }

    @Override
    public void drawProven() {
        out.line(InfoString.remark(InfoString.DRAW_PROVEN));
    }

    @Override
    public void columnScore(int column, int score) {
        out.line(InfoString.column(column, score));
    }
}
