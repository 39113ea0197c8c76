package c4.core;

/** ASCII rendering of a position: first player X, second player O, column numbers underneath. */
public final class BoardRenderer {
    private BoardRenderer() {}

    public static String render(Position p) {
        BoardSize size = p.size();
        StringBuilder sb = new StringBuilder();
        for (int row = size.height - 1; row >= 0; row--) {
            sb.append('|');
            for (int c = 0; c < size.width; c++) {
                int stone = p.stoneAt(c, row);
                sb.append(' ').append(stone < 0 ? '.' : stone == 0 ? 'X' : 'O');
            }
            sb.append(" |\n");
        }
        sb.append('+');
        sb.append("--".repeat(size.width)).append("-+\n ");
        for (int c = 0; c < size.width; c++) sb.append(' ').append(Notation.charOf(c));
        sb.append('\n');
        String state;
        if (p.isWon()) {
            state = (p.sideToMove() == 0 ? "O" : "X") + " has won";
        } else if (p.isFull()) {
            state = "draw (board full)";
        } else {
            state = (p.sideToMove() == 0 ? "X" : "O") + " to move";
        }
        sb.append(state).append(", moves played: ").append(p.moveCount()).append('\n');
        return sb.toString();
    }
}
