package c4.command;

import c4.core.BoardSize;
import c4.core.Echo;
import c4.core.Plural;
import c4.core.Position;
import c4.options.Command;
import c4.options.HelpOption;
import c4.options.UsageException;
import c4.options.Values;
import c4.play.Elo;
import c4.play.EngineTimeouts;
import c4.play.GameRecord;
import c4.play.Player;
import c4.play.PlayerFailure;
import c4.play.PlayerSpec;
import c4.play.Players;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;

/** {@code c4 match}: N games between two players, with W/D/L and the Elo difference. */
@CommandLine.Command(
        name = "match",
        header = "play games between two players (built-in searchers or engines); W/D/L and Elo",
        customSynopsis = "usage: scripts/c4 match [OPTIONS] PLAYER1 PLAYER2",
        description = {
            "",
            "Plays N games between two players. Colours alternate: game 1 PLAYER1 moves first (X), game 2 PLAYER2, "
                    + "...; each pair of games starts from the same random opening of K plies (openings already won, "
                    + "or won by the next move, are drawn again). Every player gets the budget written in its spec; "
                    + "give both the same for a fair match.",
            "",
            "PLAYER is one of",
            "  minimax[:KEY=VALUE,...]       the course's minimax (iterative deepening under movetime)",
            "  alphabeta[:KEY=VALUE,...]     the course's alpha-beta (likewise)",
            "  engine[:KEY=VALUE,...]        this project's protocol engine (scripts/c4 engine), run as a separate "
                    + "process from the current class path",
            "  cmd:\"COMMAND ARGS\"[:KEY=VALUE,...]  any engine speaking the protocol",
            "KEYS: depth=N (at most the board's cells: 42 on 7x6), movetime=MS (default movetime="
                    + PlayerSpec.DEFAULT_MOVETIME_MS
                    + " when neither is given), "
                    + "order=column|engine (minimax, alphabeta), variant=hard|soft (alphabeta), eval=full|centre "
                    + "(minimax, alphabeta: centre-only baseline evaluation).",
            "Examples: minimax:depth=6  alphabeta:movetime=100  cmd:\"scripts/c4 engine\":movetime=50"
        },
        footer = {
            "",
            "Forfeits (as cutechess-cli): an engine that exits, closes its output, sends a line longer than "
                    + "16384 characters, answers with something that is not a legal column, sends no bestmove "
                    + "within movetime + margin (depth=N: " + EngineTimeouts.DEPTH_MOVE_MS / 1000 + " s + margin), "
                    + "or answers one go twice loses that game; the reason is printed and recorded, the engine is killed with every process "
                    + "it started and a fresh one starts the next game. Otherwise an engine plays game after game, told "
                    + "of each new one with 'ucinewgame' (as cutechess-cli's restart=off; --restart starts fresh "
                    + "engines for every game). Lines an engine sends that the protocol does "
                    + "not expect are skipped. A built-in player that throws forfeits as well; built-in players keep "
                    + "their own time. Every engine is started once before the first game (uci, isready; "
                    + EngineTimeouts.DEFAULT_START_MS / 1000 + " s allowed): one that cannot start ends the match at "
                    + "once with exit 2.",
            "",
            "Output (stdout): one line per finished game with the running W/D/L, then a summary: W/D/L from "
                    + "PLAYER1's view, its score, the Elo difference with a 95%% margin, and the forfeits of each "
                    + "player. Exit status: 0 when the games were played (forfeits included), 2 for a bad command "
                    + "line or an engine that cannot start. A match ended by Ctrl-C or SIGTERM (exit status 130, "
                    + "143) says on stderr how many games it finished, which --record keeps."
        })
public final class MatchCommand implements Command {
    @CommandLine.Mixin
    private HelpOption help;

    @CommandLine.Option(
            names = "--games",
            paramLabel = "N",
            converter = Games.class,
            description = "number of games (default ${DEFAULT-VALUE}, at most 1000000)")
    private int games = 2;

    @CommandLine.Option(
            names = "--opening-plies",
            paramLabel = "K",
            converter = OpeningPlies.class,
            description = "random opening length (default ${DEFAULT-VALUE})")
    private int openingPlies = 2;

    @CommandLine.Option(
            names = "--all-openings",
            description = "every distinct position of K plies (transpositions once) in which the side to "
                    + "move cannot win at once, instead of random ones, each played twice with colours swapped (--games "
                    + "is then ignored: 49 openings and 98 games for K = 2 on 7x6, 238 and 476 for K = 3)")
    private boolean allOpenings;

    @CommandLine.Option(
            names = "--concurrency",
            paramLabel = "C",
            converter = Concurrency.class,
            description = "games played at once, each with its own players (default ${DEFAULT-VALUE}, at most 256)")
    private int concurrency = 1;

    @CommandLine.Option(
            names = "--restart",
            description = "start fresh engines for every game (default: each engine plays game after game, "
                    + "told of each new one with 'ucinewgame', and is restarted only after a forfeit)")
    private boolean restart;

    @CommandLine.Option(
            names = "--record",
            paramLabel = "FILE",
            description = "write the board ('# c4 match record: board WxH', which audit reads), then one line per "
                    + "game: NUMBER FIRST SECOND OPENING MOVES RESULT (RESULT from the first player's view: 1-0, 1/2-1/2, 0-1), after a forfeit "
                    + "followed by {X forfeits: REASON} or {O forfeits: REASON}; each line is written and flushed as its game "
                    + "ends (with --concurrency not always in number order), so an interrupted match keeps the games it played; "
                    + "a FILE that already holds games is refused unless --force")
    private String record;

    @CommandLine.Option(names = "--force", description = "replace a --record FILE that already holds games")
    private boolean force;

    @CommandLine.Option(
            names = "--size",
            paramLabel = "WxH",
            converter = Values.Size.class,
            description = "board size (default ${DEFAULT-VALUE})")
    private BoardSize size = BoardSize.STANDARD;

    @CommandLine.Option(
            names = "--seed",
            paramLabel = "S",
            converter = Values.AnyLong.class,
            description = "seed of the openings (default ${DEFAULT-VALUE})")
    private long seed = 1;

    @CommandLine.Option(
            names = "--timeout-margin",
            paramLabel = "MS",
            converter = Margin.class,
            description = "time an engine may take beyond its movetime, and to answer 'isready' during a search "
                    + "(default ${DEFAULT-VALUE} ms)")
    private int margin = (int) EngineTimeouts.DEFAULT_MARGIN_MS;

    @CommandLine.Parameters(paramLabel = "PLAYER", description = "the two players, PLAYER1 and PLAYER2")
    private List<String> players = new ArrayList<>();

    static final class Games extends Values.IntRange {
        Games() {
            super(1, 1_000_000);
        }
    }

    static final class OpeningPlies extends Values.IntRange {
        OpeningPlies() {
            super(0, 64);
        }
    }

    static final class Concurrency extends Values.IntRange {
        Concurrency() {
            super(1, 256);
        }
    }

    static final class Margin extends Values.IntRange {
        Margin() {
            super(0, PlayerSpec.MAX_MOVETIME_MS);
        }
    }

    @Override
    public int run(InputStream in, PrintStream out, PrintStream err) throws Exception {
        if (players.size() != 2) {
            throw new UsageException("match: expected two players, got " + players.size() + " (see c4 match --help)");
        }
        PlayerSpec p1 = spec(players.get(0), size);
        PlayerSpec p2 = spec(players.get(1), size);
        if (openingPlies > size.cells - 2) {
            throw new UsageException(
                    "match: --opening-plies " + openingPlies + " leaves no game on the " + size + " board");
        }
        if (allOpenings && Math.pow(size.width, openingPlies) > MatchOpenings.MAX_ALL) {
            throw new UsageException("match: --all-openings with " + openingPlies + " plies on " + size
                    + " makes more than " + MatchOpenings.MAX_ALL + " openings; use random openings (--games N)");
        }
        EngineTimeouts timeouts = new EngineTimeouts(EngineTimeouts.DEFAULT_START_MS, margin);
        checkStart(p1, "PLAYER1", size, timeouts);
        if (!p2.text().equals(p1.text())) checkStart(p2, "PLAYER2", size, timeouts);

        List<Position> openings = allOpenings
                ? MatchOpenings.all(size, openingPlies)
                : MatchOpenings.random(size, openingPlies, (games + 1) / 2, seed);
        if (allOpenings) games = 2 * openings.size();
        try (RecordFile file = record == null ? null : RecordFile.open(Path.of(record), force, size)) {
            List<GameRecord> records = MatchGames.play(
                    p1,
                    p2,
                    size,
                    timeouts,
                    restart,
                    openings,
                    games,
                    concurrency,
                    out,
                    file == null ? r -> {} : file::write,
                    err,
                    finished -> interrupted(finished, games, record));
            report(p1, p2, size, openingPlies, games, records, out);
            if (file != null) {
                err.println("match: " + Plural.count(file.games(), "game") + " written to " + file.path());
            }
        }
        return 0;
    }

    /**
     * What a match ended by a signal says (Main's prefix {@code c4 } aside): how many of its
     * {@code games} were {@code finished}, and that {@code record} (null: none) keeps those.
     */
    static String interrupted(int finished, int games, String record) {
        String line = "match: interrupted after " + finished + " of " + Plural.count(games, "game");
        if (record != null) {
            String kept = finished == 0 ? "holds no game" : "keeps the " + finished + " finished";
            return line + "; --record " + Echo.text(record) + " " + kept;
        }
        int rest = games - finished;
        if (rest == 0) return line + ", before the summary";
        return line + "; " + (rest == 1 ? "the other one was" : "the other " + rest + " were") + " not finished";
    }

    private static void report(
            PlayerSpec p1,
            PlayerSpec p2,
            BoardSize size,
            int openingPlies,
            int games,
            List<GameRecord> records,
            PrintStream out) {
        Elo elo = tally(records);
        out.println("match: " + p1 + " vs " + p2 + ", " + Plural.count(games, "game") + " on " + size + ", openings of "
                + openingPlies + " plies");
        out.println("result for " + p1 + ": " + elo);
        int[] forfeits = forfeits(records);
        out.println("forfeits: " + p1 + " " + forfeits[0] + ", " + p2 + " " + forfeits[1]);
    }

    private static PlayerSpec spec(String text, BoardSize size) {
        try {
            return PlayerSpec.parse(text, size);
        } catch (IllegalArgumentException e) {
            throw new UsageException("match: " + e.getMessage());
        }
    }

    /**
     * Starts an external player once, before the first game, so that one that cannot start (no
     * such program, exits, no uciok) ends the match with one message instead of forfeiting every game.
     */
    private static void checkStart(PlayerSpec spec, String role, BoardSize size, EngineTimeouts timeouts) {
        if (!Players.isExternal(spec)) return;
        try (Player player = Players.create(spec, size, timeouts)) {
            player.start();
        } catch (PlayerFailure e) {
            throw new UsageException("match: " + role + " " + Echo.quote(spec.text()) + " cannot start: " + e.reason());
        }
    }

    /** Games lost by forfeit: PLAYER1's, PLAYER2's. */
    static int[] forfeits(List<GameRecord> records) {
        int[] count = new int[2];
        for (GameRecord r : records) {
            if (!r.forfeited()) continue;
            boolean p1First = r.number() % 2 == 1;
            boolean xLost = r.result() < 0;
            count[xLost == p1First ? 0 : 1]++;
        }
        return count;
    }

    /** W/D/L from PLAYER1's view (it moves first in odd-numbered games). */
    static Elo tally(List<GameRecord> records) {
        int w = 0;
        int d = 0;
        int l = 0;
        for (GameRecord r : records) {
            int forP1 = r.number() % 2 == 1 ? r.result() : -r.result();
            if (forP1 > 0) w++;
            else if (forP1 == 0) d++;
            else l++;
        }
        return Elo.of(w, d, l);
    }
}
