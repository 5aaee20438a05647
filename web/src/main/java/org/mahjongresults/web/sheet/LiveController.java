package org.mahjongresults.web.sheet;

import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import io.javalin.http.sse.SseClient;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.i18n.RequestLanguage;
import org.mahjongresults.web.tournament.TournamentLookup;

/** The live page of a session: every table's progress and running scores, updated by Server-Sent Events. */
public final class LiveController {

    /** One table on the live page. */
    public record LiveTable(int number, SheetView view, String status) {
    }

    /** The live page. */
    public record LivePage(Tournament tournament, int session, List<Integer> sessions, List<LiveTable> tables,
                           int finished, boolean canManage) {
    }

    private final SheetRepository sheets;
    private final DrawRepository draws;
    private final TournamentLookup lookup;
    private final Auth auth;
    private final LiveEvents events;

    public LiveController(SheetRepository sheets, DrawRepository draws, TournamentLookup lookup, Auth auth,
                          LiveEvents events) {
        this.sheets = sheets;
        this.draws = draws;
        this.lookup = lookup;
        this.auth = auth;
        this.events = events;
    }

    public void live(Context ctx) {
        Tournament t = lookup.visible(ctx);
        if (t.drawStatus() != Tournament.DrawStatus.PUBLISHED && !auth.isStaff(ctx, t.id())) {
            throw new NotFoundResponse();
        }
        int session = TournamentLookup.number(ctx, "n");
        List<Seating> seatings = draws.seatings(t.id()).stream().filter(s -> s.session() == session).toList();
        if (seatings.isEmpty()) {
            throw new NotFoundResponse();
        }
        Map<Integer, Map<Integer, List<Seating>>> grouped = DrawRepository.grouped(seatings);
        Map<Integer, Sheet> byTable = new java.util.HashMap<>();
        for (Sheet s : sheets.sheets(t.id(), session)) {
            byTable.put(s.table(), s);
        }
        List<LiveTable> tables = new ArrayList<>();
        int finished = 0;
        for (var e : grouped.get(session).entrySet()) {
            Sheet sheet = byTable.get(e.getKey());
            List<HandRecord> hands = sheet == null ? List.of() : sheets.hands(sheet.id());
            SheetView view = SheetView.of(sheet, e.getValue(), hands, RequestLanguage.of(ctx));
            String status = sheet == null ? "NOT_STARTED" : sheet.status();
            if (sheet != null && sheet.closed()) {
                finished++;
            }
            tables.add(new LiveTable(e.getKey(), view, status));
        }
        List<Integer> sessions = draws.sessions(t.id()).stream().map(s -> s.number()).toList();
        ctx.render("sheet/live", Map.of("page", new LivePage(t, session, sessions, tables, finished,
                lookup.canManage(ctx, t))));
    }

    /** The live page of the session being played: the first not finished, else the last. */
    public void current(Context ctx) {
        Tournament t = lookup.visible(ctx);
        var sessions = draws.sessions(t.id());
        int n = sessions.stream().filter(s -> !s.status().equals("FINISHED")).map(s -> s.number()).findFirst()
                .orElse(sessions.isEmpty() ? 1 : sessions.get(sessions.size() - 1).number());
        ctx.redirect("/tournaments/" + t.id() + "/sessions/" + n + "/live");
    }

    /** {@code GET /tournaments/{id}/events}: a "results" event whenever the tournament's results change. */
    public void events(SseClient client) {
        long id;
        try {
            id = Long.parseLong(client.ctx().pathParam("id"));
        } catch (NumberFormatException e) {
            client.close();
            return;
        }
        events.watch(id, client);
    }
}
