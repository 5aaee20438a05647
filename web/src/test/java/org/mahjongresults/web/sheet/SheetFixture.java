package org.mahjongresults.web.sheet;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/** The demo tournament's table of a session: its players by starting seat and helpers to post hands. */
final class SheetFixture {

    final TestApp app;
    final int session;
    final int table;
    final List<Seating> players;
    final SheetRepository sheets;

    SheetFixture(TestApp app, int session, int table) {
        this.app = app;
        this.session = session;
        this.table = table;
        this.players = app.parts().draws().seatings(app.demoTournamentId()).stream()
                .filter(s -> s.session() == session && s.table() == table).toList();
        this.sheets = app.parts().sheets();
    }

    String base() {
        return "/tournaments/" + app.demoTournamentId() + "/sessions/" + session + "/tables/" + table;
    }

    long id(int startingSeat) {
        return players.get(startingSeat).playerId();
    }

    int version() {
        return sheets.find(app.demoTournamentId(), session, table).map(Sheet::version).orElse(0);
    }

    List<HandRecord> hands() {
        return sheets.find(app.demoTournamentId(), session, table).map(s -> sheets.hands(s.id())).orElse(List.of());
    }

    /** A discard win: winner and discarder by starting seat. */
    Http.Response win(Staff staff, int number, int winner, Integer discarder, int points, String notation,
                      String requestId) {
        return win(staff, number, version(), winner, discarder, points, notation, requestId);
    }

    Http.Response win(Staff staff, int number, int version, int winner, Integer discarder, int points,
                      String notation, String requestId) {
        Map<String, String> form = new HashMap<>();
        form.put("number", String.valueOf(number));
        form.put("version", String.valueOf(version));
        form.put("requestId", requestId);
        form.put("result", "WIN");
        form.put("winner", String.valueOf(id(winner)));
        form.put("discarder", discarder == null ? "self" : String.valueOf(id(discarder)));
        form.put("fanPoints", String.valueOf(points));
        if (notation != null) {
            form.put("notation", notation);
        }
        return staff.post(app, base() + "/hands?lang=en", form);
    }

    Http.Response draw(Staff staff, int number, String requestId) {
        return staff.post(app, base() + "/hands", Map.of("number", String.valueOf(number),
                "version", String.valueOf(version()), "requestId", requestId, "result", "DRAW"));
    }

    /** Each starting seat's result in hand {@code number}. */
    int[] results(int number) {
        HandRecord h = hands().stream().filter(x -> x.number() == number).findFirst().orElseThrow();
        int[] r = new int[4];
        for (int p = 0; p < 4; p++) {
            r[p] = h.results().getOrDefault(id(p), 0);
        }
        return r;
    }
}
