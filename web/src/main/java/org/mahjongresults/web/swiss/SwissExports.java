package org.mahjongresults.web.swiss;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.knockout.BracketPlan;
import org.mahjongresults.engine.knockout.KnockoutStandings;
import org.mahjongresults.web.standings.OwnExports;
import org.mahjongresults.web.forms.CsvFile;

/**
 * A Swiss knockout's results for other programs (issue 28): the standings as CSV and JSON with the placings and each
 * round's points, the bracket as JSON, and the tables of a round. Swiss 002 §1.5 has placings and advancement only:
 * no table points (MCR's 4-2-1-0) appear anywhere here. Figures are those of the knockout page
 * ({@link SwissService#load}); the words are the API's, the same in every language, like the MCR exports.
 */
public final class SwissExports implements OwnExports {

    /** The standings' JSON body. {@code decided}: every drawn round has all its table winners. */
    public record Standings(String tournament, String ruleSet, int entrants, boolean decided, List<Round> bracket,
                            List<PlayerLine> players) {
    }

    /** One round of the bracket plan: players, tables, how many advance as winners and as wildcards. */
    public record Round(int round, int players, int tables, int winners, int wildcards, boolean isFinal,
                        boolean drawn, boolean decided) {
    }

    /**
     * One player: the final place (null while the player's group is undecided), the last round reached, and every
     * round played.
     */
    public record PlayerLine(Integer place, boolean tied, int entry, String name, String nativeName, String country,
                             int furthestRound, List<RoundLine> rounds) {
    }

    /**
     * One round of a player: the table, the round's points (the sum of the table's hands, Swiss §7), the place at the
     * table, and the outcome: WINNER, WILDCARD, OUT or PENDING.
     */
    public record RoundLine(int round, int table, int points, int place, boolean placeShared, int hands,
                            String outcome) {
    }

    /** {@code GET /api/tournaments/{id}/bracket}: the plan and every drawn round's tables. */
    public record Bracket(String tournament, int entrants, List<BracketRound> rounds) {
    }

    public record BracketRound(int round, int players, int winners, int wildcards, boolean isFinal, boolean decided,
                               List<Integer> advancing, List<TableLine> tables) {
    }

    /** A round's table (also the Swiss tables API): no table points, placings and who advances. */
    public record TableLine(int table, String status, int hands, Integer winnerEntry, boolean tieBroken,
                            List<SeatLine> seats) {
    }

    /** A seat: the round's points so far, the place at the table, and whether the player advances. */
    public record SeatLine(String seat, int entry, String name, int points, int place, boolean placeShared,
                           boolean winner, boolean wildcard) {
    }

    /** The Swiss tables API: a round's tables. */
    public record Tables(int session, int round, List<TableLine> tables) {
    }

    private final SwissService service;

    public SwissExports(SwissService service) {
        this.service = service;
    }

    @Override
    public String csv(Tournament t) {
        Standings s = standings(t);
        int rounds = s.bracket().size();
        StringBuilder sb = new StringBuilder("\uFEFF");
        List<String> header = new ArrayList<>(List.of("place", "entry", "name", "native_name", "country",
                "furthest_round"));
        for (int r = 1; r <= rounds; r++) {
            header.add("r" + r + "_table");
            header.add("r" + r + "_points");
            header.add("r" + r + "_place");
            header.add("r" + r + "_outcome");
        }
        CsvFile.writeLine(sb, header);
        for (PlayerLine p : s.players()) {
            List<String> cells = new ArrayList<>(List.of(p.place() == null ? "" : (p.tied() ? "=" : "") + p.place(),
                    String.valueOf(p.entry()), p.name(), nz(p.nativeName()), nz(p.country()),
                    String.valueOf(p.furthestRound())));
            for (int r = 1; r <= rounds; r++) {
                RoundLine c = round(p, r);
                cells.add(c == null ? "" : String.valueOf(c.table()));
                cells.add(c == null ? "" : String.valueOf(c.points()));
                cells.add(c == null ? "" : (c.placeShared() ? "=" : "") + c.place());
                cells.add(c == null ? "" : c.outcome());
            }
            CsvFile.writeLine(sb, cells);
        }
        return sb.toString();
    }

    private static RoundLine round(PlayerLine p, int round) {
        return p.rounds().stream().filter(r -> r.round() == round).findFirst().orElse(null);
    }

    @Override
    public Standings standings(Tournament t) {
        SwissService.Knockout k = service.load(t);
        List<Round> bracket = new ArrayList<>();
        boolean decided = k.plan() != null && !k.rounds().isEmpty();
        if (k.plan() != null) {
            for (BracketPlan.Round r : k.plan().rounds()) {
                SwissService.RoundView drawn = k.round(r.number());
                bracket.add(new Round(r.number(), r.players(), r.tables(), r.winners(), r.wildcards(), r.isFinal(),
                        drawn != null, drawn != null && drawn.decided()));
                decided &= drawn != null && drawn.decided();
            }
        }
        List<PlayerLine> players = new ArrayList<>();
        if (k.standings() != null) {
            for (KnockoutStandings.Row row : k.standings().rows()) {
                Player p = k.byEntry().get(row.player());
                List<RoundLine> rounds = new ArrayList<>();
                for (KnockoutStandings.Cell c : row.cells()) {
                    rounds.add(new RoundLine(c.round(), c.table(), c.total(), c.place(), c.placeShared(), c.hands(),
                            c.outcome().name()));
                }
                players.add(new PlayerLine(row.place(), row.shared(), row.player(), p.name(), p.nativeName(),
                        p.country(), row.furthest(), rounds));
            }
        }
        return new Standings(t.name(), "SWISS", k.plan() == null ? k.activePlayers() : k.plan().entrants(), decided,
                bracket, players);
    }

    @Override
    public Bracket bracket(Tournament t) {
        SwissService.Knockout k = service.load(t);
        List<BracketRound> rounds = new ArrayList<>();
        if (k.plan() != null) {
            for (BracketPlan.Round r : k.plan().rounds()) {
                SwissService.RoundView drawn = k.round(r.number());
                List<TableLine> tables = drawn == null ? List.of() : tables(drawn);
                List<Integer> advancing = drawn != null && drawn.decided() && !r.isFinal()
                        ? k.advancers(r.number()) : List.of();
                rounds.add(new BracketRound(r.number(), r.players(), r.winners(), r.wildcards(), r.isFinal(),
                        drawn != null && drawn.decided(), advancing, tables));
            }
        }
        return new Bracket(t.name(), k.plan() == null ? k.activePlayers() : k.plan().entrants(), rounds);
    }

    @Override
    public Optional<Object> tables(Tournament t, int session) {
        SwissService.Knockout k = service.load(t);
        SwissService.RoundView round = k.round(session);
        if (round == null) {
            return Optional.empty();
        }
        return Optional.of(new Tables(session, session, tables(round)));
    }

    private static List<TableLine> tables(SwissService.RoundView round) {
        List<TableLine> out = new ArrayList<>();
        for (SwissService.TableView table : round.tables()) {
            List<SeatLine> seats = new ArrayList<>();
            Integer winnerEntry = null;
            for (SwissService.SeatView s : table.seats()) {
                Seating seat = s.seating();
                seats.add(new SeatLine(seat.seat().letter(), seat.entryNumber(), seat.name(), s.total(), s.place(),
                        s.placeShared(), s.winner(), s.wildcard()));
                if (s.winner()) {
                    winnerEntry = seat.entryNumber();
                }
            }
            out.add(new TableLine(table.number(), table.sheetStatus(), table.hands(), winnerEntry, table.tieBroken(),
                    seats));
        }
        return out;
    }

    private static String nz(String s) {
        return s == null ? "" : s;
    }

}
