package org.mahjongresults.web.sheet;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.riichi.RiichiSettingsRepository;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.engine.riichi.ParsedRiichiHand;
import org.mahjongresults.engine.riichi.RiichiNotation;
import org.mahjongresults.engine.riichi.game.AbortiveDraw;
import org.mahjongresults.engine.riichi.game.PlayedHand;
import org.mahjongresults.engine.riichi.game.TableState;
import org.mahjongresults.engine.riichi.sheet.RiichiProfile;
import org.mahjongresults.engine.riichi.sheet.RiichiSheet;
import org.mahjongresults.engine.riichi.sheet.SheetRefusal;
import org.mahjongresults.engine.riichi.yaku.Yaku;
import org.mahjongresults.engine.tile.Tile;
import org.mahjongresults.engine.tournament.RuleSet;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.riichi.RiichiGame;
import org.mahjongresults.db.riichi.RiichiLine;
import org.mahjongresults.db.riichi.RiichiLine.Flag;
import org.mahjongresults.db.riichi.RiichiLine.Kind;

/**
 * The riichi sheet (issue 38): a hanchan or tonpuusen hand by hand until the engine says the game is over. A line is
 * a ron (a double ron where the profile pays it), a tsumo, an exhaustive draw with who is tenpai, an abortive draw or
 * a chombo, with the riichi declarations; a win is given as tiles (the engine finds yaku, han and fu) or as han and
 * fu with the yaku named (the engine checks such a hand exists). The stored lines are replayed through the engine's
 * {@code RiichiSheet} to score the next one ({@link RiichiGame}); each stored hand keeps every seat's point change.
 */
final class RiichiSheetRules implements SheetRules {

    /** The suffixes of the winners' fields: the first winner's, and a double ron's second winner's. */
    static final List<String> WINNERS = List.of("", "2");
    static final String[] FIELDS = fieldNames();
    /** A sheet line past this is a form error, whatever the game: no hanchan comes near it. */
    private static final int MAX_HANDS = 99;

    /** A riichi line as read from the form, with the four scores the table counted, if given. */
    record Riichi(int number, String requestId, RiichiLine line, List<Integer> claimed) implements Report {
    }

    private final SheetRepository sheets;
    private final RiichiSettingsRepository settings;

    RiichiSheetRules(SheetRepository sheets, RiichiSettingsRepository settings) {
        this.sheets = sheets;
        this.settings = settings;
    }

    private static String[] fieldNames() {
        List<String> f = new ArrayList<>(List.of("number", "version", "requestId", "result", "winner", "discarder",
                "winner2", "offender", "abortive", "dora", "ura"));
        for (int seat = 0; seat < 4; seat++) {
            f.add("riichi" + seat);
            f.add("tenpai" + seat);
            f.add("score" + seat);
            f.add("nagashi" + seat);
        }
        for (String w : WINNERS) {
            f.addAll(List.of("notation" + w, "han" + w, "fu" + w, "open" + w));
            for (Flag flag : Flag.values()) {
                f.add("flag" + w + "." + flag.name());
            }
            for (Yaku y : Yaku.values()) {
                f.add("yaku" + w + "." + y.name());
            }
        }
        return f.toArray(String[]::new);
    }

    @Override
    public RuleSet ruleSet() {
        return RuleSet.RIICHI;
    }

    @Override
    public String[] fields() {
        return FIELDS;
    }

    /** The game ends the sheet, not a number of hands: it is full once the engine says the game is over. */
    @Override
    public int handsFull(Sheet sheet, List<HandRecord> hands) {
        return sheet == null ? 1 : hands.size() + (game(sheet, hands).isOver() ? 0 : 1);
    }

    @Override
    public String allHandsKey() {
        return "riichi.sheet.notOver";
    }

    @Override
    public Report readNext(Form form, Sheet sheet, List<Long> ids) {
        Integer number = form.integer("number", 1, MAX_HANDS, true);
        return form.ok() ? read(form, number, ids, SheetView.absentIndex(sheet)) : null;
    }

    @Override
    public Report read(Form form, int number, List<Long> ids, int absent) {
        Kind kind;
        try {
            kind = Kind.valueOf(form.get("result").trim());
        } catch (IllegalArgumentException e) {
            form.error("result", "sheet.chooseResult");
            return null;
        }
        List<Integer> riichi = seats(form, "riichi");
        List<RiichiLine.Win> wins = new ArrayList<>();
        Integer discarder = null;
        List<String> dora = indicators(form, "dora");
        List<String> ura = indicators(form, "ura");
        if (kind.win()) {
            Integer winner = McrSheetRules.seat(form, "winner", ids, -1);
            if (winner == null && !form.errors().containsKey("winner")) {
                form.error("winner", "sheet.chooseWinner");
            }
            if (kind == Kind.RON) {
                discarder = McrSheetRules.seat(form, "discarder", ids, -1);
                if (discarder == null && !form.errors().containsKey("discarder")) {
                    form.error("discarder", "sheet.chooseDiscarder");
                }
                if (winner != null && winner.equals(discarder)) {
                    form.error("discarder", "sheet.discarderIsWinner");
                }
            }
            Integer second = kind == Kind.RON ? McrSheetRules.seat(form, "winner2", ids, -1) : null;
            if (second != null && (second.equals(winner) || second.equals(discarder))) {
                form.error("winner2", "form.invalidChoice");
            }
            wins.add(win(form, "", winner, dora, ura));
            if (second != null) {
                wins.add(win(form, "2", second, dora, ura));
            }
        }
        Integer offender = null;
        AbortiveDraw abortive = null;
        if (kind == Kind.CHOMBO) {
            offender = McrSheetRules.seat(form, "offender", ids, -1);
            if (offender == null && !form.errors().containsKey("offender")) {
                form.error("offender", "riichi.sheet.chooseOffender");
            }
        }
        if (kind == Kind.ABORTIVE) {
            abortive = form.choice("abortive", AbortiveDraw.class);
        }
        List<Integer> claimed = claimed(form);
        if (!form.ok()) {
            return null;
        }
        return new Riichi(number, McrSheetRules.requestId(form), new RiichiLine(kind, wins, discarder, riichi,
                kind == Kind.DRAW ? seats(form, "tenpai") : List.of(), abortive, offender,
                kind == Kind.DRAW ? seats(form, "nagashi") : List.of()), claimed);
    }

    /** One winner's hand: tiles in the notation, or han and fu with the yaku ticked. */
    private static RiichiLine.Win win(Form form, String w, Integer seat, List<String> dora, List<String> ura) {
        String notation = form.optional("notation" + w, 200);
        List<Flag> flags = new ArrayList<>();
        for (Flag f : Flag.values()) {
            if (form.checkbox("flag" + w + "." + f.name())) {
                flags.add(f);
            }
        }
        List<Yaku> yaku = new ArrayList<>();
        for (Yaku y : Yaku.values()) {
            if (form.checkbox("yaku" + w + "." + y.name())) {
                yaku.add(y);
            }
        }
        if (notation != null) {
            ParsedRiichiHand parsed = RiichiNotation.parse(notation);
            if (!parsed.isOk()) {
                form.error("notation" + w, parsed.error().messageKey(), parsed.error().args().toArray());
            }
            return new RiichiLine.Win(seat == null ? -1 : seat, notation, flags, dora, ura, null, null, false,
                    List.of());
        }
        boolean yakuman = yaku.stream().anyMatch(Yaku::yakuman);
        Integer han = form.get("han" + w).isBlank() && yakuman ? null : form.integer("han" + w, 1, 99, false);
        Integer fu = form.get("fu" + w).isBlank() ? null : form.integer("fu" + w, 20, 130, false);
        if (han == null && !yakuman && !form.errors().containsKey("han" + w)) {
            form.error("han" + w, "riichi.sheet.tilesOrHan");
        }
        return new RiichiLine.Win(seat == null ? -1 : seat, null, flags, dora, ura, han, fu,
                form.checkbox("open" + w), yaku);
    }

    /** The seats ticked for {@code prefix}0..3. */
    private static List<Integer> seats(Form form, String prefix) {
        List<Integer> seats = new ArrayList<>();
        for (int seat = 0; seat < 4; seat++) {
            if (form.checkbox(prefix + seat)) {
                seats.add(seat);
            }
        }
        return seats;
    }

    /** Dora or ura indicators typed as tiles ("3m E", "0p,7s"); an unknown tile is an error at the field. */
    private static List<String> indicators(Form form, String field) {
        String text = form.get(field).trim();
        List<String> tiles = new ArrayList<>();
        if (text.isEmpty()) {
            return tiles;
        }
        for (String code : text.split("[\\s,]+")) {
            if (Tile.ofCode(code.replace('0', '5')) == null || tiles.size() == 5) {
                form.error(field, "riichi.sheet.badIndicator", code);
                return List.of();
            }
            tiles.add(code);
        }
        return tiles;
    }

    /** The four scores the table counted after the hand, all or none; null when none were given. */
    private static List<Integer> claimed(Form form) {
        List<Integer> scores = new ArrayList<>();
        for (int seat = 0; seat < 4; seat++) {
            if (!form.get("score" + seat).isBlank()) {
                scores.add(form.integer("score" + seat, -1_000_000, 1_000_000, false));
            }
        }
        if (scores.isEmpty()) {
            return null;
        }
        if (scores.size() < 4) {
            form.error("score0", "riichi.sheet.allScores");
        }
        return scores.contains(null) ? null : scores;
    }

    @Override
    public Scoring score(Report report, SheetTable table, int absent) {
        Riichi r = (Riichi) report;
        Sheet sheet = sheets.find(table.t().id(), table.session(), table.number()).orElse(null);
        List<HandRecord> hands = sheet == null ? List.of() : sheets.hands(sheet.id());
        RiichiProfile profile = profile(table);
        // The hands before this one, as the form saw them: a stale form is then told so, not scored against others.
        RiichiSheet before = RiichiGame.replay(profile, hands, r.number());
        TableState state = before.state();
        RiichiSheet after;
        try {
            after = before.enter(r.line().entry(state));
        } catch (SheetRefusal refused) {
            return new Scoring(null, new Refusal(field(refused, r.line()), refused.messageKey(), null,
                    refused.args().toArray()));
        }
        PlayedHand played = after.game().hands().get(after.game().hands().size() - 1);
        if (r.claimed() != null) {
            Refusal wrong = checkClaimed(r.claimed(), played.after(), profile);
            if (wrong != null) {
                return new Scoring(null, wrong);
            }
        }
        return new Scoring(r.line().scoredHand(r.number(), played, r.requestId()), null);
    }

    /**
     * The scores the table counted must add up to the table's total (sticks on the table included) and be the
     * engine's: a count that does not add up is refused before one that merely differs.
     */
    private static Refusal checkClaimed(List<Integer> claimed, TableState after, RiichiProfile profile) {
        int sum = claimed.stream().mapToInt(Integer::intValue).sum();
        int onTable = after.sticks() * profile.game().riichiStick();
        if (sum + onTable != profile.game().tableTotal()) {
            return new Refusal("score0", "riichi.sheet.totalMismatch", null, sum + onTable,
                    profile.game().tableTotal());
        }
        if (!claimed.equals(after.scores())) {
            return new Refusal("score0", "riichi.sheet.scoresDiffer", null, after.scores().get(0),
                    after.scores().get(1), after.scores().get(2), after.scores().get(3));
        }
        return null;
    }

    /** The field a refusal concerns: the winner's tiles or han, the riichi or tenpai seats, or the result. */
    private static String field(SheetRefusal refused, RiichiLine line) {
        String w = line.wins().size() > 1 && refused.seat() == line.wins().get(1).seat() ? "2" : "";
        boolean tiles = line.wins().size() > (w.isEmpty() ? 0 : 1) && line.wins().get(w.isEmpty() ? 0 : 1).tiles();
        return switch (refused.reason()) {
            case INVALID_HAND, NOT_COMPLETE, NO_YAKU, WRONG_ROUND_WIND, WRONG_SEAT_WIND, HAN_FU_IMPOSSIBLE,
                 FIRST_TURN_SEAT -> (tiles ? "notation" : "han") + w;
            case CALL_MISMATCH -> "open" + w;
            case DORA_MISMATCH -> "dora";
            case RIICHI_MISMATCH -> "riichi";
            case WRONG_WIN_KIND -> "result";
            case GAME_RULE -> refused.messageKey().contains("riichi") ? "riichi"
                    : refused.messageKey().endsWith("game_over") ? Form.GLOBAL : "result";
        };
    }

    /** The tournament's profile: its preset with its game length. */
    RiichiProfile profile(SheetTable table) {
        return settings.find(table.t().id()).profile();
    }

    /** The table's game after every stored hand. */
    RiichiSheet game(SheetTable table, List<HandRecord> hands) {
        return RiichiGame.replay(profile(table), hands);
    }

    private RiichiSheet game(Sheet sheet, List<HandRecord> hands) {
        return RiichiGame.replay(settings.find(sheet.tournamentId()).profile(), hands);
    }

    @Override
    public Message saved(HandRecord h) {
        return new Message("riichi.sheet.saved", h.number());
    }

    /** Without the table's seats no player can be named: the form keeps only the result and the ticks. */
    @Override
    public void fill(Form form, HandRecord hand) {
        fill(form, hand, List.of());
    }

    @Override
    public void fill(Form form, HandRecord hand, List<Long> ids) {
        RiichiLine line = RiichiLine.read(hand.verifiedFans());
        if (line == null) {
            return;
        }
        form.set("result", line.kind().name()).set("discarder", hand.discarderId());
        line.riichi().forEach(seat -> form.set("riichi" + seat, "on"));
        line.tenpai().forEach(seat -> form.set("tenpai" + seat, "on"));
        line.nagashi().forEach(seat -> form.set("nagashi" + seat, "on"));
        if (line.abortive() != null) {
            form.set("abortive", line.abortive().name());
        }
        for (int i = 0; i < line.wins().size(); i++) {
            RiichiLine.Win win = line.wins().get(i);
            String w = WINNERS.get(i);
            form.set(i == 0 ? "winner" : "winner2", player(ids, win.seat()));
            form.set("notation" + w, win.notation()).set("han" + w, win.han()).set("fu" + w, win.fu());
            form.set("dora", String.join(" ", win.dora())).set("ura", String.join(" ", win.ura()));
            if (win.open()) {
                form.set("open" + w, "on");
            }
            win.flags().forEach(f -> form.set("flag" + w + "." + f.name(), "on"));
            win.yaku().forEach(y -> form.set("yaku" + w + "." + y.name(), "on"));
        }
        if (line.offender() != null) {
            form.set("offender", player(ids, line.offender()));
        }
    }

    /** The player in a starting seat, or null where the seat is unknown. */
    private static Long player(List<Long> ids, int seat) {
        return seat >= 0 && seat < ids.size() ? ids.get(seat) : null;
    }

    @Override
    public SheetRepository sheets() {
        return sheets;
    }

    /** The lines after a corrected one, re-scored by replay, or why one of them is now impossible. */
    private record Replayed(List<HandRecord> later, Refusal refusal) {
    }

    /**
     * Replays the stored lines with {@code corrected} in its place: a hand's settlement carries the dealer, honba,
     * sticks and scores into every later hand, so each later line is entered again and scored anew. A later line the
     * engine now refuses, or one past the game's new end, refuses the correction (at the result field).
     */
    private Replayed replayAfter(SheetTable table, Sheet sheet, HandRecord corrected) {
        List<HandRecord> hands = sheets.hands(sheet.id());
        RiichiSheet game = RiichiGame.replay(profile(table), hands, corrected.number());
        List<HandRecord> later = new ArrayList<>();
        try {
            game = game.enter(RiichiLine.read(corrected.verifiedFans()).entry(game.state()));
        } catch (SheetRefusal refused) {
            return new Replayed(List.of(), new Refusal("result", refused.messageKey(), null,
                    refused.args().toArray()));
        }
        for (HandRecord h : hands.stream().filter(h -> h.number() > corrected.number())
                .sorted(java.util.Comparator.comparingInt(HandRecord::number)).toList()) {
            if (game.isOver()) {
                return new Replayed(List.of(), new Refusal("result", "riichi.sheet.correctionEndsGame", null,
                        h.number()));
            }
            RiichiLine line = RiichiLine.read(h.verifiedFans());
            try {
                game = game.enter(line.entry(game.state()));
            } catch (SheetRefusal refused) {
                return new Replayed(List.of(), new Refusal("result", "riichi.sheet.correctionRefusesLater", null,
                        h.number()));
            }
            PlayedHand played = game.game().hands().get(game.game().hands().size() - 1);
            later.add(HandRecord.of(line.scoredHand(h.number(), played, h.requestId()), table.ids()));
        }
        return new Replayed(later, null);
    }

    @Override
    public Refusal refusesCorrection(SheetTable table, Sheet sheet, HandRecord corrected) {
        return replayAfter(table, sheet, corrected).refusal();
    }

    /** The corrected line and every line after it, re-scored, in one transaction. */
    @Override
    public int storeCorrection(Actor actor, SheetTable table, Sheet sheet, int version, HandRecord hand,
                               Map<Long, String> seats, String reason, Long appealId) {
        Replayed replayed = replayAfter(table, sheet, hand);
        if (replayed.refusal() != null) {
            throw new StaleDataException("sheet.stale"); // the lines changed since the check: the form is stale
        }
        return sheets.correctHand(actor, table.t().id(), sheet.id(), version, hand, seats, reason, appealId,
                replayed.later());
    }

    @Override
    public String sheetTemplate() {
        return "riichi/sheet";
    }
}
