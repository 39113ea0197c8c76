package c4.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import c4.core.Position;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SpanProbeTest {
    private static final int YBW20 = 0;
    private static final int YBW16 = 1;
    private static final int YBW20_ALL = 2;
    private static final int YBW16_ALL = 3;
    private static final int YBW16_W2 = 4;

    /** A node of a synthetic tree: a leaf subtree of {@code work} nodes, or a node that reports its children. */
    private record Node(long work, int available, List<Node> children) {
        static Node leaf(long work) {
            return new Node(work, 0, List.of());
        }

        static Node of(int available, Node... children) {
            return new Node(0, available, List.of(children));
        }
    }

    /** Drives the probe through {@code n} at {@code moves} stones as a search would; returns the nodes counter. */
    private static long walk(SpanProbe p, Node n, int moves, long nodes) {
        if (n.children.isEmpty()) return nodes + n.work;
        nodes++;
        p.enterNode(moves);
        for (Node c : n.children) {
            p.beforeChild(moves, nodes);
            nodes = walk(p, c, moves + 1, nodes);
            p.afterChild(moves, nodes);
        }
        p.exitNode(moves, n.available);
        return nodes;
    }

    @Test
    void spansFollowTheRulesOnAHandComputedTree() {
        // 21 cells: the root has 21 empty, B 20 (every rule splits it), B1 19 (only the 16 rules)
        Node b1 = Node.of(5, Node.leaf(4), Node.leaf(6), Node.leaf(3)); // ALL (child of CUT), cut after 3 of 5
        Node b = Node.of(2, b1, Node.leaf(2)); // CUT: second child of the PV root
        Node root = Node.of(3, Node.leaf(10), b, Node.leaf(3));
        SpanProbe p = new SpanProbe(21, 0);
        p.reset();
        p.beforeRoot(100);
        long end = walk(p, root, 0, 100);
        p.afterRoot(end);
        assertEquals(31, p.work()); // 1 + 10 + (1 + (1 + 13) + 2) + 3
        // B1: serial 14, YBW 1 + 4 + 6 = 11, eager 1 + 6 = 7, waiting for two 1 + (4 + 6) + 3 = 14
        // B: 1 + s(B1) + 2; root: 1 + 10 + max(s(B), 3); waiting for two, both serial
        assertEquals(1 + 10 + (1 + 14 + 2), p.span(YBW20));
        assertEquals(1 + 10 + (1 + 11 + 2), p.span(YBW16));
        assertEquals(1 + 10 + (1 + 14 + 2), p.span(YBW20_ALL));
        assertEquals(1 + 10 + (1 + 7 + 2), p.span(YBW16_ALL));
        assertEquals(31, p.span(YBW16_W2));
        // B1 split and cut with two moves unsearched, each as much as its children's mean
        // (13 / 3 = 4), at most the eager split's span 7 or the YBW split's longest brother (6, or 3
        // waiting for two); on 2 threads only one of them ran
        for (int rule : new int[] {YBW16_ALL, YBW16}) {
            assertEquals(8, p.waste(rule, 16), SpanProbe.RULE_NAMES[rule]);
            assertEquals(8, p.waste(rule, 4), SpanProbe.RULE_NAMES[rule]);
            assertEquals(4, p.waste(rule, 2), SpanProbe.RULE_NAMES[rule]);
        }
        assertEquals(6, p.waste(YBW16_W2, 16));
        assertEquals(0, p.waste(YBW20_ALL, 16)); // B1 does not split under the rules from 20
        assertEquals(0, p.waste(YBW20, 16));
        assertEquals(31 / ((31 - 28) / 4.0 + 28), p.speedup(YBW20, 4), 1e-12);
        assertEquals(31 / ((31 + 8 - 21) / 16.0 + 21), p.speedup(YBW16_ALL, 16), 1e-12);
        assertEquals(31 / ((31 + 4 - 25) / 2.0 + 25), p.speedup(YBW16, 2), 1e-12);
        assertThrows(IllegalArgumentException.class, () -> p.speedup(YBW16, 3), "no prediction for 3 threads");
    }

    @Test
    void rootSearchesAddUpAndAnUnreportedRootIsSerial() {
        SpanProbe p = new SpanProbe(21, 0);
        p.reset();
        p.beforeRoot(0);
        long end = walk(p, Node.of(2, Node.leaf(5), Node.leaf(7)), 0, 0);
        p.afterRoot(end); // YBW: 1 + 5 + 7 = 13 for every rule
        p.beforeRoot(end);
        p.afterRoot(end + 9); // a root that returned without reporting: serial
        assertEquals(13 + 9, p.work());
        for (int r = 0; r < SpanProbe.RULES; r++) assertEquals(13 + 9, p.span(r), SpanProbe.RULE_NAMES[r]);
        p.reset();
        assertEquals(0, p.work());
        assertEquals(1.0, p.speedup(YBW16, 16));
    }

    @Test
    void aNodeWhoseFirstChildIsSmallStaysSerial() {
        // the root's first child took 4 nodes: under a rule of 5 it does not split, under 4 it does
        for (long min : new long[] {4, 5}) {
            SpanProbe p = new SpanProbe(21, min);
            p.reset();
            p.beforeRoot(0);
            long end = walk(p, Node.of(3, Node.leaf(4), Node.leaf(6), Node.leaf(3)), 0, 0);
            p.afterRoot(end);
            assertEquals(14, p.work());
            assertEquals(min == 4 ? 1 + 4 + 6 : 14, p.span(YBW20), "first move of 4 nodes, rule " + min);
            assertEquals(p.span(YBW20), p.span(YBW20_ALL), "the root is a PV node: the same rule");
        }
    }

    @Test
    void aProbedSolveSearchesTheSameTreeAndItsSpansAreOrdered() {
        List<PositionSets.Entry> positions = new ArrayList<>(PositionSets.sample("begin-medium", 6));
        positions.addAll(PositionSets.sample("middle-medium", 6));
        positions.addAll(PositionSets.sample("end-easy", 4));
        try (Solver plain = new Solver(BoardSize.STANDARD, 1, 16);
                Solver probed = new Solver(BoardSize.STANDARD, 1, 16)) {
            SpanProbe p = new SpanProbe(BoardSize.STANDARD.cells);
            probed.setSpanProbe(p);
            for (PositionSets.Entry e : positions) {
                Position pos = Position.parse(e.moves(), BoardSize.STANDARD);
                plain.clearTable();
                probed.clearTable();
                p.reset();
                Solver.Result want = plain.solve(pos, false);
                Solver.Result got = probed.solve(pos, false);
                assertEquals(e.score(), got.score(), e.moves());
                assertEquals(want.nodes(), got.nodes(), "the probe changes nothing: " + e.moves());
                assertEquals(got.nodes(), p.work(), e.moves());
                long w = p.work();
                assertTrue(p.span(YBW16) <= p.span(YBW20) && p.span(YBW20) <= w, e.moves());
                assertTrue(p.span(YBW16_ALL) <= p.span(YBW16) && p.span(YBW20_ALL) <= p.span(YBW20), e.moves());
                assertTrue(p.span(YBW16) <= p.span(YBW16_W2) && p.span(YBW16_W2) <= w, e.moves());
                for (int r = 0; r < SpanProbe.RULES; r++) {
                    for (int i = 1; i < SpanProbe.THREADS.length; i++) {
                        long fewer = p.waste(r, SpanProbe.THREADS[i - 1]);
                        assertTrue(fewer <= p.waste(r, SpanProbe.THREADS[i]), "more threads waste more: " + e.moves());
                    }
                }
                if (BoardSize.STANDARD.cells - pos.moveCount() < SpanProbe.MIN_EMPTY) {
                    for (int r = 0; r < SpanProbe.RULES; r++) assertEquals(w, p.span(r), "serial: " + e.moves());
                } else if (w > 100_000) {
                    assertTrue(p.span(YBW16) < w / 2, "a large tree has parallel work: " + e.moves());
                }
                for (int r = 0; r < SpanProbe.RULES; r++) {
                    double x = p.speedup(r, 16);
                    assertTrue(x > 0 && x <= 16, SpanProbe.RULE_NAMES[r] + " " + x);
                }
            }
        }
    }

    @Test
    void onlyAOneThreadSolverTakesAProbe() {
        try (Solver two = new Solver(BoardSize.STANDARD, 2, 1)) {
            assertThrows(IllegalStateException.class, () -> two.setSpanProbe(new SpanProbe(42)));
        }
    }
}
