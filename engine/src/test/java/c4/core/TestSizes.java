package c4.core;

import java.util.List;

/** Board sizes the tests run on: the standard board, tiny and narrow ones, and ones filling all 64 bits. */
final class TestSizes {
    private TestSizes() {}

    static final List<BoardSize> ALL = List.of(
            BoardSize.of(7, 6),
            BoardSize.of(4, 4),
            BoardSize.of(8, 7),
            BoardSize.of(9, 6),
            BoardSize.of(6, 5),
            BoardSize.of(5, 4),
            BoardSize.of(3, 15),
            BoardSize.of(1, 63),
            BoardSize.of(2, 31),
            BoardSize.of(4, 15),
            BoardSize.of(16, 3),
            BoardSize.of(32, 1),
            BoardSize.of(10, 5),
            BoardSize.of(4, 5));
}
